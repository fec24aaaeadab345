"""Determinization: every state sampled from a seat's view gives back exactly that view, and sampling is
deterministic for a seed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.ai import game_ai

from .positions import ENGINES, GAME_SEATS, awaited_seat, reachable


@pytest.mark.parametrize(("game_id", "players"), GAME_SEATS)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 160), pick=st.integers(0, 9), sample=st.integers(0, 99))
def test_sampled_state_gives_back_the_view(
    game_id: str, players: int, seed: int, steps: int, pick: int, sample: int
) -> None:
    engine = ENGINES[game_id]
    state = reachable(game_id, players, seed, steps)
    seat = awaited_seat(game_id, state, pick)
    view = engine.view(state, seat)
    sampled = game_ai(game_id).determinize(view, seat, random.Random(sample))
    assert engine.view(sampled, seat) == view
    # The sampled state is a real position: the seat has exactly its legal moves there.
    assert engine.legal_moves(sampled, seat) == engine.legal_moves(state, seat)
    assert engine.awaiting(sampled) >= {seat}


@pytest.mark.parametrize(("game_id", "players"), GAME_SEATS)
def test_sampling_is_deterministic_for_a_seed(game_id: str, players: int) -> None:
    engine = ENGINES[game_id]
    ai = game_ai(game_id)
    for seed in range(4):
        state = reachable(game_id, players, seed, 20 + 15 * seed)
        seat = awaited_seat(game_id, state, seed)
        view = engine.view(state, seat)
        first = engine.to_json(ai.determinize(view, seat, random.Random(seed)))
        again = engine.to_json(ai.determinize(view, seat, random.Random(seed)))
        assert first == again


@pytest.mark.parametrize(("game_id", "players"), [gs for gs in GAME_SEATS if gs[0] != "troyes_dice"])
def test_hidden_cards_are_resampled(game_id: str, players: int) -> None:
    """The other hands come from the unseen cards, not from the real state: samples differ from each other."""
    engine = ENGINES[game_id]
    ai = game_ai(game_id)
    state = reachable(game_id, players, 7, 10)
    seat = awaited_seat(game_id, state, 0)
    view = engine.view(state, seat)
    samples = {str(engine.to_json(ai.determinize(view, seat, random.Random(k)))["hands"]) for k in range(5)}
    assert len(samples) > 1


def test_four_color_cards_samples_play_by_the_tables_options() -> None:
    """A table that changed its options (no pair claims, forced kongs, more points to be paid...) is sampled
    with those options, so the search plays by the table's rules, not the defaults."""
    engine = ENGINES["four_color_cards"]
    options = {"rounds": 2, "threshold": 14, "pair_claims": False, "forced_kong": True, "next_opener": "rotate"}
    state = engine.new(3, options, 5)
    rng = random.Random(5)
    for _ in range(30):
        seat = min(engine.awaiting(state))
        state, _events = engine.apply(state, seat, rng.choice(engine.legal_moves(state, seat)))
    seat = min(engine.awaiting(state))
    view = engine.view(state, seat)
    sampled = game_ai("four_color_cards").determinize(view, seat, random.Random(1))
    assert sampled.options == state.options
    assert sampled.options["pair_claims"] is False and sampled.options["threshold"] == 14
    assert engine.view(sampled, seat) == view


def test_troyes_dice_sample_shows_the_last_reveals_dice_and_round_trips() -> None:
    """After a reveal, the view shows the dice the choices were made on; the engine rolls them again from the
    seed, which a sampled state only guesses, so the sample carries them (and keeps them through JSON)."""
    engine = ENGINES["troyes_dice"]
    state = reachable("troyes_dice", 3, 11, 9)
    while not (state.phase == "choose" and state.revealed):
        seat = min(engine.awaiting(state))
        state, _events = engine.apply(state, seat, engine.legal_moves(state, seat)[0])
    seat = min(engine.awaiting(state))
    view = engine.view(state, seat)
    assert view["revealed_dice"]
    for sample in range(5):
        sampled = game_ai("troyes_dice").determinize(view, seat, random.Random(sample))
        assert engine.view(sampled, seat)["revealed_dice"] == view["revealed_dice"]
        assert engine.from_json(engine.to_json(sampled)) == sampled
