"""What the bot plays for an absent Troyes Dice player: the cheapest die, taken for resources.

Resources are never wasted and build nothing the player might have wanted elsewhere. Dice are laid out
cheapest first, so the first listed die move that takes resources without changing the die's colour or value
is the cheapest one. With no resources and the black die on the free slot, the only move is ``supplies``. A
bonus build has to be built somewhere: the first free cell on offer.
"""

from __future__ import annotations

from games.troyes_dice import rules
from games.troyes_dice.notation import SUPPLIES_MOVE
from games.troyes_dice.state import BONUS, CHOOSE, TroyesState


def safe_move(state: TroyesState, seat: int) -> str:
    sheet = state.sheets[seat]
    moves: list[str] = []
    if state.phase == CHOOSE and sheet.choice is None:
        moves = rules.legal_die_moves(state, sheet)
        if SUPPLIES_MOVE in moves:
            return SUPPLIES_MOVE
        for move in moves:
            words = move.split()
            if words[-1] == "resources" and "as" not in words and "to" not in words:
                return move
    elif state.phase == BONUS and sheet.bonuses:
        moves = rules.legal_build_moves(state, sheet)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move in phase {state.phase}")
    return moves[0]
