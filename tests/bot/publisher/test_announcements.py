"""How the channel hears of each move, checked over random games: a claim window never gives away who could
claim, a secret choice's progress line only while the same decision goes on, and a turn's inner decisions are
lines only while the same player keeps the turn."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.live import LiveGame
from bot.outcome import MoveOutcome
from bot.records import GameRecord
from games import registry


def _live(game_type: str, state: Any, players: int, version: int) -> LiveGame:
    engine = registry.get(game_type)
    assert engine is not None
    seats = tuple(100 + seat for seat in range(players))
    record = GameRecord(
        1, 1, 1, game_type, {}, 0, seats[0], "active", version, None, seats, tuple(f"p{s}" for s in range(players))
    )
    return LiveGame(record, engine, state)


def outcomes(game_type: str, players: int, seed: int, limit: int = 3000) -> list[MoveOutcome]:
    """Every move of one random game, as the sessions would hand it to the posting code."""
    engine = registry.get(game_type)
    assert engine is not None
    rng = random.Random(seed)
    state = engine.new(players, engine.default_options(), seed)
    found: list[MoveOutcome] = []
    for version in range(limit):
        awaited = sorted(engine.awaiting(state))
        if not awaited or engine.result(state) is not None:
            break
        seat = rng.choice(awaited)
        move = rng.choice(engine.legal_moves(state, seat))
        after, events = engine.apply(state, seat, move)
        before_live = _live(game_type, state, players, version)
        after_live = _live(game_type, after, players, version + 1)
        found.append(MoveOutcome.of(before_live, after_live, seat, move, events))
        state = after
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_four_color_cards_moves_are_boards_or_silent_never_lines_that_name_a_claimant(players: int) -> None:
    for seed in range(6):
        for outcome in outcomes("four_color_cards", players, seed):
            kind = outcome.heard.value
            assert kind in ("board", "quiet"), (seed, outcome.move, kind)
            if kind == "quiet":
                engine = outcome.game.engine
                assert engine.view(outcome.before.state, None) == engine.view(outcome.game.state, None)


@pytest.mark.parametrize(("game_type", "players"), [("troyes_dice", 5), ("copenhagen", 3), ("four_color_cards", 4)])
def test_progress_and_step_lines_keep_to_their_meaning(game_type: str, players: int) -> None:
    for seed in range(3):
        for outcome in outcomes(game_type, players, seed):
            kind = outcome.heard.value
            before = outcome.before.engine.awaiting(outcome.before.state)
            after = outcome.game.engine.awaiting(outcome.game.state)
            if kind == "progress":
                # The same secret decision, its author done, others still deciding.
                assert outcome.public_move is None and after < before and outcome.seat not in after
            if kind == "step":
                # An open decision inside a turn that stays with the same player.
                assert outcome.public_move is not None and before == after and outcome.seat in after
                assert outcome.before.announced_users() == outcome.game.announced_users()
