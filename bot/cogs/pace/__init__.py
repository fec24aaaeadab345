"""The pace extension: everything that runs pace, in one place, on top of its domain (``bot.pace``).

Its commands (``/pace set|show|defaults|mute``, a player's own ``/pace me`` and ``/pace away``, ``/game resign``
and ``/game back``), its button (the resign confirmation) and its wiring: one scheduler task that fires reminders
and time limits (``firing``), the changes people ask for (``changes``), and the public posts (``notices`` says
what, ``announce`` posts it through the publisher)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.cogs.pace import changes
from bot.cogs.pace.announce import DiscordAnnouncer
from bot.cogs.pace.changes import PaceRequest, PlayerRequest
from bot.cogs.pace.firing import TimerFiring
from bot.cogs.pace.interactions import ResignButton, ask_to_resign, come_back
from bot.cogs.pace.zones import zones
from bot.counted import counted
from bot.i18n import cmd, listed, name, t
from bot.mentions import mention
from bot.pace.players import VACATION_MAX_DAYS
from bot.pace.settings import AUTO_AFTER_MAX, PACES
from bot.pace.texts import player_summary, summary
from bot.refusal import Refusal
from bot.reliability import of_players
from bot.replies import locale, public_locale, where
from bot.scheduler import Scheduler
from bot.ui.lobby import lobby_message

log = logging.getLogger(__name__)

PACE_CHOICES = [app_commands.Choice(name=cmd(f"choice.{pace}"), value=pace) for pace in PACES]
# The options /pace set and /pace defaults share.
PACE_OPTIONS = {option: cmd(f"pace.cmd.set.{option}") for option in ("pace", "reminder", "time_limit", "auto_after")}
PACE_NAMES = {option: name(f"pace.set.{option}") for option in PACE_OPTIONS}
AutoAfter = app_commands.Range[int, 0, AUTO_AFTER_MAX]
# The table's playing hours, which only /pace set has (a server's defaults have none).
HOURS_OPTIONS = {option: cmd(f"pace.cmd.set.{option}") for option in ("hours", "timezone")}
HOURS_NAMES = {option: name(f"pace.set.{option}") for option in HOURS_OPTIONS}
AwayDays = app_commands.Range[int, 0, VACATION_MAX_DAYS]


@app_commands.guild_only()
class PaceCommands(commands.GroupCog, group_name=name("pace"), group_description=cmd("pace.cmd")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=name("pace.set"), description=cmd("pace.cmd.set"))
    @app_commands.describe(**PACE_OPTIONS, **HOURS_OPTIONS)
    @app_commands.rename(**PACE_NAMES, **HOURS_NAMES)
    @app_commands.choices(pace=PACE_CHOICES)
    @app_commands.autocomplete(timezone=zones)
    async def set_pace(
        self,
        interaction: discord.Interaction,
        pace: str | None = None,
        reminder: str | None = None,
        time_limit: str | None = None,
        auto_after: AutoAfter | None = None,
        hours: str | None = None,
        timezone: str | None = None,
    ) -> None:
        guild_id, channel_id = where(interaction)
        permissions = interaction.permissions
        request = PaceRequest(pace, reminder, time_limit, auto_after, hours, timezone)
        view = await changes.set_pace(
            self.bot.sessions,
            channel_id,
            guild_id,
            interaction.user.id,
            permissions.manage_channels or permissions.administrator,
            request,
        )
        loc = await public_locale(interaction)
        note = t("pace.changed", loc, user=mention(interaction.user.id))
        if view.lobby is not None:
            # The lobby message shows the pace: post it again, as /game join does.
            players = await of_players(self.bot.store, view.lobby.guild_id, view.lobby.members)
            response = await interaction.response.send_message(
                **lobby_message(view.lobby, loc, note, pace=view.settings, reliability=players)
            )
            if response.message_id is not None:
                await self.bot.store.set_lobby_message(view.lobby.id, response.message_id)
            return
        await interaction.response.send_message(
            f"{note}\n{summary(view.settings, loc)}", allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name=name("pace.show"), description=cmd("pace.cmd.show"))
    async def show(self, interaction: discord.Interaction) -> None:
        guild_id, channel_id = where(interaction)
        loc = locale(interaction)
        view = await changes.show_pace(self.bot.sessions, channel_id, guild_id)
        lines = [summary(view.settings, loc)]
        if view.live is None and view.lobby is None:
            lines.insert(0, t("pace.show.defaults", loc))
        if view.live is not None:
            live = view.live
            for key, seats in (
                ("pace.show.automatic", [s.seat for s in live.pace.seats if s.automatic]),
                ("pace.show.resigned", sorted(live.pace.resigned)),
                ("pace.show.muted", [s.seat for s in live.pace.seats if s.muted]),
                ("hours.show.away", live.pace.away(self.bot.clock.now())),
            ):
                if seats:
                    lines.append(t(key, loc, users=listed([mention(live.seats[seat], loc) for seat in seats], loc)))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @app_commands.command(name=name("pace.defaults"), description=cmd("pace.cmd.defaults"))
    @app_commands.describe(**PACE_OPTIONS, make_default=cmd("pace.cmd.defaults.make_default"))
    @app_commands.rename(**PACE_NAMES, make_default=name("pace.defaults.make_default"))
    @app_commands.choices(pace=PACE_CHOICES)
    @app_commands.default_permissions(manage_guild=True)
    async def defaults(
        self,
        interaction: discord.Interaction,
        pace: str,
        reminder: str | None = None,
        time_limit: str | None = None,
        auto_after: AutoAfter | None = None,
        make_default: bool = False,
    ) -> None:
        guild_id, _ = where(interaction)
        permissions = interaction.permissions
        # Discord hides the command from others, but a server can override that: check again.
        if not (permissions.manage_guild or permissions.administrator):
            raise Refusal("pace.manage_server_only")
        saved = await changes.set_guild_defaults(
            self.bot.sessions, guild_id, pace, reminder, time_limit, auto_after, make_default
        )
        loc = locale(interaction)
        text = t(
            "pace.defaults_saved",
            loc,
            summary=summary(saved.settings(pace), loc),
            # The pace as the member's command picker names it.
            default=t(f"choice.{saved.default}", loc),
        )
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name=name("pace.mute"), description=cmd("pace.cmd.mute"))
    async def mute(self, interaction: discord.Interaction) -> None:
        _, channel_id = where(interaction)
        muted = await changes.toggle_mute(self.bot.sessions, channel_id, interaction.user.id)
        key = "pace.muted" if muted else "pace.unmuted"
        await interaction.response.send_message(t(key, locale(interaction)), ephemeral=True)

    @app_commands.command(name=name("pace.me"), description=cmd("pace.cmd.me"))
    @app_commands.describe(
        quiet_hours=cmd("pace.cmd.me.quiet_hours"),
        timezone=cmd("pace.cmd.me.timezone"),
        turn_dm=cmd("pace.cmd.me.turn_dm"),
        next_dm=cmd("pace.cmd.me.next_dm"),
    )
    @app_commands.rename(
        quiet_hours=name("pace.me.quiet_hours"),
        timezone=name("pace.me.timezone"),
        turn_dm=name("pace.me.turn_dm"),
        next_dm=name("pace.me.next_dm"),
    )
    @app_commands.autocomplete(timezone=zones)
    async def me(
        self,
        interaction: discord.Interaction,
        quiet_hours: str | None = None,
        timezone: str | None = None,
        turn_dm: bool | None = None,
        next_dm: bool | None = None,
    ) -> None:
        """Your own pace, in every server: quiet hours in your time zone, and turn notices by direct message (your
        turn, and that you are next). Without options, shows it."""
        request = PlayerRequest(quiet_hours, timezone, turn_dm, next_dm)
        if request.empty():
            player = await changes.own_pace(self.bot.sessions, interaction.user.id)
        else:
            _, player = await changes.change_player(self.bot.sessions, interaction.user.id, request.applied)
        loc = locale(interaction)
        text = player_summary(player, loc, self.bot.clock.now())
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name=name("pace.away"), description=cmd("pace.cmd.away"))
    @app_commands.describe(days=cmd("pace.cmd.away.days"))
    @app_commands.rename(days=name("pace.away.days"))
    async def away(self, interaction: discord.Interaction, days: AwayDays) -> None:
        """A vacation: the player's clocks stop in all their games until they are back; 0 days: back now."""
        now = self.bot.clock.now()
        user = interaction.user.id
        if days:
            _, player = await changes.change_player(self.bot.sessions, user, lambda p: p.going_away(now, days))
            until = int(player.away_until or now)

            def told(language: str | None) -> str:
                return t("hours.away", language, user=mention(user), until=until, days=days)
        else:
            await changes.change_player(self.bot.sessions, user, lambda p: p.coming_back(now))

            def told(language: str | None) -> str:
                return t("hours.back", language, user=mention(user))

        # The channel is told, publicly, without pinging anyone; so is each game the player sits in elsewhere (its
        # thread, most often), in its server's language, in order with its boards.
        await interaction.response.send_message(
            told(await public_locale(interaction)), allowed_mentions=discord.AllowedMentions.none()
        )
        for channel_id in sorted(set(await self.bot.store.player_channels(user)) - {interaction.channel_id}):
            live = await self.bot.sessions.game(channel_id)
            if live is not None:
                self.bot.publisher.notice(live, told(await self.bot.publisher.language(live.record.guild_id)))


async def resign(interaction: discord.Interaction) -> None:
    await ask_to_resign(interaction)


async def back(interaction: discord.Interaction) -> None:
    await come_back(interaction)


async def start_timers(bot: GameBot) -> Scheduler:
    """One task serves every reminder and time limit; pending ones are in the database already."""
    announcer = DiscordAnnouncer(bot.publisher)
    firing = TimerFiring(bot.sessions, announcer, bot.thinker)
    restored = await firing.restore(bot.clock.now())
    if restored:
        log.info("gave a pace to %s that had none", counted(restored, "game"))
    scheduler = Scheduler(bot.store, bot.clock, firing.fire, announcer.sent)
    scheduler.start()
    return scheduler


async def setup(bot: GameBot) -> None:
    """Loaded after the /game group exists (``bot.cogs.lobby``), to which it adds resign and back."""
    await bot.add_cog(PaceCommands(bot))
    game = bot.tree.get_command("game")
    if not isinstance(game, app_commands.Group):
        raise RuntimeError("the /game group must be loaded before the pace extension")
    game.add_command(app_commands.Command(name=name("game.resign"), description=cmd("resign.cmd"), callback=resign))
    game.add_command(app_commands.Command(name=name("game.back"), description=cmd("pace.cmd.back"), callback=back))
    bot.add_dynamic_items(ResignButton)
    bot.scheduler = await start_timers(bot)
