"""Every character of a player's name is drawn as a real glyph: Chinese (rare characters too, traditional and
simplified), Hangul, kana, Latin, Greek, Cyrillic; a character no shipped font has is drawn as the replacement sign
U+FFFD, never left out.

"Drawn" is checked on the bitmap: a character's ink in the font the chain picks for it is neither blank nor the
font's ``.notdef`` box, and in each game's pictures a name differs from the same name with one rare character
replaced by the sign, or left out.
"""

from __future__ import annotations

import io
import unicodedata
from functools import cache
from importlib import resources
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.i18n import picture_words
from games import registry
from render import fonts
from render.registry import renderer_for
from tests.support.played import play

# Common and rare characters of each script, as players name themselves.
NAMES = [
    "陳昱堃",
    "王鈺婷",
    "陳家瑋",
    "喆喆",
    "鬱龘",
    "李大华",
    "张伟",
    "김민준",
    "이서연",
    "ひらがな",
    "カタカナ",
    "佐藤さくら",
    "Zoë Łukasiewicz",
    "Дмитрий",
    "Ελένη",
    "Nguyễn Thị Minh Khai",
]
TABLE = ["陳昱堃", "王鈺婷", "김민준", "喆喆"]
RAREST = {"陳昱堃": "堃", "王鈺婷": "鈺", "김민준": "준", "喆喆": "喆"}  # the character each check replaces
NOTDEF = "\U0010fffd"  # a private-use code point no font has: drawn as the font's .notdef box


@cache
def _ink(character: str, filename: str, size: int = 32) -> bytes:
    font = ImageFont.truetype(io.BytesIO(resources.files("render.fonts").joinpath(filename).read_bytes()), size)
    image = Image.new("L", (3 * size, 3 * size), 0)
    ImageDraw.Draw(image).text((size, size), character, font=font, fill=255)
    return image.tobytes()


def _drawn_in(character: str, bold: bool) -> str:
    """The file that draws ``character``, after checking that it really draws it."""
    position = fonts.source(character, bold)
    assert position is not None, (character, f"U+{ord(character):04X}", bold)
    filename = (fonts.BOLD_CHAIN if bold else fonts.REGULAR_CHAIN)[position]
    ink = _ink(character, filename)
    assert any(ink), (character, filename, "blank")
    assert ink != _ink(NOTDEF, filename), (character, filename, ".notdef box")
    return filename


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("name", NAMES)
def test_every_character_of_a_name_is_a_real_glyph(name: str, bold: bool) -> None:
    assert fonts.drawable(name) == name
    for character in name.replace(" ", ""):
        _drawn_in(character, bold)


def _assigned(first: int, last: int) -> list[str]:
    return [chr(code) for code in range(first, last + 1) if unicodedata.name(chr(code), None) is not None]


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize(
    ("block", "characters"),
    [
        ("CJK Unified Ideographs", _assigned(0x4E00, 0x9FFF)),
        ("CJK Unified Ideographs Extension A", _assigned(0x3400, 0x4DBF)),
        ("Hangul syllables", [chr(code) for code in range(0xAC00, 0xD7A4)]),
        ("Hangul compatibility jamo", _assigned(0x3131, 0x318E)),
        ("hiragana and katakana", _assigned(0x3041, 0x3096) + _assigned(0x30A1, 0x30FA)),
    ],
)
def test_the_chain_has_a_glyph_for_every_assigned_character_of_the_block(
    block: str, characters: list[str], bold: bool
) -> None:
    """Every code point, from the fonts' own cmap tables; one in 211 is also drawn and compared with the box."""
    assert len(characters) > 90, block
    missing = [f"U+{ord(c):04X}" for c in characters if fonts.source(c, bold) is None]
    assert not missing, (block, len(missing), missing[:20])
    for character in [*characters[::211], characters[-1]]:
        _drawn_in(character, bold)


def test_traditional_characters_keep_the_taiwanese_design_and_simplified_ones_the_mainland_one() -> None:
    for bold in (False, True):
        for character in "陳鈺瑋張華書門龘":
            assert _drawn_in(character, bold) == (fonts.BOLD if bold else fonts.REGULAR), character
        for character in "华书门张伟":
            assert "NotoSansSC" in _drawn_in(character, bold), character


@pytest.mark.parametrize(
    ("name", "drawn"),
    [
        ("𠮷野家", "\ufffd野家"),  # outside the Basic Multilingual Plane, which the fonts cover
        ("Zoë 👍🏽", "Zoë \ufffd"),  # an emoji and its skin tone: one sign
        ("🇹🇼 陳昱堃", "\ufffd 陳昱堃"),  # a flag's two regional indicators: one sign
        ("👨‍👩‍👧🎲", "\ufffd\ufffd"),  # a joined family, then a die
        ("ሰላም", "\ufffd\ufffd\ufffd"),  # a script not shipped: a sign for each letter
        ("Zoë\u200dŁukasz\u200f", "ZoëŁukasz"),  # invisible format characters stay out
        ("葛\U000e0100城", "葛城"),  # an ideographic variation selector stays out, its character drawn
        ("①𝐀", "1A"),  # compatibility forms drawn as the letters they stand for
    ],
)
def test_a_character_no_font_has_is_drawn_as_a_visible_sign(name: str, drawn: str) -> None:
    assert fonts.drawable(name) == drawn
    for bold in (False, True):
        runs = (fonts.bold_face if bold else fonts.regular_face)(name, 24)
        assert "".join(part for _font, part in runs.parts) == drawn
        if fonts.MISSING in drawn:
            assert _drawn_in(fonts.MISSING, bold) == (fonts.BOLD_CHAIN if bold else fonts.REGULAR_CHAIN)[0]


@cache
def _pictures(game_id: str) -> tuple[Any, Any, Any]:
    """A four-player game of ``game_id``: the public view in the middle of the game, and the final view."""
    registry.register_builtin()
    played = play(game_id, 4, seed=5)
    middle = played.states[len(played.states) // 2]
    return played.engine, played.engine.view(middle, None), played.engine.view(played.states[-1], None)


def _picture(game_id: str, kind: str, names: list[str]) -> bytes:
    _engine, middle, end = _pictures(game_id)
    renderer = renderer_for(game_id)
    if kind == "board":
        return renderer.public(middle, names).tobytes()
    return renderer.final(end, names, picture_words(game_id, "zh-TW")).tobytes()  # "陳昱堃 獲勝"


@pytest.mark.parametrize("kind", ["board", "final"])
@pytest.mark.parametrize("game_id", ["copenhagen", "troyes_dice", "four_color_cards"])
def test_each_game_draws_every_character_of_rare_names(game_id: str, kind: str) -> None:
    """Each name's rarest character reaches the picture: replacing it with the sign, or leaving it out, changes it."""
    table = _picture(game_id, kind, TABLE)
    for seat, name in enumerate(TABLE):
        rare = RAREST[name]
        for changed in (name.replace(rare, fonts.MISSING, 1), name.replace(rare, "", 1)):
            names = [*TABLE[:seat], changed, *TABLE[seat + 1 :]]
            assert _picture(game_id, kind, names) != table, (game_id, kind, name, changed)
