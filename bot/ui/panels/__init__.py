"""Game-specific private panels, looked up by game id.

Every game has the generic panel (a picture and a menu that narrows word by word, in ``bot.ui.game_buttons``).
A game may register a panel of its own that fits its decisions better (Copenhagen's build step with a preview,
Troyes Dice's die choice with a confirm step). A panel's components are ``DynamicItem`` classes, registered
here too so the bot can answer them after a restart. Whatever a panel finally plays goes through
``bot.ui.game_buttons.play_move``, the one move flow shared with ``/play``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import discord

if TYPE_CHECKING:
    from bot.sessions import LiveGame, MoveOutcome

# Lines a game adds above the board after a move, from the move's events (a round's results, say).
Summary = Callable[["MoveOutcome", str | None], list[str]]


class Panel(Protocol):
    async def open(self, interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
        """Answers ``interaction`` (a button press, not yet responded to) with the seat's private panel."""

    async def refresh(self, interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> bool:
        """After a move played from the panel, when the seat still decides: edits the panel message (the
        interaction is already deferred as an update) for the next decision, with ``note`` (what was just
        played) on top. False: use the generic panel."""


PANELS: dict[str, Panel] = {}
DYNAMIC_ITEMS: list[type[discord.ui.DynamicItem[Any]]] = []
SUMMARIES: dict[str, Summary] = {}


def register(game_id: str, panel: Panel, items: tuple[type[discord.ui.DynamicItem[Any]], ...] = ()) -> None:
    PANELS[game_id] = panel
    DYNAMIC_ITEMS.extend(item for item in items if item not in DYNAMIC_ITEMS)


def panel_for(game_id: str) -> Panel | None:
    return PANELS.get(game_id)


def register_summary(game_id: str, summary: Summary) -> None:
    SUMMARIES[game_id] = summary


def summary_lines(outcome: MoveOutcome, loc: str | None) -> list[str]:
    summary = SUMMARIES.get(outcome.game.engine.id)
    return summary(outcome, loc) if summary is not None else []


def select_options(options: Sequence[discord.SelectOption]) -> list[discord.SelectOption]:
    """The options of a ``DynamicItem`` select. Rebuilt from its custom id after a restart, a select does not
    know its options, and Discord wants at least one: a stand-in then, since only the chosen value matters."""
    return list(options) or [discord.SelectOption(label="-", value="-")]


def chosen(select: discord.ui.Select[Any]) -> str:
    """The value picked in ``select``; "" if none."""
    return select.values[0] if select.values else ""


def load_all() -> None:
    """Imports every panel module of this package; each registers itself on import."""
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
