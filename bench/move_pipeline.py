"""Times each stage of the move pipeline and prints p50/p99, with the CPU time a move costs the bot.

Plays random games of one game against a temporary SQLite database. The engine stages (load, validate, apply,
commit, render, encode) time the rules and the store alone; ``submit`` and ``announce`` are what the bot runs on
its event loop for every move: ``Sessions.submit`` (checks, apply, pace, commit, under the channel's lock), then
deciding how the channel hears of the move (board, line or nothing) and the lines the game adds above the board.

    python bench/move_pipeline.py [--game copenhagen] [--players 2] [--games 50]

Not run by CI: the figures depend on the machine and on what else it is doing.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from percentiles import percentile  # bench/ is on sys.path when a script runs

from bot.outcome import Heard, MoveOutcome
from bot.plugins import register_all as register_plugins
from bot.publisher.texts import move_headline
from bot.sessions import Sessions
from bot.store import SqliteStore
from bot.wording import summary_lines
from games import registry
from render.common import encode_png
from render.registry import renderer_for

STAGES = ("load", "validate", "apply", "commit", "render", "encode", "submit", "announce")


class Timings:
    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = defaultdict(list)
        self.summary = ""

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        yield
        self.samples[name].append((time.perf_counter() - start) * 1000)

    def report(self) -> None:
        print(f"{'stage':<10}{'n':>8}{'p50 ms':>10}{'p99 ms':>10}")
        for name in STAGES:
            values = sorted(self.samples[name])
            if not values:
                continue
            p50 = statistics.median(values)
            p99 = percentile(values, 0.99)
            print(f"{name:<10}{len(values):>8}{p50:>10.3f}{p99:>10.3f}")


async def run(game_id: str, players: int, games: int) -> None:
    registry.register_builtin()
    register_plugins()  # the games' words for the channel (bot.plugin_registry), as a running bot has them
    engine = registry.get(game_id)
    if engine is None:
        raise SystemExit(f"unknown game {game_id!r}; known: {', '.join(g.id for g in registry.all_games())}")
    renderer = renderer_for(game_id)
    timings = Timings()
    choices = random.Random(1)
    names = [f"Player {n + 1}" for n in range(players)]
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(Path(folder) / "bench.sqlite3")
        for number in range(games):
            lobby = await store.create_lobby(1, number, game_id, 0, names[0], {})
            for user in range(1, players):
                await store.add_lobby_member(lobby.id, user, names[user])
            seed = choices.getrandbits(53)
            record = await store.start_game(lobby.id, seed, engine.to_json(engine.new(players, {}, seed)))
            version = 0
            while True:
                with timings.stage("load"):
                    loaded = await store.game(record.id)
                    assert loaded is not None
                    state = engine.from_json(loaded.state)
                if engine.result(state) is not None:
                    break
                seat = choices.choice(sorted(engine.awaiting(state)))
                with timings.stage("validate"):
                    moves = engine.legal_moves(state, seat)
                move = choices.choice(moves)
                with timings.stage("apply"):
                    state, _events = engine.apply(state, seat, move)
                with timings.stage("commit"):
                    finished = engine.result(state) is not None
                    version = await store.record_move(
                        record.id, version, seat, seat, move, engine.to_json(state), finished
                    )
                with timings.stage("render"):
                    image = renderer.public(engine.view(state, None), names)
                with timings.stage("encode"):
                    png = encode_png(image, renderer.PALETTE)  # as render.registry.public_png
                timings.samples["png_kb"].append(len(png) / 1024)
        await store.close()
        await session_games(engine.id, players, games, Path(folder) / "sessions.sqlite3", timings, choices)
    print(f"{games} games of {engine.title} with {players} players")
    timings.report()
    sizes = timings.samples["png_kb"]
    print(timings.summary)
    print(f"board PNG: median {statistics.median(sizes):.1f} KB, largest {max(sizes):.1f} KB")


def heard(outcome: MoveOutcome) -> None:
    """What the bot works out after a commit before anything is posted: the player's answer, the post's kind,
    the game's lines above a board and the board's headline."""
    if outcome.heard is Heard.BOARD:
        move_headline(outcome, summary_lines(outcome, None), None)


async def session_games(
    game_id: str, players: int, games: int, path: Path, timings: Timings, choices: random.Random
) -> None:
    """The same number of games through ``Sessions.submit``, as a player's move reaches it."""
    store = await SqliteStore.open(path)
    sessions = Sessions(store)
    moves = 0
    cpu = time.process_time()
    for channel in range(games):
        await sessions.open_lobby(1, channel, game_id, 0, "Player 1")
        for user in range(1, players):
            await sessions.join(channel, user, f"Player {user + 1}")
        live = await sessions.start(channel, 0)
        while live.result() is None:
            seat = choices.choice(sorted(live.engine.awaiting(live.state)))
            move = choices.choice(live.engine.legal_moves(live.state, seat))
            with timings.stage("submit"):
                outcome = await sessions.submit(channel, live.seats[seat], move)
            with timings.stage("announce"):
                heard(outcome)
            live = outcome.game
            moves += 1
    cpu = time.process_time() - cpu
    await store.close()
    submit = statistics.mean(timings.samples["submit"])
    announce = statistics.mean(timings.samples["announce"])
    timings.summary = (
        f"bot per move: submit {submit:.3f} ms + announce {announce:.3f} ms (means); "
        f"CPU {cpu / moves * 1000:.3f} ms per move over {moves} moves (all threads)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="copenhagen")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=50)
    args = parser.parse_args()
    asyncio.run(run(args.game, args.players, args.games))


if __name__ == "__main__":
    main()
