"""The panels of the games offered to players, and the generic one, registered in ``bot.ui.panels`` by explicit
import.

Registered at start-up (``GameBot.setup_hook``) rather than when ``bot.ui.panels`` loads, and from here rather than
from there: the generic panel (``bot.ui.game_buttons``) reads that registry to build the buttons under a board.
"""

from __future__ import annotations

from bot.ui import game_buttons, panels
from bot.ui.panels import copenhagen, four_color_cards, troyes_dice
from bot.ui.panels.entry import PanelEntry
from games import copenhagen as copenhagen_rules
from games import four_color_cards as four_color_cards_rules
from games import troyes_dice as troyes_dice_rules

# A game's picture and a menu that narrows word by word to every legal move: the panel of a game without its own.
GENERIC = PanelEntry(game_buttons.PANEL, items=game_buttons.ITEMS)


def register_builtin() -> None:
    panels.register_generic(GENERIC)
    panels.register(copenhagen_rules.GAME.id, copenhagen.ENTRY)
    panels.register(troyes_dice_rules.GAME.id, troyes_dice.ENTRY)
    panels.register(four_color_cards_rules.GAME.id, four_color_cards.ENTRY)
