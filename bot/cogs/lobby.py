"""``/game``: open, join, leave, start, cancel a channel's game, set its table options, re-post its board, show
its history, and list the caller's games on the server."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import options as table
from bot.ai_seats import display_names
from bot.app import GameBot
from bot.board import message_link
from bot.cogs.pace import changes as pace_changes
from bot.cogs.pace.zones import zones
from bot.discord_limits import CONTENT, fit_lines
from bot.history import history_reply, log_lines, moves_in, public_log
from bot.i18n import ENGLISH, GameName, cmd, listed, name, t, title_str
from bot.mentions import mention
from bot.pace.settings import MINUTE, Duration, lobby_settings, rounded_wait
from bot.permissions import PermissionNames, lacking_here
from bot.plugin_registry import all_plugins
from bot.records import LobbyRecord
from bot.refusal import Refusal
from bot.reliability import of_players
from bot.replays.choice import GameNumber, logged_game
from bot.replies import locale, public_locale, where
from bot.ui.lobby import LobbyButton, lobby_action, lobby_message, post_lobby
from bot.ui.rematch import RematchButton
from games import registry
from games.contract import JSON, Game

# Evaluated when the extension loads, after the bot registered its games.
GAME_CHOICES = [
    app_commands.Choice(name=title_str(game.id, game.title), value=game.id) for game in registry.all_games()
]


@app_commands.guild_only()
class GameCommands(commands.GroupCog, group_name=name("game"), group_description=cmd("cmd.game")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()
        # The subcommands a game brings of its own (a game's sheets to look at, say), after the group's own.
        group = self.app_command
        assert group is not None, "a GroupCog always has its group"
        for plugin in all_plugins():
            for command in plugin.game_commands() if plugin.game_commands is not None else ():
                group.add_command(command)

    @app_commands.command(name=name("game.new"), description=cmd("cmd.game.new"))
    @app_commands.describe(game=cmd("cmd.game.new.game"), hours=cmd("pace.cmd.set.hours"),
                           timezone=cmd("pace.cmd.set.timezone"))  # fmt: skip
    @app_commands.rename(game=name("game.new.game"), hours=name("game.new.hours"),
                         timezone=name("game.new.timezone"))  # fmt: skip
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.autocomplete(timezone=zones)
    async def new(
        self, interaction: discord.Interaction, game: str, hours: str | None = None, timezone: str | None = None
    ) -> None:
        guild_id, channel_id = where(interaction)
        # The lobby would answer here (an interaction's answer needs no permission), but the game's boards could
        # not be posted: say now what the bot lacks in this channel.
        missing = lacking_here(interaction)
        if missing:
            raise Refusal("error.cannot_host", channel=f"<#{channel_id}>", permissions=PermissionNames(missing))
        user = interaction.user
        # The table's playing hours (bot.cogs.pace), checked before the lobby opens.
        chosen = None
        if hours is not None or timezone is not None:
            chosen = await pace_changes.opening_hours(self.bot.sessions, user.id, hours, timezone)
        lobby = await self.bot.sessions.open_lobby(guild_id, channel_id, game, user.id, user.display_name)
        pace = await lobby_settings(self.bot.store, lobby)
        if chosen is not None:
            pace = await pace_changes.with_opening_hours(self.bot.sessions, lobby, chosen)
        players = await of_players(self.bot.store, lobby.guild_id, lobby.members)
        message = lobby_message(lobby, await public_locale(interaction), pace=pace, reliability=players)
        response = await interaction.response.send_message(**message)
        if response.message_id is not None:
            await self.bot.store.set_lobby_message(lobby.id, response.message_id)

    @app_commands.command(name=name("game.join"), description=cmd("cmd.game.join"))
    async def join(self, interaction: discord.Interaction) -> None:
        await lobby_action(interaction, "join", None, from_button=False)

    @app_commands.command(name=name("game.leave"), description=cmd("cmd.game.leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await lobby_action(interaction, "leave", None, from_button=False)

    @app_commands.command(name=name("game.addbot"), description=cmd("cmd.game.addbot"))
    @app_commands.describe(level=cmd("cmd.game.addbot.level"))
    @app_commands.rename(level=name("game.addbot.level"))
    @app_commands.choices(
        level=[
            app_commands.Choice(name=cmd("choice.ai.easy"), value="easy"),
            app_commands.Choice(name=cmd("choice.ai.strong"), value="strong"),
        ]
    )
    async def addbot(self, interaction: discord.Interaction, level: str = "easy") -> None:
        if level not in ("easy", "strong"):  # Discord sends only the choices; a forged value is refused
            raise Refusal("error.bad_ai_level")
        await lobby_action(interaction, f"ai_{level}", None, from_button=False)

    @app_commands.command(name=name("game.removebot"), description=cmd("cmd.game.removebot"))
    async def removebot(self, interaction: discord.Interaction) -> None:
        await lobby_action(interaction, "ai_remove", None, from_button=False)

    @app_commands.command(name=name("game.option"), description=cmd("cmd.game.option"))
    @app_commands.describe(option=cmd("cmd.game.option.name"), value=cmd("cmd.game.option.value"))
    @app_commands.rename(option=name("game.option.name"), value=name("game.option.value"))
    async def option(self, interaction: discord.Interaction, option: str, value: str) -> None:
        _, channel_id = where(interaction)
        picked: list[table.TableOption] = []

        def change(game: Game[Any], current: Mapping[str, JSON]) -> dict[str, JSON]:
            # The typed words are read in the asker's language, as the refusal that lists the choices is.
            chosen, options = table.choose(game, current, option, value, locale(interaction))
            picked.append(chosen)
            return options

        lobby = await self.bot.sessions.set_options(channel_id, interaction.user.id, change)
        loc = await public_locale(interaction)
        chosen = picked[0]
        shown = chosen.value_label(lobby.options[chosen.name], loc)
        note = t("option.set", loc, user=interaction.user.mention, option=chosen.label(loc), value=shown)
        players = await of_players(self.bot.store, lobby.guild_id, lobby.members)
        message = lobby_message(lobby, loc, note, pace=await lobby_settings(self.bot.store, lobby), reliability=players)
        await post_lobby(interaction, lobby, message, loc)

    @option.autocomplete("option")
    async def option_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lobby = await self._lobby_here(interaction)
        game = registry.get(lobby.game_type) if lobby is not None else None
        if lobby is None or game is None:
            return []
        found = table.name_suggestions(game, lobby.options, current, locale(interaction))
        return [app_commands.Choice(name=words, value=option) for words, option in found]

    @option.autocomplete("value")
    async def option_values(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lobby = await self._lobby_here(interaction)
        game = registry.get(lobby.game_type) if lobby is not None else None
        typed = getattr(interaction.namespace, str(ENGLISH["name.game.option.name"]), None)
        if lobby is None or game is None or not isinstance(typed, str):
            return []
        found = table.find(game, typed, locale(interaction))
        if found is None:
            return []
        return [
            app_commands.Choice(name=words, value=text)
            for words, text in found.suggestions(current, locale(interaction))
        ]

    async def _lobby_here(self, interaction: discord.Interaction) -> LobbyRecord | None:
        """The channel's open lobby, for autocomplete (answered at once: nothing to suggest elsewhere)."""
        if interaction.channel_id is None:
            return None
        return await self.bot.store.open_lobby(interaction.channel_id)

    @app_commands.command(name=name("game.start"), description=cmd("cmd.game.start"))
    async def start(self, interaction: discord.Interaction) -> None:
        await lobby_action(interaction, "start", None, from_button=False)

    @app_commands.command(name=name("game.cancel"), description=cmd("cmd.game.cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await lobby_action(interaction, "cancel", None, from_button=False)

    @app_commands.command(name=name("game.status"), description=cmd("cmd.game.status"))
    async def status(self, interaction: discord.Interaction) -> None:
        _, channel_id = where(interaction)
        loc = await public_locale(interaction)
        live = await self.bot.sessions.game(channel_id)
        if live is None:
            lobby = await self.bot.store.open_lobby(channel_id)
            if lobby is None:
                raise await self.bot.sessions.no_game(channel_id)
            pace = await lobby_settings(self.bot.store, lobby)
            players = await of_players(self.bot.store, lobby.guild_id, lobby.members)
            await post_lobby(interaction, lobby, lobby_message(lobby, loc, pace=pace, reliability=players), loc)
            return
        await interaction.response.defer()
        # The table options the host chose, above the board when they are not the usual rules.
        lobby = await self.bot.store.started_lobby(live.id)
        chosen = table.shown(live.engine, lobby.options if lobby is not None else live.record.options, loc)
        # The publisher draws it and answers with it; it becomes the board that edit mode edits.
        if chosen:
            headline = t("option.status", loc, options=t("option.separator", loc).join(chosen))
            self.bot.publisher.opening(live, headline, interaction, thinking=True)
        else:
            self.bot.publisher.repost(live, via=interaction)

    @app_commands.command(name=name("game.history"), description=cmd("history.cmd"))
    @app_commands.describe(game=cmd("cmd.game.history.game"))
    @app_commands.rename(game=name("game.record.game"))
    async def history(self, interaction: discord.Interaction, game: GameNumber | None = None) -> None:
        guild_id, channel_id = where(interaction)
        # The game in progress, or a finished one: its number, or by default the channel's last.
        live = await logged_game(self.bot.sessions, guild_id, channel_id, game)
        loc = locale(interaction)
        if live.version == 0:
            await interaction.response.send_message(
                t("history.empty", loc, game=GameName(live.engine.id)), ephemeral=True
            )
            return
        # Replaying a long game takes a moment: answer first, replay off the event loop.
        await interaction.response.defer(ephemeral=True, thinking=True)
        moves = await self.bot.store.moves(live.id)
        logged = await asyncio.to_thread(public_log, live.engine, live.record, moves)
        if live.record.status == "active":
            title = t("history.title", loc, game=GameName(live.engine.id), count=moves_in(logged))
        else:
            title = t("history.title_over", loc, game=GameName(live.engine.id), number=live.id, count=moves_in(logged))
        names = display_names(live.seats, live.record.names, loc)
        reply = history_reply(f"**{title}**", log_lines(logged, names, loc), loc, logged)
        await interaction.edit_original_response(**reply)

    @app_commands.command(name=name("game.mine"), description=cmd("mine.cmd"))
    async def mine(self, interaction: discord.Interaction) -> None:
        guild_id, _ = where(interaction)
        loc = locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        games = await self.bot.store.active_games_of(guild_id, interaction.user.id)
        now = self.bot.clock.now()
        # The games waiting for the caller first, the longest wait first; then the others, as the store lists them.
        lines: list[tuple[float, str]] = []
        for posting in games:
            live = await self.bot.sessions.game(posting.channel_id)
            if live is None or live.id != posting.game_id:
                continue  # finished or cancelled since the query
            awaited = live.announced_users()
            waited = 0.0
            if interaction.user.id in awaited:
                waited = await self._waited(live.id, live.record.seat_of(interaction.user.id), now)
                turn = (
                    t("mine.your_turn_for", loc, waited=Duration(rounded_wait(waited)))
                    if waited >= MINUTE
                    else t("mine.your_turn", loc)
                )
            else:
                turn = t("mine.waiting", loc, users=listed([mention(user, loc) for user in awaited], loc))
            link = message_link(posting.guild_id, posting.channel_id, posting.board_message_id)
            channel = f"<#{posting.channel_id}>"
            line = t("mine.line", loc, game=GameName(live.engine.id), channel=channel, turn=turn, link=link)
            lines.append((-waited if interaction.user.id in awaited else 1.0, line))
        ordered = [line for _, line in sorted(lines, key=lambda entry: entry[0])]  # stable: the others keep order
        text = mine_text(t("mine.title", loc), ordered, loc) if ordered else t("mine.none", loc)
        await interaction.edit_original_response(content=text)

    async def _waited(self, game_id: int, seat: int | None, now: float) -> float:
        """How long the game has been waiting for ``seat``: since the start of its wait, as its timers record it
        (0 when it has none, a game without reminders or time limit)."""
        began = [timer.since for timer in await self.bot.store.timers(game_id) if timer.seat == seat]
        return max(0.0, now - min(began)) if began else 0.0


def mine_text(title: str, lines: list[str], loc: str | None) -> str:
    """The title and as many games as fit in one message, then how many more there are."""
    return fit_lines(lines, CONTENT, lambda count: t("mine.more", loc, count=count), head=title)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(GameCommands(bot))
    bot.add_dynamic_items(LobbyButton, RematchButton)
