"""Which renderer draws which game. Renderers read views only and return Pillow images."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PIL import Image

from games.contract import JSON
from render.common import encode_png
from render.copenhagen import CopenhagenRenderer
from render.four_color_cards import FourColorCardsRenderer
from render.tiny_tricks import TinyTricksRenderer
from render.troyes_dice import TroyesDiceRenderer, final_sheets


class Renderer(Protocol):
    def public(self, view: JSON, names: Sequence[str]) -> Image.Image:
        """The board everyone sees, drawn from the spectator view."""
        ...

    def private(self, view: JSON, names: Sequence[str]) -> Image.Image:
        """One seat's own picture (hand, sheet), drawn from that seat's view."""
        ...


_RENDERERS: dict[str, Renderer] = {
    "copenhagen": CopenhagenRenderer(),
    "troyes_dice": TroyesDiceRenderer(),
    "four_color_cards": FourColorCardsRenderer(),
    "tiny_tricks": TinyTricksRenderer(),
}


# Games whose end deserves more than the last board: every sheet with the score breakdown.
_FINAL_PICTURES: dict[str, Callable[[JSON, Sequence[str]], Image.Image]] = {"troyes_dice": final_sheets}


def register(game_id: str, renderer: Renderer) -> None:
    _RENDERERS[game_id] = renderer


def renderer_for(game_id: str) -> Renderer:
    return _RENDERERS[game_id]


def public_png(game_id: str, view: JSON, names: Sequence[str], *, final: bool = False) -> bytes:
    """The public picture; with ``final``, the game's end-of-game picture where it has one."""
    draw = _FINAL_PICTURES.get(game_id) if final else None
    return encode_png(draw(view, names) if draw else renderer_for(game_id).public(view, names))


def private_png(game_id: str, view: JSON, names: Sequence[str]) -> bytes:
    return encode_png(renderer_for(game_id).private(view, names))
