"""``/game export``: a finished game's record as a JSON file (``games.replay.game_record`` writes its layout).

Seats are given by name only (no Discord ids: the file may travel), AI seats by their name in the asker's language
and their level. Only finished games are exported: the seed rebuilds the whole deal, hidden cards included.
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from datetime import UTC, datetime

import discord

from bot.ai_seats import display_names, levels
from bot.live import LiveGame
from bot.records import MoveRecord
from games.replay import RecordedMove, RecordedSeat, game_record


def record_of(live: LiveGame, moves: Sequence[MoveRecord], locale: str | None) -> dict[str, object]:
    """The game's record; ``live`` must be finished."""
    result = live.result()
    if result is None:
        raise ValueError(f"game {live.id} is not finished")
    names = display_names(live.seats, live.record.names, locale)
    seats = [
        RecordedSeat(name, level.value if level is not None else None)
        for name, level in zip(names, levels(live.seats), strict=True)
    ]
    logged = [RecordedMove(move.version, move.seat, move.move, moment(move.created_at)) for move in moves]
    record = live.record
    return game_record(live.engine.id, live.id, record.options, record.seed, seats, logged, live.pace.resigned, result)


def moment(timestamp: float) -> str:
    """A time as ISO 8601 in UTC, to the millisecond."""
    return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="milliseconds")


def export_file(live: LiveGame, moves: Sequence[MoveRecord], locale: str | None) -> discord.File:
    text = json.dumps(record_of(live, moves, locale), ensure_ascii=False, indent=1)
    return discord.File(io.BytesIO(text.encode()), filename=f"{live.engine.id}-game-{live.id}.json")
