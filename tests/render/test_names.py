"""Every player's name is drawn in real letters in all three games: Latin with diacritics, Cyrillic, Chinese, kana.

A name's characters fall back one by one along the shipped Noto Sans chain (``render.fonts``); a character no
shipped font has (an emoji) is drawn as the replacement sign U+FFFD, never as the missing-glyph box nor left out,
and never changes the font of the rest of its line.
"""

from __future__ import annotations

import unicodedata
from importlib import resources
from types import ModuleType

import pytest
from PIL import Image, ImageDraw, ImageFont

import games.copenhagen
import games.four_color_cards
import games.troyes_dice
from render import fonts
from render.common import FontChooser, Runs, fit_text, text_mask, text_width
from render.copenhagen import style as copenhagen_style
from render.four_color_cards import text as four_color_cards_text
from render.registry import renderer_for
from render.troyes_dice import style as troyes_dice_style

GAMES = [games.copenhagen, games.troyes_dice, games.four_color_cards]
# Same length, same script, different letters: a renderer that draws boxes (or question marks) draws them alike.
LOOKALIKES = [
    ("Дмитрий", "Татьяна"),
    ("王小明", "李大华"),
    ("陳大文", "張美玲"),
    ("ŁŚĆŻ", "ĘĄŃŹ"),
    ("Zoë", "Zoé"),
]
NAMES = ["Zoë", "Łukasz", "Čeněk", "Şule", "Ödön", "Дмитрий", "Татьяна", "王小明", "李大华", "陳大文", "張美玲"]
NAMES += ["さくら", "カタカナ", "Nguyễn Thị Minh Khai", "Ελένη"]


def _copenhagen_face(bold: bool) -> FontChooser:
    face, _stroke = copenhagen_style._face(bold, user_text=True)
    assert face is not None
    return face


# Every chooser a game draws names with.
FACES: dict[str, FontChooser] = {
    "copenhagen": _copenhagen_face(False),
    "copenhagen bold": _copenhagen_face(True),
    "troyes_dice": troyes_dice_style.NAME_FACE,
    "troyes_dice bold": troyes_dice_style.NAME_BOLD_FACE,
    "four_color_cards": four_color_cards_text.regular_face,
    "four_color_cards bold": four_color_cards_text.bold_face,
}


def _public(game: ModuleType, names: list[str], seed: int = 4) -> bytes:
    engine = game.GAME
    state = engine.new(2, engine.default_options(), seed)
    renderer = renderer_for(engine.id)
    return renderer.public(engine.view(state, None), names).tobytes()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
@pytest.mark.parametrize(("one", "other"), LOOKALIKES)
def test_names_that_differ_only_in_non_ascii_letters_draw_differently(game: ModuleType, one: str, other: str) -> None:
    assert _public(game, [one, "Bob"]) != _public(game, [other, "Bob"])
    assert _public(game, ["Bob", one]) != _public(game, ["Bob", other])


def _ink(character: str, font: ImageFont.FreeTypeFont) -> bytes:
    size = int(font.size)
    image = Image.new("L", (3 * size, 3 * size), 0)
    ImageDraw.Draw(image).text((size, size), character, font=font, fill=255)
    return image.tobytes()


def _parts(face: FontChooser, text: str, size: int) -> tuple[tuple[ImageFont.FreeTypeFont, str], ...]:
    chosen = face(text, size)
    assert isinstance(chosen, Runs)
    parts = tuple((font, part) for font, part in chosen.parts if isinstance(font, ImageFont.FreeTypeFont))
    assert len(parts) == len(chosen.parts)
    return parts


@pytest.mark.parametrize("face", FACES.values(), ids=FACES.keys())
@pytest.mark.parametrize("name", NAMES)
def test_every_letter_of_a_name_has_a_glyph_in_the_font_chosen_for_it(face: FontChooser, name: str) -> None:
    parts = _parts(face, name, 24)
    assert "".join(part for _font, part in parts) == name  # nothing left out
    for font, part in parts:
        missing = _ink("\U0010fffd", font)  # a private-use code point no font has: the .notdef box
        for character in part:
            assert _ink(character, font) != missing, (name, character, font.getname())


def test_the_shipped_subsets_cover_the_scripts_they_promise() -> None:
    """Read from the fonts' own cmap tables; a sample of each range is also checked by drawing it."""
    ranges = {
        "Latin-1 and Latin Extended-A": [chr(c) for c in range(0xC0, 0x180) if c not in (0xD7, 0xF7)],
        "Cyrillic": [chr(c) for c in range(0x400, 0x500) if not 0x482 <= c <= 0x489],
        "kana": [chr(c) for c in [*range(0x3041, 0x3097), *range(0x30A1, 0x30FB)]],
        "GB2312 level 1": [bytes([a, b]).decode("gb2312") for a in range(0xB0, 0xD7) for b in range(0xA1, 0xFF)],
        "Big5 level 1": [bytes([a, b]).decode("big5") for a in range(0xA4, 0xC6) for b in range(0xA1, 0xFF)],
    }
    for script, characters in ranges.items():
        for bold in (False, True):
            missing = [c for c in characters if fonts.source(c, bold) is None]
            assert not missing, (script, bold, "".join(missing[:20]))
        for character in characters[:: max(1, len(characters) // 40)]:
            (font, _part), *_rest = _parts(fonts.regular_face, character, 20)
            assert _ink(character, font) != _ink("\U0010fffd", font), (script, character)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
@pytest.mark.parametrize(
    ("with_emoji", "signed", "without"),
    [
        ("Zoë 🎲", "Zoë \ufffd", "Zoë"),
        ("王🎲小明", "王\ufffd小明", "王小明"),
        ("👨‍👩‍👧 Дмитрий", "\ufffd Дмитрий", "Дмитрий"),  # one family, one sign
        ("Łukasz ❤️", "Łukasz \ufffd", "Łukasz"),  # the heart and its emoji-style selector, one sign
    ],
)
def test_an_emoji_is_drawn_as_the_replacement_sign_and_the_rest_of_the_name_unchanged(
    game: ModuleType, with_emoji: str, signed: str, without: str
) -> None:
    assert _public(game, [with_emoji, "Bob"]) == _public(game, [signed, "Bob"])
    assert _public(game, [with_emoji, "Bob"]) != _public(game, [without, "Bob"])  # not silently left out


def test_one_character_from_another_font_never_changes_the_font_of_the_rest() -> None:
    latin = _parts(fonts.regular_face, "Zoe Lukasz", 20)[0][0]
    for font, part in _parts(fonts.regular_face, "Zoë Łukasz 王小明 さくら", 20):
        if all(c == " " or "LATIN" in unicodedata.name(c) for c in part):
            assert font is latin, part
    assert [part for _font, part in _parts(fonts.regular_face, "Zoë Łukasz 王小明", 20)] == ["Zoë Łukasz ", "王小明"]


def test_names_in_any_script_share_a_baseline() -> None:
    """Anchored at the same point (``lm``, as the boards draw names), Chinese and Latin names sit on one line."""
    for face in (fonts.regular_face, fonts.bold_face):
        shifts = set()
        for name in ("Alice", "王小明", "Дмитрий", "さくら", "Zoë Łukasz 陳大文"):
            _mask, _left, middle_top, _advance = text_mask(name, 22, face, "lm")
            _mask, _left, baseline_top, _advance = text_mask(name, 22, face, "ls")
            shifts.add(middle_top - baseline_top)
        assert len(shifts) == 1, shifts


@pytest.mark.parametrize("face", [fonts.regular_face, fonts.bold_face])
def test_long_names_in_any_script_are_cut_with_an_ellipsis(face: FontChooser) -> None:
    long_names = ("張美玲李大华陳大文王小明張美玲李大华", "Čeněk Şule Ödön Łukasz-Żółć of Kraków")
    for name in (*long_names, "さくらカタカナさくらカタカナ"):
        cut = fit_text(name, 20, 120, face)
        assert cut.endswith("…") and text_width(cut, 20, face) <= 120
        assert name.startswith(cut[:-1].rstrip())


def test_fonts_and_their_licences_ship_inside_the_package() -> None:
    folder = resources.files("render.fonts")
    for name in (*fonts.REGULAR_CHAIN, *fonts.BOLD_CHAIN):
        assert folder.joinpath(name).read_bytes()[:4] in (b"\x00\x01\x00\x00", b"OTTO")  # a font, not a pointer
    for licence in fonts.LICENCES:
        assert "SIL Open Font License" in folder.joinpath(licence).read_text(encoding="utf-8")
