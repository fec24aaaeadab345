"""Start-up settings: what is required, what is checked, and that the token never shows."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import discord
import pytest

from bot.app import PERMISSIONS, GameBot
from bot.config import ConfigError, load_settings
from bot.running import _HideToken

ROOT = Path(__file__).resolve().parents[2]


def test_defaults_fill_everything_but_the_token() -> None:
    settings = load_settings({"DISCORD_TOKEN": "abc.def"})
    assert settings.database_path == Path("./data/bot.sqlite3")
    assert settings.api_base is None and settings.gateway_url is None and settings.dev_guild_id is None
    assert settings.log_level == "INFO"


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({}, "DISCORD_TOKEN"),
        ({"DISCORD_TOKEN": "a", "LOG_LEVEL": "loud"}, "LOG_LEVEL"),
        ({"DISCORD_TOKEN": "a", "DEV_GUILD_ID": "my-server"}, "DEV_GUILD_ID"),
        ({"DISCORD_TOKEN": "a", "DISCORD_API_BASE": "discord.com/api"}, "DISCORD_API_BASE"),
        ({"DISCORD_TOKEN": "a", "DISCORD_GATEWAY_URL": "http://x"}, "DISCORD_GATEWAY_URL"),
    ],
)
def test_a_bad_setting_is_named(env: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigError, match=named):
        load_settings(env)


def test_the_token_is_not_in_the_settings_repr() -> None:
    settings = load_settings({"DISCORD_TOKEN": "super.secret.token"})
    assert "super.secret.token" not in repr(settings)


def test_starting_without_a_token_explains_what_to_do_and_fails(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    assert ".env.example" in done.stderr and "DISCORD_TOKEN" in done.stderr
    assert len(done.stderr.strip().splitlines()) <= 2


def test_a_log_line_carrying_the_token_has_it_hidden() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "connecting with %s", ("tok.en",), None)
    assert _HideToken("tok.en").filter(record)
    assert record.getMessage() == "connecting with <token hidden>"


def test_the_invite_link_asks_for_exactly_the_needed_permissions() -> None:
    bot = GameBot(load_settings({"DISCORD_TOKEN": "t"}))
    bot._connection.application_id = 1234
    query = parse_qs(urlparse(bot.invite_url()).query)
    assert query["client_id"] == ["1234"]
    assert set(query["scope"][0].split()) == {"bot", "applications.commands"}
    granted = discord.Permissions(int(query["permissions"][0]))
    assert granted == PERMISSIONS
    assert not granted.administrator and not granted.manage_messages and not granted.mention_everyone
    assert not bot.intents.members and not bot.intents.presences and not bot.intents.message_content


PG = "postgresql://bot:secret@db.example/bot"


def test_database_url_selects_postgresql_and_never_shows_its_password() -> None:
    settings = load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": PG})
    assert settings.database_url == PG
    assert "secret" not in repr(settings) and "db.example" in repr(settings)
    assert load_settings({"DISCORD_TOKEN": "t"}).database_url is None
    with pytest.raises(ConfigError, match="DATABASE_URL") as refused:
        load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": "mysql://bot:secret@db/bot"})
    assert "secret" not in str(refused.value)


def test_without_shard_settings_one_process_holds_every_shard() -> None:
    shards = load_settings({"DISCORD_TOKEN": "t"}).shards
    assert not shards.partial and shards.holds(0) and shards.holds(5) and shards.holds_guild(123 << 22)
    bot = GameBot(load_settings({"DISCORD_TOKEN": "t"}))
    assert bot.shard_count is None and bot.shard_ids is None  # as many as Discord recommends, all here


def test_shard_settings_give_the_process_its_shards_and_the_client_launches_those() -> None:
    env = {"DISCORD_TOKEN": "t", "DATABASE_URL": PG, "SHARD_COUNT": "4", "SHARD_IDS": "2, 3"}
    shards = load_settings(env).shards
    assert shards.partial and not shards.holds(0) and shards.holds(3)
    assert shards.holds_guild(2 << 22) and not shards.holds_guild(1 << 22) and not shards.holds_guild(None)
    bot = GameBot(load_settings(env))
    assert bot.shard_count == 4 and bot.shard_ids == [2, 3]
    # Every shard listed is the whole set, which one process on SQLite may run.
    whole = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "2", "SHARD_IDS": "1,0"}).shards
    assert not whole.partial


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"SHARD_IDS": "0"}, "SHARD_COUNT"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"}, "SHARD_IDS"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "SHARD_IDS"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "first"}, "SHARD_IDS"),
        # Other processes would hold the other shard, and a SQLite file serves one process only.
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0"}, "DATABASE_URL"),
    ],
)
def test_a_bad_shard_setting_is_named(env: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigError, match=named):
        load_settings({"DISCORD_TOKEN": "t", **env})
