"""Rows of melds (a seat's table melds, a finished round's melds): cards side by side, points underneath."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.common import text_width
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste, ring
from render.four_color_cards.text import Fitted, draw_fitted, fit, regular_face
from render.words import Words

MELD_GAP = 10  # between two melds on a line
# How far, both sides together, a meld's label may reach past its cards into the gaps: little, so that two wide
# labels side by side ("commandement +2" twice) keep most of a gap between them and read as two.
LABEL_OVERHANG = 2
LABEL_H = 25  # the points line under a meld's cards, descenders included
# A meld's name and points ("pong +1", "對子 +0") are read on a phone: 11 px or more once the 600 px picture is shown
# 400 px wide. A name wider than its cards at that size widens its meld's slot rather than shrinking.
LABEL_SIZE = 17
LABEL_FLOOR = 17


def meld_width(cards: Sequence[str], size: str) -> int:
    spec = st.SIZES[size]
    return len(cards) * (spec.width + 2) - 2


def label_room(cards: int, size: str) -> int:
    """The width a meld's label may take: its cards and a little of the gaps beside them."""
    spec = st.SIZES[size]
    return cards * (spec.width + 2) - 2 + LABEL_OVERHANG


def meld_name(kind: str, say: Words, concealed: bool = False) -> str:
    """A meld's name. A language may name a meld still held in the hand apart from the same meld laid on the table,
    writing "table|hand" (Chinese: a triple claimed and laid down is 碰, one held in the hand is 坎)."""
    table, _, hand = say(f"meld.{kind}").partition("|")
    return hand if concealed and hand else table


def meld_label(kind: str, points: int, cards: int, size: str, say: Words, concealed: bool = False) -> Fitted:
    """The name and points under a meld, as large as they fit under its cards. A meld of several cards whose name
    is wider even at ``LABEL_FLOOR`` (a long word in some language) keeps it at that size, and its slot widens
    (``slot_width``). A single card (a lone general, its rank plain on its face): its name in full if it fits,
    else the short name a language may have for it ("將 +1", "seul +1", its slot widened when that is wider than
    the card), else its points alone."""
    room = label_room(cards, size)
    label = say("meld", meld=meld_name(kind, say, concealed), points=points)
    shown = _label_size(label, room)
    if shown is not None:
        return fit(label, shown, room, regular_face, shown)
    if cards >= 2:
        return fit(label, LABEL_FLOOR, text_width(label, LABEL_FLOOR, regular_face), regular_face, LABEL_FLOOR)
    short = say(f"meld.{kind}.short") if kind == "general" else ""
    if short:
        # The language's short name; where even that is wider than the card, its slot widens as for several cards.
        label = say("meld", meld=short, points=points)
        width = max(room, text_width(label, LABEL_FLOOR, regular_face))
        return fit(label, LABEL_FLOOR, width, regular_face, LABEL_FLOOR)
    return fit(f"+{points}", LABEL_SIZE, room, regular_face)


@lru_cache(maxsize=1024)
def _label_size(label: str, room: int) -> int | None:
    """The largest size from ``LABEL_SIZE`` down to ``LABEL_FLOOR`` at which ``label`` fits ``room``, if any."""
    for shown in range(LABEL_SIZE, LABEL_FLOOR - 1, -1):
        if text_width(label, shown, regular_face) <= room:
            return shown
    return None


def _label(meld: dict[str, Any], size: str, say: Words) -> Fitted:
    # A hand meld scored at its hand value is concealed (a table meld has no table_value).
    concealed = meld.get("table_value") is False
    return meld_label(str(meld.get("kind", "")), meld.get("points", 0), len(meld["cards"]), size, say, concealed)


def slot_width(cards: int, label: Fitted, size: str) -> int:
    """The width a meld takes on its line: its cards, or its label when that is wider than the cards allow."""
    spec = st.SIZES[size]
    return max(cards * (spec.width + 2) - 2, label.width - LABEL_OVERHANG)


def _meld_rows(widths: Sequence[int], width: int) -> list[list[int]]:
    """Indices of the melds on each line when melds ``widths`` wide flow left to right within ``width``."""
    rows: list[list[int]] = [[]]
    used = 0
    for index, needed in enumerate(widths):
        if rows[-1] and used + MELD_GAP + needed > width:
            rows.append([])
            used = 0
        used += needed + (MELD_GAP if rows[-1] else 0)
        rows[-1].append(index)
    return rows


def _slots(melds: Sequence[dict[str, Any]], size: str, say: Words) -> list[tuple[int, Fitted]]:
    labels = [_label(meld, size, say) for meld in melds]
    return [(slot_width(len(m["cards"]), label, size), label) for m, label in zip(melds, labels, strict=True)]


def melds_height(melds: Sequence[dict[str, Any]], size: str, width: int, say: Words) -> int:
    if not melds:
        return 0
    rows = _meld_rows([slot for slot, _label in _slots(melds, size, say)], width)
    return len(rows) * (st.SIZES[size].height + LABEL_H)


def draw_melds(
    canvas: Image.Image,
    pen: ImageDraw.ImageDraw,
    melds: Sequence[dict[str, Any]],
    x: int,
    y: int,
    width: int,
    size: str = "meld",
    gold: Iterable[int] = (),
    gold_card: str | None = None,
    *,
    say: Words,
) -> int:
    """Draw melds (dicts with ``cards`` and ``points``) with their points underneath; returns the height used.

    In the melds listed in ``gold`` the first card written ``gold_card`` gets a ring (the winning card).
    """
    spec = st.SIZES[size]
    line = spec.height + LABEL_H
    rings = set(gold)
    slots = _slots(melds, size, say)
    rows = _meld_rows([slot for slot, _label in slots], width)
    for row_index, row in enumerate(rows):
        left = x
        top = y + row_index * line
        for index in row:
            meld = melds[index]
            slot, label = slots[index]
            ringed = index in rings
            cards_left = left + (slot - meld_width(meld["cards"], size)) // 2
            for position, code in enumerate(meld["cards"]):
                cx = cards_left + position * (spec.width + 2)
                if ringed and code == gold_card:
                    ring(pen, (cx, top, cx + spec.width, top + spec.height), width=2)
                    ringed = False
                paste(canvas, card(code, size), (cx, top))
            draw_fitted(canvas, (left + slot / 2, top + spec.height + 1), label, st.SOFT, anchor="ma")
            left += slot + MELD_GAP
    return len(rows) * line if melds else 0
