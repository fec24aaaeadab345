"""Nothing a seat sees grows with the secret answers given in a claim window.

Answers to a window are secret until it resolves, and the bot never says how many players could claim a card.
Two tables that differ only in how many seats answered a window in secret must look the same to everyone (the
seat whose own cards differ sees its own hand, and nothing else, differ).
"""

from __future__ import annotations

from typing import Any

from games.four_color_cards import GAME
from games.four_color_cards.state import CLAIM, State
from tests.games.four_color_cards.helpers import play, scenario

STOCK = ["yc", "yh", "yp", "wa", "we"]
OWN_CARDS = ("hand", "legal_moves", "claims", "awaiting_you", "your_answer", "must_take_general", "hu_outlook")


def _table(seat_two: list[str], spare: list[str]) -> State:
    # Seat 3 discards the yellow soldier; seat 0 can always claim it, seat 2 only with its soldiers. The cards
    # seat 2 does not hold lie at the bottom of the stock, so that the dead pile is the same at both tables.
    hands = [["rs", "gs"], ["ga"], seat_two, ["ys", "we"]]
    return play(scenario(hands, STOCK + spare, turn=3, opener=3), (3, "discard ys"))


def _without_own_cards(view: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in view.items() if key not in OWN_CARDS}


def _assert_same_for_everyone(first: State, second: State, differing_seat: int | None = None) -> None:
    assert GAME.view(first, None) == GAME.view(second, None)
    for seat in range(first.players):
        if seat == differing_seat:
            assert _without_own_cards(GAME.view(first, seat)) == _without_own_cards(GAME.view(second, seat))
        else:
            assert GAME.view(first, seat) == GAME.view(second, seat)


def test_a_window_answered_by_two_seats_or_by_one_leaves_the_same_views_once_it_resolves() -> None:
    two_claimants = _table(["gs", "ws"], ["wc", "wh"])  # seats 0 and 2 can claim the yellow soldier
    one_claimant = _table(["wc", "wh"], ["gs", "ws"])  # only seat 0 can
    assert two_claimants.phase == one_claimant.phase == CLAIM
    assert GAME.awaiting(two_claimants) == {0, 2} and GAME.awaiting(one_claimant) == {0}
    both_passed = play(two_claimants, (2, "pass"), (0, "pass"))
    one_passed = play(one_claimant, (0, "pass"))
    assert both_passed.version == one_passed.version + 1  # one more secret answer behind the first table
    _assert_same_for_everyone(both_passed, one_passed, differing_seat=2)
    # What the board's buttons carry (their custom ids are public) does not count the secret answers either.
    assert GAME.record(both_passed).version == GAME.record(one_passed).version
    assert GAME.record(both_passed).version != GAME.record(two_claimants).version  # the table did change


def test_a_secret_answer_inside_an_open_window_changes_only_the_answerer_s_view() -> None:
    opened = _table(["gs", "ws"], ["wc", "wh"])
    answered = play(opened, (2, "pass"))
    assert answered.phase == CLAIM and answered.version == opened.version + 1
    _assert_same_for_everyone(opened, answered, differing_seat=2)
    assert GAME.view(answered, 2)["your_answer"] == "pass"
