"""Colours, sizes and small drawn pieces (dice, chips, icons) shared by the Troyes Dice pictures.

Every colour of the game also carries a letter in the reader's language (R, Y, W for districts and plazas; I, D, K
for influence, deniers and knowledge in English), so nothing depends on hue alone. Icons (check marks, crosses,
shields, diamonds, stars) are drawn as shapes, supersampled once and cached.

Every word is drawn through ``render.common.text_mask`` (the shipped Noto Sans family, falling back per character to
its Chinese faces); a word drawn inside a bounded box goes through ``fit``, which shrinks, wraps and, only as a
last resort, cuts it so that it fits in every language.

The public board is drawn straight into a palette image on the game's palette (``INKS``, ``render.indexed``), the
other pictures in RGB, by the same drawing code: ``Pen``, ``paste`` and ``paste_centred`` work on either.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any

from PIL import Image, ImageDraw

from render import fonts
from render.common import RGB, Font, FontChooser, Palette, fit_text, font, sprite, text_mask, text_width, wrap_text
from render.contrast import clearer
from render.fonts import drawable
from render.indexed import IndexedPalette
from render.troyes_dice import palette
from render.words import Words

WIDTH = 680
MARGIN = 14
RADIUS = 14

BACKGROUND: RGB = (243, 233, 214)  # parchment
PANEL: RGB = (255, 251, 243)
PANEL_EDGE: RGB = (220, 203, 176)
TITLE_BAR: RGB = (92, 58, 38)  # walnut
TITLE_INK: RGB = (255, 244, 222)
TITLE_MUTED: RGB = (226, 200, 166)
INK: RGB = Palette.ink
# Text colours read at 4.5:1 or more on the parchment, the panels and the tints, for normal eyes and the three
# dichromacies (tests/render/test_contrast.py): a darker brown, green, vermillion and amber than the shared palette's.
MUTED: RGB = (100, 90, 76)
STRIPE: RGB = (248, 240, 226)
GOOD: RGB = (0, 104, 74)
WAITING: RGB = (140, 90, 0)
BAD: RGB = (160, 56, 0)
GOLD: RGB = (222, 164, 20)
GREY: RGB = (168, 162, 154)
DARK_GREY: RGB = (96, 92, 88)
SILVER: RGB = (160, 160, 170)  # the second place's pill
BRONZE: RGB = (150, 90, 40)  # the third place's pill, dark enough for white on it

# District / plaza / die colours, kept apart in lightness too (vermillion dark, yellow light, white lightest).
COLOUR: dict[str, RGB] = {
    "red": (180, 64, 24),  # dark enough for the white pips and letter on it
    "yellow": (240, 196, 60),
    "white": (244, 245, 250),
    "black": (34, 32, 36),
}
# Pale tints for free cells and inactive plazas.
TINT: dict[str, RGB] = {
    "red": (247, 221, 206),
    "yellow": (251, 238, 196),
    "white": (236, 238, 244),
    "black": (200, 198, 200),
}
EDGE: dict[str, RGB] = {
    "red": (150, 56, 20),
    "yellow": (168, 128, 20),
    "white": (128, 132, 146),
    "black": (10, 10, 10),
}
# Ink that reads on top of the full colour.
ON: dict[str, RGB] = {"red": (255, 255, 255), "yellow": INK, "white": INK, "black": (255, 255, 255)}

# Resources take their district's colour: influence red, deniers yellow, knowledge white.
RESOURCE_COLOUR: dict[str, str] = {"influence": "red", "deniers": "yellow", "knowledge": "white"}
RESOURCE_OF: dict[str, str] = {colour: resource for resource, colour in RESOURCE_COLOUR.items()}

SUPERSAMPLE = 4

# The palette; the colours the board fills areas with (a blend on one of them blends on its colour); and those it
# draws only as outlines, which the palette does not keep (they take their nearest colour, as on the RGB picture).
INKS = IndexedPalette(
    palette.COLOURS,
    surfaces=(BACKGROUND, PANEL, TITLE_BAR, GOLD, STRIPE, GOOD, MUTED, SILVER, BRONZE, *Palette.seats),
    thin=(PANEL_EDGE, WAITING),
)


def seat_colour(seat: int) -> RGB:
    return Palette.seats[seat % len(Palette.seats)]


def seat_name(names: list[str] | tuple[str, ...], seat: int, say: Words | None = None) -> str:
    """A seat's display name as the shipped fonts draw it (``render.fonts.drawable``), or ``Seat N`` (in ``say``'s
    language)."""
    name = drawable(str(names[seat])).strip() if 0 <= seat < len(names) else ""
    if name:
        return name
    return say("seat", number=seat + 1) if say is not None else f"Seat {seat + 1}"


def ink_on(fill: RGB) -> RGB:
    """The text colour that reads best on a filled pill or badge: white or the dark ink."""
    return clearer(fill, (255, 255, 255), INK)


def letter(say: Words, name: str) -> str:
    """The letter a colour or resource carries on its badge ("R", "I"), in the reader's language."""
    return say(f"letter.{name}")


# Bounded text: a label drawn in a box shrinks down to FLOOR pixels, then wraps onto the lines the box has, and is
# cut with an ellipsis only when neither is enough.
FLOOR = 10


@dataclass(frozen=True)
class Fitted:
    """How a text fits its box: the lines drawn, their size, and whether an ellipsis had to cut it."""

    lines: tuple[str, ...]
    size: int
    cut: bool
    room: int

    @property
    def widths(self) -> tuple[int, ...]:
        return tuple(text_width(line, self.size) for line in self.lines)

    @property
    def width(self) -> int:
        """The widest line's width (measured once: a fitted text is cached)."""
        return max(self.widths, default=0)


@lru_cache(maxsize=4096)
def _width(laid: Fitted) -> int:
    return laid.width


def wrap(text: str, size: int, room: int) -> list[str]:
    """``text`` broken into lines of at most ``room`` pixels where it may break (``render.common.break_units``: at
    spaces and between Chinese characters); a word longer than the room stays whole on its own line."""
    return wrap_text(text, lambda line: text_width(line, size), [room])


@lru_cache(maxsize=4096)
def fit(text: str, size: int, room: int, lines: int = 1, floor: int = FLOOR, paragraph: bool = False) -> Fitted:
    """``text`` laid out to fit ``room`` pixels on at most ``lines`` lines, at ``size`` or smaller down to ``floor``.

    A label shrinks first (with room for more lines, only a little before it wraps); a ``paragraph`` wraps first and
    shrinks only when its lines are not enough. Cut with an ellipsis only as a last resort.
    """
    sizes = range(size, min(size, floor) - 1, -1)
    # A label with room for more lines shrinks a little on one line, then wraps, and only then shrinks further.
    one_line = sizes if lines == 1 else [at for at in sizes if at >= size * 0.8]
    for at in [] if paragraph else one_line:
        if text_width(text, at) <= room:
            return Fitted((text,), at, False, room)
    if lines > 1 or paragraph:
        for at in sizes:
            wrapped = wrap(text, at, room)
            if len(wrapped) <= lines and all(text_width(line, at) <= room for line in wrapped):
                return Fitted(tuple(wrapped), at, False, room)
        for at in sizes:
            if text_width(text, at) <= room:
                return Fitted((text,), at, False, room)
    at = sizes[-1]
    wrapped = wrap(text, at, room)
    kept = wrapped if len(wrapped) <= lines else [*wrapped[: lines - 1], " ".join(wrapped[lines - 1 :])]
    return Fitted(tuple(fit_text(line, at, room) for line in kept), at, True, room)


# Player names (and lines that hold them) are drawn in the shipped Noto Sans family, which has every script a name
# may be in; the game's own words stay in the house font.
NAME_FACE: FontChooser = fonts.regular_face
NAME_BOLD_FACE: FontChooser = fonts.bold_face


@dataclass(frozen=True)
class Name:
    """A player's name laid out in its place: its lines at ``size``, and whether an ellipsis had to cut it."""

    lines: tuple[str, ...]
    size: int
    cut: bool = False


@lru_cache(maxsize=1024)
def fit_name(name: str, size: int, room: int, one_floor: int, floor: int, lines: int = 1, bold: bool = False) -> Name:
    """``name`` in ``room`` pixels: on one line from ``size`` down to ``one_floor``, else broken at its spaces onto
    up to ``lines`` lines, from ``one_floor`` down to ``floor``. A name is never cut while this can hold it whole (no
    Discord display name is too long for the places that call it); beyond that, its end is cut with an ellipsis."""
    face = NAME_BOLD_FACE if bold else NAME_FACE

    def width(text: str, at: int) -> int:
        return text_width(text, at, face)

    for at in range(size, one_floor - 1, -1):
        if width(name, at) <= room:
            return Name((name,), at)
    for at in range(one_floor, floor - 1, -1) if lines > 1 else ():
        wrapped = wrap_text(name, partial(width, at=at), [room])
        if len(wrapped) <= lines and all(width(line, at) <= room for line in wrapped):
            return Name(tuple(wrapped), at)
    wrapped = wrap_text(name, partial(width, at=floor), [room])
    kept = [*wrapped[: lines - 1], " ".join(wrapped[lines - 1 :])]
    return Name(tuple(fit_text(line, floor, room, face) for line in kept), floor, cut=True)


def smooth(
    key: tuple[object, ...], size: tuple[int, int], draw: Callable[[ImageDraw.ImageDraw, int], None]
) -> Image.Image:
    """An RGBA piece drawn at ``SUPERSAMPLE`` times its size and scaled down (smooth edges), made once."""

    def make() -> Image.Image:
        s = SUPERSAMPLE
        big = Image.new("RGBA", (size[0] * s, size[1] * s), (0, 0, 0, 0))
        draw(ImageDraw.Draw(big), s)
        return big.resize(size, Image.Resampling.LANCZOS)

    return sprite(("troyes_dice", *key), make)


def paste(image: Image.Image, piece: Image.Image, x: float, y: float) -> None:
    """Pastes an RGBA piece (a cached sprite) with its top-left corner at (x, y), through its soft alpha."""
    INKS.blend(image, piece, (round(x), round(y)), piece)


def paste_text(
    image: Image.Image, xy: tuple[float, float], text: str, size: int, fill: RGB, anchor: str = "mm"
) -> None:
    """Pastes ``text`` (through ``text_mask``) onto any image, an RGBA piece included, at ``xy`` by ``anchor``."""
    mask, left, top, _advance = text_mask(text, size, None, anchor)
    colour = (*fill, 255) if image.mode == "RGBA" else fill
    INKS.blend(image, colour, (round(xy[0]) + left, round(xy[1]) + top), mask)


def centred(piece: Image.Image, cx: float, cy: float) -> tuple[int, int]:
    """The top-left corner that centres ``piece`` on (cx, cy)."""
    return round(cx - piece.width / 2), round(cy - piece.height / 2)


def paste_centred(image: Image.Image, piece: Image.Image, cx: float, cy: float) -> None:
    INKS.blend(image, piece, centred(piece, cx, cy), piece)


_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def die(value: int, colour: str, size: int) -> Image.Image:
    """A die face with pips, in a plaza colour or black."""

    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        full = size * s
        shadow = max(1, size // 14) * s
        pen.rounded_rectangle((shadow, shadow * 2, full - 1, full - 1), radius=full // 5, fill=(0, 0, 0, 70))
        pen.rounded_rectangle(
            (0, 0, full - 1 - shadow, full - 1 - shadow),
            radius=full // 5,
            fill=COLOUR[colour],
            outline=EDGE[colour],
            width=max(1, size // 18) * s,
        )
        inner = full - shadow
        r = inner * 0.09
        for px, py in _PIPS.get(value, ()):
            x, y = px * inner, py * inner
            pen.ellipse((x - r, y - r, x + r, y + r), fill=ON[colour])

    return smooth(("die", value, colour, size), (size, size), draw)


def numbered_die(value: int, colour: str, size: int) -> Image.Image:
    """A die showing its value as a figure, not pips: small dice stay readable on a phone."""

    def make() -> Image.Image:
        def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
            full = size * s
            pen.rounded_rectangle(
                (0, 0, full - 1, full - 1), radius=full // 5, fill=COLOUR[colour], outline=EDGE[colour], width=s
            )

        piece = smooth(("die-shape", colour, size), (size, size), draw).copy()
        paste_text(piece, (size / 2, size / 2), str(value), int(size * 0.7), ON[colour])
        return piece

    return sprite(("troyes_dice", "numbered-die", value, colour, size), make)


def chip(colour: str, letter: str, size: int) -> Image.Image:
    """A round badge in a colour with its letter: the colour-blind-safe name of a colour or resource."""

    def make() -> Image.Image:
        s = SUPERSAMPLE
        big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
        pen = ImageDraw.Draw(big)
        pen.ellipse((0, 0, size * s - 1, size * s - 1), fill=COLOUR[colour], outline=EDGE[colour], width=s * 1)
        # A letter fills about two thirds of the badge; a wider one (a Chinese character) shrinks to stay inside.
        fitted = fit(letter, int(size * s * 0.62), int(size * s * 0.74), floor=int(size * s * 0.4))
        mask, left, top, _advance = text_mask(fitted.lines[0], fitted.size, None, "mm")
        big.paste((*ON[colour], 255), (round(size * s / 2 + left), round(size * s / 2 + s * 0.5 + top)), mask)
        return big.resize((size, size), Image.Resampling.LANCZOS)

    return sprite(("troyes_dice", "chip", colour, letter, size), make)


def check(size: int, colour: RGB) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s
        pen.line(
            [(w * 0.14, w * 0.55), (w * 0.4, w * 0.8), (w * 0.88, w * 0.22)],
            fill=colour,
            width=max(2, int(w * 0.16)),
            joint="curve",
        )

    return smooth(("check", size, colour), (size, size), draw)


def cross(size: int, colour: RGB, width: float = 0.13) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s
        line = max(2, int(w * width))
        pen.line([(w * 0.15, w * 0.15), (w * 0.85, w * 0.85)], fill=colour, width=line)
        pen.line([(w * 0.85, w * 0.15), (w * 0.15, w * 0.85)], fill=colour, width=line)

    return smooth(("cross", size, colour, width), (size, size), draw)


def diamond(size: int, fill: RGB | None, outline: RGB) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s - 1
        points = [(w / 2, 0), (w, w / 2), (w / 2, w), (0, w / 2)]
        pen.polygon(points, fill=fill if fill is not None else PANEL, outline=outline, width=max(2, s * 2))

    return smooth(("diamond", size, fill, outline), (size, size), draw)


def shield(size: int, fill: RGB, outline: RGB) -> Image.Image:
    """The Fortress's protection mark."""

    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s - 1
        points = [(w * 0.08, w * 0.12), (w * 0.5, 0), (w * 0.92, w * 0.12), (w * 0.88, w * 0.55), (w * 0.5, w)]
        points.append((w * 0.12, w * 0.55))
        pen.polygon(points, fill=fill, outline=outline, width=max(2, s * 2))

    return smooth(("shield", size, fill, outline), (size, size), draw)


def star(size: int, fill: RGB | None, outline: RGB) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        import math

        w = size * s
        points = []
        for i in range(10):
            radius = w * (0.5 if i % 2 == 0 else 0.22)
            angle = math.pi / 2 + i * math.pi / 5
            points.append((w / 2 + radius * math.cos(angle), w / 2 - radius * math.sin(angle)))
        pen.polygon(points, fill=fill, outline=outline, width=max(1, s))

    return smooth(("star", size, fill, outline), (size, size), draw)


def sun(size: int) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        import math

        w = size * s
        c = w / 2
        for i in range(8):
            a = i * math.pi / 4
            pen.line(
                [
                    (c + w * 0.3 * math.cos(a), c + w * 0.3 * math.sin(a)),
                    (c + w * 0.48 * math.cos(a), c + w * 0.48 * math.sin(a)),
                ],
                fill=(230, 150, 0),
                width=max(2, int(w * 0.08)),
            )
        pen.ellipse(
            (c - w * 0.22, c - w * 0.22, c + w * 0.22, c + w * 0.22),
            fill=(244, 180, 20),
            outline=(200, 120, 0),
            width=s,
        )

    return smooth(("sun", size), (size, size), draw)


def moon(size: int) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s
        pen.ellipse((w * 0.08, w * 0.08, w * 0.92, w * 0.92), fill=(120, 130, 190))
        pen.ellipse((w * 0.32, w * 0.0, w * 1.1, w * 0.76), fill=(0, 0, 0, 0))

    return smooth(("moon", size), (size, size), draw)


def person(size: int, colour: str) -> Image.Image:
    """A citizen: head and shoulders in a colour, outlined so white citizens show on white."""

    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s
        edge = EDGE[colour]
        pen.ellipse((w * 0.3, w * 0.04, w * 0.7, w * 0.44), fill=COLOUR[colour], outline=edge, width=s)
        pen.pieslice((w * 0.1, w * 0.48, w * 0.9, w * 1.3), 180, 360, fill=COLOUR[colour], outline=edge, width=s)

    return smooth(("person", size, colour), (size, size), draw)


def panel(pen: ImageDraw.ImageDraw | Pen, box: tuple[float, float, float, float], fill: RGB = PANEL) -> None:
    pen.rounded_rectangle(box, radius=RADIUS, fill=fill, outline=PANEL_EDGE, width=2)


def title_bar(
    pen: Pen,
    width: int,
    title: str,
    right: str,
    height: int = 54,
    *,
    name: bool = False,
    sizes: tuple[int, int] = (26, 20),
    floor: int | None = None,
) -> None:
    """The walnut bar on top of every picture: the game's name (or, with ``name``, a player's, already cut to its
    room) left, the moment right, in the room the title leaves. ``sizes`` are the title's and the moment's; a
    ``floor`` keeps both at least that size (the final standings, read at a phone's width)."""
    title_size, right_size = sizes
    pen.rectangle((0, 0, width, height), fill=TITLE_BAR)
    pen.rectangle((0, height - 4, width, height), fill=GOLD)
    y = height // 2 - 1
    if name:
        pen.text((MARGIN + 2, y), title, font=font(title_size), fill=TITLE_INK, anchor="lm", face=NAME_BOLD_FACE)
        used = text_width(title, title_size, NAME_BOLD_FACE)
    else:
        title_floor = FLOOR if floor is None else floor
        used = pen.fitted((MARGIN + 2, y), title, title_size, width // 2, TITLE_INK, "lm", stroke=1, floor=title_floor)
    room = width - 2 * (MARGIN + 2) - used - 24
    pen.fitted((width - MARGIN - 2, y), right, right_size, room, TITLE_MUTED, anchor="rm", floor=floor or 13)


class Pen:
    """``ImageDraw.Draw`` whose ``text`` reuses cached glyph masks; every other call goes to ImageDraw. On the
    public board's palette image (``INKS``) it draws colours by index and blends text as on the RGB picture."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self.draw = INKS.pen(image)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.draw, name)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        font: Font,
        fill: RGB,
        anchor: str = "la",
        stroke_width: int = 0,
        stroke_fill: RGB | None = None,
        *,
        face: FontChooser | None = None,
    ) -> None:
        """Like ``ImageDraw.text`` at ``font``'s size; ``face`` chooses other fonts (player names: ``NAME_FACE``)."""
        if not text:
            return
        size = int(getattr(font, "size", 10))
        mask, left, top, _advance = text_mask(text, size, face, anchor, stroke_width)
        INKS.blend(self.image, fill, (round(xy[0]) + left, round(xy[1]) + top), mask)

    def fitted(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        room: int,
        fill: RGB,
        anchor: str = "la",
        *,
        lines: int = 1,
        floor: int = FLOOR,
        paragraph: bool = False,
        stroke: int = 0,
        leading: float = 1.2,
    ) -> int:
        """Draws ``text`` in a box ``room`` pixels wide (``fit``): its lines one under the other, the block centred
        on ``xy`` for a middle anchor (``lm``, ``mm``, ``rm``), else from ``xy`` down. Returns the widest line's
        width."""
        laid = fit(text, size, room - 2 * stroke, lines, floor, paragraph)  # a stroke widens each side
        if len(laid.lines) == 1:  # most labels: one paste
            self.text(xy, laid.lines[0], font(laid.size), fill, anchor, stroke_width=stroke)
            return _width(laid)
        step = round(laid.size * leading)
        y = xy[1] - step * (len(laid.lines) - 1) / 2 if anchor[1] == "m" else xy[1]
        for index, line in enumerate(laid.lines):
            self.text((xy[0], y + index * step), line, font(laid.size), fill, anchor, stroke_width=stroke)
        return _width(laid)
