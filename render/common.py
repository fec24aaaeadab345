"""Drawing helpers every game renderer shares: palette, fonts, cached sprites, PNG encoding."""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import lru_cache
from typing import cast

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]


class Palette:
    """Colours chosen to stay apart for the common colour-vision deficiencies (Okabe-Ito based)."""

    background: RGB = (245, 241, 232)
    panel: RGB = (255, 252, 245)
    ink: RGB = (38, 38, 46)
    muted: RGB = (120, 116, 108)
    grid: RGB = (214, 207, 194)
    highlight: RGB = (230, 159, 0)  # orange
    accent: RGB = (0, 114, 178)  # blue
    good: RGB = (0, 158, 115)  # bluish green
    bad: RGB = (213, 94, 0)  # vermillion
    # One colour per seat, distinct in hue and lightness.
    seats: tuple[RGB, ...] = (
        (0, 114, 178),
        (213, 94, 0),
        (0, 158, 115),
        (204, 121, 167),
        (86, 180, 233),
        (230, 159, 0),
        (120, 94, 240),
        (153, 153, 51),
        (136, 34, 85),
        (68, 68, 68),
    )


Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=32)
def font(size: int) -> Font:
    """Pillow's bundled scalable font, so rendering needs no system fonts on any machine."""
    return ImageFont.load_default(size)


def new_canvas(width: int, height: int, colour: RGB = Palette.background) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


# Picks the font for one string at one size: a renderer whose text mixes scripts (Chinese glyphs, names in any
# script) chooses per string, so the width of a name cut letter by letter is measured in the font it is drawn in.
FontChooser = Callable[[str, int], Font]


def text_width(text: str, size: int, face: FontChooser | None = None) -> int:
    """The inked width of ``text``; ``face`` picks its font (by default the house font)."""
    return _inked_width(text, size, face)


@lru_cache(maxsize=4096)
def _inked_width(text: str, size: int, face: FontChooser | None) -> int:
    # Cached because boards measure the same names and labels picture after picture, and cutting a long name
    # measures it once per letter.
    left, _top, right, _bottom = (font(size) if face is None else face(text, size)).getbbox(text)
    return int(right - left)


def fit_text(text: str, size: int, width: int, face: FontChooser | None = None) -> str:
    """``text`` cut with an ellipsis so that it fits in ``width`` pixels (player names can be long)."""
    if text_width(text, size, face) <= width:
        return text
    while text and text_width(text + "…", size, face) > width:
        text = text[:-1]
    return text + "…"


_sprites: dict[tuple[object, ...], Image.Image] = {}


def sprite(key: tuple[object, ...], draw: Callable[[], Image.Image]) -> Image.Image:
    """A drawn piece (a card face, a tile) made once per process and reused; callers must not modify it."""
    cached = _sprites.get(key)
    if cached is None:
        cached = _sprites[key] = draw()
    return cached


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of a palette image: boards are flat colours, and a palette keeps uploads small and fast.

    Up to 256 colours the palette is exact; beyond that (anti-aliased edges) a fast octree picks the 256.
    """
    colours = image.getcolors(maxcolors=256)
    if colours is not None:
        palette = Image.new("P", (1, 1))
        # An RGB image's getcolors yields (count, (r, g, b)) pairs.
        palette.putpalette([channel for _count, rgb in colours for channel in cast(tuple[int, ...], rgb)])
        image = image.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        image = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    # Level 3 halves the save time of level 6 for boards a few KB larger: speed matters more here.
    image.save(buffer, format="PNG", compress_level=3)
    return buffer.getvalue()
