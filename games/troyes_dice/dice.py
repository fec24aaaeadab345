"""The wheel and the dice: which plazas a half-day uses, the roll, and the order of the dice on the slots."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.contract import seeded_rng
from games.troyes_dice import components as c


@dataclass(frozen=True, slots=True)
class Slot:
    """One of the four dice of a half-day, on its plaza. ``colour`` is the plaza's face colour when placed."""

    value: int
    black: bool
    position: int  # wheel position 0..8 of the plaza
    colour: int

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "black": self.black, "position": self.position, "colour": self.colour}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Slot:
        return Slot(int(data["value"]), bool(data["black"]), int(data["position"]), int(data["colour"]))


def neutral_position(day: int) -> int:
    """The wheel position under the dial's neutral (day) segment: the dial turns one notch each day."""
    return (day - 1) % c.WHEEL_POSITIONS


def slot_positions(day: int, half: int) -> tuple[int, ...]:
    first = neutral_position(day) + 1 + half * c.SLOTS_PER_HALF_DAY
    return tuple((first + i) % c.WHEEL_POSITIONS for i in range(c.SLOTS_PER_HALF_DAY))


def roll(seed: int, day: int, half: int) -> tuple[tuple[int, ...], int]:
    """The three transparent dice and the black die for a half-day, drawn from the game's seed."""
    rng = seeded_rng(seed, "dice", day, half)
    transparent = tuple(rng.randint(1, 6) for _ in range(c.TRANSPARENT_DICE))
    return transparent, rng.randint(1, 6)


def place(
    transparent: tuple[int, ...], black: int, positions: tuple[int, ...], plazas: tuple[tuple[int, int], ...]
) -> tuple[Slot, ...]:
    """Dice in ascending order on the half-day's slots; on equal values the black die goes first."""
    order = sorted([(black, 0)] + [(value, 1) for value in transparent])
    return tuple(
        Slot(value=value, black=kind == 0, position=position, colour=plazas[position][0])
        for (value, kind), position in zip(order, positions, strict=True)
    )


def black_slot(slots: tuple[Slot, ...]) -> int:
    """Index (0-based) of the black die among the slots."""
    for index, slot in enumerate(slots):
        if slot.black:
            return index
    raise ValueError("no black die")


def plaza_dice(slots: tuple[Slot, ...]) -> tuple[int, int, int]:
    """How many transparent dice sit on a plaza of each colour (what the Guilds count)."""
    counts = [0, 0, 0]
    for slot in slots:
        if not slot.black:
            counts[slot.colour] += 1
    return (counts[0], counts[1], counts[2])


def setup_plazas(seed: int) -> tuple[tuple[int, int], ...]:
    """The nine tiles in random notches, each with a random face up: (up, down) per wheel position."""
    rng = seeded_rng(seed, "plazas")
    tiles = list(c.PLAZA_TILES)
    rng.shuffle(tiles)
    return tuple((a, b) if rng.random() < 0.5 else (b, a) for a, b in tiles)


def setup_columns(seed: int, order: str) -> tuple[int, ...]:
    if order == "standard":
        return c.STANDARD_COLUMNS
    numbers = list(c.STANDARD_COLUMNS)
    seeded_rng(seed, "columns").shuffle(numbers)
    return tuple(numbers)


def flip(plazas: tuple[tuple[int, int], ...], position: int) -> tuple[tuple[int, int], ...]:
    up, down = plazas[position]
    return (*plazas[:position], (down, up), *plazas[position + 1 :])
