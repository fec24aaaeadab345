"""A tournament's rows (``bot.store.tournaments``), the same on SQLite and PostgreSQL: one tournament open or under
way per channel, entrants numbered in join order, a round seated once however many passes try, a table's thread
recorded once, and its game created in its thread and linked to its table in one transaction."""

from __future__ import annotations

import pytest

from bot.clock import ManualClock
from bot.records import ChannelBusy, GameEnd, StoreError
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from bot.store.tournaments import SeatedRound, TournamentTally, TournamentWin
from tests.support.backends import Database

pytestmark = pytest.mark.both_backends

GUILD, CHANNEL, THREAD = 1, 100, 2**62 + 7
ANN, BOB, CAT = 2**62 + 10, 11, 12

AnyStore = SqliteStore | PostgresStore


@pytest.fixture
async def store(database: Database) -> AnyStore:
    return await database.open(ManualClock())


async def test_entrants_join_in_order_once_and_the_channel_holds_one_tournament(store: AnyStore) -> None:
    made = await store.create_tournament(GUILD, CHANNEL, "tiny_tricks", ANN, "Ann", {"format": "swiss"})
    assert made.players == (ANN,) and made.status == "open"
    await store.add_entrant(made.id, BOB, "Bob")
    await store.add_entrant(made.id, BOB, "Bob")
    joined = await store.add_entrant(made.id, CAT, "Cat")
    assert [(e.user_id, e.entry) for e in joined.entrants] == [(ANN, 0), (BOB, 1), (CAT, 2)]
    assert (await store.remove_entrant(made.id, BOB)).players == (ANN, CAT)
    assert await store.live_tournament(CHANNEL) == await store.tournament(made.id)
    with pytest.raises(ChannelBusy):
        await store.create_tournament(GUILD, CHANNEL, "tiny_tricks", BOB, "Bob", {})
    assert await store.cancel_tournament(made.id)
    assert not await store.cancel_tournament(made.id)
    assert await store.live_tournament(CHANNEL) is None


async def test_a_round_is_seated_once_and_its_table_game_is_linked_in_its_thread(store: AnyStore) -> None:
    made = await store.create_tournament(GUILD, CHANNEL, "tiny_tricks", ANN, "Ann", {"format": "swiss"})
    await store.add_entrant(made.id, BOB, "Bob")
    await store.add_entrant(made.id, CAT, "Cat")
    first = SeatedRound(1, ((ANN, BOB),), (CAT,))
    assert await store.seat_round(made.id, first)
    assert not await store.seat_round(made.id, first)  # a second pass over the same start writes nothing
    with pytest.raises(StoreError):
        await store.add_entrant(made.id, 13, "Dan")  # started: no more entrants
    running = await store.tournament(made.id)
    assert running is not None and running.status == "running" and running.round == 1
    assert await store.running_tournaments() == [made.id]
    play = await store.tournament_play(made.id)
    assert play.round_byes(1) == (CAT,)
    (table,) = play.round_tables(1)
    assert table.players == (ANN, BOB) and table.thread_id is None and table.game_id is None
    assert await store.set_table_thread(made.id, table, THREAD)
    assert not await store.set_table_thread(made.id, table, THREAD + 1)
    (table,) = (await store.tournament_play(made.id)).round_tables(1)
    game = await store.start_table_game(running, table, {}, 5, {"state": 1}, ("Ann", "Bob"))
    assert game.channel_id == THREAD and game.seats == (ANN, BOB)
    assert (await store.game_thread(game.id)).parent_id == CHANNEL  # type: ignore[union-attr]
    assert await store.tournament_of_game(game.id) == made.id
    (table,) = (await store.tournament_play(made.id)).round_tables(1)
    with pytest.raises(StoreError):
        await store.start_table_game(running, table, {}, 6, {"state": 1}, ("Ann", "Bob"))
    assert table.game_id == game.id and table.game_status == "active" and not table.over
    await store.cancel_game(game.id)
    (table,) = (await store.tournament_play(made.id)).round_tables(1)
    assert table.over and table.places == {}
    # The next round, with Bob dropped from it on; then the end, once.
    assert await store.seat_round(made.id, SeatedRound(2, ((ANN, CAT),), (), drops=(BOB,)))
    assert (await store.tournament(made.id)).entrant(BOB).dropped_round == 2  # type: ignore[union-attr]
    assert await store.finish_tournament(made.id, 2, ANN, ())
    assert not await store.finish_tournament(made.id, 2, ANN, ())
    over = await store.tournament(made.id)
    assert over is not None and over.status == "finished" and over.champion_id == ANN
    # Over, its podium still to post: a restart looks at it again, until the podium is recorded.
    assert not over.final_announced and await store.running_tournaments() == [made.id]
    assert await store.mark_final_announced(made.id)
    assert (await store.tournament(made.id)).final_announced  # type: ignore[union-attr]
    assert await store.running_tournaments() == []


async def played_tournament(
    store: AnyStore, guild: int, channel: int, players: tuple[int, ...], champion: int | None
) -> int:
    """A tournament of one round, one table, played and ended with ``champion`` (None: cancelled mid-round)."""
    made = await store.create_tournament(guild, channel, "tiny_tricks", players[0], "Host", {"format": "swiss"})
    for user in players[1:]:
        await store.add_entrant(made.id, user, f"P{user}")
    assert await store.seat_round(made.id, SeatedRound(1, (players,), ()))
    if champion is None:
        assert await store.cancel_tournament(made.id)
    else:
        assert await store.finish_tournament(made.id, 1, champion, ())
    return made.id


async def test_a_players_tournaments_on_a_server_count_the_finished_ones_and_name_the_latest_wins(
    database: Database,
) -> None:
    clock = ManualClock()
    store = await database.open(clock)
    assert await store.player_tournaments(GUILD, ANN, 3) == TournamentTally(0, 0, ())
    assert await store.latest_tournament(CHANNEL) is None
    first = await played_tournament(store, GUILD, CHANNEL, (ANN, BOB), ANN)
    first_at = clock.now()
    clock.advance(3600)
    # The second one's table game ends with a result: the tournament ended when that game did.
    made = await store.create_tournament(GUILD, CHANNEL, "tiny_tricks", BOB, "Bob", {"format": "swiss"})
    await store.add_entrant(made.id, ANN, "Ann")
    await store.add_entrant(made.id, CAT, "Cat")
    assert await store.seat_round(made.id, SeatedRound(1, ((ANN, BOB),), (CAT,)))
    (table,) = (await store.tournament_play(made.id)).round_tables(1)
    assert await store.set_table_thread(made.id, table, THREAD)
    (table,) = (await store.tournament_play(made.id)).round_tables(1)
    running = await store.tournament(made.id)
    assert running is not None
    game = await store.start_table_game(running, table, {}, 5, {"state": 1}, ("Ann", "Bob"))
    clock.advance(600)
    await store.record_move(game.id, 0, 0, ANN, "a", {}, True, end=GameEnd((1, 2), (5, 3), (False, False)))
    ended_at = clock.now()
    clock.advance(60)
    assert await store.finish_tournament(made.id, 1, ANN, ())
    second = made.id
    # Not counted: a tournament Bob won, one cancelled, one still running, and Ann's win on another server.
    await played_tournament(store, GUILD, CHANNEL + 1, (ANN, BOB), BOB)
    await played_tournament(store, GUILD, CHANNEL + 2, (ANN, CAT), None)
    live = await store.create_tournament(GUILD, CHANNEL + 3, "tiny_tricks", ANN, "Ann", {"format": "swiss"})
    await store.add_entrant(live.id, BOB, "Bob")
    assert await store.seat_round(live.id, SeatedRound(1, ((ANN, BOB),), ()))
    await played_tournament(store, GUILD + 1, CHANNEL + 4, (ANN, BOB), ANN)

    tally = await store.player_tournaments(GUILD, ANN, 3)
    assert (tally.played, tally.won) == (3, 2)
    assert tally.latest == (
        TournamentWin(second, "tiny_tricks", 3, ended_at),
        TournamentWin(first, "tiny_tricks", 2, first_at),
    )
    assert (await store.player_tournaments(GUILD, ANN, 1)).latest == tally.latest[:1]
    assert await store.player_tournaments(GUILD, BOB, 3) == TournamentTally(
        3, 1, (TournamentWin(second + 1, "tiny_tricks", 2, ended_at + 60),)
    )
    assert await store.player_tournaments(GUILD, CAT, 3) == TournamentTally(1, 0, ())  # a bye, then a cancelled one
    # A channel's latest tournament: the live one while there is one, else the last to end or be cancelled.
    assert (await store.latest_tournament(CHANNEL)).id == second  # type: ignore[union-attr]
    assert (await store.latest_tournament(CHANNEL + 2)).status == "cancelled"  # type: ignore[union-attr]
    assert await store.latest_tournament(CHANNEL + 3) == await store.live_tournament(CHANNEL + 3)


async def test_a_round_with_a_deadline_is_due_once_it_passed_while_one_of_its_games_is_still_played(
    store: AnyStore,
) -> None:
    clock = store._clock
    assert isinstance(clock, ManualClock)
    made = await store.create_tournament(GUILD, CHANNEL, "tiny_tricks", ANN, "Ann", {"format": "swiss"})
    await store.add_entrant(made.id, BOB, "Bob")
    start = clock.now()
    assert await store.seat_round(made.id, SeatedRound(1, ((ANN, BOB),), ()), lasts=3600.0)
    play = await store.tournament_play(made.id)
    assert play.deadlines == {1: start + 3600.0}
    # No game yet at its table: nothing is played, so nothing is due.
    assert await store.due_rounds(start + 7200) == [] and await store.next_round_deadline() is None
    (table,) = play.round_tables(1)
    await store.set_table_thread(made.id, table, THREAD)
    (table,) = (await store.tournament_play(made.id)).round_tables(1)
    running = await store.tournament(made.id)
    assert running is not None
    game = await store.start_table_game(running, table, {}, 5, {"state": 1}, ("Ann", "Bob"))
    assert await store.next_round_deadline() == start + 3600.0
    assert await store.due_rounds(start + 3599) == []
    assert await store.due_rounds(start + 3600) == [(made.id, 1)]
    # Its game over (stopped), the round is no longer due.
    await store.cancel_game(game.id)
    assert await store.due_rounds(start + 7200) == [] and await store.next_round_deadline() is None
    # A round without a deadline never is.
    assert await store.seat_round(made.id, SeatedRound(2, ((ANN, BOB),), ()))
    assert (await store.tournament_play(made.id)).deadlines == {1: start + 3600.0}
