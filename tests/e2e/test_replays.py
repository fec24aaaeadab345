"""``/game replay``, ``/game export`` and ``/game history`` of a finished game, through the fake Discord: the replay's
frames are the boards the channel saw, the export plays back to the stored game, and every bad request gets a
short private refusal."""

from __future__ import annotations

import io
import json
import sys

import pytest
from PIL import Image, ImageChops, ImageSequence

from bot.sandbox.local_discord import FakeMessage
from games import registry
from games.replay import rebuild
from tests.e2e.conftest import People
from tests.e2e.harness import Table, ephemeral_text
from tests.e2e.test_history_and_mine import start_in
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_real_games import play_to_the_end as play_game


async def play_to_the_end(table: Table, people: People) -> int:
    """Alice and Bob play a Tiny Tricks game to its end with the first suggested move; returns the game's number."""
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    players = [people.alice, people.bob]
    while "Game over" not in table.latest_board().content:
        player = players[(await table.awaited())[0]]
        posts = len(table.public_messages())
        await table.play(player, (await table.suggestions(player))[0])
        await table.wait_for_posts(posts + 1)
    assert table.bot is not None
    finished = await table.bot.store.last_finished_game(table.channel.id, "tiny_tricks")
    assert finished is not None
    return finished.id


def frames_of(data: bytes) -> tuple[list[Image.Image], list[int]]:
    animation = Image.open(io.BytesIO(data))
    frames, durations = [], []
    for frame in ImageSequence.Iterator(animation):
        frames.append(frame.convert("RGB"))
        durations.append(int(frame.info["duration"]))
    return frames, durations


def board_picture(message: FakeMessage) -> Image.Image:
    return Image.open(io.BytesIO(message.attachment("board.png").data)).convert("RGB")


def assert_frames_are(frames: list[Image.Image], boards: list[Image.Image]) -> None:
    """Each frame has the same pixels as its posted board (lossless), laid at the top left of the canvas."""
    for index, (frame, board) in enumerate(zip(frames, boards, strict=True)):
        shown = frame.crop((0, 0, board.width, board.height))
        assert ImageChops.difference(shown, board).getbbox() is None, f"frame {index} is not board {index}"


async def replay_post(table: Table, people: People, **options: int) -> FakeMessage:
    """Eve, who did not play, asks for the replay; returns the public message once it carries the animation."""
    ix = await table.slash(people.eve, "game replay", **options)
    original = ix.original
    assert original is not None and not original.ephemeral
    # Drawing and encoding a whole game's boards (150 for a Four Color Cards game) takes seconds of CPU, many more
    # on a loaded machine: the wait is for the animation, bounded only against a hang.
    return await table.wait_for_update(original, lambda message: bool(message.attachments), timeout=120.0)


async def test_the_replay_shows_every_board_the_channel_saw_and_nothing_else(table: Table, people: People) -> None:
    number = await play_to_the_end(table, people)
    boards = [board_picture(message) for message in table.boards()]
    post = await replay_post(table, people)
    assert post.attachments[0].filename == "replay.webp" and post.attachments[0].size <= 10 * 1024 * 1024
    assert f"game {number}" in post.content and "alice" in post.content and "bob" in post.content
    frames, durations = frames_of(post.attachments[0].data)
    assert len(frames) == len(boards) > 2
    assert_frames_are(frames, boards)
    # A short pause on each board, a long one on the final standings.
    assert durations[-1] > max(durations[:-1]) and len(set(durations[:-1])) == 1


async def test_a_slow_replay_shows_its_progress_then_the_animation(
    table: Table, people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    await play_to_the_end(table, people)
    # The module the bot loaded as its extension (discord.py loads a fresh copy of it, in sys.modules).
    monkeypatch.setattr(sys.modules["bot.cogs.replays"], "PROGRESS_AFTER", 0.0)
    post = await replay_post(table, people)
    shown = [version.get("content", "") for version in post.history]
    assert any("Drawing the replay of this Tiny Tricks game" in content for content in shown), shown
    assert "Drawing" not in post.content and post.attachments


async def test_the_export_plays_back_to_the_stored_game_and_its_result(table: Table, people: People) -> None:
    number = await play_to_the_end(table, people)
    ix = await table.slash(people.bob, "game export", game=number)
    text = ephemeral_text(ix)
    assert f"game {number}" in text and "python -m games.replay" in text
    exported = ix.messages[-1].attachment(f"tiny_tricks-game-{number}.json").data
    record = json.loads(exported)
    assert [seat["name"] for seat in record["seats"]] == ["alice", "bob"]
    # Names only: no Discord id travels with the file.
    assert str(people.alice.id) not in exported.decode() and str(people.bob.id) not in exported.decode()
    assert table.bot is not None
    stored = await table.bot.store.game(number)
    assert stored is not None
    rebuilt = rebuild(record)
    engine = registry.get("tiny_tricks")
    assert engine is not None and engine.to_json(rebuilt.state) == stored.state
    assert rebuilt.matches and rebuilt.result is not None
    assert len(record["moves"]) == stored.version and all(move["at"].endswith("+00:00") for move in record["moves"])


async def test_history_lists_a_finished_game_by_default_and_by_its_number(table: Table, people: People) -> None:
    number = await play_to_the_end(table, people)
    by_default = ephemeral_text(await table.slash(people.eve, "game history"))
    by_number = ephemeral_text(await table.slash(people.eve, "game history", game=number))
    assert by_default == by_number
    lines = by_number.splitlines()
    assert f"game {number}: all its moves (8)" in lines[0]
    assert lines[1:3] == ["1. alice: (secret choice)", "2. bob: (secret choice)"]
    assert len(lines) == 1 + 8


async def test_replay_and_export_refuse_privately_what_they_cannot_give(table: Table, people: People) -> None:
    async def refused(command: str, expected: str, **options: int) -> None:
        posts = len(table.public_messages())
        text = ephemeral_text(await table.slash(people.eve, command, **options))
        assert expected in text and len(text) < 200, (command, options, text)
        assert len(table.public_messages()) == posts

    for command in ("game replay", "game export"):
        await refused(command, "no finished game yet")
    await open_lobby(table, people, "bob")
    await table.slash(people.alice, "game start")
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    for command in ("game replay", "game export"):
        await refused(command, f"Game {live.id} is still being played", game=live.id)
        await refused(command, "no game 999 in this channel", game=999)
        await refused(command, "no finished game yet")
    # A game of another channel is refused as unknown here, finished or not.
    other = table.fake.channel("other")
    await start_in(table, other, people.carol, people.dave)
    elsewhere = await table.bot.sessions.game(other.id)
    assert elsewhere is not None
    for command in ("game replay", "game export", "game history"):
        await refused(command, f"no game {elsewhere.id} in this channel", game=elsewhere.id)


async def test_a_four_color_cards_replay_is_its_posted_boards_claim_windows_and_all(
    table: Table, people: People
) -> None:
    """A game of secrets: claim answers post nothing and secret choices only a line, and the replay follows."""
    moves = await play_game(table, people, "four_color_cards", 4, seed=3)
    boards = [board_picture(message) for message in table.boards()]
    post = await replay_post(table, people)
    frames, _ = frames_of(post.attachments[0].data)
    assert len(frames) == len(boards) < moves
    assert_frames_are(frames, boards)
