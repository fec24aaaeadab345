"""Pictures for Troyes Dice: the public half-day board, a player's own sheet, and the end-of-game sheets.

Renderers read views only (``GAME.view(state, seat)``): the spectator view never holds a pending choice, so the
public picture cannot show one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from PIL import Image

from games.contract import JSON
from render.common import fit_text, font
from render.renderer import Renderer
from render.troyes_dice import style as s
from render.troyes_dice.board import places, public_image
from render.troyes_dice.sheet import draw_sheet
from render.troyes_dice.words import ENGLISH, WORDS
from render.words import Text, Words

__all__ = ["TroyesDiceRenderer", "final_sheets", "private_image", "public_image", "seat_sheet", "sheet_image"]

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
    name = fit_text(s.seat_name(list(names), seat, say), 26, 340, s.NAME_BOLD_FACE)
    moment = say("private.moment", count=me["sheet"]["score"]["total"])
    s.title_bar(pen, s.WIDTH, name, moment, name=True)
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


FINAL_COLUMNS = ("citizens", "cathedrals", "resources", "total")


def final_sheets(view: JSON, names: Sequence[str], say: Words | None = None) -> Image.Image:
    """End of game: a score breakdown table, then every player's sheet in ranking order (two per row from two
    players on). Draws from the public view, which carries every sheet."""
    say = say or ENGLISH
    sheets = view.get("sheets") or []
    players = view["players"]
    count = len(players)
    per_row = 1 if count == 1 else 2
    width = s.WIDTH * per_row
    breakdown = [sheet["score"] for sheet in sheets] if sheets else [{"total": p["score"]} for p in players]
    ranks = places([score["total"] for score in breakdown])
    row_h = 36
    table_h = 48 + row_h * count + 10
    order = sorted(range(count), key=lambda seat: (ranks[seat], seat))
    drawn = [sheet_image(view, seat, names, say) for seat in order if seat < len(sheets)]
    sheet_h = drawn[0].height + 10 if drawn else 0
    grid_rows = (len(drawn) + per_row - 1) // per_row
    top = 54 + 10
    image = Image.new("RGB", (width, top + table_h + 10 + grid_rows * sheet_h + 4), s.BACKGROUND)
    pen = s.Pen(image)
    s.title_bar(pen, width, say("final.title"), say("final.players", count=count))
    s.panel(pen, (s.MARGIN, top, width - s.MARGIN, top + table_h))
    right = width - s.MARGIN - 20
    step = 110 if per_row == 1 else 170
    xs = [right - step * (len(FINAL_COLUMNS) - 1 - i) for i in range(len(FINAL_COLUMNS))]
    y = top + 10
    place_room = 84 - 16 - 6
    pen.fitted((s.MARGIN + 16, y + 16), say("final.place"), 16, place_room, s.MUTED, anchor="lm", floor=11)
    name_room = xs[0] - step + 12 - (s.MARGIN + 84)
    pen.fitted((s.MARGIN + 84, y + 16), say("final.player"), 16, name_room, s.MUTED, anchor="lm", floor=11)
    for x, key in zip(xs, FINAL_COLUMNS, strict=True):
        # A heading may take two lines over its column of numbers, right-aligned like them.
        pen.fitted((x, y + 16), say(f"final.{key}"), 16, step - 12, s.MUTED, anchor="rm", lines=2, floor=11)
    y = top + 48
    for index, seat in enumerate(order):
        mid = y + row_h // 2
        if index % 2 == 0:
            pen.rectangle((s.MARGIN + 2, y, width - s.MARGIN - 2, y + row_h - 1), fill=s.STRIPE)
        rank = say("final.rank", place=ranks[seat])
        pen.fitted((s.MARGIN + 16, mid), rank, 20, place_room, s.INK, anchor="lm", floor=12)
        pen.ellipse((s.MARGIN + 84, mid - 8, s.MARGIN + 100, mid + 8), fill=s.seat_colour(seat), outline=s.INK)
        pen.text(
            (s.MARGIN + 108, mid),
            fit_text(s.seat_name(list(names), seat, say), 20, xs[0] - 110 - s.MARGIN - 108, s.NAME_FACE),
            font=font(20),
            fill=s.INK,
            anchor="lm",
            face=s.NAME_FACE,
        )
        for x, key in zip(xs, FINAL_COLUMNS, strict=True):
            value = breakdown[seat].get(key)
            if value is None:
                continue
            bold = key == "total"
            pen.text(
                (x, mid),
                str(value),
                font=font(22 if bold else 19),
                fill=s.INK,
                anchor="rm",
                stroke_width=1 if bold else 0,
                stroke_fill=s.INK,
            )
        y += row_h
    y = top + table_h + 10
    for index, piece in enumerate(drawn):
        image.paste(piece, ((index % per_row) * s.WIDTH + s.MARGIN, y + (index // per_row) * sheet_h))
    return image


class TroyesDiceRenderer(Renderer):
    WORDS: ClassVar[Mapping[str, Text]] = WORDS

    def public(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return public_image(view, names, self.words(words))

    def private(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return private_image(view, names, self.words(words))

    def sheet(self, view: JSON, seat: int, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """One seat's sheet from the public view, for anyone at the table or watching."""
        return seat_sheet(view, seat, names, self.words(words))

    def final(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        # The game's end deserves more than the last roll: every sheet with its score breakdown.
        return final_sheets(view, names, self.words(words))


RENDERER = TroyesDiceRenderer()
