"""The facade is drawn cell by cell from the view: each built cell shows the piece of its colour and kind where
the view puts it, an empty cell shows the empty board, and the last tile placed is outlined in the highlight
colour, it alone."""

from __future__ import annotations

import random
from typing import Any

from PIL import Image

from games.copenhagen import GAME
from render.copenhagen import pieces
from render.copenhagen import style as st
from render.copenhagen.facade import Board, Geometry, draw_facade, facade_base

CELL = 40
GEO = Geometry(Board(), CELL)
INSET = CELL // 4  # the middle of a cell, away from the outlines drawn on its edges


def built_seat() -> tuple[dict[str, Any], list[list[int]]]:
    """A seat with several tiles of different colours, from a seeded game, and its last tile's cells."""
    state = GAME.new(2, {}, 11)
    rng = random.Random(11)
    best: tuple[int, dict[str, Any], list[list[int]]] = (0, {}, [])
    for _ in range(400):
        if GAME.result(state) is not None:
            break
        moves = GAME.legal_moves(state, state.current)
        builds = [move for move in moves if move.startswith(("build", "pay"))]
        state, _ = GAME.apply(state, state.current, rng.choice(builds or moves))
        view = GAME.view(state, None)
        last = view["last_tile"]
        if last is not None:
            seat = view["seats"][last["seat"]]
            if len(seat["tiles"]) > best[0]:
                best = (len(seat["tiles"]), seat, last["cells"])
    assert best[0] >= 4, "the sample game built too little"
    return best[1], best[2]


def drawn(seat: dict[str, Any], last: list[list[int]] | None = None) -> Image.Image:
    image = Image.new("RGB", (GEO.width, GEO.height), (0, 0, 0))
    draw_facade(image, (0, 0), GEO, seat, last_cells=[tuple(xy) for xy in last or []])
    return image


def middle(image: Image.Image, left: int, top: int) -> bytes:
    return image.crop((left + INSET, top + INSET, left + CELL - INSET, top + CELL - INSET)).tobytes()


def test_each_cell_shows_the_piece_the_view_puts_there() -> None:
    seat, _last = built_seat()
    image = drawn(seat)
    empty = facade_base(GEO)
    colours = set()
    for y, row in enumerate(seat["facade"]):
        for x, mark in enumerate(row):
            left, top = GEO.origin(x, y)
            if mark is None:
                assert middle(image, left, top) == middle(empty, left, top), (x, y)
                continue
            colours.add(mark["colour"])
            piece = pieces.cell(mark["colour"], mark["kind"], CELL)
            assert middle(image, left, top) == middle(piece, 0, 0), (x, y, mark)
            # And no other colour's piece would have passed.
            for other in {"red", "yellow", "green", "blue", "purple"} - {mark["colour"]}:
                assert middle(pieces.cell(other, mark["kind"], CELL), 0, 0) != middle(piece, 0, 0)
    assert len(colours) >= 2


def _highlighted(image: Image.Image, cell: tuple[int, int]) -> bool:
    left, top = GEO.origin(*cell)
    box = image.crop((left - 4, top - 4, left + CELL + 4, top + CELL + 4))
    return st.HIGHLIGHT in {colour for _count, colour in box.getcolors(box.width * box.height) or []}


def test_the_last_tile_alone_is_outlined_in_the_highlight_colour() -> None:
    seat, last = built_seat()
    image = drawn(seat, last)
    last_cells = {(x, y) for x, y in last}
    assert all(_highlighted(image, cell) for cell in last_cells)
    others = {(x, y) for y, row in enumerate(seat["facade"]) for x, mark in enumerate(row) if mark is not None}
    far = {
        (x, y)
        for x, y in others - last_cells
        if all(abs(x - lx) + abs(y - ly) > 1 and (abs(x - lx), abs(y - ly)) != (1, 1) for lx, ly in last_cells)
    }
    assert far and not any(_highlighted(image, cell) for cell in far)
    assert not any(_highlighted(drawn(seat), cell) for cell in last_cells)
