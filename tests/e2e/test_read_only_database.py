"""A database the bot may read but not write is refused at start-up with one line and exit status 3, rather than a
bot that starts, answers, and records nothing: a SQLite file of mode 444 in a writable folder, or a PostgreSQL
user that may only read.

SQLite opens such a file read-only without a word, and every check that only reads passes; the start-up has to
write. The superuser writes any file whatever its mode (the capability CAP_DAC_OVERRIDE), and these tests may run
as root: the bot's process then starts without that capability and its two relatives (CAP_DAC_READ_SEARCH,
CAP_FOWNER, which would let it chmod the file back), dropped from its bounding set before the program runs. It
stays root, the owner of the checkout it reads, and the file's owner, whose own mode bits (r--) now hold.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import os
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from tests.e2e.test_startup_failures import _base_env, good_database, run_bot, the_one_line
from tests.support.postgres_server import Databases

PR_CAPBSET_DROP = 24  # linux/prctl.h
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER = 1, 2, 3  # linux/capability.h
ROOTS_OVERRIDES = (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER)


def without_roots_overrides() -> Callable[[], None] | None:
    """For ``preexec_fn``: as root, the child loses the capabilities that ignore file modes (a capability gone
    from the bounding set is not granted again by ``exec``); as anyone else, nothing to drop."""
    if os.geteuid() != 0:
        return None
    libc = ctypes.CDLL(None, use_errno=True)

    def drop() -> None:
        for capability in ROOTS_OVERRIDES:
            if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
                raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")

    return drop


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


async def test_a_database_file_the_bot_may_not_write_is_refused_at_start_up(tmp_path: Path) -> None:
    database = good_database(tmp_path / "bot.sqlite3")
    before = digest(database)
    database.chmod(0o444)
    status, output = await run_bot(_base_env(database), tmp_path, preexec=without_roots_overrides())
    line = the_one_line(output)
    assert status == 3, output
    assert str(database) in line and "permission denied" in line, line
    assert "CRITICAL" not in output
    assert digest(database) == before


async def test_the_same_file_made_writable_again_starts(tmp_path: Path) -> None:
    # The refusal comes from the file's mode alone: given back the right to write, the same start goes on to
    # Discord (here out of reach: exit status 5), its database accepted.
    database = good_database(tmp_path / "bot.sqlite3")
    database.chmod(0o644)
    status, output = await run_bot(_base_env(database), tmp_path, preexec=without_roots_overrides())
    line = the_one_line(output)
    assert status == 5 and "could not be reached" in line, output


# PostgreSQL: a database the migrations already ran on, and a user of the test's own with only some rights in it.


@contextlib.asynccontextmanager
async def user_with_rights(postgres: Databases, *grants: str) -> AsyncIterator[str]:
    """The URL of a fresh bot database as seen by a new user who holds only ``grants`` (``{user}`` in each is
    that user); the database and the user are dropped afterwards."""
    url = await postgres.create()
    user = f"reader_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE ROLE {user} LOGIN")
        await admin.execute(f"GRANT USAGE ON SCHEMA public TO {user}")
        for grant in grants:
            await admin.execute(grant.format(user=user))
        parts = urlsplit(url)
        yield urlunsplit(parts._replace(netloc=f"{user}@{parts.netloc.rsplit('@', 1)[-1]}"))
    finally:
        await admin.close()
        await postgres.drop(url)
        admin = await asyncpg.connect(url.replace(urlsplit(url).path, "/postgres", 1))
        try:
            await admin.execute(f"DROP ROLE {user}")
        finally:
            await admin.close()


async def refused_start(url: str, folder: Path) -> str:
    status, output = await run_bot({**_base_env(folder / "unused.sqlite3"), "DATABASE_URL": url}, folder)
    line = the_one_line(output)
    assert status == 3, output
    return line


async def test_a_postgresql_user_that_may_only_read_is_refused_at_start_up(postgres: Databases, tmp_path: Path) -> None:
    async with user_with_rights(postgres, "GRANT SELECT ON ALL TABLES IN SCHEMA public TO {user}") as url:
        line = await refused_start(url, tmp_path)
    assert "PostgreSQL database" in line and "may not write" in line and "permission denied" in line, line


async def test_a_postgresql_user_that_may_migrate_but_not_play_is_refused_by_the_write_probe(
    postgres: Databases, tmp_path: Path
) -> None:
    # Rights enough for the start-up's migrations (the schema already current), none to write the bot's tables:
    # only the write probe finds this before the first move does.
    grants = (
        "GRANT SELECT ON ALL TABLES IN SCHEMA public TO {user}",
        "GRANT CREATE ON SCHEMA public TO {user}",
        "GRANT INSERT, UPDATE ON schema_version TO {user}",
    )
    async with user_with_rights(postgres, *grants) as url:
        line = await refused_start(url, tmp_path)
    assert "may not write" in line and "permission denied for table bot_meta" in line, line
