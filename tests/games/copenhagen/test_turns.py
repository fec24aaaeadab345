"""Turn flow: taking cards, the harbour, the hand limit, building, and the two ways the game ends."""

from __future__ import annotations

import json
import random

import pytest

from games.contract import IllegalMove
from games.copenhagen import GAME, harbour
from games.copenhagen import components as c
from games.copenhagen import state as s

from .helpers import RAINBOW, board, hand, play, play_events, position

NO_ANY = {0: {"any_cards": False}, 1: {"any_cards": False}}


def test_a_turn_is_take_cards_or_build_there_is_no_pass() -> None:
    state = position(hands={0: {"red": 2}}, harbour=list(RAINBOW))
    moves = GAME.legal_moves(state, 0)
    assert {move.split()[0] for move in moves} == {"take", "build"}
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "end")
    assert info.value.key == "wrong_time"


def test_only_the_current_player_may_move() -> None:
    state = position()
    assert GAME.awaiting(state) == frozenset({0})
    assert GAME.legal_moves(state, 1) == []
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 1, "take 1")
    assert info.value.key == "not_your_turn"


def test_second_card_must_come_from_a_neighbouring_slot() -> None:
    state = play(position(harbour=list(RAINBOW), abilities=NO_ANY), "take 3")
    assert state.phase == s.SECOND
    assert GAME.legal_moves(state, 0) == ["take 2", "take 4"]
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "take 6")
    assert info.value.key == "not_adjacent"
    assert "Any cards" in str(info.value)


def test_harbour_never_wraps_around() -> None:
    state = position(harbour=list(RAINBOW), abilities=NO_ANY)
    assert GAME.legal_moves(play(state, "take 1"), 0) == ["take 2"]
    assert GAME.legal_moves(play(state, "take 7"), 0) == ["take 6"]
    with pytest.raises(IllegalMove):
        GAME.apply(play(state, "take 7"), 0, "take 1")


def test_cards_taken_go_to_the_hand_and_their_slots_stay_empty_until_the_end_of_turn() -> None:
    state = position(harbour=list(RAINBOW), hands={0: {}}, abilities=NO_ANY)
    mid = play(state, "take 3")
    assert mid.harbour[2] is None and mid.hands[0] == hand(green=1)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(mid, 0, "take 3")
    assert info.value.key == "slot_empty"
    after = play(mid, "take 4")
    assert after.hands[0] == hand(green=1, blue=1)
    assert all(after.harbour) and after.current == 1


def test_harbour_refilled_at_end_of_turn_in_slot_order() -> None:
    state = position(harbour=list(RAINBOW), abilities=NO_ANY)
    state.deck = ["purple", "green", *state.deck]
    after = play(state, "take 5", "take 4")  # slots emptied in the order 5, 4
    assert after.harbour[3] == "purple" and after.harbour[4] == "green"


def test_hand_limit_of_seven_checked_after_each_card_taken() -> None:
    # BGA behaviour 3: the discard comes between the first and the second card.
    state = position(harbour=list(RAINBOW), hands={0: {"blue": 7}}, abilities=NO_ANY)
    state = play(state, "take 1")
    assert state.phase == s.DISCARD
    assert GAME.legal_moves(state, 0) == ["discard red", "discard blue"]
    state = play(state, "discard blue")
    assert state.phase == s.SECOND and sum(state.hands[0].values()) == 7
    state = play(state, "take 2")
    assert state.phase == s.DISCARD
    state = play(state, "discard red")
    assert state.current == 1 and state.hands[0] == hand(blue=6, yellow=1)


def test_discarded_cards_go_face_up_to_the_discard_pile() -> None:
    state = position(harbour=list(RAINBOW), hands={0: {"purple": 7}}, abilities=NO_ANY)
    state = play(state, "take 1", "discard purple")
    view = GAME.view(state, None)
    assert view["discard_size"] == 1 and view["discard_top"] == "purple"
    with pytest.raises(IllegalMove) as info:
        GAME.apply(play(state, "take 2"), 0, "discard green")
    assert info.value.key == "no_card_of_colour"


def test_build_needs_enough_cards_of_the_tile_colour() -> None:
    state = position(hands={0: {"red": 2, "blue": 5}})
    assert not any(move.startswith("build red3") for move in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "build red3 r0 a1")
    assert info.value.key == "cannot_afford"
    # The refusal counts the cards in words, one card or several, never "card(s)".
    assert "costs 3 red cards there" in str(info.value) and info.value.params["count"] == 3
    touching = position(hands={0: {"blue": 5}}, facades={0: board("R....")})
    with pytest.raises(IllegalMove) as info:
        GAME.apply(touching, 0, "build red2 r0 b1")  # touches the red tile: costs 1
    assert "costs 1 red card there" in str(info.value)


def test_same_colour_adjacency_discount_is_automatic() -> None:
    # BGA behaviour 2: touching a red tile makes a red 3 cost 2, without asking.
    state = position(hands={0: {"red": 2}}, facades={0: board("R....")})
    moves = GAME.legal_moves(state, 0)
    assert "build red3 r0 b1" in moves  # brick on b1 touches a1
    assert "build red3 r0 d1" not in moves  # far from the red tile: costs 3
    after = play(state, "build red3 r0 b1")
    assert after.hands[0] == hand() and after.phase == s.START and after.current == 1


def test_adjacency_to_another_colour_gives_no_discount() -> None:
    state = position(hands={0: {"red": 2}}, facades={0: board("B....")})
    assert "build red3 r0 b1" not in GAME.legal_moves(state, 0)


def test_discounts_stack_and_cost_can_reach_zero() -> None:
    # BGA behaviour 2: adjacency and Construction discount together make a red 2 free.
    owned = {"any_cards": True, "construction_discount": True}
    state = position(hands={0: {}}, facades={0: board("R....")}, abilities={0: owned})
    assert "build red2 r0 b1" in GAME.legal_moves(state, 0)
    after, kinds = play_events(state, "build red2 r0 b1")
    assert "tile_placed" in kinds
    assert after.facades[0][:3] == "RrR" and after.abilities[0]["construction_discount"] is False


def test_bought_tiles_leave_the_shared_supply() -> None:
    state = position(hands={0: {"green": 2}})
    after = play(state, "build green2 r0 a1")
    assert after.supply["green2"] == state.supply["green2"] - 1
    assert after.discard[-2:] == ["green", "green"]


def test_a_tile_gone_from_the_supply_cannot_be_built() -> None:
    state = position(hands={0: {"green": 2}})
    state.supply["green2"] = 0
    assert not any(move.startswith("build green2") for move in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "build green2 r0 a1")
    assert info.value.key == "supply_empty"


ELEVEN = board(".....", ".....", "RRRRR", "RRRRR", "RRRRR", "RR.RR", "RR.RR", "RRRRR", "RRRRR")


def test_twelve_point_win_checked_right_after_placement_before_coats_of_arms() -> None:
    # BGA behaviour 5: this domino covers the c3 coat cell and completes coat row 4, but wins first.
    state = position(hands={0: {"red": 1}}, facades={0: ELEVEN})
    assert state.scores[0] == 10
    after, kinds = play_events(state, "build red2 r90 c4")
    assert after.scores[0] == 13
    assert after.phase == s.OVER and after.end_reason == "points" and after.winner == 0
    assert "coats_earned" not in kinds and after.coats == 0


def test_reaching_twelve_points_ends_the_game_at_once() -> None:
    state = position(players=3, hands={0: {"red": 1}}, facades={0: ELEVEN})
    after = play(state, "build red2 r90 c4")
    assert GAME.awaiting(after) == frozenset()
    assert GAME.legal_moves(after, 1) == []
    with pytest.raises(IllegalMove) as info:
        GAME.apply(after, 1, "take 1")
    assert info.value.key == "game_over"
    result = GAME.result(after)
    assert result is not None and result.winners == (0,)


def test_end_card_drawn_during_refill_ends_the_game_at_once() -> None:
    # BGA behaviour 9: refill goes slot by slot and stops at the End card.
    state = position(harbour=list(RAINBOW), abilities=NO_ANY)
    state.deck = ["blue", c.END_CARD, "green"]
    after, kinds = play_events(play(state, "take 2"), "take 3")
    assert after.harbour[1] == "blue" and after.harbour[2] is None
    assert after.deck == ["green"]
    assert after.phase == s.OVER and after.end_reason == "end_card"
    assert kinds[-2:] == ["end_card_drawn", "game_over"]
    assert GAME.awaiting(after) == frozenset()
    assert GAME.result(after) is not None


def test_refill_stops_the_moment_the_end_card_is_drawn() -> None:
    state = position(harbour=list(RAINBOW), abilities=NO_ANY)
    state.deck = [c.END_CARD, "blue", "green"]
    after = play(state, "take 6", "take 7")
    assert after.harbour[5] is None and after.harbour[6] is None and after.deck == ["blue", "green"]


def test_end_card_lies_uniformly_in_the_last_ten_cards_with_two_players() -> None:
    # BGA behaviour 10.
    depths = set()
    for seed in range(300):
        deck = GAME.new(2, {}, seed).deck
        depth = len(deck) - deck.index(c.END_CARD)
        assert 1 <= depth <= 10
        depths.add(depth)
    assert depths == set(range(1, 11))


def test_two_player_deck_is_used_once_and_never_reshuffled() -> None:
    for seed in range(3):
        state = GAME.new(2, {}, seed)
        assert state.end_card_in_deck
        rng = random.Random(seed)
        while GAME.awaiting(state):
            state = play(state, rng.choice(GAME.legal_moves(state, state.current)))
        assert state.reshuffles == 0


def test_three_and_four_players_set_the_end_card_aside_at_first() -> None:
    for players in (3, 4):
        state = GAME.new(players, {}, 4)
        assert c.END_CARD not in state.deck and not state.end_card_in_deck
        assert GAME.view(state, None)["end_card"] == "set_aside"


def test_deck_reshuffle_with_the_end_card_among_the_last_ten() -> None:
    state = position(players=4, harbour=list(RAINBOW), abilities={0: {"any_cards": False}})
    pile = [c.COLOURS[i % 5] for i in range(30)]
    state.deck = ["yellow"]
    state.discard = list(pile)
    kinds: list[str] = []
    state, kinds = play_events(play(state, "take 1"), "take 2")
    assert "deck_reshuffled" in kinds and state.reshuffles == 1
    assert state.harbour[0] == "yellow"  # the old deck's last card first, then the new deck
    assert state.discard == [] and state.end_card_in_deck
    # 30 discards + the End card, one of them drawn into slot 2.
    assert len(state.deck) == 30 and state.deck.count(c.END_CARD) == 1
    depth = len(state.deck) - state.deck.index(c.END_CARD)
    assert 1 <= depth <= 10
    assert GAME.view(state, None)["end_card"] == "in_deck"


def test_reshuffle_places_the_end_card_uniformly_among_the_last_ten() -> None:
    # BGA behaviour 10 for the reshuffled deck of 3 and 4 players: the End card and the top nine cards are
    # shuffled together and put at the bottom.
    depths = set()
    for seed in range(300):
        state = position(players=3, seed=seed)
        state.deck = []
        state.discard = [c.COLOURS[i % 5] for i in range(40)]
        harbour.reshuffle(state)
        depth = len(state.deck) - state.deck.index(c.END_CARD)
        assert 1 <= depth <= 10 and len(state.deck) == 41
        depths.add(depth)
    assert depths == set(range(1, 11))


def test_reshuffle_takes_only_the_discard_pile() -> None:
    state = position(players=3, harbour=list(RAINBOW), abilities={0: {"any_cards": False}})
    state.deck = []
    state.discard = ["purple"] * 12
    hands_before = [dict(h) for h in state.hands]
    state = play(state, "take 1", "take 2")
    assert state.harbour[:2] == ["purple", "purple"]
    assert [h for seat, h in enumerate(state.hands) if seat] == hands_before[1:]
    assert sorted(state.deck) == sorted(["purple"] * 10 + [c.END_CARD])


def _finish_with_end_card(facades: dict[int, str]) -> tuple[int, ...]:
    state = position(harbour=list(RAINBOW), abilities=NO_ANY, facades=facades)
    state.deck = [c.END_CARD]
    state = play(state, "take 1", "take 2")
    result = GAME.result(state)
    assert result is not None and result.detail["reason"] == "end_card"
    return result.places


def test_most_points_wins_when_the_end_card_comes_out() -> None:
    assert _finish_with_end_card({0: board("RRRRR"), 1: board("RRRRR", "RRRRR")}) == (2, 1)


def test_tie_broken_by_fewest_empty_cells() -> None:
    # Both score 2; seat 1 has one cell fewer empty.
    assert _finish_with_end_card({0: board("RRRRR"), 1: board("R....", "RRRRR")}) == (2, 1)


def test_tie_with_equal_empty_cells_is_a_shared_victory() -> None:
    assert _finish_with_end_card({0: board("B....", "RRRRR"), 1: board("....B", "RRRRR")}) == (1, 1)


def test_undo_is_only_a_user_interface_feature() -> None:
    # BGA behaviour 11: the engine has no undo move; a played move stands.
    state = position(harbour=list(RAINBOW))
    after = play(state, "take 1")
    for current in (state, after):
        assert not any(move.startswith("undo") for move in GAME.legal_moves(current, current.current))
    with pytest.raises(IllegalMove) as info:
        GAME.apply(after, 0, "undo")
    assert info.value.key == "no_undo"


def test_same_seed_and_moves_give_identical_state_json() -> None:
    def run() -> str:
        state = GAME.new(3, {}, 77)
        rng = random.Random(5)
        for _ in range(60):
            if not GAME.awaiting(state):
                break
            state = play(state, rng.choice(GAME.legal_moves(state, state.current)))
        return json.dumps(GAME.to_json(state), sort_keys=True)

    assert run() == run()
