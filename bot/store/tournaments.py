"""A tournament's rows (``migrations/010_tournaments.sql``, ``012_tournament_deadlines.sql``): its records, its
statements and its transactions, written once for both backends as ``bot.store.transactions`` are.

A table's game is created in the transaction that links it to its table, and a table's result is its game's own
(``game_results``, written by the change that ended the game): read here, never copied. A round is seated (its
tables and byes, and the drops decided at the end of the round before) in one transaction guarded by the round it
follows, so that two passes over the same finished round seat the next one once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.records import GameRecord, StoreError
from bot.store.steps import Transaction, count, locked, many, new_id, returning_id, row, rows, run
from bot.store.transactions import GAME_INSERT, GAME_THREAD_INSERT, SEAT_INSERT, find_game
from bot.store.writes import to_json

SWISS, ELIMINATION = "swiss", "elimination"
FORMATS = (SWISS, ELIMINATION)


@dataclass(frozen=True)
class Entrant:
    user_id: int
    name: str
    entry: int  # join order: the seed in an elimination (0 is the first to join)
    dropped_round: int | None = None  # the first round they no longer play


@dataclass(frozen=True)
class TournamentRecord:
    id: int
    guild_id: int | None
    channel_id: int
    game_type: str
    host_id: int
    settings: dict[str, Any]  # format, rounds, table_size, limit, pace (``bot.ui.tournament.settings``)
    status: str  # open, running, finished, cancelled
    round: int  # the round being played; 0 while open
    message_id: int | None
    champion_id: int | None
    entrants: tuple[Entrant, ...] = ()
    final_announced: bool = False  # its podium and champion were posted in the channel

    def entrant(self, user_id: int) -> Entrant | None:
        return next((entrant for entrant in self.entrants if entrant.user_id == user_id), None)

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(entrant.user_id for entrant in self.entrants)

    def names(self) -> dict[int, str]:
        return {entrant.user_id: entrant.name for entrant in self.entrants}


@dataclass(frozen=True)
class TableRecord:
    """One table of one round; ``places``: its game's result (player -> place) once the game finished."""

    round: int
    table_no: int
    players: tuple[int, ...]
    thread_id: int | None
    game_id: int | None
    game_status: str | None  # active, finished, cancelled; None before its game exists
    places: Mapping[int, int] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        return self.game_status in ("finished", "cancelled")


@dataclass(frozen=True)
class TournamentPlay:
    """Every round seated so far: its tables, its byes, which rounds were announced in the channel, and the
    rounds' deadlines."""

    tables: tuple[TableRecord, ...]
    byes: tuple[tuple[int, int], ...]  # (round, user id)
    announced: frozenset[int]
    deadlines: Mapping[int, float] = field(default_factory=dict)  # round -> when its games still played stop

    def round_tables(self, number: int) -> tuple[TableRecord, ...]:
        return tuple(table for table in self.tables if table.round == number)

    def round_byes(self, number: int) -> tuple[int, ...]:
        return tuple(user for played, user in self.byes if played == number)


@dataclass(frozen=True)
class SeatedRound:
    """What a round's start writes: its tables (players in seat order), byes, and who is dropped from it on."""

    number: int
    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...]
    drops: tuple[int, ...] = ()


@dataclass(frozen=True)
class TournamentWin:
    """A tournament a player won: which game, its number, how many played it, and when its last game ended."""

    id: int
    game_type: str
    players: int
    ended_at: float


@dataclass(frozen=True)
class TournamentTally:
    """A player's finished tournaments on a server (``/stats``): how many they played and won, the latest wins."""

    played: int
    won: int
    latest: tuple[TournamentWin, ...] = ()


# Statements

TOURNAMENT_INSERT = returning_id(
    "INSERT INTO tournaments (guild_id, channel_id, game_type, host_id, settings, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6)"
)
TOURNAMENT = "SELECT * FROM tournaments WHERE id = $1"
ENTRANTS = "SELECT user_id, name, entry, dropped_round FROM tournament_entrants WHERE tournament_id = $1 ORDER BY entry"
LIVE_TOURNAMENT = "SELECT id FROM tournaments WHERE channel_id = $1 AND status IN ('open', 'running')"
# The channel's newest tournament, whatever its state: the live one when there is one (a channel opens no other
# while one is live), else the one that ended or was cancelled last.
LATEST_TOURNAMENT = "SELECT id FROM tournaments WHERE channel_id = $1 ORDER BY id DESC LIMIT 1"
# A player's finished tournaments on a server, and those of them they won (dropped or not, they played it).
TOURNAMENTS_PLAYED = (
    "SELECT COUNT(*) AS played, COALESCE(SUM(CASE WHEN t.champion_id = $2 THEN 1 ELSE 0 END), 0) AS won"
    " FROM tournaments t JOIN tournament_entrants e ON e.tournament_id = t.id AND e.user_id = $2"
    " WHERE t.guild_id = $1 AND t.status = 'finished'"
)
# The latest of them: when a tournament ended is when its last game did (its creation if no game gave a result).
TOURNAMENTS_WON = (
    "SELECT t.id, t.game_type,"
    " (SELECT COUNT(*) FROM tournament_entrants e WHERE e.tournament_id = t.id) AS players,"
    " COALESCE((SELECT MAX(r.finished_at) FROM game_results r JOIN tournament_tables tt ON tt.game_id = r.game_id"
    " WHERE tt.tournament_id = t.id), t.created_at) AS ended_at"
    " FROM tournaments t WHERE t.guild_id = $1 AND t.champion_id = $2 AND t.status = 'finished'"
    " ORDER BY t.id DESC LIMIT $3"
)
# The next entry number is taken in the insert itself: two joins at once get two numbers.
ENTRANT_INSERT = (
    "INSERT INTO tournament_entrants (tournament_id, user_id, name, entry)"
    " SELECT $1, $2, $3, COALESCE(MAX(entry), -1) + 1 FROM tournament_entrants WHERE tournament_id = $1"
    " ON CONFLICT DO NOTHING"
)
ENTRANT_DELETE = "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2"
STILL_OPEN = "SELECT 1 FROM tournaments WHERE id = $1 AND status = 'open'"
TOURNAMENT_MESSAGE = "UPDATE tournaments SET message_id = $1 WHERE id = $2"
TOURNAMENT_CANCEL = "UPDATE tournaments SET status = 'cancelled' WHERE id = $1 AND status IN ('open', 'running')"
# A round is seated once: only the pass that finds the round it follows moves the tournament on.
ROUND_ON = (
    "UPDATE tournaments SET round = $1, status = 'running' WHERE id = $2 AND round = $3"
    " AND status IN ('open', 'running')"
)
ROUND_INSERT = "INSERT INTO tournament_rounds (tournament_id, round, started_at, deadline_at) VALUES ($1, $2, $3, $4)"
TABLE_INSERT = "INSERT INTO tournament_tables (tournament_id, round, table_no, players) VALUES ($1, $2, $3, $4)"
BYE_INSERT = "INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES ($1, $2, $3)"
DROP = (
    "UPDATE tournament_entrants SET dropped_round = $1"
    " WHERE tournament_id = $2 AND user_id = $3 AND dropped_round IS NULL"
)
TOURNAMENT_FINISH = (
    "UPDATE tournaments SET status = 'finished', champion_id = $1 WHERE id = $2 AND round = $3 AND status = 'running'"
)
TABLE_THREAD = (
    "UPDATE tournament_tables SET thread_id = $1"
    " WHERE tournament_id = $2 AND round = $3 AND table_no = $4 AND thread_id IS NULL"
)
TABLE_GAME = (
    "UPDATE tournament_tables SET game_id = $1 WHERE tournament_id = $2 AND round = $3 AND table_no = $4"
    " AND game_id IS NULL"
)
TABLE_GAME_OF = locked(
    "SELECT game_id FROM tournament_tables WHERE tournament_id = $1 AND round = $2 AND table_no = $3"
)
ROUND_ANNOUNCED = "UPDATE tournament_rounds SET announced = 1 WHERE tournament_id = $1 AND round = $2 AND announced = 0"
TABLES = (
    "SELECT t.round, t.table_no, t.players, t.thread_id, t.game_id, g.status AS game_status"
    " FROM tournament_tables t LEFT JOIN games g ON g.id = t.game_id"
    " WHERE t.tournament_id = $1 ORDER BY t.round, t.table_no"
)
TABLE_PLACES = (
    "SELECT r.game_id, r.player_id, r.place FROM game_results r"
    " JOIN tournament_tables t ON t.game_id = r.game_id WHERE t.tournament_id = $1"
)
BYES = "SELECT round, user_id FROM tournament_byes WHERE tournament_id = $1 ORDER BY round, user_id"
ANNOUNCED = "SELECT round FROM tournament_rounds WHERE tournament_id = $1 AND announced = 1"
DEADLINES = "SELECT round, deadline_at FROM tournament_rounds WHERE tournament_id = $1 AND deadline_at IS NOT NULL"
FINAL_ANNOUNCED = "UPDATE tournaments SET final_announced = 1 WHERE id = $1 AND status = 'finished'"
# A round is due at its deadline while it is the tournament's current round and one of its games is still played.
_ROUND_STILL_PLAYED = (
    " FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id AND t.round = r.round"
    " WHERE t.status = 'running' AND r.deadline_at IS NOT NULL AND EXISTS (SELECT 1 FROM tournament_tables tt"
    " JOIN games g ON g.id = tt.game_id WHERE tt.tournament_id = r.tournament_id AND tt.round = r.round"
    " AND g.status = 'active')"
)
TABLE_OF_GAME = "SELECT tournament_id FROM tournament_tables WHERE game_id = $1"


def running_tournaments(guilds: str) -> str:
    """The tournaments under way in this process's guilds (``guilds``: their condition, from $1), and those over
    whose podium is still to be posted."""
    return (
        "SELECT id FROM tournaments WHERE (status = 'running' OR (status = 'finished' AND final_announced = 0))"
        f" AND {guilds} ORDER BY id"
    )


def due_rounds(guilds: str) -> str:
    """(tournament_id, round) of the rounds whose deadline ($1) passed with games still played, in this process's
    guilds (``guilds``: their condition on ``t.guild_id``, from $2)."""
    return f"SELECT r.tournament_id, r.round{_ROUND_STILL_PLAYED} AND r.deadline_at <= $1 AND {guilds}"


def next_round_deadline(guilds: str) -> str:
    """The earliest deadline of a round still played (``due``), in this process's guilds (from $1)."""
    return f"SELECT MIN(r.deadline_at) AS due{_ROUND_STILL_PLAYED} AND {guilds}"


# Transactions


def create_tournament(
    guild_id: int | None,
    channel_id: int,
    game_type: str,
    host_id: int,
    host_name: str,
    settings: dict[str, Any],
    now: float,
) -> Transaction[TournamentRecord]:
    """A new open tournament, its host its first entrant."""
    tournament_id = yield new_id(TOURNAMENT_INSERT, guild_id, channel_id, game_type, host_id, to_json(settings), now)
    yield run(ENTRANT_INSERT, tournament_id, host_id, host_name)
    found = yield from find_tournament(tournament_id)
    assert found is not None
    return found


def find_tournament(tournament_id: int) -> Transaction[TournamentRecord | None]:
    found = yield row(TOURNAMENT, tournament_id)
    if found is None:
        return None
    entrants = tuple(
        Entrant(int(r["user_id"]), str(r["name"]), int(r["entry"]), _number(r["dropped_round"]))
        for r in (yield rows(ENTRANTS, tournament_id))
    )
    return TournamentRecord(
        id=int(found["id"]),
        guild_id=_number(found["guild_id"]),
        channel_id=int(found["channel_id"]),
        game_type=str(found["game_type"]),
        host_id=int(found["host_id"]),
        settings=dict(json.loads(found["settings"])),
        status=str(found["status"]),
        round=int(found["round"]),
        message_id=_number(found["message_id"]),
        champion_id=_number(found["champion_id"]),
        entrants=entrants,
        final_announced=bool(found["final_announced"]),
    )


def live_tournament(channel_id: int) -> Transaction[TournamentRecord | None]:
    found = yield row(LIVE_TOURNAMENT, channel_id)
    return None if found is None else (yield from find_tournament(int(found["id"])))


def latest_tournament(channel_id: int) -> Transaction[TournamentRecord | None]:
    found = yield row(LATEST_TOURNAMENT, channel_id)
    return None if found is None else (yield from find_tournament(int(found["id"])))


def player_tournaments(guild_id: int, player_id: int, latest: int) -> Transaction[TournamentTally]:
    """The player's finished tournaments on the server, with the ``latest`` ones they won, the newest first."""
    counted = yield row(TOURNAMENTS_PLAYED, guild_id, player_id)
    played = 0 if counted is None else int(counted["played"])
    won = 0 if counted is None else int(counted["won"])
    wins: tuple[TournamentWin, ...] = ()
    if won:
        wins = tuple(
            TournamentWin(int(r["id"]), str(r["game_type"]), int(r["players"]), float(r["ended_at"]))
            for r in (yield rows(TOURNAMENTS_WON, guild_id, player_id, latest))
        )
    return TournamentTally(played, won, wins)


def change_entrants(tournament_id: int, user_id: int, name: str | None) -> Transaction[TournamentRecord]:
    """Adds (``name`` given) or removes an entrant of a tournament still open; ``StoreError`` once it started."""
    if (yield row(STILL_OPEN, tournament_id)) is None:
        raise StoreError(f"tournament {tournament_id} is not open")
    if name is None:
        yield run(ENTRANT_DELETE, tournament_id, user_id)
    else:
        yield run(ENTRANT_INSERT, tournament_id, user_id, name)
    found = yield from find_tournament(tournament_id)
    assert found is not None
    return found


def seat_round(
    tournament_id: int, seated: SeatedRound, now: float, deadline_at: float | None = None
) -> Transaction[bool]:
    """Seats round ``seated.number`` (the first starts the tournament), with the drops the round before decided
    and its deadline (None: none); False, writing nothing, when that round was seated already (or the tournament
    is over)."""
    number = seated.number
    if (yield count(ROUND_ON, number, tournament_id, number - 1)) != 1:
        return False
    yield run(ROUND_INSERT, tournament_id, number, now, deadline_at)
    if seated.tables:
        yield many(
            TABLE_INSERT,
            [(tournament_id, number, index + 1, to_json(list(table))) for index, table in enumerate(seated.tables)],
        )
    if seated.byes:
        yield many(BYE_INSERT, [(tournament_id, number, user) for user in seated.byes])
    if seated.drops:
        yield many(DROP, [(number, tournament_id, user) for user in seated.drops])
    return True


def finish_tournament(
    tournament_id: int, last_round: int, champion_id: int | None, drops: Sequence[int]
) -> Transaction[bool]:
    """The tournament is over after ``last_round``; False when another pass ended it first."""
    if (yield count(TOURNAMENT_FINISH, champion_id, tournament_id, last_round)) != 1:
        return False
    if drops:
        yield many(DROP, [(last_round + 1, tournament_id, user) for user in drops])
    return True


def start_table_game(
    tournament_id: int,
    table: TableRecord,
    guild_id: int | None,
    parent_id: int,
    game_type: str,
    host_id: int,
    options: dict[str, Any],
    seed: int,
    state: Any,
    names: Sequence[str],
    now: float,
) -> Transaction[GameRecord]:
    """The table's game, in its thread (its channel from the start), linked to its table in the same transaction;
    ``StoreError``, keeping nothing, when the table has a game already."""
    assert table.thread_id is not None
    linked = yield row(TABLE_GAME_OF, tournament_id, table.round, table.table_no)
    if linked is None or linked["game_id"] is not None:
        raise StoreError(f"table {table.table_no} of round {table.round} has its game already")
    game_id = yield new_id(
        GAME_INSERT, guild_id, table.thread_id, game_type, to_json(options), seed, host_id, to_json(state), now, now
    )
    yield many(SEAT_INSERT, [(game_id, seat, user, names[seat]) for seat, user in enumerate(table.players)])
    yield run(GAME_THREAD_INSERT, game_id, parent_id)
    if (yield count(TABLE_GAME, game_id, tournament_id, table.round, table.table_no)) != 1:
        raise StoreError(f"table {table.table_no} of round {table.round} has its game already")
    found = yield from find_game(game_id)
    assert found is not None
    return found


def tournament_play(tournament_id: int) -> Transaction[TournamentPlay]:
    places: dict[int, dict[int, int]] = {}
    for r in (yield rows(TABLE_PLACES, tournament_id)):
        places.setdefault(int(r["game_id"]), {})[int(r["player_id"])] = int(r["place"])
    tables = tuple(
        TableRecord(
            round=int(r["round"]),
            table_no=int(r["table_no"]),
            players=tuple(int(user) for user in json.loads(r["players"])),
            thread_id=_number(r["thread_id"]),
            game_id=_number(r["game_id"]),
            game_status=None if r["game_status"] is None else str(r["game_status"]),
            places=places.get(int(r["game_id"]), {}) if r["game_id"] is not None else {},
        )
        for r in (yield rows(TABLES, tournament_id))
    )
    byes = tuple((int(r["round"]), int(r["user_id"])) for r in (yield rows(BYES, tournament_id)))
    announced = frozenset(int(r["round"]) for r in (yield rows(ANNOUNCED, tournament_id)))
    deadlines = {int(r["round"]): float(r["deadline_at"]) for r in (yield rows(DEADLINES, tournament_id))}
    return TournamentPlay(tables, byes, announced, deadlines)


def _number(value: Any) -> int | None:
    return None if value is None else int(value)


__all__ = [
    "ELIMINATION",
    "FORMATS",
    "SWISS",
    "Entrant",
    "SeatedRound",
    "TableRecord",
    "TournamentPlay",
    "TournamentRecord",
    "TournamentTally",
    "TournamentWin",
]
