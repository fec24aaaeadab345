"""Each game's private panel, its components and the lines it adds above the board, found from the game's
registration (``games.registry.GameEntry.panel``).

A panel module exposes ``PANEL`` (a ``Panel``), ``ITEMS`` (its ``DynamicItem`` classes, which the bot registers
so that panels still answer after a restart), and optionally ``SUMMARY`` (lines a move adds above the board, a
round's results say), ``LABELS`` (a seat's legal moves in words, in the reader's language), ``SAID`` (an open move
as the channel reads it: a sentence naming who did what, ``bot.said``), ``ENDING`` (why the rules ended the game)
and ``MOMENT`` (the moment of the game the board shows, in the words its picture prints it). A game that names
no panel gets the generic one (``bot.ui.game_buttons``): its picture and a menu that narrows word by word to every
legal move. Whatever a panel plays goes through ``bot.moves.play_move``,
the one move flow shared with ``/play``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.discord_limits import SELECT_OPTIONS, SELECT_PLACEHOLDER, option_text, shorten
from games import registry

if TYPE_CHECKING:
    from bot.live import LiveGame
    from bot.outcome import MoveOutcome

GENERIC = "bot.ui.game_buttons"

# Lines a game adds above the board after a move, from the move's events (a round's results, say).
Summary = Callable[["MoveOutcome", str | None], list[str]]
Items = tuple[type[discord.ui.DynamicItem[Any]], ...]
# An open move as the channel reads it: (the game before the move, its seat, the move, the player as named in the
# channel, the language) -> a sentence.
Said = Callable[["LiveGame", int, str, str, str | None], str]
# Why the rules ended a finished game, in a language; None when its standings say it all. (A game that
# resignations ended is told so by the bot, whatever the game.)
Ending = Callable[["LiveGame", str | None], str | None]
# The moment a board shows (its turn, its day), as its picture prints it; None for a game whose count would tell
# a secret.
Moment = Callable[["LiveGame", str | None], str | None]
# For one seat and language, a function that puts that seat's legal moves in words (made once per list of moves,
# so a game can prepare what all its labels share).
Labeller = Callable[["LiveGame", int, str | None], Callable[[str], str]]


class Panel(Protocol):
    async def open(self, interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
        """Answers ``interaction`` (a button press, not yet responded to) with the seat's private panel."""

    async def refresh(self, interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> bool:
        """After a move played from the panel, when the seat still decides: edits the panel message (the
        interaction is already deferred as an update) for the next decision, with ``note`` (what was just
        played) on top. False: the generic panel shows it."""


@cache
def _module(game_id: str) -> ModuleType:
    entry = registry.entry(game_id)
    return importlib.import_module(entry.panel if entry is not None and entry.panel else GENERIC)


def board_menu(game_id: str) -> Any:
    """A game's own menu under its board (its panel module's ``BOARD_MENU``: Troyes Dice's sheets), or None."""
    return getattr(_module(game_id), "BOARD_MENU", None)


def panel_for(game_id: str) -> Panel:
    return cast(Panel, _module(game_id).PANEL)


def generic_panel() -> Panel:
    return cast(Panel, importlib.import_module(GENERIC).PANEL)


def move_labels(live: LiveGame, seat: int, loc: str | None) -> Callable[[str], str]:
    """What puts ``seat``'s legal moves in words, in ``loc`` where the game's panel module words them
    (``LABELS``), else the engine's own labels; autocomplete and menus show them beside the notation."""
    labeller = cast("Labeller | None", getattr(_module(live.engine.id), "LABELS", None))
    if labeller is not None:
        return labeller(live, seat, loc)
    return lambda move: live.engine.move_label(live.state, seat, move)


def summary_lines(outcome: MoveOutcome, loc: str | None) -> list[str]:
    summary = cast("Summary | None", getattr(_module(outcome.game.engine.id), "SUMMARY", None))
    return summary(outcome, loc) if summary is not None else []


def said_of(game_id: str) -> Said | None:
    return cast("Said | None", getattr(_module(game_id), "SAID", None))


def ending_of(game_id: str) -> Ending | None:
    return cast("Ending | None", getattr(_module(game_id), "ENDING", None))


def moment_of(game_id: str) -> Moment | None:
    return cast("Moment | None", getattr(_module(game_id), "MOMENT", None))


def board_buttons_of(game_id: str) -> tuple[str, ...]:
    entry = registry.entry(game_id)
    return entry.board_buttons if entry is not None else registry.BOARD_ACTIONS


def dynamic_items() -> list[type[discord.ui.DynamicItem[Any]]]:
    """The components of every registered game's panel and of the generic panel, each once."""
    modules = [importlib.import_module(GENERIC), *(_module(entry.id) for entry in registry.all_entries())]
    found: list[type[discord.ui.DynamicItem[Any]]] = []
    for module in modules:
        found.extend(item for item in cast(Items, module.ITEMS) if item not in found)
    return found


def panel_menu(
    custom_id: str, options: Sequence[discord.SelectOption], placeholder: str | None, row: int | None = None
) -> discord.ui.Select[Any]:
    """The select of a ``DynamicItem`` menu. Rebuilt from its custom id after a restart, a select does not know
    its options, and Discord wants at least one: a stand-in then, since only the chosen value matters. Labels,
    descriptions and the placeholder are shortened to Discord's limits here, for every panel's menus (values are
    made short where they are made: a cut value would be another value)."""
    choices = list(options)[:SELECT_OPTIONS] or [discord.SelectOption(label="-", value="-")]
    for choice in choices:
        choice.label = option_text(choice.label)
        if choice.description:
            choice.description = option_text(choice.description)
    shown = shorten(placeholder, SELECT_PLACEHOLDER) if placeholder else placeholder
    return discord.ui.Select(custom_id=custom_id, placeholder=shown, options=choices, row=row)


def chosen(select: discord.ui.Select[Any]) -> str:
    """The value picked in ``select``; "" if none."""
    return select.values[0] if select.values else ""
