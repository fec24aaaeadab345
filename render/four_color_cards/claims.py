"""The seat's legal claims on the card in play, each as the hand cards it would use beside the ringed card."""

from __future__ import annotations

from collections import Counter

from PIL import Image, ImageDraw

from games.contract import JSON
from render.common import text_width
from render.four_color_cards import style as st
from render.four_color_cards.cards import card, paste, ring
from render.four_color_cards.melds import meld_width
from render.four_color_cards.text import bold_face, draw_bounded, draw_text
from render.words import Words

CLAIM_GAP = 16  # between two claims on a line
LABEL_SIZE = 17  # a claim's name ("Pong 碰"): 11 px once the picture is shown 400 px wide, as a meld's label
ROW_H = st.SIZES["meld"].height + 34  # a claim's label and its cards


def claim_cards(view: JSON) -> Counter[str]:
    """How many copies of each hand card some legal claim would use (the most any one claim needs)."""
    needed: Counter[str] = Counter()
    for claim in view.get("claims", []):
        for code, count in Counter(claim.get("hand_cards", [])).items():
            needed[code] = max(needed[code], count)
    return needed


def _claims_layout(view: JSON) -> list[tuple[str, list[str]]]:
    return [
        (str(claim.get("move", "")), list(claim.get("hand_cards", [])))
        for claim in view.get("claims", [])
        if claim.get("move") != "pass"
    ]


CLAIMS = ("hu", "kong", "pong", "pair", "general", "command", "field", "soldiers", "pass")


def claim_label(move: str, say: Words) -> str:
    """A claim as the picture names it ("Pong 碰", "3 soldiers"); a move it does not know, as written."""
    words = move.split(" ")
    if words[0] == "soldiers":
        # The soldiers named plus the one in play: 3 or 4, named as the meld they make ("三色兵卒", a number
        # word and no digit where the language writes it so).
        return say(f"meld.soldiers{len(words)}")
    return say(f"claim.{words[0]}") if words[0] in CLAIMS else move


def _claim_width(label: str, cards: list[str], in_play: str) -> int:
    return max(meld_width([*cards, in_play], "meld") + 10, text_width(label, LABEL_SIZE, bold_face))


def claims_height(view: JSON, say: Words) -> int:
    claims = _claims_layout(view)
    if not claims:
        return 0
    # Any card stands in for the one in play here: every card is as wide as any other.
    widths = [_claim_width(claim_label(move, say), cards, "rg") for move, cards in claims]
    rows, used = 1, 0
    for width in widths:
        if used and used + width + CLAIM_GAP > st.CONTENT_W:
            rows += 1
            used = 0
        used += width + CLAIM_GAP
    return 34 + rows * ROW_H + 4


def draw_claims(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, top: int, say: Words) -> int:
    height = claims_height(view, say)
    in_play = (view.get("in_play") or {}).get("card")
    if not height or not in_play:
        return 0
    spec = st.SIZES["meld"]
    pen.rounded_rectangle((st.MARGIN, top, st.WIDTH - st.MARGIN, top + height), radius=12, fill=st.FELT_DARK)
    draw_bounded(canvas, (st.MARGIN + 12, top + 9), say("your_claims"), 15, st.CONTENT_W, st.SOFT, bold_face)
    x, y = st.MARGIN + 12, top + 34
    for move, cards in _claims_layout(view):
        label = claim_label(move, say)
        width = _claim_width(label, cards, in_play)
        if x > st.MARGIN + 12 and x + width > st.WIDTH - st.MARGIN - 12:
            x = st.MARGIN + 12
            y += ROW_H
        draw_text(canvas, (x, y), label, LABEL_SIZE, st.GOLD, bold_face)
        cx = x
        for code in cards:
            paste(canvas, card(code, "meld"), (cx, y + 24))
            cx += spec.width + 2
        if cards:
            cx += 8
        ring(pen, (cx, y + 24, cx + spec.width, y + 24 + spec.height), st.GOLD, 2)
        paste(canvas, card(in_play, "meld"), (cx, y + 24))
        x += width + CLAIM_GAP
    return height
