"""What Copenhagen's refusals and move labels tell a player: only slots that hold a card, only abilities the
player can use now, and what a build costs after the abilities that apply."""

from __future__ import annotations

import pytest

from games.contract import IllegalMove
from games.copenhagen import GAME, CopenhagenState
from tests.games.copenhagen.helpers import board, play, position

HARBOUR: list[str | None] = ["red", "yellow", "green", "blue", "purple", "red", "yellow"]


def refusal(state: CopenhagenState, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, state.current, move)
    return info.value


def test_the_second_card_hint_names_the_open_neighbouring_slots_not_slot_4() -> None:
    state = play(position(harbour=list(HARBOUR), abilities={0: {}}), "take 4")
    error = refusal(state, "end")
    assert error.key == "wrong_time_second"
    assert str(error) == "'end' is not possible now: take your second card from slot 3 or 5 (take 3)."
    # A first card from slot 7: its only neighbour is slot 6.
    state = play(position(harbour=list(HARBOUR), abilities={0: {}}), "take 7")
    assert str(refusal(state, "end")) == "'end' is not possible now: take your second card from slot 6 (take 6)."
    # With Any cards every other slot is open; the example is still a neighbour, which spends nothing.
    state = play(position(harbour=list(HARBOUR), abilities={0: {"any_cards": True}}), "take 4")
    assert str(refusal(state, "end")) == (
        "'end' is not possible now: take your second card from slot 1, 2, 3, 5, 6, or 7 (take 3)."
    )


def test_after_taking_cards_the_hint_names_only_the_abilities_the_player_can_use() -> None:
    extra_only = position(harbour=list(HARBOUR), abilities={0: {"additional_card": True}})
    error = refusal(play(extra_only, "take 1", "take 2"), "build red2 r0 a1")
    assert error.key == "wrong_time_additional_card"
    assert str(error) == ("'build' is not possible now: take an Additional card (take 3) or end your turn (end).")
    both_only = position(harbour=list(HARBOUR), abilities={0: {"both_actions": True}})
    error = refusal(play(both_only, "take 1", "take 2"), "take 3")
    assert error.key == "ability_not_active"
    error = refusal(play(both_only, "take 1", "take 2"), "discard red")
    assert error.key == "wrong_time_both_actions"
    assert "Additional card" not in str(error) and "Both actions" in str(error)
    both = position(harbour=list(HARBOUR), abilities={0: {"additional_card": True, "both_actions": True}})
    error = refusal(play(both, "take 1", "take 2"), "discard red")
    assert error.key == "wrong_time_after_take"
    assert "(take 3)" in str(error) and "Both actions (both)" in str(error)


def test_both_at_the_start_of_a_turn_says_it_comes_after_taking_cards() -> None:
    state = position(harbour=list(HARBOUR), abilities={0: {"both_actions": True}})
    error = refusal(state, "both")
    assert error.key == "both_after_cards"
    assert "take your cards first" in str(error)
    # Also between the first and the second card.
    assert refusal(play(state, "take 1"), "both").key == "both_after_cards"
    # A player without an active Both actions is told so.
    assert refusal(position(), "both").key == "ability_not_active"
    used = position(abilities={0: {"both_actions": False}})
    assert refusal(used, "both").key == "ability_not_active"


def test_build_labels_show_the_construction_discount_and_change_of_colors() -> None:
    plain = position(hands={0: {"red": 3}})
    assert GAME.move_label(plain, 0, "build red3 r0 a1") == "Build red 3 (r0), brick on a1, costs 3"
    discount = position(hands={0: {"red": 3}}, abilities={0: {"construction_discount": True}})
    assert GAME.move_label(discount, 0, "build red3 r0 a1") == (
        "Build red 3 (r0), brick on a1, costs 3 (2 with Construction discount)"
    )
    # Two red cards and Change of colors: the blue cards make up the third.
    colors = position(hands={0: {"red": 2, "blue": 2}}, abilities={0: {"change_of_colors": True}})
    assert "build red3 r0 a1" in GAME.legal_moves(colors, 0)
    assert GAME.move_label(colors, 0, "build red3 r0 a1") == (
        "Build red 3 (r0), brick on a1, costs 3 using Change of colors"
    )
    # Enough red cards: Change of colors is not needed, so not named.
    enough = position(hands={0: {"red": 3}}, abilities={0: {"change_of_colors": True}})
    assert GAME.move_label(enough, 0, "build red3 r0 a1") == "Build red 3 (r0), brick on a1, costs 3"
    both = position(
        hands={0: {"red": 1, "blue": 3}},
        abilities={0: {"construction_discount": True, "change_of_colors": True}},
    )
    assert GAME.move_label(both, 0, "build red4 r0 a1") == (
        "Build red 4 (r0), brick on a1, costs 4 (3 with discount) using Change of colors"
    )
    # The same-colour discount comes first: a red 3 beside a red tile costs 2, and 1 with the discount.
    beside = position(
        facades={0: board("rr...")}, hands={0: {"red": 2}}, abilities={0: {"construction_discount": True}}
    )
    assert GAME.move_label(beside, 0, "build red3 r0 c1") == (
        "Build red 3 (r0), brick on c1, costs 2 (1 with Construction discount)"
    )
