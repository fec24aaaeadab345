"""Four Color Cards' registration: the one place that ties its panel, its wording and its commands to its game id."""

from __future__ import annotations

from bot.plugin_registry import Plugin
from bot.plugins.four_color_cards.panel import ENTRY
from bot.plugins.four_color_cards.wording import WORDING
from games.four_color_cards import GAME

PLUGIN = Plugin(GAME.id, panel=ENTRY, wording=WORDING)
