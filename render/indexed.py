"""Drawing straight into a palette image (mode P) on a renderer's fixed palette (``Renderer.PALETTE``).

A board drawn in RGB has to be mapped pixel by pixel onto its palette before it is deflated (``render.common.
palette_image``): about as much CPU as drawing it. A renderer whose pictures hold only its palette's colours can
draw into a P image instead, and the encoder then only deflates it. Every pixel takes the index that the RGB route
gives the colour drawn there (Pillow's nearest-colour lookup, ``quantize``), so the picture posted is the same:

- a flat shape (``pen``) takes the index of its colour, which must be one of the palette's colours: a colour
  outside it raises rather than taking a wrong index or being added to the palette. A renderer may name ``thin``
  colours, drawn only in lines too thin for the palette to keep them (it keeps colours that fill a 3x3 block):
  they take the index the lookup gives them, as each of their pixels takes on the RGB picture;
- a piece drawn in RGB (a card, a tile: a cached sprite) is mapped onto the palette once (``paste``);
- anti-aliased text blends with what lies under it, so the pixels under it are turned back into their colours,
  the text is blended on them in RGB and the result mapped onto the palette (``over``). Where the lookup has taken
  a neighbour for a colour, text blends on that neighbour, within 4 levels of the colour drawn: its blends fall on
  the same indices on Copenhagen's boards (tests/render/test_copenhagen_indexed.py compares them pixel for pixel).
- anything with soft edges (anti-aliased text in any number of levels, a sprite shrunk with a soft alpha) is
  ``blend``-ed: on one flat colour its blend on that colour is made once and pasted whole; on anything else the
  pixels under it are blended in RGB and mapped back. A renderer names its ``surfaces``, the colours it fills
  areas with, so that a blend on a surface whose lookup took a neighbour is made on the colour drawn there, as on
  the RGB picture. Only a soft edge drawn over another soft edge differs from the RGB route: it blends on the
  palette colour the first edge took rather than on its exact blend (tests/render/test_four_color_cards_indexed.py
  bounds the difference). Pieces that overlap one another on purpose (a wheel of segments) are drawn as a
  ``group``: in RGB on the flat colour under them, as on the RGB picture, then mapped once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from render.common import RGB, _palette_of

# Pieces mapped onto the palette, by the identity of their RGB sprite (held with them, so that the identity is not
# reused while the entry lives). A board only pastes cached sprites; the bound guards against any other piece.
PIECES_KEPT = 4096
# Groups of overlapping pieces mapped onto the palette (``group``), by their key: a board's wheel, about 60 KB each.
GROUPS_KEPT = 64


class IndexedPalette:
    """A renderer's palette as drawn into: the index of each of its colours, and the way back to the colours."""

    def __init__(self, colours: Sequence[RGB], surfaces: Sequence[RGB] = (), thin: Sequence[RGB] = ()) -> None:
        self.colours = tuple(colours)
        if not 0 < len(self.colours) <= 256 or len(set(self.colours)) != len(self.colours):
            raise ValueError("a palette holds 1 to 256 distinct colours")
        self.palette = _palette_of(self.colours)  # the RGB route's own palette object and nearest-colour lookup
        strip = Image.new("RGB", (len(self.colours), 1))
        strip.putdata(list(self.colours))
        looked_up = list(self.quantize(strip).tobytes())  # one byte, the index, per pixel of the strip
        # The index the RGB route gives each colour: its own, except where Pillow's lookup (a cube of 4 levels a
        # channel) takes a close neighbour for it (a few of a board's colours, each within 4 levels).
        self._index: dict[RGB, int] = {rgb: at for rgb, at in zip(self.colours, looked_up, strict=True)}
        if thin:
            lines = Image.new("RGB", (len(thin), 1))
            lines.putdata(list(thin))
            self._index.update(zip(thin, self.quantize(lines).tobytes(), strict=True))
        self._own = bytes(channel for rgb in self.colours for channel in rgb)
        self._pieces: dict[int, tuple[Image.Image, Image.Image, Image.Image | None]] = {}
        # The colour a blend takes each index for: its own, or the surface drawn with it (a surface whose lookup
        # took a neighbour lies on the picture as that neighbour's index, and was the surface's colour in RGB).
        under = list(self.colours)
        for surface in dict.fromkeys(surfaces):
            at = self.index(surface)
            if under[at] != self.colours[at]:
                raise ValueError(f"surfaces {under[at]} and {surface} take the same index: tell them apart")
            under[at] = surface
        self._under = tuple(under)
        self._back = bytes(channel for rgb in under for channel in rgb)
        # Blends on one flat colour and the reach of coverage masks, by the identities of what they are made from
        # (held with them). Text masks and sprites are cached, so a board meets the same ones again.
        self._blends: dict[tuple[object, ...], tuple[object, Image.Image, Image.Image]] = {}
        self._reaches: dict[int, tuple[Image.Image, Image.Image]] = {}
        self._groups: dict[tuple[object, ...], Image.Image] = {}

    def index(self, colour: RGB) -> int:
        """The index a flat area of ``colour`` takes; ``colour`` must be one of the palette's."""
        try:
            return self._index[colour]
        except KeyError:
            raise ValueError(f"{colour} is not in the palette: add it (scripts/board_palettes.py)") from None

    def holds(self, image: Image.Image) -> bool:
        """Whether ``image`` is a palette image on exactly this palette."""
        return image.mode == "P" and bytes(image.getpalette("RGB") or ()) == self._own

    def quantize(self, image: Image.Image) -> Image.Image:
        """An RGB picture mapped onto the palette, pixel for pixel as ``render.common.palette_image`` maps it."""
        return image.quantize(palette=self.palette, dither=Image.Dither.NONE)

    def new(self, size: tuple[int, int], colour: RGB) -> Image.Image:
        image = Image.new("P", size, self.index(colour))
        image.putpalette(self._own)
        return image

    def full_colour(self, image: Image.Image) -> Image.Image:
        """A palette image of this palette back in RGB (an index carries no palette of its own: one is put on)."""
        drawn = image.copy()
        drawn.putpalette(self._own)
        return drawn.convert("RGB")

    def pen(self, image: Image.Image) -> ImageDraw.ImageDraw:
        """A pen for ``image``: Pillow's own for RGB, one that draws palette colours by index for a P image."""
        return _IndexedDraw(image, self) if image.mode == "P" else ImageDraw.Draw(image)

    def paste(self, image: Image.Image, piece: Image.Image, at: tuple[int, int], masked: bool = False) -> None:
        """``piece`` (RGB, or RGBA whose alpha is all or nothing when ``masked``) pasted at ``at``: as it is on an
        RGB image, mapped onto the palette on a P one (once per piece; pieces are cached sprites)."""
        if image.mode != "P":
            image.paste(piece, at, piece if masked else None)
            return
        _piece, indexed, opaque = self._indexed(piece)
        if masked and opaque is None:
            raise ValueError("a piece pasted with a mask needs an alpha channel")
        put(image, indexed, at, opaque if masked else None)

    def flat(self, image: Image.Image, box: tuple[int, int, int, int]) -> int | None:
        """The index every pixel of ``box`` in the P ``image`` holds, or None if they differ."""
        low, high = image.im.crop(box).getextrema()  # Pillow's core: a tenth of ``Image.crop``'s cost
        return int(low) if low == high else None

    def over(self, region: Image.Image, fill: RGB, mask: Image.Image) -> Image.Image:
        """A P ``region`` with ``fill`` blended on it through the coverage ``mask``, as on the RGB picture."""
        drawn = self._read_back(region)
        drawn.paste(fill, (0, 0, *drawn.size), mask)
        return self.quantize(drawn)

    def blend(
        self, image: Image.Image, source: tuple[int, ...] | Image.Image, at: tuple[int, int], mask: Image.Image
    ) -> None:
        """``source`` (a colour, or a piece the size of ``mask``) blended on ``image`` at ``at`` through the coverage
        ``mask`` (an L mask, or an RGBA piece's own alpha when it is the piece): ``Image.paste(source, at, mask)``
        on an RGB image; on a P one, the same blend mapped onto the palette.

        ``source`` and ``mask`` must be cached (a sprite, a text's mask) and never modified: a blend on a flat
        colour is kept by their identities."""
        if image.mode != "P":
            image.paste(source, at, mask)
            return
        width, height = mask.size
        box = (at[0], at[1], at[0] + width, at[1] + height)
        under = self.flat(image, box)
        if under is not None:
            put(image, self._blended(source, mask, under), at)
            return
        drawn = self._read_back(image.crop(box))
        drawn.paste(source, (0, 0), mask)
        put(image, self.quantize(drawn), at, self._reach(mask))

    def group(
        self,
        image: Image.Image,
        box: tuple[int, int, int, int],
        key: tuple[object, ...],
        paint: Callable[[Image.Image, int, int], None],
    ) -> None:
        """Pieces whose soft edges overlap one another, all within ``box``: ``paint(canvas, left, top)`` draws them
        on ``canvas`` as if its top-left corner were the picture's point (left, top). On RGB it paints ``image``
        itself; on a P image whose ``box`` is one flat colour, it paints an RGB canvas of that colour (the same
        blends as on the RGB picture), mapped onto the palette once and kept by ``key`` (which must say everything
        ``paint`` draws) and that colour; on anything else, it paints ``image``, each piece blended on its own."""
        under = self.flat(image, box) if image.mode == "P" else None
        if under is None:
            paint(image, 0, 0)
            return
        kept = self._groups.get((*key, under))
        if kept is None:
            size = (box[2] - box[0], box[3] - box[1])
            background = Image.new("RGB", size, self._under[under])
            drawn = background.copy()
            paint(drawn, box[0], box[1])
            kept = self.quantize(drawn)
            if not self._keeps(under):  # what the pieces leave clear keeps its index
                red, green, blue = ImageChops.difference(drawn, background).split()
                kept.paste(under, (0, 0, *size), _clear(ImageChops.lighter(ImageChops.lighter(red, green), blue)))
            if len(self._groups) >= GROUPS_KEPT:  # a bound, not an LRU: a board's wheel changes every half-day
                self._groups.clear()
            self._groups[(*key, under)] = kept
        put(image, kept, (box[0], box[1]))

    def _blended(self, source: tuple[int, ...] | Image.Image, mask: Image.Image, under: int) -> Image.Image:
        """``source`` blended through ``mask`` on the index ``under``, mapped onto the palette; what the mask
        leaves clear keeps ``under`` (the lookup may give its colour another index)."""
        key = (id(source) if isinstance(source, Image.Image) else source, id(mask), under)
        kept = self._blends.get(key)
        if kept is not None and kept[0] is source and kept[1] is mask:
            return kept[2]
        if len(self._blends) >= PIECES_KEPT:  # as for _pieces: a bound, not an LRU
            self._blends.clear()
        drawn = Image.new("RGB", mask.size, self._under[under])
        drawn.paste(source, (0, 0), mask)
        blended = self.quantize(drawn)
        if not self._keeps(under):  # what the mask leaves clear keeps its index
            blended.paste(under, (0, 0, *mask.size), _clear(_coverage(mask)))
        self._blends[key] = (source, mask, blended)
        return blended

    def _keeps(self, under: int) -> bool:
        """Whether the colour blends take ``under`` for is looked up as ``under`` again (not a neighbour's index)."""
        return self._index.get(self._under[under]) == under

    def _reach(self, mask: Image.Image) -> Image.Image:
        """Where ``mask`` (L, or an RGBA piece's alpha) covers anything at all, as a two-level mask."""
        kept = self._reaches.get(id(mask))
        if kept is not None and kept[0] is mask:
            return kept[1]
        if len(self._reaches) >= PIECES_KEPT:
            self._reaches.clear()
        reach = _covered(_coverage(mask))
        self._reaches[id(mask)] = (mask, reach)
        return reach

    def _read_back(self, region: Image.Image) -> Image.Image:
        """A P ``region`` in RGB as blends see it: each index as its colour, or as the surface drawn with it."""
        drawn = region.copy()
        drawn.putpalette(self._back)
        return drawn.convert("RGB")

    def _indexed(self, piece: Image.Image) -> tuple[Image.Image, Image.Image, Image.Image | None]:
        """``piece``, its pixels mapped onto the palette, and where it is opaque (None without an alpha)."""
        kept = self._pieces.get(id(piece))
        if kept is not None and kept[0] is piece:
            return kept
        if len(self._pieces) >= PIECES_KEPT:  # not reached by cached sprites; drawing threads may share it: no LRU
            self._pieces.clear()
        opaque = _opaque(piece) if piece.mode == "RGBA" else None
        kept = self._pieces[id(piece)] = (piece, self.quantize(piece.convert("RGB")), opaque)
        return kept


def put(image: Image.Image, piece: Image.Image, at: tuple[int, int], cover: Image.Image | None = None) -> None:
    """``piece`` pasted on ``image`` at ``at``, through the two-level mask ``cover`` if given; both images of one
    mode and drawn in memory (``Image.new``, ``copy``), not read from a file or a buffer.

    ``Image.paste`` through Pillow's core: a board pastes a hundred pieces and texts, and the checks and conversions
    ``Image.paste`` makes first cost three times the copying."""
    if image.mode != piece.mode:
        raise ValueError(f"a {piece.mode} piece on a {image.mode} image")
    width, height = piece.size
    box = (at[0], at[1], at[0] + width, at[1] + height)
    if cover is None:
        image.im.paste(piece.im, box)
    else:
        image.im.paste(piece.im, box, cover.im)


def _coverage(mask: Image.Image) -> Image.Image:
    """A blend's coverage: an L mask itself, an RGBA piece's alpha."""
    return mask.getchannel("A") if mask.mode == "RGBA" else mask


def _opaque(piece: Image.Image) -> Image.Image:
    """Where an RGBA piece is opaque, as a two-level mask: pasting through a partial alpha would blend palette
    indices, not colours."""
    alpha = piece.getchannel("A")
    if any(alpha.histogram()[1:255]):
        raise ValueError("a piece pasted onto a palette image must be fully opaque or fully clear")
    return _covered(alpha)


def _covered(coverage: Image.Image) -> Image.Image:
    """Where a coverage (an L mask) covers anything at all, as a two-level mask."""
    return coverage.point(lambda level: 255 if level else 0, "1")


def _clear(coverage: Image.Image) -> Image.Image:
    """Where a coverage (an L mask) covers nothing, as a two-level mask."""
    return coverage.point(lambda level: 0 if level else 255, "1")


class _IndexedDraw(ImageDraw.ImageDraw):
    """Pillow's pen on a P image, each RGB colour drawn as its index on the palette (never added to it)."""

    def __init__(self, image: Image.Image, palette: IndexedPalette) -> None:
        if not palette.holds(image):
            raise ValueError("the image is not on this palette")
        super().__init__(image)
        self._indexed = palette

    def _getink(self, ink: Any, fill: Any = None) -> tuple[int | None, int | None]:
        if ink is None and fill is None:
            return super()._getink(ink, fill)
        # An index is a P image's ink as it is (Pillow passes plain indices to itself, for a polygon's mask).
        return self._ink(ink), self._ink(fill)

    def _ink(self, colour: Any) -> int | None:
        if colour is None or isinstance(colour, int):
            return colour
        if isinstance(colour, tuple):
            return self._indexed.index(colour)
        raise ValueError(f"draw palette colours as RGB tuples, not {colour!r}")
