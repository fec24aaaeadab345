"""The game state: a frozen value that round-trips through JSON exactly.

Colours are stored as indices (0 red, 1 yellow, 2 white); each sheet's cells are a 36-character string in
``ROW_NAMES`` order, six column positions per row: ``.`` free, ``b`` built, ``x`` destroyed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.troyes_dice.dice import Slot, roll
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
    # Dice of half-days already played, (day, half, transparent, black), where the seed cannot give them back: only
    # a state sampled by the AI (whose seed is a guess at the future dice) carries the dice its view showed. The
    # engine never sets it; a game's dice always come from its seed.
    past_rolls: tuple[tuple[int, int, tuple[int, ...], int], ...] = ()

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
            self.past_rolls,
        )

    def dice_of(self, day: int, half: int) -> tuple[tuple[int, ...], int]:
        """The transparent dice and the black die of a half-day, as rolled."""
        for known_day, known_half, transparent, black in self.past_rolls:
            if (known_day, known_half) == (day, half):
                return transparent, black
        return roll(self.seed, day, half)

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
        } | ({"past_rolls": [[d, h, list(t), b] for d, h, t, b in self.past_rolls]} if self.past_rolls else {})

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
            past_rolls=tuple(
                (int(d), int(h), tuple(int(x) for x in t), int(b)) for d, h, t, b in data.get("past_rolls", [])
            ),
        )
