"""The move notation: one text form per decision, parsed forgivingly and printed canonically.

Main choice of a half-day (one move)::

    die <slot> [pay <resource>] [as <colour>] [to <value>] <action>

* ``slot``: 1-4, the die's place in the half-day (price: free, 1 resource of your choice, 1 or 2 deniers);
* ``pay <resource>``: only for slot 2, which resource pays its price (influence, deniers or knowledge);
* ``as <colour>``: change the die's colour for you alone (2 knowledge); omitted when unchanged;
* ``to <value>``: change its value, 1 influence per step, no wrap from 6 to 1; omitted when unchanged;
* ``action``: ``resources`` (take the value in the colour's resource), ``prestige`` or ``work`` (build that
  building of the colour's district in the column numbered with the value).

Examples: ``die 1 work``, ``die 2 pay knowledge resources``, ``die 3 as white to 5 prestige``.

``supplies``: the only move of a player who holds no resources when the black die takes the free slot.

Bonus build (a follow-up move, after the choices are revealed)::

    build <prestige|work> <colour> <column number>

Examples: ``build work yellow 4`` (citizen column 6 or 11 bonus), ``build prestige white 2`` (15th citizen).

Parsing forgives letter case, extra spaces and commas, the words ``take`` and ``build`` before an action,
``colour`` or ``color`` for ``as``, ``denier`` for ``deniers``, and any order of the clauses after
``die <slot>``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.contract import small_number
from games.troyes_dice import components as c

ACTIONS: tuple[str, ...] = ("resources", "prestige", "work")
SUPPLIES_MOVE = "supplies"

# Player-facing summary of the notation (for /help and the lobby).
NOTATION_HELP = """\
Each half-day, choose in one move: `die <1-4> [pay <resource>] [as <colour>] [to <value>] <action>`.
Die prices: 1 free, 2 one resource of your choice (`pay influence|deniers|knowledge`), 3 one denier, 4 two deniers.
`as <red|yellow|white>` recolours the die for you (2 knowledge); `to <1-6>` changes its value (1 influence a step).
Actions: `resources` (take the value in the colour's resource), `prestige` or `work` (build in that colour's
district, in the column numbered with the value). Examples: `die 1 work`, `die 2 pay knowledge resources`,
`die 3 as white to 5 prestige`.
No resources and the black die on slot 1: `supplies` (1 of each resource).
Bonus builds, after the reveal: `build work <colour> <column>` or `build prestige <colour> <column>`."""

_COLOUR_WORDS = {name: index for index, name in enumerate(c.COLOURS)}
_RESOURCE_WORDS = {name: index for index, name in enumerate(c.RESOURCES)} | {"denier": c.DENIERS}
_KIND_WORDS = {name: index for index, name in enumerate(c.KINDS)}
_FILLER = frozenset({"take", "build", "and", "then"})


class NotationError(ValueError):
    """Text that is not a move of this notation."""


@dataclass(frozen=True, slots=True)
class DieChoice:
    slot: int  # 0-based place of the die in the half-day
    action: str
    pay: int | None = None  # resource paying slot 2's price
    colour: int | None = None  # new colour, None when unchanged
    value: int | None = None  # new value, None when unchanged

    def text(self) -> str:
        parts = [f"die {self.slot + 1}"]
        if self.pay is not None:
            parts.append(f"pay {c.RESOURCES[self.pay]}")
        if self.colour is not None:
            parts.append(f"as {c.COLOURS[self.colour]}")
        if self.value is not None:
            parts.append(f"to {self.value}")
        parts.append(self.action)
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class BuildChoice:
    kind: int
    colour: int
    number: int  # the column number (what a die value would target)

    def text(self) -> str:
        return f"build {c.KINDS[self.kind]} {c.COLOURS[self.colour]} {self.number}"


@dataclass(frozen=True, slots=True)
class SuppliesChoice:
    def text(self) -> str:
        return SUPPLIES_MOVE


Move = DieChoice | BuildChoice | SuppliesChoice


def normalise(text: str) -> str:
    return " ".join(text.replace(",", " ").lower().split())


@lru_cache(maxsize=4096)
def parse(text: str) -> Move:
    """The move a text means (moves are frozen values, so a cache of recent texts is safe)."""
    tokens = normalise(text).split()
    if not tokens:
        raise NotationError("empty")
    head, rest = tokens[0], tokens[1:]
    if head == SUPPLIES_MOVE and not rest:
        return SuppliesChoice()
    if head == "build":
        return _parse_build(rest)
    if head == "die":
        return _parse_die(rest)
    raise NotationError(head)


def _number(token: str) -> int:
    number = small_number(token, max_digits=2)
    if number is None:
        raise NotationError(token)
    return number


def _parse_build(tokens: list[str]) -> BuildChoice:
    kind = colour = number = None
    for token in tokens:
        if token in _KIND_WORDS and kind is None:
            kind = _KIND_WORDS[token]
        elif token in _COLOUR_WORDS and colour is None:
            colour = _COLOUR_WORDS[token]
        elif token.isdigit() and number is None:
            number = _number(token)
        else:
            raise NotationError(token)
    if kind is None or colour is None or number is None:
        raise NotationError("incomplete build")
    return BuildChoice(kind, colour, number)


def _parse_die(tokens: list[str]) -> DieChoice:
    if not tokens:
        raise NotationError("no slot")
    slot = _number(tokens[0]) - 1
    pay = colour = value = None
    action = None
    rest = iter(tokens[1:])
    for token in rest:
        if token in _FILLER:
            continue
        if token in ("pay", "as", "colour", "color", "to"):
            argument = next(rest, None)
            if argument is None:
                raise NotationError(token)
            if token == "pay" and pay is None and argument in _RESOURCE_WORDS:
                pay = _RESOURCE_WORDS[argument]
            elif token in ("as", "colour", "color") and colour is None and argument in _COLOUR_WORDS:
                colour = _COLOUR_WORDS[argument]
            elif token == "to" and value is None:
                value = _number(argument)
            else:
                raise NotationError(argument)
        elif token in ACTIONS and action is None:
            action = token
        else:
            raise NotationError(token)
    if action is None:
        raise NotationError("no action")
    return DieChoice(slot=slot, action=action, pay=pay, colour=colour, value=value)
