"""Copenhagen speaks the reader's language: every word its pictures draw fits its box in all five languages, draws in
real letters, and the game words inside its refusals are written in the refusal's language."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import render.common
from bot.i18n import CATALOGS, picture_words, t
from bot.refusal import RuleRefusal
from games.contract import IllegalMove
from games.copenhagen import GAME, CopenhagenState
from render import fonts
from render.copenhagen import CopenhagenRenderer
from render.copenhagen import style as st
from render.words import Words
from tests.games.copenhagen.helpers import RAINBOW, play, position

RENDERER = CopenhagenRenderer()
LANGUAGES = ["en", "fr", "ru", "zh-CN", "zh-TW"]
NAMES = ["Alice", "Bob the Builder", "Charlotte-Amalie of Nyhavn", "王小明"]
ABILITIES = ["any_cards", "additional_card", "construction_discount", "change_of_colors", "both_actions"]
PENDING = {"tile": "purple5", "colour": "purple", "size": 5, "orientation": "r0", "cell": "a1"}
PENDING |= {"cells": [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]], "bricks": [[0, 0]]}
# What the engine's view tells the builder of such a build (``turn_info.build``): a hand that cannot pay it, and one
# that pays with every discount and Change of colors (the build box's longest lines).
UNPAID = {"cost": 5, "adjacent": False, "discount": False, "payments": [], "gained": 1, "score": 4}
PAID = {"cost": 3, "adjacent": True, "discount": True, "gained": 2, "score": 9}
PAID |= {"payments": [{"cards": {"red": 2, "purple": 1}, "discount": True, "changed": True}]}


def words(code: str) -> Words | None:
    return None if code == "en" else picture_words("copenhagen", code)


def random_game(players: int, seed: int) -> list[CopenhagenState]:
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    history = [state]
    while GAME.awaiting(state):
        state, _events = GAME.apply(state, state.current, rng.choice(GAME.legal_moves(state, state.current)))
        history.append(state)
    return history


@pytest.fixture(scope="module")
def games() -> dict[int, list[CopenhagenState]]:
    return {players: random_game(players, 40 + players) for players in (2, 3, 4)}


def decisions(view: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The view at every decision of a turn, with the longest words each one can show."""
    current = view["current"]
    for decision, info in [
        ("take_or_build", {}),
        ("second_card", {"slots_taken": [6]}),
        ("discard", {}),
        ("after_take", {}),
        ("both_actions_build", {}),
        ("payment", {"pending_build": PENDING, "build": UNPAID}),
        ("payment", {"pending_build": PENDING, "build": UNPAID, "preview": True}),
        ("coat_of_arms", {"coats_of_arms_pending": 3}),
    ]:
        changed = copy.deepcopy(view) | {"decision": decision, "turn_info": info}
        changed["viewer"] = current
        changed["hand"] = {"red": 5, "yellow": 2, "green": 0, "blue": 1, "purple": 0}
        states = ["active", "used", "missing", "used", "active"]
        changed["seats"][current]["abilities"] = dict(zip(ABILITIES, states, strict=True))
        yield changed
    # After taking cards the header names only the abilities still active: both, one, or neither.
    for extra, both in [("active", "active"), ("active", "used"), ("missing", "missing")]:
        changed = copy.deepcopy(view) | {"decision": "after_take", "turn_info": {}, "viewer": current}
        changed["seats"][current]["abilities"] = {"additional_card": extra, "both_actions": both}
        yield changed
    # A previewed build with every discount and Change of colors: the build box's longest lines.
    changed = copy.deepcopy(view) | {"decision": "payment", "viewer": current}
    changed |= {"turn_info": {"pending_build": PENDING, "build": PAID, "preview": True}}
    changed["hand"] = {"red": 5, "purple": 1}
    changed["seats"][current]["abilities"] = dict.fromkeys(ABILITIES, "active")
    yield changed


def ends(view: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every way the game ends, one winner or tied winners, and every place of the End card."""
    for reason, places in [("points", [1, 2, 3, 4]), ("end_card", [2, 1, 1, 3]), ("end_card", [1, 2, 3, 4])]:
        yield (
            copy.deepcopy(view)
            | {"over": True, "current": None, "decision": None, "turn_info": None}
            | {
                "end_reason": reason,
                "places": places[: view["players"]],
                "end_card": "drawn" if reason == "end_card" else "in_deck",
            }
        )
    for where in ("set_aside", "in_deck"):
        yield copy.deepcopy(view) | {"end_card": where, "reshuffles": 2}
    # The End card ends a tie on points: the tie-break decides it, or the win is shared.
    for places in ([2, 1, 2, 2], [1, 1, 1, 1]):
        tied = copy.deepcopy(view) | {"over": True, "current": None, "decision": None, "turn_info": None}
        tied |= {"end_reason": "end_card", "places": places[: view["players"]], "end_card": "drawn"}
        for seat in tied["seats"]:
            seat["score"] = 11
        yield tied


def pictures(games: dict[int, list[CopenhagenState]], say: Words | None) -> None:
    """Every picture worth checking: public and private, both layouts, every decision and ending."""
    for players, history in games.items():
        mid = GAME.view(history[len(history) // 2], None)
        for view in decisions(mid):
            RENDERER.public(view, NAMES[:players], say)
            RENDERER.private(view, NAMES[:players], say)
        for view in ends(GAME.view(history[-1], None)):
            RENDERER.public(view, NAMES[:players], say)
            RENDERER.private(view | {"viewer": 0, "hand": None}, NAMES[:players], say)


class Recorder:
    """Every text the renderer made to fit a box: (text, size, room, bold, user_text, fitted)."""

    def __init__(self, original: Callable[..., st.Fitted]) -> None:
        self.original = original
        self.calls: list[tuple[str, int, int, bool, bool, st.Fitted]] = []

    def __call__(
        self, text: str, size: int, room: int, bold: bool = False, *, floor: int | None = None, user_text: bool = False
    ) -> st.Fitted:
        fitted = self.original(text, size, room, bold, floor=floor, user_text=user_text)
        self.calls.append((text, size, room, bold, user_text, fitted))
        return fitted


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_word_in_a_box_fits_it_uncut_in_every_language(
    code: str, games: dict[int, list[CopenhagenState]], monkeypatch: pytest.MonkeyPatch
) -> None:
    recorder = Recorder(st.bounded)
    monkeypatch.setattr(st, "bounded", recorder)
    monkeypatch.setattr(render.common, "_sprites", {})  # the cached chrome draws its words again
    pictures(games, words(code))
    say = words(code) or RENDERER.english()
    drawn = {text for text, *_rest in recorder.calls}
    # The boxes named here were all measured (the longest ability names, both phases, the endings, previews).
    for key, params in [
        ("ability.construction_discount", {}),
        ("ability.chip.construction_discount", {}),
        ("ability.chip.additional_card", {}),
        ("ability.chip.change_of_colors", {}),
        ("tag.winner", {}),
        ("end_card.in_last", {"depth": 10}),
        ("reshuffled", {"times": 2}),
        ("ability_state.missing", {}),
        ("harbour", {}),
    ]:
        assert say(key, **params) in drawn, key
    # The title bar breaks a long line in two: at a space, or in Chinese between two characters.
    lines = [text for text, *_rest in recorder.calls]
    joined = {" ".join(lines), "".join(lines)}
    for key in ("decision.after_take", "decision.after_take.additional_card", "decision.after_take.end"):
        assert any(say(key) in text for text in joined), key
    for key in ("over.tie_break", "over.tie_shared", "build.title", "build.less.discount", "build.pay"):
        assert any(say(key, count=11) in text for text in drawn), key
    for text, size, room, bold, user_text, fitted in recorder.calls:
        assert st.width(fitted.text, fitted.size, bold) <= room, (code, text, size, room)
        assert fitted.size <= size
        if not user_text:  # a game word never loses letters; only a player's long name may be cut
            assert not fitted.cut and fitted.text == text, (code, text, room)


def test_a_word_too_wide_for_its_box_is_shrunk_then_cut() -> None:
    wide = "Réduction de construction"
    assert st.bounded(wide, 18, 1000) == st.Fitted(wide, 18)
    shrunk = st.bounded(wide, 18, st.width(wide, 14))
    assert shrunk.size < 18 and not shrunk.cut
    cut = st.bounded(wide, 18, 40)
    assert cut.cut and cut.text.endswith("…") and st.width(cut.text, cut.size) <= 40


@pytest.mark.parametrize("code", ["fr", "ru", "zh-CN", "zh-TW"])
def test_boards_in_other_languages_differ_from_english_and_draw_every_letter(
    code: str, games: dict[int, list[CopenhagenState]]
) -> None:
    view = GAME.view(games[4][len(games[4]) // 2], None)
    english = RENDERER.public(view, NAMES).tobytes()
    assert RENDERER.public(view, NAMES, words(code)).tobytes() != english
    seat_view = GAME.view(games[2][-1], 0)
    assert RENDERER.private(seat_view, NAMES, words(code)).tobytes() != RENDERER.private(seat_view, NAMES).tobytes()
    # No missing-glyph box: every character of every translated word has a glyph in the family, regular and bold.
    for key, message in CATALOGS[code].items():
        if not key.startswith("picture.copenhagen."):
            continue
        for text in [message] if isinstance(message, str) else message.values():
            assert fonts.drawable(text) == text, (code, key)
            for bold in (False, True):
                missing = {ch for ch in text if fonts.source(ch, bold) is None}
                assert not missing, (code, key, missing)


def refusal(state: CopenhagenState, move: str) -> RuleRefusal:
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, state.current, move)
    return RuleRefusal("copenhagen", info.value)


NO_ANY = {0: {"any_cards": False}, 1: {"any_cards": False}}
# Real refused moves, each with the English words an engine fills in and the term the reader's language must show.
REFUSALS: list[tuple[str, Callable[[], CopenhagenState], str, list[str], list[str]]] = [
    (
        "discarding a colour you lack",
        lambda: play(position(harbour=list(RAINBOW), hands={0: {"purple": 7}}, abilities=NO_ANY), "take 1"),
        "discard green",
        ["green"],
        ["term.copenhagen.colour.green"],
    ),
    (
        "a second card from a slot not next to the first",
        lambda: play(position(harbour=list(RAINBOW), abilities=NO_ANY), "take 3"),
        "take 6",
        [" or "],
        [],
    ),
    (
        "a build you cannot pay for",
        lambda: position(hands={0: {"red": 1}}),
        "build red3 r0 a1",
        ["red"],
        ["term.copenhagen.colour.red"],
    ),
    (
        "an ability you do not have",
        lambda: play(position(harbour=list(RAINBOW), abilities={0: {"additional_card": True}}), "take 1", "take 2"),
        "both",
        ["Both actions"],
        ["term.copenhagen.ability.both_actions"],
    ),
    (
        "a move at the wrong time",
        lambda: position(),
        "end",
        ["take a card", "build a tile"],
        ["term.copenhagen.expected.start"],
    ),
]


@pytest.mark.parametrize("code", ["fr", "ru", "zh-CN", "zh-TW"])
@pytest.mark.parametrize(("case", "state", "move", "english", "terms"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusals_name_the_game_words_in_the_readers_language(
    code: str, case: str, state: Callable[[], CopenhagenState], move: str, english: list[str], terms: list[str]
) -> None:
    refused = refusal(state(), move)
    assert all(word in refused.english for word in english), refused.english  # the English names them
    text = t(refused.key, code, **refused.params)
    for word in english:
        assert word not in text, (code, case, text)
    for key in terms:
        assert CATALOGS[code][key] in text, (code, case, text)
    if case.startswith("a second card"):
        assert {"fr": "2 ou 4", "ru": "2 или 4"}.get(code, "2或4") in text
