"""Time zone autocomplete, shared by ``/pace set``, ``/pace me`` and ``/game new``."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.pace.hours import zone_suggestions


async def zones(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """IANA time zone names (``Europe/Paris``), those starting with what was typed first."""
    return [app_commands.Choice(name=zone, value=zone) for zone in zone_suggestions(current)]
