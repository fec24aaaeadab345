"""Copenhagen at its largest table (four players) draws every name whole, in every language: in the players' panels,
in the whose-turn line and in the game-over line, which break onto more lines (the title bar grows) instead of
cutting a name; and its ability chips and tags stay readable on a phone."""

from __future__ import annotations

import copy
import itertools
import random
from typing import Any

import pytest

import render.common
from bot.i18n import picture_words
from games.copenhagen import GAME, CopenhagenState
from render.copenhagen import CopenhagenRenderer, pieces
from render.copenhagen import style as st
from render.copenhagen.board import ABILITIES, COLOURS, status_text, tie_break_text
from render.words import Words
from tests.render.drawn import drawn_text
from tests.render.whole_text import LANGUAGES, LONG_NAMES, RARE_NAMES, cut_texts, drawn_whole

RENDERER = CopenhagenRenderer()
# Two tables of four: the long names together (the title bar's longest lines), and the rare characters.
TABLES = [[RARE_NAMES[0], *LONG_NAMES, RARE_NAMES[1]], RARE_NAMES[2:]]
PHONE_W = 400
MIN_PHONE_PX = 11.0


def _say(code: str) -> Words:
    return RENDERER.english() if code == "en" else picture_words("copenhagen", code)


@pytest.fixture(scope="module")
def history() -> list[CopenhagenState]:
    rng = random.Random(44)
    state = GAME.new(4, {}, 44)
    states = [state]
    while GAME.awaiting(state):
        state, _events = GAME.apply(state, state.current, rng.choice(GAME.legal_moves(state, state.current)))
        states.append(state)
    return states


def _turns(history: list[CopenhagenState]) -> list[dict[str, Any]]:
    """A public view with each seat to play, deciding what it decides there or after taking cards with both
    abilities still to use (the longest whose-turn line)."""
    mid = GAME.view(history[len(history) // 2], None)
    views = []
    for seat in range(4):
        views.append(copy.deepcopy(mid) | {"current": seat})
        longest = copy.deepcopy(mid) | {"current": seat, "decision": "after_take", "turn_info": {}}
        longest["seats"][seat]["abilities"] = {"additional_card": "active", "both_actions": "active"}
        views.append(longest)
    return views


def _ends(history: list[CopenhagenState]) -> list[dict[str, Any]]:
    """The game's end won on points by one player, by two when the End card came out, and shared by all four
    after a tie on points and on empty cells (the tie-break's line under the winners')."""
    end = GAME.view(history[-1], None)
    over = {"over": True, "current": None, "decision": None, "turn_info": None}
    views = [
        copy.deepcopy(end) | over | {"end_reason": "points", "places": [2, 1, 3, 4]},
        copy.deepcopy(end) | over | {"end_reason": "end_card", "places": [1, 2, 2, 1]},
    ]
    shared = copy.deepcopy(end) | over | {"end_reason": "end_card", "places": [1, 1, 1, 1]}
    for seat in shared["seats"]:
        seat["score"], seat["empty_cells"] = 11, 20
    return [*views, shared]


def _status(view: dict[str, Any], names: list[str], say: Words, viewer: int | None = None) -> list[str]:
    """The texts the title bar says, as a player reads them."""
    seat, text = status_text(view, names, say)
    if seat is None:
        return [text, tie_break_text(view, say)]
    if viewer is None:
        return [say("to_play", action=text)]
    if viewer == seat:
        return [say("your_turn", action=text)]
    return [say("their_turn", name=names[seat], action=text)]


@pytest.mark.parametrize("names", TABLES, ids=["long names", "rare characters"])
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_name_and_the_title_bars_lines_are_drawn_whole(
    code: str, names: list[str], history: list[CopenhagenState], monkeypatch: pytest.MonkeyPatch
) -> None:
    say = _say(code)
    words = None if code == "en" else say
    for view in [*_turns(history), *_ends(history)]:
        with monkeypatch.context() as patch, drawn_text(patch) as drawn:
            RENDERER.public(view, names, words)
        for name in names:
            assert drawn_whole(drawn, name), (code, "public", name, drawn[:40])
        for text in filter(None, _status(view, names, say)):
            assert drawn_whole(drawn, text), (code, "public", text)
        assert not cut_texts(drawn), (code, "public", cut_texts(drawn))
        for viewer in range(4):
            seat_view = view | {"viewer": viewer, "hand": {"red": 2, "blue": 1}}
            with monkeypatch.context() as patch, drawn_text(patch) as drawn:
                RENDERER.private(seat_view, names, words)
            assert drawn_whole(drawn, names[viewer]), (code, "private", names[viewer])
            for text in filter(None, _status(seat_view, names, say, viewer)):
                assert drawn_whole(drawn, text), (code, "private", text)
            assert not cut_texts(drawn), (code, "private", cut_texts(drawn))


def test_a_long_winners_line_makes_the_title_bar_taller_instead_of_cutting(history: list[CopenhagenState]) -> None:
    short = RENDERER.public(_ends(history)[-1], ["Ann", "Bo", "Cy", "Di"])
    long = RENDERER.public(_ends(history)[-1], TABLES[0])
    assert long.height > short.height


@pytest.mark.parametrize("code", LANGUAGES)
def test_ability_chips_and_tags_reach_11_px_at_phone_width(
    code: str, history: list[CopenhagenState], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every chip's word and the to-play and winner tags, at four players, once the board is shown 400 px wide."""
    say = _say(code)
    words = {say(f"ability.chip.{ability}") for ability in ABILITIES} | {say("tag.to_play"), say("tag.winner")}
    sizes: list[tuple[str, int]] = []
    draw_text = st.draw_text

    def recording(image: Any, xy: Any, text: str, size: int, *args: Any, **kwargs: Any) -> None:
        sizes.append((text, size))
        draw_text(image, xy, text, size, *args, **kwargs)

    monkeypatch.setattr(render.common, "_sprites", {})  # the cached chips are drawn again
    monkeypatch.setattr(st, "draw_text", recording)
    widths = {RENDERER.public(view, TABLES[0], None if code == "en" else say).width for view in _turns(history)[:1]}
    widths |= {RENDERER.public(view, TABLES[0], None if code == "en" else say).width for view in _ends(history)[:1]}
    drawn = [(text, size) for text, size in sizes if text in words]
    assert {text for text, _size in drawn} == words, (code, words - {text for text, _size in drawn})
    smallest = min(size for _text, size in drawn)
    assert smallest * PHONE_W / max(widths) >= MIN_PHONE_PX, (code, smallest, widths)


@pytest.mark.parametrize("code", LANGUAGES)
def test_colours_are_told_apart_by_shape_with_no_letter_in_any_language(
    code: str, history: list[CopenhagenState], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Cards, bricks and the supply's rows carry their colour's window shape, which reads alike in every language
    (and for colour-blind eyes): no English colour letter is drawn, and every two colours' cards differ in shape."""
    words = None if code == "en" else _say(code)
    view = GAME.view(history[len(history) // 2], 0)
    with monkeypatch.context() as patch, drawn_text(patch) as drawn:
        RENDERER.public(view, TABLES[1], words)
        RENDERER.private(view | {"hand": {"red": 0, "yellow": 1, "green": 2, "blue": 0, "purple": 3}}, TABLES[1], words)
    assert len(drawn) > 50
    assert not {"R", "Y", "G", "B", "P", "W"} & set(drawn), sorted(set(drawn) & {"R", "Y", "G", "B", "P", "W"})
    glass = {
        colour: [px == st.GLASS for px in pieces.card(colour, 84, 118).convert("RGB").get_flattened_data()]
        for colour in COLOURS
    }
    for one, other in itertools.combinations(COLOURS, 2):
        differing = sum(a != b for a, b in zip(glass[one], glass[other], strict=True))
        assert differing >= 84 * 118 * 0.05, (one, other, differing)


def test_a_win_shared_by_three_or_four_reads_as_one_list() -> None:
    """Three winners are one list ("美玲、志明和雅婷"), never a conjunction between each two ("A和 B和 C")."""
    view = {"over": True, "end_reason": "end_card", "places": [1, 1, 1, 2]}
    names = ["美玲", "志明", "雅婷", "家豪"]
    assert status_text(view, names, _say("zh-TW"))[1] == "翻出「遊戲結束」卡 · 美玲、志明和雅婷共同獲勝"
    assert "美玲, 志明 et 雅婷" in status_text(view, names, _say("fr"))[1]
    assert "Ann, Bo & Cy win" in status_text(view, ["Ann", "Bo", "Cy", "Di"], _say("en"))[1]
    two = {"over": True, "end_reason": "end_card", "places": [1, 2, 1, 3]}
    assert "Ann & Cy win" in status_text(two, ["Ann", "Bo", "Cy", "Di"], _say("en"))[1]
