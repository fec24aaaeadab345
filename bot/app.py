"""The bot process: the discord.py client, its start-up, and where each concern is plugged in."""

from __future__ import annotations

import hashlib
import json
import logging
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.ai_player import Thinker
from bot.clock import SYSTEM_CLOCK, Clock
from bot.command_mentions import CommandMentions
from bot.config import Settings
from bot.counted import counted
from bot.drawing import Drawing
from bot.i18n import CATALOGS, CatalogTranslator
from bot.moves import ConfirmationView, no_confirmation_view
from bot.option_types import wrong_option
from bot.plugins import register_all as register_plugins
from bot.publisher import Publisher
from bot.refusal import Refusal
from bot.replies import answer_failure, refuse
from bot.scheduler import Scheduler
from bot.seeds import SYSTEM_SEEDS, Seeds
from bot.sessions import Sessions
from bot.store import Store, open_store
from bot.threads import GameThreads
from bot.ui import builtin_panels
from bot.ui.game_buttons import board_buttons
from bot.ui.tournament.runner import TournamentRunner
from bot.wording import summary_lines
from bot.workers import end_with_parent
from games import registry

log = logging.getLogger(__name__)

# One extension per concern; each owns its commands, its components and its wiring. The pace extension adds
# resign and back to the /game group, and the replays extension replay and export, so they come after the lobby; the
# seasons extension gives the scheduler the pass that ends seasons, so it comes after the pace.
EXTENSIONS = (
    "bot.cogs.lobby",
    "bot.cogs.play",
    "bot.cogs.rules",
    "bot.cogs.settings",
    "bot.cogs.pace",
    "bot.cogs.ratings",
    "bot.cogs.seasons",
    "bot.cogs.replays",
    "bot.cogs.undo",
    "bot.cogs.daily",
    "bot.cogs.tournaments",
)

# The invite adds the bot user and lets the server use its slash commands.
INVITE_SCOPES = ("bot", "applications.commands")
# What the bot needs in a channel: see it, post boards with images, and do so inside threads, open a thread for each
# game (bot.threads) and a private one for each player's game of the day (bot.daily); and read an old board message,
# which /stats checks is still there before linking to it (docs/hosting/discord.md: "Setting up the Discord
# application").
PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)


class Tree(app_commands.CommandTree["GameBot"]):
    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """A slash command whose options Discord could not have sent (a string or a float for an integer, a
        number out of range) gets a short private refusal before its code runs (``bot/option_types.py``).
        Autocomplete is left alone: Discord sends the option being typed as text, whatever its type."""
        data: Any = interaction.data
        if interaction.type is not discord.InteractionType.application_command or data is None:
            return True
        if data.get("type", 1) != 1:
            return True  # a context menu: no options
        try:
            command, options = self._get_app_command_options(data)  # discord.py's own reading of the command
        except app_commands.CommandNotFound:
            return True  # discord.py answers nothing for it, as before
        wrong = wrong_option(command, options) if isinstance(command, app_commands.Command) else None
        if wrong is None:
            return True
        log.info("refused /%s: option %r as Discord never sends it", command.qualified_name, wrong)
        await refuse(interaction, Refusal("error.bad_option", option=wrong))
        return False

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """Every slash command's refusal becomes a short private answer, anything unexpected a short apology
        (the details go to the log, never a traceback to the channel)."""
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        await answer_failure(interaction, original)


class GameBot(commands.AutoShardedBot):
    sessions: Sessions  # made in setup_hook, once the store is open
    thinker: Thinker  # works out AI moves off the event loop; made in setup_hook
    scheduler: Scheduler | None = None  # serves reminders and time limits; started in setup_hook
    publisher: Publisher  # posts boards and lines to channels; made in setup_hook
    threads: GameThreads  # opens games' threads and keeps their summaries in the parent channel; made in setup_hook
    tournaments: TournamentRunner  # plays the tournaments' rounds; made in setup_hook

    def __init__(
        self,
        settings: Settings,
        *,
        store: Store | None = None,
        clock: Clock | None = None,
        seeds: Seeds = SYSTEM_SEEDS,
    ) -> None:
        # SHARD_COUNT and SHARD_IDS when several processes share the shards; else every shard here, as many as
        # Discord recommends (behind a gateway proxy there is no /gateway/bot to ask: one shard).
        sharding: dict[str, Any] = {"shard_count": settings.shards.count or (1 if settings.gateway_url else None)}
        if settings.shards.ids is not None:
            sharding["shard_ids"] = list(settings.shards.ids)
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            # Interactions need no intent at all; guilds keeps channel and thread data current. Nothing privileged.
            intents=discord.Intents(guilds=True),
            tree_cls=Tree,
            # Where the commands may be used, declared in every command's payload (Discord's ``contexts`` and
            # ``integration_types``): installed to servers only, used in servers only. A command that makes sense
            # elsewhere (``/rules`` in a DM with the bot) says so itself.
            allowed_contexts=app_commands.AppCommandContext(guild=True),
            allowed_installs=app_commands.AppInstallationType(guild=True),
            **sharding,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        self._given_store = store
        self._store: Store | None = store
        self.clock: Clock = clock or SYSTEM_CLOCK
        self.seeds = seeds
        self._executor: ProcessPoolExecutor | None = None
        # Draws the boards and private pictures; closed last, after the publisher's final posts.
        self.drawing = Drawing()
        # How texts cite the slash commands as clickable mentions, once their ids are known (after the sync).
        self.command_mentions = CommandMentions()
        # The buttons of a player's private confirmation of a move; the undo extension gives its Undo button.
        self.confirmation_view: ConfirmationView = no_confirmation_view

    @property
    def store(self) -> Store:
        assert self._store is not None, "the store opens in setup_hook"
        return self._store

    async def setup_hook(self) -> None:
        registry.register_builtin()
        builtin_panels.register_builtin()
        register_plugins()
        if self._store is None:
            self._store = await open_store(
                self.settings.database_path,
                url=self.settings.database_url,
                clock=self.clock,
                shards=self.settings.shards,
            )
        self.sessions = Sessions(
            self.store,
            self.clock,
            seeds=self.seeds,
            ai_pause=self.settings.ai_pause_seconds,
            on_timers_changed=self._wake_scheduler,
        )
        self.thinker = Thinker(self._ai_executor(), self.settings.ai_thinking_seconds)
        self.publisher = Publisher(self, self.sessions, self.drawing, board_buttons, summary_lines)
        self.threads = GameThreads(self, self.sessions, self.publisher.language, self.clock)
        self.publisher.listeners.append(self.threads.posted)
        # A tournament's game that is over moves its tournament on, once its final post went through.
        self.tournaments = TournamentRunner(self)
        self.publisher.listeners.append(self.tournaments.posted)
        # Boards whose post was lost (a kill, a Discord outage) are posted once connected, then checked for again.
        self.publisher.start()
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.tree.set_translator(CatalogTranslator())
        # The tournaments under way pick up where they were (posting needs the REST API only, as the catch-up).
        await self.tournaments.resume()
        # With several processes, one syncs: the one holding shard 0 (each process runs the same code).
        if self.settings.shards.holds(0):
            await self.sync_commands_if_changed()
        else:
            log.info("slash commands are synced by the process holding shard 0")
            # Its replies still cite the commands as mentions: it asks for the ids the other process synced.
            await self.learn_command_ids(
                discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
            )

    def _wake_scheduler(self) -> None:
        """Timers changed: the scheduler, once the pace extension has started it, looks again now."""
        if self.scheduler is not None:
            self.scheduler.wake()

    async def sync_commands_if_changed(self) -> None:
        """Syncs slash commands only when their definition changed: Discord limits command creations a day."""
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        commands_now = [command.to_dict(self.tree) for command in self.tree.get_commands(guild=guild)]
        payload = json.dumps([commands_now, CATALOGS], sort_keys=True, default=str)
        digest = hashlib.sha256(payload.encode()).hexdigest()
        key = f"commands:{guild.id if guild else 'global'}"
        if await self.store.meta(key) == digest:
            log.info("slash commands unchanged; not syncing")
            await self.learn_command_ids(guild)
            return
        synced = await self.tree.sync(guild=guild)
        await self.store.set_meta(key, digest)
        self.command_mentions = CommandMentions.of(synced)
        log.info("synced %s %s", counted(len(synced), "slash command"), f"to guild {guild.id}" if guild else "globally")

    async def learn_command_ids(self, guild: discord.abc.Snowflake | None) -> None:
        """Asks Discord for the synced commands' ids, so texts can cite them as mentions; without them (Discord
        does not answer) texts cite commands as plain code, and nothing else changes."""
        try:
            self.command_mentions = CommandMentions.of(await self.tree.fetch_commands(guild=guild))
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError) as error:
            log.warning("could not learn the slash commands' ids (%s); commands are cited as plain text", error)

    async def on_ready(self) -> None:
        assert self.user is not None
        log.info("logged in as %s (%s) in %s", self.user, self.user.id, counted(len(self.guilds), "server"))
        log.info("invite link: %s", self.invite_url())

    # A board held back for lack of a permission is posted once the permission is granted: a channel's overwrites
    # (a thread's are its parent's) or a role of the server changed.
    async def on_guild_channel_update(self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel) -> None:
        self.publisher.permissions_changed(after.guild.id)

    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        self.publisher.permissions_changed(after.guild.id)

    def invite_url(self) -> str:
        client_id = self.application_id or (self.user.id if self.user else 0)
        return discord.utils.oauth_url(client_id, permissions=PERMISSIONS, scopes=INVITE_SCOPES)

    def _ai_executor(self) -> Executor | None:
        """Worker processes for the AI's thinking (spawned, so they share nothing with the event loop's
        threads); with no workers configured, the event loop's default threads."""
        workers = self.settings.ai_workers
        if not workers:
            return None
        # Each worker ends by itself when the bot dies, even by SIGKILL (``bot/workers.py``).
        self._executor = ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("spawn"), initializer=end_with_parent
        )
        return self._executor

    async def close(self) -> None:
        if self.scheduler is not None:
            await self.scheduler.stop()
        if self._executor is not None:
            # An AI still thinking is abandoned: its seat's timer is still due, so it plays after the restart.
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        if hasattr(self, "tournaments"):
            await self.tournaments.close()  # a pass cut short is taken up again at the next start
        # Queued posts get a moment to finish while the HTTP session is still open; what is left stays due.
        if hasattr(self, "publisher"):
            await self.publisher.close()
        if hasattr(self, "threads"):
            await self.threads.close()
        await super().close()
        self.drawing.close()
        # A store handed in by the caller (tests, a supervisor) is the caller's to close.
        if self._store is not None and self._given_store is None:
            await self._store.close()
            self._store = None

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        log.exception("unhandled error in %s", event_method)
