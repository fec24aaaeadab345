"""A game's pace as the sessions keep it in memory: its settings and one set of flags per seat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.ai_seats import Level
from bot.pace.hours import Schedule
from bot.pace.players import PlayerPace, seat_schedule
from bot.pace.settings import PaceSettings
from bot.records import GamePaceRecord, SeatPaceRecord
from bot.store.base import Store


@dataclass(frozen=True)
class GamePace:
    settings: PaceSettings = field(default_factory=PaceSettings)
    seats: tuple[SeatPaceRecord, ...] = ()
    # Each seat's AI level, None for a person: read from the seats' user ids (``bot.ai_seats``), never stored.
    ai: tuple[Level | None, ...] = ()
    # Seconds an AI seat waits before it plays (the bot's setting, not the game's: never stored).
    ai_pause: float = 1.5
    # Each seat's player's own pace (quiet hours, vacation, notices; ``bot.pace.players``), None when they set
    # none: read with the game's pace from ``player_pace``, stored there, not with the game.
    players: tuple[PlayerPace | None, ...] = ()

    @classmethod
    def fresh(
        cls, settings: PaceSettings, players: int, ai: Sequence[Level | None] = (), ai_pause: float = 1.5
    ) -> GamePace:
        return cls(settings, tuple(SeatPaceRecord(seat) for seat in range(players)), tuple(ai), ai_pause)

    @classmethod
    def from_record(
        cls, record: GamePaceRecord | None, players: int, ai: Sequence[Level | None] = (), ai_pause: float = 1.5
    ) -> GamePace:
        if record is None:
            return cls.fresh(PaceSettings(), players, ai, ai_pause)
        known = {seat.seat: seat for seat in record.seats}
        seats = tuple(known.get(seat, SeatPaceRecord(seat)) for seat in range(players))
        game = cls(PaceSettings.from_json(record.settings), seats, tuple(ai), ai_pause)
        return with_seat_players(game, record.players)

    def seat(self, seat: int) -> SeatPaceRecord:
        return self.seats[seat] if 0 <= seat < len(self.seats) else SeatPaceRecord(seat)

    def with_seat(self, record: SeatPaceRecord) -> GamePace:
        seats = list(self.seats)
        while len(seats) <= record.seat:
            seats.append(SeatPaceRecord(len(seats)))
        seats[record.seat] = record
        return replace(self, seats=tuple(seats))

    def player(self, seat: int) -> PlayerPace | None:
        return self.players[seat] if 0 <= seat < len(self.players) else None

    def with_player(self, seat: int, player: PlayerPace) -> GamePace:
        people = list(self.players) + [None] * max(0, seat + 1 - len(self.players))
        people[seat] = player
        return replace(self, players=tuple(people))

    def away(self, now: float) -> list[int]:
        """The seats whose player is on vacation at ``now``."""
        return [seat for seat, player in enumerate(self.players) if player is not None and player.away_at(now)]

    def schedule(self, seat: int, now: float) -> Schedule:
        """When the seat's clock runs: the table's playing hours, its player's quiet hours and vacation."""
        return seat_schedule(self.settings.hours, self.settings.timezone, self.player(seat), now)

    def due(self, seat: int, now: float, seconds: float) -> float:
        """When ``seconds`` of the seat's active time from ``now`` will have passed."""
        return self.schedule(seat, now).due(now, seconds)

    def ai_level(self, seat: int) -> Level | None:
        """The level of an AI seat; None for a person's seat."""
        return self.ai[seat] if 0 <= seat < len(self.ai) else None

    def played_by_bot(self, seat: int) -> bool:
        """The bot plays this seat as soon as it is awaited: an AI seat, a seat made automatic after timeouts,
        or a resigned one. It is never reminded and never pinged."""
        record = self.seat(seat)
        return record.automatic or record.resigned or self.ai_level(seat) is not None

    @property
    def resigned(self) -> frozenset[int]:
        return frozenset(seat.seat for seat in self.seats if seat.resigned)


def with_seat_players(pace: GamePace, found: Sequence[tuple[int, dict[str, Any]]]) -> GamePace:
    """``pace`` with its players' own paces as ``found`` ((seat, settings), ``Store.seat_player_paces``)."""
    own = {seat: PlayerPace.from_json(data) for seat, data in found}
    return replace(pace, players=tuple(own.get(seat) for seat in range(len(pace.seats))))


async def with_players(store: Store, pace: GamePace, user_ids: Sequence[int]) -> GamePace:
    """``pace`` with the own pace of each seat's player (``user_ids`` in seat order) who set one."""
    found = [await store.player_pace(user_id) for user_id in user_ids]
    return replace(pace, players=tuple(PlayerPace.from_json(data) if data else None for data in found))
