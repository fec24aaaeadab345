"""Which games exist, by id. Adding a game is one line here plus its package."""

from __future__ import annotations

from typing import Any

from games.contract import Game

_GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> None:
    _GAMES[game.id] = game


def get(game_id: str) -> Game[Any] | None:
    return _GAMES.get(game_id)


def all_games() -> list[Game[Any]]:
    return list(_GAMES.values())


def register_builtin() -> None:
    """Registers the games offered to players (each one once its engine and its pictures exist)."""
    from games import copenhagen, four_color_cards, troyes_dice

    register(copenhagen.GAME)
    register(troyes_dice.GAME)
    register(four_color_cards.GAME)


def register_test_games() -> None:
    """Registers the small plumbing game, for the test suite only."""
    from games.tiny_tricks import GAME

    register(GAME)
