"""A game as the bot holds it in memory: its record, its engine, its engine state and its pace."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.pace.model import GamePace
from bot.records import GameRecord
from games.contract import Game, PublicRecord, Result
from games.resignation import with_resignations


@dataclass
class LiveGame:
    record: GameRecord
    engine: Game[Any]
    state: Any
    pace: GamePace = field(default_factory=GamePace)
    # Per seat, the decision its latest move answered (``PublicRecord.decision``) and that move, as this process
    # played it: a second press on the same panel is told its move is in (``bot.moves.still_deciding``).
    answered: dict[int, tuple[str, str]] = field(default_factory=dict)
    _public: PublicRecord | None = field(default=None, init=False, repr=False, compare=False)
    _public_of: Any = field(default=None, init=False, repr=False, compare=False)
    # The state and its spectator view, once asked for (``public_view``); never copied by ``replace``.
    _spectator: tuple[Any, Any] | None = field(default=None, init=False, repr=False, compare=False)

    def public_view(self) -> Any:
        """What a spectator sees of the state, ``engine.view(state, None)``, worked out once per state: a move's
        board picture, its title and its lines each read it. Its readers never change it."""
        known = self._spectator
        if known is None or known[0] is not self.state:
            known = self._spectator = (self.state, self.engine.view(self.state, None))
        return known[1]

    @property
    def version(self) -> int:
        """The game's version, as the engine counts it (the store checks each commit against it)."""
        return self.engine.version(self.state)

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def seats(self) -> tuple[int, ...]:
        return self.record.seats

    @property
    def public(self) -> PublicRecord:
        """What the table may know of the game now (``Game.record``): all that the bot's generic code reads of it,
        beside the spectator view."""
        if self._public is None or self._public_of is not self.state:
            self._public, self._public_of = self.engine.record(self.state), self.state
        return self._public

    def announced_users(self) -> list[int]:
        """The players the public board names as the ones to act (never more than the game lets show)."""
        return [self.seats[seat] for seat in sorted(self.public.awaited)]

    def result(self) -> Result | None:
        """The outcome, resigners placed last; also set once resignations leave fewer than two players."""
        ai = [seat for seat in range(len(self.seats)) if self.pace.ai_level(seat) is not None]
        return with_resignations(self.engine.result(self.state), self.pace.resigned, len(self.seats), ai)
