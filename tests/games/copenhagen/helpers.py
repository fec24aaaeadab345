"""Building Copenhagen positions for tests: boards drawn as text, hands and abilities set directly."""

from __future__ import annotations

from typing import Any

from games.copenhagen import GAME, CopenhagenState, facade
from games.copenhagen import components as c
from games.copenhagen import state as s


def board(*rows: str) -> str:
    """A facade from rows drawn top first; the last row given is the ground floor. Missing rows are empty.

    Marks: '.' empty, an upper-case colour letter a window (R Y G B P, W white), lower case a brick.
    """
    assert len(rows) <= c.ROWS and all(len(row) == c.COLUMNS for row in rows)
    bottom_up = list(reversed(rows)) + ["....."] * (c.ROWS - len(rows))
    return "".join(bottom_up)


def hand(**counts: int) -> dict[str, int]:
    full = dict.fromkeys(c.COLOURS, 0)
    full.update(counts)
    return full


def position(
    players: int = 2,
    seed: int = 1,
    *,
    current: int = 0,
    facades: dict[int, str] | None = None,
    hands: dict[int, dict[str, int]] | None = None,
    abilities: dict[int, dict[str, bool]] | None = None,
    harbour: list[str | None] | None = None,
    **fields: Any,
) -> CopenhagenState:
    """A fresh game with some parts replaced; scores recomputed from the boards."""
    state = GAME.new(players, {}, seed)
    state.current = current
    for seat, drawn in (facades or {}).items():
        state.facades[seat] = drawn
    for seat, cards in (hands or {}).items():
        state.hands[seat] = hand(**cards)
    for seat, owned in (abilities or {}).items():
        state.abilities[seat] = dict(owned)
    if harbour is not None:
        state.harbour = list(harbour)
    for name, value in fields.items():
        setattr(state, name, value)
    state.scores = [facade.score(f) for f in state.facades]
    return state


def play(state: CopenhagenState, *moves: str) -> CopenhagenState:
    for move in moves:
        state, _events = GAME.apply(state, state.current, move)
    return state


def play_events(state: CopenhagenState, move: str) -> tuple[CopenhagenState, list[str]]:
    new, events = GAME.apply(state, state.current, move)
    return new, [event.kind for event in events]


def card_total(state: CopenhagenState) -> int:
    """Colour cards anywhere: deck, discard pile, harbour and hands (the End card excluded)."""
    in_deck = sum(1 for card in state.deck if card != c.END_CARD)
    in_harbour = sum(1 for card in state.harbour if card is not None)
    return in_deck + len(state.discard) + in_harbour + sum(sum(h.values()) for h in state.hands)


RAINBOW: list[str | None] = ["red", "yellow", "green", "blue", "purple", "red", "yellow"]
START = s.START
