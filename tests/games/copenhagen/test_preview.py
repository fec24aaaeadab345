"""The build preview: a pure function showing where a tile would go, and the orientation steps a panel offers."""

from __future__ import annotations

import json
import random

import pytest

from games.copenhagen import GAME, CopenhagenState, facade
from games.copenhagen import components as c
from games.copenhagen import state as s

from .helpers import board, play, position


def states_with_builds(players: int, seed: int, count: int) -> list[CopenhagenState]:
    """Positions of a random game where the current player may build (take-or-build, Both actions)."""
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    found: list[CopenhagenState] = []
    while GAME.awaiting(state) and len(found) < count:
        moves = GAME.legal_moves(state, state.current)
        if state.phase in (s.START, s.BUILD) and any(m.startswith("build ") for m in moves):
            found.append(state)
        builds = [m for m in moves if m.startswith("build ")]
        state, _ = GAME.apply(state, state.current, rng.choice(builds if builds and rng.random() < 0.3 else moves))
    return found


def placed_or_pending(state: CopenhagenState, seat: int, move: str) -> dict[str, object]:
    """What ``build`` really puts on the facade: the tile placed, or the build awaiting payment."""
    after, _ = GAME.apply(state, seat, move)
    if after.phase == s.PAY:
        pending = GAME.view(after, seat)["turn_info"]["pending_build"]
        assert isinstance(pending, dict)
        return pending
    return dict(after.tiles[seat][-1])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_preview_draws_exactly_what_build_would_place_and_changes_nothing(players: int) -> None:
    checked = 0
    for state in states_with_builds(players, seed=players, count=6):
        seat = state.current
        before = json.dumps(state.to_json(), sort_keys=True)
        plain = GAME.view(state, seat)
        builds = [m for m in GAME.legal_moves(state, seat) if m.startswith("build ")]
        for move in random.Random(len(builds)).sample(builds, min(8, len(builds))):
            preview = GAME.preview(state, seat, move)
            assert preview is not None, move
            assert preview["turn_info"]["pending_build"] == placed_or_pending(state, seat, move)
            # Everything else is the seat's own view: the hand is theirs, nothing else moved.
            rest = {key: value for key, value in preview.items() if key != "turn_info"}
            assert rest == {key: value for key, value in plain.items() if key != "turn_info"}
            assert json.dumps(state.to_json(), sort_keys=True) == before
            checked += 1
    assert checked >= 6


def test_preview_is_none_for_a_move_that_is_not_a_legal_build() -> None:
    state = position(
        facades={0: board("rRRRR")},
        hands={0: {"red": 1, "blue": 2}},
    )
    assert GAME.preview(state, 0, "build blue2 r0 a2") is not None
    assert GAME.preview(state, 0, "build blue2 r0 a3") is None  # nothing below it
    assert GAME.preview(state, 0, "build blue2 r0 a1") is None  # covers built cells
    assert GAME.preview(state, 0, "build blue3 r0 a2") is None  # three blue cards needed
    assert GAME.preview(state, 0, "build blue2 r0 e2") is None  # off the facade
    assert GAME.preview(state, 1, "build blue2 r0 a2") is None  # not this seat's turn
    assert GAME.preview(state, 0, "take 3") is None
    assert GAME.preview(state, 0, "gibberish") is None
    taken = play(state, "take 3")
    assert GAME.preview(taken, 0, "build blue2 r0 a2") is None  # the turn went to taking cards


def test_preview_offered_in_the_both_actions_placement_step() -> None:
    state = position(
        hands={0: {"red": 2}},
        abilities={0: {"any_cards": True, "both_actions": True}},
        harbour=["blue", "blue", "green", "green", "purple", "purple", "yellow"],
    )
    state = play(state, "take 1", "take 2", "both")
    assert state.phase == s.BUILD
    preview = GAME.preview(state, 0, "build red2 r0 a1")
    assert preview is not None and preview["turn_info"]["pending_build"]["cells"] == [[0, 0], [1, 0]]


@pytest.mark.parametrize("tile", [c.tile_id(colour, size) for colour in c.COLOURS for size in c.SIZES])
def test_rotate_steps_clockwise_and_mirror_flips_left_right(tile: str) -> None:
    def shape(orientation: str) -> set[tuple[int, int, bool]]:
        """The squares as (x, y, is_brick) from the bottom-left corner of the tile's bounding box."""
        placement = next(p for p in facade.PLACEMENTS[tile] if p.orientation == orientation)
        cells = [(*facade.cell_xy(i), i in placement.bricks) for i in placement.cells]
        left, bottom = min(x for x, _, _ in cells), min(y for _, y, _ in cells)
        return {(x - left, y - bottom, brick) for x, y, brick in cells}

    for orientation in facade.DISTINCT_ORIENTATIONS[tile]:
        # Four quarter turns come back; a quarter turn clockwise maps (x, y) to (y, -x).
        assert facade.turned(tile, orientation, 4) == orientation
        turned = shape(facade.turned(tile, orientation))
        width = max(x for x, _, _ in shape(orientation))
        assert turned == {(y, width - x, brick) for x, y, brick in shape(orientation)}
        # A flip left-right, twice, comes back.
        flipped = facade.mirrored(tile, orientation)
        assert flipped in facade.DISTINCT_ORIENTATIONS[tile]
        assert facade.mirrored(tile, flipped) == orientation
        assert shape(flipped) == {(width - x, y, brick) for x, y, brick in shape(orientation)}
