"""Property tests over many random games (3 rounds each) for 2, 3 and 4 players."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from games.contract import Event
from games.four_color_cards import GAME
from games.four_color_cards.cards import DECK_SIZE, GENERAL, parse_code
from games.four_color_cards.state import State

GAMES = st.tuples(
    st.integers(min_value=2, max_value=4),
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=2**31),
)
EXAMPLES = settings(max_examples=60, deadline=None)


@dataclass
class Step:
    before: State
    seat: int
    move: str
    after: State
    events: list[Event]


def random_steps(players: int, seed: int, choices: int) -> Iterator[Step]:
    """Every move of a whole game played with random legal moves."""
    rng = random.Random(choices)
    state = GAME.new(players, {}, seed)
    while GAME.result(state) is None:
        awaited = sorted(GAME.awaiting(state))
        assert awaited, "a running game always waits for someone"
        seat = rng.choice(awaited)
        move = rng.choice(GAME.legal_moves(state, seat))
        after, events = GAME.apply(state, seat, move)
        yield Step(state, seat, move, after, events)
        state = after


def hidden_variant(state: State, rng: random.Random) -> State:
    """The same public situation with other hidden hands, another stock order and other (private) claim data."""
    other = state.clone()
    hidden = [*other.stock, *(c for hand in other.hands for c in hand)]
    rng.shuffle(hidden)
    other.stock = hidden[: len(other.stock)]
    rest = hidden[len(other.stock) :]
    for seat, hand in enumerate(state.hands):
        other.hands[seat] = sorted(rest[: len(hand)])
        rest = rest[len(hand) :]
    other.claimants = sorted(rng.sample(range(state.players), rng.randint(0, state.players)))
    other.choices = [rng.choice([[], ["pass"], ["pong", "pass"], ["hu", "pass"]]) for _ in range(state.players)]
    other.answers = [rng.choice([None, "pass", "pong", "hu"]) for _ in range(state.players)]
    return other


@EXAMPLES
@given(GAMES)
def test_every_card_is_accounted_for_exactly_once_after_every_move(game: tuple[int, int, int]) -> None:
    for step in random_steps(*game):
        assert sorted(step.after.all_cards()) == list(range(DECK_SIZE))


@EXAMPLES
@given(GAMES)
def test_no_general_is_ever_discarded(game: tuple[int, int, int]) -> None:
    for step in random_steps(*game):
        for event in step.events:
            if event.kind in ("discarded", "card_dead"):
                card_type = parse_code(str(event.data["card"]))
                assert card_type is not None and card_type % 7 != GENERAL
        assert all(c // 4 % 7 != GENERAL for c in step.after.dead)


@EXAMPLES
@given(GAMES)
def test_table_melds_never_change(game: tuple[int, int, int]) -> None:
    for step in random_steps(*game):
        if len(step.after.history) == len(step.before.history):  # no round ended (a new deal clears the table)
            for old, new in zip(step.before.melds, step.after.melds, strict=True):
                assert new[: len(old)] == old and len(new) <= len(old) + 1


@EXAMPLES
@given(GAMES)
def test_public_view_is_identical_when_only_hidden_hands_differ(game: tuple[int, int, int]) -> None:
    rng = random.Random(game[2])
    for index, step in enumerate(random_steps(*game)):
        if index % 5 == 0:
            assert GAME.view(hidden_variant(step.after, rng), None) == GAME.view(step.after, None)
        if step.before.phase == "claim" and step.after.phase == "claim" and step.after.in_play == step.before.in_play:
            assert step.events == []  # an answer that does not close the window tells nobody anything


@EXAMPLES
@given(GAMES)
def test_legal_moves_json_and_labels_after_every_move(game: tuple[int, int, int]) -> None:
    for step in random_steps(*game):
        legal = GAME.legal_moves(step.before, step.seat)
        assert len(set(legal)) == len(legal) and step.move in legal
        assert len(GAME.move_label(step.before, step.seat, step.move)) <= 100
        for seat in range(step.before.players):
            assert bool(GAME.legal_moves(step.before, seat)) == (seat in GAME.awaiting(step.before))
        data = json.loads(json.dumps(GAME.to_json(step.after)))
        assert GAME.from_json(data) == step.after
        for event in step.events:
            json.dumps(event.data)
    final = step.after
    result = GAME.result(final)
    assert result is not None and len(result.places) == final.players
    assert sum(final.chips) == 20 * final.players


@settings(max_examples=10, deadline=None)
@given(players=st.integers(min_value=2, max_value=4), seed=st.integers(min_value=0, max_value=2**31))
def test_same_seed_and_moves_give_identical_json(players: int, seed: int) -> None:
    def run() -> str:
        rng = random.Random(seed)
        state = GAME.new(players, {}, seed)
        for _ in range(60):
            if GAME.result(state) is None:
                seat = min(GAME.awaiting(state))
                state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        return json.dumps(GAME.to_json(state), sort_keys=True)

    assert run() == run()
