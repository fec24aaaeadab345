"""Swiss rounds: close standings together, no opponents met twice while avoidable, byes rotated."""

import random
from collections.abc import Iterator, Mapping
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.seating import split
from bot.tournaments.standings import Bye, TableResult, standings
from bot.tournaments.swiss import Round, pair, repeats


def _met(results: list[TableResult]) -> dict[int, frozenset[int]]:
    met: dict[int, set[int]] = {}
    for result in results:
        for player in result.places:
            met.setdefault(player, set()).update(other for other in result.places if other != player)
    return {player: frozenset(others) for player, others in met.items()}


def _partitions(players: list[int], sizes: tuple[int, ...]) -> Iterator[list[tuple[int, ...]]]:
    """Every way to seat the players at tables of these sizes (tables unordered)."""
    if not sizes:
        yield []
        return
    head, rest = players[0], players[1:]
    for size in set(sizes):
        others = list(sizes)
        others.remove(size)
        for mates in combinations(rest, size - 1):
            left = [player for player in rest if player not in mates]
            for later in _partitions(left, tuple(others)):
                yield [(head, *mates), *later]


def _clean_round_exists(
    ranked: list[int], met: Mapping[int, frozenset[int]], byes_had: Mapping[int, int], size: int, minimum: int
) -> bool:
    shape = split(len(ranked), size, minimum)
    fewest = sorted(byes_had.get(player, 0) for player in ranked)[: shape.byes]
    for sitting_out in combinations(ranked, shape.byes):
        if sorted(byes_had.get(player, 0) for player in sitting_out) != fewest:
            continue
        playing = [player for player in ranked if player not in sitting_out]
        for tables in _partitions(playing, shape.tables):
            if repeats(Round(tables=tuple(tables), byes=sitting_out), met) == 0:
                return True
    return False


def _play(round_: Round, rng: random.Random, number: int) -> list[TableResult]:
    results = []
    for table in round_.tables:
        order = list(table)
        rng.shuffle(order)
        results.append(TableResult(number, {player: place for place, player in enumerate(order, 1)}))
    return results


def test_the_leaders_share_the_first_table() -> None:
    round_ = pair([10, 20, 30, 40], met={}, byes_had={}, table_size=2, minimum=2)
    assert round_.tables == ((10, 20), (30, 40))
    assert round_.byes == ()


def test_a_pair_that_met_is_split_when_another_pairing_exists() -> None:
    met = {10: frozenset({20}), 20: frozenset({10})}
    round_ = pair([10, 20, 30, 40], met=met, byes_had={}, table_size=2, minimum=2)
    assert round_.tables == ((10, 30), (20, 40))


def test_the_bye_goes_to_the_lowest_placed_player_without_one() -> None:
    round_ = pair([1, 2, 3, 4, 5], met={}, byes_had={5: 1}, table_size=2, minimum=2)
    assert round_.byes == (4,)
    assert sorted(player for table in round_.tables for player in table) == [1, 2, 3, 5]


def test_the_best_player_may_take_the_smaller_table_to_avoid_a_repeat() -> None:
    # Seven players at tables of three or four: 1 has met 2 to 5 already, so only 6 and 7 are new to 1, and a
    # table of four around 1 would repeat; the table of three with 6 and 7 does not.
    met = {1: frozenset({2, 3, 4, 5}), **{player: frozenset({1}) for player in (2, 3, 4, 5)}}
    round_ = pair([1, 2, 3, 4, 5, 6, 7], met=met, byes_had={}, table_size=4, minimum=3)
    assert repeats(round_, met) == 0
    assert round_.tables[0] == (1, 6, 7)


@settings(max_examples=300, deadline=None)
@given(
    players=st.integers(2, 8),
    size=st.integers(2, 4),
    rounds=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    data=st.data(),
)
def test_rounds_avoid_repeated_opponents_whenever_a_clean_round_exists(
    players: int, size: int, rounds: int, seed: int, data: st.DataObject
) -> None:
    minimum = data.draw(st.integers(2, size))
    rng = random.Random(seed)
    entrants = list(range(1, players + 1))
    results: list[TableResult] = []
    byes: list[Bye] = []
    for number in range(1, rounds + 1):
        rows = standings(entrants, results, byes, table_size=size)
        ranked = [row.player for row in rows]
        met = _met(results)
        byes_had = {row.player: row.byes for row in rows}
        round_ = pair(ranked, met=met, byes_had=byes_had, table_size=size, minimum=minimum)
        seated = [player for table in round_.tables for player in table]
        assert sorted(seated + list(round_.byes)) == entrants, "every player seated or given a bye, once"
        assert all(minimum <= len(table) <= size for table in round_.tables)
        if _clean_round_exists(ranked, met, byes_had, size, minimum):
            assert repeats(round_, met) == 0
        if round_.byes:
            most_byes_given = max(byes_had[player] for player in round_.byes)
            assert all(byes_had[player] >= most_byes_given for player in entrants if player not in round_.byes), (
                "a player sat out again while another had sat out less"
            )
        results.extend(_play(round_, rng, number))
        byes.extend(Bye(number, player) for player in round_.byes)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(12, 40), seed=st.integers(0, 10_000))
def test_large_tournaments_are_seated_quickly_and_whole(players: int, seed: int) -> None:
    rng = random.Random(seed)
    entrants = list(range(players))
    results: list[TableResult] = []
    byes: list[Bye] = []
    for number in range(1, 6):
        rows = standings(entrants, results, byes, table_size=2)
        round_ = pair([row.player for row in rows], _met(results), {row.player: row.byes for row in rows}, 2, 2)
        assert sorted([p for table in round_.tables for p in table] + list(round_.byes)) == entrants
        # Five rounds of two-player tables among a dozen or more players always leave a clean pairing.
        assert repeats(round_, _met(results)) == 0
        results.extend(_play(round_, rng, number))
        byes.extend(Bye(number, player) for player in round_.byes)
