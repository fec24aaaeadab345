"""The five ability tiles with their BGA details."""

from __future__ import annotations

import pytest

from games.contract import IllegalMove
from games.copenhagen import GAME
from games.copenhagen import state as s

from .helpers import RAINBOW, board, hand, play, play_events, position


def test_any_cards_lets_the_second_card_come_from_any_slot() -> None:
    state = play(position(harbour=list(RAINBOW)), "take 1")
    assert GAME.legal_moves(state, 0) == [f"take {n}" for n in range(2, 8)]
    after, kinds = play_events(state, "take 5")
    assert after.abilities[0]["any_cards"] is False and "ability_used" in kinds


def test_any_cards_not_used_up_when_the_cards_were_adjacent_anyway() -> None:
    # BGA behaviour 4.
    after, kinds = play_events(play(position(harbour=list(RAINBOW)), "take 3"), "take 4")
    assert after.abilities[0]["any_cards"] is True and "ability_used" not in kinds


def test_additional_card_takes_a_third_card_from_any_remaining_slot() -> None:
    owned = {"any_cards": True, "additional_card": True}
    state = play(position(harbour=list(RAINBOW), hands={0: {}}, abilities={0: owned}), "take 1", "take 2")
    assert state.phase == s.AFTER_TAKE
    assert GAME.legal_moves(state, 0) == ["take 3", "take 4", "take 5", "take 6", "take 7", "end"]
    after = play(state, "take 7")
    assert after.hands[0] == hand(red=1, yellow=2)
    assert after.abilities[0]["additional_card"] is False and after.current == 1


def test_additional_card_may_be_declined_and_stays_active() -> None:
    owned = {"any_cards": True, "additional_card": True}
    state = play(position(harbour=list(RAINBOW), abilities={0: owned}), "take 1", "take 2", "end")
    assert state.abilities[0]["additional_card"] is True and state.current == 1


def test_hand_limit_checked_after_the_additional_card_too() -> None:
    owned = {"any_cards": True, "additional_card": True}
    state = position(harbour=list(RAINBOW), hands={0: {"blue": 5}}, abilities={0: owned})
    state = play(state, "take 1", "take 2", "take 3")
    assert state.phase == s.DISCARD
    state = play(state, "discard blue")
    assert state.current == 1 and sum(state.hands[0].values()) == 7


def test_construction_discount_offers_a_choice_of_payment() -> None:
    owned = {"any_cards": True, "construction_discount": True}
    state = play(position(hands={0: {"red": 2}}, abilities={0: owned}), "build red2 r0 a1")
    assert state.phase == s.PAY
    assert GAME.legal_moves(state, 0) == ["pay 2red", "pay 1red discount", "cancel"]
    after = play(state, "pay 1red discount")
    assert after.hands[0] == hand(red=1) and after.abilities[0]["construction_discount"] is False


def test_construction_discount_used_up_only_when_a_tile_is_placed_with_it() -> None:
    owned = {"any_cards": True, "construction_discount": True}
    state = position(harbour=list(RAINBOW), hands={0: {"red": 2}}, abilities={0: owned})
    assert play(state, "build red2 r0 a1", "pay 2red").abilities[0]["construction_discount"] is True
    assert play(state, "take 1", "take 2").abilities[0]["construction_discount"] is True


def test_cancel_takes_the_placement_back_during_payment() -> None:
    owned = {"any_cards": True, "construction_discount": True}
    state = position(hands={0: {"red": 2}}, abilities={0: owned})
    back = play(state, "build red2 r0 a1", "cancel")
    assert back.phase == s.START and back.pending is None
    assert GAME.to_json(back) | {"version": 0} == GAME.to_json(state)


def test_change_of_colors_mixes_one_other_colour_with_the_tile_colour() -> None:
    owned = {"any_cards": True, "change_of_colors": True}
    state = play(position(hands={0: {"red": 1, "blue": 2, "green": 2}}, abilities={0: owned}), "build red3 r0 a1")
    assert GAME.legal_moves(state, 0) == ["pay 1red 2green", "pay 1red 2blue", "cancel"]
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "pay 1blue 2green")  # only one from -> to pair
    assert info.value.key == "bad_payment"
    after = play(state, "pay 1red 2green")
    assert after.hands[0] == hand(blue=2) and after.abilities[0]["change_of_colors"] is False


def test_change_of_colors_can_pay_entirely_in_the_other_colour() -> None:
    owned = {"any_cards": True, "change_of_colors": True}
    state = position(hands={0: {"blue": 3}}, abilities={0: owned})
    assert "build red3 r0 a1" in GAME.legal_moves(state, 0)
    after = play(state, "build red3 r0 a1")  # the only way to pay: done at once
    assert after.facades[0][0] == "r" and after.hands[0] == hand()
    assert after.abilities[0]["change_of_colors"] is False


def test_change_of_colors_kept_when_paying_with_the_tile_colour() -> None:
    owned = {"any_cards": True, "change_of_colors": True}
    state = play(position(hands={0: {"red": 2, "blue": 2}}, abilities={0: owned}), "build red2 r0 a1")
    assert GAME.legal_moves(state, 0) == ["pay 2red", "pay 1red 1blue", "pay 2blue", "cancel"]
    assert play(state, "pay 2red").abilities[0]["change_of_colors"] is True


def test_both_actions_takes_cards_first_then_builds() -> None:
    owned = {"any_cards": True, "both_actions": True}
    state = position(harbour=list(RAINBOW), hands={0: {"red": 1}}, abilities={0: owned})
    assert "both" not in GAME.legal_moves(state, 0)  # taking cards always comes first
    state = play(state, "take 1", "take 2")
    assert GAME.legal_moves(state, 0) == ["both", "end"]
    state = play(state, "both")
    assert state.phase == s.BUILD
    moves = GAME.legal_moves(state, 0)
    assert "build red2 r0 a1" in moves and moves[-1] == "end"
    after = play(state, "build red2 r0 a1")
    assert after.facades[0][:2] == "rR" and after.current == 1


def test_both_actions_used_up_when_its_placement_step_begins_even_without_building() -> None:
    # BGA behaviour 6.
    owned = {"any_cards": True, "both_actions": True}
    state = play(position(harbour=list(RAINBOW), hands={0: {}}, abilities={0: owned}), "take 1", "take 2")
    state, kinds = play_events(state, "both")
    assert state.abilities[0]["both_actions"] is False and "ability_used" in kinds
    after = play(state, "end")
    assert after.current == 1 and after.facades[0] == board()


def test_both_actions_declined_stays_active() -> None:
    owned = {"any_cards": True, "both_actions": True}
    state = play(position(harbour=list(RAINBOW), abilities={0: owned}), "take 1", "take 2", "end")
    assert state.abilities[0]["both_actions"] is True


def test_additional_card_comes_before_both_actions() -> None:
    owned = {"any_cards": True, "additional_card": True, "both_actions": True}
    state = play(position(harbour=list(RAINBOW), abilities={0: owned}), "take 1", "take 2")
    assert GAME.legal_moves(state, 0)[-2:] == ["both", "end"]
    state = play(state, "take 3")
    assert GAME.legal_moves(state, 0) == ["both", "end"]
    state = play(state, "both")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "take 4")


def test_several_abilities_may_be_used_in_one_turn() -> None:
    owned = {"any_cards": True, "construction_discount": True, "change_of_colors": True}
    state = play(position(hands={0: {"blue": 3}}, abilities={0: owned}), "build red3 r0 a1")
    assert GAME.legal_moves(state, 0) == ["pay 3blue", "pay 2blue discount", "cancel"]
    after = play(state, "pay 2blue discount")
    assert after.abilities[0] == {"any_cards": True, "construction_discount": False, "change_of_colors": False}


def test_using_an_inactive_ability_is_refused() -> None:
    owned = {"any_cards": True, "both_actions": False}
    state = play(position(harbour=list(RAINBOW), abilities={0: owned}), "take 1")
    state.abilities[0]["any_cards"] = False
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "take 5")
    assert info.value.key == "not_adjacent"
