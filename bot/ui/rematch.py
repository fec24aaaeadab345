"""The Rematch button of a final board: a new lobby for the same table, which each player joins with one press.

The new lobby is the finished game's as the host chose it (``Store.started_lobby``): the same game, the same table
options, the same pace and the same AI seats, at their levels. Whoever pressed is its host and first member; the
other players of the finished game are mentioned in the lobby message and join with its Join button. The AI seats
are added, the players named and the next game's seats taken in the finished game's seat order turned by one (its
second seat first, its first seat last; ``bot.options.SEATS_BEFORE``), whoever joins first; a newcomer sits after
them. With random seating, the seats are drawn as in any lobby.

A game played in a thread of its own (``bot.threads``) has its rematch lobby opened where its lobby was, in the
parent channel, whose next start opens a new thread; the press is answered in the thread with a link to it.

A second press finds the lobby made by the first and points to it instead of making another. The store has no
mark for "the rematch of game N": the lobby a press answers for is recognised as the channel's open lobby of the
same game, opened since the finished game started (lobby ids only grow), by one of its players.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.ai_seats import ai_name, is_ai
from bot.board import message_link
from bot.i18n import listed, t
from bot.mentions import mention
from bot.options import SEATS_BEFORE
from bot.pace.settings import PaceSettings, guild_pace, lobby_settings
from bot.permissions import PermissionNames, lacking, lacking_here
from bot.records import ChannelBusy, GameRecord, LobbyRecord
from bot.refusal import Refusal
from bot.reliability import of_players
from bot.replies import after_commit, game_bot, guarded, locale, public_locale, say_private, where
from bot.store import Store
from bot.ui.custom_ids import REMATCH, Rebuilt
from bot.ui.lobby import lobby_message
from games import registry


def rotated(seats: tuple[int, ...]) -> tuple[int, ...]:
    """The seats of the next game: the previous second seat first, and so on, the first seat last."""
    return seats[1:] + seats[:1]


def players_of(record: GameRecord) -> tuple[int, ...]:
    """The people who played a game (AI seats are not players who can ask for a rematch)."""
    return tuple(user for user in record.seats if not is_ai(user))


class RematchButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=REMATCH):
    def __init__(self, game_id: int, locale: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("button.rematch", locale),
                style=discord.ButtonStyle.success,
                custom_id=REMATCH.build(game=game_id),
            )
        )
        self.game_id = game_id

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: rematch(interaction, self.game_id))


async def rematch(interaction: discord.Interaction, game_id: int) -> None:
    """Opens the rematch lobby of finished game ``game_id``, or says why not, or where the one already opened is."""
    bot = game_bot(interaction)
    _, channel_id = where(interaction)
    record = await bot.store.game(game_id)
    # Only a finished game's final board carries the button: any other game id was not sent by the bot's button.
    if record is None or record.status != "finished":
        raise Refusal("error.forged")
    if record.channel_id != channel_id:
        raise Refusal("error.other_channel")
    user = interaction.user
    if user.id not in players_of(record):
        raise Refusal("error.rematch_not_player")
    if registry.get(record.game_type) is None:
        raise Refusal("error.game_unavailable", game=record.game_type)
    home = await bot.store.game_thread(game_id)
    lobby_channel = home.parent_id if home is not None else channel_id
    missing = lacking_here(interaction) if home is None else lacking(bot, record.guild_id, lobby_channel)
    if missing:
        raise Refusal("error.cannot_host", channel=f"<#{lobby_channel}>", permissions=PermissionNames(missing))
    started = await bot.store.started_lobby(game_id)
    seats = rotated(record.seats)
    # Under the channel's lock, as every lobby change: nobody joins a lobby whose AI seats are not all there yet.
    async with bot.sessions.lock(lobby_channel):
        try:
            lobby = await _open_rematch(bot.store, record, lobby_channel, started, seats, user.id, user.display_name)
        except ChannelBusy:
            lobby = None
    if lobby is None:
        await _explain_busy(interaction, record, lobby_channel, started)
        return
    loc = await public_locale(interaction)
    others = [seat for seat in seats if not is_ai(seat) and seat != user.id]
    host = mention(user.id, loc)
    if others:
        note = t("rematch.opened", loc, host=host, players=listed([mention(other, loc) for other in others], loc))
    else:
        note = t("rematch.opened_alone", loc, host=host)
    players = await of_players(bot.store, lobby.guild_id, lobby.members)
    message = lobby_message(lobby, loc, note, pace=await lobby_settings(bot.store, lobby), reliability=players)
    # The lobby message pings the players it calls back, and only them.
    message["allowed_mentions"] = discord.AllowedMentions(users=[discord.Object(other) for other in others])

    async def answer() -> None:
        if home is not None:
            # The lobby is the parent channel's: its message goes there, and the thread hears where it is.
            parent = bot.get_partial_messageable(lobby_channel, guild_id=record.guild_id)
            posted = await parent.send(**message)
            await bot.store.set_lobby_message(lobby.id, posted.id)
            link = message_link(record.guild_id, lobby_channel, posted.id)
            await interaction.response.send_message(
                t("thread.rematch_opened", loc, host=host, channel=f"<#{lobby_channel}>", link=link),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        response = await interaction.response.send_message(**message)
        if response.message_id is not None:
            await bot.store.set_lobby_message(lobby.id, response.message_id)

    # Committed: if Discord fails now the lobby stands, and `/game status` shows it again.
    await after_commit(interaction, answer)


async def _open_rematch(
    store: Store,
    record: GameRecord,
    channel_id: int,
    started: LobbyRecord | None,
    seats: tuple[int, ...],
    host_id: int,
    host_name: str,
) -> LobbyRecord:
    """Creates the lobby (game, options, host: one transaction; ``ChannelBusy`` when the channel is taken), then
    seats the AI players in rotated seat order and sets the finished game's pace."""
    options = dict(started.options if started is not None else record.options)
    options[SEATS_BEFORE] = list(seats)  # the players of the game before take the seats turned by one
    lobby = await store.create_lobby(record.guild_id, channel_id, record.game_type, host_id, host_name, options)
    for seat in seats:
        if is_ai(seat):
            lobby = await store.add_lobby_member(lobby.id, seat, ai_name(seat, None))
    # The pace the table played at (the host's choice, or a `/pace set` during the game), kept when it is not simply
    # the server's default, which a lobby without a pace of its own follows.
    played = await store.game_pace(record.id)
    chosen = played.settings if played is not None else (await store.lobby_pace(started.id) if started else None)
    if chosen is not None:
        pace = PaceSettings.from_json(chosen)
        if pace != (await guild_pace(store, record.guild_id)).settings():
            await store.set_lobby_pace(lobby.id, pace.to_json())
    return lobby


async def _explain_busy(
    interaction: discord.Interaction, record: GameRecord, channel_id: int, started: LobbyRecord | None
) -> None:
    """The lobby's channel is taken: by this game's rematch lobby (a second press), another lobby, or a game."""
    bot = game_bot(interaction)
    lobby = await bot.store.open_lobby(channel_id)
    if lobby is None:
        if await bot.sessions.game(channel_id) is not None:
            raise Refusal("error.channel_has_game")
        raise Refusal("error.channel_has_lobby")  # closed meanwhile: it was there a moment ago
    since = started.id if started is not None else 0
    if lobby.game_type == record.game_type and lobby.id > since and lobby.host_id in players_of(record):
        link = message_link(lobby.guild_id, lobby.channel_id, lobby.message_id)
        key = "rematch.already_in" if interaction.user.id in lobby.members else "rematch.already_open"
        await say_private(interaction, t(key, locale(interaction), link=link))
        return
    raise Refusal("error.channel_has_lobby")
