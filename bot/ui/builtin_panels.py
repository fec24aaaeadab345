"""The generic panel, registered in ``bot.ui.panels`` at start-up (``GameBot.setup_hook``): the panel of every game
whose plugin (``bot.plugin_registry``) has none of its own.

Registered from here rather than when ``bot.ui.panels`` loads: the generic panel (``bot.ui.game_buttons``) reads that
module to build the buttons under a board.
"""

from __future__ import annotations

from bot.ui import game_buttons, panels
from bot.ui.panels.entry import PanelEntry

# A game's picture and a menu that narrows word by word to every legal move: the panel of a game without its own.
GENERIC = PanelEntry(game_buttons.PANEL, items=game_buttons.ITEMS)


def register_builtin() -> None:
    panels.register_generic(GENERIC)
