"""Property tests over many random rounds for 2, 3 and 4 players."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.four_color_cards import GAME
from games.four_color_cards.cards import DECK_SIZE, GENERAL, parse_code
from games.four_color_cards.state import State


def hidden_variant(state: State, rng: random.Random) -> State:
    """The same public situation with different hidden hands, stock order and (private) claim bookkeeping."""
    other = state.clone()
    hidden = [*other.stock, *(c for hand in other.hands for c in hand)]
    rng.shuffle(hidden)
    other.stock = hidden[: len(other.stock)]
    rest = hidden[len(other.stock) :]
    for seat, hand in enumerate(state.hands):
        other.hands[seat] = sorted(rest[: len(hand)])
        rest = rest[len(hand) :]
    other.claimants = sorted(rng.sample(range(state.players), rng.randint(0, state.players)))
    other.answers = [rng.choice([None, "pass", "pong", "hu"]) for _ in range(state.players)]
    return other


@settings(max_examples=120, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=2**31),
    choices=st.integers(min_value=0, max_value=2**31),
)
def test_random_games_keep_every_invariant(players: int, seed: int, choices: int) -> None:
    rng = random.Random(choices)
    state = GAME.new(players, {}, seed)
    steps = 0
    while GAME.result(state) is None:
        awaited = sorted(GAME.awaiting(state))
        assert awaited, "a running game always waits for someone"
        for seat in range(players):
            if seat not in awaited:
                assert GAME.legal_moves(state, seat) == []
        seat = rng.choice(awaited)
        legal = GAME.legal_moves(state, seat)
        assert legal and len(set(legal)) == len(legal)
        move = rng.choice(legal)
        assert len(GAME.move_label(state, seat, move)) <= 100
        new, events = GAME.apply(state, seat, move)
        steps += 1

        # all 112 cards are accounted for exactly once
        assert sorted(new.all_cards()) == list(range(DECK_SIZE))
        # no general is ever discarded, and none ever dies
        for event in events:
            if event.kind in ("discarded", "card_dead"):
                card_type = parse_code(str(event.data["card"]))
                assert card_type is not None and card_type % 7 != GENERAL
            json.dumps(event.data)
        # table melds never change within a round: old melds stay, in order, untouched
        if len(new.history) == len(state.history):  # no round ended (a new deal resets the table)
            for seat_melds, new_melds in zip(state.melds, new.melds, strict=True):
                assert new_melds[: len(seat_melds)] == seat_melds
        # exact JSON round trip
        data = json.loads(json.dumps(GAME.to_json(new)))
        assert GAME.from_json(data) == new
        # the public view does not depend on hidden hands or on who may claim
        if steps % 7 == 0:
            assert GAME.view(hidden_variant(new, rng), None) == GAME.view(new, None)
        state = new
    result = GAME.result(state)
    assert result is not None and len(result.places) == players
    assert sum(state.chips) == 20 * players


@settings(max_examples=10, deadline=None)
@given(players=st.integers(min_value=2, max_value=4), seed=st.integers(min_value=0, max_value=2**31))
def test_same_seed_and_moves_give_identical_json(players: int, seed: int) -> None:
    def run() -> str:
        rng = random.Random(seed)
        state = GAME.new(players, {}, seed)
        for _ in range(60):
            if GAME.result(state) is not None:
                break
            seat = min(GAME.awaiting(state))
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        return json.dumps(GAME.to_json(state), sort_keys=True)

    assert run() == run()
