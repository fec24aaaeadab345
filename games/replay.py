"""Rebuilding a game from its seed and move log, and the exported record of a finished game.

``replay`` is the check that a stored snapshot is what the moves say. A *game record* is the JSON file that
``/game export`` gives (``game_record`` writes it): the game, its table options, its seed, its seats by name, every
move with its seat and time (a take-back is an entry of its own: ``games.take_back``), the seats that resigned and
the result. ``rebuild`` plays such a record again with the
engine, and ``python -m games.replay FILE`` prints what it rebuilt and whether the result is the recorded one.
Everything here but ``main`` is pure.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games import registry
from games.contract import JSON, Game, IllegalMove, Result
from games.resignation import with_resignations
from games.take_back import played

# The kind of file a game record is, and the version of its layout (raised when a field changes meaning).
RECORD_FORMAT = "board-game-bot/game-record"
RECORD_VERSION = 1


def replay(
    game: Game[Any], players: int, options: Mapping[str, JSON], seed: int, moves: Iterable[tuple[int, str]]
) -> Any:
    """The state after playing ``moves`` (seat, move text) from a fresh game, take-backs (``games.take_back.UNDO``)
    included; raises IllegalMove if one fails."""
    return played(game, players, options, seed, moves)


@dataclass(frozen=True)
class RecordedSeat:
    name: str
    ai: str | None = None  # the AI level playing the seat ("easy", "strong"); None for a person


@dataclass(frozen=True)
class RecordedMove:
    version: int  # the game's version after the move: 1, 2, 3...
    seat: int
    move: str
    at: str  # when it was played, ISO 8601 in UTC


def game_record(
    game_id: str,
    number: int,
    options: Mapping[str, JSON],
    seed: int,
    seats: Sequence[RecordedSeat],
    moves: Sequence[RecordedMove],
    resigned: Iterable[int],
    result: Result,
) -> dict[str, JSON]:
    """A finished game's record as JSON data (``json.dumps`` it to write the file)."""
    return {
        "format": RECORD_FORMAT,
        "format_version": RECORD_VERSION,
        "game": game_id,
        "number": number,
        "options": dict(options),
        "seed": seed,
        "seats": [{"seat": index, "name": seat.name, "ai": seat.ai} for index, seat in enumerate(seats)],
        "moves": [{"version": m.version, "seat": m.seat, "move": m.move, "at": m.at} for m in moves],
        "resigned": sorted(resigned),
        "result": {"places": list(result.places), "scores": list(result.scores)},
    }


class BadRecord(ValueError):
    """A file that is not a game record this code can rebuild; the message says what is wrong."""


@dataclass(frozen=True)
class Rebuilt:
    """A game played again from its record."""

    engine: Game[Any]
    state: Any
    names: tuple[str, ...]
    # The standings the rebuilt game gives (resigners last), None if the moves do not reach the end.
    result: Result | None
    # The standings the record says the game ended with.
    recorded: Result

    @property
    def matches(self) -> bool:
        """Whether the rebuilt standings are the recorded ones (places and scores)."""
        return self.result is not None and (self.result.places, self.result.scores) == (
            self.recorded.places,
            self.recorded.scores,
        )


def _field(data: Mapping[str, JSON], name: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise BadRecord(f"the record's {name!r} is missing or not a {getattr(kind, '__name__', kind)}")
    return value


def _entry(item: JSON) -> Mapping[str, JSON]:
    if not isinstance(item, dict):
        raise BadRecord(f"a move of the record is not an object: {str(item)[:40]!r}")
    return item


def _seat(data: Mapping[str, JSON], name: str, seats: int) -> int:
    seat: int = _field(data, name, int)
    if not 0 <= seat < seats:
        raise BadRecord(f"the record's {name!r} names seat {seat}, and the game has {seats} seats")
    return seat


def rebuild(data: JSON) -> Rebuilt:
    """Plays a game record's moves again from its seed; ``BadRecord`` if the record is not one or a move fails."""
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise BadRecord(f"not a game record (its 'format' is not {RECORD_FORMAT!r})")
    if data.get("format_version") != RECORD_VERSION:
        raise BadRecord(f"a game record of format version {data.get('format_version')!r}, not {RECORD_VERSION}")
    if not registry.all_games():
        registry.register_builtin()
    game_id = _field(data, "game", str)
    engine = registry.get(game_id)
    if engine is None:
        raise BadRecord(f"no game called {game_id!r}")
    seats = _field(data, "seats", list)
    names = tuple(str(seat.get("name", "?")) if isinstance(seat, dict) else "?" for seat in seats)
    ai = [index for index, seat in enumerate(seats) if isinstance(seat, dict) and seat.get("ai")]
    moves = [
        (_seat(_entry(move), "seat", len(seats)), _field(_entry(move), "move", str))
        for move in _field(data, "moves", list)
    ]
    try:
        state = replay(engine, len(seats), _field(data, "options", dict), _field(data, "seed", int), moves)
    except IllegalMove as error:
        raise BadRecord(f"a move of the record is not legal: {error}") from None
    except (ValueError, TypeError, KeyError, IndexError) as error:
        raise BadRecord(f"the record cannot be played again: {error}") from None
    resigned = [_seat({"resigned": seat}, "resigned", len(seats)) for seat in _field(data, "resigned", list)]
    recorded = _field(data, "result", dict)
    places, scores = _field(recorded, "places", list), _field(recorded, "scores", list)
    result = with_resignations(engine.result(state), resigned, len(seats), ai)
    return Rebuilt(engine, state, names, result, Result(tuple(places), tuple(scores)))


def standings_lines(rebuilt: Rebuilt) -> list[str]:
    """The rebuilt game's standings, one seat a line, best place first."""
    result = rebuilt.result
    if result is None:
        return ["The moves do not reach the end of the game."]
    order = sorted(range(len(rebuilt.names)), key=lambda seat: (result.places[seat], seat))
    return [f"{result.places[seat]}. {rebuilt.names[seat]}: {result.scores[seat]}" for seat in order]


def main(argv: Sequence[str]) -> int:
    """``python -m games.replay FILE``: rebuilds the game and prints its standings; exit status 0 when they are the
    recorded ones, 1 when they differ, 2 when the file cannot be read as a game record."""
    if len(argv) != 1:
        print("usage: python -m games.replay GAME_RECORD.json", file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as file:
            data = json.load(file)
        rebuilt = rebuild(data)
    except (OSError, json.JSONDecodeError, BadRecord) as error:
        print(f"{argv[0]}: {error}", file=sys.stderr)
        return 2
    engine = rebuilt.engine
    print(f"{engine.title}: {len(data['moves'])} moves played again, version {engine.version(rebuilt.state)}.")
    print("\n".join(standings_lines(rebuilt)))
    if rebuilt.matches:
        print("This is the result the record gives.")
        return 0
    print("This is NOT the result the record gives:", data["result"])
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
