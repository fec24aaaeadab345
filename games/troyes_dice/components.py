"""Component data for Troyes Dice: every printed number of the sheet, the wheel and the dice, in one place.

The values follow the project's rules decisions (shared rules notes, "Project decisions"). Where a source was
uncertain, the chosen value lives here alone, so a later correction is a one-line change.

Colours, resources and districts are referred to by index everywhere in the engine: colour ``i`` is the
district ``i`` and its resource is ``RESOURCES[i]`` (red/influence, yellow/deniers, white/knowledge).
"""

from __future__ import annotations

from typing import NamedTuple

COLOURS: tuple[str, ...] = ("red", "yellow", "white")
RED, YELLOW, WHITE = 0, 1, 2
RESOURCES: tuple[str, ...] = ("influence", "deniers", "knowledge")
INFLUENCE, DENIERS, KNOWLEDGE = 0, 1, 2

# Rows of a district: the prestige building on top, the work building below.
KINDS: tuple[str, ...] = ("prestige", "work")
PRESTIGE, WORK = 0, 1
COLUMNS = 6
ROWS = 6  # red prestige, red work, yellow prestige, yellow work, white prestige, white work
ROW_NAMES: tuple[str, ...] = tuple(f"{colour}_{kind}" for colour in COLOURS for kind in KINDS)

BUILDING_NAMES: dict[tuple[int, int], str] = {
    (RED, PRESTIGE): "Fortress",
    (RED, WORK): "Count's Palace",
    (YELLOW, PRESTIGE): "Guild",
    (YELLOW, WORK): "City Hall",
    (WHITE, PRESTIGE): "Cathedral",
    (WHITE, WORK): "Bishopric",
}

# Game length.
DAYS = 8
HALF_DAYS: tuple[str, ...] = ("morning", "afternoon")

# The wheel: 9 fixed plaza positions; on day d the neutral segment is (d-1) mod 9, the morning uses the next
# four positions clockwise and the afternoon the four after them.
WHEEL_POSITIONS = 9
SLOTS_PER_HALF_DAY = 4
# Face pairs of the nine double-sided plaza tiles (option b of the research notes).
PLAZA_TILES: tuple[tuple[int, int], ...] = (
    (RED, RED),
    (YELLOW, YELLOW),
    (WHITE, WHITE),
    (RED, YELLOW),
    (RED, YELLOW),
    (YELLOW, WHITE),
    (YELLOW, WHITE),
    (WHITE, RED),
    (WHITE, RED),
)

TRANSPARENT_DICE = 3
# What each slot of a half-day costs per resource; None means 1 resource of the player's choice.
SLOT_PRICES: tuple[tuple[int, int, int] | None, ...] = ((0, 0, 0), None, (0, 1, 0), (0, 2, 0))
COLOUR_CHANGE_KNOWLEDGE = 2
VALUE_STEP_INFLUENCE = 1
# A player with no resources at all when the black die takes the free slot gets this instead of a die.
SUPPLIES: tuple[int, int, int] = (1, 1, 1)
DESTRUCTION_FROM_DAY = 3

# Resource tracks: 18 spaces, 3 of each printed as already marked, a citizen of the track's colour when the
# 6th, 12th and 18th space is marked. Marking is cumulative: spending does not free space.
RESOURCE_TRACK = 18
START_RESOURCES = 3
RESOURCE_CITIZENS_AT: tuple[int, ...] = (6, 12, 18)

# Citizen tracks: 20 boxes per colour.
CITIZEN_TRACK = 20
COLUMN_RESOURCES_AT = 3  # all three tracks reach it: +1 of each resource
COLUMN_RESOURCE_GIFT: tuple[int, int, int] = (1, 1, 1)
COLUMN_WORK_BUILD_AT: tuple[int, ...] = (6, 11)  # all three tracks reach it: build one work building
PRESTIGE_BUILD_AT = 15  # one track reaches it: build a prestige building of another colour
CITIZEN_GIFT_AT = 20  # one track reaches it: one citizen of each other colour
WORK_CITIZENS = 2


class Gain(NamedTuple):
    """Resources (influence, deniers, knowledge) and citizens (red, yellow, white) gained at once."""

    resources: tuple[int, int, int] = (0, 0, 0)
    citizens: tuple[int, int, int] = (0, 0, 0)


def scaled(gain: Gain, times: int) -> Gain:
    r, z = gain.resources, gain.citizens
    return Gain((r[0] * times, r[1] * times, r[2] * times), (z[0] * times, z[1] * times, z[2] * times))


def resources(influence: int = 0, deniers: int = 0, knowledge: int = 0) -> Gain:
    return Gain(resources=(influence, deniers, knowledge))


def citizens(red: int = 0, yellow: int = 0, white: int = 0) -> Gain:
    return Gain(citizens=(red, yellow, white))


# Fortress (red prestige): one citizen whose colour depends on the column position; it protects its column.
FORTRESS_CITIZEN: tuple[int, ...] = (RED, RED, YELLOW, YELLOW, WHITE, WHITE)


class Guild(NamedTuple):
    counts: int  # the plaza colour whose transparent dice are counted this half-day
    per_die: Gain


# Guilds (yellow prestige), by column position.
GUILDS: tuple[Guild, ...] = (
    Guild(RED, resources(influence=3)),
    Guild(RED, citizens(red=2)),
    Guild(YELLOW, resources(deniers=3)),
    Guild(YELLOW, citizens(yellow=2)),
    Guild(WHITE, resources(knowledge=3)),
    Guild(WHITE, citizens(white=2)),
)

# Cathedrals (white prestige): the cathedral in column position k scores row k (ROW_NAMES order) at the end,
# times a multiplier given by the order in which the cathedrals were built.
CATHEDRAL_ROWS: tuple[int, ...] = (0, 1, 2, 3, 4, 5)
CATHEDRAL_MULTIPLIERS: tuple[int, ...] = (1, 1, 2, 2, 3, 3)


class Diamond(NamedTuple):
    district: int
    kind: int
    left: int  # column positions (0-based), left and right of the diamond
    right: int
    bonus: Gain


DIAMONDS: tuple[Diamond, ...] = (
    Diamond(RED, WORK, 0, 1, citizens(red=2)),
    Diamond(RED, PRESTIGE, 0, 1, citizens(red=1)),
    Diamond(RED, PRESTIGE, 2, 3, citizens(yellow=1)),
    Diamond(RED, WORK, 4, 5, resources(influence=3)),
    Diamond(RED, PRESTIGE, 4, 5, citizens(white=1)),
    Diamond(YELLOW, WORK, 0, 1, resources(deniers=3)),
    Diamond(YELLOW, WORK, 2, 3, citizens(yellow=2)),
    Diamond(WHITE, WORK, 2, 3, resources(knowledge=3)),
    Diamond(WHITE, WORK, 4, 5, citizens(white=2)),
)

# Table option "column order": the numbers printed above the six columns, left to right.
STANDARD_COLUMNS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
COLUMN_ORDERS: tuple[str, ...] = ("standard", "random")


def cell_index(district: int, kind: int, position: int) -> int:
    """Index of a cell in a sheet's 36-character cell string (row-major, ROW_NAMES order)."""
    return (district * 2 + kind) * COLUMNS + position


def diamonds_at(district: int, kind: int, position: int) -> tuple[Diamond, ...]:
    return _DIAMONDS_BY_CELL.get(cell_index(district, kind, position), ())


def _diamond_lookup() -> dict[int, tuple[Diamond, ...]]:
    table: dict[int, list[Diamond]] = {}
    for diamond in DIAMONDS:
        for position in (diamond.left, diamond.right):
            table.setdefault(cell_index(diamond.district, diamond.kind, position), []).append(diamond)
    return {index: tuple(found) for index, found in table.items()}


_DIAMONDS_BY_CELL = _diamond_lookup()
