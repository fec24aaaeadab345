"""Colours and sizes of the tournament pictures: the parchment and walnut of the house's final standings (Troyes
Dice's, ``render/troyes_dice/style.py``), so that a tournament's standings look like the games' own.

Sizes are set for a phone: Discord shows a picture about ``PHONE_WIDTH`` px wide until it is tapped, so no text is
drawn smaller than ``FLOOR`` px of the picture's ``WIDTH`` (12.5 px once shown 400 px wide).

The only colours that carry meaning are the podium's gold, silver and bronze, and each is drawn with its place's
number on it and on a step of its own height: the number and the shape say the place, the colour only repeats it.
Text colours read at WCAG AA (4.5:1) on every surface they are drawn on, for normal eyes and the three dichromacies
(tests/render/test_tournament_standings.py).
"""

from __future__ import annotations

from typing import Final

from render.common import RGB, Palette
from render.contrast import clearer

WIDTH: Final = 640
PHONE_WIDTH: Final = 400
FLOOR: Final = 20  # px of WIDTH: 12.5 px at PHONE_WIDTH
MARGIN: Final = 14
RADIUS: Final = 14
FRAME: Final = 3  # the walnut frame round the picture: its edge shows on Discord's light theme

BACKGROUND: Final[RGB] = (243, 233, 214)  # parchment: its edge shows on Discord's dark themes
PANEL: Final[RGB] = (255, 251, 243)
PANEL_EDGE: Final[RGB] = (220, 203, 176)
STRIPE: Final[RGB] = (248, 240, 226)
TITLE_BAR: Final[RGB] = (92, 58, 38)  # walnut
TITLE_INK: Final[RGB] = (255, 244, 222)
TITLE_MUTED: Final[RGB] = (226, 200, 166)
INK: Final[RGB] = Palette.ink
MUTED: Final[RGB] = (100, 90, 76)
WHITE: Final[RGB] = (255, 255, 255)

# The podium's steps and the medals of the top three rows: champion, second, third.
GOLD: Final[RGB] = (222, 164, 20)
SILVER: Final[RGB] = (160, 160, 170)
BRONZE: Final[RGB] = (150, 90, 40)  # dark enough for white on it
MEDALS: Final[tuple[RGB, ...]] = (GOLD, SILVER, BRONZE)
MEDAL_EDGE: Final[RGB] = (92, 58, 38)


def ink_on(fill: RGB) -> RGB:
    """The text colour that reads best on a filled step, medal or pill: white or the dark ink."""
    return clearer(fill, WHITE, INK)
