"""Helpers to set up exact table situations for the rule tests."""

from __future__ import annotations

import random
from dataclasses import replace

from games.troyes_dice import GAME
from games.troyes_dice import components as c
from games.troyes_dice.dice import Slot
from games.troyes_dice.sheet import BUILT, Sheet
from games.troyes_dice.state import TroyesState

COLOUR = {name: index for index, name in enumerate(c.COLOURS)}


def table(players: int = 1, seed: int = 1, dice: list[tuple[int, str]] | None = None, **options: str) -> TroyesState:
    """A fresh game; ``dice`` replaces the four slots as (value, plaza colour), "black" marking the black die
    (its plaza colour is then red)."""
    state = GAME.new(players, options, seed)
    if dice is not None:
        state = with_dice(state, dice)
    return state


def with_dice(state: TroyesState, dice: list[tuple[int, str]]) -> TroyesState:
    slots = []
    for (value, colour), position in zip(dice, (1, 2, 3, 4), strict=True):
        black = colour == "black"
        slots.append(Slot(value, black, position, COLOUR["red" if black else colour]))
    return replace(state, slots=tuple(slots))


def with_sheet(state: TroyesState, seat: int = 0, **fields: object) -> TroyesState:
    sheet = replace(state.sheets[seat], **fields)  # type: ignore[arg-type]
    return replace(state, sheets=(*state.sheets[:seat], sheet, *state.sheets[seat + 1 :]))


def cells_with(sheet: Sheet, *cells: tuple[str, str, int], mark: str = BUILT) -> str:
    """The sheet's cell string with (colour, kind, column position 0-5) cells set to ``mark``."""
    out = list(sheet.cells)
    for colour, kind, position in cells:
        out[c.cell_index(COLOUR[colour], c.KINDS.index(kind), position)] = mark
    return "".join(out)


def cell(sheet: Sheet, colour: str, kind: str, position: int) -> str:
    return sheet.cell(COLOUR[colour], c.KINDS.index(kind), position)


def play(state: TroyesState, *moves: tuple[int, str]) -> TroyesState:
    for seat, move in moves:
        state, _ = GAME.apply(state, seat, move)
    return state


def random_game(
    players: int, seed: int, rng: random.Random, options: dict[str, str] | None = None, builder: bool = False
):
    """Yields every state of a game played with random legal moves, with the seat and move that led to it.

    A ``builder`` prefers building moves (which reach the citizen bonuses far more often)."""
    state = GAME.new(players, options or {}, seed)
    yield state, None, None
    while True:
        awaited = GAME.awaiting(state)
        if not awaited:
            return
        seat = rng.choice(sorted(awaited))
        moves = GAME.legal_moves(state, seat)
        builds = [m for m in moves if m.endswith(("work", "prestige"))] if builder else []
        move = rng.choice(builds if builds and rng.random() < 0.9 else moves)
        state, _ = GAME.apply(state, seat, move)
        yield state, seat, move


def played_out(players: int, seed: int = 11) -> TroyesState:
    """A whole game played out by a fixed rule (build when possible), so that its sheets hold every kind."""
    state = GAME.new(players, {}, seed)
    moves = 0
    while GAME.awaiting(state):
        seat = min(GAME.awaiting(state))
        legal = GAME.legal_moves(state, seat)
        builds = [move for move in legal if move.endswith(("work", "prestige"))]
        state, _ = GAME.apply(state, seat, (builds or legal)[moves % len(builds or legal)])
        moves += 1
    return state
