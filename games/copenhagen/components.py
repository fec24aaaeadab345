"""Copenhagen component data: every number of the game lives here and nowhere else.

Transcribed from the project's rules data (``shared/rules/copenhagen.json``, the Board Game Arena
implementation).
Coordinates: ``x`` is the column 0..4 from the left, ``y`` the row 0..8 from the ground floor up.
"""

from __future__ import annotations

from typing import Final

# The facade (one house board per player).
COLUMNS: Final = 5
ROWS: Final = 9
CELLS: Final = COLUMNS * ROWS
# Printed coat-of-arms cells: covering one earns a coat-of-arms action.
COAT_CELLS: Final[tuple[tuple[int, int], ...]] = ((2, 2), (4, 4), (1, 6), (3, 8))
# Rows with a coat-of-arms emblem beside them: completing one earns a coat-of-arms action.
COAT_ROWS: Final[tuple[int, ...]] = (1, 3, 5)

# Colours of the facade tiles and of the cards, in BGA order.
COLOURS: Final[tuple[str, ...]] = ("red", "yellow", "green", "blue", "purple")
WHITE: Final = "white"
# One letter per colour in the compact facade encoding (upper case window, lower case brick).
COLOUR_LETTER: Final[dict[str, str]] = {
    "red": "r",
    "yellow": "y",
    "green": "g",
    "blue": "b",
    "purple": "p",
    "white": "w",
}
LETTER_COLOUR: Final[dict[str, str]] = {letter: colour for colour, letter in COLOUR_LETTER.items()}

# Tile shapes as BGA stores them: rows top to bottom, W window, B brick (exactly one), '.' empty.
SHAPES: Final[dict[str, dict[int, tuple[str, ...]]]] = {
    "red": {2: ("BW",), 3: ("WW", "B."), 4: ("WW", "BW"), 5: (".WW", "BWW")},
    "yellow": {2: ("BW",), 3: ("WW", "B."), 4: (".WW", "WB."), 5: ("W..", "WWW", "..B")},
    "green": {2: ("BW",), 3: ("BWW",), 4: ("WWW", ".B."), 5: (".W.", "BWW", ".W.")},
    "blue": {2: ("BW",), 3: ("WW", "B."), 4: ("..W", "BWW"), 5: ("..W", "BWW", "..W")},
    "purple": {2: ("BW",), 3: ("BWW",), 4: ("BWWW",), 5: ("BWWWW",)},
}
SIZES: Final[tuple[int, ...]] = (2, 3, 4, 5)

# Copies of each coloured tile in the shared supply, by player count then size (BGA setupNewGame).
TILE_COPIES: Final[dict[int, dict[int, int]]] = {
    2: {2: 2, 3: 2, 4: 2, 5: 1},
    3: {2: 2, 3: 3, 4: 2, 5: 1},
    4: {2: 3, 3: 3, 4: 3, 5: 1},
}
# White one-square window tiles, gained only through coat-of-arms actions.
WHITE_TILES: Final = 12

# Cards.
CARDS_PER_COLOUR: Final[dict[int, int]] = {2: 14, 3: 12, 4: 14}
END_CARD: Final = "end"
HARBOUR_SLOTS: Final = 7
HAND_LIMIT: Final = 7
STARTING_HAND: Final[tuple[int, ...]] = (2, 3, 3, 4)  # by turn position
# The End card goes uniformly among the bottom END_CARD_DEPTH cards of the deck it joins.
END_CARD_DEPTH: Final = 10
# With this many players the End card joins the first deck; with more it waits for the reshuffle.
END_CARD_IN_FIRST_DECK_PLAYERS: Final = 2

# Ability tiles: each player starts with Any cards, active; N copies of every type for N players.
ABILITIES: Final[tuple[str, ...]] = (
    "any_cards",
    "additional_card",
    "construction_discount",
    "change_of_colors",
    "both_actions",
)
STARTING_ABILITY: Final = "any_cards"
# Short names players type in moves.
ABILITY_SHORT: Final[dict[str, str]] = {
    "any_cards": "any",
    "additional_card": "extra",
    "construction_discount": "discount",
    "change_of_colors": "colors",
    "both_actions": "both",
}
SHORT_ABILITY: Final[dict[str, str]] = {short: name for name, short in ABILITY_SHORT.items()}
ABILITY_TITLE: Final[dict[str, str]] = {
    "any_cards": "Any cards",
    "additional_card": "Additional card",
    "construction_discount": "Construction discount",
    "change_of_colors": "Change of colors",
    "both_actions": "Both actions",
}

# Costs.
ADJACENT_DISCOUNT: Final = 1
CONSTRUCTION_DISCOUNT: Final = 1

# Scoring.
ROW_POINTS: Final = 1
ROW_WINDOWS_POINTS: Final = 2
COLUMN_POINTS: Final = 2
COLUMN_WINDOWS_POINTS: Final = 4
POINTS_TO_WIN: Final = 12


def tile_id(colour: str, size: int) -> str:
    """The supply key and move token of a tile, e.g. ``red3``."""
    return f"{colour}{size}"


def starting_supply(players: int) -> dict[str, int]:
    supply = {tile_id(colour, size): TILE_COPIES[players][size] for colour in COLOURS for size in SIZES}
    supply[WHITE] = WHITE_TILES
    return supply
