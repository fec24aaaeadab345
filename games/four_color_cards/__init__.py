"""Four Color Cards (四色牌), Taiwanese ten-hu rules as played on Board Game Arena, for 2 to 4 players.

Modules: ``cards`` (deck and card codes), ``melds`` (meld kinds and points), ``split`` (win detection and best
split), ``claims`` (claim windows), ``scoring`` (round scoring and payments), ``flow`` (round flow), ``state``
(state and JSON), ``notation`` (move notation), ``messages`` (refusal texts), ``settings`` (options A1-A16),
``views`` (public and private views), ``engine`` (the contract).
"""

from games.four_color_cards.engine import FourColorCardsGame

GAME = FourColorCardsGame()

__all__ = ["GAME", "FourColorCardsGame"]
