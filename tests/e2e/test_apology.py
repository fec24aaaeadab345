"""An unexpected failure in a handler gets a short private apology (never a traceback, never a public post), and
the details go to the log: before the bot answered, after it deferred its answer, and from a button."""

from __future__ import annotations

import logging
from typing import Any

import pytest

import bot.ui.private_views
from bot.i18n import t
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_refusals import started

APOLOGY = t("error.internal", "en-US")


def broken(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("a bug nobody foresaw")


def logged_failure(caplog: pytest.LogCaptureFixture) -> bool:
    return any(
        record.levelno == logging.ERROR and record.exc_info and "a bug nobody foresaw" in str(record.exc_info[1])
        for record in caplog.records
    )


async def test_a_command_that_fails_unexpectedly_is_answered_with_a_private_apology(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await started(table, people)
    assert table.bot is not None
    posts = len(table.public_messages())
    monkeypatch.setattr(table.bot.sessions, "submit", broken)
    answer = ephemeral_text(await table.play(people.alice, "pass 1"))
    assert answer == APOLOGY and "Traceback" not in answer and "nobody foresaw" not in answer
    assert logged_failure(caplog)
    assert len(table.public_messages()) == posts


async def test_a_failure_after_the_answer_was_deferred_still_gets_the_apology(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await started(table, people)
    posts = len(table.public_messages())
    # /hand defers (the picture takes a while) before it draws: the apology comes as a private follow-up.
    monkeypatch.setattr(bot.ui.private_views, "private_file", broken)
    hand = await table.slash(people.bob, "hand")
    assert ephemeral_text(hand) == APOLOGY
    assert logged_failure(caplog)
    assert len(table.public_messages()) == posts


async def test_a_button_that_fails_unexpectedly_is_answered_with_a_private_apology(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await started(table, people)
    assert table.bot is not None
    board = table.latest_board()
    posts = len(table.public_messages())
    monkeypatch.setattr(table.bot.sessions, "game", broken)
    pressed = await table.click(people.alice, board, button_id(board, "turn"))
    assert ephemeral_text(pressed) == APOLOGY
    assert logged_failure(caplog)
    assert len(table.public_messages()) == posts
