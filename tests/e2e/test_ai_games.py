"""One person against AI seats through the fake Discord, in each game: to the end, with secrets kept, the bot
answering while an AI thinks, and a restart in the middle of an AI's thinking."""

from __future__ import annotations

import threading

import pytest

from bot.plugins.troyes_dice.wording import choice_words
from games import ai as games_ai
from tests.e2e.conftest import People
from tests.e2e.harness import Table

GAME_OVER = "Game over"


async def start_against_ai(table: Table, people: People, game: str, *levels: str) -> None:
    await table.slash(people.alice, "game new", game=game)
    for level in levels:
        await table.slash(people.alice, "game addbot", level=level)
    await table.slash(people.alice, "game start")


def alice_awaited_or_over(table: Table, alice: int) -> bool:
    assert table.bot is not None
    live = table.bot.sessions._games.get(table.channel.id)
    if live is None:
        return True  # finished: the channel's game is gone from the cache
    return any(live.seats[seat] == alice for seat in live.engine.awaiting(live.state))


async def play_to_the_end(table: Table, people: People, limit: int = 400) -> int:
    """Alice plays the first suggestion whenever she is awaited; returns how many moves she made."""
    for moves in range(limit):
        await table.wait_for(lambda: alice_awaited_or_over(table, people.alice.id), timeout=20)
        assert table.bot is not None
        if await table.bot.sessions.game(table.channel.id) is None:
            return moves
        suggestions = await table.suggestions(people.alice)
        assert suggestions, "Alice is awaited but offered no move"
        await table.play(people.alice, suggestions[0])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("game", "levels"),
    [("copenhagen", ("easy",)), ("four_color_cards", ("easy", "strong")), ("troyes_dice", ("easy", "easy"))],
)
async def test_one_person_plays_a_whole_game_against_ai_seats(
    table: Table, people: People, game: str, levels: tuple[str, ...]
) -> None:
    await start_against_ai(table, people, game, *levels)
    assert await play_to_the_end(table, people) > 0
    await table.wait_for(lambda: GAME_OVER in table.latest_board().content)
    final = table.latest_board().content
    assert f"AI · {levels[0]} 1" in final
    pinged = {user for message in table.public_messages() for user in message.mentioned_user_ids()}
    assert pinged <= {people.alice.id}


async def test_the_bot_answers_while_an_ai_thinks_and_a_restart_mid_thought_moves_it_once(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    thinking = threading.Event()
    release = threading.Event()
    choose = games_ai.choose_move

    def slow(game_id: str, view: object, seat: int, level: str, seed: int, budget_s: float) -> str:
        thinking.set()
        release.wait(10)
        return choose(game_id, view, seat, level, seed, budget_s)

    monkeypatch.setattr(games_ai, "choose_move", slow)
    await start_against_ai(table, people, "copenhagen", "easy")
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    ai_seat = next(seat for seat, user in enumerate(live.seats) if user < 0)
    while live.state.current != ai_seat:
        await table.play(people.alice, (await table.suggestions(people.alice))[0])
        live = await table.bot.sessions.game(table.channel.id)
        assert live is not None
    await table.wait_for(thinking.is_set)
    # The AI is thinking: a player's autocomplete and a slash command still answer at once.
    assert await table.suggestions(people.eve) == []
    status = await table.slash(people.eve, "game status")
    assert status.messages or status.deferred
    version = live.version
    await table.restart_bot()
    release.set()  # the old thought ends after the restart: its move must not be played
    assert table.bot is not None
    assert await table.bot.sessions.game(table.channel.id) is not None  # cached again, so the wait can read it
    await table.wait_for(lambda: alice_awaited_or_over(table, people.alice.id), timeout=20)
    moves = await table.bot.store.moves(live.id)
    # The restarted bot played the decision the AI was thinking about (the old thought, which ended after the
    # restart, was dropped: its move would have met the version check).
    ai_moves_at = [move.version for move in moves if move.seat == ai_seat and move.version > version]
    assert ai_moves_at and ai_moves_at[0] == version + 1


async def test_an_ai_secret_choice_reveals_nothing_before_the_half_day_resolves(table: Table, people: People) -> None:
    await start_against_ai(table, people, "troyes_dice", "easy", "strong")
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    ai_seats = [seat for seat, user in enumerate(live.seats) if user < 0]
    # Both AIs choose while Alice has not: the channel hears that they chose, never what.
    await table.wait_for(lambda: sum("secret choice" in m.content for m in table.public_messages()) >= 2)
    current = await table.bot.sessions.game(table.channel.id)
    assert current is not None and all(current.state.sheets[seat].choice for seat in ai_seats)
    # Each AI choice as the reveal will word it.
    told = [choice_words(current.state, seat, current.state.sheets[seat].choice, None) for seat in ai_seats]
    public = "\n".join(m.content for m in table.public_messages())
    assert all(label not in public for label in told)
    assert "AI · easy 1" in public and "AI · strong 2" in public
    # Alice's choice resolves the half-day: now every choice is told above the next roll.
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    await table.wait_for(lambda: all(label in "\n".join(m.content for m in table.public_messages()) for label in told))


async def test_the_final_troyes_board_keeps_its_sheets_menu_and_it_answers_after_the_end(
    table: Table, people: People
) -> None:
    await start_against_ai(table, people, "troyes_dice", "easy")
    await play_to_the_end(table, people)
    await table.wait_for(lambda: GAME_OVER in table.latest_board().content)
    final = table.latest_board()
    menus = [custom_id for custom_id in final.custom_ids() if custom_id.startswith("tdsheet:")]
    assert menus and not [custom_id for custom_id in final.custom_ids() if custom_id.startswith("game:")]
    shown = await table.select(people.eve, final, menus[0], "1")  # a spectator, the AI's sheet
    assert shown.messages and shown.messages[-1].ephemeral and shown.messages[-1].attachments
