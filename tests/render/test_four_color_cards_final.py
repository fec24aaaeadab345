"""Four Color Cards' final picture: every round's chips and the finisher's points, the final chips, phone-sized
even for the longest game the options allow."""

from __future__ import annotations

import random

import pytest

from bot.i18n import LANGUAGES, picture_words
from games.four_color_cards import GAME
from games.four_color_cards.settings import SETTINGS
from games.four_color_cards.state import State
from render.four_color_cards import RENDERER
from render.four_color_cards import text as four_color_cards_text
from render.words import Words
from tests.render.drawn import four_color_cards_fits

NAMES = ["Alice", "Дмитрий", "王小明", "a-very-long-display-name-that-would-overflow"]
MAX_ROUNDS = next(setting.high for setting in SETTINGS if setting.name == "rounds")
# Limits for the longest game (4 players, MAX_ROUNDS rounds): the picture is no wider than the board (600 px) and
# no taller than 1.8 times its width, so a phone showing it 400 px wide shows it whole in under 720 px; each round's
# cells keep 13 px type (about 9 px at that width).
MAX_WIDTH = 600
MAX_ASPECT = 1.8
CELL_FLOOR = 13


def _finished(players: int, rounds: int, seed: int) -> State:
    """A random game played to its end (claims taken often, so rounds end by hu as well as by draws)."""
    rng = random.Random(seed)
    state = GAME.new(players, {"rounds": rounds}, seed)
    while GAME.result(state) is None:
        seat = rng.choice(sorted(GAME.awaiting(state)))
        moves = GAME.legal_moves(state, seat)
        claims = [m for m in moves if m != "pass" and not m.startswith("discard")]
        move = rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(moves)
        state, _ = GAME.apply(state, seat, move)
    return state


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[four_color_cards_text.Fitted]:
    """Every text drawn through the renderer's fit helper while a picture is drawn."""
    return four_color_cards_fits(monkeypatch)


def _change(value: int) -> str:
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_the_final_picture_shows_every_rounds_points_and_chips(
    code: str, drawn: list[four_color_cards_text.Fitted]
) -> None:
    state = _finished(4, 6, seed=7)
    history = state.history
    assert len(history) == 6 and any(r["finisher"] is not None for r in history)
    assert any(r["outcome"] == "draw" for r in history) and any(
        not r["reached"] for r in history if r["finisher"] is not None
    )
    say: Words = RENDERER.english() if code == "en" else picture_words("four_color_cards", code)
    RENDERER.final(GAME.view(state, None), NAMES, say)
    texts = [fitted.text for fitted in drawn]
    for record in history:
        finisher = record["finisher"]
        if finisher is None:
            assert say("rounds.draw") in texts
            continue
        # The finisher's cell: the chips won or lost and the points; every other seat's chips won or lost.
        cell = say("rounds.finisher", change=_change(record["payments"][finisher]), count=record["points"])
        assert cell in texts, (record["round"], cell)
        for seat, paid in enumerate(record["payments"]):
            if seat != finisher:
                assert _change(paid) in texts
        assert str(record["round"]) in texts
    best = max(state.chips)
    for chips in state.chips:
        shown = f"{chips} ★" if chips == best else _change(chips) if chips < 0 else str(chips)
        assert shown in texts, shown


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_the_longest_game_keeps_a_phone_sized_final_picture(
    code: str, drawn: list[four_color_cards_text.Fitted]
) -> None:
    state = _finished(4, MAX_ROUNDS, seed=7)
    assert len(state.history) == MAX_ROUNDS
    say = None if code == "en" else picture_words("four_color_cards", code)
    image = RENDERER.final(GAME.view(state, None), NAMES, say)
    assert image.width <= MAX_WIDTH
    assert image.height <= MAX_ASPECT * image.width, image.size
    words = say or RENDERER.english()
    cells = {
        words("rounds.finisher", change=_change(r["payments"][r["finisher"]]), count=r["points"])
        for r in state.history
        if r["finisher"] is not None
    }
    sizes = [fitted.size for fitted in drawn if fitted.text in cells]
    assert len(sizes) >= len(cells) and min(sizes) >= CELL_FLOOR, sorted(sizes)[:3]
    for fitted in drawn:
        assert fitted.width <= fitted.room and not fitted.words_cut, fitted
