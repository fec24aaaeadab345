"""The bot's plain records: what the store hands out and takes in, read throughout the bot. Game states travel
as JSON text; the store never interprets them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class StoreError(Exception):
    """Base of the store's refusals."""


class ChannelBusy(StoreError):
    """The channel already has an open lobby or an active game."""


class VersionConflict(StoreError):
    """The game moved on since it was loaded: the move was not recorded."""


class SeasonRunning(StoreError):
    """A season of that game already runs on that server."""


@dataclass(frozen=True)
class LobbyRecord:
    id: int
    guild_id: int | None
    channel_id: int
    game_type: str
    host_id: int
    options: dict[str, Any]
    status: str
    message_id: int | None
    members: tuple[int, ...]  # user ids in join order; the host first
    names: tuple[str, ...]  # display names, same order


@dataclass(frozen=True)
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int
    game_type: str
    options: dict[str, Any]
    seed: int
    host_id: int
    status: str
    version: int
    state: Any  # the engine's JSON
    seats: tuple[int, ...]  # user id per seat
    names: tuple[str, ...]  # display name per seat

    def seat_of(self, user_id: int) -> int | None:
        return self.seats.index(user_id) if user_id in self.seats else None


@dataclass(frozen=True)
class MoveRecord:
    version: int
    seat: int
    user_id: int
    move: str
    created_at: float
    by_bot: bool = False  # the bot played it for the seat (time ran out, an automatic or resigned seat)


# Pace and timers


@dataclass(frozen=True)
class SeatPaceRecord:
    seat: int
    muted: bool = False
    automatic: bool = False
    timeouts: int = 0  # consecutive decisions the bot made for this seat
    resigned: bool = False


@dataclass(frozen=True)
class GamePaceRecord:
    settings: dict[str, Any]  # JSON; ``bot.pace.settings`` reads it
    seats: tuple[SeatPaceRecord, ...]  # one per seat, in seat order
    # (seat, JSON) for each seat whose player set a pace of their own (``player_pace``; ``bot.pace.players``).
    players: tuple[tuple[int, dict[str, Any]], ...] = ()


class TimerKind(StrEnum):
    """What a timer does when due (stored by its value)."""

    REMINDER = "reminder"  # remind the awaited player
    DEADLINE = "deadline"  # the time limit: the bot plays for the seat


@dataclass(frozen=True)
class TimerRecord:
    game_id: int
    channel_id: int
    seat: int
    kind: TimerKind
    due_at: float
    since: float  # when the seat's wait began
    fired: int  # reminders already sent during this wait


@dataclass(frozen=True)
class PlannedTimer:
    """A timer a game should have. An existing row keeps its times unless ``renew`` asks to replace it."""

    seat: int
    kind: TimerKind
    due_at: float
    since: float
    fired: int = 0
    renew: bool = False


@dataclass(frozen=True)
class PaceChange:
    """Pace facts written together, in the same transaction as the move (if any) that caused them.

    ``timers`` (when not None) is the complete set the game should have: rows not in it are deleted.
    ``seats`` are seat rows to write; ``settings`` the game's pace settings; ``finish`` ends the game, and ``end``
    (how it ended) is then recorded and rated with it.
    """

    timers: tuple[PlannedTimer, ...] | None = None
    seats: tuple[SeatPaceRecord, ...] = ()
    settings: dict[str, Any] | None = None
    finish: bool = False
    end: GameEnd | None = None


# Posting


@dataclass(frozen=True)
class PostingRecord:
    """What the channel has seen of a game: the publisher's outbox row."""

    game_id: int
    guild_id: int | None
    channel_id: int
    status: str
    version: int
    posted_version: int | None  # None: not even the opening board reached the channel
    board_message_id: int | None
    ping_message_id: int | None

    @property
    def due(self) -> bool:
        """Whether the channel has not seen the game's latest state."""
        return self.posted_version is None or self.posted_version < self.version


# Ratings and results


@dataclass(frozen=True)
class GameEnd:
    """How a game ended, seat by seat, handed to the store with the change that ends it: the store records it and
    rates the game in that same transaction (``bot.ratings.game_end`` builds it from the game's result)."""

    places: tuple[int, ...]  # 1 best; tied seats share a place; resigned seats are already placed last
    scores: tuple[int, ...]
    resigned: tuple[bool, ...]


@dataclass(frozen=True)
class RatingRecord:
    """One player's OpenSkill rating in one game on one server (``player_id``: see ``bot.ratings.player_of``)."""

    guild_id: int
    game_type: str
    player_id: int
    mu: float
    sigma: float
    games: int  # rated games played
    wins: int  # rated games ended in first place


@dataclass(frozen=True)
class SeatResult:
    """One seat's outcome of a finished game, as the store writes it."""

    seat: int
    player_id: int
    place: int
    score: int
    resigned: bool
    rated: bool


@dataclass(frozen=True)
class ResultRecord:
    """One seat's outcome of a finished game, with where its final board was posted."""

    game_id: int
    seat: int
    guild_id: int | None
    channel_id: int
    game_type: str
    player_id: int
    place: int
    players: int
    score: int
    resigned: bool
    rated: bool
    finished_at: float
    board_message_id: int | None  # the game's last board message, if one was posted


@dataclass(frozen=True)
class PlayerTotals:
    """A player's finished games of one game type on one server."""

    game_type: str
    played: int  # every finished game, solo games included
    rated: int  # games that changed ratings (two seats or more)
    wins: int  # rated games ended in first place
    best_score: int


@dataclass(frozen=True)
class MoveTimes:
    """How long a player takes to move in a server's async games: the median of their latest waits, in seconds,
    and how many waits it is taken over (``Store.move_times`` says which moves count)."""

    median: float
    moves: int


@dataclass(frozen=True)
class DailyRecord:
    """A player's game of one day of the daily challenge (``bot.daily``): the day (``YYYY-MM-DD``, UTC), the
    server and the text channel it was asked for in (``parent_id``, where its result line goes), the game and its
    private thread (the game's channel), the game's status, the player's score once it finished (None before), and
    whether its result line was posted."""

    day: str
    user_id: int
    guild_id: int
    parent_id: int
    game_id: int
    thread_id: int
    status: str
    score: int | None
    told: bool


@dataclass(frozen=True)
class SeasonRecord:
    """A season of one game on one server (``bot.seasons``): numbered from 1 per server and game, started in
    ``channel_id`` (where its end is announced); ``ended_at`` None while it runs."""

    id: int
    guild_id: int
    game_type: str
    number: int
    channel_id: int
    started_by: int
    started_at: float
    ends_at: float
    ended_at: float | None
    announced: bool

    @property
    def running(self) -> bool:
        return self.ended_at is None


@dataclass(frozen=True)
class ReliabilityCounts:
    """What a player's reliability on a server is computed from (``Store.reliability_counts``): their finished
    games and how many of those they finished themselves; their turns and how many of those they played in time."""

    games: int
    finished: int
    turns: int
    on_time: int


@dataclass(frozen=True)
class GameThreadRecord:
    """A game played in a thread of its own: the text channel its lobby was in (``parent_id``), the message there
    that sums it up, and whether its finished thread was told to archive itself."""

    game_id: int
    parent_id: int
    summary_message_id: int | None
    closed: bool
