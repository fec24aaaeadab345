"""The numbered migrations of each backend, and which files each backend runs.

Both backends run the same numbers, so they reach the same schema version (SQLite keeps it in ``PRAGMA
user_version``, PostgreSQL in its ``schema_version`` table). A migration is one file in ``migrations/``, written
in SQL both SQLite and PostgreSQL accept; where a statement must differ (SQLite's rowid, PostgreSQL's 64-bit and
identity columns), PostgreSQL runs its own file of the same number in ``migrations/postgresql/`` instead, and
SQLite never reads that folder. The files each backend runs, in order:

    number  SQLite                             PostgreSQL
    001     migrations/001_initial.sql         migrations/postgresql/001_initial.sql
    002     migrations/002_pace.sql            migrations/postgresql/002_pace.sql
    003     migrations/003_posting.sql         migrations/postgresql/003_posting.sql
    004     migrations/004_ratings.sql         the same file (shared)
    005     migrations/005_timer_claims.sql    the same file (shared)
    006     migrations/006_move_makers.sql     the same file (shared)
    007     migrations/007_game_threads.sql    migrations/postgresql/007_game_threads.sql
    008     migrations/008_player_pace.sql     the same file (shared)
    009     migrations/009_seasons_reliability.sql  migrations/postgresql/009_seasons_reliability.sql
    010     migrations/010_tournaments.sql     migrations/postgresql/010_tournaments.sql
    011     migrations/011_daily.sql           the same file (shared)
    012     migrations/012_tournament_deadlines.sql  the same file (shared)

A file that has run on some database is never edited: that database would not run it again, and it would differ
from a new one. A change of schema is a new number, as one shared file or as a pair (a file in each folder), so
that both backends keep the same numbers (``tests/bot/store/test_store.py`` checks that they do).
"""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable

SQLITE = "sqlite"
POSTGRESQL = "postgresql"
# What to do when a migration fails at start-up (docs/hosting/upgrade.md): the migration was rolled back, so the
# database is as the previous release left it.
MIGRATION_ADVICE = (
    "Nothing of that migration was kept. Restore the backup taken before the upgrade (or run the previous release"
    " again) and report the line"
)


class MigrationFailed(Exception):
    """A migration that failed and was rolled back; the store turns it into a one-line ``DatabaseUnusable``."""

    def __init__(self, number: int, cause: BaseException) -> None:
        super().__init__(number, cause)
        self.number = number
        self.cause = cause

    @property
    def reason(self) -> str:
        return f"migration {self.number:03d} failed ({type(self.cause).__name__}: {self.cause})"


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
