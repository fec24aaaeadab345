"""A committed move and how the channel hears of it, worked out once when the move is committed.

``Sessions.submit`` returns a ``MoveOutcome``; the move flow answers the player from it and the publisher posts
what ``heard`` says, so the spectator views that decide it are built once per move, not once per reader.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.live import LiveGame
from bot.private import awaits
from games.contract import Event, Game, Played, PublicMove, PublicRecord, Stage
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


def heard_of(before: PublicRecord, after: PublicRecord, unchanged: Callable[[], bool], finished: bool) -> Heard:
    """How the channel hears of a move from the public records ``before`` and ``after`` it (``after.move`` says
    what the table may know of the move); ``unchanged`` tells whether the spectator view stayed the same."""
    move = after.move
    assert move is not None, "the record of a move"
    if finished or move.closes_stage:
        # The end, or a move the game sums up (a round's results): the board, under the game's lines.
        return Heard.BOARD
    if move.text is not None:
        # One decision of a turn that goes on: a line; the picture comes when the turn passes, so a turn of five
        # decisions is one board (the engine says which open moves are such steps).
        return Heard.STEP if move.step else Heard.BOARD
    if unchanged():
        return Heard.QUIET
    # Progress only while the same secret choice goes on with fewer players left: a claim window's answers name
    # nobody, and a claim window closing into a claim is a new decision and a board.
    same_choice = before.stage is after.stage is Stage.CHOICE
    if same_choice and after.awaited and after.awaited < before.awaited:
        return Heard.PROGRESS
    return Heard.BOARD


def told_of(
    engine: Game[Any], before: Any, after: Any, seat: int, move: str, events: Sequence[Event], finished: bool
) -> tuple[PublicRecord, Heard]:
    """The public record after ``seat``'s ``move`` took state ``before`` to ``after`` (with what the table may know
    of the move), and how the channel hears of it."""
    told = engine.record(after, Played(before, seat, move, tuple(events)))

    def unchanged() -> bool:
        return not events and bool(engine.view(before, None) == engine.view(after, None))

    return told, heard_of(engine.record(before), told, unchanged, finished)


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
    events: Sequence[Event]
    # What the table may know of the game after the move, and of the move (``told.move``): all the channel's posts,
    # the scheduler and the history read of it.
    told: PublicRecord
    heard: Heard

    @classmethod
    def of(cls, before: LiveGame, after: LiveGame, seat: int, move: str, events: Sequence[Event]) -> MoveOutcome:
        """The outcome of ``move``, which took ``before`` to ``after``, with how the channel hears of it."""
        finished = after.result() is not None
        told, heard = told_of(before.engine, before.state, after.state, seat, move, events, finished)
        return cls(before, after, seat, before.seats[seat], move, tuple(events), told, heard)

    @property
    def public_move(self) -> str | None:
        """What spectators may see of the move; None while it is secret."""
        assert self.told.move is not None
        return self.told.move.text

    @property
    def told_move(self) -> PublicMove:
        assert self.told.move is not None
        return self.told.move

    @property
    def finished(self) -> bool:
        return self.game.result() is not None

    def decides_again(self) -> bool:
        """Whether the game, going on, awaits this move's author again (the next decision of their turn): the
        author's own private view."""
        return not self.finished and awaits(self.game.engine, self.game.state, self.seat)
