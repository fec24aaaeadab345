"""The PNG encoder keeps a board's look: the picture a player downloads differs from the one drawn by no more than
anti-aliased edges snapped to a nearby colour, and by no more than reducing the colours of every pixel did."""

from __future__ import annotations

import io
from typing import Any, cast

import pytest
from PIL import Image, ImageChops

from games import registry
from render.common import Palette, encode_png
from render.registry import public_png, renderer_for
from scripts import board_palettes
from tests.support.played import play

NAMES = ["Ana", "Bartholomew", "Chen Wei", "Dagny"]


def view_after(game_id: str, players: int, moves: int, seed: int) -> Any:
    """The spectator view of a game ``moves`` random legal moves in (or at its end)."""
    registry.register_builtin()
    played = play(game_id, players, seed, stop_after=moves)
    return played.engine.view(played.states[-1], None)


def difference(drawn: Image.Image, shown: Image.Image) -> tuple[float, float]:
    """Mean absolute difference per channel value (0-255), and the share of channel values off by more than 32."""
    histogram = ImageChops.difference(drawn, shown.convert("RGB")).histogram()
    counts = [sum(histogram[channel * 256 + value] for channel in range(3)) for value in range(256)]
    total = sum(counts)
    mean = sum(value * count for value, count in enumerate(counts)) / total
    return mean, sum(counts[33:]) / total


@pytest.mark.parametrize(
    ("game_id", "players", "moves"),
    [
        ("troyes_dice", 4, 30),
        ("troyes_dice", 10, 12),
        ("four_color_cards", 4, 40),
        ("four_color_cards", 2, 15),
        ("copenhagen", 3, 25),
        ("copenhagen", 2, 0),
    ],
)
def test_a_board_looks_the_same_after_encoding(game_id: str, players: int, moves: int) -> None:
    view, names = view_after(game_id, players, moves, seed=players * 31 + moves), NAMES[:players]
    renderer = renderer_for(game_id)
    drawn = renderer.full_colour(view, names)  # the board in RGB, before any colour is reduced
    shown = Image.open(io.BytesIO(public_png(game_id, view, names)))  # as the bot posts it
    assert shown.format == "PNG" and shown.mode == "P" and shown.size == drawn.size
    mean, far = difference(drawn, shown)
    # Every colour of the board survives; only edge pixels move, and only a little.
    assert mean < 1.0 and far < 0.0005, (mean, far)
    # No worse than an octree over every pixel, fitted to this one board.
    full = drawn.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    assert mean <= difference(drawn, full)[0] + 0.25


@pytest.mark.parametrize(("game_id", "players", "moves"), [("troyes_dice", 4, 30), ("four_color_cards", 3, 20)])
def test_a_picture_without_a_palette_looks_the_same_after_encoding(game_id: str, players: int, moves: int) -> None:
    # A seat's own picture has no fixed palette: the encoder picks 256 colours for it.
    registry.register_builtin()
    played = play(game_id, players, seed=players + moves, stop_after=moves)
    view = played.engine.view(played.states[-1], 0)
    drawn = renderer_for(game_id).private(view, NAMES[:players]).convert("RGB")
    assert drawn.getcolors(maxcolors=256) is None  # rich enough to need the colour reduction
    shown = Image.open(io.BytesIO(encode_png(drawn)))
    mean, far = difference(drawn, shown)
    assert mean < 1.0 and far < 0.0005, (mean, far)
    full = drawn.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    assert mean <= difference(drawn, full)[0] + 0.25


def test_a_rich_picture_keeps_each_colour_that_covers_a_small_area() -> None:
    # A two-way gradient below gives far more than 256 colours; ten 4x4 tokens above, each of a seat colour found
    # nowhere else and each at another offset from the pixel grid, keep their colours as well as an octree over
    # every pixel keeps them.
    ramp = Image.linear_gradient("L").resize((300, 100))
    gradient = Image.merge("RGB", (ramp, ramp.transpose(Image.Transpose.ROTATE_90).resize((300, 100)), ramp))
    picture = Image.new("RGB", (300, 200), Palette.background)
    picture.paste(gradient, (0, 100))
    assert picture.getcolors(maxcolors=256) is None
    tokens = [((11 + 27 * n, 21 + 7 * n), colour) for n, colour in enumerate(Palette.seats)]
    for corner, colour in tokens:
        picture.paste(Image.new("RGB", (4, 4), colour), corner)
    shown = Image.open(io.BytesIO(encode_png(picture))).convert("RGB")
    full = picture.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).convert("RGB")

    def error(image: Image.Image, corner: tuple[int, int], colour: tuple[int, int, int]) -> int:
        found = image.getpixel(corner)
        assert isinstance(found, tuple)
        return max(abs(a - b) for a, b in zip(found, colour, strict=True))

    for corner, colour in tokens:
        assert error(shown, corner, colour) <= error(full, corner, colour) + 4, colour


@pytest.mark.parametrize("game_id", ["copenhagen", "troyes_dice", "four_color_cards"])
def test_every_colour_that_fills_an_area_is_in_the_games_palette(game_id: str) -> None:
    # The encoder maps each board onto its game's palette: a fill, a token or a letter's inside in a colour the
    # palette lacks would take a neighbouring colour. One game at each player count, names in three scripts.
    registry.register_builtin()
    engine = registry.get(game_id)
    assert engine is not None
    palette = set(renderer_for(game_id).PALETTE)
    assert 0 < len(palette) == len(renderer_for(game_id).PALETTE) <= 256
    games = engine.max_players - engine.min_players + 1
    for picture in board_palettes.pictures(game_id, games, seed=404):
        missing = board_palettes.area_colours(picture) - palette
        assert not missing, f"not in render/{game_id}/palette.py (python scripts/board_palettes.py): {missing}"


def test_copenhagen_keeps_every_colour_it_draws() -> None:
    # Copenhagen draws flat colours and text at four coverage levels, and its palette holds every one of them: a
    # pixel moves only where two of them are so close (within 4 levels a channel) that Pillow's nearest-colour
    # lookup, a cube of 64 levels a channel, takes one for the other.
    registry.register_builtin()
    palette = renderer_for("copenhagen").PALETTE
    for picture in board_palettes.pictures("copenhagen", 3, seed=77):
        shown = Image.open(io.BytesIO(encode_png(picture, palette))).convert("RGB")
        moved = ImageChops.difference(picture, shown)
        extrema = cast(tuple[tuple[int, int], ...], moved.getextrema())
        assert max(high for _low, high in extrema) <= 6
        mean, far = difference(picture, shown)
        assert mean < 0.01 and far == 0, (mean, far)
