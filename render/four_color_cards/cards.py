"""Card sprites made once per process (``render.common.sprite``): faces, backs, dimmed faces; and placing them.

Card faces carry the printed character of the rank in the colour's ink, and, so that the colour never depends on
hue alone, a shape per colour: red ●, yellow ▲, green ■, white ◇. A shape rather than a letter: it reads the same
in every language (an English "Y" means nothing to a reader of jaune, жёлтый or 黄), and one sprite serves every
language's pictures. It sits in the top-left corner, which stays in sight when a long colour's cards overlap in the
hand.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from games.four_color_cards.cards import glyph, parse_code
from render.common import RGB, sprite
from render.fonts import noto_sans_tc
from render.four_color_cards import style as st


def colour_mark(pen: ImageDraw.ImageDraw, shape: str, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    if shape == "circle":
        pen.ellipse(box, fill=ink)
    elif shape == "triangle":
        pen.polygon([((x0 + x1) / 2, y0), (x1, y1), (x0, y1)], fill=ink)
    elif shape == "square":
        pen.rectangle(box, fill=ink)
    else:  # white: a hollow diamond
        middle_x, middle_y = (x0 + x1) / 2, (y0 + y1) / 2
        width = max(2, round((x1 - x0) / 4))
        pen.polygon([(middle_x, y0), (x1, middle_y), (middle_x, y1), (x0, middle_y)], outline=ink, width=width)


def _shrink(big: Image.Image, spec: st.CardSize) -> Image.Image:
    return big.resize((spec.width, spec.height), Image.Resampling.LANCZOS)


def _card_outline(spec: st.CardSize, rim: RGB) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A transparent canvas ``SCALE`` times the card's size holding its rounded outline filled in ``rim``.

    Returns the canvas, a pen on it and the corner radius (the inner layers round their corners from it).
    """
    w, h = spec.width * st.SCALE, spec.height * st.SCALE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    radius = max(3, spec.width // 7) * st.SCALE
    pen.rounded_rectangle((0, 0, w - 1, h - 1), radius=radius, fill=rim)
    return image, pen, radius


def card(code: str, size: str = "hand") -> Image.Image:
    """The face of the card written ``code`` (e.g. ``rc``), an RGBA sprite."""

    def draw() -> Image.Image:
        spec = st.SIZES[size]
        colour = st.CARD_COLOURS[code[0]]
        card_type = parse_code(code)
        assert card_type is not None, code
        image, pen, radius = _card_outline(spec, colour.ink)
        w, h = image.size
        edge = max(1, spec.width // 22) * st.SCALE
        pen.rounded_rectangle((edge, edge, w - 1 - edge, h - 1 - edge), radius=radius - edge, fill=colour.face)
        glyph_y = h * (0.6 if spec.corner else 0.5)
        pen.text(
            (w / 2, glyph_y),
            glyph(card_type),
            font=noto_sans_tc(spec.glyph * st.SCALE, bold=True),
            fill=colour.ink,
            anchor="mm",
        )
        if spec.corner:
            corner = spec.corner * st.SCALE
            mark = corner * 0.75
            colour_mark(pen, colour.shape, (edge * 3, edge * 3, edge * 3 + mark, edge * 3 + mark), colour.ink)
        else:  # a small card: a smaller shape, closer to the corner
            mark = spec.width * st.SCALE * 0.22
            mini_box = (edge * 2.5, edge * 2.5, edge * 2.5 + mark, edge * 2.5 + mark)
            colour_mark(pen, colour.shape, mini_box, colour.ink)
        return _shrink(image, spec)

    return sprite(("four_color_cards.card", code, size), draw)


def shape_sprite(colour_code: str, side: int) -> Image.Image:
    """The colour's shape alone, ``side`` pixels square in its ink on transparency: the hand's row badges."""

    def draw() -> Image.Image:
        colour = st.CARD_COLOURS[colour_code]
        big = side * st.SCALE
        image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
        colour_mark(ImageDraw.Draw(image), colour.shape, (0, 0, big - 1, big - 1), colour.ink)
        return image.resize((side, side), Image.Resampling.LANCZOS)

    return sprite(("four_color_cards.shape", colour_code, side), draw)


def card_back(size: str = "meld") -> Image.Image:
    def draw() -> Image.Image:
        spec = st.SIZES[size]
        image, pen, radius = _card_outline(spec, st.BACK_TRIM)
        w, h = image.size
        inset = max(2, spec.width // 11) * st.SCALE
        pen.rounded_rectangle((inset, inset, w - 1 - inset, h - 1 - inset), radius=radius // 2, fill=st.BACK)
        centre_x, centre_y, reach = w / 2, h / 2, w / 4
        pen.polygon(
            [
                (centre_x, centre_y - reach),
                (centre_x + reach, centre_y),
                (centre_x, centre_y + reach),
                (centre_x - reach, centre_y),
            ],
            outline=st.BACK_TRIM,
            width=max(1, spec.width // 16) * st.SCALE,
        )
        return _shrink(image, spec)

    return sprite(("four_color_cards.back", size), draw)


def dimmed_card(code: str, size: str = "hand") -> Image.Image:
    """A face sunk into the felt: a card that may not be played now."""

    def draw() -> Image.Image:
        face = card(code, size)
        shade = Image.new("RGBA", face.size, (*st.FELT_DARK, 255))
        dimmed = Image.blend(face, shade, 0.55)
        dimmed.putalpha(face.getchannel("A"))
        return dimmed

    return sprite(("four_color_cards.dimmed", code, size), draw)


def card_order(code: str) -> int:
    """Sort key: colour, then rank (the engine's card type number); an unreadable code first."""
    card_type = parse_code(code)
    return -1 if card_type is None else card_type


def paste(canvas: Image.Image, piece: Image.Image, xy: tuple[int, int]) -> None:
    """A cached sprite laid on ``canvas`` through its soft alpha (RGB, or the public table's palette image)."""
    st.INKS.blend(canvas, piece, xy, piece)


def ring(pen: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: RGB = st.GOLD, width: int = 3) -> None:
    """A rounded ring just outside ``box``: the card in play, a claimable card, the winning card."""
    x0, y0, x1, y1 = box
    pen.rounded_rectangle(
        (x0 - width, y0 - width, x1 + width - 1, y1 + width - 1), radius=8, outline=colour, width=width
    )
