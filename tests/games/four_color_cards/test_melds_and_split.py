"""Meld recognition, points on the table and in the hand, win detection and the best split."""

from __future__ import annotations

from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.four_color_cards import melds as m
from games.four_color_cards.cards import SOLDIER, TYPES, counts, make_type
from games.four_color_cards.split import best_split, is_complete
from tests.games.four_color_cards.helpers import card_type


def types(*texts: str) -> list[int]:
    return [card_type(t) for t in texts]


def count_of(*texts: str) -> list[int]:
    result = [0] * TYPES
    for t in types(*texts):
        result[t] += 1
    return result


MELD_EXAMPLES = [
    ("lone_general", ["rg"], m.LONE_GENERAL, 1, 1),
    ("command_meld", ["yg", "ya", "ye"], m.COMMAND, 2, 2),
    ("field_meld", ["gc", "gh", "gp"], m.FIELD, 1, 1),
    ("three_colour_soldiers", ["rs", "ys", "ws"], m.SOLDIERS_3, 3, 3),
    ("four_colour_soldiers", ["rs", "ys", "gs", "ws"], m.SOLDIERS_4, 5, 5),
    ("pair", ["wa", "wa"], m.PAIR, 0, 0),
    ("triple", ["rh", "rh", "rh"], m.TRIPLE, 1, 3),
    ("soldier_triple", ["gs", "gs", "gs"], m.TRIPLE, 1, 3),
    ("quadruple", ["yp", "yp", "yp", "yp"], m.QUAD, 6, 8),
    ("four_generals", ["wg", "wg", "wg", "wg"], m.GENERAL_QUAD, 8, 6),
]


@pytest.mark.parametrize(
    ("cards", "kind", "table", "hand"), [e[1:] for e in MELD_EXAMPLES], ids=[e[0] for e in MELD_EXAMPLES]
)
def test_each_meld_points_on_table_and_in_hand(cards: list[str], kind: str, table: int, hand: int) -> None:
    assert m.classify(types(*cards)) == kind
    assert m.table_points(kind) == table
    assert m.hand_points(kind) == hand
    split = best_split(count_of(*cards))
    assert split is not None and split.points == hand  # alone in a hand it scores its hand value


@pytest.mark.parametrize("cards", [["rg", "ya", "re"], ["rc", "rh", "wp"]], ids=["command", "field"])
def test_command_and_field_melds_must_be_one_colour(cards: list[str]) -> None:
    assert m.classify(types(*cards)) is None
    assert not is_complete(count_of(*cards))


def test_generals_form_no_pair_or_triple_only_lone_generals() -> None:
    assert m.classify(types("rg", "rg")) is None
    assert m.classify(types("rg", "rg", "rg")) is None
    split = best_split(count_of("rg", "rg", "rg"))
    assert split is not None and split.points == 3
    assert [k for k, _, _ in split.melds] == [m.LONE_GENERAL] * 3


def test_soldiers_form_no_pair_and_soldier_melds_need_different_colours() -> None:
    assert m.classify(types("rs", "rs")) is None
    assert m.classify(types("rs", "rs", "ys")) is None
    assert not is_complete(count_of("rs", "rs"))
    assert not is_complete(count_of("rs", "rs", "ys", "gs"))  # a 4-colour meld needs 4 colours


def test_four_colour_soldiers_are_one_meld_worth_5_not_3_plus_1() -> None:
    split = best_split(count_of("rs", "ys", "gs", "ws"))
    assert split is not None and split.points == 5 and len(split.melds) == 1


def test_win_needs_whole_hand_to_split_into_melds() -> None:
    assert is_complete(count_of("rc", "rh", "rp", "ys", "gs", "ws"))
    assert not is_complete(count_of("rc", "rh", "rp", "ys", "gs", "ws", "wa"))  # one loose card
    assert not is_complete(count_of("rc", "rh"))  # a partial meld is not a meld


def test_best_split_of_a_winning_hand_picks_the_highest_scoring_partition() -> None:
    # Four yellow chariots: a quadruple (8) beats two pairs (0).
    assert best_split(count_of("yc", "yc", "yc", "yc")).points == 8  # type: ignore[union-attr]
    # rs rs rs ys gs ws: triple (3) + 3-colour soldiers (3) = 6; the 4-colour meld would leave a soldier pair.
    assert best_split(count_of("rs", "rs", "rs", "ys", "gs", "ws")).points == 6  # type: ignore[union-attr]
    # 20 cards: command (2) + adviser pair (0) + field (1) + quadruple (8) + 4-colour soldiers (5)
    # + triple (3) + lone general (1).
    hand = count_of(
        "rg",
        "ra",
        "re",
        "ra",
        "ra",
        "gc",
        "gh",
        "gp",
        "wh",
        "wh",
        "wh",
        "wh",
        "rs",
        "ys",
        "gs",
        "ws",
        "yp",
        "yp",
        "yp",
        "wg",
    )
    split = best_split(hand)
    assert split is not None and split.points == 2 + 0 + 1 + 8 + 5 + 3 + 1


def test_winning_card_meld_scores_at_table_value() -> None:
    cards = count_of("rc", "rc", "rc", "ys", "gs", "ws")
    assert best_split(cards).points == 3 + 3  # type: ignore[union-attr]
    # Won on a red chariot: its triple is an exposed meld worth 1.
    assert best_split(cards, exposed=card_type("rc")).points == 1 + 3  # type: ignore[union-attr]
    # Four generals completed by the winning card: the table value 8 is higher than the hand value 6.
    assert best_split(count_of("wg", "wg", "wg", "wg"), exposed=card_type("wg")).points == 8  # type: ignore[union-attr]


# --- cross-check against a brute-force exact cover -------------------------------------------------------------

ALL_SHAPES: list[tuple[int, ...]] = []
for t in range(TYPES):
    for size in (1, 2, 3, 4):
        ALL_SHAPES.append((t,) * size)
for colour in range(4):
    ALL_SHAPES.append(tuple(make_type(colour, r) for r in (0, 1, 2)))
    ALL_SHAPES.append(tuple(make_type(colour, r) for r in (3, 4, 5)))
soldiers = [make_type(c, SOLDIER) for c in range(4)]
ALL_SHAPES.extend(combinations(soldiers, 3))
ALL_SHAPES.append(tuple(soldiers))
VALID_SHAPES = [(shape, m.classify(shape)) for shape in ALL_SHAPES if m.classify(shape) is not None]


@cache
def brute_best(hand: tuple[int, ...]) -> int | None:
    if not any(hand):
        return 0
    first = next(i for i, c in enumerate(hand) if c)
    best = None
    for shape, kind in VALID_SHAPES:
        if first not in shape:
            continue
        rest = list(hand)
        for t in shape:
            rest[t] -= 1
        if min(rest) < 0:
            continue
        sub = brute_best(tuple(rest))
        if sub is not None:
            value = sub + m.hand_points(kind)  # type: ignore[arg-type]
            best = value if best is None else max(best, value)
    return best


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([0, 1, 2, 6, 13, 20, 27, 3, 4, 5, 7, 8, 9]), min_size=1, max_size=12))
def test_best_split_matches_brute_force_exact_cover(cards: list[int]) -> None:
    hand = counts(c * 4 for c in cards)
    if max(hand) > 4:
        return
    split = best_split(hand)
    expected = brute_best(tuple(hand))
    assert (split.points if split else None) == expected
