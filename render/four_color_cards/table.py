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
from render.four_color_cards.header import draw_header, draw_in_play, game_over_lines, source_line
from render.four_color_cards.seats import draw_seat, seat_panel_height
from render.four_color_cards.summary import draw_summary, summary_height
from render.four_color_cards.text import Line, StatusLine, bold_face, draw_bounded, draw_status, status_height
from render.words import Words

PANEL_GAP = 6  # between the panels stacked under the centre band
PILE_W = 70  # the stock's column on the right of the centre band
STATUS_X = st.MARGIN + 8 + st.SIZES["big"].width + 20  # right of the card in play
STATUS_ROOM = st.WIDTH - st.MARGIN - PILE_W - 8 - STATUS_X
STATUS_TOP = 14  # below the header


def _status(view: JSON, names: Sequence[str], say: Words) -> list[StatusLine]:
    """Lines saying what happens now, from the prompt only (never who could claim what)."""
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind")
    if kind == "discard":
        turn = (st.seat_name(names, prompt.get("seat"), say),)
        return [(Line(lambda name: say("to_discard", name=name), turn), st.GOLD, True)]
    if kind == "claim_window":
        eligible = prompt.get("eligible_by_position", [])
        others = tuple(st.seat_name(names, s, say) for s in range(view["players"]) if s not in eligible)
        if others:
            anyone = Line(lambda *shown: say("big_claims", who=say("all_but", names=st.name_list(shown, say))), others)
        else:
            anyone = Line.of(say("big_claims", who=say("everyone")))
        next_seats = tuple(st.seat_name(names, s, say) for s in prompt.get("other_melds_by_position", []))
        if next_seats:
            chi = Line(lambda *shown: say("other_claims", who=st.name_list(shown, say)), next_seats)
        else:
            chi = Line.of(say("other_claims", who=say("nobody")))
        return [
            (say("claim_or_pass"), st.GOLD, True),
            (source_line(prompt, names, say), st.SOFT, False),
            (anyone, st.CREAM, False),
            (chi, st.CREAM, False),
        ]
    return game_over_lines(view, names, say)


def centre_height(view: JSON, names: Sequence[str], say: Words) -> int:
    """The band under the header: as high as the card in play and the stock, or as the status lines once names
    make them wrap."""
    return max(st.CENTRE_H, STATUS_TOP + status_height(_status(view, names, say), STATUS_ROOM) + 8)


def _draw_centre(
    canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], top: int, say: Words
) -> None:
    draw_in_play(canvas, pen, view, top)
    # The stock: a small pile of backs and its count.
    stock = int(view.get("stock", 0))
    pile_x = st.WIDTH - st.MARGIN - PILE_W
    for layer in range(min(3, stock)):
        paste(canvas, card_back("meld"), (pile_x + 18 - layer * 3, top + 16 - layer * 3))
    if not stock:
        pen.rounded_rectangle((pile_x + 18, top + 16, pile_x + 50, top + 61), radius=5, outline=st.SOFT, width=2)
    # Centred under the pile, as wide as the pile's column and the gap before it.
    draw_bounded(canvas, (pile_x + 34, top + 72), say("stock", count=stock), 15, 2 * 34, st.CREAM, bold_face, "ma")
    draw_status(canvas, _status(view, names, say), STATUS_X, top + STATUS_TOP, STATUS_ROOM)


def _public_height(view: JSON, names: Sequence[str], panels: Sequence[int], say: Words) -> int:
    height = st.HEADER_H + centre_height(view, names, say)
    height += sum(panel + PANEL_GAP for panel in panels)
    dead = dead_cards_height(view.get("dead", []))
    summary = summary_height(view, names, say)
    height += (dead + PANEL_GAP if dead else 0) + (summary + PANEL_GAP if summary else 0)
    return height + st.MARGIN - PANEL_GAP


def table_picture(view: JSON, names: Sequence[str], say: Words, *, indexed: bool = False) -> Image.Image:
    """The public table; ``indexed``: drawn straight into a palette image on the game's palette (``st.INKS``)."""
    panels = [seat_panel_height(view, names, seat, say) for seat in range(view["players"])]
    size = (st.WIDTH, _public_height(view, names, panels, say))
    canvas = st.INKS.new(size, st.FELT) if indexed else Image.new("RGB", size, st.FELT)
    pen = st.INKS.pen(canvas)
    draw_header(canvas, pen, view, Line.of(say("title")), say)
    _draw_centre(canvas, pen, view, names, st.HEADER_H, say)
    y = st.HEADER_H + centre_height(view, names, say)
    for seat in range(view["players"]):
        y += draw_seat(canvas, pen, view, names, seat, y, panels[seat], say) + PANEL_GAP
    dead = draw_dead_cards(canvas, pen, view.get("dead", []), y, say)
    y += dead + PANEL_GAP if dead else 0
    draw_summary(canvas, pen, view, names, y, say)
    return canvas
