"""What a seat may do now: prices, validation of a parsed move, and the complete list of legal moves.

Validation and enumeration follow the same rules; the tests check that every listed move validates and that a
validated move's canonical text is listed.
"""

from __future__ import annotations

from functools import lru_cache

from games.contract import Alternatives, Term
from games.troyes_dice import components as c
from games.troyes_dice.dice import Slot
from games.troyes_dice.messages import illegal, term
from games.troyes_dice.notation import SUPPLIES_MOVE, BuildChoice, DieChoice
from games.troyes_dice.sheet import BUILT, FREE, Sheet, bonus_colours, bonus_kind, bonus_track
from games.troyes_dice.state import TroyesState


def describe_amounts(amounts: tuple[int, int, int]) -> str:
    parts = [f"{n} {c.RESOURCES[r]}" for r, n in enumerate(amounts) if n]
    return ", ".join(parts) if parts else "nothing"


def price_text(slot_index: int) -> str:
    price = c.SLOT_PRICES[slot_index]
    return "1 resource of your choice" if price is None else describe_amounts(price)


_PRICE_TERMS = {(0, 0, 0): "price.free", (0, 1, 0): "price.deniers.1", (0, 2, 0): "price.deniers.2"}


def price_term(slot_index: int) -> Term:
    """The price of a die other than die 2 as a game word each language writes (slots 1, 3 and 4)."""
    price = c.SLOT_PRICES[slot_index]
    assert price is not None, "die 2's price is a resource of the player's choice"
    return term(_PRICE_TERMS[price])


def needs_supplies(state: TroyesState, sheet: Sheet) -> bool:
    """The no-resource exception: the black die holds the free slot and the player holds nothing."""
    return state.slots[0].black and sheet.available() == (0, 0, 0)


def die_cost(slot_index: int, slot: Slot, choice: DieChoice) -> tuple[int, int, int]:
    price = c.SLOT_PRICES[slot_index] or (0, 0, 0)
    cost = [price[0], price[1], price[2]]
    if choice.pay is not None:
        cost[choice.pay] += 1
    if choice.colour is not None and choice.colour != slot.colour:
        cost[c.KNOWLEDGE] += c.COLOUR_CHANGE_KNOWLEDGE
    if choice.value is not None:
        cost[c.INFLUENCE] += abs(choice.value - slot.value) * c.VALUE_STEP_INFLUENCE
    return (cost[0], cost[1], cost[2])


def canonical_die(state: TroyesState, sheet: Sheet, choice: DieChoice) -> DieChoice:
    """The choice with redundant parts dropped, or IllegalMove naming the rule it breaks."""
    if needs_supplies(state, sheet):
        raise illegal("supplies_only")
    if not 0 <= choice.slot < len(state.slots):
        raise illegal("no_such_slot", slot=choice.slot + 1)
    slot = state.slots[choice.slot]
    if slot.black:
        raise illegal("black_die", slot=choice.slot + 1)
    if c.SLOT_PRICES[choice.slot] is None:
        if choice.pay is None:
            raise illegal("pay_needed")
    elif choice.pay is not None:
        raise illegal("pay_not_needed", slot=choice.slot + 1, price=price_term(choice.slot))
    if choice.value is not None and not 1 <= choice.value <= 6:
        raise illegal("bad_value" if choice.value > 6 else "bad_value_low", value=choice.value)
    colour = None if choice.colour == slot.colour else choice.colour
    value = None if choice.value == slot.value else choice.value
    choice = DieChoice(slot=choice.slot, action=choice.action, pay=choice.pay, colour=colour, value=value)
    cost = die_cost(choice.slot, slot, choice)
    have = sheet.available()
    short = [r for r in range(3) if cost[r] > have[r]]
    if short:
        lacking = short[0]
        resource = term(f"resource.{c.RESOURCES[lacking]}")
        raise illegal("cannot_afford", resource=resource, cost=cost[lacking], have=have[lacking])
    if choice.action != "resources":
        kind = c.KINDS.index(choice.action)
        district = slot.colour if colour is None else colour
        number = slot.value if value is None else value
        _check_cell(state, sheet, district, kind, number)
    return choice


def _check_cell(state: TroyesState, sheet: Sheet, district: int, kind: int, number: int) -> None:
    if number not in state.columns:
        raise illegal("no_column", number=number)
    cell = sheet.cell(district, kind, state.position_of(number))
    if cell != FREE:
        raise illegal(
            "cell_built" if cell == BUILT else "cell_destroyed",
            building=term(f"building.{c.ROW_NAMES[district * 2 + kind]}"),
            number=number,
        )


# One row per (die, payer, colour, value): its cost and the texts and cells of its three actions.
DieOption = tuple[int, int, int, str, int, str, int, str]


def die_options(slots: tuple[Slot, ...], columns: tuple[int, ...]) -> tuple[DieOption, ...]:
    """Every way to use this half-day's dice, before looking at any sheet (the same for every seat)."""
    options: tuple[DieOption, ...] = ()
    for index, slot in enumerate(slots):
        if not slot.black:
            options += _slot_options(index, slot.value, slot.colour, columns)
    return options


@lru_cache(maxsize=1024)
def _slot_options(index: int, die_value: int, die_colour: int, columns: tuple[int, ...]) -> tuple[DieOption, ...]:
    position_of = {number: position for position, number in enumerate(columns)}
    options: list[DieOption] = []
    price = c.SLOT_PRICES[index]
    payers: tuple[int | None, ...] = (None,) if price is not None else (0, 1, 2)
    for pay in payers:
        base = list(price or (0, 0, 0))
        if pay is not None:
            base[pay] += 1
        head = f"die {index + 1}" if pay is None else f"die {index + 1} pay {c.RESOURCES[pay]}"
        for colour in range(3):
            knowledge = base[c.KNOWLEDGE] + (c.COLOUR_CHANGE_KNOWLEDGE if colour != die_colour else 0)
            coloured = head if colour == die_colour else f"{head} as {c.COLOURS[colour]}"
            for value in range(1, 7):
                influence = base[c.INFLUENCE] + abs(value - die_value) * c.VALUE_STEP_INFLUENCE
                text = coloured if value == die_value else f"{coloured} to {value}"
                position = position_of[value]
                options.append(
                    (
                        influence,
                        base[c.DENIERS],
                        knowledge,
                        text + " resources",
                        c.cell_index(colour, c.PRESTIGE, position),
                        text + " prestige",
                        c.cell_index(colour, c.WORK, position),
                        text + " work",
                    )
                )
    return tuple(options)


def legal_die_moves(state: TroyesState, sheet: Sheet) -> list[str]:
    influence, deniers, knowledge = sheet.available()
    if state.slots[0].black and influence == deniers == knowledge == 0:
        return [SUPPLIES_MOVE]
    cells = sheet.cells
    moves: list[str] = []
    add = moves.append
    for cost_i, cost_d, cost_k, resources, prestige_cell, prestige, work_cell, work in die_options(
        state.slots, state.columns
    ):
        if cost_i <= influence and cost_d <= deniers and cost_k <= knowledge:
            add(resources)
            if cells[prestige_cell] == FREE:
                add(prestige)
            if cells[work_cell] == FREE:
                add(work)
    return moves


def check_build(state: TroyesState, sheet: Sheet, choice: BuildChoice) -> None:
    bonus = sheet.bonuses[0]
    kind = bonus_kind(bonus)
    if choice.kind != kind:
        kinds = (term(f"kind.{c.KINDS[kind]}"), term(f"kind.{c.KINDS[choice.kind]}"))
        raise illegal("bonus_wrong_kind", kind=kinds[0], other=kinds[1])
    colours = bonus_colours(bonus)
    if choice.colour not in colours:
        track = bonus_track(bonus)
        raise illegal(
            "bonus_wrong_colour",
            track=term(f"track.{c.COLOURS[track if track is not None else 0]}"),
            colours=Alternatives(tuple(term(f"colour.{c.COLOURS[x]}") for x in colours)),
        )
    _check_cell(state, sheet, choice.colour, choice.kind, choice.number)


def legal_build_moves(state: TroyesState, sheet: Sheet) -> list[str]:
    bonus = sheet.bonuses[0]
    kind = bonus_kind(bonus)
    moves = []
    for colour in bonus_colours(bonus):
        for number in range(1, 7):
            if sheet.is_free(colour, kind, state.position_of(number)):
                moves.append(BuildChoice(kind, colour, number).text())
    return moves


def bonus_term(bonus: str) -> Term:
    """A pending bonus build as a game word each language writes: what it builds and how to write the move."""
    track = bonus_track(bonus)
    return term("bonus.work" if track is None else f"bonus.prestige.{c.COLOURS[track]}")
