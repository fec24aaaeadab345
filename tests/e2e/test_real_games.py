"""The three games played from lobby to the end through the fake Discord, every move picked from the bot's
own autocomplete by whoever the game awaits."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from tests.e2e.conftest import People
from tests.e2e.harness import Table, answered_publicly, button_id, move_answer

MOVE_LIMIT = 3000


async def play_to_the_end(
    table: Table, people: People, game: str, players: int, seed: int, game_over: str = "Game over"
) -> int:
    """Opens a lobby, seats ``players`` people, starts, and plays suggested moves until the game ends (its last
    board says ``game_over``, in the server's language)."""
    everyone = [people.alice, people.bob, people.carol, people.dave, people.mod][:players]
    ix = await table.slash(everyone[0], "game new", game=game)
    lobby = ix.message
    assert lobby is not None
    for person in everyone[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.slash(everyone[0], "game start")
    assert table.bot is not None
    choices = random.Random(seed)
    moves = 0
    while moves < MOVE_LIMIT:
        live = await table.bot.sessions.game(table.channel.id)
        if live is None:
            break
        seat = choices.choice(sorted(live.engine.awaiting(live.state)))
        person = everyone[seat]
        suggestions = await table.suggestions(person)
        assert suggestions, f"{game}: no suggestion for an awaited player"
        posts = len(table.public_messages())
        answer = await table.play(person, choices.choice(suggestions))
        if answered_publicly(answer):
            # A move the channel hears of by name (a board, a step line): that post is the answer, in the channel.
            assert move_answer(answer) in table.public_messages()[posts:], f"{game}: answer not in the channel"
        else:
            reply = move_answer(answer)
            assert reply.ephemeral, f"{game}: no answer to a legal move: {reply!r}"
            if "is in" in reply.content:
                # A claim answer that leaves the window open is acknowledged privately and posts nothing.
                assert len(table.public_messages()) == posts
            else:
                assert reply.content.startswith("Done"), reply.content
                await table.wait_for_posts(posts + 1)
        moves += 1
    assert game_over in table.latest_board().content, f"{game} did not finish in {MOVE_LIMIT} moves"
    return moves


@pytest.mark.parametrize("players", [2, 4])
async def test_copenhagen_to_the_end(table: Table, people: People, players: int) -> None:
    assert await play_to_the_end(table, people, "copenhagen", players, seed=players) > 10


async def test_troyes_dice_solo_to_the_end(table: Table, people: People) -> None:
    assert await play_to_the_end(table, people, "troyes_dice", 1, seed=2) >= 16


async def test_troyes_dice_five_players_to_the_end(table: Table, people: People) -> None:
    assert await play_to_the_end(table, people, "troyes_dice", 5, seed=6) >= 16 * 5


async def test_four_color_cards_four_players_to_the_end(table: Table, people: People) -> None:
    assert await play_to_the_end(table, people, "four_color_cards", 4, seed=3) > 30


async def test_troyes_dice_ends_with_the_standings_and_every_sheet_on_demand(table: Table, people: People) -> None:
    await play_to_the_end(table, people, "troyes_dice", 2, seed=4)
    boards = table.boards()
    final = Image.open(io.BytesIO(boards[-1].attachment("board.png").data))
    half_day = Image.open(io.BytesIO(boards[-2].attachment("board.png").data))
    # A compact standings picture, phone-sized, not the half-day board again; each sheet stays one menu away.
    assert final.width <= 700 and final.height < half_day.height
    assert any(custom_id.startswith("tdsheet:") for custom_id in boards[-1].custom_ids())
    assert people.alice.mention in boards[-1].content and people.bob.mention in boards[-1].content


async def play_through_buttons(table: Table, people: People, game: str, players: int, seed: int) -> int:
    """Like ``play_to_the_end`` but only with buttons and menus: Take your turn, then the private menu,
    narrowing word by word until a move is played."""
    everyone = [people.alice, people.bob, people.carol, people.dave, people.mod][:players]
    lobby = (await table.slash(everyone[0], "game new", game=game)).message
    assert lobby is not None
    for person in everyone[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.click(everyone[0], table.fake.message(lobby.id), button_id(lobby, "start"))
    await table.wait_for_boards(1)
    choices = random.Random(seed)
    moves = narrowed = 0
    while moves < MOVE_LIMIT and await table.awaited():
        person = everyone[choices.choice(await table.awaited())]
        with_buttons = [m for m in table.public_messages() if any(c.endswith(":turn") for c in m.custom_ids())]
        panel = (await table.click(person, with_buttons[-1], button_id(with_buttons[-1], "turn"))).last
        assert panel is not None and panel.ephemeral, panel
        while True:
            select_id = next(cid for cid in panel.custom_ids() if cid.startswith("move:"))
            value = choices.choice(panel.select_values(select_id))
            posts = len(table.public_messages())
            answer = await table.select(person, panel, select_id, value)
            if value.startswith("!"):
                if "is in" not in table.fake.message(panel.id).content:
                    await table.wait_for_posts(posts + 1)  # the board follows the panel's own update
                break
            narrowed += 1
            panel = table.fake.message(panel.id)
            assert answer.response_type == 7 and "Your options" in panel.content
        moves += 1
    assert "Game over" in table.latest_board().content
    return narrowed


async def test_copenhagen_played_through_the_buttons_reaches_builds_by_narrowing(table: Table, people: People) -> None:
    assert await play_through_buttons(table, people, "copenhagen", 3, seed=5) > 0


# Four Color Cards and Troyes Dice have their own panels; whole games through them are in
# tests/e2e/test_four_color_cards_panel.py and tests/e2e/test_troyes_panel.py.
