"""Records built from stored rows, read by column name, for both backends.

A ``sqlite3.Row`` and an asyncpg record both answer ``row["column"]``, and both backends' migrations give the
tables the same column names, so one builder serves each record. The column lists here are the ones these
builders read: the statements select them (``POSTING_COLUMNS``..., in ``bot.store.transactions``), so that what a
query selects and what is read cannot drift apart. Flags are stored as 0/1 integers on
both backends and read back as booleans; game states, options and settings are JSON text.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import fields
from typing import Any, Protocol, TypeVar

from bot.records import (
    GamePaceRecord,
    GameRecord,
    GameThreadRecord,
    LobbyRecord,
    MoveRecord,
    MoveTimes,
    PlayerTotals,
    PostingRecord,
    RatingRecord,
    ReliabilityCounts,
    ResultRecord,
    SeasonRecord,
    SeatPaceRecord,
    TimerKind,
    TimerRecord,
)


class Row(Protocol):
    """A stored row read by column name (``sqlite3.Row``, ``asyncpg.Record``)."""

    def __getitem__(self, column: str, /) -> Any: ...


Record = TypeVar("Record")


# Selected from ``games`` for ``posting_record``.
POSTING_COLUMNS = "id, guild_id, channel_id, status, version, posted_version, board_message_id, ping_message_id"
# Selected from ``game_results r JOIN games g ON g.id = r.game_id`` for ``result_record``.
RESULT_COLUMNS = (
    "r.game_id, r.seat, r.guild_id, g.channel_id, r.game_type, r.player_id, r.place, r.players, r.score,"
    " r.resigned, r.rated, r.finished_at, g.board_message_id"
)
# A timer row with its game's channel, for ``timer_record``; a statement appends its WHERE and then ``TIMER_ORDER``.
TIMERS = "SELECT t.*, g.channel_id FROM timers t JOIN games g ON g.id = t.game_id"
TIMER_ORDER = "ORDER BY t.due_at, t.game_id, t.seat, t.kind"


def timer_order(timer: TimerRecord) -> tuple[float, int, int, str]:
    """``TIMER_ORDER`` for timers a statement returned unordered (PostgreSQL's claim, ``UPDATE … RETURNING``)."""
    return (timer.due_at, timer.game_id, timer.seat, timer.kind)


def by_name(record: type[Record], row: Row, **given: Any) -> Record:
    """A ``record`` (a dataclass) whose fields are read from the row's columns of the same names, but for those
    ``given`` (a field with no column of its name, or a value the column holds in another form)."""
    return record(**{name: given[name] if name in given else row[name] for name in _field_names(record)})


def _field_names(record: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(record)
    if names is None:
        names = _FIELD_NAMES[record] = tuple(field.name for field in fields(record))
    return names


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}  # per record class, read once: ``fields`` costs as much as a row


def lobby_record(row: Row, members: Iterable[Row]) -> LobbyRecord:
    """A ``lobbies`` row with its ``lobby_members`` rows (user_id, name) in join order."""
    users, names = _users_and_names(members)
    return by_name(LobbyRecord, row, options=json.loads(row["options"]), members=users, names=names)


def game_record(row: Row, seats: Iterable[Row]) -> GameRecord:
    """A ``games`` row with its ``seats`` rows (user_id, name) in seat order."""
    users, names = _users_and_names(seats)
    options, state = json.loads(row["options"]), json.loads(row["state"])
    return by_name(GameRecord, row, options=options, state=state, seats=users, names=names)


def _users_and_names(people: Iterable[Row]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    listed = list(people)
    return tuple(r["user_id"] for r in listed), tuple(r["name"] for r in listed)


def move_record(row: Row) -> MoveRecord:
    return by_name(MoveRecord, row, by_bot=bool(row["by_bot"]))


def stored_settings(text: str) -> dict[str, Any]:
    """Stored JSON settings (a server's, a lobby's or a game's pace)."""
    return dict(json.loads(text))


def game_pace_record(settings_text: str, seats: Iterable[Row], players: Iterable[Row] = ()) -> GamePaceRecord:
    """A game's pace: its ``game_pace`` settings, its ``seat_pace`` rows in seat order, and its players' own
    ``player_pace`` (by seat)."""
    return GamePaceRecord(
        settings=stored_settings(settings_text),
        seats=tuple(_seat_pace(r) for r in seats),
        players=seat_players(players),
    )


def seat_players(found: Iterable[Row]) -> tuple[tuple[int, dict[str, Any]], ...]:
    """(seat, settings) for each seat whose player set a pace of their own (``SEAT_PLAYER_PACE``)."""
    return tuple((int(r["seat"]), stored_settings(r["settings"])) for r in found)


def _seat_pace(row: Row) -> SeatPaceRecord:
    flags = ("muted", "automatic", "resigned")
    return by_name(SeatPaceRecord, row, **{flag: bool(row[flag]) for flag in flags})


def timer_record(row: Row) -> TimerRecord:
    return by_name(TimerRecord, row, kind=TimerKind(row["kind"]))


def posting_record(row: Row) -> PostingRecord:
    """From ``POSTING_COLUMNS`` of a ``games`` row."""
    return by_name(PostingRecord, row, game_id=row["id"])


def rating_record(row: Row) -> RatingRecord:
    return by_name(RatingRecord, row)


def season_record(row: Row) -> SeasonRecord:
    return by_name(SeasonRecord, row, announced=bool(row["announced"]))


def reliability_counts(games: Row, turns: Row) -> ReliabilityCounts:
    """From the counts of ``RELIABLE_GAMES`` (games, finished) and ``RELIABLE_TURNS`` (turns, on_time); a sum
    over no row is NULL."""
    return ReliabilityCounts(
        games=int(games["games"] or 0),
        finished=int(games["finished"] or 0),
        turns=int(turns["turns"] or 0),
        on_time=int(turns["on_time"] or 0),
    )


def result_record(row: Row) -> ResultRecord:
    """From ``RESULT_COLUMNS``."""
    return by_name(ResultRecord, row, resigned=bool(row["resigned"]), rated=bool(row["rated"]))


def player_totals_record(row: Row) -> PlayerTotals:
    """A player's aggregates of one game type, selected as game_type, played, rated, wins and best."""
    return by_name(PlayerTotals, row, best_score=row["best"])


def move_times_record(waits: Sequence[Row]) -> MoveTimes | None:
    """The median of rows of ``waited`` seconds; None for no rows."""
    if not waits:
        return None
    return MoveTimes(median=float(statistics.median(float(r["waited"]) for r in waits)), moves=len(waits))


def game_thread_record(row: Row) -> GameThreadRecord:
    """From a ``game_threads`` row."""
    return by_name(GameThreadRecord, row, closed=bool(row["closed"]))
