"""A committed move and how the channel hears of it, worked out once when the move is committed.

``Sessions.submit`` returns a ``MoveOutcome``; the move flow answers the player from it and the publisher posts
what ``heard`` says, so the spectator views that decide it are built once per move, not once per reader.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.live import LiveGame
from games.contract import Event, Game
from games.take_back import seen_by_spectators


class Heard(Enum):
    """How the channel hears of a move."""

    # A new board picture: an open move that passes the turn, one that changed the phase, the end.
    BOARD = "board"
    # One line naming an open move after which the same players still decide (take a first card).
    STEP = "step"
    # A short line that someone made their secret choice while others still choose, so a ten-player
    # half-day does not post ten pictures.
    PROGRESS = "progress"
    # Nothing public, because nothing public changed (an answer to a claim window that stays open: naming
    # its author would tell who was able to claim).
    QUIET = "quiet"


def heard_of(
    engine: Game[Any],
    before: Any,
    after: Any,
    seat: int,
    public_move: str | None,
    events: Sequence[Event],
    finished: bool,
) -> Heard:
    """How the channel hears of ``seat``'s move from state ``before`` to ``after``."""
    if finished or any(event.kind in engine.summarised_events for event in events):
        # The end, or a move the game sums up (a round's results): the board, under the game's lines.
        return Heard.BOARD
    awaited_before, awaited_after = engine.awaiting(before), engine.awaiting(after)
    public_before, public_after = engine.public_awaiting(before), engine.public_awaiting(after)
    if public_move is not None:
        # One decision of a turn that goes on: a line; the picture comes when the turn passes, so a turn of five
        # decisions is one board. Both the true and the public awaited players must stay the same: a discard
        # after which cards are turned from the stock and its author is again the only one able to claim must
        # show the board, or the line would tell the table that this player holds a claim.
        same = awaited_before == awaited_after and public_before == public_after
        return Heard.STEP if engine.steps_within_turn and seat in awaited_before and same else Heard.BOARD
    if not events and engine.view(before, None) == engine.view(after, None):
        return Heard.QUIET
    # Progress only while the same secret decision goes on with fewer players left: a claim window closing into
    # a claim also shrinks the public list (to the claimant), but that is a new decision and a board.
    if public_after and public_after < public_before and awaited_after < awaited_before:
        return Heard.PROGRESS
    return Heard.BOARD


def heard_of_take_back(engine: Game[Any], before: Any, after: Any) -> Heard:
    """How the channel hears of a take-back (``bot.take_backs``) from state ``before`` to ``after``: with the board
    when the spectator view changed, not at all when it did not (an answer to a claim window taken back: telling
    it would tell that someone had been able to answer)."""
    return Heard.BOARD if seen_by_spectators(engine, before, after) else Heard.QUIET


@dataclass(frozen=True)
class MoveOutcome:
    """A committed move: the game before and after, who played what, and how the channel hears of it."""

    before: LiveGame
    game: LiveGame
    seat: int
    user_id: int
    move: str
    public_move: str | None  # what spectators may see of the move; None while it is secret
    events: Sequence[Event]
    heard: Heard

    @classmethod
    def of(cls, before: LiveGame, after: LiveGame, seat: int, move: str, events: Sequence[Event]) -> MoveOutcome:
        """The outcome of ``move``, which took ``before`` to ``after``, with how the channel hears of it."""
        engine = before.engine
        public = engine.public_move(before.state, seat, move)
        heard = heard_of(engine, before.state, after.state, seat, public, events, after.result() is not None)
        return cls(before, after, seat, before.seats[seat], move, public, tuple(events), heard)

    @property
    def finished(self) -> bool:
        return self.game.result() is not None

    def decides_again(self) -> bool:
        """Whether the game, going on, awaits this move's author again (the next decision of their turn)."""
        return not self.finished and self.seat in self.game.engine.awaiting(self.game.state)
