"""Fonts shipped with the package, so pictures look the same on every machine without system fonts.

One family, Noto Sans, draws every player's name (and any line that holds one) in the three games, falling back
character by character along a chain of three subsets:

1. ``NotoSans-{Regular,Bold}-subset.ttf``: Noto Sans (SIL Open Font License 1.1, see ``NotoSans-OFL.txt``;
   copyright 2022 The Noto Project Authors), from the variable font ``NotoSans[wdth,wght].ttf`` in the PyPI package
   ``fontpkg-noto-sans`` 2.15. It has printable ASCII, Latin-1, Latin Extended-A and B, combining diacritics, Greek,
   Cyrillic (U+0400-052F), Latin Extended Additional (Vietnamese), General Punctuation, currency and letterlike
   symbols: every Latin, Greek and Cyrillic name.
2. ``NotoSansTC-{Regular,Bold}-subset.ttf``: Noto Sans TC (OFL 1.1, see ``NotoSansTC-OFL.txt``; copyright 2014-2021
   Adobe, Reserved Font Name 'Source'), from ``NotoSansTC[wght].ttf`` in the PyPI package ``justmytype-intl-cjk``
   0.1.0, cut down to ``TC_SUBSET`` below: the Chinese characters Four Color Cards prints (card faces, labels) in
   their Taiwanese forms, and the symbols the renderers use.
3. ``NotoSansSC-{Regular,Bold}-subset.ttf``: Noto Sans SC (OFL 1.1, see ``NotoSansSC-OFL.txt``; copyright 2014-2021
   Adobe, Reserved Font Name 'Source'), from ``NotoSansSC[wght].ttf`` in the same package. It has CJK punctuation
   (U+3000-303F), hiragana and katakana (U+3040-30FF, U+31F0-31FF), fullwidth and halfwidth forms (U+FF00-FFEF), the
   Chinese characters of GB2312 levels 1 and 2 (6,763, simplified), of Big5 level 1 (5,401, traditional) and of
   JIS X 0208 level 1 (2,965 kanji), and ``HANZI`` and ``SYMBOLS``: about 9,700 characters.

Each was instanced at weight 400 (Regular) and 700 (Bold) and subset with fontTools (only needed for that step,
never at run time). The Noto Sans and Noto Sans SC files were made, roughly, with::

    options = subset.Options()
    options.layout_features = []  # Pillow draws with its basic layout: no GSUB/GPOS
    options.name_IDs = ["*"]; options.name_languages = ["*"]  # keep the copyright and licence records
    options.hinting = False; options.glyph_names = False; options.notdef_outline = True
    options.drop_tables += ["vhea", "vmtx", "BASE", "GDEF", "GSUB", "GPOS", "DSIG"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters)  # the ranges above; GB2312, Big5 and JIS decoded as below
    subsetter.subset(font)  # subset the variable font first: instancing 30,000 glyphs is slow
    font = instancer.instantiateVariableFont(font, {"wght": 700}, updateFontNames=True)  # and "wdth": 100
    del font["STAT"]

GB2312 level 1 and 2 are ``bytes([a, b]).decode("gb2312")`` for ``a`` in 0xB0-0xF7 (level 1 up to 0xD7) and ``b``
in 0xA1-0xFE; Big5 level 1 is ``decode("big5")`` for ``a`` in 0xA4-0xC6 and ``b`` in 0x40-0x7E, 0xA1-0xFE (up to
0xC67E); JIS X 0208 level 1 is ``decode("shift_jis")`` for ``a`` in 0x88-0x98, ``b`` in 0x40-0xFC (up to 0x9872).
The TC files keep their own older recipe (layout features kern, liga, calt; characters ``TC_SUBSET``). To add a
character, rerun the recipe with it added to ``HANZI`` or ``SYMBOLS``. Which characters a file covers is read from
its own ``cmap`` table when the picture needs it, so this docstring and the files cannot drift apart.

A character no subset has (an emoji, a script not shipped such as Hangul) is left out of the drawn text, never
drawn as a box: ``drawable`` says what is drawn.
"""

from __future__ import annotations

import io
import re
import struct
import unicodedata
from functools import lru_cache
from importlib import resources

from PIL import ImageFont

from render.common import Runs

HANZI = "四色牌胡碰槓對吃將士象車馬包帥仕相俥傌炮兵卒紅黃綠白三流局公"
SYMBOLS = "·…×→←—–•−✓★▶"
# What the TC subsets were cut to: printable ASCII, Latin-1, part of Latin Extended-A (the 30 letters Noto Sans TC
# has), the Chinese characters the games print, symbols.
TC_SUBSET = frozenset("".join(chr(c) for c in [*range(0x20, 0x7F), *range(0xA0, 0x180)]) + HANZI + SYMBOLS)

# The TC subsets alone, for Four Color Cards' card faces (the printed rank characters in their Taiwanese forms).
BOLD = "NotoSansTC-Bold-subset.ttf"
REGULAR = "NotoSansTC-Regular-subset.ttf"
# The fallback chains, first choice first: Latin, Greek and Cyrillic in Noto Sans, the games' own Chinese
# characters in their Taiwanese forms, every other Chinese or Japanese character in Noto Sans SC.
REGULAR_CHAIN = ("NotoSans-Regular-subset.ttf", REGULAR, "NotoSansSC-Regular-subset.ttf")
BOLD_CHAIN = ("NotoSans-Bold-subset.ttf", BOLD, "NotoSansSC-Bold-subset.ttf")
LICENCES = ("NotoSans-OFL.txt", "NotoSansTC-OFL.txt", "NotoSansSC-OFL.txt")


@lru_cache(maxsize=8)
def _data(filename: str) -> bytes:
    return resources.files(__package__).joinpath(filename).read_bytes()


@lru_cache(maxsize=256)
def _font(filename: str, size: int) -> ImageFont.FreeTypeFont:
    # The basic layout engine keeps output identical with or without raqm. Fonts read from one shared bytes object
    # (BytesIO hands the same object back), so a size costs a FreeType face, not another copy of the file.
    return ImageFont.truetype(io.BytesIO(_data(filename)), size, layout_engine=ImageFont.Layout.BASIC)


def noto_sans_tc(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Noto Sans TC at ``size`` pixels (card faces)."""
    return _font(BOLD if bold else REGULAR, size)


@lru_cache(maxsize=8)
def coverage(filename: str) -> frozenset[int]:
    """The code points a shipped font maps to a glyph, read from its ``cmap`` table (formats 4 and 12)."""
    data = _data(filename)
    (count,) = struct.unpack_from(">H", data, 4)
    tables = {data[12 + 16 * k : 16 + 16 * k]: struct.unpack_from(">I", data, 20 + 16 * k)[0] for k in range(count)}
    cmap = tables[b"cmap"]
    (subtables,) = struct.unpack_from(">H", data, cmap + 2)
    offsets: dict[tuple[int, int], int] = {}
    for k in range(subtables):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * k)
        offsets[platform, encoding] = cmap + offset
    for key in ((3, 10), (0, 4), (0, 6)):
        if key in offsets and struct.unpack_from(">H", data, offsets[key])[0] == 12:
            return _format_12(data, offsets[key])
    for key in ((3, 1), (0, 3), (0, 1), (0, 0)):
        if key in offsets and struct.unpack_from(">H", data, offsets[key])[0] == 4:
            return _format_4(data, offsets[key])
    raise ValueError(f"{filename}: no Unicode cmap of format 4 or 12")


def _format_12(data: bytes, at: int) -> frozenset[int]:
    (groups,) = struct.unpack_from(">I", data, at + 12)
    out: set[int] = set()
    for k in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * k)
        out.update(range(start + (glyph == 0), end + 1))  # glyph 0 is .notdef: no glyph
    return frozenset(out)


def _format_4(data: bytes, at: int) -> frozenset[int]:
    segments = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    range_at = at + 16 + 6 * segments
    range_offsets = struct.unpack_from(f">{segments}H", data, range_at)
    out: set[int] = set()
    for k in range(segments):
        codes = range(starts[k], min(ends[k], 0xFFFE) + 1)
        if range_offsets[k] == 0:  # glyph = code + delta: a whole range, less the one code that lands on 0
            out.update(code for code in codes if (code + deltas[k]) & 0xFFFF)
            continue
        glyphs = struct.unpack_from(f">{len(codes)}H", data, range_at + 2 * k + range_offsets[k])
        out.update(code for code, glyph in zip(codes, glyphs, strict=True) if glyph and (glyph + deltas[k]) & 0xFFFF)
    return frozenset(out)


@lru_cache(maxsize=16384)
def source(character: str, bold: bool = False) -> int | None:
    """The position in the chain of the first font with a glyph for ``character``, or None when none has one.

    Invisible format and control characters (zero-width joiners, direction marks, soft hyphens) count as having
    none: they are left out rather than drawn.
    """
    if unicodedata.category(character) in ("Cc", "Cf"):
        return None
    code = ord(character)
    for position, filename in enumerate(BOLD_CHAIN if bold else REGULAR_CHAIN):
        if code in coverage(filename):
            return position
    return None


@lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """``text`` as the shipped fonts draw it: composed (NFC), each character without a glyph replaced by its
    compatibility form when that has glyphs (𝐀 as A, ① as 1) or else left out (an emoji); when one was left out,
    the spaces it leaves are tidied (``"Zoë 🎲"`` is drawn as ``"Zoë"``).
    """
    if text.isascii() and text.isprintable():
        return text
    out: list[str] = []
    dropped = False
    for character in unicodedata.normalize("NFC", text):
        if source(character) is not None:
            out.append(character)
            continue
        compatible = unicodedata.normalize("NFKC", character)
        if compatible != character and all(source(c) is not None for c in compatible):
            out.append(compatible)
        else:
            dropped = True
    kept = "".join(out)
    return re.sub(" {2,}", " ", kept).strip() if dropped else kept


def _runs(text: str, size: int, bold: bool) -> Runs:
    chain = BOLD_CHAIN if bold else REGULAR_CHAIN
    line = _font(chain[0], size)
    if text.isascii() and text.isprintable():  # most names and labels: Noto Sans has all of printable ASCII
        return Runs(line, ((line, text),))
    # Consecutive characters from the same font make one run: fonts never change inside a word of one script.
    sources: list[tuple[int, str]] = []
    for character in drawable(text):
        position = source(character, bold)
        if position is None:
            continue
        if sources and sources[-1][0] == position:
            sources[-1] = (position, sources[-1][1] + character)
        else:
            sources.append((position, character))
    return Runs(line, tuple((_font(chain[position], size), run) for position, run in sources))


def regular_face(text: str, size: int) -> Runs:
    """The family at weight 400, character by character (a ``render.common.FontChooser``)."""
    return _runs(text, size, False)


def bold_face(text: str, size: int) -> Runs:
    """The family at weight 700, character by character (a ``render.common.FontChooser``)."""
    return _runs(text, size, True)
