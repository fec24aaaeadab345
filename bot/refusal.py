"""What the bot turns down: a ``Refusal`` names a catalog message; it becomes a short private answer to whoever
asked (``bot.replies``), and nothing changes."""

from __future__ import annotations

from typing import Any

from games.contract import IllegalMove


class Refusal(Exception):
    """A request the bot turns down; ``key`` names a catalog message, ``params`` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class RuleRefusal(Refusal):
    """The engine refused the move; carries the engine's message key for translation."""

    def __init__(self, game_id: str, error: IllegalMove) -> None:
        super().__init__(f"game.{game_id}.{error.key}", **error.params)
        self.english = str(error)
