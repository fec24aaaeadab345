"""The words a picture draws, handed to the renderer already in the reader's language.

Renderers stay pure: they never read a catalog. Each renderer declares the English source of every text it draws
(``Renderer.WORDS``, ids without a prefix) and draws ``words(id, **params)``; the bot passes a ``Words`` bound to
the reader's language, whose catalog holds the same ids as ``picture.<game>.<id>``. Without one, the renderer draws
its English (tests, benchmarks).

A text that counts something is a dict of CLDR plural categories, as in the bot's catalogs; English needs only
``one`` and ``other``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

Text = str | Mapping[str, str]
MINUS = "\u2212"  # a true minus sign, as wide as the plus


class Words(Protocol):
    """A picture's text by id, with its placeholders filled, in one language."""

    def __call__(self, key: str, /, **params: Any) -> str: ...


class English:
    """The ``Words`` of a renderer's own English table."""

    def __init__(self, table: Mapping[str, Text]) -> None:
        self._table = table

    def __call__(self, key: str, /, **params: Any) -> str:
        text = self._table[key]
        if not isinstance(text, str):
            text = text["one"] if params.get("count") == 1 else text["other"]
        if not params:
            return text
        # A negative number with a minus sign, as the bot's catalogs write it (bot.i18n.signed): "−13 chips".
        shown = {name: f"{MINUS}{-v}" if isinstance(v, int) and v < 0 else v for name, v in params.items()}
        return text.format(**shown)
