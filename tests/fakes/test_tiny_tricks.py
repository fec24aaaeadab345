"""The plumbing game: its rules, its views and the contract properties every engine must have."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.contract import IllegalMove
from games.replay import replay
from tests.fakes.tiny_tricks.engine import GAME, TinyTricksState
from tests.support.records import told


def play_random(players: int, seed: int, choices: random.Random) -> tuple[TinyTricksState, list[tuple[int, str]]]:
    state = GAME.new(players, {}, seed)
    log: list[tuple[int, str]] = []
    while GAME.result(state) is None:
        seat = choices.choice(sorted(GAME.awaiting(state)))
        move = choices.choice(GAME.legal_moves(state, seat))
        state, _ = GAME.apply(state, seat, move)
        log.append((seat, move))
    return state, log


def test_everyone_passes_at_once_and_the_cards_move_left() -> None:
    state = GAME.new(3, {}, seed=1)
    assert GAME.awaiting(state) == {0, 1, 2}
    given_away = {seat: state.hands[seat][0] for seat in range(3)}
    for seat in range(3):
        state, _ = GAME.apply(state, seat, f"pass {given_away[seat]}")
    for seat in range(3):
        assert given_away[(seat - 1) % 3] in state.hands[seat]
        assert given_away[seat] not in state.hands[seat]
    assert state.phase == "tricks"
    assert GAME.awaiting(state) == {0}


def test_a_pending_pass_is_hidden_from_everyone_else() -> None:
    state = GAME.new(2, {}, seed=2)
    state, _ = GAME.apply(state, 0, f"pass {state.hands[0][0]}")
    assert GAME.view(state, None)["chosen"] == [0]
    assert "my_pass" not in GAME.view(state, None)
    assert GAME.view(state, 1)["my_pass"] is None
    assert GAME.view(state, 0)["my_pass"] == state.hands[0][0]
    assert told(GAME, state, 1, f"pass {state.hands[1][0]}").text is None


def test_highest_card_takes_the_trick_and_leads_next() -> None:
    state = TinyTricksState(players=2, hands=[[1, 9], [5, 6]], phase="tricks", tricks_won=[0, 0])
    state, events = GAME.apply(state, 0, "play 1")
    state, events = GAME.apply(state, 1, "play 6")
    assert state.tricks_won == [0, 1]
    assert state.leader == 1
    assert events[-1].kind == "trick_won"


def test_illegal_moves_name_the_reason_and_change_nothing() -> None:
    state = GAME.new(2, {}, seed=3)
    before = GAME.to_json(state)
    missing = next(card for card in range(1, 13) if card not in state.hands[0])
    with pytest.raises(IllegalMove, match=f"do not hold card {missing}"):
        GAME.apply(state, 0, f"pass {missing}")
    with pytest.raises(IllegalMove, match="Everyone first passes"):
        GAME.apply(state, 0, f"play {state.hands[0][0]}")
    with pytest.raises(IllegalMove, match="Write `pass <card>`"):
        GAME.apply(state, 0, "x" * 5000)
    assert GAME.to_json(state) == before


def test_moves_forgive_case_and_spacing() -> None:
    state = GAME.new(2, {}, seed=4)
    state, _ = GAME.apply(state, 0, f"  PASS   {state.hands[0][0]} ")
    assert 0 in state.passing


def test_equal_trick_counts_share_a_place() -> None:
    state = TinyTricksState(players=3, hands=[[], [], []], phase="over", tricks_won=[1, 1, 1])
    result = GAME.result(state)
    assert result is not None and result.places == (1, 1, 1)


@settings(max_examples=200, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**53), order=st.randoms(use_true_random=False))
def test_random_games_keep_every_card_and_replay_exactly(players: int, seed: int, order: random.Random) -> None:
    state, log = play_random(players, seed, order)
    result = GAME.result(state)
    assert result is not None
    assert sum(state.tricks_won) == 3
    assert GAME.legal_moves(state, 0) == []
    # Same seed and moves give the same state, byte for byte, and the JSON round trip is exact.
    rebuilt = replay(GAME, players, {}, seed, log)
    assert json.dumps(GAME.to_json(rebuilt)) == json.dumps(GAME.to_json(state))
    assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state
