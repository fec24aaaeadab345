"""Both levels always return a legal move, the same seed gives the same move, and the move depends on the view
alone: two states that show the seat the same view get the same move."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.ai import choose_move, game_ai

from .positions import ENGINES, GAME_SEATS, awaited_seat, reachable

TINY_BUDGET = 0.01  # a handful of search iterations: the tests check behaviour, not strength


@pytest.mark.parametrize(("game_id", "players"), GAME_SEATS)
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 150), pick=st.integers(0, 9), ai_seed=st.integers(0, 99))
def test_both_levels_play_a_legal_move(
    game_id: str, players: int, seed: int, steps: int, pick: int, ai_seed: int
) -> None:
    engine = ENGINES[game_id]
    state = reachable(game_id, players, seed, steps)
    seat = awaited_seat(game_id, state, pick)
    legal = engine.legal_moves(state, seat)
    view = engine.view(state, seat)
    for level in ("easy", "strong"):
        move = choose_move(game_id, view, seat, level, ai_seed, TINY_BUDGET)
        assert move in legal
        assert choose_move(game_id, view, seat, level, ai_seed, TINY_BUDGET) == move


@pytest.mark.parametrize(("game_id", "players"), GAME_SEATS)
def test_states_with_the_same_view_get_the_same_move(game_id: str, players: int) -> None:
    """The real state and another state with other hidden cards (sampled from the same view) are told apart by
    nothing the seat sees, so each level plays the same move in both."""
    engine = ENGINES[game_id]
    ai = game_ai(game_id)
    for seed in range(3):
        state = reachable(game_id, players, seed, 12 + 25 * seed)
        seat = awaited_seat(game_id, state, seed)
        view = engine.view(state, seat)
        other = ai.determinize(view, seat, random.Random(1000 + seed))
        assert engine.view(other, seat) == view
        for level in ("easy", "strong"):
            moves = {
                choose_move(game_id, engine.view(position, seat), seat, level, seed, TINY_BUDGET)
                for position in (state, other)
            }
            assert len(moves) == 1
            assert moves <= set(engine.legal_moves(other, seat))


@pytest.mark.parametrize("game_id", list(ENGINES))
def test_a_whole_game_between_levels_finishes(game_id: str) -> None:
    engine = ENGINES[game_id]
    players = 2
    state = engine.new(players, {}, 3)
    levels = ("easy", "strong")
    decisions = 0
    while engine.result(state) is None:
        seat = min(engine.awaiting(state))
        move = choose_move(game_id, engine.view(state, seat), seat, levels[seat], decisions, 0.002)
        state, _events = engine.apply(state, seat, move)
        decisions += 1
        assert decisions < 2000
    assert engine.result(state) is not None


def test_unknown_level_and_game_are_refused() -> None:
    engine = ENGINES["copenhagen"]
    state = engine.new(2, {}, 1)
    view = engine.view(state, 0)
    with pytest.raises(ValueError, match="level"):
        choose_move("copenhagen", view, 0, "grandmaster", 1, 0.01)
    with pytest.raises(ValueError, match="no AI"):
        choose_move("chess", view, 0, "easy", 1, 0.01)
