"""Once the game is over, the public view says who placed where, exactly as the result does."""

from __future__ import annotations

import random

from games.copenhagen import GAME


def test_the_finished_view_carries_the_result_places() -> None:
    choices = random.Random(7)
    state = GAME.new(3, {}, 21)
    assert GAME.view(state, None)["places"] is None
    while GAME.result(state) is None:
        seat = choices.choice(sorted(GAME.awaiting(state)))
        state, _ = GAME.apply(state, seat, choices.choice(GAME.legal_moves(state, seat)))
    result = GAME.result(state)
    assert result is not None
    assert GAME.view(state, None)["places"] == list(result.places)
