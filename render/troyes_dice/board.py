"""The public picture of a half-day: the wheel with its dice, the four slots with prices, the black die, and a
compact scoreboard (one table row per player, so ten players stay readable).

Drawn from the spectator view only. A seat's pending choice is not in that view; the board shows only whether
each seat has chosen.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.common import font
from render.troyes_dice import style as s
from render.words import Words

WHEEL = 248  # wheel sprite size
WHEEL_R, INACTIVE_R, HUB_R = 112, 98, 40
SLOT_H = 56
ROW_H = 40
# A row that also shows what its player chose at the last reveal: the row's figures on top, the choice below.
CHOICE_ROW_H = 64
CHOICE_Y = 47  # the choice line's middle, from the row's top
CHOICE_DIE = 24  # the die before a revealed choice
BOARD_TOP = 54 + 10
BOARD_H = 296

# Scoreboard columns (centres unless noted).
NAME_X = 32
STATUS_X = 266
SCORE_X = 350  # right edge
RES_X = (390, 432, 474)
CIT_X = (516, 558, 600)
BUILT_X = 638
HEADER_H = 60  # the scoreboard's heading: group titles over colour badges
NAME_ROOM = STATUS_X - 52 - NAME_X - 24  # a row's name, between its seat colour and its status pill
NAME_STEP = 20  # from a name's first line to its second: a long name takes two, and its row grows by this
# Every word and figure of the board is 16 px or more: 9.4 px when the 680 px picture is shown 400 px wide.
SMALLEST = 16


def _segment_angle(relative: int) -> float:
    """Centre angle (degrees, clockwise from 3 o'clock, as Pillow counts) of a wheel segment: the day on top."""
    return -90.0 + 40.0 * relative


def _segment(relative: int, colour: str, role: str, day: int, label: str) -> tuple[Image.Image, int, int]:
    """One plaza of the wheel (or the day segment), drawn smooth once, cropped, with its offset in the wheel.

    ``role`` is "day", "active" (this half-day's plaza: full colour, gold rim, letter on the rim) or "inactive"
    (smaller and pale). The wheel is turned so that the day segment is on top: morning to its right, afternoon
    to its left. ``label`` is the word over the day's number, or the plaza's colour letter.
    """
    key = (relative, colour, role, day, label)
    piece = _SEGMENTS.get(key)
    if piece is None:
        piece = _SEGMENTS[key] = _draw_segment(*key)
    return piece


# Wheel segments by (position, colour, role, day, label): at most 9 x 3 x 3 x 8 per language.
_SEGMENTS: dict[tuple[int, str, str, int, str], tuple[Image.Image, int, int]] = {}


def _draw_segment(relative: int, colour: str, role: str, day: int, label: str) -> tuple[Image.Image, int, int]:
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
        if "|" in label:  # the language's words around the day's number ("第 | 天" → "第 2 天"): one line
            word = s.fit(label.replace("|", str(day)), 17 * k, 46 * k, floor=10 * k)
            s.paste_text(big, (x, y), word.lines[0], word.size, s.TITLE_INK)
        else:
            word = s.fit(label, SMALLEST * k, 46 * k, floor=10 * k)
            s.paste_text(big, (x, y - 11 * k), word.lines[0], word.size, s.TITLE_MUTED)
            s.paste_text(big, (x, y + 9 * k), str(day), 24 * k, s.TITLE_INK)
    elif role == "active":
        r = outer - 13 * k
        x, y = c + r * math.cos(angle), c + r * math.sin(angle)
        letter = s.fit(label, 17 * k, 20 * k, floor=11 * k)
        s.paste_text(big, (x, y), letter.lines[0], letter.size, s.ON[colour])
    else:
        r = (outer + hub) / 2 + 2 * k
        x, y = c + r * math.cos(angle), c + r * math.sin(angle)
        letter = s.fit(label, 18 * k, 22 * k, floor=13 * k)
        s.paste_text(big, (x, y), letter.lines[0], letter.size, s.MUTED)
    # Scale down only the segment's own box (a ninth of the wheel): the first render of a process stays quick.
    left, top, right, bottom = big.getbbox() or (0, 0, WHEEL * k, WHEEL * k)
    left, top = left // k, top // k
    right, bottom = -(-right // k), -(-bottom // k)
    piece = big.crop((left * k, top * k, right * k, bottom * k))
    return piece.resize((right - left, bottom - top), Image.Resampling.LANCZOS), left, top


def _hub(half: str, label: str) -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, k: int) -> None:
        size = (2 * HUB_R + 4) * k
        pen.ellipse((k, k, size - k, size - k), fill=s.PANEL, outline=s.PANEL_EDGE, width=2 * k)

    hub = s.smooth(("hub",), (2 * HUB_R + 4, 2 * HUB_R + 4), draw).copy()
    icon = s.sun(34) if half == "morning" else s.moon(30)
    s.paste_centred(hub, icon, hub.width / 2, hub.height / 2 - 6)
    # Under the icon: one line, or two smaller ones ("после / полудня") centred a little higher.
    word = s.fit(label, SMALLEST, 2 * HUB_R - 20, lines=2, floor=9)
    step = round(word.size * 1.1)
    y = hub.height / 2 + 20 - (len(word.lines) - 1) * step / 2 - (2 if len(word.lines) > 1 else 0)
    for index, line in enumerate(word.lines):
        s.paste_text(hub, (hub.width / 2, y + index * step), line, word.size, s.MUTED)
    return hub


def _draw_wheel(image: Image.Image, view: dict[str, Any], x: int, y: int, say: Words) -> None:
    """The wheel's segments, its hub and the dice on its plazas: pieces whose soft edges overlap, drawn as one
    group (``render.indexed``) so that on the public board they blend on one another exactly as in RGB."""
    dial = view["dial"]
    count = len(view["wheel"])
    half = view["half"]
    pieces: list[tuple[Image.Image, int, int]] = []  # each with its top-left corner on the picture
    keys: list[tuple[object, ...]] = []  # what each piece is and where, relative to the wheel
    for plaza in view["wheel"]:
        relative = (plaza["position"] - dial) % count
        use = plaza["use"]
        role = "day" if use == "day" else "active" if use == half else "inactive"
        label = say("wheel.day") if role == "day" else s.letter(say, plaza["colour"])
        key = (relative, plaza["colour"], role, view["day"] if role == "day" else 0, label)
        piece, dx, dy = _segment(*key)
        pieces.append((piece, x + dx, y + dy))
        keys.append(key)
    label = say(f"hub.{half}")
    hub = s.sprite(("troyes_dice", "hub", half, label), lambda: _hub(half, label))
    pieces.append((hub, *s.centred(hub, x + WHEEL / 2, y + WHEEL / 2)))
    keys.append((half, label))
    # Dice on their plazas.
    cx, cy = x + WHEEL / 2, y + WHEEL / 2
    for slot in view["slots"]:
        relative = (slot["position"] - dial) % count
        angle = math.radians(_segment_angle(relative))
        r = (WHEEL_R + HUB_R) / 2 - 6
        die = s.die(slot["value"], slot["colour"], 32)
        pieces.append((die, *s.centred(die, cx + r * math.cos(angle), cy + r * math.sin(angle))))
        keys.append((relative, slot["value"], slot["colour"]))

    def paint(canvas: Image.Image, left: int, top: int) -> None:
        for piece, px, py in pieces:
            s.paste(canvas, piece, px - left, py - top)

    s.INKS.group(image, (x, y, x + WHEEL, y + WHEEL), ("troyes_dice.wheel", *keys), paint)


def _price_text(price: dict[str, int] | None, say: Words) -> str:
    if price is None:
        return ""
    if not price or not any(price.values()):
        return say("price.free")
    parts = []
    for name, amount in price.items():
        if name == "any":
            parts.append(say("price.any", count=amount))
        else:
            parts.append(say("price.amount", count=amount, letter=s.letter(say, name)))
    return " + ".join(parts)


def _draw_board(image: Image.Image, pen: s.Pen, view: dict[str, Any], top: int, say: Words) -> None:
    s.panel(pen, (s.MARGIN, top, s.WIDTH - s.MARGIN, top + BOARD_H))
    half = view["half"]
    wx, wy = s.MARGIN + 10, top + (BOARD_H - WHEEL) // 2 - 10
    _draw_wheel(image, view, wx, wy, say)
    moment = say("wheel.over" if view.get("over") else f"wheel.{half}", day=view["day"], days=view["days"])
    pen.fitted((wx + WHEEL / 2, wy + WHEEL + 6), moment, 16, WHEEL, s.MUTED, anchor="mt")
    # The four slots, cheapest first.
    x0 = s.MARGIN + WHEEL + 26
    y = top + 12
    black = view["black"]
    right = s.WIDTH - s.MARGIN - 14
    for slot in view["slots"]:
        ymid = y + SLOT_H // 2
        pen.ellipse((x0, ymid - 13, x0 + 26, ymid + 13), fill=s.STRIPE, outline=s.PANEL_EDGE, width=2)
        pen.text((x0 + 13, ymid), str(slot["slot"]), font=font(16), fill=s.MUTED, anchor="mm")
        s.paste_centred(image, s.die(slot["value"], slot["colour"], 44), x0 + 62, ymid)
        tx = x0 + 94
        if slot["black"]:
            pen.fitted((tx, ymid - 11), say("slot.black", value=slot["value"]), 21, right - tx, s.INK, anchor="lm")
            plaza = black["plaza_colour"]
            if black.get("destroys"):
                note, tone = say(f"black.destroys.{plaza}", number=black["value"]), s.BAD
            else:
                note, tone = say(f"black.blocks.{plaza}"), s.MUTED
            s.paste_centred(image, s.chip(plaza, s.letter(say, plaza), 26), tx + 13, ymid + 13)
            pen.fitted((tx + 30, ymid + 13), note, SMALLEST, right - tx - 30, tone, anchor="lm", floor=11)
        else:
            colour = slot["colour"]
            s.paste_centred(image, s.chip(colour, s.letter(say, colour), 26), tx + 13, ymid)
            free = not slot["price"] or not any(slot["price"].values())
            price = _price_text(slot["price"], say)
            if free:
                used = pen.fitted((right, ymid), price, 19, 110, s.GOOD, anchor="rm", floor=13)
            else:
                pay = pen.fitted((right, ymid - 11), say("price.pay"), SMALLEST, 110, s.MUTED, anchor="rm", floor=12)
                used = max(pay, pen.fitted((right, ymid + 10), price, 19, 110, s.INK, anchor="rm", floor=13))
            name = say("die", colour=say(f"name.{colour}"), value=slot["value"])
            pen.fitted((tx + 34, ymid), name, 21, right - used - 10 - (tx + 34), s.INK, anchor="lm", floor=14)
        y += SLOT_H
        pen.line((x0, y, right, y), fill=s.STRIPE, width=2)
    # What the Guilds count this half-day: the label, then a badge and a count per colour.
    y += 12
    chips = 3 * 64
    room = right - x0 - chips - 8
    used = pen.fitted((x0, y + 12), say("guilds_count"), SMALLEST, room, s.MUTED, anchor="lm", floor=12)
    gx = x0 + used + 10
    for colour in ("red", "yellow", "white"):
        s.paste_centred(image, s.chip(colour, s.letter(say, colour), 26), gx + 13, y + 12)
        pen.text((gx + 30, y + 12), f"×{view['guild_dice'].get(colour, 0)}", font=font(18), fill=s.INK, anchor="lm")
        gx += 64


def _status(
    view: dict[str, Any], player: dict[str, Any], place: int | None, say: Words
) -> tuple[str, tuple[int, int, int], bool]:
    """The pill text of a row, its colour, and whether it is filled (done) or outlined (waiting)."""
    if place is not None:
        medal = {1: s.GOLD, 2: s.SILVER, 3: s.BRONZE}.get(place, s.MUTED)
        return ordinal(place, say), medal, True
    if view["phase"] == "choose":
        return (say("status.chosen"), s.GOOD, True) if player["chosen"] else (say("status.choosing"), s.WAITING, False)
    if player.get("awaiting"):
        return say("status.bonus"), s.WAITING, False
    return say("status.done"), s.GOOD, True


def ordinal(place: int, say: Words) -> str:
    """A place in the ranking as the language writes it ("1st", "2e", "第1名")."""
    return say(f"place.{place}") if place <= 3 else say("place.other", place=place)


def places(scores: Sequence[int]) -> list[int]:
    """Shared ranks: tied players share a place (no tie-break in Troyes Dice)."""
    return [1 + sum(1 for other in scores if other > score) for score in scores]


def short_choice(choice: dict[str, Any] | None, say: Words) -> str | None:
    """A revealed choice, as the public view gives it already read (one of its ``revealed_choices``), in a few
    words: the die's slot, its new colour or value when the player changed it, and the action. The die as rolled
    is drawn beside the words, so a die used unchanged is named by its slot alone; the resource taken or the
    building built is named all the same, by the die's colour. None where there is no choice.
    """
    if not choice:
        return None
    if choice["kind"] == "supplies":
        return say("chose.supplies")
    slot, colour, value, action = choice["slot"], choice["colour_as"], choice["value_set"], choice["action"]
    if colour is not None and value is not None:
        die = say("chose.die_as_to", slot=slot, colour=say(f"colour.{colour}"), value=value)
    elif colour is not None:
        die = say("chose.die_as", slot=slot, colour=say(f"colour.{colour}"))
    elif value is not None:
        die = say("chose.die_to", slot=slot, value=value)
    else:
        die = say("chose.die", slot=slot)
    # The resource or the building is named by the die's colour: the new one, else the one it was rolled with.
    rolled = choice.get("die")
    used = colour if colour is not None else rolled.get("colour") if isinstance(rolled, dict) else None
    if used not in s.RESOURCE_OF:
        done = say(f"chose.{action}")  # the rolled die is not known (a text read without its half-day's dice)
    elif action == "resources":
        done = say(f"chose.take.{s.RESOURCE_OF[used]}")
    else:
        done = say("chose.build", building=say(f"the_building.{used}_{action}"))
    return say("chose.line", die=die, action=done)


def _seat_choice(view: dict[str, Any], seat: int) -> dict[str, Any] | None:
    choices = view.get("revealed_choices") or []
    return choices[seat] if seat < len(choices) else None


def revealed_choices(view: dict[str, Any], say: Words) -> list[str | None]:
    """Each seat's choice at the last reveal in a few words (None where there is none to show)."""
    return [short_choice(_seat_choice(view, seat), say) for seat in range(len(view["players"]))]


def revealed_die(view: dict[str, Any], seat: int) -> tuple[int, str] | None:
    """The die (value and colour, as rolled) that ``seat`` chose at the last reveal, if it chose one."""
    choice = _seat_choice(view, seat)
    die = choice["die"] if choice else None
    return (int(die["value"]), str(die["colour"])) if die else None


def row_height(view: dict[str, Any], say: Words) -> int:
    """Taller rows once a half-day has been revealed: each holds its player's choice under the figures."""
    return CHOICE_ROW_H if any(revealed_choices(view, say)) else ROW_H


def row_name(names: Sequence[str], seat: int, say: Words) -> s.Name:
    """A row's name: on one line from 20 px down to 18, else on two down to 16 (the row grows), never cut."""
    return s.fit_name(s.seat_name(list(names), seat, say), 20, NAME_ROOM, 18, SMALLEST, lines=2)


def row_heights(view: dict[str, Any], names: Sequence[str], say: Words) -> list[int]:
    """Each row's height: ``row_height``, and a line more where a name takes two."""
    base = row_height(view, say)
    return [base + (len(row_name(names, p["seat"], say).lines) - 1) * NAME_STEP for p in view["players"]]


def _draw_scoreboard(
    image: Image.Image, pen: s.Pen, view: dict[str, Any], names: Sequence[str], top: int, say: Words
) -> int:
    players = view["players"]
    header = HEADER_H
    choices = revealed_choices(view, say)
    heights = row_heights(view, names, say)
    height = header + sum(heights) + 10
    s.panel(pen, (s.MARGIN, top, s.WIDTH - s.MARGIN, top + height))
    y = top + 10
    pen.fitted((NAME_X, y + 34), say("player"), SMALLEST, STATUS_X - 52 - NAME_X, s.MUTED, anchor="lm")
    # The status column has no heading: the score's may reach over it.
    pen.fitted((SCORE_X, y + 34), say("score"), SMALLEST, SCORE_X - STATUS_X + 40, s.MUTED, anchor="rm", floor=12)
    # Group titles over their badges, each within its group (resources 368-496, citizens 496-620, built 620-668).
    pen.fitted((RES_X[1], y + 6), say("head.resources"), SMALLEST, 126, s.MUTED, anchor="mm", floor=11)
    pen.fitted((CIT_X[1], y + 6), say("head.citizens"), SMALLEST, 122, s.MUTED, anchor="mm", floor=11)
    # The built column is the last: its title may reach left over the citizens' group as far as their title leaves
    # room, and stays clear of the panel's edge ("здания" is wider than the column).
    citizens_end = CIT_X[1] + s.fit(say("head.citizens"), SMALLEST, 122, floor=11).width // 2
    right = s.WIDTH - s.MARGIN - 8
    room = right - citizens_end - 10
    built_x = min(BUILT_X, right - s.fit(say("head.built"), SMALLEST, room, floor=11).width / 2)
    pen.fitted((built_x, y + 6), say("head.built"), SMALLEST, room, s.MUTED, anchor="mm", floor=11)
    for x, name in zip(RES_X, ("influence", "deniers", "knowledge"), strict=True):
        s.paste_centred(image, s.chip(s.RESOURCE_COLOUR[name], s.letter(say, name), 26), x, y + 34)
    for x, colour in zip(CIT_X, ("red", "yellow", "white"), strict=True):
        s.paste_centred(image, s.chip(colour, s.letter(say, colour), 26), x, y + 34)
    s.paste_centred(image, _tower(), BUILT_X, y + 34)
    y = top + header
    finished = bool(view.get("over"))
    ranks = places([player["score"] for player in players]) if finished else None
    for index, player in enumerate(players):
        seat = player["seat"]
        row_h = heights[index]
        if index % 2 == 0:
            pen.rectangle((s.MARGIN + 2, y, s.WIDTH - s.MARGIN - 2, y + row_h - 1), fill=s.STRIPE)
        mid = y + ROW_H // 2
        laid = row_name(names, seat, say)
        chose = choices[index] if index < len(choices) else None
        if chose:
            choice_y = y + CHOICE_Y + (len(laid.lines) - 1) * NAME_STEP
            # Under the name, across the row: what this player chose at the last reveal, after the die it chose
            # as it was rolled (its value and colour; the words say what the player changed).
            die = revealed_die(view, seat)
            if die is None:
                s.paste_centred(image, _arrow(), NAME_X + 8, choice_y)
            else:
                s.paste_centred(image, s.numbered_die(*die, CHOICE_DIE), NAME_X + 10, choice_y)
            text_x = NAME_X + 28
            room = s.WIDTH - s.MARGIN - 12 - text_x
            pen.fitted((text_x, choice_y), chose, 18, room, s.INK, anchor="lm", floor=12)
        pen.ellipse((NAME_X, mid - 8, NAME_X + 16, mid + 8), fill=s.seat_colour(seat), outline=s.INK)
        for line_index, line in enumerate(laid.lines):
            at = (NAME_X + 24, mid + line_index * NAME_STEP)
            pen.text(at, line, font=font(laid.size), fill=s.INK, anchor="lm", face=s.NAME_FACE)
        text, pill, filled = _status(view, player, ranks[index] if ranks else None, say)
        left, right = STATUS_X - 44, STATUS_X + 44
        if filled:
            pen.rounded_rectangle((left, mid - 13, right, mid + 13), radius=13, fill=pill)
        else:
            pen.rounded_rectangle((left, mid - 13, right, mid + 13), radius=13, outline=pill, width=2)
        ink = s.ink_on(pill) if filled else s.INK
        pen.fitted((STATUS_X, mid), text, SMALLEST, right - left - 12, ink, anchor="mm", floor=10)
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
        y += row_h
    return top + height


def _arrow() -> Image.Image:
    """The mark before a revealed choice: a small walnut arrow pointing at it."""

    def draw(pen: ImageDraw.ImageDraw, k: int) -> None:
        w = 16 * k
        pen.polygon([(w * 0.1, w * 0.2), (w * 0.9, w * 0.5), (w * 0.1, w * 0.8)], fill=s.TITLE_BAR)

    return s.smooth(("chose-arrow",), (16, 16), draw)


def _tower() -> Image.Image:
    def draw(pen: ImageDraw.ImageDraw, k: int) -> None:
        w = 24 * k
        pen.polygon(
            [(w * 0.15, w), (w * 0.15, w * 0.4), (w * 0.5, w * 0.08), (w * 0.85, w * 0.4), (w * 0.85, w)],
            fill=s.TITLE_BAR,
        )

    return s.smooth(("tower", 24), (24, 24), draw)


def public_image(view: dict[str, Any], names: Sequence[str], say: Words, *, indexed: bool = False) -> Image.Image:
    """The public board; ``indexed``: drawn straight into a palette image on the game's palette (``s.INKS``)."""
    height = BOARD_TOP + BOARD_H + 12 + HEADER_H + sum(row_heights(view, names, say)) + 10 + s.MARGIN
    size = (s.WIDTH, height)
    image = s.INKS.new(size, s.BACKGROUND) if indexed else Image.new("RGB", size, s.BACKGROUND)
    pen = s.Pen(image)
    if view.get("over"):
        moment = say("moment.over")
    else:
        key = "moment.bonus" if view["phase"] == "bonus" else "moment.half"
        moment = say(key, day=view["day"], days=view["days"], half=say(f"half.{view['half']}"))
    s.title_bar(pen, s.WIDTH, say("title"), moment)
    _draw_board(image, pen, view, BOARD_TOP, say)
    _draw_scoreboard(image, pen, view, names, BOARD_TOP + BOARD_H + 12, say)
    return image
