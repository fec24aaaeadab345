"""After a reveal the Troyes Dice board shows, under each player's row, what they chose: the die's slot, its new
colour or value when changed, and the action, from the public view's revealed choices, read by the engine (in
every language)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.i18n import picture_words
from games.troyes_dice import GAME
from games.troyes_dice.views import revealed_choice
from render.troyes_dice import RENDERER, board
from render.troyes_dice import style as s
from render.troyes_dice.words import ENGLISH
from tests.games.troyes_dice.support import play, table

CHOICES = ("die 1 work", "die 3 as white to 6 work", "die 4 resources", "die 3 to 5 prestige")


def _revealed() -> Any:
    state = table(4, seed=3, dice=[(2, "red"), (4, "black"), (5, "yellow"), (6, "white")])
    return play(state, *enumerate(CHOICES))


@pytest.mark.parametrize(
    ("choice", "words"),
    [
        ("die 1 work", "die 1 → built a work building"),
        ("die 3 as white to 6 work", "die 3 as white 6 → built the Bishopric"),
        ("die 2 pay knowledge as red resources", "die 2 as red → took influence"),
        ("die 4 to 5 prestige", "die 4 set to 5 → built a prestige building"),
        ("die 4 resources", "die 4 → took resources"),
        ("supplies", "took supplies: 1 of each resource"),
        ("build work red 4", None),
        ("", None),
    ],
)
def test_a_revealed_choice_in_a_few_words(choice: str, words: str | None) -> None:
    assert board.short_choice(revealed_choice(choice, []), ENGLISH) == words


DICE = [
    {"slot": 1, "value": 2, "colour": "red"},
    {"slot": 2, "value": 4, "colour": "black"},
    {"slot": 3, "value": 5, "colour": "yellow"},
    {"slot": 4, "value": 6, "colour": "white"},
]


@pytest.mark.parametrize(
    ("choice", "words"),
    [
        ("die 1 to 1 resources", "die 1 set to 1 → took influence"),
        ("die 4 resources", "die 4 → took knowledge"),
        ("die 3 prestige", "die 3 → built the Guild"),
        ("die 1 work", "die 1 → built the Palace"),
        ("die 3 pay knowledge as white resources", "die 3 as white → took knowledge"),
    ],
)
def test_a_die_used_in_its_rolled_colour_names_what_it_gave(choice: str, words: str) -> None:
    """The die as rolled is drawn beside the words, but its colour alone would leave the reader to work out which
    resource or building it gave: the words name it."""
    assert board.short_choice(revealed_choice(choice, DICE), ENGLISH) == words


@pytest.mark.parametrize("code", ["en", "fr", "ru", "zh-CN", "zh-TW"])
def test_each_row_shows_its_players_choice_after_the_reveal(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    state = _revealed()
    view = GAME.view(state, None)
    assert view["revealed"] and all(view["revealed"])
    say = picture_words("troyes_dice", code)
    fitted: dict[str, s.Fitted] = {}
    fit = s.fit.__wrapped__

    def recording_fit(text: str, *args: Any, **kwargs: Any) -> s.Fitted:
        fitted[text] = fit(text, *args, **kwargs)
        return fitted[text]

    monkeypatch.setattr(s, "fit", recording_fit)
    image = RENDERER.public(view, ["Alice", "Bob", "Chloé", "Dmitri"], say)
    expected = [board.short_choice(choice, say) for choice in view["revealed_choices"]]
    for words in expected:
        assert words is not None and words in fitted, (code, words)
        # Whole, and large enough to read on a phone (the picture shown about 400 px wide: 12 px -> 7 px).
        assert not fitted[words].cut and fitted[words].size >= 12, (code, words, fitted[words])
    # The rows grew to hold them; before any reveal the board keeps its compact rows.
    fresh = RENDERER.public(GAME.view(GAME.new(4, {}, 3), None), ["Alice", "Bob", "Chloé", "Dmitri"], say)
    assert image.height - fresh.height == 4 * (board.CHOICE_ROW_H - board.ROW_H)


def test_each_revealed_choice_shows_the_die_it_was_made_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """A die used as rolled is named by its slot alone ("die 2 → took resources"): the row draws that die before
    the words, with the value and colour it was rolled with (from the view's revealed dice, not the dice now in play).
    """
    rng = random.Random(4)
    state = GAME.new(4, {}, 4)
    while not (GAME.view(state, None)["revealed_dice"] and state.day >= 2 and state.phase == "choose"):
        seat = rng.choice(sorted(GAME.awaiting(state)))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    view = GAME.view(state, None)
    drawn: list[tuple[int, str]] = []
    numbered_die = s.numbered_die

    def recording(value: int, colour: str, size: int) -> Any:
        drawn.append((value, colour))
        assert size * 400 / s.WIDTH >= 12  # its figure readable on a phone
        return numbered_die(value, colour, size)

    monkeypatch.setattr(s, "numbered_die", recording)
    RENDERER.public(view, ["Alice", "Bob", "Chloé", "Dmitri"])
    expected = []
    for text in view["revealed"]:
        if text.startswith("die "):
            die = view["revealed_dice"][int(text.split()[1]) - 1]
            expected.append((die["value"], die["colour"]))
    assert expected and drawn == expected
    now = [(slot["value"], slot["colour"]) for slot in view["slots"]]
    assert now != [(die["value"], die["colour"]) for die in view["revealed_dice"]]  # the dice were rolled again
