"""Four Color Cards' public table is drawn straight into a palette image on its palette, and it is the table players
saw before: the same table drawn in RGB and mapped onto the palette by the encoder's colour reduction
(``render.common.palette_image``).

Every flat area is the same index for index. Cards and text have soft edges, blended on what lies under them: on
one flat colour the blend is the RGB route's own, so their edges are the same too. Only a soft edge laid over
another soft edge (the stacked backs of the stock, a card over a text's descender) blends on the palette colour the
first edge took rather than on its exact RGB blend, and may then take a neighbouring palette colour (the palette's
colours for such edges lie far apart: up to 60 levels a channel from the old route's choice). The tolerance: at most
one pixel in ``MOST_DIFFERING`` of a board differs, and no differing pixel is more than ``SLACK`` levels (in its
worst channel) further from the colour the RGB drawing holds there than the old route's pixel is. Measured over 270
boards (2 to 4 players, 10 games each): at most 1 pixel in 38,000 differs, by at most 8 levels more than the old
route's. A blend on the wrong colour, through the wrong mask or not mapped back fails it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageFilter

from games.four_color_cards import GAME
from render import common
from render.four_color_cards import FourColorCardsRenderer
from render.four_color_cards import style as st
from render.words import Words
from tests.render import indexed_samples as samples
from tests.render.indexed_samples import NAME_SETS

RENDERER = FourColorCardsRenderer()
PALETTE = FourColorCardsRenderer.PALETTE
MOST_DIFFERING = 10_000  # at most one pixel in this many differs from the old route
SLACK = 16  # a differing pixel may be this many levels further from the RGB drawing than the old route's pixel
SEEDS = range(4)
BOARDS_PER_GAME = 9


def views(players: int, seed: int, count: int) -> list[dict[str, Any]]:
    return samples.sampled_views(GAME, players, seed, count)


def boards(players: int) -> list[tuple[dict[str, Any], list[str], Words | None]]:
    seeds = [700 + 10 * players + seed for seed in SEEDS]
    return samples.sampled_boards(
        GAME, players, seeds, BOARDS_PER_GAME, lambda index: NAME_SETS[index % len(NAME_SETS)][:players]
    )


def flat_areas(drawn: Image.Image) -> Image.Image:
    """Where the RGB drawing is flat: the pixels whose 3x3 neighbourhood holds one colour (an L mask, 255 there)."""
    spread = [
        ImageChops.difference(band.filter(ImageFilter.MaxFilter(3)), band.filter(ImageFilter.MinFilter(3)))
        for band in drawn.split()
    ]
    return ImageChops.lighter(ImageChops.lighter(spread[0], spread[1]), spread[2]).point(lambda v: 0 if v else 255)


def indices(image: Image.Image) -> Image.Image:
    return Image.frombytes("L", image.size, image.tobytes())


def apart(one: tuple[int, ...], other: tuple[int, ...]) -> int:
    """How far two colours are apart in their most different channel."""
    return max(abs(a - b) for a, b in zip(one, other, strict=True))


@dataclass(frozen=True)
class Measure:
    """How the table drawn into the palette differs from the RGB drawing mapped onto it."""

    pixels: int
    differing: int  # pixels whose index differs
    on_flat: tuple[int, int, int, int] | None  # the box of those in flat areas, None when there is none
    worse: int  # differing pixels more than SLACK levels further from the RGB drawing than the old route's

    def within_tolerance(self) -> bool:
        return self.on_flat is None and self.differing * MOST_DIFFERING <= self.pixels and self.worse == 0


def measure(view: dict[str, Any], names: list[str], say: Words | None) -> Measure:
    board = RENDERER.public(view, names, say)
    drawn = RENDERER.full_colour(view, names, say)
    old = common.palette_image(drawn, PALETTE)
    assert board.mode == "P" and drawn.mode == "RGB" and board.size == old.size == drawn.size
    assert board.getpalette("RGB") == old.getpalette("RGB")
    differing = ImageChops.difference(indices(board), indices(old)).point(lambda v: 255 if v else 0)
    on_flat = ImageChops.darker(differing, flat_areas(drawn)).getbbox()
    new_rgb, old_rgb = board.convert("RGB"), old.convert("RGB")
    mask = differing.tobytes()
    worse = 0
    at = mask.find(255)
    while at >= 0:
        xy = (at % board.width, at // board.width)
        exact, new, was = drawn.getpixel(xy), new_rgb.getpixel(xy), old_rgb.getpixel(xy)
        assert isinstance(exact, tuple) and isinstance(new, tuple) and isinstance(was, tuple)
        worse += apart(new, exact) > apart(was, exact) + SLACK
        at = mask.find(255, at + 1)
    return Measure(board.width * board.height, differing.histogram()[255], on_flat, worse)


@pytest.mark.parametrize("players", [2, 4])
def test_the_table_drawn_into_the_palette_is_the_table_mapped_onto_it(players: int) -> None:
    shown = boards(players)
    for number, (view, names, say) in enumerate(shown):
        seen = measure(view, names, say)
        assert seen.on_flat is None, f"board {number}: a flat area differs in {seen.on_flat}"
        assert seen.differing * MOST_DIFFERING <= seen.pixels, f"board {number}: {seen.differing} pixels differ"
        assert seen.worse == 0, f"board {number}: {seen.worse} pixels stray too far"
    assert len(shown) == len(SEEDS) * BOARDS_PER_GAME


def test_the_boards_cover_what_the_table_draws() -> None:
    # The comparison above is only as good as what its boards show: a discard turn, a claim window (pills), melds
    # on the table, dead cards, a last round's summary, an empty stock, and the game over with final chips.
    seen: set[str] = set()
    for players in (2, 4):
        for view, _names, _say in boards(players):
            seen.add((view.get("prompt") or {}).get("kind") or view.get("phase", "?"))
            if any(seat.get("melds") for seat in view["seats"]):
                seen.add("melds")
            if view.get("dead"):
                seen.add("dead")
            if view.get("last_round"):
                seen.add("last round")
            if not view.get("stock"):
                seen.add("empty stock")
    assert seen >= {"discard", "claim_window", "over", "melds", "dead", "last round", "empty stock"}


def test_a_blend_without_its_soft_edges_fails_the_comparison(monkeypatch: pytest.MonkeyPatch) -> None:
    # Cards and text laid on the palette image with their coverage taken as all or nothing (the RGB drawing made
    # as ever): the flat areas stay the same, the tolerance must see the edges.
    original = st.INKS.blend
    solid: dict[int, Image.Image] = {}

    def hard_edged(image: Image.Image, source: Any, at: tuple[int, int], mask: Image.Image) -> None:
        if image.mode == "P":
            coverage = mask.getchannel("A") if mask.mode == "RGBA" else mask
            mask = solid.setdefault(id(mask), coverage.point(lambda v: 255 if v >= 128 else 0))
        original(image, source, at, mask)

    monkeypatch.setattr(st.INKS, "_blends", {})  # no blend made here outlives the test
    monkeypatch.setattr(st.INKS, "blend", hard_edged)
    assert not any(measure(view, names, say).within_tolerance() for view, names, say in boards(4)[-3:])


def test_a_table_on_its_palette_is_only_deflated() -> None:
    board = RENDERER.public(views(4, 77, 2)[0], NAME_SETS[0])
    samples.assert_only_deflated(board, PALETTE)


def test_the_hand_and_the_final_picture_stay_in_full_colour() -> None:
    view = views(4, 78, 2)[-1]
    assert RENDERER.final(view, NAME_SETS[1]).mode == "RGB"
    assert RENDERER.full_colour(view, NAME_SETS[1], final=True).mode == "RGB"
    state = GAME.new(4, {}, 79)
    seat = min(GAME.awaiting(state))
    assert RENDERER.private(GAME.view(state, seat), NAME_SETS[1]).mode == "RGB"
