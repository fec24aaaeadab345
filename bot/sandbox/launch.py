"""``tabletop-bot sandbox``: the real bot, started exactly as ``tabletop-bot run`` starts it, against the local
Discord of ``bot.sandbox.local_discord`` (the one the test suite runs it against), and a page in the browser where
one person plays every seat. No token, no network: everything listens on this machine, on loopback unless
``--host`` says otherwise, with a scratch database unless ``--database`` names one."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
import tempfile
import webbrowser
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from aiohttp import web

from bot.config import ConfigError, Environment, load_settings
from bot.running import EXIT_CONFIG, StartupFailure, prepare_process, serve
from bot.sandbox.local_discord import FAKE_TOKEN, FakeDiscord
from bot.sandbox.local_discord.conformance import SPEC
from bot.sandbox.page import make_app
from bot.sandbox.world import build_world

log = logging.getLogger(__name__)

LOOPBACK = "127.0.0.1"
# How often the sandbox's Discord looks for threads quiet long enough to archive (their durations are in hours).
ARCHIVE_SWEEP_SECONDS = 60.0
# Settings of the user's environment that would point the sandbox elsewhere than its own Discord and database.
NOT_FOR_THE_SANDBOX = ("DISCORD_TOKEN", "DISCORD_API_BASE", "DISCORD_GATEWAY_URL", "DATABASE_URL", "DEV_GUILD_ID")
NOT_FOR_THE_SANDBOX_PREFIXES = ("SHARD_",)


@dataclass(frozen=True)
class SandboxOptions:
    host: str
    port: int
    database: Path | None = None  # None: a scratch database, deleted when the sandbox stops
    open_browser: bool = True


def sandbox_values(environment: Mapping[str, str], fake: FakeDiscord, database: Path) -> dict[str, str]:
    """The settings the bot starts with: the user's own (log level, AI pace), pointed at the local Discord and
    the sandbox's database, whatever the environment or ``.env`` say of Discord, PostgreSQL or shards."""
    kept = {
        name: value
        for name, value in environment.items()
        if name not in NOT_FOR_THE_SANDBOX and not name.startswith(NOT_FOR_THE_SANDBOX_PREFIXES)
    }
    return kept | {
        "DISCORD_TOKEN": FAKE_TOKEN,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(database),
    }


def run_sandbox(source: Environment, options: SandboxOptions) -> int:
    """Runs the sandbox until Ctrl+C (or SIGTERM); the process's exit status."""
    try:
        with contextlib.suppress(KeyboardInterrupt):
            asyncio.run(_sandbox(source, options))
    except StartupFailure as failure:
        print(f"error: {failure}", file=sys.stderr)
        return failure.status
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_CONFIG
    except OSError as error:  # the page's port is taken, or the host is not this machine's
        print(
            f"error: the sandbox's page cannot listen on {options.host}:{options.port} ({error.strerror or error}); "
            "choose another port with --port (0: any free port).",
            file=sys.stderr,
        )
        return EXIT_CONFIG
    return 0


async def _sandbox(source: Environment, options: SandboxOptions) -> None:
    with contextlib.ExitStack() as scratch:
        database = options.database
        if database is None:
            folder = scratch.enter_context(tempfile.TemporaryDirectory(prefix="tabletop-sandbox-"))
            database = Path(folder) / "sandbox.sqlite3"
        fake = FakeDiscord(bot_name="TabletopBot", guild_name="Sandbox")
        members = build_world(fake)
        await fake.start()
        # A browser keeps the live stream open: stopping waits a moment for it, not aiohttp's default minute.
        runner = web.AppRunner(make_app(fake, members), access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        archiver: asyncio.Task[None] | None = None
        try:
            site = web.TCPSite(runner, options.host, options.port)
            await site.start()
            settings = load_settings(sandbox_values(source.values, fake, database))
            prepare_process(settings)
            url = _announce(site, options, database)
            if options.open_browser:
                _open(url)
            # Discord archives a thread left quiet for its archive duration (an hour after a game ends); so does the
            # sandbox's, on the clock of this machine.
            archiver = asyncio.create_task(_archive_idle_threads(fake), name="sandbox-thread-archiver")
            # From here on, exactly ``tabletop-bot run``: the store, then Discord (here the local one).
            await serve(settings)
        finally:
            if archiver is not None:
                archiver.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await archiver
            await runner.cleanup()
            await fake.stop()


async def _archive_idle_threads(fake: FakeDiscord) -> None:
    """Every minute, archives the threads that have been quiet for their archive duration, as Discord does."""
    while True:
        await asyncio.sleep(ARCHIVE_SWEEP_SECONDS)
        await fake.pass_time(0)


def _announce(site: web.TCPSite, options: SandboxOptions, database: Path) -> str:
    """Prints where the page is, who can reach it, which database is used and whether Discord's schema checks
    are on; returns the page's address."""
    server = site._server
    port = options.port
    sockets = getattr(server, "sockets", None)
    if sockets:
        port = int(sockets[0].getsockname()[1])
    shown_host = LOOPBACK if options.host in ("0.0.0.0", "::") else options.host
    url = f"http://{shown_host}:{port}/"
    print(f"sandbox: the page is at {url}", flush=True)
    if options.host in (LOOPBACK, "localhost", "::1"):
        print("sandbox: listening on loopback only: nothing outside this machine can reach it", flush=True)
    else:
        print(f"sandbox: listening on {options.host}: other machines may reach it (no password)", flush=True)
    kept = "kept" if options.database is not None else "scratch, deleted when the sandbox stops"
    print(f"sandbox: database {database} ({kept})", flush=True)
    if SPEC.missing:
        print(f"sandbox: {SPEC.missing}", flush=True)
    else:
        print("sandbox: every request the bot sends is checked against Discord's API description", flush=True)
    print("sandbox: Ctrl+C stops it", flush=True)
    return url


def _open(url: str) -> None:
    """Opens the page in the browser when there is a screen to show it on; never fails. On Linux without a
    display, Python's ``webbrowser`` would start a text browser in this very terminal: the address printed does."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return
    with contextlib.suppress(webbrowser.Error, OSError):
        webbrowser.open(url, new=2)
