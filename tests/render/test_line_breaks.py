"""Where a picture's line may break (``render.common.break_units``), the same for the three games: at spaces, after
a hyphen inside a word, between Chinese, Japanese or Korean characters; never inside a player's name, never between
a number and its word, never before closing punctuation."""

from __future__ import annotations

from render.common import break_units, wrap_text
from render.four_color_cards import text as four_color_cards_text


def pieces(text: str, names: tuple[str, ...] = ()) -> list[str]:
    return [piece for piece, _spaced in break_units(text, names)]


def test_a_hyphenated_word_may_break_after_its_hyphen() -> None:
    assert pieces("peut-être") == ["peut-", "être"]
    assert pieces("Кто-то ходит") == ["Кто-", "то", "ходит"]


def test_a_lone_dash_stays_a_piece_of_its_own() -> None:
    assert pieces("A - B") == ["A", "-", "B"]


def test_korean_and_chinese_break_between_characters() -> None:
    assert pieces("반갑습니다") == ["반", "갑", "습", "니", "다"]
    assert pieces("林志玲胡了。") == ["林", "志", "玲", "胡", "了。"]


def test_a_name_a_number_and_closing_punctuation_stay_whole() -> None:
    assert pieces("Jean-Luc wins 12 points, then 林志玲 plays.", ("Jean-Luc", "林志玲")) == [
        "Jean-Luc",
        "wins",
        "12 points,",
        "then",
        "林志玲",
        "plays.",
    ]


def test_a_line_never_breaks_at_a_french_no_break_space() -> None:
    # French sets a no-break space before : ; ! ? and inside « »: the mark never starts a line, the space stays.
    assert pieces("Jetons\u00a0: 3 chacun, prêt\u202f? «\u00a0rc\u00a0» oui") == [
        "Jetons\u00a0:",
        "3 chacun,",
        "prêt\u202f?",
        "«\u00a0rc\u00a0»",
        "oui",
    ]


def test_four_color_cards_lays_out_the_same_pieces_as_the_other_games() -> None:
    text = "Jean-Luc pays 3 chips to 林志玲."
    names = ("Jean-Luc", "林志玲")
    laid = four_color_cards_text._pieces(text, names, keep_names=True)
    assert [piece.rstrip() for piece in laid] == pieces(text, names)
    assert "".join(laid) == text


def test_a_line_breaks_after_a_hyphen_when_the_word_does_not_fit() -> None:
    # One pixel per character: "peut-" fits a five-pixel room, "être" goes on the next line.
    assert wrap_text("peut-être", len, [5]) == ["peut-", "être"]
