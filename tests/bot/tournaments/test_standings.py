"""Tournament points on BGA's scale, tie-breaks by opposition, and standings that ignore arrival order."""

import random

from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments.standings import Bye, TableResult, bye_points, place_points, ranks, standings


def test_a_table_of_four_gives_six_four_two_and_nothing() -> None:
    assert [place_points(place, 4) for place in (1, 2, 3, 4)] == [6, 4, 2, 0]


def test_players_tied_for_first_both_score_the_first_place() -> None:
    rows = standings([1, 2, 3], [TableResult(1, {1: 1, 2: 1, 3: 3})], [], table_size=3)
    points = {row.player: row.points for row in rows}
    assert points == {1: 4, 2: 4, 3: 0}


def test_a_bye_is_worth_a_win_at_a_full_table() -> None:
    assert bye_points(2) == 2
    rows = standings([1, 2, 3], [TableResult(1, {1: 1, 2: 2})], [Bye(1, 3)], table_size=2)
    assert {row.player: row.points for row in rows} == {1: 2, 2: 0, 3: 2}


def test_equal_points_go_to_whoever_met_stronger_players() -> None:
    # Round 1: 1 beats 2, 3 beats 4. Round 2: 1 beats 3, 4 beats 2. Players 3 and 4 both end on 2 points, but
    # 3 sat with players worth 4 + 2 points and 4 with players worth 2 + 0.
    results = [
        TableResult(1, {1: 1, 2: 2}),
        TableResult(1, {3: 1, 4: 2}),
        TableResult(2, {1: 1, 3: 2}),
        TableResult(2, {4: 1, 2: 2}),
    ]
    rows = standings([1, 2, 3, 4], results, [], table_size=2)
    assert [row.player for row in rows] == [1, 3, 4, 2]
    by_player = {row.player: row for row in rows}
    assert by_player[3].points == by_player[4].points == 2
    assert by_player[3].opposition > by_player[4].opposition


def test_players_equal_on_every_tie_break_share_a_rank() -> None:
    rows = standings([5, 6], [TableResult(1, {5: 1, 6: 1})], [], table_size=2)
    assert ranks(rows) == {5: 1, 6: 1}


tables = st.lists(
    st.lists(st.integers(0, 11), min_size=2, max_size=4, unique=True).flatmap(
        lambda players: st.lists(st.integers(1, len(players)), min_size=len(players), max_size=len(players)).map(
            lambda places: dict(zip(players, places, strict=True))
        )
    ),
    max_size=12,
)


@given(results=tables, byes=st.lists(st.integers(0, 11), max_size=4), order=st.randoms(use_true_random=False))
def test_standings_do_not_depend_on_the_order_results_arrive_in(
    results: list[dict[int, int]], byes: list[int], order: random.Random
) -> None:
    table_results = [TableResult(1, places) for places in results]
    bye_rows = [Bye(1, player) for player in byes]
    entrants = list(range(12))
    before = standings(entrants, table_results, bye_rows, table_size=4)
    order.shuffle(table_results)
    order.shuffle(bye_rows)
    assert standings(entrants, table_results, bye_rows, table_size=4) == before
