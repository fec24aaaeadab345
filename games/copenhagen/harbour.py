"""Cards: building the deck, the End card's place near the bottom, and refilling the harbour."""

from __future__ import annotations

import random

from games.contract import Event, seeded_rng
from games.copenhagen import components as c
from games.copenhagen.state import CopenhagenState


def bury_end_card(deck: list[str], rng: random.Random) -> list[str]:
    """The deck with the End card shuffled into its bottom cards, as BGA does it.

    BGA takes the top nine cards plus the End card, shuffles those ten and puts them under the deck, so the
    End card lies uniformly among the last ten cards (among all of them when the deck is shorter).
    """
    depth = min(c.END_CARD_DEPTH - 1, len(deck))
    bottom = [*deck[:depth], c.END_CARD]
    rng.shuffle(bottom)
    return deck[depth:] + bottom


def new_deck(players: int, seed: int) -> tuple[list[str], bool]:
    """The shuffled starting deck and whether the End card is in it (only with 2 players)."""
    deck = [colour for colour in c.COLOURS for _ in range(c.CARDS_PER_COLOUR[players])]
    rng = seeded_rng(seed, "deck")
    rng.shuffle(deck)
    if players <= c.END_CARD_IN_FIRST_DECK_PLAYERS:
        return bury_end_card(deck, rng), True
    return deck, False


def reshuffle(state: CopenhagenState) -> Event:
    """The discard pile becomes the new deck, with the End card buried in its bottom ten (3-4 players)."""
    state.reshuffles += 1
    cards = state.discard
    state.discard = []
    rng = seeded_rng(state.seed, "reshuffle", state.reshuffles)
    rng.shuffle(cards)
    state.deck = bury_end_card(cards, rng)
    state.end_card_in_deck = True
    return Event("deck_reshuffled", {"deck_size": len(state.deck)})


def refill(state: CopenhagenState) -> tuple[list[Event], bool]:
    """Fill empty harbour slots in order 0..6; returns the events and whether the End card came out.

    Drawing stops at once when the End card is drawn: the remaining slots stay empty.
    """
    events: list[Event] = []
    filled: dict[str, str] = {}
    for slot in range(c.HARBOUR_SLOTS):
        if state.harbour[slot] is not None:
            continue
        if not state.deck and not state.end_card_in_deck:
            events.append(reshuffle(state))
        if not state.deck:
            break  # unreachable with the real card counts: the End card always comes out first
        card = state.deck.pop(0)
        if card == c.END_CARD:
            state.end_card_in_deck = False
            if filled:
                events.append(Event("harbour_refilled", {"slots": filled}))
            events.append(Event("end_card_drawn", {"slot": slot + 1}))
            return events, True
        state.harbour[slot] = card
        filled[str(slot + 1)] = card
    if filled:
        events.append(Event("harbour_refilled", {"slots": filled}))
    return events, False
