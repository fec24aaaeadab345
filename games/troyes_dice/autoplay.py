"""What the bot plays for an absent Troyes Dice player: the cheapest die, taken for resources.

Resources are never wasted and build nothing the player might have wanted elsewhere. Dice are laid out
cheapest first, so the first listed die move that takes resources without changing the die's colour or value
is the cheapest one. Die 2 is paid with the resource the player misses least: one that leaves its pairs whole
(a leftover pair scores a point at the end), then the one held most, then knowledge before influence before
deniers (knowledge recolours only two at a time; deniers buy dice 3 and 4). With no resources and the black die
on the free slot, the only move is ``supplies``. A bonus build has to be built somewhere: the first free cell on
offer.
"""

from __future__ import annotations

from games.troyes_dice import components as c
from games.troyes_dice import rules
from games.troyes_dice.notation import SUPPLIES_MOVE
from games.troyes_dice.sheet import Sheet
from games.troyes_dice.state import BONUS, CHOOSE, TroyesState

# Which resource goes first when two are equally spare: the last one here.
_KEEP_FIRST = (c.DENIERS, c.INFLUENCE, c.KNOWLEDGE)


def safe_move(state: TroyesState, seat: int) -> str:
    sheet = state.sheets[seat]
    moves: list[str] = []
    if state.phase == CHOOSE and sheet.choice is None:
        moves = rules.legal_die_moves(state, sheet)
        if SUPPLIES_MOVE in moves:
            return SUPPLIES_MOVE
        plain = [move for move in moves if _plain_resources(move)]
        if plain:
            die = plain[0].split()[1]
            return max((move for move in plain if move.split()[1] == die), key=lambda move: _spare(sheet, move))
    elif state.phase == BONUS and sheet.bonuses:
        moves = rules.legal_build_moves(state, sheet)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move in phase {state.phase}")
    return moves[0]


def _plain_resources(move: str) -> bool:
    """A die taken for resources as it lies: no colour or value changed."""
    words = move.split()
    return words[-1] == "resources" and "as" not in words and "to" not in words


def _spare(sheet: Sheet, move: str) -> tuple[bool, int, int]:
    """How little paying ``move`` costs the player: whether the resource it pays with is held in an odd number,
    how many are held, and its place in ``_KEEP_FIRST``; moves that pay nothing rank alike."""
    words = move.split()
    if "pay" not in words:
        return (True, 0, 0)
    resource = c.RESOURCES.index(words[words.index("pay") + 1])
    held = sheet.available()[resource]
    return (held % 2 == 1, held, _KEEP_FIRST.index(resource))
