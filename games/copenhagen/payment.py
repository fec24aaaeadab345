"""What a tile costs where it is placed, and the ways a hand can pay it.

Cost = size, minus 1 when the tile touches a tile of its own colour (automatic on BGA), minus 1 with
Construction discount; the two discounts stack and the cost can reach 0. Change of colors lets the cards of
one other colour count as the tile's colour, mixed freely with the tile's own colour.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.copenhagen import components as c


@dataclass(frozen=True)
class Payment:
    cards: dict[str, int]  # colour -> cards spent (non-zero only)
    discount: bool  # Construction discount used
    changed: bool  # Change of colors used


def base_cost(size: int, touches_same_colour: bool) -> int:
    return size - (c.ADJACENT_DISCOUNT if touches_same_colour else 0)


def spare_other_colour(hand: dict[str, int], colour: str) -> int:
    """Most cards of a single other colour in the hand (what Change of colors could add)."""
    return max((n for col, n in hand.items() if col != colour), default=0)


def payment_options(
    colour: str, cost: int, hand: dict[str, int], discount_active: bool, change_active: bool
) -> list[Payment]:
    """Every distinct way to pay ``cost`` cards of ``colour`` from ``hand`` with the active abilities.

    Using Change of colors without paying any card of the other colour would only waste it, so that is not
    offered.
    """
    options: list[Payment] = []
    own = hand.get(colour, 0)
    for discount in (False, True) if discount_active else (False,):
        due = max(0, cost - (c.CONSTRUCTION_DISCOUNT if discount else 0))
        if own >= due:
            options.append(Payment({colour: due} if due else {}, discount, False))
        if not change_active or due == 0:
            continue
        for other in c.COLOURS:
            if other == colour:
                continue
            for spent in range(1, min(due, hand.get(other, 0)) + 1):
                if own >= due - spent:
                    cards = {colour: due - spent, other: spent} if due > spent else {other: spent}
                    options.append(Payment(cards, discount, True))
    return options
