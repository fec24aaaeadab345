"""A player's sheet: the 36 building cells, cathedral multipliers, resource and citizen tracks, and the chains
of bonuses that gains set off.

``Sheet`` is the immutable record kept in the game state. ``Worksheet`` is a mutable copy used while one move
resolves; it applies builds and gains, follows every automatic chain (resource thresholds, citizen columns,
the 20th citizen) and queues the bonus builds that need a decision of the player.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.troyes_dice import components as c

FREE, BUILT, DESTROYED = ".", "b", "x"
EMPTY_CELLS = FREE * (c.ROWS * c.COLUMNS)

# Pending bonus decisions, in the order earned: a work building of any colour (citizen columns 6 and 11) or a
# prestige building of another colour than the track that reached its 15th citizen.
WORK_BONUS = "work"
PRESTIGE_BONUS_PREFIX = "prestige-"


def prestige_bonus(track: int) -> str:
    return PRESTIGE_BONUS_PREFIX + c.COLOURS[track]


def bonus_track(bonus: str) -> int | None:
    """The citizen track whose 15th citizen earned a prestige bonus; None for a work bonus."""
    if bonus.startswith(PRESTIGE_BONUS_PREFIX):
        return c.COLOURS.index(bonus[len(PRESTIGE_BONUS_PREFIX) :])
    return None


def bonus_colours(bonus: str) -> tuple[int, ...]:
    """The district colours a pending bonus may build in."""
    track = bonus_track(bonus)
    if track is None:
        return (c.RED, c.YELLOW, c.WHITE)
    return tuple(colour for colour in range(3) if colour != track)


def bonus_kind(bonus: str) -> int:
    return c.WORK if bonus == WORK_BONUS else c.PRESTIGE


@dataclass(frozen=True, slots=True)
class Sheet:
    cells: str = EMPTY_CELLS
    cathedrals: tuple[int, ...] = (0,) * c.COLUMNS  # multiplier per column position, 0 while unbuilt
    marked: tuple[int, int, int] = (c.START_RESOURCES,) * 3  # resource track spaces marked (cumulative)
    spent: tuple[int, int, int] = (0, 0, 0)
    citizens: tuple[int, int, int] = (0, 0, 0)
    choice: str | None = None  # this half-day's hidden choice, until everyone has chosen
    bonuses: tuple[str, ...] = ()  # bonus builds waiting for a decision, oldest first

    def with_choice(self, choice: str | None) -> Sheet:
        return Sheet(self.cells, self.cathedrals, self.marked, self.spent, self.citizens, choice, self.bonuses)

    def available(self) -> tuple[int, int, int]:
        m, s = self.marked, self.spent
        return (m[0] - s[0], m[1] - s[1], m[2] - s[2])

    def cell(self, district: int, kind: int, position: int) -> str:
        return self.cells[c.cell_index(district, kind, position)]

    def is_free(self, district: int, kind: int, position: int) -> bool:
        return self.cells[c.cell_index(district, kind, position)] == FREE

    def fortress(self, position: int) -> bool:
        return self.cells[c.cell_index(c.RED, c.PRESTIGE, position)] == BUILT

    def built_in_row(self, row: int) -> int:
        start = row * c.COLUMNS
        return self.cells.count(BUILT, start, start + c.COLUMNS)

    def score(self) -> dict[str, int]:
        """Points if the game ended now: citizens, cathedrals, a point per pair of each leftover resource."""
        citizen_points = sum(self.citizens)
        cathedral_points = sum(
            multiplier * self.built_in_row(c.CATHEDRAL_ROWS[position])
            for position, multiplier in enumerate(self.cathedrals)
            if multiplier
        )
        resource_points = sum(amount // 2 for amount in self.available())
        return {
            "citizens": citizen_points,
            "cathedrals": cathedral_points,
            "resources": resource_points,
            "total": citizen_points + cathedral_points + resource_points,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "cells": self.cells,
            "cathedrals": list(self.cathedrals),
            "marked": list(self.marked),
            "spent": list(self.spent),
            "citizens": list(self.citizens),
            "choice": self.choice,
            "bonuses": list(self.bonuses),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Sheet:
        return Sheet(
            cells=str(data["cells"]),
            cathedrals=tuple(int(x) for x in data["cathedrals"]),
            marked=_triple(data["marked"]),
            spent=_triple(data["spent"]),
            citizens=_triple(data["citizens"]),
            choice=data["choice"],
            bonuses=tuple(str(b) for b in data["bonuses"]),
        )


def _triple(values: list[int]) -> tuple[int, int, int]:
    a, b, d = (int(x) for x in values)
    return (a, b, d)


Note = tuple[str, dict[str, Any]]


class Worksheet:
    """A mutable copy of a sheet while a move resolves. ``notes`` collects public happenings for events."""

    __slots__ = ("bonuses", "cathedrals", "cells", "citizens", "marked", "notes", "spent")

    def __init__(self, sheet: Sheet) -> None:
        self.cells = list(sheet.cells)
        self.cathedrals = list(sheet.cathedrals)
        self.marked = list(sheet.marked)
        self.spent = list(sheet.spent)
        self.citizens = list(sheet.citizens)
        self.bonuses = list(sheet.bonuses)
        self.notes: list[Note] = []

    def freeze(self, choice: str | None = None) -> Sheet:
        m, s, z = self.marked, self.spent, self.citizens
        return Sheet(
            cells="".join(self.cells),
            cathedrals=tuple(self.cathedrals),
            marked=(m[0], m[1], m[2]),
            spent=(s[0], s[1], s[2]),
            citizens=(z[0], z[1], z[2]),
            choice=choice,
            bonuses=tuple(self.bonuses),
        )

    # Spending and gaining.

    def spend(self, cost: tuple[int, int, int]) -> None:
        for resource in range(3):
            if cost[resource] > self.marked[resource] - self.spent[resource]:
                raise ValueError("cannot afford")  # the caller validated already; this guards the invariant
            self.spent[resource] += cost[resource]

    def gain(self, gain: c.Gain) -> None:
        for resource, amount in enumerate(gain.resources):
            if amount:
                self.gain_resource(resource, amount)
        for colour, amount in enumerate(gain.citizens):
            if amount:
                self.gain_citizens(colour, amount)

    def gain_resource(self, resource: int, amount: int) -> None:
        before = self.marked[resource]
        after = min(c.RESOURCE_TRACK, before + amount)
        self.marked[resource] = after
        for threshold in c.RESOURCE_CITIZENS_AT:
            if before < threshold <= after:
                self.gain_citizens(resource, 1)

    def gain_citizens(self, colour: int, amount: int) -> None:
        before = self.citizens[colour]
        after = min(c.CITIZEN_TRACK, before + amount)
        if after == before:
            return
        lowest_before = min(self.citizens)
        self.citizens[colour] = after
        lowest_after = min(self.citizens)
        if before < c.PRESTIGE_BUILD_AT <= after:
            self.bonuses.append(prestige_bonus(colour))
            self.notes.append(("bonus_earned", {"bonus": prestige_bonus(colour), "citizen": c.PRESTIGE_BUILD_AT}))
        if before < c.CITIZEN_GIFT_AT <= after:
            self.notes.append(("citizen_gift", {"track": c.COLOURS[colour]}))
            for other in range(3):
                if other != colour:
                    self.gain_citizens(other, 1)
        if lowest_before < c.COLUMN_RESOURCES_AT <= lowest_after:
            self.notes.append(("column_bonus", {"column": c.COLUMN_RESOURCES_AT}))
            for resource, amount in enumerate(c.COLUMN_RESOURCE_GIFT):
                self.gain_resource(resource, amount)
        for column in c.COLUMN_WORK_BUILD_AT:
            if lowest_before < column <= lowest_after:
                self.bonuses.append(WORK_BONUS)
                self.notes.append(("bonus_earned", {"bonus": WORK_BONUS, "column": column}))

    # Building.

    def is_free(self, district: int, kind: int, position: int) -> bool:
        return self.cells[c.cell_index(district, kind, position)] == FREE

    def build(self, district: int, kind: int, position: int, plaza_dice: tuple[int, int, int]) -> None:
        """Builds a free cell and applies its effect and any diamond it completes.

        ``plaza_dice`` counts this half-day's transparent dice by plaza colour, for the Guilds.
        """
        index = c.cell_index(district, kind, position)
        if self.cells[index] != FREE:
            raise ValueError("cell not free")  # the caller validated already; this guards the invariant
        self.cells[index] = BUILT
        self.notes.append(
            (
                "built",
                {
                    "colour": c.COLOURS[district],
                    "kind": c.KINDS[kind],
                    "building": c.BUILDING_NAMES[district, kind],
                    "position": position,
                },
            )
        )
        if kind == c.WORK:
            self.gain_citizens(district, c.WORK_CITIZENS)
        elif district == c.RED:
            self.gain_citizens(c.FORTRESS_CITIZEN[position], 1)
        elif district == c.YELLOW:
            guild = c.GUILDS[position]
            dice = plaza_dice[guild.counts]
            if dice:
                self.gain(c.scaled(guild.per_die, dice))
        else:
            built = sum(1 for multiplier in self.cathedrals if multiplier)
            self.cathedrals[position] = c.CATHEDRAL_MULTIPLIERS[built]
        for diamond in c.diamonds_at(district, kind, position):
            other = diamond.right if position == diamond.left else diamond.left
            if self.cells[c.cell_index(district, kind, other)] == BUILT:
                self.notes.append(
                    (
                        "diamond",
                        {
                            "colour": c.COLOURS[district],
                            "kind": c.KINDS[kind],
                            "positions": [diamond.left, diamond.right],
                        },
                    )
                )
                self.gain(diamond.bonus)

    def destroy(self, district: int, position: int) -> list[str]:
        """Crosses out the unbuilt cells of a column in one district; returns the kinds destroyed."""
        destroyed = []
        for kind in (c.PRESTIGE, c.WORK):
            index = c.cell_index(district, kind, position)
            if self.cells[index] == FREE:
                self.cells[index] = DESTROYED
                destroyed.append(c.KINDS[kind])
        return destroyed
