"""The Troyes Dice final picture is phone-sized standings: a player a row (place, seat colour, name, total and the
score breakdown), each sheet being on demand (``/game sheet``). Discord on a phone shows a picture about 400 px wide:
the limits below are stated for that width."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.i18n import picture_words
from games.troyes_dice import GAME, TroyesState
from render.troyes_dice import RENDERER
from render.troyes_dice import style as s
from render.words import Words
from tests.games.troyes_dice.support import played_out

PHONE_WIDTH = 400
MAX_WIDTH = 700  # the picture is never wider than this...
MAX_ASPECT = 1.6  # ...nor taller than this many times its width, with ten players
MIN_TEXT_AT_PHONE = 12  # px: every text at least this high once the picture is shown 400 px wide
NAMES = [
    "Alice",
    "Дмитрий",
    "王小明",
    "Chloé",
    "Bartholomew the Magnificent of Troyes",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
]
LANGUAGES = ["en", "fr", "ru", "zh-CN", "zh-TW"]


FINISHED: dict[int, TroyesState] = {}


def finished(players: int) -> TroyesState:
    if players not in FINISHED:
        FINISHED[players] = played_out(players)
    return FINISHED[players]


@dataclass
class Drawn:
    """Every text the picture drew: through the bounded-text helper (with its size), and every string pasted."""

    fitted: list[tuple[str, s.Fitted]] = field(default_factory=list)
    pasted: list[tuple[str, int]] = field(default_factory=list)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    record = Drawn()
    fit = s.fit.__wrapped__

    def recording_fit(text: str, *args: Any, **kwargs: Any) -> s.Fitted:
        laid = fit(text, *args, **kwargs)
        record.fitted.append((text, laid))
        return laid

    original_text = s.Pen.text

    def recording_text(self: s.Pen, xy: Any, text: str, font: Any, *args: Any, **kwargs: Any) -> None:
        record.pasted.append((text, int(font.size)))
        original_text(self, xy, text, font, *args, **kwargs)

    monkeypatch.setattr(s, "fit", recording_fit)
    monkeypatch.setattr(s.Pen, "text", recording_text)
    return record


def _words(code: str) -> Words | None:
    return None if code == "en" else picture_words("troyes_dice", code)


@pytest.mark.parametrize("players", [1, 4, 10])
def test_the_final_picture_stays_phone_sized(players: int) -> None:
    image = RENDERER.final(GAME.view(finished(players), None), NAMES[:players])
    assert image.width <= MAX_WIDTH, image.size
    assert image.height <= MAX_ASPECT * image.width, image.size


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_text_of_the_final_picture_reads_at_a_phones_width(code: str, drawn: Drawn) -> None:
    image = RENDERER.final(GAME.view(finished(10), None), NAMES, _words(code))
    scale = PHONE_WIDTH / image.width
    assert drawn.fitted, "the words go through the bounded-text helper"
    for text, laid in drawn.fitted:
        assert not laid.cut, f"{code}: {text!r} was cut to {laid.lines}"
        assert laid.size * scale >= MIN_TEXT_AT_PHONE, (
            f"{code}: {text!r} is {laid.size} px, {laid.size * scale:.1f} at 400"
        )
    smallest = min(size for _text, size in drawn.pasted)
    assert smallest * scale >= MIN_TEXT_AT_PHONE, [(text, size) for text, size in drawn.pasted if size == smallest]


@pytest.mark.parametrize("players", [1, 4, 10])
def test_the_final_picture_shows_every_players_total_and_breakdown(players: int, drawn: Drawn) -> None:
    view = GAME.view(finished(players), None)
    RENDERER.final(view, NAMES[:players])
    pasted = [text for text, _size in drawn.pasted]
    for seat, sheet in enumerate(view["sheets"]):
        score = sheet["score"]
        assert str(score["total"]) in pasted, f"seat {seat}'s total {score['total']} is not drawn"
        assert score["total"] == score["citizens"] + score["cathedrals"] + score["resources"]
    numbers = sorted(text for text in pasted if text.isdigit())
    expected = sorted(
        str(sheet["score"][key]) for sheet in view["sheets"] for key in ("citizens", "cathedrals", "resources", "total")
    )
    assert numbers == expected, "each player's breakdown and total, once each"
    heads = {text for text, _laid in drawn.fitted}
    assert {"citizens", "cathedrals", "resource pairs", "total"} <= heads
    for name in NAMES[: min(players, 4)]:
        assert name in pasted, f"{name} is not drawn"
