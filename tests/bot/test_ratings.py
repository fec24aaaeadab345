"""Ratings: each finished game moves its players' OpenSkill (Plackett-Luce) ratings exactly as the library computes
them, once, in the transaction that ends it; ties, resignations, AI levels, solo and cancelled games; and the
leaderboard's order."""

from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from bot import ratings
from bot.ai_seats import Level, ai_user
from bot.cogs.pace import changes
from bot.ratings import leaderboard
from bot.records import GameEnd, PaceChange, RatingRecord
from bot.sessions import Sessions
from bot.store import SqliteStore, VersionConflict
from games.contract import places_from_scores

# The results and ratings are written by the change that ends a game, in each backend's own SQL.
pytestmark = pytest.mark.both_backends

GUILD = 1
CHANNEL = 100
GAME = "tiny_tricks"


async def seated_game(store: SqliteStore, users: list[int], guild: int | None = GUILD) -> int:
    """A started game with these users in seat order (the store keeps states as JSON it never reads)."""
    lobby = await store.create_lobby(guild, CHANNEL, GAME, users[0], f"user{users[0]}", {})
    for user in users[1:]:
        await store.add_lobby_member(lobby.id, user, f"user{user}")
    record = await store.start_game(lobby.id, 42, {"state": "opening"})
    return record.id


async def finish(store: SqliteStore, users: list[int], places: list[int], resigned: tuple[int, ...] = ()) -> int:
    game_id = await seated_game(store, users)
    end = GameEnd(tuple(places), tuple(10 * p for p in places), tuple(seat in resigned for seat in range(len(users))))
    await store.record_move(game_id, 0, 0, users[0], "last", {"state": "over"}, finished=True, end=end)
    return game_id


async def stored(store: SqliteStore, game: str = GAME) -> dict[int, RatingRecord]:
    return {record.player_id: record for record in await store.leaderboard(GUILD, game)}


@pytest.mark.parametrize("players", range(2, 11))
async def test_two_games_move_ratings_as_openskill_computes_them_ties_included(
    store: SqliteStore, players: int
) -> None:
    model = PlackettLuce()
    draw = random.Random(players)
    users = [1000 + n for n in range(players)]
    expected = {user: model.rating() for user in users}
    for _game in range(2):
        # Places with ties: scores drawn from a small range share places (1, 1, 3...).
        places = list(places_from_scores([draw.randint(0, players // 2) for _ in users]))
        assert len(set(places)) < players or players == 2
        await finish(store, users, places)
        teams = model.rate([[expected[user]] for user in users], ranks=places)
        expected = {user: team[0] for user, team in zip(users, teams, strict=True)}
        # The next game in the channel needs the channel free: it is, the game is finished.
    found = await stored(store)
    assert set(found) == set(users)
    for user in users:
        assert found[user].mu == pytest.approx(expected[user].mu, rel=1e-12)
        assert found[user].sigma == pytest.approx(expected[user].sigma, rel=1e-12)
        assert found[user].games == 2


async def test_tied_seats_get_identical_updates_and_all_winners_count_a_win(store: SqliteStore) -> None:
    await finish(store, [1, 2, 3, 4], [1, 1, 3, 3])
    found = await stored(store)
    assert (found[1].mu, found[1].sigma) == (found[2].mu, found[2].sigma)
    assert (found[3].mu, found[3].sigma) == (found[4].mu, found[4].sigma)
    assert found[1].mu > found[3].mu
    assert [found[user].wins for user in (1, 2, 3, 4)] == [1, 1, 0, 0]


async def test_a_resignation_that_ends_the_game_rates_the_resigner_last_once(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(GUILD, CHANNEL, GAME, 1, "one")
    await sessions.join(CHANNEL, 2, "two")
    await sessions.start(CHANNEL, 1)
    resignation = await changes.resign(sessions, CHANNEL, 1)
    assert resignation.ended
    found = await stored(store)
    model = PlackettLuce()
    loser, winner = model.rate([[model.rating()], [model.rating()]], ranks=[2, 1])
    assert found[1].mu == pytest.approx(loser[0].mu) and found[2].mu == pytest.approx(winner[0].mu)
    results = await store.game_results(resignation.live.id)
    assert [(r.player_id, r.place, r.resigned, r.rated) for r in results] == [(1, 2, True, True), (2, 1, False, True)]
    # Anything else that would end the game again changes nothing: the game is already over.
    again = PaceChange(finish=True, end=GameEnd((1, 2), (0, 0), (False, False)))
    await store.change_pace(resignation.live.id, again)
    with pytest.raises(VersionConflict):
        await store.record_move(resignation.live.id, 0, 0, 1, "m", {}, finished=True, end=again.end)
    assert await stored(store) == found
    assert len(await store.game_results(resignation.live.id)) == 2


async def test_the_finishing_move_through_the_sessions_rates_the_game(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(GUILD, CHANNEL, GAME, 1, "one")
    await sessions.join(CHANNEL, 2, "two")
    live = await sessions.start(CHANNEL, 1)
    while (current := await sessions.game(CHANNEL)) is not None:
        seat = min(current.engine.awaiting(current.state))
        outcome = await sessions.submit(
            CHANNEL, current.seats[seat], current.engine.legal_moves(current.state, seat)[0]
        )
    result = outcome.game.result()
    assert result is not None
    results = await store.game_results(live.id)
    assert [(r.place, r.score) for r in results] == list(zip(result.places, result.scores, strict=True))
    found = await stored(store)
    assert found[1].games == found[2].games == 1
    assert (found[1].mu > found[2].mu) == (result.places[0] < result.places[1])


async def test_ai_seats_of_one_level_are_one_entry_rated_once_per_game(store: SqliteStore) -> None:
    strong_1, strong_2, easy = ai_user(Level.STRONG, 1), ai_user(Level.STRONG, 2), ai_user(Level.EASY, 3)
    await finish(store, [5, strong_1, strong_2, easy], [2, 1, 1, 4])
    found = await stored(store)
    strong, weak = ratings.player_of(strong_1), ratings.player_of(easy)
    assert set(found) == {5, strong, weak}
    assert strong == ratings.player_of(strong_2) == ai_user(Level.STRONG, 0)
    assert found[strong].games == 1 and found[strong].wins == 1
    model = PlackettLuce()
    teams = model.rate([[model.rating()] for _ in range(4)], ranks=[2, 1, 1, 4])
    assert found[strong].mu == pytest.approx(teams[1][0].mu)  # both strong seats tied: the same update
    assert found[5].mu == pytest.approx(teams[0][0].mu)


async def test_a_solo_game_is_recorded_but_not_rated(store: SqliteStore) -> None:
    game_id = await finish(store, [7], [1])
    assert await stored(store) == {}
    results = await store.game_results(game_id)
    assert [(r.player_id, r.place, r.score, r.rated) for r in results] == [(7, 1, 10, False)]
    totals = await store.player_totals(GUILD, 7)
    assert [(t.played, t.rated, t.wins, t.best_score) for t in totals] == [(1, 0, 0, 10)]


async def test_a_cancelled_game_leaves_no_result_and_no_rating(store: SqliteStore) -> None:
    game_id = await seated_game(store, [1, 2])
    await store.cancel_game(game_id)
    await store.change_pace(game_id, PaceChange(finish=True, end=GameEnd((1, 2), (0, 0), (False, False))))
    assert await store.game_results(game_id) == [] and await stored(store) == {}


async def test_a_game_outside_a_server_is_recorded_but_not_rated(store: SqliteStore) -> None:
    game_id = await seated_game(store, [1, 2], guild=None)
    await store.record_move(game_id, 0, 0, 1, "m", {}, finished=True, end=GameEnd((1, 2), (3, 1), (False, False)))
    assert [r.rated for r in await store.game_results(game_id)] == [False, False]
    assert await stored(store) == {}


async def test_totals_and_recent_results_per_player(store: SqliteStore) -> None:
    first = await finish(store, [1, 2], [1, 2])
    second = await finish(store, [2, 1, 3], [1, 3, 2])
    totals = await store.player_totals(GUILD, 1)
    assert [(t.game_type, t.played, t.rated, t.wins, t.best_score) for t in totals] == [(GAME, 2, 2, 1, 30)]
    recent = await store.recent_results(GUILD, 1, 5)
    assert [(r.game_id, r.place, r.players) for r in recent] == [(second, 3, 3), (first, 1, 2)]
    assert all(r.channel_id == CHANNEL for r in recent)


def rating(player: int, mu: float, sigma: float, games: int) -> RatingRecord:
    return RatingRecord(GUILD, GAME, player, mu, sigma, games, 0)


def test_the_leaderboard_orders_by_the_conservative_rating_and_sets_provisional_players_apart() -> None:
    board = leaderboard(
        [
            rating(1, mu=30.0, sigma=4.0, games=5),  # ordinal 18
            rating(2, mu=26.0, sigma=1.0, games=9),  # ordinal 23: lower mu, surer, first
            rating(3, mu=40.0, sigma=2.0, games=2),  # ordinal 34 but only 2 games: provisional
            rating(4, mu=21.0, sigma=1.0, games=3),  # ordinal 18, like player 1
            rating(5, mu=25.0, sigma=8.0, games=1),
        ]
    )
    # Equal ratings share a rank; the one with more games is listed first.
    assert [(s.record.player_id, s.rank) for s in board.ranked] == [(2, 1), (1, 2), (4, 2)]
    assert [s.rating for s in board.ranked] == pytest.approx([23.0, 18.0, 18.0])
    assert [s.record.player_id for s in board.provisional] == [3, 5]
    assert all(s.provisional for s in board.provisional)
    standing = board.of(1)
    assert standing is not None and standing.rank == 2
    assert board.of(99) is None
