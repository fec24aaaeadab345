"""The half-day choice in steps (die, adjustment, action) as the panel offers it: every option leads to a legal
move, every legal move is reachable, and a preview says exactly what the reveal will do."""

from __future__ import annotations

import random

import pytest

from games.troyes_dice import GAME, choice_steps
from games.troyes_dice.sheet import BUILT
from games.troyes_dice.state import CHOOSE, TroyesState
from tests.games.troyes_dice.support import cells_with, play, random_game, table, with_sheet


def choose_states(players: int, seed: int, every: int = 7) -> list[TroyesState]:
    """Some choose-phase states of a random game, from its start to its last half-day."""
    states = []
    for index, (state, _seat, _move) in enumerate(random_game(players, seed, random.Random(seed), builder=True)):
        if state.phase == CHOOSE and index % every == 0:
            states.append(state)
    return states


def stepped_moves(state: TroyesState, seat: int) -> list[str]:
    moves = []
    for die in choice_steps.dice_options(state, seat):
        for adjustment in choice_steps.adjustments(state, seat, die.words):
            for preview in choice_steps.actions(state, seat, die.words, adjustment.words):
                assert preview.move == choice_steps.join(die.words, adjustment.words, preview.action)
                moves.append(preview.move)
    return moves


@pytest.mark.parametrize("players", [1, 2, 5, 10])
def test_the_steps_reach_exactly_the_legal_moves(players: int) -> None:
    for state in choose_states(players, seed=players + 20):
        for seat in GAME.awaiting(state):
            legal = GAME.legal_moves(state, seat)
            if legal == ["supplies"]:
                assert choice_steps.supplies_only(state, seat) and choice_steps.dice_options(state, seat) == []
                continue
            assert not choice_steps.supplies_only(state, seat)
            assert sorted(stepped_moves(state, seat)) == sorted(legal)


def test_a_seat_that_has_chosen_is_offered_nothing() -> None:
    state = table(2, seed=3)
    state = play(state, (0, GAME.legal_moves(state, 0)[0]))
    assert choice_steps.dice_options(state, 0) == [] and choice_steps.blocked_dice(state, 0) == []
    assert choice_steps.dice_options(state, 1)


def test_the_black_die_and_unaffordable_dice_are_explained_not_offered() -> None:
    state = with_sheet(table(dice=[(1, "red"), (2, "black"), (3, "yellow"), (4, "white")]), spent=(0, 2, 0))
    offered = [
        (option.words, option.colour, option.value, option.price) for option in choice_steps.dice_options(state, 0)
    ]
    assert offered == [("die 1", "red", 1, (0, 0, 0)), ("die 3", "yellow", 3, (0, 1, 0))]
    blocked = choice_steps.blocked_dice(state, 0)
    assert [(die.slot, die.reason, die.price) for die in blocked] == [
        (2, "black", None),
        (4, "unaffordable", (0, 2, 0)),
    ]


def test_the_second_die_is_offered_once_per_resource_that_can_pay_it() -> None:
    state = with_sheet(table(dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")]), spent=(3, 0, 0))
    words = [(option.words, option.price) for option in choice_steps.dice_options(state, 0) if option.slot == 2]
    assert words == [("die 2 pay deniers", (0, 1, 0)), ("die 2 pay knowledge", (0, 0, 1))]


def test_adjustments_list_no_change_first_and_cost_knowledge_for_colour_and_influence_per_step() -> None:
    state = with_sheet(table(dice=[(3, "red"), (4, "black"), (5, "yellow"), (6, "white")]), marked=(4, 3, 3))
    found = {a.words: (a.colour, a.value, a.cost) for a in choice_steps.adjustments(state, 0, "die 1")}
    assert next(iter(found)) == ""
    assert found[""] == ("red", 3, (0, 0, 0))
    assert found["as white"] == ("white", 3, (0, 0, 2))
    assert found["to 1"] == ("red", 1, (2, 0, 0))
    assert found["as yellow to 6"] == ("yellow", 6, (3, 0, 2))
    assert "to 6" in found and len(found) == 3 * 6  # 4 influence reach every value, 3 knowledge one recolouring


def test_missing_actions_name_the_built_or_destroyed_cell() -> None:
    state = table(dice=[(2, "red"), (4, "black"), (5, "yellow"), (6, "white")])
    state = with_sheet(state, cells=cells_with(state.sheets[0], ("red", "prestige", 1)))
    state = with_sheet(state, cells=cells_with(state.sheets[0], ("red", "work", 1), mark="x"))
    assert [p.action for p in choice_steps.actions(state, 0, "die 1", "")] == ["resources"]
    assert [refusal.key for refusal in choice_steps.refused_actions(state, 0, "die 1", "")] == [
        "cell_built",
        "cell_destroyed",
    ]


def test_a_preview_says_what_the_building_gives() -> None:
    state = table(dice=[(4, "yellow"), (4, "black"), (5, "yellow"), (6, "white")])
    guild = choice_steps.preview(state, 0, "die 1 prestige")
    assert (guild.building, guild.colour, guild.value) == ("Guild", "yellow", 4)
    assert guild.citizens == (0, 4, 0) and guild.spend == (0, 0, 0)  # 2 yellow citizens per yellow die
    fortress = choice_steps.preview(state, 0, "die 1 as red prestige")
    assert fortress.protects and fortress.spend == (0, 0, 2) and fortress.citizens == (0, 1, 0)
    cathedral = choice_steps.preview(state, 0, "die 1 as white prestige")
    assert cathedral.cathedral == (1, "yellow_work")  # the cathedral of column 4 scores the City Halls
    taken = choice_steps.preview(state, 0, "die 3 resources")
    # 5 deniers for 1: the track passes its 6th space, which gives a yellow citizen.
    assert taken.spend == (0, 1, 0) and taken.resources == (0, 5, 0) and taken.citizens == (0, 1, 0)


@pytest.mark.parametrize("players", [1, 3])
def test_a_preview_matches_what_the_reveal_does(players: int) -> None:
    rng = random.Random(players)
    for state in choose_states(players, seed=players + 40, every=5):
        seat = min(GAME.awaiting(state))
        for move in rng.sample(GAME.legal_moves(state, seat), k=min(6, len(GAME.legal_moves(state, seat)))):
            preview = choice_steps.preview(state, seat, move)
            after = state
            for other in sorted(GAME.awaiting(state)):
                after, _ = GAME.apply(after, other, move if other == seat else GAME.legal_moves(after, other)[0])
            before, sheet = state.sheets[seat], after.sheets[seat]
            assert preview.spend == tuple(s - b for s, b in zip(sheet.spent, before.spent, strict=True))
            assert preview.resources == tuple(s - b for s, b in zip(sheet.marked, before.marked, strict=True))
            assert preview.citizens == tuple(s - b for s, b in zip(sheet.citizens, before.citizens, strict=True))
            assert len(preview.bonuses) == len(sheet.bonuses) - len(before.bonuses)
            assert (preview.building is not None) == (sheet.cells.count(BUILT) > before.cells.count(BUILT))


def test_the_supplies_exception_is_the_only_choice_when_it_applies() -> None:
    state = with_sheet(table(dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")]), spent=(3, 3, 3))
    assert choice_steps.supplies_only(state, 0)
    assert choice_steps.dice_options(state, 0) == []
    preview = choice_steps.preview(state, 0, "supplies")
    assert preview.action == "supplies" and preview.resources == (1, 1, 1) and preview.building is None
