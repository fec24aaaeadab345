"""Troyes Dice's registration: the one place that ties its panel, its wording and its commands to its game id."""

from __future__ import annotations

from bot.plugin_registry import Plugin
from bot.plugins.troyes_dice.commands import game_commands
from bot.plugins.troyes_dice.daily import shape
from bot.plugins.troyes_dice.panel import ENTRY
from bot.plugins.troyes_dice.wording import WORDING
from games.troyes_dice import GAME

PLUGIN = Plugin(GAME.id, panel=ENTRY, wording=WORDING, game_commands=game_commands, daily_summary=shape)
