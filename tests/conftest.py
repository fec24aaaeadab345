"""Shared fixtures. The games offered to players, their plugins and the test-only game are registered for every test."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from bot.drawing import Drawing
from bot.plugins import register_all as register_plugins
from bot.sandbox.local_discord.conformance import TALLY
from bot.seeds import SystemSeeds
from bot.store import Store
from bot.ui import builtin_panels
from games import registry
from tests.fakes import tiny_tricks
from tests.support.backends import BACKENDS, Database
from tests.support.postgres_server import Databases, NoServer, postgres_for_tests

# Property tests draw the same examples on every run and every machine (``ci``, the default), so a failure in CI
# is a failure at home and a green run stays green; no deadline, since a shared CI machine's timing says nothing
# about the code. ``HYPOTHESIS_PROFILE=explore`` searches afresh with more examples, to look for new failures.
settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=50,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("explore", deadline=None, max_examples=500, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

registry.register_builtin()
builtin_panels.register_builtin()
register_plugins()
tiny_tricks.register()


# The seed of every game a test starts without choosing one (``Sessions`` and ``GameBot`` made without seeds draw
# from the system): a test plays the same deal at every run, so its outcome never depends on chance. A test that
# needs a particular deal chooses it (``ChosenSeeds``, ``Table.seeds``). Bots run as real processes draw their own.
UNCHOSEN_SEED = 1


@pytest.fixture(autouse=True)
def fixed_system_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SystemSeeds, "new_seed", lambda self: UNCHOSEN_SEED)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "both_backends: run the module's store tests on SQLite and on PostgreSQL (tests/support/backends.py)"
    )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """How many of the bot's requests the fake Discords checked against Discord's own rules, and what broke them
    (each violation also failed its test)."""
    if TALLY.checked_limits:
        terminalreporter.section("Discord conformance")
        for line in TALLY.lines():
            terminalreporter.write_line(line)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "database" in metafunc.fixturenames and metafunc.definition.get_closest_marker("both_backends"):
        metafunc.parametrize("database", BACKENDS, indirect=True)


POSTGRES_SERVER = pytest.StashKey[Databases]()
POSTGRES_STOP = pytest.StashKey[ExitStack]()


def _needs_postgres(item: pytest.Item) -> bool:
    callspec = getattr(item, "callspec", None)
    wants_database = callspec is not None and callspec.params.get("database") == "postgresql"
    return wants_database or "postgres" in getattr(item, "fixturenames", ())


def _start_postgres(config: pytest.Config) -> Databases:
    """The session's server, started on first need; raises ``NoServer`` saying why there is none."""
    if POSTGRES_SERVER not in config.stash:
        stop = ExitStack()
        config.stash[POSTGRES_SERVER] = stop.enter_context(postgres_for_tests())
        config.stash[POSTGRES_STOP] = stop
    return config.stash[POSTGRES_SERVER]


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """Starts the server before the first test when any selected test needs it. Stopping the session from inside
    a test's set-up instead leaves that test's ``tmp_path`` half set up, and pytest's teardown of it then buries
    the reason under a traceback of its own (``KeyError: StashKey``); and a missing server is reported at once,
    not after the tests that ran before the first PostgreSQL one."""
    if not session.config.option.collectonly and any(_needs_postgres(item) for item in session.items):
        try:
            _start_postgres(session.config)
        except NoServer as error:
            raise pytest.UsageError(str(error)) from None  # pytest prints it as one "ERROR: …" line, no traceback


def pytest_unconfigure(config: pytest.Config) -> None:
    if POSTGRES_STOP in config.stash:
        config.stash[POSTGRES_STOP].close()


@pytest.fixture(scope="session")
def postgres(pytestconfig: pytest.Config) -> Databases:
    """The session's PostgreSQL server (``tests/support/postgres_server.py``), started before the first test unless a
    test asks for it in a way ``_needs_postgres`` cannot see; without one the session stops, failed."""
    try:
        return _start_postgres(pytestconfig)
    except NoServer as error:
        pytest.exit(str(error), returncode=pytest.ExitCode.TESTS_FAILED)


@pytest.fixture
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    backend = getattr(request, "param", "sqlite")
    if backend == "sqlite":
        chosen = Database(backend, path=tmp_path / "bot.sqlite3")
        yield chosen
        await chosen.close_all()
        return
    databases: Databases = request.getfixturevalue("postgres")
    chosen = Database(backend, url=await databases.create())
    yield chosen
    await chosen.close_all()
    assert chosen.url is not None
    await databases.drop(chosen.url)


@pytest.fixture
def drawing() -> Iterator[Drawing]:
    """A drawing thread of the test's own, with no game yet known to draw quickly."""
    fresh = Drawing()
    yield fresh
    fresh.close()


@pytest.fixture
async def store(database: Database) -> Store:
    """A store on the test's database (SQLite unless the module is marked ``both_backends``)."""
    return await database.open()
