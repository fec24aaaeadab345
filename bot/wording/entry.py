"""What a game's wording provides: the typed hooks through which the bot words a game for the channel.

Every hook is optional: a game without its own words for something gets the bot's (``bot.wording``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.live import LiveGame
from bot.outcome import MoveOutcome

# An open move as the channel reads it: (the game before the move, its seat, the move, the player as named in the
# channel, the language) -> a sentence.
Said = Callable[[LiveGame, int, str, str, str | None], str]
# Why the rules ended a finished game, in a language; None when its standings say it all. (A game that
# resignations ended is told so by the bot, whatever the game.)
Ending = Callable[[LiveGame, str | None], str | None]
# The moment a board shows (its turn, its day), as its picture prints it; None for a game whose count would tell
# a secret.
Moment = Callable[[LiveGame, str | None], str | None]
# For one seat and language, a function that puts that seat's legal moves in words (made once per list of moves,
# so a game can prepare what all its labels share).
Labeller = Callable[[LiveGame, int, str | None], Callable[[str], str]]
# For one seat and language, a function that puts the first words of that seat's moves in words ("build red3" ->
# "Red tile of 3 squares"), None where it has none: the steps of the menu that narrows word by word.
StepLabeller = Callable[[LiveGame, int, str | None], Callable[[str], str | None]]
# Lines a game adds above the board after a move, from the move's events (a round's results, say).
Summary = Callable[[MoveOutcome, str | None], list[str]]


@dataclass(frozen=True)
class Wording:
    """How the bot words one game: its moves, what a move brought, its end and the moment its board shows."""

    # An open move as a sentence naming who did what (``bot.said``); None: the player's name and the move's label.
    said: Said | None = None
    # Why the rules ended the game, above its standings; None: the standings alone.
    ending: Ending | None = None
    # The moment the board shows, in its embed's title; None: the game's name alone.
    moment: Moment | None = None
    # The seat's legal moves in words, for menus and autocomplete; None: the engine's own labels.
    labels: Labeller | None = None
    # Lines above the board after a move; None: nothing beyond the move itself.
    summary: Summary | None = None
    # The first words of moves in words, for the menu's steps; None: the steps show the notation alone.
    steps: StepLabeller | None = None
