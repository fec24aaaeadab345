"""Where a tournament stands, worked out from its rows (``bot.ui.tournament.progress``): a Swiss round after the
first seats no pair twice, the last round ends with the leader as champion, an elimination sends each table's
winner through (not a dropped one) and ends with one champion, a cancelled table scores nobody."""

from __future__ import annotations

from bot.store.tournaments import ELIMINATION, SWISS, Entrant, SeatedRound, TableRecord, TournamentPlay
from bot.store.tournaments import TournamentRecord as Tournament
from bot.ui.tournament.progress import Final, after_round, first_round, places_of, standings_now

A, B, C, D = 1, 2, 3, 4


def tournament(kind: str, round_: int, rounds: int = 2, dropped: dict[int, int] | None = None) -> Tournament:
    entrants = tuple(Entrant(user, f"p{user}", user - 1, (dropped or {}).get(user)) for user in (A, B, C, D))
    settings = {"format": kind, "rounds": rounds, "table_size": 2}
    return Tournament(1, 1, 10, "troyes_dice", A, settings, "running", round_, None, None, entrants)


def finished(round_: int, number: int, winner: int, loser: int) -> TableRecord:
    return TableRecord(round_, number, (winner, loser), 100 + number, 10 * round_ + number, "finished",
                       {winner: 1, loser: 2})  # fmt: skip


def test_round_one_seats_players_in_join_order() -> None:
    assert first_round(tournament(SWISS, 0), 2) == SeatedRound(1, ((A, B), (C, D)), ())


def test_a_swiss_round_two_seats_no_pair_twice_and_the_last_round_names_the_leader() -> None:
    play = TournamentPlay((finished(1, 1, A, B), finished(1, 2, D, C)), (), frozenset({1}))
    after = after_round(tournament(SWISS, 1), play, (), 2)
    assert isinstance(after, SeatedRound) and after.number == 2
    assert not {frozenset(table) for table in after.tables} & {frozenset((A, B)), frozenset((C, D))}
    play = TournamentPlay((*play.tables, finished(2, 1, A, D), finished(2, 2, B, C)), (), frozenset({1, 2}))
    final = after_round(tournament(SWISS, 2), play, (), 2)
    assert isinstance(final, Final) and final.champion == A
    assert [row.player for row in final.placed][:1] == [A] and final.placed[0].points == 4


def test_an_elimination_sends_the_winners_through_but_not_a_dropped_one() -> None:
    play = TournamentPlay((finished(1, 1, A, D), finished(1, 2, B, C)), (), frozenset({1}))
    after = after_round(tournament(ELIMINATION, 1), play, (B,), 2)
    assert isinstance(after, SeatedRound) and after.tables == ((A, C),) and after.drops == (B,)
    play = TournamentPlay((*play.tables, finished(2, 1, C, A)), (), frozenset({1, 2}))
    final = after_round(tournament(ELIMINATION, 2, dropped={B: 2}), play, (), 2)
    assert isinstance(final, Final) and final.champion == C
    over = tournament(ELIMINATION, 2, dropped={B: 2})
    over = Tournament(**{**over.__dict__, "champion_id": C, "status": "finished"})
    assert [row.player for row in standings_now(over, play)][:2] == [C, A]


def test_a_cancelled_table_scores_nobody() -> None:
    table = TableRecord(1, 1, (A, B), 100, 11, "cancelled", {})
    assert places_of(table) == {A: 2, B: 2}
