"""Copenhagen's public board is drawn straight into a palette image on its palette, and it is the board players
saw before: pixel for pixel the same board drawn in RGB and mapped onto the palette by the encoder's colour
reduction (``render.common.palette_image``), with no tolerance at all, text edges included. The encoder then only
deflates it. A colour outside the palette is refused, never drawn with a wrong index nor added to the palette."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import Image, ImageChops

from games.copenhagen import GAME, CopenhagenState
from render import common
from render.copenhagen import CopenhagenRenderer
from render.copenhagen import style as st
from render.indexed import IndexedPalette
from render.words import Words
from tests.render import indexed_samples as samples
from tests.render.indexed_samples import LANGUAGES, NAME_SETS

RENDERER = CopenhagenRenderer()
PALETTE = CopenhagenRenderer.PALETTE


def words(code: str) -> Words | None:
    return samples.words(GAME.id, code)


def views(players: int, seed: int, count: int) -> list[dict[str, Any]]:
    """Public views of ``count`` states along a seeded random game: random ones, one with a build waiting for its
    payment (drawn as a dashed preview on the builder's facade), and the last one (the game over)."""
    rng, history = samples.played(GAME, players, seed)
    chosen = [GAME.view(past, None) for past in [*rng.sample(history[:-1], count - 2), history[-1]]]
    builder = next(past for past in rng.sample(history, len(history)) if _builds(past))
    move = rng.choice(_builds(builder))
    preview = GAME.preview(builder, builder.current, move)
    assert preview is not None
    paying = GAME.view(builder, None)
    paying["decision"] = "payment"
    paying["turn_info"]["pending_build"] = preview["turn_info"]["pending_build"]
    return [*chosen[:-1], paying, chosen[-1]]


def _builds(state: CopenhagenState) -> list[str]:
    if not GAME.awaiting(state):
        return []
    return [move for move in GAME.legal_moves(state, state.current) if move.startswith("build ")]


def mapped_the_old_way(view: Any, names: list[str], say: Words | None) -> Image.Image:
    """The board drawn in RGB and mapped onto the palette pixel by pixel, as every board was before."""
    drawn = RENDERER.full_colour(view, names, say)
    assert drawn.mode == "RGB"
    return common.palette_image(drawn, PALETTE)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board_drawn_into_the_palette_is_the_board_mapped_onto_it(players: int) -> None:
    boards = 0
    for seed in range(3):
        names = NAME_SETS[seed][:players]
        for k, view in enumerate(views(players, 500 + 10 * players + seed, 8)):
            say = words(LANGUAGES[(seed + k) % len(LANGUAGES)])
            board = RENDERER.public(view, names, say)
            old = mapped_the_old_way(view, names, say)
            assert board.mode == "P" and board.size == old.size
            assert board.getpalette("RGB") == old.getpalette("RGB")
            moved = ImageChops.difference(board.convert("RGB"), old.convert("RGB")).getbbox()
            assert board.tobytes() == old.tobytes(), f"{players} players, seed {seed}, board {k}: differs in {moved}"
            boards += 1
    assert boards == 24


def test_the_boards_cover_the_moments_that_draw_the_most() -> None:
    # The comparison above is only as good as what its boards show: the turn ring, a build waiting for payment
    # (the dashed preview), the game-over crown, a scored row and the highlighted last tile.
    seen: set[str] = set()
    for players in (2, 3, 4):
        for seed in range(3):
            for view in views(players, 500 + 10 * players + seed, 8):
                seen |= {"over"} if view["over"] else {"turn"}
                if (view.get("turn_info") or {}).get("pending_build"):
                    seen.add("pending")
                if view.get("last_tile"):
                    seen.add("last tile")
                if any(any(seat["rows"]) for seat in view["seats"]):
                    seen.add("row points")
    assert seen == {"over", "turn", "pending", "last tile", "row points"}


def test_a_board_on_its_palette_is_only_deflated() -> None:
    board = RENDERER.public(views(4, 77, 2)[0], NAME_SETS[0])
    samples.assert_only_deflated(board, PALETTE)


def test_a_palette_image_on_another_palette_is_mapped_as_an_rgb_picture_is() -> None:
    other = Image.new("P", (4, 4), 0)
    other.putpalette(bytes(st.TITLE_BAR))
    mapped = common.palette_image(other, PALETTE)
    assert mapped.convert("RGB").getpixel((0, 0)) == st.TITLE_BAR


def test_a_colour_outside_the_palette_is_refused_and_never_added() -> None:
    inks = IndexedPalette(PALETTE)
    image = inks.new((20, 10), st.PANEL)
    pen = inks.pen(image)
    pen.rectangle((0, 0, 9, 9), fill=st.INK)
    assert image.convert("RGB").getpixel((5, 5)) == st.INK
    outside = (1, 2, 3)
    assert outside not in PALETTE
    with pytest.raises(ValueError, match="not in the palette"):
        pen.rectangle((10, 0, 19, 9), fill=outside)
    with pytest.raises(ValueError, match="not in the palette"):
        pen.line((0, 0, 19, 9), fill=(*st.INK, 255))
    assert image.getpalette("RGB") == list(bytes(channel for rgb in PALETTE for channel in rgb))
    assert image.convert("RGB").getpixel((15, 5)) == st.PANEL


def test_a_piece_with_a_partly_clear_edge_is_not_pasted_through_it() -> None:
    # On a palette image, pasting through a soft alpha would blend indices, not colours.
    inks = IndexedPalette(PALETTE)
    image = inks.new((8, 8), st.PANEL)
    piece = Image.new("RGBA", (4, 4), (*st.INK, 128))
    with pytest.raises(ValueError, match="fully opaque or fully clear"):
        inks.paste(image, piece, (2, 2), masked=True)
    crisp = Image.new("RGBA", (4, 4), (0, 0, 0, 0))
    crisp.putpixel((1, 1), (*st.GOOD, 255))
    inks.paste(image, crisp, (2, 2), masked=True)
    shown = image.convert("RGB")
    assert shown.getpixel((3, 3)) == st.GOOD and shown.getpixel((2, 2)) == st.PANEL
