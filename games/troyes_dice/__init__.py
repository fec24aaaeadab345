"""Troyes Dice (Pearl Games, 2020) as on Board Game Arena: 1-10 players, simultaneous half-day choices.

The move notation is documented in ``notation.py``; the component data in ``components.py``.
"""

from games.troyes_dice.engine import TroyesDiceGame
from games.troyes_dice.state import TroyesState

GAME = TroyesDiceGame()

__all__ = ["GAME", "TroyesDiceGame", "TroyesState"]
