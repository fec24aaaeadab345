"""``tabletop-bot migrate-to DATABASE_URL``: the command copies a SQLite database with a game under way into
an empty PostgreSQL database, where the bot finds the game; it refuses while the bot has the SQLite file open."""

from __future__ import annotations

from pathlib import Path

from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from tests.bot.store.test_backup import CHANNEL, Table, command
from tests.support.postgres_server import Databases


async def test_migrate_to_copies_the_game_under_way_and_refuses_while_the_bot_runs(
    postgres: Databases, tmp_path: Path
) -> None:
    database = tmp_path / "bot.sqlite3"
    store = await SqliteStore.open(database)
    table = await Table.start(store)
    await table.play(6)
    url = await postgres.create()
    try:
        refused = command("migrate-to", url, database=database, cwd=tmp_path)
        assert refused.returncode == 1 and "in use" in refused.stderr, refused.stderr
        await store.close()

        done = command("migrate-to", url, database=database, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert "games 1" in done.stdout and "moves 6" in done.stdout and "DATABASE_URL" in done.stdout

        served = await PostgresStore.open(url, pool_size=1)
        try:
            game = await served.active_game(CHANNEL)
            assert game is not None and game.version == 6
            assert [(m.version, m.seat, m.move) for m in await served.moves(game.id)] == table.acknowledged
        finally:
            await served.close()
    finally:
        await postgres.drop(url)
