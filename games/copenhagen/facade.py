"""Facade geometry: tile orientations, placements on the 5x9 grid, support, coats of arms and scoring.

A facade is stored as a 45-character string, index ``y * 5 + x`` (row 0 is the ground floor). ``.`` is an
empty cell; a colour letter (see ``components.COLOUR_LETTER``) is a built cell, upper case for a window and
lower case for a brick. White special tiles are ``W``.

Every on-grid placement of every tile is computed once at import, as bit masks, so listing the placements open
on a board is a loop of a few integer operations per candidate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from games.contract import small_number
from games.copenhagen import components as c

EMPTY_FACADE: Final = "." * c.CELLS
COLUMN_NAMES: Final = "abcde"
# Orientation tokens: rN rotates N degrees clockwise; mN mirrors left-right first, then rotates N degrees.
ORIENTATIONS: Final[tuple[str, ...]] = ("r0", "r90", "r180", "r270", "m0", "m90", "m180", "m270")

COAT_CELL_INDEXES: Final[frozenset[int]] = frozenset(y * c.COLUMNS + x for x, y in c.COAT_CELLS)


def cell_index(x: int, y: int) -> int:
    return y * c.COLUMNS + x


def cell_xy(index: int) -> tuple[int, int]:
    return index % c.COLUMNS, index // c.COLUMNS


def cell_name(index: int) -> str:
    """``a1`` is the bottom-left cell, ``e9`` the top-right one."""
    x, y = cell_xy(index)
    return f"{COLUMN_NAMES[x]}{y + 1}"


def parse_cell(text: str) -> int | None:
    row = small_number(text[1:], max_digits=1)
    if len(text) != 2 or text[0] not in COLUMN_NAMES or row is None:
        return None
    y = row - 1
    if not 0 <= y < c.ROWS:
        return None
    return cell_index(COLUMN_NAMES.index(text[0]), y)


def _pattern(rows: tuple[str, ...]) -> list[tuple[int, int, bool]]:
    """Squares (x, y, is_brick) of a shape drawn top row first, with y growing upwards."""
    squares = []
    for i, row in enumerate(rows):
        y = len(rows) - 1 - i
        for x, mark in enumerate(row):
            if mark != ".":
                squares.append((x, y, mark == "B"))
    return squares


def _orient(squares: list[tuple[int, int, bool]], orientation: str) -> frozenset[tuple[int, int, bool]]:
    """The squares turned to ``orientation``, as offsets from the brick square (or the only square)."""
    mirrored = orientation.startswith("m")
    turns = int(orientation[1:]) // 90
    out = []
    for x, y, brick in squares:
        if mirrored:
            x = -x
        for _ in range(turns):
            x, y = y, -x  # a quarter turn clockwise with y pointing up
        out.append((x, y, brick))
    bx, by = next(((x, y) for x, y, brick in out if brick), (out[0][0], out[0][1]))
    return frozenset((x - bx, y - by, brick) for x, y, brick in out)


@dataclass(frozen=True, slots=True)
class Placement:
    """One way to put a tile on the grid: orientation, the cell of its brick (or only square), and masks."""

    tile: str  # supply key, e.g. "red3" or "white"
    colour: str
    size: int
    orientation: str  # canonical token, "" for the white tile
    anchor: int  # cell of the brick (white: the square itself)
    cells: tuple[int, ...]
    bricks: frozenset[int]
    mask: int
    below: int  # cells directly under the squares; one of them filled means the tile is supported
    grounded: bool  # a square stands on the ground floor
    neighbours: int  # cells sharing an edge with the tile, outside it
    move: str  # canonical move text

    def supported(self, filled: int) -> bool:
        return self.grounded or bool(self.below & filled)

    def fits(self, filled: int) -> bool:
        return not self.mask & filled and (self.grounded or bool(self.below & filled))


def _placement(
    tile: str,
    colour: str,
    size: int,
    orientation: str,
    anchor: int,
    pattern: frozenset[tuple[int, int, bool]],
) -> Placement | None:
    ax, ay = cell_xy(anchor)
    cells: list[int] = []
    bricks: set[int] = set()
    for dx, dy, brick in sorted(pattern):
        x, y = ax + dx, ay + dy
        if not (0 <= x < c.COLUMNS and 0 <= y < c.ROWS):
            return None
        cells.append(cell_index(x, y))
        if brick:
            bricks.add(cell_index(x, y))
    mask = sum(1 << i for i in cells)
    below = 0
    neighbours = 0
    for i in cells:
        x, y = cell_xy(i)
        if y > 0:
            below |= 1 << cell_index(x, y - 1)
        for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
            if 0 <= nx < c.COLUMNS and 0 <= ny < c.ROWS:
                neighbours |= 1 << cell_index(nx, ny)
    move = f"build {tile} {orientation} {cell_name(anchor)}"
    if colour == c.WHITE:
        move = f"white {cell_name(anchor)}"
    return Placement(
        tile=tile,
        colour=colour,
        size=size,
        orientation=orientation,
        anchor=anchor,
        cells=tuple(sorted(cells)),
        bricks=frozenset(bricks),
        mask=mask,
        below=below & ~mask,
        grounded=any(i < c.COLUMNS for i in cells),
        neighbours=neighbours & ~mask,
        move=move,
    )


def _build_tables() -> tuple[
    dict[str, tuple[Placement, ...]],
    dict[tuple[str, str, int], Placement],
    dict[str, tuple[str, ...]],
    dict[str, dict[str, str]],
]:
    by_tile: dict[str, tuple[Placement, ...]] = {}
    lookup: dict[tuple[str, str, int], Placement] = {}
    canonical: dict[str, tuple[str, ...]] = {}
    same_as: dict[str, dict[str, str]] = {}
    for colour in c.COLOURS:
        for size in c.SIZES:
            tile = c.tile_id(colour, size)
            squares = _pattern(c.SHAPES[colour][size])
            seen: dict[frozenset[tuple[int, int, bool]], str] = {}
            for orientation in ORIENTATIONS:
                seen.setdefault(_orient(squares, orientation), orientation)
            canonical[tile] = tuple(seen.values())
            same_as[tile] = {orientation: seen[_orient(squares, orientation)] for orientation in ORIENTATIONS}
            found: list[Placement] = []
            for orientation in ORIENTATIONS:
                pattern = _orient(squares, orientation)
                canon = seen[pattern]
                for anchor in range(c.CELLS):
                    placement = _placement(tile, colour, size, canon, anchor, pattern)
                    if placement is None:
                        continue
                    lookup[(tile, orientation, anchor)] = placement
                    if orientation == canon:
                        found.append(placement)
            by_tile[tile] = tuple(found)
    white: list[Placement] = []
    for anchor in range(c.CELLS):
        placement = _placement(c.WHITE, c.WHITE, 1, "", anchor, frozenset({(0, 0, False)}))
        assert placement is not None
        white.append(placement)
    by_tile[c.WHITE] = tuple(white)
    return by_tile, lookup, canonical, same_as


_TABLES: Final = _build_tables()
# Every on-grid placement per tile, each orientation-distinct pattern once.
PLACEMENTS: Final = _TABLES[0]
# (tile, any orientation token, anchor cell) -> the placement (under its canonical orientation).
PLACEMENT_LOOKUP: Final = _TABLES[1]
# tile -> the orientation tokens that give distinct placements, in ORIENTATIONS order.
DISTINCT_ORIENTATIONS: Final = _TABLES[2]
# tile -> any orientation token -> the canonical token of the same placements.
CANONICAL_ORIENTATION: Final = _TABLES[3]


def _token(mirrored: bool, degrees: int) -> str:
    return f"{'m' if mirrored else 'r'}{degrees % 360}"


def turned(tile: str, orientation: str, quarter_turns: int = 1) -> str:
    """The canonical orientation of ``tile`` turned clockwise by ``quarter_turns`` from ``orientation``."""
    degrees = int(orientation[1:]) + 90 * quarter_turns
    return CANONICAL_ORIENTATION[tile][_token(orientation.startswith("m"), degrees)]


def mirrored(tile: str, orientation: str) -> str:
    """The canonical orientation of ``tile`` flipped left-right as it lies in ``orientation``.

    Flipping a tile turned N degrees gives the flipped tile turned -N degrees (``rN`` <-> ``m(360-N)``).
    """
    return CANONICAL_ORIENTATION[tile][_token(not orientation.startswith("m"), -int(orientation[1:]))]


def filled_mask(facade: str) -> int:
    mask = 0
    for i, mark in enumerate(facade):
        if mark != ".":
            mask |= 1 << i
    return mask


def colour_mask(facade: str, colour: str) -> int:
    letter = c.COLOUR_LETTER[colour]
    upper = letter.upper()
    mask = 0
    for i, mark in enumerate(facade):
        if mark in (letter, upper):
            mask |= 1 << i
    return mask


def colour_masks(facade: str) -> dict[str, int]:
    masks = dict.fromkeys(c.COLOUR_LETTER.values(), 0)
    for i, mark in enumerate(facade):
        if mark != ".":
            masks[mark.lower()] |= 1 << i
    return {colour: masks[letter] for colour, letter in c.COLOUR_LETTER.items()}


def place(facade: str, placement: Placement) -> str:
    """The facade with the tile added (the caller has checked that it fits)."""
    letter = c.COLOUR_LETTER[placement.colour]
    marks = list(facade)
    for i in placement.cells:
        marks[i] = letter if i in placement.bricks else letter.upper()
    return "".join(marks)


def touches_same_colour(facade: str, placement: Placement) -> bool:
    """Whether the tile shares an edge with a tile of its own colour already on the facade."""
    return bool(placement.neighbours & colour_mask(facade, placement.colour))


def coats_earned(after: str, placement: Placement) -> int:
    """Coat-of-arms actions the placement earns: printed cells it covers, coat rows it completes."""
    earned = sum(1 for i in placement.cells if i in COAT_CELL_INDEXES)
    rows = {i // c.COLUMNS for i in placement.cells}
    for y in c.COAT_ROWS:
        if y in rows and "." not in after[y * c.COLUMNS : (y + 1) * c.COLUMNS]:
            earned += 1
    return earned


def _line_points(marks: str, full: int, windows: int) -> int:
    if "." in marks:
        return 0
    return windows if marks.isupper() else full


def row_points(facade: str) -> list[int]:
    return [
        _line_points(facade[y * c.COLUMNS : (y + 1) * c.COLUMNS], c.ROW_POINTS, c.ROW_WINDOWS_POINTS)
        for y in range(c.ROWS)
    ]


def column_points(facade: str) -> list[int]:
    return [_line_points(facade[x :: c.COLUMNS], c.COLUMN_POINTS, c.COLUMN_WINDOWS_POINTS) for x in range(c.COLUMNS)]


def score(facade: str) -> int:
    """Points of a facade, always recomputed from the whole board."""
    return sum(row_points(facade)) + sum(column_points(facade))


def empty_cells(facade: str) -> int:
    return facade.count(".")


def free_supported_cells(facade: str) -> list[int]:
    """Empty cells where a white tile could go: on the ground floor or above a built cell."""
    return [i for i, mark in enumerate(facade) if mark == "." and (i < c.COLUMNS or facade[i - c.COLUMNS] != ".")]


def grid(facade: str) -> list[list[dict[str, str | bool] | None]]:
    """Rows bottom to top, cells left to right: None or {"colour", "kind", "special"} for a renderer."""
    out: list[list[dict[str, str | bool] | None]] = []
    for y in range(c.ROWS):
        row: list[dict[str, str | bool] | None] = []
        for x in range(c.COLUMNS):
            mark = facade[cell_index(x, y)]
            if mark == ".":
                row.append(None)
                continue
            colour = c.LETTER_COLOUR[mark.lower()]
            kind = "window" if mark.isupper() else "brick"
            row.append({"colour": colour, "kind": kind, "special": colour == c.WHITE})
        out.append(row)
    return out


def cells_xy(cells: Iterable[int]) -> list[list[int]]:
    return [list(cell_xy(i)) for i in cells]


def placement_record(placement: Placement) -> dict[str, Any]:
    """A placement as JSON, the same for a placed tile's record and a pending build in the view."""
    return {
        "tile": placement.tile,
        "colour": placement.colour,
        "size": placement.size,
        "orientation": placement.orientation,
        "cell": cell_name(placement.anchor),
        "cells": cells_xy(placement.cells),
        "bricks": cells_xy(sorted(placement.bricks)),
    }
