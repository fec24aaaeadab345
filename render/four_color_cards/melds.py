"""Rows of melds (a seat's table melds, a finished round's melds): cards side by side, points underneath."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.common import text_width
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste, ring
from render.four_color_cards.text import Fitted, draw_fitted, fit, regular_face
from render.words import Words

MELD_GAP = 10  # between two melds on a line
LABEL_H = 17  # the points line under a meld's cards
LABEL_SIZE = 12
LABEL_FLOOR = 10  # a meld's name shrinks this far before it gives way to its points alone


def meld_width(cards: Sequence[str], size: str) -> int:
    spec = st.SIZES[size]
    return len(cards) * (spec.width + 2) - 2


def label_room(cards: int, size: str) -> int:
    """The width a meld's label may take: its cards and most of the gap to the next meld."""
    spec = st.SIZES[size]
    return cards * (spec.width + 2) - 2 + MELD_GAP - 2


def meld_label(kind: str, points: int, cards: int, size: str, say: Words) -> Fitted:
    """The name and points under a meld, as large as they fit; the points alone under a meld too narrow for its name
    (a lone general's single card)."""
    room = label_room(cards, size)
    label = say("meld", meld=say(f"meld.{kind}"), points=points)
    for shown in range(LABEL_SIZE, LABEL_FLOOR - 1, -1):
        if text_width(label, shown, regular_face) <= room:
            return fit(label, shown, room, regular_face, shown)
    return fit(f"+{points}", LABEL_SIZE, room, regular_face)


def _meld_rows(melds: Sequence[Sequence[str]], size: str, width: int) -> list[list[int]]:
    """Indices of the melds on each line when they flow left to right within ``width``."""
    rows: list[list[int]] = [[]]
    used = 0
    for index, cards in enumerate(melds):
        needed = meld_width(cards, size)
        if rows[-1] and used + MELD_GAP + needed > width:
            rows.append([])
            used = 0
        used += needed + (MELD_GAP if rows[-1] else 0)
        rows[-1].append(index)
    return rows


def melds_height(melds: Sequence[dict[str, Any]], size: str, width: int) -> int:
    if not melds:
        return 0
    return len(_meld_rows([m["cards"] for m in melds], size, width)) * (st.SIZES[size].height + LABEL_H)


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
    rows = _meld_rows([m["cards"] for m in melds], size, width)
    for row_index, row in enumerate(rows):
        left = x
        top = y + row_index * line
        for index in row:
            meld = melds[index]
            ringed = index in rings
            for position, code in enumerate(meld["cards"]):
                cx = left + position * (spec.width + 2)
                if ringed and code == gold_card:
                    ring(pen, (cx, top, cx + spec.width, top + spec.height), width=2)
                    ringed = False
                paste(canvas, card(code, size), (cx, top))
            meld_w = meld_width(meld["cards"], size)
            label = meld_label(str(meld.get("kind", "")), meld.get("points", 0), len(meld["cards"]), size, say)
            draw_fitted(canvas, (left + meld_w / 2, top + spec.height + 2), label, st.SOFT, anchor="ma")
            left += meld_w + MELD_GAP
    return len(rows) * line if melds else 0
