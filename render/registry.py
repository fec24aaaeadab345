"""Which renderer draws which game: the module each game's registration names (``games.registry.GameEntry``)."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from functools import cache

from PIL import Image

from games import registry
from games.contract import JSON
from render.common import encode_png
from render.renderer import Renderer
from render.words import Words


@cache
def renderer_for(game_id: str) -> Renderer:
    entry = registry.entry(game_id)
    if entry is None:
        raise KeyError(f"no game {game_id!r} is registered")
    renderer = importlib.import_module(entry.renderer).RENDERER
    if not isinstance(renderer, Renderer):
        raise TypeError(f"{entry.renderer}.RENDERER is not a Renderer")
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
