"""Text on the felt: the font for each string, and strings pasted from cached coverage masks.

Width measuring and cutting with an ellipsis are ``render.common``'s ``text_width`` and ``fit_text``, given one of
the choosers below, so a string is always measured in the font it is drawn in.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import RGB, Font, FontChooser, fit_text, font
from render.fonts import noto_sans_tc, supports

StatusLine = tuple[str, RGB, bool]  # text, colour, whether it is a bold headline


def regular_face(text: str, size: int) -> Font:
    """The shipped Noto Sans TC when it has every glyph, else the house font (e.g. a name in another script)."""
    return noto_sans_tc(size, False) if supports(text) else font(size)


def bold_face(text: str, size: int) -> Font:
    return noto_sans_tc(size, True) if supports(text) else font(size)


def face_for(bold: bool) -> FontChooser:
    return bold_face if bold else regular_face


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, face: FontChooser, anchor: str) -> tuple[Image.Image, int, int, int]:
    """The coverage mask of ``text``, its offset from the anchor point, and its advance width.

    Drawing a string with FreeType costs far more than pasting it, and a table repeats the same labels, numbers and
    names picture after picture, so each string is rasterised once (bounded, unlike the sprite cache).
    """
    chosen = face(text, size)
    left, top, right, bottom = chosen.getbbox(text, anchor=anchor)
    mask = Image.new("L", (max(1, int(right - left)), max(1, int(bottom - top))), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=chosen, fill=255, anchor=anchor)
    return mask, int(left), int(top), int(chosen.getlength(text))


def draw_text(
    canvas: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    face: FontChooser = regular_face,
    anchor: str = "la",
) -> int:
    """Draw ``text`` and return its advance width."""
    mask, left, top, advance = _text_mask(text, size, face, anchor)
    canvas.paste(fill, (round(xy[0]) + left, round(xy[1]) + top), mask)
    return advance


def draw_status(canvas: Image.Image, lines: Sequence[StatusLine], x: int, y: int, room: int) -> None:
    """The lines beside the card in play: bold headlines larger and further apart, each cut to ``room``."""
    for text, colour, bold in lines:
        size = 19 if bold else 15
        face = face_for(bold)
        draw_text(canvas, (x, y), fit_text(text, size, room, face), size, colour, face)
        y += 27 if bold else 21
