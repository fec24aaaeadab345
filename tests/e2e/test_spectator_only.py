"""The bot's generic code reads only the public record and the spectator view: whole games of every title, played
through the real bot against the local Discord, with every engine behind a wrapper that refuses any read of hidden
state outside a seat's own private view (``tests/e2e/spectator_only.py``, ``bot.private``). The publisher, the
scheduler (AI seats, reminders), the board's buttons, panels, hands, history and summaries all run; nothing is
refused. A read planted in generic code is refused, so the wrapper is shown to bite."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.live import LiveGame
from bot.private import private_to
from bot.sandbox.local_discord import FakeDiscord, FakeUser
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, table_in
from tests.e2e.spectator_only import HiddenRead, inner, spectator_only

MOVE_LIMIT = 3000


@pytest.fixture
def reads() -> Iterator[list[str]]:
    with spectator_only() as refused:
        yield refused


@pytest.fixture
async def watched_table(reads: list[str], fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Table]:
    async with table_in(fake, tmp_path / "bot.sqlite3", fake.channel("general")) as running:
        yield running


async def live_game(table: Table) -> LiveGame | None:
    assert table.bot is not None
    return await table.bot.sessions.game(table.channel.id)


async def awaited(table: Table) -> list[int]:
    """Whom the game awaits, read by the test behind the wrapper (the test may know what players cannot)."""
    live = await live_game(table)
    return [] if live is None else sorted(inner(live.engine).awaiting(live.state))


async def seat_table(table: Table, everyone: list[FakeUser], game: str, bots: int = 0) -> None:
    lobby = (await table.slash(everyone[0], "game new", game=game)).message
    assert lobby is not None
    for person in everyone[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    for _ in range(bots):
        await table.slash(everyone[0], "game addbot", level="easy")
    await table.slash(everyone[0], "game start")
    await table.wait_for_boards(1)


async def play_whole_game(table: Table, everyone: list[FakeUser], seed: int) -> int:
    """Plays moves picked from the bot's own autocomplete by whoever the game awaits, now and then opening the
    board's turn panel or a hand, asking for the history, until the game ends."""
    choices = random.Random(seed)
    moves = 0
    while moves < MOVE_LIMIT:
        seats = [seat for seat in await awaited(table) if seat < len(everyone)]
        if not seats:
            if await live_game(table) is None:
                break
            # Only AI seats are awaited: the scheduler plays them, until a person is awaited or the game ends.
            await table.fake.wait_until(lambda: _people_awaited(table, len(everyone)), 30.0)
            continue
        person = everyone[choices.choice(seats)]
        if moves % 7 == 3:
            boards = [m for m in table.public_messages() if any(c.endswith(":turn") for c in m.custom_ids())]
            if boards:
                await table.click(person, boards[-1], button_id(boards[-1], "turn"))
        if moves % 11 == 5:
            await table.slash(person, "hand")
        if moves % 13 == 7:
            await table.slash(person, "game history")
        suggestions = await table.suggestions(person)
        assert suggestions, "no suggestion for an awaited player"
        await table.play(person, choices.choice(suggestions))
        moves += 1
    await table.slash(everyone[0], "game history")
    await table.wait_for(lambda: "Game over" in table.latest_board().content, 10.0)
    return moves


def _people_awaited(table: Table, people: int) -> bool:
    assert table.bot is not None
    live = table.bot.sessions._games.get(table.channel.id)
    return live is None or any(seat < people for seat in inner(live.engine).awaiting(live.state))


@pytest.mark.parametrize(
    ("game", "players", "seed"),
    [
        ("copenhagen", 2, 2),
        ("troyes_dice", 3, 4),
        ("four_color_cards", 4, 3),
        ("tiny_tricks", 3, 1),
    ],
)
async def test_whole_games_read_no_hidden_state_outside_private_views(
    watched_table: Table, people: People, reads: list[str], game: str, players: int, seed: int
) -> None:
    everyone = [people.alice, people.bob, people.carol, people.dave][:players]
    await seat_table(watched_table, everyone, game)
    assert await play_whole_game(watched_table, everyone, seed) > 5
    assert reads == []
    assert "Game over" in watched_table.latest_board().content


@pytest.mark.parametrize("game", ["tiny_tricks", "four_color_cards"])
async def test_ai_seats_and_the_scheduler_read_no_hidden_state(
    watched_table: Table, people: People, reads: list[str], game: str
) -> None:
    await seat_table(watched_table, [people.alice], game, bots=2)
    await play_whole_game(watched_table, [people.alice], seed=7)
    assert reads == []
    assert "Game over" in watched_table.latest_board().content


async def test_a_planted_read_in_generic_code_is_refused(
    watched_table: Table, people: People, reads: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    everyone = [people.alice, people.bob, people.carol, people.dave]
    await seat_table(watched_table, everyone, "four_color_cards")
    live = await live_game(watched_table)
    assert live is not None
    # Outside any private view: whom the game awaits, a seat's view, its moves.
    with pytest.raises(HiddenRead):
        live.engine.awaiting(live.state)
    with pytest.raises(HiddenRead):
        live.engine.view(live.state, 0)
    # A seat's own private view reads that seat alone.
    with private_to(1), pytest.raises(HiddenRead):
        live.engine.legal_moves(live.state, 0)
    with private_to(0):
        assert live.engine.view(live.state, 0) == inner(live.engine).view(live.state, 0)
    assert live.engine.view(live.state, None) == inner(live.engine).view(live.state, None)
    assert len(reads) == 3
    # Planted in the publisher's path: the board names the seats the engine awaits, as a slip would.
    monkeypatch.setattr(
        LiveGame,
        "announced_users",
        lambda self: [self.seats[seat] for seat in sorted(self.engine.awaiting(self.state))],
    )
    [seat] = await awaited(watched_table)
    person = everyone[seat]
    await watched_table.play(person, (await watched_table.suggestions(person))[0])
    await watched_table.fake.wait_until(lambda: len(reads) > 3, 5.0)
    assert reads[3].startswith("four_color_cards.awaiting") and "outside a private view" in reads[3]
