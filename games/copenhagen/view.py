"""What a seat may see: everything but the other players' hands (their sizes are public)."""

from __future__ import annotations

from typing import Any

from games.contract import JSON, copy_json, places_from_scores
from games.copenhagen import components as c
from games.copenhagen import facade
from games.copenhagen import state as s
from games.copenhagen.payment import base_cost, payment_options
from games.copenhagen.state import CopenhagenState

DECISIONS = {
    s.START: "take_or_build",
    s.SECOND: "second_card",
    s.DISCARD: "discard",
    s.AFTER_TAKE: "after_take",
    s.BUILD: "both_actions_build",
    s.PAY: "payment",
    s.COAT: "coat_of_arms",
}


def _end_card(state: CopenhagenState) -> str:
    if state.end_reason == "end_card":
        return "drawn"
    return "in_deck" if state.end_card_in_deck else "set_aside"


def _seat(state: CopenhagenState, seat: int) -> dict[str, Any]:
    board = state.facades[seat]
    owned = state.abilities[seat]
    return {
        "seat": seat,
        "score": state.scores[seat],
        "hand_size": sum(state.hands[seat].values()),
        "abilities": {name: ("active" if owned[name] else "used") for name in c.ABILITIES if name in owned},
        "facade": facade.grid(board),
        "tiles": [copy_json(tile) for tile in state.tiles[seat]],  # copies: the records' lists are the state's
        "empty_cells": facade.empty_cells(board),
        "rows": facade.row_points(board),
        "columns": facade.column_points(board),
    }


def _pending_placement(state: CopenhagenState) -> facade.Placement:
    assert state.pending is not None
    return facade.PLACEMENT_LOOKUP[(state.pending["tile"], state.pending["orientation"], state.pending["anchor"])]


def _turn(state: CopenhagenState) -> dict[str, Any]:
    pending = None if state.pending is None else facade.placement_record(_pending_placement(state))
    return {
        "slots_taken": [slot + 1 for slot in state.taken],
        "additional_card_taken": state.extra_taken,
        "both_actions_started": state.both_started,
        "pending_build": pending,
        "coats_of_arms_pending": state.coats,
    }


def build_facts(state: CopenhagenState, seat: int, placement: facade.Placement) -> dict[str, Any]:
    """What the pending (or previewed) build ``placement`` costs ``seat`` and scores, for its own view: the cost
    after every discount that applies, whether it touches its own colour (1 card less, automatic), whether
    Construction discount is active (1 card less), the cheapest ways its hand can pay (Change of colors included
    when active; none when it cannot pay), the points the tile adds and the score after it. The pictures draw
    these; they never work them out."""
    board = state.facades[seat]
    owned = state.abilities[seat]
    adjacent = facade.touches_same_colour(board, placement)
    discount = bool(owned.get("construction_discount"))
    change = bool(owned.get("change_of_colors"))
    due = base_cost(placement.size, adjacent)
    options = payment_options(placement.colour, due, dict(state.hands[seat]), discount, change)
    cheapest = min((sum(p.cards.values()) for p in options), default=0)
    after = facade.score(facade.place(board, placement))
    return {
        "cost": max(0, due - (c.CONSTRUCTION_DISCOUNT if discount else 0)),
        "adjacent": adjacent,
        "discount": discount,
        "payments": [
            {"cards": dict(p.cards), "discount": p.discount, "changed": p.changed}
            for p in options
            if sum(p.cards.values()) == cheapest
        ],
        "gained": max(0, after - facade.score(board)),
        "score": after,
    }


def final_places(state: CopenhagenState) -> tuple[int, ...]:
    """Places once the game is over: the 12-point winner first, then score, then fewest empty cells."""
    keys = [
        (1 if seat == state.winner else 0, state.scores[seat], -facade.empty_cells(state.facades[seat]))
        for seat in range(state.players)
    ]
    return places_from_scores(keys)


def build_view(state: CopenhagenState, seat: int | None) -> JSON:
    over = state.phase == s.OVER
    last: dict[str, Any] | None = None
    if state.last_tile is not None:
        owner = state.last_tile["seat"]
        last = {"seat": owner, **copy_json(state.tiles[owner][state.last_tile["index"]])}
    view: dict[str, Any] = {
        "game": "copenhagen",
        "players": state.players,
        "viewer": seat,
        "board": {
            "columns": c.COLUMNS,
            "rows": c.ROWS,
            "coat_cells": [list(xy) for xy in c.COAT_CELLS],
            "coat_rows": list(c.COAT_ROWS),
        },
        "turn": state.turn,
        "current": None if over else state.current,
        "decision": None if over else DECISIONS[state.phase],
        "turn_info": None if over else _turn(state),
        "harbour": list(state.harbour),
        "deck_size": len(state.deck),
        "discard_size": len(state.discard),
        "discard_top": state.discard[-1] if state.discard else None,
        "end_card": _end_card(state),
        "reshuffles": state.reshuffles,
        "supply": dict(state.supply),
        "ability_supply": {
            name: state.players - sum(1 for owned in state.abilities if name in owned) for name in c.ABILITIES
        },
        "seats": [_seat(state, k) for k in range(state.players)],
        "last_tile": last,
        "over": over,
        "end_reason": state.end_reason or None,
        "winner_by_points": state.winner,
        "places": list(final_places(state)) if over else None,
    }
    if seat is not None and 0 <= seat < state.players:
        view["hand"] = dict(state.hands[seat])
        if not over and seat == state.current and state.pending is not None:
            view["turn_info"]["build"] = build_facts(state, seat, _pending_placement(state))
    return view


def with_pending_build(view: JSON, state: CopenhagenState, seat: int, placement: facade.Placement) -> JSON:
    """``seat``'s own ``view`` with ``placement`` drawn as the pending build and what it would cost and score."""
    assert isinstance(view, dict)
    view["turn_info"]["pending_build"] = facade.placement_record(placement)
    view["turn_info"]["build"] = build_facts(state, seat, placement)
    return view
