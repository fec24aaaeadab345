"""Taking a move back: the move log's take-back entries and the game they leave.

A take-back is an entry of the move log like any move: its seat and the word ``UNDO`` (which no game accepts as a
move, ``tests/games/test_contract.py``), so the log keeps both the move and its take-back and replays stay exact.
It takes back the latest move of its seat that still stands. Whether it may is the engine's call
(``Game.check_take_back``: a move that revealed something hidden stands, and so does one others have played
after, unless they only made their own choices of the same simultaneous decision). The game it leaves is the one
the standing moves make without it: the state before it, with the moves played since played again, and numbered
as the next version (``Game.renumbered``), since a take-back is committed behind the version check like a move.

Everything here is pure: the bot plays its stored log through ``LogPlayer`` to take a move back, and the replay of a
game record does the same, so both reach the same state byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from games.contract import JSON, Event, Game, TakeBackRefused

# The move text of a take-back in the move log.
UNDO: Final = "undo"


def played_since(seats: Sequence[int]) -> TakeBackRefused:
    """The refusal of a move someone else has played after: it names the first of them."""
    return TakeBackRefused("played_since", seat=seats[0])


@dataclass(frozen=True)
class Standing:
    """A move of the log that stands: who played it, the state it was played on and the state it made."""

    seat: int
    move: str
    before: Any
    after: Any
    entry: int = 0  # its place in the log, from 1: the version the store recorded it at


@dataclass(frozen=True)
class TakenBack:
    """What a take-back took back: the move, the state it had been played on, and the game before the take-back."""

    seat: int
    move: str
    before: Any  # the state the move was played on
    previous: Any  # the game's state just before the take-back


class LogPlayer:
    """A game played from its seed through a move log whose entries may take moves back."""

    def __init__(self, game: Game[Any], players: int, options: Mapping[str, JSON], seed: int) -> None:
        self.game = game
        self.state: Any = game.new(players, options, seed)
        self.standing: list[Standing] = []
        self.entries = 0  # log entries played, take-backs included

    def play(self, seat: int, move: str) -> list[Event]:
        """Plays one entry of the log: a move (its events returned) or a take-back (no events)."""
        if move == UNDO:
            self.take_back(seat)
            return []
        after, events = self.game.apply(self.state, seat, move)
        self.entries += 1
        self.standing.append(Standing(seat, move, self.state, after, self.entries))
        self.state = after
        return events

    def last_of(self, seat: int) -> int | None:
        """The index in ``standing`` of ``seat``'s latest move that stands, if any."""
        return next((index for index in reversed(range(len(self.standing))) if self.standing[index].seat == seat), None)

    def check(self, seat: int) -> int:
        """The index of the move ``seat`` may take back now; raises ``IllegalMove`` saying why it may not."""
        if self.game.result(self.state) is not None:
            raise TakeBackRefused("game_over")
        index = self.last_of(seat)
        if index is None:
            raise TakeBackRefused("nothing")
        taken = self.standing[index]
        since = [later.seat for later in self.standing[index + 1 :]]
        self.game.check_take_back(taken.before, seat, taken.move, taken.after, self.state, since)
        return index

    def take_back(self, seat: int) -> TakenBack:
        """Takes back ``seat``'s latest standing move, or raises ``IllegalMove`` and changes nothing."""
        index = self.check(seat)
        taken, previous = self.standing[index], self.state
        # The moves played since (others' choices of the same decision) are played again without it. They were
        # legal with it and the engine allowed the take-back, which says they stay legal without it.
        rebuilt, state = self.standing[:index], taken.before
        for later in self.standing[index + 1 :]:
            after, _events = self.game.apply(state, later.seat, later.move)
            rebuilt.append(Standing(later.seat, later.move, state, after, later.entry))
            state = after
        self.standing = rebuilt
        self.entries += 1
        self.state = self.game.renumbered(state, self.game.version(previous) + 1)
        return TakenBack(seat, taken.move, taken.before, previous)


def played(
    game: Game[Any], players: int, options: Mapping[str, JSON], seed: int, log: Iterable[tuple[int, str]]
) -> Any:
    """The state a whole log (moves and take-backs) leaves; raises ``IllegalMove`` if an entry fails."""
    player = LogPlayer(game, players, options, seed)
    for seat, move in log:
        player.play(seat, move)
    return player.state


def seen_by_spectators(game: Game[Any], before: Any, after: Any) -> bool:
    """Whether a take-back that took the game from ``before`` to ``after`` changed what spectators see. One that did
    not (an answer to a claim window, whose very existence is secret) is told to nobody but its author."""
    return bool(game.view(before, None) != game.view(after, None))
