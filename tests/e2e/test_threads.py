"""A thread per game, through the fake Discord: a game started in a channel is played in a public thread of its
own, named after it; the channel keeps one message per game that follows whose turn it is and ends with the
standings; two games run under one channel at once; the finished game's thread archives itself after an hour of
quiet; a restart loses nothing of it. With threads off, or where the bot may not open threads (it says why,
once), games are played in the channel as before."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.clock import ManualClock
from bot.records import GameRecord
from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeMessage, FakeUser
from bot.sandbox.local_discord.models import CREATE_PUBLIC_THREADS, MANAGE_THREADS
from tests.e2e.conftest import People
from tests.e2e.harness import BOARD, Table, button_id, ephemeral_text
from tests.e2e.test_edit_mode import server_manager

HOUR = 3600.0


class ThreadTable(Table):
    """A table whose server keeps the default: a thread per game. ``channel`` is where the test acts: the
    lobby's channel, or a game's thread."""

    threads = True


MINUTE = 60.0  # a game's summary is edited at most once a minute (bot.threads.SUMMARY_EVERY)


@pytest.fixture
async def table(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[ThreadTable]:
    # The bot's clock is the test's: a summary waiting for its next minute is edited when the test moves it on.
    running = ThreadTable(fake, tmp_path / "bot.sqlite3", fake.channel("general"), ManualClock())
    await running.start_bot()
    try:
        yield running
    finally:
        await running.stop_bot()


@contextlib.contextmanager
def acting_in(table: Table, channel: FakeChannel) -> Iterator[None]:
    """The table's players act in ``channel`` for the block (a game's thread), then back where they were."""
    before, table.channel = table.channel, channel
    try:
        yield
    finally:
        table.channel = before


async def lobby_of_two(table: Table, host: FakeUser, guest: FakeUser) -> FakeMessage:
    """``host`` opens a Tiny Tricks lobby in the table's channel and ``guest`` joins; returns the lobby message."""
    ix = await table.fake.slash(host, table.channel, "game new", {"game": "tiny_tricks"})
    await ix.done()
    lobby = ix.message
    assert lobby is not None and not lobby.ephemeral
    await table.click(guest, lobby, button_id(lobby, "join"))
    return table.fake.message(lobby.id)


def threads_of(fake: FakeDiscord, parent: FakeChannel) -> list[FakeChannel]:
    return [chan for chan in fake.channels.values() if chan.is_thread and chan.parent_id == parent.id]

async def started_in_its_thread(table: Table, people: People) -> tuple[FakeMessage, FakeChannel]:
    """Alice's lobby of two, Bob joined, started by its button: the lobby message (the game's summary now) and
    the game's thread."""
    lobby = await lobby_of_two(table, people.alice, people.bob)
    await table.click(people.alice, lobby, button_id(lobby, "start"))
    await table.wait_for(lambda: len(threads_of(table.fake, table.channel)) == 1)
    return table.fake.message(lobby.id), threads_of(table.fake, table.channel)[0]



def boards_in(fake: FakeDiscord, channel: FakeChannel) -> list[FakeMessage]:
    return [m for m in fake.messages(channel) if any(a.filename == BOARD for a in m.attachments)]


async def game_in(table: Table, thread: FakeChannel) -> GameRecord:
    assert table.bot is not None
    live = await table.bot.sessions.game(thread.id)
    assert live is not None, "no game in that thread"
    return live.record


async def awaited_mentions(table: Table, thread: FakeChannel) -> list[str]:
    assert table.bot is not None
    live = await table.bot.sessions.game(thread.id)
    assert live is not None
    return [f"<@{user}>" for user in live.announced_users()]


async def play_one(table: Table, people: People, thread: FakeChannel) -> None:
    """The first awaited human plays their first suggested move, in the game's thread."""
    assert table.bot is not None
    live = await table.bot.sessions.game(thread.id)
    assert live is not None
    by_id = {person.id: person for person in (people.alice, people.bob, people.carol, people.dave)}
    player = by_id[live.seats[sorted(live.engine.awaiting(live.state))[0]]]
    with acting_in(table, thread):
        await table.play(player, (await table.suggestions(player))[0])


async def test_a_started_game_is_played_in_its_own_thread_and_the_channel_follows_whose_turn_it_is(
    table: ThreadTable, people: People
) -> None:
    general = table.channel
    lobby, thread = await started_in_its_thread(table, people)
    record = await game_in(table, thread)
    # A public thread named after the game, its number and its players, in the lobby's channel.
    assert thread.type == 11 and thread.name == f"Tiny Tricks #{record.id}: alice, bob"
    await table.wait_for(lambda: len(boards_in(table.fake, thread)) == 1)
    assert "has started" in boards_in(table.fake, thread)[0].content
    assert boards_in(table.fake, general) == []
    # The lobby message became the game's summary: the thread, the players, whose turn; no buttons, no ping.
    summary = table.fake.message(lobby.id)
    assert thread.mention in summary.content and "Waiting for:" in summary.content
    assert summary.components == [] and summary.notified_user_ids == []
    for mention in await awaited_mentions(table, thread):
        assert mention in summary.content
    # The channel is free for another game; the thread's game answers there, the channel's commands do not.
    assert table.bot is not None and await table.bot.sessions.game(general.id) is None
    # /game mine, asked anywhere, points at the thread and its board.
    mine = ephemeral_text(await table.slash(people.bob, "game mine"))
    board = boards_in(table.fake, thread)[-1]
    assert thread.mention in mine and f"/{thread.id}/{board.id}" in mine

    # A move in the thread: its post goes there, and the summary follows whose turn it is, once its minute is up.
    shown = summary.content
    await play_one(table, people, thread)
    pass_a_minute(table)
    await table.wait_for(lambda: table.fake.message(lobby.id).content != shown)
    expected = await awaited_mentions(table, thread)
    await table.wait_for(lambda: all(m in table.fake.message(lobby.id).content for m in expected))
    # Its edits name the players without pinging them: the players hear of their turn in the thread, not in the
    # channel (an edit that adds a mention with pings allowed notifies, as on Discord).
    edited = table.fake.message(lobby.id)
    assert edited.edit_count >= 2 and edited.mentioned_user_ids() == [] and edited.notified_user_ids == []

    # After a restart the game is still its thread's, and its summary still follows it.
    await table.restart_bot()
    assert (await game_in(table, thread)).id == record.id
    shown = table.fake.message(lobby.id).content
    await play_one(table, people, thread)
    await table.wait_for(lambda: table.fake.message(lobby.id).content != shown)
    assert [m for m in table.fake.messages(general) if m.id > lobby.id] == []  # one message per game, edited


def pass_a_minute(table: Table) -> None:
    assert isinstance(table.clock, ManualClock)
    table.clock.advance(MINUTE)


def summary_edits(fake: FakeDiscord, summary: FakeMessage) -> int:
    return sum(1 for r in fake.requests if r.method == "PATCH" and r.path.endswith(f"/messages/{summary.id}"))


async def test_a_live_games_summary_is_edited_at_most_once_a_minute_and_at_once_when_it_ends(
    table: ThreadTable, people: People
) -> None:
    # Each edit of a channel message counts against Discord's 50 requests a second per bot: the channel's
    # summary is for people browsing it, and lags a live game by up to a minute.
    lobby, thread = await started_in_its_thread(table, people)
    assert table.bot is not None
    await table.wait_for(lambda: len(boards_in(table.fake, thread)) == 1)
    summary = table.fake.message(lobby.id)
    started = summary.content
    for _ in range(3):  # three moves within the start's minute: the summary waits
        await play_one(table, people, thread)
    await table.bot.publisher.settled()
    await table.bot.threads.settled()
    assert summary_edits(table.fake, summary) == 0 and table.fake.message(lobby.id).content == started
    # Its minute is up: one edit, to whose turn it is now.
    pass_a_minute(table)
    await table.wait_for(lambda: summary_edits(table.fake, summary) == 1)
    for mention in await awaited_mentions(table, thread):
        assert mention in table.fake.message(lobby.id).content
    # Moves in the next minute wait again; the game's end is shown at once, with its standings.
    await play_one(table, people, thread)
    await table.bot.publisher.settled()
    await table.bot.threads.settled()
    assert summary_edits(table.fake, summary) == 1
    await played_to_its_end(table, people, thread)
    await table.wait_for(lambda: "1. " in table.fake.message(lobby.id).content)
    assert summary_edits(table.fake, summary) == 2


async def played_to_its_end(table: Table, people: People, thread: FakeChannel) -> FakeMessage:
    """The thread's game played to its end by its players; returns the final board."""
    assert table.bot is not None
    for _ in range(60):
        if await table.bot.sessions.game(thread.id) is None:
            break
        await play_one(table, people, thread)
    await table.wait_for(lambda: "Game over" in boards_in(table.fake, thread)[-1].content)
    return boards_in(table.fake, thread)[-1]


async def test_a_rematch_from_the_thread_opens_its_lobby_in_the_channel_and_its_game_in_a_new_thread(
    table: ThreadTable, people: People
) -> None:
    general = table.channel
    _lobby, thread = await started_in_its_thread(table, people)
    final = await played_to_its_end(table, people, thread)
    rematch = next(custom_id for custom_id in final.custom_ids() if custom_id.startswith("rematch:"))
    pressed = await table.click(people.bob, final, rematch)
    # The thread hears where the lobby is; the lobby is the channel's, and pings Alice there.
    assert pressed.message is not None and not pressed.message.ephemeral
    assert general.mention in pressed.message.content and pressed.message.channel_id == thread.id
    new_lobby = table.fake.messages(general)[-1]
    assert any(c.startswith("lobby:") for c in new_lobby.custom_ids()) and new_lobby.notified_user_ids == [
        people.alice.id
    ]
    assert table.bot is not None and (await table.bot.store.open_lobby(general.id)) is not None
    await table.click(people.alice, new_lobby, button_id(new_lobby, "join"))
    await table.click(people.bob, new_lobby, button_id(new_lobby, "start"))
    await table.wait_for(lambda: len(threads_of(table.fake, general)) == 2)


async def test_two_games_run_under_one_channel_each_in_its_thread(table: ThreadTable, people: People) -> None:
    general = table.channel
    first = await lobby_of_two(table, people.alice, people.bob)
    await table.slash(people.alice, "game start")  # by the command: the answer is the summary
    await table.wait_for(lambda: len(threads_of(table.fake, general)) == 1)
    # Once the first game is in its thread, the channel takes a new lobby, and its game a second thread.
    second = await lobby_of_two(table, people.carol, people.dave)
    await table.click(people.carol, second, button_id(second, "start"))
    await table.wait_for(lambda: len(threads_of(table.fake, general)) == 2)
    one, two = threads_of(table.fake, general)
    assert (await game_in(table, one)).seats != (await game_in(table, two)).seats
    await table.wait_for(lambda: len(boards_in(table.fake, one)) == 1 and len(boards_in(table.fake, two)) == 1)
    summaries = [m for m in table.fake.messages(general) if m.id > first.id and "Waiting for:" in m.content]
    assert len(summaries) == 2 and {one.mention, two.mention} == {
        next(t.mention for t in (one, two) if t.mention in m.content) for m in summaries
    }
    # A move in one thread leaves the other game's thread alone.
    before = len(table.fake.messages(two))
    await play_one(table, people, one)
    await table.wait_for(lambda: len(table.fake.messages(one)) > 1)
    assert len(table.fake.messages(two)) == before
    # A move or a status asked in the channel itself points at the games' threads, where they work.
    for command, options in (("play", {"move": "x"}), ("game status", {})):
        refusal = ephemeral_text(await table.slash(people.alice, command, **options))
        assert one.mention in refusal and two.mention in refusal and "threads" in refusal


@pytest.mark.parametrize("by", ["button", "command"])
async def test_a_start_is_answered_in_time_even_when_opening_its_thread_is_slow(
    table: ThreadTable, people: People, by: str
) -> None:
    # Opening the thread takes longer than Discord gives an interaction to be answered: the start answers first
    # (a deferral), so it does not expire, and its answer still becomes the game's summary.
    general = table.channel
    lobby = await lobby_of_two(table, people.alice, people.bob)
    table.fake.inject_fault("POST", r"/channels/\d+/threads$", delay=3.5)
    if by == "button":
        ix = await table.click(people.alice, lobby, button_id(lobby, "start"))
    else:
        ix = await table.slash(people.alice, "game start")
    assert ix.errors == [] and not ix.expired
    await table.wait_for(lambda: len(threads_of(table.fake, general)) == 1)
    thread = threads_of(table.fake, general)[0]
    await table.wait_for(lambda: len(boards_in(table.fake, thread)) == 1)
    summary = ix.message if by == "command" else table.fake.message(lobby.id)
    assert summary is not None
    await table.wait_for(lambda: thread.mention in table.fake.message(summary.id).content)
    assert not table.fake.message(summary.id).ephemeral and table.fake.message(summary.id).components == []


async def test_the_finished_games_thread_shows_the_standings_and_archives_after_an_hour(
    table: ThreadTable, people: People
) -> None:
    general = table.channel
    lobby, thread = await started_in_its_thread(table, people)
    assert thread.auto_archive_duration == 10080  # a week of quiet while the game goes on
    number = (await game_in(table, thread)).id
    await played_to_its_end(table, people, thread)
    await table.wait_for(lambda: "is over" in table.fake.message(lobby.id).content)
    summary = table.fake.message(lobby.id).content
    assert "1. " in summary and people.alice.mention in summary and people.bob.mention in summary
    await table.wait_for(lambda: thread.auto_archive_duration == 60)
    # Its record is asked for by number in the channel it was opened from, as in its thread.
    for where in (general, thread):
        with acting_in(table, where):
            logged = ephemeral_text(await table.slash(people.eve, "game history", game=number))
        assert f"Tiny Tricks, game {number}: all its moves" in logged
    # Discord archives it after an hour without a post, not before.
    assert await table.fake.pass_time(HOUR - 60) == []
    assert await table.fake.pass_time(60) == [thread] and thread.archived


async def test_a_cancelled_games_thread_without_manage_threads_keeps_its_week(
    table: ThreadTable, people: People
) -> None:
    table.fake.set_bot_permissions(table.channel, deny=MANAGE_THREADS)
    lobby, thread = await started_in_its_thread(table, people)
    assert table.bot is not None
    await table.wait_for(lambda: len(boards_in(table.fake, thread)) == 1)
    with acting_in(table, thread):
        await table.slash(people.alice, "game cancel")
    await table.wait_for(lambda: "was cancelled" in table.fake.message(lobby.id).content)
    await table.bot.threads.settled()
    # Discord refused the shorter duration (403): the thread archives itself a week after its last post.
    assert thread.auto_archive_duration == 10080 and not thread.archived
    assert await table.fake.pass_time(7 * 24 * HOUR) == [thread]


async def test_with_threads_off_games_are_played_in_their_channel(table: ThreadTable, people: People) -> None:
    answer = await table.slash(server_manager(table), "settings threads", mode="off")
    assert answer.message is not None and answer.message.ephemeral and "in the channel" in answer.message.content
    shown = await table.slash(server_manager(table), "settings show")
    assert shown.message is not None and "Games: each game in the channel" in shown.message.content
    lobby = await lobby_of_two(table, people.alice, people.bob)
    await table.click(people.alice, lobby, button_id(lobby, "start"))
    await table.wait_for_boards(1)
    assert threads_of(table.fake, table.channel) == []
    assert table.bot is not None and await table.bot.sessions.game(table.channel.id) is not None
    assert "has started" in table.fake.message(lobby.id).content


async def test_a_channel_where_threads_cannot_be_opened_plays_here_and_says_why_once(
    table: ThreadTable, people: People
) -> None:
    table.fake.set_bot_permissions(table.channel, deny=CREATE_PUBLIC_THREADS)
    lobby = await lobby_of_two(table, people.alice, people.bob)
    await table.click(people.alice, lobby, button_id(lobby, "start"))
    await table.wait_for_boards(1)
    assert threads_of(table.fake, table.channel) == []
    told = table.fake.message(lobby.id).content
    assert "cannot open threads" in told and "Create Public Threads" in told
    await table.slash(people.alice, "game cancel")
    # The next game in that channel: played here too, without saying it again.
    lobby = await lobby_of_two(table, people.alice, people.bob)
    await table.click(people.alice, lobby, button_id(lobby, "start"))
    await table.wait_for_boards(2)
    assert "cannot open threads" not in table.fake.message(lobby.id).content
    assert "cannot open threads" not in table.latest_board().content


async def test_an_ai_seats_moves_go_to_the_thread_and_the_summary_follows_them(
    table: ThreadTable, people: People
) -> None:
    general = table.channel
    await table.slash(people.alice, "game new", game="tiny_tricks")
    await table.slash(people.alice, "game addbot", level="easy")
    await table.slash(people.alice, "game start")
    await table.wait_for(lambda: len(threads_of(table.fake, general)) == 1)
    thread = threads_of(table.fake, general)[0]
    assert thread.name.endswith(": alice, AI · easy 1")
    summary = next(m for m in table.fake.messages(general) if thread.mention in m.content)
    # Alice plays; the AI answers in the thread, and the summary names Alice again once it is her turn.
    await play_one(table, people, thread)
    await table.wait_for(lambda: len(table.fake.messages(thread)) >= 3)
    assert table.fake.messages(general)[-1].id == summary.id  # nothing of the game in the channel but its summary
    pass_a_minute(table)
    expected = await awaited_mentions(table, thread)
    await table.wait_for(lambda: all(m in table.fake.message(summary.id).content for m in expected))


async def test_a_vacation_declared_in_the_channel_is_told_in_the_games_thread_too(
    table: ThreadTable, people: People
) -> None:
    _lobby, thread = await started_in_its_thread(table, people)
    ix = await table.slash(people.bob, "pace away", days=3)
    assert ix.message is not None and "is away until" in ix.message.content
    # The game's thread, where its players look, hears it too, without a ping.
    await table.wait_for(lambda: any("is away until" in m.content for m in table.fake.messages(thread)))
    told = next(m for m in table.fake.messages(thread) if "is away until" in m.content)
    assert people.bob.mention in told.content and told.notified_user_ids == []
    await table.slash(people.bob, "pace away", days=0)
    await table.wait_for(lambda: any("is back" in m.content for m in table.fake.messages(thread)))


async def test_a_command_in_a_finished_games_thread_says_the_game_there_is_over_and_what_can_be_done(
    table: ThreadTable, people: People
) -> None:
    """In its thread, a finished game is not "no game in progress… start one with /game new": the thread is that
    game's, which is over; its final board's Rematch plays again and ``/game history`` shows its moves."""
    _lobby, thread = await started_in_its_thread(table, people)
    await played_to_its_end(table, people, thread)
    with acting_in(table, thread):
        for ask in (
            lambda: table.slash(people.alice, "undo"),
            lambda: table.slash(people.alice, "hand"),
            lambda: table.play(people.bob, "x"),
        ):
            said = ephemeral_text(await ask())
            assert said.startswith("The game in this thread is over."), said
            assert "press Rematch on its final board" in said and "history" in said, said
            assert "game new" not in said
        # What it points to works: the game's moves, by default the thread's last game.
        assert "all its moves" in ephemeral_text(await table.slash(people.alice, "game history"))
    # In the channel, where a new game can be started, the usual answer stands.
    assert "Start one with </game new:" in ephemeral_text(await table.slash(people.alice, "undo"))
