"""Which game ``/game replay``, ``/game export`` and ``/game history`` mean: the one named by its number (a game of
this channel), or by default the channel's last finished game (``history``: its game in progress first).

A game of another server or channel is refused as if it did not exist: its number tells nothing about a channel the
asker may not see. A game in progress has no replay or export yet: the export would give away its seed, and with it
every hidden card. A game of the daily challenge (``bot.daily``) belongs to the channel its private thread is under;
until its day is over it has no replay or export at all, and its moves are shown in its own thread only: its dice
are everyone's puzzle of the day.
"""

from __future__ import annotations

from discord import app_commands

from bot.daily.secrecy import still_secret
from bot.live import LiveGame
from bot.refusal import Refusal
from bot.sessions import Sessions

# A game's number as a command option: the id the store gives it, as large as Discord's integers go (2**53 - 1: a
# larger max_value makes Discord refuse the whole command upload).
GameNumber = app_commands.Range[int, 1, 2**53 - 1]


async def numbered(sessions: Sessions, guild_id: int, channel_id: int, number: int) -> LiveGame:
    """Game ``number`` if it was played in this channel, or in a thread of its own opened from this channel
    (``bot.threads``), whatever its status; else the refusal that says so."""
    live = await sessions.load(number)
    if live is None or live.record.guild_id != guild_id or not await _played_from(sessions, live, channel_id):
        raise Refusal("replay.not_here", number=number)
    if live.record.channel_id != channel_id:
        secret = await still_secret(sessions.store, sessions.clock, live.id)
        if secret is not None:
            raise secret
    return live


async def _played_from(sessions: Sessions, live: LiveGame, channel_id: int) -> bool:
    if live.record.channel_id == channel_id:
        return True
    thread = await sessions.store.game_thread(live.id)
    if thread is not None:
        return thread.parent_id == channel_id
    daily = await sessions.store.daily_game(live.id)
    return daily is not None and daily.parent_id == channel_id


async def finished_game(sessions: Sessions, guild_id: int, channel_id: int, number: int | None) -> LiveGame:
    """The finished game a replay or an export is asked for; a refusal for anything else."""
    if number is None:
        live = await sessions.last_finished(channel_id)
        if live is None:
            raise Refusal("replay.none_finished")
    else:
        live = await numbered(sessions, guild_id, channel_id, number)
        if live.record.status == "active":
            raise Refusal("replay.in_progress", number=number)
        if live.record.status != "finished":
            raise Refusal("replay.cancelled", number=number)
    # Asked for in the game's own thread, or by its player: still the day's secret.
    secret = await still_secret(sessions.store, sessions.clock, live.id)
    if secret is not None:
        raise secret
    return live


async def logged_game(sessions: Sessions, guild_id: int, channel_id: int, number: int | None) -> LiveGame:
    """The game whose moves ``/game history`` lists: the numbered one, else the game in progress, else the last
    finished one. Its log shows only what the channel saw, so any game of this channel may be shown."""
    if number is not None:
        return await numbered(sessions, guild_id, channel_id, number)
    live = await sessions.game(channel_id) or await sessions.last_finished(channel_id)
    if live is None:
        raise Refusal("error.no_game")
    return live
