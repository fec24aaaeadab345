"""A game's thread and its summary in words (``bot.threads``): the thread is named after the game, its number and
its players within Discord's 100 characters in every language; the summary names whose turn it is, pinging
nobody; a server plays games in threads unless it turned them off."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import cast

import discord
import pytest

from bot.clock import ManualClock
from bot.i18n import LANGUAGES as TRANSLATED
from bot.i18n import game_title
from bot.live import LiveGame
from bot.records import GameRecord
from bot.sessions import Sessions
from bot.threads import OFF, ON, SETTING, GameThreads, summary_text, thread_name, threads_mode
from games import registry

ANN, BOB = 10, 11


def record(names: tuple[str, ...] = ("Ann", "Bob"), status: str = "active") -> GameRecord:
    return GameRecord(
        id=12,
        guild_id=1,
        channel_id=2**62,
        game_type="tiny_tricks",
        options={},
        seed=42,
        host_id=ANN,
        status=status,
        version=0,
        state=None,
        seats=(ANN, BOB),
        names=names,
    )


def live(status: str = "active") -> LiveGame:
    engine = registry.get("tiny_tricks")
    assert engine is not None
    return LiveGame(record(status=status), engine, engine.new(2, engine.default_options(), 42))


def test_the_thread_is_named_after_the_game_its_number_and_its_players() -> None:
    assert thread_name(record(), "en") == "Tiny Tricks #12: Ann, Bob"
    # Chinese separates the players with its enumeration comma, as its messages do.
    assert thread_name(record(), "zh-CN").endswith("：Ann、Bob")
    assert thread_name(record(), "zh-TW").endswith("：Ann、Bob")


def test_a_thread_name_keeps_no_break_spaces_and_puts_a_name_on_one_line() -> None:
    # Only ASCII spaces and line breaks are collapsed: a name's no-break spaces stay, so does French typography's.
    assert thread_name(record(("Jean\u00a0Paul", "Bob\n\t Lee")), "en") == "Tiny Tricks #12: Jean\u00a0Paul, Bob Lee"
    assert thread_name(record(("Zoé\u202fK", "Bob")), "fr").endswith("(Zoé\u202fK, Bob)")


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_a_thread_name_fits_discords_100_characters_whatever_the_names(language: str) -> None:
    name = thread_name(record(("A" * 32, "名" * 32)), language)
    assert 1 <= len(name) <= 100 and "12" in name


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_the_summary_links_the_thread_and_names_whose_turn_it_is(language: str) -> None:
    game = live()
    text = summary_text(game, language)
    assert f"<#{2**62}>" in text
    for user in game.announced_users():
        assert f"<@{user}>" in text


@pytest.mark.parametrize("status", ["active", "cancelled"])
@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_the_summary_does_not_repeat_what_the_threads_name_says(language: str, status: str) -> None:
    # The link shows the thread's name, "Tiny Tricks #12: Ann, Bob": the summary says neither again, while the
    # game goes on or once it was called off.
    game = live(status)
    text = summary_text(game, language)
    assert f"<#{2**62}>" in text
    assert "12" not in text and "Tiny Tricks" not in text and game_title("tiny_tricks", language) not in text
    if status != "active":
        return
    assert "12" not in text and "Tiny Tricks" not in text and game_title("tiny_tricks", language) not in text
    # Each awaited player is named once, as whom the game waits for; the players are not listed again.
    assert text.count("<@") == len(game.announced_users()) > 0


def test_a_cancelled_games_summary_says_so() -> None:
    assert "was cancelled" in summary_text(live("cancelled"), "en")


def test_games_are_played_in_threads_unless_the_server_turned_them_off() -> None:
    assert threads_mode({}) == ON
    assert threads_mode({SETTING: ON}) == ON
    assert threads_mode({SETTING: OFF}) == OFF


class PostedWhileUpdating(GameThreads):
    """A summary whose first look finds the game going on, edited under a minute ago, while its last post (the
    final board) comes in during that very look."""

    def __init__(self) -> None:
        super().__init__(
            cast(discord.Client, None), cast(Sessions, SimpleNamespace(store=None)), language, ManualClock()
        )
        self.looks = 0

    async def update(self, game_id: int) -> float | None:
        self.looks += 1
        if self.looks == 1:
            self.posted(game_id)  # the game's last post, while this look is under way
            return 30.0  # the game went on when it looked: the next edit in half a minute
        return None  # the game is over: its standings were shown at once


async def language(guild_id: int | None) -> str:
    return "en"


async def test_a_post_that_comes_in_while_the_summary_is_looked_at_is_looked_at_at_once() -> None:
    # Resting for the minute's remainder then would leave a finished game's summary showing the turn before.
    threads = PostedWhileUpdating()
    threads.posted(12)
    await asyncio.wait_for(threads.settled(), 5)
    assert threads.looks == 2
