"""Copenhagen's registration: the one place that ties its panel, its wording and its commands to its game id."""

from __future__ import annotations

from bot.plugin_registry import Plugin
from bot.plugins.copenhagen.panel import ENTRY
from bot.plugins.copenhagen.wording import WORDING
from games.copenhagen import GAME

PLUGIN = Plugin(GAME.id, panel=ENTRY, wording=WORDING)
