"""An elimination bracket: each table's winner goes through, the others are out, until one champion is left.

Every round is seeded afresh from the entry seeds (the best seed first), so a bracket needs no stored tree: the
players still in are all it takes to seat the next round. When their count is not a power of the table size, the
best seeds skip the round (a bye) so that the round after starts from a power of the table size; tables are filled
best against worst (snake order), so the best seeds meet late. A table must seat at least two players.

A player dropped from the tournament (the bot played their seat for a whole game) does not go through even if
they won: the best-placed player of their table who is not dropped goes instead. If every player of a round is
dropped or out, the champion is the best-placed player of that last round, so a bracket always ends with one.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from bot.tournaments.swiss import Round


def bracket_round(alive: Sequence[int], table_size: int) -> Round:
    """Seat one round for the players still in, given best seed first."""
    if len(alive) < 2:
        raise ValueError("a round needs two players at least")
    size = max(2, table_size)
    target = size
    while target < len(alive):
        target *= size
    slots = target // size  # players the round must leave for the next one: byes plus one winner a table
    for byes in range(slots + 1):
        tables = slots - byes
        seated = len(alive) - byes
        if tables > 0 and 2 * tables <= seated <= size * tables:
            return Round(tables=_snake(list(alive[byes:]), tables), byes=tuple(alive[:byes]))
    raise AssertionError("a power of the table size always leaves room for the players")


def winner(places: Mapping[int, int], dropped: Collection[int], seed: Mapping[int, int]) -> int | None:
    """Who goes through from one table: the best place not dropped, the better seed on a tie; None if all dropped."""
    going = [player for player in places if player not in dropped]
    if not going:
        return None
    return min(going, key=lambda player: (places[player], seed[player]))


def champion_of_last(places: Sequence[Mapping[int, int]], seed: Mapping[int, int]) -> int:
    """When nobody is left to go through: the best place of the last round's tables, the better seed on a tie."""
    everyone = [(place, seed[player], player) for table in places for player, place in table.items()]
    return min(everyone)[2]


def _snake(players: list[int], tables: int) -> tuple[tuple[int, ...], ...]:
    seats: list[list[int]] = [[] for _ in range(tables)]
    for index, player in enumerate(players):
        lap, offset = divmod(index, tables)
        seats[offset if lap % 2 == 0 else tables - 1 - offset].append(player)
    return tuple(tuple(table) for table in seats)
