"""Russian cases for the names a placeholder brings: "все, кроме {names:gen}" reads "все, кроме Алёны и Игоря".

A Russian template is declined by hand where its own words meet; what it cannot know is the name a placeholder will
hold, and after "кроме" (genitive) or "платит ... каждому" (dative) a name in the nominative reads as a foreigner's
Russian ("кроме Алёна"). A template asks for a case with a format spec, ``{names:gen}`` or ``{others:dat}``, and
``t`` fills Russian templates through ``fill``, which declines each Cyrillic word of the value by its ending, as
Russian declines first names, nicknames and the seat's "Игрок 2": "Алёна" -> "Алёны" / "Алёне", "Игорь" -> "Игоря" /
"Игорю", "Мария" -> "Марии", "Сергей" -> "Сергея", "Злой кот" -> "Злого кота".

What Russian leaves as it is stays as it is: names in Latin letters ("кроме Bob"), mentions (``<@…>``), numbers,
words in capitals ("ИИ"), names ending in о, е, и, у, ю, э ("Пьеро", "Мари"). A word ending in a consonant is taken
as masculine (most such names are: "Иван", "Игорь"); the few feminine ones common enough to matter are listed. The
conjunction and commas of a list ("Алёна и Игорь") are left alone, so a whole list can be declined at once.

The same filling nests quotes: a value the template sets in «ёлочки» («{move}») has its own «» turned into „“.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from string import Formatter
from typing import Any, Literal

Case = Literal["gen", "dat"]
CASES: tuple[Case, ...] = ("gen", "dat")

# A word of Cyrillic letters (a hyphenated name is two words: "Анна-Мария" -> "Анны-Марии").
_WORD = re.compile(r"[А-Яа-яЁё]+")
_HUSHING_OR_VELAR = set("гкхжшщчГКХЖШЩЧ")
# Names whose stem loses a vowel, and feminine names ending in a soft sign: their forms given whole.
_IRREGULAR: dict[str, dict[Case, str]] = {
    "павел": {"gen": "павла", "dat": "павлу"},
    "лев": {"gen": "льва", "dat": "льву"},
    "пётр": {"gen": "петра", "dat": "петру"},
    "петр": {"gen": "петра", "dat": "петру"},
    "любовь": {"gen": "любови", "dat": "любови"},
    "нинель": {"gen": "нинель", "dat": "нинель"},
    "адель": {"gen": "адель", "dat": "адель"},
    "игрок": {"gen": "игрока", "dat": "игроку"},
}
# Feminine surnames declined as adjectives ("Анна Петрова" -> "Анны Петровой"), after another name only: alone,
# "Вова" or "Марина" is a first name.
_FEMININE_SURNAME = re.compile(r"(?:ов|ев|ёв|ин|ын)а$")
# Endings, longest first, and what each case puts in their place.
_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("ская", "ской", "ской"),
    ("цкая", "цкой", "цкой"),
    ("ая", "ой", "ой"),
    ("ский", "ского", "скому"),
    ("цкий", "цкого", "цкому"),
    ("кий", "кого", "кому"),  # "Горький"; "Георгий" is a noun, as below
    ("хий", "хого", "хому"),
    ("ый", "ого", "ому"),
    ("ой", "ого", "ому"),
    ("ия", "ии", "ии"),
    ("ий", "ия", "ию"),
    ("ья", "ьи", "ье"),
    ("я", "и", "е"),
    ("й", "я", "ю"),
    ("ь", "я", "ю"),
)
_UNDECLINED_ENDINGS = set("оеиуюэыёОЕИУЮЭЫЁ")


def _decline_lower(word: str, case: Case, after_name: bool) -> str:
    """``word`` (lowercase) in ``case``."""
    if word in _IRREGULAR:
        return _IRREGULAR[word][case]
    if after_name and _FEMININE_SURNAME.search(word):
        return word[:-1] + "ой"
    for ending, genitive, dative in _ENDINGS:
        if word.endswith(ending):
            return word[: -len(ending)] + (genitive if case == "gen" else dative)
    last = word[-1]
    if last in _UNDECLINED_ENDINGS:
        return word
    if last == "а":
        if case == "dat":
            return word[:-1] + "е"
        return word[:-1] + ("и" if word[-2] in _HUSHING_OR_VELAR else "ы")
    return word + ("а" if case == "gen" else "у")  # a consonant: declined as a masculine name


def decline_word(word: str, case: Case, after_name: bool = False) -> str:
    """One Cyrillic word in ``case``, its capital letters kept; a word in capitals ("ИИ") or of one letter (the
    conjunction "и") as it is. ``after_name`` says a name came just before it (a surname may follow)."""
    if len(word) < 2 or word.isupper():
        return word
    declined = _decline_lower(word.lower(), case, after_name)
    if word[0].isupper():
        declined = declined[0].upper() + declined[1:]
    return declined


# Between the names of a list: a comma, or the conjunction before the last one.
_LIST_SEPARATOR = re.compile(r"(, | и )")
# A name made of words, digits and spaces only ("Алёна", "Злой кот", "Игрок 2"); a label such as the AI's "ИИ · лёгкий
# 1" is not a noun phrase and stays as it is.
_PLAIN_NAME = re.compile(r"[\w \-]+")


def decline(text: str, case: Case) -> str:
    """Each name of ``text`` (a name, or a list of names joined by commas and "и") in ``case``. A mention
    (``<@…>``), a code span or a label with signs in it is left as it is."""
    parts = _LIST_SEPARATOR.split(text)
    return "".join(part if place % 2 else _decline_name(part, case) for place, part in enumerate(parts))


def _decline_name(text: str, case: Case) -> str:
    if not _PLAIN_NAME.fullmatch(text):
        return text
    out: list[str] = []
    place = 0
    after_name = False
    for match in _WORD.finditer(text):
        between = text[place : match.start()]
        after_name = after_name and between in (" ", "-")
        word = match.group()
        out.append(between)
        out.append(decline_word(word, case, after_name))
        after_name = len(word) > 1 and word[0].isupper()
        place = match.end()
    out.append(text[place:])
    return "".join(out)


class _CaseFormatter(Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in CASES:
            return decline(str(value), format_spec)
        return super().format_field(value, format_spec)


_FORMATTER = _CaseFormatter()


def _quoted_inside(value: Any) -> Any:
    """A value set inside «ёлочки» by its template, its own quotes made the inner „лапки“ Russian nests in them:
    «Построить здание „Ратуша“ в столбце 6»."""
    return value.replace("«", "„").replace("»", "“") if isinstance(value, str) else value


def fill(message: str, shown: Mapping[str, Any]) -> str:
    """A Russian template filled with ``shown``: each ``{name:gen}`` / ``{name:dat}`` declined, and the quotes of a
    value the template quotes («{move}») nested as „…“."""
    declines = ":gen}" in message or ":dat}" in message
    if not declines and "«{" not in message:
        return message.format(**shown)
    values = dict(shown)
    for literal, field, _spec, _conversion in Formatter().parse(message):
        if field and literal.endswith("«") and field in values:
            values[field] = _quoted_inside(values[field])
    return _FORMATTER.vformat(message, (), values) if declines else message.format(**values)
