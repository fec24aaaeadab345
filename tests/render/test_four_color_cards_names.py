"""Four Color Cards draws every player's name whole, in every picture and language, at the largest table (4 seats):
long names and names in rare characters are wrapped onto more lines, never cut with an ellipsis, and a seat's tags
give way to its name."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PIL import Image

from bot.i18n import LANGUAGES, picture_words
from games.four_color_cards import GAME
from games.four_color_cards.state import CLAIM, DISCARD, State
from render.four_color_cards import RENDERER, seats
from render.four_color_cards.text import Fitted
from render.words import Words
from tests.render.drawn import drawn_text, four_color_cards_fits

LONG = ["Françoise-Marguerite", "Александра Константиновна", "陳昱堃", "Zoë Łukasiewicz"]
RARE = ["王鈺婷", "김민준", "喆喆", "Дмитрий"]
CODES = ["en", *LANGUAGES]


def _walk(seed: int, wanted: Callable[[State], bool]) -> State:
    """The first state of a random 4-seat game (claims taken often, so melds pile up) that is ``wanted``."""
    rng = random.Random(seed)
    state = GAME.new(4, {}, seed)
    while not wanted(state):
        assert GAME.result(state) is None, f"game {seed} ended first"
        seat = rng.choice(sorted(GAME.awaiting(state)))
        moves = GAME.legal_moves(state, seat)
        claims = [m for m in moves if m != "pass" and not m.startswith("discard")]
        state, _ = GAME.apply(state, seat, rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(moves))
    return state


def _claimant(state: State) -> int | None:
    if state.phase != CLAIM:
        return None
    return next((s for s in range(4) if any(c["hand_cards"] for c in GAME.view(state, s)["claims"])), None)


def _states() -> dict[str, State]:
    return {
        "table": _walk(3, lambda s: s.phase == DISCARD and sum(len(m) for m in s.melds) >= 5),
        "window": _walk(5, lambda s: _claimant(s) is not None and sum(len(m) for m in s.melds) >= 3),
        "round": _walk(0, lambda s: bool(s.last_round and s.last_round["reached"] and s.last_round["bonus"])),
        "over": _walk(4, lambda s: s.phase == "over"),
    }


STATES = _states()
PICTURES: dict[str, Callable[[list[str], Words | None], Image.Image]] = {
    "table": lambda names, say: RENDERER.public(GAME.view(STATES["table"], None), names, say),
    "claim window": lambda names, say: RENDERER.public(GAME.view(STATES["window"], None), names, say),
    "round summary": lambda names, say: RENDERER.public(GAME.view(STATES["round"], None), names, say),
    "game over": lambda names, say: RENDERER.public(GAME.view(STATES["over"], None), names, say),
    "final": lambda names, say: RENDERER.final(GAME.view(STATES["over"], None), names, say),
    "hand": lambda names, say: RENDERER.private(GAME.view(STATES["table"], STATES["table"].turn), names, say),
    "claims": lambda names, say: RENDERER.private(GAME.view(STATES["window"], _claimant(STATES["window"])), names, say),
}


def _say(code: str) -> Words | None:
    return None if code == "en" else picture_words("four_color_cards", code)


@pytest.mark.parametrize("names", [LONG, RARE], ids=["long", "rare"])
@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("picture", list(PICTURES))
def test_every_name_is_drawn_whole(picture: str, code: str, names: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    fitted: list[Fitted] = four_color_cards_fits(monkeypatch)
    with drawn_text(monkeypatch) as drawn:
        PICTURES[picture](names, _say(code))
    assert not [f.text for f in fitted if f.words_cut or f.width > f.room], (picture, code)
    assert not [text for text in drawn if "…" in text], (picture, code)
    # A name may be wrapped (its words on two lines), never shortened: its letters are drawn in order.
    written = "".join(drawn).replace(" ", "")
    shown = [name for name in names if name.replace(" ", "") in written]
    if picture in ("table", "claim window", "game over", "final"):  # every seat is named on these
        assert shown == names, (picture, code, shown)
    else:
        assert shown, (picture, code)


def test_tags_give_way_to_the_name() -> None:
    """A name as wide as a panel's first line allows keeps its line; the seat's tag moves under it, whole."""
    view = GAME.view(STATES["window"], None)
    prompt = view["prompt"]
    tagged = next(s for s in range(4) if s == prompt.get("from") or s in prompt.get("eligible_by_position", []))
    say = picture_words("four_color_cards", "ru")
    names = list(RARE)
    short = seats.top_line(view, names, tagged, say)
    assert not short.tags_below and short.tags
    names[tagged] = "Александра Константиновна Ивановна"
    long = seats.top_line(view, names, tagged, say)
    assert long.tags_below and [t.text for t in long.tags] == [t.text for t in short.tags]
    assert "".join(line.text for line in long.name).replace(" ", "") == names[tagged].replace(" ", "")
    assert seats.seat_panel_height(view, names, tagged, say) > seats.seat_panel_height(view, RARE, tagged, say)
