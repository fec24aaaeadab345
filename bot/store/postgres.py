"""PostgreSQL storage through asyncpg: a pool of connections, the same numbered migrations as SQLite, one
transaction per change.

Several bot processes may share the database. What keeps them apart is PostgreSQL's own locking: a move's
version check is one ``UPDATE … WHERE version = $n`` (a second writer of the same version waits for the first,
then finds the version gone), due timers are claimed with ``FOR UPDATE SKIP LOCKED`` (two schedulers never
claim the same one), and migrations take an advisory lock (two processes starting at once migrate once).
The scans that find work (due timers, unposted boards, games without a pace) cover the guilds of this
process's shards only (``bot.shards``).
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, Concatenate, ParamSpec, TypeVar

import asyncpg

from bot.clock import SYSTEM_CLOCK, Clock
from bot.config import redacted
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
from bot.store.health import DatabaseUnusable
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
    timer_order,
    timer_record,
)
from bot.store.schema import MIGRATION_ADVICE, POSTGRESQL, MigrationFailed, migrations
from bot.store.settlement import EndingGame, settle
from bot.store.writes import (
    GAME_FINISH,
    GAME_PACE_UPSERT,
    RATINGS_UPSERT,
    RESULTS_INSERT,
    SEAT_PACE_UPSERT,
    TIMER_DELETE,
    TIMER_KEYS,
    seat_pace_rows,
    seating,
    stale_timers,
    started_game_row,
    timer_row,
    timer_upsert,
    to_json,
)

log = logging.getLogger("bot.store")

P = ParamSpec("P")
R = TypeVar("R")

CONNECT_TIMEOUT = 10.0  # seconds: a server that does not answer stops the start-up rather than hanging it
POOL_SIZE = 10
# Any fixed number: the advisory lock under which a process migrates the schema.
MIGRATION_LOCK = 0x6761_6D65
CHECK_SERVER = "Check that the server runs and accepts this user, and DATABASE_URL."
# SQLSTATE classes that say the database cannot serve at all (rather than a refused statement): connection
# failures, the server shutting down or starting, refused credentials, an unknown database, no resources left.
_UNUSABLE_STATES = ("08", "57P", "28", "3D", "53")
# insufficient_privilege (a role that may only read) and read_only_sql_transaction (a standby server, or
# default_transaction_read_only): found at start-up by the migrations or the write probe.
_MAY_NOT_WRITE = ("42501", "25006")
WRITE_RIGHTS = (
    "Connect as a user that may create and write the bot's tables (the database's owner, say), to a server that "
    "accepts writes; DATABASE_URL names the user."
)


class DatabaseUnreachable(DatabaseUnusable):
    """The PostgreSQL database cannot be used; one line naming it (never its password), the cause and what to do."""

    def __init__(self, where: str, reason: str, advice: str = CHECK_SERVER) -> None:
        self.path = where
        self.reason = reason
        StoreError.__init__(
            self, " ".join(f"the PostgreSQL database {where} cannot be used: {reason}. {advice}".split())
        )


def _unusable(where: str, error: BaseException) -> DatabaseUnreachable | None:
    """What a failure says about the database as a whole, or None when it is about one statement."""
    if isinstance(error, OSError | TimeoutError):
        return DatabaseUnreachable(where, f"the server cannot be reached ({error or type(error).__name__})")
    state = getattr(error, "sqlstate", None) or ""
    if isinstance(error, asyncpg.PostgresError) and state.startswith(_UNUSABLE_STATES):
        return DatabaseUnreachable(where, f"{error} (SQLSTATE {state})")
    lost = isinstance(error, asyncpg.exceptions.ConnectionDoesNotExistError) or (
        isinstance(error, asyncpg.InterfaceError) and "closed" in str(error)  # the pool or connection was closed
    )
    if lost:
        return DatabaseUnreachable(where, f"the connection was lost ({error})")
    return None


class PostgresStore:
    def __init__(self, pool: asyncpg.Pool, clock: Clock, where: str, shards: Shards) -> None:
        self._pool = pool
        self._clock = clock
        self._where = where  # the URL without its password, for messages
        self._shards = shards
        self._failing = False  # a failing database is logged once, then quietly until it works again
        self._started = False

    @classmethod
    async def open(
        cls, url: str, clock: Clock = SYSTEM_CLOCK, shards: Shards = EVERY_SHARD, *, pool_size: int = POOL_SIZE
    ) -> PostgresStore:
        """Connects and brings the schema up to date; raises ``DatabaseUnreachable`` when the server cannot
        serve (down, refusing the user, no such database)."""
        where = redacted(url)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, timeout=CONNECT_TIMEOUT, command_timeout=60
            )
        except Exception as error:
            unusable = _unusable(where, error)
            if unusable is None:
                raise DatabaseUnreachable(where, f"{type(error).__name__}: {error}") from None
            raise unusable from None
        store = cls(pool, clock, where, shards)
        try:
            await store.migrate()
            await _probe_writing(pool)
        except BaseException as error:
            await pool.close()
            if getattr(error, "sqlstate", None) in _MAY_NOT_WRITE:
                raise DatabaseUnreachable(where, f"this user may not write to it ({error})", WRITE_RIGHTS) from None
            raise
        store._started = True
        return store

    async def close(self) -> None:
        await self._pool.close()

    def terminate(self) -> None:
        """Drops every connection at once, as a killed process does: the server rolls back what was open."""
        self._pool.terminate()

    async def schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            await _ensure_version_table(conn)
            return int(await conn.fetchval("SELECT version FROM schema_version"))

    async def migrate(self) -> None:
        for number, sql in migrations(POSTGRESQL):
            async with self._pool.acquire() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                await _ensure_version_table(conn)
                if int(await conn.fetchval("SELECT version FROM schema_version")) >= number:
                    continue
                try:
                    await conn.execute(sql)
                except asyncpg.PostgresError as error:
                    # Rolled back with its transaction: none of the file is kept.
                    raise _unusable(self._where, error) or DatabaseUnreachable(
                        self._where, MigrationFailed(number, error).reason, MIGRATION_ADVICE
                    ) from None
                await conn.execute("UPDATE schema_version SET version = $1", number)

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[asyncpg.Connection]:
        async with self._pool.acquire() as conn, conn.transaction():
            yield conn

    def _guilds(self, column: str, first: int) -> tuple[str, list[int]]:
        """The condition selecting this process's guilds, its parameters numbered from ``first``."""
        return self._shards.guild_filter(column, "${}", first)

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
        try:
            async with self._transaction() as db:
                if await _channel_taken(db, channel_id):
                    raise ChannelBusy(channel_id)
                lobby_id = await db.fetchval(
                    "INSERT INTO lobbies (guild_id, channel_id, game_type, host_id, options, created_at)"
                    " VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
                    guild_id,
                    channel_id,
                    game_type,
                    host_id,
                    to_json(options),
                    now,
                )
                await db.execute(
                    "INSERT INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4)",
                    lobby_id,
                    host_id,
                    host_name,
                    now,
                )
                return await _load_lobby(db, lobby_id)
        except asyncpg.UniqueViolationError:
            # Another process opened a lobby in the channel between the check and the insert.
            raise ChannelBusy(channel_id) from None

    async def open_lobby(self, channel_id: int) -> LobbyRecord | None:
        lobby_id = await self._pool.fetchval(
            "SELECT id FROM lobbies WHERE channel_id = $1 AND status = 'open'", channel_id
        )
        return None if lobby_id is None else await self.lobby(lobby_id)

    async def lobby(self, lobby_id: int) -> LobbyRecord | None:
        async with self._pool.acquire() as conn:
            try:
                return await _load_lobby(conn, lobby_id)
            except LookupError:
                return None

    async def add_lobby_member(self, lobby_id: int, user_id: int, name: str) -> LobbyRecord:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4)"
                " ON CONFLICT DO NOTHING",
                lobby_id,
                user_id,
                name,
                self._clock.now(),
            )
            return await _load_lobby(db, lobby_id)

    async def remove_lobby_member(self, lobby_id: int, user_id: int) -> LobbyRecord:
        async with self._transaction() as db:
            await db.execute("DELETE FROM lobby_members WHERE lobby_id = $1 AND user_id = $2", lobby_id, user_id)
            return await _load_lobby(db, lobby_id)

    async def set_lobby_options(self, lobby_id: int, options: dict[str, Any]) -> LobbyRecord:
        async with self._transaction() as db:
            await db.execute("UPDATE lobbies SET options = $1 WHERE id = $2", to_json(options), lobby_id)
            return await _load_lobby(db, lobby_id)

    async def started_lobby(self, game_id: int) -> LobbyRecord | None:
        lobby_id = await self._pool.fetchval("SELECT id FROM lobbies WHERE game_id = $1", game_id)
        return None if lobby_id is None else await self.lobby(lobby_id)

    async def set_lobby_message(self, lobby_id: int, message_id: int) -> None:
        await self._pool.execute("UPDATE lobbies SET message_id = $1 WHERE id = $2", message_id, lobby_id)

    async def cancel_lobby(self, lobby_id: int) -> None:
        await self._pool.execute("UPDATE lobbies SET status = 'cancelled' WHERE id = $1 AND status = 'open'", lobby_id)

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
        """Closes the lobby and creates its game (see ``SqliteStore.start_game``)."""
        now = self._clock.now()
        async with self._transaction() as db:
            lobby = await _load_lobby(db, lobby_id, lock=True)
            if lobby.status != "open":
                raise StoreError(f"lobby {lobby_id} is {lobby.status}")
            await db.execute("UPDATE lobbies SET status = 'started' WHERE id = $1", lobby_id)
            game_id = await db.fetchval(
                "INSERT INTO games (guild_id, channel_id, game_type, options, seed, host_id, state,"
                " created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
                *started_game_row(lobby, seed, state, options, now),
            )
            await db.execute("UPDATE lobbies SET game_id = $1 WHERE id = $2", game_id, lobby_id)
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, $2, $3, $4)",
                seating(game_id, lobby, order),
            )
            return await _load_game(db, game_id)

    async def active_game(self, channel_id: int) -> GameRecord | None:
        game_id = await self._pool.fetchval(
            "SELECT id FROM games WHERE channel_id = $1 AND status = 'active'", channel_id
        )
        return None if game_id is None else await self.game(game_id)

    async def last_finished_game(self, channel_id: int, game_type: str | None = None) -> GameRecord | None:
        game_id = await self._pool.fetchval(
            "SELECT id FROM games WHERE channel_id = $1 AND ($2::text IS NULL OR game_type = $2)"
            " AND status = 'finished'"
            " ORDER BY updated_at DESC, id DESC LIMIT 1",
            channel_id,
            game_type,
        )
        return None if game_id is None else await self.game(game_id)

    async def game(self, game_id: int) -> GameRecord | None:
        async with self._pool.acquire() as conn:
            try:
                return await _load_game(conn, game_id)
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

        The snapshot's ``UPDATE`` checks the version it expects: a second writer of the same version (another
        process) waits for the first to commit, then matches no row and gets ``VersionConflict``; nothing of its
        move, snapshot or timers is kept. ``pace`` and ``end`` (the results and ratings of a finishing move) are
        written in the same transaction."""
        now = self._clock.now()
        new_version = expected_version + 1
        async with self._transaction() as db:
            status = await db.execute(
                "UPDATE games SET state = $1, version = $2, status = $3, updated_at = $4"
                " WHERE id = $5 AND version = $6 AND status = 'active'",
                to_json(state),
                new_version,
                "finished" if finished else "active",
                now,
                game_id,
                expected_version,
            )
            if status != "UPDATE 1":
                raise VersionConflict(game_id)
            await db.execute(
                "INSERT INTO moves (game_id, version, seat, user_id, move, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
                game_id,
                new_version,
                seat,
                user_id,
                move,
                now,
            )
            # Its pace, then its end: the end takes the turn for its server's ratings (``_settle``'s advisory lock,
            # held to the commit), so taken last it is held the least, and never while this game waits for its own
            # rows (a scheduler claiming its timers): the other games of the server end meanwhile. SQLite writes in
            # the same order; neither part reads what the other writes, and a reader or a crash sees both or
            # neither: one transaction.
            if pace is not None:
                await _write_pace(db, game_id, pace, now)
            if finished and end is not None:
                await _settle(db, game_id, end, now)
        return new_version

    async def moves(self, game_id: int) -> list[MoveRecord]:
        rows = await self._pool.fetch(
            "SELECT version, seat, user_id, move, created_at FROM moves WHERE game_id = $1 ORDER BY version", game_id
        )
        return [move_record(r) for r in rows]

    async def cancel_game(self, game_id: int) -> None:
        await self._pool.execute(
            "UPDATE games SET status = 'cancelled', updated_at = $1 WHERE id = $2 AND status = 'active'",
            self._clock.now(),
            game_id,
        )

    # Settings and bot facts

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        settings = await self._pool.fetchval("SELECT settings FROM guild_settings WHERE guild_id = $1", guild_id)
        return {} if settings is None else stored_settings(settings)

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        # Merged key by key under the row's lock: two admins (in two processes) changing different settings at
        # once both keep theirs. The row is made first so that there is a row to lock.
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES ($1, '{}') ON CONFLICT DO NOTHING", guild_id
            )
            stored = await db.fetchval("SELECT settings FROM guild_settings WHERE guild_id = $1 FOR UPDATE", guild_id)
            merged = {**stored_settings(stored), **settings}
            await db.execute("UPDATE guild_settings SET settings = $1 WHERE guild_id = $2", to_json(merged), guild_id)

    async def meta(self, key: str) -> str | None:
        value = await self._pool.fetchval("SELECT value FROM bot_meta WHERE key = $1", key)
        return None if value is None else str(value)

    async def set_meta(self, key: str, value: str) -> None:
        await self._pool.execute(
            "INSERT INTO bot_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            key,
            value,
        )

    # Posting

    async def posting(self, game_id: int) -> PostingRecord | None:
        row = await self._pool.fetchrow(f"SELECT {POSTING_COLUMNS} FROM games WHERE id = $1", game_id)
        return None if row is None else posting_record(row)

    async def unposted_games(self, finished_since: float) -> list[PostingRecord]:
        """Active games, and games finished since ``finished_since``, of this process's guilds, whose channel has
        not seen their latest state, oldest change first."""
        guilds, args = self._guilds("guild_id", 2)
        rows = await self._pool.fetch(
            f"SELECT {POSTING_COLUMNS} FROM games"
            " WHERE (status = 'active' OR (status = 'finished' AND updated_at >= $1))"
            f" AND (posted_version IS NULL OR posted_version < version) AND {guilds} ORDER BY updated_at",
            finished_since,
            *args,
        )
        return [posting_record(row) for row in rows]

    async def mark_announced(self, game_id: int, version: int) -> bool:
        """Records that the channel saw the announcement of ``version``, provided it saw every earlier one."""
        status = await self._pool.execute(
            "UPDATE games SET posted_version = $1 WHERE id = $2 AND COALESCE(posted_version, -1) = $3",
            version,
            game_id,
            version - 1,
        )
        return bool(status == "UPDATE 1")

    async def mark_board(self, game_id: int, version: int, message_id: int | None) -> None:
        """Records a full board of ``version`` and, when given, its message as the game's board message."""
        await self._pool.execute(
            "UPDATE games SET posted_version = GREATEST(COALESCE(posted_version, -1), $1),"
            " board_message_id = COALESCE($2, board_message_id) WHERE id = $3",
            version,
            message_id,
            game_id,
        )

    async def set_ping_message(self, game_id: int, message_id: int | None) -> None:
        await self._pool.execute("UPDATE games SET ping_message_id = $1 WHERE id = $2", message_id, game_id)

    async def active_games_of(self, guild_id: int, user_id: int) -> list[PostingRecord]:
        """The active games of this server in which ``user_id`` holds a seat, most recently moved first."""
        rows = await self._pool.fetch(
            f"SELECT {POSTING_COLUMNS} FROM games JOIN seats ON seats.game_id = games.id"
            " WHERE games.guild_id = $1 AND games.status = 'active' AND seats.user_id = $2"
            " ORDER BY games.updated_at DESC, games.id DESC",
            guild_id,
            user_id,
        )
        return [posting_record(row) for row in rows]

    # Pace and timers

    async def lobby_pace(self, lobby_id: int) -> dict[str, Any] | None:
        settings = await self._pool.fetchval("SELECT settings FROM lobby_pace WHERE lobby_id = $1", lobby_id)
        return None if settings is None else stored_settings(settings)

    async def set_lobby_pace(self, lobby_id: int, settings: dict[str, Any]) -> None:
        await self._pool.execute(
            "INSERT INTO lobby_pace (lobby_id, settings) VALUES ($1, $2)"
            " ON CONFLICT (lobby_id) DO UPDATE SET settings = excluded.settings",
            lobby_id,
            to_json(settings),
        )

    async def game_pace(self, game_id: int) -> GamePaceRecord | None:
        async with self._pool.acquire() as conn:
            settings = await conn.fetchval("SELECT settings FROM game_pace WHERE game_id = $1", game_id)
            if settings is None:
                return None
            seats = await conn.fetch(
                "SELECT seat, muted, automatic, timeouts, resigned FROM seat_pace WHERE game_id = $1 ORDER BY seat",
                game_id,
            )
        return game_pace_record(settings, seats)

    async def change_pace(self, game_id: int, change: PaceChange) -> None:
        async with self._transaction() as db:
            await _write_pace(db, game_id, change, self._clock.now())

    async def timers(self, game_id: int) -> list[TimerRecord]:
        rows = await self._pool.fetch(f"{TIMERS} WHERE t.game_id = $1 {TIMER_ORDER}", game_id)
        return [timer_record(r) for r in rows]

    async def due_timers(self, now: float) -> list[TimerRecord]:
        """Timers of active games of this process's guilds that are due at ``now``, oldest first."""
        guilds, args = self._guilds("g.guild_id", 2)
        rows = await self._pool.fetch(
            f"{TIMERS} WHERE t.due_at <= $1 AND g.status = 'active' AND {guilds} {TIMER_ORDER}", now, *args
        )
        return [timer_record(r) for r in rows]

    async def claim_timers(self, now: float, until: float) -> list[TimerRecord]:
        """Claims the due timers of this process's guilds that nobody holds a live claim on, until ``until``.

        A game's due timers are claimed together, by locking the game's row ``FOR UPDATE SKIP LOCKED``: a game
        another process is claiming at this very moment is left to it rather than waited for, and never split
        between two processes (whose scheduler would then send each seat's reminder apart instead of one for all);
        the claim then keeps its timers from everyone else until it runs out."""
        guilds, args = self._guilds("g.guild_id", 3)
        unclaimed = "t.due_at <= $1 AND (t.claimed_until IS NULL OR t.claimed_until <= $1)"
        rows = await self._pool.fetch(
            "WITH due_games AS (SELECT g.id FROM games g WHERE g.status = 'active'"
            f" AND {guilds} AND EXISTS (SELECT 1 FROM timers t WHERE t.game_id = g.id AND {unclaimed})"
            " FOR UPDATE OF g SKIP LOCKED)"
            " UPDATE timers t SET claimed_until = $2 FROM due_games, games g"
            f" WHERE t.game_id = due_games.id AND g.id = t.game_id AND {unclaimed}"
            " RETURNING t.*, g.channel_id",
            now,
            until,
            *args,
        )
        return sorted((timer_record(r) for r in rows), key=timer_order)

    async def release_claims(self) -> int:
        """Ends the claims on the timers of this process's guilds; returns how many there were."""
        guilds, args = self._guilds("guild_id", 1)
        status = await self._pool.execute(
            "UPDATE timers SET claimed_until = NULL WHERE claimed_until IS NOT NULL"
            f" AND game_id IN (SELECT id FROM games WHERE {guilds})",
            *args,
        )
        return int(status.split()[-1])

    async def next_timer_due(self) -> float | None:
        """When the next timer of this process's guilds falls due (a claimed one: when its claim runs out)."""
        guilds, args = self._guilds("g.guild_id", 1)
        due = await self._pool.fetchval(
            "SELECT MIN(CASE WHEN t.claimed_until > t.due_at THEN t.claimed_until ELSE t.due_at END)"
            f" FROM timers t JOIN games g ON g.id = t.game_id WHERE g.status = 'active' AND {guilds}",
            *args,
        )
        return None if due is None else float(due)

    async def move_timer(self, timer: TimerRecord, due_at: float, fired: int) -> bool:
        """Moves a timer on and ends its claim, provided nobody changed it since ``timer`` was read."""
        status = await self._pool.execute(
            "UPDATE timers SET due_at = $1, fired = $2, claimed_until = NULL"
            " WHERE game_id = $3 AND seat = $4 AND kind = $5 AND due_at = $6 AND fired = $7",
            float(due_at),
            fired,
            timer.game_id,
            timer.seat,
            str(timer.kind),
            float(timer.due_at),
            timer.fired,
        )
        return bool(status == "UPDATE 1")

    async def games_without_pace(self) -> list[int]:
        """Channels of active games of this process's guilds that have no pace yet."""
        guilds, args = self._guilds("g.guild_id", 1)
        rows = await self._pool.fetch(
            "SELECT g.channel_id FROM games g LEFT JOIN game_pace p ON p.game_id = g.id"
            f" WHERE g.status = 'active' AND p.game_id IS NULL AND {guilds} ORDER BY g.id",
            *args,
        )
        return [int(r["channel_id"]) for r in rows]

    # Ratings and results

    async def leaderboard(self, guild_id: int, game_type: str) -> list[RatingRecord]:
        """Every rating of that game on that server, in no particular order (``bot.ratings.leaderboard`` ranks
        them)."""
        rows = await self._pool.fetch(
            "SELECT * FROM ratings WHERE guild_id = $1 AND game_type = $2", guild_id, game_type
        )
        return [rating_record(row) for row in rows]

    async def player_totals(self, guild_id: int, player_id: int) -> list[PlayerTotals]:
        """A player's finished games on a server, per game type (by type)."""
        rows = await self._pool.fetch(
            "SELECT game_type, COUNT(*) AS played, SUM(rated) AS rated,"
            " SUM(CASE WHEN rated = 1 AND place = 1 THEN 1 ELSE 0 END) AS wins, MAX(score) AS best"
            " FROM game_results WHERE guild_id = $1 AND player_id = $2 GROUP BY game_type ORDER BY game_type",
            guild_id,
            player_id,
        )
        return [player_totals_record(r) for r in rows]

    async def recent_results(self, guild_id: int, player_id: int, limit: int) -> list[ResultRecord]:
        """A player's latest ``limit`` results on a server, newest first."""
        rows = await self._pool.fetch(
            f"SELECT {RESULT_COLUMNS} FROM game_results r JOIN games g ON g.id = r.game_id"
            " WHERE r.guild_id = $1 AND r.player_id = $2 ORDER BY r.finished_at DESC, r.game_id DESC LIMIT $3",
            guild_id,
            player_id,
            limit,
        )
        return [result_record(row) for row in rows]

    async def game_results(self, game_id: int) -> list[ResultRecord]:
        """A finished game's results, seat by seat; empty for a game that did not finish (or was cancelled)."""
        rows = await self._pool.fetch(
            f"SELECT {RESULT_COLUMNS} FROM game_results r JOIN games g ON g.id = r.game_id"
            " WHERE r.game_id = $1 ORDER BY r.seat",
            game_id,
        )
        return [result_record(row) for row in rows]

    # Reporting a database that stopped serving

    def _failed(self, error: BaseException) -> DatabaseUnreachable | None:
        unusable = _unusable(self._where, error)
        if unusable is not None:
            if not self._failing and self._started:
                log.critical("%s (the bot keeps answering, but records nothing until it works again)", unusable)
            self._failing = True
        return unusable

    def _worked(self) -> None:
        if self._failing:
            log.warning("the database %s works again", self._where)
            self._failing = False


def _reporting(method: Callable[Concatenate[PostgresStore, P], Awaitable[R]]) -> Callable[..., Awaitable[R]]:
    """A store method whose failure of the database as a whole raises ``DatabaseUnreachable``, logged once."""

    @functools.wraps(method)
    async def checked(self: PostgresStore, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            result = await method(self, *args, **kwargs)
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            unusable = self._failed(error)
            if unusable is None:
                raise
            raise unusable from error
        self._worked()
        return result

    return checked


async def _probe_writing(pool: asyncpg.Pool) -> None:
    """Writes a row and takes it back, as SQLite's start-up does (``health.probe_writing``): a user that may only
    read, or a server that takes no writes, is refused at start-up rather than at the first player's move."""
    async with pool.acquire() as conn:
        transaction = conn.transaction()
        await transaction.start()
        try:
            await conn.execute(
                "INSERT INTO bot_meta (key, value) VALUES ('start-up write probe', '')"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
            )
        finally:
            await transaction.rollback()


async def _ensure_version_table(conn: asyncpg.Connection) -> None:
    # PostgreSQL has no PRAGMA user_version: one row holds the number of the last migration run.
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);"
        " INSERT INTO schema_version (version) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM schema_version)"
    )


async def _write_pace(db: asyncpg.Connection, game_id: int, change: PaceChange, now: float) -> None:
    """The statements of ``bot.store.writes``, in their order there (SQLite runs the same)."""
    if change.settings is not None:
        await db.execute(GAME_PACE_UPSERT, game_id, to_json(change.settings))
    seats = seat_pace_rows(game_id, change.seats)
    if seats:
        await db.executemany(SEAT_PACE_UPSERT, seats)
    if change.timers is not None:
        present = await db.fetch(TIMER_KEYS, game_id)
        gone = stale_timers(game_id, change.timers, present)
        if gone:
            await db.executemany(TIMER_DELETE, gone)
        for timer in change.timers:
            await db.execute(timer_upsert(timer), *timer_row(game_id, timer))
    if change.finish:
        ended = await db.execute(GAME_FINISH, now, game_id)
        if ended == "UPDATE 1" and change.end is not None:
            await _settle(db, game_id, change.end, now)


async def _settle(db: asyncpg.Connection, game_id: int, end: GameEnd, now: float) -> None:
    """Records a game's end seat by seat and updates its players' ratings (``bot.store.settlement``), inside the
    transaction that ends it: the ratings read here are the ones the update replaces."""
    ending = EndingGame.from_rows(
        game_id,
        await db.fetchrow("SELECT guild_id, game_type FROM games WHERE id = $1", game_id),
        await db.fetch("SELECT user_id FROM seats WHERE game_id = $1 ORDER BY seat", game_id),
    )
    current: list[asyncpg.Record] = []
    if ending.guild_id is not None:
        # Two games of this server and game ending at once in two processes: the second waits here, then reads
        # the ratings the first wrote (row locks would not cover a player's first rating, which has no row yet).
        await db.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", f"ratings:{ending.guild_id}:{ending.game_type}"
        )
        current = await db.fetch(
            "SELECT * FROM ratings WHERE guild_id = $1 AND game_type = $2 AND player_id = ANY($3::bigint[])",
            ending.guild_id,
            ending.game_type,
            ending.players,
        )
    written = settle(ending, end, current, now)
    await db.executemany(RESULTS_INSERT, written.results)
    await db.executemany(RATINGS_UPSERT, written.ratings)


async def _channel_taken(db: asyncpg.Connection, channel_id: int) -> bool:
    found = await db.fetchval(
        "SELECT 1 FROM lobbies WHERE channel_id = $1 AND status = 'open'"
        " UNION ALL SELECT 1 FROM games WHERE channel_id = $1 AND status = 'active'",
        channel_id,
    )
    return found is not None


async def _load_lobby(db: asyncpg.Connection, lobby_id: int, *, lock: bool = False) -> LobbyRecord:
    # ``lock``: the lobby row stays locked until the transaction ends (starting a game: started once).
    row = await db.fetchrow(f"SELECT * FROM lobbies WHERE id = $1{' FOR UPDATE' if lock else ''}", lobby_id)
    if row is None:
        raise LookupError(lobby_id)
    members = await db.fetch(
        "SELECT user_id, name FROM lobby_members WHERE lobby_id = $1 ORDER BY joined_at, joined", lobby_id
    )
    return lobby_record(row, members)


async def _load_game(db: asyncpg.Connection, game_id: int) -> GameRecord:
    row = await db.fetchrow("SELECT * FROM games WHERE id = $1", game_id)
    if row is None:
        raise LookupError(game_id)
    seats = await db.fetch("SELECT user_id, name FROM seats WHERE game_id = $1 ORDER BY seat", game_id)
    return game_record(row, seats)


# Every store method reports a database that stopped serving once, rather than at every call.
for _name, _method in list(vars(PostgresStore).items()):
    if not _name.startswith("_") and _name not in ("open", "close") and inspect.iscoroutinefunction(_method):
        setattr(PostgresStore, _name, _reporting(_method))
