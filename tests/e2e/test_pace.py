"""Pace through the fake Discord: reminders and timeouts in the channel, a restart, resigning, the commands.

The bot runs with a clock the test advances; its scheduler task wakes when the clock passes a due time.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.clock import ManualClock
from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeMessage
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_lobby_and_play import open_lobby

MIN = 60.0


class PacedTable(Table):
    """A table whose bot reads the test's clock."""

    clock: ManualClock

    def __init__(self, fake: FakeDiscord, database: Path, channel: FakeChannel, clock: ManualClock) -> None:
        super().__init__(fake, database, channel, clock)

    async def after(self, seconds: float, posts: int) -> FakeMessage:
        """Advances the clock and waits for the channel to hold ``posts`` public messages."""
        self.clock.advance(seconds)
        return await self.wait_for_posts(posts)


@contextlib.asynccontextmanager
async def clocked_table(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[PacedTable]:
    """A table whose bot reads a clock the test moves by hand, its bot running inside the block."""
    table = PacedTable(fake, tmp_path / "bot.sqlite3", fake.channel("general"), ManualClock())
    await table.start_bot()
    try:
        yield table
    finally:
        await table.stop_bot()


@pytest.fixture
async def paced(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[PacedTable]:
    async with clocked_table(fake, tmp_path) as table:
        yield table


async def two_player_game(table: PacedTable, people: People, **pace: str) -> None:
    await open_lobby(table, people, "bob")
    if pace:
        ix = await table.slash(people.alice, "pace set", **pace)
        assert ix.message is not None and not ix.message.ephemeral
    await table.slash(people.alice, "game start")
    await table.wait_for_boards(1)


async def test_reminders_and_a_timeout_reach_the_channel_with_the_right_mentions(
    paced: PacedTable, people: People
) -> None:
    await two_player_game(paced, people, reminder="2m", time_limit="5m")
    posts = len(paced.public_messages())
    await paced.play(people.alice, (await paced.suggestions(people.alice))[0])
    # The channel hears that Alice chose (posted after her private answer); then the clock moves on.
    chose = await paced.wait_for_posts(posts + 1)
    assert "made their secret choice" in chose.content and people.bob.mention in chose.content
    posts += 1
    # Alice has passed her card: the reminder names only Bob, who has not.
    reminder = await paced.after(2 * MIN, posts + 1)
    assert "waiting for your move" in reminder.content
    assert reminder.mentioned_user_ids() == [people.bob.id]
    assert any(cid.endswith(":turn") for cid in reminder.custom_ids())
    second = await paced.after(2 * MIN, posts + 2)
    assert "Second reminder" in second.content and second.mentioned_user_ids() == [people.bob.id]
    # At five minutes the bot passes a card for Bob, says so without telling which, and the tricks begin.
    board = await paced.after(1 * MIN, posts + 3)
    assert f"Time ran out for {people.bob.mention}" in board.content
    assert "made their choice" in board.content
    assert board.attachments and board.attachments[0].filename == "board.png"
    assert people.bob.id in board.mentioned_user_ids()
    assert await paced.awaited() == [0]


async def test_after_a_restart_a_reminder_is_not_posted_again_and_the_next_one_still_comes(
    paced: PacedTable, people: People
) -> None:
    await two_player_game(paced, people, reminder="3m", time_limit="30m")
    posts = len(paced.public_messages())
    first = await paced.after(3 * MIN, posts + 1)
    assert set(first.mentioned_user_ids()) == {people.alice.id, people.bob.id}
    await paced.restart_bot()
    paced.clock.advance(1 * MIN)
    assert paced.bot is not None and paced.bot.scheduler is not None
    assert await paced.bot.scheduler.run_due() == 0
    assert len(paced.public_messages()) == posts + 1
    second = await paced.after(2 * MIN, posts + 2)
    assert "Second reminder" in second.content
    assert len(paced.public_messages()) == posts + 2


async def test_a_muted_player_is_left_out_of_reminders(paced: PacedTable, people: People) -> None:
    await two_player_game(paced, people, reminder="3m")
    assert "Reminders are off" in ephemeral_text(await paced.slash(people.bob, "pace mute"))
    posts = len(paced.public_messages())
    reminder = await paced.after(3 * MIN, posts + 1)
    assert reminder.mentioned_user_ids() == [people.alice.id]
    shown = ephemeral_text(await paced.slash(people.eve, "pace show"))
    assert "Reminders muted for: " + people.bob.mention in shown


async def test_resigning_asks_first_and_in_a_two_player_game_ends_it_with_the_resigner_last(
    paced: PacedTable, people: People
) -> None:
    await two_player_game(paced, people)
    asked = await paced.slash(people.bob, "game resign")
    question = asked.last
    assert question is not None and question.ephemeral and "cannot be undone" in question.content
    assert await paced.awaited() == [0, 1]  # nothing changed yet
    posts = len(paced.public_messages())
    pressed = await paced.click(people.bob, question, button_id(question, "confirm"))
    assert pressed.last is not None and pressed.last.ephemeral and pressed.last.content == "You resigned."
    ended = await paced.wait_for_posts(posts + 1)
    assert f"{people.bob.mention} resigned. The game is over!" in ended.content
    assert f"1. {people.alice.mention}\n2. {people.bob.mention} (resigned)" in ended.content
    assert ended.mentioned_user_ids() == []
    assert "no game in progress" in ephemeral_text(await paced.slash(people.alice, "game status"))


async def test_pace_settings_are_checked_and_only_the_host_may_change_them(paced: PacedTable, people: People) -> None:
    await open_lobby(paced, people, "bob")
    lobby = paced.public_messages()[-1]
    assert "time limit 10 min" in str(lobby.embeds)
    refusals = [
        (people.bob, {"pace": "async"}, "Only the host"),
        (people.alice, {"reminder": "soon"}, "not a duration"),
        (people.alice, {"reminder": "20m", "time_limit": "10m"}, "must come before the time limit"),
        (people.alice, {"time_limit": "30d"}, "The time limit can be"),
        (people.alice, {}, "at least one setting"),
    ]
    for user, options, expected in refusals:
        assert expected in ephemeral_text(await paced.slash(user, "pace set", **options)), options
    ix = await paced.slash(people.alice, "pace set", pace="async")
    assert ix.message is not None and "time limit 2 d" in str(ix.message.embeds)
    assert "Manage Server" in ephemeral_text(await paced.slash(people.mod, "pace defaults", pace="live"))


async def test_an_absent_players_seat_is_played_by_the_easy_ai_and_ai_seats_are_never_reminded(
    paced: PacedTable, people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    from games import ai as games_ai

    levels: list[tuple[int, str]] = []
    choose = games_ai.choose_move

    def spy(game_id: str, view: object, seat: int, level: str, seed: int, budget_s: float) -> str:
        levels.append((seat, level))
        return choose(game_id, view, seat, level, seed, budget_s)

    monkeypatch.setattr(games_ai, "choose_move", spy)
    await paced.slash(people.alice, "game new", game="troyes_dice")
    await paced.slash(people.bob, "game join")
    await paced.slash(people.alice, "game addbot", level="strong")
    await paced.slash(people.alice, "pace set", reminder="2m", time_limit="5m")
    await paced.slash(people.alice, "game start")
    await paced.wait_for_boards(1)
    # The AI chooses at once; Alice chooses; Bob is away.
    await paced.wait_for(lambda: (2, "strong") in levels)
    await paced.play(people.alice, (await paced.suggestions(people.alice))[0])
    await paced.wait_for_public(lambda m: people.alice.mention in m.content and "secret choice" in m.content)
    paced.clock.advance(2 * MIN)
    reminder = await paced.wait_for_public(lambda m: "waiting for your move" in m.content)
    assert reminder.mentioned_user_ids() == [people.bob.id] and "AI" not in reminder.content
    paced.clock.advance(3 * MIN)
    board = await paced.wait_for_public(lambda m: "Time ran out" in m.content)
    assert f"Time ran out for {people.bob.mention}" in board.content
    assert (1, "easy") in levels  # Bob's seat was played by the easy AI
    assert not [m for m in paced.public_messages() if "waiting for your move" in m.content and "AI ·" in m.content]


async def test_mine_says_how_long_a_game_has_waited_for_you(paced: PacedTable, people: People) -> None:
    """``/game mine`` tells a player whose turn it is how long the game has waited for them, as the seat's clock
    counts it; the player it is not waiting for reads whom it waits for."""
    # Reminders and the time limit far off: nothing fires while the clock moves on.
    await two_player_game(paced, people, pace="async", reminder="7d", time_limit="14d")
    await paced.play(people.alice, (await paced.suggestions(people.alice))[0])
    paced.clock.advance(3 * 60 * MIN + 10 * MIN + 20)  # to the minute under a day
    bobs = ephemeral_text(await paced.slash(people.bob, "game mine"))
    assert "your turn, for 3 h 10 min" in bobs
    alices = ephemeral_text(await paced.slash(people.alice, "game mine"))
    assert "your turn" not in alices and people.bob.mention in alices
    paced.clock.advance(2 * 24 * 60 * MIN)
    assert "your turn, for 2 d 3 h ·" in ephemeral_text(await paced.slash(people.bob, "game mine"))
