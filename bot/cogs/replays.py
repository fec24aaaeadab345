"""The replays extension: ``/game replay`` (an animated picture of a finished game's boards, posted in the channel)
and ``/game export`` (the game's record as a JSON file, for the asker only), added to the ``/game`` group."""

from __future__ import annotations

import asyncio
import contextlib
import io
from typing import cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.ai_seats import display_names
from bot.app import GameBot
from bot.delivery import REQUEST_FAILURES
from bot.i18n import GameName, cmd, listed, name, t
from bot.refusal import Refusal
from bot.replays.builder import ReplayBuilder
from bot.replays.choice import GameNumber, finished_game
from bot.replays.export import export_file
from bot.replays.moments import as_drawn, board_moments
from bot.replies import game_bot, locale, public_locale, where
from render.animation import TooLarge

# The most an animation may weigh: Discord's default upload limit (a server's own may be lower, never for long).
MAX_BYTES = 10 * 1024 * 1024
# A replay still drawing after this many seconds shows a progress message in place of "thinking…".
PROGRESS_AFTER = 2.0


class Replays(commands.Cog):
    """Holds the replay builder, whose worker process stops with the bot."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.builder = ReplayBuilder(processes=bool(bot.settings.ai_workers))

    async def cog_unload(self) -> None:
        self.builder.close()


def _builder(interaction: discord.Interaction) -> ReplayBuilder:
    cog = game_bot(interaction).get_cog(Replays.__cog_name__)
    assert cog is not None, "the replays extension is loaded"
    return cast(Replays, cog).builder


@app_commands.describe(game=cmd("cmd.game.record.game"))
@app_commands.rename(game=name("game.record.game"))
async def replay(interaction: discord.Interaction, game: GameNumber | None = None) -> None:
    bot = game_bot(interaction)
    guild_id, channel_id = where(interaction)
    live = await finished_game(bot.sessions, guild_id, channel_id, game)
    # Answered before anything slower than the choice of game; a refusal above stays private, which it could not
    # after a public "thinking…".
    await interaction.response.defer(thinking=True)
    language = await public_locale(interaction)
    names = display_names(live.seats, live.record.names, language)
    limit = min(MAX_BYTES, interaction.filesize_limit)
    key = (live.id, live.version, language, limit)
    builder = _builder(interaction)
    # A replay kept or under way needs neither the game's moves nor their replay: only a new build reads them.
    build = builder.kept(key)
    if build is not None:
        task, boards = build.task, build.boards
    else:
        moves = await bot.store.moves(live.id)
        moments = await asyncio.to_thread(board_moments, live.engine, live.record, moves, True)
        task, boards = builder.build(key, live.engine.id, as_drawn(moments), names, language), len(moments)
    progress = False
    try:
        done, _ = await asyncio.wait([task], timeout=PROGRESS_AFTER)
        if not done:
            text = t("replay.building", language, game=GameName(live.engine.id), count=boards)
            await interaction.edit_original_response(content=text)
            progress = True
        animation = await task
    except TooLarge as error:
        text = t("replay.too_long", language, size=error.limit // (1024 * 1024))
        await interaction.edit_original_response(content=text)
        return
    except Exception:
        if progress:  # the apology follows privately; the public progress message must not stay behind
            with contextlib.suppress(*REQUEST_FAILURES):
                await interaction.delete_original_response()
        raise
    title = t(
        "replay.title",
        language,
        game=GameName(live.engine.id),
        number=live.id,
        count=animation.frames,
        players=listed(names, language),
    )
    file = discord.File(io.BytesIO(animation.data), filename=animation.filename)
    await interaction.edit_original_response(content=title, attachments=[file])


@app_commands.describe(game=cmd("cmd.game.record.game"))
@app_commands.rename(game=name("game.record.game"))
async def export(interaction: discord.Interaction, game: GameNumber | None = None) -> None:
    bot = game_bot(interaction)
    guild_id, channel_id = where(interaction)
    live = await finished_game(bot.sessions, guild_id, channel_id, game)
    if live.result() is None:
        raise Refusal("replay.in_progress", number=live.id)  # a stored status ahead of its state: never exported
    loc = locale(interaction)
    moves = await bot.store.moves(live.id)
    text = t("export.done", loc, game=GameName(live.engine.id), number=live.id, count=len(moves))
    await interaction.response.send_message(text, file=export_file(live, moves, loc), ephemeral=True)


async def setup(bot: GameBot) -> None:
    """Loaded after the /game group exists (``bot.cogs.lobby``), to which it adds replay and export."""
    game = bot.tree.get_command("game")
    if not isinstance(game, app_commands.Group):
        raise RuntimeError("the /game group must be loaded before the replays extension")
    await bot.add_cog(Replays(bot))
    game.add_command(
        app_commands.Command(name=name("game.replay"), description=cmd("cmd.game.replay"), callback=replay)
    )
    game.add_command(
        app_commands.Command(name=name("game.export"), description=cmd("cmd.game.export"), callback=export)
    )
