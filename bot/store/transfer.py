"""Moving a bot from its SQLite file to PostgreSQL: every table copied, ids kept, in one transaction.

The tables come from the schema itself (the SQLite file's, once migrated), not from a list written here, so a
table a later migration adds is copied too; the copy refuses to start when the two backends' schemas disagree
(a table or a column one of them lacks), rather than leave anything behind. Rows keep their ids, and
PostgreSQL's identity sequences are moved past them, so the games go on where they were and new rows get new ids.

The bot should be stopped while it copies: the copy reads one consistent snapshot of the file, and a move made
after that snapshot stays in SQLite only.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from bot.config import redacted
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore

# Rows read from SQLite and sent to PostgreSQL at a time: a bot's whole move log never sits in memory at once.
BATCH = 2000
# Bot-wide facts rather than players' data (the hash of the last synced command set): a PostgreSQL database a
# bot has already started on holds some, which the copy replaces with the SQLite file's, instead of refusing.
BOT_FACTS = frozenset({"bot_meta"})
# PostgreSQL's own bookkeeping of the migrations run (SQLite keeps it in PRAGMA user_version): never copied.
POSTGRESQL_ONLY = frozenset({"schema_version"})


class TransferRefused(Exception):
    """The copy did not start, or was rolled back, for a reason a person can act on (one line)."""


@dataclass(frozen=True)
class Column:
    name: str
    to_postgres: Callable[[Any], Any]  # a SQLite value as the PostgreSQL column's type takes it


def copy_to(source: str, url: str) -> dict[str, int]:
    """Copies the bot's SQLite database at ``source`` into the PostgreSQL database at ``url`` and returns how many
    rows each table received. Both schemas are first brought up to date (the bot's own migrations). The
    PostgreSQL database must hold no players' data yet; ``TransferRefused`` (one line) says why a copy was not
    made, and a copy that fails halfway leaves PostgreSQL as it was. ``DatabaseUnusable`` (one line) when either
    database cannot be opened at all."""
    if not Path(source).is_file():
        raise TransferRefused(f"there is no SQLite database at {source}: name the bot's database file")
    return asyncio.run(_copy(source, f"file:{Path(source).resolve()}?mode=ro", url))


async def _copy(source: str, read_only: str, url: str) -> dict[str, int]:
    # The SQLite file is read on this loop's thread, blocking it: the loop serves this copy alone.
    # Opening each store runs its migrations, so both hold the same tables before any row moves.
    lite = await SqliteStore.open(source)
    await lite.close()
    served = await PostgresStore.open(url, pool_size=1)
    await served.close()
    with contextlib.closing(sqlite3.connect(read_only, uri=True)) as reader:
        # One read transaction: every table is read as of the same moment.
        reader.execute("BEGIN")
        tables = _tables_in_order(reader)
        target = await asyncpg.connect(url)
        try:
            async with target.transaction():
                await _check_schemas(reader, target, tables, source)
                await target.execute(f"LOCK TABLE {', '.join(map(_quoted, tables))} IN SHARE ROW EXCLUSIVE MODE")
                await _check_empty(target, tables, url)
                counts = {table: await _copy_table(reader, target, table) for table in tables}
                await _advance_sequences(target)
        finally:
            await target.close()
    return counts


def _tables_in_order(reader: sqlite3.Connection) -> list[str]:
    """The SQLite file's tables, each after those its foreign keys point to (PostgreSQL checks them row by row)."""
    names = [
        str(row[0])
        for row in reader.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        )
    ]
    needs = {
        name: {str(row[2]) for row in reader.execute(f"PRAGMA foreign_key_list({_quoted(name)})")} - {name}
        for name in names
    }
    ordered: list[str] = []
    while len(ordered) < len(names):
        ready = [name for name in names if name not in ordered and needs[name] <= set(ordered)]
        if not ready:
            raise TransferRefused(f"the tables' foreign keys go round in a circle: {sorted(set(names) - set(ordered))}")
        ordered.extend(ready)
    return ordered


async def _check_schemas(
    reader: sqlite3.Connection, target: asyncpg.Connection, tables: list[str], source: str
) -> None:
    lite_version = int(reader.execute("PRAGMA user_version").fetchone()[0])
    served_version = int(await target.fetchval("SELECT version FROM schema_version"))
    if lite_version != served_version:
        raise TransferRefused(
            f"{source} is at schema version {lite_version} and PostgreSQL at {served_version}: run the same release"
            " of the bot on both"
        )
    served = {
        str(row["table_name"])
        for row in await target.fetch(
            "SELECT table_name FROM information_schema.tables"
            " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        )
    }
    if set(tables) != served - POSTGRESQL_ONLY:
        raise TransferRefused(
            "the SQLite and PostgreSQL schemas hold different tables"
            f" (SQLite only: {sorted(set(tables) - served) or 'none'},"
            f" PostgreSQL only: {sorted(served - POSTGRESQL_ONLY - set(tables)) or 'none'}): nothing was copied"
        )


async def _check_empty(target: asyncpg.Connection, tables: list[str], url: str) -> None:
    held = {table: int(await target.fetchval(f"SELECT count(*) FROM {_quoted(table)}")) for table in tables}
    players = {table: count for table, count in held.items() if count and table not in BOT_FACTS}
    if players:
        raise TransferRefused(
            f"the PostgreSQL database {redacted(url)} is not empty ({held.get('games', 0)} games,"
            f" {sum(players.values())} rows in {len(players)} tables): copy into a new, empty database"
        )
    for table in BOT_FACTS & set(tables):
        await target.execute(f"DELETE FROM {_quoted(table)}")


async def _copy_table(reader: sqlite3.Connection, target: asyncpg.Connection, table: str) -> int:
    columns = await _columns(reader, target, table)
    names = ", ".join(_quoted(column.name) for column in columns)
    # In rowid order, which is insertion order: a PostgreSQL identity that stands for SQLite's rowid (the join
    # order of a lobby's members) numbers the rows in the same order.
    cursor = reader.execute(f"SELECT {names} FROM {_quoted(table)} ORDER BY rowid")
    copied = 0
    for rows in _batches(cursor):
        records = [tuple(column.to_postgres(value) for column, value in zip(columns, row, strict=True)) for row in rows]
        await target.copy_records_to_table(table, records=records, columns=[column.name for column in columns])
        copied += len(records)
    stored = int(await target.fetchval(f"SELECT count(*) FROM {_quoted(table)}"))
    if stored != copied:
        raise TransferRefused(f"{table}: {copied} rows copied but PostgreSQL holds {stored}; nothing was copied")
    return copied


def _batches(cursor: sqlite3.Cursor) -> Iterator[list[Any]]:
    while rows := cursor.fetchmany(BATCH):
        yield rows


async def _columns(reader: sqlite3.Connection, target: asyncpg.Connection, table: str) -> list[Column]:
    """The table's SQLite columns, each with its conversion to the PostgreSQL column of the same name. Refuses
    a SQLite column PostgreSQL lacks (its values would be lost) and a PostgreSQL column that must be given a
    value SQLite does not have."""
    lite = [str(row[1]) for row in reader.execute(f"PRAGMA table_info({_quoted(table)})")]
    served = {
        str(row["column_name"]): row
        for row in await target.fetch(
            "SELECT column_name, data_type, is_nullable, column_default, is_identity FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = $1",
            table,
        )
    }
    missing = [name for name in lite if name not in served]
    unfilled = [
        name
        for name, row in served.items()
        if name not in lite
        and row["is_nullable"] == "NO"
        and row["column_default"] is None
        and row["is_identity"] != "YES"
    ]
    if missing or unfilled:
        raise TransferRefused(
            f"{table} has columns only SQLite has ({', '.join(missing) or 'none'}) or that PostgreSQL needs and"
            f" SQLite lacks ({', '.join(unfilled) or 'none'}): nothing was copied"
        )
    return [Column(name, _conversion(str(served[name]["data_type"]))) for name in lite]


def _conversion(data_type: str) -> Callable[[Any], Any]:
    """SQLite stores by value, not by column: a REAL column may hold 3 for 3.0. asyncpg's binary COPY takes
    exactly the Python type of the PostgreSQL column."""
    if data_type in ("bigint", "integer", "smallint"):
        return _nullable(int)
    if data_type in ("double precision", "real", "numeric"):
        return _nullable(float)
    if data_type == "text":
        return _nullable(str)
    raise TransferRefused(f"the PostgreSQL column type {data_type} has no conversion from SQLite")


def _nullable(convert: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda value: None if value is None else convert(value)


async def _advance_sequences(target: asyncpg.Connection) -> None:
    """Moves every identity column's sequence past the ids copied, so the next game or lobby gets a new one."""
    for row in await target.fetch(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES'"
    ):
        table, column = str(row["table_name"]), str(row["column_name"])
        await target.execute(
            f"SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(MAX({_quoted(column)}), 0) + 1, false)"
            f" FROM {_quoted(table)}",
            _quoted(table),
            column,
        )


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
