"""The game's end: a compact standings picture with every round's chips and the final chips.

The final picture is drawn from the spectator view: the round records in ``history`` (one per round played, each
with the finisher, their points and every seat's payment) and each seat's chips. It leaves out the last table (the
seats' melds, the dead cards) so that even the longest game stays phone-sized: one line per round, one column per
seat, each cell the chips that seat won or lost in that round, the finisher's cell adding their points.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.contract import JSON
from render.four_color_cards import style as st
from render.four_color_cards.header import draw_header, game_over_lines
from render.four_color_cards.summary import draw_summary, summary_height
from render.four_color_cards.text import (
    Fitted,
    Line,
    bold_face,
    draw_bounded,
    draw_fitted,
    draw_status,
    regular_face,
    status_height,
    wrap,
)
from render.words import MINUS, Words

# The round numbers' column: narrow, so that at 4 seats a column holds a long word of a name ("Константиновна") at
# NAME_FLOOR; its header word sits in the dots' row, where it may reach into the first column's empty left half.
ROUND_COL = 44
RIGHT = st.WIDTH - st.MARGIN - 8  # the seat columns' right edge
ROW_H = 30  # one round's line; its cells at CELL_SIZE stay 12 px high on a 400 px wide phone
CELL_SIZE = 18
DOT_H = 18  # the seat's dot over its name
NAME_SIZE = 15
NAME_FLOOR = 14  # 9.3 px on a phone showing the picture 400 px wide
NAME_STEP = 18  # between a long name's lines over its column
CAPTION_H = 30
CHIPS_H = 40  # the final chips, under a rule
OVER_H = 66  # "Game over" and who won, at least


def _change(value: int) -> str:
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


def _columns(view: JSON) -> tuple[int, int]:
    """The first seat column's left edge and each seat column's width."""
    left = st.MARGIN + 12 + ROUND_COL
    return left, (RIGHT - left) // max(1, view["players"])


def _heads(view: JSON, names: Sequence[str], say: Words) -> list[list[Fitted]]:
    """Each column's name as drawn under its seat's dot: whole, centred, on as many lines as it takes."""
    _left, column = _columns(view)
    return [
        wrap(Line.name(st.seat_name(names, seat, say)), NAME_SIZE, column - 2, bold_face, floor=NAME_FLOOR)
        for seat in range(view["players"])
    ]


def _head_height(heads: list[list[Fitted]]) -> int:
    return DOT_H + max(len(lines) for lines in heads) * NAME_STEP + 6


def rounds_height(view: JSON, names: Sequence[str], say: Words) -> int:
    head = _head_height(_heads(view, names, say))
    return CAPTION_H + head + ROW_H * len(view.get("history", [])) + CHIPS_H + 12


def _cell(
    canvas: Image.Image,
    pen: ImageDraw.ImageDraw,
    record: dict[str, Any],
    seat: int,
    box: tuple[int, int, int, int],
    say: Words,
) -> None:
    change = int(record.get("payments", [0] * (seat + 1))[seat])
    finisher = record.get("finisher") == seat
    colour = st.DEBT if change < 0 else st.CREAM
    if finisher:
        pen.rounded_rectangle(box, radius=7, fill=st.PANEL_LIT, outline=st.GOLD if record.get("reached") else st.DEBT)
        text = say("rounds.finisher", change=_change(change), count=record.get("points", 0))
    else:
        text = _change(change)
    room = box[2] - box[0] - 8
    centre = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
    draw_bounded(canvas, centre, text, CELL_SIZE, room, colour, bold_face, "mm", floor=13)


def draw_rounds(
    canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], top: int, say: Words
) -> int:
    """The rounds table at ``top``; returns its height."""
    height = rounds_height(view, names, say)
    history: list[dict[str, Any]] = view.get("history", [])
    players = int(view["players"])
    pen.rounded_rectangle((st.MARGIN, top, st.WIDTH - st.MARGIN, top + height), radius=12, fill=st.FELT_DARK)
    x0 = st.MARGIN + 12
    left, column = _columns(view)
    y = top + 8
    draw_bounded(canvas, (x0, y), say("rounds.title"), 16, st.CONTENT_W, st.GOLD, bold_face, floor=12)
    y += CAPTION_H
    # The names over the columns, each under its seat's colour: whole, however long (a column is narrow at 4 seats).
    heads = _heads(view, names, say)
    head_h = _head_height(heads)
    word_room = ROUND_COL + column // 2 - 12
    draw_bounded(canvas, (x0, y + DOT_H // 2), say("rounds.round"), 14, word_room, st.SOFT, regular_face, "lm")
    for seat, lines in enumerate(heads):
        middle = left + seat * column + column // 2
        pen.ellipse((middle - 7, y + 1, middle + 7, y + 15), fill=st.seat_colour(seat), outline=st.CREAM, width=2)
        for index, line in enumerate(lines):
            draw_fitted(canvas, (middle, y + DOT_H + index * NAME_STEP), line, st.CREAM, bold_face, "ma")
    y += head_h
    for index, record in enumerate(history):
        if index % 2 == 0:
            pen.rectangle((x0 - 4, y, st.WIDTH - st.MARGIN - 8, y + ROW_H - 1), fill=st.FELT)
        number = str(record.get("round", index + 1))
        draw_bounded(canvas, (x0 + 4, y + ROW_H // 2), number, CELL_SIZE, ROUND_COL - 10, st.SOFT, bold_face, "lm")
        if record.get("outcome") == "draw" or record.get("finisher") is None:
            room = column * players - 8
            centre = (left + room // 2, y + ROW_H // 2)
            draw_bounded(canvas, centre, say("rounds.draw"), 16, room, st.SOFT, regular_face, "mm", floor=13)
        else:
            for seat in range(players):
                x = left + seat * column
                _cell(canvas, pen, record, seat, (x + 2, y + 2, x + column - 2, y + ROW_H - 2), say)
        y += ROW_H
    # The final chips, under a rule: the most chips in gold with a star.
    pen.line((x0, y + 4, st.WIDTH - st.MARGIN - 12, y + 4), fill=st.SOFT, width=2)
    middle = y + 4 + CHIPS_H // 2
    chips = [int(seat["chips"]) for seat in view["seats"]]
    best = max(chips)
    first_width = 0
    for seat, count in enumerate(chips):
        x = left + seat * column
        colour = st.GOLD if count == best else st.DEBT if count < 0 else st.CREAM
        text = f"{_change(count) if count < 0 else count}" + (" ★" if count == best else "")
        width = draw_bounded(canvas, (x + column // 2, middle), text, 20, column - 8, colour, bold_face, "mm", 13)
        first_width = first_width or width
    # The row's word reaches into the first column, up to its centred figure.
    word_room = ROUND_COL + (column - first_width) // 2 - 8
    draw_bounded(canvas, (x0, middle), say("rounds.chips"), 15, word_room, st.GOLD, bold_face, "lm", floor=11)
    return height


def final_picture(view: JSON, names: Sequence[str], say: Words) -> Image.Image:
    """Who won, every round's chips and the final chips, then the last round's melds."""
    last = summary_height(view, names, say, final_chips=False)
    over = game_over_lines(view, names, say)
    over_h = max(OVER_H, 10 + status_height(over, st.CONTENT_W) + 6)
    height = st.HEADER_H + over_h + rounds_height(view, names, say) + (last + 8 if last else 0) + st.MARGIN
    canvas = Image.new("RGB", (st.WIDTH, height), st.FELT)
    pen = ImageDraw.Draw(canvas)
    draw_header(canvas, pen, view, Line.of(say("title")), say)
    draw_status(canvas, over, st.MARGIN + 12, st.HEADER_H + 10, st.CONTENT_W)
    y = st.HEADER_H + over_h
    y += draw_rounds(canvas, pen, view, names, y, say) + 8
    draw_summary(canvas, pen, view, names, y, say, final_chips=False)
    return canvas
