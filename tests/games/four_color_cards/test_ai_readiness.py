"""The strong AI's readiness: the unseen cards on which a hand could call hu at the threshold.

It counts only cards its seat has not seen (its hand, the dead cards, the table melds, the card in play), never
looks at another hand, and counts nothing for a hand whose win would stay below the threshold or that is more than
one card from complete.
"""

from __future__ import annotations

from games.four_color_cards.ai import Ready
from games.four_color_cards.cards import (
    ADVISER,
    CANNON,
    CHARIOT,
    ELEPHANT,
    GENERAL,
    GREEN,
    WHITE,
    YELLOW,
    counts,
)
from tests.games.four_color_cards.helpers import WAITING, card, table


def test_a_hand_one_card_from_a_win_at_the_threshold_counts_the_unseen_copies_of_that_card() -> None:
    state = table(WAITING, dead=[card(GREEN, CANNON, 0)])
    assert Ready(state, 0).outs(counts(state.hands[0]), 0) == 3  # one green cannon is dead, three unseen


def test_the_other_hands_do_not_change_what_is_counted() -> None:
    state = table(WAITING, dead=[])
    state.hands[1] = [card(GREEN, CANNON, copy) for copy in range(4)]
    assert Ready(state, 0).outs(counts(state.hands[0]), 0) == 4  # the seat has not seen them


def test_a_win_below_the_threshold_counts_nothing_until_the_table_makes_up_for_it() -> None:
    short = [c for c in WAITING if c not in [card(YELLOW, rank) for rank in (GENERAL, ADVISER, ELEPHANT)]]
    state = table(short, dead=[])
    ready = Ready(state, 0)
    assert ready.outs(counts(short), 0) == 0  # 5 + 2 + 1 = 8
    assert ready.outs(counts(short), 2) == 4  # two points on the table reach 10


def test_a_hand_two_cards_from_complete_counts_nothing() -> None:
    hand = [*WAITING, card(WHITE, CHARIOT)]  # a loose white chariot besides the waiting green pair
    state = table(hand, dead=[])
    ready = Ready(state, 0)
    assert ready.outs(counts(hand), 0) == 0
    assert not ready.far(counts(hand))  # two incomplete groups: a discard could still leave it waiting
