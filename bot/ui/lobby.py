"""The lobby message and its buttons, and the lobby actions shared by buttons and slash commands.

Button custom ids name the lobby (``lobby:<id>:<action>``), so buttons keep answering after a restart; a
button of a lobby that has closed says so.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import discord

from bot import options
from bot.ai_seats import Level
from bot.board import message_link
from bot.delivery import REQUEST_FAILURES
from bot.discord_limits import CONTENT, fit_embed, shorten
from bot.i18n import GameName, game_title, listed, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.numbers import Percent
from bot.pace.settings import PaceSettings, lobby_settings
from bot.pace.texts import lobby_line
from bot.records import GameRecord, LobbyRecord
from bot.refusal import Refusal
from bot.reliability import Reliability, of_players
from bot.replies import after_commit, game_bot, guarded, public_locale, where
from bot.threads import summary_text
from bot.ui.custom_ids import NUMBER, CustomId, Field, Rebuilt
from games import registry

log = logging.getLogger(__name__)

ACTIONS: dict[str, tuple[str, discord.ButtonStyle]] = {
    "join": ("button.join", discord.ButtonStyle.primary),
    "leave": ("button.leave", discord.ButtonStyle.secondary),
    "start": ("button.start", discord.ButtonStyle.success),
    "cancel": ("button.cancel", discord.ButtonStyle.danger),
    # The host's AI seats, on a second row: one button per level, and one that takes the last AI away.
    "ai_easy": ("button.ai_easy", discord.ButtonStyle.secondary),
    "ai_strong": ("button.ai_strong", discord.ButtonStyle.secondary),
    "ai_remove": ("button.ai_remove", discord.ButtonStyle.secondary),
}
AI_ACTIONS = {"ai_easy": Level.EASY, "ai_strong": Level.STRONG}


def reliability_mark(record: Reliability | None, locale: str | None) -> str:
    """What a lobby shows beside a player: their reliability (the lower of its two shares), or that they are new;
    nothing for an AI seat."""
    if record is None:
        return ""
    if record.new:
        return " · " + t("lobby.reliability_new", locale)
    return " · " + t("lobby.reliability", locale, share=Percent(record.lowest))


def lobby_embed(
    lobby: LobbyRecord,
    locale: str | None,
    pace: PaceSettings | None = None,
    reliability: Mapping[int, Reliability] | None = None,
) -> discord.Embed:
    """``reliability``: each person's among the members, listed beside them (``of_players``)."""
    game = registry.get(lobby.game_type)
    known = reliability or {}
    title = game_title(lobby.game_type, locale)
    embed = discord.Embed(
        title=t("lobby.title", locale, game=title),
        description=t(
            "lobby.body",
            locale,
            host=mention(lobby.host_id, locale),
            count=len(lobby.members),
            min=game.min_players if game else "?",
            max=game.max_players if game else "?",
            players="\n".join(
                f"{n}. {mention(lobby.members[place], locale)}"
                + reliability_mark(known.get(lobby.members[place]), locale)
                for n, place in enumerate(options.listed_order(lobby.members, lobby.options), 1)
            ),
        ),
        colour=discord.Colour.from_rgb(0, 158, 115),
    )
    if pace is not None:
        embed.add_field(name=t("pace.lobby_field", locale), value=lobby_line(pace, locale), inline=False)
    if game is not None:
        chosen = options.shown(game, lobby.options, locale)
        embed.add_field(
            name=t("option.lobby_field", locale),
            value="\n".join(chosen) if chosen else t("option.defaults", locale),
            inline=False,
        )
    embed.set_footer(text=t("lobby.hint", locale))
    return fit_embed(embed)


def lobby_view(lobby: LobbyRecord, locale: str | None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in ACTIONS:
        button = LobbyButton(lobby.id, action, locale)
        button.item.row = 1 if action.startswith("ai_") else 0
        view.add_item(button)
    return view


def lobby_message(
    lobby: LobbyRecord,
    locale: str | None,
    note: str = "",
    pace: PaceSettings | None = None,
    reliability: Mapping[int, Reliability] | None = None,
) -> dict[str, Any]:
    return {
        "content": shorten(note, CONTENT) if note else None,
        "embed": lobby_embed(lobby, locale, pace, reliability),
        "view": lobby_view(lobby, locale),
        "allowed_mentions": discord.AllowedMentions.none(),
    }


async def post_lobby(interaction: discord.Interaction, lobby: LobbyRecord, message: dict[str, Any], loc: str) -> None:
    """Answers a slash command with the lobby as it is now, at the bottom of the channel where it was asked for,
    and retires the copy it replaces (``lobby.message_id``, as the record was read before this answer)."""
    bot = game_bot(interaction)
    response = await interaction.response.send_message(**message)
    if response.message_id is None:
        return
    await bot.store.set_lobby_message(lobby.id, response.message_id)
    await retire_copy(interaction, lobby, response.message_id, loc)


async def retire_copy(interaction: discord.Interaction, lobby: LobbyRecord, newer: int, loc: str) -> None:
    """The older copy of a lobby keeps no buttons and points to the newer one: its buttons would still act on the
    lobby, over a list of players and options that no longer holds. One edit of a channel message (a counted
    request), made only when a command posted the lobby again, never for a button, which updates its own copy."""
    old = lobby.message_id
    if old is None or old == newer:
        return
    channel = game_bot(interaction).get_partial_messageable(lobby.channel_id, guild_id=lobby.guild_id)
    moved = t("lobby.moved", loc, link=message_link(lobby.guild_id, lobby.channel_id, newer))
    try:
        await channel.get_partial_message(old).edit(
            content=moved, embed=None, view=None, allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.NotFound:
        log.info("the older copy of lobby %s was deleted already", lobby.id)
    except REQUEST_FAILURES as error:
        log.warning("could not retire the older copy of lobby %s: %s", lobby.id, error)


LOBBY_BUTTON = CustomId("lobby", Field("lobby", NUMBER, number=True), Field("action", "|".join(ACTIONS)))


class LobbyButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=LOBBY_BUTTON):
    def __init__(self, lobby_id: int, action: str, locale: str | None = None) -> None:
        label_key, style = ACTIONS[action]
        super().__init__(
            discord.ui.Button(
                label=t(label_key, locale), style=style, custom_id=LOBBY_BUTTON.build(lobby=lobby_id, action=action)
            )
        )
        self.lobby_id = lobby_id
        self.action = action

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: self._pressed(interaction))

    async def _pressed(self, interaction: discord.Interaction) -> None:
        # A lobby's buttons act in its own channel only: pressed anywhere else (a forged press), a start would
        # post the board in the wrong channel and a moderator there could cancel it. A lobby's channel never
        # changes, so checking before the action (which takes the channel's lock) is enough.
        lobby = await game_bot(interaction).store.lobby(self.lobby_id)
        if lobby is not None and lobby.channel_id != interaction.channel_id:
            raise Refusal("error.other_channel")
        await lobby_action(interaction, self.action, self.lobby_id, from_button=True)


async def lobby_action(
    interaction: discord.Interaction, action: str, lobby_id: int | None, *, from_button: bool
) -> None:
    """Join, leave, start or cancel; the same for the lobby buttons and ``/game join|leave|start|cancel``.

    A button answers by updating the lobby message it sits on; a slash command posts a fresh lobby message.
    """
    bot = game_bot(interaction)
    _, channel_id = where(interaction)
    user = interaction.user
    loc = await public_locale(interaction)
    if action == "start":
        notes: list[str] = []

        async def thread_for(record: GameRecord) -> int | None:
            if await bot.threads.may_open(interaction.channel, record.guild_id):
                # Opening the thread is one more request to Discord (and may wait on its rate limit) before the
                # start is answered: answered first with a deferral, the start cannot miss Discord's 3 seconds.
                async def defer() -> None:
                    await interaction.response.defer(thinking=not from_button)

                await after_commit(interaction, defer)
            opening = await bot.threads.open(interaction.channel, interaction.app_permissions, record, loc)
            notes.append(opening.note)
            return opening.thread_id

        live = await bot.sessions.start(channel_id, user.id, lobby_id, thread=thread_for)
        if live.record.channel_id != channel_id:
            await start_in_thread(interaction, live, loc, from_button=from_button)
            return
        players = listed([mention(seat, loc) for seat in live.seats], loc)
        started = t("game.started", loc, game=GameName(live.engine.id), players=players)
        # Why the game is not in a thread of its own, when the channel is told (once), comes first.
        headline = "\n".join([*filter(None, notes), started])

        async def answer() -> None:
            if interaction.response.is_done():  # deferred before a thread that could not be opened
                if from_button:
                    await interaction.edit_original_response(content=headline, view=None)
            elif from_button:
                await interaction.response.edit_message(content=headline, view=None)
            else:
                await interaction.response.defer()

        # Committed: the first board goes through the publisher, as this answer when it can: edited into the
        # slash command's deferral, or a follow-up of the button's updated lobby message.
        answered = await after_commit(interaction, answer)
        bot.publisher.opening(live, headline, interaction if answered else None, thinking=not from_button)
        return
    if action == "cancel":
        playing = await bot.sessions.game(channel_id) if lobby_id is None else None
        cancelled, title = await bot.sessions.cancel(channel_id, user.id, _may_manage(interaction), lobby_id)
        if cancelled == "game" and playing is not None:
            bot.threads.posted(playing.id)  # a game in a thread of its own: its summary says it was cancelled
        text = t(f"{cancelled}.cancelled", loc, game=title, user=user.mention)
        if from_button:
            await interaction.response.edit_message(content=text, embed=None, view=None)
        else:
            await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())
        return
    if action in AI_ACTIONS:
        lobby = await bot.sessions.add_ai(channel_id, user.id, AI_ACTIONS[action], lobby_id)
        note = t("lobby.ai_added", loc, user=mention(lobby.members[-1], loc))
    elif action == "ai_remove":
        lobby, gone = await bot.sessions.remove_ai(channel_id, user.id, lobby_id)
        note = t("lobby.ai_removed", loc, user=mention(gone, loc))
    elif action == "join":
        lobby = await bot.sessions.join(channel_id, user.id, user.display_name, lobby_id)
        note = t("lobby.joined", loc, user=user.mention)
    elif action == "leave":
        lobby = await bot.sessions.leave(channel_id, user.id, lobby_id)
        note = t("lobby.left", loc, user=user.mention)
    else:
        raise ValueError(action)
    members = await of_players(bot.store, lobby.guild_id, lobby.members)
    message = lobby_message(lobby, loc, note, pace=await lobby_settings(bot.store, lobby), reliability=members)
    if from_button:
        await interaction.response.edit_message(**message)
    else:
        await post_lobby(interaction, lobby, message, loc)


async def start_in_thread(
    interaction: discord.Interaction, live: LiveGame, loc: str | None, *, from_button: bool
) -> None:
    """The game moved to its own thread: the start is answered in the lobby's channel by the game's summary (the
    lobby message itself, for its Start button), which ``bot.threads`` edits as the game goes; the first board
    opens the thread."""
    bot = game_bot(interaction)
    summary = summary_text(live, loc)
    quiet = discord.AllowedMentions.none()
    message_id: list[int | None] = []

    async def answer() -> None:
        if interaction.response.is_done():  # deferred before the thread was opened
            message = await interaction.edit_original_response(
                content=summary, embed=None, view=None, allowed_mentions=quiet
            )
            message_id.append(message.id)
        elif from_button:
            await interaction.response.edit_message(content=summary, embed=None, view=None, allowed_mentions=quiet)
            message_id.append(interaction.message.id if interaction.message is not None else None)
        else:
            response = await interaction.response.send_message(summary, allowed_mentions=quiet)
            message_id.append(response.message_id)

    if await after_commit(interaction, answer) and message_id[0] is not None:
        await bot.threads.summary_posted(live.id, message_id[0], summary)
    players = listed([mention(seat, loc) for seat in live.seats], loc)
    headline = t("game.started", loc, game=GameName(live.engine.id), players=players)
    bot.publisher.opening(live, headline, None, thinking=False)


def _may_manage(interaction: discord.Interaction) -> bool:
    permissions = interaction.permissions
    return permissions.manage_channels or permissions.administrator
