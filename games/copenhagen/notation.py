"""The Copenhagen move notation: one short lower-case text per decision.

A turn is a series of decisions; each decision is one move. Cells are named like a chess board seen from
the street: columns ``a`` to ``e`` from the left, rows ``1`` (ground floor) to ``9`` (top), so ``c1`` is the
middle of the ground floor. Harbour slots are numbered ``1`` to ``7`` from the left.

``take 3``
    Take the card in harbour slot 3. The first card of a turn may come from any slot. The second must come
    from a slot next to the first (no wrap-around); a slot further away is allowed only with an active
    *Any cards* ability, which it uses up (taking a neighbouring slot never uses it). After the two cards, an
    active *Additional card* ability lets you ``take`` one more card from any slot.
``discard red``
    Over the hand limit of 7 (checked after every card taken): discard one card of that colour.
``build red3 r90 c2``
    Build a tile: colour and size (``red3``), orientation, and the cell where its brick square goes.
    Orientations: ``r0`` is the tile as printed, ``r90``/``r180``/``r270`` turn it clockwise, ``m0`` mirrors
    it left-right and ``m90``/``m180``/``m270`` mirror then turn. Orientations that give the same placement
    are listed once, under the first token in that order; the others are accepted too. The cost (size,
    minus one if the tile touches a tile of its own colour, which is automatic) is paid at once when there
    is only one way to pay.
``pay 2red`` / ``pay 1red 1blue`` / ``pay 1red discount`` / ``pay discount``
    When abilities give a choice of payment, the build is followed by this decision: the cards you pay, and
    ``discount`` to use *Construction discount* (one card less). Paying with another colour than the tile's
    uses *Change of colors* (one other colour, any mix with the tile's own colour).
``cancel``
    During the payment decision: take back the placement and choose again.
``both``
    After taking cards: use *Both actions* to start a placement step (the ability is used up now, even if
    you then build nothing).
``end``
    End the turn instead of the optional action on offer (an Additional card, Both actions, or building in
    the Both actions placement step).
``white c3``
    Coat-of-arms action: place a white window tile on an empty cell of the ground floor or directly on a
    built cell.
``ability extra``
    Coat-of-arms action: take an ability you don't own: ``any``, ``extra`` (Additional card), ``discount``
    (Construction discount), ``colors`` (Change of colors), ``both`` (Both actions).
``refresh``
    Coat-of-arms action: turn all your used ability tiles back to active.

Moves forgive letter case and extra spaces; nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.contract import small_number
from games.copenhagen import components as c
from games.copenhagen import facade
from games.copenhagen.messages import illegal

VERBS = ("take", "discard", "build", "pay", "cancel", "both", "end", "white", "ability", "refresh")
DISCOUNT_WORD = "discount"

# The orientation tokens (``rN``, ``mN``) and how a token turns and flips for a tile: a panel turns a tile it
# previews with these, and offers only the tokens the engine's legal moves use.
ORIENTATIONS = facade.ORIENTATIONS
turned = facade.turned  # (tile, orientation, quarter_turns=1): the canonical token turned clockwise
mirrored = facade.mirrored  # (tile, orientation): the canonical token flipped left-right


@dataclass(frozen=True)
class Move:
    verb: str
    slot: int = -1  # 0-based harbour slot
    colour: str = ""
    tile: str = ""
    orientation: str = ""
    cell: int = -1
    payment: tuple[tuple[str, int], ...] = ()  # (colour, cards), non-zero counts only
    discount: bool = False
    ability: str = ""


def normalise(text: str) -> str:
    return " ".join(text.lower().split())


def parse(text: str) -> Move:
    """The move ``text`` stands for, or IllegalMove when it is not in the notation at all."""
    words = normalise(text).split()
    if not words or words[0] not in VERBS:
        if words and words[0] == "undo":
            raise illegal("no_undo")
        raise illegal("bad_notation", move=text.strip())
    verb, args = words[0], words[1:]
    if verb in ("cancel", "both", "end", "refresh"):
        if args:
            raise illegal("bad_notation", move=text.strip())
        return Move(verb)
    if verb == "take":
        slot = small_number(args[0]) if len(args) == 1 else None
        if slot is None:
            raise illegal("bad_notation", move=text.strip())
        if not 1 <= slot <= c.HARBOUR_SLOTS:
            raise illegal("bad_slot")
        return Move(verb, slot=slot - 1)
    if verb == "discard":
        if len(args) != 1:
            raise illegal("bad_notation", move=text.strip())
        return Move(verb, colour=_colour(args[0]))
    if verb == "build":
        if len(args) != 3:
            raise illegal("bad_notation", move=text.strip())
        tile, orientation, cell = args
        if tile not in facade.DISTINCT_ORIENTATIONS:
            raise illegal("unknown_tile", tile=tile)
        if orientation not in facade.ORIENTATIONS:
            raise illegal("bad_orientation", orientation=orientation)
        return Move(verb, tile=tile, orientation=orientation, cell=_cell(cell))
    if verb == "white":
        if len(args) != 1:
            raise illegal("bad_notation", move=text.strip())
        return Move(verb, cell=_cell(args[0]))
    if verb == "ability":
        if len(args) != 1:
            raise illegal("bad_notation", move=text.strip())
        name = c.SHORT_ABILITY.get(args[0], args[0] if args[0] in c.ABILITIES else "")
        if not name:
            raise illegal("unknown_ability", ability=args[0])
        return Move(verb, ability=name)
    # pay
    discount = DISCOUNT_WORD in args
    counts: dict[str, int] = {}
    for arg in args:
        if arg == DISCOUNT_WORD:
            continue
        digits = len(arg) - len(arg.lstrip("0123456789"))
        cards = small_number(arg[:digits])
        if cards is None:
            raise illegal("bad_notation", move=text.strip())
        colour = _colour(arg[digits:])
        counts[colour] = counts.get(colour, 0) + cards
    if args.count(DISCOUNT_WORD) > 1 or not args:
        raise illegal("bad_notation", move=text.strip())
    return Move(verb, payment=tuple((k, v) for k, v in counts.items() if v), discount=discount)


def _colour(word: str) -> str:
    if word not in c.COLOURS:
        raise illegal("unknown_colour", colour=word)
    return word


def _cell(word: str) -> int:
    cell = facade.parse_cell(word)
    if cell is None:
        raise illegal("bad_cell", cell=word)
    return cell


def format_take(slot: int) -> str:
    return f"take {slot + 1}"


def format_discard(colour: str) -> str:
    return f"discard {colour}"


def format_pay(tile_colour: str, payment: dict[str, int], discount: bool) -> str:
    """Canonical payment text: the tile's colour first, then the other colour, then ``discount``."""
    parts = ["pay"]
    for colour in sorted(payment, key=lambda col: (col != tile_colour, c.COLOURS.index(col))):
        if payment[colour]:
            parts.append(f"{payment[colour]}{colour}")
    if discount:
        parts.append(DISCOUNT_WORD)
    return " ".join(parts)


def format_ability(name: str) -> str:
    return f"ability {c.ABILITY_SHORT[name]}"
