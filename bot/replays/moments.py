"""The moments a channel saw a game's board, rebuilt from its move log.

The publisher posts a board for the opening and for every move the channel hears of as a board
(``bot.outcome.told_of``: a move that passes the turn or changes the phase, the end); a step of a turn that goes on
is a line, a secret choice a progress line, an answer to a claim window nothing at all. Replaying the log from the
seed and asking ``told_of`` of each move gives the same versions, and the spectator view at each: a replay drawn
from these shows what the table saw, never a hand or a secret choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.outcome import Heard, heard_of_take_back, told_of
from bot.records import GameRecord, MoveRecord
from games.contract import JSON, Game
from games.take_back import UNDO, LogPlayer


@dataclass(frozen=True)
class Moment:
    """A board the channel saw: the game's version, its spectator view, and whether it was the final picture."""

    version: int
    view: JSON
    final: bool = False


def board_moments(engine: Game[Any], record: GameRecord, moves: Sequence[MoveRecord], finished: bool) -> list[Moment]:
    """Every board the channel saw of the game, in order; the last one the final picture when ``finished``.

    Raises ``IllegalMove`` if the log does not replay, which would mean a damaged store.
    """
    player = LogPlayer(engine, len(record.seats), record.options, record.seed)
    state = player.state
    moments = [Moment(engine.version(state), engine.view(state, None))]
    for move in moves:
        if move.move == UNDO:  # a take-back (``bot.take_backs``): the board again, unless nothing public changed
            player.play(move.seat, move.move)
            heard = heard_of_take_back(engine, state, player.state)
        else:
            events = player.play(move.seat, move.move)
            over = engine.result(player.state) is not None
            _, heard = told_of(engine, state, player.state, move.seat, move.move, events, over)
        after = player.state
        if heard is Heard.BOARD:
            moments.append(Moment(engine.version(after), engine.view(after, None)))
        state = after
    if finished:
        # The end is always a board, drawn as the final picture; a game ended by resignations ends between moves,
        # on the state the last move left.
        last = engine.version(state)
        if moments[-1].version == last:
            moments[-1] = replace(moments[-1], final=True)
        else:
            moments.append(Moment(last, engine.view(state, None), final=True))
    return moments


def as_drawn(moments: Sequence[Moment]) -> list[tuple[JSON, bool]]:
    """The moments as the drawing worker takes them: (spectator view, final picture) pairs, plain data."""
    return [(moment.view, moment.final) for moment in moments]
