"""The container's health check: exit status 0 when the bot looks healthy, 1 with one line saying what is not.

The bot serves no health endpoint and writes no heartbeat, so this asks what can be seen from beside it:

- the bot's process (the container's first, ``/proc/1``) is running, not stopped or a zombie;
- its database answers: PostgreSQL (``DATABASE_URL``) takes a connection and a ``SELECT 1``; the SQLite file
  (``DATABASE_PATH``) opens read-only and its schema can be read (never created: a missing file is a failure);
- the container holds an established TCP connection to the port of Discord's gateway (443, or the port of
  ``DISCORD_GATEWAY_URL``). discord.py reconnects by itself after a drop, so one check without it means little;
  the image's ``HEALTHCHECK`` marks the container unhealthy only after several failed checks in a row.

The settings are read as the bot reads them (``bot.config``), from the same environment.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urlsplit

PROC = Path("/proc")
ESTABLISHED = "01"  # the state column of /proc/net/tcp
TIMEOUT_SECONDS = 5.0


class Unhealthy(Exception):
    """What is wrong, in one line."""


def check_process(proc: Path = PROC) -> None:
    try:
        status = (proc / "1" / "status").read_text()
    except OSError as error:
        raise Unhealthy(f"the bot's process cannot be inspected ({error})") from None
    state = next((line.split()[1] for line in status.splitlines() if line.startswith("State:")), "?")
    if state in ("T", "t", "Z", "X"):
        raise Unhealthy(f"the bot's process is not running (state {state})")


def check_sqlite(path: Path) -> None:
    if not path.is_file():
        raise Unhealthy(f"the database file {path} does not exist")
    try:
        # Read-only: the check must never create a database or hold a write lock the bot waits for.
        with sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=TIMEOUT_SECONDS) as db:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as error:
        raise Unhealthy(f"the database file {path} cannot be read ({error})") from None


async def check_postgres(url: str) -> None:
    import asyncpg  # the bot's own driver; imported here so a SQLite check never loads it

    from bot.config import redacted

    try:
        connection = await asyncpg.connect(url, timeout=TIMEOUT_SECONDS)
        try:
            await asyncio.wait_for(connection.fetchval("SELECT 1"), TIMEOUT_SECONDS)
        finally:
            await connection.close()
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        raise Unhealthy(f"the PostgreSQL database {redacted(url)} does not answer ({error})") from None


def gateway_port(gateway_url: str | None) -> int:
    if not gateway_url:
        return 443
    parts = urlsplit(gateway_url)
    return parts.port or (443 if parts.scheme == "wss" else 80)


def established_ports(tables: Iterable[str]) -> set[int]:
    """The remote ports of the established connections in /proc/net/tcp-style tables."""
    ports = set()
    for table in tables:
        for line in table.splitlines()[1:]:
            fields = line.split()
            if len(fields) > 3 and fields[3] == ESTABLISHED:
                ports.add(int(fields[2].rsplit(":", 1)[1], 16))
    return ports


def check_gateway(port: int, proc: Path = PROC) -> None:
    tables = []
    for name in ("tcp", "tcp6"):
        try:
            tables.append((proc / "1" / "net" / name).read_text())
        except OSError:
            continue  # a kernel without IPv6 has no tcp6 table
    if port not in established_ports(tables):
        raise Unhealthy(f"no connection to Discord's gateway (no established connection to port {port})")


def check() -> None:
    from dotenv import load_dotenv

    from bot.config import ConfigError, load_settings

    load_dotenv(Path(".env"), override=False)  # the environment first, then a .env in the working folder
    try:
        settings = load_settings()
    except ConfigError as error:
        raise Unhealthy(f"the settings are refused: {error}") from None
    check_process()
    if settings.database_url:
        asyncio.run(check_postgres(settings.database_url))
    else:
        check_sqlite(settings.database_path)
    check_gateway(gateway_port(settings.gateway_url))


def main() -> int:
    try:
        check()
    except Unhealthy as problem:
        print(f"unhealthy: {problem}")
        return 1
    except Exception as error:  # any other failure is unhealthy too, in one line rather than a traceback
        print(f"unhealthy: the check itself failed ({type(error).__name__}: {error})")
        return 1
    print("healthy")
    return 0


if __name__ == "__main__":
    sys.exit(main())
