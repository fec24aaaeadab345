"""AI players for every game, reading a seat's view only.

``choose_move(game_id, view, seat, level, seed, budget_s)`` returns one of the seat's legal moves. It never
receives the state: to see through what its seat cannot see, it samples states consistent with the view
(``GameAI.determinize``, each game's ``games/<game>/ai.py``).

Levels:

- ``easy``: a one-step heuristic of the game, on one sampled state (it reads only what the seat could see).
- ``strong``: information-set Monte Carlo tree search over many sampled states, the easy heuristic in its
  rollouts, or where the others never change the seat's outcome a comparison of the best candidates on common
  samples (``games.ai.search``). Its effort is a number of work units derived from ``budget_s``, each step
  charged by what it costs (games/ never reads the clock), so the same seed always gives the same move.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.ai_contract import GameAI
from games.contract import JSON

LEVELS = ("easy", "strong")
DEFAULT_BUDGET_S = 1.0

# Each game's AI support, by game id. Each is imported when first asked for: a process that never plays an AI seat
# (a replay worker, the bot's main process, whose AI runs in worker processes) never loads the searches.
def _copenhagen() -> GameAI:
    from games.copenhagen.ai import AI

    return AI


def _troyes_dice() -> GameAI:
    from games.troyes_dice.ai import AI

    return AI


def _four_color_cards() -> GameAI:
    from games.four_color_cards.ai import AI

    return AI


AI_OF: dict[str, Callable[[], GameAI]] = {
    "copenhagen": _copenhagen,
    "troyes_dice": _troyes_dice,
    "four_color_cards": _four_color_cards,
}


def game_ai(game_id: str) -> GameAI:
    load = AI_OF.get(game_id)
    if load is None:
        raise ValueError(f"no AI for the game {game_id!r}")
    return load()


def decision_rng(game_id: str, seat: int, seed: int, purpose: str) -> random.Random:
    """A generator for one decision (string seeding: the same on every machine and process)."""
    return random.Random(f"ai/{game_id}/{seat}/{seed}/{purpose}")


def choose_move(game_id: str, view: JSON, seat: int, level: str, seed: int, budget_s: float = DEFAULT_BUDGET_S) -> str:
    """One of ``seat``'s legal moves, chosen from its ``view`` at ``level`` ("easy" or "strong")."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; expected one of {', '.join(LEVELS)}")
    ai = game_ai(game_id)
    if level == "strong":
        from games.ai.search import search

        return search(ai, view, seat, seed, budget_s)
    rng = decision_rng(game_id, seat, seed, "easy")
    state = ai.determinize(view, seat, rng)
    return ai.easy(view, seat, state, rng)
