"""``/undo`` through the fake Discord, on the test game (a secret passing phase, then tricks): a player takes back
their last move while the game allows it, the channel is told that a move was taken back and sees the board again
(never what the move was, when it was secret), every refusal names its reason, a double press takes back one move,
and the replay and the export of a game with take-backs reproduce it."""

from __future__ import annotations

import asyncio
import json
import re

from PIL import Image, ImageChops

from bot.i18n import t
from bot.sandbox.local_discord import FakeMessage, FakeUser
from games.replay import rebuild
from games.take_back import UNDO
from tests.e2e.conftest import People
from tests.e2e.harness import Table, ephemeral_text
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_replays import assert_frames_are, board_picture, frames_of, replay_post


async def started(table: Table, people: People) -> list[FakeUser]:
    """Alice hosts Tiny Tricks with Bob and starts it; returns the players in seat order."""
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    by_id = {people.alice.id: people.alice, people.bob.id: people.bob}
    return [by_id[user] for user in live.seats]


def undo_id(message: FakeMessage) -> str:
    """The custom id of the Undo button on a move's confirmation (``undo:<game>:<version>``)."""
    (found,) = [custom_id for custom_id in message.custom_ids() if custom_id.startswith("undo:")]
    return found


async def undo_text(table: Table, user: FakeUser) -> str:
    return ephemeral_text(await table.slash(user, "undo"))


async def test_a_secret_choice_is_taken_back_and_the_channel_learns_only_that(table: Table, people: People) -> None:
    first, second = await started(table, people)
    assert await undo_text(table, first) == t("undo.nothing", None)
    move = (await table.suggestions(first))[0]
    await table.play(first, move)
    boards = len(table.boards())
    assert await undo_text(table, first) == t("undo.done", None, move=move)
    board = await table.wait_for_boards(boards + 1)
    assert t("undo.announced", None, user=first.mention) in board.content
    assert move.split()[1] not in re.sub(r"<@\d+>", "", board.content)  # nothing of the choice
    assert 0 in await table.awaited()
    # Chosen again, then everyone chooses: the cards are passed, and the choices stand.
    await table.play(first, (await table.suggestions(first))[-1])
    assert await undo_text(table, second) == t("undo.nothing", None)
    await table.play(second, (await table.suggestions(second))[0])
    assert "cards are passed" in await undo_text(table, first)
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    assert [move.move for move in await table.bot.store.moves(live.id)].count(UNDO) == 1


async def test_a_card_played_stands_once_someone_played_after_it(table: Table, people: People) -> None:
    players = await started(table, people)
    for player in players:
        await table.play(player, (await table.suggestions(player))[0])
    leader = players[(await table.awaited())[0]]
    other = next(player for player in players if player is not leader)
    card = (await table.suggestions(leader))[0]
    await table.play(leader, card)
    assert await undo_text(table, leader) == t("undo.done", None, move=card)
    await table.play(leader, card)
    await table.play(other, (await table.suggestions(other))[0])
    assert await undo_text(table, leader) == t("undo.played_since", None, player=other.mention)
    assert "ended the trick" in await undo_text(table, other)
    assert await undo_text(table, people.eve) == t("error.not_a_player", None)


async def test_a_double_press_takes_back_one_move(table: Table, people: People) -> None:
    first, _second = await started(table, people)
    move = (await table.suggestions(first))[0]
    await table.play(first, move)
    presses = await asyncio.gather(*(table.fake.slash(first, table.channel, "undo", {}) for _ in range(2)))
    answers = sorted([ephemeral_text(await press.done()) for press in presses])
    assert answers == sorted([t("undo.done", None, move=move), t("undo.nothing", None)])
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    assert [logged.move for logged in await table.bot.store.moves(live.id)] == [move, UNDO]


async def test_the_replay_and_the_export_of_a_game_with_take_backs_reproduce_it(table: Table, people: People) -> None:
    players = await started(table, people)
    took_back = False
    while "Game over" not in table.latest_board().content:
        player = players[(await table.awaited())[0]]
        posts = len(table.public_messages())
        await table.play(player, (await table.suggestions(player))[0])
        await table.wait_for_posts(posts + 1)
        # The first move that may be taken back is: the board is posted again for it.
        if not took_back and (await undo_text(table, player)).startswith("Your move"):
            took_back = True
            await table.wait_for(lambda: "took back" in table.latest_board().content)
    assert took_back
    boards: list[Image.Image] = []
    for message in table.boards():
        # The board after taking back a step is the board before it: the animation shows such a pair once.
        picture = board_picture(message)
        if not boards or ImageChops.difference(picture, boards[-1]).getbbox() is not None:
            boards.append(picture)
    post = await replay_post(table, people)
    frames, _durations = frames_of(post.attachments[0].data)
    assert len(frames) == len(boards)
    assert_frames_are(frames, boards)
    assert table.bot is not None
    finished = await table.bot.store.last_finished_game(table.channel.id, "tiny_tricks")
    assert finished is not None
    ix = await table.slash(people.bob, "game export", game=finished.id)
    record = json.loads(ix.messages[-1].attachment(f"tiny_tricks-game-{finished.id}.json").data)
    assert UNDO in [move["move"] for move in record["moves"]]
    rebuilt = rebuild(record)
    assert rebuilt.matches and rebuilt.engine.to_json(rebuilt.state) == finished.state


async def test_the_confirmation_of_a_move_that_may_be_taken_back_carries_an_undo_button(
    table: Table, people: People
) -> None:
    first, second = await started(table, people)
    move = (await table.suggestions(first))[0]
    old = (await table.play(first, move)).original
    assert old is not None and old.ephemeral
    # Taken back with /undo instead, then the old confirmation's button pressed: its move is no longer there.
    assert await undo_text(table, first) == t("undo.done", None, move=move)
    stale = await table.click(first, old, undo_id(old))
    assert ephemeral_text(stale) == t("undo.not_last", None)
    confirmation = (await table.play(first, move)).original
    assert confirmation is not None
    boards = len(table.boards())
    await table.click(first, confirmation, undo_id(confirmation))
    assert table.fake.message(confirmation.id).content == t("undo.done", None, move=move)
    board = await table.wait_for_boards(boards + 1)
    assert t("undo.announced", None, user=first.mention) in board.content
    # The last choice of the phase reveals the passes: its confirmation offers no Undo.
    await table.play(first, move)
    last = (await table.play(second, (await table.suggestions(second))[0])).original
    assert last is not None and not any(custom_id.startswith("undo:") for custom_id in last.custom_ids())
