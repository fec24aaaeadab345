"""Random reachable positions of every game, for the AI tests: a new game played on by uniformly random moves."""

from __future__ import annotations

import random
from typing import Any

from games.contract import Game
from games.copenhagen import GAME as COPENHAGEN
from games.four_color_cards import GAME as FOUR_COLOR_CARDS
from games.troyes_dice import GAME as TROYES_DICE

ENGINES: dict[str, Game[Any]] = {
    "copenhagen": COPENHAGEN,
    "troyes_dice": TROYES_DICE,
    "four_color_cards": FOUR_COLOR_CARDS,
}
SEAT_COUNTS: dict[str, tuple[int, ...]] = {
    "copenhagen": (2, 3, 4),
    "troyes_dice": (1, 2, 4),
    "four_color_cards": (2, 3, 4),
}
GAME_SEATS = [(game_id, players) for game_id, counts in SEAT_COUNTS.items() for players in counts]


def reachable(game_id: str, players: int, seed: int, steps: int) -> Any:
    """The state after up to ``steps`` uniformly random moves from a new game (stops before the end)."""
    engine = ENGINES[game_id]
    state = engine.new(players, {}, seed)
    rng = random.Random(f"positions/{seed}")
    for _ in range(steps):
        awaited = sorted(engine.awaiting(state))
        seat = rng.choice(awaited)
        after, _events = engine.apply(state, seat, rng.choice(engine.legal_moves(state, seat)))
        if engine.result(after) is not None:
            break
        state = after
    return state


def awaited_seat(game_id: str, state: Any, pick: int) -> int:
    awaited = sorted(ENGINES[game_id].awaiting(state))
    return awaited[pick % len(awaited)]
