"""Writes ``render/<game>/palette.py`` for each game: the at most 256 colours its public pictures are encoded in.

The PNG encoder maps every board pixel to the nearest colour of its game's fixed palette (``Renderer.PALETTE``)
instead of choosing 256 colours for each board, which was most of a board's CPU (the three games draw their
boards straight into their palettes: ``render.indexed``). The palette is learnt here from the boards and
final pictures of random games at every player count, drawn in RGB (``Renderer.full_colour``), with names in
three scripts:

- a game drawn in at most 256 colours (Copenhagen: flat colours, text at four coverage levels) gets them all, so
  its boards keep every colour (up to Pillow's lookup, which takes one for another where two are within a few
  levels);
- otherwise every colour that fills a 3x3 block somewhere (a fill, a token, the inside of a letter) is kept
  exactly, and the rest of the 256 are an octree's choice among the other colours (anti-aliased edges and shrunk
  sprites), each weighted by the square root of its pixel count so that rare blends still get a nearby colour.

Run it after changing a colour a renderer draws in; ``tests/render/test_encoding.py`` fails, naming this script,
when a board fills an area with a colour its palette lacks.

    python scripts/board_palettes.py [--games 400] [game ...]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games import registry  # noqa: E402
from render.registry import renderer_for  # noqa: E402

GAMES = {"copenhagen": "Copenhagen", "troyes_dice": "Troyes Dice", "four_color_cards": "Four Color Cards"}
# Names in three scripts: a name's letters are drawn in the text colours, whatever font they take.
NAMES = ["Alice", "Борис", "陳小明", "Dagny", "Émile", "Фёдор", "王芳", "Hiro", "Ines", "Jun"]
HEADER = '''"""The colours {game}'s public pictures are encoded in (written by ``scripts/board_palettes.py``)."""

from __future__ import annotations

from typing import Final

from render.common import RGB

COLOURS: Final[tuple[RGB, ...]] = (
'''
RGBColour = tuple[int, int, int]


def pictures(title: str, games: int, seed: int) -> Iterator[Image.Image]:
    """Eight boards along each of ``games`` random games of ``title``, cycling through its player counts, its last
    board and its final picture, in RGB, one at a time (a few thousand of them would not fit in memory)."""
    registry.register_builtin()
    engine = registry.get(title)
    assert engine is not None, title
    renderer = renderer_for(title)
    counts = range(engine.min_players, engine.max_players + 1)
    for number in range(games):
        choices = random.Random(seed + number)
        players = counts[number % len(counts)]
        state = engine.new(players, {}, seed + number)
        states = [state]
        while engine.awaiting(state):
            seat = choices.choice(sorted(engine.awaiting(state)))
            state, _events = engine.apply(state, seat, choices.choice(engine.legal_moves(state, seat)))
            states.append(state)
        names = NAMES[:players]
        for past in [*choices.sample(states, 8), state]:
            yield renderer.full_colour(engine.view(past, None), names)
        yield renderer.full_colour(engine.view(state, None), names, final=True)


def colour_counts(picture: Image.Image) -> Counter[RGBColour]:
    found = picture.getcolors(maxcolors=picture.width * picture.height)
    assert found is not None
    return Counter({rgb: count for count, rgb in found})  # type: ignore[misc]


def _same_as(picture: Image.Image, dx: int, dy: int) -> Image.Image:
    """A mask, ``dx`` columns and ``dy`` rows smaller than ``picture``: 255 where a pixel has the colour of the
    one ``dx`` right of it and ``dy`` below it, else 0."""
    width, height = picture.size
    moved = ImageChops.difference(picture.crop((0, 0, width - dx, height - dy)), picture.crop((dx, dy, width, height)))
    red, green, blue = moved.split()
    return ImageChops.lighter(ImageChops.lighter(red, green), blue).point(lambda value: 255 if value == 0 else 0)


def area_colours(picture: Image.Image) -> set[RGBColour]:
    """The colours that fill at least one 3x3 block of ``picture``: its top-left pixel equals its right neighbour
    on the block's first two columns of each row, and its lower neighbour on its first two rows of each column."""
    width, height = picture.size
    if width < 3 or height < 3:
        return set()
    right, down = _same_as(picture, 1, 0), _same_as(picture, 0, 1)
    block = Image.new("L", (width - 2, height - 2), 255)
    for mask, columns, rows in ((right, 2, 3), (down, 3, 2)):
        for dx in range(columns):
            for dy in range(rows):
                block = ImageChops.multiply(block, mask.crop((dx, dy, dx + width - 2, dy + height - 2)))
    corners = picture.crop((0, 0, width - 2, height - 2))
    # Outside the blocks, black once and white once: only the blocks' own colours are in both.
    black, white = (Image.composite(corners, Image.new("RGB", corners.size, fill), block) for fill in (0, 0xFFFFFF))
    return set(colour_counts(black)) & set(colour_counts(white))


def palette_for(title: str, games: int, seed: int) -> list[RGBColour]:
    counts: Counter[RGBColour] = Counter()
    for picture in pictures(title, games, seed):
        counts.update(colour_counts(picture))
    if len(counts) <= 256:
        return sorted(counts)
    exact: set[RGBColour] = set()
    for picture in pictures(title, games, seed):  # the same pictures again: keeping them all takes gigabytes
        exact |= area_colours(picture)
    if len(exact) > 240:
        sys.exit(f"{len(exact)} colours fill areas: too many for a 256-colour palette with room for the edges")
    edges = [rgb for rgb in sorted(counts) if rgb not in exact for _copy in range(max(1, round(counts[rgb] ** 0.5)))]
    width = 1024
    strip = Image.new("RGB", (width, -(-len(edges) // width)), edges[-1])
    strip.putdata(edges)
    room = 256 - len(exact)
    chosen = strip.quantize(colors=room, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    channels = list(chosen.getpalette("RGB") or [])[: room * 3]
    learnt = {(channels[at], channels[at + 1], channels[at + 2]) for at in range(0, len(channels), 3)}
    return sorted(exact) + sorted(learnt - exact)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("titles", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    for title in args.titles:
        colours = palette_for(title, args.games, args.seed)
        target = ROOT / "render" / title / "palette.py"
        lines = [f"    {rgb}," for rgb in colours]
        target.write_text(HEADER.format(game=GAMES[title]) + "\n".join(lines) + "\n)\n")
        print(f"wrote {len(colours)} colours to {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
