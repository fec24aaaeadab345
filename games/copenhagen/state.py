"""The Copenhagen game state: plain data that round-trips exactly through JSON.

Hands are card counts per colour (cards of one colour are identical). The deck lists cards from the top
(index 0) to the bottom. Facades use the compact encoding described in ``facade``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from games.contract import JSON, copy_json

# Phases: whose decision is pending and of what kind.
START = "start"  # the current player takes a first card or builds
SECOND = "second"  # the second card of a take
DISCARD = "discard"  # over the hand limit: discard one card
AFTER_TAKE = "after_take"  # cards taken; Additional card and/or Both actions may follow
BUILD = "build"  # the Both actions placement step (building is optional)
PAY = "pay"  # a placement chosen; choose how to pay (abilities involved)
COAT = "coat"  # a coat-of-arms action to resolve
OVER = "over"


@dataclass
class CopenhagenState:
    players: int
    seed: int
    deck: list[str]
    harbour: list[str | None]
    hands: list[dict[str, int]]
    facades: list[str]
    tiles: list[list[dict[str, Any]]]  # per seat, the tiles placed in order (tile, colour, cells, ...)
    supply: dict[str, int]
    abilities: list[dict[str, bool]]  # per seat, owned ability -> active (True) or used (False)
    scores: list[int]
    discard: list[str] = field(default_factory=list)  # face-up pile, last = top
    end_card_in_deck: bool = False
    reshuffles: int = 0
    current: int = 0
    phase: str = START
    turn: int = 1  # counts player turns from 1
    version: int = 0
    # Partial-turn information for the current player.
    taken: list[int] = field(default_factory=list)  # harbour slots (0-based) taken this turn, in order
    extra_taken: bool = False
    both_started: bool = False
    resume: str = ""  # the phase to return to after a discard or a cancelled payment
    pending: dict[str, Any] | None = None  # the chosen placement awaiting payment: tile, orientation, anchor
    coats: int = 0  # coat-of-arms actions still to resolve
    last_tile: dict[str, Any] | None = None  # seat and index into tiles[seat]
    end_reason: str = ""  # "points" or "end_card" once over
    winner: int | None = None  # the seat that reached the winning score

    def clone(self) -> CopenhagenState:
        """A copy safe to modify: containers copied, immutable leaves (strings, tile records) shared."""
        return CopenhagenState(
            players=self.players,
            seed=self.seed,
            deck=list(self.deck),
            harbour=list(self.harbour),
            hands=[dict(hand) for hand in self.hands],
            facades=list(self.facades),
            tiles=[list(placed) for placed in self.tiles],
            supply=dict(self.supply),
            abilities=[dict(owned) for owned in self.abilities],
            scores=list(self.scores),
            discard=list(self.discard),
            end_card_in_deck=self.end_card_in_deck,
            reshuffles=self.reshuffles,
            current=self.current,
            phase=self.phase,
            turn=self.turn,
            version=self.version,
            taken=list(self.taken),
            extra_taken=self.extra_taken,
            both_started=self.both_started,
            resume=self.resume,
            pending=None if self.pending is None else dict(self.pending),
            coats=self.coats,
            last_tile=None if self.last_tile is None else dict(self.last_tile),
            end_reason=self.end_reason,
            winner=self.winner,
        )

    def to_json(self) -> JSON:
        # Copies (the engine contract: nothing handed out is the state's own), by ``copy_json``: the state holds
        # only dicts with text keys, lists and scalars, which it copies in 60% of ``_plain``'s time.
        return {name: copy_json(getattr(self, name)) for name in _FIELDS}

    @classmethod
    def from_json(cls, data: JSON) -> CopenhagenState:
        return cls(**{f.name: _plain(data[f.name]) for f in fields(cls) if f.name in data})


_FIELDS = tuple(f.name for f in fields(CopenhagenState))


def _plain(value: Any) -> Any:
    """A deep copy made of dicts, lists and scalars only."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
