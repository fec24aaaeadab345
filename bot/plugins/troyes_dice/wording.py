"""How the bot words Troyes Dice: a half-day choice in words (as its player confirms it in the panel, as the table
reads it once revealed), a bonus build as a sentence, why the game ended, the moment its board shows.

The words come from the catalog's ``panel.troyes_dice`` ids, which the panel (``bot.plugins.troyes_dice.panel``) shares.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.i18n import clauses, inflected, listed, picture_words, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.outcome import MoveOutcome
from bot.private import private_to
from bot.wording.entry import Wording
from games.contract import JSON, Alternatives, IllegalMove, Term
from games.troyes_dice import choice_steps
from games.troyes_dice import components as c
from games.troyes_dice.notation import SUPPLIES_MOVE, BuildChoice, NotationError, parse

if TYPE_CHECKING:
    from games.troyes_dice.state import TroyesState

Amounts = tuple[int, int, int]  # influence, deniers, knowledge (or red, yellow, white citizens)

GAME_ID = "troyes_dice"


def catalog_key(name: str) -> str:
    return f"panel.{GAME_ID}.{name}"


def say(name: str, loc: str | None, case: str | None = None, **params: Any) -> str:
    """The catalog's ``panel.troyes_dice.<name>``; in grammatical ``case`` (``bot.i18n.CASES``) where the
    language has that form."""
    if case is not None:
        return inflected(catalog_key(name), case, loc, **params)
    return t(catalog_key(name), loc, **params)


# Words: colours, resources, buildings and amounts, all from the catalog.


def colour_word(name: str, loc: str | None) -> str:
    return say(f"colour.{name}", loc)


def amount_word(index: int, count: int, loc: str | None) -> str:
    """An amount of one resource, its number with it, in the plural form the number asks for ("1 denier",
    "3 deniers"; "1 ед. влияния", "5 ед. знаний")."""
    return say(f"resource.{c.RESOURCES[index]}", loc, count=count)


def amount_of_word(colour: str, count: int, loc: str | None) -> str:
    """An amount of the resource of a die's colour."""
    return amount_word(c.COLOURS.index(colour), count, loc)


def building_word(colour: str, action: str, loc: str | None) -> str:
    return say(f"building.{colour}.{action}", loc)


def amounts_words(amounts: Amounts, loc: str | None) -> str:
    parts = [amount_word(index, count, loc) for index, count in enumerate(amounts) if count]
    return listed(parts, loc) if parts else say("free", loc)


def amounts(value: Any) -> Amounts:
    """Three amounts (influence, deniers, knowledge; or red, yellow, white citizens) as a view writes them."""
    first, second, third = (int(n) for n in value)
    return (first, second, third)


def steps_of(live: LiveGame, seat: int) -> JSON:
    """The seat's half-day choice in steps, from its own view (``me.steps``: the engine's, null when it has no
    choice to make)."""
    with private_to(seat):  # the seat's own steps, for its own panel
        view = live.engine.view(live.state, seat)
    me = view.get("me") if isinstance(view, dict) else None
    return me.get("steps") if isinstance(me, dict) else None


def refusal_of(refused: JSON) -> IllegalMove:
    """A refusal as the engine's steps write it (``choice_steps``: its key, English text and parameters, a game
    word as ``{"term", "english"}``, a choice among several as ``{"alternatives"}``), to be worded as any refusal."""

    def value(param: JSON) -> Any:
        if isinstance(param, dict) and "term" in param:
            return Term(param["term"], param["english"])
        if isinstance(param, dict) and "alternatives" in param:
            return Alternatives(tuple(value(item) for item in param["alternatives"]))
        return param

    params = {name: value(param) for name, param in refused["params"].items()}
    return IllegalMove(refused["key"], refused["text"], **params)


def plan_words(plan: JSON, loc: str | None, case: str | None = None) -> str:
    """A half-day choice in words, as its player confirms it and as the table reads it once revealed: the die
    taken and its price, the change made to it, and what it does. ``plan`` is the engine's preview of the choice
    (a move of ``me.steps.moves``). In ``case`` "said", as the table is told a player made it, where the language
    words that otherwise (French: "prend le dé 1…, le change en jaune 3… et gagne 3 deniers")."""
    if plan["action"] == SUPPLIES_MOVE:
        return say("plan_supplies", loc, case, amounts=amounts_words(amounts(plan["resources"]), loc))
    die, change = plan["die"], plan["change"]
    price = amounts(die["price"])
    paid = say("paying", loc, case, amounts=amounts_words(price, loc)) if any(price) else say("free", loc, case)
    colour = colour_word(die["colour"], loc)
    plan_parts = [say("plan_die", loc, case, slot=die["slot"], colour=colour, value=die["value"], price=paid)]
    if change["words"]:
        colour = colour_word(change["colour"], loc)
        cost = amounts_words(amounts(change["cost"]), loc)
        # Name only what the change does: a die keeps its colour or its value more often than not.
        recoloured, revalued = change["colour"] != die["colour"], change["value"] != die["value"]
        change_key = (
            "plan_change" if recoloured and revalued else "plan_change_colour" if recoloured else "plan_change_value"
        )
        plan_parts.append(say(change_key, loc, case, colour=colour, value=change["value"], cost=cost))
    if plan["action"] == "resources":
        amount = amount_of_word(plan["colour"], plan["value"] or 0, loc)
        plan_parts.append(say("plan_take", loc, case, amount=amount))
    else:
        building = building_word(plan["colour"], plan["action"], loc)
        plan_parts.append(say("plan_build", loc, case, building=building, number=plan["value"]))
    return clauses(plan_parts, loc, case)


def choice_words(state: TroyesState, seat: int, move: str, loc: str | None) -> str:
    """``plan_words`` of a choice the seat has made (its own view's steps are gone by then), as the table reads it
    once revealed. It reads the state the reveal came from: the engine tells the channel of a reveal only in
    its ``choices_revealed`` event, which gives no prices or gains (the one place left where the bot previews a
    choice itself; see the import contract in pyproject.toml)."""
    return plan_words(choice_steps.preview_json(state, seat, move), loc, "said")


def revealed_lines(outcome: MoveOutcome, loc: str | None) -> list[str]:
    """When the last choice of a half-day is in, every seat's choice, now public, above the new board."""
    before = outcome.before
    for event in outcome.events:
        if event.kind == "choices_revealed":
            return [
                say(
                    "revealed",
                    loc,
                    user=mention(before.seats[seat], loc),
                    choice=choice_words(before.state, seat, choice, loc),
                )
                for seat, choice in enumerate(event.data["choices"])
            ]
    return []


def move_label(live: LiveGame, seat: int, move: str, loc: str | None, steps: JSON = None) -> str:
    """A legal move in words: a half-day choice as its summary reads, a bonus build by its building. ``steps`` is
    the seat's ``me.steps`` when the caller has it (``steps_of``)."""
    try:
        parsed = parse(move)
    except NotationError:
        return move
    if isinstance(parsed, BuildChoice):
        building = building_word(c.COLOURS[parsed.colour], c.KINDS[parsed.kind], loc)
        words = say("plan_build", loc, building=building, number=parsed.number)
    else:
        plan = (steps if steps is not None else steps_of(live, seat) or {}).get("moves", {}).get(move)
        if plan is None:
            return move  # no choice of this seat's now
        words = plan_words(plan, loc)
    return words[:1].upper() + words[1:]


def labeller(live: LiveGame, seat: int, loc: str | None) -> Callable[[str], str]:
    steps = steps_of(live, seat) or {}
    return lambda move: move_label(live, seat, move, loc, steps)


# What the channel reads besides the revealed choices: a bonus build as a sentence, why the game ended, the
# moment its board shows.


def said(before: LiveGame, seat: int, move: str, user: str, loc: str | None) -> str:
    """A bonus build, the only open move of the game (half-day choices are revealed together, ``revealed_lines``)."""
    try:
        parsed = parse(move)
    except NotationError:
        parsed = None
    if not isinstance(parsed, BuildChoice):
        return t("game.played_label", loc, user=user, words=move_label(before, seat, move, loc))
    building = building_word(c.COLOURS[parsed.colour], c.KINDS[parsed.kind], loc)
    return t("said.troyes_dice.bonus", loc, user=user, building=building, number=parsed.number)


def ending(live: LiveGame, loc: str | None) -> str | None:
    """Why the rules ended the game: its days are all played (the only way they end it)."""
    return t("said.troyes_dice.over", loc, days=c.DAYS)


def moment(live: LiveGame, loc: str | None) -> str | None:
    """The day and half-day the board shows, as the public picture's title bar prints them."""
    if live.result() is not None:
        return None
    printed = picture_words(GAME_ID, loc)
    view = live.engine.view(live.state, None)
    key = "moment.bonus" if view["phase"] == "bonus" else "moment.half"
    return printed(key, day=view["day"], days=view["days"], half=printed(f"half.{view['half']}"))


WORDING = Wording(said=said, ending=ending, moment=moment, labels=labeller, summary=revealed_lines)
