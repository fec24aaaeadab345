"""The AI's extension of the engine contract: what each game provides so that ``games.ai`` can play it.

An AI player receives a seat's *view*, never the state. To think about what it cannot see, it samples full
states consistent with that view (determinization): the other hands drawn from the unseen cards, the deck order
shuffled, the pending secret choices of others left undecided (or, where the view shows that a choice was made,
one drawn from that seat's legal moves). ``engine.view(determinize(view, seat, rng), seat) == view`` always.

The other functions read such a sampled state, but only what ``seat`` could see in it (its own hand, the table):
a policy that looked at another hand would peek, since a sampled hand is a guess.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from typing import Any, Protocol

from games.contract import JSON, Game


class Meter:
    """Work done for one decision, in *work units*: about a microsecond of the reference core each.

    ``games/`` never reads the clock, so the search counts what it does instead, charging each step by what it
    really costs (a full scan of a hand's placements costs far more than one apply). The policies charge their
    own inner loops here, so the count follows the position: many placements, many units.
    """

    __slots__ = ("_charged", "units")

    def __init__(self) -> None:
        self.units = 0.0
        self._charged: set[Hashable] = set()

    def charge(self, units: float) -> None:
        self.units += units

    def charge_once(self, key: Hashable, units: float) -> None:
        """Charges ``units`` the first time this decision does the work named ``key``. For work whose result a
        cache keeps across decisions: each decision pays for it once, whatever an earlier one left in the cache,
        so the count (and the move) never depends on what was asked before."""
        if key not in self._charged:
            self._charged.add(key)
            self.charge(units)


class GameAI(Protocol):
    """One game's AI support, found by ``games.ai`` in its table keyed by game id."""

    game_id: str
    engine: Game[Any]
    # Moves the rollout policy plays after the tree before the state is evaluated (see ``search``).
    rollout_moves: int
    # How many ranked candidate moves a tree node considers.
    tree_width: int
    # Whether the other seats' moves change this seat's outcome; when they do not (Troyes Dice: sheets never
    # interact), the search plays them with the engine's cheap safe move.
    others_matter: bool
    # "tree": SO-ISMCTS over the seat's own decisions; "flat": the root's candidates compared on common samples
    # by sequential halving (for games where the others never change the seat's outcome).
    search_kind: str

    def costs(self, state: Any) -> Mapping[str, float]:
        """Work units of the fixed part of each step from positions like ``state``: "determinize", "apply",
        "evaluate", "policy", "candidates", "safe" (the variable part, such as placements scanned, is charged by
        the policy itself on the meter)."""
        ...

    def determinize(self, view: JSON, seat: int, rng: random.Random) -> Any:
        """A full state consistent with ``view``, the other unknowns drawn from ``rng``."""
        ...

    def easy(self, view: JSON, seat: int, state: Any, rng: random.Random) -> str:
        """The easy level's move for ``seat``: a one-step heuristic over ``state`` sampled from ``view``."""
        ...

    def policy(self, state: Any, seat: int, rng: random.Random, meter: Meter | None = None) -> str:
        """A fast legal move for ``seat`` in ``state`` (the rollout policy; the easy heuristic or a cheaper one),
        reading only what ``seat`` may see."""
        ...

    def candidates(self, state: Any, seat: int, limit: int, meter: Meter | None = None) -> list[str]:
        """At most ``limit`` of ``seat``'s legal moves, most promising first; the first is the easy move."""
        ...

    def idle_move(self, state: Any, seat: int) -> str:
        """A cheap legal move for another seat when ``others_matter`` is false (its choice cannot change this
        seat's outcome, so the search spends nothing on choosing it well)."""
        ...

    def outlook(self, state: Any, seat: int) -> tuple[Any, int]:
        """``state`` reduced to what ``seat``'s outcome depends on, and the seat's number in it, for play-outs
        when ``others_matter`` is false (Troyes Dice: the seat's sheet alone, as a solo game under the same
        dice); otherwise ``(state, seat)``."""
        ...

    def evaluate(self, state: Any, seat: int) -> float:
        """How good ``state`` is for ``seat``, in [0, 1] (1: a sure win, or the best score): a finished game is
        judged by its result, an unfinished one by a heuristic, so rollouts can be cut short."""
        ...
