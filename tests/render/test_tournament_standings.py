"""The tournament standings picture (``render.tournaments.standings``) as a player sees it on a phone: every name in
its own script, cut with an ellipsis only when too long and never over another column, 32 players on one picture
(more folded into a last line), the podium only at the end and told apart by number and height, not by colour, every
text readable once Discord shows the picture 400 px wide, and on Discord's light and dark themes alike.

What the picture writes is recorded where every text of it is pasted (``standings._text``), with where and how big;
the medals of the top rows carry their number too, drawn into a cached sprite at ``NAME_SIZE``.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PIL import Image

import render.common
from render import fonts
from render.common import text_mask
from render.tournaments import standings as sd
from render.tournaments import style as st
from render.tournaments.standings import StandingRow, StandingsPicture, draw_standings, picture_size, standings_image
from tests.render.colour_vision import VISIONS
from tests.support.contrast import AA_LARGE, AA_TEXT, contrast_ratio, seen_contrast

PHONE_W = 400
MIN_TEXT_AT_PHONE = 12.0  # px once the picture is shown 400 px wide, as the games' final standings
MAX_TALL = 2.6  # a picture at most this many times as tall as wide (tests/render/test_phone_sizes.py)

ENGLISH = ("Place", "Player", "Points", "Opponents' points")
HEADERS = {
    "en": ENGLISH,
    "fr": ("Place", "Joueur", "Points", "Points des adversaires"),
    "ru": ("Место", "Игрок", "Очки", "Сила соперников"),
    "zh-CN": ("名次", "玩家", "得分", "对手分"),
    "zh-TW": ("名次", "玩家", "得分", "對手總分"),
}
# Names as players write them: Latin with diacritics, Cyrillic, Greek, Vietnamese, simplified and traditional
# Chinese (rare characters too), Hangul, kana.
SCRIPTS = [
    "Zoë Łukasiewicz",
    "Дмитрий",
    "Ελένη",
    "Nguyễn Thị Minh Khai",
    "李大华",
    "陳昱堃",
    "喆喆",
    "김민준",
    "佐藤さくら",
    "カタカナ",
]
RAREST = {"陳昱堃": "堃", "喆喆": "喆", "김민준": "준", "Дмитрий": "й", "Zoë Łukasiewicz": "Ł", "佐藤さくら": "さ"}
# Discord names run to 32 characters.
LONG_NAMES = [
    "Bartholomew the Magnificent of T",
    "Константин Константинопольский X",
    "張美玲李大华陳大文王小明張美玲李大华陳大文王小明張美玲李大华陳大",
    "김민준이서연김민준이서연김민준이서연김민준이서연김민준이서연김민",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
]
DISCORD_THEMES = {"light": (255, 255, 255), "dark": (49, 51, 56), "darker": (26, 26, 30), "midnight": (0, 0, 0)}


def rows(names: list[str], notes: dict[int, str] | None = None) -> tuple[StandingRow, ...]:
    notes = notes or {}
    return tuple(
        StandingRow(
            place=k + 1, name=name, points=str(2 * (len(names) - k)), tiebreak=str(100 - k), note=notes.get(k, "")
        )
        for k, name in enumerate(names)
    )


def picture(
    names: list[str],
    podium: tuple[str, ...] = (),
    headers: tuple[str, ...] = ENGLISH,
    notes: dict[int, str] | None = None,
    title: str = "Troyes Dice tournament",
    subtitle: str = "Swiss · after round 2 of 3",
) -> StandingsPicture:
    return StandingsPicture(title, subtitle, headers, rows(names, notes), podium)


def players(count: int) -> list[str]:
    return [*SCRIPTS, *(f"Player {k + 1}" for k in range(len(SCRIPTS), count))][:count]


@dataclass(frozen=True)
class Text:
    """One text the picture pasted: what, where (its inked box), how big and in which colour."""

    text: str
    size: int
    box: tuple[int, int, int, int]
    fill: tuple[int, int, int]

    def overlaps(self, other: Text) -> bool:
        a, b = self.box, other.box
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Text]]:
    """Every text pasted from now on (the sprite cache emptied, so the medals are drawn again)."""
    record: list[Text] = []
    original = sd._text
    monkeypatch.setattr(render.common, "_sprites", {})

    def recording(
        image: Image.Image, xy: tuple[int, int], text: str, size: int, fill: Any, anchor: str, face: Any
    ) -> int:
        if text:
            mask, left, top, _advance = text_mask(text, size, face, anchor)
            box = (xy[0] + left, xy[1] + top, xy[0] + left + mask.width, xy[1] + top + mask.height)
            record.append(Text(text, size, box, fill))
        return original(image, xy, text, size, fill, anchor, face)

    monkeypatch.setattr(sd, "_text", recording)
    yield record


def texts(record: list[Text]) -> list[str]:
    return [one.text for one in record]


# The size of the picture.


@pytest.mark.parametrize("count", [0, 1, 8, 32, 40])
@pytest.mark.parametrize("podium", [(), ("Alice", "Bob", "Chloé")], ids=["during", "over"])
def test_the_picture_is_a_png_of_the_size_its_rows_and_podium_say(count: int, podium: tuple[str, ...]) -> None:
    data = draw_standings(picture(players(count), podium))
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    assert image.mode == "P", "the house's palette PNG"
    assert image.size == picture_size(count, bool(podium))
    assert image.width == st.WIDTH
    assert image.height <= MAX_TALL * image.width, image.size


def test_neither_names_nor_languages_nor_notes_change_the_size_and_the_same_standings_give_the_same_bytes() -> None:
    sizes = set()
    for code, headers in HEADERS.items():
        for names in (players(12), [*LONG_NAMES, *LONG_NAMES, *LONG_NAMES[:2]], ["A"] * 12):
            drawn = standings_image(picture(names, tuple(LONG_NAMES[:3]), headers, {1: "bye", 4: "dropped"}, code))
            sizes.add(drawn.size)
    assert sizes == {picture_size(12, True)}
    one = picture(players(12), ("Alice", "Дмитрий", "王小明"), notes={3: "bye"})
    assert draw_standings(one) == draw_standings(one)


# Every name, in every script.


def test_every_name_of_every_script_is_drawn_whole_in_real_glyphs(drawn: list[Text]) -> None:
    standings_image(picture(SCRIPTS, (SCRIPTS[5], SCRIPTS[7], SCRIPTS[1])))
    written = texts(drawn)
    for name in SCRIPTS:
        assert name in written, f"{name} is not drawn whole"
    for text in written:
        for character in text.replace(" ", ""):
            for bold in (False, True):
                assert fonts.source(character, bold) is not None, (text, character, f"U+{ord(character):04X}")


@pytest.mark.parametrize("name", sorted(RAREST))
def test_a_names_rarest_character_is_drawn_as_itself_not_as_a_sign(name: str) -> None:
    """A renderer that drew a box, a question mark or nothing for a character would draw the name alike."""
    signed = name.replace(RAREST[name], fonts.MISSING)
    for podium in ((), (name, "Bob")):
        with_name = picture([name, "Bob"], podium)
        with_sign = picture([signed, "Bob"], tuple(signed if one == name else one for one in podium))
        assert draw_standings(with_name) != draw_standings(with_sign)


@pytest.mark.parametrize(
    ("one", "other"),
    [("Дмитрий", "Татьяна"), ("王小明", "李大华"), ("陳大文", "張美玲"), ("김민준", "이서연"), ("Zoë", "Zoé")],
)
def test_names_of_one_script_and_length_are_drawn_apart(one: str, other: str) -> None:
    """Same script, same length, other letters: a picture that drew missing-glyph boxes would draw them alike."""
    assert draw_standings(picture([one, "Bob"])) != draw_standings(picture([other, "Bob"]))
    assert draw_standings(picture(["Bob", "Eve"], (one, "Bob"))) != draw_standings(
        picture(["Bob", "Eve"], (other, "Bob"))
    )


@pytest.mark.parametrize(
    ("with_emoji", "signed", "without"), [("Zoë 🎲", "Zoë \ufffd", "Zoë"), ("王🎲小明", "王\ufffd小明", "王小明")]
)
def test_an_emoji_is_drawn_as_the_replacement_sign_never_left_out(with_emoji: str, signed: str, without: str) -> None:
    assert draw_standings(picture([with_emoji, "Bob"])) == draw_standings(picture([signed, "Bob"]))
    assert draw_standings(picture([with_emoji, "Bob"])) != draw_standings(picture([without, "Bob"]))


# Long names, and nothing drawn over anything else.


def _rows_texts(record: list[Text], top_of_table: int) -> list[Text]:
    return [one for one in record if one.box[1] >= top_of_table]


@pytest.mark.parametrize("notes", [{}, {k: "dropped" for k in range(5)}], ids=["no note", "noted"])
def test_a_long_name_is_cut_with_an_ellipsis_inside_its_column(drawn: list[Text], notes: dict[int, str]) -> None:
    standings_image(picture(LONG_NAMES, notes=notes))
    name_column = sd.columns(True).name
    for name in LONG_NAMES:
        (cut,) = [one for one in drawn if one.text.endswith("…") and name.startswith(one.text[:-1])]
        assert len(cut.text) < len(name)
        assert cut.size * PHONE_W / st.WIDTH >= MIN_TEXT_AT_PHONE, "shrunk only to the floor before the cut"
        assert name_column[0] <= cut.box[0] and cut.box[2] <= name_column[1], (cut, name_column)
    if notes:
        assert texts(drawn).count("dropped") == len(notes), "the note is never the part that is cut"


@pytest.mark.parametrize("code", sorted(HEADERS))
def test_no_text_is_drawn_over_another_and_every_header_is_whole(drawn: list[Text], code: str) -> None:
    names = [*LONG_NAMES, *players(27)][:32]
    podium = (LONG_NAMES[0], LONG_NAMES[2], LONG_NAMES[1])
    image = standings_image(picture(names, podium, HEADERS[code], {2: "bye", 6: "dropped"}))
    for k, one in enumerate(drawn):
        left, top, right, bottom = one.box
        assert left >= 0 and right <= image.width and top >= 0 and bottom <= image.height, one
        for other in drawn[k + 1 :]:
            assert not one.overlaps(other), (one, other)
    for header in HEADERS[code]:
        shown = " ".join(one.text for one in drawn if one.text in header)
        assert header.replace(" ", "") in shown.replace(" ", ""), (code, header, "cut or missing")


def test_every_text_reads_at_a_phones_width(drawn: list[Text]) -> None:
    for code, headers in HEADERS.items():
        standings_image(picture([*LONG_NAMES, *players(27)][:32], tuple(LONG_NAMES[:3]), headers, {1: "bye"}, code))
    assert len(drawn) > 100
    smallest = min(drawn, key=lambda one: one.size)
    assert smallest.size * PHONE_W / st.WIDTH >= MIN_TEXT_AT_PHONE, smallest
    assert sd.NAME_SIZE * PHONE_W / st.WIDTH >= MIN_TEXT_AT_PHONE, "the medals' numbers"


# Thirty-two players, and more.


def test_thirty_two_players_fit_on_one_picture_every_row_whole(drawn: list[Text]) -> None:
    names = players(32)
    image = standings_image(picture(names, ("Player 20", "Player 21", "Player 22")))
    written = texts(drawn)
    assert image.height <= MAX_TALL * image.width
    for row in rows(names):
        assert row.name in written and row.points in written and row.tiebreak in written, row
        assert str(row.place) in written or row.place <= 3, "places beyond the podium's are written"
    assert not any(text.startswith("… +") for text in written)


def test_more_than_thirty_two_players_show_the_top_and_how_many_more(drawn: list[Text]) -> None:
    names = players(45)
    image = standings_image(picture(names))
    written = texts(drawn)
    assert image.size == picture_size(32, False)
    assert all(name in written for name in names[:31])
    assert not any(name in written for name in names[31:])
    assert "… +14" in written


def test_tied_players_share_their_place_as_given(drawn: list[Text]) -> None:
    tied = (
        StandingRow(1, "Alice", "6", "8", ""),
        StandingRow(1, "Bob", "6", "8", ""),
        StandingRow(3, "Chloé", "2", "4", "bye"),
    )
    standings_image(StandingsPicture("T", "S", ENGLISH, tied, ()))
    place = sd.columns(True).place
    places = [one.text for one in drawn if place[0] <= one.box[0] and one.box[2] <= place[1] and one.text.isdigit()]
    assert places == ["1", "1", "3"]


def test_without_a_tie_break_the_table_has_three_columns(drawn: list[Text]) -> None:
    standings_image(StandingsPicture("T", "S", ENGLISH[:3], rows(["Alice", "Bob"]), ()))
    written = texts(drawn)
    assert "Opponents' points" not in written and "100" not in written
    assert sd.columns(False).name[1] > sd.columns(True).name[1], "the name takes the room"


# The podium: only at the end, and told apart without colour.


def test_the_podium_is_drawn_only_when_given(drawn: list[Text]) -> None:
    names = players(8)
    during = standings_image(picture(names))
    during_texts = list(drawn)
    drawn.clear()
    over = standings_image(picture(names, (names[2], names[0], names[1])))
    assert over.height - during.height == sd.PODIUM_H + sd.GAP
    steps = [one.text for one in during_texts if one.size == sd.STEP_NUMBER_SIZE]
    assert steps == [], "no step before the end"
    assert [one.text for one in drawn if one.size == sd.STEP_NUMBER_SIZE] == ["1", "2", "3"]
    podium_names = [one.text for one in drawn if _on_the_podium(one) and one.size != sd.STEP_NUMBER_SIZE]
    assert podium_names == [names[2], names[0], names[1]]
    # During the rounds the leaders' places are figures like every other; at the end a medal carries them.
    assert {"1", "2", "3"} <= set(texts(during_texts))
    assert not {"1", "2", "3"} & {one.text for one in drawn if one.size == sd.NAME_SIZE}
    assert _medal_pixels(over, 3) and not _medal_pixels(during, 3)


def _on_the_podium(one: Text) -> bool:
    return one.box[1] > sd.BAR_H and one.box[3] < sd.BAR_H + sd.GAP + sd.PODIUM_H


def _medal_pixels(image: Image.Image, rows_shown: int) -> bool:
    """Whether the medals' metals fill the place column of the top rows."""
    left, right = sd.columns(True).place
    column = image.crop((left, 0, right, image.height)).convert("RGB")
    colours = {colour for _count, colour in column.getcolors(maxcolors=1 << 16) or []}
    return all(metal in colours for metal in st.MEDALS[:rows_shown])


def test_a_podium_of_two_draws_two_steps(drawn: list[Text]) -> None:
    standings_image(picture(["Alice", "Bob"], ("Alice", "Bob")))
    assert [one.text for one in drawn if one.size == sd.STEP_NUMBER_SIZE] == ["1", "2"]


def test_the_podium_tells_places_apart_by_number_and_height_not_colour_alone(drawn: list[Text]) -> None:
    """Each step carries its number (in an ink that reads on it for every eye) and stands at its own height, the
    champion's highest, 2 1 3 from left to right."""
    standings_image(picture(players(4), ("Alice", "Bob", "Chloé")))
    numbers = [one for one in drawn if one.size == sd.STEP_NUMBER_SIZE]
    assert [one.text for one in numbers] == ["1", "2", "3"]
    assert numbers[1].box[0] < numbers[0].box[0] < numbers[2].box[0], "2 1 3 from left to right"
    assert sd.STEP_HEIGHTS[0] > sd.STEP_HEIGHTS[1] > sd.STEP_HEIGHTS[2]
    for number, metal in zip(numbers, st.MEDALS, strict=True):
        assert number.fill == st.ink_on(metal)
        assert min(seen_contrast(number.fill, metal, vision) for vision in VISIONS) >= AA_TEXT, number


# Colours.

PAIRS = {
    "title on the walnut bar": (st.TITLE_INK, st.TITLE_BAR, AA_TEXT),
    "subtitle on the walnut bar": (st.TITLE_MUTED, st.TITLE_BAR, AA_TEXT),
    **{
        f"{ink_name} on the {ground_name}": (ink, ground, AA_TEXT)
        for ink_name, ink in {"ink": st.INK, "muted header or note": st.MUTED}.items()
        for ground_name, ground in {"panel": st.PANEL, "stripe": st.STRIPE, "parchment": st.BACKGROUND}.items()
    },
    **{f"number on the {k + 1} medal": (st.ink_on(metal), metal, AA_TEXT) for k, metal in enumerate(st.MEDALS)},
    # GRAPHIC: a step's and a medal's walnut edge on the panel, the shape that stands apart from it.
    "step edge on the panel": (st.MEDAL_EDGE, st.PANEL, AA_LARGE),
    "a note's pill outline on the stripe": (st.MUTED, st.STRIPE, AA_LARGE),
}


@pytest.mark.parametrize("what", list(PAIRS))
def test_every_meaning_carrying_pair_reaches_aa_for_every_eye(what: str) -> None:
    ink, ground, least = PAIRS[what]
    seen = {vision: round(seen_contrast(ink, ground, vision), 2) for vision in VISIONS}
    assert min(seen.values()) >= least, (what, seen)


@pytest.mark.parametrize("theme", list(DISCORD_THEMES))
def test_the_edge_of_the_picture_shows_on_every_discord_theme(theme: str) -> None:
    """A walnut frame round the parchment: one of the two stands apart from any theme's background."""
    image = standings_image(picture(players(3)))
    middle = image.height // 2
    assert image.getpixel((0, middle)) == st.TITLE_BAR and image.getpixel((image.width - 1, middle)) == st.TITLE_BAR
    assert image.getpixel((st.FRAME + 1, middle)) == st.BACKGROUND
    background = DISCORD_THEMES[theme]
    best = max(contrast_ratio(st.TITLE_BAR, background), contrast_ratio(st.BACKGROUND, background))
    assert best >= AA_LARGE, (theme, round(best, 2))
