"""What calling hu now would settle, from the caller's own view: the panel shows it next to the hu option.

The engine's scoring (``scoring.settle_finish``) reads the full state at the hu; this reads only what the seat sees
(its hand, its table melds, the card in play) and the table's options, and follows the same rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from games.contract import JSON
from games.four_color_cards import settings
from games.four_color_cards.cards import COLOURS, COPIES, RANKS, TYPES, parse_code, rank_of
from games.four_color_cards.split import best_split


@dataclass(frozen=True)
class HuOutlook:
    """What calling hu now would settle, worked out from the seat's own view (its hand, its table melds, the card in
    play) and the table's options, as the engine's scoring would: the hand's points before the bonus card (which
    lies unseen in the stock), whether they reach the threshold, and what each other player pays or is paid."""

    points: int
    threshold: int
    reached: bool
    amount: int  # each other player pays the seat this (reached), or the seat pays each of them this
    others: int
    bonus: bool  # a bonus card will be turned and may add to each payment
    bonus_may_reach: bool  # below the threshold, but at this table the bonus card counts and might lift it


def _owned_types(view: JSON, winning: int | None) -> list[int]:
    """Card types the seat owns at a hu: its hand, its table melds and the winning card."""
    seat = view["seats"][view["you"]]
    codes = [*view.get("hand", []), *(c for meld in seat.get("melds", []) for c in meld["cards"])]
    owned = [t for t in map(parse_code, codes) if t is not None]
    return owned if winning is None else [*owned, winning]


def _most_bonus(owned: Sequence[int], rules: Mapping[str, JSON]) -> int:
    """The most the bonus card could add: the copies owned of a type (or rank) the stock may still hold."""
    if rules.get("bonus_match") == "rank_only":
        ranks = [sum(1 for t in owned if rank_of(t) == rank) for rank in range(RANKS)]
        return max((n for n in ranks if n < COLOURS * COPIES), default=0)
    return max((owned.count(t) for t in set(owned) if owned.count(t) < COPIES), default=0)


def hu_outlook(view: JSON, rules: Mapping[str, JSON] | None = None) -> HuOutlook | None:
    """What a hu by the viewing seat would settle now (see ``HuOutlook``), or None when its hand is not complete.

    The engine's own scoring (``scoring.settle_finish``) reads the full state; this reads only what the seat sees,
    and follows the same rules: table melds at table value, the best split of the hand plus the card in play, the
    meld holding that card at the value option A4 gives it, payments of the points over the threshold plus the
    stake, or the penalty of the threshold plus the stake to each other player (A6)."""
    rules = {**settings.defaults(), **(rules or {})}
    prompt = view.get("prompt") or {}
    seat = int(view["you"])
    winning = parse_code(str(prompt.get("card"))) if prompt.get("kind") == "claim_window" else None
    hand = [t for t in map(parse_code, view.get("hand", [])) if t is not None]
    counts = [0] * TYPES
    for card_type in hand if winning is None else [*hand, winning]:
        counts[card_type] += 1
    mode = rules["winning_meld_value"]
    own_draw = prompt.get("source") == "draw" and prompt.get("from") == seat
    exposed = None if mode == "hand" or (mode == "table_if_claimed" and own_draw) else winning
    split = best_split(counts, exposed, bool(rules["pairs_in_winning_hand"]))
    if split is None:
        return None
    points = int(view["seats"][seat]["table_points"]) + split.points
    threshold, stake = int(view["threshold"]), int(rules["stake"])
    reached = points >= threshold
    counts_toward = bool(rules["bonus_counts_toward_threshold"])
    stock = int(view.get("stock", 0)) > 0
    bonus = stock and (reached or counts_toward or bool(rules["bonus_below_threshold"]))
    may_reach = stock and counts_toward and not reached
    if may_reach:
        may_reach = points + _most_bonus(_owned_types(view, winning), rules) >= threshold
    return HuOutlook(
        points=points,
        threshold=threshold,
        reached=reached,
        amount=points - threshold + stake if reached else threshold + stake,
        others=int(view["players"]) - 1,
        bonus=bonus and reached,
        bonus_may_reach=may_reach,
    )
