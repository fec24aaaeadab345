"""Scoring a finished round: the finisher's points, the bonus card and the payments."""

from __future__ import annotations

from typing import Any

from games.four_color_cards.cards import code, counts, rank_of, type_of
from games.four_color_cards.melds import KIND_NAMES, POINTS
from games.four_color_cards.split import Split, best_split
from games.four_color_cards.state import FROM_DRAW, State

HU = "hu"  # won on the card in play
EXHAUSTED_HAND = "exhausted_hand"  # could not discard after a claim
OPENING_HU = "opening_hu"  # won with the dealt cards (only with the opening_hu option)
DRAW = "draw"  # the stock ran out


def exposed_type(state: State, seat: int, winning_card: int | None) -> int | None:
    """The card type whose meld scores at table value, following decision A4."""
    if winning_card is None:
        return None
    mode = state.options["winning_meld_value"]
    if mode == "hand" or (mode == "table_if_claimed" and state.source == FROM_DRAW and state.origin == seat):
        return None
    return type_of(winning_card)


def hand_split(state: State, seat: int, winning_card: int | None) -> Split | None:
    """The best split of ``seat``'s hand plus the winning card, or None if it is not complete."""
    cards = state.hands[seat] if winning_card is None else [*state.hands[seat], winning_card]
    return best_split(counts(cards), exposed_type(state, seat, winning_card), state.options["pairs_in_winning_hand"])


def table_points(state: State, seat: int) -> int:
    return sum(POINTS[meld.kind][0] for meld in state.melds[seat])


def base_points(state: State, seat: int, winning_card: int | None) -> int | None:
    """Table melds plus the best hand split, before the bonus; None if the hand is not complete."""
    split = hand_split(state, seat, winning_card)
    return None if split is None else table_points(state, seat) + split.points


def _bonus(state: State, seat: int, winning_card: int | None, bonus_card: int) -> int:
    owned = [*state.hands[seat], *(c for meld in state.melds[seat] for c in meld.cards)]
    if winning_card is not None:
        owned.append(winning_card)
    target = type_of(bonus_card)
    if state.options["bonus_match"] == "rank_only":
        return sum(1 for c in owned if rank_of(type_of(c)) == rank_of(target))
    return sum(1 for c in owned if type_of(c) == target)


def settle_finish(state: State, finisher: int, outcome: str, winning_card: int | None) -> dict[str, Any]:
    """Score the finisher, turn the bonus card, move the chips; returns the round's public breakdown."""
    options = state.options
    threshold: int = options["threshold"]
    stake: int = options["stake"]
    split = hand_split(state, finisher, winning_card)
    assert split is not None, "a finisher's hand always splits"
    table = [
        {
            "kind": m.kind,
            "name": KIND_NAMES[m.kind],
            "cards": [code(type_of(c)) for c in m.cards],
            "points": POINTS[m.kind][0],
        }
        for m in state.melds[finisher]
    ]
    hand = [
        {
            "kind": kind,
            "name": KIND_NAMES[kind],
            "cards": [code(t) for t in types],
            "points": POINTS[kind][0] if exposed else POINTS[kind][1],
            "table_value": exposed,
        }
        for kind, types, exposed in split.melds
    ]
    base = table_points(state, finisher) + split.points
    counts_toward = bool(options["bonus_counts_toward_threshold"])
    turn_bonus = counts_toward or base >= threshold or bool(options["bonus_below_threshold"])
    bonus = 0
    if turn_bonus and state.stock:
        state.bonus_card = state.stock.pop()
        bonus = _bonus(state, finisher, winning_card, state.bonus_card)
    points = base + bonus
    reached = (points if counts_toward else base) >= threshold
    payments = [0] * state.players
    for seat in range(state.players):
        if seat == finisher:
            continue
        if reached:  # every other player pays the finisher what exceeds the threshold, plus the stake
            amount = points - threshold + stake
            payments[seat] -= amount
            payments[finisher] += amount
        else:  # the penalty (相公): the finisher pays every other player the threshold plus the stake
            amount = threshold + stake
            payments[finisher] -= amount
            payments[seat] += amount
    for seat, delta in enumerate(payments):
        state.chips[seat] += delta
    return {
        "round": state.round,
        "outcome": outcome,
        "finisher": finisher,
        "winning_card": None if winning_card is None else code(type_of(winning_card)),
        # Where the winning card came from: "discard" or "draw", and the seat that discarded or turned it.
        "winning_source": None if winning_card is None else state.source,
        "winning_from": None if winning_card is None else state.origin,
        "table_melds": table,
        "hand_melds": hand,
        "base": base,
        "bonus_card": None if state.bonus_card is None else code(type_of(state.bonus_card)),
        "bonus": bonus,
        "points": points,
        "threshold": threshold,
        "reached": reached,
        "payments": payments,
        "chips": state.chips[:],
    }


def settle_draw(state: State) -> dict[str, Any]:
    """A drawn round: nobody pays."""
    return {
        "round": state.round,
        "outcome": DRAW,
        "finisher": None,
        "winning_card": None,
        "winning_source": None,
        "winning_from": None,
        "table_melds": [],
        "hand_melds": [],
        "base": 0,
        "bonus_card": None,
        "bonus": 0,
        "points": 0,
        "threshold": state.options["threshold"],
        "reached": False,
        "payments": [0] * state.players,
        "chips": state.chips[:],
    }
