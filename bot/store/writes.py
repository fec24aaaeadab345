"""What the backends write, as parameter rows in their statements' column order, computed from plain data, and
the statements of a pace change and a game's end, which both backends run as written here.

Each backend runs its own transactions; what goes into a row is decided here once, in the types of the columns on
both backends: flags as 0/1 integers (INTEGER), timer kinds as their text, timer times as floats (REAL in SQLite,
DOUBLE PRECISION in PostgreSQL). The statements below are written in PostgreSQL's numbered placeholders ($1, $2…);
SQLite runs each in its own spelling of them (``for_sqlite``), so that what they do cannot drift apart. A statement
that must differ (a list of values, a lock) stays in its backend's module.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from typing import Any

import orjson

from bot.records import LobbyRecord, PlannedTimer, SeatPaceRecord
from bot.store.rows import Row


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


def stale_timers(game_id: int, wanted: Iterable[PlannedTimer], present: Iterable[Row]) -> list[tuple[int, int, str]]:
    """The keys (game_id, seat, kind) of the stored timers (``present``: seat, kind rows) that a pace change's
    complete set of timers (``wanted``) no longer has: they are deleted."""
    kept = {(timer.seat, str(timer.kind)) for timer in wanted}
    return [(game_id, row["seat"], row["kind"]) for row in present if (row["seat"], row["kind"]) not in kept]


def timer_row(game_id: int, timer: PlannedTimer) -> tuple[int, int, str, float, float, int]:
    """A ``timers`` row (game_id, seat, kind, due_at, since, fired)."""
    return (game_id, timer.seat, str(timer.kind), float(timer.due_at), float(timer.since), timer.fired)


@functools.cache
def for_sqlite(sql: str) -> str:
    """A statement of this module in SQLite's spelling: ``?1``, ``?2``… bind by number as ``$1``, ``$2``… do."""
    return re.sub(r"\$(\d+)", r"?\1", sql)


# A pace change (``PaceChange``), in the order both backends run it.

GAME_PACE_UPSERT = (
    "INSERT INTO game_pace (game_id, settings) VALUES ($1, $2)"
    " ON CONFLICT (game_id) DO UPDATE SET settings = excluded.settings"
)
# Rows of ``seat_pace_rows``. Every seat row given is written, one back at the defaults included: that is how a
# player who acts again takes their seat back from the bot (automatic off, timeouts 0). A change that gives none
# (a move that leaves every seat's flags as they were, most moves) writes none and keeps the stored rows; the
# backends then run no statement at all, which on PostgreSQL spares the move's transaction a round trip.
SEAT_PACE_UPSERT = (
    "INSERT INTO seat_pace (game_id, seat, muted, automatic, timeouts, resigned) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (game_id, seat) DO UPDATE SET muted = excluded.muted, automatic = excluded.automatic,"
    " timeouts = excluded.timeouts, resigned = excluded.resigned"
)
# The stored timers, read for ``stale_timers``, whose keys are deleted here.
TIMER_KEYS = "SELECT seat, kind FROM timers WHERE game_id = $1"
TIMER_DELETE = "DELETE FROM timers WHERE game_id = $1 AND seat = $2 AND kind = $3"
# Rows of ``timer_row``. A timer kept (not renewed) stays as stored, its claim included: a seat still awaited keeps
# its clock when others move, and a scheduler firing that timer (the bot playing a turn that goes on) still holds
# it until it moves it on.
TIMER_KEEP = (
    "INSERT INTO timers (game_id, seat, kind, due_at, since, fired) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (game_id, seat, kind) DO NOTHING"
)
# A renewed timer is a new wait, and ends any claim on the old one, this process's or another's: its claimer
# finds that wait over (it reads the timer again before it acts, and ``move_timer`` checks the due time it read),
# and the claim kept would hold the new wait back until it ran out (an absent seat that the bot plays seconds
# later would wait out the scheduler's lease, ``bot.scheduler.CLAIM_LEASE``). Written as an update of the row:
# SQLite's REPLACE (a delete and an insert) ended the claim too, but would also reset any column added later.
TIMER_RENEW = (
    "INSERT INTO timers (game_id, seat, kind, due_at, since, fired) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (game_id, seat, kind) DO UPDATE SET due_at = excluded.due_at, since = excluded.since,"
    " fired = excluded.fired, claimed_until = NULL"
)
# A change that finishes the game; only the one that matches a row records how it ended, so a game is rated once.
GAME_FINISH = "UPDATE games SET status = 'finished', updated_at = $1 WHERE id = $2 AND status = 'active'"


def timer_upsert(timer: PlannedTimer) -> str:
    """The statement that writes a planned timer: renewed, or kept if stored."""
    return TIMER_RENEW if timer.renew else TIMER_KEEP


# A game's end (``bot.store.settlement``), written last in the transaction that ends it: see ``record_move``.

# Rows of ``Settlement.results``.
RESULTS_INSERT = (
    "INSERT INTO game_results (game_id, seat, guild_id, game_type, player_id, place, players, score, resigned,"
    " rated, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"
)
# Rows of ``Settlement.ratings``.
RATINGS_UPSERT = (
    "INSERT INTO ratings (guild_id, game_type, player_id, mu, sigma, games, wins, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (guild_id, game_type, player_id) DO UPDATE SET"
    " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, wins = excluded.wins,"
    " updated_at = excluded.updated_at"
)
