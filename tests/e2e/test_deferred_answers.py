"""A deferral ("thinking…") is answered by editing it into the answer, never by a follow-up: Discord turns the
first follow-up after a deferral into that edit, ignores the follow-up's own ephemeral flag (the deferral's
visibility wins) and calls the pattern deprecated. Every deferred command and button answers with its edited
original response, private where the answer is private and public where it is public. The ``fake`` fixture
fails any test in which a deferral got a follow-up; these tests check each flow's answer itself."""

from __future__ import annotations

import sys

import pytest

from bot.board import PRIVATE_FILE
from bot.history import HISTORY_FILE
from bot.sandbox.local_discord import DEFERRED_CHANNEL_MESSAGE, FakeInteraction, FakeMessage, FakeUser
from tests.e2e.conftest import People
from tests.e2e.harness import BOARD, Table, button_id
from tests.e2e.test_ratings import play_game
from tests.e2e.test_refusals import started

SHEET = "sheet.png"


def deferred_answer(table: Table, ix: FakeInteraction, *, private: bool) -> FakeMessage:
    """The interaction's one answer: its deferral, edited into the message, as private or public as asked."""
    assert ix.response_type == DEFERRED_CHANNEL_MESSAGE, ix
    answer = ix.original
    assert answer is not None and not answer.loading, ix
    assert answer.ephemeral is private, answer
    assert ix.followups == [], ix
    assert table.fake.deferral_followups == []
    return answer


def names(message: FakeMessage) -> list[str]:
    return [attachment.filename for attachment in message.attachments]


async def open_game(table: Table, game_id: str, players: list[FakeUser]) -> FakeInteraction:
    """A game of ``game_id`` started with ``/game start`` (a deferral the first board fills in)."""
    lobby = (await table.slash(players[0], "game new", game=game_id)).message
    assert lobby is not None
    for person in players[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    return await table.slash(players[0], "game start")


@pytest.mark.parametrize("game_id", ["tiny_tricks", "copenhagen", "troyes_dice", "four_color_cards"])
async def test_start_status_the_turn_panel_and_the_hand_answer_by_editing_their_deferral(
    table: Table, people: People, game_id: str
) -> None:
    players = [people.alice, people.bob, people.carol]
    start = await open_game(table, game_id, players)
    first = deferred_answer(table, start, private=False)
    assert names(first) == [BOARD] and table.latest_board().id == first.id

    status = deferred_answer(table, await table.slash(people.eve, "game status"), private=False)
    assert names(status) == [BOARD] and table.latest_board().id == status.id and status.id != first.id

    awaited = players[(await table.awaited())[0]]
    panel = deferred_answer(table, await table.click(awaited, status, button_id(status, "turn")), private=True)
    assert panel.attachments and panel.custom_ids(), panel

    hand = deferred_answer(table, await table.slash(people.bob, "hand"), private=True)
    assert names(hand) == [PRIVATE_FILE]
    if any(custom_id.endswith(":hand") for custom_id in status.custom_ids()):
        pressed = await table.click(people.carol, status, button_id(status, "hand"))
        assert names(deferred_answer(table, pressed, private=True)) == [PRIVATE_FILE]


async def test_history_and_mine_answer_privately_by_editing_their_deferral(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started(table, people)
    await table.wait_for_boards(1)
    for player in (people.alice, people.bob):
        await table.play(player, (await table.suggestions(player))[0])
    history = deferred_answer(table, await table.slash(people.eve, "game history"), private=True)
    assert history.content.splitlines()[1:] == ["1. alice: (secret choice)", "2. bob: (secret choice)"]
    assert history.attachments == []
    # A log too long for one message comes with the whole of it attached, in the same private answer.
    long_log = [f"{number}. alice: `pass`" for number in range(1, 300)]
    # The running bot's own copy of the cog's module: discord.py loads an extension afresh at each start.
    monkeypatch.setattr(sys.modules["bot.cogs.lobby"], "log_lines", lambda *_: long_log)
    long = deferred_answer(table, await table.slash(people.eve, "game history"), private=True)
    assert names(long) == [HISTORY_FILE] and long.content.startswith(history.content.splitlines()[0])

    mine = deferred_answer(table, await table.slash(people.alice, "game mine"), private=True)
    assert f"<#{table.channel.id}>" in mine.content
    none = deferred_answer(table, await table.slash(people.eve, "game mine"), private=True)
    assert "no game in progress" in none.content


async def test_stats_answer_publicly_by_editing_their_deferral(table: Table, people: People) -> None:
    await play_game(table, [people.alice, people.bob])
    stats = deferred_answer(table, await table.slash(people.eve, "stats", player=people.alice), private=False)
    assert stats.embeds[0]["title"] == "alice · statistics"


async def test_troyes_sheets_answer_privately_by_editing_their_deferral(table: Table, people: People) -> None:
    await open_game(table, "troyes_dice", [people.alice, people.bob])
    board = await table.wait_for_boards(1)
    by_command = deferred_answer(table, await table.slash(people.eve, "game sheet", player=people.bob), private=True)
    assert names(by_command) == [SHEET] and people.bob.mention in by_command.content
    menu = next(custom_id for custom_id in board.custom_ids() if custom_id.startswith("tdsheet:"))
    by_menu = deferred_answer(table, await table.select(people.eve, board, menu, "0"), private=True)
    assert names(by_menu) == [SHEET] and people.alice.mention in by_menu.content


async def test_a_failure_after_a_private_deferral_is_told_in_it_privately(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started(table, people)
    await table.wait_for_boards(1)

    async def broken(*args: object) -> None:
        raise RuntimeError("the picture could not be drawn")

    monkeypatch.setattr("bot.ui.private_views.private_file", broken)
    failed = deferred_answer(table, await table.slash(people.alice, "hand"), private=True)
    assert failed.content.startswith("Something went wrong on our side")
