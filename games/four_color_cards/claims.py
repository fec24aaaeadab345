"""The claim window: who may claim the card in play, with what, and which claim wins.

Hu, kong and pong: anyone but the discarder (the player who turned a card included). Every other meld: only
the player after the discarder, or, for a turned card, the player who turned it and the next player. A turned-up
general must be taken by the player who turned it (lone general, command, kong or hu) unless a higher claim
wins; since that obligation always outranks another player's lone-general or command claim by seat order, only
the player who turned a general is offered those two melds.

Priority: hu > kong > pong > any other meld; ties go to the nearest seat, counted from the player who turned
the card, or from the player after the discarder.
"""

from __future__ import annotations

from itertools import combinations

from games.four_color_cards import notation as n
from games.four_color_cards.cards import (
    ADVISER,
    CANNON,
    CHARIOT,
    COLOURS,
    ELEPHANT,
    GENERAL,
    HORSE,
    SOLDIER,
    colour_of,
    counts,
    make_type,
    rank_of,
    type_of,
)
from games.four_color_cards.melds import (
    COMMAND,
    FIELD,
    GENERAL_QUAD,
    LONE_GENERAL,
    PAIR,
    QUAD,
    SOLDIERS_3,
    SOLDIERS_4,
    TRIPLE,
    rank_group,
)
from games.four_color_cards.messages import card_term, illegal, term
from games.four_color_cards.scoring import base_points
from games.four_color_cards.split import is_complete
from games.four_color_cards.state import FROM_DISCARD, FROM_DRAW, State

PRIORITY = {n.HU: 3, n.KONG: 2, n.PONG: 1}


def may_claim(state: State, seat: int) -> bool:
    """Whether ``seat`` may claim the card in play at all (everyone but its discarder)."""
    return not (state.source == FROM_DISCARD and seat == state.origin)


def may_chi(state: State, seat: int) -> bool:
    """Whether ``seat`` may use the card for melds other than pong, kong and hu."""
    assert state.origin is not None
    after = (state.origin + 1) % state.players
    if state.source == FROM_DISCARD:
        return seat == after
    return seat in (state.origin, after)


def eligible_by_position(state: State) -> list[int]:
    """Seats allowed to claim by their position alone (public: it says nothing about hands)."""
    return [seat for seat in range(state.players) if may_claim(state, seat)]


def chi_by_position(state: State) -> list[int]:
    return [seat for seat in range(state.players) if may_chi(state, seat)]


def must_take_general(state: State, seat: int) -> bool:
    assert state.in_play is not None
    return state.source == FROM_DRAW and seat == state.origin and rank_of(type_of(state.in_play)) == GENERAL


def resolution_order(state: State) -> list[int]:
    """Seats from nearest to farthest for tie-breaks."""
    assert state.origin is not None
    start = state.origin if state.source == FROM_DRAW else state.origin + 1
    return [(start + i) % state.players for i in range(state.players)]


def _hu_allowed(state: State, seat: int, hand_counts: list[int], card_type: int) -> bool:
    hand_counts[card_type] += 1
    complete = is_complete(hand_counts, state.options["pairs_in_winning_hand"])
    hand_counts[card_type] -= 1
    if not complete:
        return False
    if state.options["hu_below_threshold"]:
        return True
    points = base_points(state, seat, state.in_play)
    return points is not None and points >= state.options["threshold"]


def claim_moves(state: State, seat: int) -> list[n.Move]:
    """Every claim ``seat`` may make on the card in play (pass excluded), in a fixed order."""
    if state.in_play is None or not may_claim(state, seat):
        return []
    hand = counts(state.hands[seat])
    card_type = type_of(state.in_play)
    colour, rank = colour_of(card_type), rank_of(card_type)
    moves: list[n.Move] = []
    if _hu_allowed(state, seat, hand, card_type):
        moves.append(n.Move(n.HU))
    if hand[card_type] == 3:
        moves.append(n.Move(n.KONG))
    if hand[card_type] >= 2 and rank != GENERAL:
        moves.append(n.Move(n.PONG))
    if not may_chi(state, seat) or (rank == GENERAL and not must_take_general(state, seat)):
        return moves
    if rank == GENERAL:
        moves.append(n.Move(n.GENERAL))
    if rank != SOLDIER:
        others = [make_type(colour, r) for r in rank_group(rank) if r != rank]
        if all(hand[t] for t in others):
            moves.append(n.Move(n.COMMAND if rank in (GENERAL, ADVISER, ELEPHANT) else n.FIELD))
        if rank != GENERAL and hand[card_type] >= 1 and state.options["pair_claims"]:
            moves.append(n.Move(n.PAIR))
    else:
        held = [make_type(c, SOLDIER) for c in range(COLOURS) if c != colour and hand[make_type(c, SOLDIER)]]
        for size in (2, 3):
            for group in combinations(held, size):
                moves.append(n.Move(n.SOLDIERS, group))
    return moves


def window_moves(state: State, seat: int) -> list[n.Move]:
    """Every move ``seat`` may answer the window with; empty when it has no claim (it is passed for)."""
    claims = claim_moves(state, seat)
    if not claims:
        return []
    verbs = {m.verb for m in claims}
    if state.options["forced_hu"] and n.HU in verbs:
        return [n.Move(n.HU)]
    if must_take_general(state, seat) or (state.options["forced_kong"] and n.KONG in verbs):
        return claims
    return [*claims, n.Move(n.PASS)]


def meld_parts(state: State, move: n.Move) -> tuple[str, list[int]]:
    """The meld kind a claim makes and the card types it takes from the claimant's hand."""
    assert state.in_play is not None
    card_type = type_of(state.in_play)
    _colour, rank = colour_of(card_type), rank_of(card_type)
    if move.verb == n.KONG:
        return (GENERAL_QUAD if rank == GENERAL else QUAD), [card_type] * 3
    if move.verb == n.PONG:
        return TRIPLE, [card_type] * 2
    if move.verb == n.PAIR:
        return PAIR, [card_type]
    if move.verb == n.GENERAL:
        return LONE_GENERAL, []
    if move.verb in (n.COMMAND, n.FIELD):
        return (COMMAND if move.verb == n.COMMAND else FIELD), implied_cards(card_type)
    if move.verb == n.SOLDIERS:
        return (SOLDIERS_3 if len(move.cards) == 2 else SOLDIERS_4), list(move.cards)
    raise ValueError(f"{move.verb} makes no meld")


def implied_cards(card_type: int) -> list[int]:
    """The two same-colour cards that complete a command or field meld with ``card_type``."""
    colour, rank = colour_of(card_type), rank_of(card_type)
    return [make_type(colour, r) for r in rank_group(rank) if r != rank]


def pick_winner(state: State) -> tuple[int, n.Move] | None:
    """The winning claim once everyone has answered; None when all passed."""
    best: tuple[int, int, n.Move] | None = None
    for seat in resolution_order(state):  # nearest first, so only a strictly higher claim replaces it
        answer = state.answers[seat]
        if answer is None or answer == n.PASS:
            continue
        move = n.parse(answer)
        key = PRIORITY.get(move.verb, 0)
        if best is None or key > best[0]:
            best = (key, seat, move)
    return None if best is None else (best[1], best[2])


def explain(state: State, seat: int, move: n.Move) -> Exception:
    """The most specific reason why ``move`` is not a legal answer to the window."""
    assert state.in_play is not None
    card_type = type_of(state.in_play)
    rank = rank_of(card_type)
    card = card_term(card_type)
    hand = counts(state.hands[seat])
    verbs = {m.verb for m in claim_moves(state, seat)}
    if move.verb == n.DISCARD:
        return illegal("claim_window_open")
    if move.verb == n.PASS:
        if must_take_general(state, seat):
            return illegal("must_take_general")
        if state.options["forced_hu"] and n.HU in verbs:
            return illegal("must_hu")
        return illegal("must_kong")
    if move.verb == n.HU:
        hand[card_type] += 1
        if not is_complete(hand, state.options["pairs_in_winning_hand"]):
            return illegal("not_a_win", card=card)
        points = base_points(state, seat, state.in_play) or 0
        return illegal("hu_below_threshold", points=points, threshold=state.options["threshold"])
    if state.options["forced_hu"] and n.HU in verbs:
        return illegal("must_hu")
    if move.verb == n.KONG:
        return illegal("missing_for_kong", card=card)
    if move.verb == n.PONG:
        if rank == GENERAL:
            return illegal("general_pong", card=card)
        return illegal("missing_for_pong", card=card)
    meld = term(f"meld.{move.verb}")
    if move.verb == n.PAIR:
        if not state.options["pair_claims"]:
            return illegal("pairs_not_claimable")
        if rank in (GENERAL, SOLDIER):
            return illegal("wrong_meld", card=card, meld=meld)
    if move.verb == n.GENERAL and rank != GENERAL:
        return illegal("wrong_meld", card=card, meld=meld)
    if move.verb == n.COMMAND and rank not in (GENERAL, ADVISER, ELEPHANT):
        return illegal("wrong_meld", card=card, meld=meld)
    if move.verb == n.FIELD and rank not in (CHARIOT, HORSE, CANNON):
        return illegal("wrong_meld", card=card, meld=meld)
    if move.verb == n.SOLDIERS and rank != SOLDIER:
        return illegal("wrong_meld", card=card, meld=meld)
    if move.verb == n.SOLDIERS:
        colours = {colour_of(t) for t in move.cards} | {colour_of(card_type)}
        if any(rank_of(t) != SOLDIER for t in move.cards) or len(colours) != len(move.cards) + 1:
            return illegal("bad_soldiers", card=card)
    if rank == GENERAL and not must_take_general(state, seat):
        return illegal("only_drawer_takes_general")
    if not may_chi(state, seat):
        return illegal("not_next_player", meld=meld)
    needed = (
        [card_type]
        if move.verb == n.PAIR
        else (list(move.cards) if move.verb == n.SOLDIERS else implied_cards(card_type))
    )
    missing = [card_term(t) for t in needed if not hand[t]]
    if missing:
        key = MISSING[len(missing)]
        return illegal(key, meld=meld, card=card, **dict(zip(("first", "second", "third"), missing, strict=False)))
    return illegal("not_legal", move=move.text)


# The refusal for a claim that lacks one, two or three of the hand cards it needs.
MISSING = {1: "missing_card", 2: "missing_two_cards", 3: "missing_three_cards"}
