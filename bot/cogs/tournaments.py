"""``/tournament``: open a tournament in this channel (``new``), join, leave, start, show the standings, cancel.
The rounds are the runner's (``bot.ui.tournament.runner``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot
from bot.cogs.pace import changes as pace_changes
from bot.cogs.pace.zones import zones
from bot.i18n import GameName, cmd, name, title_str
from bot.pace.settings import PACES, BadPace, changed, guild_pace
from bot.permissions import PermissionNames, lacking_here
from bot.records import ChannelBusy
from bot.refusal import Refusal
from bot.replies import locale, public_locale, where
from bot.store.tournaments import ELIMINATION, FORMATS, SWISS
from bot.threads import NEEDED
from bot.ui.tournament.actions import tournament_action
from bot.ui.tournament.buttons import TournamentButton, tournament_message
from bot.ui.tournament.deadlines import RoundDeadlines
from bot.ui.tournament.message import standings_text
from bot.ui.tournament.settings import MAX_PLAYERS, MAX_ROUND_HOURS, MAX_ROUNDS, TournamentSettings
from bot.ui.tournament.table_options import parse_table_options
from games import registry

GAME_CHOICES = [
    app_commands.Choice(name=title_str(game.id, game.title), value=game.id) for game in registry.all_games()
]
FORMAT_CHOICES = [app_commands.Choice(name=cmd(f"choice.tournament.{kind}"), value=kind) for kind in FORMATS]
PACE_CHOICES = [app_commands.Choice(name=cmd(f"choice.{pace}"), value=pace) for pace in PACES]
Rounds = app_commands.Range[int, 1, MAX_ROUNDS]
TableSize = app_commands.Range[int, 2, 12]
PlayerLimit = app_commands.Range[int, 2, MAX_PLAYERS]
OPTIONS = (
    "game", "format", "rounds", "table_size", "pace", "hours", "timezone", "player_limit", "reliability",
    "round_hours", "table_options",
)  # fmt: skip
Reliability = app_commands.Range[int, 0, 100]
RoundHours = app_commands.Range[int, 1, MAX_ROUND_HOURS]
TournamentNumber = app_commands.Range[int, 1, 2**53 - 1]  # Discord's integers stop there


@app_commands.guild_only()
class TournamentCommands(commands.GroupCog, group_name=name("tournament"), group_description=cmd("cmd.tournament")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=name("tournament.new"), description=cmd("cmd.tournament.new"))
    @app_commands.describe(**{option: cmd(f"cmd.tournament.new.{option}") for option in OPTIONS})
    @app_commands.rename(**{option: name(f"tournament.new.{option}") for option in OPTIONS})
    @app_commands.choices(game=GAME_CHOICES, format=FORMAT_CHOICES, pace=PACE_CHOICES)
    @app_commands.autocomplete(timezone=zones)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        format: str = SWISS,
        rounds: Rounds = 3,
        table_size: TableSize = 2,
        pace: str | None = None,
        hours: str | None = None,
        timezone: str | None = None,
        player_limit: PlayerLimit | None = None,
        reliability: Reliability = 0,
        round_hours: RoundHours | None = None,
        table_options: str | None = None,
    ) -> None:
        guild_id, channel_id = where(interaction)
        engine = registry.get(game)
        if engine is None:
            raise Refusal("error.unknown_game", game=game)
        if format not in FORMATS:
            raise Refusal("error.tournament_format")
        if pace is not None and pace not in PACES:
            raise Refusal("pace.bad_pace", value=pace)
        fewest = max(2, engine.min_players)
        if not fewest <= table_size <= engine.max_players:
            raise Refusal(
                "error.tournament_table_size",
                game=GameName(engine.id),
                size=table_size,
                min=fewest,
                max=engine.max_players,
            )
        # The tables are games in threads of this channel: a text channel where the bot may open them and post.
        if not isinstance(interaction.channel, discord.TextChannel):
            raise Refusal("error.tournament_text_channel")
        missing = lacking_here(interaction)
        if missing:
            raise Refusal("error.cannot_host", channel=f"<#{channel_id}>", permissions=PermissionNames(missing))
        lacking = tuple(flag for flag in NEEDED if not getattr(interaction.app_permissions, flag))
        if lacking:
            raise Refusal("error.tournament_threads", channel=f"<#{channel_id}>", permissions=PermissionNames(lacking))
        options = parse_table_options(engine, table_options, locale(interaction)) if table_options else None
        chosen = None
        if pace is not None or hours is not None or timezone is not None:
            defaults = await guild_pace(self.bot.store, guild_id)
            request = await pace_changes.opening_hours(self.bot.sessions, interaction.user.id, hours, timezone)
            try:
                chosen = changed(
                    defaults.settings(pace), defaults, hours=request.hours, timezone=request.timezone
                ).to_json()
            except BadPace as error:
                raise Refusal(error.key, **error.params) from None
        settings = TournamentSettings(
            format=format,
            rounds=rounds if format != ELIMINATION else 0,
            table_size=table_size,
            limit=player_limit,
            pace=chosen,
            reliability=reliability,
            round_hours=round_hours,
            options=options,
        )
        user = interaction.user
        try:
            made = await self.bot.store.create_tournament(
                guild_id, channel_id, engine.id, user.id, user.display_name, settings.to_json()
            )
        except ChannelBusy:
            raise Refusal("error.tournament_busy") from None
        loc = await public_locale(interaction)
        response = await interaction.response.send_message(**tournament_message(made, None, loc))
        if response.message_id is not None:
            await self.bot.store.set_tournament_message(made.id, response.message_id)

    @app_commands.command(name=name("tournament.join"), description=cmd("cmd.tournament.join"))
    async def join(self, interaction: discord.Interaction) -> None:
        await tournament_action(interaction, "join", None, from_button=False)

    @app_commands.command(name=name("tournament.leave"), description=cmd("cmd.tournament.leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await tournament_action(interaction, "leave", None, from_button=False)

    @app_commands.command(name=name("tournament.start"), description=cmd("cmd.tournament.start"))
    async def start(self, interaction: discord.Interaction) -> None:
        await tournament_action(interaction, "start", None, from_button=False)

    @app_commands.command(name=name("tournament.cancel"), description=cmd("cmd.tournament.cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await tournament_action(interaction, "cancel", None, from_button=False)

    @app_commands.command(name=name("tournament.standings"), description=cmd("cmd.tournament.standings"))
    @app_commands.describe(number=cmd("cmd.tournament.standings.number"))
    @app_commands.rename(number=name("tournament.standings.number"))
    async def standings(self, interaction: discord.Interaction, number: TournamentNumber | None = None) -> None:
        """The channel's tournament under way, or else its latest (finished or cancelled); any tournament of the
        server by its number (the one its threads' names carry)."""
        guild_id, channel_id = where(interaction)
        store = self.bot.store
        if number is None:
            found = await store.latest_tournament(channel_id)
            if found is None:
                raise Refusal("error.tournament_none")
        else:
            found = await store.tournament(number)
            if found is None or found.guild_id != guild_id:
                raise Refusal("error.tournament_no_such", number=number)
        play = await store.tournament_play(found.id)
        await interaction.response.send_message(
            standings_text(found, play, locale(interaction)),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def setup(bot: GameBot) -> None:
    if bot.scheduler is None:
        raise RuntimeError("the pace extension must start the scheduler before the tournaments extension loads")
    await bot.add_cog(TournamentCommands(bot))
    bot.add_dynamic_items(TournamentButton)
    # A round's deadline is served by the scheduler, with the games' timers.
    bot.scheduler.add_pass(RoundDeadlines(bot.store, bot.tournaments))
