"""What the bot plays for an absent Copenhagen player: a turn that takes cards and builds nothing.

Taking cards never loses anything, so an absent player's turn is: the first card in the harbour, a neighbouring
second card (never one that would use up Any cards), the most plentiful colour when over the hand limit, no
optional extras, a taken-back placement if one was waiting for payment, and the first coat-of-arms option.
"""

from __future__ import annotations

from collections.abc import Callable

from games.copenhagen import components as c
from games.copenhagen import notation
from games.copenhagen import state as s
from games.copenhagen.state import CopenhagenState

# Decisions with one obviously harmless answer: skip the optional action, take back an unpaid placement.
FIXED_ANSWERS = {s.AFTER_TAKE: "end", s.BUILD: "end", s.PAY: "cancel"}


def safe_move(state: CopenhagenState, seat: int, legal_moves: Callable[[CopenhagenState, int], list[str]]) -> str:
    phase = state.phase
    if phase in FIXED_ANSWERS:
        return FIXED_ANSWERS[phase]
    if phase == s.START:
        # The harbour is refilled before every turn; listing the takes spares computing every placement.
        for slot, card in enumerate(state.harbour):
            if card is not None:
                return notation.format_take(slot)
    if phase == s.SECOND:
        first = state.taken[0]
        for slot, card in enumerate(state.harbour):
            if card is not None and abs(slot - first) == 1:
                return notation.format_take(slot)
    if phase == s.DISCARD:
        hand = state.hands[seat]
        most = max(c.COLOURS, key=lambda colour: hand[colour])  # max keeps the first colour of a tie
        return notation.format_discard(most)
    moves = legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move in phase {phase}")
    return moves[0]
