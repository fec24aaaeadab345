"""A move in words: which label it takes and the values that fill it, so the bot can word it in any language, and
its English words (``LABELS``, which the bot's catalogs translate under ``label.copenhagen.<key>``).

Values are codes and numbers, never words: a colour is its code (``red``), an ability its id, a payment a tuple
of (colour, count). What a build costs is worked out here, by the rules, not by whoever shows the label.
"""

from __future__ import annotations

from typing import Any, Final

from games.copenhagen import components as c
from games.copenhagen import facade
from games.copenhagen import state as s
from games.copenhagen.notation import Move
from games.copenhagen.payment import base_cost
from games.copenhagen.state import CopenhagenState

LABELS: Final[dict[str, str]] = {
    "take": "Take the {colour} card from slot {slot}",
    "take_additional": "Take the {colour} card from slot {slot} (Additional card)",
    "take_any_cards": "Take the {colour} card from slot {slot} (uses Any cards)",
    "discard": "Discard a {colour} card",
    "build": "Build {colour} {size} ({orientation}), brick on {cell}",
    "build_cost": "Build {colour} {size} ({orientation}), brick on {cell}, costs {cost}",
    # With an active Construction discount: the cost without it and with it.
    "build_cost_discount": (
        "Build {colour} {size} ({orientation}), brick on {cell}, costs {cost} ({discounted} with Construction discount)"
    ),
    # When the player's own cards of the tile's colour fall short, even with the discount: Change of colors pays
    # the rest.
    "build_cost_colors": "Build {colour} {size} ({orientation}), brick on {cell}, costs {cost} using Change of colors",
    "build_cost_discount_colors": (
        "Build {colour} {size} ({orientation}), brick on {cell}, costs {cost} ({discounted} with discount) using "
        "Change of colors"
    ),
    "pay": "Pay {payment}",
    "pay_discount": "Pay {payment} with Construction discount",
    "white": "Place a white window on {cell}",
    "ability": "Take the {ability} ability",
    "both": "Use Both actions: build a tile now",
    "end": "End your turn",
    "cancel": "Choose another placement",
    "refresh": "Turn all your used abilities back to active",
    # The words that fill them.
    # A payment's cards of one colour, by colour: some languages inflect the colour with the count.
    **{f"amount.{colour}": "{count} " + colour for colour in c.COLOURS},
    "nothing": "nothing",
    # Between a payment's colours: "1 red + 1 blue"; a list in words where the language writes one.
    "payment_joiner": " + ",
    **{f"colour.{colour}": colour for colour in (*c.COLOURS, "empty")},
    **{f"ability.{ability}": title for ability, title in c.ABILITY_TITLE.items()},
}


def label_parts(state: CopenhagenState, move: Move) -> tuple[str, dict[str, Any]]:
    """The label of ``move`` in ``state`` and its values."""
    verb = move.verb
    if verb == "take":
        card = state.harbour[move.slot] if 0 <= move.slot < len(state.harbour) else None
        values: dict[str, Any] = {"colour": card or "empty", "slot": move.slot + 1}
        if state.phase == s.AFTER_TAKE:
            return "take_additional", values
        if state.phase == s.SECOND and state.taken and abs(move.slot - state.taken[0]) != 1:
            return "take_any_cards", values
        return "take", values
    if verb == "discard":
        return "discard", {"colour": move.colour}
    if verb == "build":
        placement = facade.PLACEMENT_LOOKUP.get((move.tile, move.orientation, move.cell))
        values = {
            "colour": move.tile.rstrip("2345"),
            "size": move.tile[-1],
            "orientation": move.orientation,
            "cell": facade.cell_name(move.cell),
        }
        if placement is None or state.phase == s.OVER:
            return "build", values
        return build_cost_label(state, placement, values)
    if verb == "pay":
        return ("pay_discount" if move.discount else "pay"), {"payment": tuple(move.payment)}
    if verb == "white":
        return "white", {"cell": facade.cell_name(move.cell)}
    if verb == "ability":
        return "ability", {"ability": move.ability}
    return verb, {}


def build_cost_label(
    state: CopenhagenState, placement: facade.Placement, values: dict[str, Any]
) -> tuple[str, dict[str, Any]]:
    """A build's label with what it costs the current player: the cost after the same-colour discount, what the
    active Construction discount brings it down to, and whether the player's own cards of the tile's colour fall
    short so that Change of colors has to make up the rest (the build is listed only when it is affordable)."""
    seat = state.current
    cost = base_cost(placement.size, facade.touches_same_colour(state.facades[seat], placement))
    abilities = state.abilities[seat]
    discounted = max(0, cost - c.CONSTRUCTION_DISCOUNT) if abilities.get("construction_discount") else cost
    own = state.hands[seat][placement.colour]
    colors = bool(abilities.get("change_of_colors")) and own < discounted
    if discounted < cost:
        key = "build_cost_discount_colors" if colors else "build_cost_discount"
        return key, {**values, "cost": cost, "discounted": discounted}
    return ("build_cost_colors" if colors else "build_cost"), {**values, "cost": cost}


def worded(key: str, values: dict[str, Any], word: Any) -> str:
    """The label ``key`` filled with ``values``, each code put in words by ``word(key, **params)`` (the English
    table here, or a catalog): colours, abilities and payments."""
    shown = dict(values)
    if "colour" in shown:
        shown["colour"] = word(f"colour.{shown['colour']}")
    if "ability" in shown:
        shown["ability"] = word(f"ability.{shown['ability']}")
    if "payment" in shown:
        parts = [word(f"amount.{colour}", count=count) for colour, count in shown["payment"]]
        shown["payment"] = word("payment_joiner").join(parts) or word("nothing")
    return str(word(key, **shown))


def english(key: str, **params: Any) -> str:
    return LABELS[key].format(**params) if params else LABELS[key]
