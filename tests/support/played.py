"""Whole games played with seeded random legal moves, stored as the bot stores them (a game record and its move
log), for the tests of replays and exports."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bot.live import LiveGame
from bot.pace.model import GamePace
from bot.pace.settings import PaceSettings
from bot.records import GameRecord, MoveRecord
from games import registry
from games.contract import JSON, Game

STARTED_AT = 1_767_225_600.0  # 2026-01-01 00:00 UTC
NAMES = ("Alice", "Bob", "Chen Jing 陈静", "Dagny", "Émile", "Fyodor", "Greta", "Hiro", "Ines", "Jun")


@dataclass(frozen=True)
class Played:
    engine: Game[Any]
    record: GameRecord  # as the store keeps it once the game is over: the final snapshot, status finished
    moves: list[MoveRecord]
    states: list[Any]  # the state after each version: states[0] is the fresh game

    def live(self, pace: GamePace | None = None) -> LiveGame:
        players = len(self.record.seats)
        return LiveGame(self.record, self.engine, self.states[-1], pace or GamePace.fresh(PaceSettings(), players))


def play(
    game_id: str,
    players: int,
    seed: int,
    options: dict[str, JSON] | None = None,
    *,
    seats: tuple[int, ...] | None = None,
    stop_after: int | None = None,
) -> Played:
    """A game of ``players`` played to its end (or ``stop_after`` moves) by seeded random legal moves of whoever is
    awaited; ``seats``: the user id of each seat (people 100, 101... by default)."""
    engine = registry.get(game_id)
    assert engine is not None, game_id
    chosen = engine.validate_options(options or {})
    rng = random.Random(seed)
    state = engine.new(players, chosen, seed)
    states = [state]
    moves: list[MoveRecord] = []
    while engine.result(state) is None and (stop_after is None or len(moves) < stop_after):
        seat = rng.choice(sorted(engine.awaiting(state)))
        move = rng.choice(engine.legal_moves(state, seat))
        state, _events = engine.apply(state, seat, move)
        states.append(state)
        moves.append(MoveRecord(engine.version(state), seat, 100 + seat, move, STARTED_AT + 30.0 * len(moves)))
    users = seats if seats is not None else tuple(100 + seat for seat in range(players))
    status = "finished" if engine.result(state) is not None else "active"
    record = GameRecord(
        id=seed,
        guild_id=1,
        channel_id=2,
        game_type=game_id,
        options=chosen,
        seed=seed,
        host_id=users[0],
        status=status,
        version=engine.version(state),
        state=engine.to_json(state),
        seats=users,
        names=NAMES[:players],
    )
    return Played(engine, record, moves, states)
