"""Which renderer draws which game, by game id: the built-in games' renderers imported here, any other game's
registered by whoever offers it (the test suite's own game)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from games import copenhagen, four_color_cards, troyes_dice
from games.contract import JSON
from render.common import encode_png
from render.copenhagen import RENDERER as COPENHAGEN
from render.four_color_cards import RENDERER as FOUR_COLOR_CARDS
from render.renderer import Renderer
from render.troyes_dice import RENDERER as TROYES_DICE
from render.words import Words

_RENDERERS: dict[str, Renderer] = {
    copenhagen.GAME.id: COPENHAGEN,
    troyes_dice.GAME.id: TROYES_DICE,
    four_color_cards.GAME.id: FOUR_COLOR_CARDS,
}


def register(game_id: str, renderer: Renderer) -> None:
    _RENDERERS[game_id] = renderer


def renderer_of(game_id: str) -> Renderer | None:
    return _RENDERERS.get(game_id)


def renderer_for(game_id: str) -> Renderer:
    renderer = _RENDERERS.get(game_id)
    if renderer is None:
        raise KeyError(f"no renderer draws the game {game_id!r}")
    return renderer


def public_png(
    game_id: str, view: JSON, names: Sequence[str], words: Words | None = None, *, final: bool = False
) -> bytes:
    """The public picture, its texts in ``words`` (English by default); with ``final``, the end-of-game picture."""
    return encode_png(public_picture(game_id, view, names, words, final=final), renderer_for(game_id).PALETTE)


def public_picture(
    game_id: str, view: JSON, names: Sequence[str], words: Words | None = None, *, final: bool = False
) -> Image.Image:
    """The picture ``public_png`` encodes, as the renderer draws it (before its colours are reduced)."""
    renderer = renderer_for(game_id)
    return renderer.final(view, names, words) if final else renderer.public(view, names, words)


def private_png(game_id: str, view: JSON, names: Sequence[str], words: Words | None = None) -> bytes:
    return encode_png(renderer_for(game_id).private(view, names, words))
