"""Troyes Dice at its largest table (ten players) draws every name whole, in every language: on the board's
scoreboard and in the final standings (a long name takes a second line and its row grows), over a seat's own picture
and over a sheet; and the scoreboard's column titles stay inside the board."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.i18n import picture_words
from games.troyes_dice import GAME, TroyesState
from render.troyes_dice import RENDERER, board
from render.troyes_dice import style as s
from render.words import Words
from tests.games.troyes_dice.support import played_out, random_game
from tests.render.drawn import drawn_text
from tests.render.whole_text import LANGUAGES, LONG_NAMES, RARE_NAMES, cut_texts, drawn_whole

NAMES = [*RARE_NAMES[:2], *LONG_NAMES, *RARE_NAMES[2:], "Chloé", "王小明"]


def _words(code: str) -> Words | None:
    return None if code == "en" else picture_words("troyes_dice", code)


@pytest.fixture(scope="module")
def moments() -> dict[str, TroyesState]:
    """The game's start, a revealed half-day (every row shows its choice under the name), and its end."""
    revealed = next(
        state
        for state, _seat, _move in random_game(10, 5, random.Random(5))
        if any(GAME.view(state, None).get("revealed_choices") or ())
    )
    return {"start": GAME.new(10, {}, 5), "revealed": revealed, "end": played_out(10)}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_name_is_drawn_whole_on_every_picture(
    code: str, moments: dict[str, TroyesState], monkeypatch: pytest.MonkeyPatch
) -> None:
    say = _words(code)
    everyone = [
        (f"board at {moment}", lambda state=state: RENDERER.public(GAME.view(state, None), NAMES, say))
        for moment, state in moments.items()
    ]
    everyone.append(("final standings", lambda: RENDERER.final(GAME.view(moments["end"], None), NAMES, say)))
    for what, draw in everyone:
        with monkeypatch.context() as patch, drawn_text(patch) as drawn:
            draw()
        for name in NAMES:
            assert drawn_whole(drawn, name), (code, what, name)
        assert not cut_texts(drawn), (code, what, cut_texts(drawn))  # nor any result line, choice or word
    end = GAME.view(moments["end"], None)
    for seat, name in enumerate(NAMES):
        with monkeypatch.context() as patch, drawn_text(patch) as drawn:
            RENDERER.private(GAME.view(moments["start"], seat), NAMES, say)
            RENDERER.sheet(end, seat, NAMES, say)
        assert [drawn_whole(drawn, name), name in drawn] == [True, True], (code, name)
        assert not cut_texts(drawn), (code, cut_texts(drawn))


def test_a_name_on_two_lines_makes_its_row_taller(moments: dict[str, TroyesState]) -> None:
    view = GAME.view(moments["start"], None)
    short = RENDERER.public(view, ["Ann"] * 10)
    long = RENDERER.public(view, NAMES)
    assert long.height - short.height == 2 * board.NAME_STEP  # the two long names' rows, a line each


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_scoreboards_column_titles_stay_inside_the_board(code: str, moments: dict[str, TroyesState]) -> None:
    """The last column's title ("здания" in Russian is wider than its column) keeps clear of the panel's edge: the
    strip just inside the edge, along the titles' line, is drawn exactly as when the title is left out."""
    say = _words(code) or RENDERER.english()

    def untitled(key: str, /, **params: Any) -> str:
        return "" if key == "head.built" else say(key, **params)

    view = GAME.view(moments["start"], None)
    titles_y = board.BOARD_TOP + board.BOARD_H + 12 + 10 + 6  # the scoreboard's top, then its titles' line
    inside = s.WIDTH - s.MARGIN - 2  # the panel's outline is 2 px wide
    titled, bare = (RENDERER.public_rgb(view, NAMES, words) for words in (say, untitled))
    strip = (inside - 6, titles_y - 10, inside, titles_y + 10)
    assert titled.crop(strip).tobytes() == bare.crop(strip).tobytes(), code
    line = (board.CIT_X[2], titles_y - 10, inside, titles_y + 10)
    assert titled.crop(line).tobytes() != bare.crop(line).tobytes(), code  # the title is there, left of the strip
