"""Who may claim what, priority, seat-order ties, the forced drawn general, and the claim window mechanics."""

from __future__ import annotations

import pytest

from games.contract import IllegalMove
from games.four_color_cards import GAME
from games.four_color_cards.state import CLAIM, DISCARD
from tests.games.four_color_cards.helpers import hand_codes, play, scenario

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]  # harmless cards to keep the round going


def kinds(state: object, seat: int) -> list[str]:
    return [m.kind for m in state.melds[seat]]  # type: ignore[attr-defined]


def test_hu_kong_pong_on_a_discard_by_anyone_but_the_discarder() -> None:
    state = scenario(
        [["rc", "wa"], ["we"], ["rc", "rc", "ge"], ["rc", "ya"]],
        STOCK,
    )
    state = play(state, (0, "discard rc"))
    assert state.phase == CLAIM
    assert GAME.legal_moves(state, 2) == ["pong", "pass"]  # seat 2 is not next, yet may pong
    assert GAME.awaiting(state) == frozenset({2})
    state = scenario([["rc", "wa"], ["we"], ["ga"], ["rc", "rc", "rc", "ya"]], STOCK)
    state = play(state, (0, "discard rc"))
    assert GAME.legal_moves(state, 3) == ["kong", "pong", "pass"]
    state = scenario([["rc", "wa"], ["we"], ["rh", "rp"], ["ga"]], STOCK)
    state = play(state, (0, "discard rc"))
    assert GAME.legal_moves(state, 2) == ["hu", "pass"]  # hu ignores turn order, the field meld does not


def test_discarder_cannot_claim_own_discard() -> None:
    state = scenario([["rc", "rc", "rc", "rc"], ["rh", "rp", "we"], ["ga"], ["ya"]], STOCK)
    state = play(state, (0, "discard rc"))
    assert state.phase == CLAIM and GAME.awaiting(state) == frozenset({1})
    assert GAME.legal_moves(state, 0) == []  # three red chariots left, yet no kong on his own discard


def test_other_melds_on_a_discard_only_by_the_next_player() -> None:
    state = scenario([["rc", "wa"], ["rh", "rp", "rc", "we"], ["rh", "rp", "rc", "ge"], ["ya"]], STOCK)
    state = play(state, (0, "discard rc"))
    assert GAME.legal_moves(state, 1) == ["field", "pair", "pass"]
    assert GAME.legal_moves(state, 2) == []
    assert GAME.awaiting(state) == frozenset({1})
    with pytest.raises(IllegalMove):
        GAME.apply(state, 2, "field")


def test_other_melds_on_a_drawn_card_by_the_drawer_and_the_next_player() -> None:
    state = scenario(
        [["yg", "ga"], ["rh", "rp", "wa"], ["rh", "rp", "we"], ["rh", "rp", "ge"]],
        ["rc", *STOCK],
        turn=3,
        opener=3,
    )
    state = play(state, (3, "discard ge"))  # nobody can use it, so seat 0 turns the red chariot
    assert state.phase == CLAIM and state.origin == 0 and state.source == "draw"
    state = scenario(
        [["ya", "ga"], ["rh", "rp", "wa"], ["rh", "rp", "we"], ["rh", "rp", "ge"]],
        ["rc", *STOCK],
    )
    state = play(state, (0, "discard ga"))  # seat 1 turns the red chariot
    assert state.origin == 1
    assert GAME.legal_moves(state, 1) == ["field", "pass"]  # the drawer
    assert GAME.legal_moves(state, 2) == ["field", "pass"]  # the player after the drawer
    assert GAME.legal_moves(state, 3) == []
    assert GAME.awaiting(state) == frozenset({1, 2})


def test_drawer_may_pong_kong_or_hu_the_card_he_turned() -> None:
    state = scenario([["ga", "yc"], ["rc", "rc", "rc", "wa"], ["we"], ["ge"]], ["rc", *STOCK])
    state = play(state, (0, "discard ga"))
    assert GAME.legal_moves(state, 1) == ["kong", "pong", "pair", "pass"]
    state = scenario([["ga", "yc"], ["rh", "rp", "ys", "gs", "ws"], ["we"], ["ge"]], ["rc", *STOCK])
    state = play(state, (0, "discard ga"))
    assert GAME.legal_moves(state, 1)[0] == "hu"


@pytest.mark.parametrize(
    ("hands", "winner", "meld"),
    [
        # field by seat 1, pong by seat 2, hu by seat 3: hu wins
        ([["rc", "wa"], ["rh", "rp", "we"], ["rc", "rc", "ge"], ["rh", "rp", "ys", "gs", "ws"]], 3, "hu"),
        # field by seat 1, pong by seat 2: pong wins although seat 1 is nearer
        ([["rc", "wa"], ["rh", "rp", "we"], ["rc", "rc", "ge"], ["ya"]], 2, "triple"),
        # field by seat 1, kong by seat 3: kong wins
        ([["rc", "wa"], ["rh", "rp", "we"], ["ge"], ["rc", "rc", "rc", "ya"]], 3, "quad"),
    ],
    ids=["hu_beats_pong_and_field", "pong_beats_field", "kong_beats_field"],
)
def test_priority_hu_over_kong_over_pong_over_other_melds(hands: list[list[str]], winner: int, meld: str) -> None:
    state = play(scenario(hands, STOCK), (0, "discard rc"))
    for seat in sorted(GAME.awaiting(state)):
        state = play(state, (seat, GAME.legal_moves(state, seat)[0]))
    if meld == "hu":
        assert state.history[-1]["finisher"] == winner
    else:
        assert kinds(state, winner) == [meld]
        assert state.phase == DISCARD and state.turn == winner
        # every other claim is cancelled: the losers keep their cards and lay nothing down
        assert all(kinds(state, seat) == [] for seat in range(4) if seat != winner)
        assert hand_codes(state, 1) == ["rh", "rp", "we"]


def test_tie_goes_to_the_nearest_seat_after_the_discarder() -> None:
    # seat 3 discards a yellow soldier; seats 0 and 2 can both hu; seat 0 comes first after seat 3.
    hands = [["rs", "gs"], ["ga"], ["gs", "ws"], ["ys", "we"]]
    state = play(scenario(hands, STOCK, turn=3, opener=3), (3, "discard ys"))
    assert GAME.awaiting(state) == frozenset({0, 2})
    state = play(state, (2, "hu"), (0, "hu"))
    assert state.history[-1]["finisher"] == 0


def test_tie_on_a_drawn_card_goes_to_the_drawer_first() -> None:
    # seat 0 discards, seat 1 turns a yellow soldier; seats 0, 1 and 2 all can use it: the drawer wins.
    hands = [["rs", "gs", "ga"], ["rs", "ws"], ["gs", "ws"], ["we"]]
    state = play(scenario(hands, ["ys", *STOCK]), (0, "discard ga"))
    assert state.origin == 1
    assert GAME.awaiting(state) == frozenset({0, 1, 2})
    state = play(state, (0, "hu"), (2, "hu"), (1, "hu"))
    assert state.history[-1]["finisher"] == 1


def test_forced_drawn_general_is_taken_automatically_when_there_is_no_alternative() -> None:
    state = scenario([["ga", "yc"], ["yh", "we"], ["ra", "re", "wc"], ["wh"]], ["rg", *STOCK])
    state, events = GAME.apply(state, 0, "discard ga")
    # seat 1 turned the red general and had to take it: no move was needed
    assert state.phase == DISCARD and state.turn == 1
    assert kinds(state, 1) == ["general"]
    assert [e.kind for e in events] == ["discarded", "card_dead", "turned", "claimed"]
    # seat 2 holds adviser and elephant but only the drawer may take a general as a command meld


def test_drawer_of_a_general_must_take_it_and_may_not_pass() -> None:
    state = scenario([["ga", "yc"], ["ra", "re", "we"], ["wc"], ["wh"]], ["rg", *STOCK])
    state = play(state, (0, "discard ga"))
    assert GAME.legal_moves(state, 1) == ["general", "command"]
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 1, "pass")
    assert refused.value.key == "must_take_general"
    state = play(state, (1, "command"))
    assert kinds(state, 1) == ["command"]


def test_higher_claim_beats_the_forced_drawn_general() -> None:
    state = scenario([["ga", "yc"], ["yh", "we"], ["wc"], ["rg", "rg", "rg", "wh"]], ["rg", *STOCK])
    state = play(state, (0, "discard ga"))
    assert GAME.awaiting(state) == frozenset({3})  # the drawer's forced claim was recorded for him
    state = play(state, (3, "kong"))
    assert kinds(state, 3) == ["general_quad"] and kinds(state, 1) == []
    assert state.phase == DISCARD and state.turn == 3


def test_all_pass_on_a_discard_next_player_turns_the_top_stock_card() -> None:
    state = scenario([["rc", "wa"], ["rc", "rh", "rp", "yc", "yc"], ["ge"], ["ya"]], ["yc", *STOCK])
    state = play(state, (0, "discard rc"), (1, "pass"))
    assert state.in_play is not None and state.source == "draw" and state.origin == 1
    assert state.dead[-1] // 4 == 3  # the red chariot died


def test_all_pass_on_a_drawn_card_the_player_after_the_drawer_turns_the_next() -> None:
    state = scenario([["ga", "wa"], ["rh", "rp", "we"], ["yc", "yc"], ["ya"]], ["rc", "yc", *STOCK])
    state = play(state, (0, "discard ga"))
    assert state.origin == 1 and GAME.awaiting(state) == frozenset({1})
    state = play(state, (1, "pass"))
    assert state.source == "draw" and state.origin == 2


def test_players_without_a_legal_claim_are_not_awaited_and_the_window_closes_when_all_answered() -> None:
    state = scenario([["rc", "wa"], ["rh", "rp", "we"], ["rc", "rc", "ge"], ["ya"]], STOCK)
    state = play(state, (0, "discard rc"))
    assert GAME.awaiting(state) == frozenset({1, 2})
    state, events = GAME.apply(state, 2, "pass")
    assert events == [] and state.phase == CLAIM and GAME.awaiting(state) == frozenset({1})
    with pytest.raises(IllegalMove):
        GAME.apply(state, 2, "pong")  # already answered
    state, events = GAME.apply(state, 1, "field")
    assert state.phase == DISCARD and state.turn == 1
    assert [e.kind for e in events] == ["claimed"]


def test_a_window_nobody_can_claim_resolves_at_once() -> None:
    state = scenario([["rc", "wa"], ["we"], ["ge"], ["ya"]], ["yc", "yh"])
    state, events = GAME.apply(state, 0, "discard rc")
    # nobody could use the red chariot nor the yellow chariot... until someone can: here nobody, so the stock ran
    # out and the round was drawn, all inside one apply
    assert [e.kind for e in events][:4] == ["discarded", "card_dead", "turned", "card_dead"]
    assert state.history[-1]["outcome"] == "draw"


def test_generals_can_never_be_discarded() -> None:
    state = scenario([["rg", "yg", "rc"], ["we"], ["ge"], ["ya"]], STOCK)
    assert GAME.legal_moves(state, 0) == ["discard rc"]
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, "discard rg")
    assert refused.value.key == "general_not_discardable"


def test_generals_cannot_be_ponged_or_paired() -> None:
    # a drawn red general: seat 2 holds two red generals but generals make no triple and no pair
    state = scenario([["ga", "yc"], ["yh", "we"], ["rg", "rg", "wc"], ["wh"]], ["rg", *STOCK])
    state, _ = GAME.apply(state, 0, "discard ga")
    assert kinds(state, 1) == ["general"] and kinds(state, 2) == []


def test_after_a_claim_play_continues_from_the_claimant_and_skips_the_players_in_between() -> None:
    # Seat 2 pongs seat 0's yellow chariot, then discards: the next player is seat 3, seat 1 is skipped.
    hands = [["yc", "wa"], ["ya", "gs"], ["yc", "yc", "rh", "rp"], ["ge"]]
    state = play(scenario(hands, ["wh", *STOCK]), (0, "discard yc"), (2, "pong"))
    assert state.phase == DISCARD and state.turn == 2
    state, events = GAME.apply(state, 2, "discard rh")
    # Nobody wants the red horse; the player after the claimant turns the next card.
    seats = [(e.kind, e.data.get("seat")) for e in events]
    assert seats[:3] == [("discarded", 2), ("card_dead", None), ("turned", 3)]
