"""Start-up settings: what is required, what is checked, and that the token never shows."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import discord
import pytest

from bot.__main__ import _HideToken
from bot.app import PERMISSIONS, GameBot
from bot.config import ConfigError, load_settings

ROOT = Path(__file__).resolve().parents[1]


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
