"""Pictures for Four Color Cards (四色牌): the table everyone sees and each player's own hand.

Both pictures are drawn from views only. The public picture reads the spectator view, which never says who holds
what or who could claim the card in play; the private picture adds the seat's hand and its legal claims.

Card faces carry the printed character of the rank (帥仕相俥傌炮兵 on red and yellow cards, 將士象車馬包卒 on
green and white ones, as the engine's ``cards`` module says), see ``cards``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from PIL import Image

from games.contract import JSON
from render.common import RGB
from render.four_color_cards import palette
from render.four_color_cards.hand import hand_picture
from render.four_color_cards.rounds import final_picture
from render.four_color_cards.table import table_picture
from render.four_color_cards.words import WORDS
from render.renderer import Renderer
from render.words import Text, Words

__all__ = ["RENDERER", "FourColorCardsRenderer"]


class FourColorCardsRenderer(Renderer):
    WORDS: ClassVar[Mapping[str, Text]] = WORDS
    PALETTE: ClassVar[tuple[RGB, ...]] = palette.COLOURS

    def public(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """The table, drawn straight into a palette image on ``PALETTE`` (``render.indexed``): the encoder only
        deflates it."""
        return table_picture(view, names, self.words(words), indexed=True)

    def public_rgb(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return table_picture(view, names, self.words(words))

    def private(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        return hand_picture(view, names, self.words(words))

    def final(self, view: JSON, names: Sequence[str], words: Words | None = None) -> Image.Image:
        """Who won, a line per round with each seat's chips won or lost and the finisher's points, the final chips,
        and the last round's melds (see ``rounds``)."""
        return final_picture(view, names, self.words(words))


RENDERER = FourColorCardsRenderer()
