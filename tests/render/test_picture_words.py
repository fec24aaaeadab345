"""The words inside pictures and refusals reach the reader in their language: renderers draw what the bot hands
them, and the game words an engine puts in a refusal (a colour, a choice of slots) are written by each language."""

from __future__ import annotations

import pytest

from bot.i18n import CATALOGS, picture_words, t
from bot.refusal import GameChoice, GameWord, RuleRefusal
from games.contract import Alternatives, IllegalMove, Term
from render.registry import public_png
from render.words import English
from tests.fakes.tiny_tricks.engine import GAME, TinyTricksGame
from tests.fakes.tiny_tricks.render import RENDERER

NAMES = ["alice", "bob", "carol"]


def test_english_words_fill_placeholders_and_count_one_and_many() -> None:
    say = English(RENDERER.WORDS)
    assert say("tricks", count=1) == "1 trick"
    assert say("tricks", count=0) == "0 tricks" and say("tricks", count=2) == "2 tricks"
    assert say("title", phase="Game over") == "Tiny Tricks · Game over"


def test_a_picture_is_drawn_in_the_words_it_is_given(
    monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    view = GAME.view(GAME.new(3, {}, seed=4), None)
    english = public_png("tiny_tricks", view, NAMES)
    # A language without these ids draws the English, never a raw id.
    assert picture_words("tiny_tricks", "fr")("phase.pass") == "Choosing a card to pass"
    assert public_png("tiny_tricks", view, NAMES, picture_words("tiny_tricks", "fr")) == english
    monkeypatch.setitem(CATALOGS["fr"], "picture.tiny_tricks.phase.pass", "Choix de la carte à passer")
    # The words of a language's pictures are kept (catalogs never change in a running bot): forget them now, and
    # again once the catalog is restored.
    picture_words.cache_clear()
    request.addfinalizer(picture_words.cache_clear)
    assert public_png("tiny_tricks", view, NAMES, picture_words("tiny_tricks", "fr")) != english


def test_terms_and_alternatives_in_a_refusal_are_written_in_its_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TinyTricksGame, "TERMS", {"suit.hearts": "hearts"})
    monkeypatch.setitem(CATALOGS["fr"], "term.tiny_tricks.suit.hearts", "cœur")
    monkeypatch.setitem(CATALOGS["ru"], "term.tiny_tricks.suit.hearts", "черви")
    hearts = Term("suit.hearts", "hearts")
    assert GameWord("tiny_tricks", hearts).in_language("fr") == "cœur"
    assert GameWord("tiny_tricks", hearts).in_language("zh-TW") == "hearts"  # no Chinese word yet: English
    choice = GameChoice("tiny_tricks", Alternatives((2, 4, hearts)))
    assert choice.in_language("en") == "2, 4, or hearts"
    assert choice.in_language("fr") == "2, 4 ou cœur"
    assert choice.in_language("ru") == "2, 4 или черви"
    assert GameChoice("tiny_tricks", Alternatives((2, 4))).in_language("zh-CN") == "2或4"
    assert str(Alternatives((2, 4))) == "2 or 4" and str(Alternatives((1, 2, hearts))) == "1, 2, or hearts"

    monkeypatch.setattr(TinyTricksGame, "MESSAGES", {**TinyTricksGame.MESSAGES, "no_suit": "You have no {suit}."})
    monkeypatch.setitem(CATALOGS["fr"], "game.tiny_tricks.no_suit", "Vous n'avez pas de {suit}.")
    refusal = RuleRefusal("tiny_tricks", IllegalMove("no_suit", "You have no {suit}.", suit=hearts))
    assert refusal.english == "You have no hearts."
    assert t(refusal.key, "fr", **refusal.params) == "Vous n'avez pas de cœur."
    assert t(refusal.key, "en", **refusal.params) == "You have no hearts."


@pytest.mark.parametrize("code", ["en", "fr", "ru", "zh-TW"])
def test_a_refusal_quotes_only_a_short_prefix_of_what_was_typed(code: str) -> None:
    from games.troyes_dice import GAME as TROYES

    state = TROYES.new(2, {}, seed=1)
    typed = "die " + "x" * 300 + " `boom`\nsecond line"
    with pytest.raises(IllegalMove) as refused:
        TROYES.apply(state, 0, typed)
    refusal = RuleRefusal("troyes_dice", refused.value)
    text = t(refusal.key, code, **refusal.params)
    assert "die xxxx" in text and "x" * 60 not in text and "boom" not in text and "\n" not in text
    assert len(text) < len(t(refusal.key, code, move="")) + 45
