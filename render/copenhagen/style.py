"""Copenhagen's look: colours, the shape cue of every facade colour, and text drawn with few colours.

Text is anti-aliased with four coverage levels only, so a whole board keeps well under 256 colours: its palette
(``palette.py``) holds every one of them, and the PNG stays small. The public board is drawn straight into a
palette image on that palette (``render.indexed``), the other pictures in RGB, by the same drawing code: it draws
through ``pen``, ``paste`` and ``draw_text``, which work on either.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from render import fonts
from render.common import RGB, FontChooser, Palette, fit_text, text_mask, text_width
from render.contrast import clearer
from render.copenhagen import palette
from render.indexed import IndexedPalette, put

INKS: Final = IndexedPalette(palette.COLOURS)

# Warm paper and wood, harbour-blue title bar.
BACKGROUND: Final[RGB] = (240, 232, 216)
PANEL: Final[RGB] = (252, 248, 240)
PANEL_EDGE: Final[RGB] = (216, 203, 180)
# Text colours read at 4.5:1 or more on what they are drawn on, for normal eyes and the three dichromacies
# (tests/render/test_contrast.py): the title bar is dark enough for the orange of "your turn", the muted brown,
# the green of points gained and the red of a warning dark enough for the paper.
TITLE_BAR: Final[RGB] = (24, 46, 68)
TITLE_INK: Final[RGB] = (250, 244, 228)
TITLE_MUTED: Final[RGB] = (176, 196, 212)
INK: Final[RGB] = Palette.ink
MUTED: Final[RGB] = (100, 90, 76)
FAINT: Final[RGB] = (200, 190, 172)
HIGHLIGHT: Final[RGB] = Palette.highlight
GOOD: Final[RGB] = (0, 104, 74)  # Palette.good darkened
BAD: Final[RGB] = (160, 56, 0)  # Palette.bad darkened
WALL: Final[RGB] = (236, 226, 206)  # an empty facade cell
WALL_COAT_ROW: Final[RGB] = (246, 239, 224)  # the lighter coat-of-arms rows, as printed
GRID: Final[RGB] = (214, 200, 176)
GOLD: Final[RGB] = (196, 150, 40)
CARD_BACK: Final[RGB] = (58, 96, 128)
END_CARD: Final[RGB] = (26, 110, 120)

# Facade and card colours: Okabe-Ito hues, which stay apart in hue and lightness for colour-blind eyes.
TILE_COLOURS: Final[dict[str, RGB]] = {
    "red": (213, 94, 0),
    "yellow": (240, 214, 66),
    "green": (0, 158, 115),
    "blue": (0, 114, 178),
    "purple": (204, 121, 167),
    "white": (250, 250, 246),  # a step from pure white, so that the encoder's lookup keeps white text white
}
UNKNOWN_COLOUR: Final[RGB] = (160, 160, 160)
# The shape cue: every colour has its own window shape (cells, cards, supply), so hue is never the only cue. A
# brick, which has no window, carries the same shape as a solid mark (``pieces.mark``). The shapes replace the
# letters R/Y/G/B/P these pictures once drew: a letter is English (Troyes Dice localises its letters, but Chinese
# would need a character per colour and every language its own letters to learn), while a shape reads the same in
# every language, is what the cards and windows already show, and separates green, blue and purple for colour-blind
# eyes, which hue does not.
WINDOW_SHAPES: Final[dict[str, str]] = {
    "red": "cross",  # a square window with a cross of glazing bars
    "yellow": "round",  # a round window
    "green": "arch",  # an arched window
    "blue": "diamond",  # a diamond window
    "purple": "twin",  # two tall narrow panes
    "white": "plain",  # a plain square pane
}
GLASS: Final[RGB] = (226, 238, 244)


def tile_colour(name: str) -> RGB:
    return TILE_COLOURS.get(name, UNKNOWN_COLOUR)


def mark_ink(name: str) -> RGB:
    """The ink of a brick's shape mark: dark ink or the window's glass (a light ink the board's palette holds
    exactly, which pure white is not), whichever stands out more on the tile (3:1 or more, as a graphic needs)."""
    return clearer(tile_colour(name), INK, GLASS)


def shape(name: str) -> str:
    """The window shape that tells colour ``name`` apart without its hue (a plain pane for an unknown colour)."""
    return WINDOW_SHAPES.get(name, "plain")


def shade(colour: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter towards white (factor > 1)."""
    if factor <= 1:
        return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))
    t = min(1.0, factor - 1)
    return (
        int(colour[0] + (255 - colour[0]) * t),
        int(colour[1] + (255 - colour[1]) * t),
        int(colour[2] + (255 - colour[2]) * t),
    )


def mix(one: RGB, other: RGB, t: float) -> RGB:
    return (
        int(one[0] + (other[0] - one[0]) * t),
        int(one[1] + (other[1] - one[1]) * t),
        int(one[2] + (other[2] - one[2]) * t),
    )


def ink_on(colour: RGB) -> RGB:
    """Dark ink on light colours, light ink on dark ones."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


# Four coverage levels: smooth enough for text, few enough colours for an exact palette.
_LEVELS: Final[list[int]] = [0 if v < 40 else 96 if v < 128 else 176 if v < 215 else 255 for v in range(256)]


def _face(bold: bool, user_text: bool = False) -> tuple[FontChooser, int]:
    """The font chooser and stroke of a text: the shipped Noto Sans family (every script, a real bold) for every
    text, the game's own words as much as a player's name (``user_text`` is kept for callers that say so)."""
    del user_text
    return (fonts.bold_face if bold else fonts.regular_face), 0


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, anchor: str, bold: bool) -> tuple[Image.Image, int, int]:
    face, stroke = _face(bold)
    mask, left, top, _advance = text_mask(text, size, face, anchor, stroke)
    return mask.point(_LEVELS), left, top


def draw_text(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "la",
    bold: bool = False,
    *,
    user_text: bool = False,
) -> None:
    """Text at ``xy`` (Pillow anchors), cached per string and size; ``user_text`` when it holds a player's name."""
    del user_text
    if not text:
        return
    mask, left, top = _text_mask(text, size, anchor, bold)
    x, y = int(xy[0]) + left, int(xy[1]) + top
    box = (x, y, x + mask.width, y + mask.height)
    if image.mode != "P":
        image.paste(fill, box, mask)
        return
    # The text's pixels blend with what lies under them. Most text lies on one flat colour: its blend on that
    # colour is drawn once; on anything else, the pixels under it are blended in RGB and mapped back.
    under = INKS.flat(image, box)
    cover = _ink_of(text, size, anchor, bold)
    if under is None:
        put(image, INKS.over(image.crop(box), fill, mask), (x, y), cover)
    else:
        put(image, _text_on(text, size, anchor, bold, fill, under), (x, y), cover)


@lru_cache(maxsize=4096)
def _text_on(text: str, size: int, anchor: str, bold: bool, fill: RGB, background: int) -> Image.Image:
    """``text`` blended on the palette colour ``background``, mapped onto the palette."""
    mask, _left, _top = _text_mask(text, size, anchor, bold)
    return INKS.over(Image.new("P", mask.size, background), fill, mask)


@lru_cache(maxsize=4096)
def _ink_of(text: str, size: int, anchor: str, bold: bool) -> Image.Image:
    """Where ``text`` covers anything at all: the pixels a blend changes, and only those."""
    mask, _left, _top = _text_mask(text, size, anchor, bold)
    return mask.point(lambda level: 255 if level else 0, "1")


def pen(image: Image.Image) -> ImageDraw.ImageDraw:
    """A pen drawing the style's colours on ``image``, RGB or a palette image on the game's palette."""
    return INKS.pen(image)


def paste(image: Image.Image, piece: Image.Image, at: tuple[int, int], masked: bool = False) -> None:
    """A drawn piece (a cached sprite) pasted on ``image``; ``masked``: through its own all-or-nothing alpha."""
    INKS.paste(image, piece, at, masked)


def text_size(text: str, size: int, bold: bool = False, *, user_text: bool = False) -> tuple[int, int]:
    del user_text
    mask, _left, _top = _text_mask(text, size, "la", bold)
    return mask.width, mask.height


def width(text: str, size: int, bold: bool = False) -> int:
    """The inked width of ``text`` as ``draw_text`` draws it."""
    face, stroke = _face(bold)
    return text_width(text, size, face, stroke)


@dataclass(frozen=True)
class Fitted:
    """A text made to fit a box: the size to draw it at, and whether it had to be cut with an ellipsis."""

    text: str
    size: int
    cut: bool = False


def floor_of(size: int) -> int:
    """The smallest size a game word shrinks to before it is cut: about two thirds of its size, at least 10 px."""
    return max(10, (size * 2 + 2) // 3)


def bounded(
    text: str, size: int, room: int, bold: bool = False, *, floor: int | None = None, user_text: bool = False
) -> Fitted:
    """``text`` at the largest size from ``size`` down to ``floor`` (by default ``floor_of(size)``) at which it fits
    ``room`` pixels, cut with an ellipsis at ``floor`` only when even that is too wide.

    Every text drawn inside a bounded box (a pill, a header, a column, a badge) goes through here. A player's name
    (``user_text``) keeps its size and is cut: pass ``floor=size``.
    """
    del user_text
    return _bounded(text, size, max(1, room), bold, floor_of(size) if floor is None else floor)


@lru_cache(maxsize=4096)
def _bounded(text: str, size: int, room: int, bold: bool, floor: int) -> Fitted:
    floor = min(floor, size)
    for candidate in range(size, floor - 1, -1):
        if width(text, candidate, bold) <= room:
            return Fitted(text, candidate)
    face, stroke = _face(bold)
    return Fitted(fit_text(text, floor, room, face, stroke), floor, cut=True)


def fit(text: str, size: int, width: int, bold: bool = False, *, user_text: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels at ``size`` (display names can be long)."""
    return bounded(text, size, width, bold, floor=size, user_text=user_text).text


def draw_bounded(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    room: int,
    fill: RGB,
    anchor: str = "la",
    bold: bool = False,
    *,
    floor: int | None = None,
    user_text: bool = False,
) -> Fitted:
    """``text`` drawn at ``xy`` no wider than ``room`` (``bounded``); returns what was drawn."""
    fitted = bounded(text, size, room, bold, floor=floor, user_text=user_text)
    draw_text(image, xy, fitted.text, fitted.size, fill, anchor, bold)
    return fitted


def ink_left(text: str, size: int, bold: bool = False) -> int:
    """How far right of the pen (anchor ``lm``) the ink of ``text`` starts."""
    _mask, left, _top = _text_mask(text, size, "lm", bold)
    return left
