"""Numbers and dates as message parameters, written the way the message's language writes them (Babel's CLDR
formats: "1,234.5" in English, "1 234,5" in French, "58 %" in French and Russian, "2 décembre 2026")."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from babel.dates import format_date
from babel.numbers import format_decimal, format_percent

from bot.i18n import MINUS, babel_locale


def with_minus(text: str) -> str:
    """Babel writes a negative number with a hyphen-minus in these languages' formats: a true minus sign instead."""
    return MINUS + text[1:] if text.startswith("-") else text


@dataclass(frozen=True)
class Whole:
    """A whole number with the language's digit grouping."""

    value: int

    def in_language(self, code: str) -> str:
        return with_minus(format_decimal(self.value, format="#,##0", locale=babel_locale(code)))


@dataclass(frozen=True)
class Tenths:
    """A number shown to one decimal place (a rating)."""

    value: float

    def in_language(self, code: str) -> str:
        return with_minus(format_decimal(self.value, format="#,##0.0", locale=babel_locale(code)))


@dataclass(frozen=True)
class Percent:
    """A share from 0 to 1 as a whole percentage."""

    value: float

    def in_language(self, code: str) -> str:
        return format_percent(self.value, locale=babel_locale(code))


@dataclass(frozen=True)
class LongDate:
    """A day as a sentence reads it: "December 2, 2026", "2 décembre 2026", "2 декабря 2026 г.", "2026年12月2日"
    (the store keeps the ISO key, ``bot.daily.day.day_key``)."""

    value: dt.date

    def in_language(self, code: str) -> str:
        return format_date(self.value, format="long", locale=babel_locale(code))
