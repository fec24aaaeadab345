"""The dead cards (discards nobody claimed), sorted by colour and rank so a player can count what is gone."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.four_color_cards import style as st
from render.four_color_cards.cards import card, card_order, paste
from render.four_color_cards.text import bold_face, draw_bounded
from render.words import Words

ROW_H = st.SIZES["mini"].height + 4


def _dead_rows(dead: Sequence[str]) -> list[list[tuple[int, str]]]:
    """Dead cards sorted by colour and rank, flowed into rows, a small gap between colours (x offsets)."""
    spec = st.SIZES["mini"]
    rows: list[list[tuple[int, str]]] = [[]]
    x = 0
    previous = None
    for code in sorted(dead, key=card_order):
        if previous is not None and code[0] != previous[0]:
            x += 8
        if x + spec.width > st.CONTENT_W:
            rows.append([])
            x = 0
        rows[-1].append((x, code))
        x += spec.width + 1
        previous = code
    return rows


def dead_cards_height(dead: Sequence[str]) -> int:
    if not dead:
        return 0
    return 34 + len(_dead_rows(dead)) * ROW_H + 6


def draw_dead_cards(canvas: Image.Image, pen: ImageDraw.ImageDraw, dead: Sequence[str], top: int, say: Words) -> int:
    height = dead_cards_height(dead)
    if not height:
        return 0
    pen.rounded_rectangle((st.MARGIN, top, st.WIDTH - st.MARGIN, top + height), radius=12, fill=st.FELT_DARK)
    title = say("dead", count=len(dead))
    draw_bounded(canvas, (st.MARGIN + 12, top + 9), title, 15, st.CONTENT_W, st.SOFT, bold_face)
    for row_index, row in enumerate(_dead_rows(dead)):
        for x, code in row:
            paste(canvas, card(code, "mini"), (st.MARGIN + 12 + x, top + 32 + row_index * ROW_H))
    return height
