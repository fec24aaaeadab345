"""The top both pictures share: the title bar, the card in play, and the lines shown once the game is over."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.contract import JSON
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste, ring
from render.four_color_cards.text import Line, StatusLine, bold_face, draw_fitted, draw_text, fit, wrap
from render.words import Words

TITLE_X = st.MARGIN + 76  # after the gold 四色牌
ROUND_ROOM = 150  # the round counter on the right
GAP = 12  # between the title and the round counter
TITLE_STEP = 17  # between the title's two lines when a long name wraps it


def draw_header(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, title: Line, say: Words) -> None:
    pen.rectangle((0, 0, st.WIDTH, st.HEADER_H), fill=st.FELT_DARK)
    draw_text(canvas, (st.MARGIN + 2, 23), "四色牌", 22, st.GOLD, bold_face, "lm")
    rounds = fit(say("round", round=view.get("round", 1), rounds=view.get("rounds", "?")), 16, ROUND_ROOM, bold_face)
    draw_text(canvas, (st.WIDTH - st.MARGIN - 2, 24), rounds.text, rounds.size, st.SOFT, bold_face, "rm")
    room = st.WIDTH - st.MARGIN - 2 - rounds.width - GAP - TITLE_X
    # A private picture's title holds the player's name: never cut, it takes the bar's second line if need be.
    lines = wrap(title, 17, room, bold_face, floor=14, most=2)
    y = 24 - TITLE_STEP * (len(lines) - 1) / 2
    for line in lines:
        draw_fitted(canvas, (TITLE_X, y), line, st.CREAM, bold_face, "lm")
        y += TITLE_STEP


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


def source_line(prompt: JSON, names: Sequence[str], say: Words) -> Line:
    """Where the card in play comes from: discarded by a seat, or turned from the stock by one."""
    key = "turned_by" if prompt.get("source") == "draw" else "discarded_by"
    return Line(lambda name: say(key, name=name), (st.seat_name(names, prompt.get("from"), say),))


def game_over_lines(view: JSON, names: Sequence[str], say: Words) -> list[StatusLine]:
    chips = [s["chips"] for s in view["seats"]]
    best = max(chips)
    winners = tuple(st.seat_name(names, s, say) for s, c in enumerate(chips) if c == best)
    if len(winners) == 1:
        line = Line(lambda name: say("winner", name=name), winners)
    else:
        line = Line(lambda *shown: say("winners", names=st.name_list(shown, say)), winners)
    return [(Line.of(say("game_over")), st.GOLD, True), (line, st.CREAM, False)]
