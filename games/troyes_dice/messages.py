"""Player-facing English texts for illegal moves (the bot may translate them by key)."""

from __future__ import annotations

from games.contract import refusals

MESSAGES: dict[str, str] = {
    "game_over": "The game is over.",
    "bad_seat": "There is no seat {seat} at this table.",
    "already_chosen": "You have already chosen this half-day; wait for the other players.",
    "waiting_for_others": "You have nothing to decide now; other players are finishing their bonus builds.",
    "bad_notation": (
        "I could not read {move!r}. Write e.g. `die 1 work`, `die 2 pay deniers resources`, "
        "`die 3 as white to 5 prestige` or, for a bonus, `build work red 4`."
    ),
    "no_such_slot": "There is no die {slot}: the dice of a half-day are numbered 1 to 4.",
    "black_die": "Die {slot} is the black die: nobody may take it.",
    "pay_needed": ("Die 2 costs 1 resource of your choice: add `pay influence`, `pay deniers` or `pay knowledge`."),
    "pay_not_needed": "Only die 2 is paid with a resource of your choice; die {slot} costs {price}.",
    "bad_value": "A die shows 1 to 6; it cannot be turned to {value} (there is no wrap from 6 to 1).",
    "cannot_afford": "You cannot afford this: it costs {cost} and you have {have}.",
    "cell_built": "Your {building} in column {number} of the {colour} district is already built.",
    "cell_destroyed": ("Your {building} in column {number} of the {colour} district was destroyed by the black die."),
    "no_column": "There is no column numbered {number}; columns are numbered 1 to 6.",
    "supplies_only": (
        "You hold no resources and the black die took the free slot, so you take 1 of each resource "
        "instead of a die: play `supplies`."
    ),
    "supplies_not_allowed": (
        "Supplies are only for a player with no resources when the black die takes the free slot."
    ),
    "bonus_expected": "First finish your bonus build: {bonus}.",
    "no_bonus": "You have no bonus build to make now; choose a die, e.g. `die 1 resources`.",
    "bonus_wrong_kind": "This bonus builds a {kind} building, not a {other} building.",
    "bonus_wrong_colour": "The 15th {track} citizen lets you build a prestige building of {colours} only.",
}

illegal = refusals(MESSAGES)
