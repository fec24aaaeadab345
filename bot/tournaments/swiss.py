"""A Swiss round: players of close standing at the same table, no opponents met twice while it can be avoided.

The players come in standing order, best first. The leading players fill the first table, the next ones the
second, and so on (as BGA groups "the leading players onto board 1"), except that a player who already sat with
someone at a table is moved down to the next player who has not, as long as a round without any repeated
opponent exists. Whoever the count leaves out gets a bye: the lowest-placed player among those with the fewest
byes so far, so that nobody sits out twice while someone else has not sat out yet.

The search for a round without repeats is exhaustive up to a budget that covers every tournament a server runs
(dozens of players); past it, the round is seated greedily with the fewest repeats it finds.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from bot.tournaments.seating import split

# Nodes the search for a round without repeated opponents may visit before it settles for the fewest repeats.
SEARCH_BUDGET = 200_000
# Choices of who sits out that the search tries, in order of preference, before it settles.
BYE_CHOICES = 64


@dataclass(frozen=True)
class Round:
    """Who sits at which table (table 1 first), and who has a bye."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...]


def pair(
    ranked: Sequence[int],
    met: Mapping[int, frozenset[int]],
    byes_had: Mapping[int, int],
    table_size: int,
    minimum: int,
) -> Round:
    """Seat one Swiss round. ``ranked`` is the players still in, best first; ``met`` whom each has sat with."""
    shape = split(len(ranked), table_size, minimum)
    fallback: Round | None = None
    for sitting_out in _bye_choices(ranked, byes_had, shape.byes):
        playing = [player for player in ranked if player not in sitting_out]
        budget = [SEARCH_BUDGET]
        tables = _without_repeats(playing, shape.tables, met, budget)
        if tables is not None:
            return Round(tables=tables, byes=_in_order(ranked, sitting_out))
        if fallback is None:
            fallback = Round(tables=_fewest_repeats(playing, shape.tables, met), byes=_in_order(ranked, sitting_out))
    assert fallback is not None  # _bye_choices always yields at least one choice
    return fallback


def repeats(round_: Round, met: Mapping[int, frozenset[int]]) -> int:
    """How many pairs of players at the same table had already met."""
    return sum(1 for table in round_.tables for a, b in combinations(table, 2) if b in met.get(a, frozenset()))


def _bye_choices(ranked: Sequence[int], byes_had: Mapping[int, int], count: int) -> Iterator[frozenset[int]]:
    """Who may sit out, best choice first: only sets with the fewest byes between them, the lowest-placed first."""
    if count == 0:
        yield frozenset()
        return
    candidates = sorted(reversed(ranked), key=lambda player: byes_had.get(player, 0))
    fewest = sorted(byes_had.get(player, 0) for player in candidates)[:count]
    tried = 0
    for choice in combinations(candidates, count):
        if sorted(byes_had.get(player, 0) for player in choice) != fewest:
            continue
        yield frozenset(choice)
        tried += 1
        if tried == BYE_CHOICES:
            return


def _in_order(ranked: Sequence[int], chosen: frozenset[int]) -> tuple[int, ...]:
    return tuple(player for player in ranked if player in chosen)


def _without_repeats(
    playing: list[int],
    sizes: tuple[int, ...],
    met: Mapping[int, frozenset[int]],
    budget: list[int],
) -> tuple[tuple[int, ...], ...] | None:
    """Tables in standing order with no two players who met, or None if there is none (or the budget ran out)."""
    if not sizes:
        return ()
    # The best player left heads the next table; the rest of it is searched in standing order. Tables differ in
    # size by one at most, and the head may need the smaller one, so each distinct size is tried.
    head, rest = playing[0], playing[1:]

    def fill(
        table: list[int], pool: list[int], start: int, size: int, others: tuple[int, ...]
    ) -> tuple[tuple[int, ...], ...] | None:
        if len(table) == size:
            later = _without_repeats(pool, others, met, budget)
            return None if later is None else (tuple(table), *later)
        for index in range(start, len(pool)):
            budget[0] -= 1
            if budget[0] < 0:
                return None
            candidate = pool[index]
            if any(candidate in met.get(seated, frozenset()) for seated in table):
                continue
            found = fill([*table, candidate], pool[:index] + pool[index + 1 :], index, size, others)
            if found is not None:
                return found
        return None

    for size in sorted(set(sizes), reverse=True):
        others = list(sizes)
        others.remove(size)
        found = fill([head], rest, 0, size, tuple(others))
        if found is not None:
            return found
    return None


def _fewest_repeats(
    playing: list[int], sizes: tuple[int, ...], met: Mapping[int, frozenset[int]]
) -> tuple[tuple[int, ...], ...]:
    """Greedy seating: each table's head is the best player left, then whoever repeats least, best first."""
    pool = list(playing)
    tables: list[tuple[int, ...]] = []
    for size in sizes:
        table = [pool.pop(0)]
        while len(table) < size:
            index = min(
                range(len(pool)),
                key=lambda i: (sum(pool[i] in met.get(seated, frozenset()) for seated in table), i),
            )
            table.append(pool.pop(index))
        tables.append(tuple(table))
    return tuple(tables)
