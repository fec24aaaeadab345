"""A count with its noun in English, for the log and for operators' messages, which are English: "1 server",
"3 servers", never "1 servers" or "1 server(s)". Babel's English plural rule, the one the catalogs count with."""

from __future__ import annotations

from babel import Locale

_ENGLISH = Locale("en").plural_form


def counted(count: int, one: str, other: str | None = None) -> str:
    """``count`` and its noun: ``one`` for one, else ``other`` (``one`` + "s" unless given)."""
    noun = one if _ENGLISH(count) == "one" else (other if other is not None else one + "s")
    return f"{count} {noun}"
