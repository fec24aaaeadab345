"""The strong level: single-observer information-set Monte Carlo tree search over determinized states.

Written after OpenSpiel's ``open_spiel/python/algorithms/ismcts.py`` (Cowling, Powley and Whitehouse's SO-ISMCTS),
adapted to engines that speak in move texts:

- Every iteration samples a fresh state consistent with the seat's view (``GameAI.determinize``), so the tree
  averages over everything the seat cannot see and never depends on the real hidden cards.
- The tree holds the searching seat's own decisions only, keyed by the moves it made since the root (an open-loop
  tree: what others did in between differs from sample to sample). The other seats are played by the game's
  rollout policy, which reads only their own side of the sampled state; in simultaneous phases they answer first,
  so nothing they choose can depend on the searcher's secret answer.
- Moves are offered to the tree from the game's ranked candidates (``GameAI.candidates``: the easy choice first,
  then the next most promising), one new child per visit as in OpenSpiel's ``check_expand``; once all are
  expanded, UCT picks among those legal in this sample (OpenSpiel's ``filter_illegals`` for inconsistent action
  sets, with availability counts).
- After the tree, the rollout policy plays on for at most ``GameAI.rollout_moves`` moves, then ``GameAI.evaluate``
  judges the state (a finished game by its result).
- The move played is the root's most visited child; ties go to the earlier candidate (the easy move first).

- Where the others never change the seat's outcome (``GameAI.search_kind == "flat"``, Troyes Dice), a tree over
  the seat's own decisions adds little: the root's candidates are compared instead by sequential halving (Karnin,
  Koren and Somekh), every candidate played out on the *same* sampled states (common random numbers: the same
  future dice), so the comparison measures the move and not the luck of its samples. The play-outs run on the
  seat's ``GameAI.outlook`` of each sample (Troyes Dice: its sheet alone), since nothing else changes its outcome.

Determinism: ``games/`` never reads the clock, so the effort is counted, not timed. ``budget_s`` is turned into
a number of *work units* (about a microsecond of the reference core each; ``games.ai_contract.Meter``) and the
search stops when they are spent. Each step is charged by what it really costs: the fixed part from
``GameAI.costs`` (a sampled state, an apply, an evaluation) and the variable part by the policies themselves (a
full scan of a hand's placements costs far more than one apply). The tree then depends only on the seed and the
view: the same seed always gives the same move, on any machine, whatever its load. The price is that the time
taken varies with the machine; the per-game rates are calibrated on the slow shared core so that a decision stays
within its budget, and the bot keeps its own time limit with the safe move as the fallback.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.ai_contract import GameAI, Meter
from games.contract import JSON

# Work units per second of budget, per game: a unit is about a microsecond of the reference core at its slowest
# (a decision's CPU time; bench/ai_arena.py prints it beside the wall-clock time, which on a shared machine also
# holds the time other processes took). Calibrated under the load of several processes sharing two cores, where a
# decision runs about twice as slowly as alone; Copenhagen's placement lookups are charged less than they cost on a
# facade seen for the first time, hence its lower rate.
UNITS_PER_SECOND: dict[str, float] = {
    "copenhagen": 680_000.0,
    "troyes_dice": 1_000_000.0,
    "four_color_cards": 950_000.0,
}
MIN_ITERATIONS = 8
EXPLORATION = 0.7
# A prior for the first candidate (the easy move), fading with its visits as in PUCT: with few iterations the
# search keeps the heuristic's choice unless the samples clearly say otherwise.
EASY_PRIOR = 0.25


@dataclass
class Node:
    """The searcher's decision reached by a sequence of its own moves."""

    visits: int = 0
    value: float = 0.0
    available: int = 0  # how often the move leading here was legal when its parent was visited
    children: dict[str, Node] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)  # candidate moves in the order they were expanded


def _select(node: Node, legal: list[str], rng: random.Random) -> tuple[str, bool]:
    """The move to follow from ``node`` among ``legal`` (ranked), and whether it is a new child."""
    for move in legal:
        if move not in node.children:
            return move, True
    best: tuple[float, int, str] | None = None
    for index, move in enumerate(legal):
        child = node.children[move]
        child.available += 1
        if child.visits == 0:
            score = math.inf
        else:
            score = child.value / child.visits + EXPLORATION * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
        if index == 0:
            score += EASY_PRIOR * math.sqrt(max(child.available, 1)) / (1 + child.visits)
        key = (score, -index, move)
        if best is None or key[:2] > best[:2]:
            best = key
    assert best is not None
    return best[2], False


class Budget(Meter):
    """Work units left for one decision."""

    def __init__(self, units: float) -> None:
        super().__init__()
        self.limit = units

    @property
    def left(self) -> float:
        return self.limit - self.units

    def count(self) -> None:
        """One search iteration (a tree descent or a flat play-out) begins; a unit budget counts its steps."""


class IterationBudget(Budget):
    """A budget of search iterations instead of work units, for strength experiments (``bench/ai_arena.py
    --iterations``): the same effort whatever each step costs, so versions of a heuristic compare at equal
    search effort."""

    def charge(self, units: float) -> None:
        """Steps are free under this budget: only ``count``'s iterations use it up."""

    def count(self) -> None:
        self.units += 1


def _iterate(
    ai: GameAI, view: JSON, seat: int, root: Node, rng: random.Random, budget: Budget, costs: Mapping[str, float]
) -> None:
    engine = ai.engine
    apply = engine.apply_quiet
    budget.count()
    state: Any = ai.determinize(view, seat, rng)
    budget.charge(costs["determinize"])
    node = root
    path = [root]
    in_tree = True
    rollout = 0
    while True:
        awaited = engine.awaiting(state)
        if not awaited:  # the game is over (``result`` would also build its detail, on every step)
            break
        others = sorted(awaited - {seat})
        if others:
            actor = others[0]
            if ai.others_matter:
                budget.charge(costs["policy"])
                move = ai.policy(state, actor, rng, budget)
            else:
                budget.charge(costs["safe"])
                move = ai.idle_move(state, actor)
            rollout += 1 if not in_tree else 0
        elif in_tree:
            budget.charge(costs["candidates"])
            legal = ai.candidates(state, seat, ai.tree_width, budget)
            move, new = _select(node, legal, rng)
            if new:
                node.children[move] = Node(available=1)
                node.order.append(move)
                in_tree = False
            node = node.children[move]
            path.append(node)
        else:
            budget.charge(costs["policy"])
            move = ai.policy(state, seat, rng, budget)
            rollout += 1
        budget.charge(costs["apply"])
        state = apply(state, others[0] if others else seat, move)
        if not in_tree and rollout >= ai.rollout_moves:
            break
    budget.charge(costs["evaluate"])
    value = ai.evaluate(state, seat)
    for visited in path:
        visited.visits += 1
        visited.value += value


def _play_out(
    ai: GameAI, state: Any, seat: int, move: str, rng: random.Random, budget: Budget, costs: Mapping[str, float]
) -> float:
    """``move`` played in ``state``, then the rollout policy for at most ``rollout_moves`` of the seat's moves."""
    engine = ai.engine
    apply = engine.apply_quiet
    budget.count()
    budget.charge(costs["rollout"])
    budget.charge(costs["apply"])
    state = apply(state, seat, move)
    own = 0
    while own < ai.rollout_moves:
        awaited = engine.awaiting(state)
        if not awaited:  # the game is over
            break
        actor = min(awaited - {seat}, default=seat)
        if actor == seat:
            own += 1
            budget.charge(costs["policy"])
            move = ai.policy(state, seat, rng, budget)
        elif ai.others_matter:
            budget.charge(costs["policy"])
            move = ai.policy(state, actor, rng, budget)
        else:
            budget.charge(costs["safe"])
            move = ai.idle_move(state, actor)
        budget.charge(costs["apply"])
        state = apply(state, actor, move)
    budget.charge(costs["evaluate"])
    return ai.evaluate(state, seat)


def _flat(
    ai: GameAI,
    view: JSON,
    seat: int,
    candidates: list[str],
    rng: random.Random,
    budget: Budget,
    costs: Mapping[str, float],
) -> tuple[str, int]:
    """Sequential halving over ``candidates`` on common sampled states; ties go to the earlier candidate.
    Returns the move and the number of play-outs."""
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    plays = [0] * len(candidates)
    phases = max(1, math.ceil(math.log2(len(candidates))))
    phase = 0
    rollouts = 0
    rollout_units = 0.0
    while True:
        if rollouts and budget.units + rollout_units / rollouts * len(alive) > budget.limit:
            break  # another pass would overrun the budget
        sample_seed = rng.getrandbits(48)
        state, me = ai.outlook(ai.determinize(view, seat, random.Random(sample_seed)), seat)
        budget.charge(costs["determinize"])
        for index in alive:
            if budget.left <= 0 and plays[index] == 0 and index != alive[0]:
                # Out of budget in the first pass: the candidates not yet played (the least promising) drop out.
                alive = [i for i in alive if plays[i]]
                break
            before = budget.units
            rollout_rng = random.Random(sample_seed + 1)
            totals[index] += _play_out(ai, state, me, candidates[index], rollout_rng, budget, costs)
            plays[index] += 1
            rollouts += 1
            rollout_units += budget.units - before
        # Halve the field when another pass would overrun this phase's share of the budget.
        if budget.units + rollout_units / rollouts * len(alive) > budget.limit * (phase + 1) / phases:
            phase += 1
            if phase >= phases or len(alive) == 1:
                break
            alive.sort(key=lambda i: (-totals[i] / plays[i], i))
            alive = sorted(alive[: max(1, (len(alive) + 1) // 2)])
    best = max(alive, key=lambda i: (totals[i] / plays[i], -i))
    return candidates[best], rollouts


@dataclass
class Effort:
    """What one decision spent: its work units and its search iterations (for ``bench/ai_arena.py``)."""

    units: float = 0.0
    iterations: int = 0


def search(ai: GameAI, view: JSON, seat: int, seed: int, budget_s: float, iterations: int | None = None) -> str:
    """The strong level's move for ``seat`` from its ``view``: deterministic for ``seed`` and ``budget_s`` (or,
    when given, a number of ``iterations`` instead of a time budget)."""
    return search_with_effort(ai, view, seat, seed, budget_s, iterations)[0]


def search_with_effort(
    ai: GameAI, view: JSON, seat: int, seed: int, budget_s: float, iterations: int | None = None
) -> tuple[str, Effort]:
    """``search``'s move and the effort it took."""
    rng = random.Random(f"ai/{ai.game_id}/{seat}/{seed}/strong")
    if iterations is not None:
        budget: Budget = IterationBudget(max(1, iterations))
    else:
        budget = Budget(max(0.0, budget_s) * UNITS_PER_SECOND.get(ai.game_id, 900_000.0))
    effort = Effort()
    state = ai.determinize(view, seat, rng)
    costs = ai.costs(ai.outlook(state, seat)[0] if ai.search_kind == "flat" else state)
    budget.charge(costs["determinize"] + costs["candidates"])
    candidates = ai.candidates(state, seat, ai.tree_width, budget)
    if len(candidates) == 1:
        return candidates[0], effort
    if ai.search_kind == "flat":
        move, effort.iterations = _flat(ai, view, seat, candidates, rng, budget, costs)
        effort.units = budget.units
        return move, effort
    root = Node()
    while budget.left > 0 or effort.iterations < MIN_ITERATIONS:
        _iterate(ai, view, seat, root, rng, budget, costs)
        effort.iterations += 1
    effort.units = budget.units
    ranked = {move: index for index, move in enumerate(candidates)}
    best = max(
        (move for move in root.children if move in ranked),
        key=lambda move: (root.children[move].visits, -ranked[move]),
        default=candidates[0],
    )
    return best, effort
