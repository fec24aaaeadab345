"""Views (hands private, the rest public), serialisation, the notation and the contract's promises."""

from __future__ import annotations

import json
import random

import pytest

from games.contract import IllegalMove
from games.copenhagen import GAME, CopenhagenState
from games.copenhagen import state as s
from games.copenhagen.messages import MESSAGES

from .helpers import RAINBOW, board, hand, play, position


def _midgame(seed: int = 3, players: int = 3, moves: int = 40) -> CopenhagenState:
    state = GAME.new(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if not GAME.awaiting(state):
            break
        state = play(state, rng.choice(GAME.legal_moves(state, state.current)))
    return state


def test_hands_are_private_but_hand_sizes_are_public() -> None:
    state = position(hands={0: {"red": 2}, 1: {"blue": 3}})
    public = GAME.view(state, None)
    assert "hand" not in public
    assert [seat["hand_size"] for seat in public["seats"]] == [2, 3]
    assert "blue" not in json.dumps(public["seats"])  # no hand contents anywhere in the seat entries
    mine = GAME.view(state, 1)
    assert mine["hand"] == hand(blue=3)
    assert {k: v for k, v in mine.items() if k not in ("hand", "viewer")} == {
        k: v for k, v in public.items() if k != "viewer"
    }


def test_view_shows_everything_public_a_renderer_needs() -> None:
    state = play(position(hands={0: {"red": 1}}, facades={0: board("..R..", "..R..")}), "build red2 r0 c3")
    view = GAME.view(state, None)
    for key in (
        "board", "harbour", "deck_size", "discard_size", "supply", "ability_supply", "seats", "last_tile",
        "current", "decision", "turn_info", "end_card", "over",
    ):  # fmt: skip
        assert key in view
    assert view["decision"] == "coat_of_arms" and view["turn_info"]["coats_of_arms_pending"] == 1
    assert view["last_tile"]["tile"] == "red2" and view["last_tile"]["cells"] == [[2, 2], [3, 2]]
    seat = view["seats"][0]
    assert seat["facade"][2][2] == {"colour": "red", "kind": "brick", "special": False}
    assert seat["facade"][2][3] == {"colour": "red", "kind": "window", "special": False}
    assert seat["abilities"] == {"any_cards": "active"}
    assert view["board"]["coat_cells"] == [[2, 2], [4, 4], [1, 6], [3, 8]]
    json.dumps(view)


def test_view_shows_the_partial_turn_and_the_pending_payment() -> None:
    owned = {"any_cards": True, "construction_discount": True}
    state = play(position(hands={0: {"red": 2}}, abilities={0: owned}), "build red2 r0 a1")
    info = GAME.view(state, 0)["turn_info"]
    assert info["pending_build"]["cell"] == "a1" and GAME.view(state, 0)["decision"] == "payment"
    state = play(position(harbour=list(RAINBOW)), "take 2")
    assert GAME.view(state, None)["turn_info"]["slots_taken"] == [2]
    assert GAME.view(state, None)["harbour"][1] is None


def test_state_round_trips_through_json() -> None:
    state = _midgame()
    data = json.loads(json.dumps(GAME.to_json(state)))
    again = GAME.from_json(data)
    assert again == state and GAME.to_json(again) == GAME.to_json(state)


def test_apply_leaves_the_input_state_unchanged() -> None:
    state = _midgame(moves=25)
    before = json.dumps(GAME.to_json(state), sort_keys=True)
    for move in GAME.legal_moves(state, state.current)[:50]:
        GAME.apply(state, state.current, move)
    assert json.dumps(GAME.to_json(state), sort_keys=True) == before


def test_version_increases_with_every_move() -> None:
    state = position(harbour=list(RAINBOW))
    assert play(state, "take 1").version == 1
    assert play(state, "take 1", "take 2").version == 2


def test_moves_forgive_case_and_extra_spaces() -> None:
    state = position(hands={0: {"red": 2}})
    assert play(state, "  BUILD   Red2  R0 A1 ").facades == play(state, "build red2 r0 a1").facades


@pytest.mark.parametrize(
    ("move", "key"),
    [
        ("fly", "bad_notation"), ("take", "bad_notation"), ("take 8", "bad_slot"), ("take x", "bad_notation"),
        ("build red9 r0 a1", "unknown_tile"), ("build red2 r45 a1", "bad_orientation"),
        ("build red2 r0 z1", "bad_cell"), ("discard pink", "unknown_colour"), ("ability fly", "unknown_ability"),
        ("pay", "bad_notation"), ("pay red", "bad_notation"), ("white c3", "wrong_time"),
    ],
)  # fmt: skip
def test_illegal_moves_name_the_rule_in_a_listed_message(move: str, key: str) -> None:
    state = position(hands={0: {"red": 2}})
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, move)
    assert info.value.key == key and key in MESSAGES
    assert "{" not in str(info.value)


def test_every_listed_move_is_accepted_and_labelled_briefly() -> None:
    state = _midgame(moves=30)
    for move in GAME.legal_moves(state, state.current):
        GAME.apply(state, state.current, move)
        label = GAME.move_label(state, state.current, move)
        assert 0 < len(label) <= 100
    owned = {"any_cards": True, "construction_discount": True, "change_of_colors": True}
    paying = play(position(hands={0: {"red": 2, "blue": 2}}, abilities={0: owned}), "build red2 r0 a1")
    for move in GAME.legal_moves(paying, 0):
        assert len(GAME.move_label(paying, 0, move)) <= 100
        GAME.apply(paying, 0, move)


def test_result_is_none_until_the_game_is_over() -> None:
    state = _midgame(moves=5)
    assert state.phase != s.OVER and GAME.result(state) is None


def test_notation_is_documented_with_every_move_form() -> None:
    from games.copenhagen import notation

    doc = notation.__doc__ or ""
    for example in ("take 3", "discard red", "build red3 r90 c2", "pay 2red", "cancel", "both", "end",
                    "white c3", "ability extra", "refresh"):  # fmt: skip
        assert example in doc


def test_the_build_shown_to_players_as_an_example_fits_on_the_facade() -> None:
    # The refusal for an unreadable move and the notation's documentation both show this build: it must be one a
    # player can copy (a red3 turned r90 with its brick on c1 would stick out below the ground floor).
    from games.copenhagen import facade
    from games.copenhagen.messages import MESSAGES

    assert "build red3 r90 c2" in MESSAGES["bad_notation"]
    assert ("red3", "r90", facade.parse_cell("c2")) in facade.PLACEMENT_LOOKUP
    assert ("red3", "r90", facade.parse_cell("c1")) not in facade.PLACEMENT_LOOKUP
