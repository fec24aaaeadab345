"""The full (secret) state of a game of Four Color Cards and its JSON form.

Cards are physical ids 0..111 (see ``cards``). The stock's top card is its *last* element. During a claim
window ``claimants`` lists the seats that had a legal claim when the window opened (they are the ones awaited) and
``choices`` every seat's legal answers (fixed at that moment: hands do not change during a window) and
``answers`` holds each seat's chosen move; all are private and never appear in a public view.

``decision_version`` numbers the decision now awaited: it goes up by one each time a decision is put to the table
(a claim window opens, or a discard becomes due). Answers inside a window move ``version`` on but not this, so a
private panel built at any version since then still answers the same decision. It is not the version at which the
decision was put: that would count the secret answers given in earlier windows, and so tell every seat how many
players could claim their cards (seats see this number, and panels carry it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.contract import JSON, copy_json

DISCARD = "discard"  # phase: ``turn`` must discard
CLAIM = "claim"  # phase: a claim window on ``in_play``
OVER = "over"  # the game is finished

FROM_DISCARD = "discard"
FROM_DRAW = "draw"


@dataclass(frozen=True)
class Meld:
    """A meld laid face up on the table; table melds never change."""

    kind: str
    cards: tuple[int, ...]


@dataclass
class State:
    players: int
    options: dict[str, Any]
    seed: int
    chips: list[int]
    version: int = 0
    decision_version: int = 0
    round: int = 1
    opener: int = 0
    phase: str = DISCARD
    turn: int = 0
    stock: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    melds: list[list[Meld]] = field(default_factory=list)
    dead: list[int] = field(default_factory=list)
    in_play: int | None = None
    source: str | None = None  # FROM_DISCARD or FROM_DRAW
    origin: int | None = None  # the discarder, or the seat that turned the card
    claimants: list[int] = field(default_factory=list)
    choices: list[list[str]] = field(default_factory=list)  # per seat, fixed when the window opens
    answers: list[str | None] = field(default_factory=list)
    opening: bool = True  # the opener has not yet made the round's first discard
    bonus_card: int | None = None
    last_round: dict[str, Any] | None = None
    history: list[dict[str, Any]] = field(default_factory=list)

    def clone(self) -> State:
        """A copy that can be changed without touching this one (melds and records are immutable)."""
        return State(
            players=self.players,
            options=self.options,
            seed=self.seed,
            chips=self.chips[:],
            version=self.version,
            decision_version=self.decision_version,
            round=self.round,
            opener=self.opener,
            phase=self.phase,
            turn=self.turn,
            stock=self.stock[:],
            hands=[hand[:] for hand in self.hands],
            melds=[melds[:] for melds in self.melds],
            dead=self.dead[:],
            in_play=self.in_play,
            source=self.source,
            origin=self.origin,
            claimants=self.claimants[:],
            choices=self.choices,  # replaced, never changed in place
            answers=self.answers[:],
            opening=self.opening,
            bonus_card=self.bonus_card,
            last_round=self.last_round,
            history=self.history[:],
        )

    def all_cards(self) -> list[int]:
        """Every physical card the state places somewhere (each of the 112 exactly once)."""
        cards = [*self.stock, *self.dead]
        for hand in self.hands:
            cards.extend(hand)
        for melds in self.melds:
            for meld in melds:
                cards.extend(meld.cards)
        if self.in_play is not None:
            cards.append(self.in_play)
        if self.bonus_card is not None:
            cards.append(self.bonus_card)
        return cards


def to_json(state: State) -> JSON:
    return {
        "players": state.players,
        "options": dict(state.options),
        "seed": state.seed,
        "chips": state.chips[:],
        "version": state.version,
        "decision_version": state.decision_version,
        "round": state.round,
        "opener": state.opener,
        "phase": state.phase,
        "turn": state.turn,
        "stock": state.stock[:],
        "hands": [hand[:] for hand in state.hands],
        "melds": [[{"kind": m.kind, "cards": list(m.cards)} for m in melds] for melds in state.melds],
        "dead": state.dead[:],
        "in_play": state.in_play,
        "source": state.source,
        "origin": state.origin,
        "claimants": state.claimants[:],
        "choices": [seat_choices[:] for seat_choices in state.choices],
        "answers": state.answers[:],
        "opening": state.opening,
        "bonus_card": state.bonus_card,
        "last_round": copy_json(state.last_round),
        "history": copy_json(state.history),
    }


def from_json(data: JSON) -> State:
    return State(
        players=int(data["players"]),
        options=dict(data["options"]),
        seed=int(data["seed"]),
        chips=[int(c) for c in data["chips"]],
        version=int(data["version"]),
        # Snapshots from before the field existed: any number above the panels already sent will do.
        decision_version=int(data.get("decision_version", data["version"])),
        round=int(data["round"]),
        opener=int(data["opener"]),
        phase=str(data["phase"]),
        turn=int(data["turn"]),
        stock=[int(c) for c in data["stock"]],
        hands=[[int(c) for c in hand] for hand in data["hands"]],
        melds=[[Meld(str(m["kind"]), tuple(int(c) for c in m["cards"])) for m in melds] for melds in data["melds"]],
        dead=[int(c) for c in data["dead"]],
        in_play=data["in_play"],
        source=data["source"],
        origin=data["origin"],
        claimants=[int(s) for s in data["claimants"]],
        choices=[[str(m) for m in seat_choices] for seat_choices in data["choices"]],
        answers=list(data["answers"]),
        opening=bool(data["opening"]),
        bonus_card=data["bonus_card"],
        last_round=copy_json(data["last_round"]),
        history=copy_json(data["history"]),
    )
