"""How the bot words each game for the channel, by game id: the ``Wording`` (``bot.wording.entry``) of the game's
plugin (``bot.plugin_registry``).

The wording is not the interface: the board's title and game-over text (``bot.board``), a move's sentence
(``bot.said``), the lines above a board (the publisher) and the labels of menus and autocomplete all read it. A game
without words of its own for something gets the bot's; a game not listed here (the test suite's) may register its
own.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.live import LiveGame
from bot.outcome import MoveOutcome
from bot.plugin_registry import plugin_of
from bot.private import private_to
from bot.wording.entry import Wording

# A game without words of its own: its engine's labels, the bot's sentences, no lines beyond the move.
_PLAIN = Wording()


def wording_of(game_id: str) -> Wording:
    plugin = plugin_of(game_id)
    own = plugin.wording if plugin is not None else None
    return own or _PLAIN


def move_labels(live: LiveGame, seat: int, loc: str | None) -> Callable[[str], str]:
    """What puts ``seat``'s legal moves in words, in ``loc`` where the game words them, else the engine's own
    labels; autocomplete and menus show them beside the notation."""
    labeller = wording_of(live.engine.id).labels
    with private_to(seat):  # the seat's own options, worded from its own side of the game
        label = labeller(live, seat, loc) if labeller is not None else None

    def words(move: str) -> str:
        with private_to(seat):
            return label(move) if label is not None else live.engine.move_label(live.state, seat, move)

    return words


def step_words(live: LiveGame, seat: int, loc: str | None) -> Callable[[str], str | None] | None:
    """What puts the first words of ``seat``'s moves in words in ``loc`` (a step of the menu that narrows word by
    word), or None for a game without such words."""
    steps = wording_of(live.engine.id).steps
    with private_to(seat):  # the seat's own moves
        return steps(live, seat, loc) if steps is not None else None


def summary_lines(outcome: MoveOutcome, loc: str | None) -> list[str]:
    """The lines a move adds above the board (a round's results, say), in ``loc``."""
    summary = wording_of(outcome.game.engine.id).summary
    return summary(outcome, loc) if summary is not None else []
