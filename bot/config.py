"""Settings from the environment (and ``.env``), checked once at start-up."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlparse, urlsplit, urlunsplit

from dotenv import dotenv_values

from bot.shards import EVERY_SHARD, Shards

DEFAULT_DATABASE_PATH = "./data/bot.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
MAX_SHARDS = 10_000


class ConfigError(Exception):
    """A setting is missing or malformed; the message names the setting and what to do."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path
    api_base: str | None
    gateway_url: str | None
    dev_guild_id: int | None
    log_level: str
    # The AI players: how long the strong level thinks per decision, how long an AI seat waits before it plays
    # (so a live channel can follow), and how many worker processes think (0: threads of the bot's own process).
    ai_thinking_seconds: float = 1.0
    ai_pause_seconds: float = 1.5
    ai_workers: int = 1
    # PostgreSQL instead of the SQLite file (the password never shows in a repr), and the shards this process
    # holds when several processes share the bot's guilds.
    database_url: str | None = None
    shards: Shards = EVERY_SHARD

    def __repr__(self) -> str:
        # The token must never reach a log line, not even through a repr of the settings.
        return (
            f"Settings(token=<hidden>, database_path={str(self.database_path)!r}, api_base={self.api_base!r},"
            f" gateway_url={self.gateway_url!r}, dev_guild_id={self.dev_guild_id!r}, log_level={self.log_level!r},"
            f" ai_thinking_seconds={self.ai_thinking_seconds!r}, ai_pause_seconds={self.ai_pause_seconds!r},"
            f" ai_workers={self.ai_workers!r}, database_url={self.database_url and redacted(self.database_url)!r},"
            f" shards={self.shards!r})"
        )


GET_TOKEN = "(Discord Developer Portal -> your application -> Bot -> Reset Token)"
# The no-token line ends by saying how to try the bot before having a token at all.
TRY_WITHOUT_TOKEN = "To try the bot without Discord first: tabletop-bot sandbox"
MISSING_TOKEN = (
    f"DISCORD_TOKEN is not set. Copy .env.example to .env and put your bot token in it {GET_TOKEN}. "
    f"{TRY_WITHOUT_TOKEN}."
)


@dataclass(frozen=True)
class Environment:
    """The settings' source: the real environment over the ``.env`` file of the folder the bot was started from
    (not the folder the code is installed in, which an installed command's user never sees)."""

    values: Mapping[str, str]
    dotenv: Path  # where ``.env`` was looked for
    found: bool  # whether it was there


def environment(folder: Path | None = None, real: Mapping[str, str] | None = None) -> Environment:
    dotenv = Path(os.path.abspath((Path.cwd() if folder is None else folder) / ".env"))
    found = dotenv.is_file()
    # A line without "=" gives None; the real environment wins over the file, as it always has.
    from_file = {name: value for name, value in dotenv_values(dotenv).items() if value is not None} if found else {}
    return Environment({**from_file, **(os.environ if real is None else real)}, dotenv, found)


def missing_token(source: Environment | None) -> str:
    """The no-token line, saying where ``.env`` was looked for and whether one was there."""
    if source is None:
        return MISSING_TOKEN
    if source.found:
        return (
            f"DISCORD_TOKEN is not set: neither the environment nor {source.dotenv} sets it. Put your bot token in "
            f"that file as DISCORD_TOKEN=... {GET_TOKEN}. {TRY_WITHOUT_TOKEN}."
        )
    return (
        f"DISCORD_TOKEN is not set, and there is no .env in {source.dotenv.parent} (the current folder, where "
        f".env is read from). Copy .env.example to .env there and put your bot token in it {GET_TOKEN}. "
        f"{TRY_WITHOUT_TOKEN}."
    )


def load_settings(env: Mapping[str, str] | Environment | None = None) -> Settings:
    """The settings of ``env``: a mapping as given, or by default the environment over the current folder's
    ``.env``."""
    if env is None:
        env = environment()
    source = env if isinstance(env, Environment) else None
    values = env.values if isinstance(env, Environment) else env

    def get(name: str) -> str:
        return values.get(name, "").strip()

    token = get("DISCORD_TOKEN")
    if not token:
        raise ConfigError(missing_token(source))
    if any(ch.isspace() for ch in token):
        raise ConfigError("DISCORD_TOKEN contains white space; paste the token exactly as Discord shows it.")

    level = (get("LOG_LEVEL") or "INFO").upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)} (got {get('LOG_LEVEL')!r}).")

    dev_guild = get("DEV_GUILD_ID")
    if dev_guild and not (dev_guild.isdigit() and int(dev_guild) > 0):
        raise ConfigError(f"DEV_GUILD_ID must be a server id made of digits (got {dev_guild!r}).")

    return Settings(
        token=token,
        database_path=database_path(values),
        api_base=_url(values, "DISCORD_API_BASE", ("http", "https")),
        gateway_url=_url(values, "DISCORD_GATEWAY_URL", ("ws", "wss")),
        dev_guild_id=int(dev_guild) if dev_guild else None,
        log_level=level,
        ai_thinking_seconds=_number(values, "AI_THINKING_SECONDS", 1.0, 0.01, 30.0),
        ai_pause_seconds=_number(values, "AI_PAUSE_SECONDS", 1.5, 0.0, 10.0),
        ai_workers=int(_number(values, "AI_WORKERS", 1, 0, 32, whole=True)),
        database_url=database_url(values),
        shards=_shards(values),
    )


def database_path(env: Mapping[str, str]) -> Path:
    """DATABASE_PATH, or its default (the backup and restore commands read it without needing a token)."""
    return Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE_PATH)


def database_url(env: Mapping[str, str]) -> str | None:
    """DATABASE_URL, checked; None for the SQLite file."""
    value = env.get("DATABASE_URL", "").strip()
    if not value:
        return None
    parsed = urlparse(value)
    if parsed.scheme not in ("postgresql", "postgres"):
        raise ConfigError(
            f"DATABASE_URL must be a postgresql:// URL (got {redacted(value)!r}); leave it empty to use "
            "the SQLite file of DATABASE_PATH."
        )
    return value


def redacted(url: str) -> str:
    """A database URL as logs and messages may show it: without its password."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))


def _shards(env: Mapping[str, str]) -> Shards:
    """SHARD_COUNT and SHARD_IDS; several processes (a partial set here) need a database they can share."""
    count_text = env.get("SHARD_COUNT", "").strip()
    ids_text = env.get("SHARD_IDS", "").strip()
    if not count_text:
        if ids_text:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT, the number of shards of all processes together.")
        return EVERY_SHARD
    count = int(_number(env, "SHARD_COUNT", 1, 1, MAX_SHARDS, whole=True))
    if not ids_text:
        return Shards(count)
    try:
        ids = tuple(int(part) for part in ids_text.split(","))
    except ValueError:
        raise ConfigError(
            f"SHARD_IDS must be shard numbers separated by commas, like 0,1 (got {ids_text!r})."
        ) from None
    if len(set(ids)) != len(ids) or not all(0 <= shard < count for shard in ids):
        raise ConfigError(
            f"SHARD_IDS must name different shards from 0 to {count - 1} (SHARD_COUNT={count}; got {ids_text!r})."
        )
    shards = Shards(count, tuple(sorted(ids)))
    if shards.partial and not env.get("DATABASE_URL", "").strip():
        raise ConfigError(
            f"SHARD_IDS={ids_text} leaves the other shards of SHARD_COUNT={count} to other processes, which must "
            "share one database: set DATABASE_URL to a PostgreSQL database (a SQLite file serves one process only)."
        )
    return shards


def _number(
    env: Mapping[str, str], name: str, default: float, low: float, high: float, *, whole: bool = False
) -> float:
    """A number setting within [low, high], or ``default`` when unset."""
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw) if whole else float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a {'whole ' if whole else ''}number (got {raw!r}).") from None
    if not low <= value <= high:
        raise ConfigError(f"{name} must be between {low:g} and {high:g} (got {raw!r}).")
    return value


def _url(env: Mapping[str, str], name: str, schemes: tuple[str, ...]) -> str | None:
    value = env.get(name, "").strip()
    if not value:
        return None
    parsed = urlparse(value)
    if parsed.scheme not in schemes or not parsed.netloc:
        raise ConfigError(f"{name} must be a {' or '.join(s + '://' for s in schemes)} URL (got {value!r}).")
    return value.rstrip("/")
