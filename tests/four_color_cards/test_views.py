"""What the bot may say publicly while a claim window is open."""

from __future__ import annotations

import random

from games.four_color_cards import GAME
from games.four_color_cards.claims import eligible_by_position
from games.four_color_cards.state import CLAIM


def test_public_awaiting_in_a_claim_window_depends_on_seating_not_on_hands() -> None:
    choices = random.Random(3)
    windows = 0
    for seed in range(5):
        state = GAME.new(4, GAME.default_options(), seed)
        for _ in range(60):
            if GAME.result(state) is not None:
                break
            if state.phase == CLAIM:
                windows += 1
                assert GAME.public_awaiting(state) == frozenset(eligible_by_position(state))
                assert GAME.awaiting(state) <= GAME.public_awaiting(state)
                seat = min(GAME.awaiting(state))
                assert GAME.public_move(state, seat, GAME.legal_moves(state, seat)[0]) is None
            seat = choices.choice(sorted(GAME.awaiting(state)))
            state, _ = GAME.apply(state, seat, choices.choice(GAME.legal_moves(state, seat)))
    assert windows > 0
