"""Seeded games between AI levels: win rates (95% Wilson intervals), mean scores, decision times.

Each game seats the levels given in ``--seats`` (rotated from game to game so every level plays every seat) and
plays it to the end; a player of level ``random`` chooses uniformly among its legal moves. Every decision of
``easy`` and ``strong`` goes through ``games.ai.choose_move`` with the seat's view only, as the bot does.

The level ``oracle`` exists here only, as a measure of how much the hidden information is worth: the strong
search at the same effort, whose every "sampled" state is the true current state (the other hands, the stock's
order, the next deals' seed, answers already given in a simultaneous window). It is never reachable from
``games.ai.choose_move`` or the bot; its win rate against easy bounds what any honest player could reach with
that search. (Its play-outs still play the others with the easy policy and its own random draws, so it knows the
cards, not the easy players' exact choices.) ``oracle_hands`` (Four Color Cards only) splits that worth: it sees
every hand and answer but not the stock's order nor the next deals, which each of its samples shuffles anew.

    python bench/ai_arena.py --game copenhagen --seats easy,random --games 200
    python bench/ai_arena.py --game four_color_cards --seats strong,easy --games 100 --budget 0.2 --workers 2
    python bench/ai_arena.py --game troyes_dice --seats strong --games 20 --budget 0.2   # solo: mean score
    python bench/ai_arena.py --game copenhagen --seats strong,easy --games 40 --iterations 200
    python bench/ai_arena.py --game four_color_cards --seats oracle,easy --games 100 --budget 0.2 --workers 2

The strong level's effort is a number of work units derived from ``--budget`` (seconds per decision), or with
``--iterations`` a fixed number of search iterations per decision (tree descents, or play-outs for a flat search):
strength experiments then compare heuristics at equal search effort, whatever each step costs. Both are
independent of the machine's load, so seeded runs compare; only the times printed depend on it.

The times printed show how close a decision comes to its budget on this machine: wall-clock time, and the
process's CPU time (what the decision itself cost, without the time other processes on a shared machine took).
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import statistics
import sys
import time
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.ai import choose_move, game_ai
from games.ai.search import search_with_effort
from games.ai_contract import GameAI, Meter
from games.contract import JSON, Game
from games.registry import get, register_builtin

LEVELS = ("random", "easy", "strong", "oracle", "oracle_hands")
SEARCHED = ("strong", "oracle", "oracle_hands")
# Where ``oracle_hands`` finds the unseen draw pile in a game's state.
STOCK = {"four_color_cards": "stock"}


class Oracle:
    """A game's AI whose determinization is the true state: the strong search with perfect information.

    Everything else is the game's own AI (candidates, policies, evaluation, costs), so the search spends the
    same work units as the strong level's; only what it searches over differs. With ``hide_stock`` each sample
    keeps every hand but shuffles the stock and draws a new seed for the next deals, as a player who saw every
    hand but not the future would sample."""

    def __init__(self, ai: GameAI, state: Any, hide_stock: bool = False) -> None:
        self.ai = ai
        self.state = state
        self.hide_stock = hide_stock
        self.game_id = ai.game_id
        self.engine: Game[Any] = ai.engine
        self.rollout_moves = ai.rollout_moves
        self.tree_width = ai.tree_width
        self.others_matter = ai.others_matter
        self.search_kind = ai.search_kind

    def determinize(self, view: JSON, seat: int, rng: random.Random) -> Any:
        # A copy each time: the search only reads and ``apply_quiet`` clones, but the game's state must stay
        # out of reach whatever a policy does.
        clone = getattr(self.state, "clone", None)
        state = clone() if clone is not None else copy.deepcopy(self.state)
        if self.hide_stock:
            rng.shuffle(getattr(state, STOCK[self.game_id]))
            state.seed = rng.getrandbits(32)
        return state

    def costs(self, state: Any) -> Mapping[str, float]:
        return self.ai.costs(state)

    def easy(self, view: JSON, seat: int, state: Any, rng: random.Random) -> str:
        return self.ai.easy(view, seat, state, rng)

    def policy(self, state: Any, seat: int, rng: random.Random, meter: Meter | None = None) -> str:
        return self.ai.policy(state, seat, rng, meter)

    def candidates(self, state: Any, seat: int, limit: int, meter: Meter | None = None) -> list[str]:
        return self.ai.candidates(state, seat, limit, meter)

    def idle_move(self, state: Any, seat: int) -> str:
        return self.ai.idle_move(state, seat)

    def outlook(self, state: Any, seat: int) -> tuple[Any, int]:
        return self.ai.outlook(state, seat)

    def evaluate(self, state: Any, seat: int) -> float:
        return self.ai.evaluate(state, seat)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_game(
    game_id: str, levels: list[str], seed: int, budget: float, iterations: int | None = None
) -> dict[str, Any]:
    """One game; the levels by seat. Returns places, scores and each level's decision times."""
    register_builtin()
    engine = get(game_id)
    assert engine is not None
    state = engine.new(len(levels), {}, seed)
    rng = random.Random(f"arena/{seed}")
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    # The searching levels' work units and iterations per searched decision.
    effort: dict[str, list[tuple[float, int]]] = {level: [] for level in SEARCHED}
    decisions = 0
    while engine.result(state) is None:
        awaited = sorted(engine.awaiting(state))
        seat = awaited[0]
        level = levels[seat]
        if level == "random":
            move = rng.choice(engine.legal_moves(state, seat))
        else:
            view = engine.view(state, seat)
            started = time.perf_counter()
            started_cpu = time.process_time()
            ai_seed = seed * 100_003 + decisions
            if level in SEARCHED:
                ai: GameAI = game_ai(game_id)
                if level != "strong":
                    ai = Oracle(ai, state, hide_stock=level == "oracle_hands")
                move, spent = search_with_effort(ai, view, seat, ai_seed, budget, iterations)
                if spent.iterations:
                    effort[level].append((spent.units, spent.iterations))
            else:
                move = choose_move(game_id, view, seat, level, ai_seed, budget)
            times[level].append(time.perf_counter() - started)
            cpu[level].append(time.process_time() - started_cpu)
        state, _events = engine.apply(state, seat, move)
        decisions += 1
    result = engine.result(state)
    assert result is not None
    return {
        "levels": levels,
        "places": list(result.places),
        "scores": list(result.scores),
        "times": times,
        "cpu": cpu,
        "effort": effort,
    }


def run(
    game_id: str, seats: list[str], games: int, budget: float, workers: int, first_seed: int, iterations: int | None
) -> None:
    jobs = []
    for g in range(games):
        shift = g % len(seats)
        levels = seats[shift:] + seats[:shift]  # every level takes every seat in turn
        jobs.append((game_id, levels, first_seed + g, budget, iterations))
    started = time.perf_counter()
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            outcomes = list(pool.map(_play, jobs))
    else:
        outcomes = [_play(job) for job in jobs]
    elapsed = time.perf_counter() - started
    report(game_id, seats, outcomes, budget, elapsed, iterations)


def _play(job: tuple[str, list[str], int, float, int | None]) -> dict[str, Any]:
    return play_game(*job)


def report(
    game_id: str,
    seats: list[str],
    outcomes: list[dict[str, Any]],
    budget: float,
    elapsed: float,
    iterations: int | None = None,
) -> None:
    levels = sorted(set(seats), key=LEVELS.index)
    effort = f"{iterations} iterations" if iterations is not None else f"budget {budget:g} s"
    print(f"{game_id}: {len(outcomes)} games, seats {','.join(seats)}, {effort} a decision, {elapsed:.0f} s wall")
    for level in levels:
        wins = 0.0
        seats_played = 0
        scores: list[int] = []
        times: list[float] = []
        cpu: list[float] = []
        for outcome in outcomes:
            winners = [k for k, place in enumerate(outcome["places"]) if place == 1]
            for seat, seated in enumerate(outcome["levels"]):
                if seated != level:
                    continue
                seats_played += 1
                scores.append(outcome["scores"][seat])
                if seat in winners:
                    wins += 1 / len(winners)  # a shared first place counts as a share of a win
            times.extend(outcome["times"].get(level, []))
            cpu.extend(outcome["cpu"].get(level, []))
        low, high = wilson(wins, seats_played)
        line = (
            f"  {level:<12} seats {seats_played:4d}  wins {wins:6.1f} = {wins / max(1, seats_played):6.1%}"
            f"  [95% {low:5.1%}, {high:5.1%}]  mean score {statistics.fmean(scores):7.2f}"
        )
        if times:
            line += f"  decision p50/p99 {_percentiles(times)} (cpu {_percentiles(cpu)}, n={len(times)})"
        print(line)
    for level in SEARCHED:
        spent = [entry for outcome in outcomes for entry in outcome["effort"][level]]
        if spent:
            units = [u for u, _i in spent]
            done = [i for _u, i in spent]
            print(
                f"  {level} searched {len(spent)} decisions: iterations p50 {sorted(done)[len(done) // 2]}"
                f" (min {min(done)}), work units p50 {sorted(units)[len(units) // 2]:,.0f}"
            )


def _percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p50 = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"{p50 * 1000:.1f}/{p99 * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=("copenhagen", "troyes_dice", "four_color_cards"))
    parser.add_argument("--seats", default="easy,random", help="levels by seat: " + ", ".join(LEVELS))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--budget", type=float, default=0.2, help="seconds per strong or oracle decision")
    parser.add_argument("--iterations", type=int, default=None, help="search iterations per searched decision instead")
    parser.add_argument("--workers", type=int, default=1, help="processes (at most 2 on a shared machine)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seats = args.seats.split(",")
    unknown = [level for level in seats if level not in LEVELS]
    if unknown:
        parser.error(f"unknown levels {unknown}")
    if "oracle_hands" in seats and args.game not in STOCK:
        parser.error(f"oracle_hands needs to know where {args.game}'s stock is (STOCK)")
    run(args.game, seats, args.games, args.budget, max(1, min(args.workers, 2)), args.seed, args.iterations)


if __name__ == "__main__":
    main()
