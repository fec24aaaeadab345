"""What a game's panel entry provides: the typed parts the interface adds to a game besides its board picture."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from bot.live import LiveGame

# The buttons a board can carry: "turn" opens the private panel, "hand" shows the private picture.
BOARD_ACTIONS = ("turn", "hand")

# The components a panel builds, which the bot registers so that they still answer after a restart.
Items = tuple[type[discord.ui.DynamicItem[Any]], ...]
# A game's own menu under its board's buttons, for a reader's language (the players' sheets, say).
BoardMenu = Callable[[LiveGame, str | None], discord.ui.Item[Any]]


class Panel(Protocol):
    async def open(self, interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
        """Answers ``interaction`` (a button press, not yet responded to) with the seat's private panel."""

    async def refresh(self, interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> bool:
        """After a move played from the panel, when the seat still decides: edits the panel message (the
        interaction is already deferred as an update) for the next decision, with ``note`` (what was just
        played) on top. False: the generic panel shows it."""


@dataclass(frozen=True)
class PanelEntry:
    """What the interface adds to one game: its private panel, its components, the buttons and menu under its board."""

    panel: Panel
    items: Items = ()
    # The buttons under the board, from BOARD_ACTIONS. A game whose "turn" panel also shows the hand of a player
    # who is not awaited (everyone answers a claim window) needs no "hand" button.
    board_buttons: tuple[str, ...] = BOARD_ACTIONS
    board_menu: BoardMenu | None = None

    def __post_init__(self) -> None:
        unknown = set(self.board_buttons) - set(BOARD_ACTIONS)
        if unknown:
            raise ValueError(f"unknown board buttons {sorted(unknown)}")
