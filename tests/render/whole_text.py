"""Whether a picture drew a text whole: the players' names and the lines that hold them, in rare and long names.

A text may be broken onto several lines; each line is drawn as its own string, one after the other. A text is drawn
whole when some run of consecutive drawn strings, spaces aside, spells it exactly: no letter dropped, none cut.
"""

from __future__ import annotations

# Look-alike and rare characters (堃, 鈺 and 喆 are common in given names and outside the smallest font subsets),
# Hangul, Latin and Cyrillic with diacritics, and names long enough to fill a line.
RARE_NAMES = ["陳昱堃", "王鈺婷", "김민준", "喆喆", "Zoë Łukasiewicz", "Дмитрий"]
LONG_NAMES = ["Alexandre-Dumas de la Pailleterie", "Александра Константиновна"]
LANGUAGES = ["en", "fr", "ru", "zh-CN", "zh-TW"]


def _squeezed(text: str) -> str:
    return "".join(text.split())


def drawn_whole(drawn: list[str], text: str) -> bool:
    """Whether ``text`` was drawn whole: in one drawn string, or across consecutive ones (its lines)."""
    target = _squeezed(text)
    for start in range(len(drawn)):
        joined = ""
        for piece in drawn[start:]:
            joined += _squeezed(piece)
            if joined == target:
                return True
            if not target.startswith(joined):
                break
    return any(target in _squeezed(piece) for piece in drawn)


def cut_texts(drawn: list[str]) -> list[str]:
    """The drawn strings that end in an ellipsis: a text cut to its box."""
    return [piece for piece in drawn if piece.rstrip().endswith("…")]
