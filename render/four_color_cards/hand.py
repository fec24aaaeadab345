"""The private picture, drawn from one seat's view: its hand by colour, its claims on the card in play, its melds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.contract import JSON
from games.four_color_cards.cards import COLOUR_LETTERS, GENERAL, rank_of
from render.common import fit_text
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, card_order, dimmed_card, paste, ring
from render.four_color_cards.claims import claim_cards, claims_height, draw_claims
from render.four_color_cards.header import draw_header, draw_in_play, game_over_lines
from render.four_color_cards.melds import draw_melds, melds_height
from render.four_color_cards.text import StatusLine, bold_face, draw_status, draw_text, regular_face

HAND_ROW_H = st.SIZES["hand"].height + 20
HAND_LABEL_W = 40
HAND_ROOM = st.CONTENT_W - HAND_LABEL_W
HAND_STEP = st.SIZES["hand"].width + 4
# Cards per line before a colour wraps onto a second line (edges may touch, glyphs never hide).
HAND_PER_LINE = (HAND_ROOM - st.SIZES["hand"].width) // (st.SIZES["hand"].width + 2) + 1


def _points(points: int) -> str:
    return f"{points} point{'' if points == 1 else 's'}"


def _hand_lines(hand: Sequence[str]) -> list[list[str]]:
    """The hand sorted by colour then rank: one line per colour, long colours split over several lines."""
    ordered = sorted(hand, key=card_order)
    lines: list[list[str]] = []
    for letter in COLOUR_LETTERS:
        row = [c for c in ordered if c[0] == letter]
        lines.extend(row[i : i + HAND_PER_LINE] for i in range(0, len(row), HAND_PER_LINE))
    return lines


def _draw_colour_badge(canvas: Image.Image, pen: ImageDraw.ImageDraw, letter: str, y: int) -> None:
    colour = st.CARD_COLOURS[letter]
    pen.rounded_rectangle((st.MARGIN + 10, y + 10, st.MARGIN + 40, y + 54), radius=8, fill=colour.face)
    draw_text(canvas, (st.MARGIN + 25, y + 23), colour.letter, 15, colour.ink, bold_face, "mm")
    draw_text(canvas, (st.MARGIN + 25, y + 43), colour.hanzi, 13, colour.ink, bold_face, "mm")


def _draw_hand(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, top: int) -> int:
    """The hand in one row per colour, ranks in order; claimable cards ringed, generals dimmed when discarding."""
    spec = st.SIZES["hand"]
    marked = claim_cards(view)
    used: Counter[str] = Counter()
    discarding = (view.get("prompt") or {}).get("kind") == "discard" and view.get("awaiting_you")
    y = top
    previous = ""
    for line in _hand_lines(view.get("hand", [])):
        if line[0][0] != previous:  # the colour's badge, on its first line only
            _draw_colour_badge(canvas, pen, line[0][0], y)
            previous = line[0][0]
        step = HAND_STEP
        if len(line) > 1 and (len(line) - 1) * step + spec.width > HAND_ROOM:
            step = (HAND_ROOM - spec.width) // (len(line) - 1)
        left = st.MARGIN + 12 + HAND_LABEL_W
        for index, code in enumerate(line):
            x = left + index * step
            lift = 0
            if used[code] < marked[code]:
                used[code] += 1
                lift = 5
                ring(pen, (x, y + 7 - lift, x + spec.width, y + 7 - lift + spec.height), st.GOLD, 3)
                bar_y = y + 7 + spec.height + 4
                pen.rounded_rectangle((x + 6, bar_y, x + spec.width - 6, bar_y + 3), radius=1, fill=st.GOLD)
            dimmed = discarding and rank_of(card_order(code)) == GENERAL  # generals can never be discarded
            paste(canvas, dimmed_card(code, "hand") if dimmed else card(code, "hand"), (x, y + 7 - lift))
        y += HAND_ROW_H
    return y - top


def _private_status(view: JSON, names: Sequence[str]) -> list[StatusLine]:
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind")
    if kind == "discard":
        if view.get("awaiting_you"):
            return [("Your turn: discard a card", st.GOLD, True), ("Generals cannot be discarded", st.SOFT, False)]
        return [(f"{st.seat_name(names, prompt.get('seat'))} to discard", st.CREAM, True)]
    if kind == "claim_window":
        source, origin = prompt.get("source"), prompt.get("from")
        where = (
            f"Turned from the stock by {st.seat_name(names, origin)}"
            if source == "draw"
            else f"Discarded by {st.seat_name(names, origin)}"
        )
        answer = view.get("your_answer")
        claims = [c for c in view.get("claims", []) if c.get("move") != "pass"]
        if answer is not None:
            first = (f"You answered: {answer}", st.GOLD, True)
        elif claims and view.get("awaiting_you"):
            first = ("You may claim this card", st.GOLD, True)
        else:
            first = ("No claim for you on this card", st.CREAM, True)
        return [first, (where, st.SOFT, False)]
    return game_over_lines(view, names)


def _private_height(view: JSON) -> int:
    rows = len(_hand_lines(view.get("hand", []))) or 1
    height = st.HEADER_H + st.CENTRE_H + rows * HAND_ROW_H + 8
    claims = claims_height(view)
    if claims:
        height += claims + 8
    mine = view["seats"][view["you"]].get("melds", [])
    if mine:
        height += 30 + melds_height(mine, "meld", st.CONTENT_W) + 8
    return height + st.MARGIN


def hand_picture(view: JSON, names: Sequence[str]) -> Image.Image:
    seat = int(view["you"])
    canvas = Image.new("RGB", (st.WIDTH, _private_height(view)), st.FELT)
    pen = ImageDraw.Draw(canvas)
    info = view["seats"][seat]
    draw_header(canvas, pen, view, fit_text(f"{st.seat_name(names, seat)}'s hand", 17, 300, regular_face))
    top = st.HEADER_H
    slot = draw_in_play(canvas, pen, view, top)
    x = slot[2] + 20
    room = st.WIDTH - x - st.MARGIN - 8
    draw_status(canvas, _private_status(view, names), x, top + 14, room)
    facts = f"{len(view.get('hand', []))} cards in hand · {info['chips']} chips · stock {view.get('stock', 0)}"
    draw_text(canvas, (x, top + st.CENTRE_H - 28), fit_text(facts, 15, room, regular_face), 15, st.SOFT)
    y = top + st.CENTRE_H
    y += _draw_hand(canvas, pen, view, y) + 8
    claims = draw_claims(canvas, pen, view, y)
    y += claims + 8 if claims else 0
    mine = info.get("melds", [])
    if mine:
        melds_title = f"Your table melds · {_points(info.get('table_points', 0))}"
        draw_text(canvas, (st.MARGIN + 12, y + 4), melds_title, 14, st.SOFT, bold_face)
        draw_melds(canvas, pen, mine, st.MARGIN + 12, y + 30, st.CONTENT_W)
    return canvas
