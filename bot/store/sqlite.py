"""SQLite storage through aiosqlite: WAL, numbered migrations, one transaction per change."""

from __future__ import annotations

import asyncio
import inspect
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.clock import SYSTEM_CLOCK, Clock
from bot.shards import EVERY_SHARD, Shards
from bot.store.health import ELSEWHERE, DatabaseUnusable, Health, check_location, explain, quick_check, reporting
from bot.store.records import (
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
from bot.store.schema import SQLITE, migrations
from bot.store.settlement import EndingGame, settle
from bot.store.writes import seat_pace_rows, seating, stale_timers, started_game_row, timer_row, to_json


def _migrations() -> list[tuple[int, str]]:
    """The numbered SQL files (``001_initial.sql``...), in order."""
    return migrations(SQLITE)


class SqliteStore:
    def __init__(
        self,
        conn: aiosqlite.Connection,
        clock: Clock = SYSTEM_CLOCK,
        path: str | Path = ":memory:",
        shards: Shards = EVERY_SHARD,
    ) -> None:
        self._conn = conn
        self._clock = clock
        # The scans that find work (due timers, unposted boards) cover these shards' guilds (``bot.shards``).
        self._shards = shards
        self._health = Health(path)  # a failing database file is reported once (``bot.store.health``)
        # One connection serves every coroutine; transactions must not interleave on it.
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, clock: Clock = SYSTEM_CLOCK, shards: Shards = EVERY_SHARD) -> SqliteStore:
        """Opens (or creates) the database and brings its schema up to date; raises ``DatabaseUnusable``, with
        the connection's thread stopped, when the file cannot serve (damaged, not a database, not writable)."""
        in_memory = str(path) == ":memory:"
        if not in_memory:
            check_location(Path(path))
        connecting = aiosqlite.connect(str(path), isolation_level=None)
        # The worker thread must never keep the process alive, whatever path out of here is taken.
        worker = getattr(connecting, "_thread", None)
        if worker is not None:
            worker.daemon = True
        try:
            conn = await connecting
            conn.row_factory = aiosqlite.Row
            mode = await conn.execute_fetchall("PRAGMA journal_mode=WAL")
            if not in_memory and [tuple(row) for row in mode] != [("wal",)]:
                raise DatabaseUnusable(path, f"SQLite could not switch it to WAL journaling ({mode!r})", ELSEWHERE)
            # FULL: a move acknowledged to its player is on the disk, even through a power loss (NORMAL in WAL
            # mode keeps it through a killed process only).
            await conn.execute("PRAGMA synchronous=FULL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=5000")
            await quick_check(path, lambda sql: _fetchall(conn, sql))
            store = cls(conn, clock, path, shards)
            await store.migrate()
            store._health.started = True
        except BaseException as error:
            await _close_quietly(connecting)
            if isinstance(error, sqlite3.Error):
                unusable = explain(path, error)
                if unusable is not None:
                    raise unusable from None
            raise
        return store

    async def close(self) -> None:
        await self._conn.close()

    async def schema_version(self) -> int:
        async with self._conn.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row is not None else 0

    async def migrate(self) -> None:
        current = await self.schema_version()
        for number, sql in _migrations():
            if number <= current:
                continue
            # executescript commits first; wrapping the file in BEGIN/COMMIT keeps each migration atomic.
            await self._conn.executescript(f"BEGIN;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            await self._conn.execute("COMMIT")

    async def _one(self, sql: str, *args: Any) -> aiosqlite.Row | None:
        async with self._lock, self._conn.execute(sql, args) as cursor:
            return await cursor.fetchone()

    async def _all(self, sql: str, *args: Any) -> list[aiosqlite.Row]:
        async with self._lock, self._conn.execute(sql, args) as cursor:
            return list(await cursor.fetchall())

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
        async with self._transaction() as db:
            if await _channel_taken(db, channel_id):
                raise ChannelBusy(channel_id)
            cursor = await db.execute(
                "INSERT INTO lobbies (guild_id, channel_id, game_type, host_id, options, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, channel_id, game_type, host_id, to_json(options), now),
            )
            lobby_id = cursor.lastrowid
            assert lobby_id is not None
            await db.execute(
                "INSERT INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                (lobby_id, host_id, host_name, now),
            )
            return await _load_lobby(db, lobby_id)

    async def open_lobby(self, channel_id: int) -> LobbyRecord | None:
        row = await self._one("SELECT id FROM lobbies WHERE channel_id = ? AND status = 'open'", channel_id)
        return None if row is None else await self.lobby(row["id"])

    async def lobby(self, lobby_id: int) -> LobbyRecord | None:
        async with self._lock:
            try:
                return await _load_lobby(self._conn, lobby_id)
            except LookupError:
                return None

    async def add_lobby_member(self, lobby_id: int, user_id: int, name: str) -> LobbyRecord:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR IGNORE INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                (lobby_id, user_id, name, self._clock.now()),
            )
            return await _load_lobby(db, lobby_id)

    async def remove_lobby_member(self, lobby_id: int, user_id: int) -> LobbyRecord:
        async with self._transaction() as db:
            await db.execute("DELETE FROM lobby_members WHERE lobby_id = ? AND user_id = ?", (lobby_id, user_id))
            return await _load_lobby(db, lobby_id)

    async def set_lobby_options(self, lobby_id: int, options: dict[str, Any]) -> LobbyRecord:
        async with self._transaction() as db:
            await db.execute("UPDATE lobbies SET options = ? WHERE id = ?", (to_json(options), lobby_id))
            return await _load_lobby(db, lobby_id)

    async def started_lobby(self, game_id: int) -> LobbyRecord | None:
        row = await self._one("SELECT id FROM lobbies WHERE game_id = ?", game_id)
        return None if row is None else await self.lobby(row["id"])

    async def set_lobby_message(self, lobby_id: int, message_id: int) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE lobbies SET message_id = ? WHERE id = ?", (message_id, lobby_id))

    async def cancel_lobby(self, lobby_id: int) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE lobbies SET status = 'cancelled' WHERE id = ? AND status = 'open'", (lobby_id,))

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
        async with self._transaction() as db:
            lobby = await _load_lobby(db, lobby_id)
            if lobby.status != "open":
                raise StoreError(f"lobby {lobby_id} is {lobby.status}")
            await db.execute("UPDATE lobbies SET status = 'started' WHERE id = ?", (lobby_id,))
            cursor = await db.execute(
                "INSERT INTO games (guild_id, channel_id, game_type, options, seed, host_id, state,"
                " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                started_game_row(lobby, seed, state, options, now),
            )
            game_id = cursor.lastrowid
            assert game_id is not None
            await db.execute("UPDATE lobbies SET game_id = ? WHERE id = ?", (game_id, lobby_id))
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)", seating(game_id, lobby, order)
            )
            return await _load_game(db, game_id)

    async def active_game(self, channel_id: int) -> GameRecord | None:
        row = await self._one("SELECT id FROM games WHERE channel_id = ? AND status = 'active'", channel_id)
        return None if row is None else await self.game(row["id"])

    async def last_finished_game(self, channel_id: int, game_type: str | None = None) -> GameRecord | None:
        row = await self._one(
            "SELECT id FROM games WHERE channel_id = ? AND (? IS NULL OR game_type = ?) AND status = 'finished'"
            " ORDER BY updated_at DESC, id DESC LIMIT 1",
            channel_id,
            game_type,
            game_type,
        )
        return None if row is None else await self.game(row["id"])

    async def game(self, game_id: int) -> GameRecord | None:
        async with self._lock:
            try:
                return await _load_game(self._conn, game_id)
            except LookupError:
                return None

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
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (to_json(state), new_version, "finished" if finished else "active", now, game_id, expected_version),
            )
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)
            await db.execute(
                "INSERT INTO moves (game_id, version, seat, user_id, move, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, new_version, seat, user_id, move, now),
            )
            if finished and end is not None:
                await _settle(db, game_id, end, now)
            if pace is not None:
                await _write_pace(db, game_id, pace, now)
        return new_version

    async def moves(self, game_id: int) -> list[MoveRecord]:
        rows = await self._all(
            "SELECT version, seat, user_id, move, created_at FROM moves WHERE game_id = ? ORDER BY version",
            game_id,
        )
        return [move_record(r) for r in rows]

    async def cancel_game(self, game_id: int) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET status = 'cancelled', updated_at = ? WHERE id = ? AND status = 'active'",
                (self._clock.now(), game_id),
            )

    # Settings and bot facts

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        row = await self._one("SELECT settings FROM guild_settings WHERE guild_id = ?", guild_id)
        return {} if row is None else stored_settings(row["settings"])

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        # Merged key by key inside one write transaction: two admins changing different settings at once (the
        # board mode, the pace defaults) both keep theirs. Only top-level keys merge; a key's value is replaced.
        async with self._transaction() as db:
            async with db.execute("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)) as cursor:
                row = await cursor.fetchone()
            merged = {**(stored_settings(row["settings"]) if row is not None else {}), **settings}
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
                (guild_id, to_json(merged)),
            )

    async def meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM bot_meta WHERE key = ?", key)
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO bot_meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
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
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET posted_version = ? WHERE id = ? AND COALESCE(posted_version, -1) = ?",
                (version, game_id, version - 1),
            )
            return cursor.rowcount == 1

    async def mark_board(self, game_id: int, version: int, message_id: int | None) -> None:
        """Records a full board of ``version`` (which covers every earlier announcement) and, when given, its
        message as the game's board message."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET posted_version = MAX(COALESCE(posted_version, -1), ?),"
                " board_message_id = COALESCE(?, board_message_id) WHERE id = ?",
                (version, message_id, game_id),
            )

    async def set_ping_message(self, game_id: int, message_id: int | None) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE games SET ping_message_id = ? WHERE id = ?", (message_id, game_id))

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
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO lobby_pace (lobby_id, settings) VALUES (?, ?)"
                " ON CONFLICT (lobby_id) DO UPDATE SET settings = excluded.settings",
                (lobby_id, to_json(settings)),
            )

    async def game_pace(self, game_id: int) -> GamePaceRecord | None:
        async with self._lock:
            async with self._conn.execute("SELECT settings FROM game_pace WHERE game_id = ?", (game_id,)) as cursor:
                row = await cursor.fetchone()
            if row is None:
                return None
            async with self._conn.execute(
                "SELECT seat, muted, automatic, timeouts, resigned FROM seat_pace WHERE game_id = ? ORDER BY seat",
                (game_id,),
            ) as cursor:
                seats = await cursor.fetchall()
        return game_pace_record(row["settings"], seats)

    async def change_pace(self, game_id: int, change: PaceChange) -> None:
        async with self._transaction() as db:
            await _write_pace(db, game_id, change, self._clock.now())

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
        async with self._transaction() as db:
            async with db.execute(
                f"{TIMERS} WHERE t.due_at <= ? AND g.status = 'active'"
                f" AND (t.claimed_until IS NULL OR t.claimed_until <= ?) AND {guilds} {TIMER_ORDER}",
                (now, now, *args),
            ) as cursor:
                claimed = [timer_record(row) for row in await cursor.fetchall()]
            await db.executemany(
                "UPDATE timers SET claimed_until = ? WHERE game_id = ? AND seat = ? AND kind = ?",
                [(until, t.game_id, t.seat, t.kind) for t in claimed],
            )
        return claimed

    async def release_claims(self) -> int:
        """Ends the claims on the timers of this process's guilds; returns how many there were."""
        guilds, args = self._shards.guild_filter("guild_id")
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE timers SET claimed_until = NULL WHERE claimed_until IS NOT NULL"
                f" AND game_id IN (SELECT id FROM games WHERE {guilds})",
                args,
            )
            return cursor.rowcount

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
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE timers SET due_at = ?, fired = ?, claimed_until = NULL"
                " WHERE game_id = ? AND seat = ? AND kind = ? AND due_at = ? AND fired = ?",
                (due_at, fired, timer.game_id, timer.seat, timer.kind, timer.due_at, timer.fired),
            )
            return cursor.rowcount == 1

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


async def _fetchall(conn: aiosqlite.Connection, sql: str) -> list[Any]:
    return list(await conn.execute_fetchall(sql))


async def _close_quietly(conn: aiosqlite.Connection) -> None:
    """Closes a connection that failed to open and waits (briefly) for its thread to end while the event loop
    still runs: the thread's last act is to hand a result to the loop. A second failure is no news."""
    try:
        await conn.close()
    except Exception:  # the first failure is the one reported
        conn.stop()
    worker = getattr(conn, "_thread", None)
    for _ in range(200):
        if worker is None or not worker.is_alive():
            return
        await asyncio.sleep(0.01)


async def _write_pace(db: aiosqlite.Connection, game_id: int, change: PaceChange, now: float) -> None:
    if change.settings is not None:
        await db.execute(
            "INSERT INTO game_pace (game_id, settings) VALUES (?, ?)"
            " ON CONFLICT (game_id) DO UPDATE SET settings = excluded.settings",
            (game_id, to_json(change.settings)),
        )
    await db.executemany(
        "INSERT INTO seat_pace (game_id, seat, muted, automatic, timeouts, resigned) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (game_id, seat) DO UPDATE SET muted = excluded.muted, automatic = excluded.automatic,"
        " timeouts = excluded.timeouts, resigned = excluded.resigned",
        seat_pace_rows(game_id, change.seats),
    )
    if change.timers is not None:
        async with db.execute("SELECT seat, kind FROM timers WHERE game_id = ?", (game_id,)) as cursor:
            present = await cursor.fetchall()
        await db.executemany(
            "DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ?",
            stale_timers(game_id, change.timers, present),
        )
        for timer in change.timers:
            # A seat still awaited keeps its timers: other players' moves do not restart its clock. (REPLACE
            # writes a new row, without the old one's claim.)
            verb = "INSERT OR REPLACE" if timer.renew else "INSERT OR IGNORE"
            await db.execute(
                f"{verb} INTO timers (game_id, seat, kind, due_at, since, fired) VALUES (?, ?, ?, ?, ?, ?)",
                timer_row(game_id, timer),
            )
    if change.finish:
        cursor = await db.execute(
            "UPDATE games SET status = 'finished', updated_at = ? WHERE id = ? AND status = 'active'", (now, game_id)
        )
        # Only the change that ends the game records how it ended: a game is rated once.
        if cursor.rowcount == 1 and change.end is not None:
            await _settle(db, game_id, change.end, now)


async def _settle(db: aiosqlite.Connection, game_id: int, end: GameEnd, now: float) -> None:
    """Records a game's end seat by seat and updates its players' ratings (``bot.store.settlement``), inside the
    transaction that ends it: the ratings read here are the ones the update replaces (the write transaction keeps
    every other writer out meanwhile)."""
    async with db.execute("SELECT guild_id, game_type FROM games WHERE id = ?", (game_id,)) as cursor:
        game = await cursor.fetchone()
    async with db.execute("SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)) as cursor:
        ending = EndingGame.from_rows(game_id, game, await cursor.fetchall())
    current: list[aiosqlite.Row] = []
    if ending.guild_id is not None:
        players = ending.players
        marks = ", ".join("?" * len(players))
        async with db.execute(
            f"SELECT * FROM ratings WHERE guild_id = ? AND game_type = ? AND player_id IN ({marks})",
            (ending.guild_id, ending.game_type, *players),
        ) as cursor:
            current = list(await cursor.fetchall())
    written = settle(ending, end, current, now)
    await db.executemany(
        "INSERT INTO game_results (game_id, seat, guild_id, game_type, player_id, place, players, score, resigned,"
        " rated, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        written.results,
    )
    await db.executemany(
        "INSERT INTO ratings (guild_id, game_type, player_id, mu, sigma, games, wins, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game_type, player_id) DO UPDATE SET"
        " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, wins = excluded.wins,"
        " updated_at = excluded.updated_at",
        written.ratings,
    )


async def _channel_taken(db: aiosqlite.Connection, channel_id: int) -> bool:
    async with db.execute(
        "SELECT 1 FROM lobbies WHERE channel_id = ? AND status = 'open'"
        " UNION ALL SELECT 1 FROM games WHERE channel_id = ? AND status = 'active'",
        (channel_id, channel_id),
    ) as cursor:
        return await cursor.fetchone() is not None


async def _load_lobby(db: aiosqlite.Connection, lobby_id: int) -> LobbyRecord:
    async with db.execute("SELECT * FROM lobbies WHERE id = ?", (lobby_id,)) as cursor:
        row = await cursor.fetchone()
    if row is None:
        raise LookupError(lobby_id)
    async with db.execute(
        "SELECT user_id, name FROM lobby_members WHERE lobby_id = ? ORDER BY joined_at, rowid", (lobby_id,)
    ) as cursor:
        members = await cursor.fetchall()
    return lobby_record(row, members)


async def _load_game(db: aiosqlite.Connection, game_id: int) -> GameRecord:
    async with db.execute("SELECT * FROM games WHERE id = ?", (game_id,)) as cursor:
        row = await cursor.fetchone()
    if row is None:
        raise LookupError(game_id)
    async with db.execute("SELECT user_id, name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)) as cursor:
        seats = await cursor.fetchall()
    return game_record(row, seats)


# Every store method reports a failing database file once (``bot.store.health``) rather than at every call.
for _name, _method in list(vars(SqliteStore).items()):
    if not _name.startswith("_") and _name not in ("open", "close") and inspect.iscoroutinefunction(_method):
        setattr(SqliteStore, _name, reporting(_method))
