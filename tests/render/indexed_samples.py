"""What the palette-drawing tests of every game draw: names in Latin, Cyrillic and Chinese letters, the picture
words of each language, and public views taken along seeded random games."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image

from bot.i18n import picture_words
from games.contract import Game
from render.common import RGB, encode_png, palette_image
from render.words import Words

# Names in Latin, Cyrillic and Chinese letters, mixed at every table size; long ones are cut on the board.
NAME_SETS = [
    ["Alice", "Борис Годунов", "陳小明", "Dagny Ødegård"],
    ["王芳", "Émile", "Фёдор Михайлович Достоевский", "Jun"],
    ["Наталья", "李雷和韩梅梅一起玩", "Bartholomew of Nyhavn", "Ines"],
]
LANGUAGES = ["en", "ru", "zh-CN", "fr", "zh-TW"]


def words(game_id: str, code: str) -> Words | None:
    """The game's picture words in ``code``; None for English, the renderer's own."""
    return None if code == "en" else picture_words(game_id, code)


def played(engine: Game[Any], players: int, seed: int) -> tuple[random.Random, list[Any]]:
    """Every state of a seeded random game of ``engine`` to its end, and the random source that played it (to
    pick states from it in turn)."""
    rng = random.Random(seed)
    state = engine.new(players, {}, seed)
    history = [state]
    while engine.awaiting(state):
        seat = rng.choice(sorted(engine.awaiting(state)))
        state, _events = engine.apply(state, seat, rng.choice(engine.legal_moves(state, seat)))
        history.append(state)
    return rng, history


def sampled_views(engine: Game[Any], players: int, seed: int, count: int) -> list[Any]:
    """Spectator views of ``count`` states along a seeded random game: random ones, and the last (the game over)."""
    rng, history = played(engine, players, seed)
    return [engine.view(past, None) for past in [*rng.sample(history[:-1], count - 1), history[-1]]]


def sampled_boards(
    engine: Game[Any],
    players: int,
    seeds: Sequence[int],
    per_game: int,
    names_of: Callable[[int], list[str]],
) -> list[tuple[Any, list[str], Words | None]]:
    """Boards to draw: ``per_game`` views of the game played from each of ``seeds``, the names of the game's place
    in ``seeds`` (``names_of``), and the languages taken in turn."""
    return [
        (view, names_of(index), words(engine.id, LANGUAGES[(index + k) % len(LANGUAGES)]))
        for index, seed in enumerate(seeds)
        for k, view in enumerate(sampled_views(engine, players, seed, per_game))
    ]


def assert_only_deflated(board: Image.Image, palette: tuple[RGB, ...]) -> None:
    """A board drawn on its renderer's palette is posted as it is: no pixel mapped again, the same palette."""
    assert palette_image(board, palette) is board
    posted = Image.open(io.BytesIO(encode_png(board, palette)))
    assert posted.mode == "P" and posted.tobytes() == board.tobytes()
    assert posted.getpalette("RGB") == board.getpalette("RGB")
