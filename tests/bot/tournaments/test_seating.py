"""How a round's players split into tables: as few tables as possible, even sizes, byes only when unavoidable."""

from hypothesis import given
from hypothesis import strategies as st

from bot.tournaments.seating import Split, split


def test_an_odd_count_at_two_player_tables_leaves_one_bye() -> None:
    assert split(7, 2, 2) == Split(tables=(2, 2, 2), byes=1)


def test_seven_players_at_tables_of_three_or_four_all_play() -> None:
    assert split(7, 4, 3) == Split(tables=(4, 3), byes=0)


def test_five_players_at_tables_of_exactly_four_leave_one_out() -> None:
    assert split(5, 4, 4) == Split(tables=(4,), byes=1)


def test_too_few_players_for_a_table_all_sit_out() -> None:
    assert split(1, 2, 2) == Split(tables=(), byes=1)


@given(players=st.integers(0, 80), size=st.integers(1, 10), data=st.data())
def test_every_player_sits_or_sits_out_and_tables_are_in_range(players: int, size: int, data: st.DataObject) -> None:
    minimum = data.draw(st.integers(1, size))
    shape = split(players, size, minimum)
    assert sum(shape.tables) + shape.byes == players
    assert all(minimum <= table <= size for table in shape.tables)
    assert max(shape.tables, default=0) - min(shape.tables, default=0) <= 1
    # No bye that a table could have taken: with one more seated player no split exists.
    assert shape.byes == 0 or all(
        not (tables * minimum <= sum(shape.tables) + 1 <= tables * size) for tables in range(1, players + 1)
    )
