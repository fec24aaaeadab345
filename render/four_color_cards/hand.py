"""The private picture, drawn from one seat's view: its hand by colour, its claims on the card in play, its melds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.contract import JSON
from games.four_color_cards.cards import COLOUR_LETTERS, GENERAL, rank_of
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, card_order, dimmed_card, paste, ring, shape_sprite
from render.four_color_cards.claims import claim_cards, claim_label, claims_height, draw_claims
from render.four_color_cards.header import draw_header, draw_in_play, game_over_lines, source_line
from render.four_color_cards.melds import draw_melds, melds_height
from render.four_color_cards.text import (
    Line,
    StatusLine,
    bold_face,
    draw_bounded,
    draw_status,
    status_height,
)
from render.words import Words

HAND_ROW_H = st.SIZES["hand"].height + 20
HAND_LABEL_W = 40
BADGE_SHAPE = 13  # the colour's shape on a hand row's badge
HAND_ROOM = st.CONTENT_W - HAND_LABEL_W
HAND_STEP = st.SIZES["hand"].width + 4
# Cards per line before a colour wraps onto a second line (edges may touch, glyphs never hide).
HAND_PER_LINE = (HAND_ROOM - st.SIZES["hand"].width) // (st.SIZES["hand"].width + 2) + 1
STATUS_X = st.MARGIN + 8 + st.SIZES["big"].width + 20  # right of the card in play
STATUS_ROOM = st.WIDTH - STATUS_X - st.MARGIN - 8
FACTS_H = 28  # the line of counts under the status


def _hand_lines(hand: Sequence[str]) -> list[list[str]]:
    """The hand sorted by colour then rank: one line per colour, long colours split over several lines."""
    ordered = sorted(hand, key=card_order)
    lines: list[list[str]] = []
    for letter in COLOUR_LETTERS:
        row = [c for c in ordered if c[0] == letter]
        lines.extend(row[i : i + HAND_PER_LINE] for i in range(0, len(row), HAND_PER_LINE))
    return lines


def _draw_colour_badge(canvas: Image.Image, pen: ImageDraw.ImageDraw, letter: str, y: int, say: Words) -> None:
    colour = st.CARD_COLOURS[letter]
    pen.rounded_rectangle((st.MARGIN + 10, y + 10, st.MARGIN + 40, y + 54), radius=8, fill=colour.face)
    # The colour's shape, as on its cards' corners: no letter of one language.
    paste(canvas, shape_sprite(letter, BADGE_SHAPE), (st.MARGIN + 25 - BADGE_SHAPE // 2, y + 23 - BADGE_SHAPE // 2))
    # The colour's character as the cards' world writes it (紅), or as the reader's script does (红 in Simplified).
    draw_bounded(canvas, (st.MARGIN + 25, y + 43), say(f"colour.{letter}"), 13, 26, colour.ink, bold_face, "mm")


def _draw_hand(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, top: int, say: Words) -> int:
    """The hand in one row per colour, ranks in order; claimable cards ringed, generals dimmed when discarding."""
    spec = st.SIZES["hand"]
    marked = claim_cards(view)
    used: Counter[str] = Counter()
    discarding = (view.get("prompt") or {}).get("kind") == "discard" and view.get("awaiting_you")
    y = top
    previous = ""
    for line in _hand_lines(view.get("hand", [])):
        if line[0][0] != previous:  # the colour's badge, on its first line only
            _draw_colour_badge(canvas, pen, line[0][0], y, say)
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


def _private_status(view: JSON, names: Sequence[str], say: Words) -> list[StatusLine]:
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind")
    if kind == "discard":
        if view.get("awaiting_you"):
            return [(say("your_discard"), st.GOLD, True), (say("no_general_discard"), st.SOFT, False)]
        turn = (st.seat_name(names, prompt.get("seat"), say),)
        return [(Line(lambda name: say("to_discard", name=name), turn), st.CREAM, True)]
    if kind == "claim_window":
        answer = view.get("your_answer")
        claims = [c for c in view.get("claims", []) if c.get("move") != "pass"]
        if answer == "pass":
            first: StatusLine = (say("you_passed"), st.GOLD, True)
        elif answer is not None:
            first = (say("you_claimed", claim=claim_label(answer, say)), st.GOLD, True)
        elif claims and view.get("awaiting_you"):
            first = (say("you_may_claim"), st.GOLD, True)
        else:
            first = (say("no_claim"), st.CREAM, True)
        return [first, (source_line(prompt, names, say), st.SOFT, False)]
    return game_over_lines(view, names, say)


def _facts_y(view: JSON, names: Sequence[str], say: Words) -> int:
    """Where the line of counts sits under the header: at the band's foot, or under status lines that wrapped."""
    status = status_height(_private_status(view, names, say), STATUS_ROOM)
    return max(st.CENTRE_H - FACTS_H, 14 + status + 2)


def _private_height(view: JSON, names: Sequence[str], say: Words) -> int:
    rows = len(_hand_lines(view.get("hand", []))) or 1
    height = st.HEADER_H + _facts_y(view, names, say) + FACTS_H + rows * HAND_ROW_H + 8
    claims = claims_height(view, say)
    if claims:
        height += claims + 8
    mine = view["seats"][view["you"]].get("melds", [])
    if mine:
        height += 30 + melds_height(mine, "meld", st.CONTENT_W, say) + 8
    return height + st.MARGIN


def hand_picture(view: JSON, names: Sequence[str], say: Words) -> Image.Image:
    seat = int(view["you"])
    canvas = Image.new("RGB", (st.WIDTH, _private_height(view, names, say)), st.FELT)
    pen = ImageDraw.Draw(canvas)
    info = view["seats"][seat]
    title = Line(lambda name: say("hand_title", name=name), (st.seat_name(names, seat, say),))
    draw_header(canvas, pen, view, title, say)
    top = st.HEADER_H
    draw_in_play(canvas, pen, view, top)
    draw_status(canvas, _private_status(view, names, say), STATUS_X, top + 14, STATUS_ROOM)
    facts = " · ".join(
        (
            say("hand_cards", count=len(view.get("hand", []))),
            say("chips", count=info["chips"]),
            say("stock_left", count=view.get("stock", 0)),
        )
    )
    facts_y = top + _facts_y(view, names, say)
    draw_bounded(canvas, (STATUS_X, facts_y), facts, 15, STATUS_ROOM, st.SOFT, floor=12)
    y = facts_y + FACTS_H
    y += _draw_hand(canvas, pen, view, y, say) + 8
    claims = draw_claims(canvas, pen, view, y, say)
    y += claims + 8 if claims else 0
    mine = info.get("melds", [])
    if mine:
        melds_title = say("your_melds", count=info.get("table_points", 0))
        draw_bounded(canvas, (st.MARGIN + 12, y + 4), melds_title, 14, st.CONTENT_W, st.SOFT, bold_face)
        draw_melds(canvas, pen, mine, st.MARGIN + 12, y + 30, st.CONTENT_W, say=say)
    return canvas
