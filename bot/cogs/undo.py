"""``/undo`` and the Undo button of a move's private confirmation: a player takes back their last move, when the
game allows it (``bot.take_backs``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.i18n import cmd, name, t
from bot.mentions import mention
from bot.outcome import Heard, MoveOutcome
from bot.replies import after_commit, game_bot, guarded, locale, say_private, where
from bot.take_backs import TakeBack, take_back
from bot.ui.custom_ids import GAME, VERSION, CustomId, Rebuilt
from games.contract import IllegalMove


async def take_back_move(
    interaction: discord.Interaction, game_id: int | None = None, move_version: int | None = None
) -> None:
    """Takes back the caller's last move, tells the channel as far as it may see, and answers the caller privately
    (a button's confirmation is edited into the answer). A refusal (``Refusal``) reaches the caller through the
    usual error handling and changes nothing."""
    bot = game_bot(interaction)
    guild_id, channel_id = where(interaction)
    done = await take_back(bot.sessions, channel_id, interaction.user.id, game_id, move_version)
    # Committed. The channel hears of it in the order of the game's posts: the board again, as after a move, or
    # nothing at all when spectators could tell no difference (then it counts as heard, so the catch-up does
    # not post a board that would show that something happened).
    announce(bot, done, await bot.publisher.language(guild_id))
    text = t("undo.done", locale(interaction), move=done.move)

    async def respond() -> None:
        if move_version is not None:
            await interaction.response.edit_message(content=text, view=None)
        else:
            await say_private(interaction, text)

    await after_commit(interaction, respond)


def announce(bot: GameBot, done: TakeBack, language: str) -> None:
    if done.heard is Heard.BOARD:
        headline = t("undo.announced", language, user=mention(done.user_id, language))
        bot.publisher.board(done.game, headline)
    else:
        bot.publisher.notice(done.game, "", seen=[done.game.version])


UNDO_BUTTON = CustomId("undo", GAME, VERSION)


class UndoButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=UNDO_BUTTON):
    """Takes back the move whose confirmation carries it (``version``: the version it was recorded at)."""

    def __init__(self, game: int, version: int, loc: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("undo.button", loc),
                style=discord.ButtonStyle.secondary,
                custom_id=UNDO_BUTTON.build(game=game, version=version),
            )
        )
        self.game_id = game
        self.version = version

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: take_back_move(interaction, self.game_id, self.version))


def confirmation_view(outcome: MoveOutcome, loc: str) -> discord.ui.View | None:
    """The Undo button under a move's private confirmation, when the move may be taken back now: nobody can have
    played since, so the engine's rule alone decides (a move that drew a card or revealed choices gets none)."""
    if outcome.finished:
        return None
    engine, after = outcome.game.engine, outcome.game.state
    try:
        engine.check_take_back(outcome.before.state, outcome.seat, outcome.move, after, after, ())
    except IllegalMove:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(UndoButton(outcome.game.id, outcome.game.version, loc))
    return view


class UndoCommands(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=name("undo"), description=cmd("cmd.undo"))
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction) -> None:
        await take_back_move(interaction)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(UndoCommands(bot))
    bot.add_dynamic_items(UndoButton)
    bot.confirmation_view = confirmation_view
