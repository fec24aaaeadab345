"""The log counts its nouns as English does: an operator reading "in 1 servers" or "2 game(s)" wonders what else
is wrong."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest

from bot.app import GameBot
from bot.counted import counted


def test_one_thing_is_singular_and_every_other_count_plural() -> None:
    assert counted(1, "server") == "1 server"
    assert [counted(n, "server") for n in (0, 2, 21)] == ["0 servers", "2 servers", "21 servers"]
    assert counted(1, "timer claim") == "1 timer claim" and counted(3, "match", "matches") == "3 matches"


@pytest.mark.parametrize(("guilds", "said"), [(1, "in 1 server"), (3, "in 3 servers")])
async def test_the_login_line_counts_servers_in_english(
    guilds: int, said: str, caplog: pytest.LogCaptureFixture
) -> None:
    bot = SimpleNamespace(user=SimpleNamespace(id=7), guilds=[object()] * guilds, invite_url=lambda: "https://x")
    with caplog.at_level(logging.INFO, logger="bot.app"):
        await GameBot.on_ready(bot)  # type: ignore[arg-type]
    login = next(record.getMessage() for record in caplog.records if "logged in" in record.getMessage())
    assert login.endswith(said), login
