"""Troyes Dice speaks the reader's language: every word its pictures draw fits its box in all five languages, the
translated pictures are really translated and drawn in real glyphs, and the game words inside its refusals are
written in the refusal's language."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.i18n import picture_words, t
from bot.refusal import RuleRefusal
from games.contract import IllegalMove
from games.troyes_dice import GAME, TroyesState
from render import common, fonts
from render.common import encode_png
from render.troyes_dice import RENDERER, board
from render.troyes_dice import style as s
from render.words import Words
from tests.games.troyes_dice.support import cells_with, play, played_out, table, with_sheet

LANGUAGES = ["en", "fr", "ru", "zh-CN", "zh-TW"]
NAMES = ["Alice", "Дмитрий", "王小明", "Chloé"]


def _words(code: str) -> Words | None:
    return None if code == "en" else picture_words("troyes_dice", code)


def _mid_game() -> TroyesState:
    """Day 4 with three players: built rows (Cathedrals with their multipliers, a Fortress), spent resources,
    citizens past the column bonuses, seat 0 with a pending prestige bonus build and seat 1 with a hidden choice."""
    state = table(3, seed=3, dice=[(2, "red"), (4, "black"), (5, "yellow"), (6, "white")])
    state = state.evolve(day=4, half=1)
    cells = cells_with(
        state.sheets[0],
        ("red", "prestige", 0),
        ("red", "work", 0),
        ("yellow", "prestige", 3),
        ("white", "prestige", 2),
        ("white", "prestige", 4),
        ("white", "work", 5),
        ("yellow", "work", 4),
        mark="x",
    )
    state = with_sheet(state, 0, cells=cells, citizens=(14, 11, 11), marked=(9, 7, 5), spent=(4, 2, 1))
    state = with_sheet(state, 0, cathedrals=(0, 0, 1, 0, 2, 0))
    state = with_sheet(state, 1, citizens=(3, 3, 4), marked=(6, 4, 8), spent=(1, 0, 3))
    state = play(state, (1, "die 3 as white to 6 work"), (2, "die 1 resources"), (0, "die 1 work"))
    assert state.phase == "bonus" and state.sheets[0].bonuses, "seat 0 waits on its 15th red citizen's bonus"
    return state


def _choosing() -> TroyesState:
    """A half-day where seat 1 has chosen a changed die it pays for, and the others are still choosing."""
    state = table(3, seed=5, dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")])
    return play(state, (1, "die 2 pay deniers as white to 3 prestige"))


STATES: dict[str, TroyesState] = {}


def _state(name: str) -> TroyesState:
    if name not in STATES:
        STATES[name] = {"start": lambda: GAME.new(4, {}, 2), "mid": _mid_game, "choosing": _choosing}.get(
            name, lambda: played_out(4, 11)
        )()
    return STATES[name]


def pictures(code: str) -> Iterator[tuple[str, Image.Image]]:
    """Every kind of picture in one language: the board at the start, mid-game and in a bonus phase, a private sheet
    with a pending choice, one with a pending bonus, one still choosing, and the final standings."""
    say = _words(code)
    yield "board at the start", RENDERER.public(GAME.view(_state("start"), None), NAMES, say)
    yield "board in a bonus phase", RENDERER.public(GAME.view(_state("mid"), None), NAMES, say)
    yield "board while choosing", RENDERER.public(GAME.view(_state("choosing"), None), NAMES, say)
    yield "sheet with a bonus to build", RENDERER.private(GAME.view(_state("mid"), 0), NAMES, say)
    yield "sheet with a hidden choice", RENDERER.private(GAME.view(_state("choosing"), 1), NAMES, say)
    yield "sheet still to choose", RENDERER.private(GAME.view(_state("choosing"), 0), NAMES, say)
    yield "final standings", RENDERER.final(GAME.view(_state("end"), None), NAMES, say)


@dataclass
class Drawn:
    """What a picture drew: every bounded text as it was fitted, and every string pasted."""

    fitted: list[tuple[str, s.Fitted]] = field(default_factory=list)
    texts: list[tuple[str, Any]] = field(default_factory=list)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """Records every call through the renderer's bounded-text helper and every string pasted, with the cached
    pieces (empty sheets, wheel segments, badges) drawn afresh so that their words are recorded too."""
    record = Drawn()
    fit = s.fit.__wrapped__

    def recording_fit(text: str, *args: Any, **kwargs: Any) -> s.Fitted:
        laid = fit(text, *args, **kwargs)
        record.fitted.append((text, laid))
        return laid

    original_text = s.Pen.text

    def recording_text(self: s.Pen, xy: Any, text: str, *args: Any, **kwargs: Any) -> None:
        record.texts.append((text, kwargs.get("face")))
        original_text(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(s, "fit", recording_fit)
    monkeypatch.setattr(s.Pen, "text", recording_text)
    monkeypatch.setattr(common, "_sprites", {})
    monkeypatch.setattr(board, "_SEGMENTS", {})
    return record


NUMBER = re.compile(r"^[x×+=.\d\s/-]*$")  # numbers, multipliers ("x2"), column bonuses ("+2")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_bounded_word_fits_its_box_without_being_cut(code: str, drawn: Drawn) -> None:
    names = set(NAMES)
    list(pictures(code))  # draws every picture; the fixture records what each one drew
    assert len(drawn.fitted) > 150, "the pictures draw their words through the bounded-text helper"
    for text, laid in drawn.fitted:
        assert not laid.cut, f"{code}: {text!r} was cut to {laid.lines} in {laid.room} px"
        assert max(laid.widths) <= laid.room, f"{code}: {text!r} is {max(laid.widths)} px in {laid.room} px"
        assert laid.size >= 8
    # Anything else drawn is a number or a player's name: no word reaches the picture without being fitted.
    fitted_lines = {line for _text, laid in drawn.fitted for line in laid.lines}
    for text, face in drawn.texts:
        if face in (s.NAME_FACE, s.NAME_BOLD_FACE) or NUMBER.match(text):
            continue
        assert text in fitted_lines or text in names, f"{code}: {text!r} was drawn outside a bounded box"


def _notdef_ink(font: ImageFont.FreeTypeFont, character: str) -> tuple[bytes, bytes]:
    size = int(font.size)
    inks = []
    for drawn_character in (character, "\U0010fffd"):  # a private-use code point no font has: the .notdef box
        image = Image.new("L", (3 * size, 3 * size), 0)
        ImageDraw.Draw(image).text((size, size), drawn_character, font=font, fill=255)
        inks.append(image.tobytes())
    return inks[0], inks[1]


@pytest.mark.parametrize("code", ["fr", "ru", "zh-CN", "zh-TW"])
def test_translated_pictures_differ_from_english_and_draw_every_character(code: str, drawn: Drawn) -> None:
    english = {what: encode_png(image) for what, image in pictures("en")}
    drawn.fitted.clear()
    translated = {what: encode_png(image) for what, image in pictures(code)}
    for what, data in translated.items():
        assert data != english[what], f"{code}: the {what} is drawn in English"
    words = {line for _text, laid in drawn.fitted for line in laid.lines}
    script = {"ru": "\u0400-\u04ff", "zh-CN": "\u4e00-\u9fff", "zh-TW": "\u4e00-\u9fff", "fr": "éèàùç"}[code]
    assert sum(bool(re.search(f"[{script}]", word)) for word in words) >= 20, (code, sorted(words)[:20])
    characters = {ch for word in words for ch in unicodedata.normalize("NFC", word) if not ch.isspace()}
    for character in sorted(characters):
        position = fonts.source(character)
        assert position is not None, f"{code}: no shipped font draws {character!r}"
        font = fonts._font(fonts.REGULAR_CHAIN[position], 24)
        ink, box = _notdef_ink(font, character)
        assert ink != box, f"{code}: {character!r} is drawn as the missing-glyph box"


# Refusals: the game words inside them are the reader's.


def _refused(state: TroyesState, seat: int, move: str) -> RuleRefusal:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return RuleRefusal(GAME.id, refused.value)


def _short_of_knowledge() -> RuleRefusal:
    state = with_sheet(table(dice=[(2, "red"), (4, "black"), (5, "yellow"), (6, "white")]), spent=(0, 0, 2))
    return _refused(state, 0, "die 1 as white resources")  # a new colour costs 2 knowledge; 1 is left


def _bonus_phase() -> TroyesState:
    state = table(dice=[(2, "white"), (4, "black"), (5, "red"), (6, "white")])
    return play(with_sheet(state, citizens=(6, 6, 4)), (0, "die 1 work"))  # all three tracks reach 6


REFUSALS = {
    "short of knowledge": (_short_of_knowledge, "cannot_afford", ["knowledge"]),
    "bonus of the wrong kind": (
        lambda: _refused(_bonus_phase(), 0, "build prestige red 1"),
        "bonus_wrong_kind",
        ["work", "prestige building"],
    ),
    "bonus expected": (
        lambda: _refused(_bonus_phase(), 0, "die 1 resources"),
        "bonus_expected",
        ["build a work building", "any colour"],
    ),
    "built cell": (
        lambda: _refused(
            with_sheet(
                table(dice=[(2, "red"), (4, "black"), (5, "red"), (6, "white")]),
                cells=cells_with(table().sheets[0], ("red", "work", 1)),
            ),
            0,
            "die 1 work",
        ),
        "cell_built",
        ["Count's Palace"],
    ),
}
# The language's own word each refusal must hold.
OWN_WORDS = {
    "fr": {
        "short of knowledge": "savoir",
        "bonus of the wrong kind": "travail",
        "bonus expected": "bâtiment de travail",
        "built cell": "Palais",
    },
    "ru": {
        "short of knowledge": "знания",
        "bonus of the wrong kind": "рабочее здание",
        "bonus expected": "рабочее здание любого цвета",
        "built cell": "Графский дворец",
    },
    "zh-CN": {
        "short of knowledge": "知识",
        "bonus of the wrong kind": "工作",
        "bonus expected": "任意颜色的工作建筑",
        "built cell": "伯爵府",
    },
    "zh-TW": {
        "short of knowledge": "知識",
        "bonus of the wrong kind": "工作",
        "bonus expected": "任意顏色的工作建築",
        "built cell": "伯爵府",
    },
}


@pytest.mark.parametrize("code", ["fr", "ru", "zh-CN", "zh-TW"])
@pytest.mark.parametrize("case", REFUSALS)
def test_refusals_from_real_moves_name_the_game_words_in_the_readers_language(code: str, case: str) -> None:
    make, key, english_words = REFUSALS[case]
    refusal = make()
    assert refusal.key == f"game.troyes_dice.{key}"
    english = t(refusal.key, "en", **refusal.params)
    assert english == refusal.english and all(word in english for word in english_words)
    written = t(refusal.key, code, **refusal.params)
    prose = re.sub(r"`[^`]*`", "", written)  # notation the player types stays as typed
    for word in english_words:
        assert not re.search(rf"\b{re.escape(word)}\b", prose), (code, case, written)
    assert OWN_WORDS[code][case] in written, (code, case, written)


def test_a_refusal_names_the_resource_short_and_its_amounts() -> None:
    refusal = _short_of_knowledge()
    assert refusal.english == "You are short of knowledge: this costs 2 and you have 1."
    assert t(refusal.key, "ru", **refusal.params) == "Не хватает ресурса «знания»: нужно 2, а у вас 1."
    assert t(refusal.key, "zh-CN", **refusal.params) == "资源不够：这一步要花 2 点知识，你只有 1 点知识。"


@pytest.mark.parametrize(("code", "day"), [("zh-CN", "第 4 天"), ("zh-TW", "第 4 天"), ("en", "DAY")])
def test_the_wheel_names_the_day_as_its_language_counts_it(code: str, day: str, drawn: Drawn) -> None:
    # Chinese writes the number inside its words ("第 4 天", one line); English puts "DAY" over the number.
    RENDERER.public(GAME.view(_state("mid"), None), NAMES, _words(code))
    fitted = [text for text, _ in drawn.fitted]
    assert day in fitted, (code, [text for text in fitted if "4" in text or "天" in text or "DAY" in text])
    assert not any("|" in text for text in fitted), "the number's place mark is never drawn"
