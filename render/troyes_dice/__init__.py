"""Pictures for Troyes Dice: the public half-day board, a player's own sheet, any sheet on demand, and the
end-of-game standings.

Renderers read views only (``GAME.view(state, seat)``): the spectator view never holds a pending choice, so the
public picture cannot show one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from PIL import Image

from games.contract import JSON
from render.common import RGB, font, text_width
from render.renderer import Renderer
from render.troyes_dice import palette
from render.troyes_dice import style as s
from render.troyes_dice.board import places, public_image
from render.troyes_dice.sheet import draw_sheet
from render.troyes_dice.words import ENGLISH, WORDS
from render.words import Text, Words

__all__ = [
    "RENDERER",
    "TroyesDiceRenderer",
    "final_sheets",
    "private_image",
    "public_image",
    "seat_sheet",
    "sheet_image",
]

TURN_H = 118


def sheet_image(view: JSON, seat: int, names: Sequence[str], words: Words | None = None) -> Image.Image:
    """One seat's sheet panel from any view that carries ``sheets`` (every sheet is public), with its name on top."""
    say = words or ENGLISH
    return draw_sheet(view["sheets"][seat], say, s.seat_name(list(names), seat, say), s.seat_colour(seat))


def _die(say: Words, colour: str, value: int) -> str:
    return say("choice.die", colour=say(f"colour.{colour}"), value=value)


def describe_choice(choice: str, slots: list[dict[str, Any]], say: Words | None = None) -> str:
    """A pending choice in words, from its canonical text (``die 3 as white to 5 prestige``, ``supplies``)."""
    say = say or ENGLISH
    tokens = choice.split()
    if tokens == ["supplies"]:
        return say("choice.supplies")
    if len(tokens) < 3 or tokens[0] != "die" or not tokens[1].isdigit():
        return choice
    index = int(tokens[1]) - 1
    if not 0 <= index < len(slots):
        return choice
    slot = slots[index]
    colour, value = slot["colour"], slot["value"]
    options = dict(zip(tokens[2:-1:2], tokens[3::2], strict=False))
    colour = options.get("as", colour)
    value = int(options["to"]) if options.get("to", "").isdigit() else value
    changed = (colour, value) != (slot["colour"], slot["value"])
    action = tokens[-1]
    if colour not in s.RESOURCE_OF or action not in ("resources", "prestige", "work"):
        return choice
    params: dict[str, Any] = {"slot": index + 1, "die": _die(say, slot["colour"], slot["value"])}
    if changed:
        params["new"] = _die(say, colour, value)
    suffix = "_as" if changed else ""
    if action == "resources":
        amount = say(f"amount.{s.RESOURCE_OF[colour]}", count=value)
        text = say(f"choice.take{suffix}", amount=amount, **params)
    else:
        text = say(f"choice.build{suffix}", building=say(f"the_building.{colour}_{action}"), number=value, **params)
    if options.get("pay") in s.RESOURCE_COLOUR:
        text = say("choice.paying", choice=text, amount=say(f"amount.{options['pay']}", count=1))
    return text


def _bonus(say: Words, bonus: Mapping[str, Any]) -> str:
    """A pending bonus build in words: a work building of any colour, or the 15th citizen's prestige building."""
    if bonus.get("kind") == "work" or bonus.get("track") not in s.COLOUR:
        return say("bonus.work")
    return say(f"bonus.prestige.{bonus['track']}")


def _draw_turn(image: Image.Image, pen: s.Pen, view: JSON, top: int, say: Words) -> None:
    """This half-day's dice and what the seat has chosen (its own view only) or still has to decide."""
    me = view["me"]
    s.panel(pen, (s.MARGIN, top, s.WIDTH - s.MARGIN, top + TURN_H))
    x = s.MARGIN + 14
    tx = s.MARGIN + 14 + 4 * 54 + 14
    if not view.get("over"):
        when = say("turn.when", day=view["day"], half=say(f"half.{view['half']}"))
        pen.fitted((x, top + 16), when, 15, tx - 14 - x, s.MUTED, anchor="lm", floor=11)
        for slot in view["slots"]:
            s.paste_centred(image, s.die(slot["value"], slot["colour"], 40), x + 22, top + 56)
            label = say("turn.black") if slot["black"] else _price_short(slot["price"], say)
            pen.fitted((x + 22, top + 90), label, 14, 48, s.MUTED, anchor="mm", lines=2, floor=9)
            if not slot["black"]:
                chip = s.chip(slot["colour"], s.letter(say, slot["colour"]), 16)
                s.paste_centred(image, chip, x + 40, top + 38)
            x += 54
    width = s.WIDTH - s.MARGIN - 14 - tx
    pen.line((tx - 10, top + 14, tx - 10, top + TURN_H - 14), fill=s.PANEL_EDGE, width=2)
    awaiting = me["seat"] in view.get("awaiting", [])
    body: list[str]
    if view.get("over"):
        heading, colour, body = say("turn.over"), s.INK, [say("turn.final_below")]
    elif me.get("bonuses"):
        heading, colour = say("turn.bonus"), s.WAITING
        body = [_bonus(say, bonus) for bonus in me["bonuses"]]
    elif me.get("choice"):
        heading, colour = say("turn.chosen"), s.GOOD
        body = [describe_choice(me["choice"], view["slots"], say)]
    elif awaiting and view["phase"] == "choose":
        heading, colour, body = say("turn.yours"), s.WAITING, [say("turn.choose")]
    else:
        waiting = len(view.get("awaiting", []))
        heading, colour = say("turn.waiting"), s.MUTED
        body = [say("turn.waiting_for", count=waiting)]
    pen.fitted((tx, top + 22), heading, 18, width, colour, anchor="lm", floor=13)
    # Up to three lines below the heading: each text wraps onto the lines the texts before it left.
    lines_left, y = 3, top + 38
    for text in body[:3]:
        laid = s.fit(text, 19, width, lines_left, 13, True)
        pen.fitted((tx, y), text, 19, width, s.INK, anchor="la", lines=lines_left, floor=13, paragraph=True)
        step = round(laid.size * 1.2)
        y += step * len(laid.lines) + 2
        lines_left -= len(laid.lines)
        if lines_left <= 0:
            break


def _price_short(price: dict[str, int] | None, say: Words) -> str:
    if not price or not any(price.values()):
        return say("price.free")
    return " ".join(
        say("price.any", count=n) if name == "any" else say("price.amount", count=n, letter=s.letter(say, name))
        for name, n in price.items()
    )


def private_image(view: JSON, names: Sequence[str], say: Words | None = None) -> Image.Image:
    """One seat's picture: this half-day's dice, its pending choice or bonus, and its full sheet."""
    say = say or ENGLISH
    me = view["me"]
    seat = me["seat"]
    sheet = draw_sheet(me["sheet"], say)
    top = 54 + 10
    image = Image.new("RGB", (s.WIDTH, top + TURN_H + 10 + sheet.height + s.MARGIN), s.BACKGROUND)
    pen = s.Pen(image)
    moment = say("private.moment", count=me["sheet"]["score"]["total"])
    # The name takes what the moment leaves at its own size (at least 340 px), shrinking to 16 px before any cut.
    room = max(340, s.WIDTH - 2 * (s.MARGIN + 2) - 24 - text_width(moment, 20))
    name = s.fit_name(s.seat_name(list(names), seat, say), 26, room, 16, 16, bold=True)
    s.title_bar(pen, s.WIDTH, name.lines[0], moment, name=True, sizes=(name.size, 20))
    _draw_turn(image, pen, view, top, say)
    image.paste(sheet, (s.MARGIN, top + TURN_H + 10))
    return image


def seat_sheet(view: JSON, seat: int, names: Sequence[str], say: Words | None = None) -> Image.Image:
    """Any player's sheet as the whole table may see it (``/game sheet``, the board's "Sheets" menu): drawn from
    the public view, which holds every sheet and never a pending choice. The moment of the game on top."""
    say = say or ENGLISH
    sheet = sheet_image(view, seat, names, say)
    top = 54 + 10
    image = Image.new("RGB", (s.WIDTH, top + sheet.height + s.MARGIN), s.BACKGROUND)
    pen = s.Pen(image)
    if view.get("over"):
        moment = say("moment.over")
    else:
        moment = say("moment.half", day=view["day"], days=view["days"], half=say(f"half.{view['half']}"))
    s.title_bar(pen, s.WIDTH, say("title"), moment)
    image.paste(sheet, (s.MARGIN, top))
    return image


# The final standings, read on a phone: a picture about 400 px wide there, so every text is at least FINAL_FLOOR px
# of the picture's width (12 px at 400 px for a 680 px picture). Each sheet is on demand (``/game sheet``).
FINAL_FLOOR = 21
FINAL_BREAKDOWN = ("citizens", "cathedrals", "resources")
FINAL_BAR_H = 64
FINAL_HEAD_H = 62
FINAL_ROW_H = 76
FINAL_TOTAL_W = 112


FINAL_NAME_STEP = 26  # from a name's first line to its second: a long name takes two, and its row grows by this


def _final_name(name: str, room: int) -> s.Name:
    """A player's name in the standings: one line from 26 px down to ``FINAL_FLOOR``, else two at the floor."""
    return s.fit_name(name, 26, room, FINAL_FLOOR, FINAL_FLOOR, lines=2)


def final_sheets(view: JSON, names: Sequence[str], say: Words | None = None) -> Image.Image:
    """End of game: the standings, phone-sized. One row a player in ranking order: place, seat colour and name on
    the first line with the total right; the score breakdown (citizens, cathedrals, resource pairs) in columns on
    the second. A line below says where to see each sheet. Draws from the public view, which carries every
    sheet's score."""
    say = say or ENGLISH
    sheets = view.get("sheets") or []
    players = view["players"]
    count = len(players)
    width = s.WIDTH
    breakdown = [sheet["score"] for sheet in sheets] if sheets else [{"total": p["score"]} for p in players]
    ranks = places([score["total"] for score in breakdown])
    order = sorted(range(count), key=lambda seat: (ranks[seat], seat))
    left, right = s.MARGIN + 12, width - s.MARGIN - 12
    rank_room = 72
    name_x = left + rank_room + 36
    total_x = right - FINAL_TOTAL_W
    column_w = (total_x - name_x) // len(FINAL_BREAKDOWN)
    centres = [name_x + column_w * i + column_w // 2 for i in range(len(FINAL_BREAKDOWN))]
    hint = say("final.sheets")
    hint_laid = s.fit(hint, 22, right - left, 2, FINAL_FLOOR, True)
    hint_h = round(hint_laid.size * 1.2) * len(hint_laid.lines) + 8
    top = FINAL_BAR_H + 10
    name_room = total_x - 12 - name_x
    laid = [_final_name(s.seat_name(list(names), seat, say), name_room) for seat in range(count)]
    heights = [FINAL_ROW_H + (len(name.lines) - 1) * FINAL_NAME_STEP for name in laid]
    table_h = FINAL_HEAD_H + sum(heights) + 8
    image = Image.new("RGB", (width, top + table_h + 12 + hint_h + s.MARGIN), s.BACKGROUND)
    pen = s.Pen(image)
    s.title_bar(
        pen,
        width,
        say("final.title"),
        say("final.players", count=count),
        FINAL_BAR_H,
        sizes=(30, 24),
        floor=FINAL_FLOOR,
    )
    s.panel(pen, (s.MARGIN, top, width - s.MARGIN, top + table_h))
    head = top + FINAL_HEAD_H // 2 + 2
    pen.fitted((left, head), say("final.place"), 22, rank_room, s.MUTED, anchor="lm", floor=FINAL_FLOOR)
    for centre, key in zip(centres, FINAL_BREAKDOWN, strict=True):
        # A heading may take two lines over its column of numbers.
        pen.fitted((centre, head), say(f"final.{key}"), 22, column_w - 10, s.MUTED, "mm", lines=2, floor=FINAL_FLOOR)
    pen.fitted((right - 4, head), say("final.total"), 22, FINAL_TOTAL_W - 10, s.MUTED, "rm", lines=2, floor=FINAL_FLOOR)
    y = top + FINAL_HEAD_H
    pen.line((s.MARGIN + 2, y - 1, width - s.MARGIN - 2, y - 1), fill=s.PANEL_EDGE, width=2)
    for index, seat in enumerate(order):
        row_h = heights[seat]
        if index % 2 == 0:
            pen.rectangle((s.MARGIN + 2, y, width - s.MARGIN - 2, y + row_h - 1), fill=s.STRIPE)
        first, second = y + 22, y + row_h - 20
        rank = say("final.rank", place=ranks[seat])
        pen.fitted((left, first), rank, 26, rank_room, s.INK, anchor="lm", floor=FINAL_FLOOR, stroke=1)
        dot_x = name_x - 20
        pen.ellipse((dot_x - 12, first - 12, dot_x + 12, first + 12), fill=s.seat_colour(seat), outline=s.INK, width=2)
        for line_index, line in enumerate(laid[seat].lines):
            at = (name_x, first + line_index * FINAL_NAME_STEP)
            pen.text(at, line, font=font(laid[seat].size), fill=s.INK, anchor="lm", face=s.NAME_FACE)
        for centre, key in zip(centres, FINAL_BREAKDOWN, strict=True):
            value = breakdown[seat].get(key)
            if value is not None:
                pen.text((centre, second), str(value), font=font(24), fill=s.INK, anchor="mm")
        total = str(breakdown[seat]["total"])
        mid = y + row_h // 2
        pen.text((right - 4, mid), total, font=font(34), fill=s.INK, anchor="rm", stroke_width=1, stroke_fill=s.INK)
        y += row_h
    pen.fitted(
        (left, top + table_h + 12), hint, 22, right - left, s.MUTED, "la", lines=2, floor=FINAL_FLOOR, paragraph=True
    )
    return image


class TroyesDiceRenderer(Renderer):
    WORDS: ClassVar[Mapping[str, Text]] = WORDS
    PALETTE: ClassVar[tuple[RGB, ...]] = palette.COLOURS

    def public(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """The board, drawn straight into a palette image on ``PALETTE`` (``render.indexed``): the encoder only
        deflates it."""
        return public_image(view, names, self.words(words), indexed=True)

    def public_rgb(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return public_image(view, names, self.words(words))

    def private(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return private_image(view, names, self.words(words))

    def sheet(self, view: JSON, seat: int, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """One seat's sheet from the public view, for anyone at the table or watching."""
        return seat_sheet(view, seat, names, self.words(words))

    def final(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        # The game's end: the standings with each score's breakdown, phone-sized; each sheet is on demand.
        return final_sheets(view, names, self.words(words))


RENDERER = TroyesDiceRenderer()
