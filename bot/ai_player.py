"""Playing a seat with the AI: its move worked out off the event loop, from the seat's view only.

``games.ai.choose_move`` is pure and may think for its whole budget (a second by default), so it runs in an
executor: a process pool in the running bot, so that no player's button or autocomplete waits on it. Whatever goes
wrong there (a crash, a move the engine would refuse, thinking far past its budget) the seat still moves: the
engine's safe move is played instead, and the failure is logged.

The AI's seed comes from the game's id, version and seat, never from the game's own seed, which would tell it the
deck order and so every hidden card.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from concurrent.futures import Executor

from bot.ai_seats import Level
from bot.live import LiveGame
from bot.private import private_to
from games.ai import AI_OF
from games.contract import JSON

log = logging.getLogger(__name__)

DEFAULT_BUDGET = 1.0
# Past this many budgets (plus a second for a cold worker), the AI is given up on and the safe move played.
PATIENCE = 3.0


def _choose(game_id: str, view: JSON, seat: int, level: str, seed: int, budget_s: float) -> str:
    # Imported in the worker: the bot process need not load the searcher to hand it work.
    from games.ai import choose_move

    return choose_move(game_id, view, seat, level, seed, budget_s)


def ai_seed(live: LiveGame, seat: int) -> int:
    """A seed that differs per decision and replays the same, and tells the AI nothing hidden."""
    digest = hashlib.sha256(f"ai/{live.id}/{live.version}/{seat}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


class Thinker:
    """Works out AI moves in ``executor`` (None: the event loop's default thread pool, as in tests)."""

    def __init__(
        self, executor: Executor | None = None, budget_s: float = DEFAULT_BUDGET, patience_s: float | None = None
    ) -> None:
        self.executor = executor
        self.budget_s = budget_s
        self.patience_s = PATIENCE * budget_s + 1.0 if patience_s is None else patience_s

    async def move(self, live: LiveGame, seat: int, level: Level) -> str:
        """The move ``level`` chooses for ``seat``, or the engine's safe move should the AI fail (or the game have
        no AI, like the test-only game)."""
        with private_to(seat):  # the AI reads the seat's own view only
            if live.engine.id not in AI_OF:
                return live.engine.safe_move(live.state, seat)
            view = live.engine.view(live.state, seat)
        loop = asyncio.get_running_loop()
        job = loop.run_in_executor(
            self.executor, _choose, live.engine.id, view, seat, level.value, ai_seed(live, seat), self.budget_s
        )
        try:
            move = await asyncio.wait_for(job, timeout=self.patience_s)
        except TimeoutError:
            log.error("game %s: the %s AI took too long for seat %s; playing the safe move", live.id, level, seat)
            return safe_move(live, seat)
        except Exception:
            log.exception("game %s: the %s AI failed for seat %s; playing the safe move", live.id, level, seat)
            return safe_move(live, seat)
        with private_to(seat):
            legal = move in live.engine.legal_moves(live.state, seat)
        if not legal:
            log.error("game %s: the %s AI chose %r, not a legal move; playing the safe move", live.id, level, move)
            return safe_move(live, seat)
        return move


def safe_move(live: LiveGame, seat: int) -> str:
    """The engine's safe move for ``seat``, read as the seat's own."""
    with private_to(seat):
        return live.engine.safe_move(live.state, seat)


def first_legal_move(live: LiveGame, seat: int) -> str:
    """``seat``'s first legal move, read as the seat's own: what the bot plays should a policy's move be refused."""
    with private_to(seat):
        return live.engine.legal_moves(live.state, seat)[0]
