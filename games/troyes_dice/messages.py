"""Player-facing English texts for illegal moves (the bot may translate them by key), and the English of the game
words those texts name (``TERMS``: each language writes its own word, as ``term.troyes_dice.<key>``)."""

from __future__ import annotations

from games.contract import refusals, term_maker
from games.troyes_dice import components as c

MESSAGES: dict[str, str] = {
    "game_over": "The game is over.",
    # Why a move cannot be taken back (/undo).
    "take_back_all_chosen": "Everyone has chosen and the choices are revealed: yours stands.",
    "take_back_bonus_over": "The bonus builds are over and the next dice are rolled: your build stands.",
    "bad_seat": "There is no seat {seat} at this table.",
    "already_chosen": "You have already chosen this half-day; wait for the other players.",
    "waiting_for_others": "You have nothing to decide now; other players are finishing their bonus builds.",
    "bad_notation": (
        'I could not read "{move}". Write e.g. `die 1 work`, `die 2 pay deniers resources`, '
        "`die 3 as white to 5 prestige` or, for a bonus, `build work red 4`."
    ),
    "no_such_slot": "There is no die {slot}: the dice of a half-day are numbered 1 to 4.",
    "black_die": "Die {slot} is the black die: nobody may take it.",
    "pay_needed": ("Die 2 costs 1 resource of your choice: add `pay influence`, `pay deniers` or `pay knowledge`."),
    "pay_not_needed": "Only die 2 is paid with a resource of your choice; die {slot} costs {price}.",
    "bad_value": "A die shows 1 to 6; it cannot be turned to {value} (there is no wrap from 6 to 1).",
    "bad_value_low": "A die shows 1 to 6; it cannot be turned to {value} (there is no wrap from 1 to 6).",
    # The resource the player lacks first, named alone: its amounts stand apart, so no language has to agree a word
    # with a number it does not know in advance.
    "cannot_afford": "You are short of {resource}: this costs {cost} and you have {have}.",
    # A building's name says its district: each kind of building stands in one district only.
    "cell_built": "Your {building} in column {number} is already built.",
    "cell_destroyed": "Your {building} in column {number} was destroyed by the black die.",
    "no_column": "There is no column numbered {number}; columns are numbered 1 to 6.",
    "supplies_only": (
        "You hold no resources and the black die took the free slot, so you take 1 of each resource "
        "instead of a die: play `supplies`."
    ),
    "supplies_not_allowed": (
        "Supplies are only for a player with no resources when the black die takes the free slot."
    ),
    "bonus_expected": "First finish your bonus build: {bonus}.",
    # {example}: a die move this player can play now (never the black die's).
    "no_bonus": "You have no bonus build to make now; choose a die, e.g. `{example}`.",
    "bonus_wrong_kind": "This bonus builds a {kind} building, not a {other} building.",
    "bonus_wrong_colour": "The 15th citizen of the {track} track lets you build only a {colours} prestige building.",
}

# The game words inside those messages. A language may word a key for the one place it is used (Russian puts a
# track's colour in the case its sentence needs), so colours named as a track and as a choice are separate keys.
TERMS: dict[str, str] = {
    **{f"resource.{name}": name for name in c.RESOURCES},
    **{f"colour.{name}": name for name in c.COLOURS},
    **{f"track.{name}": name for name in c.COLOURS},
    **{f"kind.{name}": name for name in c.KINDS},
    **{f"building.{c.COLOURS[district]}_{c.KINDS[kind]}": name for (district, kind), name in c.BUILDING_NAMES.items()},
    # What a die other than die 2 costs (pay_not_needed): the prices of slots 1, 3 and 4.
    "price.free": "nothing",
    "price.deniers.1": "1 denier",
    "price.deniers.2": "2 deniers",
    # The bonus build a player must finish first (bonus_expected): a work building, or the 15th citizen's prestige
    # building of the two colours other than its track's.
    "bonus.work": "build a work building of any colour (`build work <colour> <column>`)",
    **{
        f"bonus.prestige.{track}": (
            f"build a {' or '.join(other for other in c.COLOURS if other != track)} prestige building "
            "(`build prestige <colour> <column>`)"
        )
        for track in c.COLOURS
    },
}

illegal = refusals(MESSAGES)
term = term_maker(TERMS)
