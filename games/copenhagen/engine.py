"""The Copenhagen engine: turn flow over the state, as the contract's ``Game`` subclass.

A turn is a chain of decisions (phases in ``state``): take a card, maybe a second card, discard down to the
hand limit after every card, optional Additional card and Both actions, or build a tile and pay for it; then
one decision per coat-of-arms action earned. The harbour is refilled when the turn ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from games.contract import (
    JSON,
    Alternatives,
    Event,
    Game,
    IllegalMove,
    OptionSpec,
    Played,
    PublicRecord,
    Result,
    RuleMessage,
    told_move,
)
from games.copenhagen import autoplay, facade, harbour, labels, notation
from games.copenhagen import components as c
from games.copenhagen import state as s
from games.copenhagen.messages import MESSAGES, TERMS, illegal, term
from games.copenhagen.notation import Move
from games.copenhagen.payment import Payment, base_cost, payment_options, spare_other_colour
from games.copenhagen.state import CopenhagenState
from games.copenhagen.view import build_view, final_places, with_pending_build
from games.take_back import played_since

# What each phase accepts, and how to tell a player what is expected instead.
PHASE_VERBS: Mapping[str, tuple[str, ...]] = {
    s.START: ("take", "build"),
    s.SECOND: ("take",),
    s.DISCARD: ("discard",),
    s.AFTER_TAKE: ("take", "both", "end"),
    s.BUILD: ("build", "end"),
    s.PAY: ("pay", "cancel"),
    s.COAT: ("white", "ability", "refresh"),
}


class CopenhagenGame(Game[CopenhagenState]):
    id = "copenhagen"
    title = "Copenhagen"
    min_players = 2
    max_players = 4
    steps_within_turn = True
    MESSAGES: ClassVar[Mapping[str, RuleMessage]] = MESSAGES
    LABELS: ClassVar[Mapping[str, str]] = labels.LABELS
    TERMS: ClassVar[Mapping[str, str]] = TERMS
    # Board Game Arena offers no game options (rules/copenhagen.md): the host has nothing to change but seating.
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = ()

    # Setup.

    def new(self, players: int, options: Mapping[str, JSON], seed: int) -> CopenhagenState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Copenhagen takes {self.min_players}-{self.max_players} players")
        self.validate_options(options)
        deck, end_in_deck = harbour.new_deck(players, seed)
        harbour_row: list[str | None] = [deck.pop(0) for _ in range(c.HARBOUR_SLOTS)]
        hands: list[dict[str, int]] = []
        for seat in range(players):
            hand = dict.fromkeys(c.COLOURS, 0)
            for _ in range(c.STARTING_HAND[seat]):
                hand[deck.pop(0)] += 1
            hands.append(hand)
        return CopenhagenState(
            players=players,
            seed=seed,
            deck=deck,
            harbour=harbour_row,
            hands=hands,
            facades=[facade.EMPTY_FACADE] * players,
            tiles=[[] for _ in range(players)],
            supply=c.starting_supply(players),
            abilities=[{c.STARTING_ABILITY: True} for _ in range(players)],
            scores=[0] * players,
            end_card_in_deck=end_in_deck,
        )

    def to_json(self, state: CopenhagenState) -> JSON:
        return state.to_json()

    def from_json(self, data: JSON) -> CopenhagenState:
        return CopenhagenState.from_json(data)

    def awaiting(self, state: CopenhagenState) -> frozenset[int]:
        return frozenset() if state.phase == s.OVER else frozenset({state.current})

    def record(self, state: CopenhagenState, played: Played[CopenhagenState] | None = None) -> PublicRecord:
        # Every decision is open; the record adds who is next.
        record = replace(super().record(state), next_up=self._next_up(state))
        return record if played is None else told_move(self, played, self.record(played.before), record)

    def _next_up(self, state: CopenhagenState) -> frozenset[int]:
        # Turns go round the table. The End card may yet end the game before that turn, but where it lies in the
        # deck is hidden.
        if state.phase == s.OVER:
            return frozenset()
        return frozenset({(state.current + 1) % state.players})

    # Listing legal moves.

    def legal_moves(self, state: CopenhagenState, seat: int) -> list[str]:
        if state.phase == s.OVER or seat != state.current:
            return []
        phase = state.phase
        if phase == s.START:
            takes = [notation.format_take(i) for i, card in enumerate(state.harbour) if card is not None]
            return takes + self._build_moves(state)
        if phase == s.SECOND:
            return [notation.format_take(slot) for slot, _any in _second_slots(state)]
        if phase == s.DISCARD:
            hand = state.hands[seat]
            return [notation.format_discard(col) for col in c.COLOURS if hand[col] > 0]
        if phase == s.AFTER_TAKE:
            moves = [notation.format_take(slot) for slot in _extra_slots(state)]
            if _active(state, "both_actions") and not state.both_started:
                moves.append("both")
            return [*moves, "end"]
        if phase == s.BUILD:
            return [*self._build_moves(state), "end"]
        if phase == s.PAY:
            placement = _pending_placement(state)
            colour = placement.colour
            pays = [notation.format_pay(colour, p.cards, p.discount) for p in _payments(state, placement)]
            return [*pays, "cancel"]
        if phase == s.COAT:
            return _coat_moves(state)
        return []

    def _build_moves(self, state: CopenhagenState) -> list[str]:
        """Every placement the current player can afford, fast: precomputed masks and move texts."""
        seat = state.current
        board = state.facades[seat]
        hand = state.hands[seat]
        discount = c.CONSTRUCTION_DISCOUNT if _active(state, "construction_discount") else 0
        change = _active(state, "change_of_colors")
        filled = facade.filled_mask(board)
        masks = facade.colour_masks(board)
        supply = state.supply
        moves: list[str] = []
        for colour in c.COLOURS:
            payable = hand[colour] + (spare_other_colour(hand, colour) if change else 0) + discount
            same = masks[colour]
            for size in c.SIZES:
                tile = c.tile_id(colour, size)
                if supply[tile] <= 0 or size - c.ADJACENT_DISCOUNT > payable:
                    continue
                anywhere = size <= payable
                for p in facade.PLACEMENTS[tile]:
                    if p.mask & filled or not (p.grounded or p.below & filled):
                        continue
                    if anywhere or p.neighbours & same:
                        moves.append(p.move)
        return moves

    # Applying moves.

    def apply(self, state: CopenhagenState, seat: int, move: str) -> tuple[CopenhagenState, list[Event]]:
        if state.phase == s.OVER:
            raise illegal("game_over")
        if seat != state.current:
            raise illegal("not_your_turn")
        parsed = notation.parse(move)
        if parsed.verb not in PHASE_VERBS[state.phase]:
            raise _wrong_time(state, parsed.verb)
        handler = getattr(self, f"_apply_{parsed.verb}")
        new, events = handler(state, parsed)
        new.version = state.version + 1
        return new, events

    def _apply_take(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        slot = move.slot
        if state.harbour[slot] is None:
            raise illegal("slot_empty", slot=slot + 1)
        uses: str = ""
        if state.phase == s.SECOND:
            allowed = dict(_second_slots(state))
            if slot not in allowed:
                first = state.taken[0]
                near = tuple(n + 1 for n in (first - 1, first + 1) if 0 <= n < c.HARBOUR_SLOTS)
                raise illegal("not_adjacent", first=first + 1, options=Alternatives(near))
            uses = "any_cards" if allowed[slot] else ""
        elif state.phase == s.AFTER_TAKE:
            if not _extra_slots(state):
                raise illegal("ability_not_active", ability=term("ability.additional_card"))
            uses = "additional_card"
        new = state.clone()
        events: list[Event] = []
        if uses:
            _use(new, uses, events)
        if uses == "additional_card":
            new.extra_taken = True
        card = new.harbour[slot]
        assert card is not None
        new.harbour[slot] = None
        new.hands[new.current][card] += 1
        new.taken.append(slot)
        events.append(Event("card_taken", {"seat": new.current, "slot": slot + 1, "colour": card}))
        _after_card(new, events)
        return new, events

    def _apply_discard(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        if state.hands[state.current][move.colour] <= 0:
            raise illegal("no_card_of_colour", colour=term(f"colour.{move.colour}"))
        new = state.clone()
        new.hands[new.current][move.colour] -= 1
        new.discard.append(move.colour)
        events = [Event("card_discarded", {"seat": new.current, "colour": move.colour})]
        _after_card(new, events)
        return new, events

    def _apply_both(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        if not _active(state, "both_actions") or state.both_started:
            raise illegal("ability_not_active", ability=term("ability.both_actions"))
        new = state.clone()
        events: list[Event] = []
        # BGA uses the tile up as soon as the placement step starts, whether or not a tile is then built.
        _use(new, "both_actions", events)
        new.both_started = True
        new.phase = s.BUILD
        return new, events

    def _apply_end(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        new = state.clone()
        events: list[Event] = []
        _end_turn(new, events)
        return new, events

    def _apply_build(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        placement, options = _checked_build(state, move)
        new = state.clone()
        events: list[Event] = []
        if len(options) == 1:
            _build(new, placement, options[0], events)
        else:
            new.pending = {
                "tile": placement.tile,
                "orientation": placement.orientation,
                "anchor": placement.anchor,
            }
            new.resume = new.phase
            new.phase = s.PAY
        return new, events

    def _apply_pay(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        placement = _pending_placement(state)
        options = _payments(state, placement)
        wanted = dict(move.payment)
        for option in options:
            if option.cards == wanted and option.discount == move.discount:
                new = state.clone()
                new.pending = None
                new.resume = ""
                events: list[Event] = []
                _build(new, placement, option, events)
                return new, events
        texts = tuple(notation.format_pay(placement.colour, p.cards, p.discount) for p in options)
        raise illegal("bad_payment", options=Alternatives(texts))

    def _apply_cancel(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        new = state.clone()
        new.phase = new.resume
        new.resume = ""
        new.pending = None
        return new, []

    def _apply_white(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        if state.supply[c.WHITE] <= 0:
            raise illegal("white_none_left")
        if move.cell not in facade.free_supported_cells(state.facades[state.current]):
            raise illegal("white_cell")
        new = state.clone()
        new.coats -= 1
        new.supply[c.WHITE] -= 1
        events: list[Event] = []
        if _place(new, facade.PLACEMENTS[c.WHITE][move.cell], events, {}):
            _next_coat(new, events)
        return new, events

    def _apply_ability(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        title = term(f"ability.{move.ability}")
        if move.ability in state.abilities[state.current]:
            raise illegal("ability_owned", ability=title)
        if _abilities_left(state, move.ability) <= 0:
            raise illegal("ability_none_left", ability=title)
        new = state.clone()
        new.coats -= 1
        new.abilities[new.current][move.ability] = True
        events = [Event("ability_gained", {"seat": new.current, "ability": move.ability})]
        _next_coat(new, events)
        return new, events

    def _apply_refresh(self, state: CopenhagenState, move: Move) -> tuple[CopenhagenState, list[Event]]:
        if all(state.abilities[state.current].values()):
            raise illegal("nothing_to_refresh")
        new = state.clone()
        new.coats -= 1
        owned = new.abilities[new.current]
        refreshed = sorted(name for name, active in owned.items() if not active)
        for name in refreshed:
            owned[name] = True
        events = [Event("abilities_refreshed", {"seat": new.current, "abilities": refreshed})]
        _next_coat(new, events)
        return new, events

    # Reading the state.

    def view(self, state: CopenhagenState, seat: int | None) -> JSON:
        return build_view(state, seat)

    def result(self, state: CopenhagenState) -> Result | None:
        if state.phase != s.OVER:
            return None
        empties = [facade.empty_cells(board) for board in state.facades]
        detail = {
            "reason": state.end_reason,
            "winner_by_points": state.winner,
            "empty_cells": empties,
            "rows": [facade.row_points(board) for board in state.facades],
            "columns": [facade.column_points(board) for board in state.facades],
        }
        return Result(places=final_places(state), scores=tuple(state.scores), detail=detail)

    def preview(self, state: CopenhagenState, seat: int, move: str) -> JSON | None:
        """The seat's private view with the build ``move`` drawn as the pending build, nothing applied."""
        if state.phase not in (s.START, s.BUILD) or seat != state.current:
            return None
        try:
            parsed = notation.parse(move)
            if parsed.verb != "build":
                return None
            placement, _options = _checked_build(state, parsed)
        except IllegalMove:
            return None
        view = with_pending_build(build_view(state, seat), state, seat, placement)
        view["turn_info"]["preview"] = True
        return view

    def check_take_back(
        self,
        before: CopenhagenState,
        seat: int,
        move: str,
        after: CopenhagenState,
        now: CopenhagenState,
        since: Sequence[int],
    ) -> None:
        # A turn is one player's: anyone's move after it depends on it. A card drawn from the deck (a harbour
        # refilled, the deck reshuffled, the end card turned) was hidden until the move showed it.
        if since:
            raise played_since(since)
        if after.deck != before.deck or after.reshuffles != before.reshuffles:
            raise illegal("take_back_drew")

    def safe_move(self, state: CopenhagenState, seat: int) -> str:
        return autoplay.safe_move(state, seat, self.legal_moves)

    def move_label(self, state: CopenhagenState, seat: int, move: str) -> str:
        try:
            parsed = notation.parse(move)
        except IllegalMove:
            return move
        return _label(state, parsed)[:100]


# Turn flow helpers; they modify the (already cloned) state they are given.


def _active(state: CopenhagenState, ability: str) -> bool:
    return state.abilities[state.current].get(ability, False)


def _use(state: CopenhagenState, ability: str, events: list[Event]) -> None:
    state.abilities[state.current][ability] = False
    events.append(Event("ability_used", {"seat": state.current, "ability": ability}))


def _wrong_time(state: CopenhagenState, verb: str) -> IllegalMove:
    """Why ``verb`` is not accepted in the current phase, with what the phase expects (its examples name slots
    that hold a card and only the abilities the player can use)."""
    if verb == "both" and state.phase in (s.START, s.SECOND, s.DISCARD):
        if _active(state, "both_actions") and not state.both_started:
            return illegal("both_after_cards")
        return illegal("ability_not_active", ability=term("ability.both_actions"))
    if state.phase == s.SECOND:
        second = _second_slots(state)
        # The example is a neighbouring slot when there is one, which spends no Any cards.
        example = min(second, key=lambda option: option[1])[0]
        shown = Alternatives(tuple(slot + 1 for slot, _any in second))
        return illegal("wrong_time_second", verb=verb, slots=shown, slot=example + 1)
    if state.phase == s.AFTER_TAKE:
        extra = _extra_slots(state)
        both = _active(state, "both_actions") and not state.both_started
        if extra and both:
            return illegal("wrong_time_after_take", verb=verb, slot=extra[0] + 1)
        if extra:
            return illegal("wrong_time_additional_card", verb=verb, slot=extra[0] + 1)
        return illegal("wrong_time_both_actions", verb=verb)
    return illegal("wrong_time", verb=verb, expected=term(f"expected.{state.phase}"))


def _second_slots(state: CopenhagenState) -> list[tuple[int, bool]]:
    """Slots open for the second card, each with whether taking it uses Any cards."""
    first = state.taken[0]
    any_cards = _active(state, "any_cards")
    slots = []
    for slot, card in enumerate(state.harbour):
        if card is None:
            continue
        near = abs(slot - first) == 1
        if near or any_cards:
            slots.append((slot, not near))
    return slots


def _extra_slots(state: CopenhagenState) -> list[int]:
    if state.extra_taken or not _active(state, "additional_card"):
        return []
    return [slot for slot, card in enumerate(state.harbour) if card is not None]


def _after_card(state: CopenhagenState, events: list[Event]) -> None:
    """Where a turn goes after a card is taken or discarded."""
    if sum(state.hands[state.current].values()) > c.HAND_LIMIT:
        state.phase = s.DISCARD
    elif len(state.taken) == 1 and _second_slots(state):
        state.phase = s.SECOND
    elif _extra_slots(state) or (_active(state, "both_actions") and not state.both_started):
        state.phase = s.AFTER_TAKE
    else:
        _end_turn(state, events)


def _payments(state: CopenhagenState, placement: facade.Placement) -> list[Payment]:
    board = state.facades[state.current]
    cost = base_cost(placement.size, facade.touches_same_colour(board, placement))
    return payment_options(
        placement.colour,
        cost,
        state.hands[state.current],
        _active(state, "construction_discount"),
        _active(state, "change_of_colors"),
    )


def _checked_build(state: CopenhagenState, move: Move) -> tuple[facade.Placement, list[Payment]]:
    """The placement a build move names and the ways to pay for it, or IllegalMove naming the rule broken."""
    placement = facade.PLACEMENT_LOOKUP.get((move.tile, move.orientation, move.cell))
    if placement is None:
        raise illegal("outside_board")
    if state.supply[placement.tile] <= 0:
        raise illegal("supply_empty", tile=placement.tile)
    board = state.facades[state.current]
    filled = facade.filled_mask(board)
    if placement.mask & filled:
        raise illegal("overlap")
    if not placement.supported(filled):
        raise illegal("unsupported")
    options = _payments(state, placement)
    if not options:
        cost = base_cost(placement.size, facade.touches_same_colour(board, placement))
        if _active(state, "construction_discount"):
            cost -= c.CONSTRUCTION_DISCOUNT
        raise illegal("cannot_afford", count=cost, colour=term(f"colour.{placement.colour}"))
    return placement, options


def _pending_placement(state: CopenhagenState) -> facade.Placement:
    assert state.pending is not None
    pending = state.pending
    return facade.PLACEMENT_LOOKUP[(pending["tile"], pending["orientation"], pending["anchor"])]


def _build(state: CopenhagenState, placement: facade.Placement, payment: Payment, events: list[Event]) -> None:
    seat = state.current
    hand = state.hands[seat]
    for colour, cards in payment.cards.items():
        hand[colour] -= cards
        state.discard.extend([colour] * cards)
    if payment.discount:
        _use(state, "construction_discount", events)
    if payment.changed:
        _use(state, "change_of_colors", events)
    state.supply[placement.tile] -= 1
    if _place(state, placement, events, payment.cards):
        _next_coat(state, events)


def _place(state: CopenhagenState, placement: facade.Placement, events: list[Event], paid: dict[str, int]) -> bool:
    """Puts the tile on the current facade and scores it; False when that ended the game."""
    seat = state.current
    after = facade.place(state.facades[seat], placement)
    state.facades[seat] = after
    record: dict[str, Any] = facade.placement_record(placement)
    state.tiles[seat].append(record)
    state.last_tile = {"seat": seat, "index": len(state.tiles[seat]) - 1}
    state.scores[seat] = facade.score(after)
    # The event gets a record of its own: one shared with the state would let a reader of the event change the game.
    placed = facade.placement_record(placement)
    events.append(Event("tile_placed", {"seat": seat, **placed, "paid": dict(paid), "score": state.scores[seat]}))
    # BGA checks the winning score before resolving the coats of arms this tile earned.
    if state.scores[seat] >= c.POINTS_TO_WIN:
        _finish(state, "points", seat, events)
        return False
    earned = facade.coats_earned(after, placement)
    if earned:
        state.coats += earned
        events.append(Event("coats_earned", {"seat": seat, "count": earned}))
    return True


def _abilities_left(state: CopenhagenState, ability: str) -> int:
    """Copies of an ability tile not yet owned: one copy per player."""
    return state.players - sum(1 for owned in state.abilities if ability in owned)


def _coat_moves(state: CopenhagenState) -> list[str]:
    seat = state.current
    moves: list[str] = []
    if state.supply[c.WHITE] > 0:
        moves.extend(f"white {facade.cell_name(i)}" for i in facade.free_supported_cells(state.facades[seat]))
    owned = state.abilities[seat]
    moves.extend(
        notation.format_ability(name) for name in c.ABILITIES if name not in owned and _abilities_left(state, name) > 0
    )
    if not all(owned.values()):
        moves.append("refresh")
    return moves


def _next_coat(state: CopenhagenState, events: list[Event]) -> None:
    """Moves on to the next coat-of-arms action; BGA skips one that has no legal option."""
    while state.coats > 0:
        if _coat_moves(state):
            state.phase = s.COAT
            return
        state.coats -= 1
        events.append(Event("coat_skipped", {"seat": state.current}))
    _end_turn(state, events)


def _end_turn(state: CopenhagenState, events: list[Event]) -> None:
    refill_events, end_card = harbour.refill(state)
    events.extend(refill_events)
    if end_card:
        _finish(state, "end_card", None, events)
        return
    state.current = (state.current + 1) % state.players
    state.turn += 1
    state.phase = s.START
    state.taken = []
    state.extra_taken = False
    state.both_started = False
    state.resume = ""
    state.pending = None
    state.coats = 0
    events.append(Event("turn_started", {"seat": state.current, "turn": state.turn}))


def _finish(state: CopenhagenState, reason: str, winner: int | None, events: list[Event]) -> None:
    state.phase = s.OVER
    state.end_reason = reason
    state.winner = winner
    state.coats = 0
    state.pending = None
    events.append(Event("game_over", {"reason": reason, "winner": winner, "scores": list(state.scores)}))


def _label(state: CopenhagenState, move: Move) -> str:
    key, values = labels.label_parts(state, move)
    return labels.worded(key, values, labels.english)
