"""The panel's hu option says what the hand is worth and what the hu would pay or cost, worked out from the seat's
own view as the engine's scoring would settle it: paid at the threshold exactly, the penalty one point below."""

from __future__ import annotations

import random

import discord
import pytest

from bot.plugins.four_color_cards.panel import options, prompt_text
from games.four_color_cards import GAME
from games.four_color_cards.outlook import hu_outlook
from games.four_color_cards.scoring import base_points
from games.four_color_cards.state import CLAIM
from tests.games.four_color_cards.helpers import play, scenario

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]
USERS = [111111111111111111, 222222222222222222, 333333333333333333, 444444444444444444]
PONGS = ["rc", "rc", "rc", "yh", "yh", "yh", "gp", "gp", "gp"]  # three pongs in hand: 9 points


def _hu_label(state: object, seat: int) -> str:
    return {o.move: o.label for o in options(GAME.view(state, seat), None)}["hu"]


def test_a_hand_worth_exactly_the_threshold_is_paid_the_stake() -> None:
    # Seat 0 discards the white cannon: seat 1's field meld (1, at table value) makes 9 + 1 = 10 points.
    state = play(scenario([["wp", "wa"], [*PONGS, "wc", "wh"], ["we"], ["ge"]], STOCK), (0, "discard wp"))
    view = GAME.view(state, 1)
    outlook = hu_outlook(view)
    assert outlook is not None and (outlook.points, outlook.reached, outlook.amount) == (10, True, 1)
    assert _hu_label(state, 1) == "Hu (win): 10 points, each pays you 1"
    assert next(o for o in options(view, None) if o.move == "hu").style is discord.ButtonStyle.success
    text = prompt_text(view, 1, USERS, None)
    assert "Hu now: your hand is worth 10 points (threshold 10); each other player pays you 1, 3 in all." in text
    assert "The bonus card then adds 1 to each payment" in text  # the stock still holds a card to turn
    # The engine settles it so: each other player pays 1 (no bonus card matches the hand).
    record = play(state, (1, "hu")).history[-1]
    assert record["reached"] and record["base"] == 10 and record["payments"][0] == -1 - record["bonus"]


def test_a_hand_one_point_below_the_threshold_shows_the_penalty() -> None:
    # Seat 0 discards the white chariot: seat 1's pair (0 points) makes 9 points, one below the threshold.
    state = play(scenario([["wc", "wa"], [*PONGS, "wc"], ["we"], ["ge"]], STOCK), (0, "discard wc"))
    view = GAME.view(state, 1)
    outlook = hu_outlook(view)
    assert outlook is not None and (outlook.points, outlook.reached, outlook.amount) == (9, False, 11)
    assert _hu_label(state, 1) == "Hu: 9 points, under 10: you pay 11 each"
    hu = next(o for o in options(view, None) if o.move == "hu")
    assert hu.style is discord.ButtonStyle.danger  # red, where a paid hu is green
    text = prompt_text(view, 1, USERS, None)
    assert "your hand is worth only 9 points, under the threshold of 10: the penalty, you pay" in text
    assert "you pay 11 to each other player, 33 in all." in text and "bonus card" not in text
    record = play(state, (1, "hu")).history[-1]
    assert not record["reached"] and record["payments"] == [11, -33, 11, 11]
    # In Chinese one colon, after the hu: the rest is one phrase ("胡牌：9 胡，不够 10 胡，你赔每人 11 个筹码").
    labels = {code: {o.move: o.label for o in options(view, code)}["hu"] for code in ("zh-CN", "zh-TW")}
    assert labels == {
        "zh-CN": "胡牌：9 胡，不够 10 胡，你赔每人 11 个筹码",
        "zh-TW": "胡牌：9 胡，不夠 10 胡，你賠每人 11 個籌碼",
    }


def test_the_table_options_change_the_payment_and_the_label_speaks_each_language() -> None:
    state = play(scenario([["wp", "wa"], [*PONGS, "wc", "wh"], ["we"], ["ge"]], STOCK), (0, "discard wp"))
    staked = scenario([["wp", "wa"], [*PONGS, "wc", "wh"], ["we"], ["ge"]], STOCK, options={"stake": 3})
    assert _hu_label(play(staked, (0, "discard wp")), 1) == "Hu (win): 10 points, each pays you 3"
    view = GAME.view(state, 1)
    for code, words in {"fr": "chacun vous paie 1", "ru": "каждый платит вам 1", "zh-CN": "每人付你 1"}.items():
        label = {o.move: o.label for o in options(view, code)}["hu"]
        assert "10" in label and words in label, (code, label)
    # Under the threshold with a bonus card that counts toward it (option A1): it might still be reached.
    rules = {"bonus_counts_toward_threshold": True}
    low = play(scenario([["wc", "wa"], [*PONGS, "wc"], ["we"], ["ge"]], STOCK, options=rules), (0, "discard wc"))
    text = prompt_text(GAME.view(low, 1), 1, USERS, None)
    assert "might still bring you to 10" in text


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_outlook_matches_the_engines_scoring_in_random_games(players: int) -> None:
    rng = random.Random(players)
    seen = 0
    for seed in range(30):
        state = GAME.new(players, {}, seed)
        while GAME.result(state) is None and seen < 40:
            for seat in sorted(GAME.awaiting(state)):
                if "hu" in GAME.legal_moves(state, seat):
                    outlook = hu_outlook(GAME.view(state, seat))
                    winning = state.in_play if state.phase == CLAIM else None
                    assert outlook is not None and outlook.points == base_points(state, seat, winning)
                    seen += 1
            seat = rng.choice(sorted(GAME.awaiting(state)))
            legal = GAME.legal_moves(state, seat)
            claims = [m for m in legal if m != "pass" and not m.startswith("discard")]
            state, _ = GAME.apply(
                state, seat, rng.choice(claims) if claims and rng.random() < 0.8 else rng.choice(legal)
            )
    assert seen >= 5
