"""Component data: board, tiles, cards, abilities and their counts per player count."""

from __future__ import annotations

from collections import Counter

import pytest

from games.copenhagen import GAME, facade
from games.copenhagen import components as c

from .helpers import card_total


def test_facade_is_5_columns_by_9_rows() -> None:
    assert (c.COLUMNS, c.ROWS, c.CELLS) == (5, 9, 45)
    assert len(facade.EMPTY_FACADE) == 45


def test_four_coat_of_arms_cells_and_three_coat_of_arms_rows() -> None:
    assert c.COAT_CELLS == ((2, 2), (4, 4), (1, 6), (3, 8))
    assert c.COAT_ROWS == (1, 3, 5)
    assert {facade.cell_name(i) for i in facade.COAT_CELL_INDEXES} == {"c3", "e5", "b7", "d9"}


def test_five_colours_with_four_sizes_each() -> None:
    assert c.COLOURS == ("red", "yellow", "green", "blue", "purple")
    for colour in c.COLOURS:
        assert sorted(c.SHAPES[colour]) == [2, 3, 4, 5]
        for size, rows in c.SHAPES[colour].items():
            assert sum(row.count("B") + row.count("W") for row in rows) == size


def test_every_tile_has_exactly_one_brick() -> None:
    for colour in c.COLOURS:
        for rows in c.SHAPES[colour].values():
            assert sum(row.count("B") for row in rows) == 1
    for placements in facade.PLACEMENTS.values():
        for placement in placements:
            assert len(placement.bricks) == (0 if placement.colour == c.WHITE else 1)


@pytest.mark.parametrize(
    ("tile", "shape", "orientations"),
    [
        ("red2", "domino", 4), ("red3", "L-tromino", 8), ("red4", "O-tetromino", 4), ("red5", "P-pentomino", 8),
        ("yellow4", "S-tetromino", 8), ("yellow5", "Z-pentomino", 8),
        ("green3", "I-tromino", 4), ("green4", "T-tetromino", 4), ("green5", "X-pentomino", 4),
        ("blue4", "L-tetromino", 8), ("blue5", "T-pentomino", 4),
        ("purple4", "I-tetromino", 4), ("purple5", "I-pentomino", 4),
    ],
)  # fmt: skip
def test_shapes_and_their_distinct_orientations(tile: str, shape: str, orientations: int) -> None:
    # Distinct counts include the brick's position, as in the rules data.
    assert len(facade.DISTINCT_ORIENTATIONS[tile]) == orientations, shape


def test_tile_copies_per_player_count() -> None:
    for players, total in ((2, 35), (3, 40), (4, 50)):
        supply = c.starting_supply(players)
        assert sum(n for key, n in supply.items() if key != c.WHITE) == total
        for colour in c.COLOURS:
            assert supply[c.tile_id(colour, 5)] == 1


def test_three_players_use_12_cards_per_colour_and_two_three_two_one_tiles() -> None:
    # BGA behaviour 7.
    state = GAME.new(3, {}, 5)
    assert card_total(state) == 60
    supply = state.supply
    assert [supply[f"red{size}"] for size in (2, 3, 4, 5)] == [2, 3, 2, 1]
    everywhere = Counter(card for card in state.deck if card != c.END_CARD)
    everywhere.update(card for card in state.harbour if card)
    for h in state.hands:
        everywhere.update(h)
    assert set(everywhere.values()) == {12}


def test_twelve_white_special_tiles() -> None:
    for players in (2, 3, 4):
        assert c.starting_supply(players)[c.WHITE] == 12


def test_seventy_cards_plus_the_end_card() -> None:
    for players in (2, 4):
        state = GAME.new(players, {}, 9)
        assert card_total(state) == 70
        assert state.deck.count(c.END_CARD) == (1 if players == 2 else 0)


def test_harbour_of_seven_cards_at_start() -> None:
    state = GAME.new(4, {}, 3)
    assert len(state.harbour) == 7 and all(state.harbour)


def test_starting_hands_two_three_three_four_by_turn_order() -> None:
    for players, sizes in ((2, [2, 3]), (3, [2, 3, 3]), (4, [2, 3, 3, 4])):
        state = GAME.new(players, {}, 11)
        assert [sum(h.values()) for h in state.hands] == sizes


def test_each_player_starts_with_an_active_any_cards_ability() -> None:
    state = GAME.new(4, {}, 2)
    assert state.abilities == [{"any_cards": True}] * 4


def test_player_counts_two_to_four() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    for players in (1, 5):
        with pytest.raises(ValueError):
            GAME.new(players, {}, 1)


def test_no_table_options() -> None:
    assert GAME.default_options() == {}
