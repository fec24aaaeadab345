"""Troyes Dice's public board is drawn straight into a palette image on its palette, and it is the board players saw
before: pixel for pixel the same board drawn in RGB and mapped onto the palette by the encoder's colour reduction
(``render.common.palette_image``), with no tolerance at all, soft edges included.

Dice, chips, icons and text have soft edges; each is blended on the one flat colour under it as on the RGB picture,
and the wheel, whose segments, hub and dice overlap one another, is drawn in RGB on the panel and mapped once
(``render.indexed``). The encoder then only deflates the board."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import ImageChops

from games.troyes_dice import GAME
from render import common
from render.troyes_dice import TroyesDiceRenderer
from render.words import Words
from tests.render import indexed_samples as samples

RENDERER = TroyesDiceRenderer()
PALETTE = TroyesDiceRenderer.PALETTE
# Names in Latin, Cyrillic and Chinese letters, mixed at every table size; long ones are cut on the board.
NAMES = [
    "Alice",
    "Борис Годунов",
    "陳小明",
    "Dagny Ødegård",
    "王芳",
    "Фёдор Михайлович Достоевский",
    "Émile",
    "李雷和韩梅梅一起玩",
    "Наталья",
    "Bartholomew of Nyhavn",
]
SEEDS = range(3)
BOARDS_PER_GAME = 8


def views(players: int, seed: int, count: int) -> list[dict[str, Any]]:
    return samples.sampled_views(GAME, players, seed, count)


def boards(players: int) -> list[tuple[dict[str, Any], list[str], Words | None]]:
    names = NAMES[:players]
    seeds = [900 + 10 * players + seed for seed in SEEDS]
    return samples.sampled_boards(GAME, players, seeds, BOARDS_PER_GAME, lambda index: names[index:] + names[:index])


@pytest.mark.parametrize("players", [2, 4, 10])
def test_the_board_drawn_into_the_palette_is_the_board_mapped_onto_it(players: int) -> None:
    shown = boards(players)
    for number, (view, names, say) in enumerate(shown):
        board = RENDERER.public(view, names, say)
        old = common.palette_image(RENDERER.full_colour(view, names, say), PALETTE)
        assert board.mode == "P" and board.size == old.size
        assert board.getpalette("RGB") == old.getpalette("RGB")
        moved = ImageChops.difference(board.convert("RGB"), old.convert("RGB")).getbbox()
        assert board.tobytes() == old.tobytes(), f"{players} players, board {number}: differs in {moved}"
    assert len(shown) == len(SEEDS) * BOARDS_PER_GAME


def test_the_boards_cover_what_the_board_draws() -> None:
    # The comparison above is only as good as what its boards show: choosing and revealed half-days (the revealed
    # choices under the names), the black die destroying or blocking, both halves of the day, and the game over.
    seen: set[str] = set()
    for players in (2, 4, 10):
        for view, _names, _say in boards(players):
            seen.add("over" if view.get("over") else f"{view['phase']} {view['half']}")
            seen.add("destroys" if view["black"].get("destroys") else "blocks")
            if any(view.get("revealed_choices") or []):
                seen.add("revealed")
    assert seen >= {"choose morning", "choose afternoon", "over", "destroys", "blocks", "revealed"}


def test_a_board_on_its_palette_is_only_deflated() -> None:
    board = RENDERER.public(views(4, 77, 2)[0], NAMES[:4])
    samples.assert_only_deflated(board, PALETTE)


def test_the_other_pictures_stay_in_full_colour() -> None:
    view = views(4, 78, 2)[-1]
    assert RENDERER.final(view, NAMES[:4]).mode == "RGB"
    assert RENDERER.full_colour(view, NAMES[:4], final=True).mode == "RGB"
    assert RENDERER.sheet(view, 1, NAMES[:4]).mode == "RGB"
    state = GAME.new(4, {}, 79)
    assert RENDERER.private(GAME.view(state, 0), NAMES[:4]).mode == "RGB"
