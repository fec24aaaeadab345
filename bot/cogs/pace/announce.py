"""The public posts of pace: reminders, and what the bot played for absent players (with the board).

Every post is queued on the publisher (``bot.publisher``), which sends it in order with the game's boards and
retries it. They are written in the server's language (``bot.server_language``), read when they are made.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence

import discord

from bot.board import message_link
from bot.cogs.pace.notices import Absence, BotPlay, BotTurn, NextMessage, ReminderCall, TurnMessage
from bot.discord_limits import CONTENT, shorten
from bot.i18n import GameName, listed, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.outcome import MoveOutcome
from bot.publisher import Publisher
from bot.said import move_said

log = logging.getLogger(__name__)
# How long a turn message waits for the channel to have the board it links to.
BOARD_WAIT = 30.0

TURN_KEYS = {Absence.TIMED_OUT: "pace.timeout", Absence.AUTOMATIC: "pace.automatic", Absence.RESIGNED: "pace.resigned"}
REMINDER_KEYS = ("pace.reminder.first", "pace.reminder.second", "pace.reminder.later")


def reminder_text(call: ReminderCall, loc: str | None = None) -> str:
    key = REMINDER_KEYS[min(call.level, len(REMINDER_KEYS) - 1)]
    users = listed([mention(user, loc) for user in call.users], loc)
    return shorten(t(key, loc, users=users, game=GameName(call.live.engine.id)), CONTENT)


def turn_lines(turn: BotTurn, outcomes: Sequence[MoveOutcome], auto_after: int, loc: str | None = None) -> list[str]:
    """What the channel is told about the bot's moves for one seat (``outcomes``, the moves of this firing): the
    moves it may see, in words, or only that a choice was made; nobody named when the awaited players of that
    decision are secret."""
    mine = [(outcome, outcome.public_move) for outcome in outcomes if outcome.seat == turn.seat]
    if not turn.named:
        # A claim window: its awaited players are secret. A timeout is told without names; the bot answering
        # for an automatic seat is not told at all (naming it would say that seat could claim).
        return [t("pace.timeout.hidden", loc)] if turn.reason is Absence.TIMED_OUT else []
    user = mention(turn.user_id, loc)
    # Each open move in words, as a player's own would read (the notation beside it).
    shown = [move_said(outcome.before, outcome.seat, move, loc) for outcome, move in mine if move is not None]
    prefix = TURN_KEYS[turn.reason]
    lines = [t(f"{prefix}.public", loc, user=user), *shown] if shown else [t(f"{prefix}.secret", loc, user=user)]
    if turn.now_automatic:
        lines.append(t("pace.now_automatic", loc, user=user, count=auto_after))
    return lines


def timed_out_users(play: BotPlay) -> list[int]:
    """The players pinged by a timeout notice: those whose time ran out, when they may be named."""
    return [turn.user_id for turn in play.turns if turn.reason is Absence.TIMED_OUT and turn.named]


def turn_message_text(message: TurnMessage, board_message_id: int | None, loc: str | None = None) -> str:
    record = message.live.record
    values = {"game": GameName(message.live.engine.id), "channel": f"<#{record.channel_id}>"}
    if board_message_id is None:
        return t("hours.turn_dm_no_link", loc, **values)
    return t("hours.turn_dm", loc, link=message_link(record.guild_id, record.channel_id, board_message_id), **values)


def next_message_text(message: NextMessage, board_message_id: int | None, loc: str | None = None) -> str:
    """ "You are next", naming who plays now as the board does (never more: in a claim window nobody is next)."""
    record = message.live.record
    values = {
        "game": GameName(message.live.engine.id),
        "channel": f"<#{record.channel_id}>",
        "players": listed([mention(user, loc) for user in message.playing], loc),
    }
    if board_message_id is None:
        return t("next.dm_no_link", loc, **values)
    return t("next.dm", loc, link=message_link(record.guild_id, record.channel_id, board_message_id), **values)


# What a direct message says, given the board message it links to (None: no board yet) and the language.
DirectText = Callable[[int | None, str | None], str]


class DiscordAnnouncer:
    """Pace's public posts, all queued on the publisher: in order with the players' own moves, retried, in the
    server's board mode, recorded as seen by the channel, and never holding up the scheduler. Turn messages go to
    the player's direct messages, from a task of their own."""

    def __init__(self, publisher: Publisher) -> None:
        self.publisher = publisher
        self._sending: set[asyncio.Task[None]] = set()

    async def sent(self) -> None:
        """Waits until every direct message being sent is sent (or given up)."""
        while self._sending:
            await asyncio.gather(*list(self._sending), return_exceptions=True)

    async def turn_message(self, message: TurnMessage) -> None:
        self._direct(message.live, message.user_id, lambda board, loc: turn_message_text(message, board, loc))

    async def next_message(self, message: NextMessage) -> None:
        self._direct(message.live, message.user_id, lambda board, loc: next_message_text(message, board, loc))

    def _direct(self, live: LiveGame, user_id: int, text: DirectText) -> None:
        task = asyncio.create_task(self._send_direct(live, user_id, text))
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)

    async def _send_direct(self, live: LiveGame, user_id: int, text: DirectText) -> None:
        """Once: a player who takes no direct message from the bot (Discord 50007), or any other failure, is
        logged and left alone, never retried; the game goes on either way."""
        with contextlib.suppress(TimeoutError):
            # The board that made the game wait for them, posted first, so that the link opens it (shielded: giving
            # up waiting must not cancel the publisher's own work).
            await asyncio.wait_for(asyncio.shield(self.publisher.settled()), BOARD_WAIT)
        try:
            posting = await self.publisher.store.posting(live.id)
            loc = await self.publisher.language(live.record.guild_id)
            written = text(posting.board_message_id if posting else None, loc)
            channel = await self.publisher.client.create_dm(discord.Object(user_id))
            await channel.send(shorten(written, CONTENT), allowed_mentions=discord.AllowedMentions.none())
        except discord.Forbidden as refused:
            log.info("direct message to %s refused (%s): not sent", user_id, refused.code)
        except Exception:
            log.exception("direct message to %s in game %s failed: not sent", user_id, live.id)

    async def reminder(self, call: ReminderCall) -> None:
        loc = await self.publisher.language(call.live.record.guild_id)
        view = self.publisher.buttons(call.live, loc)
        self.publisher.notice(call.live, reminder_text(call, loc), mentions=call.users, view=view)

    async def ai_move(self, outcome: MoveOutcome) -> None:
        """An AI seat's move reaches the channel the way a person's does."""
        self.publisher.announce(outcome)

    async def bot_play(self, play: BotPlay) -> None:
        loc = await self.publisher.language(play.live.record.guild_id)
        auto_after = play.live.pace.settings.auto_after
        lines = list(
            dict.fromkeys(line for turn in play.turns for line in turn_lines(turn, play.outcomes, auto_after, loc))
        )
        pinged = timed_out_users(play)
        if play.board:
            headline = "\n".join([*lines, *self.publisher.summary(play.last, loc)])
            self.publisher.board(play.live, headline, pinged)
            return
        # No lines: the bot answered a claim window for an automatic seat, which nobody may see. Either way the
        # moves count as heard: else the catch-up would post the board again a little later, and after a silent
        # answer to a claim window that board would tell that an automatic seat could claim.
        self.publisher.notice(
            play.live,
            shorten("\n".join(lines), CONTENT),
            mentions=pinged,
            view=self.publisher.buttons(play.live, loc) if lines else None,
            seen=[outcome.game.version for outcome in play.outcomes],
        )
