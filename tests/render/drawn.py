"""What a picture writes: every string the renderers draw, recorded as it goes through ``text_mask``.

The three games draw their words, numbers and names through one function each: Copenhagen through its style's
``draw_text`` (whose masks are cached per string, so the call below the cache would miss repeats), the others
through ``render.common.text_mask`` as their text modules call it. Recording those calls lets a test check what a
picture says against the view it was drawn from, not only that a PNG decodes or that two pictures differ.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import render.common
import render.copenhagen.style
import render.four_color_cards.text
import render.troyes_dice.style

# Where each game's drawn text passes: the module, the function's name and the text's place among its arguments.
DRAWING = (
    (render.copenhagen.style, "draw_text", 2),
    (render.four_color_cards.text, "text_mask", 0),
    (render.troyes_dice.style, "text_mask", 0),
)


@contextmanager
def drawn_text(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Records every string drawn inside the block (the sprite cache is emptied, so pieces drawn once per
    process are drawn again, texts and all)."""
    drawn: list[str] = []
    monkeypatch.setattr(render.common, "_sprites", {})
    for module, name, place in DRAWING:
        original = getattr(module, name)

        def recording(*args: Any, _original: Any = original, _place: int = place, **kwargs: Any) -> Any:
            drawn.append(str(args[_place] if len(args) > _place else kwargs["text"]))
            return _original(*args, **kwargs)

        monkeypatch.setattr(module, name, recording)
    yield drawn


def shows_number(drawn: list[str], number: int) -> bool:
    """Whether some drawn string writes ``number`` as a whole number ("37", "×37", "37 chips", not "137")."""
    pattern = re.compile(rf"(?<![\d]){number}(?![\d])")
    return any(pattern.search(text) for text in drawn)


def shows_text(drawn: list[str], text: str) -> bool:
    return any(text in line for line in drawn)


def four_color_cards_fits(monkeypatch: pytest.MonkeyPatch) -> list[render.four_color_cards.text.Fitted]:
    """Every text Four Color Cards fits to a box from now on (each of its modules' ``fit`` recorded): its size, its
    room and whether words were cut."""
    original = render.four_color_cards.text.fit
    calls: list[render.four_color_cards.text.Fitted] = []

    def recorded(*args: Any, **kwargs: Any) -> render.four_color_cards.text.Fitted:
        result = original(*args, **kwargs)
        calls.append(result)
        return result

    for name, module in list(sys.modules.items()):
        if name.startswith("render.four_color_cards") and getattr(module, "fit", None) is original:
            monkeypatch.setattr(module, "fit", recorded)
    return calls
