"""Pictures for Four Color Cards (四色牌): the table everyone sees and each player's own hand.

Both pictures are drawn from views only. The public picture reads the spectator view, which never says who holds
what or who could claim the card in play; the private picture adds the seat's hand and its legal claims.

Card faces carry the printed character of the rank (帥仕相俥傌炮兵 on red and yellow cards, 將士象車馬包卒 on
green and white ones, as the engine's ``cards`` module says) in the colour's ink, and, so that the colour never
depends on hue alone, the colour's initial letter and a shape per colour: red ●, yellow ▲, green ■, white ◇.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.contract import JSON
from games.four_color_cards.cards import COLOUR_LETTERS, GENERAL, glyph, parse_code, rank_of
from render.common import Palette, font, sprite
from render.fonts import noto_sans_tc, supports

WIDTH = 600
MARGIN = 12
SCALE = 3  # sprites are drawn this many times larger, then shrunk: smooth corners and glyph edges

RGB = tuple[int, int, int]

FELT: RGB = (30, 88, 60)
FELT_DARK: RGB = (20, 64, 43)
PANEL: RGB = (39, 105, 73)
PANEL_LIT: RGB = (52, 124, 88)
CREAM: RGB = (250, 244, 228)
SOFT: RGB = (190, 214, 198)
GOLD: RGB = (246, 190, 58)
BACK: RGB = (128, 30, 42)
BACK_TRIM: RGB = (236, 206, 150)


@dataclass(frozen=True)
class CardColour:
    """How one of the four card colours is drawn; the letter and shape make it readable without hue."""

    letter: str
    hanzi: str
    face: RGB
    ink: RGB
    shape: str  # circle, triangle, square, diamond (drawn hollow for white)


CARD_COLOURS: dict[str, CardColour] = {
    "r": CardColour("R", "紅", (253, 231, 226), (190, 30, 40), "circle"),
    "y": CardColour("Y", "黃", (253, 238, 184), (150, 100, 0), "triangle"),
    "g": CardColour("G", "綠", (220, 241, 227), (0, 112, 66), "square"),
    "w": CardColour("W", "白", (255, 255, 255), (50, 60, 92), "diamond"),
}


@dataclass(frozen=True)
class CardSize:
    width: int
    height: int
    glyph: int  # pixel size of the rank character
    corner: int  # pixel size of the colour letter; 0 draws no letter


SIZES: dict[str, CardSize] = {
    "big": CardSize(66, 92, 46, 15),
    "hand": CardSize(44, 62, 30, 11),
    "meld": CardSize(32, 45, 22, 9),
    "mini": CardSize(24, 34, 18, 0),
}

MELD_LABELS: dict[str, str] = {
    "general": "general",
    "command": "command",
    "field": "field",
    "soldiers3": "3 soldiers",
    "soldiers4": "4 soldiers",
    "pair": "pair",
    "triple": "pong",
    "quad": "kong",
    "general_quad": "4 generals",
}

CLAIM_LABELS: dict[str, str] = {
    "hu": "Hu 胡: win",
    "kong": "Kong 槓",
    "pong": "Pong 碰",
    "pair": "Pair 對",
    "general": "General",
    "command": "Command",
    "field": "Field",
    "soldiers": "Soldiers",  # "3 soldiers" / "4 soldiers" once the cards are counted, see _claim_label
    "pass": "Pass",
}


# Text -------------------------------------------------------------------------------------------------------


def _font(text: str, size: int, bold: bool = False) -> Any:
    """The shipped Noto Sans TC when it has every glyph, else the house font (e.g. a name in another script)."""
    return noto_sans_tc(size, bold) if supports(text) else font(size)


@lru_cache(maxsize=4096)
def _width(text: str, size: int, bold: bool = False) -> int:
    left, _top, right, _bottom = _font(text, size, bold).getbbox(text)
    return int(right - left)


def _fit(text: str, size: int, width: int, bold: bool = False) -> str:
    if _width(text, size, bold) <= width:
        return text
    while text and _width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int, int]:
    """The coverage mask of ``text``, its offset from the anchor point, and its advance width.

    Drawing a string with FreeType costs far more than pasting it, and a table repeats the same labels, numbers and
    names picture after picture, so each string is rasterised once (bounded, unlike the sprite cache).
    """
    face = _font(text, size, bold)
    left, top, right, bottom = face.getbbox(text, anchor=anchor)
    mask = Image.new("L", (max(1, int(right - left)), max(1, int(bottom - top))), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, int(left), int(top), int(face.getlength(text))


def _text(
    canvas: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    bold: bool = False,
    anchor: str = "la",
) -> int:
    """Draw ``text`` and return its advance width."""
    mask, left, top, advance = _text_mask(text, size, bold, anchor)
    canvas.paste(fill, (round(xy[0]) + left, round(xy[1]) + top), mask)
    return advance


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "?"
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


# Card sprites -----------------------------------------------------------------------------------------------


def _shape(pen: ImageDraw.ImageDraw, shape: str, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    if shape == "circle":
        pen.ellipse(box, fill=ink)
    elif shape == "triangle":
        pen.polygon([((x0 + x1) / 2, y0), (x1, y1), (x0, y1)], fill=ink)
    elif shape == "square":
        pen.rectangle(box, fill=ink)
    else:  # white: a hollow diamond
        middle_x, middle_y = (x0 + x1) / 2, (y0 + y1) / 2
        width = max(2, round((x1 - x0) / 4))
        pen.polygon([(middle_x, y0), (x1, middle_y), (middle_x, y1), (x0, middle_y)], outline=ink, width=width)


def _shrink(big: Image.Image, size: tuple[int, int]) -> Image.Image:
    return big.resize(size, Image.Resampling.LANCZOS)


def card(code: str, size: str = "hand") -> Image.Image:
    """The face of the card written ``code`` (e.g. ``rc``), an RGBA sprite."""

    def draw() -> Image.Image:
        spec = SIZES[size]
        colour = CARD_COLOURS[code[0]]
        card_type = parse_code(code)
        assert card_type is not None, code
        w, h = spec.width * SCALE, spec.height * SCALE
        image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        pen = ImageDraw.Draw(image)
        radius = max(3, spec.width // 7) * SCALE
        pen.rounded_rectangle((0, 0, w - 1, h - 1), radius=radius, fill=colour.ink)
        edge = max(1, spec.width // 22) * SCALE
        pen.rounded_rectangle((edge, edge, w - 1 - edge, h - 1 - edge), radius=radius - edge, fill=colour.face)
        glyph_y = h * (0.54 if spec.corner else 0.5)
        pen.text(
            (w / 2, glyph_y),
            glyph(card_type),
            font=noto_sans_tc(spec.glyph * SCALE, bold=True),
            fill=colour.ink,
            anchor="mm",
        )
        if spec.corner:
            corner = spec.corner * SCALE
            pen.text((edge * 3, edge * 2), colour.letter, font=noto_sans_tc(corner, True), fill=colour.ink)
            mark = corner * 0.7
            _shape(pen, colour.shape, (w - edge * 3 - mark, edge * 3, w - edge * 3, edge * 3 + mark), colour.ink)
        else:  # too small for a letter: the colour's shape alone, in the corner
            mark = spec.width * SCALE * 0.22
            _shape(pen, colour.shape, (edge * 2.5, edge * 2.5, edge * 2.5 + mark, edge * 2.5 + mark), colour.ink)
        return _shrink(image, (spec.width, spec.height))

    return sprite(("four_color_cards.card", code, size), draw)


def card_back(size: str = "meld") -> Image.Image:
    def draw() -> Image.Image:
        spec = SIZES[size]
        w, h = spec.width * SCALE, spec.height * SCALE
        image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        pen = ImageDraw.Draw(image)
        radius = max(3, spec.width // 7) * SCALE
        pen.rounded_rectangle((0, 0, w - 1, h - 1), radius=radius, fill=BACK_TRIM)
        inset = max(2, spec.width // 11) * SCALE
        pen.rounded_rectangle((inset, inset, w - 1 - inset, h - 1 - inset), radius=radius // 2, fill=BACK)
        centre_x, centre_y, reach = w / 2, h / 2, w / 4
        pen.polygon(
            [
                (centre_x, centre_y - reach),
                (centre_x + reach, centre_y),
                (centre_x, centre_y + reach),
                (centre_x - reach, centre_y),
            ],
            outline=BACK_TRIM,
            width=max(1, spec.width // 16) * SCALE,
        )
        return _shrink(image, (spec.width, spec.height))

    return sprite(("four_color_cards.back", size), draw)


def dimmed_card(code: str, size: str = "hand") -> Image.Image:
    """A face sunk into the felt: a card that may not be played now."""

    def draw() -> Image.Image:
        face = card(code, size)
        shade = Image.new("RGBA", face.size, (*FELT_DARK, 255))
        dimmed = Image.blend(face, shade, 0.55)
        dimmed.putalpha(face.getchannel("A"))
        return dimmed

    return sprite(("four_color_cards.dimmed", code, size), draw)


def _points(points: int) -> str:
    return f"{points} point{'' if points == 1 else 's'}"


def _paste(canvas: Image.Image, piece: Image.Image, xy: tuple[int, int]) -> None:
    canvas.paste(piece, xy, piece)


def _sort_key(code: str) -> int:
    card_type = parse_code(code)
    return -1 if card_type is None else card_type


def _ring(pen: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: RGB = GOLD, width: int = 3) -> None:
    x0, y0, x1, y1 = box
    pen.rounded_rectangle(
        (x0 - width, y0 - width, x1 + width - 1, y1 + width - 1), radius=8, outline=colour, width=width
    )


# Meld rows --------------------------------------------------------------------------------------------------


def _meld_width(cards: Sequence[str], size: str) -> int:
    spec = SIZES[size]
    return len(cards) * (spec.width + 2) - 2


def _meld_rows(melds: Sequence[Sequence[str]], size: str, width: int, gap: int) -> list[list[int]]:
    """Indices of the melds on each line when they flow left to right within ``width``."""
    rows: list[list[int]] = [[]]
    used = 0
    for index, cards in enumerate(melds):
        needed = _meld_width(cards, size)
        if rows[-1] and used + gap + needed > width:
            rows.append([])
            used = 0
        used += needed + (gap if rows[-1] else 0)
        rows[-1].append(index)
    return rows


def _draw_melds(
    canvas: Image.Image,
    pen: ImageDraw.ImageDraw,
    melds: Sequence[dict[str, Any]],
    x: int,
    y: int,
    width: int,
    size: str = "meld",
    gold: Iterable[int] = (),
    gold_card: str | None = None,
) -> int:
    """Draw melds (dicts with ``cards`` and ``points``) with their points underneath; returns the height used.

    In the melds listed in ``gold`` the first card written ``gold_card`` gets a ring (the winning card).
    """
    spec = SIZES[size]
    gap = 10
    line = spec.height + 17
    rings = set(gold)
    rows = _meld_rows([m["cards"] for m in melds], size, width, gap)
    for row_index, row in enumerate(rows):
        left = x
        top = y + row_index * line
        for index in row:
            meld = melds[index]
            ringed = index in rings
            for position, code in enumerate(meld["cards"]):
                cx = left + position * (spec.width + 2)
                if ringed and code == gold_card:
                    _ring(pen, (cx, top, cx + spec.width, top + spec.height), width=2)
                    ringed = False
                _paste(canvas, card(code, size), (cx, top))
            meld_w = _meld_width(meld["cards"], size)
            points = f"+{meld.get('points', 0)}"
            label = f"{MELD_LABELS.get(meld.get('kind', ''), '')} {points}".strip()
            if _width(label, 12) > meld_w + gap - 2:
                label = points  # a lone general's card is too narrow for its name
            _text(canvas, (left + meld_w / 2, top + spec.height + 2), label, 12, SOFT, anchor="ma")
            left += meld_w + gap
    return len(rows) * line if melds else 0


def _melds_height(melds: Sequence[dict[str, Any]], size: str, width: int) -> int:
    if not melds:
        return 0
    return len(_meld_rows([m["cards"] for m in melds], size, width, 10)) * (SIZES[size].height + 17)


# The public table -------------------------------------------------------------------------------------------


def _status(view: JSON, names: Sequence[str]) -> list[tuple[str, RGB, bool]]:
    """Lines saying what happens now, from the prompt only (never who could claim what)."""
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind")
    if kind == "discard":
        return [(f"{_name(names, prompt.get('seat'))} to discard", GOLD, True)]
    if kind == "claim_window":
        source, origin = prompt.get("source"), prompt.get("from")
        others = [s for s in range(view["players"]) if s not in prompt.get("eligible_by_position", [])]
        anyone = "everyone" if not others else "all but " + ", ".join(_name(names, s) for s in others)
        chi = ", ".join(_name(names, s) for s in prompt.get("other_melds_by_position", [])) or "nobody"
        lines = [
            ("Claim or pass", GOLD, True),
            (f"Hu, kong, pong: {anyone}", CREAM, False),
            (f"Other melds: {chi}", CREAM, False),
        ]
        if source == "draw":
            lines.insert(1, (f"Turned from the stock by {_name(names, origin)}", SOFT, False))
        else:
            lines.insert(1, (f"Discarded by {_name(names, origin)}", SOFT, False))
        return lines
    return _game_over(view, names)


def _game_over(view: JSON, names: Sequence[str]) -> list[tuple[str, RGB, bool]]:
    chips = [s["chips"] for s in view["seats"]]
    best = max(chips)
    winners = " and ".join(_name(names, s) for s, c in enumerate(chips) if c == best)
    return [
        ("Game over", GOLD, True),
        (f"{winners} {'wins' if chips.count(best) == 1 else 'share first place'}", CREAM, False),
    ]


def _seat_tags(view: JSON, seat: int) -> list[tuple[str, RGB]]:
    prompt = view.get("prompt") or {}
    tags: list[tuple[str, RGB]] = []
    if prompt.get("kind") == "discard" and prompt.get("seat") == seat:
        tags.append(("to discard", GOLD))
    if prompt.get("kind") == "claim_window":
        if prompt.get("from") == seat:
            tags.append(("discarded" if prompt.get("source") == "discard" else "turned it", SOFT))
        if seat in prompt.get("other_melds_by_position", []):
            tags.append(("any meld", GOLD))
        elif seat in prompt.get("eligible_by_position", []):
            tags.append(("hu · kong · pong", PANEL_LIT))
    return tags


def _pill(canvas: Image.Image, pen: ImageDraw.ImageDraw, x: int, y: int, text: str, colour: RGB) -> int:
    width = _width(text, 13, True) + 14
    pen.rounded_rectangle((x, y, x + width, y + 22), radius=10, fill=colour)
    ink = FELT_DARK if colour in (GOLD, SOFT) else CREAM
    _text(canvas, (x + width / 2, y + 11), text, 13, ink, bold=True, anchor="mm")
    return width


def _seat_panel_height(seat_view: dict[str, Any]) -> int:
    melds = seat_view.get("melds", [])
    body = _melds_height(melds, "meld", WIDTH - 2 * MARGIN - 24) if melds else 22
    return 40 + body + 10


def _draw_seat(
    canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], seat: int, top: int
) -> int:
    info = view["seats"][seat]
    height = _seat_panel_height(info)
    prompt = view.get("prompt") or {}
    lit = prompt.get("kind") == "discard" and prompt.get("seat") == seat
    left, right = MARGIN, WIDTH - MARGIN
    pen.rounded_rectangle((left, top, right, top + height), radius=12, fill=PANEL_LIT if lit else PANEL)
    if lit:
        pen.rounded_rectangle((left, top, left + 6, top + height), radius=3, fill=GOLD)
    seat_colour = Palette.seats[seat % len(Palette.seats)]
    pen.ellipse((left + 12, top + 12, left + 26, top + 26), fill=seat_colour, outline=CREAM, width=2)
    # Right side, right to left: chips, hand size, points on the table.
    melds = info.get("melds", [])
    chips = f"{info['chips']} chips"
    chips_w = _width(chips, 15, True)
    _text(canvas, (right - 12, top + 19), chips, 15, GOLD if info["chips"] >= 0 else (255, 140, 120), True, "rm")
    hand_x = right - 12 - chips_w - 14 - 26 - _width(f"×{info['hand_size']}", 15, True)
    _paste(canvas, card_back("mini"), (hand_x, top + 3))
    _text(canvas, (hand_x + 28, top + 19), f"×{info['hand_size']}", 15, CREAM, True, "lm")
    info_x = hand_x
    if melds:
        total = info.get("table_points", sum(m.get("points", 0) for m in melds))
        points = f"{total} pt{'' if total == 1 else 's'}"
        info_x -= _width(points, 14) + 14
        _text(canvas, (info_x, top + 19), points, 14, SOFT, anchor="lm")
    # Left side: name, then tags.
    tags = _seat_tags(view, seat)
    name_room = info_x - (left + 34) - 12 - sum(_width(t, 13, True) + 20 for t, _ in tags)
    name = _fit(_name(names, seat), 18, max(60, name_room), bold=True)
    x = left + 34 + _text(canvas, (left + 34, top + 19), name, 18, CREAM, True, "lm") + 10
    for text, colour in tags:
        x += _pill(canvas, pen, x, top + 8, text, colour) + 6
    if melds:
        _draw_melds(canvas, pen, melds, left + 12, top + 40, right - left - 24)
    else:
        _text(canvas, (left + 34, top + 40), "no melds on the table", 14, SOFT)
    return height


def _dead_height(dead: Sequence[str]) -> int:
    if not dead:
        return 0
    return 34 + len(_dead_rows(dead)) * (SIZES["mini"].height + 4) + 6


def _dead_rows(dead: Sequence[str]) -> list[list[tuple[int, str]]]:
    """Dead cards sorted by colour and rank, flowed into rows, a small gap between colours (x offsets)."""
    spec = SIZES["mini"]
    rows: list[list[tuple[int, str]]] = [[]]
    x = 0
    previous = None
    room = WIDTH - 2 * MARGIN - 24
    for code in sorted(dead, key=_sort_key):
        if previous is not None and code[0] != previous[0]:
            x += 8
        if x + spec.width > room:
            rows.append([])
            x = 0
        rows[-1].append((x, code))
        x += spec.width + 1
        previous = code
    return rows


def _draw_dead(canvas: Image.Image, pen: ImageDraw.ImageDraw, dead: Sequence[str], top: int) -> int:
    height = _dead_height(dead)
    if not height:
        return 0
    pen.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + height), radius=12, fill=FELT_DARK)
    _text(canvas, (MARGIN + 12, top + 9), f"Dead cards · {len(dead)}", 15, SOFT, True)
    for row_index, row in enumerate(_dead_rows(dead)):
        for x, code in row:
            _paste(canvas, card(code, "mini"), (MARGIN + 12 + x, top + 32 + row_index * (SIZES["mini"].height + 4)))
    return height


def _round_summary(record: dict[str, Any], names: Sequence[str]) -> list[str]:
    outcome = record.get("outcome")
    number = record.get("round", "?")
    if outcome == "draw" or record.get("finisher") is None:
        return [f"Round {number}: the stock ran out, a draw; nobody pays."]
    who = _name(names, record["finisher"])
    points, base, bonus = record.get("points", 0), record.get("base", 0), record.get("bonus", 0)
    how = {
        "hu": "called hu 胡",
        "exhausted_hand": "went out (no card left to discard)",
        "opening_hu": "called hu 胡 with the deal",
    }.get(str(outcome), str(outcome))
    score = f"{points} points" if not bonus else f"{points} points ({base} + bonus {bonus})"
    payments = record.get("payments", [])
    finisher = int(record["finisher"])
    if record.get("reached"):
        paid = max((-p for s, p in enumerate(payments) if s != finisher), default=0)
        result = f"{score}: each other player pays {paid}"
    else:
        paid = max((p for s, p in enumerate(payments) if s != finisher), default=0)
        result = f"{score}, below {record.get('threshold', 10)}: pays {paid} to each player (相公)"
    return [f"Round {number}: {who} {how}", result]


def _summary_melds(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [*record.get("table_melds", []), *record.get("hand_melds", [])]


def _summary_height(view: JSON, names: Sequence[str]) -> int:
    record = view.get("last_round")
    if not record:
        return 0
    height = 16 + 20 * len(_round_summary(record, names)) + 6
    melds = _summary_melds(record)
    if melds:
        height += _melds_height(melds, "mini", WIDTH - 2 * MARGIN - 24 - 60) + 4
    if view.get("phase") == "over":
        height += 28 + 24 * view["players"]
    return height + 8


def _draw_summary(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], top: int) -> int:
    height = _summary_height(view, names)
    record = view.get("last_round")
    if not height or not record:
        return 0
    pen.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + height), radius=12, fill=FELT_DARK)
    y = top + 10
    for index, line in enumerate(_round_summary(record, names)):
        room = WIDTH - 2 * MARGIN - 24
        _text(canvas, (MARGIN + 12, y), _fit(line, 15, room, index == 0), 15, CREAM if index == 0 else SOFT, index == 0)
        y += 20
    melds = _summary_melds(record)
    if melds:
        y += 4
        table = len(record.get("table_melds", []))
        winning = record.get("winning_card")
        # The winning card sits in the first hand meld that holds it (the engine's split puts it there).
        ring = next((i for i, m in enumerate(melds) if i >= table and winning in m["cards"]), None)
        used = _draw_melds(
            canvas,
            pen,
            melds,
            MARGIN + 12,
            y,
            WIDTH - 2 * MARGIN - 24 - 60,
            "mini",
            gold=() if ring is None else (ring,),
            gold_card=winning,
        )
        bonus = record.get("bonus_card")
        if bonus:
            _text(canvas, (WIDTH - MARGIN - 12, y), "bonus", 12, SOFT, anchor="ra")
            _paste(canvas, card(bonus, "mini"), (WIDTH - MARGIN - 12 - SIZES["mini"].width - 6, y + 15))
        y += used
    if view.get("phase") == "over":
        y += 6
        _text(canvas, (MARGIN + 12, y), "Final chips", 15, GOLD, True)
        y += 24
        order = sorted(range(view["players"]), key=lambda s: -view["seats"][s]["chips"])
        best = view["seats"][order[0]]["chips"]
        for seat in order:
            chips = view["seats"][seat]["chips"]
            colour = GOLD if chips == best else CREAM
            pen.ellipse((MARGIN + 14, y + 4, MARGIN + 26, y + 16), fill=Palette.seats[seat % len(Palette.seats)])
            _text(canvas, (MARGIN + 34, y), _fit(_name(names, seat), 15, 300, True), 15, colour, True)
            _text(
                canvas,
                (WIDTH - MARGIN - 12, y),
                f"{chips} chips{' ★' if chips == best else ''}",
                15,
                colour,
                True,
                "ra",
            )
            y += 24
    return height


CENTRE_H = 118


def _draw_header(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, subtitle: str) -> None:
    pen.rectangle((0, 0, WIDTH, 46), fill=FELT_DARK)
    _text(canvas, (MARGIN + 2, 23), "四色牌", 22, GOLD, True, "lm")
    _text(canvas, (MARGIN + 76, 24), _fit(subtitle, 17, 300), 17, CREAM, True, "lm")
    rounds = f"Round {view.get('round', 1)} / {view.get('rounds', '?')}"
    _text(canvas, (WIDTH - MARGIN - 2, 24), rounds, 16, SOFT, True, "rm")


def _draw_in_play(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, top: int) -> tuple[int, int, int, int]:
    """The card in play, big and ringed; an empty slot between windows, a star once the game is over."""
    big = SIZES["big"]
    slot = (MARGIN + 8, top + 12, MARGIN + 8 + big.width, top + 12 + big.height)
    over = view.get("phase") == "over"
    in_play = None if over else view.get("in_play")
    if in_play:
        _ring(pen, slot, GOLD, 3)
        _paste(canvas, card(in_play["card"], "big"), (slot[0], slot[1]))
    else:
        pen.rounded_rectangle(slot, radius=9, outline=GOLD if over else SOFT, width=2)
        centre = ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2)
        _text(canvas, centre, "★" if over else "—", 30 if over else 20, GOLD if over else SOFT, anchor="mm")
    return slot


def _draw_centre(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, names: Sequence[str], top: int) -> None:
    slot = _draw_in_play(canvas, pen, view, top)
    # The stock: a small pile of backs and its count.
    stock = int(view.get("stock", 0))
    pile_x = WIDTH - MARGIN - 70
    for layer in range(min(3, stock)):
        _paste(canvas, card_back("meld"), (pile_x + 18 - layer * 3, top + 16 - layer * 3))
    if not stock:
        pen.rounded_rectangle((pile_x + 18, top + 16, pile_x + 50, top + 61), radius=5, outline=SOFT, width=2)
    _text(canvas, (pile_x + 34, top + 72), f"Stock {stock}", 15, CREAM, True, "ma")
    x = slot[2] + 20
    y = top + 14
    room = pile_x - x - 8
    for text, colour, bold in _status(view, names):
        size = 19 if bold else 15
        _text(canvas, (x, y), _fit(text, size, room, bold), size, colour, bold)
        y += 27 if bold else 21


def _public_height(view: JSON, names: Sequence[str]) -> int:
    height = 46 + CENTRE_H
    height += sum(_seat_panel_height(s) + 8 for s in view["seats"])
    dead = _dead_height(view.get("dead", []))
    summary = _summary_height(view, names)
    height += (dead + 8 if dead else 0) + (summary + 8 if summary else 0)
    return height + MARGIN - 8


# The private hand -------------------------------------------------------------------------------------------


def _claim_cards(view: JSON) -> Counter[str]:
    """How many copies of each hand card some legal claim would use (the most any one claim needs)."""
    needed: Counter[str] = Counter()
    for claim in view.get("claims", []):
        for code, count in Counter(claim.get("hand_cards", [])).items():
            needed[code] = max(needed[code], count)
    return needed


HAND_ROW_H = SIZES["hand"].height + 20
HAND_LABEL_W = 40
HAND_ROOM = WIDTH - 2 * MARGIN - 24 - HAND_LABEL_W
HAND_STEP = SIZES["hand"].width + 4
# Cards per line before a colour wraps onto a second line (edges may touch, glyphs never hide).
HAND_PER_LINE = (HAND_ROOM - SIZES["hand"].width) // (SIZES["hand"].width + 2) + 1


def _hand_lines(hand: Sequence[str]) -> list[list[str]]:
    """The hand sorted by colour then rank: one line per colour, long colours split over several lines."""
    ordered = sorted(hand, key=_sort_key)
    lines: list[list[str]] = []
    for letter in COLOUR_LETTERS:
        row = [c for c in ordered if c[0] == letter]
        lines.extend(row[i : i + HAND_PER_LINE] for i in range(0, len(row), HAND_PER_LINE))
    return lines


def _draw_hand(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, top: int) -> int:
    """The hand in one row per colour, ranks in order; claimable cards ringed, generals dimmed when discarding."""
    spec = SIZES["hand"]
    marked = _claim_cards(view)
    used: Counter[str] = Counter()
    discarding = (view.get("prompt") or {}).get("kind") == "discard" and view.get("awaiting_you")
    y = top
    previous = ""
    for line in _hand_lines(view.get("hand", [])):
        if line[0][0] != previous:  # the colour's badge, on its first line only
            colour = CARD_COLOURS[line[0][0]]
            pen.rounded_rectangle((MARGIN + 10, y + 10, MARGIN + 40, y + 54), radius=8, fill=colour.face)
            _text(canvas, (MARGIN + 25, y + 23), colour.letter, 15, colour.ink, True, "mm")
            _text(canvas, (MARGIN + 25, y + 43), colour.hanzi, 13, colour.ink, True, "mm")
            previous = line[0][0]
        step = HAND_STEP
        if len(line) > 1 and (len(line) - 1) * step + spec.width > HAND_ROOM:
            step = (HAND_ROOM - spec.width) // (len(line) - 1)
        left = MARGIN + 12 + HAND_LABEL_W
        for index, code in enumerate(line):
            x = left + index * step
            lift = 0
            if used[code] < marked[code]:
                used[code] += 1
                lift = 5
                _ring(pen, (x, y + 7 - lift, x + spec.width, y + 7 - lift + spec.height), GOLD, 3)
                bar_y = y + 7 + spec.height + 4
                pen.rounded_rectangle((x + 6, bar_y, x + spec.width - 6, bar_y + 3), radius=1, fill=GOLD)
            dimmed = discarding and rank_of(_sort_key(code)) == GENERAL  # generals can never be discarded
            _paste(canvas, dimmed_card(code, "hand") if dimmed else card(code, "hand"), (x, y + 7 - lift))
        y += HAND_ROW_H
    return y - top


def _claims_layout(view: JSON) -> list[tuple[str, list[str]]]:
    return [
        (str(claim.get("move", "")), list(claim.get("hand_cards", [])))
        for claim in view.get("claims", [])
        if claim.get("move") != "pass"
    ]


def _claim_label(move: str) -> str:
    words = move.split(" ")
    if words[0] == "soldiers":
        return f"{len(words)} soldiers"  # the soldiers named plus the one in play
    return CLAIM_LABELS.get(words[0], move)


def _claims_height(view: JSON) -> int:
    claims = _claims_layout(view)
    if not claims:
        return 0
    widths = [max(_meld_width([*cards, "rg"], "meld") + 10, _width(_claim_label(m), 14, True)) for m, cards in claims]
    rows, used = 1, 0
    for width in widths:
        if used and used + width + 16 > WIDTH - 2 * MARGIN - 24:
            rows += 1
            used = 0
        used += width + 16
    return 34 + rows * (SIZES["meld"].height + 30) + 4


def _draw_claims(canvas: Image.Image, pen: ImageDraw.ImageDraw, view: JSON, top: int) -> int:
    height = _claims_height(view)
    in_play = (view.get("in_play") or {}).get("card")
    if not height or not in_play:
        return 0
    spec = SIZES["meld"]
    pen.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + height), radius=12, fill=FELT_DARK)
    _text(canvas, (MARGIN + 12, top + 9), "Your claims", 15, SOFT, True)
    x, y = MARGIN + 12, top + 34
    for move, cards in _claims_layout(view):
        label = _claim_label(move)
        width = max(_meld_width([*cards, in_play], "meld") + 10, _width(label, 14, True))
        if x > MARGIN + 12 and x + width > WIDTH - MARGIN - 12:
            x = MARGIN + 12
            y += spec.height + 30
        _text(canvas, (x, y), label, 14, GOLD, True)
        cx = x
        for code in cards:
            _paste(canvas, card(code, "meld"), (cx, y + 20))
            cx += spec.width + 2
        if cards:
            cx += 8
        _ring(pen, (cx, y + 20, cx + spec.width, y + 20 + spec.height), GOLD, 2)
        _paste(canvas, card(in_play, "meld"), (cx, y + 20))
        x += width + 16
    return height


def _private_status(view: JSON, names: Sequence[str]) -> list[tuple[str, RGB, bool]]:
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind")
    if kind == "discard":
        if view.get("awaiting_you"):
            return [("Your turn: discard a card", GOLD, True), ("Generals cannot be discarded", SOFT, False)]
        return [(f"{_name(names, prompt.get('seat'))} to discard", CREAM, True)]
    if kind == "claim_window":
        source, origin = prompt.get("source"), prompt.get("from")
        where = (
            f"Turned from the stock by {_name(names, origin)}"
            if source == "draw"
            else f"Discarded by {_name(names, origin)}"
        )
        answer = view.get("your_answer")
        claims = [c for c in view.get("claims", []) if c.get("move") != "pass"]
        if answer is not None:
            first = (f"You answered: {answer}", GOLD, True)
        elif claims and view.get("awaiting_you"):
            first = ("You may claim this card", GOLD, True)
        else:
            first = ("No claim for you on this card", CREAM, True)
        return [first, (where, SOFT, False)]
    return _game_over(view, names)


def _private_height(view: JSON) -> int:
    rows = len(_hand_lines(view.get("hand", []))) or 1
    height = 46 + CENTRE_H + rows * HAND_ROW_H + 8
    claims = _claims_height(view)
    if claims:
        height += claims + 8
    mine = view["seats"][view["you"]].get("melds", [])
    if mine:
        height += 30 + _melds_height(mine, "meld", WIDTH - 2 * MARGIN - 24) + 8
    return height + MARGIN


class FourColorCardsRenderer:
    def public(self, view: JSON, names: Sequence[str]) -> Image.Image:
        canvas = Image.new("RGB", (WIDTH, _public_height(view, names)), FELT)
        pen = ImageDraw.Draw(canvas)
        _draw_header(canvas, pen, view, "Four Color Cards")
        _draw_centre(canvas, pen, view, names, 46)
        y = 46 + CENTRE_H
        for seat in range(view["players"]):
            y += _draw_seat(canvas, pen, view, names, seat, y) + 8
        dead = _draw_dead(canvas, pen, view.get("dead", []), y)
        y += dead + 8 if dead else 0
        _draw_summary(canvas, pen, view, names, y)
        return canvas

    def private(self, view: JSON, names: Sequence[str]) -> Image.Image:
        seat = int(view["you"])
        canvas = Image.new("RGB", (WIDTH, _private_height(view)), FELT)
        pen = ImageDraw.Draw(canvas)
        info = view["seats"][seat]
        _draw_header(canvas, pen, view, _fit(f"{_name(names, seat)}'s hand", 17, 300))
        top = 46
        slot = _draw_in_play(canvas, pen, view, top)
        x, y = slot[2] + 20, top + 14
        for text, colour, bold in _private_status(view, names):
            size = 19 if bold else 15
            _text(canvas, (x, y), _fit(text, size, WIDTH - x - MARGIN - 8, bold), size, colour, bold)
            y += 27 if bold else 21
        facts = f"{len(view.get('hand', []))} cards in hand · {info['chips']} chips · stock {view.get('stock', 0)}"
        _text(canvas, (x, top + CENTRE_H - 28), _fit(facts, 15, WIDTH - x - MARGIN - 8), 15, SOFT)
        y = top + CENTRE_H
        y += _draw_hand(canvas, pen, view, y) + 8
        claims = _draw_claims(canvas, pen, view, y)
        y += claims + 8 if claims else 0
        mine = info.get("melds", [])
        if mine:
            _text(
                canvas,
                (MARGIN + 12, y + 4),
                f"Your table melds · {_points(info.get('table_points', 0))}",
                14,
                SOFT,
                True,
            )
            _draw_melds(canvas, pen, mine, MARGIN + 12, y + 30, WIDTH - 2 * MARGIN - 24)
        return canvas
