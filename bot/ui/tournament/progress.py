"""Where a tournament stands, from its rows: the standings, the next round's seating, and its end.

Everything here is worked out afresh from the stored tables and byes (the pure ``bot.tournaments`` decides), so a
restart, or two passes over the same finished round, find the same answer. A table's places are its game's
results; a cancelled game's table counts as all its players sharing the last place (nobody scores, and in an
elimination the better seed goes through).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.store.tournaments import ELIMINATION, SeatedRound, TableRecord, TournamentPlay, TournamentRecord
from bot.tournaments.elimination import bracket_round, champion_of_last, winner
from bot.tournaments.standings import Bye, Standing, TableResult, ranks, standings
from bot.tournaments.swiss import pair
from bot.ui.tournament.settings import TournamentSettings


@dataclass(frozen=True)
class Placed:
    """One line of the standings: the player's rank, their points and tie-break (Swiss), or how far they went."""

    rank: int
    player: int
    points: int
    opposition: int
    reached: int  # the last round they played or sat out
    out: bool  # an elimination player knocked out (or dropped)


@dataclass(frozen=True)
class Final:
    """The tournament is over: its champion (None when nobody played) and its standings."""

    champion: int | None
    placed: tuple[Placed, ...]


def places_of(table: TableRecord) -> dict[int, int]:
    """The table's places: its game's results, or all players last when the game was cancelled."""
    if table.game_status == "finished" and set(table.places) == set(table.players):
        return dict(table.places)
    return dict.fromkeys(table.players, len(table.players))


def dropped(tournament: TournamentRecord, before: int) -> set[int]:
    """Players who no longer play round ``before``."""
    return {e.user_id for e in tournament.entrants if e.dropped_round is not None and e.dropped_round <= before}


def seeds(tournament: TournamentRecord) -> dict[int, int]:
    return {e.user_id: e.entry for e in tournament.entrants}


def first_round(tournament: TournamentRecord, minimum: int) -> SeatedRound:
    """Round 1: players in the order they joined (the elimination's seeds), best seed first."""
    return _seat(tournament, 1, list(tournament.players), {}, {}, minimum, ())


def swiss_rows(tournament: TournamentRecord, play: TournamentPlay) -> list[Standing]:
    settings = TournamentSettings.from_json(tournament.settings)
    results = [TableResult(table.round, places_of(table)) for table in play.tables if table.over]
    byes = [Bye(number, user) for number, user in play.byes]
    return standings(tournament.players, results, byes, settings.table_size)


def after_round(
    tournament: TournamentRecord, play: TournamentPlay, drops: Sequence[int], minimum: int
) -> SeatedRound | Final:
    """What follows the finished round ``tournament.round``, with ``drops`` newly dropped: the next round, or the
    end."""
    number = tournament.round
    settings = TournamentSettings.from_json(tournament.settings)
    out = dropped(tournament, number + 1) | set(drops)
    if settings.format == ELIMINATION:
        going = _going_through(tournament, play, number, out)
        if len(going) >= 2:
            return _seat(tournament, number + 1, going, {}, {}, minimum, drops)
        champion = going[0] if going else _last_best(tournament, play, number)
        return Final(champion, tuple(elimination_standings(tournament, play, champion)))
    rows = swiss_rows(tournament, play)
    playing = [row.player for row in rows if row.player not in out]
    if number >= settings.rounds or len(playing) < 2:
        placed = swiss_placed(rows, number)
        return Final(placed[0].player if placed else None, tuple(placed))
    met = {row.player: row.opponents for row in rows}
    had = {row.player: row.byes for row in rows}
    return _seat(tournament, number + 1, playing, met, had, minimum, drops)


def standings_now(tournament: TournamentRecord, play: TournamentPlay) -> list[Placed]:
    """The standings after the rounds played so far."""
    if TournamentSettings.from_json(tournament.settings).format == ELIMINATION:
        return elimination_standings(tournament, play, tournament.champion_id)
    return swiss_placed(swiss_rows(tournament, play), tournament.round)


def swiss_placed(rows: Sequence[Standing], reached: int) -> list[Placed]:
    ranked = ranks(rows)
    return [Placed(ranked[row.player], row.player, row.points, row.opposition, reached, False) for row in rows]


def elimination_standings(tournament: TournamentRecord, play: TournamentPlay, champion: int | None) -> list[Placed]:
    """The champion first, then the players still in, then by the round each player went out in (later is
    better), then by their place at that table, then by seed; each on a rank of their own."""
    seed = seeds(tournament)
    reached: dict[int, int] = dict.fromkeys(tournament.players, 0)
    place: dict[int, int] = dict.fromkeys(tournament.players, 0)
    for table in play.tables:
        for player, at in places_of(table).items() if table.over else ((p, 0) for p in table.players):
            if table.round >= reached.get(player, 0):
                reached[player], place[player] = table.round, at
    for number, player in play.byes:
        if number >= reached.get(player, 0):
            reached[player], place[player] = number, 0
    still = set(_still_in(tournament, play))
    order = sorted(
        tournament.players,
        key=lambda p: (p != champion, p not in still, -reached[p], place[p], seed[p]),
    )
    return [
        Placed(index + 1, player, 0, 0, reached[player], player not in still and player != champion)
        for index, player in enumerate(order)
    ]


def _still_in(tournament: TournamentRecord, play: TournamentPlay) -> list[int]:
    """An elimination's players still in: those seated (or given a bye) in the current round, less those it
    knocked out once its tables are over."""
    number = tournament.round
    if number == 0:
        return list(tournament.players)
    tables = play.round_tables(number)
    if tables and all(table.over for table in tables):
        return _going_through(tournament, play, number, dropped(tournament, number + 1))
    out = dropped(tournament, number)
    return [p for table in tables for p in table.players if p not in out] + list(play.round_byes(number))


def _going_through(tournament: TournamentRecord, play: TournamentPlay, number: int, out: set[int]) -> list[int]:
    seed = seeds(tournament)
    going = [p for p in play.round_byes(number) if p not in out]
    for table in play.round_tables(number):
        found = winner(places_of(table), out, seed)
        if found is not None:
            going.append(found)
    return sorted(going, key=lambda p: seed[p])


def _last_best(tournament: TournamentRecord, play: TournamentPlay, number: int) -> int | None:
    tables = [places_of(table) for table in play.round_tables(number)]
    return champion_of_last(tables, seeds(tournament)) if tables else None


def _seat(
    tournament: TournamentRecord,
    number: int,
    ranked: list[int],
    met: Mapping[int, frozenset[int]],
    had: Mapping[int, int],
    minimum: int,
    drops: Sequence[int],
) -> SeatedRound:
    settings = TournamentSettings.from_json(tournament.settings)
    if settings.format == ELIMINATION:
        seated = bracket_round(ranked, settings.table_size)
    else:
        seated = pair(ranked, met, had, settings.table_size, minimum)
    return SeatedRound(number, seated.tables, seated.byes, tuple(drops))
