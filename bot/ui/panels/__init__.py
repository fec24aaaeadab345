"""Each game's private panel, its components and what goes under its board, by game id: the ``PanelEntry``
(``bot.ui.panels.entry``) of the game's plugin (``bot.plugin_registry``), or the generic one that
``bot.ui.builtin_panels`` registers at start-up; and the pieces every panel's menus share.

A game registered without a panel entry gets the generic one (``bot.ui.game_buttons``): its picture and a menu that
narrows word by word to every legal move, under the default board buttons. Whatever a panel plays goes through
``bot.moves.play_move``, the one move flow shared with ``/play``. How the channel reads a game's moves is not the
interface's: that is ``bot.wording``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.discord_limits import SELECT_OPTIONS, SELECT_PLACEHOLDER, option_text, shorten
from bot.plugin_registry import all_plugins, plugin_of
from bot.ui.panels.entry import BoardMenu, Panel, PanelEntry

# The panel of a game whose plugin has none of its own (``bot.ui.game_buttons``'s), registered at start-up.
_generic: PanelEntry | None = None


def register_generic(entry: PanelEntry) -> None:
    global _generic
    _generic = entry


def _generic_entry() -> PanelEntry:
    if _generic is None:
        raise LookupError("no generic panel is registered (bot.ui.builtin_panels.register_builtin)")
    return _generic


def entry_of(game_id: str) -> PanelEntry:
    """The game's panel entry, or the generic one."""
    plugin = plugin_of(game_id)
    own = plugin.panel if plugin is not None else None
    return own or _generic_entry()


def panel_for(game_id: str) -> Panel:
    return entry_of(game_id).panel


def generic_panel() -> Panel:
    return _generic_entry().panel


def board_menu(game_id: str) -> BoardMenu | None:
    """A game's own menu under its board (a game's sheets to look at, say), or None."""
    return entry_of(game_id).board_menu


def board_buttons_of(game_id: str) -> tuple[str, ...]:
    return entry_of(game_id).board_buttons


def dynamic_items() -> list[type[discord.ui.DynamicItem[Any]]]:
    """The components of every registered game's panel and of the generic panel, each once."""
    found: list[type[discord.ui.DynamicItem[Any]]] = []
    own = [plugin.panel for plugin in all_plugins() if plugin.panel is not None]
    for entry in (_generic_entry(), *own):
        found.extend(item for item in entry.items if item not in found)
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
