""" "You are next" by direct message (``/pace me next_dm``), through the fake Discord, in a three-player game of
Tiny Tricks (the test game: everyone passes a card at once, then tricks round the table): sent once per turn to a
player who asked, when they play right after the current player, naming that player and linking the board; never
while everyone chooses at once, never to a player who did not ask; held back in their quiet hours, and dropped if
their own turn comes meanwhile."""

from __future__ import annotations

from bot.sandbox.local_discord import FakeUser
from tests.e2e.conftest import People
from tests.e2e.harness import ephemeral_text
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_pace import MIN, PacedTable, paced
from tests.fakes.tiny_tricks.engine import GAME

__all__ = ["paced"]  # the fixture, shared with test_pace

# A deal in which Bob (seat 1) plays right after the current player three times in the game when every player
# plays their first card, as these tests do: the test of "once per turn" needs him next at least twice.
SEED = 3
BOB = 1


def times_next(seed: int, seat: int) -> int:
    """How many separate times ``seat`` is next in a three-player game from ``seed`` where each awaited player
    plays their first legal move (the first one ``/play`` suggests)."""
    state, times, was_next = GAME.new(3, {}, seed), 0, False
    while awaited := sorted(GAME.awaiting(state)):
        is_next = seat in GAME.record(state).next_up
        times += is_next and not was_next
        was_next = is_next
        state, _ = GAME.apply(state, awaited[0], GAME.legal_moves(state, awaited[0])[0])
    return times


async def started(table: PacedTable, people: People) -> None:
    table.seeds.choose(SEED)
    await open_lobby(table, people, "bob", "carol")
    await table.slash(people.alice, "pace set", reminder="off", time_limit="off")
    await table.slash(people.alice, "game start")
    await table.wait_for_boards(1)


async def seats(table: PacedTable) -> tuple[int, ...]:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return live.seats


async def next_up(table: PacedTable) -> set[int]:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return set(live.engine.record(live.state).next_up)


async def table_version(table: PacedTable) -> int:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return live.version


async def play_one(table: PacedTable, people: People) -> None:
    """The awaited player (the first, while everyone passes) plays their first suggested move."""
    users = await seats(table)
    seat = (await table.awaited())[0]
    player = next(p for p in (people.alice, people.bob, people.carol) if p.id == users[seat])
    version = await table_version(table)
    await table.play(player, (await table.suggestions(player))[0])
    assert await table_version(table) == version + 1, "the move was refused"


async def play_until_next(table: PacedTable, people: People, user: FakeUser) -> None:
    """Plays until ``user`` is the next to play after the current player."""
    for _ in range(12):
        if (await seats(table)).index(user.id) in await next_up(table):
            return
        await play_one(table, people)
    raise AssertionError(f"{user.name} never became next")


async def settled(table: PacedTable) -> None:
    """Every timer due now has fired, and the direct messages it sent are sent."""
    assert table.bot is not None and table.bot.scheduler is not None
    await table.bot.scheduler.run_due()
    await table.bot.scheduler.sent()


async def test_a_player_who_asked_is_told_once_per_turn_that_they_are_next_and_the_others_never(
    paced: PacedTable, people: People
) -> None:
    # The deal must make Bob next more than once, or the second half of the test would have nothing to check.
    assert times_next(SEED, BOB) >= 2
    answer = ephemeral_text(await paced.slash(people.bob, "pace me", next_dm=True))
    assert "“You are next” messages: on" in answer
    await started(paced, people)
    assert (await seats(paced)).index(people.bob.id) == BOB
    # Everyone passes a card at once: nobody is next after anyone.
    for _ in range(3):
        await settled(paced)
        assert paced.fake.direct_messages(people.bob) == []
        await play_one(paced, people)
    await play_until_next(paced, people, people.bob)
    await paced.wait_for(lambda: len(paced.fake.direct_messages(people.bob)) == 1)
    [message] = paced.fake.direct_messages(people.bob)
    users = await seats(paced)
    playing = users[(await paced.awaited())[0]]
    assert f"You are next in the Tiny Tricks game in <#{paced.channel.id}>, after <@{playing}>" in message.content
    assert message.content.endswith(f"/{paced.channel.id}/{paced.latest_board().id}")
    # Time passes and the scheduler runs again: still one message for this turn.
    paced.clock.advance(30 * MIN)
    await settled(paced)
    assert len(paced.fake.direct_messages(people.bob)) == 1
    # Bob's turn comes and goes; the next time he is next, he is told again.
    await play_one(paced, people)
    while (await seats(paced)).index(people.bob.id) not in await next_up(paced):
        await play_one(paced, people)
    await paced.wait_for(lambda: len(paced.fake.direct_messages(people.bob)) == 2)
    assert paced.fake.direct_messages(people.alice) == paced.fake.direct_messages(people.carol) == []


async def test_the_message_waits_for_the_end_of_the_players_quiet_hours(paced: PacedTable, people: People) -> None:
    # 22:13:20 UTC: Bob is quiet until 07:00 UTC.
    await paced.slash(people.bob, "pace me", next_dm=True, quiet_hours="22-7", timezone="UTC")
    await started(paced, people)
    for _ in range(3):
        await play_one(paced, people)
    await play_until_next(paced, people, people.bob)
    await settled(paced)
    assert paced.fake.direct_messages(people.bob) == []
    paced.clock.advance(8 * 60 * MIN + 46 * MIN + 40)  # 07:00 UTC
    await paced.wait_for(lambda: len(paced.fake.direct_messages(people.bob)) == 1)
    assert "You are next" in paced.fake.direct_messages(people.bob)[0].content


async def test_a_message_held_by_quiet_hours_is_dropped_once_the_players_own_turn_comes(
    paced: PacedTable, people: People
) -> None:
    await paced.slash(people.bob, "pace me", next_dm=True, quiet_hours="22-7", timezone="UTC")
    await started(paced, people)
    for _ in range(3):
        await play_one(paced, people)
    await play_until_next(paced, people, people.bob)
    await play_one(paced, people)
    assert (await seats(paced)).index(people.bob.id) in await paced.awaited()
    paced.clock.advance(8 * 60 * MIN + 46 * MIN + 40)  # 07:00 UTC
    await settled(paced)
    assert paced.fake.direct_messages(people.bob) == []


async def test_a_player_told_they_are_next_is_not_told_again_when_the_host_changes_the_pace(
    paced: PacedTable, people: People
) -> None:
    await paced.slash(people.bob, "pace me", next_dm=True)
    await started(paced, people)
    for _ in range(3):
        await play_one(paced, people)
    await play_until_next(paced, people, people.bob)
    await paced.wait_for(lambda: len(paced.fake.direct_messages(people.bob)) == 1)
    # The host changes the pace while Bob waits as next: his timers are planned again, and his message for this
    # turn stays sent.
    ix = await paced.slash(people.alice, "pace set", reminder="1h", time_limit="off")
    assert ix.message is not None and "Reminders: 1 h." in ix.message.content
    await settled(paced)
    paced.clock.advance(5 * MIN)
    await settled(paced)
    assert (await seats(paced)).index(people.bob.id) in await next_up(paced)
    assert len(paced.fake.direct_messages(people.bob)) == 1
