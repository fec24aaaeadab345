"""A negative number reads with a minus sign, as wide as the plus, in every language: "−13 chips" on a board and in
a message, "−1.5" for a rating's change, never a hyphen ("-13") glued to it."""

from __future__ import annotations

import pytest

from bot.i18n import LANGUAGES, picture_words, t
from bot.numbers import Tenths, Whole

MINUS = "\u2212"


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_a_negative_count_is_written_with_a_minus_sign(code: str) -> None:
    chips = picture_words("four_color_cards", code)("chips", count=-13)
    assert f"{MINUS}13" in chips and "-13" not in chips
    # The plural is still chosen by the number: French "jetons", Russian "фишек"/"фишки" as for 13.
    assert chips.replace(f"{MINUS}13", "13") == picture_words("four_color_cards", code)("chips", count=13)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_negative_figures_in_messages_use_a_minus_sign(code: str) -> None:
    assert Tenths(-1.5).in_language(code).startswith(MINUS)
    assert Whole(-1234).in_language(code).startswith(MINUS)
    assert Whole(1234).in_language(code)[0].isdigit()
    assert t("game.place", code, place=1, user="A", score=-4).count(MINUS) == 1
