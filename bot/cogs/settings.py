"""``/settings``: a server's game settings: whether boards are new messages or edited in place, whether each game
is played in a thread of its own, and the language of its public posts."""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.i18n import cmd, name, t
from bot.publisher import BOARD_MODES
from bot.refusal import Refusal
from bot.replies import locale, public_locale, where
from bot.server_language import AUTO, AUTONYMS, AUTONYMS_IN_TEXT, CHOICES, chosen_language
from bot.threads import MODES as THREAD_MODES
from bot.threads import SETTING as THREADS
from bot.threads import threads_mode

MODE_CHOICES = [app_commands.Choice(name=cmd(f"choice.{mode}"), value=mode) for mode in BOARD_MODES]
THREAD_CHOICES = [app_commands.Choice(name=cmd(f"choice.threads.{mode}"), value=mode) for mode in THREAD_MODES]
# Languages by their own names; "auto" in the reader's language.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=cmd("settings.choice.auto") if code == AUTO else AUTONYMS[code], value=code)
    for code in CHOICES
]


def language_name(chosen: str, current: str, loc: str | None) -> str:
    """The server's choice in words: a language's own name, or "automatic" with the language it gives now."""
    named = AUTONYMS_IN_TEXT  # lowercase where the language writes its name so in a sentence: "français"
    return t("settings.language.auto", loc, language=named[current]) if chosen == AUTO else named[chosen]


def _check_manager(interaction: discord.Interaction) -> None:
    permissions = interaction.permissions
    if not (permissions.manage_guild or permissions.administrator):
        raise Refusal("settings.not_allowed")


# Discord shows the group only to members with Manage Server by default; a server can widen that, so the
# change itself checks the permission too.
@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SettingsCommands(commands.GroupCog, group_name=name("settings"), group_description=cmd("settings.cmd")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    async def _save(
        self, interaction: discord.Interaction, setting: str, value: str, allowed: Sequence[str], unknown: Refusal
    ) -> str:
        """Stores one server setting, for a member with Manage Server (Discord hides the group from others, but a
        server can widen that); returns the member's language for the reply."""
        guild_id, _ = where(interaction)
        _check_manager(interaction)
        if value not in allowed:
            raise unknown
        await self.bot.store.set_guild_settings(guild_id, {setting: value})
        return locale(interaction)

    @app_commands.command(name=name("settings.board"), description=cmd("settings.cmd.board"))
    @app_commands.describe(mode=cmd("settings.cmd.board.mode"))
    @app_commands.rename(mode=name("settings.board.mode"))
    @app_commands.choices(mode=MODE_CHOICES)
    async def board(self, interaction: discord.Interaction, mode: str) -> None:
        unknown = Refusal("settings.unknown_mode", modes=", ".join(BOARD_MODES))
        loc = await self._save(interaction, "board_mode", mode, BOARD_MODES, unknown)
        await interaction.response.send_message(
            t("settings.board_set", loc, mode=t(f"settings.mode.{mode}", loc)), ephemeral=True
        )

    @app_commands.command(name=name("settings.threads"), description=cmd("settings.cmd.threads"))
    @app_commands.describe(mode=cmd("settings.cmd.threads.mode"))
    @app_commands.rename(mode=name("settings.threads.mode"))
    @app_commands.choices(mode=THREAD_CHOICES)
    async def threads(self, interaction: discord.Interaction, mode: str) -> None:
        # Games already started stay where they are; the next start follows the new setting.
        unknown = Refusal("settings.unknown_threads")
        loc = await self._save(interaction, THREADS, mode, THREAD_MODES, unknown)
        await interaction.response.send_message(
            t("settings.threads_set", loc, mode=t(f"settings.threads.{mode}", loc)), ephemeral=True
        )

    @app_commands.command(name=name("settings.language"), description=cmd("settings.cmd.language"))
    @app_commands.describe(language=cmd("settings.cmd.language.language"))
    @app_commands.rename(language=name("settings.language.language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        unknown = Refusal("settings.unknown_language", languages=", ".join(CHOICES))
        loc = await self._save(interaction, "language", language, CHOICES, unknown)
        described = language_name(language, await public_locale(interaction), loc)
        await interaction.response.send_message(t("settings.language_set", loc, language=described), ephemeral=True)

    @app_commands.command(name=name("settings.show"), description=cmd("settings.cmd.show"))
    async def show(self, interaction: discord.Interaction) -> None:
        guild_id, _ = where(interaction)
        mode = await self.bot.publisher.board_mode(guild_id)
        loc = locale(interaction)
        chosen = await chosen_language(self.bot.store, guild_id)
        settings = await self.bot.store.guild_settings(guild_id)
        lines = [
            t("settings.show", loc, mode=t(f"settings.mode.{mode}", loc)),
            t("settings.show.language", loc, language=language_name(chosen, await public_locale(interaction), loc)),
            t("settings.show.threads", loc, mode=t(f"settings.threads.{threads_mode(settings)}", loc)),
        ]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(SettingsCommands(bot))
