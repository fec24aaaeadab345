"""The last round's outcome under the public table (who went out, who paid) and, at the end, the final chips."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.contract import JSON
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste
from render.four_color_cards.melds import draw_melds, melds_height
from render.four_color_cards.text import Line, bold_face, draw_bounded, draw_text, face_for, regular_face
from render.words import Words

MELDS_W = st.CONTENT_W - 60  # room on the right for the bonus card
# The last round's melds at the table melds' size: what was just won, read at a glance on a phone.
MELDS_SIZE = "meld"
BONUS_ROOM = 56  # the bonus card's caption, right-aligned above it
CHIPS_GAP = 16  # between a final-chips name and its chips


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


def _summary_melds(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [*record.get("table_melds", []), *record.get("hand_melds", [])]


def summary_height(view: JSON, names: Sequence[str], say: Words, final_chips: bool = True) -> int:
    """The last round's box; at the game's end with the final chips, unless ``final_chips`` is False (the final
    picture shows them in its rounds table)."""
    record = view.get("last_round")
    if not record:
        return 0
    height = 16 + 20 * len(_round_summary(record, names, say)) + 6
    melds = _summary_melds(record)
    if melds:
        height += melds_height(melds, MELDS_SIZE, MELDS_W, say) + 4
    if final_chips and view.get("phase") == "over":
        height += 28 + 24 * view["players"]
    return height + 8


def _draw_final_chips(
    canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], y: int, say: Words
) -> None:
    draw_bounded(canvas, (st.MARGIN + 12, y), say("final_chips"), 15, st.CONTENT_W, st.GOLD, bold_face)
    y += 24
    order = sorted(range(view["players"]), key=lambda s: -view["seats"][s]["chips"])
    best = view["seats"][order[0]]["chips"]
    for seat in order:
        chips = view["seats"][seat]["chips"]
        colour = st.GOLD if chips == best else st.CREAM
        pen.ellipse((st.MARGIN + 14, y + 4, st.MARGIN + 26, y + 16), fill=st.seat_colour(seat))
        chips_text = say("chips", count=chips) + (" ★" if chips == best else "")
        right = st.WIDTH - st.MARGIN - 12
        chips_w = draw_text(canvas, (right, y), chips_text, 15, colour, bold_face, "ra")
        room = min(300, right - chips_w - CHIPS_GAP - (st.MARGIN + 34))
        name = Line.name(st.seat_name(names, seat, say))
        draw_bounded(canvas, (st.MARGIN + 34, y), name, 15, room, colour, bold_face, floor=15)
        y += 24


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
    for index, line in enumerate(_round_summary(record, names, say)):
        headline = index == 0
        face = face_for(headline)
        colour = st.CREAM if headline else st.SOFT
        draw_bounded(canvas, (st.MARGIN + 12, y), line, 15, st.CONTENT_W, colour, face, floor=12)
        y += 20
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
