"""The moves the bot plays for absent players: always legal, and harmless by each game's own policy."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import registry
from games.contract import Game

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PLAYERS = {"copenhagen": (2, 4), "troyes_dice": (1, 5), "four_color_cards": (2, 4)}


def random_position(game: Game[Any], players: int, seed: int, steps: int) -> Any:
    """A state reached by ``steps`` random legal moves (fewer if the game ends first)."""
    rng = random.Random(seed)
    state = game.new(players, {}, seed)
    for _ in range(steps):
        awaited = sorted(game.awaiting(state))
        if not awaited:
            break
        seat = rng.choice(awaited)
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    return state


def check_safe_moves_are_legal(game_id: str, seed: int, steps: int, players: int) -> list[str]:
    game = registry.get(game_id)
    assert game is not None
    low, high = PLAYERS[game_id]
    state = random_position(game, low + players % (high - low + 1), seed, steps)
    played = []
    for seat in sorted(game.awaiting(state)):
        move = game.safe_move(state, seat)
        assert move in game.legal_moves(state, seat), (move, game.legal_moves(state, seat))
        game.apply(state, seat, move)
        played.append(move)
    return played


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 120), st.integers(0, 3))
def test_copenhagen_safe_move_is_legal_and_never_builds_or_spends_an_ability(seed: int, steps: int, n: int) -> None:
    for move in check_safe_moves_are_legal("copenhagen", seed, steps, n):
        assert move.split()[0] in ("take", "discard", "end", "cancel", "white", "ability", "refresh"), move


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 60), st.integers(0, 4))
def test_troyes_dice_safe_move_is_legal_and_never_changes_a_die(seed: int, steps: int, n: int) -> None:
    for move in check_safe_moves_are_legal("troyes_dice", seed, steps, n):
        words = move.split()
        assert "as" not in words and "to" not in words, move
        assert words[-1] == "resources" or words[0] in ("supplies", "build"), move


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 150), st.integers(0, 2))
def test_four_color_cards_safe_move_is_legal_and_never_claims_a_win(seed: int, steps: int, n: int) -> None:
    for move in check_safe_moves_are_legal("four_color_cards", seed, steps, n):
        assert move != "hu", move


def play_out_with_safe_moves(game_id: str, players: int, seed: int) -> int:
    game = registry.get(game_id)
    assert game is not None
    state = game.new(players, {}, seed)
    moves = 0
    while game.result(state) is None:
        seat = min(game.awaiting(state))
        state, _ = game.apply(state, seat, game.safe_move(state, seat))
        moves += 1
        assert moves < 5000, "a table of absent players never finished"
    return moves


def test_a_table_where_everyone_is_absent_still_reaches_the_end_of_every_game() -> None:
    for game_id, players in (("copenhagen", 3), ("troyes_dice", 2), ("four_color_cards", 4)):
        assert play_out_with_safe_moves(game_id, players, seed=11) > 0


def test_the_copenhagen_policy_discards_the_most_plentiful_colour() -> None:
    from games.copenhagen import GAME
    from games.copenhagen import state as s

    state = random_position(GAME, 2, 5, 0)
    state.phase = s.DISCARD
    state.hands[state.current] = {"red": 2, "yellow": 3, "green": 1, "blue": 2, "purple": 0}
    assert GAME.safe_move(state, state.current) == "discard yellow"


def test_the_four_color_cards_policy_keeps_pairs_and_sequences_and_passes_a_claim_window() -> None:
    from games.four_color_cards import GAME
    from tests.games.four_color_cards.helpers import play, scenario

    stock = ["ws", "ws", "ws", "ws"]
    # Seat 0 holds a pair (rc rc), a field sequence (yc yh yp) and one loose card (ga): the loose card goes.
    state = scenario([["rc", "rc", "yc", "yh", "yp", "ga"], ["rc", "we"]], stock)
    assert GAME.safe_move(state, 0) == "discard ga"
    # Seat 1 may pair the red chariot; the bot lets it go.
    state = play(state, (0, "discard rc"))
    assert GAME.legal_moves(state, 1) == ["pair", "pass"]
    assert GAME.safe_move(state, 1) == "pass"
