"""The last round's outcome under the public table (who went out, who paid) and, at the end, the final chips."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.contract import JSON
from render.common import fit_text
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste
from render.four_color_cards.melds import draw_melds, melds_height
from render.four_color_cards.text import bold_face, draw_text, face_for

MELDS_W = st.CONTENT_W - 60  # room on the right for the bonus card

OUTCOMES: dict[str, str] = {
    "hu": "called hu 胡",
    "exhausted_hand": "went out (no card left to discard)",
    "opening_hu": "called hu 胡 with the deal",
}


def _round_summary(record: dict[str, Any], names: Sequence[str]) -> list[str]:
    outcome = record.get("outcome")
    number = record.get("round", "?")
    if outcome == "draw" or record.get("finisher") is None:
        return [f"Round {number}: the stock ran out, a draw; nobody pays."]
    who = st.seat_name(names, record["finisher"])
    points, base, bonus = record.get("points", 0), record.get("base", 0), record.get("bonus", 0)
    how = OUTCOMES.get(str(outcome), str(outcome))
    score = f"{points} points" if not bonus else f"{points} points ({base} + bonus {bonus})"
    payments = record.get("payments", [])
    finisher = int(record["finisher"])
    if record.get("reached"):
        paid = max((-p for s, p in enumerate(payments) if s != finisher), default=0)
        result = f"{score}: each other player pays {paid}"
    else:
        paid = max((p for s, p in enumerate(payments) if s != finisher), default=0)
        result = f"{score}, below {record.get('threshold', 10)}: pays {paid} to each player (相公)"
    return [f"Round {number}: {who} {how}", result]


def _summary_melds(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [*record.get("table_melds", []), *record.get("hand_melds", [])]


def summary_height(view: JSON, names: Sequence[str]) -> int:
    record = view.get("last_round")
    if not record:
        return 0
    height = 16 + 20 * len(_round_summary(record, names)) + 6
    melds = _summary_melds(record)
    if melds:
        height += melds_height(melds, "mini", MELDS_W) + 4
    if view.get("phase") == "over":
        height += 28 + 24 * view["players"]
    return height + 8


def _draw_final_chips(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], y: int) -> None:
    draw_text(canvas, (st.MARGIN + 12, y), "Final chips", 15, st.GOLD, bold_face)
    y += 24
    order = sorted(range(view["players"]), key=lambda s: -view["seats"][s]["chips"])
    best = view["seats"][order[0]]["chips"]
    for seat in order:
        chips = view["seats"][seat]["chips"]
        colour = st.GOLD if chips == best else st.CREAM
        pen.ellipse((st.MARGIN + 14, y + 4, st.MARGIN + 26, y + 16), fill=st.seat_colour(seat))
        name = fit_text(st.seat_name(names, seat), 15, 300, bold_face)
        draw_text(canvas, (st.MARGIN + 34, y), name, 15, colour, bold_face)
        chips_text = f"{chips} chips{' ★' if chips == best else ''}"
        draw_text(canvas, (st.WIDTH - st.MARGIN - 12, y), chips_text, 15, colour, bold_face, "ra")
        y += 24


def draw_summary(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], top: int) -> int:
    height = summary_height(view, names)
    record = view.get("last_round")
    if not height or not record:
        return 0
    pen.rounded_rectangle((st.MARGIN, top, st.WIDTH - st.MARGIN, top + height), radius=12, fill=st.FELT_DARK)
    y = top + 10
    for index, line in enumerate(_round_summary(record, names)):
        headline = index == 0
        face = face_for(headline)
        text = fit_text(line, 15, st.CONTENT_W, face)
        draw_text(canvas, (st.MARGIN + 12, y), text, 15, st.CREAM if headline else st.SOFT, face)
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
            "mini",
            gold=() if ring is None else (ring,),
            gold_card=winning,
        )
        bonus = record.get("bonus_card")
        if bonus:
            draw_text(canvas, (st.WIDTH - st.MARGIN - 12, y), "bonus", 12, st.SOFT, anchor="ra")
            bonus_x = st.WIDTH - st.MARGIN - 12 - st.SIZES["mini"].width - 6
            paste(canvas, card(bonus, "mini"), (bonus_x, y + 15))
        y += used
    if view.get("phase") == "over":
        _draw_final_chips(canvas, pen, view, names, y + 6)
    return height
