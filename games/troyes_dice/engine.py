"""The Troyes Dice engine: the contract's entry points, wiring notation, rules and resolution together.

Flow of a half-day: the dice are rolled and placed (and from day 3 the black die destroys); every seat is
awaited and gives its whole choice as one hidden move. When the last seat has chosen, the choices are revealed
and resolved seat by seat (sheets are independent, so the order only fixes the event order). Bonus builds that
need a decision (citizen columns 6 and 11, the 15th citizen of a track) are then awaited from their seats, all
at once, one move per build and oldest first; a build's own chain may queue more. When no bonus is left, the
plaza under the black die flips and the next half-day starts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from games.contract import (
    JSON,
    Event,
    Game,
    OptionSpec,
    Played,
    PublicRecord,
    Result,
    Revealed,
    SeatStatus,
    Stage,
    places_from_scores,
    told_move,
)
from games.troyes_dice import autoplay, choice_steps, dice, messages, resolve, rules, views
from games.troyes_dice import components as c
from games.troyes_dice.messages import illegal
from games.troyes_dice.notation import (
    SUPPLIES_MOVE,
    BuildChoice,
    NotationError,
    SuppliesChoice,
    normalise,
    parse,
)
from games.troyes_dice.sheet import Sheet
from games.troyes_dice.state import BONUS, CHOOSE, OVER, TroyesState


class TroyesDiceGame(Game[TroyesState]):
    id = "troyes_dice"
    title = "Troyes Dice"
    min_players = 1
    max_players = 10
    steps_within_turn = True
    summarised_events = frozenset({"choices_revealed"})
    MESSAGES: ClassVar[Mapping[str, str]] = messages.MESSAGES
    TERMS: ClassVar[Mapping[str, str]] = messages.TERMS
    # The order of the dice columns on the board: the printed one, or shuffled from the game's seed.
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = (OptionSpec("column_order", c.COLUMN_ORDERS[0], c.COLUMN_ORDERS),)

    def new(self, players: int, options: Mapping[str, JSON], seed: int) -> TroyesState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Troyes Dice takes {self.min_players}-{self.max_players} players")
        order = str(self.validate_options(options)["column_order"])
        state = TroyesState(
            seed=seed,
            players=players,
            column_order=order,
            columns=dice.setup_columns(seed, order),
            plazas=dice.setup_plazas(seed),
            day=1,
            half=0,
            slots=(),
            phase=CHOOSE,
            sheets=(Sheet(),) * players,
        )
        return resolve.start_half_day(state, [])

    def awaiting(self, state: TroyesState) -> frozenset[int]:
        if state.phase == CHOOSE:
            return frozenset(seat for seat, sheet in enumerate(state.sheets) if sheet.choice is None)
        if state.phase == BONUS:
            return frozenset(seat for seat, sheet in enumerate(state.sheets) if sheet.bonuses)
        return frozenset()

    def record(self, state: TroyesState, played: Played[TroyesState] | None = None) -> PublicRecord:
        # A half-day's choice is secret and stays the same decision while the other players choose theirs; bonus
        # builds are open, all at once. Everyone decides at once, so no one is ever next after someone else.
        awaited = self.awaiting(state)
        if state.phase == CHOOSE:
            record = PublicRecord(state.version, Stage.CHOICE, f"h{choice_steps.half_day(state)}", awaited)
        else:
            stage = Stage.OVER if state.phase == OVER else Stage.TURN
            record = PublicRecord(state.version, stage, str(state.version), awaited)
        if played is None:
            return record
        return told_move(self, played, self.record(played.before), record, self._revealed(played.events))

    def seat_status(self, state: TroyesState, seat: int) -> SeatStatus:
        if seat in self.awaiting(state):
            return SeatStatus.AWAITED
        chosen = state.phase == CHOOSE and 0 <= seat < state.players and state.sheets[seat].choice is not None
        return SeatStatus.DECIDED if chosen else SeatStatus.IDLE

    def legal_moves(self, state: TroyesState, seat: int) -> list[str]:
        if not 0 <= seat < state.players:
            return []
        sheet = state.sheets[seat]
        if state.phase == CHOOSE and sheet.choice is None:
            return rules.legal_die_moves(state, sheet)
        if state.phase == BONUS and sheet.bonuses:
            return rules.legal_build_moves(state, sheet)
        return []

    def apply(self, state: TroyesState, seat: int, move: str) -> tuple[TroyesState, list[Event]]:
        if state.phase == OVER:
            raise illegal("game_over")
        if not 0 <= seat < state.players:
            raise illegal("bad_seat", seat=seat)
        sheet = state.sheets[seat]
        try:
            parsed = parse(move)
        except NotationError:
            raise illegal("bad_notation", move=normalise(move)) from None
        events: list[Event] = []
        if state.phase == CHOOSE:
            if sheet.choice is not None:
                raise illegal("already_chosen")
            if isinstance(parsed, BuildChoice):
                if rules.needs_supplies(state, sheet):
                    raise illegal("supplies_only")
                raise illegal("no_bonus", example=autoplay.safe_move(state, seat))
            if isinstance(parsed, SuppliesChoice):
                if not rules.needs_supplies(state, sheet):
                    raise illegal("supplies_not_allowed")
                text = SUPPLIES_MOVE
            else:
                text = rules.canonical_die(state, sheet, parsed).text()
            sheets = (*state.sheets[:seat], sheet.with_choice(text), *state.sheets[seat + 1 :])
            state = state.evolve(sheets=sheets, version=state.version + 1)
            events.append(Event("seat_chose", {"seat": seat}))
            if all(other.choice is not None for other in sheets):
                state = resolve.reveal(state, events)
            return state, events
        if not sheet.bonuses:
            raise illegal("waiting_for_others")
        if not isinstance(parsed, BuildChoice):
            raise illegal("bonus_expected", bonus=rules.bonus_term(sheet.bonuses[0]))
        rules.check_build(state, sheet, parsed)
        state = resolve.build_bonus(state.evolve(version=state.version + 1), seat, parsed, events)
        return state, events

    def check_take_back(
        self, before: TroyesState, seat: int, move: str, after: TroyesState, now: TroyesState, since: Sequence[int]
    ) -> None:
        # Sheets are independent, so within one stage of a half-day (everyone's secret choice, then the bonus
        # builds) the others' moves do not depend on this one. A stage that ended revealed the choices or rolled
        # the next dice: what it showed stays shown.
        stage = (before.phase, choice_steps.half_day(before))
        if (after.phase, choice_steps.half_day(after)) == stage == (now.phase, choice_steps.half_day(now)):
            return
        raise illegal("take_back_all_chosen" if before.phase == CHOOSE else "take_back_bonus_over")

    @staticmethod
    def _revealed(events: Sequence[Event]) -> list[Revealed]:
        # Everyone has chosen: the reveal shows each sheet's choice to the table, in seat order, as the channel's
        # post does; the game's log lists them after the secret choices they were.
        return [
            Revealed(seat, str(choice))
            for event in events
            if event.kind == "choices_revealed"
            for seat, choice in enumerate(event.data["choices"])
            if choice
        ]

    def view(self, state: TroyesState, seat: int | None) -> JSON:
        if seat is not None and not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} at this table")
        awaited = self.awaiting(state)
        if seat is None:
            return views.public_view(state, awaited)
        return views.seat_view(state, seat, awaited)

    def result(self, state: TroyesState) -> Result | None:
        if state.phase != OVER:
            return None
        breakdown = [sheet.score() for sheet in state.sheets]
        scores = tuple(score["total"] for score in breakdown)
        places = places_from_scores(scores)
        detail: dict[str, Any] = {"breakdown": []}
        for seat, score in enumerate(breakdown):
            sheet = views.sheet_view(state, seat)
            detail["breakdown"].append(
                {
                    "seat": seat,
                    "place": places[seat],
                    **score,
                    "citizens_by_colour": sheet["citizens"],
                    "cathedral_rows": sheet["cathedrals"],
                    "leftover": {name: track["available"] for name, track in sheet["resources"].items()},
                }
            )
        return Result(places=places, scores=scores, detail=detail)

    def to_json(self, state: TroyesState) -> JSON:
        return state.to_json()

    def from_json(self, data: JSON) -> TroyesState:
        return TroyesState.from_json(data)

    def safe_move(self, state: TroyesState, seat: int) -> str:
        return autoplay.safe_move(state, seat)

    def move_label(self, state: TroyesState, seat: int, move: str) -> str:
        return views.move_label(state, move)
