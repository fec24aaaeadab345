"""The games offered to players as the bot knows them: one ``Plugin`` per game, by game id.

A plugin gathers a game's bot-side pieces (its private panel, its wording, commands of its own, its texts in every
language) so that the generic code iterates plugins and names no game: the panels (``bot.ui.panels``), the words of
moves (``bot.wording``), the ``/game`` group (``bot.cogs.lobby``) and the catalogs (``bot.i18n``) all read this
registry. The games' rules are registered in ``games.registry``, their pictures in ``render.registry``.

The plugins offered to players are the packages of ``bot.plugins``, registered at start-up
(``bot.plugins.register_all``); the test suite registers its own game's from ``tests/fakes``. A game registered
with neither gets the generic panel and the bot's own words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.i18n import Message, add_texts

if TYPE_CHECKING:
    from discord import app_commands

    from bot.ui.panels.entry import PanelEntry
    from bot.wording.entry import Wording


@dataclass(frozen=True)
class Plugin:
    """What the bot adds to one game besides its rules and its pictures."""

    game_id: str
    # Its private panel, its components and what goes under its board; None: the generic panel.
    panel: PanelEntry | None = None
    # How the channel reads its moves, its end and its moments; None: the bot's own words.
    wording: Wording | None = None
    # Subcommands of its own in the ``/game`` group (Troyes Dice's ``/game sheet``), made afresh for each bot.
    game_commands: Callable[[], Sequence[app_commands.Command[Any, ..., Any]]] | None = None
    # Texts by language code ("en", "fr", "zh-CN"...) besides those in its package's ``texts`` modules, which the
    # catalogs load themselves (``bot.i18n``): the texts of a plugin kept outside ``bot.plugins`` (the test game's).
    texts: Mapping[str, Mapping[str, Message]] = field(default_factory=dict)
    # The daily challenge's summary of a finished game, from its spectator view, spoiling nothing of the day's dice
    # or moves (the sheet's shape in emoji); set by the one game that offers the daily challenge (``bot.daily``).
    daily_summary: Callable[[Any], str] | None = None


_PLUGINS: dict[str, Plugin] = {}


def register(plugin: Plugin) -> None:
    """Registers ``plugin`` (again: the newer one stands) and adds its own texts to the catalogs."""
    for code, messages in plugin.texts.items():
        add_texts(code, messages)
    _PLUGINS[plugin.game_id] = plugin


def plugin_of(game_id: str) -> Plugin | None:
    return _PLUGINS.get(game_id)


def all_plugins() -> list[Plugin]:
    return list(_PLUGINS.values())
