"""``tabletop-bot run``: read the settings, then run the bot until stopped; a start that cannot go on ends with
one line on stderr and an exit status that says which kind of failure it was."""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import gc
import logging
import signal
import sys
from typing import TYPE_CHECKING

from bot.config import ConfigError, Environment, Settings, load_settings

if TYPE_CHECKING:
    from bot.app import GameBot
    from bot.store import Store

# Exit statuses a supervisor can tell apart; each comes with one line on stderr that says what to do.
EXIT_CONFIG = 2  # a setting is missing or malformed
EXIT_DATABASE = 3  # the database (file or PostgreSQL server) cannot be used
EXIT_TOKEN = 4  # Discord refused the token
EXIT_UNREACHABLE = 5  # Discord could not be reached

TOKEN_REFUSED = (
    "Discord refused the bot token (DISCORD_TOKEN). Get a new one in the Discord Developer Portal "
    "(your application -> Bot -> Reset Token) and put it in .env or the environment."
)


class _HideToken(logging.Filter):
    """Belt and braces: a log line that somehow carries the token has it replaced."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if self.token in message:
            record.msg = message.replace(self.token, "<token hidden>")
            record.args = ()
        return True


def _configure_logging(settings: Settings) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    handler.addFilter(_HideToken(settings.token))
    handler.addFilter(_ReportedOnce())
    handler.addFilter(_NoLoginNotice())
    handler.addFilter(_NoVoiceNotice())
    logging.basicConfig(level=settings.log_level, handlers=[handler])


class _ReportedOnce(logging.Filter):
    """A database failing while the bot runs is logged once by the store, on one line; the handlers and timer
    loops that meet the same failure afterwards would repeat it with a traceback every time: they are dropped."""

    def filter(self, record: logging.LogRecord) -> bool:
        from bot.store import DatabaseUnusable  # this module loads nothing of the bot before the settings

        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, DatabaseUnusable)


class _NoLoginNotice(logging.Filter):
    """discord.py logs "logging in using static token" before it asks Discord anything: when the token is then
    refused or Discord cannot be reached, that line came before the one error line a supervisor should see, and
    it says nothing the bot's own "logged in as ..." does not say once the login worked."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.name == "discord.client" and record.msg == "logging in using static token")


class _NoVoiceNotice(logging.Filter):
    """discord.py warns, when its first client is made, that the libraries voice needs (PyNaCl, davey) are missing:
    the bot never joins a voice channel, so the warnings say nothing about it."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.name == "discord.client" and "voice will NOT be supported" in record.getMessage())


# glibc's mallopt parameter for the most malloc arenas (M_ARENA_MAX in malloc.h).
_M_ARENA_MAX = -8


def _few_malloc_arenas() -> None:
    """Two malloc arenas for the whole process, as MALLOC_ARENA_MAX=2 would give.

    glibc gives each thread that allocates under contention an arena of its own, and an arena keeps what was freed
    in it: every picture-drawing thread ends up holding a few boards' worth of freed pixel buffers. With two arenas
    the bot holds about 20 MB less with a thousand games in play (bench/capacity.py), for no CPU that shows.
    Elsewhere (macOS, Windows) there are no such arenas: nothing to do.
    """
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):  # a C library without mallopt
        ctypes.CDLL(None).mallopt(_M_ARENA_MAX, 2)


# Python's collector looks for reference cycles after every 700 new container objects (lists, dicts, tasks...), and
# every few seconds walks every object the process holds. A move makes several thousand such objects, nearly all
# freed at once by reference counting, and a thousand games hold a few million: collecting cost about 0.25 ms of
# CPU a move, some of it in full walks of 60-80 ms (bench/capacity.py). With start-up's objects frozen and 5,000
# young objects per collection it costs about 0.04 ms a move. Waiting longer saves little more and keeps garbage
# cycles alive longer: at 20,000 the bot held about 6 MB more after play.
YOUNG_OBJECTS_BEFORE_COLLECTING = 5_000


def _fewer_collections() -> None:
    """Collects cycles less often, and never walks what start-up made (modules, fonts, catalogs), which stays."""
    gc.freeze()
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS_BEFORE_COLLECTING, middle, old)


class StartupFailure(Exception):
    """Start-up cannot go on; the message is the one line to print, ``status`` the exit status."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


async def _run(settings: Settings) -> None:
    # The database first, before anything talks to Discord: a database that cannot be used stops the bot at once.
    from bot.store import DatabaseUnusable, open_store

    try:
        store = await open_store(settings.database_path, url=settings.database_url, shards=settings.shards)
    except DatabaseUnusable as error:
        raise StartupFailure(str(error), EXIT_DATABASE) from None
    try:
        await _serve(settings, store)
    finally:
        await store.close()


async def _serve(settings: Settings, store: Store) -> None:
    from bot.app import GameBot  # imported late so a bad configuration is reported before discord loads
    from bot.discord_globals import configure_discord

    # Where discord.py sends its requests is the process's, not the client's (bot/discord_globals.py): set once,
    # before the client is made.
    configure_discord(settings.api_base, settings.gateway_url)
    async with GameBot(settings, store=store) as bot:
        # A supervisor stops the bot with SIGTERM: close as on Ctrl+C, so queued posts get their moment to go
        # out and the database is closed cleanly (what is still unposted stays due for the next start).
        closing: list[asyncio.Task[None]] = []  # a reference, so the task is not collected before it ends

        def stop() -> None:
            logging.getLogger(__name__).info("stopping on SIGTERM")
            closing.append(asyncio.create_task(bot.close()))

        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows' event loop
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop)
        await _log_in(bot, settings)
        # Once logged in, discord.py reconnects to the gateway by itself whenever the connection drops.
        await bot.connect()


async def _log_in(bot: GameBot, settings: Settings) -> None:
    """Logs in (and runs the set-up, which syncs commands); a refused token or an unreachable Discord stops the
    bot with one line saying what to check."""
    import aiohttp
    import discord

    try:
        await bot.login(settings.token)
    except discord.LoginFailure:
        raise StartupFailure(TOKEN_REFUSED, EXIT_TOKEN) from None
    except (OSError, TimeoutError, aiohttp.ClientError, discord.DiscordServerError) as error:
        address = settings.api_base or discord.http.Route.BASE
        raise StartupFailure(
            f"Discord could not be reached at {address} ({_cause(error)}). Check the network connection, DNS, "
            "firewall or proxy settings, and DISCORD_API_BASE / DISCORD_GATEWAY_URL if set.",
            EXIT_UNREACHABLE,
        ) from None


def _cause(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    return text if len(text) <= 160 else text[:159] + "…"


def run(source: Environment) -> int:
    """Runs the bot with the settings of ``source`` until it is stopped; the process's exit status."""
    _few_malloc_arenas()  # before any thread starts
    try:
        settings = load_settings(source)
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_CONFIG
    prepare_process(settings)
    try:
        with contextlib.suppress(KeyboardInterrupt):
            asyncio.run(_run(settings))
    except StartupFailure as failure:
        print(f"error: {failure}", file=sys.stderr)
        return failure.status
    return 0


def prepare_process(settings: Settings) -> None:
    """What the process sets up once its settings are known, before the bot starts: logging, the collector."""
    _configure_logging(settings)
    _fewer_collections()


async def serve(settings: Settings) -> None:
    """The bot as ``run`` runs it, in a running event loop (the sandbox's, beside its local Discord): the
    database, then Discord, until stopped; a start that cannot go on raises ``StartupFailure``."""
    await _run(settings)
