"""Which games exist, by id, and everything the bot needs of each, declared once beside its engine.

A game package declares an ``ENTRY`` (its engine, the module of ``render/`` that draws it, the module of
``bot/ui/panels/`` with its private panel, the buttons under its board) in its ``__init__.py``. Pictures and
panels are named by module rather than imported, since ``games/`` imports neither Pillow nor discord; the render
and bot registries import them when first asked. Adding a game is its package and one word in ``BUILTIN``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from games.contract import Game

# The games offered to players, by package name under games/.
BUILTIN = ("copenhagen", "troyes_dice", "four_color_cards")

# The buttons a board can carry: "turn" opens the private panel, "hand" shows the private picture.
BOARD_ACTIONS = ("turn", "hand")


@dataclass(frozen=True)
class GameEntry:
    """Everything the bot needs of one game."""

    engine: Game[Any]
    # A module whose RENDERER draws the game's pictures from views (``render.registry.Renderer``).
    renderer: str
    # A module whose PANEL, ITEMS and SUMMARY make the game's private panel, its components and the lines above
    # its board (``bot.ui.panels``); None: the generic panel, a picture and a menu of every legal move.
    panel: str | None = None
    # The buttons under the board, from BOARD_ACTIONS. A game whose "turn" panel also shows the hand of a player
    # who is not awaited (everyone answers a claim window) needs no "hand" button.
    board_buttons: tuple[str, ...] = BOARD_ACTIONS

    @property
    def id(self) -> str:
        return self.engine.id


_ENTRIES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    unknown = set(entry.board_buttons) - set(BOARD_ACTIONS)
    if unknown:
        raise ValueError(f"{entry.id}: unknown board buttons {sorted(unknown)}")
    _ENTRIES[entry.id] = entry


def entry(game_id: str) -> GameEntry | None:
    return _ENTRIES.get(game_id)


def get(game_id: str) -> Game[Any] | None:
    found = _ENTRIES.get(game_id)
    return found.engine if found is not None else None


def all_games() -> list[Game[Any]]:
    return [found.engine for found in _ENTRIES.values()]


def all_entries() -> list[GameEntry]:
    return list(_ENTRIES.values())


def register_builtin() -> None:
    """Registers the games offered to players."""
    for name in BUILTIN:
        register(importlib.import_module(f"games.{name}").ENTRY)
