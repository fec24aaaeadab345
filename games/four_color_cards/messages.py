"""Player-facing English texts for refused moves, keyed for translation."""

from __future__ import annotations

from games.contract import refusals

MESSAGES: dict[str, str] = {
    "game_over": "The game is over.",
    "not_awaited": "Nothing is waiting for your decision right now.",
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
        "Only the player after the discarder (or, for a turned card, the player who turned it and the next "
        "player) may use it for a {meld}; anyone except the discarder may pong, kong or hu."
    ),
    "only_drawer_takes_general": ("Only the player who turned up a general may take it as a lone general or command."),
    "missing_cards": "You need {need} in your hand to make a {meld} with the {card}.",
    "wrong_meld": "The {card} in play cannot form a {meld}.",
    "pairs_not_claimable": "Pairs cannot be claimed at this table.",
    "bad_soldiers": ("A soldier meld needs 3 or 4 soldiers of different colours, one of them the {card} in play."),
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

illegal = refusals(MESSAGES)
