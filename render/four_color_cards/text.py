"""Text on the felt: the font for each string, strings pasted from cached coverage masks, and text kept in its box.

Every string is drawn in the shipped Noto Sans family, character by character along its fallback chain
(``render.fonts``): labels, the game's own Chinese characters and player names in any script alike. Width measuring,
cutting with an ellipsis and the masks are ``render.common``'s ``text_width``, ``fit_text`` and ``text_mask``, given
one of the choosers below, so a string is always measured in the fonts it is drawn in.

A translated text may be far wider than its English (a Russian status line, a French tag). Every text drawn inside
a bounded box goes through ``fit``: it is measured, drawn smaller down to a floor, and only then cut; a line that
holds player names cuts the names first, so the game's words are never cut while a name can give way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from render import fonts
from render.common import RGB, FontChooser, fit_text, text_mask, text_width
from render.four_color_cards import style as st

regular_face: FontChooser = fonts.regular_face
bold_face: FontChooser = fonts.bold_face

FLOOR = 11  # the smallest size a text shrinks to before anything is cut (still legible on a phone at 600 px)
NAME_KEEP = 100  # a long player name is cut to this width before the words around it shrink


def face_for(bold: bool) -> FontChooser:
    return bold_face if bold else regular_face


@dataclass(frozen=True)
class Line:
    """A text to fit, made from its words and the player names it holds: ``make(*names)`` writes it.

    A line cut to its box cuts the names (``render.common.fit_text``, an ellipsis each), never the words around
    them, unless even nameless the words are too wide.
    """

    make: Callable[..., str]
    names: tuple[str, ...] = ()

    @staticmethod
    def of(text: str) -> Line:
        return Line(lambda: text)

    @staticmethod
    def name(name: str) -> Line:
        """A player's name alone, which may be cut."""
        return Line(lambda shown: shown, (name,))

    def text(self) -> str:
        return self.make(*self.names)


StatusLine = tuple[Line | str, RGB, bool]  # text, colour, whether it is a bold headline


@dataclass(frozen=True)
class Fitted:
    """A text as it fits its box: the words to draw, the size to draw them at, and what was given up."""

    text: str
    size: int
    width: int
    room: int
    names_cut: bool  # a player name was cut with an ellipsis
    words_cut: bool  # the words themselves were cut: even at the floor and without names they do not fit


def fit(line: Line | str, size: int, room: int, face: FontChooser = regular_face, floor: int = FLOOR) -> Fitted:
    """``line`` at the largest size from ``size`` down to ``floor`` at which it fits ``room`` pixels, its names cut
    if need be (each keeping at least ``NAME_KEEP`` pixels, or at the floor a few letters); as a last resort the
    whole text cut with an ellipsis."""
    if isinstance(line, str):
        return _fit_words(line, size, room, face, floor)
    if not line.names:
        return _fit_words(line.text(), size, room, face, floor)
    text = line.text()
    floor = min(floor, size)
    for shown in range(size, floor - 1, -1):
        width = text_width(text, shown, face)
        if width <= room:
            return Fitted(text, shown, width, room, False, False)
        if line.names:
            cut = _cut_names(line, shown, room, face, NAME_KEEP if shown > floor else 24)
            if cut is not None:
                return Fitted(cut, shown, text_width(cut, shown, face), room, True, False)
    cut = fit_text(text, floor, room, face)
    return Fitted(cut, floor, text_width(cut, floor, face), room, bool(line.names), True)


@lru_cache(maxsize=4096)
def _fit_words(text: str, size: int, room: int, face: FontChooser, floor: int) -> Fitted:
    """``fit`` for a text without names, the same texts in the same boxes picture after picture."""
    floor = min(floor, size)
    for shown in range(size, floor - 1, -1):
        width = text_width(text, shown, face)
        if width <= room:
            return Fitted(text, shown, width, room, False, False)
    cut = fit_text(text, floor, room, face)
    return Fitted(cut, floor, text_width(cut, floor, face), room, False, True)


def _cut_names(line: Line, size: int, room: int, face: FontChooser, least: int) -> str | None:
    """``line`` with its names cut so that it fits ``room``: the longest names give way first, down to a common
    width (shorter names stay whole); None when that width would be under ``least`` pixels."""
    available = room - text_width(line.make(*("" for _ in line.names)), size, face)
    widths = [text_width(name, size, face) for name in line.names]
    # The widest every name may keep: names narrower than that stay whole, the room they leave is shared.
    cap, left = available, available
    for position, width in enumerate(sorted(widths)):
        others = len(widths) - position
        if width * others > left:
            cap = left // others
            break
        left -= width
    while cap >= least:
        names = [
            fit_text(name, size, cap, face) if width > cap else name
            for name, width in zip(line.names, widths, strict=True)
        ]
        cut = line.make(*names)
        if text_width(cut, size, face) <= room:  # widths of the parts and of the whole may round apart
            return cut
        cap -= 2
    return None


def draw_text(
    canvas: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    face: FontChooser = regular_face,
    anchor: str = "la",
) -> int:
    """Draw ``text`` and return its advance width (on RGB, or the public table's palette image)."""
    mask, left, top, advance = text_mask(text, size, face, anchor)
    st.INKS.blend(canvas, fill, (round(xy[0]) + left, round(xy[1]) + top), mask)
    return advance


def draw_fitted(
    canvas: Image.Image,
    xy: tuple[float, float],
    fitted: Fitted,
    fill: RGB,
    face: FontChooser = regular_face,
    anchor: str = "la",
) -> int:
    return draw_text(canvas, xy, fitted.text, fitted.size, fill, face, anchor)


def draw_bounded(
    canvas: Image.Image,
    xy: tuple[float, float],
    line: Line | str,
    size: int,
    room: int,
    fill: RGB,
    face: FontChooser = regular_face,
    anchor: str = "la",
    floor: int = FLOOR,
) -> int:
    """Draw ``line`` fitted to ``room`` pixels (see ``fit``); returns its advance width."""
    return draw_fitted(canvas, xy, fit(line, size, room, face, floor), fill, face, anchor)


def draw_status(canvas: Image.Image, lines: Sequence[StatusLine], x: int, y: int, room: int) -> None:
    """The lines beside the card in play: bold headlines larger and further apart, each fitted to ``room``."""
    for line, colour, bold in lines:
        size = 19 if bold else 15
        face = face_for(bold)
        draw_bounded(canvas, (x, y), line, size, room, colour, face, floor=14 if bold else 12)
        y += 27 if bold else 21
