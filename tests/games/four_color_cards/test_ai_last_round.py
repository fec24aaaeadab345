"""The strong AI in the last round: a win only counts if it puts the seat first, so it plays on rather than call a
hu too small to overtake the leader, and calls it when it is enough (or when rounds are left to play); and it
builds its hand for the points that would put it first rather than for the quickest win."""

from __future__ import annotations

import random

from games.four_color_cards import notation as n
from games.four_color_cards.ai import EASY, STRONG, easy_move, points_to_lead, ranked_moves
from games.four_color_cards.state import CLAIM, State
from tests.games.four_color_cards.helpers import play, scenario

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


# Four-colour soldiers (5), red and yellow command melds (2 + 2) and a concealed triple of white cannons (3), with a
# green chariot and horseman. Seat 1 holds the four green cannons and the last unseen green horseman; seat 0
# cannot see them, so to it they are five cards that may still come.
BUILDER = ["rs", "ys", "gs", "ws", "rg", "ra", "re", "yg", "ya", "ye", "wp", "wp", "wp", "gc", "gh"]


def builder(round_number: int, chips: list[int]) -> State:
    others = [["gp", "gp", "gp", "gp", "gh", "yc"], ["rh", "yh"], ["rc", "yc"]]
    state = scenario([BUILDER, *others], stock=["rp", "yp"], options={"rounds": 3})
    state.round = round_number
    state.chips = chips
    return state


def test_the_points_to_lead_count_every_other_seat_paying_the_winner() -> None:
    # Behind by 10 at four players: a 12-point hu takes 3 from each (29 against 27), an 11-point one only 2.
    assert points_to_lead(builder(3, [20, 30, 20, 20]), 0) == 12
    assert points_to_lead(builder(3, [30, 20, 20, 20]), 0) == 10  # leading: any paid hu
    assert points_to_lead(builder(2, [20, 30, 20, 20]), 0) == 10  # a round is left to catch up


def test_with_rounds_left_the_hand_waits_on_the_most_cards() -> None:
    # A white cannon goes: the hand waits on the four green cannons for 5 + 2 + 2 + 1 = 10 points.
    move = easy_move(builder(2, [20, 30, 20, 20]), 0, random.Random(0), STRONG)
    assert move == "discard wp"


def test_in_the_last_round_the_hand_keeps_the_points_that_would_put_it_first() -> None:
    # Behind by 10 chips it needs 12 points: the green chariot goes and the concealed triple stays, waiting on the
    # green horseman for 5 + 2 + 2 + 3 = 12, where a 10-point win on a green cannon would leave it second.
    state = builder(3, [20, 30, 20, 20])
    assert easy_move(state, 0, random.Random(0), STRONG) == "discard gc"
    assert ranked_moves(state, 0, STRONG)[0] == "discard gc"
