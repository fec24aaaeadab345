"""What the public record tells of one move, for tests that ask it move by move."""

from __future__ import annotations

from typing import Any

from games.contract import Game, Played, PublicMove


def told(game: Game[Any], state: Any, seat: int, move: str) -> PublicMove:
    """The public record's account of ``seat`` playing ``move`` in ``state`` (applied to a copy; ``state`` stays)."""
    after, events = game.apply(state, seat, move)
    public = game.record(after, Played(state, seat, move, tuple(events))).move
    assert public is not None
    return public
