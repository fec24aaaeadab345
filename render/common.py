"""Drawing helpers every game renderer shares: palette, fonts, cached sprites, PNG encoding."""

from __future__ import annotations

import math
import re
import struct
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

from isal import isal_zlib
from PIL import Image, ImageDraw

from render import fonts
from render.fonts import Font, Runs

RGB = tuple[int, int, int]


class Palette:
    """Colours chosen to stay apart for the common colour-vision deficiencies (Okabe-Ito based)."""

    background: RGB = (245, 241, 232)
    panel: RGB = (255, 252, 245)
    ink: RGB = (38, 38, 46)
    muted: RGB = (120, 116, 108)
    grid: RGB = (214, 207, 194)
    highlight: RGB = (230, 159, 0)  # orange
    accent: RGB = (0, 114, 178)  # blue
    good: RGB = (0, 158, 115)  # bluish green
    bad: RGB = (213, 94, 0)  # vermillion
    # One colour per seat, chosen so that every pair stays apart (CIE76 ΔE >= 29 for ten seats, >= 34 for the
    # first four) for normal eyes and under deuteranopia, protanopia and tritanopia simulations (Machado 2009,
    # tests/render/test_colour_vision.py); ordered so that the first seats are the furthest apart. A seat's colour
    # is always drawn beside its name, which carries the meaning for anyone who cannot tell two colours apart.
    seats: tuple[RGB, ...] = (
        (89, 9, 138),
        (173, 225, 132),
        (201, 125, 255),
        (29, 58, 2),
        (29, 153, 108),
        (82, 233, 230),
        (188, 120, 24),
        (108, 10, 83),
        (236, 211, 57),
        (124, 126, 172),
    )


@lru_cache(maxsize=32)
def font(size: int) -> Font:
    """The house font's first face (Noto Sans Regular, shipped in ``render.fonts``) at ``size`` pixels.

    Only for measuring and for text known to be ASCII: anything translated or typed by a player is drawn through
    ``text_mask`` (or a renderer's helper built on it), whose default chooser falls back character by character
    to the Chinese and Japanese faces of the family.
    """
    runs = fonts.regular_face("x", size)
    return runs.line


def new_canvas(width: int, height: int, colour: RGB = Palette.background) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


# Picks the font for one string at one size: one font for the whole string, or ``Runs`` when the characters need
# different fonts (``render.fonts``' family falls back character by character). A renderer whose text mixes scripts
# chooses per string, so the width of a name cut letter by letter is measured in the fonts it is drawn in.
FontChooser = Callable[[str, int], Font | Runs]


def _house_face(text: str, size: int) -> Font | Runs:
    return fonts.regular_face(text, size)


def _runs(text: str, size: int, face: FontChooser | None) -> Runs:
    """``text``'s runs in ``face``; by default in the house family (Noto Sans, falling back per character)."""
    chosen = (face or _house_face)(text, size)
    return chosen if isinstance(chosen, Runs) else Runs(chosen, ((chosen, text),))


@dataclass(frozen=True)
class _Placed:
    """Where a string's runs go: their pen positions on the baseline, the inked box and the advance width."""

    runs: Runs
    origins: tuple[float, ...]
    box: tuple[int, int, int, int]  # left, top, right, bottom, relative to the first pen position on the baseline
    advance: float


@lru_cache(maxsize=8192)
def _place(text: str, size: int, face: FontChooser | None, stroke: int) -> _Placed:
    runs = _runs(text, size, face)
    x = 0.0
    origins: list[float] = []
    boxes: list[tuple[float, float, float, float]] = []
    for part_font, part in runs.parts:
        left, top, right, bottom = part_font.getbbox(part, anchor="ls", stroke_width=stroke)
        origins.append(x)
        boxes.append((x + left, top, x + right, bottom))
        x += part_font.getlength(part)
    if not boxes:
        return _Placed(runs, (), (0, 0, 0, 0), 0.0)
    box = (
        math.floor(min(b[0] for b in boxes)),
        math.floor(min(b[1] for b in boxes)),
        math.ceil(max(b[2] for b in boxes)),
        math.ceil(max(b[3] for b in boxes)),
    )
    return _Placed(runs, tuple(origins), box, x)


def text_width(text: str, size: int, face: FontChooser | None = None, stroke: int = 0) -> int:
    """The inked width of ``text``; ``face`` picks its font (by default the house font), ``stroke`` thickens it."""
    left, _top, right, _bottom = _place(text, size, face, stroke).box
    return right - left


def fit_text(text: str, size: int, width: int, face: FontChooser | None = None, stroke: int = 0) -> str:
    """``text`` cut with an ellipsis so that it fits in ``width`` pixels (player names can be long)."""
    if text_width(text, size, face, stroke) <= width:
        return text
    while text and text_width(text + "…", size, face, stroke) > width:
        text = text[:-1]
    return text.rstrip() + "…"  # "Čeněk Şule…", not "Čeněk Şule …"


# Characters a line may break between, two of them side by side: Chinese, Japanese and their full-width punctuation,
# written without spaces between words, and Korean syllables, which Korean lines also break between.
_UNSPACED = re.compile("[\u1100-\u11ff\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
# Punctuation that never starts a line (it stays with what comes before it, even across a space: "Game over ·"),
# and punctuation that never ends one (it stays with what follows).
_NO_LINE_START = frozenset("，。、：；！？）」』》”…,.;:!?)·&")
_NO_LINE_END = frozenset("（「『《“(")
# Spaces a line never breaks at, kept as they are: French puts them before : ; ! ? and inside « » ("Jetons : 3").
_NO_BREAK_SPACES = frozenset("\u00a0\u202f")


def break_units(text: str, whole: Sequence[str] = ()) -> list[tuple[str, bool]]:
    """``text`` cut where a line may break: at spaces, after a hyphen inside a word ("peut-|être"), and between two
    Chinese, Japanese or Korean characters (never at a no-break space); each piece with whether a space came before
    it. A number stays with the
    word after it ("12 points"), punctuation with its word, and each string of ``whole`` (the players' names a line
    holds) stays one piece, so that a line break never splits a name. The one place the three games' pictures learn
    where their lines may break."""
    spans: dict[int, int] = {}
    for name in sorted({name for name in whole if name.strip()}, key=len, reverse=True):
        start = text.find(name)
        while start >= 0:
            end = start + len(name)
            if not any(one < end and start < other for one, other in spans.items()):
                spans[start] = end
            start = text.find(name, end)
    units: list[tuple[str, bool]] = []
    space = False
    at = 0
    while at < len(text):
        end = spans.get(at, at + 1)
        piece, at = text[at:end], end
        if piece.isspace() and piece not in _NO_BREAK_SPACES:
            space = bool(units)
            continue
        if units:
            previous, spaced = units[-1]
            unspaced = _UNSPACED.match(piece[0]) or _UNSPACED.match(previous[-1])
            hyphened = previous[-1] == "-" and len(previous) > 1
            joined = (not space and not unspaced and not hyphened) or previous[-1] in _NO_LINE_END
            joined = joined or piece[0] in _NO_LINE_START
            if joined or (space and previous.isdigit()):
                units[-1] = (f"{previous} {piece}" if space else previous + piece, spaced)
                space = False
                continue
        units.append((piece, space))
        space = False
    return units


def wrap_text(text: str, width: Callable[[str], int], rooms: Sequence[int], whole: Sequence[str] = ()) -> list[str]:
    """``text`` broken into lines where it may break (``break_units``), line k at most ``rooms[k]`` pixels wide as
    ``width`` measures it (the last room for every further line). A piece wider than its room stays whole on a
    line of its own: the caller shrinks the text, or cuts it, as its box allows."""
    lines: list[str] = []
    line = ""
    for unit, spaced in break_units(text, whole):
        candidate = f"{line} {unit}" if line and spaced else line + unit
        if not line or width(candidate) <= rooms[min(len(lines), len(rooms) - 1)]:
            line = candidate
        else:
            lines.append(line)
            line = unit
    if line:
        lines.append(line)
    return lines


@lru_cache(maxsize=8192)
def text_mask(
    text: str, size: int, face: FontChooser | None = None, anchor: str = "la", stroke: int = 0
) -> tuple[Image.Image, int, int, int]:
    """The coverage mask of ``text``, the offset of its top-left corner from the anchor point, and its advance.

    Drawing a string with FreeType costs far more than pasting it, and a board repeats the same names and labels
    picture after picture, so each string is rasterised once (bounded, unlike the sprite cache; the three games
    share it). Anchors are Pillow's (``la``, ``lm``, ``mm``, ``rm``, ``ma``, ...); a string in several fonts is drawn
    run by run on one baseline, its vertical anchor taken from the line font.
    """
    placed = _place(text, size, face, stroke)
    runs = placed.runs
    if len(runs.parts) == 1 and runs.parts[0][0] is runs.line:  # one font: Pillow places it exactly as ever
        line, text = runs.parts[0]  # the text as drawn (U+FFFD for a missing glyph)
        left, top, right, bottom = (int(v) for v in line.getbbox(text, anchor=anchor, stroke_width=stroke))
        mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(mask).text(
            (-left, -top), text, font=line, fill=255, anchor=anchor, stroke_width=stroke, stroke_fill=255
        )
        return mask, left, top, int(line.getlength(text))
    left, top, right, bottom = placed.box
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    pen = ImageDraw.Draw(mask)
    for origin, (part_font, part) in zip(placed.origins, runs.parts, strict=True):
        pen.text(
            (origin - left, -top), part, font=part_font, fill=255, anchor="ls", stroke_width=stroke, stroke_fill=255
        )
    across = {"l": 0.0, "m": placed.advance / 2, "r": placed.advance}[anchor[0]]
    if anchor[1] in "tb":  # the top or bottom of the ink
        down = top if anchor[1] == "t" else bottom
    else:  # a line of the line font (ascender, middle, baseline, descender), exactly where Pillow puts it
        down = int(runs.line.getbbox("x", anchor="ls")[1] - runs.line.getbbox("x", anchor="l" + anchor[1])[1])
    return mask, left - round(across), top - round(down), int(placed.advance)


_sprites: dict[tuple[object, ...], Image.Image] = {}


def sprite(key: tuple[object, ...], draw: Callable[[], Image.Image]) -> Image.Image:
    """A drawn piece (a card face, a tile) made once per process and reused; callers must not modify it."""
    cached = _sprites.get(key)
    if cached is None:
        cached = _sprites[key] = draw()
    return cached


# A picture with more than 256 colours and no palette of its own takes its palette from every PALETTE_STEP-th pixel
# each way: the octree then sorts a quarter of the pixels, and every colour that covers a 2x2 block is seen; what
# only thinner anti-aliased edges carry gets its nearest palette colour, as the octree's own merging would give it.
PALETTE_STEP = 2


def encode_png(image: Image.Image, palette: tuple[RGB, ...] = ()) -> bytes:
    """PNG bytes of a palette image: boards are flat colours, and a palette keeps uploads small and fast. ``palette``:
    the colours the picture's renderer encodes its pictures in (``Renderer.PALETTE``), if it has them."""
    return _png(palette_image(image, palette))


def palette_image(image: Image.Image, palette: tuple[RGB, ...] = ()) -> Image.Image:
    """The picture in at most 256 colours (mode P), exactly as ``encode_png`` writes it, without the deflating: a
    replay draws its frames from it, pixel for pixel the posted boards, in a third of an RGB picture's memory.

    With a renderer's ``palette`` every pixel takes the nearest of its colours, undithered. Pillow remembers the
    nearest colour of each region of colour space it has met on the palette object, which ``_palette_of`` keeps
    for the next board: mapping a board costs about 2 ns a pixel, where choosing 256 colours for each board (the
    way below) cost three times that, and was most of a move's CPU.

    Without one, up to 256 colours the palette is exact; beyond that (anti-aliased edges) a fast octree picks the
    256 from a sample of the pixels, and every pixel takes the nearest of them (tests/render/test_encoding.py).

    A picture drawn straight into a palette image on the renderer's ``palette`` (``render.indexed``) is already
    mapped: it is returned as it is, and only deflated.
    """
    if palette and image.mode == "P" and bytes(image.getpalette("RGB") or ()) == _palette_bytes(palette):
        return image
    if image.mode != "RGB":
        image = image.convert("RGB")
    if palette:
        return image.quantize(palette=_palette_of(palette), dither=Image.Dither.NONE)
    colours = image.getcolors(maxcolors=256)  # gives up at the 257th colour: cheap for a rich picture
    chosen = Image.new("P", (1, 1))
    if colours is not None:
        # An RGB image's getcolors yields (count, (r, g, b)) pairs.
        chosen.putpalette([channel for _count, rgb in colours for channel in cast(tuple[int, ...], rgb)])
    else:
        size = (max(1, image.width // PALETTE_STEP), max(1, image.height // PALETTE_STEP))
        sample = image.resize(size, Image.Resampling.NEAREST)
        chosen = sample.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return image.quantize(palette=chosen, dither=Image.Dither.NONE)


@lru_cache(maxsize=8)
def _palette_bytes(colours: tuple[RGB, ...]) -> bytes:
    return bytes(channel for rgb in colours for channel in rgb)


@lru_cache(maxsize=8)
def _palette_of(colours: tuple[RGB, ...]) -> Image.Image:
    """A 1x1 palette image carrying ``colours``, kept for every board of its game: Pillow fills the nearest-colour
    cache of the palette object as boards are mapped onto it. Mapped once here, so that its cache exists before
    the drawing threads share it."""
    palette = Image.new("P", (1, 1))
    palette.putpalette(_palette_bytes(colours))
    Image.new("RGB", (1, 1)).quantize(palette=palette, dither=Image.Dither.NONE)
    return palette


# ISA-L's deflate at level 2 compresses a board five to eight times faster than zlib's fastest level, into a file
# a little smaller; Pillow's own writer would also spend a millisecond choosing row filters no palette image needs.
DEFLATE_LEVEL = 2
DEFLATE_BAND = 96 * 1024  # under glibc's 128 KiB threshold for giving an allocation pages of its own


def _png(indexed: Image.Image) -> bytes:
    """An 8-bit palette PNG of ``indexed`` (mode P): its palette, and its rows unfiltered, deflated by ISA-L."""
    width, height = indexed.size
    palette = bytes(cast(list[int], indexed.getpalette("RGB")))[: 256 * 3]
    # Each row of a PNG starts with its filter type, 0 (none) here. Pillow's raw encoder, asked for rows one byte
    # longer than the picture's, ends each with a zero: one zero more in front of the first row and one fewer after
    # the last give every row that byte first, without a Python loop over the rows. The rows go to the deflater in
    # bands of under DEFLATE_BAND bytes, which the C allocator serves from memory it already holds: a whole board's
    # bytes at once would take fresh pages, and faulting them in costs about half as much as deflating them.
    rows_per_band = max(1, DEFLATE_BAND // (width + 1))
    deflate = isal_zlib.compressobj(DEFLATE_LEVEL)
    pieces = [deflate.compress(b"\0")]
    for top in range(0, height, rows_per_band):
        band = indexed.crop((0, top, width, min(height, top + rows_per_band))).tobytes("raw", "P", width + 1)
        pieces.append(deflate.compress(band if top + rows_per_band < height else memoryview(band)[:-1]))
    pieces.append(deflate.flush())
    deflated = b"".join(pieces)
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8 bits, palette, deflate, filters, no interlace
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", palette),
            _chunk(b"IDAT", deflated),
            _chunk(b"IEND", b""),
        )
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
