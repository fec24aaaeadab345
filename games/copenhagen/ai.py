"""Copenhagen's AI support: sampling a state from a seat's view, and the easy one-step heuristic.

What a seat cannot see: the other hands (only their sizes), the deck's order and the discard pile under its top
card. The colour cards not in the harbour, the seat's hand or on top of the discard pile are dealt at random to
those places; the End card goes among the bottom ten cards of the deck, as the engine buries it.

The easy player builds the tile that improves its facade most (points, rows and columns near completion, coats
of arms) when one is worth its cards, and otherwise takes the two neighbouring cards that best concentrate its
hand on one colour, so that big tiles become affordable.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

from games.ai_contract import Meter
from games.contract import JSON, Game
from games.copenhagen import GAME, facade, notation
from games.copenhagen import components as c
from games.copenhagen import state as s
from games.copenhagen.payment import base_cost, spare_other_colour
from games.copenhagen.state import CopenhagenState
from games.copenhagen.view import DECISIONS

PHASES = {decision: phase for phase, decision in DECISIONS.items()}

ROW_MASKS = tuple(sum(1 << (y * c.COLUMNS + x) for x in range(c.COLUMNS)) for y in range(c.ROWS))
COLUMN_MASKS = tuple(sum(1 << (y * c.COLUMNS + x) for y in range(c.ROWS)) for x in range(c.COLUMNS))
BOARD_MASK = (1 << c.CELLS) - 1
# Value of a line by how many of its cells are filled: a full line is worth its points (x10), a nearly full one
# part of that, so the heuristic builds towards completing rows and columns.
ROW_PARTIAL = (0.0, 0.4, 1.2, 2.6, 5.0)
COLUMN_PARTIAL = tuple(0.14 * n * n for n in range(c.ROWS))
POINT = 10.0
COAT_VALUE = 9.0
CARD_VALUE = 2.5
CELL_VALUE = 2.5
ABILITY_VALUE = {
    "any_cards": 4.0,
    "additional_card": 9.0,
    "construction_discount": 8.0,
    "change_of_colors": 6.0,
    "both_actions": 7.0,
}
# A build must improve the facade by at least this much to be preferred over taking cards.
BUILD_THRESHOLD = 3.0
# Work units (about a microsecond of the reference core) of the policy's inner steps: the engine's legal moves
# listed and each move in them, and a tile's best placements looked up.
LEGAL_COST = 27.0
MOVE_COST = 1.0
TILE_COST = 6.0  # a tile's best placements looked up for a hand (valued once per facade, then kept)


# Determinization.


def _facade_from_grid(grid: list[list[dict[str, Any] | None]]) -> str:
    marks = []
    for row in grid:
        for cell in row:
            if cell is None:
                marks.append(".")
            else:
                letter = c.COLOUR_LETTER[cell["colour"]]
                marks.append(letter.upper() if cell["kind"] == "window" else letter)
    return "".join(marks)


def determinize(view: JSON, seat: int, rng: random.Random) -> CopenhagenState:
    players = int(view["players"])
    seats = view["seats"]
    facades = [_facade_from_grid(sv["facade"]) for sv in seats]
    tiles = [[dict(tile) for tile in sv["tiles"]] for sv in seats]
    over = bool(view["over"])
    info = view["turn_info"] or {}
    end_in_deck = view["end_card"] == "in_deck"
    deck_size = int(view["deck_size"])
    discard_size = int(view["discard_size"])
    top = view["discard_top"]

    unseen = dict.fromkeys(c.COLOURS, c.CARDS_PER_COLOUR[players])
    known: list[str] = [card for card in view["harbour"] if card is not None]
    known.extend(colour for colour, n in view["hand"].items() for _ in range(n))
    if top is not None:
        known.append(top)
    for card in known:
        unseen[card] -= 1
    pool = [colour for colour in c.COLOURS for _ in range(unseen[colour])]
    rng.shuffle(pool)

    hands: list[dict[str, int]] = []
    for k, sv in enumerate(seats):
        if k == seat:
            hands.append({colour: int(view["hand"].get(colour, 0)) for colour in c.COLOURS})
            continue
        hand = dict.fromkeys(c.COLOURS, 0)
        for _ in range(int(sv["hand_size"])):
            hand[pool.pop()] += 1
        hands.append(hand)
    deck_cards = deck_size - (1 if end_in_deck else 0)
    deck = [pool.pop() for _ in range(deck_cards)]
    if end_in_deck:
        depth = min(c.END_CARD_DEPTH, deck_size)
        deck.insert(deck_size - 1 - rng.randrange(depth), c.END_CARD)
    discard = list(pool)  # what is left lies under the top card
    if top is not None:
        discard.append(top)
    if len(discard) != discard_size:
        raise ValueError("the view's card counts do not add up")

    last = view["last_tile"]
    last_tile = None if last is None else {"seat": last["seat"], "index": len(tiles[last["seat"]]) - 1}
    pending = info.get("pending_build")
    pending_state = None
    if pending is not None:
        anchor = facade.parse_cell(pending["cell"])
        pending_state = {"tile": pending["tile"], "orientation": pending["orientation"], "anchor": anchor}
    phase = s.OVER if over else PHASES[view["decision"]]
    both = bool(info.get("both_actions_started", False))
    return CopenhagenState(
        players=players,
        seed=rng.getrandbits(32),
        deck=deck,
        harbour=list(view["harbour"]),
        hands=hands,
        facades=facades,
        tiles=tiles,
        supply=dict(view["supply"]),
        abilities=[{name: status == "active" for name, status in sv["abilities"].items()} for sv in seats],
        scores=[int(sv["score"]) for sv in seats],
        discard=discard,
        end_card_in_deck=end_in_deck,
        reshuffles=int(view["reshuffles"]),
        current=0 if over else int(view["current"]),
        phase=phase,
        turn=int(view["turn"]),
        version=0,
        taken=[slot - 1 for slot in info.get("slots_taken", [])],
        extra_taken=bool(info.get("additional_card_taken", False)),
        both_started=both,
        resume=(s.BUILD if both else s.START) if phase == s.PAY else "",
        pending=pending_state,
        coats=int(info.get("coats_of_arms_pending", 0)),
        last_tile=last_tile,
        end_reason=view["end_reason"] or "",
        winner=view["winner_by_points"],
    )


# Facade evaluation on bit masks.


@lru_cache(maxsize=65_536)
def _masks(board: str) -> tuple[int, int]:
    """Filled cells and window cells of a facade."""
    filled = windows = 0
    for i, mark in enumerate(board):
        if mark != ".":
            filled |= 1 << i
            if mark.isupper():
                windows |= 1 << i
    return filled, windows


def facade_value(filled: int, windows: int) -> float:
    """Points (x10) plus credit for lines near completion, minus cells left hard to reach under overhangs."""
    value = 0.0
    for mask in ROW_MASKS:
        got = filled & mask
        if got == mask:
            value += POINT * (c.ROW_WINDOWS_POINTS if windows & mask == mask else c.ROW_POINTS)
        else:
            value += ROW_PARTIAL[got.bit_count()]
    for mask in COLUMN_MASKS:
        got = filled & mask
        if got == mask:
            value += POINT * (c.COLUMN_WINDOWS_POINTS if windows & mask == mask else c.COLUMN_POINTS)
        else:
            value += COLUMN_PARTIAL[got.bit_count()]
    holes = ~filled & (filled >> c.COLUMNS) & BOARD_MASK
    return value - 0.8 * holes.bit_count()


def _bricks(p: facade.Placement) -> int:
    return sum(1 << i for i in p.bricks)


_BRICK_MASKS: dict[tuple[str, str, int], int] = {
    (p.tile, p.orientation, p.anchor): _bricks(p) for tile in facade.PLACEMENTS for p in facade.PLACEMENTS[tile]
}


def _score_of(filled: int, windows: int) -> int:
    points = 0
    for mask in ROW_MASKS:
        if filled & mask == mask:
            points += c.ROW_WINDOWS_POINTS if windows & mask == mask else c.ROW_POINTS
    for mask in COLUMN_MASKS:
        if filled & mask == mask:
            points += c.COLUMN_WINDOWS_POINTS if windows & mask == mask else c.COLUMN_POINTS
    return points


def _coats(filled_after: int, p: facade.Placement) -> int:
    earned = sum(1 for i in p.cells if i in facade.COAT_CELL_INDEXES)
    for y in c.COAT_ROWS:
        mask = ROW_MASKS[y]
        if p.mask & mask and filled_after & mask == mask:
            earned += 1
    return earned


def placement_gain(filled: int, windows: int, p: facade.Placement, base: float) -> tuple[float, int]:
    """How much a placement improves the facade (and the score it reaches)."""
    after = filled | p.mask
    after_windows = windows | (p.mask & ~_BRICK_MASKS[(p.tile, p.orientation, p.anchor)])
    points = _score_of(after, after_windows)
    gain = facade_value(after, after_windows) - base + COAT_VALUE * _coats(after, p)
    if points >= c.POINTS_TO_WIN:
        gain += 1000.0
    return gain, points


def _active(state: CopenhagenState, seat: int, ability: str) -> bool:
    return state.abilities[seat].get(ability, False)


# The best placements of each tile on a facade, valued once per (facade, tile) and kept: a facade changes a few
# times a game, and every rollout of a decision starts from the same facades, so the search asks again and again.
# It holds pure functions of its arguments, so it never changes a decision, only its speed.
TileBest = tuple[tuple[float, int, str] | None, tuple[float, int, str] | None]


@lru_cache(maxsize=200_000)
def _tile_best(board: str, tile: str, colour: str) -> TileBest:
    """Of ``tile``'s placements that fit ``board``: the best touching a tile of its colour and the best not
    touching one, each as (facade gain plus the cells it fills, its index among the placements, move text)."""
    filled, windows = _masks(board)
    same = facade.colour_masks(board)[colour]
    base = facade_value(filled, windows)
    touching: tuple[float, int, str] | None = None
    apart: tuple[float, int, str] | None = None
    for index, p in enumerate(facade.PLACEMENTS[tile]):
        if p.mask & filled or not (p.grounded or p.below & filled):
            continue
        gain = placement_gain(filled, windows, p, base)[0] + CELL_VALUE * p.size
        if p.neighbours & same:
            if touching is None or gain > touching[0]:
                touching = (gain, index, p.move)
        elif apart is None or gain > apart[0]:
            apart = (gain, index, p.move)
    return touching, apart


def _build_options(
    state: CopenhagenState, seat: int, meter: Meter | None = None
) -> Iterator[tuple[float, int, str]]:
    """For each tile the seat can afford, its best placement touching a tile of its colour and its best other
    placement, as (facade gain for the cards paid, order, move); the order is colour, size, then placement, as
    the engine lists the builds."""
    board = state.facades[seat]
    hand = state.hands[seat]
    discount = c.CONSTRUCTION_DISCOUNT if _active(state, seat, "construction_discount") else 0
    change = _active(state, seat, "change_of_colors")
    order = 0
    for colour in c.COLOURS:
        payable = hand[colour] + (spare_other_colour(hand, colour) if change else 0) + discount
        for size in c.SIZES:
            tile = c.tile_id(colour, size)
            order += 1
            if state.supply[tile] <= 0 or size - c.ADJACENT_DISCOUNT > payable:
                continue
            if meter is not None:
                meter.charge(TILE_COST)
            for found, touches in zip(_tile_best(board, tile, colour), (True, False), strict=True):
                cost = base_cost(size, touches)
                if found is not None and cost <= payable:
                    yield found[0] - CARD_VALUE * max(0, cost - discount), order * 10_000 + found[1], found[2]


def best_build(state: CopenhagenState, seat: int, meter: Meter | None = None) -> tuple[str, float] | None:
    """The build that improves the facade most for the cards it costs, and that improvement (the first such
    placement in the engine's order on a tie)."""
    best: tuple[float, int, str] | None = None
    for gain, rank, move in _build_options(state, seat, meter):
        if best is None or gain > best[0] or (gain == best[0] and rank < best[1]):
            best = (gain, rank, move)
    return None if best is None else (best[2], best[0])


# Concentrated hands afford big tiles: a colour's value grows faster than its number of cards (up to five).
_COLOUR_VALUE = tuple(min(n, 5) ** 1.6 for n in range(64))


def _card_gain(hand: dict[str, int], colour: str) -> float:
    """What one more card of ``colour`` adds to the hand's value."""
    n = hand[colour]
    return _COLOUR_VALUE[n + 1] - _COLOUR_VALUE[n]


def _take_start(state: CopenhagenState, seat: int) -> str:
    """The first card of the best pair of neighbouring harbour cards."""
    hand = state.hands[seat]
    harbour = state.harbour
    best: tuple[float, int] | None = None
    for slot, card in enumerate(harbour):
        if card is None:
            continue
        first = _card_gain(hand, card)
        after = dict(hand)
        after[card] += 1
        second = max(
            (_card_gain(after, other) for n, other in enumerate(harbour) if other is not None and abs(n - slot) == 1),
            default=0.0,
        )
        value = first + second
        if best is None or value > best[0]:
            best = (value, slot)
    assert best is not None
    return notation.format_take(best[1])


def _best_take(state: CopenhagenState, seat: int, slots: list[int]) -> str:
    hand = state.hands[seat]
    slot = max(slots, key=lambda n: (_card_gain(hand, state.harbour[n] or c.COLOURS[0]), -n))
    return notation.format_take(slot)


def _coat_choice(state: CopenhagenState, seat: int, moves: list[str]) -> str:
    filled, windows = _masks(state.facades[seat])
    base = facade_value(filled, windows)
    owned = state.abilities[seat]
    best: tuple[float, str] | None = None
    for move in moves:
        if move.startswith("white "):
            cell = facade.parse_cell(move.split()[1])
            assert cell is not None
            p = facade.PLACEMENTS[c.WHITE][cell]
            after = filled | p.mask
            value = facade_value(after, windows | p.mask) - base + COAT_VALUE * _coats(after, p)
            if _score_of(after, windows | p.mask) >= c.POINTS_TO_WIN:
                value += 1000.0
        elif move.startswith("ability "):
            value = ABILITY_VALUE[c.SHORT_ABILITY[move.split()[1]]]
        else:  # refresh
            value = 3.5 * sum(1 for active in owned.values() if not active)
        if best is None or value > best[0]:
            best = (value, move)
    assert best is not None
    return best[1]


def _ranked_builds(state: CopenhagenState, seat: int, meter: Meter | None = None) -> list[tuple[float, str]]:
    """The best placement of each affordable tile (touching its colour or not), best first: different tiles
    rather than several placements of one, so that the search compares real alternatives."""
    ranked = sorted(_build_options(state, seat, meter), key=lambda option: (-option[0], option[1]))
    return [(gain, move) for gain, _rank, move in ranked]


def candidates(state: CopenhagenState, seat: int, limit: int, meter: Meter | None = None) -> list[str]:
    """The easy move first, then the best builds and the takes, as far as ``limit``."""
    rng = random.Random(0)
    first = easy_move(state, seat, rng, meter)
    moves = GAME.legal_moves(state, seat)
    if meter is not None:
        meter.charge(LEGAL_COST + MOVE_COST * len(moves))
    if state.phase in (s.START, s.BUILD):
        builds = [move for _gain, move in _ranked_builds(state, seat, meter)][: max(1, limit // 2)]
        others = [move for move in moves if not move.startswith("build ")]
        hand = state.hands[seat]
        others.sort(
            key=lambda move: (
                -_card_gain(hand, state.harbour[int(move.split()[1]) - 1] or c.COLOURS[0])
                if move.startswith("take ")
                else 0.0
            )
        )
        ranked = [first, *builds, *others]
    elif state.phase == s.COAT and len(moves) > limit:
        ranked = [
            first,
            *(m for m in moves if not m.startswith("white ")),
            *(m for m in moves if m.startswith("white ")),
        ]
    else:
        ranked = [first, *moves]
    out: list[str] = []
    for move in ranked:
        if move not in out:
            out.append(move)
        if len(out) >= limit:
            break
    return out


def easy_move(state: CopenhagenState, seat: int, rng: random.Random, meter: Meter | None = None) -> str:
    """The easy heuristic, on a state whose hidden parts it never reads."""
    phase = state.phase
    hand = state.hands[seat]
    if phase == s.START:
        build = best_build(state, seat, meter)
        if build is not None and build[1] >= BUILD_THRESHOLD:
            return build[0]
        return _take_start(state, seat)
    if phase == s.SECOND:
        first = state.taken[0]
        near = [n for n, card in enumerate(state.harbour) if card is not None and abs(n - first) == 1]
        if near:
            return _best_take(state, seat, near)
        return _best_take(state, seat, [n for n, card in enumerate(state.harbour) if card is not None])
    if phase == s.DISCARD:
        colour = min((col for col in c.COLOURS if hand[col] > 0), key=lambda col: (hand[col], c.COLOURS.index(col)))
        return notation.format_discard(colour)
    if phase == s.AFTER_TAKE:
        if _active(state, seat, "additional_card") and not state.extra_taken:
            slots = [n for n, card in enumerate(state.harbour) if card is not None]
            if slots:
                return _best_take(state, seat, slots)
        if _active(state, seat, "both_actions") and not state.both_started:
            build = best_build(state, seat, meter)
            if build is not None and build[1] >= BUILD_THRESHOLD:
                return "both"
        return "end"
    if phase == s.BUILD:
        build = best_build(state, seat, meter)
        return build[0] if build is not None and build[1] >= 0 else "end"
    moves = GAME.legal_moves(state, seat)
    if meter is not None:
        meter.charge(LEGAL_COST + MOVE_COST * len(moves))
    if phase == s.PAY:
        # Pay with as few cards as possible, then without spending abilities.
        pays = [m for m in moves if m != "cancel"]
        return min(pays, key=_pay_key) if pays else "cancel"
    if phase == s.COAT:
        return _coat_choice(state, seat, moves)
    return moves[0]


def _pay_key(move: str) -> tuple[int, int, str]:
    words = move.split()[1:]
    cards = sum(int(w[0]) for w in words if w[0].isdigit())
    abilities = sum(1 for w in words if w == "discount") + (1 if sum(1 for w in words if w[0].isdigit()) > 1 else 0)
    return cards, abilities, move


def evaluate(state: CopenhagenState, seat: int) -> float:
    """1 for a win, 0 for a loss; before the end, a comparison of facades, scores and hands."""
    if state.phase == s.OVER:
        result = GAME.result(state)
        assert result is not None
        place = result.places[seat]
        if place == 1:
            return 1.0 if result.places.count(1) == 1 else 0.6
        return 0.0 if state.players == 2 else 0.3 * (state.players - place) / (state.players - 1)
    values = []
    for k in range(state.players):
        filled, windows = _masks(state.facades[k])
        value = facade_value(filled, windows) + 1.2 * sum(state.hands[k].values())
        value += 3.0 * sum(1 for active in state.abilities[k].values() if active) + 2.0 * len(state.abilities[k])
        values.append(value)
    mine = values[seat]
    best_other = max(v for k, v in enumerate(values) if k != seat)
    return 1.0 / (1.0 + pow(2.718281828, -(mine - best_other) / 25.0))


class CopenhagenAI:
    game_id = "copenhagen"
    engine: Game[Any] = GAME
    # Longer play-outs judge a move better than more of them: strong against three easy at 0.2 s, 100 games,
    # won 28.5% with 12 moves, 39.0% with 24, 43.0% with 40 (bench/ai_arena.py).
    rollout_moves = 40
    tree_width = 8
    others_matter = True
    search_kind = "tree"

    def costs(self, state: CopenhagenState) -> Mapping[str, float]:
        return {
            "determinize": 200.0,
            "apply": 75.0,
            "evaluate": 70.0,
            "policy": 40.0,
            "candidates": 80.0,
            "safe": 50.0,
            "rollout": 15.0,
        }

    def determinize(self, view: JSON, seat: int, rng: random.Random) -> CopenhagenState:
        return determinize(view, seat, rng)

    def easy(self, view: JSON, seat: int, state: CopenhagenState, rng: random.Random) -> str:
        return easy_move(state, seat, rng)

    def policy(self, state: CopenhagenState, seat: int, rng: random.Random, meter: Meter | None = None) -> str:
        return easy_move(state, seat, rng, meter)

    def candidates(self, state: CopenhagenState, seat: int, limit: int, meter: Meter | None = None) -> list[str]:
        return candidates(state, seat, limit, meter)

    def idle_move(self, state: CopenhagenState, seat: int) -> str:
        return GAME.safe_move(state, seat)

    def outlook(self, state: CopenhagenState, seat: int) -> tuple[CopenhagenState, int]:
        return state, seat  # everyone's moves matter

    def evaluate(self, state: CopenhagenState, seat: int) -> float:
        return evaluate(state, seat)


AI = CopenhagenAI()
