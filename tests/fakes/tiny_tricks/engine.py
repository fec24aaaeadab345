"""Tiny Tricks: a three-card trick game used only by the test suite to exercise the bot's plumbing.

It has the features the real games need the plumbing to carry: private hands, one simultaneous phase whose
choices stay hidden until everyone has chosen, then ordinary turns, and a result with shared places.

Rules: each of 2-4 players gets three distinct cards from 1..12. First everyone at once picks one card to pass
to the player on their left (``pass 7``). Then three tricks: from the leader round the table each player plays a
card (``play 7``); the highest card takes the trick and leads the next. Most tricks wins; equal counts share.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from games.contract import (
    JSON,
    Event,
    Game,
    IllegalMove,
    Played,
    PublicRecord,
    Result,
    SeatStatus,
    Stage,
    places_from_scores,
    seeded_rng,
    small_number,
    told_move,
)
from games.take_back import played_since

HAND_SIZE = 3
DECK = tuple(range(1, 13))


@dataclass
class TinyTricksState:
    players: int
    hands: list[list[int]]
    phase: str = "pass"  # "pass", then "tricks", then "over"
    passing: dict[int, int] = field(default_factory=dict)  # seat -> card chosen, hidden until all chose
    leader: int = 0
    trick: list[int] = field(default_factory=list)  # cards on the table, in play order from the leader
    tricks_won: list[int] = field(default_factory=list)
    last_trick: list[int] = field(default_factory=list)
    version: int = 0  # moves applied so far (the contract's version)

    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % self.players


class TinyTricksGame(Game[TinyTricksState]):
    id = "tiny_tricks"
    title = "Tiny Tricks"
    min_players = 2
    max_players = 4
    MESSAGES: ClassVar[Mapping[str, str]] = {
        "not_awaited": "It is not your turn to act.",
        "bad_notation": "Write `pass <card>` or `play <card>`, for example `play 7`.",
        "wrong_phase_pass": "Passing happens only at the start; now play a card with `play <card>`.",
        "wrong_phase_play": "Everyone first passes a card with `pass <card>`.",
        "not_in_hand": "You do not hold card {card}.",
        "already_passed": "You have already chosen the card you pass.",
        "game_over": "The game is over.",
        "take_back_passed": "Everyone has chosen and the cards are passed: your choice stands.",
        "take_back_trick": "That card ended the trick: it stands.",
    }

    def new(self, players: int, options: Mapping[str, JSON], seed: int) -> TinyTricksState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Tiny Tricks takes {self.min_players}-{self.max_players} players")
        deck = list(DECK)
        seeded_rng(seed, "deal").shuffle(deck)
        hands = [sorted(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players)]
        return TinyTricksState(players=players, hands=hands, tricks_won=[0] * players)

    def awaiting(self, state: TinyTricksState) -> frozenset[int]:
        if state.phase == "pass":
            return frozenset(s for s in range(state.players) if s not in state.passing)
        if state.phase == "tricks":
            return frozenset({state.to_play()})
        return frozenset()

    def record(self, state: TinyTricksState, played: Played[TinyTricksState] | None = None) -> PublicRecord:
        # Which card a player passes stays secret; spectators only learn that everyone chose.
        awaited = self.awaiting(state)
        stage = {"pass": Stage.CHOICE, "tricks": Stage.TURN}.get(state.phase, Stage.OVER)
        record = PublicRecord(state.version, stage, str(state.version), awaited, self._next_up(state))
        return record if played is None else told_move(self, played, self.record(played.before), record)

    def _next_up(self, state: TinyTricksState) -> frozenset[int]:
        # Round the table within a trick; the trick's last card decides who leads the next one, so nobody is next
        # while it is awaited (nor while everyone passes at once).
        if state.phase == "tricks" and len(state.trick) < state.players - 1:
            return frozenset({(state.to_play() + 1) % state.players})
        return frozenset()

    def seat_status(self, state: TinyTricksState, seat: int) -> SeatStatus:
        if seat in self.awaiting(state):
            return SeatStatus.AWAITED
        return SeatStatus.DECIDED if state.phase == "pass" and seat in state.passing else SeatStatus.IDLE

    def legal_moves(self, state: TinyTricksState, seat: int) -> list[str]:
        if seat not in self.awaiting(state):
            return []
        verb = "pass" if state.phase == "pass" else "play"
        return [f"{verb} {card}" for card in state.hands[seat]]

    def apply(self, state: TinyTricksState, seat: int, move: str) -> tuple[TinyTricksState, list[Event]]:
        if state.phase == "over":
            raise IllegalMove("game_over", self.MESSAGES["game_over"])
        if seat not in self.awaiting(state):
            if state.phase == "pass" and seat in state.passing:
                raise IllegalMove("already_passed", self.MESSAGES["already_passed"])
            raise IllegalMove("not_awaited", self.MESSAGES["not_awaited"])
        words = move.strip().lower().split()
        card = small_number(words[1]) if len(words) == 2 else None
        if card is None or words[0] not in ("pass", "play"):
            raise IllegalMove("bad_notation", self.MESSAGES["bad_notation"])
        verb = words[0]
        if verb == "pass" and state.phase != "pass":
            raise IllegalMove("wrong_phase_pass", self.MESSAGES["wrong_phase_pass"])
        if verb == "play" and state.phase != "tricks":
            raise IllegalMove("wrong_phase_play", self.MESSAGES["wrong_phase_play"])
        if card not in state.hands[seat]:
            raise IllegalMove("not_in_hand", self.MESSAGES["not_in_hand"], card=card)

        new = copy.deepcopy(state)
        new.version += 1
        events: list[Event] = []
        if verb == "pass":
            new.passing[seat] = card
            events.append(Event("card_chosen", {"seat": seat}))
            if len(new.passing) == new.players:
                self._exchange(new)
                events.append(Event("cards_passed", {}))
        else:
            new.hands[seat].remove(card)
            new.trick.append(card)
            events.append(Event("card_played", {"seat": seat, "card": card}))
            if len(new.trick) == new.players:
                winner = (new.leader + new.trick.index(max(new.trick))) % new.players
                new.tricks_won[winner] += 1
                new.last_trick, new.trick, new.leader = new.trick, [], winner
                events.append(Event("trick_won", {"seat": winner}))
                if not new.hands[winner]:
                    new.phase = "over"
        return new, events

    def check_take_back(
        self,
        before: TinyTricksState,
        seat: int,
        move: str,
        after: TinyTricksState,
        now: TinyTricksState,
        since: Sequence[int],
    ) -> None:
        # A pass stays secret (and may change) until everyone has chosen; a card played stands once the trick
        # it went into is won, or once the next player played on it.
        if before.phase == "pass":
            if now.phase != "pass":
                raise IllegalMove("take_back_passed", self.MESSAGES["take_back_passed"])
            return
        if since:
            raise played_since(since)
        if not after.trick:
            raise IllegalMove("take_back_trick", self.MESSAGES["take_back_trick"])

    @staticmethod
    def _exchange(state: TinyTricksState) -> None:
        for seat, card in state.passing.items():
            state.hands[seat].remove(card)
        for seat, card in state.passing.items():
            state.hands[(seat + 1) % state.players].append(card)
        for hand in state.hands:
            hand.sort()
        state.passing = {}
        state.phase = "tricks"

    def view(self, state: TinyTricksState, seat: int | None) -> JSON:
        public: dict[str, JSON] = {
            "phase": state.phase,
            "players": state.players,
            "hand_sizes": [len(hand) for hand in state.hands],
            "chosen": sorted(state.passing),
            "leader": state.leader,
            "trick": list(state.trick),
            "last_trick": list(state.last_trick),
            "tricks_won": list(state.tricks_won),
            "awaiting": sorted(self.awaiting(state)),
        }
        if seat is not None:
            public["seat"] = seat
            public["hand"] = list(state.hands[seat])
            public["my_pass"] = state.passing.get(seat)
        return public

    def result(self, state: TinyTricksState) -> Result | None:
        if state.phase != "over":
            return None
        return Result(places=places_from_scores(state.tricks_won), scores=tuple(state.tricks_won))

    def to_json(self, state: TinyTricksState) -> JSON:
        return {
            "players": state.players,
            "hands": [list(hand) for hand in state.hands],
            "phase": state.phase,
            "passing": {str(seat): card for seat, card in sorted(state.passing.items())},
            "leader": state.leader,
            "trick": list(state.trick),
            "tricks_won": list(state.tricks_won),
            "last_trick": list(state.last_trick),
            "version": state.version,
        }

    def from_json(self, data: JSON) -> TinyTricksState:
        return TinyTricksState(
            players=data["players"],
            hands=[list(hand) for hand in data["hands"]],
            phase=data["phase"],
            passing={int(seat): card for seat, card in data["passing"].items()},
            leader=data["leader"],
            trick=list(data["trick"]),
            tricks_won=list(data["tricks_won"]),
            last_trick=list(data["last_trick"]),
            version=int(data.get("version", 0)),
        )

    def move_label(self, state: TinyTricksState, seat: int, move: str) -> str:
        verb, card = move.split()
        return f"Pass card {card} to your left" if verb == "pass" else f"Play card {card}"


GAME = TinyTricksGame()
