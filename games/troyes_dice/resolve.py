"""Resolution: what happens to the sheets when the choices are revealed, when a bonus is built, and between
half-days (flip, dial, roll, destruction).

Each function takes a state and returns a new state plus the public events; inputs are never mutated.
"""

from __future__ import annotations

from typing import Any

from games.contract import Event
from games.troyes_dice import components as c
from games.troyes_dice import dice
from games.troyes_dice.notation import BuildChoice, DieChoice, Move, SuppliesChoice, parse
from games.troyes_dice.rules import die_cost, price_text
from games.troyes_dice.sheet import FREE, Note, Sheet, Worksheet, bonus_colours, bonus_kind
from games.troyes_dice.state import BONUS, CHOOSE, OVER, TroyesState


def start_half_day(state: TroyesState, events: list[Event]) -> TroyesState:
    """Rolls and places the dice of ``state.day``/``state.half``, then lets the black die destroy (day 3+)."""
    transparent, black = dice.roll(state.seed, state.day, state.half)
    slots = dice.place(transparent, black, dice.slot_positions(state.day, state.half), state.plazas)
    state = state.evolve(slots=slots, phase=CHOOSE)
    events.append(
        Event(
            "dice_rolled",
            {
                "day": state.day,
                "half": c.HALF_DAYS[state.half],
                "dial": dice.neutral_position(state.day),
                "slots": [
                    {
                        "slot": index + 1,
                        "value": slot.value,
                        "black": slot.black,
                        "colour": c.COLOURS[slot.colour],
                        "position": slot.position,
                        "price": None if slot.black else price_text(index),
                    }
                    for index, slot in enumerate(slots)
                ],
            },
        )
    )
    if state.day >= c.DESTRUCTION_FROM_DAY:
        state = _destroy(state, slots[dice.black_slot(slots)], events)
    return state


def _destroy(state: TroyesState, black: dice.Slot, events: list[Event]) -> TroyesState:
    position = state.position_of(black.value)
    sheets = list(state.sheets)
    hit, protected = [], []
    for seat, sheet in enumerate(sheets):
        if sheet.fortress(position):
            protected.append(seat)
            continue
        work = Worksheet(sheet)
        if work.destroy(black.colour, position):
            sheets[seat] = work.freeze(sheet.choice)
            hit.append(seat)
    events.append(
        Event(
            "cells_destroyed",
            {"colour": c.COLOURS[black.colour], "number": black.value, "seats": hit, "protected": protected},
        )
    )
    return state.evolve(sheets=tuple(sheets))


def end_half_day(state: TroyesState, events: list[Event]) -> TroyesState:
    """Flips the plaza under the black die, then moves on to the next half-day (or ends the game)."""
    black = state.slots[dice.black_slot(state.slots)]
    plazas = dice.flip(state.plazas, black.position)
    events.append(Event("plaza_flipped", {"position": black.position, "colour": c.COLOURS[plazas[black.position][0]]}))
    if state.half == 0:
        state = state.evolve(plazas=plazas, half=1)
    elif state.day < c.DAYS:
        state = state.evolve(plazas=plazas, half=0, day=state.day + 1)
    else:
        state = state.evolve(plazas=plazas, phase=OVER)
        events.append(Event("game_over", {"scores": [sheet.score()["total"] for sheet in state.sheets]}))
        return state
    return start_half_day(state, events)


def reveal(state: TroyesState, events: list[Event]) -> TroyesState:
    """Everyone has chosen: show the choices, resolve each sheet in seat order, then await bonus decisions."""
    revealed = tuple(sheet.choice or "" for sheet in state.sheets)
    events.append(Event("choices_revealed", {"choices": list(revealed)}))
    plaza_dice = dice.plaza_dice(state.slots)
    sheets = []
    for seat, sheet in enumerate(state.sheets):
        work = resolve_choice(state, sheet, parse(sheet.choice or ""), plaza_dice)
        _note_events(state, seat, work.notes, events)
        sheets.append(work.freeze())
    return _after_resolution(state.evolve(sheets=tuple(sheets), revealed=revealed, revealed_slots=state.slots), events)


def resolve_choice(state: TroyesState, sheet: Sheet, move: Move, plaza_dice: tuple[int, int, int]) -> Worksheet:
    """One seat's half-day choice resolved on a copy of its sheet (the reveal, and a preview before choosing)."""
    work = Worksheet(sheet)
    if isinstance(move, SuppliesChoice):
        work.notes.append(("supplies_taken", {}))
        work.gain(c.resources(*c.SUPPLIES))
    elif isinstance(move, DieChoice):
        _resolve_die(state, work, move, plaza_dice)
    _drop_impossible_bonuses(work)
    return work


def _resolve_die(state: TroyesState, work: Worksheet, move: DieChoice, plaza_dice: tuple[int, int, int]) -> None:
    slot = state.slots[move.slot]
    work.spend(die_cost(move.slot, slot, move))
    colour = slot.colour if move.colour is None else move.colour
    value = slot.value if move.value is None else move.value
    if move.action == "resources":
        work.notes.append(("resources_taken", {"resource": c.RESOURCES[colour], "amount": value}))
        work.gain_resource(colour, value)
    else:
        work.build(colour, c.KINDS.index(move.action), state.position_of(value), plaza_dice)


def build_bonus(state: TroyesState, seat: int, move: BuildChoice, events: list[Event]) -> TroyesState:
    """Builds the seat's oldest pending bonus (already validated), following any chain it sets off."""
    sheet = state.sheets[seat]
    work = Worksheet(sheet)
    work.bonuses.pop(0)
    work.build(move.colour, move.kind, state.position_of(move.number), dice.plaza_dice(state.slots))
    _drop_impossible_bonuses(work)
    _note_events(state, seat, work.notes, events, bonus=True)
    sheets = (*state.sheets[:seat], work.freeze(), *state.sheets[seat + 1 :])
    return _after_resolution(state.evolve(sheets=sheets), events)


def _after_resolution(state: TroyesState, events: list[Event]) -> TroyesState:
    if any(sheet.bonuses for sheet in state.sheets):
        return state.evolve(phase=BONUS)
    return end_half_day(state, events)


def _drop_impossible_bonuses(work: Worksheet) -> None:
    """A bonus build with no free cell left for it is lost (destroyed cells can never be built)."""
    while work.bonuses:
        bonus = work.bonuses[0]
        kind = bonus_kind(bonus)
        if any(
            work.cells[c.cell_index(colour, kind, position)] == FREE
            for colour in bonus_colours(bonus)
            for position in range(c.COLUMNS)
        ):
            return
        work.bonuses.pop(0)
        work.notes.append(("bonus_lost", {"bonus": bonus}))


def _note_events(state: TroyesState, seat: int, notes: list[Note], events: list[Event], bonus: bool = False) -> None:
    for kind, data in notes:
        payload: dict[str, Any] = {"seat": seat, **data}
        if "position" in data:
            payload["number"] = state.columns[data["position"]]
        if "positions" in data:
            payload["numbers"] = [state.columns[p] for p in data["positions"]]
        if kind == "built":  # chains never build by themselves: the one build is the move's own
            payload["by"] = "bonus" if bonus else "die"
        events.append(Event(kind, payload))
