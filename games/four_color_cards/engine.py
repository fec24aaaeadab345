"""The Four Color Cards engine: the contract's functions, wired to the rule modules.

``awaiting`` during a claim window is private information: it holds exactly the seats that have a legal claim
and have not answered yet (seats without a claim are passed for and never awaited). The bot must not announce
it publicly; the public view only says that a window is open and which seats may claim by position
(``view["prompt"]["eligible_by_position"]``). Outside claim windows ``awaiting`` is the one seat that
discards.

Nothing waits for a decision nobody can make. ``apply`` returns the state after everything that follows
automatically: a window in which nobody has a claim resolves at once (the card dies and the next card is
turned, possibly many times, until someone can claim, the stock runs out, or a discard is due); a seat whose
only legal answer is a forced claim (a turned-up general with no alternative) is answered for; a finished round
is scored and the next one dealt. So a running game always awaits at least one seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from games.contract import (
    JSON,
    BadOptions,
    Event,
    Game,
    OptionSpec,
    Played,
    PublicRecord,
    Result,
    Revealed,
    SeatStatus,
    Stage,
    copy_json,
    places_from_scores,
    told_move,
)
from games.four_color_cards import autoplay, flow, settings
from games.four_color_cards import notation as n
from games.four_color_cards.cards import GENERAL, code, counts, rank_of, type_of
from games.four_color_cards.claims import eligible_by_position, explain, implied_cards, may_claim
from games.four_color_cards.messages import MESSAGES, TERMS, card_term, illegal
from games.four_color_cards.scoring import HU, OPENING_HU
from games.four_color_cards.split import is_complete
from games.four_color_cards.state import CLAIM, DISCARD, OVER, State, from_json, to_json
from games.four_color_cards.views import public_view, seat_view


class FourColorCardsGame(Game[State]):
    id = "four_color_cards"
    title = "Four Color Cards (四色牌)"
    min_players = 2
    max_players = 4
    MESSAGES: ClassVar[Mapping[str, str]] = MESSAGES
    TERMS: ClassVar[Mapping[str, str]] = TERMS
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = settings.OPTIONS
    summarised_events = frozenset({"round_over"})

    def default_options(self) -> dict[str, JSON]:
        return settings.defaults()

    def validate_options(self, options: Mapping[str, JSON]) -> dict[str, JSON]:
        return settings.validate(options)

    def new(self, players: int, options: Mapping[str, JSON], seed: int) -> State:
        if not self.min_players <= players <= self.max_players:
            raise BadOptions(f"Four Color Cards needs {self.min_players} to {self.max_players} players")
        merged = settings.validate(options)
        state = State(players=players, options=merged, seed=seed, chips=[merged["starting_chips"]] * players)
        flow.start_round(state, [])
        return state

    # Whose decision -----------------------------------------------------------------------------------------

    def awaiting(self, state: State) -> frozenset[int]:
        if state.phase == DISCARD:
            return frozenset((state.turn,))
        if state.phase == CLAIM:
            return frozenset(s for s in state.claimants if state.answers[s] is None)
        return frozenset()

    def _next_up(self, state: State) -> frozenset[int]:
        # After a discard the player after the discarder turns the next card, unless someone claims the discard
        # (claims skip the players in between): the next player in turn order, as far as anyone can tell. During
        # a claim window nobody is named: who may claim, and so who plays next, depends on the hands.
        if state.phase == DISCARD:
            return frozenset({(state.turn + 1) % state.players})
        return frozenset()

    def _discard_moves(self, state: State, seat: int) -> list[n.Move]:
        moves = []
        if (
            state.opening
            and state.options["opening_hu"]
            and is_complete(counts(state.hands[seat]), state.options["pairs_in_winning_hand"])
        ):
            moves.append(n.Move(n.HU))
        held = sorted({type_of(c) for c in state.hands[seat]})
        moves.extend(n.Move(n.DISCARD, (t,)) for t in held if rank_of(t) != GENERAL)
        return moves

    def seat_status(self, state: State, seat: int) -> SeatStatus:
        # Only the answerer is ever told this (privately): it reveals nothing to anyone else.
        if seat in self.awaiting(state):
            return SeatStatus.AWAITED
        answered = state.phase == CLAIM and seat in state.claimants and state.answers[seat] is not None
        return SeatStatus.DECIDED if answered else SeatStatus.IDLE

    def legal_moves(self, state: State, seat: int) -> list[str]:
        if seat not in self.awaiting(state):
            return []
        if state.phase == CLAIM:
            return state.choices[seat][:]  # worked out once, when the window opened
        return [move.text for move in self._discard_moves(state, seat)]

    # Playing ------------------------------------------------------------------------------------------------

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        if state.phase == OVER:
            raise illegal("game_over")
        if seat not in self.awaiting(state):
            if state.phase == CLAIM and 0 <= seat < state.players and seat not in state.claimants:
                raise self._no_claim(state, seat, n.parse(move))
            raise illegal("not_awaited")
        parsed = self._canonical(state, n.parse(move))
        if parsed.text not in self.legal_moves(state, seat):
            raise self._refusal(state, seat, parsed)
        new = state.clone()
        new.version += 1
        events: list[Event] = []
        if new.phase == CLAIM:
            new.answers[seat] = parsed.text  # private until the window resolves: no event
        elif parsed.verb == n.HU:
            flow.finish(new, seat, OPENING_HU, None, events)
        else:
            flow.discard(new, seat, parsed.cards[0], events)
        flow.settle(new, events)
        return new, events

    def apply_quiet(self, state: State, seat: int, move: str) -> State:
        """``apply`` for a move taken from ``legal_moves(state, seat)``, without checks and without events: the
        AI's play-outs apply thousands of moves a decision and read only the states (the same states as ``apply``,
        tests/games/four_color_cards/test_apply_quiet.py)."""
        new = state.clone()
        new.version += 1
        events = flow.NO_EVENTS
        if new.phase == CLAIM:
            new.answers[seat] = move  # legal answers are canonical texts already
        elif move == n.HU:
            flow.finish(new, seat, OPENING_HU, None, events)
        else:
            flow.discard(new, seat, n.parse(move).cards[0], events)
        flow.settle(new, events)
        return new

    def _canonical(self, state: State, move: n.Move) -> n.Move:
        """Drop the optional cards of ``command``/``field`` when they are those the card in play implies."""
        if move.verb in (n.COMMAND, n.FIELD) and move.cards:
            if state.in_play is None or sorted(implied_cards(type_of(state.in_play))) != list(move.cards):
                raise illegal("not_legal", move=move.text + " " + " ".join(code(t) for t in move.cards))
            return n.Move(move.verb)
        return move

    def _no_claim(self, state: State, seat: int, move: n.Move) -> Exception:
        """Why a player the claim window does not await cannot answer it: they discarded the card, or no claim on
        it is open to them (the claim they tried says what it lacks). Only their own hand is named."""
        assert state.in_play is not None
        card = card_term(type_of(state.in_play))
        if not may_claim(state, seat):
            return illegal("own_discard", card=card)
        if move.verb in n.CLAIM_VERBS:
            return explain(state, seat, move)
        return illegal("no_claim", card=card)

    def _refusal(self, state: State, seat: int, move: n.Move) -> Exception:
        if state.phase == CLAIM:
            return explain(state, seat, move)
        if move.verb == n.HU:
            return illegal("no_opening_hu")
        if move.verb != n.DISCARD:
            example = next((m.cards[0] for m in self._discard_moves(state, seat) if m.verb == n.DISCARD), None)
            if state.in_play is None and move.verb in n.CLAIM_VERBS:
                return illegal("no_card_in_play")
            return illegal("must_discard", example=code(example) if example is not None else "rc")
        card_type = move.cards[0]
        if rank_of(card_type) == GENERAL:
            return illegal("general_not_discardable")
        return illegal("card_not_in_hand", card=card_term(card_type))

    def check_take_back(
        self, before: State, seat: int, move: str, after: State, now: State, since: Sequence[int]
    ) -> None:
        # Only a secret answer to a claim window may change, while that window stays open: the other answers to
        # it do not depend on it. A discard or a hu stands: the table has seen the card, and what followed (a
        # window, cards turned from the stock, a round scored) may have shown more.
        window = (CLAIM, before.decision_version)
        still_open = (after.phase, after.decision_version) == window == (now.phase, now.decision_version)
        if before.phase == CLAIM and still_open:
            return
        raise illegal("take_back_window_closed" if before.phase == CLAIM else "take_back_discard")

    # Seeing -------------------------------------------------------------------------------------------------

    def record(self, state: State, played: Played[State] | None = None) -> PublicRecord:
        # Only players able to claim are awaited in a claim window, and its answers stay secret until it resolves
        # (its events tell the outcome): the table sees everyone the seating makes eligible, which depends on no
        # hand. Decisions open in public and are counted and named without the secret answers to a window, which
        # stays the same decision while others answer it.
        if state.phase == CLAIM:
            stage, awaited = Stage.CLAIM, frozenset(eligible_by_position(state))
        else:
            stage, awaited = (Stage.OVER if state.phase == OVER else Stage.TURN), self.awaiting(state)
        record = PublicRecord(
            version=state.decision_version,
            stage=stage,
            decision=str(state.decision_version),
            awaited=awaited,
            next_up=self._next_up(state),
            chapter={"round": state.round, "rounds": state.options["rounds"]},
            hides_awaited=True,
        )
        if played is None:
            return record
        return told_move(self, played, self.record(played.before), record, self._revealed(played.events))

    @staticmethod
    def _revealed(events: Sequence[Event]) -> list[Revealed]:
        # A window's answers are secret, but the claim that won it was announced: its meld went on the table (a
        # forced general taken for its drawer included), or its hu ended the round. The losing answers and the
        # passes have no event at all.
        found = []
        for event in events:
            if event.kind == "claimed":
                found.append(Revealed(int(event.data["seat"]), str(event.data["move"])))
            elif event.kind == "round_over" and event.data["outcome"] == HU:
                found.append(Revealed(int(event.data["finisher"]), n.HU))
        return found

    def view(self, state: State, seat: int | None) -> JSON:
        if seat is None:
            return public_view(state)
        if not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} at this table")
        return seat_view(state, seat, self.legal_moves(state, seat))

    def result(self, state: State) -> Result | None:
        if state.phase != OVER:
            return None
        return Result(
            places=places_from_scores(state.chips),
            scores=tuple(state.chips),
            detail={"chips": state.chips[:], "rounds": copy_json(state.history)},
        )

    def to_json(self, state: State) -> JSON:
        return to_json(state)

    def from_json(self, data: JSON) -> State:
        return from_json(data)

    def safe_move(self, state: State, seat: int) -> str:
        return autoplay.safe_move(state, seat)

    def move_label(self, state: State, seat: int, move: str) -> str:
        try:
            parsed = n.parse(move)
        except Exception:
            return move[:100]
        return n.describe(parsed, None if state.in_play is None else type_of(state.in_play))
