"""Drawn pieces made once per process (``render.common.sprite``): facade cells, cards, mini tiles, ability chips."""

from __future__ import annotations

from typing import Final

from PIL import Image, ImageDraw

from games.copenhagen import components
from render.common import RGB, sprite
from render.copenhagen import style as st

# The tile shapes as printed (rows top first, W window, B brick) come from the engine's component table.
SHAPES: Final = components.SHAPES


def window(pen: ImageDraw.ImageDraw, box: tuple[int, int, int, int], shape: str, frame: RGB, glass: RGB) -> None:
    """The window of one colour: its outline shape is the colour's cue for colour-blind eyes."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    h = y1 - y0
    bar = max(1, w // 14)
    edge = max(2, w // 10)
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
    if shape == "round":
        pen.ellipse(box, fill=frame)
        pen.ellipse((x0 + edge, y0 + edge, x1 - edge, y1 - edge), fill=glass)
        pen.rectangle((x0 + edge, cy - bar // 2, x1 - edge, cy - bar // 2 + bar - 1), fill=frame)
    elif shape == "arch":
        a0, a1 = x0 + w // 6, x1 - w // 6
        aw = a1 - a0
        pen.ellipse((a0, y0, a1, y0 + aw), fill=frame)
        pen.rectangle((a0, y0 + aw // 2, a1, y1), fill=frame)
        pen.ellipse((a0 + edge, y0 + edge, a1 - edge, y0 + aw - edge), fill=glass)
        pen.rectangle((a0 + edge, y0 + aw // 2, a1 - edge, y1 - edge), fill=glass)
        pen.rectangle((cx - bar // 2, y0 + edge, cx - bar // 2 + bar - 1, y1 - edge), fill=frame)
    elif shape == "diamond":
        pen.polygon([(cx, y0), (x1, cy), (cx, y1), (x0, cy)], fill=frame)
        e = int(edge * 1.5)
        pen.polygon([(cx, y0 + e), (x1 - e, cy), (cx, y1 - e), (x0 + e, cy)], fill=glass)
    elif shape == "twin":
        pw = (w - edge) // 2
        for left in (x0, x1 - pw):
            pen.rectangle((left, y0, left + pw, y1), fill=frame)
            pen.rectangle((left + edge, y0 + edge, left + pw - edge, y1 - edge), fill=glass)
    else:
        pen.rectangle(box, fill=frame)
        pen.rectangle((x0 + edge, y0 + edge, x1 - edge, y1 - edge), fill=glass)
        if shape == "cross":
            pen.rectangle((cx - bar // 2, y0 + edge, cx - bar // 2 + bar - 1, y1 - edge), fill=frame)
            pen.rectangle((x0 + edge, cy - bar // 2, x1 - edge, cy - bar // 2 + bar - 1), fill=frame)
    del h


def mark(pen: ImageDraw.ImageDraw, box: tuple[int, int, int, int], shape: str, fill: RGB) -> None:
    """A colour's window shape as a solid mark (a brick's cue, an empty hand slot's): a plus for the cross, a disc
    for the round window, an arch, a diamond, two bars for the twin panes, a square for the plain pane."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
    bar = max(2, round(w * 0.3))
    if shape == "cross":
        pen.rectangle((cx - bar // 2, y0, cx - bar // 2 + bar - 1, y1), fill=fill)
        pen.rectangle((x0, cy - bar // 2, x1, cy - bar // 2 + bar - 1), fill=fill)
    elif shape == "round":
        pen.ellipse(box, fill=fill)
    elif shape == "arch":
        a0, a1 = x0 + w // 10, x1 - w // 10
        pen.ellipse((a0, y0, a1, y0 + (a1 - a0)), fill=fill)
        pen.rectangle((a0, y0 + (a1 - a0) // 2, a1, y1), fill=fill)
    elif shape == "diamond":
        pen.polygon([(cx, y0), (x1, cy), (cx, y1), (x0, cy)], fill=fill)
    elif shape == "twin":
        pane = max(2, round(w * 0.34))
        pen.rectangle((x0, y0, x0 + pane - 1, y1), fill=fill)
        pen.rectangle((x1 - pane + 1, y0, x1, y1), fill=fill)
    else:
        pen.rectangle(box, outline=fill, width=max(2, w // 6))


def _frame(colour: RGB) -> RGB:
    return (96, 96, 96) if colour == st.TILE_COLOURS["white"] else st.shade(colour, 0.45)


def cell(colour: str, kind: str, size: int) -> Image.Image:
    """One built facade cell: a window in its colour's shape, or the tile's brick with that shape as a mark."""

    def draw() -> Image.Image:
        base = st.tile_colour(colour)
        image = Image.new("RGB", (size, size), base)
        pen = ImageDraw.Draw(image)
        if kind == "brick":
            mortar = st.shade(base, 0.7)
            course = max(4, size // 4)
            for row, top in enumerate(range(0, size, course)):
                pen.line((0, top, size, top), fill=mortar, width=1)
                offset = 0 if row % 2 else size // 4
                for left in range(offset, size, size // 2):
                    pen.line((left, top, left, min(size, top + course)), fill=mortar, width=1)
            label = max(10, int(size * 0.62))
            inset = (size - label) // 2
            pen.rounded_rectangle(
                (inset, inset, inset + label, inset + label), radius=label // 4, fill=base, outline=mortar
            )
            side = max(6, round(label * 0.72))
            corner = (size - side) // 2
            mark(pen, (corner, corner, corner + side - 1, corner + side - 1), st.shape(colour), st.mark_ink(colour))
        else:
            inset = max(3, int(size * 0.17))
            window(
                pen,
                (inset, inset, size - inset - 1, size - inset - 1),
                st.shape(colour),
                _frame(base),
                st.GLASS,
            )
        pen.rectangle((0, 0, size - 1, size - 1), outline=st.shade(base, 0.8))
        return image

    return sprite(("copenhagen.cell", colour, kind, size), draw)


def ghost_cell(colour: str, kind: str, size: int) -> Image.Image:
    """A cell of a chosen tile that is not paid for yet: a little washed out, so it reads as a preview, but with its
    hue and window shape kept (its strong dashed outline is drawn by the facade)."""

    def draw() -> Image.Image:
        return Image.blend(cell(colour, kind, size), Image.new("RGB", (size, size), st.PANEL), 0.25)

    return sprite(("copenhagen.ghost", colour, kind, size), draw)


def shield(size: int, fill: RGB, edge: RGB) -> Image.Image:
    """A coat-of-arms shield, on a transparent background (paste with itself as mask)."""

    def draw() -> Image.Image:
        image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        pen = ImageDraw.Draw(image)
        w = size - 1
        top = size // 8
        points = [
            (w * 0.12, top),
            (w * 0.88, top),
            (w * 0.88, size * 0.5),
            (w * 0.5, size * 0.95),
            (w * 0.12, size * 0.5),
        ]
        pen.polygon(points, fill=(*fill, 255), outline=(*edge, 255), width=max(1, size // 12))
        c = w * 0.5
        pen.line((c, top + size * 0.12, c, size * 0.72), fill=(*edge, 255), width=max(1, size // 12))
        pen.line((w * 0.28, size * 0.36, w * 0.72, size * 0.36), fill=(*edge, 255), width=max(1, size // 12))
        return image

    return sprite(("copenhagen.shield", size, fill, edge), draw)


def card(colour: str, width: int, height: int) -> Image.Image:
    """A colour card: its colour and, large in its middle, its window shape (never hue alone, and no word)."""

    def draw() -> Image.Image:
        image = Image.new("RGB", (width, height), st.PANEL)
        pen = ImageDraw.Draw(image)
        base = st.tile_colour(colour)
        pen.rounded_rectangle(
            (0, 0, width - 1, height - 1), radius=width // 8, fill=base, outline=st.shade(base, 0.55), width=2
        )
        side = int(width * 0.66)
        left = (width - side) // 2
        top = (height - side) // 2
        plate = max(2, width // 20)
        pen.rounded_rectangle(
            (left - plate, top - plate, left + side + plate, top + side + plate), radius=6, fill=st.shade(base, 1.35)
        )
        window(pen, (left, top, left + side, top + side), st.shape(colour), _frame(base), st.GLASS)
        return image

    return sprite(("copenhagen.card", colour, width, height), draw)


def empty_slot(width: int, height: int) -> Image.Image:
    def draw() -> Image.Image:
        image = Image.new("RGB", (width, height), st.PANEL)
        pen = ImageDraw.Draw(image)
        pen.rounded_rectangle((0, 0, width - 1, height - 1), radius=width // 8, fill=st.WALL, outline=st.FAINT, width=2)
        return image

    return sprite(("copenhagen.empty_slot", width, height), draw)


def card_back(width: int, height: int) -> Image.Image:
    def draw() -> Image.Image:
        image = Image.new("RGB", (width, height), st.PANEL)
        pen = ImageDraw.Draw(image)
        pen.rounded_rectangle(
            (0, 0, width - 1, height - 1), radius=width // 8, fill=st.CARD_BACK, outline=st.INK, width=2
        )
        light = st.shade(st.CARD_BACK, 1.25)
        inset = width // 7
        pen.rounded_rectangle((inset, inset, width - 1 - inset, height - 1 - inset), radius=4, outline=light, width=2)
        cx, cy = width // 2, height // 2
        r = width // 5
        pen.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], outline=light, width=2)
        return image

    return sprite(("copenhagen.card_back", width, height), draw)


def end_card(width: int, height: int, live: bool, face: str = "END", size: int = 0) -> Image.Image:
    """The End card (a mermaid on the real one): waves and its word (``face`` at ``size``, made to fit by the
    caller); greyed while it is set aside."""

    def draw() -> Image.Image:
        image = Image.new("RGB", (width, height), st.PANEL)
        pen = ImageDraw.Draw(image)
        fill = st.END_CARD if live else st.WALL
        edge = st.GOLD if live else st.FAINT
        ink = st.TITLE_INK if live else st.MUTED
        pen.rounded_rectangle((0, 0, width - 1, height - 1), radius=width // 8, fill=fill, outline=edge, width=3)
        st.draw_text(image, (width / 2, height * 0.36), face, size or int(width * 0.3), ink, "mm", True)
        for k in range(2):
            y = int(height * (0.62 + 0.12 * k))
            step = width // 5
            points = [(width // 8 + i * step // 2, y + (0 if i % 2 else 4)) for i in range(8)]
            pen.line(points, fill=edge, width=2)
        return image

    return sprite(("copenhagen.end_card", width, height, live, face, size), draw)


def mini_tile(tile: str, unit: int, available: bool, background: RGB = st.PANEL) -> Image.Image:
    """A supply tile drawn small, in its printed shape; greyed when none are left."""

    def draw() -> Image.Image:
        colour = tile.rstrip("0123456789")
        size = int(tile[len(colour) :] or 0)
        rows = SHAPES.get(colour, {}).get(size, ("B",))
        width = max(len(r) for r in rows) * unit
        image = Image.new("RGB", (width + 1, len(rows) * unit + 1), background)
        pen = ImageDraw.Draw(image)
        base = st.tile_colour(colour) if available else st.WALL
        edge = st.shade(st.tile_colour(colour), 0.5) if available else st.FAINT
        for y, row in enumerate(rows):
            for x, mark in enumerate(row):
                if mark == ".":
                    continue
                box = (x * unit, y * unit, x * unit + unit, y * unit + unit)
                pen.rectangle(box, fill=st.shade(base, 0.75) if mark == "B" else base, outline=edge)
        return image

    return sprite(("copenhagen.mini", tile, unit, available, background), draw)


def ability_chip(name: str, state: str, width: int, height: int, size: int, label: str) -> Image.Image:
    """An ability tile: filled when active, outlined and struck through when used, faint when not owned.

    ``label`` is its word in the reader's language, already made to fit the chip at ``size``.
    """

    def draw() -> Image.Image:
        image = Image.new("RGB", (width, height), st.PANEL)
        pen = ImageDraw.Draw(image)
        box = (0, 0, width - 1, height - 1)
        if state == "active":
            pen.rounded_rectangle(box, radius=height // 3, fill=st.TITLE_BAR)
            st.draw_text(image, (width / 2, height / 2), label, size, st.TITLE_INK, "mm", True)
        elif state == "used":
            pen.rounded_rectangle(box, radius=height // 3, fill=st.WALL, outline=st.MUTED, width=2)
            st.draw_text(image, (width / 2, height / 2), label, size, st.MUTED, "mm")
            pen.line((4, height - 5, width - 5, 4), fill=st.MUTED, width=2)
        else:
            pen.rounded_rectangle(box, radius=height // 3, outline=st.FAINT, width=1)
            st.draw_text(image, (width / 2, height / 2), label, size, st.FAINT, "mm")
        return image

    return sprite(("copenhagen.ability", name, state, width, height, size, label), draw)
