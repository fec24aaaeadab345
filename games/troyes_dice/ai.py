"""Troyes Dice's AI support: sampling a state from a seat's view, and the easy one-step heuristic.

Sheets are public, so what a seat cannot see is small: the dice of the half-days to come (drawn from the game's
seed, which a sampled state replaces by a random one), the secret choices of players who have already chosen
this half-day (the view only says that they did: a sampled state gives them a random legal choice) and the
kind of another player's pending bonus builds (only their number is shown).

The easy player resolves every legal choice on a copy of its sheet and keeps the one whose sheet is worth most:
points now, resources (worth more early, when they still buy better dice), citizens towards the column bonuses
and 15th citizens, and cathedrals that will score the buildings still to come.
"""

from __future__ import annotations

import math
import random
from typing import Any

from games.contract import JSON, Game
from games.troyes_dice import GAME, rules
from games.troyes_dice import components as c
from games.troyes_dice.dice import Slot, plaza_dice
from games.troyes_dice.notation import BuildChoice, parse
from games.troyes_dice.resolve import resolve_choice
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


# The easy heuristic.


def _half_days_left(state: TroyesState) -> int:
    """Half-days still to play after the current one."""
    return HALF_DAYS_TOTAL - ((state.day - 1) * 2 + state.half + 1)


def sheet_value(sheet: Sheet | Worksheet, left: int) -> float:
    """Points now plus what the sheet promises with ``left`` half-days to come."""
    if isinstance(sheet, Worksheet):
        sheet = sheet.freeze()
    score = sheet.score()["total"]
    if left <= 0:
        return float(score)
    share = left / HALF_DAYS_TOTAL
    available = sheet.available()
    # Resources buy better dice and colour or value changes; pairs already score in ``score``.
    value = score + sum(min(a, 14) for a in available) * (0.25 + 0.45 * share)
    citizens = sheet.citizens
    lowest = min(citizens)
    for target in (c.COLUMN_RESOURCES_AT, *c.COLUMN_WORK_BUILD_AT):
        if lowest < target:
            value += 1.2 * share * sum(min(z, target) for z in citizens) / target
    for z in citizens:
        if z < c.PRESTIGE_BUILD_AT:
            value += 0.15 * z * share
    # Cathedrals score every building still to come in their row; free cells that can still be built.
    free = sheet.cells.count(FREE)
    for position, multiplier in enumerate(sheet.cathedrals):
        if multiplier:
            row = c.CATHEDRAL_ROWS[position]
            start = row * c.COLUMNS
            value += multiplier * 0.35 * share * sheet.cells.count(FREE, start, start + c.COLUMNS)
    value += 0.08 * free * share
    # Fortresses protect their columns from the black die.
    value += 0.6 * share * sum(1 for position in range(c.COLUMNS) if sheet.fortress(position))
    return value


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


def fast_move(state: TroyesState, seat: int) -> str:
    """The rollout policy: the easy heuristic over the dice as they lie (no colour or value changes)."""
    moves = GAME.legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0]
    if state.phase == BONUS:
        return _best_build(state, seat, moves)
    plain = [move for move in moves if " as " not in move and " to " not in move] or moves
    return _best_choice(state, seat, plain)


def candidates(state: TroyesState, seat: int, limit: int) -> list[str]:
    moves = GAME.legal_moves(state, seat)
    if len(moves) <= 1:
        return moves
    if state.phase == BONUS:
        first = _best_build(state, seat, moves)
        return [first, *(move for move in moves if move != first)][:limit]
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
    moves = GAME.legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0]
    if state.phase == BONUS:
        return _best_build(state, seat, moves)
    return _best_choice(state, seat, moves)


def evaluate(state: TroyesState, seat: int) -> float:
    """The seat's projected score, squashed into [0, 1]: players barely interact, so a strong player maximises its
    own score rather than its rank."""
    left = 0 if state.phase == OVER else _half_days_left(state) + 1
    return 1.0 - math.exp(-sheet_value(state.sheets[seat], left) / 60.0)


class TroyesDiceAI:
    game_id = "troyes_dice"
    engine: Game[Any] = GAME
    rollout_moves = 12
    tree_width = 6
    others_matter = False

    def determinize(self, view: JSON, seat: int, rng: random.Random) -> TroyesState:
        return determinize(view, seat, rng)

    def easy(self, view: JSON, seat: int, state: TroyesState, rng: random.Random) -> str:
        return easy_move(state, seat, rng)

    def policy(self, state: TroyesState, seat: int, rng: random.Random) -> str:
        return fast_move(state, seat)

    def candidates(self, state: TroyesState, seat: int, limit: int) -> list[str]:
        return candidates(state, seat, limit)

    def evaluate(self, state: TroyesState, seat: int) -> float:
        return evaluate(state, seat)


AI = TroyesDiceAI()
