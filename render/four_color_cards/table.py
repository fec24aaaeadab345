"""The public picture, drawn from the spectator view: what happens now, the stock, every seat, dead cards, last round.

The spectator view never says who holds what or who could claim the card in play, so the status reads the prompt
only: whom it names, and which positions the rules let claim.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.contract import JSON
from render.four_color_cards import style as st
from render.four_color_cards.cards import card_back, paste
from render.four_color_cards.dead_cards import dead_cards_height, draw_dead_cards
from render.four_color_cards.header import draw_header, draw_in_play, game_over_lines
from render.four_color_cards.seats import draw_seat, seat_panel_height
from render.four_color_cards.summary import draw_summary, summary_height
from render.four_color_cards.text import StatusLine, bold_face, draw_status, draw_text

PANEL_GAP = 8  # between the panels stacked under the centre band


def _status(view: JSON, names: Sequence[str]) -> list[StatusLine]:
    """Lines saying what happens now, from the prompt only (never who could claim what)."""
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind")
    if kind == "discard":
        return [(f"{st.seat_name(names, prompt.get('seat'))} to discard", st.GOLD, True)]
    if kind == "claim_window":
        source, origin = prompt.get("source"), prompt.get("from")
        others = [s for s in range(view["players"]) if s not in prompt.get("eligible_by_position", [])]
        anyone = "everyone" if not others else "all but " + ", ".join(st.seat_name(names, s) for s in others)
        chi = ", ".join(st.seat_name(names, s) for s in prompt.get("other_melds_by_position", [])) or "nobody"
        lines = [
            ("Claim or pass", st.GOLD, True),
            (f"Hu, kong, pong: {anyone}", st.CREAM, False),
            (f"Other melds: {chi}", st.CREAM, False),
        ]
        if source == "draw":
            lines.insert(1, (f"Turned from the stock by {st.seat_name(names, origin)}", st.SOFT, False))
        else:
            lines.insert(1, (f"Discarded by {st.seat_name(names, origin)}", st.SOFT, False))
        return lines
    return game_over_lines(view, names)


def _draw_centre(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], top: int) -> None:
    slot = draw_in_play(canvas, pen, view, top)
    # The stock: a small pile of backs and its count.
    stock = int(view.get("stock", 0))
    pile_x = st.WIDTH - st.MARGIN - 70
    for layer in range(min(3, stock)):
        paste(canvas, card_back("meld"), (pile_x + 18 - layer * 3, top + 16 - layer * 3))
    if not stock:
        pen.rounded_rectangle((pile_x + 18, top + 16, pile_x + 50, top + 61), radius=5, outline=st.SOFT, width=2)
    draw_text(canvas, (pile_x + 34, top + 72), f"Stock {stock}", 15, st.CREAM, bold_face, "ma")
    x = slot[2] + 20
    draw_status(canvas, _status(view, names), x, top + 14, pile_x - x - 8)


def _public_height(view: JSON, names: Sequence[str]) -> int:
    height = st.HEADER_H + st.CENTRE_H
    height += sum(seat_panel_height(s) + PANEL_GAP for s in view["seats"])
    dead = dead_cards_height(view.get("dead", []))
    summary = summary_height(view, names)
    height += (dead + PANEL_GAP if dead else 0) + (summary + PANEL_GAP if summary else 0)
    return height + st.MARGIN - PANEL_GAP


def table_picture(view: JSON, names: Sequence[str]) -> Image.Image:
    canvas = Image.new("RGB", (st.WIDTH, _public_height(view, names)), st.FELT)
    pen = ImageDraw.Draw(canvas)
    draw_header(canvas, pen, view, "Four Color Cards")
    _draw_centre(canvas, pen, view, names, st.HEADER_H)
    y = st.HEADER_H + st.CENTRE_H
    for seat in range(view["players"]):
        y += draw_seat(canvas, pen, view, names, seat, y) + PANEL_GAP
    dead = draw_dead_cards(canvas, pen, view.get("dead", []), y)
    y += dead + PANEL_GAP if dead else 0
    draw_summary(canvas, pen, view, names, y)
    return canvas
