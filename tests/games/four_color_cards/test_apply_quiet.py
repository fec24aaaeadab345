"""The AI's quiet apply (no checks, no events) gives exactly the states ``apply`` gives, over random games."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.four_color_cards import GAME, flow

GAMES = st.tuples(
    st.integers(min_value=2, max_value=4),
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=2**31),
    st.sampled_from([{}, {"forced_hu": True, "forced_kong": True}, {"pair_claims": False, "hu_below_threshold": True}]),
)


@given(GAMES)
@settings(max_examples=40, deadline=None)
def test_apply_quiet_gives_the_states_apply_gives(game: tuple[int, int, int, dict[str, bool]]) -> None:
    players, seed, choice_seed, options = game
    state = GAME.new(players, {"rounds": 3, **options}, seed)
    rng = random.Random(choice_seed)
    steps = 0
    while GAME.result(state) is None:
        seat = rng.choice(sorted(GAME.awaiting(state)))
        move = rng.choice(GAME.legal_moves(state, seat))
        before = GAME.to_json(state)
        quiet = GAME.apply_quiet(state, seat, move)
        assert GAME.to_json(state) == before  # the state it was given is left as it was
        state, _events = GAME.apply(state, seat, move)
        assert GAME.to_json(quiet) == GAME.to_json(state), f"step {steps}: {move!r} by seat {seat}"
        steps += 1
    assert steps > 0
    assert list(flow.NO_EVENTS) == []  # the one list every quiet apply shares never keeps an event
