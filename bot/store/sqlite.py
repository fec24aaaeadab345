"""SQLite storage: WAL, numbered migrations, one transaction per change, each call one trip to the store's thread.

The standard ``sqlite3`` module blocks, so the connection lives on one thread of its own (a one-worker executor)
and is used there only. Every store method hands that thread one plain function of the connection, its whole
transaction included, and awaits its result: one trip from the event loop and back per call, however many
statements it runs (each trip costs a queue, a thread wake-up and a wake-up of the loop). The single worker runs
those functions one at a time, in the order they were asked for, so transactions never interleave on the
connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from bot.clock import SYSTEM_CLOCK, Clock
from bot.records import (
    ChannelBusy,
    GameEnd,
    GamePaceRecord,
    GameRecord,
    LobbyRecord,
    MoveRecord,
    PaceChange,
    PlayerTotals,
    PostingRecord,
    RatingRecord,
    ResultRecord,
    StoreError,
    TimerRecord,
    VersionConflict,
)
from bot.shards import EVERY_SHARD, Shards
from bot.store.health import (
    ELSEWHERE,
    DatabaseUnusable,
    Health,
    check_location,
    explain,
    probe_writing,
    quick_check,
    reporting,
)
from bot.store.rows import (
    POSTING_COLUMNS,
    RESULT_COLUMNS,
    TIMER_ORDER,
    TIMERS,
    game_pace_record,
    game_record,
    lobby_record,
    move_record,
    player_totals_record,
    posting_record,
    rating_record,
    result_record,
    stored_settings,
    timer_record,
)
from bot.store.schema import MIGRATION_ADVICE, SQLITE, MigrationFailed, migrations
from bot.store.settlement import EndingGame, settle
from bot.store.writes import (
    GAME_FINISH,
    GAME_PACE_UPSERT,
    RATINGS_UPSERT,
    RESULTS_INSERT,
    SEAT_PACE_UPSERT,
    TIMER_DELETE,
    TIMER_KEYS,
    for_sqlite,
    seat_pace_rows,
    seating,
    stale_timers,
    started_game_row,
    timer_row,
    timer_upsert,
    to_json,
)

R = TypeVar("R")
Db = sqlite3.Connection


def _migrations() -> list[tuple[int, str]]:
    """The numbered SQL files (``001_initial.sql``...), in order."""
    return migrations(SQLITE)


class SqliteStore:
    def __init__(
        self,
        worker: ThreadPoolExecutor,
        conn: Db,
        clock: Clock = SYSTEM_CLOCK,
        path: str | Path = ":memory:",
        shards: Shards = EVERY_SHARD,
    ) -> None:
        # The connection is used on the worker's thread only (``_run``), one function at a time.
        self._worker = worker
        self._conn = conn
        self._clock = clock
        # The scans that find work (due timers, unposted boards) cover these shards' guilds (``bot.shards``).
        self._shards = shards
        self._health = Health(path)  # a failing database file is reported once (``bot.store.health``)
        self._closed = False
        # Each server's stored settings text (None: none stored), as last read or written: every post reads them,
        # and only this process writes them (SQLite serves one process: ``bot.shards``).
        self._settings_text: dict[int, str | None] = {}

    @classmethod
    async def open(cls, path: str | Path, clock: Clock = SYSTEM_CLOCK, shards: Shards = EVERY_SHARD) -> SqliteStore:
        """Opens (or creates) the database and brings its schema up to date; raises ``DatabaseUnusable``, with
        the connection's thread stopped, when the file cannot serve (damaged, not a database, not writable)."""
        in_memory = str(path) == ":memory:"
        if not in_memory:
            check_location(Path(path))
        worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-store")
        conn: Db | None = None
        try:
            conn = await asyncio.get_running_loop().run_in_executor(worker, _connect, path, in_memory)
            store = cls(worker, conn, clock, path, shards)
            await quick_check(path, store._all)
            await store.migrate()
            await store._run(probe_writing)
            store._health.started = True
        except BaseException as error:
            await _end_quietly(worker, conn)
            cause = error.cause if isinstance(error, MigrationFailed) else error
            if isinstance(cause, sqlite3.Error):
                unusable = explain(path, cause)  # a full disk says so, even during a migration
                if unusable is not None:
                    raise unusable from None
            if isinstance(error, MigrationFailed):
                raise DatabaseUnusable(path, error.reason, MIGRATION_ADVICE) from None
            raise
        return store

    async def close(self) -> None:
        """Closes the connection, after whatever was asked before, and lets its thread end."""
        if self._closed:
            return
        self._closed = True
        try:
            await self._run(Db.close)
        finally:
            _stop(self._worker)

    async def _run(self, work: Callable[[Db], R]) -> R:
        """``work`` done with the connection on its thread: the one trip a store method makes."""
        return await asyncio.get_running_loop().run_in_executor(self._worker, work, self._conn)

    async def _write(self, work: Callable[[Db], R]) -> R:
        """``work`` done in one write transaction (``BEGIN IMMEDIATE``), in the same single trip."""
        return await self._run(lambda db: _transaction(db, work))

    async def _change(self, sql: str, *args: Any) -> int:
        """One statement run as its own write transaction; how many rows it changed."""
        return await self._write(lambda db: db.execute(sql, args).rowcount)

    async def _note(self, sql: str, *args: Any) -> int:
        """``_change`` for a record of what was posted, which a power loss may take back (it then takes the next
        move's commit with it or not, as it happens): the outbox then posts that board again, which posting at
        least once allows. Not flushed to the disk at its commit, it spares a move an fsync (about 70 us of CPU
        here); the next durable commit flushes it with its own."""
        return await self._run(lambda db: _light_transaction(db, lambda db: db.execute(sql, args).rowcount))

    async def _one(self, sql: str, *args: Any) -> sqlite3.Row | None:
        return await self._run(lambda db: _first(db, sql, args))

    async def _all(self, sql: str, *args: Any) -> list[sqlite3.Row]:
        return await self._run(lambda db: db.execute(sql, args).fetchall())

    async def schema_version(self) -> int:
        return await self._run(_schema_version)

    async def migrate(self) -> None:
        await self._run(_migrate)

    # Lobbies

    async def create_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        game_type: str,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
    ) -> LobbyRecord:
        now = self._clock.now()

        def create(db: Db) -> LobbyRecord:
            if _channel_taken(db, channel_id):
                raise ChannelBusy(channel_id)
            cursor = db.execute(
                "INSERT INTO lobbies (guild_id, channel_id, game_type, host_id, options, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, channel_id, game_type, host_id, to_json(options), now),
            )
            lobby_id = cursor.lastrowid
            assert lobby_id is not None
            db.execute(
                "INSERT INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                (lobby_id, host_id, host_name, now),
            )
            return _load_lobby(db, lobby_id)

        return await self._write(create)

    async def open_lobby(self, channel_id: int) -> LobbyRecord | None:
        return await self._run(
            lambda db: _lobby_where(db, "SELECT id FROM lobbies WHERE channel_id = ? AND status = 'open'", channel_id)
        )

    async def lobby(self, lobby_id: int) -> LobbyRecord | None:
        return await self._run(lambda db: _lobby_if_stored(db, lobby_id))

    async def add_lobby_member(self, lobby_id: int, user_id: int, name: str) -> LobbyRecord:
        now = self._clock.now()

        def add(db: Db) -> LobbyRecord:
            db.execute(
                "INSERT OR IGNORE INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                (lobby_id, user_id, name, now),
            )
            return _load_lobby(db, lobby_id)

        return await self._write(add)

    async def remove_lobby_member(self, lobby_id: int, user_id: int) -> LobbyRecord:
        def remove(db: Db) -> LobbyRecord:
            db.execute("DELETE FROM lobby_members WHERE lobby_id = ? AND user_id = ?", (lobby_id, user_id))
            return _load_lobby(db, lobby_id)

        return await self._write(remove)

    async def set_lobby_options(self, lobby_id: int, options: dict[str, Any]) -> LobbyRecord:
        def set_options(db: Db) -> LobbyRecord:
            db.execute("UPDATE lobbies SET options = ? WHERE id = ?", (to_json(options), lobby_id))
            return _load_lobby(db, lobby_id)

        return await self._write(set_options)

    async def started_lobby(self, game_id: int) -> LobbyRecord | None:
        return await self._run(lambda db: _lobby_where(db, "SELECT id FROM lobbies WHERE game_id = ?", game_id))

    async def set_lobby_message(self, lobby_id: int, message_id: int) -> None:
        await self._change("UPDATE lobbies SET message_id = ? WHERE id = ?", message_id, lobby_id)

    async def cancel_lobby(self, lobby_id: int) -> None:
        await self._change("UPDATE lobbies SET status = 'cancelled' WHERE id = ? AND status = 'open'", lobby_id)

    # Games

    async def start_game(
        self,
        lobby_id: int,
        seed: int,
        state: Any,
        *,
        options: dict[str, Any] | None = None,
        order: Sequence[int] | None = None,
    ) -> GameRecord:
        """Closes the lobby and creates its game, seating the members in join order, or ``order`` (seat by seat,
        each member's place in join order); ``options``: the game's, else the lobby's."""
        now = self._clock.now()

        def start(db: Db) -> GameRecord:
            lobby = _load_lobby(db, lobby_id)
            if lobby.status != "open":
                raise StoreError(f"lobby {lobby_id} is {lobby.status}")
            db.execute("UPDATE lobbies SET status = 'started' WHERE id = ?", (lobby_id,))
            cursor = db.execute(
                "INSERT INTO games (guild_id, channel_id, game_type, options, seed, host_id, state,"
                " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                started_game_row(lobby, seed, state, options, now),
            )
            game_id = cursor.lastrowid
            assert game_id is not None
            db.execute("UPDATE lobbies SET game_id = ? WHERE id = ?", (game_id, lobby_id))
            db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)", seating(game_id, lobby, order)
            )
            return _load_game(db, game_id)

        return await self._write(start)

    async def active_game(self, channel_id: int) -> GameRecord | None:
        return await self._run(
            lambda db: _game_where(db, "SELECT id FROM games WHERE channel_id = ? AND status = 'active'", channel_id)
        )

    async def last_finished_game(self, channel_id: int, game_type: str | None = None) -> GameRecord | None:
        return await self._run(
            lambda db: _game_where(
                db,
                "SELECT id FROM games WHERE channel_id = ? AND (? IS NULL OR game_type = ?) AND status = 'finished'"
                " ORDER BY updated_at DESC, id DESC LIMIT 1",
                channel_id,
                game_type,
                game_type,
            )
        )

    async def game(self, game_id: int) -> GameRecord | None:
        return await self._run(lambda db: _game_if_stored(db, game_id))

    async def record_move(
        self,
        game_id: int,
        expected_version: int,
        seat: int,
        user_id: int,
        move: str,
        state: Any,
        finished: bool,
        pace: PaceChange | None = None,
        end: GameEnd | None = None,
    ) -> int:
        """Appends the move and replaces the snapshot in one transaction; returns the new version.

        The snapshot update checks the version it expects, so two writers that loaded the same version cannot
        both record a move: the second gets ``VersionConflict`` and nothing of it is kept. ``pace`` (the
        timers and seat flags after the move) is written in the same transaction, and so is ``end``, the
        outcome of a move that finishes the game: its results and ratings.
        """
        now = self._clock.now()
        new_version = expected_version + 1

        def record(db: Db) -> None:
            cursor = db.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (to_json(state), new_version, "finished" if finished else "active", now, game_id, expected_version),
            )
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)
            db.execute(
                "INSERT INTO moves (game_id, version, seat, user_id, move, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, new_version, seat, user_id, move, now),
            )
            # Its pace, then its end, in PostgreSQL's order (see there: the end is taken last for its lock). Neither
            # reads what the other writes, and a reader or a crash sees both or neither: one transaction.
            if pace is not None:
                _write_pace(db, game_id, pace, now)
            if finished and end is not None:
                _settle(db, game_id, end, now)

        await self._write(record)
        return new_version

    async def moves(self, game_id: int) -> list[MoveRecord]:
        rows = await self._all(
            "SELECT version, seat, user_id, move, created_at FROM moves WHERE game_id = ? ORDER BY version",
            game_id,
        )
        return [move_record(r) for r in rows]

    async def cancel_game(self, game_id: int) -> None:
        await self._change(
            "UPDATE games SET status = 'cancelled', updated_at = ? WHERE id = ? AND status = 'active'",
            self._clock.now(),
            game_id,
        )

    # Settings and bot facts

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        if guild_id not in self._settings_text:
            row = await self._one("SELECT settings FROM guild_settings WHERE guild_id = ?", guild_id)
            self._settings_text[guild_id] = None if row is None else str(row["settings"])
        text = self._settings_text[guild_id]
        return {} if text is None else stored_settings(text)  # parsed afresh: the caller may change its copy

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        # Merged key by key inside one write transaction: two admins changing different settings at once (the
        # board mode, the pace defaults) both keep theirs. Only top-level keys merge; a key's value is replaced.
        def merge(db: Db) -> str:
            row = _first(db, "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,))
            merged = to_json({**(stored_settings(row["settings"]) if row is not None else {}), **settings})
            db.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
                (guild_id, merged),
            )
            return merged

        self._settings_text.pop(guild_id, None)  # a failed write leaves the next read to the database
        self._settings_text[guild_id] = await self._write(merge)

    async def meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM bot_meta WHERE key = ?", key)
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        await self._change(
            "INSERT INTO bot_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            key,
            value,
        )

    # Posting

    async def posting(self, game_id: int) -> PostingRecord | None:
        row = await self._one(f"SELECT {POSTING_COLUMNS} FROM games WHERE id = ?", game_id)
        return None if row is None else posting_record(row)

    async def unposted_games(self, finished_since: float) -> list[PostingRecord]:
        """Active games, and games finished since ``finished_since``, of this process's guilds, whose channel has
        not seen their latest state, oldest change first."""
        guilds, args = self._shards.guild_filter("guild_id")
        rows = await self._all(
            f"SELECT {POSTING_COLUMNS} FROM games"
            " WHERE (status = 'active' OR (status = 'finished' AND updated_at >= ?))"
            f" AND (posted_version IS NULL OR posted_version < version) AND {guilds} ORDER BY updated_at",
            finished_since,
            *args,
        )
        return [posting_record(row) for row in rows]

    async def mark_announced(self, game_id: int, version: int) -> bool:
        """Records that the channel saw the announcement of ``version``, provided it saw every earlier one:
        a line after a lost board must not hide that the board is still due. Returns whether it was recorded."""
        changed = await self._note(
            "UPDATE games SET posted_version = ? WHERE id = ? AND COALESCE(posted_version, -1) = ?",
            version,
            game_id,
            version - 1,
        )
        return changed == 1

    async def mark_board(self, game_id: int, version: int, message_id: int | None) -> None:
        """Records a full board of ``version`` (which covers every earlier announcement) and, when given, its
        message as the game's board message."""
        await self._note(
            "UPDATE games SET posted_version = MAX(COALESCE(posted_version, -1), ?),"
            " board_message_id = COALESCE(?, board_message_id) WHERE id = ?",
            version,
            message_id,
            game_id,
        )

    async def set_ping_message(self, game_id: int, message_id: int | None) -> None:
        await self._change("UPDATE games SET ping_message_id = ? WHERE id = ?", message_id, game_id)

    async def active_games_of(self, guild_id: int, user_id: int) -> list[PostingRecord]:
        """The active games of this server in which ``user_id`` holds a seat, most recently moved first."""
        rows = await self._all(
            f"SELECT {POSTING_COLUMNS} FROM games JOIN seats ON seats.game_id = games.id"
            " WHERE games.guild_id = ? AND games.status = 'active' AND seats.user_id = ?"
            " ORDER BY games.updated_at DESC, games.id DESC",
            guild_id,
            user_id,
        )
        return [posting_record(row) for row in rows]

    # Ratings and results

    async def leaderboard(self, guild_id: int, game_type: str) -> list[RatingRecord]:
        """Every rating of that game on that server, in no particular order (``bot.ratings.leaderboard`` ranks
        them)."""
        rows = await self._all("SELECT * FROM ratings WHERE guild_id = ? AND game_type = ?", guild_id, game_type)
        return [rating_record(row) for row in rows]

    async def player_totals(self, guild_id: int, player_id: int) -> list[PlayerTotals]:
        """A player's finished games on a server, per game type (by type)."""
        rows = await self._all(
            "SELECT game_type, COUNT(*) AS played, SUM(rated) AS rated,"
            " SUM(CASE WHEN rated = 1 AND place = 1 THEN 1 ELSE 0 END) AS wins, MAX(score) AS best"
            " FROM game_results WHERE guild_id = ? AND player_id = ? GROUP BY game_type ORDER BY game_type",
            guild_id,
            player_id,
        )
        return [player_totals_record(r) for r in rows]

    async def recent_results(self, guild_id: int, player_id: int, limit: int) -> list[ResultRecord]:
        """A player's latest ``limit`` results on a server, newest first."""
        rows = await self._all(
            f"SELECT {RESULT_COLUMNS} FROM game_results r JOIN games g ON g.id = r.game_id"
            " WHERE r.guild_id = ? AND r.player_id = ? ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ?",
            guild_id,
            player_id,
            limit,
        )
        return [result_record(row) for row in rows]

    async def game_results(self, game_id: int) -> list[ResultRecord]:
        """A finished game's results, seat by seat; empty for a game that did not finish (or was cancelled)."""
        rows = await self._all(
            f"SELECT {RESULT_COLUMNS} FROM game_results r JOIN games g ON g.id = r.game_id"
            " WHERE r.game_id = ? ORDER BY r.seat",
            game_id,
        )
        return [result_record(row) for row in rows]

    # Pace and timers

    async def lobby_pace(self, lobby_id: int) -> dict[str, Any] | None:
        row = await self._one("SELECT settings FROM lobby_pace WHERE lobby_id = ?", lobby_id)
        return None if row is None else stored_settings(row["settings"])

    async def set_lobby_pace(self, lobby_id: int, settings: dict[str, Any]) -> None:
        await self._change(
            "INSERT INTO lobby_pace (lobby_id, settings) VALUES (?, ?)"
            " ON CONFLICT (lobby_id) DO UPDATE SET settings = excluded.settings",
            lobby_id,
            to_json(settings),
        )

    async def game_pace(self, game_id: int) -> GamePaceRecord | None:
        def read(db: Db) -> GamePaceRecord | None:
            row = _first(db, "SELECT settings FROM game_pace WHERE game_id = ?", (game_id,))
            if row is None:
                return None
            seats = db.execute(
                "SELECT seat, muted, automatic, timeouts, resigned FROM seat_pace WHERE game_id = ? ORDER BY seat",
                (game_id,),
            ).fetchall()
            return game_pace_record(row["settings"], seats)

        return await self._run(read)

    async def change_pace(self, game_id: int, change: PaceChange) -> None:
        now = self._clock.now()
        await self._write(lambda db: _write_pace(db, game_id, change, now))

    async def timers(self, game_id: int) -> list[TimerRecord]:
        return await self._timers("t.game_id = ?", game_id)

    async def due_timers(self, now: float) -> list[TimerRecord]:
        """Timers of active games of this process's guilds that are due at ``now``, oldest first."""
        guilds, args = self._shards.guild_filter("g.guild_id")
        return await self._timers(f"t.due_at <= ? AND g.status = 'active' AND {guilds}", now, *args)

    async def claim_timers(self, now: float, until: float) -> list[TimerRecord]:
        """Claims the due timers of this process's guilds that nobody holds a live claim on, until ``until``
        (the write transaction keeps a second claimer out until this one is recorded)."""
        guilds, args = self._shards.guild_filter("g.guild_id")

        def claim(db: Db) -> list[TimerRecord]:
            rows = db.execute(
                f"{TIMERS} WHERE t.due_at <= ? AND g.status = 'active'"
                f" AND (t.claimed_until IS NULL OR t.claimed_until <= ?) AND {guilds} {TIMER_ORDER}",
                (now, now, *args),
            ).fetchall()
            claimed = [timer_record(row) for row in rows]
            db.executemany(
                "UPDATE timers SET claimed_until = ? WHERE game_id = ? AND seat = ? AND kind = ?",
                [(until, t.game_id, t.seat, t.kind) for t in claimed],
            )
            return claimed

        return await self._write(claim)

    async def release_claims(self) -> int:
        """Ends the claims on the timers of this process's guilds; returns how many there were."""
        guilds, args = self._shards.guild_filter("guild_id")
        return await self._change(
            "UPDATE timers SET claimed_until = NULL WHERE claimed_until IS NOT NULL"
            f" AND game_id IN (SELECT id FROM games WHERE {guilds})",
            *args,
        )

    async def next_timer_due(self) -> float | None:
        """When the next timer of this process's guilds falls due (a claimed one: when its claim runs out)."""
        guilds, args = self._shards.guild_filter("g.guild_id")
        row = await self._one(
            "SELECT MIN(CASE WHEN t.claimed_until > t.due_at THEN t.claimed_until ELSE t.due_at END) AS due"
            f" FROM timers t JOIN games g ON g.id = t.game_id WHERE g.status = 'active' AND {guilds}",
            *args,
        )
        return None if row is None or row["due"] is None else float(row["due"])

    async def move_timer(self, timer: TimerRecord, due_at: float, fired: int) -> bool:
        """Moves a timer on and ends its claim, provided nobody changed it since ``timer`` was read (claiming a
        reminder before posting it: a restart then never posts it twice)."""
        changed = await self._change(
            "UPDATE timers SET due_at = ?, fired = ?, claimed_until = NULL"
            " WHERE game_id = ? AND seat = ? AND kind = ? AND due_at = ? AND fired = ?",
            due_at,
            fired,
            timer.game_id,
            timer.seat,
            timer.kind,
            timer.due_at,
            timer.fired,
        )
        return changed == 1

    async def games_without_pace(self) -> list[int]:
        """Channels of active games of this process's guilds that have no pace yet (started before pace existed,
        or cut short)."""
        guilds, args = self._shards.guild_filter("g.guild_id")
        rows = await self._all(
            "SELECT g.channel_id FROM games g LEFT JOIN game_pace p ON p.game_id = g.id"
            f" WHERE g.status = 'active' AND p.game_id IS NULL AND {guilds} ORDER BY g.id",
            *args,
        )
        return [int(r["channel_id"]) for r in rows]

    async def _timers(self, where: str, *args: Any) -> list[TimerRecord]:
        return [timer_record(r) for r in await self._all(f"{TIMERS} WHERE {where} {TIMER_ORDER}", *args)]


# What follows runs on the store's thread, with its connection.


def _connect(path: str | Path, in_memory: bool) -> Db:
    """The connection, in autocommit mode (the store writes its own BEGIN and COMMIT), set up for WAL."""
    db = sqlite3.connect(str(path), isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        mode = [tuple(row) for row in db.execute("PRAGMA journal_mode=WAL").fetchall()]
        if not in_memory and mode != [("wal",)]:
            raise DatabaseUnusable(path, f"SQLite could not switch it to WAL journaling ({mode!r})", ELSEWHERE)
        # FULL: a move acknowledged to its player is on the disk, even through a power loss (NORMAL in WAL
        # mode keeps it through a killed process only).
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=5000")
    except BaseException:
        db.close()
        raise
    return db


def _transaction(db: Db, work: Callable[[Db], R]) -> R:
    db.execute("BEGIN IMMEDIATE")
    try:
        result = work(db)
    except BaseException:
        # SQLite rolls back by itself after some failures (a full disk): then there is nothing left to end, and
        # the failure to report is the first one.
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return result


def _light_transaction(db: Db, work: Callable[[Db], R]) -> R:
    """``_transaction`` committed without waiting for the disk (WAL with synchronous NORMAL keeps it through a
    killed process, not a power loss); the connection is back to FULL after it, for the moves."""
    db.execute("PRAGMA synchronous=NORMAL")
    try:
        return _transaction(db, work)
    finally:
        db.execute("PRAGMA synchronous=FULL")


def _first(db: Db, sql: str, args: Sequence[Any]) -> sqlite3.Row | None:
    cursor = db.execute(sql, args)
    try:
        row: sqlite3.Row | None = cursor.fetchone()
        return row
    finally:
        cursor.close()  # ends the statement now, even if it had more rows


def _schema_version(db: Db) -> int:
    row = _first(db, "PRAGMA user_version", ())
    return int(row[0]) if row is not None else 0


def _migrate(db: Db) -> None:
    current = _schema_version(db)
    for number, sql in _migrations():
        if number <= current:
            continue
        # executescript commits first; wrapping the file in BEGIN/COMMIT keeps each migration atomic.
        try:
            db.executescript(f"BEGIN;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
        except sqlite3.Error as error:
            # The script stopped at the failing statement, inside its BEGIN: none of the file is kept.
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise MigrationFailed(number, error) from error


def _write_pace(db: Db, game_id: int, change: PaceChange, now: float) -> None:
    """The statements of ``bot.store.writes``, in their order there (PostgreSQL runs the same)."""
    if change.settings is not None:
        db.execute(for_sqlite(GAME_PACE_UPSERT), (game_id, to_json(change.settings)))
    seats = seat_pace_rows(game_id, change.seats)
    if seats:
        db.executemany(for_sqlite(SEAT_PACE_UPSERT), seats)
    if change.timers is not None:
        present = db.execute(for_sqlite(TIMER_KEYS), (game_id,)).fetchall()
        gone = stale_timers(game_id, change.timers, present)
        if gone:
            db.executemany(for_sqlite(TIMER_DELETE), gone)
        for timer in change.timers:
            db.execute(for_sqlite(timer_upsert(timer)), timer_row(game_id, timer))
    if change.finish:
        cursor = db.execute(for_sqlite(GAME_FINISH), (now, game_id))
        if cursor.rowcount == 1 and change.end is not None:
            _settle(db, game_id, change.end, now)


def _settle(db: Db, game_id: int, end: GameEnd, now: float) -> None:
    """Records a game's end seat by seat and updates its players' ratings (``bot.store.settlement``), inside the
    transaction that ends it: the ratings read here are the ones the update replaces (the write transaction keeps
    every other writer out meanwhile)."""
    game = _first(db, "SELECT guild_id, game_type FROM games WHERE id = ?", (game_id,))
    seats = db.execute("SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)).fetchall()
    ending = EndingGame.from_rows(game_id, game, seats)
    current: list[sqlite3.Row] = []
    if ending.guild_id is not None:
        players = ending.players
        marks = ", ".join("?" * len(players))
        current = db.execute(
            f"SELECT * FROM ratings WHERE guild_id = ? AND game_type = ? AND player_id IN ({marks})",
            (ending.guild_id, ending.game_type, *players),
        ).fetchall()
    written = settle(ending, end, current, now)
    db.executemany(for_sqlite(RESULTS_INSERT), written.results)
    db.executemany(for_sqlite(RATINGS_UPSERT), written.ratings)


def _channel_taken(db: Db, channel_id: int) -> bool:
    row = _first(
        db,
        "SELECT 1 FROM lobbies WHERE channel_id = ? AND status = 'open'"
        " UNION ALL SELECT 1 FROM games WHERE channel_id = ? AND status = 'active'",
        (channel_id, channel_id),
    )
    return row is not None


def _load_lobby(db: Db, lobby_id: int) -> LobbyRecord:
    row = _first(db, "SELECT * FROM lobbies WHERE id = ?", (lobby_id,))
    if row is None:
        raise LookupError(lobby_id)
    members = db.execute(
        "SELECT user_id, name FROM lobby_members WHERE lobby_id = ? ORDER BY joined_at, rowid", (lobby_id,)
    ).fetchall()
    return lobby_record(row, members)


def _lobby_if_stored(db: Db, lobby_id: int) -> LobbyRecord | None:
    try:
        return _load_lobby(db, lobby_id)
    except LookupError:
        return None


def _lobby_where(db: Db, find_id: str, *args: Any) -> LobbyRecord | None:
    """The lobby whose id ``find_id`` selects, if any."""
    row = _first(db, find_id, args)
    return None if row is None else _lobby_if_stored(db, row["id"])


def _load_game(db: Db, game_id: int) -> GameRecord:
    row = _first(db, "SELECT * FROM games WHERE id = ?", (game_id,))
    if row is None:
        raise LookupError(game_id)
    seats = db.execute("SELECT user_id, name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)).fetchall()
    return game_record(row, seats)


def _game_if_stored(db: Db, game_id: int) -> GameRecord | None:
    try:
        return _load_game(db, game_id)
    except LookupError:
        return None


def _game_where(db: Db, find_id: str, *args: Any) -> GameRecord | None:
    """The game whose id ``find_id`` selects, if any."""
    row = _first(db, find_id, args)
    return None if row is None else _game_if_stored(db, row["id"])


# Back on the event loop.


async def _end_quietly(worker: ThreadPoolExecutor, conn: Db | None) -> None:
    """Closes a connection that failed to open, on its thread, and lets the thread end. A second failure is no
    news: the first one is reported."""
    try:
        if conn is not None:
            with contextlib.suppress(Exception):  # the first failure is the one reported
                await asyncio.get_running_loop().run_in_executor(worker, conn.close)
    finally:
        _stop(worker)


def _stop(worker: ThreadPoolExecutor) -> None:
    """Lets the worker's thread end once it has done what it was given (here: closing the connection, awaited
    before): it then finds the queue closed and returns, without blocking the event loop meanwhile."""
    worker.shutdown(wait=False)


# Every store method reports a failing database file once (``bot.store.health``) rather than at every call.
for _name, _method in list(vars(SqliteStore).items()):
    if not _name.startswith("_") and _name not in ("open", "close") and inspect.iscoroutinefunction(_method):
        setattr(SqliteStore, _name, reporting(_method))
