"""``python -m bot`` as a real process facing a database it cannot use, a token Discord refuses or no Discord at
all: it ends within seconds, with one line that names the cause and a non-zero exit, never a traceback.

The database is opened before anything talks to Discord, so the database cases need no fake Discord: the API
address points at a closed port, which is never reached when the database is refused first.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot.sandbox.local_discord import FakeDiscord
from bot.store.sqlite import _migrations
from tests.e2e.bot_process import BotProcess
from tests.e2e.syscall_faults import full_disk, read_only_file_system

ROOT = Path(__file__).resolve().parents[2]
CLOSED_PORT = "http://127.0.0.1:9/api/v10"  # the discard port: nothing listens there
# Seconds a refused start may take, interpreter start included: a bound against retrying (a bot that retried with
# back-off would take minutes), wide enough for a loaded machine (10 s was met at 10.5 s beside seven other jobs).
QUICKLY = 30.0


def _base_env(database: Path | str, api_base: str = CLOSED_PORT) -> dict[str, str]:
    return {
        **os.environ,
        "DISCORD_TOKEN": "start.up.token",
        "DATABASE_PATH": str(database),
        "DISCORD_API_BASE": api_base,
        "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/",
        "LOG_LEVEL": "INFO",
        "PYTHONPATH": str(ROOT),
    }


async def run_bot(env: dict[str, str], cwd: Path, preexec: Callable[[], None] | None = None) -> tuple[int, str]:
    """Runs ``python -m bot`` until it exits by itself; ``preexec`` runs in the child before the program starts
    (a system call filter from ``syscall_faults``)."""
    started = time.monotonic()
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=cwd,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        preexec_fn=preexec,
    )
    try:
        output, _ = await asyncio.wait_for(process.communicate(), QUICKLY + 20)
    except TimeoutError:
        process.kill()
        await process.wait()
        raise AssertionError("the bot did not exit by itself") from None
    took = time.monotonic() - started
    assert took < QUICKLY, f"took {took:.1f} s to give up"
    assert process.returncode is not None
    return process.returncode, output.decode(errors="replace")


def the_one_line(output: str) -> str:
    """The output holds one error line and no traceback; returns that line."""
    assert "Traceback" not in output, output
    errors = [line for line in output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, output
    others = [line for line in output.splitlines() if line.strip() and not line.startswith("error:")]
    assert others == [], output
    return errors[0]


# Databases to damage


def good_database(path: Path) -> Path:
    """A database with the bot's schema and enough rows for a few dozen pages, closed cleanly (no WAL left)."""
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        for number, sql in _migrations():
            conn.executescript(f"BEGIN;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
        conn.executemany(
            "INSERT INTO bot_meta (key, value) VALUES (?, ?)", [(f"filler:{n}", "x" * 400) for n in range(150)]
        )
    assert not Path(f"{path}-wal").exists()
    return path


def _overwrite(path: Path, offset: int, data: bytes) -> None:
    with path.open("r+b") as file:
        file.seek(offset)
        file.write(data)


def truncated(path: Path) -> str:
    good_database(path)
    os.truncate(path, path.stat().st_size // 3)
    return "damaged"


def header_overwritten(path: Path) -> str:
    good_database(path)
    _overwrite(path, 0, b"\x00This is not the header you are looking for." * 2)
    return "not a SQLite database"


def random_bytes(path: Path) -> str:
    path.write_bytes(os.urandom(40_000))
    return "not a SQLite database"


def plain_text(path: Path) -> str:
    path.write_text("players:\n  alice: 12\n  bob: 9\n" * 200)
    return "not a SQLite database"


def a_folder(path: Path) -> str:
    path.mkdir()
    return "is a folder"


def pages_damaged(path: Path) -> str:
    """Header and schema intact; pages further on overwritten, found only by reading them."""
    good_database(path)
    page = sqlite3.connect(path).execute("PRAGMA page_size").fetchone()[0]
    size = path.stat().st_size
    assert size > 8 * page
    _overwrite(path, 4 * page, os.urandom(3 * page))
    return "damaged"


DAMAGED: dict[str, Callable[[Path], str]] = {
    "truncated": truncated,
    "header overwritten": header_overwritten,
    "random bytes": random_bytes,
    "plain text": plain_text,
    "a folder at the path": a_folder,
    "pages damaged behind an intact header": pages_damaged,
}


@pytest.mark.parametrize("case", list(DAMAGED))
async def test_a_database_that_cannot_be_used_stops_the_start_with_one_line(case: str, tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    expected = DAMAGED[case](database)
    status, output = await run_bot(_base_env(database), tmp_path)
    line = the_one_line(output)
    assert status == 3, output
    assert str(database) in line and expected in line, line


async def test_a_database_path_under_a_regular_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where a folder should be")
    status, output = await run_bot(_base_env(tmp_path / "data" / "bot.sqlite3"), tmp_path)
    line = the_one_line(output)
    assert status == 3 and f"{tmp_path / 'data'} is a file, not a folder" in line, line


async def test_a_device_at_the_database_path_is_refused(tmp_path: Path) -> None:
    # /dev/full: every write fails with "no space left"; it is not a file a database can live in.
    status, output = await run_bot(_base_env("/dev/full"), tmp_path)
    line = the_one_line(output)
    assert status == 3 and "/dev/full" in line and "not a regular file" in line, line
    assert _left_beside("/dev/full") == []


def _left_beside(path: str) -> list[str]:
    return [f"{path}{suffix}" for suffix in ("-journal", "-wal", "-shm") if os.path.exists(f"{path}{suffix}")]


@contextlib.contextmanager
def shared_folder() -> Iterator[Path]:
    """A folder another user can reach (pytest's own folders are private to their owner)."""
    folder = Path(tempfile.mkdtemp(prefix="bot-unwritable-"))
    try:
        yield folder
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder, ignore_errors=True)


async def test_a_folder_the_bot_may_not_write_is_refused() -> None:
    if os.geteuid() == 0:
        # The superuser writes anywhere but in the kernel's own folders (sysfs creates no files for anyone); the
        # bot could also run as another user, but that user may not read this checkout.
        database = Path("/sys/kernel/bot.sqlite3")
        status, output = await run_bot(_base_env(database), Path.cwd())
    else:
        with shared_folder() as folder:
            (folder / "data").mkdir()
            (folder / "data").chmod(0o555)
            database = folder / "data" / "bot.sqlite3"
            status, output = await run_bot(_base_env(database), folder)
    line = the_one_line(output)
    assert status == 3 and str(database) in line and "permission denied" in line, line


# A full disk and a read-only file system, faked for the bot's process alone by a seccomp filter
# (tests/e2e/syscall_faults.py): the kernel answers its writes to files with ENOSPC, or its opens for writing with
# EROFS, as such a disk would. No root, no mount namespace: these run on any Linux machine.


async def test_a_full_disk_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    status, output = await run_bot(_base_env(database), tmp_path, preexec=full_disk())
    line = the_one_line(output)
    assert status == 3 and str(database) in line and "disk is full" in line, line


async def test_a_full_disk_is_refused_for_a_database_that_has_to_grow(tmp_path: Path) -> None:
    # An existing database whose schema is one migration behind: the start-up must write, and finds no space.
    database = good_database(tmp_path / "bot.sqlite3")
    with contextlib.closing(sqlite3.connect(database, isolation_level=None)) as conn:
        conn.execute(f"PRAGMA user_version = {max(number for number, _ in _migrations()) - 1}")
    status, output = await run_bot(_base_env(database), tmp_path, preexec=full_disk())
    line = the_one_line(output)
    assert status == 3 and str(database) in line and "disk is full" in line, line


async def test_a_read_only_file_system_is_refused(tmp_path: Path) -> None:
    database = good_database(tmp_path / "bot.sqlite3")
    status, output = await run_bot(_base_env(database), tmp_path, preexec=read_only_file_system())
    line = the_one_line(output)
    assert status == 3 and str(database) in line and "read-only file system" in line, line
    assert _left_beside(str(database)) == []  # nothing could be created beside it


async def test_a_new_database_on_a_read_only_file_system_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "bot.sqlite3"
    status, output = await run_bot(_base_env(database), tmp_path, preexec=read_only_file_system())
    line = the_one_line(output)
    assert status == 3 and str(database) in line and "read-only file system" in line, line
    assert not database.exists()


# Databases that must start


async def test_an_empty_file_starts_as_a_new_database(fake: FakeDiscord, tmp_path: Path) -> None:
    bot = BotProcess(fake, tmp_path)
    bot.database.write_bytes(b"")
    await bot.start()
    await bot.stop()
    assert bot.process is not None and bot.process.returncode == 0, bot.log()
    assert "error:" not in bot.log()


KILLED_WRITER = """
import asyncio, os, sys
from bot.store import SqliteStore

async def main():
    store = await SqliteStore.open(sys.argv[1])
    await store.set_meta("written before the kill", "kept")
    os._exit(0)  # as a SIGKILL would: no checkpoint, the WAL file stays

asyncio.run(main())
"""


def killed_writer(database: Path) -> None:
    subprocess.run([sys.executable, "-c", KILLED_WRITER, str(database)], check=True, cwd=ROOT, timeout=30)
    wal = Path(f"{database}-wal")
    assert wal.stat().st_size > database.stat().st_size  # the main file holds less than the database


async def test_a_main_file_cut_short_with_its_wal_left_by_a_killed_process_starts(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    bot = BotProcess(fake, tmp_path)
    killed_writer(bot.database)
    await bot.start()
    await bot.stop()
    assert bot.process is not None and bot.process.returncode == 0, bot.log()
    with contextlib.closing(sqlite3.connect(bot.database)) as conn:
        row = conn.execute("SELECT value FROM bot_meta WHERE key = 'written before the kill'").fetchone()
    assert row == ("kept",)


# Damaged while running


def _damage_under(database: Path) -> None:
    """Overwrites the database and zeroes its shared WAL index, as a failing disk would: the running bot's next
    read finds its cache stale and reads the garbage."""
    _overwrite(database, 0, os.urandom(database.stat().st_size))
    shm = Path(f"{database}-shm")
    if shm.exists():
        _overwrite(shm, 0, bytes(shm.stat().st_size))
    wal = Path(f"{database}-wal")
    if wal.exists():
        _overwrite(wal, 0, os.urandom(min(wal.stat().st_size, 4096)))


async def test_a_database_damaged_while_running_is_reported_once(fake: FakeDiscord, tmp_path: Path) -> None:
    alice = fake.add_user("alice")
    bot = BotProcess(fake, tmp_path)
    await bot.start()
    try:
        _damage_under(bot.database)
        for channel in ("general", "second", "third"):
            place = fake.channel(channel) if channel == "general" else fake.add_channel(channel)
            ix = await (await fake.slash(alice, place, "game new", {"game": "copenhagen"})).done()
            assert ix.messages and ix.messages[-1].ephemeral
    finally:
        await bot.stop()
    log = bot.log()
    reports = [line for line in log.splitlines() if "cannot be used" in line]
    assert len(reports) == 1, log
    assert str(bot.database) in reports[0] and "not a SQLite database" in reports[0]
    assert "Traceback" not in log


# Discord refusing the token, or out of reach


async def test_a_token_discord_refuses_stops_the_start_with_one_line(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.inject_fault("GET", r"/users/@me$", status=401, times=None)
    status, output = await run_bot(_base_env(tmp_path / "bot.sqlite3", fake.api_base), tmp_path)
    line = the_one_line(output)
    assert status == 4, output
    assert "refused the bot token" in line and "Reset Token" in line, line
    assert "start.up.token" not in output
    assert "PyNaCl" not in output and "davey" not in output


async def test_no_discord_to_reach_stops_the_start_with_one_line(tmp_path: Path) -> None:
    status, output = await run_bot(_base_env(tmp_path / "bot.sqlite3"), tmp_path)
    line = the_one_line(output)
    assert status == 5, output
    assert "could not be reached" in line and CLOSED_PORT in line and "network" in line, line
    assert "PyNaCl" not in output and "davey" not in output


# Several processes and PostgreSQL


async def test_a_partial_shard_set_on_sqlite_is_refused_with_one_line(tmp_path: Path) -> None:
    # Another process would hold shard 1 and could not share this process's SQLite file.
    env = {**_base_env(tmp_path / "bot.sqlite3"), "SHARD_COUNT": "2", "SHARD_IDS": "0"}
    env.pop("DATABASE_URL", None)
    status, output = await run_bot(env, tmp_path)
    line = the_one_line(output)
    assert status == 2 and "SHARD_IDS=0" in line and "DATABASE_URL" in line and "PostgreSQL" in line, line
    assert not (tmp_path / "bot.sqlite3").exists()


async def test_a_postgresql_server_out_of_reach_stops_the_start_with_one_line(tmp_path: Path) -> None:
    # A socket folder where no server listens; the password never reaches the output.
    url = f"postgresql://bot:hunter2@/bot?host={tmp_path}"
    status, output = await run_bot({**_base_env(tmp_path / "unused.sqlite3"), "DATABASE_URL": url}, tmp_path)
    line = the_one_line(output)
    assert status == 3 and "PostgreSQL database" in line and "cannot be reached" in line, line
    assert "hunter2" not in output and "DATABASE_URL" in line
