"""Property tests: many random games, checking the sheet invariants after every move."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.contract import IllegalMove
from games.troyes_dice import GAME
from games.troyes_dice import components as c
from games.troyes_dice.notation import parse
from games.troyes_dice.sheet import BUILT, DESTROYED
from games.troyes_dice.state import CHOOSE, OVER, TroyesState
from tests.games.troyes_dice.support import random_game

ROW_INDEX = {name: index for index, name in enumerate(c.ROW_NAMES)}


def recomputed_score(sheet_view: dict) -> int:
    """The final score recomputed from a public sheet view, independently of the engine's scoring code."""
    citizens = sum(sheet_view["citizens"].values())
    rows = sheet_view["rows"]
    cathedral_row = rows[ROW_INDEX["white_prestige"]]["cells"]
    cathedrals = 0
    for position, entry in enumerate(cathedral_row):
        if entry["state"] == "built":
            multiplier = next(x["multiplier"] for x in sheet_view["cathedrals"] if x["number"] == entry["number"])
            linked = rows[c.CATHEDRAL_ROWS[position]]["cells"]
            cathedrals += multiplier * sum(1 for x in linked if x["state"] == "built")
    leftovers = sum(track["available"] // 2 for track in sheet_view["resources"].values())
    return citizens + cathedrals + leftovers


def check_invariants(state: TroyesState, crossed: list[set[int]]) -> None:
    public = GAME.view(state, None)
    # The last half-day's revealed choices are public (as text and read); the pending ones must appear nowhere else.
    revealed_keys = ("revealed", "revealed_choices")
    public_text = json.dumps({key: value for key, value in public.items() if key not in revealed_keys})
    assert len(public["revealed"]) in (0, state.players)
    assert "me" not in public
    for seat, sheet in enumerate(state.sheets):
        for resource in range(3):
            assert 0 <= sheet.spent[resource] <= sheet.marked[resource] <= c.RESOURCE_TRACK
        assert all(0 <= n <= c.CITIZEN_TRACK for n in sheet.citizens)
        for index, mark in enumerate(sheet.cells):
            if mark == DESTROYED:
                crossed[seat].add(index)
        assert all(sheet.cells[index] == DESTROYED for index in crossed[seat])  # never built afterwards
        multipliers = [m for m in sheet.cathedrals if m]
        assert sorted(multipliers) == list(c.CATHEDRAL_MULTIPLIERS[: len(multipliers)])
        for position, multiplier in enumerate(sheet.cathedrals):
            assert (multiplier > 0) == (sheet.cell(c.WHITE, c.PRESTIGE, position) == BUILT)
        score = sheet.score()["total"]
        assert public["players"][seat]["score"] == score == recomputed_score(public["sheets"][seat])
        if sheet.choice is not None:
            assert sheet.choice not in public_text  # pending choices never appear in public views
            assert GAME.view(state, seat)["me"]["choice"] == sheet.choice
        if state.phase != CHOOSE:
            assert sheet.choice is None


def play_and_check(players: int, seed: int, move_seed: int, order: str, builder: bool) -> TroyesState:
    rng = random.Random(move_seed)
    crossed: list[set[int]] = [set() for _ in range(players)]
    final = None
    for state, seat, move in random_game(players, seed, rng, {"column_order": order}, builder):
        check_invariants(state, crossed)
        if seat is not None and move is not None:
            assert len(GAME.move_label(state, seat, move)) <= 100
        final = state
    assert final is not None and final.phase == OVER
    result = GAME.result(final)
    assert result is not None and len(result.places) == players
    assert min(result.places) == 1
    assert list(result.scores) == [sheet.score()["total"] for sheet in final.sheets]
    return final


game_settings = settings(max_examples=25, deadline=None, derandomize=True)
seeds = st.integers(min_value=0, max_value=2**31)
orders = st.sampled_from(["standard", "random"])


@settings(max_examples=40, deadline=None, derandomize=True)
@given(seed=seeds, move_seed=seeds, order=orders, builder=st.booleans())
def test_random_solo_games_keep_the_invariants(seed, move_seed, order, builder):
    play_and_check(1, seed, move_seed, order, builder)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(seed=seeds, move_seed=seeds, order=orders, builder=st.booleans())
def test_random_two_player_games_keep_the_invariants(seed, move_seed, order, builder):
    play_and_check(2, seed, move_seed, order, builder)


@game_settings
@given(seed=seeds, move_seed=seeds, order=orders, builder=st.booleans())
def test_random_five_player_games_keep_the_invariants(seed, move_seed, order, builder):
    play_and_check(5, seed, move_seed, order, builder)


@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=seeds, move_seed=seeds, order=orders, builder=st.booleans())
def test_random_ten_player_games_keep_the_invariants(seed, move_seed, order, builder):
    play_and_check(10, seed, move_seed, order, builder)


WORDS = [
    "die", "1", "2", "3", "4", "5", "6", "7", "pay", "as", "to", "colour", "influence", "deniers", "knowledge",
    "red", "yellow", "white", "resources", "prestige", "work", "build", "take", "supplies", "x", "",
]  # fmt: skip


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    words=st.lists(st.sampled_from(WORDS), max_size=8),
    upto=st.integers(min_value=0, max_value=40),
    rich=st.booleans(),
)
def test_apply_accepts_exactly_the_listed_moves(words, upto, rich):
    rng = random.Random(upto)
    state = None
    for index, (reached, _seat, _move) in enumerate(random_game(2, 1000 + upto, rng, builder=rich)):
        state = reached
        if index >= upto:
            break
    assert state is not None
    seats = sorted(GAME.awaiting(state))
    if not seats:
        return
    seat = seats[0]
    text = " ".join(words)
    listed = GAME.legal_moves(state, seat)
    try:
        after, _ = GAME.apply(state, seat, text)
    except IllegalMove as err:
        assert err.key in GAME.MESSAGES
        assert text.strip().lower() not in listed
        return
    if state.phase == CHOOSE:
        assert after.version == state.version + 1
        chosen = after.sheets[seat].choice
        if chosen is None:  # everyone had chosen: revealed, so read it from the events instead
            _, events = GAME.apply(state, seat, text)
            chosen = next(e for e in events if e.kind == "choices_revealed").data["choices"][seat]
        assert chosen in listed
    else:
        assert parse(text).text() in listed
