"""The strong AI's hand efficiency: how many claims a hand is from waiting on its winning card, and how many
unseen cards would complete one of its blocks.

The unseen cards are those the seat has not seen (its hand, the dead cards, the table melds, the card in play):
another hand's cards count as unseen. A hand whose win would stay below the threshold is further than its claims
alone say.
"""

from __future__ import annotations

import random

from games.ai.search import Budget
from games.four_color_cards import notation as n
from games.four_color_cards.ai import EFFICIENCY_COST, STRONG, Ready, ranked_moves
from games.four_color_cards.cards import (
    ADVISER,
    CANNON,
    CHARIOT,
    ELEPHANT,
    GENERAL,
    GREEN,
    HORSE,
    RED,
    SOLDIER,
    WHITE,
    YELLOW,
    counts,
    make_type,
)
from games.four_color_cards.efficiency import SHORT_OF_THRESHOLD, efficiency
from games.four_color_cards.state import DISCARD
from tests.games.four_color_cards.helpers import WAITING, card, table

# One claim from waiting: a red chariot and horseman wait for a red cannon, and a second white soldier fits no
# meld; claiming the red cannon and discarding that soldier leaves a hand waiting on the green cannon.
ONE_CLAIM = [*WAITING, card(RED, CHARIOT), card(RED, HORSE), card(WHITE, SOLDIER, 1)]


def found(hand: list[int], dead: list[int], table_points: int = 0) -> tuple[int, int]:
    state = table(hand, dead)
    result = Ready(state, 0).efficiency(counts(hand), table_points)
    return result.distance, result.acceptance


def test_a_hand_waiting_on_one_card_is_at_distance_zero_and_accepts_its_unseen_copies() -> None:
    assert found(WAITING, dead=[card(GREEN, CANNON, 0)]) == (0, 3)


def test_cards_in_another_hand_are_still_unseen() -> None:
    state = table(WAITING, dead=[])
    state.hands[1] = [card(GREEN, CANNON, copy) for copy in range(4)]
    result = Ready(state, 0).efficiency(counts(WAITING), 0)
    assert (result.distance, result.acceptance) == (0, 4)


def test_a_hand_one_claim_from_waiting_accepts_the_cards_of_both_its_blocks() -> None:
    # Both blocks wait: four green cannons and three red ones (one dead) are unseen.
    assert found(ONE_CLAIM, dead=[card(RED, CANNON, 3)]) == (1, 7)


def test_a_win_below_the_threshold_is_further_until_the_table_makes_up_for_it() -> None:
    short = [c for c in WAITING if c not in [card(YELLOW, rank) for rank in (GENERAL, ADVISER, ELEPHANT)]]
    distance, _accepted = found(short, dead=[])  # 5 + 2 + 1 = 8
    assert distance == SHORT_OF_THRESHOLD
    assert found(short, dead=[], table_points=2)[0] == 0  # two points on the table reach 10


def test_each_claim_on_a_block_and_discard_of_junk_brings_the_hand_one_step_closer() -> None:
    live = [4] * 28
    held = counts(ONE_CLAIM)
    assert efficiency(held, live, 0, 10).distance == 1
    held[make_type(RED, CHARIOT)] -= 1  # the red field meld goes to the table (1 point)
    held[make_type(RED, HORSE)] -= 1
    held[make_type(WHITE, SOLDIER)] -= 1  # the spare soldier is discarded
    assert efficiency(held, live, 1, 10).distance == 0


def test_the_strong_ai_discards_the_card_that_keeps_its_hand_closest_to_waiting() -> None:
    state = table(ONE_CLAIM, dead=[])
    state.phase = DISCARD
    state.turn = 0
    spare = n.Move(n.DISCARD, (make_type(WHITE, SOLDIER),)).text
    assert ranked_moves(state, 0, STRONG)[0] == spare


def test_the_same_hand_and_cards_seen_give_the_same_efficiency_whatever_was_asked_before() -> None:
    rng = random.Random(5)
    hands = [counts(rng.sample(range(112), 20)) for _ in range(30)]
    live = [4 - k for k in counts(rng.sample(range(112), 10))]
    first = [efficiency(h, live, 0, 10) for h in hands]
    assert [efficiency(h, live, 0, 10) for h in reversed(hands)] == list(reversed(first))


def test_each_decision_is_charged_once_per_hand_whatever_an_earlier_decision_asked() -> None:
    state = table(ONE_CLAIM, dead=[])
    held = counts(ONE_CLAIM)
    first = Budget(1e6)
    Ready(state, 0, first).efficiency(held, 0)
    Ready(state, 0, first).efficiency(held, 0)  # the same hand again in the same decision
    assert first.units == EFFICIENCY_COST
    second = Budget(1e6)  # the next decision pays for it again, though the answer is remembered
    Ready(state, 0, second).efficiency(held, 0)
    assert second.units == EFFICIENCY_COST
