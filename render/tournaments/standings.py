"""A tournament's standings as a picture: a title bar, the podium once the tournament is over, and one row a player
(place, name with a note such as "bye", points, tie-break), read on a phone.

Every text comes in already translated (``StandingsPicture``); this module only draws it, in the shipped Noto Sans
family, which falls back character by character to its Chinese and Korean faces (``render.fonts``): a name in any
script is drawn, an emoji as the replacement sign U+FFFD (as on every picture of the house), never left out.

Choices, each for a phone (Discord shows the picture about 400 px wide until it is tapped):

- few columns: place, player, points and one tie-break (``headers`` of three leave the tie-break column out);
- no text under ``style.FLOOR`` px (12.5 px at 400 px wide): a name shrinks to it, then is cut with an ellipsis, on
  one line in a row, on up to two lines on the podium; a header wraps onto two lines before it is cut;
- the size depends only on how many rows are drawn and whether the podium is: neither a long name nor a language
  moves anything (``picture_size``);
- at most ``MAX_ROWS`` rows (a 32-player tournament whole). With more players, the first ``MAX_ROWS - 1`` rows are
  drawn and the last line says how many more there are, as ``… +N``: a figure, in no language, so the caller hands
  every row and needs no text for it; the standings as text, beside the picture, hold everyone;
- the podium (``podium``: champion first) is drawn only when given, as three steps of different heights, 2 1 3 left
  to right, each with its place's number on it; the top three rows then carry a medal with their number. Gold,
  silver and bronze only repeat what the numbers and the steps' heights say, for colour-blind eyes;
- parchment inside a walnut frame: the edge of the picture shows on Discord's light theme (the walnut) and on its
  dark ones (the parchment).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache, partial

from PIL import Image, ImageDraw

from render import fonts
from render.common import RGB, FontChooser, encode_png, fit_text, sprite, text_mask, text_width, wrap_text
from render.fonts import drawable
from render.tournaments import style as st

MAX_ROWS = 32

BAR_H = 92
GAP = 12
PODIUM_H = 236
HEAD_H = 58
ROW_H = 36
TABLE_PAD = 8  # below the last row, inside the table's panel

TITLE_SIZE = 30
SUBTITLE_SIZE = 22
HEAD_SIZE = 22
NAME_SIZE = 22
POINTS_SIZE = 24
TIEBREAK_SIZE = 22
NOTE_SIZE = st.FLOOR
STEP_NUMBER_SIZE = 36
PODIUM_NAME_SIZE = 24
LEADING = 1.2

PLACE_W = 62
POINTS_W = 96
TIEBREAK_W = 136  # its label is the longest ("Opponents' points", «Сила соперников»), on two lines
NOTE_MAX_W = 132
MEDAL = 30
STAR = 40
STEP_W = 150
STEP_HEIGHTS = (92, 66, 46)  # champion, second, third
STEP_COLUMNS = (1, 0, 2)  # where each place stands, left to right: 2 1 3

REGULAR: FontChooser = fonts.regular_face
BOLD: FontChooser = fonts.bold_face


@dataclass(frozen=True)
class StandingRow:
    """One player's line: their place (tied players share one), name, points and tie-break as the reader should see
    them, and a note ("bye", "dropped"), already translated, or empty."""

    place: int
    name: str
    points: str
    tiebreak: str
    note: str


@dataclass(frozen=True)
class StandingsPicture:
    """What the standings picture shows. ``headers``: the columns' labels, place, player, points and tie-break (three
    without a tie-break column). ``podium``: champion first, then second and third; empty until the tournament ends.
    ``rows`` in standing order; a caller may give more than ``MAX_ROWS``."""

    title: str
    subtitle: str
    headers: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    podium: tuple[str, ...]


def draw_standings(picture: StandingsPicture) -> bytes:
    """The standings picture as PNG bytes (the house's palette PNG, ``render.common.encode_png``)."""
    return encode_png(standings_image(picture))


def picture_size(rows: int, podium: bool) -> tuple[int, int]:
    """Width and height of the picture of ``rows`` rows (folded to ``MAX_ROWS``), with or without the podium."""
    drawn = min(rows, MAX_ROWS)
    height = BAR_H + GAP + (PODIUM_H + GAP if podium else 0) + HEAD_H + drawn * ROW_H + TABLE_PAD + st.MARGIN
    return st.WIDTH, height


def shown_rows(rows: tuple[StandingRow, ...]) -> tuple[tuple[StandingRow, ...], int]:
    """The rows drawn and how many are left out: all of them up to ``MAX_ROWS``, else the first ``MAX_ROWS - 1``
    (the last line says how many more)."""
    if len(rows) <= MAX_ROWS:
        return rows, 0
    return rows[: MAX_ROWS - 1], len(rows) - (MAX_ROWS - 1)


def standings_image(picture: StandingsPicture) -> Image.Image:
    """The standings picture in RGB, as ``draw_standings`` encodes it."""
    podium = tuple(name for name in picture.podium[:3])
    width, height = picture_size(len(picture.rows), bool(podium))
    image = Image.new("RGB", (width, height), st.BACKGROUND)
    pen = ImageDraw.Draw(image)
    _title_bar(image, pen, picture.title, picture.subtitle)
    top = BAR_H + GAP
    if podium:
        _podium(image, pen, podium, top)
        top += PODIUM_H + GAP
    _table(image, pen, picture, bool(podium), top)
    pen.rectangle((0, 0, width - 1, height - 1), outline=st.TITLE_BAR, width=st.FRAME)
    return image


def _title_bar(image: Image.Image, pen: ImageDraw.ImageDraw, title: str, subtitle: str) -> None:
    pen.rectangle((0, 0, st.WIDTH, BAR_H), fill=st.TITLE_BAR)
    pen.rectangle((0, BAR_H - 4, st.WIDTH, BAR_H), fill=st.GOLD)
    room = st.WIDTH - 2 * (st.MARGIN + 4)
    x = st.MARGIN + 4
    shown, size = _fit_line(title, TITLE_SIZE, room, BOLD)
    _text(image, (x, 32), shown, size, st.TITLE_INK, "lm", BOLD)
    shown, size = _fit_line(subtitle, SUBTITLE_SIZE, room, REGULAR)
    _text(image, (x, 68), shown, size, st.TITLE_MUTED, "lm", REGULAR)


def _podium(image: Image.Image, pen: ImageDraw.ImageDraw, podium: tuple[str, ...], top: int) -> None:
    """Three steps, 2 1 3 left to right, of their places' heights, each with its number, the name above it."""
    left, right = st.MARGIN, st.WIDTH - st.MARGIN
    pen.rounded_rectangle((left, top, right, top + PODIUM_H), radius=st.RADIUS, fill=st.PANEL, outline=st.PANEL_EDGE)
    column_w = (right - left) // 3
    base = top + PODIUM_H - 14
    pen.line((left + 16, base, right - 16, base), fill=st.MEDAL_EDGE, width=3)
    for place, name in enumerate(podium):
        centre = left + column_w * STEP_COLUMNS[place] + column_w // 2
        step_top = base - STEP_HEIGHTS[place]
        fill = st.MEDALS[place]
        pen.rectangle(
            (centre - STEP_W // 2, step_top, centre + STEP_W // 2, base), fill=fill, outline=st.MEDAL_EDGE, width=2
        )
        number_y = step_top + min(STEP_HEIGHTS[place], 70) // 2
        _text(image, (centre, number_y), str(place + 1), STEP_NUMBER_SIZE, st.ink_on(fill), "mm", BOLD)
        lines, size = _fit_lines(name, PODIUM_NAME_SIZE, column_w - 12, 2, BOLD)
        step = round(size * LEADING)
        name_top = step_top - 10 - step * len(lines)
        y = name_top + step // 2
        for line in lines:
            _text(image, (centre, y), line, size, st.INK, "mm", BOLD)
            y += step
        if place == 0:  # the champion's star, above their name
            star = _star(STAR)
            image.paste(star, (centre - STAR // 2, name_top - 6 - STAR), star)


@dataclass(frozen=True)
class Columns:
    """Where the table's columns are, in px from the picture's left edge: each column's room, left to right."""

    place: tuple[int, int]
    name: tuple[int, int]
    points: tuple[int, int]
    tiebreak: tuple[int, int] | None


def columns(tiebreak: bool) -> Columns:
    """The table's columns, with or without the tie-break: the name takes what the figures leave."""
    left, right = st.MARGIN + 12, st.WIDTH - st.MARGIN - 14
    place = (left, left + PLACE_W)
    tie = (right - TIEBREAK_W, right) if tiebreak else None
    points_right = right - TIEBREAK_W - 8 if tiebreak else right
    points = (points_right - POINTS_W, points_right)
    return Columns(place, (place[1] + 10, points[0] - 8), points, tie)


def _table(image: Image.Image, pen: ImageDraw.ImageDraw, picture: StandingsPicture, medals: bool, top: int) -> None:
    rows, more = shown_rows(picture.rows)
    drawn = len(rows) + (1 if more else 0)
    left, right = st.MARGIN, st.WIDTH - st.MARGIN
    bottom = top + HEAD_H + drawn * ROW_H + TABLE_PAD
    pen.rounded_rectangle((left, top, right, bottom), radius=st.RADIUS, fill=st.PANEL, outline=st.PANEL_EDGE, width=2)
    headers = (*picture.headers, "", "", "", "")[:4]
    at = columns(len(picture.headers) >= 4)
    place_x = (at.place[0] + at.place[1]) // 2
    name_x, name_room = at.name[0], at.name[1] - at.name[0]
    points_right = at.points[1]
    head = top + HEAD_H // 2
    _lines(image, (place_x, head), headers[0], PLACE_W, "mm")
    _lines(image, (name_x, head), headers[1], name_room, "lm")
    _lines(image, (points_right, head), headers[2], POINTS_W, "rm")
    if at.tiebreak:
        _lines(image, (at.tiebreak[1], head), headers[3], TIEBREAK_W, "rm")
    y = top + HEAD_H
    pen.line((left + 2, y - 1, right - 2, y - 1), fill=st.PANEL_EDGE, width=2)
    for index, row in enumerate(rows):
        if index % 2 == 0:
            pen.rectangle((left + 2, y, right - 2, y + ROW_H - 1), fill=st.STRIPE)
        middle = y + ROW_H // 2
        if medals and 1 <= row.place <= len(st.MEDALS):
            medal = _medal(row.place)
            image.paste(medal, (place_x - MEDAL // 2, middle - MEDAL // 2), medal)
        else:
            shown, size = _fit_line(str(row.place), NAME_SIZE, PLACE_W, BOLD)
            _text(image, (place_x, middle), shown, size, st.INK, "mm", BOLD)
        _name_and_note(image, pen, row, name_x, middle, name_room)
        shown, size = _fit_line(row.points, POINTS_SIZE, POINTS_W, BOLD)
        _text(image, (points_right, middle), shown, size, st.INK, "rm", BOLD)
        if at.tiebreak:
            shown, size = _fit_line(row.tiebreak, TIEBREAK_SIZE, TIEBREAK_W, REGULAR)
            _text(image, (at.tiebreak[1], middle), shown, size, st.INK, "rm", REGULAR)
        y += ROW_H
    if more:
        _text(image, (name_x, y + ROW_H // 2), f"… +{more}", NAME_SIZE, st.MUTED, "lm", BOLD)


def _name_and_note(
    image: Image.Image, pen: ImageDraw.ImageDraw, row: StandingRow, x: int, middle: int, room: int
) -> None:
    """The name, and after it the note in an outlined pill; the note keeps up to ``NOTE_MAX_W``, the name the rest."""
    note_w = 0
    if row.note.strip():
        note, note_size = _fit_line(row.note, NOTE_SIZE, NOTE_MAX_W - 16, REGULAR)
        note_w = text_width(note, note_size, REGULAR) + 16
    name, size = _fit_line(row.name, NAME_SIZE, room - (note_w + 10 if note_w else 0), REGULAR)
    advance = _text(image, (x, middle), name, size, st.INK, "lm", REGULAR)
    if note_w:
        pill_x = min(x + advance + 10, x + room - note_w)  # the pen's advance may pass the ink by a pixel or two
        pen.rounded_rectangle(
            (pill_x, middle - 14, pill_x + note_w, middle + 14), radius=14, outline=st.MUTED, width=2, fill=None
        )
        _text(image, (pill_x + note_w // 2, middle), note, note_size, st.MUTED, "mm", REGULAR)


def _lines(image: Image.Image, xy: tuple[int, int], text: str, room: int, anchor: str) -> None:
    """A header: muted, on up to two lines centred on ``xy``'s height."""
    lines, size = _fit_lines(text, HEAD_SIZE, room, 2, REGULAR)
    step = round(size * LEADING)
    y = xy[1] - step * (len(lines) - 1) / 2
    for line in lines:
        _text(image, (xy[0], round(y)), line, size, st.MUTED, anchor, REGULAR)
        y += step


def _text(
    image: Image.Image, xy: tuple[int, int], text: str, size: int, fill: RGB, anchor: str, face: FontChooser
) -> int:
    """Pastes ``text`` at ``xy`` by ``anchor`` (Pillow's anchors) through its cached mask; returns its advance."""
    if not text:
        return 0
    mask, left, top, advance = text_mask(text, size, face, anchor)
    image.paste(fill, (xy[0] + left, xy[1] + top), mask)
    return advance


@lru_cache(maxsize=4096)
def _fit_line(text: str, size: int, room: int, face: FontChooser) -> tuple[str, int]:
    """``text`` as the fonts draw it on one line of ``room`` px: at ``size``, shrinking to ``style.FLOOR``, then cut
    with an ellipsis."""
    shown = drawable(text).strip()
    for at in range(size, min(size, st.FLOOR) - 1, -1):
        if text_width(shown, at, face) <= room:
            return shown, at
    floor = min(size, st.FLOOR)
    return fit_text(shown, floor, room, face), floor


def _width(line: str, size: int, face: FontChooser) -> int:
    return text_width(line, size, face)


@lru_cache(maxsize=1024)
def _fit_lines(text: str, size: int, room: int, lines: int, face: FontChooser) -> tuple[tuple[str, ...], int]:
    """``text`` on up to ``lines`` lines of ``room`` px: on one line shrinking to ``style.FLOOR``, else broken where it
    may break (spaces, between Chinese characters) from ``size`` down, and only then cut with an ellipsis."""
    shown = drawable(text).strip()
    floor = min(size, st.FLOOR)
    for at in range(size, floor - 1, -1):
        if text_width(shown, at, face) <= room:
            return (shown,), at
    for at in range(size, floor - 1, -1):
        wrapped = wrap_text(shown, partial(_width, size=at, face=face), [room])
        if len(wrapped) <= lines and all(text_width(line, at, face) <= room for line in wrapped):
            return tuple(wrapped), at
    wrapped = wrap_text(shown, partial(_width, size=floor, face=face), [room])
    kept = [*wrapped[: lines - 1], " ".join(wrapped[lines - 1 :])]
    return tuple(fit_text(line, floor, room, face) for line in kept), floor


SUPERSAMPLE = 4


def _medal(place: int) -> Image.Image:
    """A round medal in its place's metal with the place's number on it (the number says the place)."""

    def make() -> Image.Image:
        s = SUPERSAMPLE
        fill = st.MEDALS[place - 1]
        big = Image.new("RGBA", (MEDAL * s, MEDAL * s), (0, 0, 0, 0))
        ImageDraw.Draw(big).ellipse((0, 0, MEDAL * s - 1, MEDAL * s - 1), fill=fill, outline=st.MEDAL_EDGE, width=2 * s)
        mask, left, top, _advance = text_mask(str(place), NAME_SIZE * s, BOLD, "mm")
        big.paste((*st.ink_on(fill), 255), (MEDAL * s // 2 + left, MEDAL * s // 2 + top), mask)
        return big.resize((MEDAL, MEDAL), Image.Resampling.LANCZOS)

    return sprite(("tournaments", "medal", place), make)


def _star(size: int) -> Image.Image:
    """The champion's five-pointed star (decoration: the step's number says the place)."""

    def make() -> Image.Image:
        s = SUPERSAMPLE
        w = size * s
        big = Image.new("RGBA", (w, w), (0, 0, 0, 0))
        points = []
        for i in range(10):
            radius = w * (0.48 if i % 2 == 0 else 0.2)
            angle = math.pi / 2 + i * math.pi / 5
            points.append((w / 2 + radius * math.cos(angle), w * 0.52 - radius * math.sin(angle)))
        ImageDraw.Draw(big).polygon(points, fill=st.GOLD, outline=st.MEDAL_EDGE, width=2 * s)
        return big.resize((size, size), Image.Resampling.LANCZOS)

    return sprite(("tournaments", "star", size), make)
