"""Rebuilding a game from its seed and move log: the check that a stored snapshot is what the moves say."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from games.contract import JSON, Game


def replay(
    game: Game[Any], players: int, options: Mapping[str, JSON], seed: int, moves: Iterable[tuple[int, str]]
) -> Any:
    """The state after playing ``moves`` (seat, move text) from a fresh game; raises IllegalMove if one fails."""
    state = game.new(players, options, seed)
    for seat, move in moves:
        state, _events = game.apply(state, seat, move)
    return state
