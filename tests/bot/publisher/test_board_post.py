"""The public board's words: whom it pings, the moment its title names, and how the end reads."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from bot.board import board_post, standings
from bot.drawing import Drawing
from bot.i18n import game_title, picture_words, t
from bot.live import LiveGame
from bot.records import SeatPaceRecord
from bot.seeds import ChosenSeeds
from bot.sessions import Sessions
from bot.store import SqliteStore
from games.contract import Result
from games.four_color_cards import GAME as FOUR_COLOR_CARDS
from games.four_color_cards.state import CLAIM
from tests.support.played import play

CHANNEL = 9


async def test_a_seat_the_bot_plays_is_named_but_not_pinged(store: SqliteStore, drawing: Drawing) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "tiny_tricks", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    live = await sessions.start(CHANNEL, 1)
    # Both seats choose at once; seat 1 is played by the bot after repeated timeouts.
    automatic = dataclasses.replace(live, pace=live.pace.with_seat(SeatPaceRecord(1, automatic=True)))
    post = await board_post(drawing, automatic, "", None)
    assert "<@1>" in post.content and "<@2>" in post.content
    assert post.mentions == [1]
    assert (await board_post(drawing, live, "", None)).mentions == [1, 2]


async def test_the_final_standings_mark_a_resigned_player(store: SqliteStore, drawing: Drawing) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "tiny_tricks", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    live = await sessions.start(CHANNEL, 1)
    while live.result() is None:
        (seat, *_) = sorted(live.engine.awaiting(live.state))
        live = (await sessions.submit(CHANNEL, live.seats[seat], live.engine.legal_moves(live.state, seat)[0])).game
    resigned = dataclasses.replace(live, pace=live.pace.with_seat(SeatPaceRecord(1, resigned=True)))
    content = (await board_post(drawing, resigned, "", None)).content
    assert "<@2> (" in content and "resigned)" in content
    assert "resigned" not in (await board_post(drawing, live, "", None)).content


async def play_until(sessions: Sessions, channel: int, live: LiveGame, done: Callable[[LiveGame], bool]) -> LiveGame:
    """Each awaited seat plays its first legal move until ``done``."""
    while not done(live):
        (seat, *_) = sorted(live.engine.awaiting(live.state))
        live = (await sessions.submit(channel, live.seats[seat], live.engine.legal_moves(live.state, seat)[0])).game
    return live


async def test_the_title_names_the_moment_in_the_words_and_number_its_picture_prints(
    store: SqliteStore, drawing: Drawing
) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "copenhagen", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    live = await play_until(sessions, CHANNEL, await sessions.start(CHANNEL, 1), lambda live: live.state.turn >= 3)
    # Many moves make a turn: a count of moves would disagree with the picture's "Turn 3".
    assert live.version > live.state.turn
    for loc in ("en", "ru", "zh-TW"):
        printed = picture_words("copenhagen", loc)("turn", turn=live.engine.view(live.state, None)["turn"])
        assert (await board_post(drawing, live, "", loc)).embed.title == f"{game_title('copenhagen', loc)} · {printed}"
    await sessions.open_lobby(1, CHANNEL + 2, "troyes_dice", 1, "host")
    dice = await sessions.start(CHANNEL + 2, 1)
    view = dice.engine.view(dice.state, None)
    say = picture_words("troyes_dice", "fr")
    printed = say("moment.half", day=view["day"], days=view["days"], half=say(f"half.{view['half']}"))
    assert (await board_post(drawing, dice, "", "fr")).embed.title.endswith(f" · {printed}")


def contested_opening(players: int) -> tuple[int, str]:
    """A deal whose opening discard two players can claim, so that one answer leaves the window open: (seed,
    discard)."""
    for seed in range(500):
        state = FOUR_COLOR_CARDS.new(players, {}, seed)
        for discard in FOUR_COLOR_CARDS.legal_moves(state, 0):
            after, _ = FOUR_COLOR_CARDS.apply(state, 0, discard)
            if after.phase == CLAIM and after.source == "discard" and len(FOUR_COLOR_CARDS.awaiting(after)) == 2:
                return seed, discard
    raise LookupError("no contested opening discard in 500 deals")


async def test_a_four_color_cards_title_names_the_round_and_the_turn_and_nothing_hidden(
    store: SqliteStore, drawing: Drawing
) -> None:
    seed, discard = contested_opening(3)
    sessions = Sessions(store, seeds=ChosenSeeds(seed))
    await sessions.open_lobby(1, CHANNEL, "four_color_cards", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    await sessions.join(CHANNEL, 3, "carol")
    cards = await sessions.start(CHANNEL, 1)
    assert (await board_post(drawing, cards, "", None)).embed.title == (
        "Four Color Cards (四色牌) · Round 1 / 3 · host to discard"
    )
    for loc in ("fr", "ru", "zh-CN", "zh-TW"):
        moment = t("moment.four_color_cards.discard", loc, round=1, rounds=3, name="host")
        title = (await board_post(drawing, cards, "", loc)).embed.title
        assert title == f"{game_title('four_color_cards', loc)} · {moment}"
    window = (await sessions.submit(CHANNEL, 1, discard)).game
    title = (await board_post(drawing, window, "", None)).embed.title
    assert title == "Four Color Cards (四色牌) · Round 1 / 3 · claim or pass on host's discard"
    # One of the two claimants answers: the window stays open and its title says no more than before (not who
    # answered, not how many may still answer).
    first = min(window.engine.awaiting(window.state))
    answered = (await sessions.submit(CHANNEL, window.seats[first], "pass")).game
    assert answered.engine.awaiting(answered.state) and answered.version > window.version
    assert (await board_post(drawing, answered, "", None)).embed.title == title
    # A game that names no moment (the test game) shows its name alone.
    await sessions.open_lobby(1, CHANNEL + 1, "tiny_tricks", 1, "host")
    await sessions.join(CHANNEL + 1, 2, "bob")
    tricks = await sessions.start(CHANNEL + 1, 1)
    assert (await board_post(drawing, tricks, "", None)).embed.title == "Tiny Tricks"


async def test_the_game_over_post_says_why_the_game_ended(store: SqliteStore, drawing: Drawing) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "troyes_dice", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    live = await play_until(sessions, CHANNEL, await sessions.start(CHANNEL, 1), lambda live: live.result() is not None)
    content = (await board_post(drawing, live, "", "ru")).content
    assert content.startswith("Игра окончена: все 8 дней сыграны")
    assert "<@1>" in content and "<@2>" in content


async def test_a_game_that_resignations_ended_says_so_whatever_the_game(store: SqliteStore, drawing: Drawing) -> None:
    sessions = Sessions(store)
    for offset, game in enumerate(("troyes_dice", "copenhagen", "four_color_cards")):
        channel = CHANNEL + 10 + offset
        await sessions.open_lobby(1, channel, game, 1, "host")
        await sessions.join(channel, 2, "bob")
        live = await sessions.start(channel, 1)
        assert live.result() is None
        resigned = dataclasses.replace(live, pace=live.pace.with_seat(SeatPaceRecord(1, resigned=True)))
        content = (await board_post(drawing, resigned, "", "zh-TW")).content
        assert content.startswith(
            t("game.over_because", "zh-TW", why=t("game.over.resignations", "zh-TW"), standings="")
        )
        # Not the rules' reason: the days were not played, no card or points ended it.
        assert t("said.troyes_dice.over", "zh-TW", days=8) not in content


def test_chinese_standings_say_points_as_points_and_four_color_cards_chips_as_chips() -> None:
    copenhagen = play("copenhagen", 2, seed=3).live()
    result = Result(places=(1, 2), scores=(12, 7))
    assert standings(copenhagen, result, "zh-CN") == "第 1 名：<@100>（12 分）\n第 2 名：<@101>（7 分）"
    assert standings(copenhagen, result, "zh-TW").startswith("第 1 名：<@100>（12 分）")
    assert standings(copenhagen, result, "en") == "1. <@100> (12)\n2. <@101> (7)"
    # Russian counts its points with their noun in the plural the number asks for; French likewise.
    ranked = standings(copenhagen, Result(places=(1, 2), scores=(21, 7)), "ru")
    assert ranked == "1. <@100> (21 очко)\n2. <@101> (7 очков)"
    assert standings(copenhagen, result, "fr") == "1. <@100> (12 points)\n2. <@101> (7 points)"
    chips = play("four_color_cards", 3, seed=7).live()
    shown = standings(chips, Result(places=(1, 2, 3), scores=(6, 3, -4)), "zh-CN")
    assert shown.startswith("第 1 名：<@100>（6 个筹码）") and shown.endswith("（−4 个筹码）")
    assert standings(chips, Result(places=(1, 2, 3), scores=(6, 3, -4)), "en").startswith("1. <@100> (6)")


def test_a_shared_place_says_it_is_shared_and_an_unshared_one_does_not() -> None:
    chips = play("four_color_cards", 3, seed=7).live()
    tied = Result(places=(1, 1, 3), scores=(5, 5, -10))
    assert standings(chips, tied, "zh-CN").split("\n") == [
        "并列第 1 名：<@100>（5 个筹码）",
        "并列第 1 名：<@101>（5 个筹码）",
        "第 3 名：<@102>（−10 个筹码）",
    ]
    assert standings(chips, tied, "zh-TW").startswith("並列第 1 名：<@100>")
    assert standings(chips, tied, "en").split("\n") == ["1. <@100> (5, tied)", "1. <@101> (5, tied)", "3. <@102> (−10)"]
    assert standings(chips, tied, "fr").startswith("1. <@100> (5 jetons, ex æquo)")
    assert standings(chips, tied, "ru").startswith("1. <@100> (5 фишек, делит 1-е место)")
