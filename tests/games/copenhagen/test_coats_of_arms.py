"""Coat-of-arms actions: what earns them, the three options, chains, skipping."""

from __future__ import annotations

import pytest

from games.contract import IllegalMove
from games.copenhagen import GAME, facade
from games.copenhagen import components as c
from games.copenhagen import state as s

from .helpers import board, play, play_events, position

UNDER_C3 = board("..R..", "..R..")  # c1 and c2 built: c3 is supported


def test_covering_a_coat_of_arms_cell_earns_an_action() -> None:
    state = position(hands={0: {"red": 1}}, facades={0: UNDER_C3})
    after, kinds = play_events(state, "build red2 r0 c3")  # brick on the c3 coat cell
    assert "coats_earned" in kinds and after.phase == s.COAT and after.coats == 1


def test_completing_a_coat_of_arms_row_earns_an_action() -> None:
    state = position(hands={0: {"red": 1}}, facades={0: board("RRRR.", "RRRRR")})
    after = play(state, "build red2 r270 e2")  # brick on e2 completes row 2, window on e3
    assert after.phase == s.COAT and after.coats == 1


def test_cell_and_row_together_earn_two_actions() -> None:
    state = position(hands={0: {"red": 1}}, facades={0: board("RR.RR", "RRRRR")})
    after = play(state, "build red2 r90 c3")  # brick on c3 (coat cell), window on c2 completes row 2
    assert after.coats == 2


def test_a_row_completed_earlier_earns_nothing_again() -> None:
    state = position(hands={0: {"red": 1}}, facades={0: board("RRRRR", "RRR..")})
    after = play(state, "build red2 r0 d1")  # completes row 1, which has no coat of arms
    assert after.coats == 0 and after.current == 1


def test_coat_of_arms_options_are_white_tile_new_ability_or_refresh() -> None:
    state = play(position(hands={0: {"red": 1}}, facades={0: UNDER_C3}), "build red2 r0 c3")
    moves = GAME.legal_moves(state, 0)
    whites = [m for m in moves if m.startswith("white")]
    # Row 1 around the built column, and above the new domino (brick c3, window d3).
    assert whites == ["white a1", "white b1", "white d1", "white e1", "white c4", "white d4"]
    assert [m for m in moves if m.startswith("ability")] == [
        "ability extra", "ability discount", "ability colors", "ability both",
    ]  # fmt: skip
    assert "refresh" not in moves  # nothing is used


def test_white_tile_goes_on_an_empty_supported_cell_and_is_free() -> None:
    state = play(position(hands={0: {"red": 1}}, facades={0: UNDER_C3}), "build red2 r0 c3")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "white a2")
    assert info.value.key == "white_cell"
    after = play(state, "white a1")
    assert after.facades[0][0] == "W" and after.supply[c.WHITE] == 11 and after.current == 1
    assert after.hands[0] == state.hands[0]


def test_white_tiles_are_gained_only_through_coats_of_arms() -> None:
    state = position(hands={0: {"red": 5}})
    assert not any(m.startswith("white") for m in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "white a1")
    assert info.value.key == "wrong_time"


def test_coat_of_arms_action_takes_an_ability_not_owned_which_arrives_active() -> None:
    state = play(position(hands={0: {"red": 1}}, facades={0: UNDER_C3}), "build red2 r0 c3")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "ability any")
    assert info.value.key == "ability_owned"
    after = play(state, "ability discount")
    assert after.abilities[0] == {"any_cards": True, "construction_discount": True}


def test_several_players_may_hold_the_same_ability() -> None:
    state = position(
        hands={0: {"red": 1}}, facades={0: UNDER_C3}, abilities={1: {"any_cards": True, "both_actions": True}}
    )
    after = play(state, "build red2 r0 c3", "ability both")
    assert after.abilities[0]["both_actions"] and after.abilities[1]["both_actions"]


def test_refresh_turns_every_used_ability_back_and_needs_one_used() -> None:
    owned = {"any_cards": False, "both_actions": False, "additional_card": True}
    state = play(position(hands={0: {"red": 1}}, facades={0: UNDER_C3}, abilities={0: owned}), "build red2 r0 c3")
    assert "refresh" in GAME.legal_moves(state, 0)
    after = play(state, "refresh")
    assert after.abilities[0] == {"any_cards": True, "both_actions": True, "additional_card": True}
    fresh = play(position(hands={0: {"red": 1}}, facades={0: UNDER_C3}), "build red2 r0 c3")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(fresh, 0, "refresh")
    assert info.value.key == "nothing_to_refresh"


def test_coat_of_arms_actions_resolve_one_at_a_time_and_may_repeat_an_option() -> None:
    state = play(position(hands={0: {"red": 1}}, facades={0: board("RR.RR", "RRRRR")}), "build red2 r90 c3")
    state = play(state, "white d3")
    assert state.phase == s.COAT and state.coats == 1
    state = play(state, "white e3")
    assert state.current == 1 and state.supply[c.WHITE] == 10


def test_chain_of_coat_of_arms_actions_from_a_white_tile() -> None:
    # The domino covers c3; its white tile covers the e5 coat cell and earns another action.
    column_e = board("....R", "....R", "..R.R", "..R.R")
    state = play(position(hands={0: {"red": 1}}, facades={0: column_e}), "build red2 r90 c4")
    assert state.coats == 1
    state, kinds = play_events(state, "white e5")
    assert "coats_earned" in kinds and state.phase == s.COAT and state.coats == 1
    state = play(state, "ability extra")
    assert state.current == 1


def test_chain_through_a_coat_of_arms_row_completed_by_a_white_tile() -> None:
    state = play(position(hands={0: {"red": 1}}, facades={0: board("RR.R.", "RRRRR")}), "build red2 r90 c3")
    assert state.coats == 1  # the domino's window on c2 does not complete row 2 (e2 is empty)
    state, kinds = play_events(state, "white e2")  # completes coat row 2: one more action
    assert kinds.count("coats_earned") == 1 and state.coats == 1 and state.phase == s.COAT


def test_coat_of_arms_action_with_no_legal_option_is_skipped() -> None:
    # BGA behaviour 8: all five abilities owned and active, no white tile left.
    everything = dict.fromkeys(c.ABILITIES, True)
    state = position(hands={0: {"red": 1}}, facades={0: UNDER_C3}, abilities={0: everything})
    state.supply[c.WHITE] = 0
    state = play(state, "build red2 r0 c3")
    after, kinds = play_events(state, "pay 1red")
    assert "coat_skipped" in kinds and after.current == 1 and after.phase == s.START


def test_white_tile_can_win_the_game_and_ends_the_remaining_actions() -> None:
    eleven = board(".....", ".....", "RRRRR", "RRRRR", "RRRRR", "RR.RR", "RR.R.", "RRRRR", "RRRRR")
    state = position(hands={0: {"red": 1}}, facades={0: eleven})
    state = play(state, "build red2 r90 c4")  # rows 3 and 4 not both complete: 11 points, two coats
    assert state.scores[0] == 11 and state.coats == 2
    state = play(state, "white e3")
    assert state.phase == s.OVER and state.winner == 0 and state.scores[0] >= 12


def test_completing_a_column_earns_no_coat_of_arms() -> None:
    # The board has coats of arms on four cells and beside rows 2, 4 and 6 only: none for columns.
    column_a = board(*["R...."] * 8)  # a1 to a8 built
    state = position(hands={0: {"red": 1}}, facades={0: column_a})
    after, kinds = play_events(state, "build red2 r0 a9")  # brick on a9 completes column a
    assert facade.column_points(after.facades[0])[0] > 0
    assert "coats_earned" not in kinds and after.coats == 0 and after.current == 1


def test_no_white_tile_is_offered_once_all_twelve_are_used() -> None:
    state = position(hands={0: {"red": 1}}, facades={0: UNDER_C3})
    state.supply[c.WHITE] = 0
    state = play(state, "build red2 r0 c3")
    moves = GAME.legal_moves(state, 0)
    assert state.phase == s.COAT and not any(m.startswith("white") for m in moves) and "ability extra" in moves
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "white a1")
    assert info.value.key == "white_none_left"


def test_ability_tiles_are_one_copy_of_each_type_per_player() -> None:
    state = position(players=3, hands={0: {"red": 1}}, facades={0: UNDER_C3})
    supply = GAME.view(state, None)["ability_supply"]
    assert supply == {"any_cards": 0, **{name: 3 for name in c.ABILITIES if name != "any_cards"}}
    after = play(state, "build red2 r0 c3", "ability extra")
    assert GAME.view(after, None)["ability_supply"]["additional_card"] == 2
