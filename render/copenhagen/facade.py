"""One player's facade: the printed board (cached), built cells, tile outlines, points, last tile and preview."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from PIL import Image, ImageDraw

from render.common import sprite
from render.copenhagen import pieces
from render.copenhagen import style as st

COLUMN_NAMES = "abcdefghij"
Cell = tuple[int, int]


@dataclass(frozen=True)
class Board:
    """The printed house board, read from the view's ``board`` (defaults: the real 5x9 board)."""

    columns: int = 5
    rows: int = 9
    coat_cells: tuple[Cell, ...] = ((2, 2), (4, 4), (1, 6), (3, 8))
    coat_rows: tuple[int, ...] = (1, 3, 5)

    @staticmethod
    def from_view(view: Mapping[str, Any]) -> Board:
        data = view.get("board") or {}
        default = Board()
        try:
            return Board(
                columns=int(data.get("columns", default.columns)),
                rows=int(data.get("rows", default.rows)),
                coat_cells=tuple((int(x), int(y)) for x, y in data.get("coat_cells", default.coat_cells)),
                coat_rows=tuple(int(y) for y in data.get("coat_rows", default.coat_rows)),
            )
        except (TypeError, ValueError):
            return default


@dataclass(frozen=True)
class Geometry:
    """Where things go for one cell size: gutters for row numbers (left), column letters (below), the roof
    with column points (above) and the coat-of-arms tabs with row points (right). Each measure is worked out once
    (a board asks for cell origins a hundred times)."""

    board: Board
    cell: int

    @cached_property
    def left(self) -> int:
        return max(16, int(self.cell * 0.42))

    @cached_property
    def top(self) -> int:
        return max(16, int(self.cell * 0.56))

    @cached_property
    def right(self) -> int:
        # Wide enough for a "+2" badge at ``badge_size`` within the tab's rim.
        return max(20, int(self.cell * 0.76))

    @cached_property
    def bottom(self) -> int:
        return max(16, int(self.cell * 0.5))

    @cached_property
    def width(self) -> int:
        return self.left + self.board.columns * self.cell + self.right

    @cached_property
    def height(self) -> int:
        return self.top + self.board.rows * self.cell + self.bottom

    def origin(self, x: int, y: int) -> tuple[int, int]:
        """Top-left pixel of cell (x, y); y counts rows from the ground floor up."""
        return self.left + x * self.cell, self.top + (self.board.rows - 1 - y) * self.cell


def facade_base(geo: Geometry) -> Image.Image:
    """The empty printed board: wall, coat rows drawn lighter, printed coats of arms, labels, roof."""

    def draw() -> Image.Image:
        board, s = geo.board, geo.cell
        image = Image.new("RGB", (geo.width, geo.height), st.PANEL)
        pen = st.pen(image)
        x0, y0 = geo.left, geo.top
        x1, y1 = x0 + board.columns * s, y0 + board.rows * s
        # Roof: a gentle gable over the facade, where completed columns show their points.
        roof = st.shade(st.PANEL_EDGE, 0.92)
        pen.polygon([(x0 - 4, y0), (x0 + 8, y0 - geo.top + 4), (x1 - 8, y0 - geo.top + 4), (x1 + 4, y0)], fill=roof)
        pen.rectangle((x0, y0, x1 - 1, y1 - 1), fill=st.WALL)
        shield = pieces.shield(max(12, int(s * 0.5)), st.WALL_COAT_ROW, st.GOLD)
        for y in board.coat_rows:
            if 0 <= y < board.rows:
                _left, top = geo.origin(0, y)
                pen.rectangle((x0, top, x1 - 1, top + s - 1), fill=st.WALL_COAT_ROW)
                _tab(pen, tab_box(geo, y))
                st.paste(image, shield, shield_box(geo, y)[:2], masked=True)
        big = pieces.shield(max(14, int(s * 0.7)), st.WALL, st.GOLD)
        for x, y in board.coat_cells:
            if 0 <= x < board.columns and 0 <= y < board.rows:
                left, top = geo.origin(x, y)
                st.paste(image, big, (left + (s - big.width) // 2, top + (s - big.height) // 2), masked=True)
        for k in range(board.columns + 1):
            pen.line((x0 + k * s, y0, x0 + k * s, y1), fill=st.GRID)
        for k in range(board.rows + 1):
            pen.line((x0, y0 + k * s, x1, y0 + k * s), fill=st.GRID)
        label = max(13, int(s * 0.4))
        for y in range(board.rows):
            _left, top = geo.origin(0, y)
            st.draw_text(image, (x0 - 5, top + s / 2), str(y + 1), label, st.MUTED, "rm")
        for x in range(board.columns):
            left, _top = geo.origin(x, 0)
            st.draw_text(image, (left + s / 2, y1 + 2), COLUMN_NAMES[x % len(COLUMN_NAMES)], label, st.MUTED, "mt")
        pen.rectangle((x0 - 1, y0 - 1, x1, y1), outline=st.shade(st.PANEL_EDGE, 0.8), width=2)
        return image

    return sprite(("copenhagen.facade", geo), draw)


@dataclass(frozen=True)
class _Offset:
    """A geometry moved to where the facade is pasted."""

    geo: Geometry
    dx: int
    dy: int

    @property
    def cell(self) -> int:
        return self.geo.cell

    def origin(self, x: int, y: int) -> tuple[int, int]:
        left, top = self.geo.origin(x, y)
        return left + self.dx, top + self.dy


LETTER_COLOURS = {"r": "red", "y": "yellow", "g": "green", "b": "blue", "p": "purple", "w": "white"}


def grid_of(facade: Any, board: Board) -> list[Any]:
    """The view's facade rows (ground floor first); the engine's compact 45-letter text is read too."""
    if isinstance(facade, str) and len(facade) == board.columns * board.rows:
        return [
            [
                None
                if mark == "."
                else {"colour": LETTER_COLOURS.get(mark.lower(), mark), "kind": "window" if mark.isupper() else "brick"}
                for mark in facade[y * board.columns : (y + 1) * board.columns]
            ]
            for y in range(board.rows)
        ]
    return facade if isinstance(facade, list) else []


def _cells_of(item: Mapping[str, Any], key: str = "cells") -> set[Cell]:
    out: set[Cell] = set()
    for xy in item.get(key) or ():
        try:
            out.add((int(xy[0]), int(xy[1])))
        except (TypeError, ValueError, IndexError):
            continue
    return out


def _outline(pen: ImageDraw.ImageDraw, geo: _Offset, cells: set[Cell], colour: st.RGB, width: int) -> None:
    """Lines on the edges between ``cells`` and everything else, so a tile reads as one piece."""
    s = geo.cell
    half = width // 2
    for x, y in cells:
        left, top = geo.origin(x, y)
        if (x - 1, y) not in cells:
            pen.rectangle((left - half, top - half, left - half + width - 1, top + s + half), fill=colour)
        if (x + 1, y) not in cells:
            pen.rectangle((left + s - half, top - half, left + s - half + width - 1, top + s + half), fill=colour)
        if (x, y + 1) not in cells:
            pen.rectangle((left - half, top - half, left + s + half, top - half + width - 1), fill=colour)
        if (x, y - 1) not in cells:
            pen.rectangle((left - half, top + s - half, left + s + half, top + s - half + width - 1), fill=colour)


def _badge(image: Image.Image, centre: tuple[int, int], text: str, size: int, fill: st.RGB) -> None:
    w, h = st.text_size(text, size, True)
    pen = st.pen(image)
    cx, cy = centre
    pen.rounded_rectangle((cx - w // 2 - 4, cy - h // 2 - 3, cx + w // 2 + 4, cy + h // 2 + 3), radius=5, fill=fill)
    st.draw_text(image, centre, text, size, st.ink_on(fill), "mm", True)


def _points(values: Any, count: int) -> list[int]:
    out = [0] * count
    if isinstance(values, Sequence):
        for k, value in enumerate(values[:count]):
            out[k] = value if isinstance(value, int) else 0
    return out


def draw_facade(
    image: Image.Image,
    at: tuple[int, int],
    geo: Geometry,
    seat: Mapping[str, Any],
    last_cells: Iterable[Cell] = (),
    pending: Mapping[str, Any] | None = None,
    with_base: bool = True,
) -> None:
    """One seat's facade with its top-left corner at ``at`` (``with_base=False``: the empty board is there)."""
    ox, oy = at
    board, s = geo.board, geo.cell
    if with_base:
        st.paste(image, facade_base(geo), (ox, oy))
    grid = grid_of(seat.get("facade"), board)
    filled: set[Cell] = set()
    for y, row in enumerate(grid[: board.rows]):
        for x, mark in enumerate((row or [])[: board.columns]):
            if not isinstance(mark, Mapping):
                continue
            left, top = geo.origin(x, y)
            kind = "brick" if mark.get("kind") == "brick" else "window"
            st.paste(image, pieces.cell(str(mark.get("colour", "")), kind, s), (ox + left, oy + top))
            filled.add((x, y))
    pen = st.pen(image)
    offset = _Offset(geo, ox, oy)
    tiles = [_cells_of(tile) for tile in seat.get("tiles") or () if isinstance(tile, Mapping)]
    covered = set().union(*tiles) if tiles else set()
    line = max(2, s // 16)
    for cells in tiles:
        _outline(pen, offset, cells & filled, st.INK, line)
    for xy in filled - covered:  # cells no tile record explains (an older view): outline them one by one
        _outline(pen, offset, {xy}, st.INK, line)
    if pending:
        ghost = _cells_of(pending)
        bricks = _cells_of(pending, "bricks")
        colour = str(pending.get("colour", ""))
        for x, y in ghost:
            if 0 <= x < board.columns and 0 <= y < board.rows:
                left, top = offset.origin(x, y)
                kind = "brick" if (x, y) in bricks else "window"
                st.paste(image, pieces.ghost_cell(colour, kind, s), (left, top))
        preview_outline(pen, offset, ghost, line)
    last = set(last_cells)
    if last:
        _outline(pen, offset, last, st.INK, line + 6)
        _outline(pen, offset, last, st.HIGHLIGHT, line + 2)
    size = badge_size(s)
    coat_rows = set(board.coat_rows)
    for y, points in enumerate(_points(seat.get("rows"), board.rows)):
        if points:
            tab, shield, badge = row_badge_boxes(geo, y, f"+{points}", size, y in coat_rows)
            if tab is not None and shield is not None:
                # A completed coat-of-arms row: the tab keeps its emblem, smaller and at the top, with the row's
                # points under it, so neither hides the other.
                _tab(pen, _moved(tab, ox, oy))
                mark = pieces.shield(shield[2] - shield[0], st.WALL_COAT_ROW, st.GOLD)
                st.paste(image, mark, (ox + shield[0], oy + shield[1]), masked=True)
            _badge_in(image, _moved(badge, ox, oy), f"+{points}", size, st.GOOD)
    for x, points in enumerate(_points(seat.get("columns"), board.columns)):
        if points:
            left, _top = offset.origin(x, 0)
            _badge(image, (left + s // 2, oy + geo.top // 2 + 1), f"+{points}", size, st.GOOD)


Box = tuple[int, int, int, int]


def _moved(box: Box, dx: int, dy: int) -> Box:
    return box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy


def badge_size(cell: int) -> int:
    """The type size of the points badges beside the rows and above the columns (17 px on the public board's
    44 px cells: as large as the row and column numbers)."""
    return max(12, int(cell * 0.4))


def tab_box(geo: Geometry, y: int) -> Box:
    """The coat-of-arms tab beside row ``y``, relative to the facade's top-left corner."""
    x1 = geo.left + geo.board.columns * geo.cell
    _left, top = geo.origin(0, y)
    return x1, top + 2, x1 + geo.right - 3, top + geo.cell - 3


def shield_box(geo: Geometry, y: int) -> Box:
    """The emblem of an empty coat-of-arms tab, centred on it (as the printed board has it)."""
    x0, _top, x1, _bottom = tab_box(geo, y)
    size = max(12, int(geo.cell * 0.5))
    _left, top = geo.origin(0, y)
    left, up = x0 + (x1 - x0 - size) // 2, top + (geo.cell - size) // 2
    return left, up, left + size, up + size


def row_badge_boxes(geo: Geometry, y: int, text: str, size: int, coat_row: bool) -> tuple[Box | None, Box | None, Box]:
    """Where a row's points badge goes (relative to the facade's top-left corner): centred beside the row, or on a
    coat-of-arms row at the bottom of the tab, under its emblem (the tab, the emblem's box, the badge's box)."""
    w, h = st.text_size(text, size, True)
    tab = tab_box(geo, y)
    tx0, ty0, tx1, ty1 = tab
    bw, bh = min(w + 8, tx1 - tx0 - 4), h + 6  # within the tab's rim: the text shrinks a little if it must
    cx = (tx0 + tx1 + 1) // 2
    _left, top = geo.origin(0, y)
    if not coat_row:
        cy = top + geo.cell // 2
        return None, None, (cx - bw // 2, cy - bh // 2, cx - bw // 2 + bw, cy - bh // 2 + bh)
    badge_bottom = ty1 - 3  # clear of the rim's rounded corners
    badge = (cx - bw // 2, badge_bottom - bh, cx - bw // 2 + bw, badge_bottom)
    shield = max(8, min(int(geo.cell * 0.5), badge[1] - 2 - (ty0 + 2), tx1 - tx0 - 4))
    left = tx0 + (tx1 - tx0 - shield) // 2
    return tab, (left, ty0 + 2, left + shield, ty0 + 2 + shield), badge


def _tab(pen: ImageDraw.ImageDraw, box: Box) -> None:
    pen.rounded_rectangle(box, radius=6, fill=st.WALL_COAT_ROW, outline=st.GOLD, width=2)


def _badge_in(image: Image.Image, box: Box, text: str, size: int, fill: st.RGB) -> None:
    pen = st.pen(image)
    pen.rounded_rectangle(box, radius=5, fill=fill)
    fitted = st.bounded(text, size, box[2] - box[0] - 2, True, floor=min(size, 10))
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    st.draw_text(image, centre, fitted.text, fitted.size, st.ink_on(fill), "mm", True)


# The build preview's outline: a dark band with light dashes on it. Dark ink stands out on the light tiles and the
# wall, the light dashes on the dark ones, so every tile colour gets a strong edge, also for colour-blind eyes.
PREVIEW_DARK: st.RGB = st.INK
PREVIEW_LIGHT: st.RGB = (255, 255, 255)


def preview_outline(pen: ImageDraw.ImageDraw, geo: _Offset, cells: set[Cell], line: int) -> None:
    """The outline of a tile that is chosen but not built: solid dark, dashed light on top (marching ants)."""
    _outline(pen, geo, cells, PREVIEW_DARK, line + 4)
    _dashed_outline(pen, geo, cells, PREVIEW_LIGHT, max(2, line))


def _dashed_outline(pen: ImageDraw.ImageDraw, geo: _Offset, cells: set[Cell], colour: st.RGB, width: int) -> None:
    s = geo.cell
    dash = max(4, s // 6)
    for x, y in cells:
        left, top = geo.origin(x, y)
        edges = []
        if (x - 1, y) not in cells:
            edges.append((left, top, left, top + s))
        if (x + 1, y) not in cells:
            edges.append((left + s, top, left + s, top + s))
        if (x, y + 1) not in cells:
            edges.append((left, top, left + s, top))
        if (x, y - 1) not in cells:
            edges.append((left, top + s, left + s, top + s))
        for ax, ay, bx, by in edges:
            steps = max(1, s // dash)
            for k in range(0, steps, 2):
                t0, t1 = k / steps, min(1.0, (k + 1) / steps)
                pen.line(
                    (ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1, ay + (by - ay) * t1),
                    fill=colour,
                    width=width,
                )
