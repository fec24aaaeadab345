"""Four Color Cards' look: the felt's colours, picture and card sizes, how each card colour is told apart.

The public table is drawn straight into a palette image on the game's palette (``INKS``, ``render.indexed``), the
other pictures in RGB, by the same drawing code: it draws through ``INKS.pen`` and blends text and cards through
``INKS.blend``, which work on either.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from render.common import RGB, Palette
from render.fonts import drawable
from render.four_color_cards import palette
from render.indexed import IndexedPalette
from render.words import Words

# Every text colour below reads at 4.5:1 or more on every felt colour it is drawn on, for normal eyes and under
# deuteranopia, protanopia and tritanopia simulations (tests/render/test_contrast.py): the felt is dark enough for
# gold and the pink of a debt to stand out on a phone.
WIDTH: Final = 600
MARGIN: Final = 12
CONTENT_W: Final = WIDTH - 2 * MARGIN - 24  # inside a panel: the margins and 12 px of padding on each side
HEADER_H: Final = 46
CENTRE_H: Final = 118  # the band under the header: the card in play, the status lines, the stock
SCALE: Final = 3  # sprites are drawn this many times larger, then shrunk: smooth corners and glyph edges

FELT: Final[RGB] = (21, 62, 42)
FELT_DARK: Final[RGB] = (14, 45, 30)
PANEL: Final[RGB] = (27, 74, 51)
PANEL_LIT: Final[RGB] = (36, 87, 62)
CREAM: Final[RGB] = (250, 244, 228)
SOFT: Final[RGB] = (190, 214, 198)
GOLD: Final[RGB] = (255, 200, 80)
DEBT: Final[RGB] = (255, 190, 180)  # a seat's chips below zero (their minus sign says it too)
BACK: Final[RGB] = (128, 30, 42)
BACK_TRIM: Final[RGB] = (236, 206, 150)
MAX_SEATS: Final = 4  # the most seats a table has (the engine's max_players)

# The palette, and the colours the table fills areas with (a blend on one of them blends on its colour).
INKS: Final = IndexedPalette(
    palette.COLOURS, surfaces=(FELT, FELT_DARK, PANEL, PANEL_LIT, GOLD, SOFT, CREAM, *Palette.seats[:MAX_SEATS])
)


@dataclass(frozen=True)
class CardColour:
    """How one of the four card colours is drawn; the shape makes it readable without hue.

    Each ink (the rank character, the shape, the rim) reads at 4.5:1 or more on its face for normal eyes and under
    deuteranopia, protanopia and tritanopia simulations (tests/render/test_contrast.py): a crimson and an ochre dark
    enough for that. Four inks that dark stay apart (CIE76 ΔE >= 30, tests/render/test_colour_vision.py) but not at a
    glance for every eye, and the pale faces cannot, so the shape carries the colour too (in every language alike).
    """

    face: RGB
    ink: RGB
    shape: str  # circle, triangle, square, diamond (drawn hollow for white)


CARD_COLOURS: Final[dict[str, CardColour]] = {
    "r": CardColour((253, 231, 226), (184, 0, 80), "circle"),
    "y": CardColour((253, 238, 184), (144, 88, 0), "triangle"),
    "g": CardColour((220, 241, 227), (0, 40, 0), "square"),
    "w": CardColour((255, 255, 255), (48, 0, 64), "diamond"),
}


@dataclass(frozen=True)
class CardSize:
    width: int
    height: int
    glyph: int  # pixel size of the rank character
    corner: int  # pixel size of the corner that holds the colour's shape; 0: a small shape alone


SIZES: Final[dict[str, CardSize]] = {
    "big": CardSize(66, 92, 42, 20),
    "hand": CardSize(44, 62, 28, 18),
    # Table melds are read on the public board at a glance: on a phone (the picture about 400 px wide) the rank
    # is 18 px and the corner holding the colour's shape 12 px.
    "meld": CardSize(42, 59, 27, 18),
    "mini": CardSize(24, 34, 18, 0),
}


def seat_colour(seat: int) -> RGB:
    return Palette.seats[seat % len(Palette.seats)]


def seat_name(names: Sequence[str], seat: int | None, say: Words) -> str:
    """A seat's display name as the shipped fonts draw it (see ``render.fonts.drawable``), or ``seat N``."""
    if seat is None:
        return "?"
    name = drawable(str(names[seat])).strip() if 0 <= seat < len(names) else ""
    return name or say("seat", number=seat + 1)


def name_list(names: Sequence[str], say: Words) -> str:
    """Player names as one phrase of the reader's language: "Alice", "Alice and Bob", "Alice, Bob and Carol"."""
    if len(names) <= 1:
        return "".join(names)
    listed = say("list.two", first=names[-2], second=names[-1])
    for name in reversed(names[:-2]):
        listed = say("list.more", first=name, rest=listed)
    return listed
