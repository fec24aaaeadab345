"""What every game's renderer provides: pictures drawn from views only, returned as Pillow images."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from PIL import Image

from games.contract import JSON


class Renderer(ABC):
    """Base class of a game's renderer; a game's module in ``render/`` exposes one as ``RENDERER``."""

    @abstractmethod
    def public(self, view: JSON, names: Sequence[str]) -> Image.Image:
        """The board everyone sees, drawn from the spectator view."""

    @abstractmethod
    def private(self, view: JSON, names: Sequence[str]) -> Image.Image:
        """One seat's own picture (hand, sheet), drawn from that seat's view."""

    def final(self, view: JSON, names: Sequence[str]) -> Image.Image:
        """The picture at the game's end, from the spectator view: the last board, unless the game's end deserves
        more (every sheet with its score breakdown)."""
        return self.public(view, names)
