"""How a round runs: dealing, discards, claim windows and their resolution, round ends and the next round.

Every function here changes the state it is given (the engine hands it a fresh clone) and appends public
events. Nothing waits for a decision nobody can make: a claim window in which no seat has a claim resolves at
once, a forced claim that is a seat's only option is answered for it, and a round that ends starts the next.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Self, SupportsIndex

from games.contract import Event, copy_json, seeded_rng
from games.four_color_cards import notation as n
from games.four_color_cards.cards import DECK_SIZE, GENERAL, code, rank_of, type_of
from games.four_color_cards.claims import meld_parts, pick_winner, window_moves
from games.four_color_cards.scoring import EXHAUSTED_HAND, HU, settle_draw, settle_finish
from games.four_color_cards.state import CLAIM, DISCARD, FROM_DISCARD, FROM_DRAW, OVER, Meld, State


class _NoEvents(list[Event]):
    """An event list that keeps nothing, for ``FourColorCardsGame.apply_quiet`` (the AI's play-outs): the events
    that are costly to build (a claimed meld's codes, a round's record) are skipped by checking for it."""

    def append(self, event: Event) -> None:
        """Kept nowhere: this one list serves every quiet apply, so nothing may ever be added to it."""

    def extend(self, events: Iterable[Event]) -> None:
        """Kept nowhere, like ``append``."""

    def insert(self, index: SupportsIndex, event: Event) -> None:
        """Kept nowhere, like ``append``."""

    def __iadd__(self, events: Iterable[Event]) -> Self:  # type: ignore[override,misc]
        return self


NO_EVENTS = _NoEvents()

PACKETS = (7, 7, 6)  # dealt round the table from the opener; the opener's last packet has one card more


def start_round(state: State, events: list[Event]) -> None:
    """Shuffle (seeded by game seed and round number), deal, and ask the opener to discard."""
    deck = list(range(DECK_SIZE))
    seeded_rng(state.seed, "deal", state.round).shuffle(deck)
    players = state.players
    hands: list[list[int]] = [[] for _ in range(players)]
    for packet_index, packet in enumerate(PACKETS):
        for offset in range(players):
            seat = (state.opener + offset) % players
            size = packet + (1 if offset == 0 and packet_index == len(PACKETS) - 1 else 0)
            hands[seat].extend(deck[:size])
            del deck[:size]
    state.hands = [sorted(hand) for hand in hands]
    state.stock = deck  # the top card is the last one
    state.melds = [[] for _ in range(players)]
    state.dead = []
    state.in_play = state.source = state.origin = None
    state.claimants = []
    state.choices = []
    state.answers = [None] * players
    state.opening = True
    state.bonus_card = None
    events.append(Event("round_started", {"round": state.round, "opener": state.opener, "stock": len(deck)}))
    require_discard(state, state.opener, events)


def can_discard(state: State, seat: int) -> bool:
    return any(rank_of(type_of(card)) != GENERAL for card in state.hands[seat])


def require_discard(state: State, seat: int, events: list[Event]) -> None:
    """Ask ``seat`` to discard; a seat holding only generals (or nothing) ends the round as the finisher."""
    state.phase = DISCARD
    state.turn = seat
    state.decision_version += 1  # counts decisions, all public: never the secret answers (see state)
    if not can_discard(state, seat):
        finish(state, seat, EXHAUSTED_HAND, None, events)


def take_from_hand(state: State, seat: int, card_type: int) -> int:
    """Remove one card of ``card_type`` from the hand (the lowest id: copies are interchangeable)."""
    hand = state.hands[seat]
    for index, card in enumerate(hand):
        if type_of(card) == card_type:
            del hand[index]
            return card
    raise ValueError(f"seat {seat} holds no {code(card_type)}")


def discard(state: State, seat: int, card_type: int, events: list[Event]) -> None:
    card = take_from_hand(state, seat, card_type)
    state.opening = False
    if events is not NO_EVENTS:
        events.append(Event("discarded", {"seat": seat, "card": code(card_type)}))
    open_window(state, card, FROM_DISCARD, seat, events)


def turn_card(state: State, seat: int, events: list[Event]) -> None:
    """``seat`` turns the top stock card face up; an exhausted stock draws the round."""
    if len(state.stock) <= state.options["dead_wall"]:
        end_round(state, settle_draw(state), events)
        return
    card = state.stock.pop()
    if events is not NO_EVENTS:
        events.append(Event("turned", {"seat": seat, "card": code(type_of(card)), "stock": len(state.stock)}))
    open_window(state, card, FROM_DRAW, seat, events)


def open_window(state: State, card: int, source: str, origin: int, events: list[Event]) -> None:
    """Expose ``card`` for claims; seats without a claim are passed for, a lone forced claim is answered.

    The caller runs ``settle`` afterwards, which resolves the window at once if nobody is left to answer.
    """
    state.phase = CLAIM
    state.decision_version += 1  # counts decisions, all public: never the secret answers (see state)
    state.in_play, state.source, state.origin = card, source, origin
    state.answers = [None] * state.players
    state.claimants = []
    state.choices = [[move.text for move in window_moves(state, seat)] for seat in range(state.players)]
    for seat, moves in enumerate(state.choices):
        if len(moves) == 1 and moves[0] != n.PASS:
            state.answers[seat] = moves[0]
        elif moves:
            state.claimants.append(seat)


def settle(state: State, events: list[Event]) -> None:
    """Resolve claim windows for as long as nobody's answer is missing (a loop, not recursion: a long run of
    unclaimed turned cards must not grow the stack)."""
    while state.phase == CLAIM and all(state.answers[seat] is not None for seat in state.claimants):
        resolve(state, events)


def resolve(state: State, events: list[Event]) -> None:
    card, origin = state.in_play, state.origin
    assert card is not None and origin is not None
    winner = pick_winner(state)
    state.claimants = []
    state.choices = []
    state.answers = [None] * state.players
    if winner is None:
        state.dead.append(card)
        state.in_play = None
        if events is not NO_EVENTS:
            events.append(Event("card_dead", {"card": code(type_of(card))}))
        turn_card(state, (origin + 1) % state.players, events)
        return
    seat, move = winner
    if move.verb == n.HU:
        finish(state, seat, HU, card, events)
        return
    kind, types = meld_parts(state, move)
    taken = [take_from_hand(state, seat, t) for t in types]
    meld = Meld(kind, tuple(sorted([card, *taken])))
    state.melds[seat].append(meld)
    state.in_play = None
    if events is not NO_EVENTS:
        events.append(
            Event(
                "claimed",
                {
                    "seat": seat,
                    "move": move.text,
                    "meld": kind,
                    "cards": [code(type_of(c)) for c in meld.cards],
                },
            )
        )
    require_discard(state, seat, events)


def finish(state: State, seat: int, outcome: str, winning_card: int | None, events: list[Event]) -> None:
    end_round(state, settle_finish(state, seat, outcome, winning_card), events)


def end_round(state: State, record: dict[str, Any], events: list[Event]) -> None:
    """Record the round, then deal the next one or end the game."""
    state.last_round = record
    state.history.append(record)
    state.claimants = []
    state.choices = []
    state.answers = [None] * state.players
    if events is not NO_EVENTS:
        events.append(Event("round_over", copy_json(record)))
    if state.round >= state.options["rounds"]:
        state.phase = OVER
        if events is not NO_EVENTS:
            events.append(Event("game_over", {"chips": state.chips[:]}))
        return
    state.round += 1
    state.opener = next_opener(state, record)
    start_round(state, events)


def next_opener(state: State, record: dict[str, Any]) -> int:
    """Decision A9: the paid finisher opens next (same opener after a draw or a penalty), or seats rotate."""
    if state.options["next_opener"] == "rotate":
        return (state.opener + 1) % state.players
    if record["finisher"] is not None and record["reached"]:
        return int(record["finisher"])
    return state.opener
