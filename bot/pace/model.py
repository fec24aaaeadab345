"""A game's pace as the sessions keep it in memory: its settings and one set of flags per seat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.ai_seats import Level
from bot.pace.settings import PaceSettings
from bot.records import GamePaceRecord, SeatPaceRecord


@dataclass(frozen=True)
class GamePace:
    settings: PaceSettings = field(default_factory=PaceSettings)
    seats: tuple[SeatPaceRecord, ...] = ()
    # Each seat's AI level, None for a person: read from the seats' user ids (``bot.ai_seats``), never stored.
    ai: tuple[Level | None, ...] = ()
    # Seconds an AI seat waits before it plays (the bot's setting, not the game's: never stored).
    ai_pause: float = 1.5

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
        return cls(PaceSettings.from_json(record.settings), seats, tuple(ai), ai_pause)

    def seat(self, seat: int) -> SeatPaceRecord:
        return self.seats[seat] if 0 <= seat < len(self.seats) else SeatPaceRecord(seat)

    def with_seat(self, record: SeatPaceRecord) -> GamePace:
        seats = list(self.seats)
        while len(seats) <= record.seat:
            seats.append(SeatPaceRecord(len(seats)))
        seats[record.seat] = record
        return GamePace(self.settings, tuple(seats), self.ai, self.ai_pause)

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
