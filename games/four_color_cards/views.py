"""What a seat (or a spectator) may see.

The public view never depends on hidden hands, the stock's order, or who has a claim or has answered in a
claim window: during a window it only says that the window is open and which seats may claim *by position*.

Public view (``seat=None``), cards written as codes like ``"rc"``::

    game, players, round, rounds, threshold, phase ("discard" | "claim" | "over"), opener,
    seats: [{seat, hand_size, chips, melds: [{kind, name, cards, points}], table_points}],
    in_play: {card, source ("discard" | "draw"), from} | None,
    dead: [card, ...] (in the order they died), stock: int,
    prompt: {kind: "discard", seat}
          | {kind: "claim_window", card, source, from, eligible_by_position, other_melds_by_position}
          | {kind: "over"},
    last_round: round record | None, history: [round record, ...]

A round record: round, outcome ("hu" | "exhausted_hand" | "opening_hu" | "draw"), finisher, winning_card,
winning_source ("discard" | "draw" | None), winning_from (the seat that discarded or turned it), table_melds,
hand_melds (each with points and table_value), base, bonus_card, bonus, points, threshold, reached, payments (per
seat), chips (per seat, after the round).

A seat's view adds: you, hand (sorted by colour then rank), awaiting_you, legal_moves, claims (during a window:
[{move, hand_cards}] so a renderer can highlight the cards each claim would use), your_answer,
must_take_general (during a window: the card in play is a general this seat turned up, so it may not pass) and
decision_version (the number of the decision now awaited, counting discards due and claim windows opened: a panel
built since then answers that decision, one built before it answers an older one), and hu_outlook (when hu is
among its legal moves: what calling it would settle, ``outlook.HuOutlook`` as JSON; else null). Nothing in a view
grows with the secret answers to a claim window: not the version, which counts them.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from games.contract import copy_json
from games.four_color_cards import notation as n
from games.four_color_cards.cards import code, codes, type_of
from games.four_color_cards.claims import (
    chi_by_position,
    eligible_by_position,
    meld_parts,
    must_take_general,
)
from games.four_color_cards.melds import KIND_NAMES, POINTS
from games.four_color_cards.outlook import hu_outlook
from games.four_color_cards.state import CLAIM, DISCARD, State


def _prompt(state: State) -> dict[str, Any]:
    if state.phase == DISCARD:
        return {"kind": "discard", "seat": state.turn}
    if state.phase == CLAIM:
        assert state.in_play is not None
        return {
            "kind": "claim_window",
            "card": code(type_of(state.in_play)),
            "source": state.source,
            "from": state.origin,
            "eligible_by_position": eligible_by_position(state),
            "other_melds_by_position": chi_by_position(state),
        }
    return {"kind": "over"}


def public_view(state: State) -> dict[str, Any]:
    return {
        "game": "four_color_cards",
        "players": state.players,
        "round": state.round,
        "rounds": state.options["rounds"],
        "threshold": state.options["threshold"],
        "options": dict(state.options),  # every table option, chosen in the open lobby (the AI plays by them)
        "phase": state.phase,
        "opener": state.opener,
        "seats": [
            {
                "seat": seat,
                "hand_size": len(state.hands[seat]),
                "chips": state.chips[seat],
                "melds": [
                    {
                        "kind": m.kind,
                        "name": KIND_NAMES[m.kind],
                        "cards": codes(m.cards),
                        "points": POINTS[m.kind][0],
                    }
                    for m in state.melds[seat]
                ],
                "table_points": sum(POINTS[m.kind][0] for m in state.melds[seat]),
            }
            for seat in range(state.players)
        ],
        "in_play": None
        if state.in_play is None
        else {
            "card": code(type_of(state.in_play)),
            "source": state.source,
            "from": state.origin,
        },
        "dead": [code(type_of(c)) for c in state.dead],
        "stock": len(state.stock),
        "prompt": _prompt(state),
        # Round records are the state's own; a reader gets copies it may change freely.
        "last_round": copy_json(state.last_round),
        "history": copy_json(state.history),
    }


def seat_view(state: State, seat: int, legal_moves: list[str]) -> dict[str, Any]:
    """The public view plus this seat's hand, its legal moves and, in a claim window, its claims and answer."""
    view = public_view(state)
    view["you"] = seat
    view["hand"] = codes(state.hands[seat])
    view["awaiting_you"] = bool(legal_moves)
    view["legal_moves"] = legal_moves
    view["claims"] = []
    view["your_answer"] = None
    view["must_take_general"] = False
    view["decision_version"] = state.decision_version
    if state.phase == CLAIM:
        view["must_take_general"] = must_take_general(state, seat)
        for move in map(n.parse, state.choices[seat]):
            if move.verb in (n.PASS, n.HU):
                cards: list[str] = []
            else:
                cards = [code(t) for t in meld_parts(state, move)[1]]
            view["claims"].append({"move": move.text, "hand_cards": cards})
        view["your_answer"] = state.answers[seat]
    # What a hu now would settle (``outlook.HuOutlook``), for the panel to show beside the hu option.
    outlook = hu_outlook(view, state.options) if n.HU in legal_moves else None
    view["hu_outlook"] = None if outlook is None else asdict(outlook)
    return view
