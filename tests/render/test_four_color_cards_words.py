"""Four Color Cards speaks the reader's language: every word its pictures draw, and the game words inside its
refusals, are French, Russian or Chinese for those readers, and every translated text fits the box it is drawn in."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.i18n import CATALOGS, LANGUAGES, picture_words, t
from bot.refusal import RuleRefusal
from games.contract import IllegalMove
from games.four_color_cards import GAME
from games.four_color_cards.melds import POINTS
from games.four_color_cards.state import CLAIM, DISCARD, State
from render import fonts
from render.four_color_cards import RENDERER
from render.four_color_cards import text as four_color_cards_text
from render.four_color_cards.melds import meld_label, meld_name
from render.words import Words
from tests.games.four_color_cards.helpers import play, scenario
from tests.render.drawn import drawn_text, four_color_cards_fits

NAMES = ["Alice", "Дмитрий", "王小明", "a-very-long-display-name-that-would-overflow"]
CODES = ["en", *LANGUAGES]
# How many cards each meld kind holds, for its label's room.
MELD_CARDS = {
    "general": 1,
    "command": 3,
    "field": 3,
    "soldiers3": 3,
    "soldiers4": 4,
    "pair": 2,
    "triple": 3,
    "quad": 4,
    "general_quad": 4,
}


def _walk(players: int, seed: int, wanted: Callable[[State], bool], limit: int = 2000) -> State:
    """The first state of a random game (claims taken often, so melds pile up) that is ``wanted``."""
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    for _ in range(limit):
        if wanted(state):
            return state
        if GAME.result(state) is not None:
            break
        seat = rng.choice(sorted(GAME.awaiting(state)))
        moves = GAME.legal_moves(state, seat)
        claims = [m for m in moves if m != "pass" and not m.startswith("discard")]
        move = rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(moves)
        state, _ = GAME.apply(state, seat, move)
    raise AssertionError(f"no wanted state in {limit} moves of game {seed}")


def _claimant(state: State) -> int | None:
    """A seat with a claim that uses hand cards in the window now open."""
    if state.phase != CLAIM:
        return None
    for seat in range(state.players):
        if any(claim["hand_cards"] for claim in GAME.view(state, seat)["claims"]):
            return seat
    return None


def _melds_on_table(state: State, count: int) -> bool:
    return sum(len(melds) for melds in state.melds) >= count


def _pictures() -> Iterator[tuple[str, Callable[[Words | None], Any]]]:
    """The pictures a game shows, each drawn in the words it is handed: the table mid-round with melds, a claim
    window, the end of a round (paid with a bonus, a penalty, a draw), the game's end, a hand with claims and a
    hand about to discard; the final picture with its rounds."""
    names = NAMES
    discard = _walk(4, 3, lambda s: s.phase == DISCARD and _melds_on_table(s, 5))
    window = _walk(4, 5, lambda s: _claimant(s) is not None and _melds_on_table(s, 3))
    seat = _claimant(window)
    assert seat is not None
    ended = _walk(3, 3, lambda s: bool(s.last_round and s.last_round["reached"] and s.last_round["bonus"]))
    penalty = _walk(
        3, 0, lambda s: bool(s.last_round and s.last_round["finisher"] is not None and not s.last_round["reached"])
    )
    drawn = _walk(3, 5, lambda s: bool(s.last_round and s.last_round["outcome"] == "draw"))
    over = _walk(4, 4, lambda s: s.phase == "over")
    yield "table", lambda say: RENDERER.public(GAME.view(discard, None), names, say)
    yield "window", lambda say: RENDERER.public(GAME.view(window, None), names, say)
    yield "round", lambda say: RENDERER.public(GAME.view(ended, None), names[:3], say)
    yield "penalty", lambda say: RENDERER.public(GAME.view(penalty, None), names[:3], say)
    yield "draw", lambda say: RENDERER.public(GAME.view(drawn, None), names[:3], say)
    yield "over", lambda say: RENDERER.public(GAME.view(over, None), names, say)
    yield "final", lambda say: RENDERER.final(GAME.view(over, None), names, say)
    yield "claims", lambda say: RENDERER.private(GAME.view(window, seat), names, say)
    yield "hand", lambda say: RENDERER.private(GAME.view(discard, discard.turn), names, say)


PICTURES = dict(_pictures())


def _words(code: str) -> Words | None:
    return None if code == "en" else picture_words("four_color_cards", code)


@pytest.fixture
def fitted(monkeypatch: pytest.MonkeyPatch) -> list[four_color_cards_text.Fitted]:
    """Every text fitted to a box while a picture is drawn (each module's ``fit`` recorded)."""
    return four_color_cards_fits(monkeypatch)


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("picture", list(PICTURES))
def test_every_bounded_text_fits_its_box_without_cutting_the_game_words(
    picture: str, code: str, fitted: list[four_color_cards_text.Fitted]
) -> None:
    PICTURES[picture](_words(code))
    assert len(fitted) >= 3, "the picture drew its bounded texts through fit"
    for text in fitted:
        assert text.width <= text.room, (code, text)
        assert not text.words_cut, (code, text)  # only a player's name may be cut


def test_the_fitting_records_an_overflow_when_words_cannot_fit() -> None:
    """The check above can fail: a label too wide for its box is reported as cut, and still drawn within it."""
    squeezed = four_color_cards_text.fit("Autres combinaisons : tout le monde", 15, 90)
    assert squeezed.words_cut and squeezed.width <= 90 and squeezed.text.endswith("…")
    shrunk = four_color_cards_text.fit("Autres combinaisons : tout le monde", 15, 240)
    assert not shrunk.words_cut and shrunk.size < 15 and shrunk.width <= 240


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("size", ["meld", "mini"])
def test_every_meld_of_two_cards_or_more_is_named_under_its_cards(code: str, size: str) -> None:
    say = _words(code) or RENDERER.english()
    for kind, cards in MELD_CARDS.items():
        label = meld_label(kind, POINTS[kind][0], cards, size, say)
        assert label.width <= label.room, (code, kind, size, label)
        if cards >= 2:
            assert label.text == say("meld", meld=meld_name(kind, say), points=POINTS[kind][0]), (code, kind, label)


@pytest.mark.parametrize(
    ("code", "named"), [("zh-TW", "將 1 胡"), ("zh-CN", "将 1 胡"), ("fr", "seul +1"), ("en", "+1")]
)
def test_a_lone_general_is_named_under_its_card_where_a_short_name_fits(code: str, named: str) -> None:
    # "單將 1 胡" is wider than one card: Chinese names it by its rank, 將, rather than leaving "+1" alone under it.
    say = _words(code) or RENDERER.english()
    label = meld_label("general", 1, 1, "meld", say)
    assert label.text == named and label.width <= label.room, label


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_translated_pictures_differ_from_english_and_draw_every_character(code: str) -> None:
    for name, draw in PICTURES.items():
        assert draw(_words(code)).tobytes() != draw(None).tobytes(), (code, name)
    # Every character of every translated word has a glyph in the shipped fonts, regular and bold: none is left
    # out of the drawing, and none draws as the missing-glyph box.
    for key, message in CATALOGS[code].items():
        if not key.startswith("picture.four_color_cards."):
            continue
        for text in [message] if isinstance(message, str) else message.values():
            for character in text:
                for bold in (False, True):
                    assert fonts.source(character, bold) is not None, (code, key, character)


@pytest.mark.parametrize("code", CODES)
def test_no_picture_writes_an_english_colour_letter(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand's rows are labelled with their colour's shape and character, never R, Y, G or W (which a reader of
    rouge/jaune, красный/жёлтый or 红/黄 cannot read as a colour); the cards' corners carry the same shape."""
    for name in ("hand", "claims", "table"):
        with drawn_text(monkeypatch) as drawn:
            PICTURES[name](_words(code))
        assert drawn and not [text for text in drawn if text.strip() in {"R", "Y", "G", "W"}], (code, name)


def test_english_pictures_are_the_renderers_own_words() -> None:
    say = picture_words("four_color_cards", "en")
    for name, draw in PICTURES.items():
        assert draw(say).tobytes() == draw(None).tobytes(), name


# Refusals ----------------------------------------------------------------------------------------------------

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]


def _refusal(state: State, seat: int, move: str) -> RuleRefusal:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return RuleRefusal("four_color_cards", refused.value)


def _refusals() -> dict[str, RuleRefusal]:
    # Seat 0 discards the red chariot: seat 1 holds one more (no pair to pong), seat 2 holds the rest of a field
    # meld but is not next; seat 1's horse and cannon would finish its hand with a field meld, 1 point.
    start = scenario([["rc", "wa", "wp"], ["rh", "rp", "rc"], ["rh", "rp"], ["ya"]], STOCK)
    window = play(start, (0, "discard rc"))
    low = scenario([["rc", "wa", "wp"], ["rh", "rp"], ["ge"], ["ya"]], STOCK, options={"hu_below_threshold": False})
    return {
        "missing_for_pong": _refusal(window, 2, "pong"),
        "wrong_meld": _refusal(window, 1, "general"),
        "card_not_in_hand": _refusal(start, 0, "discard wc"),
        "hu_below_threshold": _refusal(play(low, (0, "discard rc")), 1, "hu"),
        "not_next_player": _refusal(window, 2, "field"),
    }


REFUSALS = _refusals()
# For each refusal: English game words that must not reach another language, and each language's word for them.
EXPECTED: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "missing_for_pong": (
        ("red chariot", "You need"),
        {"fr": "char rouge", "ru": "красная колесница", "zh-CN": "红车", "zh-TW": "紅俥"},
    ),
    "wrong_meld": (
        ("red chariot", "lone general", "cannot form"),
        {"fr": "un général seul", "ru": "одиночный генерал", "zh-CN": "单将", "zh-TW": "單將"},
    ),
    "card_not_in_hand": (
        ("white chariot", "do not hold"),
        {"fr": "char blanc", "ru": "белая колесница", "zh-CN": "白车", "zh-TW": "白車"},
    ),
    "hu_below_threshold": (
        ("threshold", "not allowed"),
        {"fr": "seuil", "ru": "порог", "zh-CN": "门槛", "zh-TW": "門檻"},
    ),
    "not_next_player": (
        ("field meld", "discarder"),
        {"fr": "un groupe de campagne", "ru": "полевая группа", "zh-CN": "车马炮", "zh-TW": "車馬包"},
    ),
}


def test_refusals_name_their_cards_and_melds_in_english_for_english_readers() -> None:
    assert {key: refusal.key for key, refusal in REFUSALS.items()} == {
        key: f"game.four_color_cards.{key}" for key in REFUSALS
    }
    assert REFUSALS["missing_for_pong"].english == (
        "To make a pong with the 俥 red chariot, you need two more of that card in your hand."
    )
    assert REFUSALS["wrong_meld"].english == "The 俥 red chariot in play cannot form a lone general."
    assert REFUSALS["card_not_in_hand"].english == "You do not hold a 車 white chariot."
    for key, refusal in REFUSALS.items():
        assert t(refusal.key, "en", **refusal.params) == refusal.english, key


@pytest.mark.parametrize("code", list(LANGUAGES))
@pytest.mark.parametrize("case", list(EXPECTED))
def test_refusals_name_their_cards_and_melds_in_the_readers_language(case: str, code: str) -> None:
    refusal = REFUSALS[case]
    english_words, native = EXPECTED[case]
    shown = t(refusal.key, code, **refusal.params)
    for word in english_words:
        assert word not in shown, (code, shown)
    assert native[code] in shown, (code, shown)
    assert "{" not in shown and "Term(" not in shown, shown


def test_every_missing_card_is_named_however_many_are_missing() -> None:
    # Seat 1 is next after the discarder of the red soldier, may pong it, and holds no soldier of another colour.
    state = play(scenario([["rs", "wa"], ["rs", "rs", "rh"], ["ge"], ["ya"]], STOCK), (0, "discard rs"))
    for move, key in [("soldiers ys gs", "missing_two_cards"), ("soldiers ys gs ws", "missing_three_cards")]:
        refusal = _refusal(state, 1, move)
        assert refusal.key == f"game.four_color_cards.{key}"
        for code, words in {"en": ("yellow", "green"), "fr": ("jaune", "vert"), "zh-CN": ("黄兵", "绿卒")}.items():
            shown = t(refusal.key, code, **refusal.params)
            assert all(word in shown for word in words), (code, shown)


@pytest.mark.parametrize("code", CODES)
def test_a_triple_held_in_the_hand_is_named_apart_where_the_language_does(code: str) -> None:
    # Chinese players call a triple still in the hand at the reckoning 坎 and a claimed one laid down 碰; the other
    # languages have one name for both. The mark that separates the two names is never drawn.
    say = _words(code) or RENDERER.english()
    table, hand = meld_name("triple", say), meld_name("triple", say, concealed=True)
    assert "|" not in table and "|" not in hand
    if code == "zh-CN":
        assert (table, hand) == ("碰", "坎")
    else:
        assert table == hand
    for kind in POINTS:
        assert "|" not in meld_name(kind, say) and "|" not in meld_name(kind, say, concealed=True), (code, kind)
