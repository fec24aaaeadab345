"""Elimination brackets: byes at the first round, winners go through, one champion at the end, whatever drops."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.elimination import bracket_round, champion_of_last, winner


def _run(entrants: list[int], table_size: int, rng: random.Random, drop_rate: float) -> tuple[int, int, list[int]]:
    """Play a whole bracket with random results and random drops: the champion, the rounds, the byes given."""
    seed = {player: index for index, player in enumerate(entrants)}
    alive = list(entrants)
    dropped: set[int] = set()
    rounds = 0
    byes: list[int] = []
    last: list[dict[int, int]] = []
    while len(alive) > 1:
        round_ = bracket_round(alive, table_size)
        rounds += 1
        assert sorted([p for table in round_.tables for p in table] + list(round_.byes)) == sorted(alive)
        assert all(2 <= len(table) <= table_size for table in round_.tables)
        byes.extend(round_.byes)
        last = []
        going = list(round_.byes)
        for table in round_.tables:
            order = list(table)
            rng.shuffle(order)
            places = {player: place for place, player in enumerate(order, 1)}
            last.append(places)
            dropped.update(player for player in table if rng.random() < drop_rate)
            through = winner(places, dropped, seed)
            if through is not None:
                going.append(through)
        alive = sorted(going, key=seed.__getitem__)
        assert rounds < 20, "a bracket must shrink every round"
    if alive:
        return alive[0], rounds, byes
    return champion_of_last(last, seed), rounds, byes


def test_eight_players_at_two_player_tables_take_three_rounds() -> None:
    champion, rounds, byes = _run(list(range(8)), 2, random.Random(1), drop_rate=0)
    assert rounds == 3 and byes == [] and champion in range(8)


def test_six_players_give_the_two_best_seeds_a_first_round_bye() -> None:
    round_ = bracket_round([1, 2, 3, 4, 5, 6], 2)
    assert round_.byes == (1, 2)
    assert round_.tables == ((3, 6), (4, 5))


def test_nine_players_at_tables_of_three_need_no_bye() -> None:
    round_ = bracket_round(list(range(9)), 3)
    assert round_.byes == () and len(round_.tables) == 3


def test_a_dropped_winner_is_replaced_by_the_next_place_of_the_table() -> None:
    seed = {7: 0, 8: 1, 9: 2}
    assert winner({7: 1, 8: 2, 9: 3}, dropped={7}, seed=seed) == 8
    assert winner({7: 1, 8: 2}, dropped={7, 8}, seed=seed) is None


@settings(max_examples=500, deadline=None)
@given(
    players=st.integers(2, 70),
    table_size=st.integers(2, 5),
    drop_rate=st.sampled_from([0.0, 0.1, 0.5, 1.0]),
    seed=st.integers(0, 10_000),
)
def test_every_bracket_ends_with_one_champion(players: int, table_size: int, drop_rate: float, seed: int) -> None:
    entrants = list(range(100, 100 + players))
    champion, rounds, byes = _run(entrants, table_size, random.Random(seed), drop_rate)
    assert champion in entrants
    assert len(byes) == len(set(byes)) or drop_rate > 0, "without drops, a player has at most one bye"
    if drop_rate == 0:
        size = table_size
        expected = 1
        while size**expected < players:
            expected += 1
        assert rounds == expected
