""" "My hand" (and "My hand / claim" where the turn panel shows the hand) and /hand show every player their own
private picture, in each game: never another seat's, whoever presses and whoever is awaited."""

from __future__ import annotations

import pytest

from bot.board import PRIVATE_FILE, private_file
from bot.drawing import Drawing
from bot.live import LiveGame
from bot.sandbox.local_discord import FakeInteraction, FakeUser
from bot.ui.panels import board_buttons_of
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id

LOCALE = "en-US"  # the fake's members' language


async def live_game(table: Table) -> LiveGame:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return live


async def pictures_by_seat(drawing: Drawing, live: LiveGame) -> list[bytes]:
    pictures = []
    for seat in range(len(live.seats)):
        file = await private_file(drawing, live, seat, LOCALE)
        pictures.append(file.fp.read())
    # Each seat's picture is its own: were they all alike, this test could not tell whose hand was shown.
    assert len(set(pictures)) == len(pictures)
    return pictures


def private_picture(ix: FakeInteraction) -> bytes:
    answer = ix.last
    assert answer is not None and answer.ephemeral, ix.describe()
    files = [a for a in answer.attachments if a.filename == PRIVATE_FILE]
    assert len(files) == 1, answer
    return files[0].data


@pytest.mark.parametrize("game_id", ["copenhagen", "troyes_dice", "four_color_cards"])
async def test_my_hand_and_slash_hand_show_the_presser_s_own_hand(
    table: Table, people: People, drawing: Drawing, game_id: str
) -> None:
    players: list[FakeUser] = [people.alice, people.bob, people.carol]
    lobby = (await table.slash(players[0], "game new", game=game_id)).message
    assert lobby is not None
    for person in players[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.slash(players[0], "game start")
    board = await table.wait_for_boards(1)
    live = await live_game(table)
    expected = await pictures_by_seat(drawing, live)
    # The button that shows the hand: "My hand", or the turn panel where the game has no separate button.
    action = "hand" if "hand" in board_buttons_of(game_id) else "turn"
    # The last seat first: a bug that shows seat 0's (or the awaited seat's) hand to everyone shows itself.
    for person in reversed(players):
        seat = live.record.seat_of(person.id)
        assert seat is not None
        pressed = await table.click(person, board, button_id(board, action))
        assert private_picture(pressed) == expected[seat], (game_id, person.name, action)
        typed = await table.slash(person, "hand")
        assert private_picture(typed) == expected[seat], (game_id, person.name, "/hand")
