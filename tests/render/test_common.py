"""Shared drawing helpers and the plumbing game's pictures: public pictures never depend on hidden hands."""

from __future__ import annotations

import io

from PIL import Image

from render.common import encode_png, fit_text, text_width
from render.registry import private_png, public_png
from tests.fakes.tiny_tricks.engine import GAME, TinyTricksState

NAMES = ["alice", "bob", "a-very-long-display-name-that-would-overflow-the-row"]


def test_public_board_is_the_same_whatever_the_hidden_hands() -> None:
    one = TinyTricksState(3, hands=[[1, 2, 3], [4, 5, 6], [7, 8, 9]], tricks_won=[0, 0, 0], passing={0: 1})
    other = TinyTricksState(3, hands=[[10, 11, 12], [1, 5, 9], [2, 3, 4]], tricks_won=[0, 0, 0], passing={0: 12})
    assert public_png("tiny_tricks", GAME.view(one, None), NAMES) == public_png(
        "tiny_tricks", GAME.view(other, None), NAMES
    )
    assert private_png("tiny_tricks", GAME.view(one, 1), NAMES) != private_png(
        "tiny_tricks", GAME.view(other, 1), NAMES
    )


def test_pngs_decode_and_stay_small() -> None:
    state = GAME.new(4, {}, seed=9)
    data = public_png("tiny_tricks", GAME.view(state, None), [*NAMES, "dave"])
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width >= 320
    assert len(data) < 200_000


def test_long_names_are_cut_to_fit() -> None:
    cut = fit_text(NAMES[2], 20, 200)
    assert cut.endswith("…") and text_width(cut, 20) <= 200
    assert fit_text("bob", 20, 200) == "bob"


def test_encoding_keeps_every_colour_of_a_flat_picture() -> None:
    image = Image.new("RGB", (20, 10), (200, 10, 10))
    colours = [(n * 3 % 256, n * 7 % 256, n * 11 % 256) for n in range(200)]
    for n, colour in enumerate(colours):
        image.putpixel((n % 20, n // 20), colour)
    decoded = Image.open(io.BytesIO(encode_png(image))).convert("RGB")
    assert all(decoded.getpixel((n % 20, n // 20)) == colour for n, colour in enumerate(colours))
