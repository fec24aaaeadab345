"""One player's sheet, drawn from the ``sheets[seat]`` entry of a Troyes Dice view.

The empty sheet (labels, free cells with their effect hints, empty tracks) depends only on the column order,
so it is drawn once per order and cached; a render copies it and draws what the player has marked on top.
Used by the private picture (one seat) and by the end-of-game breakdown (every seat).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from games.troyes_dice import components as c
from render.common import RGB, font, sprite, text_width
from render.troyes_dice import style as s
from render.words import Words

# Geometry, in pixels of the sheet image (WIDTH wide).
X0 = 28  # left edge of the content inside the panel
CELLS_X = 164  # left edge of the first building cell (after the row names)
CELL_W, CELL_H, CELL_GAP = 70, 46, 12
ROW_GAP = 4
DISTRICT_GAP = 12
HEADING_H = 44
COLUMN_HEAD_H = 34
RES_BOX, RES_STEP = 22, 25
CIT_BOX, CIT_STEP = 20, 23
TRACK_ROW_H = 30
RIGHT = s.WIDTH - s.MARGIN - 14  # right edge of the content
SHEET_WIDTH = s.WIDTH - 2 * s.MARGIN

CELL_STATE_FILL = {"destroyed": (226, 220, 210)}


class Layout:
    """Where everything of the sheet sits, for a sheet with or without a heading strip."""

    def __init__(self, heading: bool) -> None:
        y = 12 + (HEADING_H if heading else 0)
        self.heading = heading
        self.column_head = y
        y += COLUMN_HEAD_H + 4
        self.rows: list[int] = []
        for district in range(3):
            top = y + district * (2 * CELL_H + ROW_GAP + DISTRICT_GAP)
            self.rows += [top, top + CELL_H + ROW_GAP]
        y = self.rows[-1] + CELL_H + 18
        self.resource_head = y
        y += 26
        self.resources = [y + i * TRACK_ROW_H for i in range(3)]
        y += 3 * TRACK_ROW_H + 12
        self.citizen_head = y
        y += 28
        self.citizens = [y + i * TRACK_ROW_H for i in range(3)]
        y += 3 * TRACK_ROW_H + 8
        self.footer = y
        self.height = y + 46

    @staticmethod
    def cell_x(position: int) -> int:
        return CELLS_X + position * (CELL_W + CELL_GAP)


LAYOUTS = {True: Layout(True), False: Layout(False)}

# The words of the empty sheet, which is drawn once per column order and language: the sprite is keyed by them.
STATIC_WORDS: tuple[str, ...] = (
    "sheet.column",
    *(f"building.{row}" for row in c.ROW_NAMES),
    "hint.per",
    "hint.scores",
    *(f"hint.row.{row}" for row in c.ROW_NAMES),
    "sheet.resources",
    "sheet.every_6th",
    "sheet.left",
    *(f"resource.{name}" for name in c.RESOURCES),
    "sheet.citizens",
    "mark.resources",
    "mark.work",
    "mark.prestige",
    *(f"track.{colour}" for colour in c.COLOURS),
    *(f"letter.{name}" for name in (*c.COLOURS, *c.RESOURCES)),
)
# Citizen track columns whose bonus is marked above the track, and how wide a mark may be there: up to halfway to
# the next mark, less a gap.
MARK_ROOM = {c.COLUMN_RESOURCES_AT: 64, **{column: 64 for column in c.COLUMN_WORK_BUILD_AT}}
MARK_ROOM[c.COLUMN_WORK_BUILD_AT[-1]] = 88
MARK_ROOM[c.PRESTIGE_BUILD_AT] = 88
MARK_ROOM[c.CITIZEN_GIFT_AT] = 100
LABEL_X = X0 + 44  # a row's name, right of its district badge
LABEL_ROOM = CELLS_X - 10 - LABEL_X - 4


def _fortress_hint(position: int) -> tuple[str, str]:
    return "+1", c.COLOURS[c.FORTRESS_CITIZEN[position]]


def _draw_hint(
    image: Image.Image, pen: s.Pen, row: int, position: int, x: int, y: int, words: Mapping[str, str]
) -> None:
    """What building this free cell would give, in small muted print (static sheet data)."""
    district, kind = divmod(row, 2)
    cx, cy = x + CELL_W // 2, y + CELL_H // 2
    small = font(13)
    if kind == c.WORK or district == c.RED:
        amount, citizen = ("+2", c.COLOURS[district]) if kind == c.WORK else _fortress_hint(position)
        pen.text((cx - 4, cy), amount, font=font(16), fill=s.MUTED, anchor="rm")
        s.paste_centred(image, s.person(18, citizen), cx + 8, cy - 1)
        return
    if district == c.YELLOW:
        guild = c.GUILDS[position]
        counted = c.COLOURS[guild.counts]
        if any(guild.per_die.resources):
            resource = next(r for r, n in enumerate(guild.per_die.resources) if n)
            name = c.RESOURCES[resource]
            pen.text((cx - 2, cy - 9), f"+{guild.per_die.resources[resource]}", font=small, fill=s.MUTED, anchor="rm")
            s.paste_centred(image, s.chip(s.RESOURCE_COLOUR[name], words[f"letter.{name}"], 14), cx + 8, cy - 9)
        else:
            track = next(z for z, n in enumerate(guild.per_die.citizens) if n)
            pen.text((cx - 2, cy - 9), f"+{guild.per_die.citizens[track]}", font=small, fill=s.MUTED, anchor="rm")
            s.paste_centred(image, s.person(15, c.COLOURS[track]), cx + 8, cy - 10)
        pen.fitted((cx - 2, cy + 10), words["hint.per"], 13, CELL_W // 2 - 5, s.MUTED, anchor="rm", floor=9)
        s.paste_centred(image, s.chip(counted, words[f"letter.{counted}"], 14), cx + 10, cy + 10)
        return
    linked = c.ROW_NAMES[c.CATHEDRAL_ROWS[position]]
    pen.fitted((cx, cy - 8), words["hint.scores"], 13, CELL_W - 8, s.MUTED, anchor="mm", floor=9)
    pen.fitted((cx, cy + 9), words[f"hint.row.{linked}"], 13, CELL_W - 8, s.MUTED, anchor="mm", floor=9)


def _empty_sheet(columns: tuple[int, ...], heading: bool, static: tuple[str, ...]) -> Image.Image:
    words = dict(zip(STATIC_WORDS, static, strict=True))
    layout = LAYOUTS[heading]
    image = Image.new("RGB", (s.WIDTH, layout.height), s.BACKGROUND)
    pen = s.Pen(image)
    s.panel(pen, (s.MARGIN, 4, s.WIDTH - s.MARGIN, layout.height - 4))
    # Column numbers: a die of that value builds in that column.
    y = layout.column_head
    first_number = layout.cell_x(0) + CELL_W // 2 - 15
    pen.fitted((X0, y + COLUMN_HEAD_H // 2), words["sheet.column"], 15, first_number - X0 - 6, s.MUTED, anchor="lm")
    for position, number in enumerate(columns):
        cx = layout.cell_x(position) + CELL_W // 2
        pen.ellipse((cx - 15, y + 2, cx + 15, y + 32), fill=s.TITLE_BAR)
        pen.text((cx, y + 17), str(number), font=font(20), fill=s.TITLE_INK, anchor="mm")
    # Districts: label block, then the free cells with their hints.
    for district, colour in enumerate(c.COLOURS):
        top = layout.rows[2 * district]
        bottom = layout.rows[2 * district + 1] + CELL_H
        pen.rounded_rectangle((X0, top, CELLS_X - 10, bottom), radius=10, fill=s.TINT[colour])
        pen.rounded_rectangle((X0, top, X0 + 8, bottom), radius=4, fill=s.COLOUR[colour], outline=s.EDGE[colour])
        s.paste_centred(image, s.chip(colour, words[f"letter.{colour}"], 24), X0 + 26, (top + bottom) / 2)
        for kind in range(2):
            row = 2 * district + kind
            y = layout.rows[row]
            name = c.ROW_NAMES[row]
            # The Cathedrals' name sits higher: the next multiplier is written under it.
            mid = y + CELL_H // 2 - (6 if name == "white_prestige" else 0)
            pen.fitted((LABEL_X, mid), words[f"building.{name}"], 17, LABEL_ROOM, s.INK, anchor="lm", lines=2, floor=11)
            for position in range(c.COLUMNS):
                x = layout.cell_x(position)
                pen.rounded_rectangle(
                    (x, y, x + CELL_W, y + CELL_H), radius=8, fill=s.TINT[colour], outline=s.EDGE[colour]
                )
                _draw_hint(image, pen, row, position, x, y, words)
    for diamond in c.DIAMONDS:
        _paste_diamond(image, layout, diamond.district * 2 + diamond.kind, diamond.left, "open")
    # Resource tracks.
    head = layout.resource_head + 10
    pen.fitted((X0, head), words["sheet.resources"], 18, CELLS_X - X0 - 8, s.INK, anchor="lm", floor=12)
    left = pen.fitted((RIGHT, head), words["sheet.left"], 13, 70, s.MUTED, anchor="rm")
    pen.fitted((CELLS_X, head), words["sheet.every_6th"], 13, RIGHT - left - 12 - CELLS_X, s.MUTED, anchor="lm")
    for index, name in enumerate(c.RESOURCES):
        y = layout.resources[index]
        colour = s.RESOURCE_COLOUR[name]
        s.paste_centred(image, s.chip(colour, words[f"letter.{name}"], 22), X0 + 11, y + RES_BOX / 2)
        pen.fitted(
            (X0 + 28, y + RES_BOX / 2), words[f"resource.{name}"], 16, CELLS_X - X0 - 34, s.INK, anchor="lm", floor=11
        )
        for box in range(c.RESOURCE_TRACK):
            image.paste(
                _resource_box(colour, "empty", box + 1 in c.RESOURCE_CITIZENS_AT), (CELLS_X + box * RES_STEP, y)
            )
    # Citizen tracks, with the column bonuses that need all three tracks.
    y_band = layout.citizens[0] - 4
    band_bottom = layout.citizens[2] + CIT_BOX + 4
    for column in (c.COLUMN_RESOURCES_AT, *c.COLUMN_WORK_BUILD_AT):
        x = CELLS_X + (column - 1) * CIT_STEP
        pen.rounded_rectangle((x - 3, y_band, x + CIT_BOX + 3, band_bottom), radius=6, fill=(246, 226, 170))
    marks = _citizen_marks(words)
    first_mark = CELLS_X + (marks[0][0] - 1) * CIT_STEP + CIT_BOX // 2 - MARK_ROOM[marks[0][0]] // 2
    pen.fitted(
        (X0, layout.citizen_head + 10), words["sheet.citizens"], 18, first_mark - X0 - 8, s.INK, anchor="lm", floor=12
    )
    for column, label in marks:
        x = CELLS_X + (column - 1) * CIT_STEP + CIT_BOX // 2
        pen.fitted((x, layout.citizen_head + 12), label, 12, MARK_ROOM[column], s.MUTED, anchor="mm", floor=9)
    for index, colour in enumerate(c.COLOURS):
        y = layout.citizens[index]
        s.paste_centred(image, s.person(22, colour), X0 + 11, y + CIT_BOX / 2)
        pen.fitted(
            (X0 + 28, y + CIT_BOX / 2), words[f"track.{colour}"], 16, CELLS_X - X0 - 34, s.INK, anchor="lm", floor=11
        )
        for box in range(c.CITIZEN_TRACK):
            image.paste(_citizen_box(colour, False, box + 1), (CELLS_X + box * CIT_STEP, y))
    return image


def _citizen_marks(words: Mapping[str, str]) -> list[tuple[int, str]]:
    marks = [(c.COLUMN_RESOURCES_AT, words["mark.resources"])]
    marks += [(column, words["mark.work"]) for column in c.COLUMN_WORK_BUILD_AT]
    marks += [(c.PRESTIGE_BUILD_AT, words["mark.prestige"]), (c.CITIZEN_GIFT_AT, "+2")]
    return marks


def _resource_box(colour: str, state: str, threshold: bool) -> Image.Image:
    """One space of a resource track: empty, marked (available) or spent (crossed out)."""

    def draw() -> Image.Image:
        box = Image.new("RGB", (RES_BOX, RES_BOX), s.PANEL)
        pen = ImageDraw.Draw(box)
        edge: RGB = s.GOLD if threshold else (200, 190, 176)
        width = 2 if threshold else 1
        if state == "empty":
            pen.rounded_rectangle((0, 0, RES_BOX - 1, RES_BOX - 1), radius=4, fill=s.PANEL, outline=edge, width=width)
            if threshold:
                s.paste_centred(box, s.person(14, colour), RES_BOX / 2, RES_BOX / 2)
        elif state == "marked":
            pen.rounded_rectangle(
                (0, 0, RES_BOX - 1, RES_BOX - 1),
                radius=4,
                fill=s.COLOUR[colour],
                outline=s.GOLD if threshold else s.EDGE[colour],
                width=width,
            )
            pen.ellipse((7, 7, RES_BOX - 8, RES_BOX - 8), fill=s.ON[colour])
        else:
            pen.rounded_rectangle(
                (0, 0, RES_BOX - 1, RES_BOX - 1), radius=4, fill=s.TINT[colour], outline=edge, width=width
            )
            pen.line((4, RES_BOX - 5, RES_BOX - 5, 4), fill=s.DARK_GREY, width=2)
        return box

    return sprite(("troyes_dice", "resource_box", colour, state, threshold), draw)


def _citizen_box(colour: str, filled: bool, number: int) -> Image.Image:
    def draw() -> Image.Image:
        box = Image.new("RGB", (CIT_BOX, CIT_BOX), (246, 226, 170) if _banded(number) else s.PANEL)
        pen = ImageDraw.Draw(box)
        if filled:
            pen.rounded_rectangle(
                (0, 0, CIT_BOX - 1, CIT_BOX - 1), radius=4, fill=s.COLOUR[colour], outline=s.EDGE[colour]
            )
            s.paste_centred(box, s.person(14, "black" if colour != "red" else "white"), CIT_BOX / 2, CIT_BOX / 2 + 1)
        else:
            pen.rounded_rectangle((0, 0, CIT_BOX - 1, CIT_BOX - 1), radius=4, fill=s.PANEL, outline=(200, 190, 176))
            if number == c.PRESTIGE_BUILD_AT:
                s.paste_centred(box, s.star(16, None, s.GOLD), CIT_BOX / 2, CIT_BOX / 2)
            elif number == c.CITIZEN_GIFT_AT:
                s.paste_centred(box, s.star(16, s.GOLD, s.GOLD), CIT_BOX / 2, CIT_BOX / 2)
            else:
                pen.text((CIT_BOX / 2, CIT_BOX / 2 + 1), str(number), font=font(10), fill=(186, 176, 160), anchor="mm")
        return box

    return sprite(("troyes_dice", "citizen_box", colour, filled, number), draw)


def _banded(number: int) -> bool:
    return number == c.COLUMN_RESOURCES_AT or number in c.COLUMN_WORK_BUILD_AT


def _paste_diamond(image: Image.Image, layout: Layout, row: int, left: int, state: str) -> None:
    colour = c.COLOURS[row // 2]
    x = layout.cell_x(left) + CELL_W + CELL_GAP / 2
    y = layout.rows[row] + CELL_H / 2
    if state == "claimed":
        piece = s.diamond(22, s.GOLD, (150, 100, 0))
    elif state == "lost":
        piece = s.diamond(22, (200, 194, 186), s.DARK_GREY)
    else:
        piece = s.diamond(22, s.PANEL, s.EDGE[colour])
    s.paste_centred(image, piece, x, y)
    if state == "lost":
        s.paste_centred(image, s.cross(12, s.DARK_GREY, 0.18), x, y)


def _built_cell(colour: str, kind: str) -> Image.Image:
    def draw() -> Image.Image:
        cell = Image.new("RGBA", (CELL_W + 1, CELL_H + 1), (0, 0, 0, 0))
        pen = ImageDraw.Draw(cell)
        pen.rounded_rectangle((0, 0, CELL_W, CELL_H), radius=8, fill=s.COLOUR[colour], outline=s.EDGE[colour], width=3)
        s.paste_centred(cell, _house(26, s.ON[colour], kind), CELL_W / 2, CELL_H / 2)
        return cell

    return sprite(("troyes_dice", "built", colour, kind), draw)


def _house(size: int, colour: RGB, kind: str) -> Image.Image:
    """A built building: a tower with a flag for prestige, a plain house for work."""

    def draw(pen: ImageDraw.ImageDraw, k: int) -> None:
        w = size * k
        if kind == "prestige":
            pen.polygon(
                [(w * 0.2, w * 0.95), (w * 0.2, w * 0.4), (w * 0.5, w * 0.12), (w * 0.8, w * 0.4), (w * 0.8, w * 0.95)],
                fill=colour,
            )
            pen.line([(w * 0.5, w * 0.14), (w * 0.5, 0)], fill=colour, width=2 * k)
            pen.polygon([(w * 0.5, 0), (w * 0.72, w * 0.06), (w * 0.5, w * 0.12)], fill=colour)
        else:
            pen.polygon(
                [(w * 0.1, w * 0.95), (w * 0.1, w * 0.5), (w * 0.5, w * 0.15), (w * 0.9, w * 0.5), (w * 0.9, w * 0.95)],
                fill=colour,
            )

    return s.smooth(("house", size, colour, kind), (size, size), draw)


def _destroyed_cell(colour: str) -> Image.Image:
    def draw() -> Image.Image:
        cell = Image.new("RGBA", (CELL_W + 1, CELL_H + 1), (0, 0, 0, 0))
        pen = ImageDraw.Draw(cell)
        pen.rounded_rectangle(
            (0, 0, CELL_W, CELL_H), radius=8, fill=CELL_STATE_FILL["destroyed"], outline=s.GREY, width=2
        )
        s.paste_centred(cell, s.cross(26, (128, 122, 116), 0.1), CELL_W / 2, CELL_H / 2)
        return cell

    return sprite(("troyes_dice", "destroyed", colour), draw)


def sheet_height(heading: bool) -> int:
    return LAYOUTS[heading].height


def draw_sheet(
    sheet: dict[str, Any], say: Words, heading: str | None = None, seat_colour: RGB | None = None
) -> Image.Image:
    """The sheet panel of one player (a view's ``sheets[seat]``), optionally under a heading strip with a name.

    The panel is ``SHEET_WIDTH`` wide, with rounded corners on the parchment background.
    """
    layout = LAYOUTS[heading is not None]
    columns = tuple(cell["number"] for cell in sheet["rows"][0]["cells"])
    static = tuple(say(key) for key in STATIC_WORDS)
    image = sprite(
        ("troyes_dice", "empty_sheet", columns, layout.heading, static),
        lambda: _empty_sheet(columns, layout.heading, static),
    ).copy()
    pen = s.Pen(image)
    position_of = {number: position for position, number in enumerate(columns)}
    score = sheet["score"]
    if heading is not None:
        y = 12 + HEADING_H // 2
        if seat_colour is not None:
            pen.ellipse((X0, y - 9, X0 + 18, y + 9), fill=seat_colour, outline=s.INK)
        # The name takes what the points leave at their own size (at least 380 px), shrinking before any cut.
        points = say("sheet.points", count=score["total"])
        room = max(380, RIGHT - (X0 + 28) - 16 - text_width(points, 24))
        laid = s.fit_name(heading, 24, room, 16, 16)
        pen.text((X0 + 28, y), laid.lines[0], font=font(laid.size), fill=s.INK, anchor="lm", face=s.NAME_FACE)
        room = RIGHT - (X0 + 28 + text_width(laid.lines[0], laid.size, s.NAME_FACE)) - 16
        pen.fitted((RIGHT, y), points, 24, room, s.INK, anchor="rm", floor=14)
        pen.line((X0, 12 + HEADING_H - 2, RIGHT, 12 + HEADING_H - 2), fill=s.PANEL_EDGE, width=2)
    # Protected columns: a built Fortress shields its whole column from the black die.
    for number in sheet.get("protected_numbers", []):
        position = position_of.get(number)
        if position is not None:
            cx = layout.cell_x(position) + CELL_W // 2
            s.paste_centred(image, s.shield(20, s.GOOD, (0, 100, 70)), cx + 26, layout.column_head + 17)
    multipliers = {entry["number"]: entry for entry in sheet.get("cathedrals", [])}
    for row_index, row in enumerate(sheet["rows"]):
        y = layout.rows[row_index]
        for position, cell in enumerate(row["cells"]):
            state = cell["state"]
            if state == "free":
                continue
            x = layout.cell_x(position)
            if state == "destroyed":
                image.paste(piece := _destroyed_cell(row["colour"]), (x, y), piece)
                continue
            image.paste(piece := _built_cell(row["colour"], row["kind"]), (x, y), piece)
            cathedral = multipliers.get(cell["number"]) if row["row"] == "white_prestige" else None
            if cathedral is not None:
                # Replace the house with the multiplier and what it scores now.
                pen.rounded_rectangle((x + 4, y + 4, x + CELL_W - 4, y + CELL_H - 4), radius=6, fill=s.COLOUR["white"])
                pen.text(
                    (x + CELL_W // 2, y + 15), f"×{cathedral['multiplier']}", font=font(20), fill=s.INK, anchor="mm"
                )
                points = say("cathedral.points", count=cathedral["points"])
                pen.fitted((x + CELL_W // 2, y + 35), points, 13, CELL_W - 12, s.MUTED, anchor="mm", floor=9)
    row_of = {name: index for index, name in enumerate(c.ROW_NAMES)}
    for entry in sheet.get("diamonds", []):
        if entry["state"] == "open":
            continue
        positions = [position_of[number] for number in entry["numbers"] if number in position_of]
        if len(positions) == 2 and entry["row"] in row_of:
            _paste_diamond(image, layout, row_of[entry["row"]], min(positions), entry["state"])
    following = sheet.get("next_cathedral_multiplier")
    cathedral_row = layout.rows[row_of["white_prestige"]]
    if following is not None:
        pen.fitted(
            (LABEL_X, cathedral_row + CELL_H - 2),
            say("sheet.next", multiplier=following),
            12,
            LABEL_ROOM,
            s.MUTED,
            anchor="ls",
            floor=9,
        )
    # Tracks.
    for index, name in enumerate(c.RESOURCES):
        track = sheet["resources"][name]
        colour = s.RESOURCE_COLOUR[name]
        y = layout.resources[index]
        for box in range(track["marked"]):
            state = "spent" if box < track["spent"] else "marked"
            image.paste(_resource_box(colour, state, box + 1 in c.RESOURCE_CITIZENS_AT), (CELLS_X + box * RES_STEP, y))
        pen.text((RIGHT, y + RES_BOX // 2), str(track["available"]), font=font(22), fill=s.INK, anchor="rm")
    for index, colour in enumerate(c.COLOURS):
        count = sheet["citizens"][colour]
        y = layout.citizens[index]
        for box in range(min(count, c.CITIZEN_TRACK)):
            image.paste(_citizen_box(colour, True, box + 1), (CELLS_X + box * CIT_STEP, y))
        pen.text((RIGHT, y + CIT_BOX // 2), str(count), font=font(22), fill=s.INK, anchor="rm")
    for bonus in sheet.get("column_bonuses", []):
        if bonus.get("reached"):
            x = CELLS_X + (bonus["column"] - 1) * CIT_STEP + CIT_BOX // 2
            y = layout.citizen_head + 12
            pen.rounded_rectangle((x - 18, y - 9, x + 18, y + 9), radius=8, fill=s.GOOD)
            s.paste_centred(image, s.check(14, (255, 255, 255)), x, y)
    # Score so far: its label, the total, and what makes it up.
    y = layout.footer + 18
    used = pen.fitted((X0, y), say("sheet.score"), 18, 80, s.MUTED, anchor="lm", floor=12)
    total = str(score["total"])
    pen.text((X0 + used + 10, y), total, font=font(26), fill=s.INK, anchor="lm", stroke_width=1, stroke_fill=s.INK)
    detail_x = X0 + used + 10 + text_width(total, 26, stroke=1) + 14
    parts = {key: score[key] for key in ("citizens", "cathedrals", "resources")}
    detail = say("sheet.detail", **parts)
    pen.fitted((detail_x, y), detail, 16, RIGHT - detail_x, s.MUTED, anchor="lm", lines=2, floor=11)
    # Only the panel: callers paste it on their own background (fewer pixels to encode).
    return image.crop((s.MARGIN, 4, s.WIDTH - s.MARGIN, layout.height - 4))
