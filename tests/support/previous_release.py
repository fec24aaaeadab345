"""A database as the previous release left it, built here from that release's migrations and written with its SQL.

The previous release's schema is version 4: migrations 001 to 004 (``004_ratings``). Migration 005
(``005_timer_claims``: timers claimed by one process among several) came with the PostgreSQL backend and
several processes, after it. Migration files are never edited once released (``bot.store.schema``), so running
today's 001-004 is running that release's. The rows are what that release wrote: a server's settings, a finished
game with its move log, results and ratings, a game in progress with its pace and a reminder due, and an open
lobby. Game states are today's engines' JSON, the only one these engines read.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from bot.pace.model import GamePace
from bot.pace.settings import PaceSettings
from bot.ratings import game_end
from bot.store.schema import POSTGRESQL, SQLITE, migrations
from bot.store.settlement import EndingGame, settle
from bot.store.writes import to_json
from tests.support.played import STARTED_AT, Played, play

PREVIOUS_SCHEMA = 4
GUILD = 5
FINISHED_CHANNEL, ACTIVE_CHANNEL, LOBBY_CHANNEL = 50, 51, 52
FINISHED_GAME, ACTIVE_GAME = 1, 2
OPEN_LOBBY = 3
LATE_HOST = 102  # the open lobby's host
SETTINGS = {"board": "edit", "language": "fr", "pace": {"default": "async", "auto_after": 2}}
COMMANDS_HASH = ("commands_hash", "0f3c9a")
FINISHED_AT = STARTED_AT + 3_600.0
REMINDER_DUE = STARTED_AT + 7_200.0


@dataclass(frozen=True)
class PreviousRelease:
    finished: Played
    active: Played
    rows: list[tuple[str, tuple[Any, ...]]]  # the INSERTs that release made, with ``?`` placeholders


def previous_release() -> PreviousRelease:
    finished = play("copenhagen", 2, seed=11)
    active = play("copenhagen", 2, seed=12, stop_after=20)
    assert finished.record.status == "finished" and active.record.status == "active"
    rows: list[tuple[str, tuple[Any, ...]]] = [
        ("INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?)", (GUILD, to_json(SETTINGS))),
        ("INSERT INTO bot_meta (key, value) VALUES (?, ?)", COMMANDS_HASH),
    ]
    for game_id, channel, played in (
        (FINISHED_GAME, FINISHED_CHANNEL, finished),
        (ACTIVE_GAME, ACTIVE_CHANNEL, active),
    ):
        rows.extend(_game_rows(game_id, channel, played))
    rows.extend(_pace_rows(active))
    rows.extend(_settlement_rows(finished))
    rows.extend(
        [
            (
                "INSERT INTO lobbies (id, guild_id, channel_id, game_type, host_id, options, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (OPEN_LOBBY, GUILD, LOBBY_CHANNEL, "four_color_cards", LATE_HOST, "{}", FINISHED_AT),
            ),
            (
                "INSERT INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                (OPEN_LOBBY, LATE_HOST, "Carol", FINISHED_AT),
            ),
            (
                "INSERT INTO lobby_pace (lobby_id, settings) VALUES (?, ?)",
                (OPEN_LOBBY, to_json(PaceSettings("async", 3_600, 86_400, 2).to_json())),
            ),
        ]
    )
    return PreviousRelease(finished, active, rows)


def _game_rows(game_id: int, channel: int, played: Played) -> list[tuple[str, tuple[Any, ...]]]:
    record = played.record
    lobby = game_id  # each game started from the lobby of the same number
    rows: list[tuple[str, tuple[Any, ...]]] = [
        (
            "INSERT INTO games (id, guild_id, channel_id, game_type, options, seed, host_id, status, version, state,"
            " created_at, updated_at, posted_version, board_message_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?)",
            (
                game_id,
                GUILD,
                channel,
                record.game_type,
                to_json(record.options),
                record.seed,
                record.host_id,
                record.status,
                record.version,
                to_json(record.state),
                STARTED_AT,
                played.moves[-1].created_at,
                record.version,
                9_000 + game_id,
            ),
        ),
        (
            "INSERT INTO lobbies (id, guild_id, channel_id, game_type, host_id, options, status, game_id, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, 'started', ?, ?)",
            (lobby, GUILD, channel, record.game_type, record.host_id, "{}", game_id, STARTED_AT - 60),
        ),
    ]
    for seat, (user, name) in enumerate(zip(record.seats, record.names, strict=True)):
        rows.append(
            (
                "INSERT INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                (lobby, user, name, STARTED_AT - 60 + seat),
            )
        )
        rows.append(
            ("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)", (game_id, seat, user, name))
        )
    rows.extend(
        (
            "INSERT INTO moves (game_id, version, seat, user_id, move, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, move.version, move.seat, move.user_id, move.move, move.created_at),
        )
        for move in played.moves
    )
    return rows


def _pace_rows(active: Played) -> list[tuple[str, tuple[Any, ...]]]:
    pace = GamePace.fresh(PaceSettings(), len(active.record.seats))
    awaited = min(active.engine.awaiting(active.states[-1]))
    rows: list[tuple[str, tuple[Any, ...]]] = [
        ("INSERT INTO game_pace (game_id, settings) VALUES (?, ?)", (ACTIVE_GAME, to_json(pace.settings.to_json()))),
        (
            "INSERT INTO timers (game_id, seat, kind, due_at, since, fired) VALUES (?, ?, 'reminder', ?, ?, 0)",
            (ACTIVE_GAME, awaited, REMINDER_DUE, active.moves[-1].created_at),
        ),
    ]
    rows.extend(
        (
            "INSERT INTO seat_pace (game_id, seat, muted, automatic, timeouts, resigned) VALUES (?, ?, ?, 0, 0, 0)",
            (ACTIVE_GAME, seat, int(seat == 1)),  # the second player muted their reminders
        )
        for seat in range(len(pace.seats))
    )
    return rows


def _settlement_rows(finished: Played) -> list[tuple[str, tuple[Any, ...]]]:
    result = finished.engine.result(finished.states[-1])
    assert result is not None
    written = settle(
        EndingGame(FINISHED_GAME, GUILD, "copenhagen", finished.record.seats), game_end(result, ()), [], FINISHED_AT
    )
    results = (
        "INSERT INTO game_results (game_id, seat, guild_id, game_type, player_id, place, players, score, resigned,"
        " rated, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )
    ratings = (
        "INSERT INTO ratings (guild_id, game_type, player_id, mu, sigma, games, wins, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    )
    return [(results, row) for row in written.results] + [(ratings, row) for row in written.ratings]


def build_sqlite(path: Path, fixture: PreviousRelease) -> None:
    """The SQLite file as that release left it: its migrations run as it ran them, then its rows."""
    with sqlite3.connect(path, isolation_level=None) as db:
        db.execute("PRAGMA journal_mode=WAL")
        for number, sql in migrations(SQLITE):
            if number <= PREVIOUS_SCHEMA:
                db.executescript(f"BEGIN;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
        db.execute("BEGIN")
        for sql, values in fixture.rows:
            db.execute(sql, values)
        db.execute("COMMIT")
    db.close()


async def build_postgres(url: str, fixture: PreviousRelease) -> None:
    """The PostgreSQL database (empty before) as that release's schema and rows would leave it."""
    db = await asyncpg.connect(url)
    try:
        async with db.transaction():
            await db.execute(
                "CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (0)"
            )
            for number, sql in migrations(POSTGRESQL):
                if number <= PREVIOUS_SCHEMA:
                    await db.execute(sql)
                    await db.execute("UPDATE schema_version SET version = $1", number)
            for sql, values in fixture.rows:
                await db.execute(numbered(sql), *values)
            # Ids were given: the identity sequences move past them, as rows the bot inserted would have.
            for table in ("games", "lobbies"):
                await db.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT max(id) FROM {table}))"
                )
    finally:
        await db.close()


def numbered(sql: str) -> str:
    """``?`` placeholders as asyncpg's ``$1``, ``$2``..."""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


def sqlite_rows(path: Path, columns_of: dict[str, list[str]] | None = None) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, in a fixed order, by table: of the columns ``columns_of`` names for a table where
    given, else of all."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        found = {
            table: _in_order(db.execute(f'SELECT {_selected(table, columns_of)} FROM "{table}"').fetchall())
            for table in tables
        }
    db.close()
    return found


async def postgres_rows(url: str, columns_of: dict[str, list[str]] | None = None) -> dict[str, list[tuple[Any, ...]]]:
    """``sqlite_rows`` of a PostgreSQL database, but for its ``schema_version``."""
    db = await asyncpg.connect(url)
    try:
        tables = [
            row["table_name"]
            for row in await db.fetch(
                "SELECT table_name FROM information_schema.tables"
                " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
                " AND table_name <> 'schema_version'"
            )
        ]
        return {
            table: _in_order(await db.fetch(f'SELECT {_selected(table, columns_of)} FROM "{table}"'))
            for table in tables
        }
    finally:
        await db.close()


def _selected(table: str, columns_of: dict[str, list[str]] | None) -> str:
    return ", ".join(f'"{c}"' for c in columns_of[table]) if columns_of and table in columns_of else "*"


def _in_order(rows: Iterable[Sequence[Any]]) -> list[tuple[Any, ...]]:
    # By their text: a column may hold NULL in one row and a number in the next, which do not compare.
    return sorted((tuple(row) for row in rows), key=repr)


def sqlite_columns(path: Path) -> dict[str, list[str]]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        found = {table: [str(row[1]) for row in db.execute(f'PRAGMA table_info("{table}")')] for table in tables}
    db.close()
    return found
