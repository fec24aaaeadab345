"""What the bot turns down: a ``Refusal`` names a catalog message; it becomes a short private answer to whoever
asked (``bot.replies``), and nothing changes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from babel.lists import format_list

from bot.i18n import babel_locale, t
from games.contract import Alternatives, IllegalMove, Term


class Refusal(Exception):
    """A request the bot turns down; ``key`` names a catalog message, ``params`` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True)
class CatalogWord:
    """A word of the catalog inside a refusal (a button's label), written in the refusal's language."""

    key: str

    def in_language(self, code: str) -> str:
        return t(self.key, code)


@dataclass(frozen=True)
class GameWord:
    """A game's term inside a refusal, written in the refusal's language (``term.<game>.<key>``)."""

    game_id: str
    term: Term

    def in_language(self, code: str) -> str:
        return t(f"term.{self.game_id}.{self.term.key}", code)


@dataclass(frozen=True)
class GameChoice:
    """Alternatives inside a refusal, each written and the whole joined in the refusal's language ("2 ou 4",
    "красный или синий", "2或4")."""

    game_id: str
    alternatives: Alternatives

    def in_language(self, code: str) -> str:
        shown = [
            GameWord(self.game_id, item).in_language(code) if isinstance(item, Term) else str(item)
            for item in self.alternatives.items
        ]
        return format_list(shown, style="or", locale=babel_locale(code))


# What a refusal quotes of the player's own text: enough to recognise it, never a wall of it.
ECHO_LIMIT = 40


def echo(text: str) -> str:
    """The player's text as a refusal quotes it: on one line, without the marks that would break the message's
    formatting (backticks), and cut to ``ECHO_LIMIT`` characters."""
    flat = " ".join(text.replace("`", "'").split())
    return flat if len(flat) <= ECHO_LIMIT else flat[: ECHO_LIMIT - 1].rstrip() + "…"


def _localised(game_id: str, value: Any) -> Any:
    if isinstance(value, Term):
        return GameWord(game_id, value)
    if isinstance(value, Alternatives):
        return GameChoice(game_id, value)
    if isinstance(value, str):  # an engine's plain text parameter is what the player typed (a move, a word)
        return echo(value)
    return value


class RuleRefusal(Refusal):
    """The engine refused the move; carries the engine's message key for translation, its terms written in the
    language of whoever reads it."""

    def __init__(self, game_id: str, error: IllegalMove) -> None:
        params = {name: _localised(game_id, value) for name, value in error.params.items()}
        super().__init__(f"game.{game_id}.{error.key}", **params)
        self.english = str(error)
