"""Text on the felt: the font for each string, strings pasted from cached coverage masks, and text kept in its box.

Every string is drawn in the shipped Noto Sans family, character by character along its fallback chain
(``render.fonts``): labels, the game's own Chinese characters and player names in any script alike. Width measuring,
cutting with an ellipsis and the masks are ``render.common``'s ``text_width``, ``fit_text`` and ``text_mask``, given
one of the choosers below, so a string is always measured in the fonts it is drawn in.

A translated text may be far wider than its English (a Russian status line, a French tag). Every text drawn inside
a bounded box goes through ``fit``: it is measured, drawn smaller down to a floor, and only then cut. A text that
holds player names (whose turn it is, who won, a seat's name) is never cut: ``wrap`` shrinks it a little, then
breaks it onto more lines, and the picture grows to hold them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from render import fonts
from render.common import RGB, FontChooser, break_units, fit_text, text_mask, text_width
from render.four_color_cards import style as st

regular_face: FontChooser = fonts.regular_face
bold_face: FontChooser = fonts.bold_face

FLOOR = 11  # the smallest size a text shrinks to before anything is cut (still legible on a phone at 600 px)


def face_for(bold: bool) -> FontChooser:
    return bold_face if bold else regular_face


@dataclass(frozen=True)
class Line:
    """A text made from its words and the player names it holds: ``make(*names)`` writes it. ``wrap`` lays it on
    lines, keeping each name whole on one line whenever the name alone fits there.
    """

    make: Callable[..., str]
    names: tuple[str, ...] = ()

    @staticmethod
    def of(text: str) -> Line:
        return Line(lambda: text)

    @staticmethod
    def name(name: str) -> Line:
        """A player's name alone."""
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
    words_cut: bool  # cut with an ellipsis: even at the floor the text does not fit


def fit(line: Line | str, size: int, room: int, face: FontChooser = regular_face, floor: int = FLOOR) -> Fitted:
    """``line`` at the largest size from ``size`` down to ``floor`` at which it fits ``room`` pixels; as a last resort
    cut with an ellipsis (a text holding names goes through ``wrap`` instead, which never cuts)."""
    return _fit_words(line if isinstance(line, str) else line.text(), size, room, face, floor)


@lru_cache(maxsize=4096)
def _fit_words(text: str, size: int, room: int, face: FontChooser, floor: int) -> Fitted:
    """``fit`` for the same texts in the same boxes picture after picture."""
    floor = min(floor, size)
    for shown in range(size, floor - 1, -1):
        width = text_width(text, shown, face)
        if width <= room:
            return Fitted(text, shown, width, room, False)
    cut = fit_text(text, floor, room, face)
    return Fitted(cut, floor, text_width(cut, floor, face), room, True)


SHRINK = 2  # how much smaller than its size a text is drawn on one line before it wraps instead


def _pieces(text: str, names: Sequence[str], keep_names: bool) -> list[str]:
    """``text`` cut where a line may break (``render.common.break_units``), each piece with the space after it;
    never inside a name while ``keep_names``."""
    units = break_units(text, names if keep_names else ())
    spaced_after = [spaced for _, spaced in units[1:]] + [False]
    return [unit + (" " if spaced else "") for (unit, _), spaced in zip(units, spaced_after, strict=True)]


def _greedy(pieces: Sequence[str], size: int, room: int, face: FontChooser) -> list[str] | None:
    """The pieces laid on lines of at most ``room`` pixels, or None when a piece alone is wider."""
    lines: list[str] = []
    line = ""
    for piece in pieces:
        candidate = line + piece
        if line and text_width(candidate.rstrip(), size, face) > room:
            lines.append(line.rstrip())
            line = piece
        else:
            line = candidate
        if text_width(line.rstrip(), size, face) > room:
            return None
    if line.strip():
        lines.append(line.rstrip())
    return lines


def wrap(
    line: Line | str, size: int, room: int, face: FontChooser = regular_face, floor: int = FLOOR, most: int = 0
) -> list[Fitted]:
    """``line`` whole, on as few lines of ``room`` pixels as it takes: on one line down to ``SHRINK`` pixels under
    ``size``; else broken where a line may break at ``size``, or smaller down to ``floor`` when that keeps it on
    ``most`` lines (0: any number) or a word needs it; a name breaks only when it alone is wider than the room,
    and then between its letters as a last resort. Nothing is cut: every character is drawn."""
    text = line if isinstance(line, str) else line.text()
    names = () if isinstance(line, str) else line.names
    floor = min(floor, size)
    for shown in range(size, max(floor, size - SHRINK) - 1, -1):
        if text_width(text, shown, face) <= room:
            return [fit(text, shown, room, face, shown)]
    found: list[str] | None = None
    at = size
    for keep_names in (True, False):
        for shown in range(size, floor - 1, -1):
            laid = _greedy(_pieces(text, names, keep_names), shown, room, face)
            if laid is not None and (found is None or len(laid) < len(found)):
                found, at = laid, shown
            if laid is not None and (not most or len(laid) <= most):
                return [fit(part, shown, room, face, shown) for part in laid]
        if found is not None:
            return [fit(part, at, room, face, at) for part in found]
    # A word wider than the room even at the floor: it alone breaks between its letters.
    pieces = [
        part
        for piece in _pieces(text, names, False)
        for part in ([piece] if text_width(piece.rstrip(), floor, face) <= room else list(piece))
    ]
    laid = _greedy(pieces, floor, room, face) or [text]
    return [fit(part, floor, room, face, floor) for part in laid]


def lines_height(lines: Sequence[Fitted], step: int) -> int:
    """The height of wrapped lines drawn ``step`` apart, each as high as its size."""
    return (len(lines) - 1) * step + (lines[0].size if lines else 0)


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


def _status_lines(line: Line | str, bold: bool, room: int) -> list[Fitted]:
    return wrap(line, 19 if bold else 15, room, face_for(bold), floor=14)


def _status_step(bold: bool) -> tuple[int, int]:
    """Pixels from one wrapped line to the next, and the extra space after a status line's last."""
    return (24, 3) if bold else (19, 2)


def status_height(lines: Sequence[StatusLine], room: int) -> int:
    """How high ``draw_status`` draws ``lines`` in ``room`` pixels: a headline 27, a line 21, more when they wrap."""
    height = 0
    for line, _colour, bold in lines:
        step, after = _status_step(bold)
        height += len(_status_lines(line, bold, room)) * step + after
    return height


def draw_status(canvas: Image.Image, lines: Sequence[StatusLine], x: int, y: int, room: int) -> int:
    """The lines beside the card in play: bold headlines larger and further apart, each wrapped to ``room`` (a line
    naming players is never cut: it breaks onto the next line). Returns the height drawn."""
    top = y
    for line, colour, bold in lines:
        step, after = _status_step(bold)
        for part in _status_lines(line, bold, room):
            draw_fitted(canvas, (x, y), part, colour, face_for(bold))
            y += step
        y += after
    return y - top
