"""English texts of Four Color Cards, its plugin: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
English catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "button.turn.four_color_cards": "My hand / claim",
    "game.score.four_color_cards": "{count}",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "red",
    "fcc.colour.y": "yellow",
    "fcc.colour.g": "green",
    "fcc.colour.w": "white",
    "fcc.rank.g": "general",
    "fcc.rank.a": "adviser",
    "fcc.rank.e": "elephant",
    "fcc.rank.c": "chariot",
    "fcc.rank.h": "horse",
    "fcc.rank.p": "cannon",
    "fcc.rank.s": "soldier",
    "fcc.card": "{colour} {rank} ({glyph})",
    "fcc.cards.many": "{count} x {card}",
    # Identical cards in a list of dead cards, counted: "2 × yellow soldier (卒)".
    "fcc.cards.counted": "{count} × {card}",
    "fcc.meld.command": "{colour} command ({glyphs})",
    "fcc.meld.field": "{colour} field ({glyphs})",
    "fcc.meld.colour_joiner": "-",
    "fcc.meld.soldiers": "{colours} soldiers ({glyphs})",
    "fcc.meld.general": "lone {card}",
    "fcc.meld.generals": {"one": "{count} lone general ({glyphs})", "other": "{count} lone generals ({glyphs})"},
    "fcc.meld.pair": "pair of {card}",
    "fcc.meld.triple": "pong of {card}",
    "fcc.meld.quad": "kong of {card}",
    "fcc.meld.general_quad": "kong of {card}",
    "fcc.meld.scored": {"one": "{meld} for {count} point", "other": "{meld} for {count} points"},
    "fcc.meld.scored_winning": {
        "one": "{meld} for {count} point (at table value: the winning card completes it)",
        "other": "{meld} for {count} points (at table value: the winning card completes it)",
    },
    # What a move's claim windows came to, above its board: only what became public (never who else answered).
    # An open move in words, before its notation: "@A discards the red chariot (俥) (`discard rc`)."
    "fcc.said.discard": "{user} discards the {card}",
    "fcc.said.opening_hu": "{user} calls hu with the dealt cards",
    "fcc.window.dead_one": "Nobody takes the {card}: it is dead.",
    "fcc.window.dead": {
        "one": "{count} cards in a row go unclaimed and are dead: the {cards}.",
        "other": "{count} cards in a row go unclaimed and are dead: the {cards}.",
    },
    "fcc.window.turned": "{user} turns up the {card} from the stock.",
    "fcc.claim.triple": "{user} pongs the {card} with two from their hand.",
    "fcc.claim.quad": "{user} kongs the {card} with three from their hand.",
    "fcc.claim.general_quad": "{user} kongs the {card} with three from their hand.",
    "fcc.claim.pair": "{user} takes the {card} to pair it with one from their hand.",
    "fcc.claim.general": "{user} takes the {card} as a lone general.",
    "fcc.claim.command": "{user} takes the {card} with the {hand} from their hand: {meld}.",
    "fcc.claim.field": "{user} takes the {card} with the {hand} from their hand: {meld}.",
    "fcc.claim.soldiers3": "{user} takes the {card} with the {hand} from their hand: {meld}.",
    "fcc.claim.soldiers4": "{user} takes the {card} with the {hand} from their hand: {meld}.",
    "fcc.result.round": "**Round {round} of {rounds}:**",
    "fcc.result.draw": "The stock ran out: a draw, nobody pays.",
    "fcc.result.hu": "{user} wins with hu on the {card} {source}.",
    "fcc.result.from_discard": "discarded by {user}",
    "fcc.result.from_draw": "turned up by {user}",
    "fcc.result.from_own_draw": "they turned up themselves",
    "fcc.result.opening_hu": "{user} wins with hu on the dealt cards.",
    "fcc.result.exhausted_hand": "{user} has only generals left after their claim, which ends the round on their hand.",
    "fcc.result.table_melds": "On the table: {melds}.",
    "fcc.result.hand_melds": "In hand: {melds}.",
    "fcc.result.points": {"one": "That makes {count} point.", "other": "That makes {count} points."},
    "fcc.result.points_bonus": {
        "one": "That makes {count} point, and the bonus card, a {card}, adds {bonus}: {points} in all.",
        "other": "That makes {count} points, and the bonus card, a {card}, adds {bonus}: {points} in all.",
    },
    "fcc.result.points_bonus_nothing": {
        "one": "That makes {count} point; the bonus card, a {card}, adds nothing.",
        "other": "That makes {count} points; the bonus card, a {card}, adds nothing.",
    },
    "fcc.result.points_empty_stock": {
        "one": "That makes {count} point, with no bonus card: the stock is empty.",
        "other": "That makes {count} points, with no bonus card: the stock is empty.",
    },
    # One payer, or several who each pay the same ("_each").
    "fcc.result.paid": "{others} pays {user} {chips}.",
    "fcc.result.paid_each": "{others} each pay {user} {chips}.",
    "fcc.result.penalty": "Under the threshold of {threshold}, {user} pays {others} {chips}.",
    "fcc.result.penalty_each": "Under the threshold of {threshold}, {user} pays {others} {chips} each.",
    "fcc.chips": {"one": "{count} chip", "other": "{count} chips"},
    "fcc.result.seat_chips": "{user} {chips}",
    "fcc.result.then": "{first} {then}",
    "fcc.result.chips": "Chips now: {chips}.",
    "fcc.result.next_round": "**Round {round} of {rounds}** begins: {user} opens with 21 cards.",
    # Why the game ended, after "Game over: ".
    "fcc.end.rounds": "the last round is played; the most chips wins.",
    # The board's title (the round and the turn) and the round marks of /game history.
    "history.stage.four_color_cards": "— Round {round} of {rounds} —",
    "moment.four_color_cards.discard": "Round {round} / {rounds} · {name} to discard",
    "moment.four_color_cards.claim_discard": "Round {round} / {rounds} · claim or pass on {name}'s discard",
    "moment.four_color_cards.claim_turned": "Round {round} / {rounds} · claim or pass on the card {name} turned up",
    "panel.four_color_cards.your_discard": "Your turn: discard one card (generals are never discarded).",
    "panel.four_color_cards.in_play": "In play: the {card}, {source}. Claim it or pass.",
    "panel.four_color_cards.from_discard": "discarded by {user}",
    "panel.four_color_cards.from_draw": "turned from the stock by {user}",
    "panel.four_color_cards.from_own_draw": "which you turned from the stock",
    "panel.four_color_cards.no_pass_general": "You turned up a general: you must take it, passing is not allowed.",
    "panel.four_color_cards.no_pass": "At this table you may not pass on this card.",
    "panel.four_color_cards.discard_card": "Discard {card}",
    "panel.four_color_cards.pass": "Pass",
    "panel.four_color_cards.hu": "Hu (win)",
    "panel.four_color_cards.general": "General: take it alone",
    "panel.four_color_cards.kong": "Kong: {cards}",
    "panel.four_color_cards.pong": "Pong: {cards}",
    "panel.four_color_cards.pair": "Pair: {cards}",
    "panel.four_color_cards.command": "Command: {cards}",
    "panel.four_color_cards.field": "Field: {cards}",
    "panel.four_color_cards.soldiers": "Soldiers: {cards}",
    "rules.four_color_cards": (
        "Four Color Cards (四色牌) is a Taiwanese card game for 2 to 4 players. Claim shown cards to build "
        "melds, then call **hu** when your whole hand fits into melds. Reach 10 points to be paid in "
        "chips. After 3 rounds, the most chips wins."
    ),
    "rules.four_color_cards.goal.title": "Goal",
    "rules.four_color_cards.goal": (
        "Finish a round by fitting your whole hand into melds: call **hu** on the card that completes "
        "it. Melds are worth points. With at least **10 points**, every other player pays you chips; "
        "with fewer, you pay them. Only the finisher scores. After the last round, most chips wins."
    ),
    "rules.four_color_cards.cards.title": "The cards",
    "rules.four_color_cards.cards": (
        "112 cards: **4 colours** (red 紅, yellow 黃, green 綠, white 白), **7 ranks**, **4 copies** of "
        "each card. Red and yellow cards show the first character, green and white the second:\n"
        "- General 帥 / 將\n"
        "- Adviser 仕 / 士\n"
        "- Elephant 相 / 象\n"
        "- Chariot 俥 / 車\n"
        "- Horse 傌 / 馬\n"
        "- Cannon 炮 / 包\n"
        "- Soldier 兵 / 卒\n"
        "Two cards are **identical** only if colour and rank both match. Everyone gets 20 cards; the "
        "opener gets 21."
    ),
    "rules.four_color_cards.turn.title": "A turn and claims",
    "rules.four_color_cards.turn": (
        "The opener discards a card. **Generals are never discarded.** Every card discarded or turned "
        "from the stock opens a **claim window**: all answer at once, claim or pass.\n"
        "- **Hu**, **kong**, **pong**: anyone but the discarder.\n"
        "- Other melds: only the player after the discarder; for a turned card, its turner and the next "
        "player.\n"
        "Hu beats kong beats pong beats the rest; ties go to the nearest seat. The claimer lays the "
        "meld face up, discards, and play goes on from there. If all pass, the card is dead and the "
        "player after the one who showed it turns the top stock card. You never draw into your hand. A "
        "general you turn must be taken by you, alone or in a meld, unless someone's hu or kong wins it."
    ),
    "rules.four_color_cards.melds.title": "Melds (table / hand points)",
    "rules.four_color_cards.melds": (
        "**Table** melds are the ones you claimed and laid face up; **hand** melds stay hidden until "
        "scoring.\n"
        "- Lone general: 1 / 1\n"
        "- Command: general, adviser, elephant of one colour: 2 / 2\n"
        "- Field: chariot, horse, cannon of one colour: 1 / 1\n"
        "- Soldiers of 3 different colours: 3 / 3\n"
        "- Soldiers of all 4 colours: 5 / 5\n"
        "- Pair, 2 identical (no generals or soldiers): 0 / 0\n"
        "- Pong, 3 identical (no generals): 1 / 3\n"
        "- Kong, 4 identical (no generals): 6 / 8\n"
        "- Kong of 4 identical generals: 8 / 6\n"
        "Two or three identical generals are just lone generals. Each card belongs to one meld. Table "
        "melds are final."
    ),
    "rules.four_color_cards.winning.title": "Winning: hu",
    "rules.four_color_cards.winning": (
        "Call **hu** when your hidden hand plus the card in play splits into melds with nothing left "
        "over. The opener cannot win with the 21 dealt cards. You score table melds at table value and "
        "hand melds at hand value (the best split is found for you); the meld the winning card "
        "completes counts at table value. You need **10 points** to be paid.\n"
        "**Bonus card**: if you reach 10, the top stock card (if any) is turned. You get +1 for each "
        "card you own identical to it (hand, table or winning card). It does not count toward the 10."
    ),
    "rules.four_color_cards.chips.title": "Chips",
    "rules.four_color_cards.chips": (
        "Everyone starts with **20 chips**; chips may go below zero.\n"
        "- **Win with 10 or more**: each other player pays you (points − 10) + 1.\n"
        "- **Penalty**: finish below 10 and you pay each other player 11.\n"
        "- **Draw**: nobody pays.\n"
        "Example with 4 players: your melds make 12 points and the bonus card matches 2 of your cards, "
        "so you have 14. Each opponent pays 14 − 10 + 1 = 5 chips and you gain 15. A penalty would cost "
        "you 3 × 11 = 33 chips."
    ),
    "rules.four_color_cards.end.title": "End of a round and the game",
    "rules.four_color_cards.end": (
        "A round ends when:\n"
        "- someone calls **hu**;\n"
        "- a claimer has nothing left to discard (only generals, or no cards): they finish and are "
        "scored;\n"
        "- a card must be turned but the stock is empty: a **draw**.\n"
        "The winner opens the next round; after a draw or a penalty, the same opener starts again. The "
        "game lasts **3 rounds** by default. The most chips wins; equal chips share the place."
    ),
    "rules.four_color_cards.moves.title": "Moves",
    "rules.four_color_cards.moves": (
        "Type moves with /play. A card is a colour letter (r, y, g, w) and a rank letter (g, a, e, c, "
        "h, p, s for general, adviser, elephant, chariot, horse, cannon, soldier): rc is the red "
        "chariot. Claims never name the card in play.\n"
        "- `discard rc`: discard the red chariot\n"
        "- `pass`: let the card go\n"
        "- `hu`: win with the card\n"
        "- `pong`, `kong`, `pair`: with your identical cards\n"
        "- `general`: take a turned general alone\n"
        "- `command`, `field`: with the other two cards of its colour\n"
        "- `soldiers ys gs` or `soldiers ys gs ws`: add your soldiers of other colours"
    ),
    "option.four_color_cards.rounds": "Rounds",
    "option.four_color_cards.starting_chips": "Starting chips",
    "option.four_color_cards.threshold": "Threshold (points needed to be paid)",
    "option.four_color_cards.stake": "Stake added to every payment",
    "option.four_color_cards.bonus_counts_toward_threshold": "Bonus card counts toward the threshold",
    "option.four_color_cards.bonus_match": "Bonus card matches",
    "option.four_color_cards.bonus_match.colour_and_rank": "colour and rank",
    "option.four_color_cards.bonus_match.rank_only": "rank only",
    "option.four_color_cards.bonus_below_threshold": "Bonus card turned below the threshold",
    "option.four_color_cards.winning_meld_value": "Meld completed by the winning card",
    "option.four_color_cards.winning_meld_value.table": "table value",
    "option.four_color_cards.winning_meld_value.hand": "hand value",
    "option.four_color_cards.winning_meld_value.table_if_claimed": "table value, hand value if the winner turned it",
    "option.four_color_cards.pair_claims": "Pairs may be claimed",
    "option.four_color_cards.pairs_in_winning_hand": "Pairs in a winning hand",
    "option.four_color_cards.hu_below_threshold": "Hu below the threshold (settled as the penalty)",
    "option.four_color_cards.forced_hu": "A player who can hu must hu",
    "option.four_color_cards.forced_kong": "A player who can kong may not pass",
    "option.four_color_cards.next_opener": "Next round's opener",
    "option.four_color_cards.next_opener.winner": "the winner (the same opener after a draw or penalty)",
    "option.four_color_cards.next_opener.rotate": "the next seat",
    "option.four_color_cards.dead_wall": "Dead cards at the end of the stock",
    "option.four_color_cards.opening_hu": "Hu with the 21 dealt cards",
    # Four Color Cards' hu option: what the hand is worth and what the hu would pay or cost.
    "panel.four_color_cards.hu_paid": {
        "one": "Hu (win): {count} point, each pays you {amount}",
        "other": "Hu (win): {count} points, each pays you {amount}",
    },
    "panel.four_color_cards.hu_penalty": {
        "one": "Hu: {count} point, under {threshold}: you pay {amount} each",
        "other": "Hu: {count} points, under {threshold}: you pay {amount} each",
    },
    "panel.four_color_cards.hu_note_paid": {
        "one": "Hu now: your hand is worth {count} point (threshold {threshold}); each other player pays you "
        "{amount}, {total} in all.",
        "other": "Hu now: your hand is worth {count} points (threshold {threshold}); each other player pays you "
        "{amount}, {total} in all.",
    },
    "panel.four_color_cards.hu_note_penalty": {
        "one": "Hu now: your hand is worth only {count} point, under the threshold of {threshold}: the penalty, "
        "you pay {amount} to each other player, {total} in all.",
        "other": "Hu now: your hand is worth only {count} points, under the threshold of {threshold}: the penalty, "
        "you pay {amount} to each other player, {total} in all.",
    },
    "panel.four_color_cards.hu_note_bonus": "The bonus card then adds 1 to each payment per card of yours it matches.",
    "panel.four_color_cards.hu_note_bonus_may_reach": (
        "At this table the bonus card counts toward the threshold and might still bring you to {threshold}."
    ),
}
