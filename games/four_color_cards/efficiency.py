"""Hand efficiency for the strong AI: how many claims a hand is from waiting on its winning card, and how many
unseen cards would serve it (mahjong's shanten and acceptance, over this game's melds).

A concealed hand never gains a card: a claimed card goes to the table with the hand cards it completes, and the
claimant then discards one card. So a hand progresses by claims alone, and reads as

- complete melds (they stay as they are, at hand value),
- *blocks*, each one card short of a meld: two cards of a same-colour sequence (the third completes a command
  or field meld), a pair (a pong makes a triple), two soldiers of different colours (either missing colour
  makes three-colour soldiers), a lone non-soldier card (its twin makes a pair),
- junk: cards that can only leave by being discarded.

Each claim lays one block on the table and discards one card, and the hand waits (is one card from hu) when it
holds one block and no junk. So a split with ``blocks`` blocks and ``junk`` junk cards is ``max(blocks - 1,
junk)`` claims from waiting; the hand's *distance* is the least over its splits whose win reaches the threshold
(the table melds, the complete melds at hand value, and every block completed at table value, as a claimed meld
or the winning one). The *acceptance* of that split is the number of unseen copies of the cards that complete
one of its blocks. Unseen means not seen by the seat: the caller counts them from its own hand, the dead cards,
the table melds and the card in play (see ``ai.Ready``), never from another hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from games.four_color_cards.cards import COLOURS, GENERAL
from games.four_color_cards.melds import COMMAND, FIELD, PAIR, POINTS, SOLDIERS_3, TRIPLE
from games.four_color_cards.split import GROUP_TYPES, SOLDIER_GROUP

# A hand that reaches the threshold with no split is this many claims further (its points must still be found).
SHORT_OF_THRESHOLD = 3
# Distances are capped here: beyond it, no hand is told apart.
FAR = 9

# One way to read a group: (blocks, junk, points, the card types that complete each block, in block order).
Option = tuple[int, int, int, tuple[int, ...]]


@dataclass(frozen=True)
class Efficiency:
    """A hand's distance (claims before it waits on its winning card) and the acceptance of its best split."""

    distance: int
    acceptance: int


def _sequence_options(group: int, n: tuple[int, ...]) -> set[Option]:
    types = GROUP_TYPES[group]
    generals = types[0] % 7 == GENERAL
    sequence = POINTS[COMMAND if generals else FIELD]
    found: set[Option] = set()

    def walk(left: tuple[int, int, int], blocks: int, junk: int, points: int, needs: tuple[int, ...]) -> None:
        first = next((i for i in range(3) if left[i]), None)
        if first is None:
            found.add((blocks, junk, points, tuple(sorted(needs))))
            return

        def rest(*used: int) -> tuple[int, int, int]:
            out = list(left)
            for i in used:
                out[i] -= 1
            return (out[0], out[1], out[2])

        if all(left):
            walk(rest(0, 1, 2), blocks, junk, points + sequence[1], needs)
        if generals and first == 0:
            # Generals are never discarded and always a meld: a lone general (1), or four of them (6 in hand).
            if left[0] == 4:
                walk(rest(0, 0, 0, 0), blocks, junk, points + 6, needs)
            walk(rest(0), blocks, junk, points + 1, needs)
            for other in (1, 2):
                if left[other]:
                    missing = 3 - other
                    walk(rest(0, other), blocks + 1, junk, points + sequence[0], (*needs, types[missing]))
            return
        if left[first] >= 3:
            walk(rest(first, first, first), blocks, junk, points + POINTS[TRIPLE][1], needs)
        if left[first] == 4:
            walk(rest(first, first, first, first), blocks, junk, points + POINTS["quad"][1], needs)
        if left[first] >= 2:
            walk(rest(first, first), blocks, junk, points + POINTS[PAIR][1], needs)  # a complete pair
            walk(rest(first, first), blocks + 1, junk, points + POINTS[TRIPLE][0], (*needs, types[first]))
        for other in range(first + 1, 3):
            if left[other]:
                missing = 3 - first - other
                walk(rest(first, other), blocks + 1, junk, points + sequence[0], (*needs, types[missing]))
        walk(rest(first), blocks + 1, junk, points + POINTS[PAIR][0], (*needs, types[first]))  # waits for its twin
        walk(rest(first), blocks, junk + 1, points, needs)

    walk((n[0], n[1], n[2]), 0, 0, 0, ())
    return found


def _soldier_options(n: tuple[int, ...]) -> set[Option]:
    types = GROUP_TYPES[SOLDIER_GROUP]
    found: set[Option] = set()

    def walk(left: tuple[int, ...], blocks: int, junk: int, points: int, needs: tuple[int, ...]) -> None:
        first = next((c for c in range(COLOURS) if left[c]), None)
        if first is None:
            found.add((blocks, junk, points, tuple(sorted(needs))))
            return

        def rest(*used: int) -> tuple[int, ...]:
            out = list(left)
            for c in used:
                out[c] -= 1
            return tuple(out)

        if left[first] >= 3:
            walk(rest(first, first, first), blocks, junk, points + POINTS[TRIPLE][1], needs)
        if left[first] == 4:
            walk(rest(first, first, first, first), blocks, junk, points + POINTS["quad"][1], needs)
        if left[first] >= 2:
            walk(rest(first, first), blocks + 1, junk, points + POINTS[TRIPLE][0], (*needs, types[first]))
        others = [c for c in range(first + 1, COLOURS) if left[c]]
        if len(others) == 3:
            walk(rest(first, *others), blocks, junk, points + POINTS["soldiers4"][1], needs)
        for i, second in enumerate(others):
            missing = [c for c in range(COLOURS) if c not in (first, second)]
            walk(
                rest(first, second),
                blocks + 1,
                junk,
                points + POINTS[SOLDIERS_3][0],
                (*needs, *(types[c] for c in missing)),
            )
            for third in others[i + 1 :]:
                walk(rest(first, second, third), blocks, junk, points + POINTS[SOLDIERS_3][1], needs)
        walk(rest(first), blocks, junk + 1, points, needs)

    walk(tuple(n), 0, 0, 0, ())
    return found


def _pareto(options: list[Option]) -> list[Option]:
    """The options no other beats or equals on every count (fewer or as many blocks, as little or less junk, as
    many points or more); of equal counts, the one waiting on the most cards."""
    ranked = sorted(options, key=lambda o: (o[0], o[1], -o[2], -len(o[3])))
    kept: list[Option] = []
    for option in ranked:
        if not any(k[0] <= option[0] and k[1] <= option[1] and k[2] >= option[2] for k in kept):
            kept.append(option)
    return kept


@cache
def group_options(group: int, n: tuple[int, ...]) -> tuple[Option, ...]:
    """The readings of one group's cards (``n``: counts of ``GROUP_TYPES[group]``) as blocks and junk that no
    other reading beats: the distance only grows with blocks and junk, and only shrinks with points."""
    found = _soldier_options(n) if group == SOLDIER_GROUP else _sequence_options(group, n)
    return tuple(_pareto(list(found)))


def efficiency(held: Sequence[int], live: Sequence[int], table: int, threshold: int) -> Efficiency:
    """The distance and acceptance of a hand (counts by type), ``live``: the unseen copies of each type,
    ``table``: its seat's table points."""
    return _efficiency(tuple(held), tuple(live), table, threshold)


# A one-second decision looks at about a thousand hands; 4,096 take about 3 MB in each AI worker process (65,536 took
# about 50 MB), and the cache only spares time: the search charges each hand once per decision either way.
@lru_cache(maxsize=1 << 12)
def _efficiency(held: tuple[int, ...], live: tuple[int, ...], table: int, threshold: int) -> Efficiency:
    # The readings of the groups so far: (blocks, junk, points up to the threshold) -> the most acceptance.
    states: dict[tuple[int, int, int], int] = {(0, 0, min(table, threshold)): 0}
    for group, types in enumerate(GROUP_TYPES):
        pattern = tuple(held[t] for t in types)
        if not any(pattern):
            continue
        options = group_options(group, pattern)
        merged: dict[tuple[int, int, int], int] = {}
        for (blocks, junk, points), accepted in states.items():
            for more_blocks, more_junk, more_points, needs in options:
                reading = (
                    min(blocks + more_blocks, FAR + 1),
                    min(junk + more_junk, FAR),
                    min(points + more_points, threshold),
                )
                value = accepted + sum(live[t] for t in needs)
                if merged.get(reading, -1) < value:
                    merged[reading] = value
        states = _frontier(merged)
    best: tuple[int, int] | None = None
    for (blocks, junk, points), accepted in states.items():
        distance = max(blocks - 1, junk, 0)
        if points < threshold:
            distance += SHORT_OF_THRESHOLD
        rank = (min(distance, FAR), -accepted)
        if best is None or rank < best:
            best = rank
    assert best is not None
    return Efficiency(best[0], -best[1])


def _frontier(states: dict[tuple[int, int, int], int]) -> dict[tuple[int, int, int], int]:
    """The readings no other beats or equals on blocks, junk, points and acceptance."""
    ranked = sorted(states.items(), key=lambda item: (item[0][0], item[0][1], -item[0][2], -item[1]))
    kept: list[tuple[tuple[int, int, int], int]] = []
    for (blocks, junk, points), accepted in ranked:
        if not any(k[0] <= blocks and k[1] <= junk and k[2] >= points and a >= accepted for k, a in kept):
            kept.append(((blocks, junk, points), accepted))
    return dict(kept)
