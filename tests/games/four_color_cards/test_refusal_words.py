"""How Four Color Cards' refusals read: a card's name is never counted as if it were a plural, a soldier meld is
only asked of a soldier, and a player the claim window does not await is told why."""

from __future__ import annotations

import pytest

from games.contract import IllegalMove
from games.four_color_cards import GAME
from games.four_color_cards.state import State
from tests.games.four_color_cards.helpers import play, scenario

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]


def refusal(state: State, seat: int, move: str) -> str:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return f"{refused.value.key}: {refused.value}"


def chariot_discarded() -> State:
    # Seat 0 discards the red chariot; seat 1 holds the red horse and cannon (a field meld), seat 2 one red chariot,
    # seat 3 nothing that goes with it.
    state = scenario([["rc", "wa", "rg"], ["rh", "rp", "we", "rs"], ["rc", "ge"], ["ya"]], STOCK)
    return play(state, (0, "discard rc"))


def test_a_pong_or_kong_refusal_does_not_count_the_card_name() -> None:
    state = chariot_discarded()
    assert refusal(state, 1, "pong") == (
        "missing_for_pong: To make a pong with the 俥 red chariot, you need two more of that card in your hand."
    )
    assert refusal(state, 1, "kong") == (
        "missing_for_kong: To make a kong with the 俥 red chariot, you need the other three of that card in your hand."
    )


def test_a_soldier_meld_on_a_card_that_is_not_a_soldier_says_the_card_cannot_form_it() -> None:
    assert refusal(chariot_discarded(), 1, "soldiers rs ys") == (
        "wrong_meld: The 俥 red chariot in play cannot form a soldier meld."
    )
    # On a soldier, the refusal says what a soldier meld is made of.
    state = scenario([["rs", "wa", "rg"], ["ys", "gs", "we"], ["ge"], ["ya"]], STOCK)
    state = play(state, (0, "discard rs"))
    assert refusal(state, 1, "soldiers ys rs") == (
        "bad_soldiers: A soldier meld is 3 or 4 soldiers of different colours: the 兵 red soldier in play and two or "
        "three soldiers of the other colours from your hand."
    )


def test_only_the_next_player_may_take_the_card_for_other_melds() -> None:
    state = scenario([["rc", "wa", "rg"], ["we"], ["rh", "rp", "rc", "rc"], ["ya"]], STOCK)
    state = play(state, (0, "discard rc"))
    assert refusal(state, 2, "field") == (
        "not_next_player: Only the player after the discarder (for a turned card, also the player who turned it) "
        "may take this card to make a field meld; anyone except the discarder may take it for a pong, kong or hu."
    )


def test_a_player_without_a_claim_in_an_open_window_is_told_why() -> None:
    state = chariot_discarded()
    assert 3 not in GAME.awaiting(state) and GAME.awaiting(state)
    assert refusal(state, 3, "pass") == (
        "no_claim: You have no claim on the 俥 red chariot: nothing in your hand makes a meld with it that you may "
        "claim."
    )
    assert refusal(state, 3, "pong").startswith("missing_for_pong: ")
    assert refusal(state, 3, "field").startswith("not_next_player: ")
    assert (
        refusal(state, 0, "pong") == "own_discard: You discarded the 俥 red chariot yourself, so you cannot claim it."
    )
    assert refusal(state, 7, "pass").startswith("not_awaited: ")  # no such seat
    # Outside a claim window, a player not awaited is still told that nothing waits for them.
    start = scenario([["rc", "wa"], ["we"], ["ge"], ["ya"]], STOCK)
    assert refusal(start, 1, "discard we").startswith("not_awaited: ")
