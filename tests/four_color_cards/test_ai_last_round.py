"""The strong AI in the last round: a win only counts if it puts the seat first, so it plays on rather than call a
hu too small to overtake the leader, and calls it when it is enough (or when rounds are left to play)."""

from __future__ import annotations

import random

from games.four_color_cards import notation as n
from games.four_color_cards.ai import EASY, STRONG, easy_move, ranked_moves
from games.four_color_cards.state import CLAIM, State
from tests.four_color_cards.helpers import play, scenario

# Seat 0 waits on the green cannon for 5 + 2 + 2 + 1 = 10 points (the threshold), holding a white horseman to
# discard; seat 1 turns the green cannon next.
WAITING = ["rs", "ys", "gs", "ws", "rg", "ra", "re", "yg", "ya", "ye", "gc", "gh"]


def cannon_turned(round_number: int, chips: list[int]) -> State:
    state = scenario([[*WAITING, "wh"], ["rh", "yh", "gh", "rp", "yp"]], stock=["gp"], options={"rounds": 3})
    state.round = round_number
    state.chips = chips
    state = play(state, (0, "discard wh"))
    assert state.phase == CLAIM and n.HU in state.choices[0]
    return state


def test_in_the_last_round_a_hu_that_leaves_the_leader_ahead_is_not_called() -> None:
    # A 10-point hu takes 1 chip from seat 1: 11 against 29 at the end, a lost game either way.
    state = cannon_turned(3, [10, 30])
    move = easy_move(state, 0, random.Random(0), STRONG)
    assert move != n.HU
    assert n.HU in ranked_moves(state, 0, STRONG)  # still a candidate the search may weigh


def test_a_hu_that_puts_the_seat_first_is_called() -> None:
    assert easy_move(cannon_turned(3, [20, 21]), 0, random.Random(0), STRONG) == n.HU


def test_before_the_last_round_every_paid_hu_is_called() -> None:
    assert easy_move(cannon_turned(2, [10, 30]), 0, random.Random(0), STRONG) == n.HU


def test_the_easy_level_calls_every_paid_hu() -> None:
    assert easy_move(cannon_turned(3, [10, 30]), 0, random.Random(0), EASY) == n.HU
