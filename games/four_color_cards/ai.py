"""Four Color Cards' AI support: sampling a state from a seat's view, and the easy one-step heuristic.

What a seat cannot see: the other hands (only their sizes), the stock's order, and in a claim window who else
may claim and what they answered. A sampled state deals the unseen cards at random to the other hands and the
stock, works out every seat's claims from those hands as the engine does when a window opens, and leaves the
other seats' answers undecided (a forced claim, their only option, is answered as the engine answers it). The
table options are the view's.

The easy player values a hand by splitting it into melds (hand points), near-melds (two of a sequence or of a
soldier set, a pair that can be ponged) and loose cards, which must be discarded or matched before the hand can
win. It discards the card whose loss costs least, claims when the meld on the table plus what is left in the hand
beats keeping the hand, and calls hu only when the win reaches the threshold (below it the finisher pays). The
strong level ranks its own candidate moves and values its hand at the search's leaves with the same heuristic
under its own weights (``STRONG``), to which it adds the hand's efficiency (``efficiency``: how many claims the
hand is from waiting on its winning card, how many unseen cards would serve it), and in the last round it builds
its hand for the points that would put it first; its rollouts play every seat with the easy weights, as its
opponents play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from games.ai_contract import Meter
from games.contract import JSON, Game
from games.four_color_cards import GAME, settings
from games.four_color_cards import notation as n
from games.four_color_cards.cards import (
    COLOURS,
    COPIES,
    GENERAL,
    TYPES,
    counts,
    parse_code,
    rank_of,
)
from games.four_color_cards.claims import meld_parts, window_moves
from games.four_color_cards.efficiency import Efficiency, efficiency
from games.four_color_cards.melds import POINTS
from games.four_color_cards.scoring import base_points
from games.four_color_cards.split import GROUP_TYPES, SOLDIER_GROUP, best_split, group_best
from games.four_color_cards.state import CLAIM, DISCARD, OVER, Meld, State


@dataclass(frozen=True)
class Weights:
    """How a hand's parts are valued beside the points of its melds."""

    loose: float  # a card that fits no meld: it must go before the hand can win
    near: float  # two cards of a sequence, waiting for the third
    near_soldiers: float  # two soldiers of different colours, waiting for a third
    pair: float  # a complete meld (0 points) that a pong can still turn into a triple
    meld_card: float  # credit per card laid in a table meld: cards that no longer need matching
    # What a meld in the hand is worth to the valuation (its points, or more to steer towards higher scores).
    field: float = 1.0
    command: float = 2.0
    soldiers3: float = 3.0
    soldiers4: float = 5.0
    # Per unseen card that would let the hand call hu at the threshold: a hand one card from winning is worth
    # more the more copies of its winning cards are still to come (0: not looked at).
    ready: float = 0.0
    # Hand efficiency (see ``efficiency``): per claim the hand is from waiting on its winning card, and per unseen
    # card that completes one of its blocks (0: not looked at).
    distance: float = 0.0
    acceptance: float = 0.0
    # In the last round, play for a hand that puts the seat first: the readiness and efficiency count only the
    # winning readings worth the points it needs (see ``points_to_lead``), and a hu short of them is not called
    # (its win is then no better than a loss): only a bigger hand can still win the game.
    play_for_first: bool = False


# The easy level's weights.
EASY = Weights(loose=-1.6, near=0.35, near_soldiers=0.35, pair=0.9, meld_card=0.35)
# The strong level's own weights (its ranking of candidate moves and its valuation of its hand at the leaves): a
# loose card costs less against the near-melds, so the hand keeps fewer half-built sequences that wait for one
# type of card, and sequences and soldier sets count for more than their points, steering towards the higher
# scores that decide a game of several rounds. The hand's efficiency (claims from waiting, unseen cards that
# serve it) counts beside that, so a loose card costs little of its own (the distance counts the cards that must
# go), and a table meld earns little credit of its own: a claim must bring the hand closer to waiting. One-step
# play with these against three easy players wins about 34% of four-player games (25%: an equal player; 29%
# without the efficiency, at a loose card's -1 and the easy level's meld credit) and 62-65% of two-player ones
# (57%) (seeded games, heuristic against heuristic, 800 and 1,000 of them on two sets of seeds).
STRONG = Weights(
    loose=-0.3,
    near=0.1,
    near_soldiers=0.7,
    pair=0.9,
    meld_card=0.1,
    field=1.5,
    command=2.5,
    soldiers3=3.5,
    soldiers4=6.0,
    ready=1.0,
    distance=1.5,
    acceptance=0.1,
    play_for_first=True,
)
FINISH_VALUE = 60.0  # a claim that ends the round (no card left to discard): paid, or the penalty
SHORT_HAND = 2  # this few discardable cards left below the threshold is a trap
SHORT_PENALTY = 3.0
HAND_COST = 2.2  # work units per card in hand of one easy decision (each discard is tried on the hand's value)
RANK_COST = 6.0  # work units per legal move ranked for the tree
# Work units of the readiness of one hand (see ``Ready``): its incomplete groups found, its winning cards counted.
GROUPS_COST = 15.0
OUTS_COST = 40.0
EFFICIENCY_COST = 500.0  # work units of one hand's distance and acceptance
EFFICIENT_DISCARDS = 4  # the discards whose efficiency is looked at: the best ones without it
# In the last round the strong level aims its hand at the points that would put it first, up to this many (more
# than most hands reach: 13 on average).
FIRST_TARGET_CAP = 20


# Determinization.


def _type(code_text: str) -> int:
    card_type = parse_code(code_text)
    assert card_type is not None
    return card_type


def determinize(view: JSON, seat: int, rng: random.Random) -> State:
    players = int(view["players"])
    options = settings.defaults()
    options.update(view["options"])
    free = [list(range(t * COPIES, (t + 1) * COPIES)) for t in range(TYPES)]

    def take(code_text: str) -> int:
        return free[_type(code_text)].pop(0)

    seats = view["seats"]
    melds = [[Meld(m["kind"], tuple(sorted(take(card) for card in m["cards"]))) for m in sv["melds"]] for sv in seats]
    dead = [take(card) for card in view["dead"]]
    in_play = None if view["in_play"] is None else take(view["in_play"]["card"])
    own = [take(card) for card in view["hand"]]
    pool = [card for ids in free for card in ids]
    rng.shuffle(pool)
    hands: list[list[int]] = []
    for k, sv in enumerate(seats):
        if k == seat:
            hands.append(sorted(own))
        else:
            size = int(sv["hand_size"])
            hands.append(sorted(pool[:size]))
            del pool[:size]
    if len(pool) != int(view["stock"]):
        raise ValueError("the view's card counts do not add up")
    phase = str(view["phase"])
    prompt = view["prompt"]
    source = None if view["in_play"] is None else view["in_play"]["source"]
    origin = None if view["in_play"] is None else int(view["in_play"]["from"])
    turn = int(prompt["seat"]) if phase == DISCARD else (origin if origin is not None else 0)
    state = State(
        players=players,
        options=options,
        seed=rng.getrandbits(32),
        chips=[int(sv["chips"]) for sv in seats],
        version=int(view["decision_version"]),
        decision_version=int(view["decision_version"]),
        round=int(view["round"]),
        opener=int(view["opener"]),
        phase=phase,
        turn=turn,
        stock=pool,
        hands=hands,
        melds=melds,
        dead=dead,
        in_play=in_play,
        source=source,
        origin=origin,
        answers=[None] * players,
        opening=phase == DISCARD and not dead and not any(melds),
        last_round=view["last_round"],
        history=view["history"],
    )
    if phase == CLAIM:
        state.choices = [[move.text for move in window_moves(state, k)] for k in range(players)]
        for k, moves in enumerate(state.choices):
            if k == seat:
                state.answers[k] = view["your_answer"]
                if moves and not (len(moves) == 1 and moves[0] != n.PASS):
                    state.claimants.append(k)
            elif len(moves) == 1 and moves[0] != n.PASS:
                state.answers[k] = moves[0]
            elif moves:
                state.claimants.append(k)
    return state


# Hand evaluation: each of the nine independent groups of a hand (see ``split``) valued once per count pattern.


@cache
def _sequence_value(n: tuple[int, int, int], generals: bool, w: Weights) -> float:
    first = next((i for i in range(3) if n[i]), None)
    if first is None:
        return 0.0
    best = -math.inf

    def rest(*used: int) -> tuple[int, int, int]:
        left = list(n)
        for i in used:
            left[i] -= 1
        return (left[0], left[1], left[2])

    sequence = w.command if generals else w.field
    if all(n):
        best = max(best, sequence + _sequence_value(rest(0, 1, 2), generals, w))
    if generals and first == 0:
        if n[0] == 4:
            best = max(best, 6.0 + _sequence_value(rest(0, 0, 0, 0), generals, w))
        best = max(best, 1.0 + _sequence_value(rest(0), generals, w))  # a lone general is a meld
        return best
    if n[first] >= 3:
        best = max(best, 3.0 + _sequence_value(rest(first, first, first), generals, w))
    if n[first] == 4:
        best = max(best, 8.0 + _sequence_value(rest(first, first, first, first), generals, w))
    if n[first] >= 2:
        best = max(best, w.pair + _sequence_value(rest(first, first), generals, w))
    for other in range(first + 1, 3):
        if n[other]:
            best = max(best, w.near + _sequence_value(rest(first, other), generals, w))
    return max(best, w.loose + _sequence_value(rest(first), generals, w))


@cache
def _soldier_value(n: tuple[int, int, int, int], w: Weights) -> float:
    first = next((i for i in range(COLOURS) if n[i]), None)
    if first is None:
        return 0.0

    def rest(*used: int) -> tuple[int, int, int, int]:
        left = list(n)
        for i in used:
            left[i] -= 1
        return (left[0], left[1], left[2], left[3])

    best = w.loose + _soldier_value(rest(first), w)
    if n[first] >= 3:
        best = max(best, 3.0 + _soldier_value(rest(first, first, first), w))
    if n[first] == 4:
        best = max(best, 8.0 + _soldier_value(rest(first, first, first, first), w))
    others = [c for c in range(first + 1, COLOURS) if n[c]]
    if len(others) == 3:
        best = max(best, w.soldiers4 + _soldier_value(rest(first, *others), w))
    for i, second in enumerate(others):
        best = max(best, w.near_soldiers + _soldier_value(rest(first, second), w))
        for third in others[i + 1 :]:
            best = max(best, w.soldiers3 + _soldier_value(rest(first, second, third), w))
    return best


# Each card type's group (see ``split``), and whether that group is a general's sequence.
_GROUP_OF = [0] * TYPES
for _group, _types in enumerate(GROUP_TYPES):
    for _card_type in _types:
        _GROUP_OF[_card_type] = _group
_GENERALS_GROUP = tuple(
    group != SOLDIER_GROUP and rank_of(types[0]) == GENERAL for group, types in enumerate(GROUP_TYPES)
)


def _group_value(held: Sequence[int], group: int, w: Weights) -> float:
    types = GROUP_TYPES[group]
    if group == SOLDIER_GROUP:
        return _soldier_value((held[types[0]], held[types[1]], held[types[2]], held[types[3]]), w)
    pattern = (held[types[0]], held[types[1]], held[types[2]])
    return _sequence_value(pattern, _GENERALS_GROUP[group], w) if any(pattern) else 0.0


def hand_value(held: list[int], w: Weights = EASY) -> float:
    """Points of the melds a hand (counts by type) holds, plus near-melds, minus loose cards."""
    return _hand_value(tuple(held), w)


# Hands recur across a search's samples (the seat's own hand is the same in every one), so the two hand valuations
# are remembered by count pattern; they are pure, so this changes no decision.
@lru_cache(maxsize=1 << 16)
def _hand_value(held: tuple[int, ...], w: Weights) -> float:
    return sum(_group_value(held, group, w) for group in range(len(GROUP_TYPES)))


def _best_discard(held: list[int], w: Weights) -> tuple[float, int]:
    """The value of the hand after its best discard, and the card type to discard (-1: none possible)."""
    return _best_discard_of(tuple(held), w)


@lru_cache(maxsize=1 << 16)
def _best_discard_of(pattern: tuple[int, ...], w: Weights) -> tuple[float, int]:
    """``_best_discard`` by count pattern. A discard changes one group only, so each is valued as the hand's value
    with that group's value redone."""
    held = list(pattern)
    values = [_group_value(held, group, w) for group in range(len(GROUP_TYPES))]
    total = sum(values)
    best = (-math.inf, -1)
    for card_type in range(TYPES):
        if held[card_type] and rank_of(card_type) != GENERAL:
            group = _GROUP_OF[card_type]
            held[card_type] -= 1
            value = total - values[group] + _group_value(held, group, w)
            held[card_type] += 1
            if value > best[0]:
                best = (value, card_type)
    return best


class Ready:
    """What the readiness of a hand is judged against: the copies of each card type ``seat`` has not seen (they
    may still be discarded or turned) and the threshold. The unseen copies are counted only when a hand is one
    card from complete: most hands are not, and the search asks at every leaf."""

    __slots__ = ("_live", "_meter", "_seat", "_state", "pairs", "threshold")

    def __init__(self, state: State, seat: int, meter: Meter | None = None, threshold: int | None = None) -> None:
        self._state = state
        self._seat = seat
        self._meter = meter
        self._live: list[int] | None = None
        # The points a winning reading must reach: the game's threshold unless the caller aims higher.
        self.threshold = int(state.options["threshold"]) if threshold is None else threshold
        self.pairs = bool(state.options["pairs_in_winning_hand"])

    @property
    def live(self) -> list[int]:
        if self._live is None:
            state = self._state
            seen = counts(state.hands[self._seat])
            for card in state.dead:
                seen[card >> 2] += 1
            for melds in state.melds:
                for meld in melds:
                    for card in meld.cards:
                        seen[card >> 2] += 1
            if state.in_play is not None:
                seen[state.in_play >> 2] += 1
            self._live = [COPIES - k for k in seen]
        return self._live

    def efficiency(self, held: list[int], table: int) -> Efficiency:
        """The hand's distance and acceptance (see ``efficiency``) against the unseen cards. A decision's search
        asks again for the same hands at every visit of a node (the seat's own hand is the same in every sample),
        so each is charged once per decision: the charge depends on that decision alone, never on what an
        earlier one left in the cache."""
        live = self.live
        if self._meter is not None:
            self._meter.charge_once(("efficiency", tuple(held), tuple(live), table, self.threshold), EFFICIENCY_COST)
        return efficiency(held, live, table, self.threshold)

    def _incomplete(self, held: list[int], limit: int) -> list[int] | None:
        """The hand's incomplete groups, or None as soon as there are ``limit`` of them."""
        if self._meter is not None:
            self._meter.charge(GROUPS_COST)
        incomplete = []
        for group, types in enumerate(GROUP_TYPES):
            pattern = tuple(held[t] for t in types)
            if any(pattern) and group_best(group, pattern, -1, self.pairs) is None:
                incomplete.append(group)
                if len(incomplete) == limit:
                    return None
        return incomplete

    def far(self, held: list[int]) -> bool:
        """Whether the hand has three incomplete groups or more: neither it nor what is left after a discard (which
        changes one group) can be one card from winning, so its readiness and theirs are 0."""
        return self._incomplete(held, 3) is None

    def outs(self, held: list[int], table: int) -> int:
        """Unseen cards on which the hand (counts by type; ``table``: its seat's table points) could call hu at
        the threshold. The groups are independent, so only a hand with at most one incomplete group has any, and
        only that group's cards can complete it."""
        incomplete = self._incomplete(held, 2)
        if incomplete is None:
            return 0
        if self._meter is not None:
            self._meter.charge(OUTS_COST)
        patterns = [tuple(held[t] for t in types) for types in GROUP_TYPES]
        splits = [
            group_best(group, pattern, -1, self.pairs) if any(pattern) else None
            for group, pattern in enumerate(patterns)
        ]
        points = table + sum(split.points for split in splits if split is not None)
        live = self.live
        total = 0
        for group in incomplete or range(len(GROUP_TYPES)):
            own = splits[group]
            rest = points - (own.points if own is not None else 0)
            for index, card_type in enumerate(GROUP_TYPES[group]):
                if live[card_type] <= 0:
                    continue
                pattern = list(patterns[group])
                pattern[index] += 1
                # The winning card's meld scores at table value (decision A4's default).
                split = group_best(group, tuple(pattern), card_type, self.pairs)
                if split is not None and rest + split.points >= self.threshold:
                    total += live[card_type]
        return total


def _efficient(w: Weights) -> bool:
    return bool(w.distance or w.acceptance)


def _value(held: list[int], w: Weights, ready: Ready | None, table: int, efficient: bool = True) -> float:
    """``hand_value``, plus the readiness and (unless ``efficient`` is False) the efficiency of the hand when
    ``w`` looks at them."""
    value = hand_value(held, w)
    if ready is None:
        return value
    value += w.ready * ready.outs(held, table)
    if efficient and _efficient(w):
        found = ready.efficiency(held, table)
        value += w.acceptance * found.acceptance - w.distance * found.distance
    return value


def _discard_values(held: list[int], w: Weights, ready: Ready, table: int) -> dict[int, float]:
    """The value of what each discard leaves (by the card type discarded), readiness included. The efficiency
    costs more than the rest: only the ``EFFICIENT_DISCARDS`` best discards without it get it, and the others
    stay below the least of them (their order among themselves kept)."""
    values: dict[int, float] = {}
    for card_type in range(TYPES):
        if held[card_type] and rank_of(card_type) != GENERAL:
            held[card_type] -= 1
            values[card_type] = _value(held, w, ready, table, efficient=False)
            held[card_type] += 1
    if not _efficient(w) or not values:
        return values
    ranked = sorted(values, key=lambda t: (-values[t], t))
    top = ranked[:EFFICIENT_DISCARDS]
    last = values[top[-1]]
    floor = math.inf
    for card_type in top:
        held[card_type] -= 1
        found = ready.efficiency(held, table)
        held[card_type] += 1
        values[card_type] += w.acceptance * found.acceptance - w.distance * found.distance
        floor = min(floor, values[card_type])
    for card_type in ranked[EFFICIENT_DISCARDS:]:
        values[card_type] = floor - 1e-6 - (last - values[card_type])
    return values


def _best_discard_in(held: list[int], w: Weights, ready: Ready | None, table: int) -> tuple[float, int]:
    """``_best_discard``, with the readiness (and efficiency) of what is left when ``w`` looks at them."""
    if ready is None or (ready.far(held) and not _efficient(w)):
        return _best_discard(held, w)  # the same choice: every readiness is 0
    values = _discard_values(held, w, ready, table)
    if not values:
        return (-math.inf, -1)
    card_type = max(values, key=lambda t: (values[t], -t))
    return (values[card_type], card_type)


def _ready(state: State, seat: int, w: Weights, meter: Meter | None = None) -> Ready | None:
    if not w.ready:
        return None
    threshold = int(state.options["threshold"])
    if w.play_for_first:
        # Aim at the points that would put the seat first; beyond ``FIRST_TARGET_CAP`` the biggest hand it can
        # hope for is still the best try.
        threshold = max(threshold, min(FIRST_TARGET_CAP, points_to_lead(state, seat)))
    return Ready(state, seat, meter, threshold)


def _table(state: State, seat: int) -> int:
    return sum(POINTS[m.kind][0] for m in state.melds[seat])


_GENERAL_TYPES = tuple(card_type for card_type in range(TYPES) if rank_of(card_type) == GENERAL)


def _non_generals(held: list[int]) -> int:
    return sum(held) - sum(held[card_type] for card_type in _GENERAL_TYPES)


def _generals_points(held: list[int]) -> int:
    split = best_split(held)
    return 0 if split is None else split.points


def _claim_value(state: State, seat: int, move: str, w: Weights, ready: Ready | None = None) -> float:
    parsed = n.parse(move)
    kind, types = meld_parts(state, parsed)
    held = counts(state.hands[seat])
    for card_type in types:
        held[card_type] -= 1
    table = sum(POINTS[m.kind][0] for m in state.melds[seat]) + POINTS[kind][0]
    threshold = int(state.options["threshold"])
    left = _non_generals(held)
    if left == 0:
        # No card to discard: the round ends now, paid above the threshold, the penalty below it.
        points = table + _generals_points(held)
        return FINISH_VALUE + points if points >= threshold else -FINISH_VALUE
    after, _discard = _best_discard_in(held, w, ready, table)
    value = POINTS[kind][0] + w.meld_card * (len(types) + 1) + after
    if (
        left - 1 <= SHORT_HAND
        and table + _generals_points([0 if rank_of(t) != GENERAL else k for t, k in enumerate(held)]) < threshold
    ):
        # A hand of (almost) only generals below the threshold: the next general it takes ends the round
        # with the penalty.
        value -= SHORT_PENALTY * (SHORT_HAND + 1 - (left - 1))
    return value


def points_to_lead(state: State, seat: int) -> int:
    """The least points (before the bonus card, which can only add) of a paid hu that would leave no other seat
    with more chips at the end of the game: the threshold before the last round, or when the seat leads."""
    threshold = int(state.options["threshold"])
    if state.round < int(state.options["rounds"]):
        return threshold
    # A paid hu moves ``gain`` chips from every other seat to the winner, closing each gap by ``gain * players``.
    gap = max(chips for k, chips in enumerate(state.chips) if k != seat) - state.chips[seat]
    gain = -(-gap // state.players)  # rounded up
    return max(threshold, threshold - int(state.options["stake"]) + gain)


def easy_move(state: State, seat: int, rng: random.Random, w: Weights = EASY, meter: Meter | None = None) -> str:
    """The one-step heuristic's move with the weights ``w`` (the easy level's by default)."""
    moves = GAME.legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0]
    if state.phase == DISCARD:
        if n.HU in moves:
            points = base_points(state, seat, None)
            if points is not None and points >= state.options["threshold"]:
                return n.HU
        _left, card_type = _best_discard_in(
            counts(state.hands[seat]), w, _ready(state, seat, w, meter), _table(state, seat)
        )
        choice = n.Move(n.DISCARD, (card_type,)).text
        return choice if choice in moves else next(m for m in moves if m != n.HU)
    if n.HU in moves:
        points = base_points(state, seat, state.in_play)
        if (
            points is not None
            and points >= state.options["threshold"]
            and not (w.play_for_first and points < points_to_lead(state, seat))
        ):
            return n.HU
    best: tuple[float, str] | None = None
    ready = _ready(state, seat, w, meter)
    if n.PASS in moves:
        best = (_value(counts(state.hands[seat]), w, ready, _table(state, seat)), n.PASS)
    for move in moves:
        if move in (n.PASS, n.HU):
            continue
        value = _claim_value(state, seat, move, w, ready)
        if best is None or value > best[0] + 1e-9:
            best = (value, move)
    if best is None:  # only hu below the threshold is left (impossible with the forced general), take it
        return moves[0]
    return best[1]


def ranked_moves(state: State, seat: int, w: Weights = EASY, meter: Meter | None = None) -> list[str]:
    """Every legal move, the heuristic's move with weights ``w`` first, then by the value of the hand each
    leaves."""
    first = easy_move(state, seat, random.Random(0), w, meter)
    moves = GAME.legal_moves(state, seat)
    held = counts(state.hands[seat])
    ready = _ready(state, seat, w, meter)
    if ready is not None and state.phase == DISCARD and ready.far(held) and not _efficient(w):
        ready = None  # no discard leaves a hand one card from winning
    table = _table(state, seat)
    discards = _discard_values(held, w, ready, table) if ready is not None and state.phase == DISCARD else None
    valued: list[tuple[float, int, str]] = []
    for index, move in enumerate(moves):
        if move == first:
            continue
        if move == n.HU:
            value = math.inf
        elif move == n.PASS:
            value = _value(held, w, ready, table)
        elif state.phase == DISCARD:
            card_type = n.parse(move).cards[0]
            if discards is not None:
                value = discards[card_type]
            else:
                held[card_type] -= 1
                value = _value(held, w, ready, table)
                held[card_type] += 1
        else:
            value = _claim_value(state, seat, move, w, ready)
        valued.append((-value, index, move))
    valued.sort()
    return [first, *(move for _value, _index, move in valued)]


def evaluate(state: State, seat: int) -> float:
    """Chips decide the game: the seat's chips against the best other seat's, plus (in a round) the promise of
    its table melds and of its own hand (with its readiness: the unseen cards it could win on), squashed into
    [0, 1]. The other hands are not valued: in a sampled state they are guesses, whose value would only add noise
    to the search's averages."""
    if state.phase == OVER:
        result = GAME.result(state)
        assert result is not None
        place = result.places[seat]
        if place == 1:
            return 1.0 if result.places.count(1) == 1 else 0.6
        return 0.3 * (state.players - place) / (state.players - 1) if state.players > 2 else 0.0
    values = []
    for k in range(state.players):
        table = sum(POINTS[m.kind][0] for m in state.melds[k])
        held = _value(counts(state.hands[k]), STRONG, _ready(state, k, STRONG), table) if k == seat else 0.0
        values.append(state.chips[k] + 0.4 * (table + held))
    mine = values[seat]
    other = max(v for k, v in enumerate(values) if k != seat)
    return 1.0 / (1.0 + math.exp(-(mine - other) / 8.0))


class FourColorCardsAI:
    game_id = "four_color_cards"
    engine: Game[Any] = GAME
    # Six moves after the tree (about three of the seat's own at two players): as strong as sixteen at equal
    # iterations, and each iteration costs about 40% less (0.2 s: 112 iterations a decision instead of 67).
    rollout_moves = 6
    tree_width = 8
    others_matter = True
    search_kind = "tree"

    def costs(self, state: State) -> Mapping[str, float]:
        return {
            "determinize": 180.0 + 40.0 * state.players,
            "apply": 55.0,  # ``apply_quiet``: no checks, no events
            # The seat's readiness (its unseen cards counted) and its hand's efficiency.
            "evaluate": 35.0 * state.players + 460.0,
            "policy": 35.0,
            "candidates": 55.0,
            "safe": 40.0,
            "rollout": 15.0,
        }

    def determinize(self, view: JSON, seat: int, rng: random.Random) -> State:
        return determinize(view, seat, rng)

    def easy(self, view: JSON, seat: int, state: State, rng: random.Random) -> str:
        return easy_move(state, seat, rng)

    def policy(self, state: State, seat: int, rng: random.Random, meter: Meter | None = None) -> str:
        if meter is not None:
            meter.charge(HAND_COST * len(state.hands[seat]))
        return easy_move(state, seat, rng)

    def candidates(self, state: State, seat: int, limit: int, meter: Meter | None = None) -> list[str]:
        if meter is not None:
            meter.charge(HAND_COST * len(state.hands[seat]))
        ranked = ranked_moves(state, seat, STRONG, meter)
        if meter is not None:
            meter.charge(RANK_COST * len(ranked))
        return ranked[:limit]

    def idle_move(self, state: State, seat: int) -> str:
        return GAME.safe_move(state, seat)

    def outlook(self, state: State, seat: int) -> tuple[State, int]:
        return state, seat  # everyone's moves matter

    def evaluate(self, state: State, seat: int) -> float:
        return evaluate(state, seat)


AI = FourColorCardsAI()
