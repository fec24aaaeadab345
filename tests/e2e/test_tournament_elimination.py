"""Elimination tournaments through the fake Discord. Seven players at tables of two, so the best seed has a bye
in round 1 (recorded, and worth a win); one player never shows up, the bot plays their seat when their time runs
out, to the end of the game, and they are dropped from the next rounds and told why; three rounds leave one
champion, named on the tournament's message and in the channel. Eight players, two of whom never show up at the
same round-1 table: the bot plays both seats, both are dropped, nobody goes through from that table, so round 2
seats three players and gives the best seed a bye; round 3 is the final."""

from __future__ import annotations

from collections.abc import AsyncIterator, Collection
from pathlib import Path

import pytest

from bot.clock import ManualClock
from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeUser
from tests.e2e.conftest import People
from tests.e2e.harness import button_id
from tests.e2e.test_threads import ThreadTable, threads_of
from tests.e2e.test_tournaments import embed_text

DAY = 24 * 3600.0


@pytest.fixture
async def table(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[ThreadTable]:
    # The test moves the bot's clock on when only the no-show is awaited: their time runs out.
    running = ThreadTable(fake, tmp_path / "bot.sqlite3", fake.channel("general"), ManualClock())
    await running.start_bot()
    try:
        yield running
    finally:
        await running.stop_bot()


async def play_round(
    table: ThreadTable, players: dict[int, FakeUser], threads: list[FakeChannel], absent: Collection[int]
) -> None:
    """Every player but the ``absent`` plays the first move suggested to them; when only absent players are
    awaited, their time runs out and the bot plays for them."""
    bot = table.bot
    assert bot is not None and bot.scheduler is not None
    clock = table.clock
    assert isinstance(clock, ManualClock)
    for _ in range(4000):
        waiting: list[tuple[FakeChannel, int]] = []  # tables where only absent players are awaited
        played = False
        for thread in threads:
            live = await bot.sessions.game(thread.id)
            if live is None:
                continue
            awaited = [live.seats[seat] for seat in sorted(live.engine.awaiting(live.state))]
            present = [user for user in awaited if user not in absent]
            if present:
                user = players[present[0]]
                ix = await table.fake.autocomplete(user, thread, "play", {"move": ""}, focused="move")
                await ix.done()
                if ix.choices:
                    await (await table.fake.slash(user, thread, "play", {"move": str(ix.choices[0]["value"])})).done()
                played = True
            elif awaited:
                waiting.append((thread, live.version))
        if played:
            continue
        if not waiting:
            return
        # Only absent players are awaited anywhere: a day passes (nobody present times out), the bot plays for them.
        clock.advance(DAY)
        await bot.scheduler.run_due()

        def moved(waiting: list[tuple[FakeChannel, int]] = waiting) -> bool:
            for thread, version in waiting:
                now = bot.sessions.cached(thread.id)
                if now is not None and now.version <= version:
                    return False
            return True

        await table.fake.wait_until(moved, 10)
    raise AssertionError("the round did not finish")


async def test_an_elimination_of_seven_gives_a_bye_drops_a_no_show_and_ends_with_one_champion(
    table: ThreadTable, people: People
) -> None:
    fake = table.fake
    frank, gina = fake.add_user("frank"), fake.add_user("gina")
    entrants = [people.alice, people.bob, people.carol, people.dave, people.eve, frank, gina]
    players = {user.id: user for user in entrants}
    ix = await table.slash(people.alice, "tournament new", game="troyes_dice", format="elimination", table_size=2)
    assert ix.message is not None
    message_id = ix.message.id
    for player in entrants[1:]:
        await table.click(player, fake.message(message_id), button_id(fake.message(message_id), "join"))
    await table.click(people.alice, fake.message(message_id), button_id(fake.message(message_id), "start"))
    bot = table.bot
    assert bot is not None
    opened = 0
    for number, tables in ((1, 3), (2, 2), (3, 1)):
        await table.wait_for(lambda: len(threads_of(fake, table.channel)) == opened + tables, timeout=20)  # noqa: B023
        threads = threads_of(fake, table.channel)[opened:]
        opened += tables
        title = f"tournament: round {number}"
        await table.wait_for(lambda: title in "\n".join(m.content for m in table.public_messages()))  # noqa: B023
        await play_round(table, players, threads, {gina.id})
    await table.wait_for(lambda: "Champion" in embed_text(fake.message(message_id)), timeout=20)
    found = await bot.store.live_tournament(table.channel.id)
    assert found is None  # over
    await table.wait_for(lambda: any("is over" in m.content for m in table.public_messages()))
    (over,) = [m for m in table.public_messages() if "is over" in m.content]
    assert "Champion: <@" in over.content
    # The best seed sat out round 1, and it is recorded.
    record = next(m for m in table.public_messages() if "tournament: round 1" in m.content)
    assert f"No table this round (2 points): <@{people.alice.id}>" in record.content
    # The no-show was played for, then dropped from round 2 on, and told why in its announcement.
    round_two = next(m for m in table.public_messages() if "tournament: round 2" in m.content)
    assert f"1 player dropped: <@{gina.id}>" in round_two.content
    assert gina.id not in {user for m in [round_two] for user in m.mentioned_user_ids()}
    champion = over.mentioned_user_ids()
    assert champion and gina.id not in champion[:1]


async def run_elimination(
    table: ThreadTable, entrants: list[FakeUser], absent: set[int], rounds: tuple[int, ...]
) -> int:
    """The first entrant opens an elimination at tables of two, the others join, it starts, and each round (its
    count of tables given) is played; returns the tournament's message id."""
    fake = table.fake
    players = {user.id: user for user in entrants}
    host = entrants[0]
    ix = await table.slash(host, "tournament new", game="troyes_dice", format="elimination", table_size=2)
    assert ix.message is not None
    message_id = ix.message.id
    for player in entrants[1:]:
        await table.click(player, fake.message(message_id), button_id(fake.message(message_id), "join"))
    await table.click(host, fake.message(message_id), button_id(fake.message(message_id), "start"))
    opened = 0
    for number, tables in enumerate(rounds, start=1):
        await table.wait_for(lambda: len(threads_of(fake, table.channel)) == opened + tables, timeout=20)  # noqa: B023
        threads = threads_of(fake, table.channel)[opened:]
        opened += tables
        title = f"tournament: round {number}"
        await table.wait_for(lambda: title in "\n".join(m.content for m in table.public_messages()))  # noqa: B023
        await play_round(table, players, threads, absent)
    await table.wait_for(lambda: "Champion" in embed_text(fake.message(message_id)), timeout=20)
    return message_id


async def test_an_elimination_of_eight_with_two_no_shows_at_one_table_gives_a_bye_and_ends_after_three_rounds(
    table: ThreadTable, people: People
) -> None:
    fake = table.fake
    frank, gina, hugo = fake.add_user("frank"), fake.add_user("gina"), fake.add_user("hugo")
    entrants = [people.alice, people.bob, people.carol, people.dave, people.eve, frank, gina, hugo]
    # Seeds 4 and 5 (Dave and Eve) meet at round 1's last table (best against worst: 1-8, 2-7, 3-6, 4-5).
    dave, eve = people.dave, people.eve
    await run_elimination(table, entrants, {dave.id, eve.id}, (4, 1, 1))
    messages = table.public_messages()
    round_one = next(m for m in messages if "tournament: round 1" in m.content)
    assert "No table this round" not in round_one.content  # eight players: no bye at round 1
    assert {dave.id, eve.id} <= set(round_one.mentioned_user_ids())
    # Both no-shows were played for to the end of their game, then dropped; three players are left, so the best
    # seed still in (Alice) sits round 2 out, and it is recorded.
    round_two = next(m for m in messages if "tournament: round 2" in m.content)
    assert "2 players dropped: " in round_two.content
    assert f"<@{dave.id}>" in round_two.content and f"<@{eve.id}>" in round_two.content
    assert f"No table this round (2 points): <@{people.alice.id}>" in round_two.content
    bot = table.bot
    assert bot is not None
    found = await bot.store.live_tournament(table.channel.id)
    assert found is None  # over, after three rounds
    await table.wait_for(lambda: any("is over" in m.content for m in table.public_messages()))
    (over,) = [m for m in table.public_messages() if "is over" in m.content]
    champion = over.mentioned_user_ids()[:1]
    assert champion and champion[0] not in {dave.id, eve.id}
    assert "tournament: round 4" not in "\n".join(m.content for m in table.public_messages())
