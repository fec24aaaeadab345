"""What a player sees of a game alone: their turn's panel, opened from the board's button, and their private
picture (hand, own sheet), from the board's button or ``/hand``."""

from __future__ import annotations

import discord

from bot.board import private_file
from bot.i18n import t
from bot.moves import current_game, presser_seat
from bot.private import awaits
from bot.refusal import Refusal
from bot.replies import game_bot, locale
from bot.sessions import not_awaited_reason
from bot.ui.panels import board_buttons_of, panel_for


async def open_panel(interaction: discord.Interaction, game_id: int, version: int) -> None:
    """The private panel of a player the game awaits now, whatever board ``version`` the button was under: in a
    simultaneous phase other players' choices move the version on without changing what this player decides.
    Anyone else pressing an old board is told it has moved on. In a game whose board has no hand button, a seated
    player who is not awaited gets their hand instead of a refusal."""
    live = await current_game(interaction, game_id)
    seat = presser_seat(interaction, live)
    if not awaits(live.engine, live.state, seat):
        if version != live.public.version:
            raise Refusal("error.stale")
        if "hand" not in board_buttons_of(live.engine.id):
            await show_private(interaction, game_id, note=t("hand.not_awaited", locale(interaction)))
            return
        raise Refusal(not_awaited_reason(live, seat))
    await panel_for(live.engine.id).open(interaction, live, seat)


async def show_private(interaction: discord.Interaction, game_id: int | None, note: str | None = None) -> None:
    """The caller's private picture (hand, own sheet), only to them: of the game ``game_id`` whose button they
    pressed, or (``None``, ``/hand``) of their channel's game."""
    bot = game_bot(interaction)
    if game_id is not None:
        live = await current_game(interaction, game_id)
    else:
        if interaction.channel_id is None:
            raise Refusal("error.no_game")
        found = await bot.sessions.game(interaction.channel_id)
        if found is None:
            raise await bot.sessions.no_game(interaction.channel_id)
        live = found
    seat = presser_seat(interaction, live)
    await interaction.response.defer(ephemeral=True, thinking=True)
    loc = locale(interaction)
    picture = await private_file(bot.drawing, live, seat, loc)
    title = t("hand.title", loc)
    await interaction.edit_original_response(content=f"{note}\n{title}" if note else title, attachments=[picture])
