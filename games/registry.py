"""Which games exist, by id: the engines the bot offers, each registered once.

This registry holds rules only. Every other layer keeps its own typed registry of what it knows of a game, keyed by
the same id and filled by explicit imports: the pictures in ``render.registry``, the words the channel reads in
``bot.wording``, the private panel and the buttons under the board in ``bot.ui.panels``. Adding a game here is its
package and its ``GAME`` in ``BUILTIN_GAMES``.
"""

from __future__ import annotations

from typing import Any

from games import copenhagen, four_color_cards, troyes_dice
from games.contract import Game

# The games offered to players, in the order the commands list them.
BUILTIN_GAMES: tuple[Game[Any], ...] = (copenhagen.GAME, troyes_dice.GAME, four_color_cards.GAME)
BUILTIN = tuple(game.id for game in BUILTIN_GAMES)

_GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> None:
    _GAMES[game.id] = game


def get(game_id: str) -> Game[Any] | None:
    return _GAMES.get(game_id)


def all_games() -> list[Game[Any]]:
    return list(_GAMES.values())


def register_builtin() -> None:
    """Registers the games offered to players."""
    for game in BUILTIN_GAMES:
        register(game)
