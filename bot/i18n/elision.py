"""French elision: "de", "le", "la", "que"... lose their vowel before a word that starts with a vowel sound.

A French template is written by hand and elided where its own words meet ("l'hôte", "qu'elle"); what it cannot know
is the word a placeholder will hold: "Main de {name}" must read "Main d'Amélie" but "Main de Bruno", "prend le
{card}" must read "prend l'éléphant rouge". ``t`` fills French templates through ``fill``, which elides the word
just before each placeholder when the value begins with a vowel sound. Names starting with h are taken as mute
("d'Hélène", "d'Hugo"), as French writes nearly every first name; the few words with an aspirated h that a value may
hold ("hu", "huit"...) are listed. A mention (``<@…>``), a number or a code span never elides the word before it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from string import Formatter
from typing import Any

# The words that elide, as written before a vowel.
ELIDED = {
    "de": "d'",
    "le": "l'",
    "la": "l'",
    "que": "qu'",
    "ne": "n'",
    "se": "s'",
    "je": "j'",
    "me": "m'",
    "te": "t'",
    "jusque": "jusqu'",
    "lorsque": "lorsqu'",
    "puisque": "puisqu'",
}
# Words whose h is aspirated: no elision before them ("de hu", "le huitième").
ASPIRATED_H = frozenset(
    {
        "hu",
        "huit",
        "huitième",
        "haut",
        "hasard",
        "hors",
        "héros",
        "hibou",
        "honte",
        "hall",
        "hamac",
        "hameau",
        "handicap",
        "hangar",
        "hareng",
        "haricot",
        "hockey",
        "homard",
        "hublot",
        "hutte",
    }
)
# Markdown that may wrap a value ("**IA · facile 1**"): looked through to the first letter.
_MARKUP = "*_~"
# The last word of the text before a placeholder, when it is one that elides and ends with its space.
# (Markdown may open between the word and the placeholder: "de **{game}**".)
_ELIDING_WORD = re.compile(r"(?<![\w'’-])(" + "|".join(ELIDED) + r") ([*_~]*)$", re.IGNORECASE)
_VOWELS = frozenset("aeiouœæ")
_FORMATTER = Formatter()


def _bare(letter: str) -> str:
    """A letter without its accent, lowercase: "É" -> "e"."""
    return unicodedata.normalize("NFD", letter)[0].lower()


def starts_with_vowel_sound(word: str) -> bool:
    """Whether ``word`` begins with a vowel or a mute h, as French elision hears it: "Amélie", "Émile", "Hélène",
    "Yvette", "éléphant" do; "Bruno", "Yann", "hu", "42", "<@123>", "`take`" do not."""
    text = word.lstrip(_MARKUP)
    if not text or not text[0].isalpha():
        return False
    first = _bare(text[0])
    if first in _VOWELS:
        return True
    if first == "y":  # a vowel before a consonant ("Yvette"), a consonant before a vowel ("Yann", "yeux")
        return len(text) > 1 and text[1].isalpha() and _bare(text[1]) not in _VOWELS
    if first == "h":
        head = re.match(r"[^\W\d_]+", text)
        return head is not None and head.group(0).lower() not in ASPIRATED_H
    return False


def elide(before: str, value: str) -> str:
    """``before`` (the text up to a word), with its last word elided when ``value`` starts with a vowel sound:
    ("Main de ", "Amélie") -> "Main d'"; ("Main de ", "Bruno") -> "Main de "."""
    found = _ELIDING_WORD.search(before)
    if found is None or not starts_with_vowel_sound(value):
        return before
    word = found.group(1)
    short = ELIDED[word.lower()]
    if word[0].isupper():
        short = short[0].upper() + short[1:]
    return before[: found.start()] + short + found.group(2)


def join(before: str, value: str) -> str:
    """``before`` followed by ``value``, elided if need be: ("Main de ", "Amélie") -> "Main d'Amélie"."""
    return elide(before, value) + value


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template.format(**params)``, with the word before each placeholder elided where its value needs it."""
    out = ""
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        out += literal
        if field is None:
            continue
        value, _ = _FORMATTER.get_field(field, (), params)
        value = _FORMATTER.convert_field(value, conversion)
        shown = _FORMATTER.format_field(value, spec or "")
        out = join(out, shown)
    return out
