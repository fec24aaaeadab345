"""Replays are built off the event loop: in a worker process of their own in the running bot (which registers the
games and loads the catalogs itself), once per game and language however many ask at once."""

from __future__ import annotations

import asyncio

import pytest

from bot.replays.builder import ReplayBuilder
from bot.replays.drawing import draw_replay
from bot.replays.moments import as_drawn, board_moments
from render.animation import TooLarge
from tests.support.played import play

LIMIT = 10 * 1024 * 1024


async def test_a_worker_process_draws_the_same_replay_as_the_bot_would_in_its_words() -> None:
    played = play("troyes_dice", 2, 81)
    moments = as_drawn(board_moments(played.engine, played.record, played.moves, finished=True))
    builder = ReplayBuilder(processes=True)
    try:
        animation = await builder.build((1, played.record.version, "fr", LIMIT), "troyes_dice", moments,
                                        played.record.names, "fr")  # fmt: skip
        # A limit no encoding meets: the refusal comes back from the process whole.
        with pytest.raises(TooLarge) as refused:
            await builder.build((1, played.record.version, "fr", 1000), "troyes_dice", moments,
                                played.record.names, "fr")  # fmt: skip
    finally:
        builder.close()
    # Drawn in French, as in this process: the same bytes (the worker loaded the French picture words).
    here = draw_replay("troyes_dice", moments, played.record.names, "fr", LIMIT)
    assert animation.data == here.data and animation.frames == len(moments)
    assert draw_replay("troyes_dice", moments, played.record.names, "en", LIMIT).data != here.data
    assert refused.value.limit == 1000


async def test_requests_for_the_same_replay_share_one_build() -> None:
    played = play("tiny_tricks", 2, 82)
    moments = as_drawn(board_moments(played.engine, played.record, played.moves, finished=True))
    builder = ReplayBuilder(processes=False)
    key = (7, played.record.version, "en", LIMIT)
    first = builder.build(key, "tiny_tricks", moments, played.record.names, "en")
    again = builder.build(key, "tiny_tricks", moments, played.record.names, "en")
    other_language = builder.build((7, played.record.version, "ru", LIMIT), "tiny_tricks", moments,
                                   played.record.names, "ru")  # fmt: skip
    assert again is first and other_language is not first
    await asyncio.gather(first, other_language)
    # Kept once built: asking again later answers at once with the same file.
    later = builder.build(key, "tiny_tricks", moments, played.record.names, "en")
    assert later is first and later.done()
    builder.close()


async def test_a_kept_or_running_build_is_found_by_its_key_before_the_moves_are_replayed() -> None:
    played = play("tiny_tricks", 2, 83)
    moments = as_drawn(board_moments(played.engine, played.record, played.moves, finished=True))
    builder = ReplayBuilder(processes=False)
    key = (8, played.record.version, "en", LIMIT)
    assert builder.kept(key) is None
    task = builder.build(key, "tiny_tricks", moments, played.record.names, "en")
    running = builder.kept(key)
    assert running is not None and running.task is task and running.boards == len(moments)
    await task
    kept = builder.kept(key)
    assert kept is not None and kept.task is task
    # A build that failed is not kept: the next request draws again.
    too_small = (8, played.record.version, "en", 1000)
    with pytest.raises(TooLarge):
        await builder.build(too_small, "tiny_tricks", moments, played.record.names, "en")
    assert builder.kept(too_small) is None
    builder.close()
