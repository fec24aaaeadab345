"""The named settings for the open rules questions (A1-A16) change the rules they name, and only those."""

from __future__ import annotations

import pytest

from games.contract import IllegalMove
from games.four_color_cards import GAME
from games.four_color_cards.settings import BY_NAME, SETTINGS
from tests.games.four_color_cards.helpers import play, scenario

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]
NINE = ["yh", "yh", "yh", "gp", "gp", "gp", "wc", "wc", "wc"]  # three hand triples: 9 points


def test_every_open_question_a1_to_a16_has_a_named_setting() -> None:
    decided = {s.decision for s in SETTINGS}
    assert {f"A{i}" for i in range(1, 17)} <= decided
    assert all(GAME.default_options()[s.name] == s.default for s in SETTINGS)


def test_a1_bonus_counting_toward_the_threshold() -> None:
    # three hand triples (9) + a pair completed by the winning card (0); the bonus card matches three cards
    hands = [["ra", "ya"], [*NINE, "ra"], ["we"], ["ge"]]
    plain = play(scenario(hands, ["yh"], options={"rounds": 1}), (0, "discard ra"), (1, "hu"))
    assert plain.history[-1]["base"] == 9 and plain.history[-1]["reached"] is False
    counted = play(
        scenario(hands, ["yh"], options={"rounds": 1, "bonus_counts_toward_threshold": True}),
        (0, "discard ra"),
        (1, "hu"),
    )
    record = counted.history[-1]
    assert record["bonus"] == 3 and record["points"] == 12 and record["reached"] is True
    assert record["payments"] == [-3, 9, -3, -3]


def test_a2_bonus_matching_rank_only() -> None:
    hands = [["ws", "wa"], ["rc", "rc", "rc", *NINE, "ys", "gs"], ["we"], ["ge"]]
    exact = play(scenario(hands, ["yc"], options={"rounds": 1}), (0, "discard ws"), (1, "hu"))
    assert exact.history[-1]["bonus"] == 0
    by_rank = play(
        scenario(hands, ["yc"], options={"rounds": 1, "bonus_match": "rank_only"}), (0, "discard ws"), (1, "hu")
    )
    assert by_rank.history[-1]["bonus"] == 6  # three red and three white chariots


def test_a3_bonus_card_below_the_threshold() -> None:
    hands = [["rc", "wa"], ["rh", "rp"], ["we"], ["ge"]]
    state = play(
        scenario(hands, ["rh"], options={"rounds": 1, "bonus_below_threshold": True}), (0, "discard rc"), (1, "hu")
    )
    record = state.history[-1]
    assert record["bonus_card"] == "rh" and record["bonus"] == 1 and record["payments"] == [11, -33, 11, 11]


def test_a5_pair_settings() -> None:
    hands = [["rc", "wa"], ["rc", "we", "ge"], ["ya"], ["yc"]]
    assert "pair" in GAME.legal_moves(play(scenario(hands, STOCK), (0, "discard rc")), 1)
    _, events = GAME.apply(scenario(hands, STOCK, options={"pair_claims": False}), 0, "discard rc")
    assert events[1].kind == "card_dead" and events[1].data["card"] == "rc"  # nobody could claim it
    winning = [["rc", "wa"], ["rh", "rp", "ya", "ya"], ["we"], ["ge"]]
    assert "hu" in GAME.legal_moves(play(scenario(winning, STOCK), (0, "discard rc")), 1)
    strict = play(scenario(winning, STOCK, options={"pairs_in_winning_hand": False}), (0, "discard rc"))
    assert "hu" not in GAME.legal_moves(strict, 1)


def test_a7_forced_hu_and_forced_kong() -> None:
    hands = [["rc", "wa"], ["rh", "rp", "ys", "gs", "ws"], ["we"], ["ge"]]
    forced = play(scenario(hands, STOCK, options={"rounds": 1, "forced_hu": True}), (0, "discard rc"))
    assert forced.history[-1]["outcome"] == "hu" and forced.history[-1]["finisher"] == 1
    kong_hands = [["rc", "wa"], ["we"], ["ge"], ["rc", "rc", "rc", "ya"]]
    state = play(scenario(kong_hands, STOCK, options={"forced_kong": True}), (0, "discard rc"))
    assert GAME.legal_moves(state, 3) == ["kong", "pong"]
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 3, "pass")
    assert refused.value.key == "must_kong"


# Each decision of the rules file's "Project decisions", as the setting that holds it and its default there.
PROJECT_DECISIONS = [
    ("A1", "bonus_counts_toward_threshold", False),
    ("A2", "bonus_match", "colour_and_rank"),
    ("A3", "bonus_below_threshold", False),
    ("A4", "winning_meld_value", "table"),
    ("A5", "pair_claims", True),
    ("A5", "pairs_in_winning_hand", True),
    ("A6", "hu_below_threshold", True),
    ("A7", "forced_hu", False),
    ("A7", "forced_kong", False),
    ("A8", "concealed_kong", False),
    ("A8", "table_melds_final", True),
    ("A9", "next_opener", "winner"),
    ("A10", "dead_wall", 0),
    ("A11", "opening_hu", False),
    ("A12", "same_colour_sequences", True),
    ("A13", "general_quad_points", "hand_6_table_8"),
    ("A14", "point_table", "bga"),
    ("A15", "fish_and_gold", False),
    ("A16", "rounds", 3),
    ("A16", "threshold", 10),
    ("A16", "starting_chips", 20),
    ("A16", "negative_chips", True),
    ("A16", "shared_final_ties", True),
]


@pytest.mark.parametrize(("decision", "name", "default"), PROJECT_DECISIONS, ids=[d[1] for d in PROJECT_DECISIONS])
def test_each_decision_is_a_named_setting_defaulting_to_the_project_choice(
    decision: str, name: str, default: object
) -> None:
    setting = BY_NAME[name]
    assert setting.decision == decision and setting.default == default
    assert GAME.default_options()[name] == default


def test_a3_no_bonus_card_when_the_stock_is_empty() -> None:
    winner = ["rc", "rc", "rc", "yh", "yh", "yh", "gp", "gp", "gp", "ys", "gs"]  # + ws: 12
    state = scenario([["ws", "wa"], winner, ["we"], ["ge"]], [], options={"rounds": 1})
    state = play(state, (0, "discard ws"), (1, "hu"))
    record = state.history[-1]
    assert record["bonus_card"] is None and record["bonus"] == 0 and record["points"] == 12
    assert record["payments"] == [-3, 9, -3, -3]


def test_a8_no_concealed_kong_and_no_replacement_draw_after_a_kong() -> None:
    # Four identical cards in the hand are never declared: the only moves are discards.
    hoard = scenario([["yc", "yc", "yc", "yc", "wa"], ["we"], ["ge"], ["ya"]], ["gc", "gh", "gp"])
    assert GAME.legal_moves(hoard, 0) == ["discard yc", "discard wa"]
    with pytest.raises(IllegalMove):
        GAME.apply(hoard, 0, "kong")
    # A kong claimed on a discard: the claimant lays the four and discards at once, drawing nothing.
    state = play(scenario([["rc", "wa"], ["we"], ["ge"], ["rc", "rc", "rc", "ya", "yh"]], STOCK), (0, "discard rc"))
    stock = len(state.stock)
    state = play(state, (3, "kong"))
    assert state.phase == "discard" and state.turn == 3 and len(state.hands[3]) == 2 and len(state.stock) == stock
