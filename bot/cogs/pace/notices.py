"""What the pace service asks the channel to hear: reminders and the moves the bot made for absent seats; and what
it asks a player to read in their direct messages: that a game waits for them, or that they are next.

Plain data, so the service can be tested with a recorder instead of Discord (``bot.cogs.pace.announce`` posts them).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from bot.live import LiveGame
from bot.outcome import Heard, MoveOutcome


class Absence(StrEnum):
    """Why the bot played a seat."""

    TIMED_OUT = "timeout"
    AUTOMATIC = "automatic"
    RESIGNED = "resigned"


@dataclass(frozen=True)
class ReminderCall:
    live: LiveGame
    level: int  # 0: first reminder of this wait, 1: second, 2: third and later
    users: tuple[int, ...]


@dataclass(frozen=True)
class TurnMessage:
    """A direct message to a player who asked for one (``/pace me``): the game now waits for them."""

    live: LiveGame
    user_id: int


@dataclass(frozen=True)
class NextMessage:
    """A direct message to a player who asked for one (``/pace me``): they are the next to play after the current
    turn of ``playing`` (the players the board names as awaited)."""

    live: LiveGame
    user_id: int
    playing: tuple[int, ...]


@dataclass(frozen=True)
class BotTurn:
    """The moves the bot made for one seat at one firing."""

    seat: int
    user_id: int
    reason: Absence
    moves: tuple[str | None, ...]  # what spectators may see of each move; None while it is secret
    named: bool  # False: a decision whose awaited players are secret (a claim window), so nobody is named
    now_automatic: bool  # this timeout made the seat automatic


@dataclass(frozen=True)
class BotPlay:
    turns: tuple[BotTurn, ...]
    outcomes: tuple[MoveOutcome, ...]  # every move the bot made at this firing, in the order committed

    @property
    def last(self) -> MoveOutcome:
        return self.outcomes[-1]

    @property
    def live(self) -> LiveGame:
        """The game after the bot's moves."""
        return self.last.game

    @property
    def board(self) -> bool:
        """Whether the picture changed enough (a phase, a turn, the end) to post the board."""
        return any(outcome.heard is Heard.BOARD for outcome in self.outcomes)


class Announcer(Protocol):
    async def reminder(self, call: ReminderCall) -> None: ...

    async def bot_play(self, play: BotPlay) -> None: ...

    async def ai_move(self, outcome: MoveOutcome) -> None: ...

    async def turn_message(self, message: TurnMessage) -> None: ...

    async def next_message(self, message: NextMessage) -> None: ...
