"""Troyes Dice's play-outs run on the seat's sheet alone (``TroyesDiceAI.outlook``): a solo game under the same
dice. Played with the same choices of that seat, it must go exactly as the whole game does for that seat's sheet,
whatever the others choose, or the strong level would judge its moves on a different game."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.ai import game_ai
from games.troyes_dice.state import OVER

from .positions import ENGINES, reachable

ENGINE = ENGINES["troyes_dice"]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 120), players=st.integers(2, 5), moves=st.integers(0, 999))
def test_the_seats_solo_game_goes_as_the_whole_game_for_its_sheet(
    seed: int, steps: int, players: int, moves: int
) -> None:
    state = reachable("troyes_dice", players, seed, steps)
    seat = min(ENGINE.awaiting(state))
    solo, me = game_ai("troyes_dice").outlook(state, seat)
    assert me == 0 and solo.players == 1
    rng = random.Random(moves)
    while True:
        assert solo.sheets[me] == state.sheets[seat]
        assert (solo.day, solo.half, solo.slots, solo.plazas) == (state.day, state.half, state.slots, state.plazas)
        if state.phase == OVER:
            assert solo.phase == OVER
            assert ENGINE.result(solo).scores[me] == ENGINE.result(state).scores[seat]  # type: ignore[union-attr]
            return
        assert ENGINE.awaiting(solo) == frozenset({me})
        legal = ENGINE.legal_moves(solo, me)
        assert legal == ENGINE.legal_moves(state, seat)
        move = rng.choice(legal)
        solo, _events = ENGINE.apply(solo, me, move)
        state, _events = ENGINE.apply(state, seat, move)
        # The others play on (any legal moves) until the seat is awaited again or the game ends.
        while state.phase != OVER and seat not in ENGINE.awaiting(state):
            other = min(ENGINE.awaiting(state))
            state, _events = ENGINE.apply(state, other, rng.choice(ENGINE.legal_moves(state, other)))
