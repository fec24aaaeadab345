"""``/play`` with autocomplete of the caller's legal moves, and ``/hand`` for the private view."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.discord_limits import CHOICE_TEXT, CHOICES, shorten, size
from bot.i18n import cmd, name
from bot.moves import play_move
from bot.private import private_to
from bot.replies import locale
from bot.ui import panels
from bot.ui.private_views import show_private
from bot.wording import move_labels


def matches(query: str, move: str, label: str) -> bool:
    """Every word typed so far appears in the move or its label (so ``7`` or ``play`` both narrow the list)."""
    haystack = f"{move} {label}".lower()
    return all(word in haystack for word in query.lower().split())


def move_choices(moves: Iterable[str], label_of: Callable[[str], str], current: str) -> list[app_commands.Choice[str]]:
    """The legal moves that match what was typed, as many as Discord shows, each labelled in words (shortened to
    fit); a move too long to be a choice's value is left out (it can still be typed)."""
    choices: list[app_commands.Choice[str]] = []
    for move in moves:
        label = label_of(move)
        if size(move) <= CHOICE_TEXT and matches(current, move, label):
            choices.append(app_commands.Choice(name=shorten(label, CHOICE_TEXT), value=move))
            if len(choices) == CHOICES:
                break
    return choices


class PlayCommands(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=name("play"), description=cmd("cmd.play"))
    @app_commands.guild_only()
    @app_commands.describe(move=cmd("cmd.play.move"))
    @app_commands.rename(move=name("play.move"))
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await play_move(interaction, move)

    @play.autocomplete("move")
    async def play_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        # Answered from memory: autocomplete cannot be deferred. Nothing is suggested out of turn.
        if interaction.channel_id is None:
            return []
        live = await self.bot.sessions.game(interaction.channel_id)
        if live is None:
            return []
        seat = live.record.seat_of(interaction.user.id)
        if seat is None:
            return []
        with private_to(seat):  # the asker's own moves
            label_of = move_labels(live, seat, locale(interaction))
            return move_choices(live.engine.legal_moves(live.state, seat), label_of, current)

    @app_commands.command(name=name("hand"), description=cmd("cmd.hand"))
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        await show_private(interaction, None)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(PlayCommands(bot))
    # The buttons under boards, and every game's panel components: answered after a restart too.
    bot.add_dynamic_items(*panels.dynamic_items())
