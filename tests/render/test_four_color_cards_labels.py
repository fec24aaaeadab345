"""A meld's label ("pong +1", "對子 +0") and a claim's name ("Pong 碰") read on a phone: 11 px or more once the
picture is shown 400 px wide, in every language, on the table, the round summary and a hand with its claims."""

from __future__ import annotations

import pytest

from bot.i18n import LANGUAGES, picture_words
from games.four_color_cards import GAME
from render.four_color_cards import RENDERER, claims, melds
from render.four_color_cards.claims import claim_label
from render.four_color_cards.melds import meld_name
from tests.render.drawn import four_color_cards_fits
from tests.render.test_four_color_cards_names import RARE, STATES, _claimant

PHONE_W = 400
MIN_PHONE_PX = 11.0


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_meld_labels_read_at_phone_width(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    say = RENDERER.english() if code == "en" else picture_words("four_color_cards", code)
    fitted = four_color_cards_fits(monkeypatch)
    for state in (STATES["table"], STATES["round"]):
        view = GAME.view(state, None)
        image = RENDERER.public(view, RARE, say)
        last = view.get("last_round") or {}
        melds = [m for seat in view["seats"] for m in seat.get("melds", [])]
        melds += [*last.get("table_melds", []), *last.get("hand_melds", [])]
        labels = {
            say("meld", meld=meld_name(m["kind"], say, m.get("table_value") is False), points=m["points"])
            for m in melds
            if len(m["cards"]) > 1
        }
        assert labels
        drawn = [f for f in fitted if f.text in labels]
        assert {f.text for f in drawn} == labels
        assert min(f.size for f in drawn) * PHONE_W / image.width >= MIN_PHONE_PX, (
            code,
            min(drawn, key=lambda f: f.size),
        )
        fitted.clear()


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_claim_names_read_at_phone_width(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    say = RENDERER.english() if code == "en" else picture_words("four_color_cards", code)
    seat = _claimant(STATES["window"])
    view = GAME.view(STATES["window"], seat)
    sizes: list[tuple[str, int]] = []
    original = claims.draw_text

    def recording(canvas, xy, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        sizes.append((text, size))
        return original(canvas, xy, text, size, *args, **kwargs)

    monkeypatch.setattr(claims, "draw_text", recording)
    image = RENDERER.private(view, RARE, say)
    names = {claim_label(c["move"], say) for c in view["claims"] if c["move"] != "pass"}
    drawn = [(text, size) for text, size in sizes if text in names]
    assert {text for text, _size in drawn} == names
    assert min(size for _text, size in drawn) * PHONE_W / image.width >= MIN_PHONE_PX, (code, drawn)


MELD_CARDS = {"command": 3, "field": 3, "soldiers3": 3, "soldiers4": 4, "pair": 2, "triple": 3, "quad": 4}


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_two_melds_side_by_side_keep_their_labels_apart(code: str) -> None:
    # Two command groups in a row in French once read "commandement +2commandement +2": a label wider than its
    # cards may reach only a pixel into each gap, so two such labels keep most of a gap between them.
    say = RENDERER.english() if code == "en" else picture_words("four_color_cards", code)
    for kind, cards in MELD_CARDS.items():
        for size in ("meld", "mini"):
            label = melds.meld_label(kind, 2, cards, size, say)
            reach = max(0, label.width - melds.slot_width(cards, label, size))  # past its slot, both sides
            assert melds.MELD_GAP - reach >= 8, (code, kind, size, label.text)
