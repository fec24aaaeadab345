"""The public posts of pace: reminders, and what the bot played for absent players (with the board).

Every post goes through ``post``, the one place that sends to a channel, so it can be routed through a
publisher with retries without touching the wording. Public posts follow the server's default language
(``None``: English), since no interaction tells the locale.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.board import mention
from bot.i18n import t
from bot.pace.notices import AUTOMATIC, RESIGNED, TIMED_OUT, BotPlay, BotTurn, ReminderCall
from bot.publisher import Publisher
from bot.ui.game_buttons import board_buttons
from bot.ui.panels import summary_lines

TURN_KEYS = {TIMED_OUT: "pace.timeout", AUTOMATIC: "pace.automatic", RESIGNED: "pace.resigned"}
REMINDER_KEYS = ("pace.reminder.first", "pace.reminder.second", "pace.reminder.later")
LOCALE: str | None = None


def reminder_text(call: ReminderCall, loc: str | None = LOCALE) -> str:
    key = REMINDER_KEYS[min(call.level, len(REMINDER_KEYS) - 1)]
    return t(key, loc, users=", ".join(mention(user) for user in call.users), game=call.live.engine.title)


def turn_lines(turn: BotTurn, auto_after: int, loc: str | None = LOCALE) -> list[str]:
    """What the channel is told about the bot's moves for one seat: the moves it may see, or only that a
    choice was made; nobody named when the awaited players of that decision are secret."""
    if not turn.named:
        # A claim window: its awaited players are secret. A timeout is told without names; the bot answering
        # for an automatic seat is not told at all (naming it would say that seat could claim).
        return [t("pace.timeout.hidden", loc)] if turn.reason == TIMED_OUT else []
    user = mention(turn.user_id)
    shown = ", ".join(f"`{move}`" for move in turn.moves if move is not None)
    prefix = TURN_KEYS[turn.reason]
    lines = [t(f"{prefix}.public", loc, user=user, moves=shown) if shown else t(f"{prefix}.secret", loc, user=user)]
    if turn.now_automatic:
        lines.append(t("pace.now_automatic", loc, user=user, count=auto_after))
    return lines


def timed_out_users(play: BotPlay) -> list[int]:
    """The players pinged by a timeout notice: those whose time ran out, when they may be named."""
    return [turn.user_id for turn in play.turns if turn.reason == TIMED_OUT and turn.named]


def allowed(users: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(user) for user in users])


class DiscordAnnouncer:
    def __init__(self, client: discord.Client, publisher: Publisher) -> None:
        self.client = client
        # Boards go through the publisher: in order with the players' own moves, retried, in the server's board
        # mode, and recorded as seen by the channel.
        self.publisher = publisher

    async def reminder(self, call: ReminderCall) -> None:
        await self.post(
            call.live.record.channel_id,
            content=reminder_text(call),
            view=board_buttons(call.live, LOCALE),
            allowed_mentions=allowed(list(call.users)),
        )

    async def bot_play(self, play: BotPlay) -> None:
        auto_after = play.live.pace.settings.auto_after
        lines = list(dict.fromkeys(line for turn in play.turns for line in turn_lines(turn, auto_after)))
        pinged = timed_out_users(play)
        if play.board:
            headline = "\n".join([*lines, *summary_lines(play.last, LOCALE)])
            self.publisher.board(play.live, headline, LOCALE, pinged)
            return
        # No lines: the bot answered a claim window for an automatic seat, which nobody may see.
        if lines:
            await self.post(
                play.live.record.channel_id,
                content="\n".join(lines),
                view=board_buttons(play.live, LOCALE),
                allowed_mentions=allowed(pinged),
            )
        # Heard, as the publisher records its own lines: else its catch-up would post the board again a little
        # later, and after a silent answer to a claim window that board would tell that an automatic seat could
        # claim.
        for outcome in play.outcomes:
            await self.publisher.store.mark_announced(outcome.game.id, outcome.game.version)

    async def post(self, channel_id: int, **message: Any) -> None:
        """Sends one public message to the game's channel (REST only: no cache or gateway needed)."""
        await self.client.get_partial_messageable(channel_id).send(**message)
