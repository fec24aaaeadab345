"""The game state: a frozen value that round-trips through JSON exactly.

Colours are stored as indices (0 red, 1 yellow, 2 white); each sheet's cells are a 36-character string in
``ROW_NAMES`` order, six column positions per row: ``.`` free, ``b`` built, ``x`` destroyed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.troyes_dice.dice import Slot
from games.troyes_dice.sheet import Sheet

CHOOSE, BONUS, OVER = "choose", "bonus", "over"


@dataclass(frozen=True, slots=True)
class TroyesState:
    seed: int
    players: int
    column_order: str
    columns: tuple[int, ...]  # number printed above each column position, left to right
    plazas: tuple[tuple[int, int], ...]  # per wheel position: (face up, face down)
    day: int  # 1..8
    half: int  # 0 morning, 1 afternoon
    slots: tuple[Slot, ...]
    phase: str  # CHOOSE: everyone picks a die in secret; BONUS: bonus builds are decided; OVER
    sheets: tuple[Sheet, ...]
    version: int = 0
    revealed: tuple[str, ...] = ()  # every seat's choice of the last resolved half-day, public once revealed
    # The dice the last resolved half-day's choices were made on, as they lay when chosen (public since they were
    # rolled): the board shows them beside the revealed choices until the next reveal, after the plazas moved on.
    revealed_slots: tuple[Slot, ...] = ()

    def evolve(
        self,
        *,
        plazas: tuple[tuple[int, int], ...] | None = None,
        day: int | None = None,
        half: int | None = None,
        slots: tuple[Slot, ...] | None = None,
        phase: str | None = None,
        sheets: tuple[Sheet, ...] | None = None,
        version: int | None = None,
        revealed: tuple[str, ...] | None = None,
        revealed_slots: tuple[Slot, ...] | None = None,
    ) -> TroyesState:
        """A copy with some fields changed (``dataclasses.replace`` is several times slower)."""
        return TroyesState(
            self.seed,
            self.players,
            self.column_order,
            self.columns,
            self.plazas if plazas is None else plazas,
            self.day if day is None else day,
            self.half if half is None else half,
            self.slots if slots is None else slots,
            self.phase if phase is None else phase,
            self.sheets if sheets is None else sheets,
            self.version if version is None else version,
            self.revealed if revealed is None else revealed,
            self.revealed_slots if revealed_slots is None else revealed_slots,
        )

    def position_of(self, number: int) -> int:
        """The column position whose number box holds ``number`` (what a die of that value targets)."""
        return self.columns.index(number)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "seed": self.seed,
            "players": self.players,
            "column_order": self.column_order,
            "columns": list(self.columns),
            "plazas": [list(tile) for tile in self.plazas],
            "day": self.day,
            "half": self.half,
            "slots": [slot.to_json() for slot in self.slots],
            "phase": self.phase,
            "sheets": [sheet.to_json() for sheet in self.sheets],
            "revealed": list(self.revealed),
            "revealed_slots": [slot.to_json() for slot in self.revealed_slots],
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> TroyesState:
        return TroyesState(
            seed=int(data["seed"]),
            players=int(data["players"]),
            column_order=str(data["column_order"]),
            columns=tuple(int(x) for x in data["columns"]),
            plazas=tuple((int(tile[0]), int(tile[1])) for tile in data["plazas"]),
            day=int(data["day"]),
            half=int(data["half"]),
            slots=tuple(Slot.from_json(slot) for slot in data["slots"]),
            phase=str(data["phase"]),
            sheets=tuple(Sheet.from_json(sheet) for sheet in data["sheets"]),
            version=int(data["version"]),
            revealed=tuple(str(choice) for choice in data["revealed"]),
            # Snapshots from before the field have none: their board shows the dice again from the next reveal on.
            revealed_slots=tuple(Slot.from_json(slot) for slot in data.get("revealed_slots", [])),
        )
