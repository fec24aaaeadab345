"""Whether the database file can be used, and in words an operator understands when it cannot.

At start-up a database that cannot be used (damaged, not a database, in a place that cannot be written, a full
or read-only disk) stops the bot with one line naming the file and the cause, rather than a traceback and a
process that never exits. While running, the first such failure is logged once, clearly; every later one raises
the same ``DatabaseUnusable`` without repeating it (``python -m bot`` keeps them out of the log): ``Health``, which
each backend's driver tells of every failure and success (PostgreSQL's says what its errors mean itself).
"""

from __future__ import annotations

import errno
import logging
import os
import sqlite3
import stat
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.records import StoreError

log = logging.getLogger("bot.store")

RESTORE = "Restore it from a backup, or move it away to start with an empty database."
FREE_SPACE = "Free some space on that disk, or set DATABASE_PATH to a file on another one."
WRITABLE = "Give the bot's user the right to write there, or set DATABASE_PATH to a file it may write."
READ_ONLY = "Mount that file system read-write, or set DATABASE_PATH to a file on a writable one."
ELSEWHERE = "Set DATABASE_PATH to a file the bot may create and write."

# SQLite's primary result codes that say the file itself cannot serve (rather than a refused statement).
_DAMAGED = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}
_UNUSABLE = _DAMAGED | {"SQLITE_FULL", "SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_PERM"}


class DatabaseUnusable(StoreError):
    """The database file cannot be used; the message names it, says why and what to do, on one line."""

    def __init__(self, path: str | Path, reason: str, advice: str) -> None:
        # The absolute path: a relative DATABASE_PATH depends on the folder the bot was started from. One line,
        # whatever SQLite or the system put in the reason.
        self.path = os.path.abspath(path)
        super().__init__(" ".join(f"the database {self.path} cannot be used: {reason}. {advice}".split()))
        self.reason = reason


def check_location(path: Path) -> None:
    """Refuses a path the database cannot live at, before SQLite turns it into "unable to open database file":
    a folder or a device at the path, a file where its folder should be, a folder that cannot be made."""
    for parent in reversed(Path(os.path.abspath(path)).parents):
        if parent.exists() and not parent.is_dir():
            raise DatabaseUnusable(path, f"{parent} is a file, not a folder", ELSEWHERE)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise _from_os_error(path, error) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise DatabaseUnusable(path, "it is a folder, not a file", ELSEWHERE)
    if mode is not None and not stat.S_ISREG(mode):
        raise DatabaseUnusable(path, "it is a device or special file, not a regular file", ELSEWHERE)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _from_os_error(path, error) from None


def explain(path: str | Path, error: BaseException) -> DatabaseUnusable | None:
    """What a SQLite error says about the file, or None when it is not about the file (a locked database, a
    refused statement)."""
    if not isinstance(error, sqlite3.Error):
        return None
    name = getattr(error, "sqlite_errorname", "") or ""
    primary = name.split("_", 2)
    code = "_".join(primary[:2])
    if code not in _UNUSABLE:
        return None
    if code == "SQLITE_NOTADB":
        return DatabaseUnusable(path, "it is not a SQLite database (or its first page is damaged)", RESTORE)
    if code == "SQLITE_CORRUPT":
        return DatabaseUnusable(path, f"it is damaged ({error})", RESTORE)
    if code == "SQLITE_FULL":
        return DatabaseUnusable(path, "the disk is full", FREE_SPACE)
    # Cannot open, read-only, I/O error: the file system usually knows the real cause.
    found = _probe(Path(path))
    if found is not None:
        return found
    return DatabaseUnusable(path, f"SQLite cannot use it ({error})", ELSEWHERE)


async def quick_check(path: str | Path, run: Callable[[str], Awaitable[list[Any]]]) -> None:
    """SQLite's quick integrity check (every page read, no index cross-check): damage behind an intact header
    is found at start-up rather than when a game reaches the damaged page."""
    rows = await run("PRAGMA quick_check(3)")
    found = " ".join(str(row[0]) for row in rows).replace("*** in database main ***", "")
    if found != "ok":
        raise DatabaseUnusable(path, f"it is damaged (integrity check: {_shorten(found, 160)})", RESTORE)


def probe_writing(db: sqlite3.Connection) -> None:
    """Writes a row and takes it back. SQLite opens a file it may not write (mode 444, owned by another user)
    read-only without a word, and such a database passes every reading check: only a write tells, and it must
    come at start-up, not with the first player's move. Rolled back, it leaves the file as it was."""
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute("INSERT OR REPLACE INTO bot_meta (key, value) VALUES ('start-up write probe', '')")
    finally:
        if db.in_transaction:
            db.execute("ROLLBACK")


def _shorten(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _probe(path: Path) -> DatabaseUnusable | None:
    """Asks the file system itself whether the file and its folder can be written (SQLite needs to create its
    ``-wal`` and ``-shm`` files beside the database, and to grow them): a full disk still lets a file be created,
    but not one byte be written to it (SQLite then says only "disk I/O error", extending its ``-shm`` file)."""
    existed = path.exists()
    try:
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        os.close(descriptor)
        if not existed:
            path.unlink()
        probe = path.with_name(f"{path.name}-probe")
        descriptor = os.open(probe, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            os.write(descriptor, b"\0")
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
            probe.unlink()
    except OSError as error:
        return _from_os_error(path, error)
    return None


def _from_os_error(path: Path, error: OSError) -> DatabaseUnusable:
    where = error.filename if error.filename not in (None, str(path)) else None
    if error.errno in (errno.EACCES, errno.EPERM):
        return DatabaseUnusable(path, f"permission denied to write {where or 'it'}", WRITABLE)
    if error.errno == errno.EROFS:
        return DatabaseUnusable(path, "it is on a read-only file system", READ_ONLY)
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return DatabaseUnusable(path, "the disk is full", FREE_SPACE)
    if error.errno in (errno.ENOTDIR, errno.EEXIST):
        return DatabaseUnusable(path, f"a part of its folder path ({where or path.parent}) is a file", ELSEWHERE)
    return DatabaseUnusable(path, f"{error.strerror or error} ({where or path})", ELSEWHERE)


class Health:
    """Reports the database failing while the bot runs: once, on one line, then quietly until it works again.

    Each backend's driver, the one place its work runs, hands it every error of its database (``failed``) and
    tells it of every call that went through (``worked``)."""

    def __init__(self, where: str, explain: Callable[[str, Any], DatabaseUnusable | None]) -> None:
        self.where = where  # the file, or the URL without its password
        self._explain = explain  # what an error says about the database as a whole, or None
        self.failing: DatabaseUnusable | None = None
        self.started = False  # before, a failure is the start-up's to report (the store's ``open``)

    def failed(self, error: BaseException) -> None:
        """Raises ``DatabaseUnusable`` from ``error`` when it says the database itself cannot serve (logged the
        first time only); returns when it is about one statement, for the caller to raise it as it is."""
        unusable = self._explain(self.where, error)
        if unusable is None:
            return
        if self.failing is None and self.started:
            log.critical("%s (the bot keeps answering, but records nothing until it works again)", unusable)
        self.failing = unusable
        raise unusable from error

    def worked(self) -> None:
        if self.failing is not None:
            log.warning("the database %s works again", self.where)
            self.failing = None
