"""The top both pictures share: the title bar, the card in play, and the lines shown once the game is over."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.contract import JSON
from render.common import fit_text
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste, ring
from render.four_color_cards.text import StatusLine, bold_face, draw_text


def draw_header(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, subtitle: str) -> None:
    pen.rectangle((0, 0, st.WIDTH, st.HEADER_H), fill=st.FELT_DARK)
    draw_text(canvas, (st.MARGIN + 2, 23), "四色牌", 22, st.GOLD, bold_face, "lm")
    draw_text(canvas, (st.MARGIN + 76, 24), fit_text(subtitle, 17, 300, bold_face), 17, st.CREAM, bold_face, "lm")
    rounds = f"Round {view.get('round', 1)} / {view.get('rounds', '?')}"
    draw_text(canvas, (st.WIDTH - st.MARGIN - 2, 24), rounds, 16, st.SOFT, bold_face, "rm")


def draw_in_play(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, top: int) -> tuple[int, int, int, int]:
    """The card in play, big and ringed; an empty slot between windows, a star once the game is over."""
    big = st.SIZES["big"]
    slot = (st.MARGIN + 8, top + 12, st.MARGIN + 8 + big.width, top + 12 + big.height)
    over = view.get("phase") == "over"
    in_play = None if over else view.get("in_play")
    if in_play:
        ring(pen, slot, st.GOLD, 3)
        paste(canvas, card(in_play["card"], "big"), (slot[0], slot[1]))
    else:
        pen.rounded_rectangle(slot, radius=9, outline=st.GOLD if over else st.SOFT, width=2)
        centre = ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2)
        draw_text(canvas, centre, "★" if over else "—", 30 if over else 20, st.GOLD if over else st.SOFT, anchor="mm")
    return slot


def game_over_lines(view: JSON, names: Sequence[str]) -> list[StatusLine]:
    chips = [s["chips"] for s in view["seats"]]
    best = max(chips)
    winners = " and ".join(st.seat_name(names, s) for s, c in enumerate(chips) if c == best)
    return [
        ("Game over", st.GOLD, True),
        (f"{winners} {'wins' if chips.count(best) == 1 else 'share first place'}", st.CREAM, False),
    ]
