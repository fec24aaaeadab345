"""Placement and scoring on the facade."""

from __future__ import annotations

import random

import pytest

from games.contract import IllegalMove
from games.copenhagen import GAME, facade

from .helpers import board, hand, play, position


def test_cells_are_named_from_the_bottom_left() -> None:
    assert facade.cell_name(0) == "a1"
    assert facade.cell_name(44) == "e9"
    assert facade.parse_cell("c3") == facade.cell_index(2, 2)
    assert facade.parse_cell("f1") is None and facade.parse_cell("a0") is None


def test_mirror_flips_are_allowed_as_well_as_rotations() -> None:
    # BGA behaviour 1: the L-tromino with its brick has 8 distinct orientations, 4 of them mirrored.
    assert facade.DISTINCT_ORIENTATIONS["red3"] == facade.ORIENTATIONS
    state = position(hands={0: {"red": 3}})
    moves = GAME.legal_moves(state, 0)
    assert "build red3 m0 b1" in moves
    after = play(state, "build red3 m0 b1")
    # As printed: WW over B. ; mirrored: WW over .B with the brick at b1.
    assert after.facades[0][:10] == ".r...RR..."


def test_all_eight_orientation_tokens_are_accepted() -> None:
    # A domino mirrored is the same as a domino turned: m0 is accepted and gives r180's placement.
    state = position(hands={0: {"red": 2}})
    assert "build red2 m0 b1" not in GAME.legal_moves(state, 0)
    assert play(state, "build red2 m0 b1").facades == play(state, "build red2 r180 b1").facades


def test_orientation_tokens_turn_clockwise() -> None:
    state = position(hands={0: {"purple": 3}})
    upright = play(state, "build purple3 r90 a3")  # brick on top, windows below
    assert upright.facades[0][0] == "P" and upright.facades[0][5] == "P" and upright.facades[0][10] == "p"


def test_placement_must_stay_inside_the_board() -> None:
    state = position(hands={0: {"purple": 5}})
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "build purple5 r0 b1")
    assert info.value.key == "outside_board"
    assert "build purple5 r0 a1" in GAME.legal_moves(state, 0)


def test_placement_cannot_overlap_built_cells() -> None:
    state = position(hands={0: {"red": 2}}, facades={0: board("R...."), 1: facade.EMPTY_FACADE})
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "build red2 r0 a1")
    assert info.value.key == "overlap"


def test_placement_needs_one_supported_square() -> None:
    state = position(hands={0: {"red": 2}}, facades={0: board("R....")})
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "build red2 r0 c3")
    assert info.value.key == "unsupported"
    assert "build red2 r0 c2" not in GAME.legal_moves(state, 0)  # nothing under c2 or d2
    assert "build red2 r0 a2" in GAME.legal_moves(state, 0)  # a2 stands on a1


def test_overhangs_and_holes_are_legal() -> None:
    state = position(hands={0: {"purple": 4}}, facades={0: board("P....")})
    after = play(state, "build purple4 r0 a2")  # only a2 is supported; b2..d2 hang over empty cells
    assert after.facades[0][5:10] == "pPPP."


def test_squares_of_the_new_tile_do_not_support_each_other() -> None:
    state = position(hands={0: {"red": 2}})
    # r90 stands the domino up with the brick on top: brick on a3 puts the window on a2, over an empty a1.
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "build red2 r90 a3")
    assert info.value.key == "unsupported"
    assert "build red2 r90 a2" in GAME.legal_moves(state, 0)


def test_full_row_scores_one_or_two_when_all_windows() -> None:
    assert facade.score(board("RRRRR")) == 2
    assert facade.score(board("RrRRR")) == 1
    assert facade.score(board("RRRR.")) == 0


def test_full_column_scores_two_or_four_when_all_windows() -> None:
    assert facade.score(board(*["R...."] * 9)) == 4
    assert facade.score(board(*["r...."] + ["R...."] * 8)) == 2


def test_white_tiles_count_as_windows() -> None:
    assert facade.score(board("WRWRW")) == 2


def test_coat_of_arms_rows_score_like_other_rows() -> None:
    assert facade.score(board("YYYYY", ".....")) == 2  # row 2 is a coat-of-arms row


def test_score_is_recomputed_from_the_whole_board() -> None:
    full = board(*["RRRRR"] * 9)
    assert facade.score(full) == 9 * 2 + 5 * 4 == 38
    assert facade.row_points(full) == [2] * 9 and facade.column_points(full) == [4] * 5


def test_placing_a_tile_updates_the_score() -> None:
    state = position(hands={0: {"purple": 2}}, facades={0: board("PPP..")})
    after = play(state, "build purple2 r180 e1")  # window on d1, brick on e1
    assert after.facades[0][:5] == "PPPPp" and after.scores[0] == 1


def test_cost_is_the_tile_size_in_cards_of_its_colour() -> None:
    state = position(hands={0: {"green": 3, "red": 5}})
    after = play(state, "build green3 r0 a1")
    assert after.hands[0] == hand(green=0, red=5)
    assert "build green4 r0 b1" not in GAME.legal_moves(position(hands={0: {"green": 3}}), 0)


def test_diagonal_contact_gives_no_same_colour_discount() -> None:
    state = position(hands={0: {"red": 1}}, facades={0: board("R....")})
    assert "build red2 r0 b2" not in GAME.legal_moves(state, 0)  # b2 only touches a1 at a corner
    assert "build red2 r0 a2" in GAME.legal_moves(state, 0)


def test_white_tiles_give_no_colour_discount() -> None:
    state = position(hands={0: {"red": 1}}, facades={0: board("W....")})
    assert "build red2 r0 b1" not in GAME.legal_moves(state, 0)


def _all_candidate_builds() -> list[str]:
    return [
        f"build {tile} {orientation} {facade.cell_name(anchor)}"
        for (tile, orientation, anchor), placement in facade.PLACEMENT_LOOKUP.items()
        if orientation == placement.orientation
    ]


def test_build_listing_matches_exactly_what_apply_accepts() -> None:
    candidates = _all_candidate_builds()
    rng = random.Random(8)
    checked = 0
    for seed in range(40):
        state = GAME.new(2 + seed % 3, {}, seed)
        for _ in range(rng.randrange(10, 120)):
            if not GAME.awaiting(state):
                break
            state, _ = GAME.apply(state, state.current, rng.choice(GAME.legal_moves(state, state.current)))
        if state.phase != "start":
            continue
        owned = state.abilities[state.current]
        owned.update(rng.choice([{}, {"construction_discount": True}, {"change_of_colors": True}]))
        listed = {m for m in GAME.legal_moves(state, state.current) if m.startswith("build")}
        accepted = set()
        for move in candidates:
            try:
                GAME.apply(state, state.current, move)
            except IllegalMove:
                continue
            accepted.add(move)
        assert listed == accepted
        checked += 1
        if checked == 6:
            break
    assert checked == 6
