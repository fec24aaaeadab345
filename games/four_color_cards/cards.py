"""The deck: 4 colours x 7 ranks x 4 identical copies = 112 physical cards.

A *card id* (0..111) names one physical card; its *type* (0..27) is what the rules look at, since the four
copies of a colour and rank are interchangeable. ``type = colour * 7 + rank``, so sorting by type sorts by
colour, then rank. The ASCII code of a type is its colour letter followed by its rank letter (see ``notation``).
"""

from __future__ import annotations

from collections.abc import Iterable

RED, YELLOW, GREEN, WHITE = range(4)
GENERAL, ADVISER, ELEPHANT, CHARIOT, HORSE, CANNON, SOLDIER = range(7)

COLOUR_LETTERS = ("r", "y", "g", "w")
COLOUR_NAMES = ("red", "yellow", "green", "white")
COLOUR_HANZI = ("紅", "黃", "綠", "白")

RANK_LETTERS = ("g", "a", "e", "c", "h", "p", "s")
RANK_NAMES = ("general", "adviser", "elephant", "chariot", "horse", "cannon", "soldier")
# Red and yellow cards carry the glyphs of xiangqi's red side, green and white those of the black side.
GLYPHS_RED_YELLOW = ("帥", "仕", "相", "俥", "傌", "炮", "兵")
GLYPHS_GREEN_WHITE = ("將", "士", "象", "車", "馬", "包", "卒")

COLOURS = 4
RANKS = 7
TYPES = COLOURS * RANKS
COPIES = 4
DECK_SIZE = TYPES * COPIES

COMMAND_RANKS = (GENERAL, ADVISER, ELEPHANT)
FIELD_RANKS = (CHARIOT, HORSE, CANNON)


def type_of(card: int) -> int:
    return card // COPIES


def make_type(colour: int, rank: int) -> int:
    return colour * RANKS + rank


def colour_of(card_type: int) -> int:
    return card_type // RANKS


def rank_of(card_type: int) -> int:
    return card_type % RANKS


def is_general(card_type: int) -> bool:
    return card_type % RANKS == GENERAL


def code(card_type: int) -> str:
    """The ASCII code of a card type, e.g. ``rc`` for the red chariot."""
    return COLOUR_LETTERS[card_type // RANKS] + RANK_LETTERS[card_type % RANKS]


_CODES = {code(t): t for t in range(TYPES)}


def parse_code(text: str) -> int | None:
    """The card type written as ``text`` (case-insensitive), or None."""
    return _CODES.get(text.strip().lower())


def glyph(card_type: int) -> str:
    colour, rank = divmod(card_type, RANKS)
    return (GLYPHS_RED_YELLOW if colour in (RED, YELLOW) else GLYPHS_GREEN_WHITE)[rank]


def name(card_type: int) -> str:
    """English name, e.g. ``red chariot``."""
    colour, rank = divmod(card_type, RANKS)
    return f"{COLOUR_NAMES[colour]} {RANK_NAMES[rank]}"


def label(card_type: int) -> str:
    """Friendly label with the printed glyph, e.g. ``俥 red chariot``."""
    return f"{glyph(card_type)} {name(card_type)}"


def counts(card_ids: Iterable[int]) -> list[int]:
    """How many cards of each type, indexed by type."""
    result = [0] * TYPES
    for card in card_ids:
        result[card >> 2] += 1  # card // COPIES, on the hot path of every claim window
    return result


def codes(card_ids: Iterable[int]) -> list[str]:
    """Codes of physical cards, sorted by colour and rank."""
    return [code(card // COPIES) for card in sorted(card_ids)]
