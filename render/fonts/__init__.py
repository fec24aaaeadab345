"""Fonts shipped with the package, so pictures look the same on every machine without system fonts.

One family, Noto Sans, draws every player's name (and any line that holds one) in the three games, falling back
character by character along a chain of subsets, each code point drawn from exactly one of them:

1. ``NotoSans-{Regular,Bold}-subset.ttf``: Noto Sans (SIL Open Font License 1.1, see ``NotoSans-OFL.txt``;
   copyright 2022 The Noto Project Authors), from the variable font ``NotoSans[wdth,wght].ttf`` in the PyPI package
   ``fontpkg-noto-sans`` 2.15: printable ASCII, Latin-1, Latin Extended-A and B, combining diacritics, Greek and
   Greek Extended, Cyrillic (U+0400-052F), Latin Extended Additional (Vietnamese), General Punctuation, currency and
   letterlike symbols, and U+FFFD, the sign drawn for a character no shipped font has.
2. ``NotoSansTC-{Regular,Bold}-subset.ttf``: Noto Sans TC (OFL 1.1, see ``NotoSansTC-OFL.txt``; copyright 2014-2021
   Adobe, Reserved Font Name 'Source'), from ``NotoSansTC[wght].ttf`` in the PyPI package ``justmytype-intl-cjk``
   0.1.0: every Chinese character of the Basic Multilingual Plane it has (Unified Ideographs, Extension A, the
   compatibility ideographs that NFC keeps) except the simplified forms (GB 2312's characters that Big5 lacks), in
   their Taiwanese design; bopomofo; and ``TC_SUBSET``, what Four Color Cards prints on its card faces.
3. ``NotoSansSC-{Regular,Bold}-subset.ttf``: Noto Sans SC (OFL 1.1, see ``NotoSansSC-OFL.txt``; same copyright),
   from ``NotoSansSC[wght].ttf`` in the same package: every other Chinese character of those blocks it has (the
   simplified forms in their mainland design), CJK punctuation (U+3000-303F), hiragana and katakana (U+3040-30FF,
   U+31F0-31FF), fullwidth forms (U+FF00-FF9F, U+FFE0-FFEF).
4. ``NotoSansKR-{Regular,Bold}-subset.ttf``: Noto Sans KR (OFL 1.1, see ``NotoSansKR-OFL.txt``; same copyright),
   from ``NotoSansKR[wght].ttf`` in the same package: the 11,172 Hangul syllables, Hangul jamo, compatibility,
   extended and halfwidth jamo.
5. ``Unifont-subset.otf``: GNU Unifont 15.0.01 (OFL 1.1, see ``Unifont-OFL.txt``), from ``unifont.otf`` in the
   Debian package ``fonts-unifont``: the 26 ideographs Unicode 13 and 14 added (U+4DB6-4DBF, U+9FF0-9FFF), which no
   Noto font above has; one weight, in both chains.

Together they draw every assigned code point of U+3400-4DBF and U+4E00-9FFF, every Hangul syllable, kana, Latin,
Greek and Cyrillic. ``scripts/build_fonts.py`` remakes every file from those packages (its docstring says how):
instanced at weight 400 (Regular) and 700 (Bold), subset with fontTools (only needed for that step, never at run
time), without hinting, glyph names, vertical metrics or layout tables (Pillow's basic layout reads none of them).
They stay TrueType rather than CFF: FreeType auto-hints an unhinted TrueType font but draws an unhinted CFF font
as it is, so CFF would change every picture. Which characters a file covers is read from its own ``cmap``
table when the picture needs it, so this docstring and the files cannot drift apart.

A character no file has (an emoji, a script not shipped, a character outside the Basic Multilingual Plane) is drawn
as U+FFFD, one sign for each character as a reader sees it (an emoji with its skin tone or its joined family, a
flag); invisible format characters (zero-width joiners, direction marks, variation selectors) are left out.
``drawable`` says what is drawn.
"""

from __future__ import annotations

import io
import struct
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from PIL import ImageFont

HANZI = "四色牌胡碰槓對吃將士象車馬包帥仕相俥傌炮兵卒紅黃綠白三流局公"
SYMBOLS = "·…×→←—–•−✓★▶"
# What Four Color Cards' card faces print, drawn with the TC files alone, which keep these besides their Chinese
# characters (scripts/build_fonts.py): printable ASCII, Latin-1, the part of Latin Extended-A that Noto Sans TC has
# (30 letters), the Chinese characters the game prints, symbols.
TC_SUBSET = frozenset("".join(chr(c) for c in [*range(0x20, 0x7F), *range(0xA0, 0x180)]) + HANZI + SYMBOLS)

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@dataclass(frozen=True)
class Runs:
    """A string split into runs of characters, each run in its own font, all on one baseline.

    ``line`` is the font whose ascender and descender place the line (anchors ``a``, ``m``, ``d``), whichever fonts
    the runs use: a name in Chinese and a name in Latin letters anchored at the same point share a baseline.
    """

    line: Font
    parts: tuple[tuple[Font, str], ...]


# The TC subsets alone, for Four Color Cards' card faces (the printed rank characters in their Taiwanese forms).
BOLD = "NotoSansTC-Bold-subset.ttf"
REGULAR = "NotoSansTC-Regular-subset.ttf"
# The fallback chains, first choice first (each code point is in one file only, so the order only matters for the
# Latin letters the TC files keep for the card faces).
REGULAR_CHAIN = (
    "NotoSans-Regular-subset.ttf",
    REGULAR,
    "NotoSansSC-Regular-subset.ttf",
    "NotoSansKR-Regular-subset.ttf",
    "Unifont-subset.otf",
)
BOLD_CHAIN = (
    "NotoSans-Bold-subset.ttf",
    BOLD,
    "NotoSansSC-Bold-subset.ttf",
    "NotoSansKR-Bold-subset.ttf",
    "Unifont-subset.otf",  # Unifont has one weight
)
LICENCES = ("NotoSans-OFL.txt", "NotoSansTC-OFL.txt", "NotoSansSC-OFL.txt", "NotoSansKR-OFL.txt", "Unifont-OFL.txt")
# Drawn in place of a character no shipped font has, so that a name never silently loses a letter.
MISSING = "\ufffd"
_ZWJ = "\u200d"


@lru_cache(maxsize=256)
def _font(filename: str, size: int) -> ImageFont.FreeTypeFont:
    # The basic layout engine keeps output identical with or without raqm. Opened by path, FreeType maps the file and
    # reads the glyphs it draws, shared by every size; Pillow copies a font handed over as bytes once for each size
    # (5 MB a size for a Chinese subset), so bytes are only for an install that is not a folder of files (a zip).
    resource = resources.files(__package__).joinpath(filename)
    source = str(resource) if isinstance(resource, Path) else io.BytesIO(resource.read_bytes())
    return ImageFont.truetype(source, size, layout_engine=ImageFont.Layout.BASIC)


def noto_sans_tc(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Noto Sans TC at ``size`` pixels (card faces)."""
    return _font(BOLD if bold else REGULAR, size)


@lru_cache(maxsize=16)  # every file of both chains
def coverage(filename: str) -> frozenset[int]:
    """The code points a shipped font maps to a glyph, read from its ``cmap`` table (formats 4 and 12)."""
    data = _table(filename, b"cmap")
    (subtables,) = struct.unpack_from(">H", data, 2)
    offsets: dict[tuple[int, int], int] = {}
    for k in range(subtables):
        platform, encoding, offset = struct.unpack_from(">HHI", data, 4 + 8 * k)
        offsets[platform, encoding] = offset
    for key in ((3, 10), (0, 4), (0, 6)):
        if key in offsets and struct.unpack_from(">H", data, offsets[key])[0] == 12:
            return _format_12(data, offsets[key])
    for key in ((3, 1), (0, 3), (0, 1), (0, 0)):
        if key in offsets and struct.unpack_from(">H", data, offsets[key])[0] == 4:
            return _format_4(data, offsets[key])
    raise ValueError(f"{filename}: no Unicode cmap of format 4 or 12")


def _table(filename: str, tag: bytes) -> bytes:
    """One table of a shipped font, read from the table directory at the start of the file without the rest."""
    with resources.files(__package__).joinpath(filename).open("rb") as file:
        header = file.read(12)
        (count,) = struct.unpack_from(">H", header, 4)
        directory = file.read(16 * count)
        for k in range(count):
            if directory[16 * k : 16 * k + 4] == tag:
                offset, length = struct.unpack_from(">II", directory, 16 * k + 8)
                file.seek(offset)
                return file.read(length)
    raise ValueError(f"{filename}: no {tag.decode()} table")


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


def _invisible(character: str) -> bool:
    """A format or control character (zero-width joiner, direction mark, soft hyphen) or a variation selector: it
    changes how its neighbours are shown and has no ink of its own."""
    code = ord(character)
    return unicodedata.category(character) in ("Cc", "Cf") or 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


def _regional_indicator(character: str) -> bool:
    return 0x1F1E6 <= ord(character) <= 0x1F1FF  # two of them make a flag


@lru_cache(maxsize=16384)
def source(character: str, bold: bool = False) -> int | None:
    """The position in the chain of the first font with a glyph for ``character``, or None when none has one.

    Invisible format and control characters and variation selectors count as having none: they are left out.
    """
    if _invisible(character):
        return None
    code = ord(character)
    for position, filename in enumerate(BOLD_CHAIN if bold else REGULAR_CHAIN):
        if code in coverage(filename):
            return position
    return None


@lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """``text`` as the shipped fonts draw it: composed (NFC), each character without a glyph replaced by its
    compatibility form when that has glyphs (𝐀 as A, ① as 1) or else by ``MISSING`` (U+FFFD), invisible format
    characters left out. What a reader sees as one character gets one sign: an emoji with its skin tone, variation
    selector or combining marks, a family joined with zero-width joiners, a flag's two regional indicators
    (``"Zoë 👍🏽"`` is drawn as ``"Zoë \ufffd"``). Nothing visible is ever left out.
    """
    if text.isascii() and text.isprintable():
        return text
    out: list[str] = []
    extends = ""  # after a sign: what still belongs to the character it stands for ("joined", "flag", "marks")
    for character in unicodedata.normalize("NFC", text):
        if _invisible(character):
            if extends and character == _ZWJ:
                extends = "joined"  # the next character is part of the same emoji sequence
            continue
        category = unicodedata.category(character)
        # An emoji ZWJ sequence goes on with another character without a glyph (not with a letter after a joiner).
        joined = extends == "joined" and source(character) is None
        if joined or (extends == "flag" and _regional_indicator(character)):
            extends = "marks"
            continue
        if extends and (category in ("Mn", "Mc", "Me") or 0x1F3FB <= ord(character) <= 0x1F3FF):  # marks, skin tones
            continue
        extends = ""
        if source(character) is not None:
            out.append(character)
            continue
        compatible = unicodedata.normalize("NFKC", character)
        if compatible != character and all(source(c) is not None for c in compatible):
            out.append(compatible)
            continue
        out.append(MISSING)
        extends = "flag" if _regional_indicator(character) else "marks"
    return "".join(out)


def _runs(text: str, size: int, bold: bool) -> Runs:
    chain = BOLD_CHAIN if bold else REGULAR_CHAIN
    line = _font(chain[0], size)
    if text.isascii() and text.isprintable():  # most names and labels: Noto Sans has all of printable ASCII
        return Runs(line, ((line, text),))
    # Consecutive characters from the same font make one run: fonts never change inside a word of one script.
    sources: list[tuple[int, str]] = []
    for character in drawable(text):
        position = source(character, bold)
        if position is None:  # in the regular files but not the bold ones: the recipe makes both alike, but never drop
            character, position = MISSING, 0
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
