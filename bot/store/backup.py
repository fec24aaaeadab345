"""Backing up the SQLite database while the bot runs, and restoring a backup while it is stopped.

The database runs in WAL mode: the moves of the last minutes may sit in its ``-wal`` file, not yet in the main
file, so a plain copy of the main file can miss them (and a copy taken while SQLite writes can be torn). SQLite's
online backup API reads the database as one consistent snapshot, WAL included, through SQLite's own locking: the
bot keeps writing meanwhile, and every move committed before the backup began is in it.

Every refusal is a ``BackupRefused`` whose message is one line saying what to do.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bot.store.health import explain
from bot.store.schema import SQLITE, migrations

# The tables every version of the bot's schema has: a file without them is not a database of this bot.
BOT_TABLES = frozenset({"bot_meta", "lobbies", "games", "moves"})
# The files SQLite may keep beside a database: they belong to it and travel with it.
COMPANIONS = ("-wal", "-shm", "-journal")
KEPT = ".before-restore"


class BackupRefused(Exception):
    """The backup or restore was not made; the message says why and what to do, on one line."""


@dataclass(frozen=True)
class Contents:
    """What a database of the bot holds, to tell the operator what was copied."""

    schema_version: int
    games: int
    moves: int

    def __str__(self) -> str:
        return f"schema version {self.schema_version}, {self.games} games, {self.moves} moves"


def backup(database: Path, target: Path, *, force: bool = False) -> Contents:
    """Copies the bot's database to ``target``, safely while the bot runs; refuses to overwrite an existing
    ``target`` unless ``force``. The backup is one self-contained file (no ``-wal`` beside it)."""
    database, target = _absolute(database), _absolute(target)
    if not database.is_file():
        raise BackupRefused(f"there is no database at {database} to back up (DATABASE_PATH).")
    if target == database:
        raise BackupRefused(f"{target} is the database itself; name another file for the backup.")
    if target.exists() and not force:
        raise BackupRefused(f"{target} already exists; name another file, or pass --force to overwrite it.")
    if not target.parent.is_dir():
        raise BackupRefused(f"the folder {target.parent} does not exist; create it, or name a file elsewhere.")
    # "mode=rw": a mistyped DATABASE_PATH must not create an empty database to back up.
    with _reading(database, "rw") as source:
        _check_bot_database(source, database)
        return _copy(source, target)


def restore(backup_file: Path, database: Path) -> tuple[Contents, Path | None]:
    """Replaces the bot's database with ``backup_file``, which must be a database of this bot; the database it
    replaces (with its ``-wal`` file) is kept beside it as ``….before-restore``, returned with what was restored.
    Refused while the database is open in another process (the bot running)."""
    backup_file, database = _absolute(backup_file), _absolute(database)
    if not backup_file.is_file():
        raise BackupRefused(f"there is no backup at {backup_file}.")
    if backup_file == database:
        raise BackupRefused(f"{backup_file} is the database itself; name the backup file to restore.")
    kept = database.with_name(database.name + KEPT)
    if database.exists():
        if in_use(database):
            raise BackupRefused(
                f"the database {database} is in use by another process (the bot is running): stop the bot, "
                "then restore."
            )
        if any(Path(f"{kept}{suffix}").exists() for suffix in ("", *COMPANIONS)):
            raise BackupRefused(f"{kept} is left from an earlier restore; move it away first.")
    elif not database.parent.is_dir():
        raise BackupRefused(f"the folder {database.parent} does not exist; create it, or set DATABASE_PATH.")
    with _reading(backup_file, "ro") as source:
        _check_bot_database(source, backup_file)
        # The copy is made beside the database first: a failure half-way leaves the database untouched.
        restoring = database.with_name(database.name + ".restoring")
        contents = _copy(source, restoring)
    if not database.exists():
        os.replace(restoring, database)
        _sync_folder(database.parent)
        return contents, None
    # The database moves away together with its -wal file, which holds its latest commits and would otherwise
    # be read into the restored file by the next start.
    for suffix in (*COMPANIONS, ""):
        with contextlib.suppress(FileNotFoundError):
            os.replace(f"{database}{suffix}", f"{kept}{suffix}")
    os.replace(restoring, database)
    _sync_folder(database.parent)
    return contents, kept


def in_use(database: Path) -> bool:
    """Whether another connection has the database open. A connection in WAL mode holds a shared lock on the
    file for as long as it is open, idle or not, so an exclusive lock is refused at once while the bot runs,
    and granted when nothing has it open."""
    try:
        probe = sqlite3.connect(f"{database.as_uri()}?mode=rw", uri=True, timeout=0, isolation_level=None)
    except sqlite3.Error:
        return False  # not a file SQLite can open: nothing has it open as a database
    try:
        probe.execute("PRAGMA locking_mode=EXCLUSIVE")
        probe.execute("BEGIN EXCLUSIVE")
        probe.execute("ROLLBACK")
    except sqlite3.Error as error:
        # Any other failure: a damaged file, which no bot can be using to play (and the usual reason to restore).
        return getattr(error, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))
    finally:
        probe.close()
    return False


@contextlib.contextmanager
def _reading(path: Path, mode: str) -> Iterator[sqlite3.Connection]:
    try:
        connection = sqlite3.connect(f"{path.as_uri()}?mode={mode}", uri=True, isolation_level=None)
    except sqlite3.Error as error:
        raise _refusal(path, error) from None
    try:
        yield connection
    except sqlite3.Error as error:
        raise _refusal(path, error) from None
    finally:
        connection.close()


def _refusal(path: Path, error: sqlite3.Error) -> BackupRefused:
    unusable = explain(path, error)
    return BackupRefused(str(unusable) if unusable is not None else f"SQLite cannot read {path} ({error}).")


def _check_bot_database(db: sqlite3.Connection, path: Path) -> Contents:
    """Refuses a file that is not a whole database of this bot: not SQLite, damaged, without the bot's tables,
    or from a newer version of the bot than this one (whose schema this one does not know)."""
    found = " ".join(str(row[0]) for row in db.execute("PRAGMA quick_check(3)"))
    if found != "ok":
        raise BackupRefused(f"{path} is damaged (integrity check: {found[:160]}); it cannot be used.")
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if not tables >= BOT_TABLES or version < 1:
        raise BackupRefused(f"{path} is a SQLite database, but not one of this bot (it lacks the bot's tables).")
    newest = max(number for number, _ in migrations(SQLITE))
    if version > newest:
        raise BackupRefused(
            f"{path} has schema version {version}, newer than this bot's {newest}: it was made by a newer version "
            "of the bot; upgrade the bot first."
        )
    return _contents(db)


def _contents(db: sqlite3.Connection) -> Contents:
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    games = int(db.execute("SELECT count(*) FROM games").fetchone()[0])
    moves = int(db.execute("SELECT count(*) FROM moves").fetchone()[0])
    return Contents(version, games, moves)


def _copy(source: sqlite3.Connection, target: Path) -> Contents:
    """The source copied into ``target`` through a partial file renamed at the end (an interrupted copy never
    leaves a file that looks whole), checked, on the disk."""
    partial = target.with_name(target.name + ".partial")
    for suffix in ("", *COMPANIONS):
        with contextlib.suppress(FileNotFoundError):
            os.remove(f"{partial}{suffix}")
    try:
        copy = sqlite3.connect(partial, isolation_level=None)
        try:
            # One step, so the whole copy reads one snapshot: a writer meanwhile neither waits nor restarts it.
            source.backup(copy)
            # One file, without a -wal beside it to forget when it is copied elsewhere; the bot turns WAL on again.
            copy.execute("PRAGMA journal_mode=DELETE")
            found = " ".join(str(row[0]) for row in copy.execute("PRAGMA quick_check(3)"))
            if found != "ok":
                raise BackupRefused(f"the copy at {partial} failed its integrity check ({found[:160]}).")
            contents = _contents(copy)
        finally:
            copy.close()
        with open(partial, "rb+") as written:
            os.fsync(written.fileno())
        os.replace(partial, target)
    except BaseException as error:
        with contextlib.suppress(FileNotFoundError):
            os.remove(partial)
        if isinstance(error, sqlite3.Error | OSError):
            raise BackupRefused(f"the copy to {target} failed: {error}.") from None
        raise
    _sync_folder(target.parent)
    return contents


def _sync_folder(folder: Path) -> None:
    """A rename is on the disk once its folder is: a power loss right after would otherwise undo it."""
    with contextlib.suppress(OSError):  # some file systems cannot open or sync a folder
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def _absolute(path: Path) -> Path:
    return Path(os.path.abspath(path))
