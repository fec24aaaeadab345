"""Copenhagen (Queen Games 2019) as played on Board Game Arena: a pure rules engine.

The move notation is documented in ``notation``; the data tables live in ``components``.
"""

from __future__ import annotations

from games.copenhagen.engine import CopenhagenGame
from games.copenhagen.state import CopenhagenState

GAME = CopenhagenGame()

__all__ = ["GAME", "CopenhagenGame", "CopenhagenState"]
