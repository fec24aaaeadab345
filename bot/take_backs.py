"""Taking a move back (``/undo``): checked by the engine, committed like a move, told only as far as it is public.

The take-back is worked out from the stored move log (``games.take_back.LogPlayer``), the same way a replay or an
export plays it again, so the state committed is the one every later replay reaches. It is committed as an entry
of the move log of its own (``UNDO``) behind the store's version check, so a double press or a second process
that loaded the same version is refused as stale, never applied twice. The pace is replanned as after a move:
the seat is awaited again and gets fresh timers.

What the channel hears of it follows the spectator view: a take-back that changes what spectators see (a tile
taken back, a player back among those choosing) is told with the board; one that changes nothing they see (an
answer to a Four Color Cards claim window, whose very existence is secret) is told to its author only.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from bot.live import LiveGame
from bot.mentions import mention
from bot.outcome import Heard, heard_of_take_back
from bot.pace import timers
from bot.pace.timers import Cause
from bot.records import VersionConflict
from bot.refusal import Refusal, RuleRefusal
from bot.sessions import Sessions
from games.contract import IllegalMove, PublicMove, Stage, TakeBackRefused
from games.take_back import UNDO, LogPlayer

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Player:
    """A seat named inside a refusal: a person's mention, an AI seat's name in the reader's language."""

    user_id: int

    def in_language(self, code: str) -> str:
        return mention(self.user_id, code)


@dataclass(frozen=True)
class TakeBack:
    """A committed take-back: the game before and after, whose move it was, and how the channel hears of it."""

    before: LiveGame
    game: LiveGame
    seat: int
    user_id: int
    move: str  # the move taken back, as it was played (told only to its author)
    heard: Heard  # BOARD: told with the board; QUIET: nothing public changed, so nothing is posted


async def take_back(
    sessions: Sessions, channel_id: int, user_id: int, game_id: int | None = None, move_version: int | None = None
) -> TakeBack:
    """Takes back the caller's latest move that stands, or raises ``Refusal`` saying why not and changes nothing.
    ``game_id`` and ``move_version`` come from a button: the game it belongs to, refused once it is no longer the
    channel's game, and the version the move it offers to take back was recorded at, refused once that move is
    no longer the caller's latest one (taken back already, or followed by another of theirs)."""
    async with sessions.lock(channel_id):
        try:
            return await _take_back_locked(sessions, channel_id, user_id, game_id, move_version)
        except VersionConflict:
            log.info("channel %s: the cached game was stale; reloaded, trying the take-back again", channel_id)
        try:
            return await _take_back_locked(sessions, channel_id, user_id, game_id, move_version)
        except VersionConflict:
            raise Refusal("error.stale") from None


async def _take_back_locked(
    sessions: Sessions, channel_id: int, user_id: int, game_id: int | None, move_version: int | None
) -> TakeBack:
    live = await sessions.game(channel_id)
    if game_id is not None and (live is None or live.id != game_id):
        await sessions.explain_gone(game_id, channel_id)
    if live is None:
        raise await sessions.no_game(channel_id)
    seat = live.record.seat_of(user_id)
    if seat is None:
        raise Refusal("error.not_a_player")
    if live.pace.seat(seat).resigned:
        raise Refusal("resign.no_moves")
    engine = live.engine
    player = LogPlayer(engine, len(live.seats), live.record.options, live.record.seed)
    log_entries = await sessions.store.moves(live.id)
    for logged in log_entries:
        player.play(logged.seat, logged.move)
    if engine.version(player.state) != live.version:
        # Another process moved the game on: take back against the game as it is now.
        sessions.forget(channel_id)
        raise VersionConflict(live.id)
    latest = player.last_of(seat)
    if move_version is not None and (latest is None or player.standing[latest].entry != move_version):
        raise Refusal("undo.not_last")
    if latest is not None and log_entries[player.standing[latest].entry - 1].by_bot:
        # A move the bot played when the seat's time ran out (or for an automatic seat) is not the player's to
        # take back: that would give them the turn again with fresh clocks, past the table's time limit.
        raise Refusal("undo.by_bot")
    try:
        taken = player.take_back(seat)
    except TakeBackRefused as error:
        params = {"player": Player(live.seats[error.params["seat"]])} if "seat" in error.params else {}
        raise Refusal(f"undo.{error.key}", **params) from None
    except IllegalMove as error:
        raise RuleRefusal(engine.id, error) from None
    state = player.state
    # Replanned as after the move it takes back: a secret one (a choice, an answer) stays secret to the pace too.
    answered = engine.record(taken.before).stage
    public = PublicMove(None if answered.secret_moves else UNDO, answered is Stage.CLAIM, answered)
    now = sessions.clock.now()
    players = await sessions.current_pace(live)  # as for a move
    pace, change = timers.after_move(engine, live.state, state, players, seat, Cause.PLAYER, public, False, now)
    await _commit(sessions, live, seat, user_id, state, change, channel_id)
    after = LiveGame(live.record, engine, state, pace)
    sessions.update(channel_id, after)
    sessions.timers_changed()
    heard = heard_of_take_back(engine, live.state, state)
    return TakeBack(live, after, seat, user_id, taken.move, heard)


async def _commit(
    sessions: Sessions, live: LiveGame, seat: int, user_id: int, state: Any, change: Any, channel_id: int
) -> None:
    try:
        await sessions.store.record_move(
            live.id, live.version, seat, user_id, UNDO, live.engine.to_json(state), False, pace=change
        )
    except VersionConflict:
        sessions.forget(channel_id)
        raise
