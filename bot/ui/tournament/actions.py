"""Join, leave, start and cancel a tournament: the same for its message's buttons and ``/tournament
join|leave|start|cancel``. A button answers by updating the message it sits on; a command answers with a short
public line and the tournament's message is edited to match. Bad input is refused privately and changes
nothing."""

from __future__ import annotations

import discord

from bot.i18n import t
from bot.refusal import Refusal
from bot.reliability import refuse_below
from bot.replies import game_bot, public_locale, where
from bot.store import Store
from bot.store.tournaments import TournamentRecord
from bot.ui.tournament.buttons import tournament_message
from bot.ui.tournament.settings import TournamentSettings

# A tournament needs at least this many players to start.
FEWEST_PLAYERS = 2


async def tournament_action(
    interaction: discord.Interaction, action: str, tournament_id: int | None, *, from_button: bool
) -> None:
    bot = game_bot(interaction)
    runner = bot.tournaments
    store = bot.store
    _, channel_id = where(interaction)
    user = interaction.user
    found = await (store.tournament(tournament_id) if tournament_id is not None else store.live_tournament(channel_id))
    if found is None:
        raise Refusal("error.tournament_unknown" if from_button else "error.tournament_none")
    loc = await public_locale(interaction)
    async with runner.lock(found.id):
        found = await store.tournament(found.id)
        assert found is not None
        if action == "join":
            found = await _join(bot.store, found, user)
            note = t("tournament.joined", loc, user=user.mention)
        elif action == "leave":
            _check_open(found)
            if found.entrant(user.id) is None:
                raise Refusal("error.tournament_not_in")
            if user.id == found.host_id:
                raise Refusal("error.tournament_host_leave")
            found = await store.remove_entrant(found.id, user.id)
            note = t("tournament.left", loc, user=user.mention)
        elif action == "start":
            if user.id != found.host_id:
                raise Refusal("error.tournament_host_only", host=f"<@{found.host_id}>")
            _check_open(found)
            if len(found.entrants) < FEWEST_PLAYERS:
                raise Refusal("error.tournament_too_few", min=FEWEST_PLAYERS, count=len(found.entrants))
            found = await runner.start(found)
            note = t("tournament.started", loc, user=user.mention)
        elif action == "cancel":
            if found.status not in ("open", "running"):
                raise Refusal("error.tournament_over")
            if user.id != found.host_id and not _may_manage(interaction):
                raise Refusal("error.tournament_cancel_not_allowed")
            found = await runner.cancel(found)
            note = t("tournament.cancelled", loc, user=user.mention)
        else:
            raise ValueError(action)
    play = await store.tournament_play(found.id)
    if from_button:
        await interaction.response.edit_message(**tournament_message(found, play, loc, note))
    else:
        await interaction.response.send_message(note, allowed_mentions=discord.AllowedMentions.none())
        await runner.refresh(found.id)
    if action == "start":
        runner.wake(found.id)  # opens the first round's tables


async def _join(store: Store, found: TournamentRecord, user: discord.User | discord.Member) -> TournamentRecord:
    _check_open(found)
    if found.entrant(user.id) is not None:
        raise Refusal("error.tournament_joined")
    settings = TournamentSettings.from_json(found.settings)
    most = settings.most_players
    if len(found.entrants) >= most:
        raise Refusal("error.tournament_full", count=most)
    if found.guild_id is not None:
        await refuse_below(store, found.guild_id, user.id, settings.reliability, "error.tournament_below_reliability")
    return await store.add_entrant(found.id, user.id, user.display_name)


def _check_open(found: TournamentRecord) -> None:
    if found.status == "running":
        raise Refusal("error.tournament_started")
    if found.status != "open":
        raise Refusal("error.tournament_over")


def _may_manage(interaction: discord.Interaction) -> bool:
    permissions = interaction.permissions
    return permissions.manage_channels or permissions.administrator
