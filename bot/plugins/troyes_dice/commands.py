"""Troyes Dice's own subcommand of ``/game``: ``/game sheet``, any player's sheet, privately, for anyone (the
sheets are public; AI seats' are shown from the board's menu)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.i18n import cmd, name
from bot.plugins.troyes_dice.panel import sheet_command


def game_commands() -> Sequence[app_commands.Command[Any, ..., Any]]:
    """The commands Troyes Dice adds to the ``/game`` group, made afresh for each bot's group."""

    @app_commands.command(name=name("game.sheet"), description=cmd("cmd.game.sheet"))
    @app_commands.describe(player=cmd("cmd.game.sheet.player"))
    @app_commands.rename(player=name("game.sheet.player"))
    async def sheet(interaction: discord.Interaction, player: discord.User) -> None:
        await sheet_command(interaction, player)

    return [sheet]
