"""Every colour pair that carries meaning on the three games' pictures reads at WCAG AA contrast, for normal eyes and
under deuteranopia, protanopia and tritanopia simulations (``tests/support/contrast.py``).

The pairs are read from each game's style (``render/<game>/style.py``: the colours its pictures are drawn in; the
``palette.py`` beside it only lists them for the PNG encoder): a text colour on each surface it is drawn on, a card's
ink on its face, a marker on what lies around it. Text and glyphs need 4.5:1. 3:1 (WCAG's floor for large text and
for graphics that carry meaning) is asked only of pairs marked ``LARGE`` or ``GRAPHIC`` below, each with its reason.

Left out, on purpose: seat dots (a seat is named beside its dot, the dot only repeats it); card backs, the felt's and
the parchment's own shades, panel edges and grid lines (decoration: they carry no meaning of their own); a Four
Color Cards card dimmed in its owner's hand (WCAG exempts an inactive control, and dimming it is how the picture
says it cannot be played); Copenhagen's ``FAINT`` ability chips and counts at zero (inactive: an ability not yet
earned, a colour with no card, drawn faint to say so); Troyes Dice's coloured edges (a die's or a cell's rim repeats
its fill).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from render.common import Palette
from render.copenhagen import style as cph
from render.four_color_cards import style as fcc
from render.troyes_dice import style as tds
from tests.render.colour_vision import RGB, VISIONS
from tests.support.contrast import AA_LARGE, AA_TEXT, contrast_ratio, lowest_contrast, seen_contrast


@dataclass(frozen=True)
class Pair:
    what: str
    ink: RGB
    ground: RGB
    least: float = AA_TEXT


def _four_color_cards() -> list[Pair]:
    pairs: list[Pair] = []
    # Text on the felt, its panels and the lit panel of the seat to discard: names, whose turn, chips (gold when
    # ahead, pink when in debt), counts, meld labels, status lines.
    for ground_name, ground in {
        "felt": fcc.FELT,
        "dark felt": fcc.FELT_DARK,
        "panel": fcc.PANEL,
        "lit panel": fcc.PANEL_LIT,
    }.items():
        for ink_name, ink in {"cream": fcc.CREAM, "soft": fcc.SOFT, "gold": fcc.GOLD, "debt": fcc.DEBT}.items():
            pairs.append(Pair(f"four_color_cards {ink_name} text on the {ground_name}", ink, ground))
    # A seat's tags: dark text on gold and soft pills, cream on a lit pill.
    pairs += [
        Pair("four_color_cards tag on a gold pill", fcc.FELT_DARK, fcc.GOLD),
        Pair("four_color_cards tag on a soft pill", fcc.FELT_DARK, fcc.SOFT),
        Pair("four_color_cards tag on a lit pill", fcc.CREAM, fcc.PANEL_LIT),
    ]
    # A card's rank character and colour shape in its ink on its face (the hand's colour badges too).
    for code, colour in fcc.CARD_COLOURS.items():
        pairs.append(Pair(f"four_color_cards {code} card ink on its face", colour.ink, colour.face))
    # GRAPHIC: the gold ring round the card in play and a claimable card, and the gold bar of the seat to discard,
    # mark which card and which seat; each is 2-3 px wide and named in words too.
    for ground_name, ground in {"felt": fcc.FELT, "dark felt": fcc.FELT_DARK, "lit panel": fcc.PANEL_LIT}.items():
        pairs.append(Pair(f"four_color_cards gold marker on the {ground_name}", fcc.GOLD, ground, AA_LARGE))
    return pairs


def _copenhagen() -> list[Pair]:
    pairs = [
        Pair("copenhagen title on the title bar", cph.TITLE_INK, cph.TITLE_BAR),
        Pair("copenhagen turn line on the title bar", cph.TITLE_MUTED, cph.TITLE_BAR),
        Pair("copenhagen your turn on the title bar", cph.HIGHLIGHT, cph.TITLE_BAR),
        Pair("copenhagen the End card's word", cph.TITLE_INK, cph.END_CARD),
    ]
    for ground_name, ground in {"panel": cph.PANEL, "background": cph.BACKGROUND, "wall": cph.WALL}.items():
        for ink_name, ink in {"ink": cph.INK, "muted": cph.MUTED, "good": cph.GOOD, "bad": cph.BAD}.items():
            pairs.append(Pair(f"copenhagen {ink_name} text on the {ground_name}", ink, ground))
    # A player's name on their seat's colour (Copenhagen seats at most 4).
    for seat, colour in enumerate(Palette.seats[:4]):
        pairs.append(Pair(f"copenhagen name on seat {seat + 1}'s pill", cph.ink_on(colour), colour))
    for name, fill in {"gold": cph.GOLD, "highlight": cph.HIGHLIGHT, "good": cph.GOOD}.items():
        pairs.append(Pair(f"copenhagen text on a {name} badge", cph.ink_on(fill), fill))
    # GRAPHIC: a brick's shape mark, the colour's cue that needs no hue (WCAG 1.4.11 asks 3:1 of such a graphic).
    for name in cph.TILE_COLOURS:
        pairs.append(
            Pair(f"copenhagen shape mark on a {name} brick", cph.mark_ink(name), cph.tile_colour(name), AA_LARGE)
        )
    return pairs


def _troyes_dice() -> list[Pair]:
    pairs = [
        Pair("troyes_dice title on the title bar", tds.TITLE_INK, tds.TITLE_BAR),
        Pair("troyes_dice muted title on the title bar", tds.TITLE_MUTED, tds.TITLE_BAR),
    ]
    inks = {"ink": tds.INK, "muted": tds.MUTED, "good": tds.GOOD, "bad": tds.BAD, "waiting": tds.WAITING}
    for ground_name, ground in {"panel": tds.PANEL, "background": tds.BACKGROUND, "stripe": tds.STRIPE}.items():
        for ink_name, ink in inks.items():
            pairs.append(Pair(f"troyes_dice {ink_name} text on the {ground_name}", ink, ground))
    # A die's pips and number, a badge's letter, on the die's colour; labels on the pale tints of the sheet's cells.
    for name in tds.COLOUR:
        pairs.append(Pair(f"troyes_dice letter and pips on a {name} die", tds.ON[name], tds.COLOUR[name]))
    for name in ("red", "yellow", "white"):  # the black tint is an inactive plaza: no text is drawn on it
        pairs.append(Pair(f"troyes_dice muted text on a {name} tint", tds.MUTED, tds.TINT[name]))
    # A row's status pill: its place (gold, silver, bronze, then muted) or "chosen", in the ink chosen for its fill.
    for name, fill in {"gold": tds.GOLD, "silver": tds.SILVER, "bronze": tds.BRONZE, "muted": tds.MUTED}.items():
        pairs.append(Pair(f"troyes_dice place on a {name} pill", tds.ink_on(fill), fill))
    pairs.append(Pair("troyes_dice status on a good pill", tds.ink_on(tds.GOOD), tds.GOOD))
    return pairs


PAIRS = {pair.what: pair for pair in [*_four_color_cards(), *_copenhagen(), *_troyes_dice()]}


def test_the_maths_gives_wcags_own_figures() -> None:
    """Black on white is 21:1; #777 on white, WCAG's example of a grey just too light for body text, is 4.48:1."""
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio((255, 255, 255), (119, 119, 119)) == contrast_ratio((119, 119, 119), (255, 255, 255))
    # A red and a green of one luminance differ for normal eyes only in hue: their ratio is about 1.
    red, green = (230, 0, 0), (0, 142, 0)
    assert contrast_ratio(red, green) < 1.2
    # Protanopes see red darker: red on black loses contrast.
    assert seen_contrast((255, 0, 0), (0, 0, 0), "protan") < contrast_ratio((255, 0, 0), (0, 0, 0)) - 1


def test_the_test_fails_a_pair_that_washed_out() -> None:
    """Four Color Cards' red ink on its face before this test (255, 66, 116 on 253, 231, 226) read 2.8:1."""
    ratio, _vision = lowest_contrast((255, 66, 116), (253, 231, 226))
    assert ratio < AA_TEXT


def _seen(pair: Pair) -> dict[str, float]:
    return {vision: round(seen_contrast(pair.ink, pair.ground, vision), 2) for vision in VISIONS}


@pytest.mark.parametrize("what", list(PAIRS))
def test_every_meaning_carrying_pair_reaches_aa_for_every_eye(what: str) -> None:
    pair = PAIRS[what]
    seen = _seen(pair)
    assert min(seen.values()) >= pair.least, (what, pair.ink, pair.ground, seen)
