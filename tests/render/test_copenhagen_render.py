"""Copenhagen pictures: they render at every table size and stage, stay small, and show only the public view."""

from __future__ import annotations

import copy
import io
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from games.copenhagen import GAME, CopenhagenState
from render.common import encode_png
from render.copenhagen import CopenhagenRenderer
from render.copenhagen.board import WIDTH

RENDERER = CopenhagenRenderer()
NAMES = ["Alice", "Bob", "a-very-long-display-name-that-would-overflow-the-panel", "Dag"]
MAX_PNG_BYTES = 200_000


def random_game(players: int, seed: int, stops: tuple[int, ...]) -> list[CopenhagenState]:
    """States of one random game after ``stops`` decisions (or at its end, if it ends earlier)."""
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    out: list[CopenhagenState] = []
    for step in range(max(stops) + 1):
        if step in stops:
            out.append(state)
        if not GAME.awaiting(state):
            break
        seat = state.current
        state, _events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    out.append(state)
    return out


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def public_png(view: Any, players: int) -> bytes:
    return encode_png(RENDERER.public(view, NAMES[:players]))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_public_and_private_pictures_render_at_every_stage_and_stay_small(players: int) -> None:
    for state in random_game(players, seed=100 + players, stops=(0, 25, 90, 200)):
        public = public_png(GAME.view(state, None), players)
        image = decode(public)
        assert image.format == "PNG" and image.width == WIDTH  # phone-sized (tests/render/test_phone_sizes.py)
        assert len(public) <= MAX_PNG_BYTES
        for seat in {0, state.current}:
            private = encode_png(RENDERER.private(GAME.view(state, seat), NAMES[:players]))
            assert decode(private).format == "PNG"
            assert len(private) <= MAX_PNG_BYTES


def with_hands(state: CopenhagenState, rotate: int) -> CopenhagenState:
    """The same position with every hand's cards moved to other colours (hand sizes, which are public, kept)."""
    data = copy.deepcopy(GAME.to_json(state))
    for hand in data["hands"]:
        colours = list(hand)
        counts = [hand[c] for c in colours]
        hand.update(zip(colours, counts[rotate:] + counts[:rotate], strict=True))
    return GAME.from_json(data)


@pytest.mark.parametrize("players", [2, 4])
def test_public_picture_is_drawn_from_the_public_view_only(players: int) -> None:
    for state in random_game(players, seed=7 + players, stops=(3, 40, 120))[:-1]:
        other = with_hands(state, 2)
        assert other.hands != state.hands
        assert public_png(GAME.view(state, None), players) == public_png(GAME.view(other, None), players)
        seat = next(k for k in range(players) if state.hands[k] != other.hands[k])
        mine = encode_png(RENDERER.private(GAME.view(state, seat), NAMES[:players]))
        theirs = encode_png(RENDERER.private(GAME.view(other, seat), NAMES[:players]))
        assert mine != theirs


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32 - 1), st.integers(0, 150), st.integers(1, 4))
def test_public_picture_identical_whatever_the_hidden_hands(players: int, seed: int, moves: int, rotate: int) -> None:
    state = random_game(players, seed, (moves,))[0]
    other = with_hands(state, rotate)
    assert public_png(GAME.view(state, None), players) == public_png(GAME.view(other, None), players)


def a_view_with_a_last_tile() -> Any:
    for state in random_game(4, seed=11, stops=(60, 120)):
        view = GAME.view(state, None)
        if view["last_tile"] is not None and not view["over"]:
            return view
    raise AssertionError("no tile placed in the sample game")


def test_the_last_placed_tile_is_highlighted() -> None:
    view = a_view_with_a_last_tile()
    plain = copy.deepcopy(view)
    plain["last_tile"] = None
    assert public_png(view, 4) != public_png(plain, 4)
    elsewhere = copy.deepcopy(view)
    seat = elsewhere["last_tile"]["seat"]
    elsewhere["last_tile"] = {"seat": seat, **elsewhere["seats"][seat]["tiles"][0]}
    if elsewhere["last_tile"]["cells"] != view["last_tile"]["cells"]:
        assert public_png(view, 4) != public_png(elsewhere, 4)


def test_the_end_card_indicator_follows_the_view() -> None:
    view = a_view_with_a_last_tile()
    pictures = set()
    for where in ("set_aside", "in_deck", "drawn"):
        changed = copy.deepcopy(view)
        changed["end_card"] = where
        pictures.add(public_png(changed, 4))
    assert len(pictures) == 3


def test_a_chosen_placement_is_previewed_on_the_builders_facade() -> None:
    view = a_view_with_a_last_tile()
    seat = view["current"]
    private = copy.deepcopy(view) | {"viewer": seat, "hand": {"red": 2}}
    chosen = copy.deepcopy(private)
    chosen["decision"] = "payment"
    chosen["turn_info"]["pending_build"] = {
        "tile": "red2",
        "colour": "red",
        "size": 2,
        "orientation": "r0",
        "cell": "a9",
        "cells": [[0, 8], [1, 8]],
        "bricks": [[0, 8]],
    }
    assert encode_png(RENDERER.private(private, NAMES)) != encode_png(RENDERER.private(chosen, NAMES))
    assert public_png(private, 4) != public_png(chosen, 4)


def test_a_sparse_or_unexpected_view_still_draws() -> None:
    """The engine may still grow or rename fields: the picture draws what it understands."""
    compact = {"facade": "rRyY" + "." * 41, "tiles": "?", "abilities": {"any_cards": "flipped"}, "score": "3"}
    odd = {"players": 3, "seats": [{"facade": [[{"colour": "mauve"}]]}, compact], "hand": None, "harbour": ["end"]}
    for view in ({}, {"players": 2}, odd):
        assert decode(public_png(view, 3)).format == "PNG"
        assert decode(encode_png(RENDERER.private(view, NAMES))).format == "PNG"


def test_the_build_preview_is_drawn_on_the_private_facade() -> None:
    state = GAME.new(2, {}, 3)
    seat = state.current
    state.hands[seat]["red"] = 5
    build = next(move for move in GAME.legal_moves(state, seat) if move.startswith("build "))
    preview = GAME.preview(state, seat, build)
    assert preview is not None
    plain = encode_png(RENDERER.private(GAME.view(state, seat), NAMES))
    assert encode_png(RENDERER.private(preview, NAMES)) != plain
