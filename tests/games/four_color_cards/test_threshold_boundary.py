"""A finished hand worth exactly the threshold is paid; one point below it, the finisher pays the penalty."""

from __future__ import annotations

from tests.games.four_color_cards.helpers import play, scenario

# Seat 1 wins on the white soldier seat 0 discards: three table-value-free triples and the soldiers of four
# colours, 3 + 3 + 3 + 3 = 12 points, and the bonus card (the white chariot) matches nothing in it.
WINNER_HAND = ["rc", "rc", "rc", "yh", "yh", "yh", "gp", "gp", "gp", "ys", "gs"]
STAKE = 1


def _won_round(threshold: int) -> dict[str, object]:
    options = {"rounds": 1, "threshold": threshold, "stake": STAKE}
    state = scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["wc"], options=options)
    record = play(state, (0, "discard ws"), (1, "hu")).history[-1]
    assert record["points"] == 12 and record["bonus"] == 0
    return record


def test_a_hand_worth_exactly_the_threshold_is_paid() -> None:
    record = _won_round(threshold=12)
    assert record["reached"] is True
    # Each other player pays what exceeds the threshold (nothing) plus the stake.
    assert record["payments"] == [-STAKE, 3 * STAKE, -STAKE, -STAKE]


def test_a_hand_one_point_below_the_threshold_costs_the_finisher() -> None:
    threshold = 13
    record = _won_round(threshold)
    assert record["reached"] is False
    # The penalty: the finisher pays every other player the threshold plus the stake.
    penalty = threshold + STAKE
    assert record["payments"] == [penalty, -3 * penalty, penalty, penalty]
