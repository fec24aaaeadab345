"""Troyes Dice pictures: they render at every table size and moment, stay small, and never show a hidden choice."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from games.troyes_dice import GAME, TroyesState
from render.common import encode_png
from render.troyes_dice import TroyesDiceRenderer, final_sheets, sheet_image
from render.troyes_dice.style import seat_name
from tests.games.troyes_dice.support import with_sheet

RENDERER = TroyesDiceRenderer()
NAMES = [
    "Alice",
    "Bob",
    "Chloé",
    "Дмитрий",
    "a-very-long-display-name-that-would-overflow-the-row",
    "Farid",
    "Gu",
    "Hana",
    "Ivo",
    "Jules",
]


def moments(players: int, seed: int) -> list[TroyesState]:
    """States of a random game: the start, a half-day with some choices made, a bonus phase if one comes,
    late in the game, and the end."""
    rng = random.Random(seed)
    state = GAME.new(players, {"column_order": "random" if seed % 2 else "standard"}, seed)
    picked = [state]
    seen_bonus = False
    while GAME.awaiting(state):
        seat = rng.choice(sorted(GAME.awaiting(state)))
        moves = GAME.legal_moves(state, seat)
        builds = [move for move in moves if move.endswith(("work", "prestige"))]
        state, _ = GAME.apply(state, seat, rng.choice(builds if builds and rng.random() < 0.8 else moves))
        if state.phase == "bonus" and not seen_bonus:
            picked.append(state)
            seen_bonus = True
        if state.day == 2 and state.half == 1 and len(GAME.awaiting(state)) == players // 2 + 1:
            picked.append(state)
        if state.day == 7 and state.half == 0 and len(GAME.awaiting(state)) == players:
            picked.append(state)
    picked.append(state)
    return picked


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


@pytest.mark.parametrize("players", [1, 2, 5, 10])
def test_public_private_and_final_pictures_render_through_a_game(players: int) -> None:
    names = NAMES[:players]
    states = moments(players, seed=players * 11 + 3)
    assert states[-1].phase == "over"
    for state in states:
        public = encode_png(RENDERER.public(GAME.view(state, None), names))
        assert len(public) <= 200_000
        assert 400 <= decode(public).width <= 800
        for seat in {0, players - 1}:
            private = decode(encode_png(RENDERER.private(GAME.view(state, seat), names)))
            assert private.width >= 400
    final = decode(encode_png(final_sheets(GAME.view(states[-1], None), names)))
    # The standings: a row per player, phone-sized (each sheet is on demand, checked just below).
    assert final.width <= 700 and 60 * players < final.height <= 1.6 * final.width
    assert decode(encode_png(sheet_image(GAME.view(states[-1], None), players - 1, names))).width >= 400


def test_a_pending_choice_never_changes_the_public_picture() -> None:
    state = GAME.new(3, {}, seed=5)
    moves = GAME.legal_moves(state, 1)
    one, _ = GAME.apply(state, 1, moves[0])
    other, _ = GAME.apply(state, 1, moves[-1])
    assert one.sheets[1].choice != other.sheets[1].choice
    names = NAMES[:3]
    assert encode_png(RENDERER.public(GAME.view(one, None), names)) == encode_png(
        RENDERER.public(GAME.view(other, None), names)
    )
    # The chooser's own picture does show it.
    assert encode_png(RENDERER.private(GAME.view(one, 1), names)) != encode_png(
        RENDERER.private(GAME.view(other, 1), names)
    )


def test_ten_players_get_compact_rows_not_ten_sheets() -> None:
    four = RENDERER.public(GAME.view(GAME.new(4, {}, seed=2), None), NAMES[:4])
    ten = RENDERER.public(GAME.view(GAME.new(10, {}, seed=2), None), NAMES)
    assert four.width == ten.width
    assert ten.height <= 1.5 * four.height


def test_names_keep_their_letters_and_mark_what_no_font_draws() -> None:
    assert seat_name(["Chloé Ørsted", "Дима", "王小明", "plain"], 0) == "Chloé Ørsted"
    assert seat_name(["Chloé Ørsted", "Дима", "王小明", "plain"], 1) == "Дима"
    assert seat_name(["Chloé Ørsted", "Дима", "王小明", "plain"], 2) == "王小明"
    assert seat_name(["Zoë 🎲"], 0) == "Zoë \ufffd"  # the replacement sign, not a silent gap
    assert seat_name(["🎲🎲"], 0) == "\ufffd\ufffd"
    assert seat_name(["\u200b\u200d"], 0) == "Seat 1"  # nothing visible to draw: the seat's number instead


def test_public_picture_does_not_depend_on_other_renders() -> None:
    """Sprites are cached per process; drawing a private sheet first must not leak into the board."""
    state = moments(2, seed=8)[2]
    first = encode_png(RENDERER.public(GAME.view(state, None), NAMES[:2]))
    RENDERER.private(GAME.view(state, 0), NAMES[:2])
    final_sheets(GAME.view(state, None), NAMES[:2])
    assert encode_png(RENDERER.public(GAME.view(state, None), NAMES[:2])) == first


@pytest.mark.parametrize("players", [1, 2, 5, 10])
def test_pending_choices_never_reach_the_public_view_or_picture(players: int) -> None:
    """At several moments of a random game, every pending choice is swapped for another legal one: the public
    view and picture stay the same byte for byte. Alone at the table, a choice resolves at once."""
    rng = random.Random(players)
    state = GAME.new(players, {}, seed=players + 7)
    names = NAMES[:players]
    checked_days: set[int] = set()
    while GAME.awaiting(state):
        pending = [seat for seat, sheet in enumerate(state.sheets) if sheet.choice is not None]
        if pending and state.day in (2, 5, 7) and state.day not in checked_days:
            swapped = state
            for seat in pending:
                undecided = with_sheet(swapped, seat, choice=None)
                others = [move for move in GAME.legal_moves(undecided, seat) if move != state.sheets[seat].choice]
                if others:  # "supplies" can be the only choice
                    swapped = with_sheet(swapped, seat, choice=rng.choice(others))
            if swapped != state:
                checked_days.add(state.day)
                assert GAME.view(swapped, None) == GAME.view(state, None)
                assert encode_png(RENDERER.public(GAME.view(swapped, None), names)) == encode_png(
                    RENDERER.public(GAME.view(state, None), names)
                )
        seat = rng.choice(sorted(GAME.awaiting(state)))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        if players == 1:
            assert state.sheets[0].choice is None
    assert checked_days == (set() if players == 1 else {2, 5, 7})
