"""Where a new game's seed comes from: the system's random source in the bot, a seed the test chooses in tests.

The seed is the one thing the bot draws for a game: the engine draws everything else from it (the deal, the dice,
a random seating), so the game's log replays exactly. A test that must know the deal chooses the seed instead of
patching the random source.
"""

from __future__ import annotations

import secrets
from typing import Protocol

# A seed any JSON reader reads back exactly (a double holds integers up to 2**53): a game's export carries it.
SEED_BITS = 53


class Seeds(Protocol):
    def new_seed(self) -> int:
        """The seed of a game about to start."""
        ...


class SystemSeeds:
    def new_seed(self) -> int:
        return secrets.randbits(SEED_BITS)


class ChosenSeeds:
    """Seeds a test chooses: every game started after ``choose`` gets that seed; before, a system seed."""

    def __init__(self, seed: int | None = None) -> None:
        self._seed = seed

    def choose(self, seed: int) -> None:
        self._seed = seed

    def new_seed(self) -> int:
        return SYSTEM_SEEDS.new_seed() if self._seed is None else self._seed


SYSTEM_SEEDS = SystemSeeds()
