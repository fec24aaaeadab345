"""Who is next (``Game.next_up``), the rule behind the "you are next" direct message (``/pace me``).

For every game, over random play: ``next_up`` never names a seat awaited now, and it depends on the public board
only: states whose spectator views are equal (other players' secret choices in a simultaneous decision or a claim
window, other hidden hands) name the same seats, so neither the message nor its timing tells anything hidden. And
each game's own rule: Copenhagen, the next player in turn order; Four Color Cards, the player after the one who must
discard, and nobody during a claim window; Troyes Dice, nobody, as everyone chooses at once.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import registry
from games.contract import Game
from games.four_color_cards import GAME as FOUR_COLOR_CARDS
from games.four_color_cards.state import CLAIM, DISCARD
from tests.games.four_color_cards.test_properties import hidden_variant

# Moves per random game: enough to pass through several turns, claim windows and half-days, in well under a second.
MOVES = 120
# Other moves tried from each position, each giving a sibling state (another answer to the same decision).
SIBLINGS = 3
EXAMPLES = settings(max_examples=12, deadline=None)


def engine(game_id: str) -> Game[Any]:
    registry.register_builtin()
    found = registry.get(game_id)
    assert found is not None
    return found


GAME_IDS = ("copenhagen", "four_color_cards", "troyes_dice")
PLAYS = st.tuples(st.integers(min_value=0, max_value=2), st.integers(min_value=0, max_value=2**31))


def random_states(game: Game[Any], players: int, seed: int) -> Iterator[Any]:
    """The states of a random game, each followed by the states a few other moves from it would give."""
    rng = random.Random(seed)
    state = game.new(players, game.default_options(), seed)
    for _ in range(MOVES):
        yield state
        awaited = sorted(game.awaiting(state))
        if not awaited:
            return
        for seat in awaited:
            moves = game.legal_moves(state, seat)
            for move in rng.sample(moves, min(SIBLINGS, len(moves))):
                yield game.apply(state, seat, move)[0]
        seat = rng.choice(awaited)
        state = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))[0]


def players_of(game: Game[Any], pick: int) -> int:
    return game.min_players + pick % (game.max_players - game.min_players + 1)


def spectator_view(game: Game[Any], state: Any) -> str:
    return json.dumps(game.view(state, None), sort_keys=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
@EXAMPLES
@given(PLAYS)
def test_next_up_names_no_awaited_seat_and_follows_the_public_view_only(game_id: str, play: tuple[int, int]) -> None:
    game = engine(game_id)
    named: dict[str, frozenset[int]] = {}
    for state in random_states(game, players_of(game, play[0]), play[1]):
        following = game.record(state).next_up
        assert not following & (game.awaiting(state) | game.record(state).awaited)
        seen = named.setdefault(spectator_view(game, state), following)
        assert seen == following, "two states a spectator cannot tell apart name different next players"


@EXAMPLES
@given(PLAYS)
def test_copenhagen_the_next_player_in_turn_order_is_next_and_plays_next(play: tuple[int, int]) -> None:
    game = engine("copenhagen")
    players = players_of(game, play[0])
    previous: tuple[frozenset[int], frozenset[int]] | None = None
    rng = random.Random(play[1])
    state = game.new(players, {}, play[1])
    for _ in range(MOVES):
        awaited = game.awaiting(state)
        if not awaited:
            assert game.record(state).next_up == frozenset()
            return
        [current] = awaited
        assert game.record(state).next_up == {(current + 1) % players}
        if previous is not None and previous[0] != awaited:
            assert awaited == previous[1], "the turn passed to someone other than the one named next"
        previous = (awaited, game.record(state).next_up)
        state = game.apply(state, current, rng.choice(game.legal_moves(state, current)))[0]


@EXAMPLES
@given(PLAYS)
def test_four_color_cards_names_the_player_after_the_discarder_and_nobody_during_a_claim_window(
    play: tuple[int, int],
) -> None:
    game = FOUR_COLOR_CARDS
    players = players_of(game, play[0])
    rng = random.Random(play[1])
    state = game.new(players, {}, play[1])
    phases = set()
    for _ in range(MOVES * 2):
        awaited = sorted(game.awaiting(state))
        if not awaited:
            break
        phases.add(state.phase)
        if state.phase == DISCARD:
            assert game.record(state).next_up == {(state.turn + 1) % players}
        else:
            assert state.phase == CLAIM and game.record(state).next_up == frozenset()
        # Other hands, stock and secret answers: the same public board names the same player.
        variant = hidden_variant(state, rng)
        if spectator_view(game, variant) == spectator_view(game, state):
            assert game.record(variant).next_up == game.record(state).next_up
        seat = rng.choice(awaited)
        state = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))[0]
    assert DISCARD in phases


@EXAMPLES
@given(PLAYS)
def test_troyes_dice_never_names_anyone_as_everyone_chooses_at_once(play: tuple[int, int]) -> None:
    game = engine("troyes_dice")
    for state in random_states(game, players_of(game, play[0]), play[1]):
        assert game.record(state).next_up == frozenset()
