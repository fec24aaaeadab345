"""Fonts shipped with the package, so pictures look the same on every machine without system fonts.

``NotoSansTC-Bold-subset.ttf`` and ``NotoSansTC-Regular-subset.ttf`` are subsets of Noto Sans TC (SIL Open Font
License 1.1, see ``NotoSansTC-OFL.txt``; copyright 2014-2021 Adobe, Reserved Font Name 'Source'), taken from the
variable font ``NotoSansTC[wght].ttf`` in the PyPI package ``justmytype-intl-cjk`` 0.1.0. They were instanced at
weight 700 and 400 and cut down with fontTools to the characters in ``SUPPORTED`` below, roughly::

    font = instancer.instantiateVariableFont(TTFont(src), {"wght": 700}, updateFontNames=True)
    subsetter = subset.Subsetter(options)  # layout features kern, liga, calt; all name ids; no hinting
    subsetter.populate(text=SUPPORTED)
    subsetter.subset(font)

To add a character, rerun that recipe with it added to ``HANZI`` or ``SYMBOLS`` (fontTools is only needed for that
step, never at run time).
"""

from __future__ import annotations

import io
from functools import lru_cache
from importlib import resources

from PIL import ImageFont

HANZI = "四色牌胡碰槓對吃將士象車馬包帥仕相俥傌炮兵卒紅黃綠白三流局公"
SYMBOLS = "·…×→←—–•−✓★▶"
# Printable ASCII, Latin-1 and Latin Extended-A (player names), the Chinese characters the games print, symbols.
SUPPORTED = frozenset("".join(chr(c) for c in [*range(0x20, 0x7F), *range(0xA0, 0x180)]) + HANZI + SYMBOLS)

BOLD = "NotoSansTC-Bold-subset.ttf"
REGULAR = "NotoSansTC-Regular-subset.ttf"


@lru_cache(maxsize=4)
def _data(filename: str) -> bytes:
    return resources.files(__package__).joinpath(filename).read_bytes()


@lru_cache(maxsize=64)
def noto_sans_tc(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Noto Sans TC at ``size`` pixels; the basic layout engine keeps output identical with or without raqm."""
    return ImageFont.truetype(io.BytesIO(_data(BOLD if bold else REGULAR)), size, layout_engine=ImageFont.Layout.BASIC)


def supports(text: str) -> bool:
    """Whether every character of ``text`` has a glyph in the shipped subsets."""
    return all(ch in SUPPORTED for ch in text)
