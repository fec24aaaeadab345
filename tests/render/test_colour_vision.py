"""Colours that carry meaning stay apart for colour-blind eyes, or a second cue (a letter, a shape, a name)
carries the meaning in their place.

Simulation: Machado, Oliveira and Fernandes (2009) at severity 1.0 for deuteranopia, protanopia and tritanopia, in
linear RGB. Distance: CIE76 ΔE (Euclidean distance in CIELAB, D65 white), see ``tests/render/colour_vision.py``.
ΔE 2.3 is a just-noticeable difference; the limits below ask for colours told apart at a glance.
Phone width: Discord shows a picture about 400 px wide until it is tapped; a cue's size is scaled to that width.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

import render.common
from games.copenhagen import GAME as COPENHAGEN
from games.four_color_cards.cards import glyph, parse_code
from render.common import Palette
from render.copenhagen import CopenhagenRenderer, pieces
from render.copenhagen import board as bd
from render.copenhagen import style as cst
from render.copenhagen.facade import Board
from render.four_color_cards import cards
from render.four_color_cards import style as fst
from tests.render.colour_vision import DEFICIENCIES, VISIONS, closest, delta_e

PHONE_W = 400
SEAT_MIN_DELTA_E = 29.0  # any two of ten seats
FIRST_SEATS_MIN_DELTA_E = 34.0  # any two of the first four (Copenhagen and Four Color Cards tables)
# Four Color Cards' inks: rank character, colour letter, rim. Each must also read at 4.5:1 on its pale face for every
# eye (tests/render/test_contrast.py), which keeps all four dark: about 31 is the most four such inks reach, so the
# letter and the shape carry the colour too (below).
INK_MIN_DELTA_E = 30.0
TILE_CUE_BELOW = 40.0  # Copenhagen tiles closer than this for some eye must differ in window shape and letter
MIN_CUE_PX = 12.0  # a letter's font size, a window's cell, at phone width


@pytest.mark.parametrize("vision", VISIONS)
def test_ten_seat_colours_stay_apart_for_every_eye(vision: str) -> None:
    seats = {f"seat {k + 1}": colour for k, colour in enumerate(Palette.seats)}
    assert len(seats) == 10
    distance, one, other = closest(seats, vision)
    assert distance >= SEAT_MIN_DELTA_E, (vision, one, other, round(distance, 1))
    first = dict(list(seats.items())[:4])
    distance, one, other = closest(first, vision)
    assert distance >= FIRST_SEATS_MIN_DELTA_E, (vision, one, other, round(distance, 1))


@pytest.mark.parametrize("vision", VISIONS)
def test_four_color_cards_inks_stay_apart_for_every_eye(vision: str) -> None:
    inks = {code: colour.ink for code, colour in fst.CARD_COLOURS.items()}
    distance, one, other = closest(inks, vision)
    assert distance >= INK_MIN_DELTA_E, (vision, one, other, round(distance, 1))


def _corner_cue_height(code: str, size: str) -> int:
    """Pixels: the height of the ink drawn in a card's top-left corner, inside its rim (the colour's shape)."""
    face = cards.card(code, size).convert("RGB")
    spec = fst.SIZES[size]
    ink = fst.CARD_COLOURS[code[0]].ink
    rim = max(1, spec.width // 22) + 1
    corner = face.crop((rim, rim, spec.width // 2, int(spec.height * 0.4)))
    rows = [
        y
        for y in range(corner.height)
        if any(delta_e(corner.getpixel((x, y)), ink) < 25 for x in range(corner.width))  # type: ignore[arg-type]
    ]
    return (max(rows) - min(rows) + 1) if rows else 0


@pytest.mark.parametrize("size", ["big", "hand", "meld"])
@pytest.mark.parametrize("code", ["rc", "yc", "gc", "wc"])
def test_every_card_face_carries_its_colour_shape_at_phone_size(code: str, size: str) -> None:
    """The pale faces of red and green cards (and red and yellow for tritanopes) cannot be kept apart, so the
    colour's shape carries the colour: drawn in the top-left corner of every card face a hand, a meld or the card
    in play shows (the corner that stays in sight when cards overlap), 8 px or more at phone width."""
    faces = {name: colour.face for name, colour in fst.CARD_COLOURS.items()}
    assert min(closest(faces, vision)[0] for vision in DEFICIENCIES) < INK_MIN_DELTA_E  # why the shape matters
    spec = fst.SIZES[size]
    assert spec.corner * PHONE_W / fst.WIDTH >= MIN_CUE_PX
    cue = _corner_cue_height(code, size)
    assert cue * PHONE_W / fst.WIDTH >= 0.65 * MIN_CUE_PX, (code, size, cue)


def test_card_shapes_differ_between_colours_and_no_face_writes_a_letter(monkeypatch: pytest.MonkeyPatch) -> None:
    """One shape per colour, and no colour letter of one language (an English "Y" tells a reader of jaune,
    жёлтый or 黄 nothing): a card face writes its rank's character and nothing else."""
    shapes = [colour.shape for colour in fst.CARD_COLOURS.values()]
    assert len(set(shapes)) == len(shapes)
    written: list[str] = []
    original = ImageDraw.ImageDraw.text

    def recording(pen: ImageDraw.ImageDraw, xy: object, text: str, *args: object, **kwargs: object) -> None:
        written.append(text)
        original(pen, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(render.common, "_sprites", {})
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    for size in fst.SIZES:
        for colour in fst.CARD_COLOURS:
            written.clear()
            cards.card(colour + "c", size)
            assert written == [glyph(parse_code(colour + "c") or 0)], (colour, size, written)


def _close_tile_pairs() -> list[tuple[str, str, str, float]]:
    names = [name for name in cst.TILE_COLOURS if name != "white"]
    return [
        (one, other, vision, delta_e(cst.TILE_COLOURS[one], cst.TILE_COLOURS[other], vision))
        for i, one in enumerate(names)
        for other in names[i + 1 :]
        for vision in DEFICIENCIES
        if delta_e(cst.TILE_COLOURS[one], cst.TILE_COLOURS[other], vision) < TILE_CUE_BELOW
    ]


def test_copenhagen_tiles_too_close_in_hue_differ_in_window_shape_and_brick_mark() -> None:
    """Green and purple for deuteranopes, blue and purple for protanopes, green and blue for tritanopes: the window
    of a window cell and the mark of a brick cell (the same shape, solid) tell them apart, and are drawn (the glass,
    and the mark's ink, differ in pixels)."""
    close = _close_tile_pairs()
    assert {(one, other) for one, other, _vision, _d in close} >= {("green", "purple"), ("green", "blue")}
    size = 41
    for one, other, vision, _distance in close:
        assert cst.WINDOW_SHAPES[one] != cst.WINDOW_SHAPES[other], (one, other, vision)
        for kind, cue in (
            ("window", lambda _name: cst.GLASS),
            ("brick", cst.mark_ink),
        ):
            drawn = [
                [px == cue(name) for px in pieces.cell(name, kind, size).convert("RGB").get_flattened_data()]
                for name in (one, other)
            ]
            differing = sum(a != b for a, b in zip(*drawn, strict=True))
            assert differing >= size * size * 0.05, (one, other, kind, differing)  # 84 px of a 41 px cell


@pytest.mark.parametrize("players", [2, 3, 4])
def test_copenhagen_facade_cells_are_readable_at_phone_width(players: int) -> None:
    """A facade cell (its window or letter) spans 12 px or more when the board is shown 400 px wide."""
    state = COPENHAGEN.new(players, {}, 7)
    image: Image.Image = CopenhagenRenderer().public(COPENHAGEN.view(state, None), ["A", "B", "C", "D"][:players])
    geo = bd._layout(players, Board()).geo
    assert image.width == bd.WIDTH
    assert geo.cell * PHONE_W / image.width >= MIN_CUE_PX, (players, geo.cell, image.width)
