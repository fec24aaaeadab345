"""Copenhagen's pictures say what a player must read: the row points beside a coat-of-arms tab leave its emblem
visible, a previewed build stands out on the facade for every tile colour (also for colour-blind eyes) and says what
it costs after discounts and what it scores, the header offers only the abilities the player can still use, and a
final board says when the tie-break decided the game.

Colour distance: CIE76 ΔE (Euclidean distance in CIELAB, D65 white) between sRGB colours, after simulating
deuteranopia and protanopia with the Machado, Oliveira and Fernandes (2009) matrices at severity 1.0, applied in
linear RGB. ΔE 2 is a just-noticeable difference; we ask for at least 40 (clearly different at a glance).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from games.copenhagen import GAME, CopenhagenState
from games.copenhagen import state as s
from render.copenhagen import CopenhagenRenderer
from render.copenhagen import facade as fc
from render.copenhagen import style as st
from render.copenhagen.board import after_take_options, build_facts, status_text
from tests.games.copenhagen.helpers import RAINBOW, board, play, position
from tests.render.colour_vision import delta_e

RENDERER = CopenhagenRenderer()
SAY = RENDERER.english()
NAMES = ["Alice", "Bob", "Chloé", "Dan"]
COLOURS = ["red", "yellow", "green", "blue", "purple"]
MIN_DELTA_E = 40.0

VISIONS = ["normal", "deutan", "protan"]


def recorded(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the renderer fits into a box from now on (the words test checks they fit)."""
    texts: list[str] = []
    original = st.bounded

    def bounded(text: str, size: int, room: int, bold: bool = False, **kwargs: Any) -> st.Fitted:
        texts.append(text)
        return original(text, size, room, bold, **kwargs)

    monkeypatch.setattr(st, "bounded", bounded)
    return texts


# The "+N" row badge and the coat-of-arms tab.

ROWS_FULL = board(".....", ".....", ".....", "RRRRR", "YYYyY", "BBBbB", "GGGGG", "PPPPp", "RrRRR")


@pytest.mark.parametrize("cell", [36, 41, 46, 56, 64])  # the layouts use 41 to 56
@pytest.mark.parametrize("text", ["+1", "+2"])
def test_a_row_badge_on_a_coat_of_arms_row_leaves_the_emblem_visible(cell: int, text: str) -> None:
    geo = fc.Geometry(fc.Board(), cell)
    for y in geo.board.coat_rows:
        tab, shield, badge = fc.row_badge_boxes(geo, y, text, fc.badge_size(cell), True)
        assert tab is not None and shield is not None
        apart = shield[3] <= badge[1] or badge[3] <= shield[1] or shield[2] <= badge[0] or badge[2] <= shield[0]
        assert apart, (cell, y, shield, badge)
        for inside in (shield, badge):  # both within the tab, at most a pixel over its rounded edge
            assert tab[0] - 1 <= inside[0] and inside[2] <= tab[2] + 1 and tab[1] <= inside[1] and inside[3] <= tab[3]


def _gold_in(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    region = image.crop(box).convert("RGB")
    return sum(1 for px in region.get_flattened_data() if delta_e(px, st.GOLD) < 12)


@pytest.mark.parametrize("cell", [41, 56])
def test_the_drawn_emblem_survives_a_completed_coat_row(cell: int) -> None:
    """Pixels: the gold emblem is still drawn inside each coat-of-arms tab once its row scores, and the badge is
    drawn beside it (before, the badge covered the emblem's middle)."""
    geo = fc.Geometry(fc.Board(), cell)
    seat = GAME.view(position(facades={0: ROWS_FULL}), None)["seats"][0]
    assert [seat["rows"][y] for y in (1, 3, 5)] == [1, 1, 2]
    image = Image.new("RGB", (geo.width, geo.height), st.PANEL)
    fc.draw_facade(image, (0, 0), geo, seat)
    empty = Image.new("RGB", (geo.width, geo.height), st.PANEL)
    fc.draw_facade(empty, (0, 0), geo, {"facade": seat["facade"], "rows": [0] * 9})
    for y in (1, 3, 5):
        tab, shield, badge = fc.row_badge_boxes(geo, y, f"+{seat['rows'][y]}", fc.badge_size(cell), True)
        assert tab is not None and shield is not None
        assert (
            _gold_in(image, shield)
            >= 0.5
            * _gold_in(empty, fc.shield_box(geo, y))
            * ((shield[2] - shield[0]) / (fc.shield_box(geo, y)[2] - fc.shield_box(geo, y)[0])) ** 2
        )
        good = sum(1 for px in image.crop(badge).get_flattened_data() if px == st.GOOD)
        assert good >= 0.3 * (badge[2] - badge[0]) * (badge[3] - badge[1])
        assert _gold_in(image, badge) == 0  # no emblem under the badge


# The build preview.


def _pending(colour: str) -> dict[str, Any]:
    """A size-4 straight-ish tile of ``colour`` as the engine records it, on the ground floor from b1."""
    state = position(facades={0: board("P....")}, hands={0: {colour: 5}})
    move = next(m for m in GAME.legal_moves(state, 0) if m.startswith(f"build {colour}4 ") and m.endswith(" c1"))
    view = GAME.preview(state, 0, move)
    assert view is not None
    pending: dict[str, Any] = view["turn_info"]["pending_build"]
    return pending


def _edge_pixels(image: Image.Image, geo: fc.Geometry, cells: set[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """The pixels on the outer edge of ``cells``, one pixel inside and one outside each boundary line."""
    s = geo.cell
    out: list[tuple[int, int, int]] = []
    for x, y in cells:
        left, top = geo.origin(x, y)
        for k in range(3, s - 3):
            if (x - 1, y) not in cells:
                out += [image.getpixel((left, top + k)), image.getpixel((left - 1, top + k))]
            if (x + 1, y) not in cells:
                out += [image.getpixel((left + s - 1, top + k)), image.getpixel((left + s, top + k))]
            if (x, y + 1) not in cells:
                out += [image.getpixel((left + k, top)), image.getpixel((left + k, top - 1))]
            if (x, y - 1) not in cells:
                out += [image.getpixel((left + k, top + s - 1)), image.getpixel((left + k, top + s))]
    return [tuple(px[:3]) for px in out]  # type: ignore[misc]


def _main_colour(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, int, int]:
    colours = image.crop(box).convert("RGB").getcolors(1 << 16) or []
    return max(colours)[1]


@pytest.mark.parametrize("colour", COLOURS)
@pytest.mark.parametrize("cell", [41, 46, 56])
def test_the_preview_outline_stands_out_from_the_tile_and_the_wall_in_every_vision(colour: str, cell: int) -> None:
    geo = fc.Geometry(fc.Board(), cell)
    pending = _pending(colour)
    seat = GAME.view(position(facades={0: board("P....")}), 0)["seats"][0]
    image = Image.new("RGB", (geo.width, geo.height), st.PANEL)
    fc.draw_facade(image, (0, 0), geo, seat, pending=pending)
    cells = {(x, y) for x, y in pending["cells"]}
    edge = _edge_pixels(image, geo, cells)
    # The edge is the outline's two inks all along (not dashes with the pale tile showing between them).
    inks = (fc.PREVIEW_DARK, fc.PREVIEW_LIGHT)
    assert sum(px in inks for px in edge) >= 0.95 * len(edge), colour
    assert fc.PREVIEW_DARK in edge and fc.PREVIEW_LIGHT in edge
    x, y = pending["bricks"][0]  # the brick cell is mostly the tile's own (faded) colour
    left, top = geo.origin(x, y)
    tile = _main_colour(image, (left + 6, top + 6, left + cell - 6, top + cell - 6))
    for vision in VISIONS:
        for background in (tile, st.WALL, st.WALL_COAT_ROW):
            best = max(delta_e(ink, background, vision) for ink in inks)
            assert best >= MIN_DELTA_E, (colour, vision, background, best)
        # The previewed cells themselves stand out from the empty wall.
        assert delta_e(tile, st.WALL, vision) >= 15, (colour, vision)


def _build_position(**abilities: bool) -> CopenhagenState:
    owned = {"any_cards": True, **abilities}
    return position(facades={0: board("YYY..")}, hands={0: {"purple": 3, "red": 2}}, abilities={0: owned})


@pytest.mark.parametrize(
    ("abilities", "cost", "notes"),
    [
        ({}, 2, []),
        ({"construction_discount": True}, 1, ["−1: Construction discount"]),
        ({"construction_discount": True, "change_of_colors": True}, 1, ["−1: Construction discount"]),
    ],
)
def test_the_private_preview_says_what_the_build_costs_and_scores(
    abilities: dict[str, bool], cost: int, notes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    state = _build_position(**abilities)
    view = GAME.preview(state, 0, "build purple2 r0 d1")
    assert view is not None
    texts = recorded(monkeypatch)
    RENDERER.private(view, NAMES[:2])
    assert SAY("build.cost", count=cost) in texts
    for note in notes:
        assert note in texts
    assert "−1: next to a tile of its colour" not in texts
    assert SAY("build.scores", count=1, score=1, goal=12) in texts  # the ground row is complete, with one brick
    # The cost and the ways to pay agree with the engine's payment step.
    facts = build_facts(view, view["seats"][0], view["turn_info"]["pending_build"])
    assert facts is not None and facts.cost == cost and facts.gained == 1
    paying = play(state, "build purple2 r0 d1")
    if paying.phase == s.PAY:
        pays = [move for move in GAME.legal_moves(paying, 0) if move.startswith("pay ")]
        assert len(pays) >= len(facts.payments)
        assert any(p.cards.get("red") for p in facts.payments) == bool(abilities.get("change_of_colors"))
    else:
        assert paying.hands[0]["purple"] == 3 - cost


def test_a_build_next_to_its_colour_names_that_discount() -> None:
    state = position(facades={0: board("PP...")}, hands={0: {"purple": 3}})
    view = GAME.preview(state, 0, "build purple2 r0 c1")
    assert view is not None
    facts = build_facts(view, view["seats"][0], view["turn_info"]["pending_build"])
    assert facts is not None and facts.adjacent and facts.cost == 1
    image = RENDERER.private(view, NAMES[:2])
    assert image.height > RENDERER.private(GAME.view(state, 0), NAMES[:2]).height  # the build box is added


# The header after taking cards.


def _after_take(**abilities: bool) -> CopenhagenState:
    state = position(harbour=list(RAINBOW), abilities={0: dict(abilities)})
    state = play(state, "take 1", "take 2")
    assert state.phase == s.AFTER_TAKE
    return state


@pytest.mark.parametrize(
    ("abilities", "offered", "absent"),
    [
        ({"both_actions": True}, "Both actions or end the turn", "Additional card"),
        ({"additional_card": True}, "Additional card or end the turn", "Both actions"),
        ({"additional_card": True, "both_actions": True}, "Additional card, Both actions, or end the turn", ""),
        ({"additional_card": False, "both_actions": True}, "Both actions or end the turn", "Additional card"),
    ],
)
def test_the_header_after_taking_cards_offers_only_active_abilities(
    abilities: dict[str, bool], offered: str, absent: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = _after_take(**abilities)
    view = GAME.view(state, None)
    seat, text = status_text(view, NAMES[:2], SAY)
    assert seat == 0 and text == offered
    if absent:
        assert absent not in text
    texts = recorded(monkeypatch)
    RENDERER.public(view, NAMES[:2])
    # The title bar says it whole, on one line or broken in two.
    assert SAY("to_play", action=offered) in " ".join(texts)
    if absent:
        assert not any(absent in text for text in texts)
    texts.clear()
    RENDERER.private(GAME.view(state, 0), NAMES[:2])
    header = [text for text in texts if text.startswith("Your turn:") or text.endswith("end the turn")]
    assert header and all(absent not in text for text in header if absent)


def test_an_ability_used_this_turn_is_no_longer_offered() -> None:
    state = _after_take(additional_card=True, both_actions=True)
    view = GAME.view(state, None)
    view["turn_info"]["additional_card_taken"] = True
    assert after_take_options(view, 0) == ["both_actions"]


# The tie-break on the final board.


def _ended_on_end_card(facades: dict[int, str]) -> dict[str, Any]:
    state = position(len(facades), facades=facades)
    state.phase = s.OVER
    state.end_reason = "end_card"
    return GAME.view(state, None)


TWO_POINTS = board("RRRRR")  # the ground row, all windows: 2 points
TWO_POINTS_MORE_BUILT = board("Y....", "RRRRR")  # as many points, one empty cell fewer


def _title_texts(view: dict[str, Any], monkeypatch: pytest.MonkeyPatch, players: int = 2) -> list[str]:
    texts = recorded(monkeypatch)
    RENDERER.public(view, NAMES[:players])
    RENDERER.private(view | {"viewer": 0, "hand": None}, NAMES[:players])
    return texts


def test_the_final_board_names_the_tie_break_that_decided(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _ended_on_end_card({0: TWO_POINTS, 1: TWO_POINTS_MORE_BUILT})
    assert [seat["score"] for seat in view["seats"]] == [2, 2] and view["places"] == [2, 1]
    texts = _title_texts(view, monkeypatch)
    assert texts.count(SAY("over.tie_break", count=2)) == 2  # public and private


def test_a_tie_the_tie_break_cannot_split_is_named_a_shared_win(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _ended_on_end_card({0: TWO_POINTS, 1: TWO_POINTS})
    assert view["places"] == [1, 1]
    texts = _title_texts(view, monkeypatch)
    assert texts.count(SAY("over.tie_shared", count=2)) == 2


@pytest.mark.parametrize(
    "change",
    [
        lambda v: v,  # no tie on points
        lambda v: v | {"end_reason": "points"},
    ],
)
def test_no_tie_break_line_without_a_tie_at_the_end_card(
    change: Callable[[dict[str, Any]], dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    view = change(_ended_on_end_card({0: TWO_POINTS, 1: board("RRRRR", "GGGGG")}))
    texts = _title_texts(view, monkeypatch)
    tie_words = [SAY(key, count=n) for key in ("over.tie_break", "over.tie_shared") for n in range(0, 40)]
    assert not set(texts) & set(tie_words)


def test_a_three_way_end_with_two_tied_below_the_winner_draws_no_tie_line(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _ended_on_end_card({0: board("RRRRR", "GGGGG"), 1: TWO_POINTS, 2: TWO_POINTS_MORE_BUILT})
    texts = _title_texts(view, monkeypatch, players=len(view["seats"]))
    assert not any(text.startswith("Tie on") for text in texts)
