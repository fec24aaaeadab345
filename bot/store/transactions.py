"""Every transaction of the store, written once for both backends, with its statements.

Each is a generator of ``bot.store.steps``: it yields its statements one at a time, is sent what each gave, and
returns what the store method returns (``bot.store.driven`` runs it through its backend's driver). The logic
between two statements (read, then decide) is here, once; what must differ between SQLite and PostgreSQL is a
``PerDialect`` statement, and the table of those differences is in ``bot.store.steps``. The rows written are
computed in ``bot.store.writes`` and ``bot.store.settlement``, the records read in ``bot.store.rows``.

Lock order. On PostgreSQL, where several processes write at once, every transaction that writes a game's row and
its pace or timer rows takes the game's row first: a move by its ``UPDATE`` of the game, a pace change by a lock
on it (``GAME_LOCK``, or ``GAME_FINISH`` when it ends the game), a claim by ``FOR UPDATE OF g``. Two of them, on
the same game, then wait for each other at the game's row, before either holds anything the other wants: taken
the other way round (a pace change writing timers and then ending the game, while a move or a claim holds the
game's row and waits for those timers) they would deadlock. Writing a timer or a pace row also takes a share of
the game's row (its foreign key's check), which a claim's lock refuses: a pace change that did not hold the
game's row first would deadlock with a claim even when it does not end the game. A game's end takes the turn for
its server's ratings (``RATINGS_TURN``) last of all, so that it is held the least time.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from bot.records import (
    ChannelBusy,
    GameEnd,
    GamePaceRecord,
    GameRecord,
    LobbyRecord,
    MoveTimes,
    PaceChange,
    ReliabilityCounts,
    SeasonRecord,
    SeasonRunning,
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
    move_times_record,
    reliability_counts,
    season_record,
    stored_settings,
    timer_order,
    timer_record,
)
from bot.store.settlement import EndingGame, season_settle, settle
from bot.store.steps import (
    PerDialect,
    Step,
    Transaction,
    count,
    locked,
    many,
    marks,
    new_id,
    postgresql_only,
    returning_id,
    row,
    rows,
    run,
)
from bot.store.writes import (
    seat_pace_rows,
    seating,
    started_game_row,
    timer_keys,
    timer_row,
    to_json,
)
from games.take_back import UNDO

# Lobbies

CHANNEL_TAKEN = (
    "SELECT 1 FROM lobbies WHERE channel_id = $1 AND status = 'open'"
    " UNION ALL SELECT 1 FROM games WHERE channel_id = $1 AND status = 'active'"
)
LOBBY_INSERT = returning_id(
    "INSERT INTO lobbies (guild_id, channel_id, game_type, host_id, options, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6)"
)
MEMBER_INSERT = (
    "INSERT INTO lobby_members (lobby_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING"
)
MEMBER_DELETE = "DELETE FROM lobby_members WHERE lobby_id = $1 AND user_id = $2"
LOBBY = "SELECT * FROM lobbies WHERE id = $1"
# Starting a game: the lobby stays locked until the game is stored, so that it starts once.
LOBBY_TO_START = locked(LOBBY)
# Join order: the time, then the order of the inserts (two members may join within the clock's resolution).
LOBBY_MEMBERS = PerDialect(
    sqlite="SELECT user_id, name FROM lobby_members WHERE lobby_id = $1 ORDER BY joined_at, rowid",
    postgresql="SELECT user_id, name FROM lobby_members WHERE lobby_id = $1 ORDER BY joined_at, joined",
)
OPEN_LOBBY = "SELECT id FROM lobbies WHERE channel_id = $1 AND status = 'open'"
STARTED_LOBBY = "SELECT id FROM lobbies WHERE game_id = $1"
LOBBY_OPTIONS = "UPDATE lobbies SET options = $1 WHERE id = $2"
LOBBY_MESSAGE = "UPDATE lobbies SET message_id = $1 WHERE id = $2"
LOBBY_CANCEL = "UPDATE lobbies SET status = 'cancelled' WHERE id = $1 AND status = 'open'"
LOBBY_STARTED = "UPDATE lobbies SET status = 'started' WHERE id = $1"
LOBBY_GAME = "UPDATE lobbies SET game_id = $1 WHERE id = $2"
LOBBY_PACE = "SELECT settings FROM lobby_pace WHERE lobby_id = $1"
LOBBY_PACE_UPSERT = (
    "INSERT INTO lobby_pace (lobby_id, settings) VALUES ($1, $2)"
    " ON CONFLICT (lobby_id) DO UPDATE SET settings = excluded.settings"
)

# Games

GAME_INSERT = returning_id(
    "INSERT INTO games (guild_id, channel_id, game_type, options, seed, host_id, state, created_at, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
)
SEAT_INSERT = "INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, $2, $3, $4)"
GAME = "SELECT * FROM games WHERE id = $1"
GAME_SEATS = "SELECT user_id, name FROM seats WHERE game_id = $1 ORDER BY seat"
ACTIVE_GAME = "SELECT id FROM games WHERE channel_id = $1 AND status = 'active'"
# A type of None: any type (the cast tells PostgreSQL the parameter's type, which ``IS NULL`` alone does not).
LAST_FINISHED_GAME = (
    "SELECT id FROM games WHERE channel_id = $1 AND (CAST($2 AS TEXT) IS NULL OR game_type = $2)"
    " AND status = 'finished' ORDER BY updated_at DESC, id DESC LIMIT 1"
)
# The version check: a second writer of the same version matches no row (on PostgreSQL it waits for the first to
# commit, then finds the version gone).
GAME_MOVE = (
    "UPDATE games SET state = $1, version = $2, status = $3, updated_at = $4"
    " WHERE id = $5 AND version = $6 AND status = 'active'"
)
MOVE_INSERT = (
    "INSERT INTO moves (game_id, version, seat, user_id, move, created_at, by_bot) VALUES ($1, $2, $3, $4, $5, $6, $7)"
)
MOVES = "SELECT version, seat, user_id, move, created_at, by_bot FROM moves WHERE game_id = $1 ORDER BY version"
GAME_CANCEL = "UPDATE games SET status = 'cancelled', updated_at = $1 WHERE id = $2 AND status = 'active'"
# The game's row taken first by a pace change that does not end the game (see "Lock order" above); the lock an
# UPDATE of the row takes, which lets other transactions check their foreign keys against it.
GAME_LOCK = postgresql_only("SELECT 1 FROM games WHERE id = $1 FOR NO KEY UPDATE")

# Settings and bot facts

GUILD_SETTINGS = "SELECT settings FROM guild_settings WHERE guild_id = $1"
# Merged under the row's lock; the row is made first, so that there is a row to lock.
GUILD_SETTINGS_ROW = "INSERT INTO guild_settings (guild_id, settings) VALUES ($1, $2) ON CONFLICT DO NOTHING"
GUILD_SETTINGS_TO_MERGE = locked(GUILD_SETTINGS)
GUILD_SETTINGS_UPDATE = "UPDATE guild_settings SET settings = $1 WHERE guild_id = $2"
META = "SELECT value FROM bot_meta WHERE key = $1"
META_UPSERT = "INSERT INTO bot_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value"

# Pace and timers, in the order a pace change (``PaceChange``) writes them.

GAME_PACE = "SELECT settings FROM game_pace WHERE game_id = $1"
SEAT_PACE = "SELECT seat, muted, automatic, timeouts, resigned FROM seat_pace WHERE game_id = $1 ORDER BY seat"
# The own pace of each seat's player who set one (quiet hours, vacation: their clocks are planned with it).
SEAT_PLAYER_PACE = (
    "SELECT seats.seat, player_pace.settings FROM seats JOIN player_pace ON player_pace.user_id = seats.user_id"
    " WHERE seats.game_id = $1 ORDER BY seats.seat"
)
PLAYER_PACE = "SELECT settings FROM player_pace WHERE user_id = $1"
PLAYER_PACE_UPSERT = (
    "INSERT INTO player_pace (user_id, settings) VALUES ($1, $2)"
    " ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings"
)
# The channels of every active game, in any server, in which the player holds a seat.
PLAYER_CHANNELS = (
    "SELECT games.channel_id FROM games JOIN seats ON seats.game_id = games.id"
    " WHERE games.status = 'active' AND seats.user_id = $1 ORDER BY games.channel_id"
)
# A change that finishes the game; only the one that matches a row records how it ended, so a game is rated once.
GAME_FINISH = "UPDATE games SET status = 'finished', updated_at = $1 WHERE id = $2 AND status = 'active'"
GAME_PACE_UPSERT = (
    "INSERT INTO game_pace (game_id, settings) VALUES ($1, $2)"
    " ON CONFLICT (game_id) DO UPDATE SET settings = excluded.settings"
)
# Rows of ``seat_pace_rows``. Every seat row given is written, one back at the defaults included: that is how a
# player who acts again takes their seat back from the bot (automatic off, timeouts 0). A change that gives none
# (a move that leaves every seat's flags as they were, most moves) writes none and keeps the stored rows.
SEAT_PACE_UPSERT = (
    "INSERT INTO seat_pace (game_id, seat, muted, automatic, timeouts, resigned) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (game_id, seat) DO UPDATE SET muted = excluded.muted, automatic = excluded.automatic,"
    " timeouts = excluded.timeouts, resigned = excluded.resigned"
)


@functools.cache
def timers_but(kept: int) -> str:
    """Deletes the game's ($1) timers but ``kept`` of them, whose keys (seat, kind) follow from $2 (``timer_keys``):
    those a pace change's complete set of timers no longer has. One statement, which finds them itself."""
    if not kept:
        return "DELETE FROM timers WHERE game_id = $1"
    keys = " OR ".join(f"(seat = ${n} AND kind = ${n + 1})" for n in range(2, 2 + 2 * kept, 2))
    return f"DELETE FROM timers WHERE game_id = $1 AND NOT ({keys})"


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
GAME_TIMERS = f"{TIMERS} WHERE t.game_id = $1 {TIMER_ORDER}"
# Moving a timer on ends its claim, provided nobody changed it since it was read.
TIMER_MOVE = (
    "UPDATE timers SET due_at = $1, fired = $2, claimed_until = NULL"
    " WHERE game_id = $3 AND seat = $4 AND kind = $5 AND due_at = $6 AND fired = $7"
)
# Claiming due timers; with the guilds' condition from $3 (``bot.shards``). SQLite reads the due timers nobody
# holds a live claim on and then marks each (``CLAIM_MARK``): its write transaction keeps a second claimer out
# until they are recorded. PostgreSQL claims a game's due timers together in one statement, locking the game's
# row ``FOR UPDATE SKIP LOCKED``: a game another process is claiming at this very moment is left to it rather
# than waited for, and never split between two processes (whose scheduler would then send each seat's reminder
# apart instead of one for all); its UPDATE checks the claim again on the row as it is when it gets to it.
_UNCLAIMED = "t.due_at <= $1 AND (t.claimed_until IS NULL OR t.claimed_until <= $1)"


def claim_due(guilds: str) -> PerDialect:
    # SQLite's reading takes ``until`` ($2) too, in a condition always true of a real claim (one that ends after
    # now): SQLite wants as many values as the highest parameter number it sees, and both are given the same.
    return PerDialect(
        sqlite=f"{TIMERS} WHERE {_UNCLAIMED} AND $1 < $2 AND g.status = 'active' AND {guilds} {TIMER_ORDER}",
        postgresql=(
            "WITH due_games AS (SELECT g.id FROM games g WHERE g.status = 'active'"
            f" AND {guilds} AND EXISTS (SELECT 1 FROM timers t WHERE t.game_id = g.id AND {_UNCLAIMED})"
            " FOR UPDATE OF g SKIP LOCKED)"
            " UPDATE timers t SET claimed_until = $2 FROM due_games, games g"
            f" WHERE t.game_id = due_games.id AND g.id = t.game_id AND {_UNCLAIMED}"
            " RETURNING t.*, g.channel_id"
        ),
    )


CLAIM_MARK = PerDialect(
    sqlite="UPDATE timers SET claimed_until = $1 WHERE game_id = $2 AND seat = $3 AND kind = $4", postgresql=None
)


def release_claims(guilds: str) -> str:
    return (
        "UPDATE timers SET claimed_until = NULL WHERE claimed_until IS NOT NULL"
        f" AND game_id IN (SELECT id FROM games WHERE {guilds})"
    )


def due_timers(guilds: str) -> str:
    return f"{TIMERS} WHERE t.due_at <= $1 AND g.status = 'active' AND {guilds} {TIMER_ORDER}"


def next_timer_due(guilds: str) -> str:
    """A claimed timer falls due again when its claim runs out."""
    return (
        "SELECT MIN(CASE WHEN t.claimed_until > t.due_at THEN t.claimed_until ELSE t.due_at END) AS due"
        f" FROM timers t JOIN games g ON g.id = t.game_id WHERE g.status = 'active' AND {guilds}"
    )


def games_without_pace(guilds: str) -> str:
    return (
        "SELECT g.channel_id FROM games g LEFT JOIN game_pace p ON p.game_id = g.id"
        f" WHERE g.status = 'active' AND p.game_id IS NULL AND {guilds} ORDER BY g.id"
    )


# A game's end (``bot.store.settlement``), written last in the transaction that ends it.

ENDING_GAME = "SELECT guild_id, game_type FROM games WHERE id = $1"
ENDING_SEATS = "SELECT user_id FROM seats WHERE game_id = $1 ORDER BY seat"
# Two games of one server and game type ending at once in two processes: the second waits here for the first's
# commit, then reads the ratings the first wrote (row locks would not cover a player's first rating, which has no
# row yet). SQLite's write transaction keeps the second out from its start.
RATINGS_TURN = postgresql_only("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")


def ratings_of(players: int) -> str:
    """The stored ratings of ``players`` entries of a server's game ($1, $2), listed from $3."""
    return f"SELECT * FROM ratings WHERE guild_id = $1 AND game_type = $2 AND player_id IN ({marks(3, players)})"


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

# A game's end in the season it ended in (``bot.seasons``): the season of its server and type that runs at that
# moment (begun, not ended, not past its end, though the pass that ends it has not come yet).
SEASON_OF_ENDING = (
    "SELECT id FROM seasons WHERE guild_id = $1 AND game_type = $2 AND ended_at IS NULL"
    " AND started_at <= $3 AND ends_at > $3"
)


def season_ratings_of(players: int) -> str:
    """The season's ($1) stored ratings of ``players`` entries, listed from $2, in ``rating_record``'s columns."""
    return (
        "SELECT s.guild_id, s.game_type, r.player_id, r.mu, r.sigma, r.games, r.wins"
        " FROM season_ratings r JOIN seasons s ON s.id = r.season_id"
        f" WHERE r.season_id = $1 AND r.player_id IN ({marks(2, players)})"
    )


SEASON_RATINGS_UPSERT = (
    "INSERT INTO season_ratings (season_id, player_id, mu, sigma, games, wins, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (season_id, player_id) DO UPDATE SET"
    " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, wins = excluded.wins,"
    " updated_at = excluded.updated_at"
)

# Posting

POSTING = f"SELECT {POSTING_COLUMNS} FROM games WHERE id = $1"


def unposted_games(guilds: str) -> str:
    """Active games, and games finished since $1, whose channel has not seen their latest state, oldest change
    first; with the guilds' condition from $2."""
    return (
        f"SELECT {POSTING_COLUMNS} FROM games WHERE (status = 'active' OR (status = 'finished' AND updated_at >= $1))"
        f" AND (posted_version IS NULL OR posted_version < version) AND {guilds} ORDER BY updated_at"
    )


# Provided the channel saw every earlier announcement: a line after a lost board must not hide that the board is
# still due.
MARK_ANNOUNCED = "UPDATE games SET posted_version = $1 WHERE id = $2 AND COALESCE(posted_version, -1) = $3"
# A full board covers every earlier announcement: the posted version becomes the greater of the two.
MARK_BOARD = (
    "UPDATE games SET posted_version = CASE WHEN posted_version > $1 THEN posted_version ELSE $1 END,"
    " board_message_id = COALESCE($2, board_message_id) WHERE id = $3"
)
PING_MESSAGE = "UPDATE games SET ping_message_id = $1 WHERE id = $2"
ACTIVE_GAMES_OF = (
    f"SELECT {POSTING_COLUMNS} FROM games JOIN seats ON seats.game_id = games.id"
    " WHERE games.guild_id = $1 AND games.status = 'active' AND seats.user_id = $2"
    " ORDER BY games.updated_at DESC, games.id DESC"
)

# Ratings and results

LEADERBOARD = "SELECT * FROM ratings WHERE guild_id = $1 AND game_type = $2"
PLAYER_TOTALS = (
    "SELECT game_type, COUNT(*) AS played, SUM(rated) AS rated,"
    " SUM(CASE WHEN rated = 1 AND place = 1 THEN 1 ELSE 0 END) AS wins, MAX(score) AS best"
    " FROM game_results WHERE guild_id = $1 AND player_id = $2 GROUP BY game_type ORDER BY game_type"
)
RECENT_RESULTS = (
    f"SELECT {RESULT_COLUMNS} FROM game_results r JOIN games g ON g.id = r.game_id"
    " WHERE r.guild_id = $1 AND r.player_id = $2 ORDER BY r.finished_at DESC, r.game_id DESC LIMIT $3"
)
GAME_RESULTS = (
    f"SELECT {RESULT_COLUMNS} FROM game_results r JOIN games g ON g.id = r.game_id WHERE r.game_id = $1 ORDER BY r.seat"
)


# A player's time to move in a server's async games (``move_times``). Each move's wait runs from the game's
# previous move, or its start, to the move. Counted: the player's own moves (not those the bot played for their
# seat) that begin a turn (the previous move was another seat's, or there was none: a second step of the same turn
# is no fresh wait), in active and finished games whose pace is async; newest first, at most $3 of them. The games
# are the player's seats' ($2) games of the server ($1), read in full for the previous move. Take-backs are left out
# of the log here: one is neither a wait nor where the next wait starts (the move played again after it is a second
# step of the same turn).
_WAITS = (
    "WITH waits AS (SELECT m.seat, m.user_id, m.by_bot, m.created_at, LAG(m.seat) OVER turns AS previous_seat,"
    " m.created_at - COALESCE(LAG(m.created_at) OVER turns, g.created_at) AS waited"
    " FROM moves m JOIN games g ON g.id = m.game_id JOIN game_pace p ON p.game_id = g.id"
    " JOIN seats s ON s.game_id = g.id AND s.user_id = $2"
    " WHERE g.guild_id = $1 AND g.status IN ('active', 'finished') AND {async_pace} AND m.move <> '{undo}'"
    " WINDOW turns AS (PARTITION BY m.game_id ORDER BY m.version))"
    " SELECT waited FROM waits WHERE user_id = $2 AND by_bot = 0"
    " AND (previous_seat IS NULL OR previous_seat <> seat) ORDER BY created_at DESC LIMIT $3"
)
# The pace is JSON text in ``game_pace.settings`` (``bot.pace.settings.PaceSettings.to_json``).
MOVE_WAITS = PerDialect(
    sqlite=_WAITS.format(async_pace="json_extract(p.settings, '$.pace') = 'async'", undo=UNDO),
    postgresql=_WAITS.format(async_pace="CAST(p.settings AS jsonb) ->> 'pace' = 'async'", undo=UNDO),
)


# Transactions


def create_lobby(
    guild_id: int | None,
    channel_id: int,
    game_type: str,
    host_id: int,
    host_name: str,
    options: dict[str, Any],
    now: float,
) -> Transaction[LobbyRecord]:
    if (yield row(CHANNEL_TAKEN, channel_id)) is not None:
        raise ChannelBusy(channel_id)
    lobby_id = yield new_id(LOBBY_INSERT, guild_id, channel_id, game_type, host_id, to_json(options), now)
    yield run(MEMBER_INSERT, lobby_id, host_id, host_name, now)
    return (yield from load_lobby(lobby_id))


def load_lobby(lobby_id: int, *, lock: bool = False) -> Transaction[LobbyRecord]:
    """The lobby; ``LookupError`` if there is none. ``lock``: locked until the commit (``LOBBY_TO_START``)."""
    found = yield from find_lobby(lobby_id, lock=lock)
    if found is None:
        raise LookupError(lobby_id)
    return found


def find_lobby(lobby_id: int, *, lock: bool = False) -> Transaction[LobbyRecord | None]:
    found = yield row(LOBBY_TO_START if lock else LOBBY, lobby_id)
    if found is None:
        return None
    return lobby_record(found, (yield rows(LOBBY_MEMBERS, lobby_id)))


def lobby_found_by(find_id: Step) -> Transaction[LobbyRecord | None]:
    """The lobby whose id ``find_id`` selects, if any."""
    found = yield find_id
    return None if found is None else (yield from find_lobby(found["id"]))


def change_lobby(lobby_id: int, change: Step) -> Transaction[LobbyRecord]:
    """``change`` (a statement on the lobby or its members), then the lobby as it is now."""
    yield change
    return (yield from load_lobby(lobby_id))


def start_game(
    lobby_id: int,
    seed: int,
    state: Any,
    options: dict[str, Any] | None,
    order: Sequence[int] | None,
    now: float,
) -> Transaction[GameRecord]:
    lobby = yield from load_lobby(lobby_id, lock=True)
    if lobby.status != "open":
        raise StoreError(f"lobby {lobby_id} is {lobby.status}")
    yield run(LOBBY_STARTED, lobby_id)
    game_id = yield new_id(GAME_INSERT, *started_game_row(lobby, seed, state, options, now))
    yield run(LOBBY_GAME, game_id, lobby_id)
    yield many(SEAT_INSERT, seating(game_id, lobby, order))  # a game has seats
    found = yield from find_game(game_id)
    assert found is not None
    return found


def find_game(game_id: int) -> Transaction[GameRecord | None]:
    found = yield row(GAME, game_id)
    if found is None:
        return None
    return game_record(found, (yield rows(GAME_SEATS, game_id)))


def game_found_by(find_id: Step) -> Transaction[GameRecord | None]:
    """The game whose id ``find_id`` selects, if any."""
    found = yield find_id
    return None if found is None else (yield from find_game(found["id"]))


def record_move(
    game_id: int,
    expected_version: int,
    seat: int,
    user_id: int,
    move: str,
    state: Any,
    finished: bool,
    pace: PaceChange | None,
    end: GameEnd | None,
    now: float,
    by_bot: bool = False,
) -> Transaction[int]:
    """The move, its snapshot behind the version check (the game's row first: see "Lock order"), its pace, then
    its end. Neither of the last two reads what the other writes, and a reader or a crash sees all or nothing.
    ``by_bot``: the bot played the move for the seat (kept on the move: its player's time to move leaves it out)."""
    version = expected_version + 1
    status = "finished" if finished else "active"
    if (yield count(GAME_MOVE, to_json(state), version, status, now, game_id, expected_version)) != 1:
        raise VersionConflict(game_id)
    yield run(MOVE_INSERT, game_id, version, seat, user_id, move, now, int(by_bot))
    if pace is not None:
        yield from write_pace(game_id, pace, now)
    if finished and end is not None:
        yield from record_end(game_id, end, now)
    return version


def change_pace(game_id: int, change: PaceChange, now: float) -> Transaction[None]:
    if not change.finish:
        yield run(GAME_LOCK, game_id)  # the game's row first (``write_pace`` takes it when it ends the game)
    yield from write_pace(game_id, change, now)


def write_pace(game_id: int, change: PaceChange, now: float) -> Transaction[None]:
    """A pace change: the game's end first when it ends the game (its row: see "Lock order"), then the game's
    pace settings, its seats' rows and its timers, and last how the game ended, if this change ended it."""
    ended = False
    if change.finish:
        ended = (yield count(GAME_FINISH, now, game_id)) == 1
    if change.settings is not None:
        yield run(GAME_PACE_UPSERT, game_id, to_json(change.settings))
    if change.seats:
        yield many(SEAT_PACE_UPSERT, seat_pace_rows(game_id, change.seats))
    if change.timers is not None:
        yield run(timers_but(len(change.timers)), game_id, *timer_keys(change.timers))
        for timer in change.timers:
            yield run(TIMER_RENEW if timer.renew else TIMER_KEEP, *timer_row(game_id, timer))
    if ended and change.end is not None:
        yield from record_end(game_id, change.end, now)


def record_end(game_id: int, end: GameEnd, now: float) -> Transaction[None]:
    """Records a game's end seat by seat and updates its players' ratings (``bot.store.settlement``), inside the
    transaction that ends it: the ratings read here are the ones the update replaces."""
    game = yield row(ENDING_GAME, game_id)
    ending = EndingGame.from_rows(game_id, game, (yield rows(ENDING_SEATS, game_id)))
    current: Sequence[Any] = []
    if ending.guild_id is not None:
        yield run(RATINGS_TURN, f"ratings:{ending.guild_id}:{ending.game_type}")
        players = ending.players
        current = yield rows(ratings_of(len(players)), ending.guild_id, ending.game_type, *players)
    written = settle(ending, end, current, now)
    if written.results:  # a seat's result each
        yield many(RESULTS_INSERT, written.results)
    if written.ratings:  # none for a game outside a server, or an unrated one
        yield many(RATINGS_UPSERT, written.ratings)
        yield from record_season_end(ending, end, now)


def record_season_end(ending: EndingGame, end: GameEnd, now: float) -> Transaction[None]:
    """A rated game's end in the season of its server and type that runs now, if one does (under the ratings'
    turn, which ``end_season`` takes too: a season ends before or after a game's end, never in the middle)."""
    season = yield row(SEASON_OF_ENDING, ending.guild_id, ending.game_type, now)
    if season is None:
        return
    players = ending.players
    current = yield rows(season_ratings_of(len(players)), season["id"], *players)
    written = season_settle(season["id"], ending, end, current, now)
    if written:
        yield many(SEASON_RATINGS_UPSERT, written)


def game_pace(game_id: int) -> Transaction[GamePaceRecord | None]:
    found = yield row(GAME_PACE, game_id)
    if found is None:
        return None
    seats = yield rows(SEAT_PACE, game_id)
    players = yield rows(SEAT_PLAYER_PACE, game_id)
    return game_pace_record(found["settings"], seats, players)


def change_player_pace(
    user_id: int, settings: dict[str, Any], games: Sequence[tuple[int, PaceChange]], now: float
) -> Transaction[None]:
    """A player's own pace and the timers of their games that it moves, together: a crash between them would leave
    clocks planned with hours the player no longer has."""
    yield run(PLAYER_PACE_UPSERT, user_id, to_json(settings))
    for game_id, change in sorted(games, key=lambda item: item[0]):
        yield from change_pace(game_id, change, now)


def claim_timers(now: float, until: float, guilds: str, guild_args: Sequence[int]) -> Transaction[list[TimerRecord]]:
    """The due timers nobody holds a live claim on, claimed until ``until`` (``claim_due``)."""
    found = yield rows(claim_due(guilds), now, until, *guild_args)
    claimed = sorted((timer_record(r) for r in found), key=timer_order)
    if claimed:
        yield many(CLAIM_MARK, [(until, t.game_id, t.seat, str(t.kind)) for t in claimed])
    return claimed


def merge_guild_settings(guild_id: int, settings: dict[str, Any]) -> Transaction[str]:
    """The server's settings with ``settings`` in place of the same keys, the others kept: two admins changing
    different settings at once (in two processes, even) both keep theirs. Only top-level keys merge; a key's value
    is replaced. Returns the settings stored."""
    yield run(GUILD_SETTINGS_ROW, guild_id, "{}")
    stored = yield row(GUILD_SETTINGS_TO_MERGE, guild_id)
    merged = to_json({**stored_settings(stored["settings"]), **settings})
    yield run(GUILD_SETTINGS_UPDATE, merged, guild_id)
    return merged


def move_times(guild_id: int, player_id: int, latest: int) -> Transaction[MoveTimes | None]:
    """The median of a player's latest ``latest`` waits in the server's async games (``MOVE_WAITS``); None when
    there is none."""
    found = yield rows(MOVE_WAITS, guild_id, player_id, latest)
    return move_times_record(found)


# Game threads: a game played in a thread of its own, and the summary message in the channel its lobby was in.

# The game's channel becomes its thread; only while it is active (a game cancelled meanwhile stays where it was).
GAME_TO_THREAD = "UPDATE games SET channel_id = $1 WHERE id = $2 AND status = 'active'"
GAME_THREAD_INSERT = "INSERT INTO game_threads (game_id, parent_id) VALUES ($1, $2)"
GAME_THREAD = "SELECT game_id, parent_id, summary_message_id, closed FROM game_threads WHERE game_id = $1"
# The threads of the games in progress that were started in a channel, oldest first.
PLAYING_THREADS = (
    "SELECT g.channel_id FROM game_threads t JOIN games g ON g.id = t.game_id"
    " WHERE t.parent_id = $1 AND g.status = 'active' ORDER BY g.id"
)
SUMMARY_MESSAGE = "UPDATE game_threads SET summary_message_id = $1 WHERE game_id = $2"
# Only the first closer matches: a finished thread is told to archive itself once.
THREAD_CLOSE = "UPDATE game_threads SET closed = 1 WHERE game_id = $1 AND closed = 0"
THREAD_REFUSAL = "INSERT INTO thread_refusals (channel_id, told_at) VALUES ($1, $2) ON CONFLICT DO NOTHING"
THREAD_REFUSAL_END = "DELETE FROM thread_refusals WHERE channel_id = $1"


def game_to_thread(game_id: int, parent_id: int, thread_id: int) -> Transaction[GameRecord]:
    """The started game moves into its thread, which becomes its channel; the parent channel's refusal to host
    threads, if one was told, is over."""
    moved = yield count(GAME_TO_THREAD, thread_id, game_id)
    if moved != 1:
        raise StoreError(f"game {game_id} is not active")
    yield run(GAME_THREAD_INSERT, game_id, parent_id)
    yield run(THREAD_REFUSAL_END, parent_id)
    found = yield from find_game(game_id)
    assert found is not None
    return found


# Seasons (``bot.seasons``): a server's runs of one game with ratings of their own.

SEASON_COLUMNS = "id, guild_id, game_type, number, channel_id, started_by, started_at, ends_at, ended_at, announced"
RUNNING_SEASON = f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND game_type = $2 AND ended_at IS NULL"
RUNNING_SEASONS = f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND ended_at IS NULL ORDER BY game_type"
SEASONS_OF = f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND game_type = $2 ORDER BY number"
SEASON_BY_NUMBER = f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND game_type = $2 AND number = $3"
SEASON = f"SELECT {SEASON_COLUMNS} FROM seasons WHERE id = $1"
NEXT_SEASON_NUMBER = "SELECT COALESCE(MAX(number), 0) + 1 AS number FROM seasons WHERE guild_id = $1 AND game_type = $2"
SEASON_INSERT = returning_id(
    "INSERT INTO seasons (guild_id, game_type, number, channel_id, started_by, started_at, ends_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7)"
)
# Only the first end matches a row: ``/season end`` and the pass at its due time never both end it.
SEASON_END = "UPDATE seasons SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL"
SEASON_ANNOUNCED = "UPDATE seasons SET announced = $1 WHERE id = $2 AND announced = $3"
SEASON_STANDINGS = (
    "SELECT s.guild_id, s.game_type, r.player_id, r.mu, r.sigma, r.games, r.wins"
    " FROM season_ratings r JOIN seasons s ON s.id = r.season_id WHERE r.season_id = $1"
)


def due_seasons(guilds: str) -> str:
    """Seasons whose end is due at $1 (their weeks ran out) or was not announced yet; guilds' condition from $2."""
    return (
        f"SELECT {SEASON_COLUMNS} FROM seasons WHERE announced = 0 AND (ended_at IS NOT NULL OR ends_at <= $1)"
        f" AND {guilds} ORDER BY ends_at, id"
    )


def next_season_end(guilds: str) -> str:
    """When the next running season's weeks run out (an ended one not announced yet waits for the next pass)."""
    return f"SELECT MIN(ends_at) AS due FROM seasons WHERE ended_at IS NULL AND {guilds}"


def start_season(
    guild_id: int, game_type: str, channel_id: int, started_by: int, ends_at: float, now: float
) -> Transaction[SeasonRecord]:
    """The next season of that game on that server, numbered after the last; ``SeasonRunning`` when one runs (the
    unique index ``seasons_running`` refuses a second one started at the same moment in another process)."""
    yield run(RATINGS_TURN, f"ratings:{guild_id}:{game_type}")
    if (yield row(RUNNING_SEASON, guild_id, game_type)) is not None:
        raise SeasonRunning(game_type)
    number = (yield row(NEXT_SEASON_NUMBER, guild_id, game_type))["number"]
    season_id = yield new_id(SEASON_INSERT, guild_id, game_type, number, channel_id, started_by, now, ends_at)
    return season_record((yield row(SEASON, season_id)))


def end_season(season_id: int, now: float) -> Transaction[SeasonRecord | None]:
    """Ends a running season at ``now``, or at its due time if that came first (a late pass); None when it had
    ended already. Under the ratings' turn: no game of the season is being rated meanwhile."""
    found = yield row(SEASON, season_id)
    if found is None:
        return None
    yield run(RATINGS_TURN, f"ratings:{found['guild_id']}:{found['game_type']}")
    if (yield count(SEASON_END, min(now, float(found["ends_at"])), season_id)) != 1:
        return None
    return season_record((yield row(SEASON, season_id)))


# A player's reliability on a server (``bot.reliability``). Their finished games, and those they finished
# themselves: not resigned, and not played to the end by the bot (their seat made automatic after time-outs, as
# it still was when the game ended).
RELIABLE_GAMES = (
    "SELECT COUNT(*) AS games,"
    " SUM(CASE WHEN r.resigned = 0 AND COALESCE(p.automatic, 0) = 0 THEN 1 ELSE 0 END) AS finished"
    " FROM game_results r LEFT JOIN seat_pace p ON p.game_id = r.game_id AND p.seat = r.seat"
    " WHERE r.guild_id = $1 AND r.player_id = $2"
)
# Their turns in the server's games, active or finished, and those they played themselves (the first move of a
# turn made by its player: the bot plays a turn only once its time ran out, or for a seat made automatic after
# time-outs). A take-back is neither a turn nor where one starts; the turns the bot played for a seat that
# resigned count in the finished games instead.
RELIABLE_TURNS = (
    "WITH turns AS (SELECT m.game_id, m.seat, m.by_bot, LAG(m.seat) OVER moves_in_order AS previous_seat"
    " FROM moves m JOIN games g ON g.id = m.game_id JOIN seats s ON s.game_id = g.id AND s.user_id = $2"
    f" WHERE g.guild_id = $1 AND g.status IN ('active', 'finished') AND m.move <> '{UNDO}'"
    " WINDOW moves_in_order AS (PARTITION BY m.game_id ORDER BY m.version))"
    " SELECT COUNT(*) AS turns, SUM(CASE WHEN t.by_bot = 0 THEN 1 ELSE 0 END) AS on_time"
    " FROM turns t JOIN seats s ON s.game_id = t.game_id AND s.seat = t.seat AND s.user_id = $2"
    " LEFT JOIN seat_pace p ON p.game_id = t.game_id AND p.seat = t.seat"
    " WHERE (t.previous_seat IS NULL OR t.previous_seat <> t.seat)"
    " AND NOT (t.by_bot = 1 AND COALESCE(p.resigned, 0) = 1)"
)


def reliability(guild_id: int, user_id: int) -> Transaction[ReliabilityCounts]:
    games = yield row(RELIABLE_GAMES, guild_id, user_id)
    turns = yield row(RELIABLE_TURNS, guild_id, user_id)
    return reliability_counts(games, turns)
