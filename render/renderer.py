"""What every game's renderer provides: pictures drawn from views only, returned as Pillow images."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import ClassVar

from PIL import Image

from games.contract import JSON
from render.common import RGB
from render.words import English, Text, Words


class Renderer(ABC):
    """Base class of a game's renderer; a game's module in ``render/`` exposes one as ``RENDERER``.

    ``WORDS`` is the English of every text the renderer draws, by id (the bot's catalogs translate them as
    ``picture.<game>.<id>``); each picture takes the ``Words`` to draw them in, English when none is given.
    """

    WORDS: ClassVar[Mapping[str, Text]] = {}
    #: The at most 256 colours every public picture is encoded in (``render/<game>/palette.py``, written by
    #: ``scripts/board_palettes.py``): each colour that fills an area, and the nearest blends for the edges. The
    #: encoder maps each board onto them instead of choosing a palette per board (``render.common``); a renderer
    #: may instead draw its public picture straight into a palette image on them (``render.indexed``).
    PALETTE: ClassVar[tuple[RGB, ...]] = ()

    def english(self) -> Words:
        return English(self.WORDS)

    def words(self, words: Words | None) -> Words:
        return self.english() if words is None else words

    @abstractmethod
    def public(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """The board everyone sees, drawn from the spectator view."""

    @abstractmethod
    def private(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """One seat's own picture (hand, sheet), drawn from that seat's view."""

    def final(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """The picture at the game's end, from the spectator view: the last board, unless the game's end deserves
        more (every sheet with its score breakdown)."""
        return self.public(view, names, words)

    def full_colour(
        self, view: JSON, names: Sequence[str], words: Words | None = None, *, final: bool = False
    ) -> Image.Image:
        """The public picture (with ``final``, the end-of-game one) in RGB, as drawn before its colours are mapped
        onto ``PALETTE``: what ``scripts/board_palettes.py`` learns the palette from."""
        picture = self.final(view, names, words) if final else self.public_rgb(view, names, words)
        return picture.convert("RGB")

    def public_rgb(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """``public`` drawn in RGB: a renderer that draws its public picture straight into a palette image
        (``render.indexed``) draws it in RGB here."""
        return self.public(view, names, words)
