"""One panel per seat on the public table: name, what the prompt asks of the seat, chips, hand size, table melds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from games.contract import JSON
from render.common import RGB, text_width
from render.four_color_cards import style as st
from render.four_color_cards.cards import card_back, paste
from render.four_color_cards.melds import draw_melds, melds_height
from render.four_color_cards.text import (
    Fitted,
    Line,
    bold_face,
    draw_bounded,
    draw_fitted,
    draw_text,
    fit,
    regular_face,
    wrap,
)
from render.words import Words

PILL_PAD = 14  # a pill is its text plus this much
PILL_GAP = 6  # between two pills
PILL_H = 24
NAME_X = 34  # the name's left edge, from the panel's, after the seat's dot
NAME_STEP = 20  # between a long name's lines
TAG_ROW = PILL_H + 6  # the line of its own the tags take when they do not fit beside the name
TOP_LINE = 38  # the panel's first line (the name, the counts, the tags) above its melds


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


def _tags_width(tags: Sequence[Fitted]) -> int:
    return sum(f.width + PILL_PAD + PILL_GAP for f in tags)


def _fit_tags(tags: list[tuple[str, RGB]], room: int) -> list[Fitted]:
    """The tags' texts, each given an equal share of ``room`` (pills included) when they do not all fit as they are."""
    if not tags:
        return []
    share = (room - len(tags) * (PILL_PAD + PILL_GAP)) // len(tags)
    fitted = [fit(text, 14, 10_000, bold_face) for text, _ in tags]
    if _tags_width(fitted) <= room:
        return fitted
    return [fit(text, 14, share, bold_face, floor=12) for text, _ in tags]


@dataclass(frozen=True)
class TopLine:
    """A panel's first line as laid out: the name (never cut: it shrinks, then wraps), the tags beside it or, when
    the name leaves them no room, on a line of their own under it, and where the counts on the right begin."""

    name: list[Fitted]
    tags: list[Fitted]
    tags_below: bool
    counts_x: int

    @property
    def extra(self) -> int:
        """How much taller than one line the name and the tags make the panel's top."""
        return (len(self.name) - 1) * NAME_STEP + (TAG_ROW if self.tags_below and self.tags else 0)


def _counts(info: dict[str, Any], say: Words) -> tuple[str, str, str | None]:
    """The chips, the hand size and the points on the table, as the panel's right side writes them."""
    melds = info.get("melds", [])
    points = None
    if melds:
        points = say("table_points", count=info.get("table_points", sum(m.get("points", 0) for m in melds)))
    return say("chips", count=info["chips"]), f"×{info['hand_size']}", points


def _hand_x(right: int, chips: str, hand_size: str) -> int:
    return right - 12 - text_width(chips, 15, bold_face) - 14 - 26 - text_width(hand_size, 15, bold_face)


def top_line(view: JSON, names: Sequence[str], seat: int, say: Words) -> TopLine:
    """The name first: the tags take what room it leaves on its line, else a line of their own."""
    left, right = st.MARGIN, st.WIDTH - st.MARGIN
    chips, hand_size, points = _counts(view["seats"][seat], say)
    counts_x = _hand_x(right, chips, hand_size)
    if points is not None:
        counts_x -= text_width(points, 14, regular_face) + 14
    room = counts_x - (left + NAME_X) - 12
    name = wrap(Line.name(st.seat_name(names, seat, say)), 18, room, bold_face, floor=14)
    tags = _seat_tags(view, seat, say)
    beside = [fit(text, 14, 10_000, bold_face) for text, _ in tags]
    if len(name) == 1 and name[0].width + 10 + _tags_width(beside) <= room:
        return TopLine(name, beside, False, counts_x)
    return TopLine(name, _fit_tags(tags, right - 12 - (left + NAME_X)), True, counts_x)


def _draw_pill(canvas: Image.Image, pen: ImageDraw.ImageDraw, x: int, y: int, text: Fitted, colour: RGB) -> int:
    width = text.width + PILL_PAD
    pen.rounded_rectangle((x, y, x + width, y + PILL_H), radius=11, fill=colour)
    ink = st.FELT_DARK if colour in (st.GOLD, st.SOFT) else st.CREAM
    draw_text(canvas, (x + width / 2, y + PILL_H // 2), text.text, text.size, ink, bold_face, anchor="mm")
    return width


def seat_panel_height(view: JSON, names: Sequence[str], seat: int, say: Words) -> int:
    melds = view["seats"][seat].get("melds", [])
    body = melds_height(melds, "meld", st.CONTENT_W, say) if melds else 22
    return TOP_LINE + top_line(view, names, seat, say).extra + body + 10


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
    chips, hand_size, points = _counts(info, say)
    chips_colour = st.GOLD if info["chips"] >= 0 else st.DEBT
    draw_text(canvas, (right - 12, top + 19), chips, 15, chips_colour, bold_face, "rm")
    hand_x = _hand_x(right, chips, hand_size)
    paste(canvas, card_back("mini"), (hand_x, top + 3))
    draw_text(canvas, (hand_x + 28, top + 19), hand_size, 15, st.CREAM, bold_face, "lm")
    laid = top_line(view, names, seat, say)
    if points is not None:
        draw_text(canvas, (laid.counts_x, top + 19), points, 14, st.SOFT, anchor="lm")
    # Left side: the name, whole, then the tags beside it or under it.
    x = left + NAME_X
    for index, line in enumerate(laid.name):
        width = draw_fitted(canvas, (left + NAME_X, top + 19 + index * NAME_STEP), line, st.CREAM, bold_face, "lm")
        x = left + NAME_X + width + 10
    pill_y = top + 7 + (len(laid.name) - 1) * NAME_STEP
    if laid.tags_below:
        x, pill_y = left + NAME_X, pill_y + TAG_ROW
    for text, (_, colour) in zip(laid.tags, _seat_tags(view, seat, say), strict=True):
        x += _draw_pill(canvas, pen, x, pill_y, text, colour) + PILL_GAP
    body_y = top + TOP_LINE + laid.extra
    melds = info.get("melds", [])
    if melds:
        draw_melds(canvas, pen, melds, left + 12, body_y, right - left - 24, say=say)
    else:
        draw_bounded(canvas, (left + NAME_X, body_y), say("no_melds"), 14, right - left - 46, st.SOFT)
    return height
