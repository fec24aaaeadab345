"""Pictures for Troyes Dice: the public half-day board, a player's own sheet, and the end-of-game sheets.

Renderers read views only (``GAME.view(state, seat)``): the spectator view never holds a pending choice, so the
public picture cannot show one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from games.contract import JSON
from render.common import fit_text, font, text_width
from render.renderer import Renderer
from render.troyes_dice import style as s
from render.troyes_dice.board import places, public_image
from render.troyes_dice.sheet import draw_sheet
from render.words import Words

__all__ = ["TroyesDiceRenderer", "final_sheets", "private_image", "public_image", "sheet_image"]

TURN_H = 118


def sheet_image(view: JSON, seat: int, names: Sequence[str]) -> Image.Image:
    """One seat's sheet panel from any view that carries ``sheets`` (every sheet is public), with its name on top."""
    return draw_sheet(view["sheets"][seat], s.seat_name(list(names), seat), s.seat_colour(seat))


def _wrap(text: str, size: int, width: int, lines: int) -> list[str]:
    words, out, line = text.split(), [], ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if text_width(candidate, size) <= width or not line:
            line = candidate
        else:
            out.append(line)
            line = word
    if line:
        out.append(line)
    if len(out) > lines:
        out = [*out[: lines - 1], fit_text(" ".join(out[lines - 1 :]), size, width)]
    return out


_BUILDINGS = {
    ("red", "prestige"): "Fortress",
    ("red", "work"): "Palace",
    ("yellow", "prestige"): "Guild",
    ("yellow", "work"): "City Hall",
    ("white", "prestige"): "Cathedral",
    ("white", "work"): "Bishopric",
}


def describe_choice(choice: str, slots: list[dict[str, Any]]) -> str:
    """A pending choice in words, from its canonical text (``die 3 as white to 5 prestige``, ``supplies``)."""
    tokens = choice.split()
    if tokens == ["supplies"]:
        return "Take 1 influence, 1 denier and 1 knowledge"
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
    text = f"Die {index + 1} ({slot['colour']} {slot['value']})"
    if changed:
        text += f" as {colour} {value}"
    action = tokens[-1]
    if action == "resources":
        resource = {v: k for k, v in s.RESOURCE_COLOUR.items()}.get(colour, colour)
        text += f": take {value} {resource}"
    elif (colour, action) in _BUILDINGS:
        text += f": build the {_BUILDINGS[colour, action]} in column {value}"
    if "pay" in options:
        text += f", paying {options['pay']}"
    return text


def _draw_turn(image: Image.Image, pen: s.Pen, view: JSON, top: int) -> None:
    """This half-day's dice and what the seat has chosen (its own view only) or still has to decide."""
    me = view["me"]
    s.panel(pen, (s.MARGIN, top, s.WIDTH - s.MARGIN, top + TURN_H))
    x = s.MARGIN + 14
    if not view.get("over"):
        pen.text((x, top + 16), f"Day {view['day']} {view['half']}", font=font(15), fill=s.MUTED, anchor="lm")
        for slot in view["slots"]:
            s.paste_centred(image, s.die(slot["value"], slot["colour"], 40), x + 22, top + 56)
            label = "black" if slot["black"] else _price_short(slot["price"])
            pen.text((x + 22, top + 90), label, font=font(14), fill=s.MUTED, anchor="mm")
            if not slot["black"]:
                s.paste_centred(image, s.chip(slot["colour"], s.LETTER[slot["colour"]], 16), x + 40, top + 38)
            x += 54
    tx = s.MARGIN + 14 + 4 * 54 + 14
    width = s.WIDTH - s.MARGIN - 14 - tx
    pen.line((tx - 10, top + 14, tx - 10, top + TURN_H - 14), fill=s.PANEL_EDGE, width=2)
    awaiting = me["seat"] in view.get("awaiting", [])
    if view.get("over"):
        heading, colour, body = "Game over", s.INK, "Final sheet below."
    elif me.get("bonuses"):
        heading, colour = "Bonus build to decide", s.WAITING
        body = "; ".join(_plain(bonus) for bonus in me["bonuses"])
    elif me.get("choice"):
        heading, colour = "Your choice (hidden from others)", s.GOOD
        body = describe_choice(me["choice"], view["slots"])
    elif awaiting and view["phase"] == "choose":
        heading, colour, body = "Your turn", s.WAITING, "Choose a die and an action: resources, prestige or work."
    else:
        waiting = len(view.get("awaiting", []))
        heading, colour = "Waiting", s.MUTED
        body = f"for {waiting} other player{'s' if waiting != 1 else ''}."
    pen.text((tx, top + 22), heading, font=font(18), fill=colour, anchor="lm")
    for line_index, line in enumerate(_wrap(body, 19, width, 3)):
        pen.text((tx, top + 50 + line_index * 24), line, font=font(19), fill=s.INK, anchor="lm")


def _plain(bonus: str) -> str:
    """A bonus description without its Discord markup and notation hint."""
    return bonus.split(" (`")[0].replace("`", "")


def _price_short(price: dict[str, int] | None) -> str:
    if not price or not any(price.values()):
        return "free"
    return " ".join(f"{n} {'any' if name == 'any' else s.RESOURCE_LETTER.get(name, name)}" for name, n in price.items())


def private_image(view: JSON, names: Sequence[str]) -> Image.Image:
    """One seat's picture: this half-day's dice, its pending choice or bonus, and its full sheet."""
    me = view["me"]
    seat = me["seat"]
    sheet = draw_sheet(me["sheet"])
    top = 54 + 10
    image = Image.new("RGB", (s.WIDTH, top + TURN_H + 10 + sheet.height + s.MARGIN), s.BACKGROUND)
    pen = s.Pen(image)
    name = fit_text(s.seat_name(list(names), seat), 26, 340, s.NAME_BOLD_FACE)
    score = me["sheet"]["score"]["total"]
    moment = f"your sheet · {score} point{'s' if score != 1 else ''}"
    s.title_bar(pen, s.WIDTH, name, moment, name=True)
    _draw_turn(image, pen, view, top)
    image.paste(sheet, (s.MARGIN, top + TURN_H + 10))
    return image


def final_sheets(view: JSON, names: Sequence[str]) -> Image.Image:
    """End of game: a score breakdown table, then every player's sheet in ranking order (two per row from two
    players on). Draws from the public view, which carries every sheet."""
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
    drawn = [sheet_image(view, seat, names) for seat in order if seat < len(sheets)]
    sheet_h = drawn[0].height + 10 if drawn else 0
    grid_rows = (len(drawn) + per_row - 1) // per_row
    top = 54 + 10
    image = Image.new("RGB", (width, top + table_h + 10 + grid_rows * sheet_h + 4), s.BACKGROUND)
    pen = s.Pen(image)
    s.title_bar(pen, width, "Troyes Dice · final scores", f"{count} player{'s' if count != 1 else ''}")
    s.panel(pen, (s.MARGIN, top, width - s.MARGIN, top + table_h))
    columns = [
        ("citizens", "citizens"),
        ("cathedrals", "cathedrals"),
        ("resources", "resource pairs"),
        ("total", "total"),
    ]
    right = width - s.MARGIN - 20
    step = 110 if per_row == 1 else 170
    xs = [right - step * (len(columns) - 1 - i) for i in range(len(columns))]
    y = top + 10
    pen.text((s.MARGIN + 16, y + 16), "Place", font=font(16), fill=s.MUTED, anchor="lm")
    pen.text((s.MARGIN + 84, y + 16), "Player", font=font(16), fill=s.MUTED, anchor="lm")
    for x, (_key, label) in zip(xs, columns, strict=True):
        pen.text((x, y + 16), label, font=font(16), fill=s.MUTED, anchor="rm")
    y = top + 48
    for index, seat in enumerate(order):
        mid = y + row_h // 2
        if index % 2 == 0:
            pen.rectangle((s.MARGIN + 2, y, width - s.MARGIN - 2, y + row_h - 1), fill=s.STRIPE)
        pen.text((s.MARGIN + 16, mid), f"{ranks[seat]}.", font=font(20), fill=s.INK, anchor="lm")
        pen.ellipse((s.MARGIN + 84, mid - 8, s.MARGIN + 100, mid + 8), fill=s.seat_colour(seat), outline=s.INK)
        pen.text(
            (s.MARGIN + 108, mid),
            fit_text(s.seat_name(list(names), seat), 20, xs[0] - 110 - s.MARGIN - 108, s.NAME_FACE),
            font=font(20),
            fill=s.INK,
            anchor="lm",
            face=s.NAME_FACE,
        )
        for x, (key, _label) in zip(xs, columns, strict=True):
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
    def public(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return public_image(view, names)

    def private(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return private_image(view, names)

    def final(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        # The game's end deserves more than the last roll: every sheet with its score breakdown.
        return final_sheets(view, names)


RENDERER = TroyesDiceRenderer()
