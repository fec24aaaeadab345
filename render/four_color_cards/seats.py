"""One panel per seat on the public table: name, what the prompt asks of the seat, chips, hand size, table melds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.contract import JSON
from render.common import RGB, text_width
from render.four_color_cards import style as st
from render.four_color_cards.cards import card_back, paste
from render.four_color_cards.melds import draw_melds, melds_height
from render.four_color_cards.text import Fitted, Line, bold_face, draw_bounded, draw_text, fit, regular_face
from render.words import Words

NAME_MIN = 60  # the room a name keeps however many tags and numbers crowd the panel's top line
PILL_PAD = 14  # a pill is its text plus this much
PILL_GAP = 6  # between two pills


def _seat_tags(view: JSON, seat: int, say: Words) -> list[tuple[str, RGB]]:
    prompt = view.get("prompt") or {}
    tags: list[tuple[str, RGB]] = []
    if prompt.get("kind") == "discard" and prompt.get("seat") == seat:
        tags.append((say("tag.to_discard"), st.GOLD))
    if prompt.get("kind") == "claim_window":
        if prompt.get("from") == seat:
            tags.append((say("tag.discarded" if prompt.get("source") == "discard" else "tag.turned"), st.SOFT))
        if seat in prompt.get("other_melds_by_position", []):
            tags.append((say("tag.any_meld"), st.GOLD))
        elif seat in prompt.get("eligible_by_position", []):
            tags.append((say("tag.big_claims"), st.PANEL_LIT))
    return tags


def _fit_tags(tags: list[tuple[str, RGB]], room: int) -> list[Fitted]:
    """The tags' texts, each given an equal share of ``room`` (pills included) when they do not all fit as they are."""
    if not tags:
        return []
    share = (room - len(tags) * (PILL_PAD + PILL_GAP)) // len(tags)
    fitted = [fit(text, 14, 10_000, bold_face) for text, _ in tags]
    if sum(f.width for f in fitted) + len(tags) * (PILL_PAD + PILL_GAP) <= room:
        return fitted
    return [fit(text, 14, share, bold_face, floor=10) for text, _ in tags]


def _draw_pill(canvas: Image.Image, pen: ImageDraw.ImageDraw, x: int, y: int, text: Fitted, colour: RGB) -> int:
    width = text.width + PILL_PAD
    pen.rounded_rectangle((x, y, x + width, y + 24), radius=11, fill=colour)
    ink = st.FELT_DARK if colour in (st.GOLD, st.SOFT) else st.CREAM
    draw_text(canvas, (x + width / 2, y + 12), text.text, text.size, ink, bold_face, anchor="mm")
    return width


def seat_panel_height(seat_view: dict[str, Any], say: Words) -> int:
    melds = seat_view.get("melds", [])
    body = melds_height(melds, "meld", st.CONTENT_W, say) if melds else 22
    return 40 + body + 10


def draw_seat(
    canvas: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: JSON,
    names: Sequence[str],
    seat: int,
    top: int,
    height: int,
    say: Words,
) -> int:
    """Draw ``seat``'s panel, ``height`` high (``seat_panel_height``), at ``top``; returns its height."""
    info = view["seats"][seat]
    prompt = view.get("prompt") or {}
    lit = prompt.get("kind") == "discard" and prompt.get("seat") == seat
    left, right = st.MARGIN, st.WIDTH - st.MARGIN
    pen.rounded_rectangle((left, top, right, top + height), radius=12, fill=st.PANEL_LIT if lit else st.PANEL)
    if lit:
        pen.rounded_rectangle((left, top, left + 6, top + height), radius=3, fill=st.GOLD)
    pen.ellipse((left + 12, top + 12, left + 26, top + 26), fill=st.seat_colour(seat), outline=st.CREAM, width=2)
    # Right side, right to left: chips, hand size, points on the table.
    melds = info.get("melds", [])
    chips = say("chips", count=info["chips"])
    chips_w = text_width(chips, 15, bold_face)
    chips_colour = st.GOLD if info["chips"] >= 0 else st.DEBT
    draw_text(canvas, (right - 12, top + 19), chips, 15, chips_colour, bold_face, "rm")
    hand_size = f"×{info['hand_size']}"
    hand_x = right - 12 - chips_w - 14 - 26 - text_width(hand_size, 15, bold_face)
    paste(canvas, card_back("mini"), (hand_x, top + 3))
    draw_text(canvas, (hand_x + 28, top + 19), hand_size, 15, st.CREAM, bold_face, "lm")
    info_x = hand_x
    if melds:
        total = info.get("table_points", sum(m.get("points", 0) for m in melds))
        points = say("table_points", count=total)
        info_x -= text_width(points, 14, regular_face) + 14
        draw_text(canvas, (info_x, top + 19), points, 14, st.SOFT, anchor="lm")
    # Left side: name, then tags, which give way to the name's first NAME_MIN pixels.
    tags = _seat_tags(view, seat, say)
    tag_room = info_x - (left + 34) - 12 - NAME_MIN
    shown = _fit_tags(tags, tag_room)
    name_room = info_x - (left + 34) - 12 - sum(f.width + PILL_PAD + PILL_GAP for f in shown)
    name = Line.name(st.seat_name(names, seat, say))
    room = max(NAME_MIN, name_room)
    x = left + 34 + draw_bounded(canvas, (left + 34, top + 19), name, 18, room, st.CREAM, bold_face, "lm", 18) + 10
    for text, (_, colour) in zip(shown, tags, strict=True):
        x += _draw_pill(canvas, pen, x, top + 7, text, colour) + PILL_GAP
    if melds:
        draw_melds(canvas, pen, melds, left + 12, top + 40, right - left - 24, say=say)
    else:
        draw_bounded(canvas, (left + 34, top + 40), say("no_melds"), 14, right - left - 46, st.SOFT)
    return height
