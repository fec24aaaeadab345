"""The tournament message's buttons. Their custom ids name the tournament (``tournament:<id>:<action>``), so they
keep answering after a restart; a forged id is refused before anything is read, a button of a tournament that
is over or another channel's says so, privately."""

from __future__ import annotations

from typing import Any

import discord

from bot.discord_limits import CONTENT, shorten
from bot.i18n import t
from bot.refusal import Refusal
from bot.replies import game_bot, guarded
from bot.store.tournaments import TournamentPlay, TournamentRecord
from bot.ui.custom_ids import NUMBER, CustomId, Field, Rebuilt
from bot.ui.tournament.message import tournament_embed

ACTIONS: dict[str, tuple[str, discord.ButtonStyle]] = {
    "join": ("button.join", discord.ButtonStyle.primary),
    "leave": ("button.leave", discord.ButtonStyle.secondary),
    "start": ("button.start", discord.ButtonStyle.success),
    "cancel": ("button.cancel", discord.ButtonStyle.danger),
}

TOURNAMENT_BUTTON = CustomId("tournament", Field("tournament", NUMBER, number=True), Field("action", "|".join(ACTIONS)))


class TournamentButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=TOURNAMENT_BUTTON):
    def __init__(self, tournament_id: int, action: str, locale: str | None = None) -> None:
        label_key, style = ACTIONS[action]
        super().__init__(
            discord.ui.Button(
                label=t(label_key, locale),
                style=style,
                custom_id=TOURNAMENT_BUTTON.build(tournament=tournament_id, action=action),
            )
        )
        self.tournament_id = tournament_id
        self.action = action

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: self._pressed(interaction))

    async def _pressed(self, interaction: discord.Interaction) -> None:
        bot = game_bot(interaction)
        found = await bot.store.tournament(self.tournament_id)
        if found is None:
            raise Refusal("error.tournament_unknown")
        if found.channel_id != interaction.channel_id:
            raise Refusal("error.other_channel")
        # The actions (``bot.ui.tournament.actions``) post this button's message again: reached through the bot.
        await bot.tournaments.act(interaction, self.action, found.id, from_button=True)


def tournament_view(tournament: TournamentRecord, locale: str | None) -> discord.ui.View | None:
    """Join, Leave, Start and Cancel while it is open; Cancel alone while it runs; nothing once it is over."""
    if tournament.status not in ("open", "running"):
        return None
    view = discord.ui.View(timeout=None)
    for action in ACTIONS:
        if tournament.status == "open" or action == "cancel":
            view.add_item(TournamentButton(tournament.id, action, locale))
    return view


def tournament_message(
    tournament: TournamentRecord, play: TournamentPlay | None, locale: str | None, note: str = ""
) -> dict[str, Any]:
    view = tournament_view(tournament, locale)
    return {
        "content": shorten(note, CONTENT) if note else None,
        "embed": tournament_embed(tournament, play, locale),
        "view": view,
        "allowed_mentions": discord.AllowedMentions.none(),
    }
