"""A half-day choice taken in steps, as a panel offers it: a die (and how its price is paid), an adjustment of
that die (colour, value, both or none) and an action; plus a preview of what a complete choice costs and gives.

Nothing here decides what is legal. The options of every step are the seat's legal moves grouped by their
parts, so a step can only ever offer a prefix of a legal move; the preview resolves the choice on a copy of
the sheet with the same code the reveal uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.contract import JSON, Alternatives, IllegalMove, Term
from games.troyes_dice import components as c
from games.troyes_dice import dice, resolve, rules
from games.troyes_dice.notation import ACTIONS, SUPPLIES_MOVE, DieChoice, NotationError, parse
from games.troyes_dice.sheet import bonus_track
from games.troyes_dice.state import CHOOSE, TroyesState

Amounts = tuple[int, int, int]  # influence, deniers, knowledge (or red, yellow, white citizens)


@dataclass(frozen=True)
class DieOption:
    """A die the seat can take, with the resource paying its price where the price is "any resource"."""

    words: str  # the move's first words: "die 1", "die 2 pay knowledge"
    slot: int  # 1-4
    colour: str
    value: int
    price: Amounts


@dataclass(frozen=True)
class BlockedDie:
    """A die the seat cannot take now: the black die, or one whose price it cannot pay."""

    slot: int
    colour: str  # the plaza colour; "black" for the black die
    value: int
    reason: str  # "black" or "unaffordable"
    price: Amounts | None  # None: 1 resource of the player's choice (or the black die)


@dataclass(frozen=True)
class Adjustment:
    words: str  # "", "as white", "to 5", "as white to 5"
    colour: str
    value: int
    cost: Amounts  # what the change alone costs


@dataclass(frozen=True)
class Preview:
    """What a complete choice does to the seat's sheet, as the reveal will resolve it."""

    move: str
    action: str  # "resources", "prestige", "work" or "supplies"
    colour: str | None  # the die as used (None for supplies)
    value: int | None
    building: str | None  # the building it builds, if any
    spend: Amounts
    resources: Amounts  # marked on the resource tracks (at most up to the end of a track)
    citizens: Amounts
    diamonds: int
    bonuses: tuple[str, ...]  # bonus builds earned: "work" or the other colours of a prestige bonus ("yellow+white")
    cathedral: tuple[int, str] | None  # multiplier and the row it will score ("yellow_work")
    protects: bool  # a Fortress: its column is safe from the black die


def split(move: str) -> tuple[str, str, str]:
    """A die move's three parts: its die words, its adjustment words (maybe empty) and its action."""
    choice = parse(move)
    if not isinstance(choice, DieChoice):
        raise NotationError(move)
    head = f"die {choice.slot + 1}" + ("" if choice.pay is None else f" pay {c.RESOURCES[choice.pay]}")
    adjust = []
    if choice.colour is not None:
        adjust.append(f"as {c.COLOURS[choice.colour]}")
    if choice.value is not None:
        adjust.append(f"to {choice.value}")
    return head, " ".join(adjust), choice.action


def join(die: str, adjustment: str, action: str) -> str:
    return " ".join(part for part in (die, adjustment, action) if part)


def choosing(state: TroyesState, seat: int) -> bool:
    """Whether the seat still has its half-day choice to make."""
    return state.phase == CHOOSE and 0 <= seat < state.players and state.sheets[seat].choice is None


def half_day(state: TroyesState) -> int:
    """Which of the game's half-days is on (0-15): a choice made in steps belongs to one half-day."""
    return (state.day - 1) * len(c.HALF_DAYS) + state.half


def supplies_only(state: TroyesState, seat: int) -> bool:
    return choosing(state, seat) and rules.needs_supplies(state, state.sheets[seat])


def _die_moves(state: TroyesState, seat: int) -> list[str]:
    if not choosing(state, seat):
        return []
    return [move for move in rules.legal_die_moves(state, state.sheets[seat]) if move != SUPPLIES_MOVE]


def _price(slot_index: int, pay: int | None) -> Amounts:
    base = list(c.SLOT_PRICES[slot_index] or (0, 0, 0))
    if pay is not None:
        base[pay] += 1
    return (base[0], base[1], base[2])


def die_parts(state: TroyesState, move: str) -> tuple[DieOption, Adjustment]:
    """The die a die move takes (with its price) and the change it makes to it (no words and no cost when
    unchanged), as the move reads in ``state``, whether or not its seat is still choosing."""
    choice = parse(move)
    if not isinstance(choice, DieChoice):
        raise NotationError(move)
    head, words, _action = split(move)
    slot = state.slots[choice.slot]
    price = _price(choice.slot, choice.pay)
    total = rules.die_cost(choice.slot, slot, choice)
    colour = slot.colour if choice.colour is None else choice.colour
    value = slot.value if choice.value is None else choice.value
    change = (total[0] - price[0], total[1] - price[1], total[2] - price[2])
    die = DieOption(head, choice.slot + 1, c.COLOURS[slot.colour], slot.value, price)
    return die, Adjustment(words, c.COLOURS[colour], value, change)


def dice_options(state: TroyesState, seat: int) -> list[DieOption]:
    options: dict[str, DieOption] = {}
    for move in _die_moves(state, seat):
        die, _change = die_parts(state, move)
        options.setdefault(die.words, die)
    return list(options.values())


def blocked_dice(state: TroyesState, seat: int) -> list[BlockedDie]:
    """The dice not offered to the seat and why (nothing while it has no choice to make)."""
    if not choosing(state, seat):
        return []
    return _blocked(state, {option.slot for option in dice_options(state, seat)})


def _blocked(state: TroyesState, offered: set[int]) -> list[BlockedDie]:
    """The dice whose slot is not among those offered, and why: black, or more than the seat can pay."""
    blocked = []
    for index, slot in enumerate(state.slots):
        if slot.black:
            blocked.append(BlockedDie(index + 1, "black", slot.value, "black", None))
        elif index + 1 not in offered:
            price = c.SLOT_PRICES[index]
            blocked.append(BlockedDie(index + 1, c.COLOURS[slot.colour], slot.value, "unaffordable", price))
    return blocked


def adjustments(state: TroyesState, seat: int, die: str) -> list[Adjustment]:
    """The affordable changes of the die chosen by ``die`` (no change first), each with its own cost."""
    found: dict[str, Adjustment] = {}
    for move in _die_moves(state, seat):
        taken, change = die_parts(state, move)
        if taken.words == die:
            found.setdefault(change.words, change)
    # Unchanged first, then the die's own colour at other values, then each other colour, value by value.
    return sorted(
        found.values(),
        key=lambda adjustment: (
            adjustment.words != "",
            "as" in adjustment.words,
            c.COLOURS.index(adjustment.colour),
            adjustment.value,
        ),
    )


def actions(state: TroyesState, seat: int, die: str, adjustment: str) -> list[Preview]:
    """The legal actions after ``die`` and ``adjustment``, each previewed."""
    return [preview(state, seat, move) for move in _die_moves(state, seat) if split(move)[:2] == (die, adjustment)]


def refused_actions(state: TroyesState, seat: int, die: str, adjustment: str) -> list[IllegalMove]:
    """Why each action missing after ``die`` and ``adjustment`` is not possible (a built or destroyed cell)."""
    offered = {preview.action for preview in actions(state, seat, die, adjustment)}
    if not offered:
        return []
    reasons = []
    for action in ACTIONS:
        if action in offered:
            continue
        choice = parse(join(die, adjustment, action))
        assert isinstance(choice, DieChoice)
        try:
            rules.canonical_die(state, state.sheets[seat], choice)
        except IllegalMove as refusal:
            reasons.append(refusal)
    return reasons


def preview(state: TroyesState, seat: int, move: str) -> Preview:
    """What ``move`` would do to the seat's sheet when the half-day resolves (the move must be legal)."""
    sheet = state.sheets[seat]
    choice = parse(move)
    work = resolve.resolve_choice(state, sheet, choice, dice.plaza_dice(state.slots))
    after = work.freeze()
    colour = value = building = None
    cathedral = None
    protects = False
    action = SUPPLIES_MOVE
    if isinstance(choice, DieChoice):
        slot = state.slots[choice.slot]
        district = slot.colour if choice.colour is None else choice.colour
        value = slot.value if choice.value is None else choice.value
        colour = c.COLOURS[district]
        action = choice.action
        if action != "resources":
            kind = c.KINDS.index(action)
            building = c.BUILDING_NAMES[district, kind]
            position = state.position_of(value)
            protects = (district, kind) == (c.RED, c.PRESTIGE)
            if (district, kind) == (c.WHITE, c.PRESTIGE):
                row = c.CATHEDRAL_ROWS[position]
                cathedral = (after.cathedrals[position], c.ROW_NAMES[row])
    return Preview(
        move=move,
        action=action,
        colour=colour,
        value=value,
        building=building,
        spend=_difference(after.spent, sheet.spent),
        resources=_difference(after.marked, sheet.marked),
        citizens=_difference(after.citizens, sheet.citizens),
        diamonds=sum(1 for kind, _data in work.notes if kind == "diamond"),
        bonuses=tuple(_bonus_words(bonus) for bonus in after.bonuses[len(sheet.bonuses) :]),
        cathedral=cathedral,
        protects=protects,
    )


def _difference(after: Amounts, before: Amounts) -> Amounts:
    return (after[0] - before[0], after[1] - before[1], after[2] - before[2])


def _bonus_words(bonus: str) -> str:
    track = bonus_track(bonus)
    if track is None:
        return "work"
    return "+".join(c.COLOURS[colour] for colour in range(3) if colour != track)


# The steps as JSON, for the seat's own view (``me.steps``): the panel and the bot's words read them there, never
# the state.


def _amounts(amounts: Amounts | None) -> list[int] | None:
    return None if amounts is None else list(amounts)


def _refusal_json(refusal: IllegalMove) -> dict[str, JSON]:
    """An ``IllegalMove`` as JSON: its message key, English text and parameters, a game word as ``{"term": key,
    "english": word}`` and a choice among several as ``{"alternatives": [...]}``."""

    def value(param: object) -> JSON:
        if isinstance(param, Term):
            return {"term": param.key, "english": param.english}
        if isinstance(param, Alternatives):
            return {"alternatives": [value(item) for item in param.items]}
        assert param is None or isinstance(param, str | int | float | bool), param
        return param

    return {"key": refusal.key, "text": refusal.text, "params": {name: value(p) for name, p in refusal.params.items()}}


def preview_json(state: TroyesState, seat: int, move: str) -> dict[str, JSON]:
    """``preview`` as JSON, with the die the move takes and the change it makes to it (null for supplies)."""
    shown = preview(state, seat, move)
    record: dict[str, JSON] = {
        "move": shown.move,
        "action": shown.action,
        "colour": shown.colour,
        "value": shown.value,
        "building": shown.building,
        "spend": list(shown.spend),
        "resources": list(shown.resources),
        "citizens": list(shown.citizens),
        "diamonds": shown.diamonds,
        "bonuses": list(shown.bonuses),
        "cathedral": None if shown.cathedral is None else list(shown.cathedral),
        "protects": shown.protects,
        "die": None,
        "change": None,
    }
    if shown.action != SUPPLIES_MOVE:
        die, change = die_parts(state, move)
        record["die"] = {"words": die.words, "slot": die.slot, "colour": die.colour, "value": die.value}
        record["die"]["price"] = list(die.price)
        record["change"] = {"words": change.words, "colour": change.colour, "value": change.value}
        record["change"]["cost"] = list(change.cost)
    return record


def steps_json(state: TroyesState, seat: int) -> dict[str, JSON] | None:
    """The seat's half-day choice as a panel takes it in steps, or None when it has no choice to make: what it
    holds, whether only supplies are open to it, the dice it can take (with their prices) and those it cannot (and
    why), each die's affordable changes, each (die, change)'s actions (as moves) and why the missing ones are not
    possible, and every legal choice previewed (``moves``: move -> ``preview_json``)."""
    if not choosing(state, seat):
        return None
    sheet = state.sheets[seat]
    legal = rules.legal_die_moves(state, sheet)
    die_moves = [move for move in legal if move != SUPPLIES_MOVE]
    parts = {move: die_parts(state, move) for move in die_moves}
    options: dict[str, DieOption] = {}
    changes: dict[str, dict[str, Adjustment]] = {}
    actions_of: dict[str, dict[str, list[str]]] = {}
    for move in die_moves:
        die, change = parts[move]
        options.setdefault(die.words, die)
        changes.setdefault(die.words, {}).setdefault(change.words, change)
        actions_of.setdefault(die.words, {}).setdefault(change.words, []).append(move)
    blocked = _blocked(state, {option.slot for option in options.values()})
    refused: dict[str, dict[str, JSON]] = {}
    for die_words, by_change in actions_of.items():
        for change_words, moves in by_change.items():
            given = {split(move)[2] for move in moves}
            reasons: list[JSON] = []
            for action in ACTIONS:
                if action in given:
                    continue
                choice = parse(join(die_words, change_words, action))
                assert isinstance(choice, DieChoice)
                try:
                    rules.canonical_die(state, sheet, choice)
                except IllegalMove as refusal:
                    reasons.append(_refusal_json(refusal))
            refused.setdefault(die_words, {})[change_words] = reasons

    def order(adjustment: Adjustment) -> tuple[bool, bool, int, int]:
        # Unchanged first, then the die's own colour at other values, then each other colour, value by value.
        return (adjustment.words != "", "as" in adjustment.words, c.COLOURS.index(adjustment.colour), adjustment.value)

    return {
        "supplies_only": rules.needs_supplies(state, sheet),
        "holdings": list(sheet.available()),
        "dice": [
            {"words": o.words, "slot": o.slot, "colour": o.colour, "value": o.value, "price": list(o.price)}
            for o in options.values()
        ],
        "blocked": [
            {"slot": b.slot, "colour": b.colour, "value": b.value, "reason": b.reason, "price": _amounts(b.price)}
            for b in blocked
        ],
        "adjustments": {
            die_words: [
                {"words": a.words, "colour": a.colour, "value": a.value, "cost": list(a.cost)}
                for a in sorted(found.values(), key=order)
            ]
            for die_words, found in changes.items()
        },
        "actions": {die_words: dict(by_change) for die_words, by_change in actions_of.items()},
        "refused": refused,
        "moves": {move: preview_json(state, seat, move) for move in legal},
    }
