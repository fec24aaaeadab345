"""The bot process killed with SIGKILL in the middle of things, and started again: a move is recorded whole or not
at all (its row, the version and the snapshot, which is what the move log gives), every move acknowledged to a
player is still there, the game goes on, a simultaneous phase resumes with the choices already made, the board
that never made it out is posted after the restart, and buttons on earlier messages still answer."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.sandbox.local_discord import FakeDiscord, FakeUser
from games import registry
from games.replay import replay
from tests.e2e.bot_process import BotProcess, committed_moves, game_versions
from tests.e2e.conftest import People
from tests.e2e.harness import ANSWER, FOLLOW_UP, Table, answered_publicly, button_id, ephemeral_text, shown_version
from tests.e2e.test_edit_mode import server_manager

# A player's move is posted as the answer to the move's interaction, or as its follow-up.


@pytest.fixture
async def bot(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = BotProcess(fake, tmp_path)
    await process.start()
    try:
        # Games are played in the channel they were opened in, whose posts these tests follow.
        manager = server_manager(table_of(fake, process))
        await (await fake.slash(manager, "general", "settings threads", {"mode": "off"})).done()
        yield process
    finally:
        await process.stop()
        print(process.log())  # shown when the test fails


def table_of(fake: FakeDiscord, bot: BotProcess) -> Table:
    """The harness without an in-process bot: every look at the game goes through Discord or the database."""
    return Table(fake, bot.database, fake.channel("general"))


def snapshot_is_the_move_log(database: Path, game_id: int) -> Any:
    """Checks that the game's stored version counts its recorded moves and that its snapshot is the state those
    moves give from the game's seed; returns that state."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as conn:
        game_type, options, seed, version, state = conn.execute(
            "SELECT game_type, options, seed, version, state FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        players = conn.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)).fetchone()[0]
        moves = conn.execute("SELECT seat, move FROM moves WHERE game_id = ? ORDER BY version", (game_id,)).fetchall()
    engine = registry.get(game_type)
    assert engine is not None
    replayed = replay(engine, players, json.loads(options), seed, moves)
    assert version == len(moves) == engine.version(replayed)
    assert json.loads(json.dumps(engine.to_json(replayed))) == json.loads(state)
    return replayed


async def until_version(database: Path, game_id: int, version: int) -> None:
    """Waits until the game's stored version reaches ``version`` (read as another process would)."""
    for _ in range(2000):
        if game_versions(database)[game_id][1] >= version:
            return
        await asyncio.sleep(0.002)
    raise AssertionError(f"game {game_id} never reached version {version}")


async def awaited_players(table: Table, players: list[FakeUser]) -> list[FakeUser]:
    """Who the game awaits, as players find out: the ones offered moves."""
    return [player for player in players if await table.suggestions(player)]


async def play_acknowledged(table: Table, player: FakeUser, acknowledged: list[tuple[int, str]]) -> None:
    move = (await table.suggestions(player))[0]
    answer = await table.play(player, move)
    # Acknowledged: by the move's public post, or privately when that could not be the answer.
    assert answered_publicly(answer) or ephemeral_text(answer).startswith("Done")
    acknowledged.append((player.id, move))


async def test_a_game_goes_on_after_the_bot_is_killed_mid_move_again_and_again(
    fake: FakeDiscord, people: People, bot: BotProcess
) -> None:
    table = table_of(fake, bot)
    players = [people.alice, people.bob]
    lobby = (await table.slash(people.alice, "game new", game="troyes_dice")).message
    assert lobby is not None
    await table.click(people.bob, lobby, button_id(lobby, "join"))
    await table.slash(people.alice, "game start")
    first_board = await table.wait_for_boards(1)
    acknowledged: list[tuple[int, str]] = []

    # Killed in the middle of a simultaneous phase, one secret choice made: it resumes with that choice kept.
    await play_acknowledged(table, people.alice, acknowledged)
    await bot.restart()
    assert await awaited_players(table, players) == [people.bob]
    # A button on the board from before the restart still answers, and says the board has moved on.
    stale = await table.click(people.alice, first_board, button_id(first_board, "turn"))
    assert "moved on" in ephemeral_text(stale)
    # The restart may have cut the post of that choice short: the catch-up posts it, and is awaited here so that
    # its board is not taken for the one counted next.
    await table.wait_for(lambda: all(seen == version for _, version, seen in game_versions(bot.database).values()))

    # Killed while Discord holds the post of the board that closes the phase: it is posted after the restart, by
    # the catch-up, through the channel (the move's interaction died with the process that had it).
    boards = len(table.boards())
    hung = fake.inject_fault("POST", f"{ANSWER}|{FOLLOW_UP}", status=503, delay=3.0, times=2, uploads_only=True)
    await play_acknowledged(table, people.bob, acknowledged)
    # Held as the answer until the publisher gives that up, then held again as the follow-up.
    await table.wait_for(lambda: hung.hits == 2)
    await bot.restart()
    board = await table.wait_for_boards(boards + 1)
    assert shown_version(board) == 2 and len(table.boards()) == boards + 1
    assert board.route == "channel"

    # Killed the moment a move arrives, answered or not: the move is recorded whole (its row, the game's version
    # and the snapshot together) or not at all, and whatever the player was told is recorded.
    awaited = (await awaited_players(table, players))[0]
    move = (await table.suggestions(awaited))[0]
    before = committed_moves(bot.database)
    sent = await fake.slash(awaited, table.channel, "play", {"move": move})
    await bot.kill()
    after = committed_moves(bot.database)
    game_id = before[-1][0]
    assert after in (before, [*before, (game_id, awaited.id, move)])
    told_done = any(message.content.startswith("Done") for message in sent.messages)
    assert after != before or not told_done, "the player was told Done of a move that was not recorded"
    if told_done:
        acknowledged.append((awaited.id, move))
    snapshot = snapshot_is_the_move_log(bot.database, game_id)
    await bot.start()
    # The game goes on from that snapshot: those it awaits are the ones offered moves.
    engine = registry.get("troyes_dice")
    assert engine is not None
    expected = [players[seat] for seat in sorted(engine.awaiting(snapshot))]
    assert await awaited_players(table, players) == expected

    # Killed the moment the move is committed, before the player hears of it: the move is there whole (a store
    # that wrote the version and the move row apart would be caught between them here).
    awaited = (await awaited_players(table, players))[0]
    move = (await table.suggestions(awaited))[0]
    before = committed_moves(bot.database)
    version = game_versions(bot.database)[game_id][1]
    await fake.slash(awaited, table.channel, "play", {"move": move})
    await until_version(bot.database, game_id, version + 1)
    await bot.kill()
    assert committed_moves(bot.database) == [*before, (game_id, awaited.id, move)]
    snapshot = snapshot_is_the_move_log(bot.database, game_id)
    await bot.start()
    assert await awaited_players(table, players) == [players[seat] for seat in sorted(engine.awaiting(snapshot))]

    # The game goes on, and every acknowledged move is in the log, in order.
    for _ in range(3):
        await play_acknowledged(table, (await awaited_players(table, players))[0], acknowledged)
    recorded = [(user, move) for _game, user, move in committed_moves(bot.database)]
    # In order, and as a subsequence: a move recorded when the kill cut its answer short is in the log without
    # having been acknowledged, and the same move text may come up again later.
    remaining = iter(recorded)
    assert all(entry in remaining for entry in acknowledged), (acknowledged, recorded)
    assert len(recorded) >= len(acknowledged) >= 5
    # And nothing is left unposted: the channel has seen the latest state.
    await table.wait_for(lambda: all(version == posted for _, version, posted in game_versions(bot.database).values()))
