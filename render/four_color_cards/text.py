"""Text on the felt: the font for each string, and strings pasted from cached coverage masks.

Every string is drawn in the shipped Noto Sans family, character by character along its fallback chain
(``render.fonts``): labels, the game's own Chinese characters and player names in any script alike. Width measuring,
cutting with an ellipsis and the masks are ``render.common``'s ``text_width``, ``fit_text`` and ``text_mask``, given
one of the choosers below, so a string is always measured in the fonts it is drawn in.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render import fonts
from render.common import RGB, FontChooser, fit_text, text_mask

StatusLine = tuple[str, RGB, bool]  # text, colour, whether it is a bold headline

regular_face: FontChooser = fonts.regular_face
bold_face: FontChooser = fonts.bold_face


def face_for(bold: bool) -> FontChooser:
    return bold_face if bold else regular_face


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
    mask, left, top, advance = text_mask(text, size, face, anchor)
    canvas.paste(fill, (round(xy[0]) + left, round(xy[1]) + top), mask)
    return advance


def draw_status(canvas: Image.Image, lines: Sequence[StatusLine], x: int, y: int, room: int) -> None:
    """The lines beside the card in play: bold headlines larger and further apart, each cut to ``room``."""
    for text, colour, bold in lines:
        size = 19 if bold else 15
        face = face_for(bold)
        draw_text(canvas, (x, y), fit_text(text, size, room, face), size, colour, face)
        y += 27 if bold else 21
