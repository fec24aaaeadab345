"""Player-facing English texts for refused moves, keyed for translation, and the game words they name (``TERMS``).

A refusal names cards and melds as ``Term``s, so that each language writes its own words for them; what a player
typed (a move, an unknown card word) and card codes such as ``rc`` are notation and stay as written.
"""

from __future__ import annotations

from games.contract import Term, refusals, term_maker
from games.four_color_cards.cards import TYPES, code, label

MESSAGES: dict[str, str] = {
    "game_over": "The game is over.",
    # Why a move cannot be taken back (/undo).
    "take_back_window_closed": "Everyone has answered and the claim window is closed: your answer stands.",
    "take_back_discard": "Only an answer to a claim window still open can be taken back: a discard or a hu stands.",
    "not_awaited": "Nothing is waiting for your decision right now.",
    # A player the claim window does not await: the discarder, and a player with no claim on the card.
    "own_discard": "You discarded the {card} yourself, so you cannot claim it.",
    "no_claim": "You have no claim on the {card}: nothing in your hand makes a meld with it that you may claim.",
    "unknown_move": (
        "'{move}' is not a move. Write for example 'discard rc', 'pong', 'kong', 'hu', 'pair', 'general', "
        "'command', 'field', 'soldiers ys gs' or 'pass'."
    ),
    "unknown_card": (
        "'{card}' is not a card. Write a colour letter (r red, y yellow, g green, w white) and a rank letter "
        "(g general, a adviser, e elephant, c chariot, h horse, p cannon, s soldier), like 'rc' for the "
        "red chariot."
    ),
    "must_discard": "You must discard one card now, for example 'discard {example}'.",
    "general_not_discardable": "Generals can never be discarded.",
    "card_not_in_hand": "You do not hold a {card}.",
    "no_card_in_play": "There is no card in play to claim; you must discard now.",
    "not_next_player": (
        "Only the player after the discarder (for a turned card, also the player who turned it) may take this card "
        "to make a {meld}; anyone except the discarder may take it for a pong, kong or hu."
    ),
    "only_drawer_takes_general": ("Only the player who turned up a general may take it as a lone general or command."),
    "missing_for_kong": "To make a kong with the {card}, you need the other three of that card in your hand.",
    "missing_for_pong": "To make a pong with the {card}, you need two more of that card in your hand.",
    "missing_card": "You need a {first} in your hand to make a {meld} with the {card}.",
    "missing_two_cards": "You need a {first} and a {second} in your hand to make a {meld} with the {card}.",
    "missing_three_cards": (
        "You need a {first}, a {second} and a {third} in your hand to make a {meld} with the {card}."
    ),
    "wrong_meld": "The {card} in play cannot form a {meld}.",
    "general_pong": "The {card} in play cannot form a pong: generals never make a pong.",
    "pairs_not_claimable": "Pairs cannot be claimed at this table.",
    "bad_soldiers": (
        "A soldier meld is 3 or 4 soldiers of different colours: the {card} in play and two or three soldiers of the "
        "other colours from your hand."
    ),
    "not_a_win": "Your hand plus the {card} does not split completely into melds, so you cannot call hu.",
    "hu_below_threshold": (
        "Your hand is worth {points} points, below the threshold of {threshold}; hu is not allowed."
    ),
    "no_opening_hu": "The opener cannot call hu with the dealt cards; discard first.",
    "must_take_general": (
        "You turned up a general, so you must take it (general, command, kong or hu); you cannot pass."
    ),
    "must_hu": "At this table a player who can call hu must do so.",
    "must_kong": "At this table a player who can kong may not pass.",
    "claim_window_open": "A card is waiting for claims: answer with a claim or 'pass'.",
    "not_legal": "'{move}' is not allowed now.",
}

# The words a refusal fills in: every card by its code (its printed character and English name) and the melds a
# claim can make besides pong and kong, which have messages of their own.
TERMS: dict[str, str] = {
    **{f"card.{code(t)}": label(t) for t in range(TYPES)},
    "meld.pair": "pair",
    "meld.general": "lone general",
    "meld.command": "command meld",
    "meld.field": "field meld",
    "meld.soldiers": "soldier meld",
}

illegal = refusals(MESSAGES)
term = term_maker(TERMS)


def card_term(card_type: int) -> Term:
    """The card of type ``card_type`` as a refusal names it (``俥 red chariot`` in English)."""
    return term(f"card.{code(card_type)}")
