"""An engine that lets the bot read hidden state only inside a seat's own private view (``bot.private``).

``watched(engine)`` wraps a registered engine: the public record, the spectator view, applying a move, the result,
serialisation and the game's data pass through; a read of one seat's hidden state (its view, its legal moves, its
status, a preview, its safe move, a label worked out from its state) passes only inside ``private_to`` that same
seat, and ``awaiting`` (every seat at once, the secret of a claim window) never does. Anything else raises
``HiddenRead``, which fails the test that set it up.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from bot.private import private_seat
from games import registry
from games.contract import JSON, Event, Game, Played, PublicRecord, Result, SeatStatus


class HiddenRead(AssertionError):
    """Generic bot code read what only one seat, or nobody, may see."""


# The game's data, copied onto the wrapper's class: the base class's defaults would hide them from ``__getattr__``.
_DATA = (
    "id",
    "title",
    "min_players",
    "max_players",
    "MESSAGES",
    "LABELS",
    "TERMS",
    "OPTIONS",
    "steps_within_turn",
    "summarised_events",
)


class Watched(Game[Any]):
    def __init__(self, inner: Game[Any], reads: list[str]) -> None:
        self.inner = inner
        self.reads = reads  # every hidden read refused, for the test to show

    def _own(self, method: str, seat: int | None) -> None:
        scope = private_seat()
        if seat is None or scope != seat:
            where = "outside a private view" if scope is None else f"inside seat {scope}'s private view"
            self.reads.append(f"{self.inner.id}.{method}(seat {seat}) {where}")
            raise HiddenRead(self.reads[-1])

    # Hidden: one seat's own.

    def awaiting(self, state: Any) -> frozenset[int]:
        self._own("awaiting", None)
        raise AssertionError("unreachable")

    def legal_moves(self, state: Any, seat: int) -> list[str]:
        self._own("legal_moves", seat)
        return self.inner.legal_moves(state, seat)

    def view(self, state: Any, seat: int | None) -> JSON:
        if seat is not None:
            self._own("view", seat)
        return self.inner.view(state, seat)

    def seat_status(self, state: Any, seat: int) -> SeatStatus:
        self._own("seat_status", seat)
        return self.inner.seat_status(state, seat)

    def preview(self, state: Any, seat: int, move: str) -> JSON | None:
        self._own("preview", seat)
        return self.inner.preview(state, seat, move)

    def safe_move(self, state: Any, seat: int) -> str:
        self._own("safe_move", seat)
        return self.inner.safe_move(state, seat)

    def move_label(self, state: Any, seat: int, move: str) -> str:
        self._own("move_label", seat)
        return self.inner.move_label(state, seat, move)

    def apply_quiet(self, state: Any, seat: int, move: str) -> Any:
        self._own("apply_quiet", seat)
        return self.inner.apply_quiet(state, seat, move)

    # Public, or the engine's own business.

    def record(self, state: Any, played: Played[Any] | None = None) -> PublicRecord:
        return self.inner.record(state, played)

    def apply(self, state: Any, seat: int, move: str) -> tuple[Any, list[Event]]:
        return self.inner.apply(state, seat, move)

    def new(self, players: int, options: Mapping[str, JSON], seed: int) -> Any:
        return self.inner.new(players, options, seed)

    def result(self, state: Any) -> Result | None:
        return self.inner.result(state)

    def to_json(self, state: Any) -> JSON:
        return self.inner.to_json(state)

    def from_json(self, data: JSON) -> Any:
        return self.inner.from_json(data)

    def default_options(self) -> dict[str, JSON]:
        return self.inner.default_options()

    def validate_options(self, options: Mapping[str, JSON]) -> dict[str, JSON]:
        return self.inner.validate_options(options)

    def version(self, state: Any) -> int:
        return self.inner.version(state)

    def renumbered(self, state: Any, version: int) -> Any:
        return self.inner.renumbered(state, version)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def watched(engine: Game[Any], reads: list[str]) -> Watched:
    """``engine`` behind the wrapper, on a class of its own that carries the game's data, and its take-back rule
    only if the game has one (the bot tells a game with take-backs by its overriding ``check_take_back``)."""
    namespace: dict[str, Any] = {name: getattr(engine, name) for name in _DATA}
    if type(engine).check_take_back is not Game.check_take_back:

        def check_take_back(
            self: Watched, before: Any, seat: int, move: str, after: Any, now: Any, since: Sequence[int]
        ) -> None:
            self.inner.check_take_back(before, seat, move, after, now, since)

        namespace["check_take_back"] = check_take_back
    return type(f"Watched_{engine.id}", (Watched,), namespace)(engine, reads)


@contextmanager
def spectator_only() -> Iterator[list[str]]:
    """Every game behind the wrapper while it lasts, those registered already and those the bot registers when it
    starts (the games started meanwhile load their engine from the registry); yields the list of hidden reads
    refused."""
    reads: list[str] = []
    plain = registry.register
    games = {game.id: game for game in registry.all_games()}

    def register(game: Game[Any]) -> None:
        plain(game if isinstance(game, Watched) else watched(game, reads))

    registry.register = register  # type: ignore[assignment]
    try:
        for game in games.values():
            register(game)
        yield reads
    finally:
        registry.register = plain  # type: ignore[assignment]
        for game in registry.all_games():
            plain(inner(game))
        for game in games.values():
            plain(game)


def inner(engine: Game[Any]) -> Game[Any]:
    """The engine behind the wrapper, for the test's own driving (whom the game awaits)."""
    return engine.inner if isinstance(engine, Watched) else engine
