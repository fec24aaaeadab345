"""Round endings, scoring, bonus card, payments and the penalty, round openers, chips over a whole game."""

from __future__ import annotations

import pytest

from games.contract import BadOptions
from games.four_color_cards import GAME
from games.four_color_cards.cards import GENERAL, type_of
from tests.games.four_color_cards.helpers import play, random_game, scenario

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]
ONE_ROUND = {"rounds": 1}


def test_cannot_discard_after_a_claim_ends_the_round_and_scores_the_claimant() -> None:
    # Seat 1 pongs and is left with a lone general: no card he may discard, so the round ends with him finishing.
    state = scenario([["yc", "wa"], ["yc", "yc", "gg"], ["we"], ["ge"]], STOCK, options=ONE_ROUND)
    state = play(state, (0, "discard yc"), (1, "pong"))
    record = state.history[-1]
    assert record["outcome"] == "exhausted_hand" and record["finisher"] == 1
    assert record["base"] == 1 + 1  # table triple 1 + lone general in hand 1
    assert record["reached"] is False
    assert record["payments"] == [11, -33, 11, 11]
    assert GAME.result(state) is not None


def test_empty_stock_is_a_draw_and_nobody_pays() -> None:
    state = scenario([["yc", "wa"], ["we"], ["ge"], ["ya"]], [], options=ONE_ROUND)
    state, events = GAME.apply(state, 0, "discard yc")
    assert state.history[-1]["outcome"] == "draw"
    assert state.history[-1]["payments"] == [0, 0, 0, 0]
    result = GAME.result(state)
    assert result is not None and result.places == (1, 1, 1, 1) and result.scores == (20, 20, 20, 20)
    assert [e.kind for e in events] == ["discarded", "card_dead", "round_over", "game_over"]


def test_dead_wall_option_draws_the_round_when_only_dead_cards_remain() -> None:
    state = scenario([["yc", "wa"], ["we"], ["ge"], ["ya"]], ["gc", "gh"], options={"rounds": 1, "dead_wall": 2})
    state = play(state, (0, "discard yc"))
    assert state.history[-1]["outcome"] == "draw" and len(state.stock) == 2


WINNER_HAND = ["rc", "rc", "rc", "yh", "yh", "yh", "gp", "gp", "gp", "ys", "gs"]  # + ws: 3 + 3 + 3 + 3 = 12


def test_payment_each_opponent_pays_points_minus_threshold_plus_one() -> None:
    state = scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["wc"], options=ONE_ROUND)
    state = play(state, (0, "discard ws"), (1, "hu"))
    record = state.history[-1]
    assert record["base"] == 12 and record["bonus"] == 0 and record["points"] == 12
    assert record["payments"] == [-3, 9, -3, -3]
    assert state.chips == [17, 29, 17, 17]


def test_the_round_record_says_where_the_winning_card_came_from() -> None:
    state = scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["wc"], options=ONE_ROUND)
    discarded = play(state, (0, "discard ws"), (1, "hu"))
    assert discarded.history[-1]["winning_source"] == "discard" and discarded.history[-1]["winning_from"] == 0
    # Seat 0 discards the white adviser nobody wants; seat 1 turns the white soldier and wins with it.
    state = scenario([["wa", "we"], WINNER_HAND, ["ge"], ["gg"]], ["ws", "wc"], options=ONE_ROUND)
    turned = play(state, (0, "discard wa"), (1, "hu"))
    record = turned.history[-1]
    assert record["winning_card"] == "ws" and record["winning_source"] == "draw" and record["winning_from"] == 1
    drawn = play(scenario([["ws"], ["ga"]], [], options=ONE_ROUND), (0, "discard ws"))
    assert drawn.history[-1]["winning_source"] is None and drawn.history[-1]["winning_from"] is None


def test_bonus_card_adds_one_point_per_identical_card_owned() -> None:
    state = scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["rc"], options=ONE_ROUND)
    state = play(state, (0, "discard ws"), (1, "hu"))
    record = state.history[-1]
    assert record["bonus_card"] == "rc" and record["bonus"] == 3
    assert record["points"] == 15 and record["payments"] == [-6, 18, -6, -6]


def test_bonus_card_matches_the_winning_card_and_table_melds_too() -> None:
    state = scenario(
        [["ws", "wa"], ["yh", "yh", "yh", "ys", "gs"], ["we"], ["ge"]],
        ["ws"],
        melds={1: [("quad", ["rc", "rc", "rc", "rc"])]},
        options=ONE_ROUND,
    )
    state = play(state, (0, "discard ws"), (1, "hu"))
    record = state.history[-1]
    assert record["base"] == 6 + 3 + 3
    assert record["bonus_card"] == "ws" and record["bonus"] == 1  # the winning white soldier


def test_bonus_does_not_count_toward_the_threshold_and_is_not_turned_below_it() -> None:
    state = scenario([["rc", "wa"], ["rh", "rp", "yh", "yh", "yh"], ["we"], ["ge"]], ["yh"], options=ONE_ROUND)
    state = play(state, (0, "discard rc"), (1, "hu"))
    record = state.history[-1]
    assert record["base"] == 1 + 3 and record["bonus_card"] is None and record["bonus"] == 0
    assert record["reached"] is False


def test_penalty_below_threshold_pays_eleven_to_each_other_player() -> None:
    state = scenario([["rc", "wa"], ["rh", "rp"], ["we"], ["ge"]], STOCK, options=ONE_ROUND)
    state = play(state, (0, "discard rc"), (1, "hu"))
    record = state.history[-1]
    assert record["base"] == 1 and record["reached"] is False
    assert record["payments"] == [11, -33, 11, 11]
    assert state.chips == [31, -13, 31, 31]  # chips may go below zero


def test_hu_below_threshold_can_be_forbidden_by_option() -> None:
    state = scenario([["rc", "wa"], ["rh", "rp", "yg"], ["we"], ["ge"]], STOCK, options={"hu_below_threshold": False})
    state = play(state, (0, "discard rc"))
    assert "hu" not in GAME.legal_moves(state, 1)


def test_winning_card_meld_value_option() -> None:
    hands = [["rc", "wa"], ["rc", "rc", "ys", "gs", "ws"], ["we"], ["ge"]]
    table = play(scenario(hands, STOCK, options=ONE_ROUND), (0, "discard rc"), (1, "hu"))
    assert table.history[-1]["base"] == 1 + 3  # the completed triple counts at table value (A4)
    hand = play(
        scenario(hands, STOCK, options={"rounds": 1, "winning_meld_value": "hand"}), (0, "discard rc"), (1, "hu")
    )
    assert hand.history[-1]["base"] == 3 + 3


def test_winner_opens_the_next_round_with_21_cards() -> None:
    state = scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["wc"])
    state = play(state, (0, "discard ws"), (1, "hu"))
    assert state.round == 2 and state.opener == 1 and state.turn == 1
    assert [len(h) for h in state.hands] == [20, 21, 20, 20]
    assert len(state.stock) == 112 - 81


def test_same_opener_after_a_draw_or_a_penalty_and_rotation_option() -> None:
    drawn = play(scenario([["yc", "wa"], ["we"], ["ge"], ["ya"]], [], turn=2, opener=2), (2, "discard ge"))
    assert drawn.round == 2 and drawn.opener == 2
    penalty = play(scenario([["rc", "wa"], ["rh", "rp"], ["we"], ["ge"]], STOCK), (0, "discard rc"), (1, "hu"))
    assert penalty.round == 2 and penalty.opener == 0
    rotating = play(
        scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["wc"], opener=0, options={"next_opener": "rotate"}),
        (0, "discard ws"),
        (1, "hu"),
    )
    assert rotating.opener == 1
    drawn_rotating = play(
        scenario([["yc", "wa"], ["we"], ["ge"], ["ya"]], [], turn=2, opener=2, options={"next_opener": "rotate"}),
        (2, "discard ge"),
    )
    assert drawn_rotating.opener == 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_chips_over_three_rounds(players: int) -> None:
    state = random_game(players, seed=11 + players, choice_seed=5)
    assert len(state.history) == 3
    for seat in range(players):
        assert state.chips[seat] == 20 + sum(r["payments"][seat] for r in state.history)
    assert sum(state.chips) == 20 * players  # payments move chips, never create them
    result = GAME.result(state)
    assert result is not None and result.scores == tuple(state.chips)
    best = max(state.chips)
    assert all((place == 1) == (chips == best) for place, chips in zip(result.places, state.chips, strict=True))


def test_deal_gives_opener_21_and_others_20() -> None:
    for players, stock in ((2, 71), (3, 51), (4, 31)):
        state = GAME.new(players, {}, seed=3)
        assert sorted(len(h) for h in state.hands) == [20] * (players - 1) + [21]
        assert len(state.hands[0]) == 21 and len(state.stock) == stock
        assert GAME.awaiting(state) == frozenset({0})


def test_opener_cannot_hu_with_the_dealt_cards_unless_the_option_allows_it() -> None:
    hands = [["rc", "rh", "rp", "yc", "yh", "yp", "wg"], ["we"], ["ge"], ["ya"]]
    state = scenario(hands, STOCK)
    state.opening = True
    assert "hu" not in GAME.legal_moves(state, 0)
    state = scenario(hands, STOCK, options={"opening_hu": True})
    state.opening = True
    assert GAME.legal_moves(state, 0)[0] == "hu"
    state = play(state, (0, "hu"))
    assert state.history[-1]["outcome"] == "opening_hu"


def test_settings_have_defaults_and_fixed_ones_refuse_other_values() -> None:
    options = GAME.default_options()
    assert options["rounds"] == 3 and options["threshold"] == 10 and options["starting_chips"] == 20
    assert options["bonus_counts_toward_threshold"] is False and options["winning_meld_value"] == "table"
    with pytest.raises(BadOptions):
        GAME.validate_options({"concealed_kong": True})
    with pytest.raises(BadOptions):
        GAME.validate_options({"rounds": 0})
    with pytest.raises(BadOptions):
        GAME.validate_options({"colour": "red"})
    assert GAME.validate_options({"next_opener": "rotate"})["next_opener"] == "rotate"


def test_generals_never_reach_the_dead_pile() -> None:
    state = random_game(4, seed=99, choice_seed=1)
    assert all(type_of(c) % 7 != GENERAL for c in state.dead)
