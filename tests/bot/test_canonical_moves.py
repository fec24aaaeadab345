"""A move typed in other letter case is applied, stored and told in the game's own spelling."""

from __future__ import annotations

import random

import pytest

from bot.sessions import Sessions
from bot.store import SqliteStore
from games import registry

CHANNEL = 7
HOST, BOB = 1, 2


def shouted(move: str) -> str:
    return move.upper()


def mixed(move: str) -> str:
    return "".join(ch.upper() if i % 2 else ch for i, ch in enumerate(move))


@pytest.mark.parametrize("game_id", ["tiny_tricks", "copenhagen", "troyes_dice", "four_color_cards"])
@pytest.mark.parametrize("spell", [shouted, mixed])
async def test_a_move_in_capitals_is_stored_and_told_in_its_canonical_spelling(
    store: SqliteStore, game_id: str, spell: object
) -> None:
    registry.register_builtin()
    sessions = Sessions(store)
    await sessions.open_lobby(1, CHANNEL, game_id, HOST, "host")
    await sessions.join(CHANNEL, BOB, "bob")
    live = await sessions.start(CHANNEL, HOST)
    choices = random.Random(3)
    typed: list[str] = []
    canonical: list[str] = []
    for _ in range(4):
        if live.result() is not None:
            break
        seat = sorted(live.engine.awaiting(live.state))[0]
        move = choices.choice(live.engine.legal_moves(live.state, seat))
        assert callable(spell)
        typed.append(spell(move))
        canonical.append(move)
        outcome = await sessions.submit(CHANNEL, live.seats[seat], typed[-1])
        assert outcome.move == move
        live = outcome.game
    stored = [record.move for record in await store.moves(live.id)]
    assert stored == canonical
    assert typed != canonical
