"""English texts of Copenhagen, its plugin: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
English catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "game.score.copenhagen": "{count}",
    # Copenhagen's open moves as the channel reads them (bot.said), from the labels of games/copenhagen/labels.py;
    # {colour}, {ability} and {payment} are the labels' own words (label.copenhagen.colour.*...).
    "said.copenhagen.take": "{user} takes the {colour} card from slot {slot}",
    "said.copenhagen.take_additional": "{user} takes the {colour} card from slot {slot} as an Additional card",
    "said.copenhagen.take_any_cards": "{user} takes the {colour} card from slot {slot} with Any cards",
    "said.copenhagen.discard": "{user} discards a {colour} card",
    "said.copenhagen.build": "{user} builds a {colour} tile of {size} squares, its brick on {cell}",
    "said.copenhagen.pay": "{user} pays {payment}",
    "said.copenhagen.pay_discount": "{user} pays {payment} with the Construction discount",
    "said.copenhagen.white": "{user} places a white window on {cell}",
    "said.copenhagen.ability": "{user} takes the {ability} ability",
    "said.copenhagen.both": "{user} uses Both actions to build a tile now",
    "said.copenhagen.end": "{user} ends their turn",
    "said.copenhagen.cancel": "{user} chooses another place for the tile",
    "said.copenhagen.refresh": "{user} turns their used abilities back to active",
    "said.copenhagen.over.points": "{user} reached {points} points.",
    "said.copenhagen.over.end_card": "the End card came out of the deck; the most points wins.",
    "said.copenhagen.colour.red": "red",
    "said.copenhagen.colour.yellow": "yellow",
    "said.copenhagen.colour.green": "green",
    "said.copenhagen.colour.blue": "blue",
    "said.copenhagen.colour.purple": "purple",
    "said.copenhagen.colour.empty": "empty",
    # Copenhagen's panel (bot/plugins/copenhagen/panel.py)
    "panel.copenhagen.decision.take_or_build": (
        "Your turn: take a card from the harbour (your second card comes from a slot next to it), or press "
        "**Build…** to choose a tile and see where it goes."
    ),
    "panel.copenhagen.decision.take_or_build.take_only": (
        "Your turn: take a card from the harbour (your second card comes from a slot next to it). No tile is within "
        "your means yet."
    ),
    "panel.copenhagen.decision.second_card": "Take your second card.",
    "panel.copenhagen.decision.discard": "You hold more than 7 cards: discard one.",
    "panel.copenhagen.decision.after_take": "Take an Additional card, use Both actions, or end your turn.",
    "panel.copenhagen.decision.after_take.additional_card": "Take an Additional card, or end your turn.",
    "panel.copenhagen.decision.after_take.both_actions": "Use Both actions to build a tile now, or end your turn.",
    "panel.copenhagen.decision.both_actions_build": (
        "Both actions: press **Build…** to build a tile now, or end your turn."
    ),
    "panel.copenhagen.decision.payment": (
        "Choose how to pay for the tile drawn dashed on your facade, or cancel to choose another placement."
    ),
    "panel.copenhagen.decision.coat_of_arms": (
        "Coat of arms: place a white window, take an ability you don't own, or turn your used abilities back."
    ),
    "panel.copenhagen.build": "Build…",
    "panel.copenhagen.build_steps": "Build step by step: tile, orientation, position…",
    "panel.copenhagen.tile_turned": "{tile}, {turn}",
    "panel.copenhagen.step_cost": {
        "=0": "{step} · free",
        "one": "{step} · costs {count} card",
        "other": "{step} · costs {count} cards",
    },
    "panel.copenhagen.step_cost_from": {
        "=0": "{step} · free in some places",
        "one": "{step} · from {count} card",
        "other": "{step} · from {count} cards",
    },
    "panel.copenhagen.turn.r0": "not turned",
    "panel.copenhagen.turn.r90": "turned 90° clockwise",
    "panel.copenhagen.turn.r180": "turned 180°",
    "panel.copenhagen.turn.r270": "turned 90° anticlockwise",
    "panel.copenhagen.turn.m0": "mirrored",
    "panel.copenhagen.turn.m90": "mirrored, turned 90° clockwise",
    "panel.copenhagen.turn.m180": "mirrored, turned 180°",
    "panel.copenhagen.turn.m270": "mirrored, turned 90° anticlockwise",
    "panel.copenhagen.tiles": "Choose a tile. Only tiles you can afford somewhere on your facade are listed.",
    "panel.copenhagen.pick_tile": "Choose a tile…",
    "panel.copenhagen.pick_position": "Choose a position…",
    "panel.copenhagen.tile": "{colour} tile of {size} squares",
    "panel.copenhagen.positions": {"one": "{count} position", "other": "{count} positions"},
    "panel.copenhagen.row": "Row {row}…",
    "panel.copenhagen.preview": (
        "Preview: {label}.\nRotate, mirror or choose another position; **Confirm** builds it there."
    ),
    "panel.copenhagen.rotate": "Rotate ↻",
    "panel.copenhagen.mirror": "Mirror ⇆",
    "panel.copenhagen.confirm": "Confirm",
    "panel.copenhagen.back": "Back",
    "panel.copenhagen.colour.red": "Red",
    "panel.copenhagen.colour.yellow": "Yellow",
    "panel.copenhagen.colour.green": "Green",
    "panel.copenhagen.colour.blue": "Blue",
    "panel.copenhagen.colour.purple": "Purple",
    "panel.copenhagen.no_builds": "No tile you can afford fits on your facade right now: take cards instead.",
    "panel.copenhagen.no_position": "That placement is not open now. Press Build… and choose again.",
    # Rules summaries, one per game (shown by /rules).
    "rules.copenhagen": (
        "Copenhagen is a tile-laying game for 2 to 4 players. You collect coloured cards from the "
        "harbour and spend them on tiles to build the facade of your house. Full rows and columns score "
        "points. The first player to reach **12 points** wins at once."
    ),
    "rules.copenhagen.goal.title": "Your facade",
    "rules.copenhagen.goal": (
        "Your facade is a grid of 5 columns (a to e, from the left) and 9 rows (1 is the ground floor, "
        "9 the top). You fill it with tiles of 2 to 5 squares. Every tile has exactly one **brick** "
        "square; all its other squares are **windows**.\n"
        "- Complete rows and columns to score.\n"
        "- Lines made only of windows score double.\n"
        "- **Coats of arms** (on cells c3, e5, b7, d9 and beside rows 2, 4 and 6) give bonus actions."
    ),
    "rules.copenhagen.turn.title": "Your turn",
    "rules.copenhagen.turn": (
        "The first player starts with 2 cards, the next ones with 3, a fourth player with 4. On your "
        "turn, do **one** of two things:\n"
        "- **Take cards**: take any card from the 7 harbour slots, then a second card from a slot right "
        "next to it (slot 7 is not next to slot 1).\n"
        "- **Build** one tile on your facade.\n"
        "You may hold at most **7 cards**: whenever a card takes you over, discard one at once. At the "
        "end of your turn, empty harbour slots are refilled from the deck. Cards only show a colour; "
        "the shapes printed on them are a reminder."
    ),
    "rules.copenhagen.build.title": "Building a tile",
    "rules.copenhagen.build": (
        "Choose a tile left in the shared supply: a colour (red, yellow, green, blue or purple) and a "
        "size from 2 to 5. Each colour has its own shapes.\n"
        "- **Cost**: one card of the tile's colour per square, minus 1 if the tile touches, side to "
        "side, a tile of the same colour on your facade. This discount is automatic.\n"
        "- You may turn and mirror the tile any way you like.\n"
        "- It must stay inside the grid and not overlap. At least one square must be on the ground "
        "floor or directly on top of a square built earlier; the other squares may hang over empty "
        "cells.\n"
        "Spent cards go to the discard pile."
    ),
    "rules.copenhagen.scoring.title": "Scoring",
    "rules.copenhagen.scoring": (
        "Your score is counted from your whole facade after every tile, white tiles included:\n"
        "- A full **row** (5 squares): **1** point, or **2** if all are windows.\n"
        "- A full **column** (9 squares): **2** points, or **4** if all are windows.\n"
        "A single brick halves what a line earns, so place your bricks with care. Rows 2, 4 and 6 score "
        "like any other row. Points are never lost."
    ),
    "rules.copenhagen.coats.title": "Coats of arms and abilities",
    "rules.copenhagen.coats": (
        "You earn a **coat-of-arms action** for each coat-of-arms cell (c3, e5, b7, d9) your tile "
        "covers and each highlighted row (2, 4, 6) it completes. For each action, choose one:\n"
        "- place a free **white window** tile on the ground floor or directly on a built cell (it can "
        "earn more actions);\n"
        "- take an **ability** you don't own;\n"
        "- turn all your used abilities back to active.\n"
        "Each ability works once until turned back:\n"
        "- **Any cards** (everyone starts with it): second card from any slot.\n"
        "- **Additional card**: a third card from any slot.\n"
        "- **Construction discount**: pay 1 card less.\n"
        "- **Change of colors**: cards of one other colour count as the tile's.\n"
        "- **Both actions**: take cards, then build."
    ),
    "rules.copenhagen.end.title": "End of the game",
    "rules.copenhagen.end": (
        "- As soon as a tile (white ones too) brings you to **12 points** or more, you win. The win "
        "comes before any coats of arms that tile earned, and nobody plays again.\n"
        "- Otherwise the game stops at once when the **End card** is drawn while refilling the harbour. "
        "It lies among the last 10 cards of the deck; with 3 or 4 players, of the second deck, made by "
        "shuffling the discard pile once the first runs out. The most points wins. On a tie, the fewest "
        "empty cells wins; if still tied, the players share the win."
    ),
    "rules.copenhagen.moves.title": "Moves",
    "rules.copenhagen.moves": (
        "Type moves with /play; it suggests the legal ones. Harbour slots are 1 to 7 from the left.\n"
        "- `take 3`: take the card in slot 3 (also for an Additional card).\n"
        "- `discard red`: discard a red card when over 7.\n"
        "- `build red3 r90 c2`: tile (colour and size), orientation, then the cell of its brick. r0 is "
        "as printed; r90, r180, r270 turn it clockwise; m0 to m270 mirror it, then turn.\n"
        "- `pay 1red 1blue` or `pay 1red discount`: how to pay, when abilities give a choice; `cancel` "
        "picks again.\n"
        "- `both`: after taking cards, use Both actions (even if you then build nothing); `end` ends "
        "your turn instead.\n"
        "- `white c3`, `ability extra` (or any, discount, colors, both), `refresh`: coat-of-arms "
        "actions."
    ),
}
