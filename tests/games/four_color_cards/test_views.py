"""What the bot may say publicly while a claim window is open."""

from __future__ import annotations

import random

from games.four_color_cards import GAME
from games.four_color_cards.claims import eligible_by_position
from games.four_color_cards.state import CLAIM
from tests.games.four_color_cards.helpers import play, scenario
from tests.support.records import told


def test_public_awaiting_in_a_claim_window_depends_on_seating_not_on_hands() -> None:
    choices = random.Random(3)
    windows = 0
    for seed in range(5):
        state = GAME.new(4, GAME.default_options(), seed)
        for _ in range(60):
            if GAME.result(state) is not None:
                break
            if state.phase == CLAIM:
                windows += 1
                assert GAME.record(state).awaited == frozenset(eligible_by_position(state))
                assert GAME.awaiting(state) <= GAME.record(state).awaited
                seat = min(GAME.awaiting(state))
                assert told(GAME, state, seat, GAME.legal_moves(state, seat)[0]).text is None
            seat = choices.choice(sorted(GAME.awaiting(state)))
            state, _ = GAME.apply(state, seat, choices.choice(GAME.legal_moves(state, seat)))
    assert windows > 0


def test_a_decision_keeps_its_version_while_answers_come_in_and_the_next_one_gets_a_new_one() -> None:
    # Seats 0 and 2 can both hu the yellow soldier seat 3 discards: the window awaits two answers.
    hands = [["rs", "gs"], ["ga"], ["gs", "ws"], ["ys", "we"]]
    state = scenario(hands, ["yc", "yh", "yp"], turn=3, opener=3)
    opened = play(state, (3, "discard ys"))
    window = GAME.view(opened, 0)["decision_version"]
    assert window == GAME.view(state, 3)["decision_version"] + 1
    answered = play(opened, (2, "pass"))
    assert answered.version == 2 and GAME.view(answered, 0)["decision_version"] == window
    resolved = play(answered, (0, "pass"))
    # The next decision gets a new number (windows nobody can claim open and close on the way).
    assert GAME.view(resolved, 1)["decision_version"] > window
    # Only seat views carry it (for private panels); the board has no use for it.
    assert "decision_version" not in GAME.view(resolved, None)
    assert GAME.from_json(GAME.to_json(answered)).decision_version == window


def test_a_seat_view_says_when_its_player_must_take_the_general_it_turned_up() -> None:
    # Seat 1 turns up the red general from the stock: it must take it and may not pass.
    state = play(scenario([["ga", "yc"], ["ra", "re", "yh"], ["wc"], ["wh"]], ["rg", "yc", "yh"]), (0, "discard ga"))
    assert state.phase == CLAIM and "pass" not in GAME.legal_moves(state, 1)
    assert GAME.view(state, 1)["must_take_general"] is True
    # Nobody else is obliged by it, and an ordinary claim window or a discard obliges nobody.
    assert not any(GAME.view(state, seat)["must_take_general"] for seat in (0, 2, 3))
    discarded = play(scenario([["rc", "wa"], ["rc", "rc", "yh"], ["wc"], ["wh"]], ["yc", "yh"]), (0, "discard rc"))
    assert discarded.phase == CLAIM and not any(GAME.view(discarded, seat)["must_take_general"] for seat in range(4))
    assert GAME.view(scenario([["ga", "yc"], ["wa"], ["wc"], ["wh"]], ["yc"]), 0)["must_take_general"] is False
