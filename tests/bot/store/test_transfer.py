"""Moving from SQLite to PostgreSQL (``bot.store.transfer.copy_to``, ``tabletop-bot migrate-to``): every table's
rows arrive as they were, ids kept, the games play on there, and a database that already holds games is refused."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.sessions import Sessions
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from bot.store.transfer import TransferRefused, copy_to
from tests.support.postgres_server import Databases
from tests.support.previous_release import (
    ACTIVE_CHANNEL,
    ACTIVE_GAME,
    COMMANDS_HASH,
    FINISHED_GAME,
    GUILD,
    OPEN_LOBBY,
    REMINDER_DUE,
    SETTINGS,
    build_sqlite,
    postgres_rows,
    previous_release,
    sqlite_columns,
    sqlite_rows,
)


@pytest.fixture
async def empty_postgres(postgres: Databases) -> AsyncIterator[str]:
    """A PostgreSQL database with the bot's schema and no rows, as a new server's database is once the bot ran."""
    url = await postgres.create()
    yield url
    await postgres.drop(url)


async def sqlite_in_use(path: Path) -> None:
    """A SQLite database with something in every table: a finished game with its results and ratings, a game in
    progress with pace, timers (one claimed) and moves made today, an open lobby, server settings, a player's own
    pace, a season with a rating."""
    build_sqlite(path, previous_release())  # then brought up to date, as the bot does at start
    store = await SqliteStore.open(path)
    try:
        await store.claim_timers(REMINDER_DUE + 1, REMINDER_DUE + 60)
        await store.set_guild_settings(GUILD + 1, {"language": "de"})
        await store.change_player_pace(GUILD + 2, {"timezone": "Europe/Paris", "quiet": [1380, 420]})
        await _play(Sessions(store), moves=3, seed=1)
        await store.thread_refused(ACTIVE_CHANNEL + 1)
        season = await store.start_season(GUILD, "tiny_tricks", ACTIVE_CHANNEL, GUILD + 3, REMINDER_DUE + 86400)
    finally:
        await store.close()
    # The finished game as if it had been played in a thread of its own (bot.threads), its summary posted.
    with contextlib.closing(sqlite3.connect(path)) as db, db:
        db.execute(
            "INSERT INTO game_threads (game_id, parent_id, summary_message_id, closed) VALUES (?, ?, ?, 1)",
            (FINISHED_GAME, ACTIVE_CHANNEL + 1, 2**62 + 1),
        )
        # ... and as if it had been a player's game of the day (bot.daily), its result line posted.
        db.execute(
            "INSERT INTO daily_games (day, user_id, guild_id, parent_id, game_id, told) VALUES (?, ?, ?, ?, ?, 1)",
            ("2026-12-02", 2**62 + 2, GUILD, ACTIVE_CHANNEL + 1, FINISHED_GAME),
        )
        # A rating of the season (bot.seasons), as a game ending in it writes.
        db.execute(
            "INSERT INTO season_ratings (season_id, player_id, mu, sigma, games, wins, updated_at)"
            " VALUES (?, ?, 27.5, 7.9, 1, 1, ?)",
            (season.id, GUILD + 4, REMINDER_DUE),
        )
        # The finished game as a tournament's table (bot.store.tournaments), with an entrant dropped and a bye.
        db.execute(
            "INSERT INTO tournaments (guild_id, channel_id, game_type, host_id, settings, status, round, created_at)"
            " VALUES (?, ?, 'copenhagen', ?, '{\"format\":\"swiss\"}', 'running', 1, 1.5)",
            (GUILD, ACTIVE_CHANNEL + 1, 2**62 + 2),
        )
        db.execute(
            "INSERT INTO tournament_entrants (tournament_id, user_id, name, entry, dropped_round)"
            " VALUES (1, ?, 'Ann', 0, 2)",
            (2**62 + 2,),
        )
        db.execute("INSERT INTO tournament_rounds (tournament_id, round, started_at, announced) VALUES (1, 1, 2.5, 1)")
        db.execute(
            "INSERT INTO tournament_tables (tournament_id, round, table_no, players, thread_id, game_id)"
            " VALUES (1, 1, 1, '[1,2]', ?, ?)",
            (ACTIVE_CHANNEL + 2, FINISHED_GAME),
        )
        db.execute("INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES (1, 1, ?)", (2**62 + 3,))


async def _play(sessions: Sessions, moves: int | None, seed: int) -> int:
    """Plays the game in progress on by seeded random legal moves: ``moves`` of them, or to its end."""
    live = await sessions.game(ACTIVE_CHANNEL)
    assert live is not None
    choices = random.Random(seed)
    played = 0
    while live.result() is None and (moves is None or played < moves):
        seat = choices.choice(sorted(live.engine.awaiting(live.state)))
        move = choices.choice(live.engine.legal_moves(live.state, seat))
        live = (await sessions.submit(ACTIVE_CHANNEL, live.seats[seat], move)).game
        played += 1
    return played


async def test_every_table_is_copied_row_for_row(tmp_path: Path, empty_postgres: str) -> None:
    source = tmp_path / "bot.sqlite3"
    await sqlite_in_use(source)
    held = sqlite_rows(source)
    # A table a later migration adds is copied too, and this test needs a row in it to show that it was.
    assert [table for table, rows in held.items() if not rows] == [], "give every table a row in sqlite_in_use"
    counts = await asyncio.to_thread(copy_to, str(source), empty_postgres)
    assert counts == {table: len(rows) for table, rows in held.items()}
    assert await postgres_rows(empty_postgres, sqlite_columns(source)) == held


async def test_the_copied_games_load_and_play_on_in_postgresql(tmp_path: Path, empty_postgres: str) -> None:
    source = tmp_path / "bot.sqlite3"
    await sqlite_in_use(source)
    lite = await SqliteStore.open(source)
    try:
        before = await Sessions(lite).game(ACTIVE_CHANNEL)
        board_before = await lite.leaderboard(GUILD, "copenhagen")
    finally:
        await lite.close()
    assert before is not None
    await asyncio.to_thread(copy_to, str(source), empty_postgres)

    served = await PostgresStore.open(empty_postgres, pool_size=2)
    try:
        sessions = Sessions(served)
        live = await sessions.game(ACTIVE_CHANNEL)
        assert live is not None
        assert (live.id, live.version, live.seats) == (before.id, before.version, before.seats)
        assert live.engine.to_json(live.state) == before.engine.to_json(before.state)
        assert live.pace == before.pace
        assert sorted(await served.leaderboard(GUILD, "copenhagen"), key=repr) == sorted(board_before, key=repr)
        assert await served.guild_settings(GUILD) == SETTINGS
        lobby = await served.lobby(OPEN_LOBBY)
        assert lobby is not None and lobby.status == "open"
        played = await _play(sessions, moves=None, seed=2)
        record = await served.game(ACTIVE_GAME)
        assert record is not None and record.status == "finished"
        assert len(await served.moves(ACTIVE_GAME)) == before.version + played
        assert {rating.player_id: rating.games for rating in await served.leaderboard(GUILD, "copenhagen")} == {
            100: 2,
            101: 2,
        }
        # The sequences moved past the copied ids: a new lobby and its game get ids of their own.
        await sessions.open_lobby(GUILD, ACTIVE_CHANNEL + 10, "copenhagen", 100, "Alice")
        await sessions.join(ACTIVE_CHANNEL + 10, 101, "Bob")
        started = await sessions.start(ACTIVE_CHANNEL + 10, 100)
        assert started.id == ACTIVE_GAME + 1
    finally:
        await served.close()


async def test_a_second_copy_into_the_same_database_is_refused_and_changes_nothing(
    tmp_path: Path, empty_postgres: str
) -> None:
    source = tmp_path / "bot.sqlite3"
    await sqlite_in_use(source)
    counts = await asyncio.to_thread(copy_to, str(source), empty_postgres)
    copied = await postgres_rows(empty_postgres)
    with pytest.raises(TransferRefused, match=r"is not empty \(2 games, \d+ rows in \d+ tables\)"):
        await asyncio.to_thread(copy_to, str(source), empty_postgres)
    assert await postgres_rows(empty_postgres) == copied
    assert counts["games"] == 2


async def test_a_missing_sqlite_file_is_refused_without_creating_one(tmp_path: Path, empty_postgres: str) -> None:
    missing = tmp_path / "typo.sqlite3"
    with pytest.raises(TransferRefused, match="there is no SQLite database at"):
        await asyncio.to_thread(copy_to, str(missing), empty_postgres)
    assert not missing.exists()


async def test_a_database_the_bot_only_started_on_takes_the_copy(tmp_path: Path, empty_postgres: str) -> None:
    # Started once on PostgreSQL before moving, the bot left only its own facts there (the synced commands' hash),
    # which the SQLite file's replace.
    served = await PostgresStore.open(empty_postgres, pool_size=1)
    await served.set_meta(COMMANDS_HASH[0], "from the first start on PostgreSQL")
    await served.close()
    source = tmp_path / "bot.sqlite3"
    await sqlite_in_use(source)
    counts = await asyncio.to_thread(copy_to, str(source), empty_postgres)
    assert counts["bot_meta"] == 1 and counts["games"] == 2
    served = await PostgresStore.open(empty_postgres, pool_size=1)
    try:
        assert await served.meta(COMMANDS_HASH[0]) == COMMANDS_HASH[1]
    finally:
        await served.close()


async def test_a_table_postgresql_lacks_refuses_the_copy_rather_than_leave_it_behind(
    tmp_path: Path, empty_postgres: str
) -> None:
    source = tmp_path / "bot.sqlite3"
    await sqlite_in_use(source)
    with sqlite3.connect(source) as db:
        db.execute("CREATE TABLE house_rules (guild_id INTEGER PRIMARY KEY, rules TEXT NOT NULL)")
        db.execute("INSERT INTO house_rules VALUES (5, 'no takebacks')")
    db.close()
    with pytest.raises(TransferRefused, match=r"SQLite only: \['house_rules'\].*nothing was copied"):
        await asyncio.to_thread(copy_to, str(source), empty_postgres)
    assert all(not rows for rows in (await postgres_rows(empty_postgres)).values())
