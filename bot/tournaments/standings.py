"""Points and standings of a tournament, from the results of its tables.

The scale is Board Game Arena's tournament scale, the one its Swiss tournaments show as "…, +6, +4, +2, 0": the
last place of a table scores 0 and each place above it two more, so a table of four gives 6, 4, 2 and 0. Players
tied for a place share that place's points (places are numbered as in a ranking: two firsts, then a third). A bye
is worth what the winner of a full table scores, as BGA gives a player it could not seat "the maximum points a
player would gain in a full game".

Ties in points are broken by the strength of the opposition: the sum of the final points of everyone a player sat
with, counted once per table shared (BGA's "opponents points", Buchholz in chess), then by first places, then by
the order players entered. Everything is computed from the set of results, so the order they arrived in changes
nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class TableResult:
    """One finished table of one round: each player's place (1 is best; tied players share a place)."""

    round: int
    places: Mapping[int, int]

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(self.places)


@dataclass(frozen=True)
class Bye:
    """A round a player sat out because the count did not divide into tables."""

    round: int
    player: int


@dataclass(frozen=True)
class Standing:
    player: int
    points: int
    opposition: int
    first_places: int
    played: int
    byes: int
    opponents: frozenset[int] = field(default_factory=frozenset)


def place_points(place: int, seated: int) -> int:
    """BGA's scale: last place 0, two points more per place above it."""
    return 2 * (seated - place)


def bye_points(table_size: int) -> int:
    """A bye is worth the winner's points at a full table."""
    return place_points(1, table_size)


def standings(
    entrants: Sequence[int],
    results: Iterable[TableResult],
    byes: Iterable[Bye],
    table_size: int,
) -> list[Standing]:
    """Every entrant's standing, best first."""
    results = list(results)
    points = dict.fromkeys(entrants, 0)
    first_places = dict.fromkeys(entrants, 0)
    played = dict.fromkeys(entrants, 0)
    had_byes = dict.fromkeys(entrants, 0)
    met: dict[int, list[int]] = {player: [] for player in entrants}
    for result in results:
        seated = len(result.places)
        for player, place in result.places.items():
            points[player] += place_points(place, seated)
            played[player] += 1
            first_places[player] += place == 1
            met[player].extend(other for other in result.places if other != player)
    for bye in byes:
        points[bye.player] += bye_points(table_size)
        had_byes[bye.player] += 1
    entry = {player: index for index, player in enumerate(entrants)}
    rows = [
        Standing(
            player=player,
            points=points[player],
            opposition=sum(points[other] for other in met[player]),
            first_places=first_places[player],
            played=played[player],
            byes=had_byes[player],
            opponents=frozenset(met[player]),
        )
        for player in entrants
    ]
    rows.sort(key=lambda row: (-row.points, -row.opposition, -row.first_places, entry[row.player]))
    return rows


def ranks(rows: Sequence[Standing]) -> Mapping[int, int]:
    """Each player's rank in the standings (1 is best); players equal on every tie-break share a rank."""
    placed: dict[int, int] = {}
    previous: tuple[int, int, int] | None = None
    for index, row in enumerate(rows):
        key = (row.points, row.opposition, row.first_places)
        placed[row.player] = placed[rows[index - 1].player] if key == previous else index + 1
        previous = key
    return placed
