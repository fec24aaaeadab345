"""Every public board and final picture reads on a phone, where Discord shows a picture about 400 px wide until it
is tapped.

Limits, for the pictures of long games at the largest table (played to the end with seeded random legal moves,
sampled at several moments, the final picture at the end):

- width: at most ``MAX_WIDTH`` for each game (Copenhagen 720 px, Four Color Cards 600 px, Troyes Dice 680 px), and
  at most ``MAX_TALL`` times as tall as wide, so a board is a screen or two of a phone, never a long strip;
- text: every string drawn is ``MIN_PHONE_PX`` (9 px) or more once the picture is shown 400 px wide, that is
  ``size * 400 / width >= 9``: whose turn, the scores, what was just played, every player's counts, abilities and
  facade or melds, the labels and figures around them, the grid's letters and numbers, the card faces' characters.
  Nothing on these pictures is left for a tap: the details below that size are on demand elsewhere (a Troyes Dice
  sheet through /game sheet and the board's Sheets menu, a Copenhagen player's own hand and facade in their private
  picture), and these tests do not look at those.

Sizes are what is drawn, recorded where each game draws its text (Copenhagen's ``style.draw_text``, Four Color
Cards' ``text.text_mask`` and card faces, Troyes Dice's ``style.text_mask``), divided by the supersampling of the
pieces drawn larger and then shrunk. The pictures are in English; a translated word may shrink further to fit its
box, down to the floors the words tests check (tests/render/test_*_words.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any

import pytest
from PIL import Image

import render.common
import render.copenhagen.style
import render.four_color_cards.cards
import render.four_color_cards.style
import render.four_color_cards.text
import render.troyes_dice.board
import render.troyes_dice.style
from games import registry
from render.registry import renderer_for

PHONE_W = 400
MIN_PHONE_PX = 9.0
MAX_WIDTH = {"copenhagen": 720, "four_color_cards": 600, "troyes_dice": 680}
MAX_TALL = 2.6
NAMES = ["Alice", "Bob the Builder", "Charlotte-Amalie", "王小明", "Дмитрий", "Chloé", "Eve", "Frank", "Grace", "Heidi"]
MOMENTS = 6  # pictures sampled along each game, besides its end


class Sizes:
    """Every string drawn, with its size in the picture's pixels."""

    def __init__(self) -> None:
        self.drawn: list[tuple[str, float]] = []
        self.scale = 1

    def record(self, text: str, size: float) -> None:
        if text.strip():
            self.drawn.append((text, size / self.scale))

    def smallest(self) -> tuple[float, str]:
        return min((size, text) for text, size in self.drawn)


@contextmanager
def recorded(monkeypatch: pytest.MonkeyPatch) -> Iterator[Sizes]:
    """Records the size of every string the three games draw (caches emptied, so cached pieces are drawn again)."""
    sizes = Sizes()
    monkeypatch.setattr(render.common, "_sprites", {})
    monkeypatch.setattr(render.troyes_dice.board, "_SEGMENTS", {})

    def wrap(module: Any, name: str, text_at: int, size_at: int) -> None:
        original = getattr(module, name)

        def recording(*args: Any, **kwargs: Any) -> Any:
            sizes.record(str(args[text_at]), args[size_at] if len(args) > size_at else kwargs["size"])
            return original(*args, **kwargs)

        monkeypatch.setattr(module, name, recording)

    def supersampled(module: Any, name: str, scale: int) -> None:
        """Text drawn inside this piece is drawn ``scale`` times larger, then shrunk with the piece."""
        original = getattr(module, name)

        def shrunk(*args: Any, **kwargs: Any) -> Any:
            sizes.scale = scale
            try:
                return original(*args, **kwargs)
            finally:
                sizes.scale = 1

        monkeypatch.setattr(module, name, shrunk)

    wrap(render.copenhagen.style, "draw_text", 2, 3)
    wrap(render.four_color_cards.text, "text_mask", 0, 1)
    wrap(render.troyes_dice.style, "text_mask", 0, 1)
    supersampled(render.troyes_dice.style, "chip", render.troyes_dice.style.SUPERSAMPLE)
    supersampled(render.troyes_dice.board, "_draw_segment", render.troyes_dice.style.SUPERSAMPLE)
    card = render.four_color_cards.cards.card

    def card_face(code: str, size: str = "hand") -> Image.Image:
        """A card's rank character at its glyph size, and the corner that holds its colour's shape (the shape's own
        height at phone width is checked in test_colour_vision)."""
        spec = render.four_color_cards.style.SIZES[size]
        sizes.record(f"card {code}", spec.glyph)
        if spec.corner:
            sizes.record(f"card {code} corner", spec.corner)
        return card(code, size)

    monkeypatch.setattr(render.four_color_cards.cards, "card", card_face)
    yield sizes


def long_game(game_id: str, seed: int) -> list[Any]:
    """Every state of a game at its largest table, played to the end with seeded random legal moves."""
    game = registry.get(game_id)
    assert game is not None
    rng = random.Random(seed)
    state = game.new(game.max_players, {}, seed)
    states = [state]
    while game.awaiting(state):
        seat = rng.choice(sorted(game.awaiting(state)))
        state, _events = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
        states.append(state)
    assert game.result(state) is not None, game_id
    return states


def pictures(game_id: str, seed: int) -> Iterator[tuple[str, Callable[[], Image.Image]]]:
    """The public board at several moments of a long game, and its last board and final picture."""
    game = registry.get(game_id)
    assert game is not None
    renderer = renderer_for(game_id)
    states = long_game(game_id, seed)
    names = NAMES[: game.max_players]
    for k in range(MOMENTS):
        view = game.view(states[(len(states) - 1) * (k + 1) // (MOMENTS + 1)], None)
        yield f"board {k + 1}/{MOMENTS}", partial(renderer.public, view, names)
    end = game.view(states[-1], None)
    yield "last board", lambda: renderer.public(end, names)
    yield "final picture", lambda: renderer.final(end, names)


@pytest.mark.parametrize("game_id", sorted(MAX_WIDTH))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_board_and_final_picture_reads_at_phone_width(
    game_id: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    for moment, draw in pictures(game_id, seed):
        with monkeypatch.context() as patch, recorded(patch) as sizes:
            image = draw()
        assert image.width <= MAX_WIDTH[game_id], (game_id, moment, image.size)
        assert image.height <= MAX_TALL * image.width, (game_id, moment, image.size)
        assert len(sizes.drawn) > 20, (game_id, moment)  # the recorder saw the picture's words
        size, text = sizes.smallest()
        assert size * PHONE_W / image.width >= MIN_PHONE_PX, (game_id, moment, text, size, image.width)


def test_the_recorder_sees_small_text_in_a_supersampled_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    """A letter drawn four times larger in a badge counts at the badge's size, so small badges cannot pass."""
    with recorded(monkeypatch) as sizes:
        render.troyes_dice.style.chip("red", "R", 20)
    assert sizes.drawn and max(size for _text, size in sizes.drawn) <= 20 * 0.62
