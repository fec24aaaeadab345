"""Colours, sizes and small drawn pieces (dice, chips, icons) shared by the Troyes Dice pictures.

Every colour of the game also carries a letter (R, Y, W for districts and plazas; I, D, K for influence,
deniers and knowledge), so nothing depends on hue alone. Pillow's bundled font has no symbol glyphs, so
icons (check marks, crosses, shields, diamonds, stars) are drawn as shapes, supersampled once and cached.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import Image, ImageDraw

from render import fonts
from render.common import RGB, Font, FontChooser, Palette, font, sprite, text_mask
from render.fonts import drawable

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
MUTED: RGB = (118, 106, 92)
STRIPE: RGB = (248, 240, 226)
GOOD: RGB = Palette.good
WAITING: RGB = Palette.highlight
BAD: RGB = Palette.bad
GOLD: RGB = (222, 164, 20)
GREY: RGB = (168, 162, 154)
DARK_GREY: RGB = (96, 92, 88)

# District / plaza / die colours, kept apart in lightness too (vermillion dark, yellow light, white lightest).
COLOUR: dict[str, RGB] = {
    "red": (206, 84, 36),
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
LETTER: dict[str, str] = {"red": "R", "yellow": "Y", "white": "W", "black": "B"}
NAME: dict[str, str] = {"red": "Red", "yellow": "Yellow", "white": "White", "black": "Black"}

# Resources take their district's colour: influence red, deniers yellow, knowledge white.
RESOURCE_COLOUR: dict[str, str] = {"influence": "red", "deniers": "yellow", "knowledge": "white"}
RESOURCE_LETTER: dict[str, str] = {"influence": "I", "deniers": "D", "knowledge": "K"}
RESOURCE_NAME: dict[str, str] = {"influence": "Influence", "deniers": "Deniers", "knowledge": "Knowledge"}

SUPERSAMPLE = 4


def seat_colour(seat: int) -> RGB:
    return Palette.seats[seat % len(Palette.seats)]


def seat_name(names: list[str] | tuple[str, ...], seat: int) -> str:
    """A seat's display name as the shipped fonts draw it (``render.fonts.drawable``), or ``Seat N``."""
    name = drawable(str(names[seat])).strip() if 0 <= seat < len(names) else ""
    return name or f"Seat {seat + 1}"


# Player names (and lines that hold them) are drawn in the shipped Noto Sans family, which has every script a name
# may be in; the game's own words stay in the house font.
NAME_FACE: FontChooser = fonts.regular_face
NAME_BOLD_FACE: FontChooser = fonts.bold_face


def _smooth(
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
    """Pastes an RGBA piece with its top-left corner at (x, y)."""
    image.paste(piece, (round(x), round(y)), piece)


def paste_centred(image: Image.Image, piece: Image.Image, cx: float, cy: float) -> None:
    image.paste(piece, (round(cx - piece.width / 2), round(cy - piece.height / 2)), piece)


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

    return _smooth(("die", value, colour, size), (size, size), draw)


def chip(colour: str, letter: str, size: int) -> Image.Image:
    """A round badge in a colour with its letter: the colour-blind-safe name of a colour or resource."""

    def make() -> Image.Image:
        s = SUPERSAMPLE
        big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
        pen = ImageDraw.Draw(big)
        pen.ellipse((0, 0, size * s - 1, size * s - 1), fill=COLOUR[colour], outline=EDGE[colour], width=s * 1)
        pen.text(
            (size * s / 2, size * s / 2 + s * 0.5),
            letter,
            font=font(int(size * s * 0.62)),
            fill=ON[colour],
            anchor="mm",
        )
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

    return _smooth(("check", size, colour), (size, size), draw)


def cross(size: int, colour: RGB, width: float = 0.13) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s
        line = max(2, int(w * width))
        pen.line([(w * 0.15, w * 0.15), (w * 0.85, w * 0.85)], fill=colour, width=line)
        pen.line([(w * 0.85, w * 0.15), (w * 0.15, w * 0.85)], fill=colour, width=line)

    return _smooth(("cross", size, colour, width), (size, size), draw)


def diamond(size: int, fill: RGB | None, outline: RGB) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s - 1
        points = [(w / 2, 0), (w, w / 2), (w / 2, w), (0, w / 2)]
        pen.polygon(points, fill=fill if fill is not None else PANEL, outline=outline, width=max(2, s * 2))

    return _smooth(("diamond", size, fill, outline), (size, size), draw)


def shield(size: int, fill: RGB, outline: RGB) -> Image.Image:
    """The Fortress's protection mark."""

    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s - 1
        points = [(w * 0.08, w * 0.12), (w * 0.5, 0), (w * 0.92, w * 0.12), (w * 0.88, w * 0.55), (w * 0.5, w)]
        points.append((w * 0.12, w * 0.55))
        pen.polygon(points, fill=fill, outline=outline, width=max(2, s * 2))

    return _smooth(("shield", size, fill, outline), (size, size), draw)


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

    return _smooth(("star", size, fill, outline), (size, size), draw)


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

    return _smooth(("sun", size), (size, size), draw)


def moon(size: int) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s
        pen.ellipse((w * 0.08, w * 0.08, w * 0.92, w * 0.92), fill=(120, 130, 190))
        pen.ellipse((w * 0.32, w * 0.0, w * 1.1, w * 0.76), fill=(0, 0, 0, 0))

    return _smooth(("moon", size), (size, size), draw)


def person(size: int, colour: str) -> Image.Image:
    """A citizen: head and shoulders in a colour, outlined so white citizens show on white."""

    def draw(pen: ImageDraw.ImageDraw, s: int) -> None:
        w = size * s
        edge = EDGE[colour]
        pen.ellipse((w * 0.3, w * 0.04, w * 0.7, w * 0.44), fill=COLOUR[colour], outline=edge, width=s)
        pen.pieslice((w * 0.1, w * 0.48, w * 0.9, w * 1.3), 180, 360, fill=COLOUR[colour], outline=edge, width=s)

    return _smooth(("person", size, colour), (size, size), draw)


def panel(pen: ImageDraw.ImageDraw | Pen, box: tuple[float, float, float, float], fill: RGB = PANEL) -> None:
    pen.rounded_rectangle(box, radius=RADIUS, fill=fill, outline=PANEL_EDGE, width=2)


def title_bar(pen: Pen, width: int, title: str, right: str, height: int = 54, *, name: bool = False) -> None:
    """The walnut bar on top of every picture: the game's name (or, with ``name``, a player's) left, the moment
    right."""
    pen.rectangle((0, 0, width, height), fill=TITLE_BAR)
    pen.rectangle((0, height - 4, width, height), fill=GOLD)
    if name:
        pen.text((MARGIN + 2, height // 2 - 1), title, font=font(26), fill=TITLE_INK, anchor="lm", face=NAME_BOLD_FACE)
    else:
        pen.text(
            (MARGIN + 2, height // 2 - 1),
            title,
            font=font(26),
            fill=TITLE_INK,
            anchor="lm",
            stroke_width=1,
            stroke_fill=TITLE_INK,
        )
    pen.text((width - MARGIN - 2, height // 2 - 1), right, font=font(20), fill=TITLE_MUTED, anchor="rm")


class Pen:
    """``ImageDraw.Draw`` whose ``text`` reuses cached glyph masks; every other call goes to ImageDraw."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)

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
        self.image.paste(fill, (round(xy[0]) + left, round(xy[1]) + top), mask)
