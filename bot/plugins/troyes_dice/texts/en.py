"""English texts of Troyes Dice, its plugin: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
English catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "button.turn.troyes_dice": "Choose your die",
    "button.hand.troyes_dice": "My sheet",
    "game.score.troyes_dice": "{count}",
    "said.troyes_dice.bonus": "{user} builds the {building} in column {number} (bonus)",
    "said.troyes_dice.over": "the {days} days are over; the most points wins.",
    "panel.troyes_dice.die_step": (
        "**Day {day}, {half}: choose your die.** Everyone chooses in secret; all choices are revealed together."
    ),
    "panel.troyes_dice.morning": "morning",
    "panel.troyes_dice.afternoon": "afternoon",
    "panel.troyes_dice.you_have": "You have {amounts}.",
    "panel.troyes_dice.you_have_nothing": "You have no resources.",
    "panel.troyes_dice.black_die": "Die {slot} (black {value}) is the black die: nobody takes it.",
    "panel.troyes_dice.unaffordable": "Die {slot} ({colour} {value}) costs {price}: you cannot afford it.",
    "panel.troyes_dice.any_resource": "1 resource of your choice",
    "panel.troyes_dice.pick_die": "Choose a die…",
    "panel.troyes_dice.die_option": "Die {slot} · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": "take {amount}, or build in the {colour} district, column {value}",
    "panel.troyes_dice.free": "free",
    "panel.troyes_dice.pay": "pay {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**Die {slot} ({colour} {value}), {price}.** Change it before you use it? A new colour costs {knowledge} "
        "knowledge, each step of value {influence} influence (no wrap from 6 to 1). The change is yours alone."
    ),
    "panel.troyes_dice.pick_adjustment": "Keep the die or change it…",
    "panel.troyes_dice.keep": "Keep {colour} {value} · no cost",
    "panel.troyes_dice.change": "Make it {colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**Die {slot}, used as {colour} {value}.** What do you do with it?",
    "panel.troyes_dice.cannot_change": "You cannot afford to change this die.",
    "panel.troyes_dice.pick_action": "Choose an action…",
    "panel.troyes_dice.take": "Take {amount}",
    "panel.troyes_dice.build": "Build the {building} in column {number}",
    "panel.troyes_dice.you_will": "**You will:** {plan}.",
    "panel.troyes_dice.plan_die": "take die {slot} ({colour} {value}), {price}",
    "panel.troyes_dice.paying": "paying {amounts}",
    "panel.troyes_dice.plan_change": "change it to {colour} {value} for {cost}",
    "panel.troyes_dice.plan_change_value": "change it to {value} for {cost}",
    "panel.troyes_dice.plan_change_colour": "make it {colour} for {cost}",
    "panel.troyes_dice.plan_take": "take {amount}",
    "panel.troyes_dice.plan_build": "build the {building} in column {number}",
    "panel.troyes_dice.plan_supplies": "take {amounts} instead of a die, and no action",
    "panel.troyes_dice.supplies": (
        "You hold no resources and the black die took the free die, so this half-day you take 1 of each resource "
        "instead of a die."
    ),
    "panel.troyes_dice.you_gain": "You gain: {gains}.",
    "panel.troyes_dice.confirm": "Confirm",
    "panel.troyes_dice.back": "Back",
    "panel.troyes_dice.gain_resource": "+{amount}",
    "panel.troyes_dice.gain_citizen": "+1 {colour} citizen",
    "panel.troyes_dice.gain_citizens": {"one": "+{count} {colour} citizen", "other": "+{count} {colour} citizens"},
    "panel.troyes_dice.gain_diamond": "a diamond completed",
    "panel.troyes_dice.gain_work_bonus": "a bonus work building to place",
    "panel.troyes_dice.gain_prestige_bonus": "a bonus {colours} prestige building to place",
    "panel.troyes_dice.gain_cathedral": "×{multiplier} at the end for each of your {row}",
    "panel.troyes_dice.gain_protection": "column {number} safe from the black die",
    "panel.troyes_dice.gain_nothing": "nothing right away",
    "panel.troyes_dice.either": "{first} or {second}",
    "panel.troyes_dice.next_roll": "The half-day is resolved; the next roll is on the board.",
    "panel.troyes_dice.confirm_note": (
        "Confirm makes your choice; the others only see that you have chosen. Until everyone has chosen, you can still "
        "take it back with the {undo} button or `/undo`."
    ),
    "panel.troyes_dice.chosen_undo": (
        "You have already chosen this half-day (`{move}`). To choose again, take it back first with the {undo} button "
        "or `/undo`, before everyone has chosen."
    ),
    "panel.troyes_dice.revealed": "{user}: {choice}",
    "panel.troyes_dice.colour.red": "red",
    "panel.troyes_dice.colour.yellow": "yellow",
    "panel.troyes_dice.colour.white": "white",
    "panel.troyes_dice.resource.influence": {"one": "{count} influence", "other": "{count} influence"},
    "panel.troyes_dice.resource.deniers": {"one": "{count} denier", "other": "{count} deniers"},
    "panel.troyes_dice.resource.knowledge": {"one": "{count} knowledge", "other": "{count} knowledge"},
    "panel.troyes_dice.building.red.prestige": "Fortress",
    "panel.troyes_dice.building.red.work": "Count's Palace",
    "panel.troyes_dice.building.yellow.prestige": "Guild",
    "panel.troyes_dice.building.yellow.work": "City Hall",
    "panel.troyes_dice.building.white.prestige": "Cathedral",
    "panel.troyes_dice.building.white.work": "Bishopric",
    "panel.troyes_dice.row.red_prestige": "Fortresses",
    "panel.troyes_dice.row.red_work": "Count's Palaces",
    "panel.troyes_dice.row.yellow_prestige": "Guilds",
    "panel.troyes_dice.row.yellow_work": "City Halls",
    "panel.troyes_dice.row.white_prestige": "Cathedrals",
    "panel.troyes_dice.row.white_work": "Bishoprics",
    "rules.troyes_dice": (
        "A roll-and-write game for 1 to 10 players. Over 8 days you pick dice to gather resources, "
        "build in the three districts of your city and recruit citizens. Everyone chooses at the same "
        "time. After day 8 the most points wins."
    ),
    "rules.troyes_dice.goal.title": "Goal and your sheet",
    "rules.troyes_dice.goal": (
        "Score points with **citizens** (1 each), **Cathedrals** and leftover resources.\n"
        "Your sheet has three districts, each with its resource:\n"
        "- **red**: **influence**\n"
        "- **yellow**: **deniers**\n"
        "- **white**: **knowledge**\n"
        "Each district has 6 numbered columns: **prestige** buildings on top, **work** buildings below. "
        "You start with 3 of each resource. A resource track has 18 spaces for the whole game: spending "
        "frees none, and gains past 18 are lost. Its 6th, 12th and 18th space each give a citizen of "
        "its colour."
    ),
    "rules.troyes_dice.day.title": "A day: the roll and the prices",
    "rules.troyes_dice.day": (
        "Each of the 8 days has a **morning** and an **afternoon**. Each half-day, 3 clear dice and 1 "
        "**black die** are rolled and set on 4 plazas, lowest first (on a tie the black die goes "
        "first). A clear die takes the colour of its plaza. Its slot sets the price:\n"
        "- slot 1: free\n"
        "- slot 2: 1 resource of your choice\n"
        "- slot 3: 1 denier\n"
        "- slot 4: 2 deniers\n"
        "Nobody takes the black die, but it still holds its slot. Everyone picks one die in secret "
        "(several players may pick the same die), then all choices are revealed together."
    ),
    "rules.troyes_dice.die.title": "Taking a die",
    "rules.troyes_dice.die": (
        "The die's colour sets the resource or district, its value the amount or column number. Before "
        "using it you may change it, for you alone:\n"
        "- any other colour: **2 knowledge**\n"
        "- value up or down: **1 influence** per step (6 does not wrap to 1)\n"
        "If the black die holds slot 1 and you have no resources at all, you take 1 of each resource "
        "instead of a die, and no action."
    ),
    "rules.troyes_dice.actions.title": "The three actions",
    "rules.troyes_dice.actions": (
        "- **Resources**: gain the die's value in its colour's resource.\n"
        "- **Work**: build the bottom building of the die's district, in the column with its number: 2 "
        "citizens of that colour.\n"
        "- **Prestige**: build the top building the same way, with an instant effect:\n"
        "**Fortress** (red): 1 citizen (red in the left two columns, yellow in the middle two, white in "
        "the right two); it shields its column from the black die.\n"
        "**Guild** (yellow): per clear die now on a red plaza (left two columns), yellow (middle two) "
        "or white (right two): 3 of that colour's resource (columns 1, 3, 5 from the left) or 2 "
        "citizens of it (2, 4, 6).\n"
        "**Cathedral** (white): points at the end.\n"
        "Each cell is built once."
    ),
    "rules.troyes_dice.black.title": "The black die",
    "rules.troyes_dice.black": (
        "The black die blocks its plaza. After the half-day that plaza flips over, often to another "
        "colour. From day 3, before anyone chooses, it also strikes every sheet: in the district of its "
        "plaza's colour and the column with its number, both cells are crossed out unless already "
        "built. A **Fortress** built earlier in that column protects the whole column. A crossed-out "
        "cell can never be built, not even by a bonus."
    ),
    "rules.troyes_dice.scoring.title": "Citizens and bonuses",
    "rules.troyes_dice.scoring": (
        "Citizens fill three tracks of 20. Their bonuses can chain:\n"
        "- all three tracks reach 3: 1 of each resource\n"
        "- all three reach 6, and again 11: build a work building of any colour\n"
        "- a track's 15th: build a prestige building of one of the two other colours\n"
        "- a track's 20th: 1 citizen of each other colour\n"
        "A bonus build goes on any free cell and gives its effect. A **diamond** between two "
        "neighbouring buildings of a row gives its bonus once both are built."
    ),
    "rules.troyes_dice.end.title": "End of the game",
    "rules.troyes_dice.end": (
        "The game ends after the afternoon of day 8. You score:\n"
        "- 1 point per citizen\n"
        "- each Cathedral: its multiplier × your buildings in its row. The Cathedral in the 1st column "
        "from the left counts Fortresses; the 2nd to 6th count Count's Palaces, Guilds, City Halls, "
        "Cathedrals, Bishoprics. Your first two Cathedrals are ×1, the next two ×2, the last two ×3.\n"
        "- 1 point per pair of each leftover resource\n"
        "The highest total wins; tied players share the rank."
    ),
    "rules.troyes_dice.moves.title": "Moves",
    "rules.troyes_dice.moves": (
        "Press **Choose your die**, or type with /play: die, slot, then optional pay, as and to, then "
        "the action.\n"
        "- `die 1 work`: free die 1, build its work building\n"
        "- `die 2 pay knowledge resources`: slot 2 paid with 1 knowledge\n"
        "- `die 3 as white to 5 prestige`: die 3 as a white 5, build the Cathedral in column 5\n"
        "- `supplies`: no resources and the black die on slot 1\n"
        "- `build work yellow 4`, `build prestige white 2`: bonus builds, after the reveal"
    ),
    "option.troyes_dice.column_order": "Column order",
    "option.troyes_dice.column_order.standard": "standard (1 to 6 from the left)",
    "option.troyes_dice.column_order.random": "random (the same for everyone)",
    # /game sheet and the Troyes Dice board's Sheets menu: any player's sheet, for anyone.
    "name.game.sheet": "sheet",
    "name.game.sheet.player": "player",
    "cmd.game.sheet": "Show a Troyes Dice player's sheet (only you see it)",
    "cmd.game.sheet.player": "The player whose sheet to show",
    "panel.troyes_dice.sheets": "Sheets…",
    "panel.troyes_dice.sheet_choice": "{name}'s sheet",
    "panel.troyes_dice.sheet_points": {"one": "{count} point", "other": "{count} points"},
    "panel.troyes_dice.sheet_of": (
        "Sheet of {user} (seat {number}), as everyone sees it. Choices stay secret until they are revealed."
    ),
    "panel.troyes_dice.sheet_other_game": "Only Troyes Dice has sheets to show; the game in this channel is {game}.",
    "panel.troyes_dice.sheet_not_playing": (
        "{user} is not playing in this channel's game. AI seats are in the Sheets menu under the board."
    ),
    "panel.troyes_dice.final_sheet_of": (
        "Final sheet of {user} (seat {number}) in this channel's last Troyes Dice game."
    ),
    "panel.troyes_dice.sheet_no_game": (
        "There is no Troyes Dice game in this channel, running or finished, so there is no sheet to show. "
        "Start one with `/game new`."
    ),
    "panel.troyes_dice.sheet_not_played": (
        "{user} did not play in this channel's last Troyes Dice game. Its final board lists the players."
    ),
}
