"""The numbered migrations of each backend.

Both backends run the same numbers, so they reach the same schema version. A migration is one file in
``migrations/`` (``004_ratings.sql``), written in SQL both SQLite and PostgreSQL accept; where a statement must
differ (SQLite's rowid, PostgreSQL's 64-bit and identity columns), PostgreSQL's file of the same number in
``migrations/postgresql/`` takes its place.
"""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable

SQLITE = "sqlite"
POSTGRESQL = "postgresql"


def migrations(backend: str = SQLITE) -> list[tuple[int, str]]:
    """The backend's migrations as (number, SQL), in order."""
    folder = resources.files("bot.store").joinpath("migrations")
    chosen = _numbered(folder)
    if backend == POSTGRESQL:
        chosen.update(_numbered(folder.joinpath("postgresql")))
    elif backend != SQLITE:
        raise ValueError(f"unknown database backend {backend!r}")
    return sorted((number, entry.read_text(encoding="utf-8")) for number, entry in chosen.items())


def _numbered(folder: Traversable) -> dict[int, Traversable]:
    return {
        int(entry.name.split("_", 1)[0]): entry
        for entry in folder.iterdir()
        if entry.is_file() and entry.name.endswith(".sql")
    }
