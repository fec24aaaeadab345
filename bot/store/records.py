"""Plain records the store hands out. Game states travel as JSON text; the store never interprets them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class StoreError(Exception):
    """Base of the store's refusals."""


class ChannelBusy(StoreError):
    """The channel already has an open lobby or an active game."""


class VersionConflict(StoreError):
    """The game moved on since it was loaded: the move was not recorded."""


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
