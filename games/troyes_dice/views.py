"""What a seat may see, as JSON, and short labels for moves.

The public view holds everything on the table, including every sheet (sheets are public in the real game), but
never a pending choice: only whether each seat has chosen. A seat's own view adds its pending choice and the
bonus builds it still has to decide, and while it is to choose, its choice in steps with every option previewed.

Public view keys: ``game``, ``phase`` (choose/bonus/over), ``day`` (1-8), ``days``, ``half``
(morning/afternoon), ``dial`` (wheel position of the day segment), ``wheel`` (9 x {position, colour,
other_side, use: day/morning/afternoon}), ``column_order``, ``columns`` (numbers left to right), ``slots``
(4 x {slot, value, colour ("black" for the black die), plaza_colour, black, position, price: {} free,
{"any": 1}, {"deniers": n}, or null for the black die}), ``black`` {slot, value, plaza_colour, position,
destroys}, ``guild_dice`` {colour: transparent dice on plazas of that colour}, ``awaiting`` (seats),
``revealed`` (every seat's choice of the last resolved half-day), ``revealed_dice`` (the dice that half-day's
choices were made on, as rolled: 4 x {slot, value, colour ("black" for the black die)}; empty before the first
reveal), ``revealed_choices`` (``revealed`` already read, per seat {kind: die/supplies, slot (1-4), die {value,
colour} as rolled, value_set and colour_as (the new value and colour, null when unchanged), action
(resources/prestige/work)}, all but kind null for supplies; null for a seat with no choice; derived from the
state's revealed texts and dice, so a sampled state gives it back), ``players`` (per seat {seat, score, chosen,
awaiting, bonuses_pending, resources, citizens, buildings}), ``sheets`` (per seat, see ``sheet_view``), ``over``.
A seat's view adds ``me`` {seat, choice (pending, or null), bonuses (pending bonus builds, oldest first, each
{kind, colours, track}), sheet, steps (the half-day choice in steps, ``choice_steps.steps_json``, or null)}.
"""

from __future__ import annotations

from typing import Any

from games.troyes_dice import choice_steps, dice
from games.troyes_dice import components as c
from games.troyes_dice.notation import BuildChoice, DieChoice, NotationError, SuppliesChoice, parse
from games.troyes_dice.rules import describe_amounts, die_cost
from games.troyes_dice.sheet import BUILT, DESTROYED, FREE, Sheet, bonus_colours, bonus_kind, bonus_track
from games.troyes_dice.state import CHOOSE, OVER, TroyesState

CELL_STATES = {FREE: "free", BUILT: "built", DESTROYED: "destroyed"}


def gain_json(gain: c.Gain) -> dict[str, Any]:
    out: dict[str, Any] = {c.RESOURCES[r]: n for r, n in enumerate(gain.resources) if n}
    citizens = {c.COLOURS[z]: n for z, n in enumerate(gain.citizens) if n}
    if citizens:
        out["citizens"] = citizens
    return out


def price_json(slot_index: int) -> dict[str, int]:
    price = c.SLOT_PRICES[slot_index]
    if price is None:
        return {"any": 1}
    return {c.RESOURCES[r]: n for r, n in enumerate(price) if n}


def bonus_json(bonus: str) -> dict[str, Any]:
    """A pending bonus build: the kind it builds, the colours it may build in, and for a prestige building the track
    whose 15th citizen earned it (None for a work building)."""
    track = bonus_track(bonus)
    return {
        "kind": c.KINDS[bonus_kind(bonus)],
        "colours": [c.COLOURS[colour] for colour in bonus_colours(bonus)],
        "track": None if track is None else c.COLOURS[track],
    }


def sheet_view(state: TroyesState, seat: int) -> dict[str, Any]:
    sheet = state.sheets[seat]
    columns = state.columns
    rows = []
    for row, name in enumerate(c.ROW_NAMES):
        district, kind = divmod(row, 2)
        start = row * c.COLUMNS
        rows.append(
            {
                "row": name,
                "colour": c.COLOURS[district],
                "kind": c.KINDS[kind],
                "building": c.BUILDING_NAMES[district, kind],
                "cells": [
                    {"number": columns[p], "state": CELL_STATES[sheet.cells[start + p]]} for p in range(c.COLUMNS)
                ],
            }
        )
    cathedrals = []
    for position, multiplier in enumerate(sheet.cathedrals):
        if multiplier:
            linked = c.CATHEDRAL_ROWS[position]
            built = sheet.built_in_row(linked)
            cathedrals.append(
                {
                    "number": columns[position],
                    "multiplier": multiplier,
                    "row": c.ROW_NAMES[linked],
                    "built_in_row": built,
                    "points": multiplier * built,
                }
            )
    built_cathedrals = len(cathedrals)
    diamonds = []
    for diamond in c.DIAMONDS:
        left = sheet.cell(diamond.district, diamond.kind, diamond.left)
        right = sheet.cell(diamond.district, diamond.kind, diamond.right)
        status = "claimed" if left == right == BUILT else "lost" if DESTROYED in (left, right) else "open"
        diamonds.append(
            {
                "row": c.ROW_NAMES[diamond.district * 2 + diamond.kind],
                "numbers": [columns[diamond.left], columns[diamond.right]],
                "bonus": gain_json(diamond.bonus),
                "state": status,
            }
        )
    available = sheet.available()
    lowest = min(sheet.citizens)
    return {
        "seat": seat,
        "rows": rows,
        "protected_numbers": [columns[p] for p in range(c.COLUMNS) if sheet.fortress(p)],
        "cathedrals": cathedrals,
        "next_cathedral_multiplier": (
            c.CATHEDRAL_MULTIPLIERS[built_cathedrals] if built_cathedrals < c.COLUMNS else None
        ),
        "diamonds": diamonds,
        "resources": {
            name: {
                "available": available[r],
                "marked": sheet.marked[r],
                "spent": sheet.spent[r],
                "track": c.RESOURCE_TRACK,
                "citizens_at": list(c.RESOURCE_CITIZENS_AT),
            }
            for r, name in enumerate(c.RESOURCES)
        },
        "citizens": {name: sheet.citizens[z] for z, name in enumerate(c.COLOURS)},
        "citizen_track": c.CITIZEN_TRACK,
        "column_bonuses": [
            {"column": c.COLUMN_RESOURCES_AT, "reward": "1 of each resource", "reached": lowest >= 3},
            *(
                {"column": column, "reward": "build a work building", "reached": lowest >= column}
                for column in c.COLUMN_WORK_BUILD_AT
            ),
        ],
        "score": sheet.score(),
    }


def seat_summary(state: TroyesState, seat: int, awaited: frozenset[int]) -> dict[str, Any]:
    sheet: Sheet = state.sheets[seat]
    available = sheet.available()
    return {
        "seat": seat,
        "score": sheet.score()["total"],
        "chosen": state.phase == CHOOSE and sheet.choice is not None,
        "awaiting": seat in awaited,
        "bonuses_pending": len(sheet.bonuses),
        "resources": {name: available[r] for r, name in enumerate(c.RESOURCES)},
        "citizens": {name: sheet.citizens[z] for z, name in enumerate(c.COLOURS)},
        "buildings": sheet.cells.count(BUILT),
    }


def revealed_dice(state: TroyesState) -> list[dict[str, Any]]:
    """The dice the last reveal's choices were made on, as rolled (public since they were rolled)."""
    return [
        {"slot": index + 1, "value": slot.value, "colour": "black" if slot.black else c.COLOURS[slot.colour]}
        for index, slot in enumerate(state.revealed_slots)
    ]


def revealed_choice(text: str, dice: list[dict[str, Any]]) -> dict[str, Any] | None:
    """One seat's revealed choice, read from its text for the board: ``kind`` (die or supplies), ``slot`` (1-4),
    ``die`` (the chosen die as rolled, from ``dice``, the half-day's revealed dice), ``value_set`` and
    ``colour_as`` (what the player changed, or null), ``action``. None for a text that is no half-day choice."""
    try:
        move = parse(text)
    except NotationError:
        return None
    if isinstance(move, SuppliesChoice):
        return {"kind": "supplies", "slot": None, "die": None, "value_set": None, "colour_as": None, "action": None}
    if not isinstance(move, DieChoice):
        return None
    rolled = next((die for die in dice if die["slot"] == move.slot + 1), None)
    return {
        "kind": "die",
        "slot": move.slot + 1,
        "die": None if rolled is None else {"value": rolled["value"], "colour": rolled["colour"]},
        "value_set": move.value,
        "colour_as": None if move.colour is None else c.COLOURS[move.colour],
        "action": move.action,
    }


def public_view(state: TroyesState, awaited: frozenset[int]) -> dict[str, Any]:
    neutral = dice.neutral_position(state.day)
    uses = {neutral: "day"}
    for half, name in enumerate(c.HALF_DAYS):
        for position in dice.slot_positions(state.day, half):
            uses[position] = name
    black_index = dice.black_slot(state.slots)
    black = state.slots[black_index]
    rolled = revealed_dice(state)
    return {
        "game": "troyes_dice",
        "phase": state.phase,
        "day": state.day,
        "days": c.DAYS,
        "half": c.HALF_DAYS[state.half],
        "dial": neutral,
        "wheel": [
            {"position": p, "colour": c.COLOURS[up], "other_side": c.COLOURS[down], "use": uses[p]}
            for p, (up, down) in enumerate(state.plazas)
        ],
        "column_order": state.column_order,
        "columns": list(state.columns),
        "slots": [
            {
                "slot": index + 1,
                "value": slot.value,
                "colour": "black" if slot.black else c.COLOURS[slot.colour],
                "plaza_colour": c.COLOURS[slot.colour],
                "black": slot.black,
                "position": slot.position,
                "price": None if slot.black else price_json(index),
            }
            for index, slot in enumerate(state.slots)
        ],
        "black": {
            "slot": black_index + 1,
            "value": black.value,
            "plaza_colour": c.COLOURS[black.colour],
            "position": black.position,
            "destroys": state.day >= c.DESTRUCTION_FROM_DAY,
        },
        "guild_dice": dict(zip(c.COLOURS, dice.plaza_dice(state.slots), strict=True)),
        "awaiting": sorted(awaited),
        "revealed": list(state.revealed),
        "revealed_dice": rolled,
        "revealed_choices": [revealed_choice(text, rolled) for text in state.revealed],
        "players": [seat_summary(state, seat, awaited) for seat in range(state.players)],
        "sheets": [sheet_view(state, seat) for seat in range(state.players)],
        "over": state.phase == OVER,
    }


def seat_view(state: TroyesState, seat: int, awaited: frozenset[int]) -> dict[str, Any]:
    view = public_view(state, awaited)
    sheet = state.sheets[seat]
    view["me"] = {
        "seat": seat,
        "choice": sheet.choice,
        "bonuses": [bonus_json(bonus) for bonus in sheet.bonuses],
        "sheet": view["sheets"][seat],
        # The half-day choice in steps while it is to be made (``choice_steps.steps_json``), else null.
        "steps": choice_steps.steps_json(state, seat),
    }
    return view


def move_label(state: TroyesState, move: str) -> str:
    try:
        parsed = parse(move)
    except NotationError:
        return move[:100]
    if isinstance(parsed, SuppliesChoice):
        return "Take 1 influence, 1 denier and 1 knowledge (no resources and no free die)"
    if isinstance(parsed, BuildChoice):
        name = c.BUILDING_NAMES[parsed.colour, parsed.kind]
        return f"Bonus: build the {c.COLOURS[parsed.colour]} {name} in column {parsed.number}"[:100]
    assert isinstance(parsed, DieChoice)
    if not 0 <= parsed.slot < len(state.slots):
        return move[:100]
    slot = state.slots[parsed.slot]
    colour = slot.colour if parsed.colour is None else parsed.colour
    value = slot.value if parsed.value is None else parsed.value
    label = f"Die {parsed.slot + 1} ({c.COLOURS[slot.colour]} {slot.value})"
    if (colour, value) != (slot.colour, slot.value):
        label += f" as {c.COLOURS[colour]} {value}"
    if parsed.action == "resources":
        label += f": take {value} {c.RESOURCES[colour]}"
    else:
        kind = c.KINDS.index(parsed.action)
        label += f": build {c.BUILDING_NAMES[colour, kind]} in column {value}"
    cost = die_cost(parsed.slot, slot, parsed)
    label += " · free" if cost == (0, 0, 0) else f" · pay {describe_amounts(cost)}"
    return label[:100]
