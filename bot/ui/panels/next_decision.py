"""A panel moving on after a move played from it, to the next decision of the same turn: what every panel passes
to ``bot.moves.play_move``, which knows no panel."""

from __future__ import annotations

import discord

from bot.live import LiveGame
from bot.ui import panels


async def show_next_decision(interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> None:
    """Edits the panel message (its interaction deferred as an update already) for ``seat``'s next decision in
    ``live``, with ``note`` (what was just played) on top: the game's own panel shows it, or the generic panel
    when the game's panel draws no such decision."""
    if not await panels.panel_for(live.engine.id).refresh(interaction, live, seat, note):
        await panels.generic_panel().refresh(interaction, live, seat, note)
