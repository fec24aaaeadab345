"""Building hand-made positions for the rule tests."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.four_color_cards import GAME
from games.four_color_cards.cards import (
    ADVISER,
    CHARIOT,
    COPIES,
    DECK_SIZE,
    ELEPHANT,
    GENERAL,
    GREEN,
    HORSE,
    RED,
    SOLDIER,
    WHITE,
    YELLOW,
    make_type,
    parse_code,
    type_of,
)
from games.four_color_cards.state import DISCARD, Meld, State


def card_type(text: str) -> int:
    found = parse_code(text)
    assert found is not None, text
    return found


def scenario(
    hands: Sequence[Sequence[str]],
    stock: Sequence[str] = (),
    *,
    turn: int = 0,
    opener: int = 0,
    melds: Mapping[int, Sequence[tuple[str, Sequence[str]]]] | None = None,
    options: Mapping[str, Any] | None = None,
) -> State:
    """A position where ``turn`` must discard. ``stock`` lists the cards to be turned, first one first; every card
    not placed anywhere lies in the dead pile, so the stock holds exactly ``stock``."""
    state = GAME.new(len(hands), dict(options or {}), seed=7)
    pool: dict[int, list[int]] = {t: list(range(t * COPIES, (t + 1) * COPIES)) for t in range(DECK_SIZE // COPIES)}

    def take(text: str) -> int:
        return pool[card_type(text)].pop(0)

    state.hands = [sorted(take(c) for c in hand) for hand in hands]
    state.melds = [[] for _ in hands]
    for seat, seat_melds in (melds or {}).items():
        for kind, cards in seat_melds:
            state.melds[seat].append(Meld(kind, tuple(sorted(take(c) for c in cards))))
    state.stock = list(reversed([take(c) for c in stock]))
    state.dead = sorted(c for cards in pool.values() for c in cards)
    state.phase = DISCARD
    state.turn = turn
    state.opener = opener
    state.opening = False
    state.in_play = state.source = state.origin = None
    state.claimants = []
    state.answers = [None] * len(hands)
    return state


def play(state: State, *moves: tuple[int, str]) -> State:
    for seat, move in moves:
        state, _ = GAME.apply(state, seat, move)
    return state


def random_game(players: int, seed: int, choice_seed: int, options: Mapping[str, Any] | None = None) -> State:
    """A whole game with random legal moves."""
    rng = random.Random(choice_seed)
    state = GAME.new(players, dict(options or {}), seed)
    while GAME.result(state) is None:
        seat = rng.choice(sorted(GAME.awaiting(state)))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    return state


def hand_codes(state: State, seat: int) -> list[str]:
    from games.four_color_cards.cards import code

    return [code(type_of(c)) for c in state.hands[seat]]


def card(colour: int, rank: int, copy: int = 0) -> int:
    """The card id of one copy of a colour and rank."""
    return make_type(colour, rank) * 4 + copy


# Four-colour soldiers (5), red and yellow command melds (2 + 2), and a green chariot and horseman waiting for a
# green cannon: a win on it scores 5 + 2 + 2 + 1 = 10, the threshold.
WAITING = [
    *(card(colour, SOLDIER) for colour in (RED, YELLOW, GREEN, WHITE)),
    *(card(colour, rank) for colour in (RED, YELLOW) for rank in (GENERAL, ADVISER, ELEPHANT)),
    card(GREEN, CHARIOT),
    card(GREEN, HORSE),
]


def table(hand: list[int], dead: list[int], players: int = 2) -> State:
    """Seat 0 holds ``hand``, ``dead`` lies in the dead pile, no melds and no card in play."""
    state = GAME.new(players, {}, 1)
    state.hands[0] = sorted(hand)
    state.dead = dead
    state.melds = [[] for _ in range(players)]
    state.in_play = None
    return state
