"""A seat's own private view: the one way the bot reads what only one seat may know.

The engine says what the table may know in one public record (``Game.record``: ``LiveGame.public`` for a game,
``MoveOutcome.told`` for a move). Everything in ``bot/`` that is not a seat's own private view reads only that
record and the spectator view ``view(state, None)``. Code that answers one seat (its panel, its ``/play`` and
its autocomplete, its own hand, why it may not move) or acts for it (its AI, the move the bot plays when its time
runs out, its turn message, its deadline) reads that seat's hidden state, and only that seat's, inside
``private_to(seat)``. A scope is short and synchronous: it wraps the engine calls, never an ``await``, so no task
started meanwhile inherits it. ``tests/e2e/test_spectator_only.py`` plays whole games against an engine that
raises on a hidden read outside such a scope, or about another seat.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from games.contract import Game, SeatStatus

_SEAT: ContextVar[int | None] = ContextVar("private_seat", default=None)


@contextmanager
def private_to(seat: int) -> Iterator[None]:
    """Within it, engine reads of ``seat``'s hidden state (its view, its legal moves, its status) are that seat's
    own private view."""
    token = _SEAT.set(seat)
    try:
        yield
    finally:
        _SEAT.reset(token)


def private_seat() -> int | None:
    """The seat whose private view the code running now reads, if any."""
    return _SEAT.get()


def seat_status(engine: Game[Any], state: Any, seat: int) -> SeatStatus:
    """Where ``seat`` stands in the open decision (``Game.seat_status``), read as that seat's own."""
    with private_to(seat):
        return engine.seat_status(state, seat)


def awaits(engine: Game[Any], state: Any, seat: int) -> bool:
    """Whether the game awaits ``seat``'s input now, read as that seat's own."""
    return seat_status(engine, state, seat) is SeatStatus.AWAITED
