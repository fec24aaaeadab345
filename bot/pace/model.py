"""A game's pace as the sessions keep it in memory: its settings and one set of flags per seat."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.pace.settings import PaceSettings
from bot.store.records import GamePaceRecord, SeatPaceRecord


@dataclass(frozen=True)
class GamePace:
    settings: PaceSettings = field(default_factory=PaceSettings)
    seats: tuple[SeatPaceRecord, ...] = ()

    @classmethod
    def fresh(cls, settings: PaceSettings, players: int) -> GamePace:
        return cls(settings, tuple(SeatPaceRecord(seat) for seat in range(players)))

    @classmethod
    def from_record(cls, record: GamePaceRecord | None, players: int) -> GamePace:
        if record is None:
            return cls.fresh(PaceSettings(), players)
        known = {seat.seat: seat for seat in record.seats}
        seats = tuple(known.get(seat, SeatPaceRecord(seat)) for seat in range(players))
        return cls(PaceSettings.from_json(record.settings), seats)

    def seat(self, seat: int) -> SeatPaceRecord:
        return self.seats[seat] if 0 <= seat < len(self.seats) else SeatPaceRecord(seat)

    def with_seat(self, record: SeatPaceRecord) -> GamePace:
        seats = list(self.seats)
        while len(seats) <= record.seat:
            seats.append(SeatPaceRecord(len(seats)))
        seats[record.seat] = record
        return GamePace(self.settings, tuple(seats))

    def played_by_bot(self, seat: int) -> bool:
        """The bot plays this seat as soon as it is awaited: automatic after timeouts, or resigned."""
        record = self.seat(seat)
        return record.automatic or record.resigned

    @property
    def resigned(self) -> frozenset[int]:
        return frozenset(seat.seat for seat in self.seats if seat.resigned)
