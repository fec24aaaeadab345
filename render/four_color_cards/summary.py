"""The last round's outcome under the public table (who went out, who paid) and, at the end, the final chips."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.contract import JSON
from render.common import text_width
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste
from render.four_color_cards.melds import draw_melds, melds_height
from render.four_color_cards.text import (
    Fitted,
    Line,
    bold_face,
    draw_bounded,
    draw_fitted,
    draw_text,
    face_for,
    regular_face,
    wrap,
)
from render.words import Words

MELDS_W = st.CONTENT_W - 60  # room on the right for the bonus card
# The last round's melds at the table melds' size: what was just won, read at a glance on a phone.
MELDS_SIZE = "meld"
BONUS_ROOM = 56  # the bonus card's caption, right-aligned above it
CHIPS_GAP = 16  # between a final-chips name and its chips
LINE_STEP = 20  # between the summary's lines
CHIPS_ROW = 24  # a seat's final chips
NAME_STEP = 18  # between a long name's lines in the final chips


def _round_summary(record: dict[str, Any], names: Sequence[str], say: Words) -> list[Line]:
    outcome = record.get("outcome")
    number = record.get("round", "?")
    if outcome == "draw" or record.get("finisher") is None:
        return [Line.of(say("round.draw", round=number))]
    who = (st.seat_name(names, record["finisher"], say),)
    how = f"round.{outcome}" if outcome in ("hu", "exhausted_hand", "opening_hu") else "round.hu"
    headline = Line(lambda name: say(how, round=number, name=name), who)
    points, base, bonus = record.get("points", 0), record.get("base", 0), record.get("bonus", 0)
    payments = record.get("payments", [])
    finisher = int(record["finisher"])
    threshold = record.get("threshold", 10)
    if record.get("reached"):
        paid = max((-p for s, p in enumerate(payments) if s != finisher), default=0)
        key = "round.paid_bonus" if bonus else "round.paid"
    else:
        paid = max((p for s, p in enumerate(payments) if s != finisher), default=0)
        key = "round.penalty_bonus" if bonus else "round.penalty"
    result = say(key, count=points, base=base, bonus=bonus, paid=paid, threshold=threshold)
    return [headline, Line.of(result)]


def _summary_lines(record: dict[str, Any], names: Sequence[str], say: Words) -> list[tuple[Fitted, bool]]:
    """The summary's lines as drawn, each with whether it is the headline: wrapped, never cut (they hold names)."""
    laid: list[tuple[Fitted, bool]] = []
    for index, line in enumerate(_round_summary(record, names, say)):
        headline = index == 0
        laid.extend((part, headline) for part in wrap(line, 15, st.CONTENT_W, face_for(headline), floor=14))
    return laid


def _chips_text(chips: int, best: int, say: Words) -> str:
    return say("chips", count=chips) + (" ★" if chips == best else "")


def _chips_names(view: JSON, names: Sequence[str], say: Words) -> list[tuple[int, list[Fitted]]]:
    """The seats by final chips, most first, each with its name as drawn: whole, on as many lines as it takes."""
    order = sorted(range(view["players"]), key=lambda s: -view["seats"][s]["chips"])
    best = view["seats"][order[0]]["chips"]
    rows = []
    for seat in order:
        chips_w = text_width(_chips_text(view["seats"][seat]["chips"], best, say), 15, bold_face)
        room = st.WIDTH - st.MARGIN - 12 - chips_w - CHIPS_GAP - (st.MARGIN + 34)
        rows.append((seat, wrap(Line.name(st.seat_name(names, seat, say)), 15, room, bold_face, floor=14)))
    return rows


def _chips_height(rows: list[tuple[int, list[Fitted]]]) -> int:
    return sum(CHIPS_ROW + (len(lines) - 1) * NAME_STEP for _seat, lines in rows)


def _summary_melds(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [*record.get("table_melds", []), *record.get("hand_melds", [])]


def summary_height(view: JSON, names: Sequence[str], say: Words, final_chips: bool = True) -> int:
    """The last round's box; at the game's end with the final chips, unless ``final_chips`` is False (the final
    picture shows them in its rounds table)."""
    record = view.get("last_round")
    if not record:
        return 0
    height = 16 + LINE_STEP * len(_summary_lines(record, names, say)) + 6
    melds = _summary_melds(record)
    if melds:
        height += melds_height(melds, MELDS_SIZE, MELDS_W, say) + 4
    if final_chips and view.get("phase") == "over":
        height += 28 + _chips_height(_chips_names(view, names, say))
    return height + 8


def _draw_final_chips(
    canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], y: int, say: Words
) -> None:
    draw_bounded(canvas, (st.MARGIN + 12, y), say("final_chips"), 15, st.CONTENT_W, st.GOLD, bold_face)
    y += 24
    rows = _chips_names(view, names, say)
    best = view["seats"][rows[0][0]]["chips"]
    for seat, lines in rows:
        chips = view["seats"][seat]["chips"]
        colour = st.GOLD if chips == best else st.CREAM
        dot = (st.MARGIN + 13, y + 3, st.MARGIN + 27, y + 17)
        pen.ellipse(dot, fill=st.seat_colour(seat), outline=st.CREAM, width=2)
        draw_text(canvas, (st.WIDTH - st.MARGIN - 12, y), _chips_text(chips, best, say), 15, colour, bold_face, "ra")
        for index, line in enumerate(lines):
            draw_fitted(canvas, (st.MARGIN + 34, y + index * NAME_STEP), line, colour, bold_face)
        y += CHIPS_ROW + (len(lines) - 1) * NAME_STEP


def draw_summary(
    canvas: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: JSON,
    names: Sequence[str],
    top: int,
    say: Words,
    final_chips: bool = True,
) -> int:
    height = summary_height(view, names, say, final_chips)
    record = view.get("last_round")
    if not height or not record:
        return 0
    pen.rounded_rectangle((st.MARGIN, top, st.WIDTH - st.MARGIN, top + height), radius=12, fill=st.FELT_DARK)
    y = top + 10
    for line, headline in _summary_lines(record, names, say):
        draw_fitted(canvas, (st.MARGIN + 12, y), line, st.CREAM if headline else st.SOFT, face_for(headline))
        y += LINE_STEP
    melds = _summary_melds(record)
    if melds:
        y += 4
        table = len(record.get("table_melds", []))
        winning = record.get("winning_card")
        # The winning card sits in the first hand meld that holds it (the engine's split puts it there).
        ring = next((i for i, m in enumerate(melds) if i >= table and winning in m["cards"]), None)
        used = draw_melds(
            canvas,
            pen,
            melds,
            st.MARGIN + 12,
            y,
            MELDS_W,
            MELDS_SIZE,
            gold=() if ring is None else (ring,),
            gold_card=winning,
            say=say,
        )
        bonus = record.get("bonus_card")
        if bonus:
            right = st.WIDTH - st.MARGIN - 12
            draw_bounded(canvas, (right, y), say("bonus"), 14, BONUS_ROOM, st.SOFT, regular_face, "ra", floor=10)
            bonus_x = right - st.SIZES["mini"].width - 6
            paste(canvas, card(bonus, "mini"), (bonus_x, y + 18))
        y += used
    if final_chips and view.get("phase") == "over":
        _draw_final_chips(canvas, pen, view, names, y + 6, say)
    return height
