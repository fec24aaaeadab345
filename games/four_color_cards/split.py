"""Win detection and the best split of a concealed hand into melds.

A hand splits independently into nine groups, because no meld crosses them: for each colour the command ranks
(general, adviser, elephant) and the field ranks (chariot, horse, cannon), plus all soldiers together (soldier
melds mix colours). Each group has at most 5**4 count patterns, so the best split of every pattern is searched
once and cached; a 21-card hand is then nine table look-ups.

``exposed`` is the type of the winning card: one meld containing it scores its *table* value (decision A4),
and the search picks the split and the meld that give the highest total.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import itemgetter

from games.four_color_cards.cards import (
    COLOURS,
    COMMAND_RANKS,
    FIELD_RANKS,
    GENERAL,
    SOLDIER,
    make_type,
)
from games.four_color_cards.melds import (
    COMMAND,
    FIELD,
    GENERAL_QUAD,
    LONE_GENERAL,
    PAIR,
    POINTS,
    QUAD,
    SOLDIERS_3,
    SOLDIERS_4,
    TRIPLE,
)

MeldShape = tuple[str, tuple[int, ...]]  # (kind, card types)


@dataclass(frozen=True)
class Split:
    """A complete split: total points and the melds, each flagged True when it scores at table value."""

    points: int
    melds: tuple[tuple[str, tuple[int, ...], bool], ...]


GROUP_TYPES: tuple[tuple[int, ...], ...] = (
    *(tuple(make_type(c, r) for r in COMMAND_RANKS) for c in range(COLOURS)),
    *(tuple(make_type(c, r) for r in FIELD_RANKS) for c in range(COLOURS)),
    tuple(make_type(c, SOLDIER) for c in range(COLOURS)),
)
SOLDIER_GROUP = len(GROUP_TYPES) - 1
# (group index, a function reading that group's count pattern out of a 28-long count list)
GROUP_READERS = tuple((group, itemgetter(*types)) for group, types in enumerate(GROUP_TYPES))
EMPTY = (0, 0, 0)
EMPTY_SOLDIERS = (0, 0, 0, 0)


def _same_type(card_type: int, n: int, pairs: bool) -> list[list[MeldShape]]:
    """Ways to use ``n`` identical non-general cards on their own."""
    soldier = card_type % 7 == SOLDIER
    if n == 0:
        return [[]]
    if n == 2:
        return [[(PAIR, (card_type,) * 2)]] if pairs and not soldier else []
    if n == 3:
        return [[(TRIPLE, (card_type,) * 3)]]
    if n == 4:
        ways: list[list[MeldShape]] = [[(QUAD, (card_type,) * 4)]]
        if pairs and not soldier:
            ways.append([(PAIR, (card_type,) * 2), (PAIR, (card_type,) * 2)])
        return ways
    return []


def _sequence_group(types: tuple[int, ...], n: tuple[int, ...], pairs: bool) -> list[list[MeldShape]]:
    """Splits of a command group (general first) or a field group: k same-colour sequences plus leftovers."""
    kind = COMMAND if types[0] % 7 == GENERAL else FIELD
    splits: list[list[MeldShape]] = []
    for k in range(min(n) + 1):
        options: list[list[list[MeldShape]]] = []
        for card_type, count in zip(types, n, strict=True):
            left = count - k
            if card_type % 7 == GENERAL:
                ways: list[list[MeldShape]] = [[(LONE_GENERAL, (card_type,))] * left]
                if left == 4:
                    ways.append([(GENERAL_QUAD, (card_type,) * 4)])
            else:
                ways = _same_type(card_type, left, pairs)
            options.append(ways)
        for first in options[0]:
            for second in options[1]:
                for third in options[2]:
                    splits.append([(kind, types)] * k + first + second + third)
    return splits


def _soldier_group(n: tuple[int, ...]) -> list[list[MeldShape]]:
    """Splits of the soldiers: the lowest colour left must sit in a same-colour or a mixed-colour meld."""
    colour = next((c for c in range(COLOURS) if n[c]), None)
    if colour is None:
        return [[]]
    soldier = make_type(colour, SOLDIER)
    splits: list[list[MeldShape]] = []

    def take(used: tuple[int, ...], meld: MeldShape) -> None:
        rest = list(n)
        for c in used:
            rest[c] -= 1
        for tail in _soldier_group(tuple(rest)):
            splits.append([meld, *tail])

    if n[colour] >= 3:
        take((colour,) * 3, (TRIPLE, (soldier,) * 3))
    if n[colour] == 4:
        take((colour,) * 4, (QUAD, (soldier,) * 4))
    others = [c for c in range(colour + 1, COLOURS) if n[c]]
    if len(others) == 3:
        take((colour, *others), (SOLDIERS_4, tuple(make_type(c, SOLDIER) for c in (colour, *others))))
    for i, second in enumerate(others):
        for third in others[i + 1 :]:
            used = (colour, second, third)
            take(used, (SOLDIERS_3, tuple(make_type(c, SOLDIER) for c in used)))
    return splits


@cache
def _group_best(group: int, n: tuple[int, ...], exposed: int, pairs: bool) -> Split | None:
    """The best split of one group's cards, or None when they cannot all be used; cached per count pattern."""
    splits = _soldier_group(n) if group == SOLDIER_GROUP else _sequence_group(GROUP_TYPES[group], n, pairs)
    best: Split | None = None
    for melds in splits:
        base = sum(POINTS[kind][1] for kind, _ in melds)
        choice = -1
        total = base
        if exposed >= 0:
            # The winning card's meld scores at table value; pick the most favourable meld holding it.
            candidates = [i for i, (_, types) in enumerate(melds) if exposed in types]
            if not candidates:
                continue
            gain, choice = max((POINTS[melds[i][0]][0] - POINTS[melds[i][0]][1], i) for i in candidates)
            total = base + gain
        if best is None or total > best.points:
            best = Split(total, tuple((kind, types, i == choice) for i, (kind, types) in enumerate(melds)))
    return best


def group_best(group: int, n: tuple[int, ...], exposed: int = -1, pairs: bool = True) -> Split | None:
    """The best split of one group's cards (``n``: counts of ``GROUP_TYPES[group]``), or None when they cannot
    all be used; ``exposed``: the type of a winning card whose meld scores at table value (-1: none)."""
    return _group_best(group, n, exposed, pairs)


def best_split(counts: list[int], exposed: int | None = None, pairs: bool = True) -> Split | None:
    """The highest-scoring complete split of the cards counted by type in ``counts``, or None if none exists.

    ``exposed``: type of the winning card whose meld scores at table value (None: every meld at hand value).
    """
    total = 0
    melds: list[tuple[str, tuple[int, ...], bool]] = []
    for group, types in enumerate(GROUP_TYPES):
        n = tuple(counts[t] for t in types)
        if not any(n):
            continue
        result = _group_best(group, n, exposed if exposed is not None and exposed in types else -1, pairs)
        if result is None:
            return None
        total += result.points
        melds.extend(result.melds)
    return Split(total, tuple(melds))


def is_complete(counts: list[int], pairs: bool = True) -> bool:
    """Whether the counted cards split completely into melds (the hu test)."""
    for group, read in GROUP_READERS:
        n = read(counts)
        if n != EMPTY and n != EMPTY_SOLDIERS and _group_best(group, n, -1, pairs) is None:
            return False
    return True


def clear_caches() -> None:
    """Forget cached group splits (benchmarks use it to time a cold search)."""
    _group_best.cache_clear()
