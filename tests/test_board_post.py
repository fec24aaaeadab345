"""The public board's words: whom it pings, and how the final standings read."""

from __future__ import annotations

import dataclasses

from bot.board import board_post
from bot.sessions import Sessions
from bot.store import SqliteStore
from bot.store.records import SeatPaceRecord

CHANNEL = 9


async def test_a_seat_the_bot_plays_is_named_but_not_pinged(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "tiny_tricks", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    live = await sessions.start(CHANNEL, 1)
    # Both seats choose at once; seat 1 is played by the bot after repeated timeouts.
    automatic = dataclasses.replace(live, pace=live.pace.with_seat(SeatPaceRecord(1, automatic=True)))
    post = await board_post(automatic, "", None)
    assert "<@1>" in post.content and "<@2>" in post.content
    assert post.mentions == [1]
    assert (await board_post(live, "", None)).mentions == [1, 2]


async def test_the_final_standings_mark_a_resigned_player(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "tiny_tricks", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    live = await sessions.start(CHANNEL, 1)
    while live.result() is None:
        (seat, *_) = sorted(live.engine.awaiting(live.state))
        live = (await sessions.submit(CHANNEL, live.seats[seat], live.engine.legal_moves(live.state, seat)[0])).game
    resigned = dataclasses.replace(live, pace=live.pace.with_seat(SeatPaceRecord(1, resigned=True)))
    content = (await board_post(resigned, "", None)).content
    assert "<@2> (" in content and "resigned)" in content
    assert "resigned" not in (await board_post(live, "", None)).content


async def test_the_title_counts_moves_except_where_it_would_count_secret_claim_answers(store: SqliteStore) -> None:
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, "four_color_cards", 1, "host")
    await sessions.join(CHANNEL, 2, "bob")
    cards = await sessions.start(CHANNEL, 1)
    assert (await board_post(cards, "", None)).embed.title == "Four Color Cards (四色牌)"
    await sessions.open_lobby(1, CHANNEL + 1, "tiny_tricks", 1, "host")
    await sessions.join(CHANNEL + 1, 2, "bob")
    tricks = await sessions.start(CHANNEL + 1, 1)
    assert (await board_post(tricks, "", None)).embed.title == "Tiny Tricks · move 0"
