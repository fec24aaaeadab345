"""Move notation, refusals, labels, views and serialization."""

from __future__ import annotations

import json

import pytest

from games.contract import IllegalMove
from games.four_color_cards import GAME
from games.four_color_cards.state import CLAIM
from tests.games.four_color_cards.helpers import play, scenario

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]


def claim_state() -> object:
    # seat 0 discarded the red chariot; seat 1 may make a field meld, seat 2 may pong
    state = scenario([["rc", "wa", "rg"], ["rh", "rp", "we", "rs"], ["rc", "rc", "ge"], ["ya"]], STOCK)
    return play(state, (0, "discard rc"))


def test_apply_forgives_case_and_extra_spaces() -> None:
    state = scenario([["rc", "wa"], ["we"], ["ge"], ["ya"]], STOCK)
    assert GAME.apply(state, 0, "  DISCARD    Rc ") == GAME.apply(state, 0, "discard rc")
    claim = claim_state()
    assert GAME.apply(claim, 1, " Field  RH rp")[0] == GAME.apply(claim, 1, "field")[0]


@pytest.mark.parametrize(
    ("seat", "move", "key"),
    [
        (0, "draw", "unknown_move"),
        (0, "discard zz", "unknown_card"),
        (0, "discard rg", "general_not_discardable"),
        (0, "discard wp", "card_not_in_hand"),
        (0, "pong", "no_card_in_play"),
        (1, "discard wa", "not_awaited"),
    ],
)
def test_illegal_discard_phase_moves_are_refused_with_a_reason(seat: int, move: str, key: str) -> None:
    state = scenario([["rc", "wa", "rg"], ["we"], ["ge"], ["ya"]], STOCK)
    before = GAME.to_json(state)
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    assert refused.value.key == key and refused.value.key in GAME.MESSAGES
    assert str(refused.value) and "{" not in str(refused.value)
    assert GAME.to_json(state) == before


@pytest.mark.parametrize(
    ("seat", "move", "key"),
    [
        (1, "pong", "missing_for_pong"),
        (1, "hu", "not_a_win"),
        (1, "general", "wrong_meld"),
        (1, "soldiers rs ys", "wrong_meld"),
        (1, "discard we", "claim_window_open"),
        (2, "field", "not_next_player"),
        (2, "pair", "not_next_player"),
        (0, "pong", "own_discard"),
        (3, "pass", "no_claim"),
        (3, "pong", "missing_for_pong"),
    ],
)
def test_illegal_claims_are_refused_with_a_reason(seat: int, move: str, key: str) -> None:
    state = claim_state()
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    assert refused.value.key == key
    assert "{" not in str(refused.value)


def test_move_labels_are_short_and_friendly() -> None:
    state = claim_state()
    labels = {move: GAME.move_label(state, 1, move) for move in GAME.legal_moves(state, 1)}
    assert labels["field"].startswith("Field") and "俥" in labels["field"]
    assert all(len(label) <= 100 for label in labels.values())
    start = scenario([["rc", "wa"], ["we"], ["ge"], ["ya"]], STOCK)
    assert GAME.move_label(start, 0, "discard rc") == "Discard 俥 red chariot"


def test_public_view_shows_the_table_but_no_hand_and_no_claimants() -> None:
    state = claim_state()
    view = GAME.view(state, None)
    json.dumps(view)
    assert set(view) >= {"seats", "in_play", "dead", "stock", "round", "prompt", "last_round", "phase"}
    assert "hand" not in view
    assert view["seats"][1] == {"seat": 1, "hand_size": 4, "chips": 20, "melds": [], "table_points": 0}
    assert view["in_play"] == {"card": "rc", "source": "discard", "from": 0}
    assert view["prompt"] == {
        "kind": "claim_window",
        "card": "rc",
        "source": "discard",
        "from": 0,
        "eligible_by_position": [1, 2, 3],
        "other_melds_by_position": [1],
    }
    text = json.dumps(view)
    assert "pong" not in text and "field" not in text.replace('"field"', "")


def test_seat_view_adds_the_sorted_hand_and_the_legal_claims() -> None:
    state = claim_state()
    view = GAME.view(state, 1)
    assert view["hand"] == ["rh", "rp", "rs", "we"]
    assert view["awaiting_you"] is True and view["legal_moves"] == ["field", "pass"]
    assert view["claims"] == [
        {"move": "field", "hand_cards": ["rh", "rp"]},
        {"move": "pass", "hand_cards": []},
    ]
    assert GAME.view(state, 3)["claims"] == [] and GAME.view(state, 3)["awaiting_you"] is False


def test_pending_claims_never_appear_in_the_public_view() -> None:
    state = claim_state()
    before = GAME.view(state, None)
    answered, events = GAME.apply(state, 2, "pong")
    assert events == []
    assert GAME.view(answered, None) == before
    assert GAME.view(answered, 2)["your_answer"] == "pong"
    assert GAME.view(answered, 1)["your_answer"] is None


def test_state_json_round_trip_and_determinism() -> None:
    state = claim_state()
    data = json.loads(json.dumps(GAME.to_json(state)))
    assert GAME.from_json(data) == state
    assert GAME.to_json(GAME.from_json(data)) == GAME.to_json(state)
    again = claim_state()
    assert json.dumps(GAME.to_json(again)) == json.dumps(GAME.to_json(state))


def test_apply_does_not_mutate_its_input() -> None:
    state = claim_state()
    before = json.dumps(GAME.to_json(state))
    GAME.apply(state, 1, "field")
    GAME.apply(state, 2, "pong")
    assert json.dumps(GAME.to_json(state)) == before
    assert state.phase == CLAIM


def test_result_only_when_over() -> None:
    assert GAME.result(GAME.new(3, {}, 1)) is None


def test_view_of_an_unknown_seat_is_refused() -> None:
    with pytest.raises(ValueError):
        GAME.view(GAME.new(2, {}, 1), 2)
