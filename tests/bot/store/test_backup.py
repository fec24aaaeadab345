"""``tabletop-bot backup`` and ``restore``: a backup taken while the bot plays holds every move it had
acknowledged, restores into a database the bot opens and plays on, and neither command destroys anything by
mistake (an existing file, a running bot's database, a file that is not the bot's)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from bot.store import SqliteStore
from games import registry

ROOT = Path(__file__).resolve().parents[3]
GAME_ID = "copenhagen"
CHANNEL = 500
MOST_MOVES = 60  # this seed's game lasts longer, with a few moves left after the backup


def command(*args: str, database: Path, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` (the ``tabletop-bot`` command) as its own process, as an operator runs it."""
    environment = {
        **{name: value for name, value in os.environ.items() if name not in ("DATABASE_URL", "DISCORD_TOKEN")},
        "DATABASE_PATH": str(database),
        "PYTHONPATH": str(ROOT),
        **env,
    }
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], cwd=cwd, env=environment, capture_output=True, text=True, timeout=60
    )


class Table:
    """A game of Copenhagen played through the real store with seeded random legal moves, as the bot plays it:
    a move counts as acknowledged once ``record_move`` returned (the bot answers the player only then)."""

    def __init__(self, store: SqliteStore, game_id: int, state: Any, seats: tuple[int, ...]) -> None:
        self.store = store
        self.game_id = game_id
        self.state = state
        self.seats = seats
        self.version = 0
        self.acknowledged: list[tuple[int, int, str]] = []  # (version, seat, move)
        self.rng = random.Random(7)

    @classmethod
    async def start(cls, store: SqliteStore) -> Table:
        engine = registry.get(GAME_ID)
        assert engine is not None
        lobby = await store.create_lobby(1, CHANNEL, GAME_ID, 10, "host", {})
        await store.add_lobby_member(lobby.id, 11, "guest")
        state = engine.new(2, engine.validate_options({}), 99)
        record = await store.start_game(lobby.id, 99, engine.to_json(state))
        return cls(store, record.id, state, record.seats)

    async def play(self, moves: int) -> None:
        engine = registry.get(GAME_ID)
        assert engine is not None
        for _ in range(moves):
            assert engine.result(self.state) is None, "the game ended before the test's moves"
            seat = self.rng.choice(sorted(engine.awaiting(self.state)))
            move = self.rng.choice(engine.legal_moves(self.state, seat))
            state, _events = engine.apply(self.state, seat, move)
            self.version = await self.store.record_move(
                self.game_id, self.version, seat, self.seats[seat], move, engine.to_json(state), False
            )
            self.state = state
            self.acknowledged.append((self.version, seat, move))


def stored_moves(database: Path) -> list[tuple[int, int, str]]:
    with contextlib.closing(sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)) as db:
        return [tuple(row) for row in db.execute("SELECT version, seat, move FROM moves ORDER BY version")]


def names_in(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


async def test_a_backup_taken_during_play_restores_every_acknowledged_move_and_the_game_plays_on(
    tmp_path: Path,
) -> None:
    live = tmp_path / "live" / "bot.sqlite3"
    store = await SqliteStore.open(live)
    table = await Table.start(store)
    await table.play(30)
    before_backup = list(table.acknowledged)
    # The recent moves are in the -wal file only: a copy of the main file alone would lose them.
    naive = tmp_path / "copied-main-file.sqlite3"
    shutil.copyfile(live, naive)
    with contextlib.closing(sqlite3.connect(naive)) as db:
        has_moves = db.execute("SELECT 1 FROM sqlite_master WHERE name = 'moves'").fetchone() is not None
    assert not has_moves or len(stored_moves(naive)) < len(before_backup)

    # The backup runs in its own process while the bot's connection holds the database open and more moves are
    # written meanwhile.
    backup_file = tmp_path / "backups" / "bot-backup.sqlite3"
    backup_file.parent.mkdir()
    backing_up = asyncio.create_task(
        asyncio.to_thread(command, "backup", str(backup_file), database=live, cwd=tmp_path)
    )
    while not backing_up.done():
        if len(table.acknowledged) < MOST_MOVES:
            await table.play(1)
        await asyncio.sleep(0.02)  # a table's pace, not a flood: the game must not end during the backup
    done = backing_up.result()
    assert done.returncode == 0, done.stderr
    assert len(table.acknowledged) > len(before_backup)  # the bot did write while the backup ran
    assert f"to {backup_file}" in done.stdout and "moves" in done.stdout
    assert names_in(backup_file.parent) == [backup_file.name]  # one file: no -wal beside it, no partial copy left
    await table.play(3)  # the bot goes on after the backup
    await store.close()

    # Restored into a new location, with the bot stopped.
    restored = tmp_path / "restored" / "bot.sqlite3"
    restored.parent.mkdir()
    done = command("restore", str(backup_file), database=restored, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    moves = stored_moves(restored)
    assert moves[: len(before_backup)] == before_backup  # every move acknowledged before the backup
    assert moves == table.acknowledged[: len(moves)]  # and nothing but moves the bot made, in order

    store = await SqliteStore.open(restored)
    try:
        game = await store.active_game(CHANNEL)
        assert game is not None and game.id == table.game_id and game.version == len(moves)
        engine = registry.get(GAME_ID)
        assert engine is not None
        resumed = Table(store, game.id, engine.from_json(game.state), game.seats)
        resumed.version = game.version
        await resumed.play(2)
        assert [m.version for m in await store.moves(game.id)] == list(range(1, len(moves) + 3))
    finally:
        await store.close()


async def test_restore_waits_for_the_bot_to_stop_and_keeps_the_database_it_replaces(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    store = await SqliteStore.open(database)
    table = await Table.start(store)
    await table.play(4)
    backup_file = tmp_path / "backup.sqlite3"
    assert command("backup", str(backup_file), database=database, cwd=tmp_path).returncode == 0
    await table.play(5)  # moves the backup does not hold

    refused = command("restore", str(backup_file), database=database, cwd=tmp_path)
    assert refused.returncode == 1
    assert "in use" in refused.stderr and "stop the bot" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
    assert len(stored_moves(database)) == 9  # untouched
    await store.close()

    done = command("restore", str(backup_file), database=database, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    kept = tmp_path / "bot.sqlite3.before-restore"
    assert str(kept) in done.stdout
    assert stored_moves(database) == table.acknowledged[:4]
    assert stored_moves(kept) == table.acknowledged  # nothing of the replaced database is lost

    again = command("restore", str(backup_file), database=database, cwd=tmp_path)
    assert again.returncode == 1 and "earlier restore" in again.stderr  # the kept file is never overwritten
    assert stored_moves(kept) == table.acknowledged


async def test_restore_refuses_a_file_that_is_not_a_database_of_the_bot(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    store = await SqliteStore.open(database)
    table = await Table.start(store)
    await table.play(2)
    await store.close()
    other = tmp_path / "other.sqlite3"
    with contextlib.closing(sqlite3.connect(other)) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
        db.commit()
    text = tmp_path / "notes.txt"
    text.write_text("not a database\n" * 100)
    for wrong, said in ((other, "not one of this bot"), (text, "not a SQLite database"), (tmp_path / "x", "no backup")):
        done = command("restore", str(wrong), database=database, cwd=tmp_path)
        assert done.returncode == 1, done.stderr
        assert said in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert stored_moves(database) == table.acknowledged
    assert not (tmp_path / "bot.sqlite3.before-restore").exists()


async def test_backup_never_overwrites_a_file_unless_told_to(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    store = await SqliteStore.open(database)
    table = await Table.start(store)
    await table.play(3)
    await store.close()
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    refused = command("backup", str(target), database=database, cwd=tmp_path)
    assert refused.returncode == 1 and "--force" in refused.stderr
    assert target.read_text() == "keep me"
    done = command("backup", str(target), "--force", database=database, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert stored_moves(target) == table.acknowledged


def test_backup_of_a_missing_database_creates_nothing(tmp_path: Path) -> None:
    database = tmp_path / "mistyped.sqlite3"
    done = command("backup", str(tmp_path / "backup.sqlite3"), database=database, cwd=tmp_path)
    assert done.returncode == 1 and f"no database at {database}" in done.stderr
    assert names_in(tmp_path) == []


def test_postgresql_is_backed_up_with_its_own_tools(tmp_path: Path) -> None:
    url = "postgresql://bot:hunter2@db.example/bot"
    for action, tool in (("backup", "pg_dump"), ("restore", "pg_restore")):
        done = command(action, "dump.pg", database=tmp_path / "unused", cwd=tmp_path, DATABASE_URL=url)
        assert done.returncode == 6, done.stderr
        assert tool in done.stderr and "bot:***@db.example" in done.stderr and "hunter2" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1
