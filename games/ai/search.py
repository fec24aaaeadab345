"""Information-set Monte Carlo tree search (placeholder: plays the easy heuristic until the search lands)."""

from __future__ import annotations

from games.ai.contract import GameAI
from games.contract import JSON


def search(ai: GameAI, view: JSON, seat: int, seed: int, budget_s: float) -> str:
    import random

    rng = random.Random(f"ai/{ai.game_id}/{seat}/{seed}/strong")
    state = ai.determinize(view, seat, rng)
    return ai.easy(view, seat, state, rng)
