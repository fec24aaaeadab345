"""One test per rule of Troyes Dice, named after the rule."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from games.contract import BadOptions, IllegalMove
from games.troyes_dice import GAME, dice, resolve
from games.troyes_dice import components as c
from games.troyes_dice.notation import DieChoice, parse
from games.troyes_dice.sheet import BUILT, DESTROYED, FREE, Sheet, Worksheet
from games.troyes_dice.state import BONUS, CHOOSE, OVER
from tests.games.troyes_dice.support import COLOUR, cell, cells_with, play, random_game, table, with_sheet

NO_DICE = (0, 0, 0)


# Wheel, plazas and dice.


def test_wheel_dial_advances_one_plaza_per_day_and_half_days_use_four_plazas_each():
    assert dice.slot_positions(1, 0) == (1, 2, 3, 4)
    assert dice.slot_positions(1, 1) == (5, 6, 7, 8)
    assert dice.slot_positions(2, 0) == (2, 3, 4, 5)
    assert dice.slot_positions(2, 1) == (6, 7, 8, 0)
    for day in range(1, 9):
        used = set(dice.slot_positions(day, 0)) | set(dice.slot_positions(day, 1))
        assert used == set(range(9)) - {dice.neutral_position(day)}


def test_plaza_tiles_are_the_nine_double_sided_tiles_with_six_faces_of_each_colour():
    for seed in range(20):
        plazas = dice.setup_plazas(seed)
        assert sorted(tuple(sorted(tile)) for tile in plazas) == sorted(tuple(sorted(tile)) for tile in c.PLAZA_TILES)
    faces = [face for tile in c.PLAZA_TILES for face in tile]
    assert [faces.count(colour) for colour in range(3)] == [6, 6, 6]


def test_plaza_under_black_die_flips_at_end_of_half_day():
    state = table(1, seed=5)
    black = next(slot for slot in state.slots if slot.black)
    before = state.plazas
    after = play(state, (0, GAME.legal_moves(state, 0)[0]))
    assert after.plazas[black.position] == (before[black.position][1], before[black.position][0])
    for position in range(9):
        if position != black.position:
            assert after.plazas[position] == before[position]


def test_dice_order_ascending_with_black_die_first_on_ties():
    plazas = dice.setup_plazas(1)
    slots = dice.place((4, 2, 4), 2, (1, 2, 3, 4), plazas)
    assert [(slot.value, slot.black) for slot in slots] == [(2, True), (2, False), (4, False), (4, False)]
    for seed in range(200):
        for half in (0, 1):
            transparent, black = dice.roll(seed, 3, half)
            slots = dice.place(transparent, black, (1, 2, 3, 4), plazas)
            values = [slot.value for slot in slots]
            assert values == sorted(values)
            black_index = dice.black_slot(slots)
            assert all(slot.value < black for slot in slots[:black_index])


def test_dice_rolled_from_game_seed_are_stored_and_reproducible():
    a, b = GAME.new(3, {}, 42), GAME.new(3, {}, 42)
    assert a.slots == b.slots and a.plazas == b.plazas
    assert sorted(slot.value for slot in a.slots if not slot.black) == sorted(dice.roll(42, 1, 0)[0])


def test_transparent_die_takes_colour_of_its_plaza():
    for seed in range(10):
        state = table(1, seed=seed)
        for slot in state.slots:
            assert slot.colour == state.plazas[slot.position][0]


def test_dice_prices_free_one_any_resource_one_denier_two_deniers():
    dice_row = [(1, "black"), (2, "red"), (3, "yellow"), (4, "white")]
    assert play(table(dice=dice_row), (0, "die 2 pay knowledge resources")).sheets[0].spent == (0, 0, 1)
    assert play(table(dice=dice_row), (0, "die 2 pay influence resources")).sheets[0].spent == (1, 0, 0)
    assert play(table(dice=dice_row), (0, "die 3 resources")).sheets[0].spent == (0, 1, 0)
    assert play(table(dice=dice_row), (0, "die 4 resources")).sheets[0].spent == (0, 2, 0)
    free_first = [(1, "red"), (2, "black"), (3, "yellow"), (4, "white")]
    assert play(table(dice=free_first), (0, "die 1 resources")).sheets[0].spent == (0, 0, 0)


def test_black_die_cannot_be_taken():
    state = table(dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 1 resources")
    assert err.value.key == "black_die"
    assert not any(move.startswith("die 1 ") for move in GAME.legal_moves(state, 0))


def test_second_die_price_names_the_resource_paid():
    state = table(dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 2 resources")
    assert err.value.key == "pay_needed"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 3 pay deniers resources")
    assert err.value.key == "pay_not_needed"
    poor = with_sheet(state, spent=(3, 0, 3))
    assert {move.split()[3] for move in GAME.legal_moves(poor, 0) if move.startswith("die 2")} == {"deniers"}


def test_unaffordable_die_is_not_offered():
    state = with_sheet(table(dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")]), spent=(0, 2, 0))
    moves = GAME.legal_moves(state, 0)
    assert any(move.startswith("die 3") for move in moves)
    assert not any(move.startswith("die 4") for move in moves)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 4 resources")
    assert err.value.key == "cannot_afford"


def test_no_resource_exception_takes_one_of_each_resource_instead_of_a_die():
    state = with_sheet(table(dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")]), spent=(3, 3, 3))
    assert GAME.legal_moves(state, 0) == ["supplies"]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 2 pay deniers resources")
    assert err.value.key == "supplies_only"
    after = play(state, (0, "Supplies"))
    assert after.sheets[0].available() == (1, 1, 1)
    assert after.sheets[0].cells == state.sheets[0].cells
    # Not when a die is free, nor when the player holds anything.
    free_first = with_sheet(table(dice=[(1, "red"), (2, "black"), (3, "yellow"), (4, "white")]), spent=(3, 3, 3))
    assert "supplies" not in GAME.legal_moves(free_first, 0)
    one_left = with_sheet(state, spent=(3, 3, 2))
    assert "supplies" not in GAME.legal_moves(one_left, 0)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(one_left, 0, "supplies")
    assert err.value.key == "supplies_not_allowed"


# Changing the die.


def test_colour_change_costs_two_knowledge_for_the_player_only():
    state = table(2, dice=[(3, "red"), (4, "black"), (5, "yellow"), (6, "white")])
    state = play(state, (0, "die 1 as white prestige"), (1, "die 1 prestige"))
    mine, theirs = state.sheets
    assert mine.spent == (0, 0, 2)
    assert cell(mine, "white", "prestige", 2) == BUILT  # a cathedral in column 3
    assert cell(theirs, "red", "prestige", 2) == BUILT  # the other player's die stayed red: a fortress


def test_value_change_costs_one_influence_per_step_without_wrap():
    state = table(dice=[(2, "red"), (4, "black"), (5, "yellow"), (6, "white")])
    after = play(state, (0, "die 1 to 5 work"))
    assert after.sheets[0].spent == (3, 0, 0)
    assert cell(after.sheets[0], "red", "work", 4) == BUILT
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 1 to 6 work")  # 4 steps, 3 influence held
    assert err.value.key == "cannot_afford"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 1 to 7 work")
    assert err.value.key == "bad_value"
    rich = with_sheet(table(dice=[(6, "red"), (6, "black"), (6, "yellow"), (6, "white")]), marked=(8, 3, 3))
    assert play(rich, (0, "die 1 to 1 resources")).sheets[0].spent == (5, 0, 0)  # 6 -> 1 is five steps
    values = {int(m.split(" to ")[1][0]) for m in GAME.legal_moves(state, 0) if m.startswith("die 1 to")}
    assert values == {1, 3, 4, 5}


# Actions.


def test_take_resources_gains_die_value_of_its_colour_resource():
    state = table(dice=[(4, "yellow"), (4, "black"), (5, "red"), (6, "white")])
    sheet = play(state, (0, "die 1 resources")).sheets[0]
    assert sheet.marked == (3, 7, 3)
    assert sheet.citizens == (0, 1, 0)  # the 6th space of the deniers track


def test_build_targets_column_numbered_with_die_value():
    state = table(dice=[(4, "yellow"), (4, "black"), (5, "red"), (6, "white")])
    sheet = play(state, (0, "die 1 work")).sheets[0]
    assert cell(sheet, "yellow", "work", 3) == BUILT
    assert sheet.cells.count(BUILT) == 1


def test_work_building_gives_two_citizens_of_its_colour():
    for colour in c.COLOURS:
        state = table(dice=[(2, colour), (4, "black"), (5, "red"), (6, "white")])
        sheet = play(state, (0, "die 1 work")).sheets[0]
        assert sheet.citizens[COLOUR[colour]] == 2 and sum(sheet.citizens) == 2


def test_built_or_destroyed_cell_cannot_be_built():
    state = table(dice=[(2, "red"), (4, "black"), (5, "red"), (6, "white")])
    built = with_sheet(state, cells=cells_with(state.sheets[0], ("red", "work", 1)))
    assert "die 1 work" not in GAME.legal_moves(built, 0)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(built, 0, "die 1 work")
    assert err.value.key == "cell_built"
    crossed = with_sheet(state, cells=cells_with(state.sheets[0], ("red", "work", 1), mark=DESTROYED))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(crossed, 0, "die 1 work")
    assert err.value.key == "cell_destroyed"


# Red district: Fortress.


@pytest.mark.parametrize("position", range(6))
def test_fortress_gives_one_citizen_by_column(position):
    work = Worksheet(Sheet())
    work.build(c.RED, c.PRESTIGE, position, NO_DICE)
    expected = [0, 0, 0]
    expected[(c.RED, c.RED, c.YELLOW, c.YELLOW, c.WHITE, c.WHITE)[position]] = 1
    assert work.citizens == expected


def _start_day_three(state):
    events: list = []
    return resolve.start_half_day(replace(state, day=3, half=0), events), events


def test_black_die_destroys_unbuilt_cells_of_its_colour_and_value_from_day_three():
    seed = 11
    state = table(2, seed=seed)
    _, black = dice.roll(seed, 3, 0)
    position = state.position_of(black)
    at_three, events = _start_day_three(state)
    black_slot = at_three.slots[dice.black_slot(at_three.slots)]
    colour = c.COLOURS[black_slot.colour]
    for sheet in at_three.sheets:
        assert cell(sheet, colour, "prestige", position) == DESTROYED
        assert cell(sheet, colour, "work", position) == DESTROYED
        assert sheet.cells.count(DESTROYED) == 2
    assert any(event.kind == "cells_destroyed" for event in events)
    # A built cell stays built.
    work_built = with_sheet(state, 1, cells=cells_with(state.sheets[1], (colour, "work", position)))
    at_three, _ = _start_day_three(work_built)
    assert cell(at_three.sheets[1], colour, "work", position) == BUILT
    assert cell(at_three.sheets[1], colour, "prestige", position) == DESTROYED


def test_black_die_destroys_nothing_on_days_one_and_two():
    rng = random.Random(3)
    for state, _seat, _move in random_game(2, 8, rng):
        if state.day >= 3:
            break
        assert all(DESTROYED not in sheet.cells for sheet in state.sheets)


def test_black_die_destroys_before_players_choose_so_a_fortress_built_that_half_day_is_too_late():
    state = table(1, seed=6)
    rng = random.Random(1)
    while state.day < 3:
        state, events = GAME.apply(state, 0, rng.choice(GAME.legal_moves(state, 0)))
    kinds = [event.kind for event in events]
    assert kinds.index("dice_rolled") < kinds.index("cells_destroyed")
    assert state.phase == CHOOSE and GAME.awaiting(state) == frozenset({0})
    black = state.slots[dice.black_slot(state.slots)]
    position = state.position_of(black.value)
    sheet = state.sheets[0]
    assert sheet.fortress(position) or all(
        cell(sheet, c.COLOURS[black.colour], kind, position) in (BUILT, DESTROYED) for kind in c.KINDS
    )
    # Nothing chosen now can build in the crossed column: not even that column's Fortress.
    for move in GAME.legal_moves(state, 0):
        choice = parse(move)
        if isinstance(choice, DieChoice) and choice.action != "resources":
            slot = state.slots[choice.slot]
            colour = slot.colour if choice.colour is None else choice.colour
            value = slot.value if choice.value is None else choice.value
            assert (colour, value) != (black.colour, black.value) or sheet.fortress(position)


def test_fortress_protects_its_whole_column_from_the_black_die():
    seed = 11
    state = table(2, seed=seed)
    _, black = dice.roll(seed, 3, 0)
    position = state.position_of(black)
    protected = with_sheet(state, 0, cells=cells_with(state.sheets[0], ("red", "prestige", position)))
    at_three, events = _start_day_three(protected)
    assert DESTROYED not in at_three.sheets[0].cells
    assert at_three.sheets[1].cells.count(DESTROYED) >= 1
    destroyed = next(event for event in events if event.kind == "cells_destroyed")
    assert destroyed.data["protected"] == [0] and destroyed.data["seats"] == [1]


def test_destroyed_cell_is_never_built_even_by_bonus():
    state = table(dice=[(6, "white"), (6, "black"), (6, "yellow"), (6, "white")])
    every_work_crossed_but_one = cells_with(
        state.sheets[0],
        *((colour, "work", p) for colour in c.COLOURS for p in range(6) if (colour, p) != ("white", 5)),
        mark=DESTROYED,
    )
    state = with_sheet(state, cells=every_work_crossed_but_one, citizens=(6, 6, 4))
    after = play(state, (0, "die 1 work"))  # the last free work cell: white 6 -> 6 white citizens
    assert after.phase == CHOOSE  # the column 6 bonus found no free work cell and was lost
    assert after.sheets[0].bonuses == ()


# Yellow district: Guilds.

GUILD_CASES = [
    # column, counted colour, expected (marked, citizens) after two dice of that colour
    (1, "red", (9, 3, 3), (1, 0, 0)),
    (2, "red", (3, 3, 3), (4, 0, 0)),
    (3, "yellow", (3, 9, 3), (0, 1, 0)),
    (4, "yellow", (3, 3, 3), (0, 4, 0)),
    (5, "white", (3, 3, 9), (0, 0, 1)),
    (6, "white", (3, 3, 3), (0, 0, 4)),
]


@pytest.mark.parametrize(("number", "counted", "marked", "citizens"), GUILD_CASES)
def test_guild_counts_dice_by_plaza_colour(number, counted, marked, citizens):
    other = "white" if counted != "white" else "red"
    state = table(dice=[(number, counted), (number, counted), (number, other), (number, "black")])
    move = "die 1 prestige" if counted == "yellow" else "die 1 as yellow prestige"
    sheet = play(state, (0, move)).sheets[0]
    assert cell(sheet, "yellow", "prestige", number - 1) == BUILT
    assert sheet.marked == marked
    assert sheet.citizens == citizens


def test_guild_ignores_black_die_and_players_recolouring():
    # Only one transparent die sits on a red plaza; the black die's plaza is red too and never counts.
    state = table(2, dice=[(1, "red"), (1, "black"), (3, "yellow"), (5, "white")])
    state = play(state, (0, "die 1 as yellow prestige"), (1, "die 3 prestige"))
    assert state.sheets[0].marked == (6, 3, 3)  # 3 influence for the single red die, recoloured or not
    assert state.sheets[1].marked == (3, 6, 3)  # guild 3 counts the one die on a yellow plaza


# White district: Cathedrals.


def test_cathedral_multipliers_follow_build_order_1_1_2_2_3_3():
    work = Worksheet(Sheet())
    for position in (5, 0, 3, 1, 2, 4):
        work.build(c.WHITE, c.PRESTIGE, position, NO_DICE)
    assert work.cathedrals == [1, 2, 3, 2, 3, 1]


@pytest.mark.parametrize("position", range(6))
def test_cathedral_scores_its_linked_row(position):
    row = c.CATHEDRAL_ROWS[position]
    district, kind = divmod(row, 2)
    built = [(c.COLOURS[district], c.KINDS[kind], p) for p in range(3)]
    sheet = Sheet()
    sheet = replace(sheet, cells=cells_with(sheet, *built, ("white", "prestige", position)))
    cathedrals = [0] * 6
    cathedrals[position] = 2
    sheet = replace(sheet, cathedrals=tuple(cathedrals))
    expected = 2 * sheet.built_in_row(row)
    assert expected == 2 * (4 if row == 4 and position >= 3 else 3)
    assert sheet.score()["cathedrals"] == expected


def test_cathedral_points_count_buildings_built_later():
    sheet = Sheet(cathedrals=(1, 0, 0, 0, 0, 0))
    sheet = replace(sheet, cells=cells_with(sheet, ("white", "prestige", 0)))
    assert sheet.score()["cathedrals"] == 0
    sheet = replace(sheet, cells=cells_with(sheet, ("red", "prestige", 4), ("red", "prestige", 5)))
    assert sheet.score()["cathedrals"] == 2


# Diamonds.


@pytest.mark.parametrize("diamond", c.DIAMONDS, ids=lambda d: f"{c.ROW_NAMES[d.district * 2 + d.kind]}-{d.left}")
def test_every_diamond_bonus_once_both_neighbours_are_built(diamond):
    bare = Sheet(marked=(0, 0, 0))
    with_left = replace(
        bare, cells=cells_with(bare, (c.COLOURS[diamond.district], c.KINDS[diamond.kind], diamond.left))
    )
    alone, paired = Worksheet(bare), Worksheet(with_left)
    alone.build(diamond.district, diamond.kind, diamond.right, NO_DICE)
    paired.build(diamond.district, diamond.kind, diamond.right, NO_DICE)
    assert [p - a for p, a in zip(paired.marked, alone.marked, strict=True)] == list(diamond.bonus.resources)
    assert [p - a for p, a in zip(paired.citizens, alone.citizens, strict=True)] == list(diamond.bonus.citizens)
    assert any(kind == "diamond" for kind, _ in paired.notes)


def test_diamond_is_lost_when_a_neighbour_is_destroyed():
    state = table()
    sheet = state.sheets[0]
    sheet = replace(sheet, cells=cells_with(sheet, ("red", "work", 1), mark=DESTROYED))
    state = with_sheet(state, cells=sheet.cells)
    view = GAME.view(state, 0)["me"]["sheet"]
    red_work = [d for d in view["diamonds"] if d["row"] == "red_work" and d["numbers"] == [1, 2]]
    assert red_work[0]["state"] == "lost"


# Tracks.


def test_resource_track_of_18_gives_citizens_at_6_12_and_18():
    work = Worksheet(Sheet())
    work.gain_resource(c.INFLUENCE, 2)
    assert work.citizens == [0, 0, 0]
    work.gain_resource(c.INFLUENCE, 1)
    assert work.citizens == [1, 0, 0]
    work.gain_resource(c.INFLUENCE, 100)
    assert work.marked[c.INFLUENCE] == 18
    assert work.citizens == [3, 0, 0]
    work.gain_resource(c.INFLUENCE, 5)
    assert work.citizens == [3, 0, 0]


def test_spending_does_not_free_resource_track_space():
    work = Worksheet(Sheet(marked=(18, 3, 3), spent=(10, 0, 0)))
    work.gain_resource(c.INFLUENCE, 5)
    assert work.marked[c.INFLUENCE] == 18
    assert work.freeze().available() == (8, 3, 3)


def test_citizen_track_holds_20_per_colour():
    work = Worksheet(Sheet())
    work.gain_citizens(c.RED, 30)
    assert work.citizens[c.RED] == 20


def test_citizen_column_3_bonus_gives_one_of_each_resource():
    work = Worksheet(Sheet(citizens=(3, 3, 2)))
    work.gain_citizens(c.WHITE, 1)
    assert work.marked == [4, 4, 4]
    work.gain_citizens(c.WHITE, 1)
    assert work.marked == [4, 4, 4]  # once only


@pytest.mark.parametrize("column", [6, 11])
def test_citizen_column_6_and_11_bonus_builds_a_work_building_of_choice(column):
    state = table(dice=[(2, "white"), (4, "black"), (5, "red"), (6, "white")])
    state = with_sheet(state, citizens=(column, column, column - 2))
    state = play(state, (0, "die 1 work"))
    assert state.phase == BONUS and GAME.awaiting(state) == frozenset({0})
    moves = GAME.legal_moves(state, 0)
    assert len(moves) == 17 and all(move.startswith("build work ") for move in moves)
    assert "build work white 2" not in moves
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "build prestige red 1")
    assert err.value.key == "bonus_wrong_kind"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 1 resources")
    assert err.value.key == "bonus_expected"
    state = play(state, (0, "build work red 1"))
    assert state.phase == CHOOSE and state.half == 1
    assert cell(state.sheets[0], "red", "work", 0) == BUILT
    assert state.sheets[0].citizens == (column + 2, column, column)


def test_15th_citizen_bonus_builds_a_prestige_building_of_another_colour():
    state = table(dice=[(2, "red"), (4, "black"), (5, "red"), (6, "white")])
    state = with_sheet(state, citizens=(14, 0, 0))
    state = play(state, (0, "die 1 work"))
    assert state.sheets[0].bonuses == ("prestige-red",)
    moves = GAME.legal_moves(state, 0)
    assert {move.split()[2] for move in moves} == {"yellow", "white"}
    assert all(move.startswith("build prestige") for move in moves) and len(moves) == 12
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "build prestige red 3")
    assert err.value.key == "bonus_wrong_colour"
    state = play(state, (0, "build prestige white 3"))
    assert state.sheets[0].cathedrals[2] == 1


def test_20th_citizen_bonus_gives_a_citizen_of_each_other_colour():
    work = Worksheet(Sheet(citizens=(19, 0, 0)))
    work.gain_citizens(c.RED, 2)
    assert work.citizens == [20, 1, 1]


def test_bonus_chains_resolve_automatically_and_queue_decisions():
    # 20th red citizen -> a yellow and a white citizen -> column 3 reached -> one of each resource.
    work = Worksheet(Sheet(citizens=(19, 2, 2)))
    work.gain_citizens(c.RED, 1)
    assert work.citizens == [20, 3, 3] and work.marked == [4, 4, 4]
    # A bonus work building can reach a 15th citizen, whose prestige build is then awaited too.
    state = table(dice=[(2, "white"), (4, "black"), (5, "red"), (6, "white")])
    state = with_sheet(state, citizens=(13, 6, 4))
    state = play(state, (0, "die 1 work"))
    assert state.sheets[0].bonuses == ("work",)
    state = play(state, (0, "build work red 1"))
    assert state.phase == BONUS and state.sheets[0].bonuses == ("prestige-red",)
    state = play(state, (0, "build prestige yellow 6"))  # guild 6: two white dice this half-day
    assert state.phase == CHOOSE
    assert state.sheets[0].citizens == (15, 6, 10)


def test_bonus_decisions_are_awaited_only_from_seats_that_earned_them():
    state = table(3, dice=[(2, "white"), (4, "black"), (5, "red"), (6, "white")])
    state = with_sheet(state, 1, citizens=(6, 6, 4))
    state = play(state, (0, "die 1 work"), (1, "die 1 work"), (2, "die 1 resources"))
    assert GAME.awaiting(state) == frozenset({1})
    assert GAME.legal_moves(state, 0) == []
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "build work red 1")
    assert err.value.key == "waiting_for_others"


# Column order option.


def test_column_order_option_standard_or_one_random_permutation_for_everyone():
    assert GAME.default_options() == {"column_order": "standard"}
    assert table(3).columns == (1, 2, 3, 4, 5, 6)
    orders = {table(3, seed=seed, column_order="random").columns for seed in range(30)}
    assert len(orders) > 1 and all(sorted(order) == [1, 2, 3, 4, 5, 6] for order in orders)
    with pytest.raises(BadOptions):
        GAME.new(2, {"column_order": "diagonal"}, 1)
    with pytest.raises(BadOptions):
        GAME.new(2, {"columns": "standard"}, 1)


def test_die_value_targets_column_by_its_number_under_random_order():
    state = table(2, seed=4, column_order="random", dice=[(3, "red"), (4, "black"), (5, "red"), (6, "white")])
    position = state.columns.index(3)
    state = play(state, (0, "die 1 work"), (1, "die 1 work"))
    for sheet in state.sheets:
        assert cell(sheet, "red", "work", position) == BUILT
    view = GAME.view(state, None)
    assert [cell["number"] for cell in view["sheets"][0]["rows"][1]["cells"]] == list(state.columns)


# Simultaneity.


def test_choices_stay_private_until_everyone_has_chosen():
    state = table(3, dice=[(2, "white"), (4, "black"), (5, "red"), (6, "white")])
    state, events = GAME.apply(state, 0, "die 4 resources")
    assert [event.kind for event in events] == ["seat_chose"]
    assert GAME.awaiting(state) == frozenset({1, 2})
    public = GAME.view(state, None)
    assert "die 4" not in json.dumps(public) and "die 4" not in json.dumps([e.data for e in events])
    assert [p["chosen"] for p in public["players"]] == [True, False, False]
    assert GAME.view(state, 0)["me"]["choice"] == "die 4 resources"
    assert GAME.view(state, 1)["me"]["choice"] is None
    mine = GAME.view(state, 1)
    steps = mine["me"].pop("steps")  # seat 1's own options, which name every die it may take
    assert "die 4" not in json.dumps(mine)
    # ... and they are the same whatever seat 0 chose: nothing of its choice reaches them.
    dice = [(2, "white"), (4, "black"), (5, "red"), (6, "white")]
    chose_otherwise, _events = GAME.apply(table(3, dice=dice), 0, "die 1 resources")
    assert GAME.view(chose_otherwise, 1)["me"]["steps"] == steps
    assert sorted(steps["moves"]) == sorted(GAME.legal_moves(state, 1))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "die 1 resources")
    assert err.value.key == "already_chosen"
    state, events = GAME.apply(state, 1, "die 1 resources")
    state, events = GAME.apply(state, 2, "DIE 3   work ")
    revealed = next(event for event in events if event.kind == "choices_revealed")
    assert revealed.data["choices"] == ["die 4 resources", "die 1 resources", "die 3 work"]
    assert GAME.view(state, None)["revealed"] == ["die 4 resources", "die 1 resources", "die 3 work"]


def test_several_players_may_take_the_same_die():
    state = table(3, dice=[(2, "white"), (4, "black"), (5, "red"), (6, "white")])
    state = play(state, (0, "die 1 work"), (1, "die 1 work"), (2, "die 1 work"))
    assert all(cell(sheet, "white", "work", 1) == BUILT for sheet in state.sheets)


# Game length and final scoring.


def test_game_lasts_eight_days_of_two_half_days():
    half_days = set()
    final = None
    for state, _seat, _move in random_game(1, 3, random.Random(0)):
        if state.phase == CHOOSE:
            half_days.add((state.day, state.half))
        final = state
    assert half_days == {(day, half) for day in range(1, 9) for half in (0, 1)}
    assert final is not None and final.phase == OVER and GAME.awaiting(final) == frozenset()
    assert GAME.legal_moves(final, 0) == []
    with pytest.raises(IllegalMove) as err:
        GAME.apply(final, 0, "die 1 resources")
    assert err.value.key == "game_over"


def test_final_scoring_citizens_cathedrals_and_pairs_of_leftover_resources():
    state = table(1)
    sheet = Sheet(citizens=(5, 6, 7), cathedrals=(2, 0, 0, 0, 0, 0), marked=(9, 5, 4), spent=(4, 3, 3))
    sheet = replace(
        sheet, cells=cells_with(sheet, ("white", "prestige", 0), ("red", "prestige", 1), ("red", "prestige", 4))
    )
    state = replace(
        with_sheet(
            state,
            cells=sheet.cells,
            citizens=sheet.citizens,
            cathedrals=sheet.cathedrals,
            marked=sheet.marked,
            spent=sheet.spent,
        ),
        phase=OVER,
    )
    result = GAME.result(state)
    assert result is not None
    assert result.scores == (18 + 2 * 2 + (2 + 1 + 0),)
    line = result.detail["breakdown"][0]
    assert {key: line[key] for key in ("seat", "place", "citizens", "cathedrals", "resources", "total")} == {
        "seat": 0,
        "place": 1,
        "citizens": 18,
        "cathedrals": 4,
        "resources": 3,
        "total": 25,
    }
    assert line["citizens_by_colour"] == {"red": 5, "yellow": 6, "white": 7}
    assert line["leftover"] == {"influence": 5, "deniers": 2, "knowledge": 1}
    assert line["cathedral_rows"] == [
        {"number": 1, "multiplier": 2, "row": "red_prestige", "built_in_row": 2, "points": 4}
    ]


def test_tied_players_share_the_rank():
    state = table(3)
    state = with_sheet(state, 0, citizens=(4, 4, 4))
    state = with_sheet(state, 1, citizens=(6, 3, 3))
    state = with_sheet(state, 2, citizens=(1, 1, 1))
    result = GAME.result(replace(state, phase=OVER))
    assert result is not None and result.places == (1, 1, 3) and result.winners == (0, 1)
    assert GAME.result(state) is None


def test_free_cells_stay_free_until_built_or_destroyed():
    assert Sheet().cells == FREE * 36


# Completeness: the same rules checked where the tests above only sample them.


@pytest.mark.parametrize("day", range(1, 9))
def test_black_die_destroys_in_both_half_days_of_days_three_to_eight_only(day):
    state = table(2, seed=21)
    for half in (0, 1):
        started = resolve.start_half_day(replace(state, day=day, half=half), [])
        black = started.slots[dice.black_slot(started.slots)]
        position = state.position_of(black.value)
        for sheet in started.sheets:
            crossed = [
                (c.COLOURS[district], kind, column)
                for district in range(3)
                for kind in c.KINDS
                for column in range(6)
                if cell(sheet, c.COLOURS[district], kind, column) == DESTROYED
            ]
            if day < c.DESTRUCTION_FROM_DAY:
                assert crossed == []
            else:
                colour = c.COLOURS[black.colour]
                assert crossed == [(colour, "prestige", position), (colour, "work", position)]


@pytest.mark.parametrize("track", c.COLOURS)
def test_15th_and_20th_citizen_of_every_track_reward_the_two_other_colours_once(track):
    others = [colour for colour in c.COLOURS if colour != track]
    index = COLOUR[track]
    work = Worksheet(Sheet())
    work.gain_citizens(index, 15)
    assert work.bonuses == [f"prestige-{track}"]
    work.gain_citizens(index, 1)
    assert work.bonuses == [f"prestige-{track}"]  # the 15th box fires once
    work.gain_citizens(index, 4)
    expected = [0, 0, 0]
    expected[index] = 20
    for colour in others:
        expected[COLOUR[colour]] = 1
    assert work.citizens == expected
    work.gain_citizens(index, 3)
    assert work.citizens == expected  # beyond 20 nothing more, and the 20th box fired once
    state = with_sheet(table(dice=[(2, "red"), (4, "black"), (5, "red"), (6, "white")]), bonuses=(f"prestige-{track}",))
    state = replace(state, phase=BONUS)
    assert {move.split()[2] for move in GAME.legal_moves(state, 0)} == set(others)


def test_bonus_work_building_gives_its_citizens_and_any_diamond_it_completes():
    # Yellow work 3-4 diamond: 2 yellow citizens. Column position 2 is built; the bonus builds position 3.
    state = table(dice=[(2, "white"), (4, "black"), (5, "red"), (6, "white")])
    sheet = state.sheets[0]
    state = with_sheet(state, cells=cells_with(sheet, ("yellow", "work", 2)), bonuses=("work",))
    state = replace(state, phase=BONUS)
    before = state.sheets[0].citizens
    after = play(state, (0, "build work yellow 4")).sheets[0]
    assert cell(after, "yellow", "work", 3) == BUILT
    assert after.citizens[COLOUR["yellow"]] - before[COLOUR["yellow"]] == 2 + 2
