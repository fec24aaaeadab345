"""What the store writes, as parameter rows in its statements' column order (``bot.store.transactions``),
computed from plain data.

What goes into a row is decided here once, in the types of the columns on both backends: flags as 0/1 integers
(INTEGER), timer kinds as their text, timer times as floats (REAL in SQLite, DOUBLE PRECISION in PostgreSQL).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import orjson

from bot.records import LobbyRecord, PlannedTimer, SeatPaceRecord


def to_json(value: Any) -> str:
    """A game state, options or settings as stored: compact, keys sorted, so that equal values store equal."""
    # orjson writes exactly what json.dumps(separators=(",", ":"), sort_keys=True, ensure_ascii=False) writes, in a
    # fifth of the time: a state is stored after every move. Integer keys are written as strings, as json does.
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS).decode()


def started_game_row(
    lobby: LobbyRecord, seed: int, state: Any, options: dict[str, Any] | None, now: float
) -> tuple[Any, ...]:
    """The ``games`` row of a game started from ``lobby`` (guild_id, channel_id, game_type, options, seed, host_id,
    state, created_at, updated_at); ``options``: the game's, else the lobby's."""
    chosen = lobby.options if options is None else options
    return (
        lobby.guild_id,
        lobby.channel_id,
        lobby.game_type,
        to_json(chosen),
        seed,
        lobby.host_id,
        to_json(state),
        now,
        now,
    )


def seating(game_id: int, lobby: LobbyRecord, order: Sequence[int] | None) -> list[tuple[int, int, int, str]]:
    """``seats`` rows (game_id, seat, user_id, name): the lobby's members in join order, or in ``order`` (seat by
    seat, each member's place in join order)."""
    members = range(len(lobby.members)) if order is None else order
    return [(game_id, seat, lobby.members[member], lobby.names[member]) for seat, member in enumerate(members)]


def seat_pace_rows(game_id: int, seats: Iterable[SeatPaceRecord]) -> list[tuple[int, int, int, int, int, int]]:
    """``seat_pace`` rows (game_id, seat, muted, automatic, timeouts, resigned)."""
    return [(game_id, s.seat, int(s.muted), int(s.automatic), s.timeouts, int(s.resigned)) for s in seats]


def timer_keys(timers: Iterable[PlannedTimer]) -> list[int | str]:
    """The keys of ``timers``, seat and kind one after the other, as ``transactions.timers_but`` lists them."""
    return [key for timer in timers for key in (timer.seat, str(timer.kind))]


def timer_row(game_id: int, timer: PlannedTimer) -> tuple[int, int, str, float, float, int]:
    """A ``timers`` row (game_id, seat, kind, due_at, since, fired)."""
    return (game_id, timer.seat, str(timer.kind), float(timer.due_at), float(timer.since), timer.fired)
