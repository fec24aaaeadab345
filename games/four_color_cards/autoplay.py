"""What the bot plays for an absent Four Color Cards player: it lets cards go and keeps melds together.

In a claim window it passes. Where passing is not allowed (a turned-up general the seat must take) it takes
the general alone if it may, else its first option that is not a win. When a discard is due it discards the
card that belongs to the fewest melds in the hand (no copy of it, no sequence it completes, no soldier set).
It never declares a win on the player's behalf.
"""

from __future__ import annotations

from games.four_color_cards import notation as n
from games.four_color_cards.cards import (
    COLOURS,
    SOLDIER,
    code,
    colour_of,
    counts,
    is_general,
    make_type,
    rank_of,
    type_of,
)
from games.four_color_cards.melds import rank_group
from games.four_color_cards.state import CLAIM, DISCARD, State


def safe_move(state: State, seat: int) -> str:
    if state.phase == CLAIM:
        choices = state.choices[seat] if seat < len(state.choices) else []
        # A turned-up general that must be taken: take it alone rather than decide a bigger meld or a win.
        for answer in (n.PASS, n.GENERAL):
            if answer in choices:
                return answer
        if choices:
            return next((answer for answer in choices if answer != n.HU), choices[0])
    elif state.phase == DISCARD and seat == state.turn:
        held = counts(state.hands[seat])
        discardable = sorted({type_of(card) for card in state.hands[seat] if not is_general(type_of(card))})
        if discardable:
            loosest = min(discardable, key=lambda card_type: (_melds_it_joins(held, card_type), held[card_type]))
            return f"{n.DISCARD} {code(loosest)}"
    raise ValueError(f"seat {seat} has no legal move in phase {state.phase}")


def _melds_it_joins(held: list[int], card_type: int) -> int:
    """How many kinds of meld ``card_type`` takes part in within the hand (``held``: counts per type)."""
    rank, colour = rank_of(card_type), colour_of(card_type)
    joins = 1 if held[card_type] >= 2 else 0
    if rank == SOLDIER:
        others = sum(1 for other in range(COLOURS) if other != colour and held[make_type(other, SOLDIER)])
        joins += 1 if others >= 2 else 0
    else:
        partners = [make_type(colour, other) for other in rank_group(rank) if other != rank]
        joins += 1 if all(held[partner] for partner in partners) else 0
    return joins
