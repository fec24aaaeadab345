"""The English of every text Four Color Cards' pictures draw (``FourColorCardsRenderer.WORDS``), by id.

The bot's catalogs translate them as ``picture.four_color_cards.<id>``. Card faces keep their printed characters and
player names are drawn as written; everything else comes from here. A sentence with a player's name or a number in
it is one template, so that each language puts the pieces where its grammar wants them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from render.words import Text

WORDS: Final[Mapping[str, Text]] = {
    # The title bar.
    "title": "Four Color Cards",
    "hand_title": "{name}'s hand",
    "round": "Round {round} / {rounds}",
    "seat": "Seat {number}",  # a seat without a name to show
    # Lists of player names ("Alice and Bob", "Alice, Bob and Carol"): the last two, then one more in front.
    "list.two": "{first} and {second}",
    "list.more": "{first}, {rest}",
    # Beside the card in play.
    "stock": "Stock {count}",
    "to_discard": "{name} to discard",
    "claim_or_pass": "Claim or pass",
    "discarded_by": "Discarded by {name}",
    "turned_by": "Turned from the stock by {name}",
    "big_claims": "Hu, kong, pong: {who}",
    "other_claims": "Other melds: {who}",
    "everyone": "everyone",
    "all_but": "all but {names}",
    "nobody": "nobody",
    "game_over": "Game over",
    "winner": "{name} wins",
    "winners": "{names} share first place",
    # The private picture's status.
    "your_discard": "Your turn: discard a card",
    "no_general_discard": "Generals cannot be discarded",
    "you_may_claim": "You may claim this card",
    "no_claim": "No claim for you on this card",
    "you_passed": "You passed",
    "you_claimed": "You answered: {claim}",
    "hand_cards": {"one": "{count} card in hand", "other": "{count} cards in hand"},
    "stock_left": "stock {count}",
    "your_melds": {"one": "Your table melds · {count} point", "other": "Your table melds · {count} points"},
    "your_claims": "Your claims",
    # Under each colour's shape on a hand row's badge, the colour's character.
    "colour.r": "紅",
    "colour.y": "黃",
    "colour.g": "綠",
    "colour.w": "白",
    # Seat panels.
    "chips": {"one": "{count} chip", "other": "{count} chips"},
    "table_points": {"one": "{count} pt", "other": "{count} pts"},
    "no_melds": "no melds on the table",
    "tag.to_discard": "to discard",
    "tag.discarded": "discarded",
    "tag.turned": "turned it",
    "tag.any_meld": "any meld",
    "tag.big_claims": "hu · kong · pong",
    # A meld's name and points under its cards.
    "meld": "{meld} +{points}",
    "meld.general": "general",
    # Under a lone general, when "general +1" is wider than its one card: a language's short name for it, if
    # one reads (Chinese 將), else nothing and the points show alone.
    "meld.general.short": "",
    "meld.command": "command",
    "meld.field": "field",
    "meld.soldiers3": "3 soldiers",
    "meld.soldiers4": "4 soldiers",
    "meld.pair": "pair",
    "meld.triple": "pong",
    "meld.quad": "kong",
    "meld.general_quad": "4 generals",
    # Claims on the card in play, over the cards each would use.
    "claim.hu": "Hu 胡: win",
    "claim.kong": "Kong 槓",
    "claim.pong": "Pong 碰",
    "claim.pair": "Pair 對",
    "claim.general": "General",
    "claim.command": "Command",
    "claim.field": "Field",
    "claim.pass": "Pass",
    # The dead cards.
    "dead": "Dead cards · {count}",
    # The last round, under the table.
    "round.draw": "Round {round}: the stock ran out, a draw; nobody pays.",
    "round.hu": "Round {round}: {name} called hu 胡",
    "round.exhausted_hand": "Round {round}: {name} went out (no card left to discard)",
    "round.opening_hu": "Round {round}: {name} called hu 胡 with the deal",
    "round.paid": {
        "one": "{count} point: each other player pays {paid}",
        "other": "{count} points: each other player pays {paid}",
    },
    "round.paid_bonus": {
        "one": "{count} point ({base} + bonus {bonus}): each other player pays {paid}",
        "other": "{count} points ({base} + bonus {bonus}): each other player pays {paid}",
    },
    "round.penalty": {
        "one": "{count} point, below {threshold}: pays {paid} to each player (相公)",
        "other": "{count} points, below {threshold}: pays {paid} to each player (相公)",
    },
    "round.penalty_bonus": {
        "one": "{count} point ({base} + bonus {bonus}), below {threshold}: pays {paid} to each player (相公)",
        "other": "{count} points ({base} + bonus {bonus}), below {threshold}: pays {paid} to each player (相公)",
    },
    "bonus": "bonus",
    "final_chips": "Final chips",
    # The final picture's table: a line per round, a column per seat, the chips each won or lost.
    "rounds.title": "Chips won or lost each round · the finisher's points",
    "rounds.round": "Round",
    "rounds.finisher": {"one": "{change} · {count} pt", "other": "{change} · {count} pts"},
    "rounds.draw": "draw: nobody pays",
    "rounds.chips": "Chips",
}
