"""``/game resign`` (with its confirm button) and ``/game back``: the interaction side of those seat changes."""

from __future__ import annotations

from typing import Any

import discord

from bot.cogs.pace import changes
from bot.i18n import GameName, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.refusal import Refusal
from bot.replies import game_bot, guarded, locale, public_locale, where
from bot.ui.custom_ids import GAME, CustomId, Rebuilt
from games.contract import Result


async def ask_to_resign(interaction: discord.Interaction) -> None:
    """Asks the caller to confirm, privately, with a button; nothing changes until it is pressed."""
    bot = game_bot(interaction)
    live, seat = await changes.caller_seat(bot.sessions, where(interaction)[1], interaction.user.id)
    if live.pace.seat(seat).resigned:
        raise Refusal("resign.already")
    loc = locale(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(live.id, loc))
    await interaction.response.send_message(
        t("resign.confirm", loc, game=GameName(live.engine.id)), view=view, ephemeral=True
    )


RESIGN_BUTTON = CustomId("resign", GAME, "confirm")


class ResignButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=RESIGN_BUTTON):
    def __init__(self, game_id: int, loc: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("resign.button", loc),
                style=discord.ButtonStyle.danger,
                custom_id=RESIGN_BUTTON.build(game=game_id),
            )
        )
        self.game_id = game_id

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: confirm_resignation(interaction, self.game_id))


async def confirm_resignation(interaction: discord.Interaction, game_id: int) -> None:
    bot = game_bot(interaction)
    resignation = await changes.resign(bot.sessions, where(interaction)[1], interaction.user.id, game_id)
    loc = await public_locale(interaction)
    await interaction.response.edit_message(content=t("resign.done", locale(interaction)), view=None)
    user = mention(interaction.user.id)
    result = resignation.live.result()
    if resignation.ended and result is not None:
        text = t("resign.ended", loc, user=user, standings=standings(resignation.live, result, loc))
    else:
        text = t("resign.announce", loc, user=user)
    await interaction.followup.send(text, allowed_mentions=discord.AllowedMentions.none())


def standings(live: LiveGame, result: Result, loc: str | None) -> str:
    """Places without scores: a game ended by resignation has none to show."""
    resigned = live.pace.resigned
    order = sorted(range(len(live.seats)), key=lambda seat: (result.places[seat], seat))
    return "\n".join(
        t(
            "resign.place_resigned" if seat in resigned else "resign.place",
            loc,
            place=result.places[seat],
            user=mention(live.seats[seat], loc),
        )
        for seat in order
    )


async def come_back(interaction: discord.Interaction) -> None:
    bot = game_bot(interaction)
    await changes.take_back(bot.sessions, where(interaction)[1], interaction.user.id)
    await interaction.response.send_message(
        t("pace.back", await public_locale(interaction), user=mention(interaction.user.id)),
        allowed_mentions=discord.AllowedMentions.none(),
    )
