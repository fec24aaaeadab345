"""Player-facing English texts for illegal moves, keyed by id (the bot may translate them by key)."""

from __future__ import annotations

from typing import Final

from games.contract import RuleMessage, refusals, term_maker
from games.copenhagen import components as c

MESSAGES: Final[dict[str, RuleMessage]] = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn.",
    "bad_notation": (
        "I don't understand '{move}'. Moves look like: take 3, discard red, build red3 r90 c2, "
        "pay 2red, white c3, ability extra, refresh, both, end, cancel."
    ),
    "wrong_time": "'{verb}' is not possible now: {expected}.",
    # What a decision expects when its example names a harbour slot that has a card now ({slot}).
    "wrong_time_second": "'{verb}' is not possible now: take your second card from slot {slots} (take {slot}).",
    "wrong_time_after_take": (
        "'{verb}' is not possible now: take an Additional card (take {slot}), use Both actions (both) or end your "
        "turn (end)."
    ),
    "wrong_time_additional_card": (
        "'{verb}' is not possible now: take an Additional card (take {slot}) or end your turn (end)."
    ),
    "wrong_time_both_actions": (
        "'{verb}' is not possible now: use Both actions to build a tile (both) or end your turn (end)."
    ),
    "both_after_cards": (
        "Both actions comes after your cards: take your cards first, then play both to build a tile in the same turn."
    ),
    "bad_slot": "Harbour slots are numbered 1 to 7.",
    "slot_empty": "Harbour slot {slot} is empty.",
    "not_adjacent": (
        "Your second card must come from a slot next to slot {first} ({options}); another slot needs an "
        "active Any cards ability."
    ),
    "no_card_of_colour": "You have no {colour} card to discard.",
    "unknown_colour": "'{colour}' is not a colour: use red, yellow, green, blue or purple.",
    "unknown_tile": "'{tile}' is not a tile: write a colour and a size from 2 to 5, like red3.",
    "bad_orientation": ("'{orientation}' is not an orientation: use r0, r90, r180, r270, m0, m90, m180 or m270."),
    "bad_cell": "'{cell}' is not a cell: columns a to e, rows 1 (ground floor) to 9, like c1.",
    "supply_empty": "No {tile} tile is left in the supply.",
    "outside_board": "That placement puts part of the tile outside your facade.",
    "overlap": "That placement covers a cell that is already built.",
    "unsupported": ("At least one square of the tile must stand on the ground floor or directly on a built cell."),
    "cannot_afford": {
        "one": "This tile costs {count} {colour} card there and you can't pay that.",
        "other": "This tile costs {count} {colour} cards there and you can't pay that.",
    },
    "bad_payment": "That is not a way to pay for this tile. You can: {options}.",
    "white_none_left": "No white tile is left in the supply.",
    "white_cell": "A white tile must go on an empty cell on the ground floor or directly on a built cell.",
    "unknown_ability": "'{ability}' is not an ability: use any, extra, discount, colors or both.",
    "ability_owned": "You already own the {ability} ability.",
    "ability_none_left": "No {ability} ability tile is left.",
    "nothing_to_refresh": "None of your ability tiles is used, so there is nothing to turn back.",
    "ability_not_active": "You have no active {ability} ability tile.",
    "no_undo": "'undo' is not a move: take your last move back with `/undo`.",
    # Why a move cannot be taken back (/undo).
    "take_back_drew": "That move drew from the deck, which showed hidden cards: it stands.",
}

# The game's words a message names ({colour}, {ability}, {expected}): each language writes its own
# (term.copenhagen.<key> in the catalogs). What the player typed ({move}, {tile}, {cell}...) is shown as typed.
TERMS: Final[dict[str, str]] = {
    **{f"colour.{colour}": colour for colour in c.COLOURS},
    **{f"ability.{ability}": title for ability, title in c.ABILITY_TITLE.items()},
    # What each phase of a turn expects, for "wrong_time" (the phases of games.copenhagen.state); the second card and
    # the choice after taking cards have messages of their own, which name slots that hold a card.
    "expected.start": "take a card (take 3) or build a tile (build red3 r0 a1)",
    "expected.discard": "you hold more than 7 cards, so discard one (discard red)",
    "expected.build": "build a tile (build red3 r0 a1) or end your turn (end)",
    "expected.pay": "choose how to pay (pay 2red) or take the placement back (cancel)",
    "expected.coat": "choose a coat-of-arms action (white c3, ability extra or refresh)",
}

illegal = refusals(MESSAGES)
term = term_maker(TERMS)
