"""The PNG encoder keeps a board's look: the picture a player downloads differs from the one drawn by no more than
anti-aliased edges snapped to a nearby colour, and by no more than reducing the colours of every pixel did."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from games import registry
from render.common import Palette, encode_png
from render.registry import renderer_for
from tests.played import play

NAMES = ["Ana", "Bartholomew", "Chen Wei", "Dagny"]


def board_after(game_id: str, players: int, moves: int, seed: int) -> Image.Image:
    """The public picture of a game ``moves`` random legal moves in (or at its end)."""
    registry.register_builtin()
    played = play(game_id, players, seed, stop_after=moves)
    engine, state = played.engine, played.states[-1]
    return renderer_for(game_id).public(engine.view(state, None), NAMES[:players]).convert("RGB")


def difference(drawn: Image.Image, shown: Image.Image) -> tuple[float, float]:
    """Mean absolute difference per channel value (0-255), and the share of channel values off by more than 32."""
    histogram = ImageChops.difference(drawn, shown.convert("RGB")).histogram()
    counts = [sum(histogram[channel * 256 + value] for channel in range(3)) for value in range(256)]
    total = sum(counts)
    mean = sum(value * count for value, count in enumerate(counts)) / total
    return mean, sum(counts[33:]) / total


@pytest.mark.parametrize(
    ("game_id", "players", "moves"),
    [("troyes_dice", 4, 30), ("four_color_cards", 4, 40), ("copenhagen", 3, 25), ("copenhagen", 2, 0)],
)
def test_a_board_looks_the_same_after_encoding(game_id: str, players: int, moves: int) -> None:
    drawn = board_after(game_id, players, moves, seed=players * 31 + moves)
    shown = Image.open(io.BytesIO(encode_png(drawn)))
    assert shown.format == "PNG" and shown.mode == "P" and shown.size == drawn.size
    mean, far = difference(drawn, shown)
    # Every colour of the board survives; only edge pixels move, and only a little.
    assert mean < 1.0 and far < 0.0005, (mean, far)
    # No worse than an octree over every pixel (the encoder's former, twice as slow, reduction).
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


def copenhagen_pictures(seed: int) -> list[Image.Image]:
    """Boards along random games of Copenhagen at every player count (every 25th state), and each game's final
    picture."""
    registry.register_builtin()
    engine = registry.get("copenhagen")
    assert engine is not None
    renderer = renderer_for("copenhagen")
    pictures: list[Image.Image] = []
    names = ["Ana", "Борис", "陳小明", "Dagny"]
    for players in range(engine.min_players, engine.max_players + 1):
        states = play("copenhagen", players, seed + players).states
        pictures.extend(renderer.public(engine.view(state, None), names[:players]) for state in states[::25])
        pictures.append(renderer.final(engine.view(states[-1], None), names[:players]))
    return pictures


def test_copenhagen_draws_only_the_colours_it_names() -> None:
    # The encoder maps Copenhagen's boards straight onto these colours; one missing would be caught by the encoder's
    # sample where it covers an area, but thin edges of it would take a neighbour's colour.
    known = set(renderer_for("copenhagen").KNOWN_COLOURS)
    for picture in copenhagen_pictures(seed=404):
        found = picture.convert("RGB").getcolors(maxcolors=4096)
        assert found is not None
        missing = {rgb for _count, rgb in found} - known
        assert not missing, f"not in render/copenhagen/palette.py (python scripts/copenhagen_palette.py): {missing}"


def test_a_colour_the_known_set_lacks_keeps_its_colour_where_it_covers_an_area() -> None:
    known = renderer_for("copenhagen").KNOWN_COLOURS
    picture = copenhagen_pictures(seed=7)[0].convert("RGB")
    new = (7, 201, 77)
    assert new not in known
    picture.paste(Image.new("RGB", (3, 3), new), (101, 57))  # at odd coordinates: off the sample's grid
    shown = Image.open(io.BytesIO(encode_png(picture, known))).convert("RGB")
    assert shown.getpixel((102, 58)) == new
    mean, far = difference(picture, shown)
    assert mean < 0.05 and far == 0, (mean, far)


def test_a_rich_picture_ignores_known_colours_that_cannot_hold_it() -> None:
    # More colours than a palette holds: the known set is no use and the octree path reduces the picture as before.
    ramp = Image.linear_gradient("L").resize((300, 100))
    picture = Image.merge("RGB", (ramp, ramp.transpose(Image.Transpose.ROTATE_90).resize((300, 100)), ramp))
    known = renderer_for("copenhagen").KNOWN_COLOURS
    assert encode_png(picture, known) == encode_png(picture)
