"""Troyes Dice's AI support: sampling a state from a seat's view, and the easy one-step heuristic.

Sheets are public, so what a seat cannot see is small: the dice of the half-days to come (drawn from the game's
seed, which a sampled state replaces by a random one), the secret choices of players who have already chosen
this half-day (the view only says that they did: a sampled state gives them a random legal choice) and the
kind of another player's pending bonus builds (only their number is shown).

The ~500 legal texts of a half-day come down to a few dozen effects (take this many of a resource, build this
cell), each reached most cheaply by one die, payment, colour and value; only those are weighed. The easy player
resolves each on a copy of its sheet and keeps the one whose sheet is worth most: points now, resources (worth
more early, when they still buy better dice), citizens towards the column bonuses and 15th citizens, and
cathedrals that will score the buildings still to come.

The strong player (``search_kind = "flat"``: sheets never interact) plays its 20 best-valued candidates out over
the same sampled dice for several half-days, with the dice as they lie, and keeps the one whose sheet ends best.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from typing import Any

from games.ai_contract import Meter
from games.contract import JSON, Game
from games.troyes_dice import GAME, rules
from games.troyes_dice import components as c
from games.troyes_dice.dice import Slot, plaza_dice
from games.troyes_dice.notation import SUPPLIES_MOVE, BuildChoice, DieChoice, parse
from games.troyes_dice.resolve import resolve_choice
from games.troyes_dice.rules import die_cost
from games.troyes_dice.sheet import (
    BUILT,
    DESTROYED,
    FREE,
    PRESTIGE_BONUS_PREFIX,
    WORK_BONUS,
    Sheet,
    Worksheet,
    bonus_colours,
    bonus_kind,
)
from games.troyes_dice.state import BONUS, CHOOSE, OVER, TroyesState

CELL_MARKS = {"free": FREE, "built": BUILT, "destroyed": DESTROYED}
BONUSES = (WORK_BONUS, *(PRESTIGE_BONUS_PREFIX + colour for colour in c.COLOURS))
HALF_DAYS_TOTAL = c.DAYS * len(c.HALF_DAYS)
# Work units (microseconds on the reference core) of one resolved and valued choice, and of listing the effects.
RESOLVE_COST = 26.0
EFFECTS_COST = 150.0
SCORE_SCALE = 200.0
ROLLOUT_PLAIN = True
HALF_DAY_COST = 200.0  # the apply that ends a half-day: reveal, resolve, roll and place the next dice
OTHER_CHOICE_COST = 60.0


# Determinization.


def _sheet(view_sheet: dict[str, Any], columns: list[int]) -> Sheet:
    cells = "".join(CELL_MARKS[cell["state"]] for row in view_sheet["rows"] for cell in row["cells"])
    cathedrals = [0] * c.COLUMNS
    for cathedral in view_sheet["cathedrals"]:
        cathedrals[columns.index(cathedral["number"])] = int(cathedral["multiplier"])
    resources = view_sheet["resources"]
    marked = tuple(int(resources[name]["marked"]) for name in c.RESOURCES)
    spent = tuple(int(resources[name]["spent"]) for name in c.RESOURCES)
    citizens = tuple(int(view_sheet["citizens"][name]) for name in c.COLOURS)
    return Sheet(
        cells=cells,
        cathedrals=tuple(cathedrals),
        marked=(marked[0], marked[1], marked[2]),
        spent=(spent[0], spent[1], spent[2]),
        citizens=(citizens[0], citizens[1], citizens[2]),
    )


def _guess_bonuses(sheet: Sheet, count: int) -> tuple[str, ...]:
    """Pending bonuses of another seat (only their number is public): kinds that still have a free cell."""
    for bonus in BONUSES:
        kind = bonus_kind(bonus)
        if any(sheet.is_free(colour, kind, position) for colour in bonus_colours(bonus) for position in range(6)):
            return (bonus,) * count
    return (WORK_BONUS,) * count


_BONUS_ENTRIES: list[tuple[Any, str]] = []


def _own_bonus(state: TroyesState, seat: int, entry: Any) -> str:
    """The pending bonus that the seat's view shows as ``entry``, found by asking the engine how it shows each."""
    if not _BONUS_ENTRIES:
        for bonus in BONUSES:
            sheets = tuple(Sheet(bonuses=(bonus,)) for _ in state.sheets)
            probe = state.evolve(sheets=sheets, phase=BONUS)
            _BONUS_ENTRIES.append((GAME.view(probe, seat)["me"]["bonuses"][0], bonus))
    return next(bonus for shown, bonus in _BONUS_ENTRIES if shown == entry)


def _revealed_slots(view: JSON) -> tuple[Slot, ...]:
    """The last reveal's dice as the view shows them (where they lay no longer matters to anyone)."""
    return tuple(
        Slot(
            int(die["value"]),
            die["colour"] == "black",
            0,
            0 if die["colour"] == "black" else c.COLOURS.index(die["colour"]),
        )
        for die in view["revealed_dice"]
    )


def determinize(view: JSON, seat: int, rng: random.Random) -> TroyesState:
    columns = [int(n) for n in view["columns"]]
    plazas = tuple((c.COLOURS.index(p["colour"]), c.COLOURS.index(p["other_side"])) for p in view["wheel"])
    slots = tuple(
        Slot(int(slot["value"]), bool(slot["black"]), int(slot["position"]), c.COLOURS.index(slot["plaza_colour"]))
        for slot in view["slots"]
    )
    state = TroyesState(
        seed=rng.getrandbits(32),
        players=len(view["players"]),
        column_order=str(view["column_order"]),
        columns=tuple(columns),
        plazas=plazas,
        day=int(view["day"]),
        half=c.HALF_DAYS.index(view["half"]),
        slots=slots,
        phase=str(view["phase"]),
        sheets=tuple(_sheet(sheet, columns) for sheet in view["sheets"]),
        revealed=tuple(str(choice) for choice in view["revealed"]),
        revealed_slots=_revealed_slots(view),
    )
    me = view["me"]
    sheets = list(state.sheets)
    for k, summary in enumerate(view["players"]):
        sheet = sheets[k]
        if k == seat:
            bonuses = tuple(_own_bonus(state, seat, entry) for entry in me["bonuses"])
            sheets[k] = Sheet(
                sheet.cells, sheet.cathedrals, sheet.marked, sheet.spent, sheet.citizens, me["choice"], bonuses
            )
            continue
        bonuses = _guess_bonuses(sheet, int(summary["bonuses_pending"]))
        sheets[k] = Sheet(sheet.cells, sheet.cathedrals, sheet.marked, sheet.spent, sheet.citizens, None, bonuses)
    state = state.evolve(sheets=tuple(sheets))
    if state.phase == CHOOSE:
        for k, summary in enumerate(view["players"]):
            if k != seat and summary["chosen"]:
                choice = rng.choice(rules.legal_die_moves(state, sheets[k]))
                sheets[k] = sheets[k].with_choice(choice)
        state = state.evolve(sheets=tuple(sheets))
    return state


def solo(state: TroyesState, seat: int) -> TroyesState:
    """The seat's sheet alone, as seat 0 of a solo game under the same dice: sheets never interact and the dice
    come from the seed, not the number of players, so the seat's play-outs go as in the whole game at a fraction
    of the cost. Another seat's pending bonuses, which would hold up the half-day, are not carried over."""
    # Every other field carries over as it is (a field added later too): only the table shrinks to the seat.
    return replace(state, players=1, sheets=(state.sheets[seat],), revealed=state.revealed[seat : seat + 1])


# The easy heuristic.


def _half_days_left(state: TroyesState) -> int:
    """Half-days still to play after the current one."""
    return HALF_DAYS_TOTAL - ((state.day - 1) * 2 + state.half + 1)


_FORTRESS_CELLS = tuple(c.cell_index(c.RED, c.PRESTIGE, position) for position in range(c.COLUMNS))
_COLUMN_TARGETS = (c.COLUMN_RESOURCES_AT, *c.COLUMN_WORK_BUILD_AT)


def sheet_value(sheet: Sheet | Worksheet, left: int) -> float:
    """Points now plus what the sheet promises with ``left`` half-days to come (read straight from a sheet or a
    worksheet: it runs for every candidate of every rollout)."""
    cells = sheet.cells
    marked, spent = sheet.marked, sheet.spent
    a0, a1, a2 = marked[0] - spent[0], marked[1] - spent[1], marked[2] - spent[2]
    z0, z1, z2 = sheet.citizens
    score = z0 + z1 + z2 + a0 // 2 + a1 // 2 + a2 // 2
    future = 0
    for position, multiplier in enumerate(sheet.cathedrals):
        if multiplier:
            start = c.CATHEDRAL_ROWS[position] * c.COLUMNS
            row = cells[start : start + c.COLUMNS]
            score += multiplier * row.count(BUILT)
            future += multiplier * row.count(FREE)
    if left <= 0:
        return float(score)
    share = left / HALF_DAYS_TOTAL
    # Resources buy better dice and colour or value changes; pairs already score in ``score``.
    value = score + (min(a0, 14) + min(a1, 14) + min(a2, 14)) * (0.25 + 0.45 * share)
    lowest = min(z0, z1, z2)
    for target in _COLUMN_TARGETS:
        if lowest < target:
            value += 1.2 * share * (min(z0, target) + min(z1, target) + min(z2, target)) / target
    for z in (z0, z1, z2):
        if z < c.PRESTIGE_BUILD_AT:
            value += 0.15 * z * share
    # Cathedrals score every building still to come in their row; free cells that can still be built.
    value += 0.35 * share * future + 0.08 * share * cells.count(FREE)
    # Fortresses protect their columns from the black die.
    value += 0.6 * share * sum(1 for index in _FORTRESS_CELLS if cells[index] == BUILT)
    return value


# Candidate choices: the ~500 legal texts of a half-day reduce to a few dozen *effects* (which resource and how
# much, or which cell to build), each reached most cheaply by one die, payment, colour and value.

Effect = tuple[int, int]  # (-1 - resource, amount) for resources, (cell index, 0) for a build
Option = tuple[int, int, int, str]  # influence, deniers, knowledge, move text


@lru_cache(maxsize=8192)
def _slot_effects(
    index: int, die_value: int, die_colour: int, columns: tuple[int, ...], plain_only: bool
) -> tuple[tuple[Effect, tuple[Option, ...]], ...]:
    """The effects one die offers, each with its ways to pay cheapest first (the same for every seat)."""
    grouped: dict[Effect, list[tuple[int, Option]]] = {}
    price = c.SLOT_PRICES[index]
    payers: tuple[int | None, ...] = (None,) if price is not None else (0, 1, 2)
    slot = Slot(die_value, False, 0, die_colour)
    for pay in payers:
        for colour in range(3) if not plain_only else (die_colour,):
            for value in range(1, 7) if not plain_only else (die_value,):
                choice = DieChoice(
                    slot=index,
                    action="resources",
                    pay=pay,
                    colour=None if colour == die_colour else colour,
                    value=None if value == die_value else value,
                )
                cost = die_cost(index, slot, choice)
                position = columns.index(value)
                for action, effect in (
                    ("resources", (-1 - colour, value)),
                    ("prestige", (c.cell_index(colour, c.PRESTIGE, position), 0)),
                    ("work", (c.cell_index(colour, c.WORK, position), 0)),
                ):
                    text = DieChoice(index, action, pay, choice.colour, choice.value).text()
                    grouped.setdefault(effect, []).append((sum(cost), (cost[0], cost[1], cost[2], text)))
    return tuple(
        (effect, tuple(option for _total, option in sorted(options, key=lambda item: item[0])))
        for effect, options in grouped.items()
    )


def choice_moves(state: TroyesState, sheet: Sheet, plain_only: bool = False) -> list[str]:
    """One legal move per effect the dice offer this sheet (its cheapest way: fewest resources, then the most
    resource pairs kept), or only the dice as they lie."""
    have = sheet.available()
    if state.slots[0].black and have == (0, 0, 0):
        return [SUPPLIES_MOVE]
    cells = sheet.cells
    have_i, have_d, have_k = have
    best: dict[Effect, tuple[int, int, str]] = {}
    for index, slot in enumerate(state.slots):
        if slot.black:
            continue
        for effect, options in _slot_effects(index, slot.value, slot.colour, state.columns, plain_only):
            target = effect[0]
            if target >= 0 and cells[target] != FREE:
                continue
            found = best.get(effect)
            for influence, deniers, knowledge, text in options:
                if influence > have_i or deniers > have_d or knowledge > have_k:
                    continue
                total = influence + deniers + knowledge
                if found is not None and total > found[0]:
                    break  # options are sorted by total cost
                pairs = (have_i - influence) // 2 + (have_d - deniers) // 2 + (have_k - knowledge) // 2
                if found is None or total < found[0] or pairs > found[1]:
                    found = (total, pairs, text)
            if found is not None:
                best[effect] = found
    return [text for _total, _pairs, text in best.values()]


def _ranked_choices(state: TroyesState, seat: int, moves: list[str]) -> list[tuple[float, str]]:
    sheet = state.sheets[seat]
    dice = plaza_dice(state.slots)
    left = _half_days_left(state)
    ranked = []
    for move in moves:
        work = resolve_choice(state, sheet, parse(move), dice)
        ranked.append((sheet_value(work, left) + 0.9 * len(work.bonuses) * min(1.0, left / 4 + 0.2), move))
    ranked.sort(key=lambda item: -item[0])  # stable: equal values keep the engine's order
    return ranked


def _best_choice(state: TroyesState, seat: int, moves: list[str]) -> str:
    return _ranked_choices(state, seat, moves)[0][1]


def fast_move(state: TroyesState, seat: int, meter: Meter | None = None) -> str:
    """The rollout policy: the easy heuristic over the dice as they lie (no colour or value changes)."""
    if state.phase == BONUS:
        moves = GAME.legal_moves(state, seat)
        if meter is not None:
            meter.charge(RESOLVE_COST * len(moves))
        return moves[0] if len(moves) == 1 else _best_build(state, seat, moves)
    moves = choice_moves(state, state.sheets[seat], plain_only=ROLLOUT_PLAIN) or choice_moves(state, state.sheets[seat])
    if meter is not None:
        meter.charge(RESOLVE_COST * len(moves))
    return moves[0] if len(moves) == 1 else _best_choice(state, seat, moves)


def candidates(state: TroyesState, seat: int, limit: int, meter: Meter | None = None) -> list[str]:
    if state.phase == BONUS:
        moves = GAME.legal_moves(state, seat)
        if meter is not None:
            meter.charge(RESOLVE_COST * len(moves))
        if len(moves) <= 1:
            return moves
        first = _best_build(state, seat, moves)
        return [first, *(move for move in moves if move != first)][:limit]
    moves = choice_moves(state, state.sheets[seat])
    if meter is not None:
        meter.charge(RESOLVE_COST * len(moves) + EFFECTS_COST)
    if len(moves) <= 1:
        return moves
    return [move for _value, move in _ranked_choices(state, seat, moves)[:limit]]


def _best_build(state: TroyesState, seat: int, moves: list[str]) -> str:
    sheet = state.sheets[seat]
    dice = plaza_dice(state.slots)
    left = _half_days_left(state)
    best: tuple[float, str] | None = None
    for move in moves:
        parsed = parse(move)
        assert isinstance(parsed, BuildChoice)
        work = Worksheet(sheet)
        work.bonuses.pop(0)
        work.build(parsed.colour, parsed.kind, state.position_of(parsed.number), dice)
        value = sheet_value(work, left)
        if best is None or value > best[0]:
            best = (value, move)
    assert best is not None
    return best[1]


def easy_move(state: TroyesState, seat: int, rng: random.Random) -> str:
    return candidates(state, seat, 1)[0]


def evaluate(state: TroyesState, seat: int) -> float:
    """The seat's projected score, scaled into [0, 1]: players barely interact, so a strong player maximises its
    own score rather than its rank (linear, so that averaging samples averages scores)."""
    left = 0 if state.phase == OVER else _half_days_left(state) + 1
    return min(1.0, max(0.0, sheet_value(state.sheets[seat], left) / SCORE_SCALE))


class TroyesDiceAI:
    game_id = "troyes_dice"
    engine: Game[Any] = GAME
    rollout_moves = 8  # own half-days played out before the sheet is valued: enough dice to judge a choice
    tree_width = 20
    others_matter = False
    search_kind = "flat"

    def costs(self, state: TroyesState) -> Mapping[str, float]:
        # The apply that completes a half-day rolls and places the next dice: most of a half-day's cost.
        apply = (HALF_DAY_COST + OTHER_CHOICE_COST * (state.players - 1)) / state.players
        return {
            "determinize": 80.0 + 30.0 * state.players,
            "apply": apply,
            "evaluate": 12.0,
            "policy": 20.0,
            "candidates": 20.0,
            "safe": 40.0,
            "rollout": 20.0,
        }

    def determinize(self, view: JSON, seat: int, rng: random.Random) -> TroyesState:
        return determinize(view, seat, rng)

    def easy(self, view: JSON, seat: int, state: TroyesState, rng: random.Random) -> str:
        return easy_move(state, seat, rng)

    def policy(self, state: TroyesState, seat: int, rng: random.Random, meter: Meter | None = None) -> str:
        return fast_move(state, seat, meter)

    def candidates(self, state: TroyesState, seat: int, limit: int, meter: Meter | None = None) -> list[str]:
        return candidates(state, seat, limit, meter)

    def idle_move(self, state: TroyesState, seat: int) -> str:
        if state.phase == BONUS:
            return GAME.safe_move(state, seat)
        moves = choice_moves(state, state.sheets[seat], plain_only=True) or choice_moves(state, state.sheets[seat])
        return moves[0]

    def outlook(self, state: TroyesState, seat: int) -> tuple[TroyesState, int]:
        return solo(state, seat), 0

    def evaluate(self, state: TroyesState, seat: int) -> float:
        return evaluate(state, seat)


AI = TroyesDiceAI()
