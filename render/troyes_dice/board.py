"""The public picture of a half-day: the wheel with its dice, the four slots with prices, the black die, and a
compact scoreboard (one table row per player, so ten players stay readable).

Drawn from the spectator view only. A seat's pending choice is not in that view; the board shows only whether
each seat has chosen.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render.common import fit_text, font
from render.troyes_dice import style as s

WHEEL = 248  # wheel sprite size
WHEEL_R, INACTIVE_R, HUB_R = 112, 98, 40
SLOT_H = 56
ROW_H = 40
BOARD_TOP = 54 + 10
BOARD_H = 296

# Scoreboard columns (centres unless noted).
NAME_X = 32
STATUS_X = 276
SCORE_X = 360  # right edge
RES_X = (402, 442, 482)
CIT_X = (530, 570, 610)
BUILT_X = 644


def _segment_angle(relative: int) -> float:
    """Centre angle (degrees, clockwise from 3 o'clock, as Pillow counts) of a wheel segment: the day on top."""
    return -90.0 + 40.0 * relative


@cache
def _segment(relative: int, colour: str, role: str, day: int) -> tuple[Image.Image, int, int]:
    """One plaza of the wheel (or the day segment), drawn smooth once, cropped, with its offset in the wheel.

    ``role`` is "day", "active" (this half-day's plaza: full colour, gold rim, letter on the rim) or "inactive"
    (smaller and pale). The wheel is turned so that the day segment is on top: morning to its right, afternoon
    to its left.
    """
    k = s.SUPERSAMPLE
    big = Image.new("RGBA", (WHEEL * k, WHEEL * k), (0, 0, 0, 0))
    pen = ImageDraw.Draw(big)
    c = WHEEL * k / 2
    outer = (INACTIVE_R if role == "inactive" else WHEEL_R) * k
    hub = HUB_R * k
    centre = _segment_angle(relative)
    if role == "active":
        rim = (WHEEL_R + 5) * k
        pen.pieslice((c - rim, c - rim, c + rim, c + rim), centre - 20, centre + 20, fill=s.GOLD)
    box = (c - outer, c - outer, c + outer, c + outer)
    if role == "day":
        pen.pieslice(box, centre - 20, centre + 20, fill=s.TITLE_BAR)
    elif role == "active":
        pen.pieslice(box, centre - 20, centre + 20, fill=s.COLOUR[colour], outline=s.EDGE[colour], width=k)
    else:
        pen.pieslice(box, centre - 20, centre + 20, fill=s.TINT[colour], outline=s.PANEL_EDGE, width=k)
    reach = outer + (5 * k if role == "active" else 0)
    for edge in (centre - 20, centre + 20):
        angle = math.radians(edge)
        pen.line(
            [
                (c + hub * math.cos(angle), c + hub * math.sin(angle)),
                (c + reach * math.cos(angle), c + reach * math.sin(angle)),
            ],
            fill=s.PANEL,
            width=3 * k,
        )
    angle = math.radians(centre)
    if role == "day":
        r = (outer + hub) / 2 + 6 * k
        x, y = c + r * math.cos(angle), c + r * math.sin(angle)
        pen.text((x, y - 9 * k), "DAY", font=font(11 * k), fill=s.TITLE_MUTED, anchor="mm")
        pen.text((x, y + 8 * k), str(day), font=font(24 * k), fill=s.TITLE_INK, anchor="mm")
    elif role == "active":
        r = outer - 13 * k
        x, y = c + r * math.cos(angle), c + r * math.sin(angle)
        pen.text((x, y), s.LETTER[colour], font=font(15 * k), fill=s.ON[colour], anchor="mm")
    else:
        r = (outer + hub) / 2 + 2 * k
        x, y = c + r * math.cos(angle), c + r * math.sin(angle)
        pen.text((x, y), s.LETTER[colour], font=font(18 * k), fill=s.MUTED, anchor="mm")
    # Scale down only the segment's own box (a ninth of the wheel): the first render of a process stays quick.
    left, top, right, bottom = big.getbbox() or (0, 0, WHEEL * k, WHEEL * k)
    left, top = left // k, top // k
    right, bottom = -(-right // k), -(-bottom // k)
    piece = big.crop((left * k, top * k, right * k, bottom * k))
    return piece.resize((right - left, bottom - top), Image.Resampling.LANCZOS), left, top


def _hub(half: str) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, k: int) -> None:
        size = (2 * HUB_R + 4) * k
        pen.ellipse((k, k, size - k, size - k), fill=s.PANEL, outline=s.PANEL_EDGE, width=2 * k)

    hub = s._smooth(("hub",), (2 * HUB_R + 4, 2 * HUB_R + 4), draw).copy()
    icon = s.sun(34) if half == "morning" else s.moon(30)
    s.paste_centred(hub, icon, hub.width / 2, hub.height / 2 - 6)
    ImageDraw.Draw(hub).text(
        (hub.width / 2, hub.height / 2 + 20),
        "AM" if half == "morning" else "PM",
        font=font(13),
        fill=s.MUTED,
        anchor="mm",
    )
    return hub


def _draw_wheel(image: Image.Image, view: dict[str, Any], x: int, y: int) -> None:
    dial = view["dial"]
    count = len(view["wheel"])
    half = view["half"]
    for plaza in view["wheel"]:
        relative = (plaza["position"] - dial) % count
        use = plaza["use"]
        role = "day" if use == "day" else "active" if use == half else "inactive"
        piece, dx, dy = _segment(relative, plaza["colour"], role, view["day"] if role == "day" else 0)
        image.paste(piece, (x + dx, y + dy), piece)
    hub = s.sprite(("troyes_dice", "hub", half), lambda: _hub(half))
    s.paste_centred(image, hub, x + WHEEL / 2, y + WHEEL / 2)


def _price_text(price: dict[str, int] | None) -> str:
    if price is None:
        return ""
    if not price or not any(price.values()):
        return "free"
    parts = []
    for name, amount in price.items():
        if name == "any":
            parts.append(f"{amount} any")
        else:
            parts.append(f"{amount} {s.RESOURCE_LETTER.get(name, name)}")
    return " + ".join(parts)


def _draw_board(image: Image.Image, pen: s.Pen, view: dict[str, Any], top: int) -> None:
    s.panel(pen, (s.MARGIN, top, s.WIDTH - s.MARGIN, top + BOARD_H))
    dial = view["dial"]
    count = len(view["wheel"])
    half = view["half"]
    wx, wy = s.MARGIN + 10, top + (BOARD_H - WHEEL) // 2 - 10
    _draw_wheel(image, view, wx, wy)
    cx, cy = wx + WHEEL / 2, wy + WHEEL / 2
    pen.text(
        (cx, wy + WHEEL + 6),
        (
            f"Last half-day · day {view['day']} of {view['days']}"
            if view.get("over")
            else f"{half.capitalize()} · day {view['day']} of {view['days']}"
        ),
        font=font(16),
        fill=s.MUTED,
        anchor="mt",
    )
    # Dice on their plazas.
    for slot in view["slots"]:
        relative = (slot["position"] - dial) % count
        angle = math.radians(_segment_angle(relative))
        r = (WHEEL_R + HUB_R) / 2 - 6
        s.paste_centred(
            image, s.die(slot["value"], slot["colour"], 32), cx + r * math.cos(angle), cy + r * math.sin(angle)
        )
    # The four slots, cheapest first.
    x0 = s.MARGIN + WHEEL + 26
    y = top + 12
    black = view["black"]
    for slot in view["slots"]:
        ymid = y + SLOT_H // 2
        pen.ellipse((x0, ymid - 13, x0 + 26, ymid + 13), fill=s.STRIPE, outline=s.PANEL_EDGE, width=2)
        pen.text((x0 + 13, ymid), str(slot["slot"]), font=font(16), fill=s.MUTED, anchor="mm")
        s.paste_centred(image, s.die(slot["value"], slot["colour"], 44), x0 + 62, ymid)
        tx = x0 + 94
        if slot["black"]:
            pen.text((tx, ymid - 11), f"Black {slot['value']}", font=font(21), fill=s.INK, anchor="lm")
            plaza = black["plaza_colour"]
            if black.get("destroys"):
                note = f"destroys {s.NAME[plaza].lower()} column {black['value']}"
                tone = s.BAD
            else:
                note = f"blocks this {s.NAME[plaza].lower()} plaza"
                tone = s.MUTED
            s.paste_centred(image, s.chip(plaza, s.LETTER[plaza], 18), tx + 9, ymid + 13)
            pen.text((tx + 24, ymid + 13), note, font=font(15), fill=tone, anchor="lm")
        else:
            colour = slot["colour"]
            s.paste_centred(image, s.chip(colour, s.LETTER[colour], 24), tx + 12, ymid)
            pen.text((tx + 32, ymid), f"{s.NAME[colour]} {slot['value']}", font=font(21), fill=s.INK, anchor="lm")
            price = _price_text(slot["price"])
            fill = s.GOOD if price == "free" else s.INK
            right = s.WIDTH - s.MARGIN - 14
            if price != "free":
                pen.text((right, ymid - 10), "pay", font=font(12), fill=s.MUTED, anchor="rm")
                pen.text((right, ymid + 8), price, font=font(19), fill=fill, anchor="rm")
            else:
                pen.text((right, ymid), price, font=font(19), fill=fill, anchor="rm")
        y += SLOT_H
        pen.line((x0, y, s.WIDTH - s.MARGIN - 14, y), fill=s.STRIPE, width=2)
    # What the Guilds count this half-day.
    y += 12
    pen.text((x0, y + 12), "Guilds count", font=font(15), fill=s.MUTED, anchor="lm")
    gx = x0 + 104
    for colour in ("red", "yellow", "white"):
        s.paste_centred(image, s.chip(colour, s.LETTER[colour], 22), gx + 11, y + 12)
        pen.text((gx + 27, y + 12), f"x{view['guild_dice'].get(colour, 0)}", font=font(17), fill=s.INK, anchor="lm")
        gx += 66


def _status(view: dict[str, Any], player: dict[str, Any], place: int | None) -> tuple[str, tuple[int, int, int], bool]:
    """The pill text of a row, its colour, and whether it is filled (done) or outlined (waiting)."""
    if place is not None:
        medal = {1: s.GOLD, 2: (160, 160, 170), 3: (190, 120, 60)}.get(place, s.MUTED)
        return f"{place}{_ordinal(place)}", medal, True
    if view["phase"] == "choose":
        return ("chosen", s.GOOD, True) if player["chosen"] else ("choosing", s.WAITING, False)
    if player.get("awaiting"):
        return "bonus build", s.WAITING, False
    return "done", s.GOOD, True


def _ordinal(n: int) -> str:
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def places(scores: Sequence[int]) -> list[int]:
    """Shared ranks: tied players share a place (no tie-break in Troyes Dice)."""
    return [1 + sum(1 for other in scores if other > score) for score in scores]


def _draw_scoreboard(image: Image.Image, pen: s.Pen, view: dict[str, Any], names: Sequence[str], top: int) -> int:
    players = view["players"]
    header = 46
    height = header + ROW_H * len(players) + 10
    s.panel(pen, (s.MARGIN, top, s.WIDTH - s.MARGIN, top + height))
    y = top + 10
    pen.text((NAME_X, y + 22), "Player", font=font(16), fill=s.MUTED, anchor="lm")
    pen.text((SCORE_X, y + 22), "Score", font=font(16), fill=s.MUTED, anchor="rm")
    pen.text((RES_X[1], y + 4), "resources", font=font(11), fill=s.MUTED, anchor="mm")
    pen.text((CIT_X[1], y + 4), "citizens", font=font(11), fill=s.MUTED, anchor="mm")
    pen.text((BUILT_X, y + 4), "built", font=font(11), fill=s.MUTED, anchor="mm")
    for x, name in zip(RES_X, ("influence", "deniers", "knowledge"), strict=True):
        s.paste_centred(image, s.chip(s.RESOURCE_COLOUR[name], s.RESOURCE_LETTER[name], 20), x, y + 24)
    for x, colour in zip(CIT_X, ("red", "yellow", "white"), strict=True):
        s.paste_centred(image, s.chip(colour, s.LETTER[colour], 20), x, y + 24)
    s.paste_centred(image, _tower(), BUILT_X, y + 24)
    y = top + header
    finished = bool(view.get("over"))
    ranks = places([player["score"] for player in players]) if finished else None
    for index, player in enumerate(players):
        seat = player["seat"]
        if index % 2 == 0:
            pen.rectangle((s.MARGIN + 2, y, s.WIDTH - s.MARGIN - 2, y + ROW_H - 1), fill=s.STRIPE)
        mid = y + ROW_H // 2
        pen.ellipse((NAME_X, mid - 8, NAME_X + 16, mid + 8), fill=s.seat_colour(seat), outline=s.INK)
        pen.text(
            (NAME_X + 24, mid),
            fit_text(s.seat_name(list(names), seat), 20, STATUS_X - 52 - NAME_X - 24, s.NAME_FACE),
            font=font(20),
            fill=s.INK,
            anchor="lm",
            face=s.NAME_FACE,
        )
        text, pill, filled = _status(view, player, ranks[index] if ranks else None)
        left, right = STATUS_X - 44, STATUS_X + 44
        if filled:
            pen.rounded_rectangle((left, mid - 13, right, mid + 13), radius=13, fill=pill)
            pen.text((STATUS_X, mid), text, font=font(15), fill=(255, 255, 255), anchor="mm")
        else:
            pen.rounded_rectangle((left, mid - 13, right, mid + 13), radius=13, outline=pill, width=2)
            pen.text((STATUS_X, mid), text, font=font(15), fill=s.INK, anchor="mm")
        pen.text(
            (SCORE_X, mid),
            str(player["score"]),
            font=font(24),
            fill=s.INK,
            anchor="rm",
            stroke_width=1,
            stroke_fill=s.INK,
        )
        for x, name in zip(RES_X, ("influence", "deniers", "knowledge"), strict=True):
            pen.text((x, mid), str(player["resources"].get(name, 0)), font=font(19), fill=s.INK, anchor="mm")
        for x, colour in zip(CIT_X, ("red", "yellow", "white"), strict=True):
            pen.text((x, mid), str(player["citizens"].get(colour, 0)), font=font(19), fill=s.INK, anchor="mm")
        pen.text((BUILT_X, mid), str(player["buildings"]), font=font(19), fill=s.INK, anchor="mm")
        y += ROW_H
    return top + height


def _tower() -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, k: int) -> None:
        w = 20 * k
        pen.polygon(
            [(w * 0.15, w), (w * 0.15, w * 0.4), (w * 0.5, w * 0.08), (w * 0.85, w * 0.4), (w * 0.85, w)],
            fill=s.TITLE_BAR,
        )

    return s._smooth(("tower",), (20, 20), draw)


def public_image(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    rows = len(view["players"])
    height = BOARD_TOP + BOARD_H + 12 + 46 + ROW_H * rows + 10 + s.MARGIN
    image = Image.new("RGB", (s.WIDTH, height), s.BACKGROUND)
    pen = s.Pen(image)
    if view.get("over"):
        moment = "game over"
    else:
        moment = f"Day {view['day']}/{view['days']} · {view['half']}"
        if view["phase"] == "bonus":
            moment += " · bonus builds"
    s.title_bar(pen, s.WIDTH, "Troyes Dice", moment)
    _draw_board(image, pen, view, BOARD_TOP)
    _draw_scoreboard(image, pen, view, names, BOARD_TOP + BOARD_H + 12)
    return image
