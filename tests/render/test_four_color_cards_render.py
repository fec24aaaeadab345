"""Four Color Cards pictures: they render at every stage, stay small, hide hands, and print real characters."""

from __future__ import annotations

import io
import json
import random
from importlib import resources

import pytest
from PIL import Image, ImageDraw

from games.four_color_cards import GAME
from games.four_color_cards.cards import GLYPHS_GREEN_WHITE, GLYPHS_RED_YELLOW
from games.four_color_cards.state import CLAIM, DISCARD, State
from render.common import encode_png
from render.fonts import BOLD, REGULAR, noto_sans_tc
from render.four_color_cards import FourColorCardsRenderer

RENDERER = FourColorCardsRenderer()
NAMES = ["Alice", "Bob", "Chen Wei", "a-very-long-display-name-that-would-overflow-the-row"]
MAX_PNG = 200_000


def _states(players: int, seed: int, stops: tuple[int, ...]) -> list[State]:
    """Snapshots of a random game after the given numbers of moves (claims taken often, so melds pile up)."""
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    taken: list[State] = []
    for step in range(max(stops) + 1):
        if step in stops:
            taken.append(state)
        if GAME.result(state) is not None:
            break
        seat = rng.choice(sorted(GAME.awaiting(state)))
        moves = GAME.legal_moves(state, seat)
        claims = [m for m in moves if m != "pass" and not m.startswith("discard")]
        move = rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(moves)
        state, _ = GAME.apply(state, seat, move)
    taken.append(state)
    return taken


def _png_ok(image: Image.Image) -> bytes:
    data = encode_png(image)
    assert len(data) <= MAX_PNG
    decoded = Image.open(io.BytesIO(data))
    assert decoded.format == "PNG" and decoded.width >= 400
    return data


@pytest.mark.parametrize("players", [2, 3, 4])
def test_public_and_private_pictures_render_at_every_stage(players: int) -> None:
    names = NAMES[:players]
    for state in _states(players, seed=players * 7, stops=(0, 1, 20, 70, 160)):
        # Views travel through JSON (the store keeps them so): the renderer must take them as plain data.
        _png_ok(RENDERER.public(json.loads(json.dumps(GAME.view(state, None))), names))
        for seat in range(players):
            _png_ok(RENDERER.private(json.loads(json.dumps(GAME.view(state, seat))), names))


def test_a_whole_game_ends_with_a_picture_of_the_final_chips() -> None:
    state = _states(2, seed=3, stops=(100_000,))[-1]
    assert state.phase == "over"
    _png_ok(RENDERER.public(GAME.view(state, None), NAMES[:2]))
    _png_ok(RENDERER.private(GAME.view(state, 1), NAMES[:2]))


def _swap_hidden_cards(state: State) -> State:
    """A copy in which every hand trades cards with the stock: nothing a spectator may see changes."""
    data = GAME.to_json(state)
    stock = data["stock"]
    for hand in data["hands"]:
        count = min(len(hand), len(stock)) // 2
        hand[:count], stock[:count] = stock[:count], hand[:count]
        hand.sort()
    return GAME.from_json(data)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_public_picture_does_not_depend_on_hidden_hands(players: int) -> None:
    names = NAMES[:players]
    phases = set()
    for state in _states(players, seed=players * 13, stops=(0, 1, 2, 9, 30, 50)):
        if state.phase not in (CLAIM, DISCARD):
            continue
        phases.add(state.phase)
        other = _swap_hidden_cards(state)
        assert GAME.to_json(other)["hands"] != GAME.to_json(state)["hands"]
        one = encode_png(RENDERER.public(GAME.view(state, None), names))
        two = encode_png(RENDERER.public(GAME.view(other, None), names))
        assert one == two
        assert encode_png(RENDERER.private(GAME.view(state, 0), names)) != encode_png(
            RENDERER.private(GAME.view(other, 0), names)
        )
    assert phases == {CLAIM, DISCARD}


def test_claimable_cards_are_marked_in_the_private_picture() -> None:
    """A seat with a claim sees a different picture from the same hand with the claims taken away."""
    for state in _states(4, seed=5, stops=tuple(range(60))):
        if state.phase != CLAIM:
            continue
        for seat in range(4):
            view = GAME.view(state, seat)
            if any(c["hand_cards"] for c in view["claims"]):
                marked = RENDERER.private(view, NAMES)
                plain = RENDERER.private(dict(view, claims=[]), NAMES)
                assert (marked.size, marked.tobytes()) != (plain.size, plain.tobytes())
                return
    pytest.fail("no claim with hand cards in 60 moves")


def _ink(text: str, bold: bool) -> bytes:
    image = Image.new("L", (80, 80), 0)
    ImageDraw.Draw(image).text((40, 40), text, font=noto_sans_tc(48, bold), fill=255, anchor="mm")
    return image.tobytes()


@pytest.mark.parametrize("bold", [True, False])
def test_shipped_font_has_every_rank_character(bold: bool) -> None:
    font = noto_sans_tc(48, bold)
    notdef = _ink("\u4e00", bold)  # 一 is not in the subset, so it draws the .notdef box
    drawn = set()
    for character in (*GLYPHS_RED_YELLOW, *GLYPHS_GREEN_WHITE):
        mask = font.getmask(character)
        assert mask.size[0] > 0 and mask.size[1] > 0
        ink = _ink(character, bold)
        assert ink != notdef and any(ink), character
        drawn.add(ink)
    assert len(drawn) == 14  # fourteen different shapes


def test_font_and_its_licence_ship_inside_the_package() -> None:
    folder = resources.files("render.fonts")
    for name in (BOLD, REGULAR):
        assert folder.joinpath(name).read_bytes()[:4] == b"\x00\x01\x00\x00"  # a TrueType file
    assert "SIL Open Font License" in folder.joinpath("NotoSansTC-OFL.txt").read_text(encoding="utf-8")


def test_names_outside_the_shipped_font_and_missing_names_still_draw() -> None:
    """Names in any script (an emoji drawn as the replacement sign) and a short name list draw without crashing."""
    state = _states(3, seed=11, stops=(5,))[0]
    _png_ok(RENDERER.public(GAME.view(state, None), ["Дмитрий", "王小明", "Zoë 🎲"]))
    _png_ok(RENDERER.public(GAME.view(state, None), ["only one"]))
    _png_ok(RENDERER.private(GAME.view(state, 2), ["Дмитрий", "王小明"]))
