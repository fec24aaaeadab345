"""What a finished game writes: its results seat by seat and its players' new ratings (``bot.ratings.settle``).

A game is settled inside the transaction that ends it (``Store.record_move``, ``Store.change_pace``), as the last
thing it writes (``bot.store.transactions.record_end``): it reads the ending game and its players' current ratings
there, and writes the rows computed here from those plain facts (``transactions.RESULTS_INSERT``,
``transactions.RATINGS_UPSERT``), so that the ratings replaced are the ones that were read.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot import ratings
from bot.records import GameEnd
from bot.store.rows import Row, rating_record


@dataclass(frozen=True)
class EndingGame:
    """The stored facts of a game that ends, as read in the transaction that ends it."""

    game_id: int
    guild_id: int | None  # None: a game outside a server, recorded but never rated
    game_type: str
    seats: tuple[int, ...]  # user id per seat

    @classmethod
    def from_rows(cls, game_id: int, game: Row | None, seats: Iterable[Row]) -> EndingGame:
        """From its ``games`` row (guild_id, game_type) and its ``seats`` rows (user_id) in seat order."""
        assert game is not None, f"game {game_id} ends but is not stored"
        return cls(game_id, game["guild_id"], game["game_type"], tuple(int(row["user_id"]) for row in seats))

    @property
    def players(self) -> list[int]:
        """The rating entries its seats play under (``bot.ratings.player_of``), each once, in order: the ratings
        to read before settling."""
        return sorted({ratings.player_of(user) for user in self.seats})


@dataclass(frozen=True)
class Settlement:
    """The rows a game's end writes, in the column order of ``transactions.RESULTS_INSERT`` and
    ``transactions.RATINGS_UPSERT``."""

    # game_results: game_id, seat, guild_id, game_type, player_id, place, players, score, resigned, rated,
    # finished_at
    results: list[tuple[Any, ...]]
    # ratings: guild_id, game_type, player_id, mu, sigma, games, wins, updated_at (upserted)
    ratings: list[tuple[Any, ...]]


def season_settle(
    season_id: int, game: EndingGame, end: GameEnd, current: Iterable[Row], now: float
) -> list[tuple[Any, ...]]:
    """The ``season_ratings`` rows ``game`` ending as ``end`` at ``now`` writes in the season it ended in, given
    the season's stored ratings of its players (rows with ``rating_record``'s columns): the same model as the
    all-time ratings, from the season's own ratings, so a season starts everyone afresh. In the column order of
    ``transactions.SEASON_RATINGS_UPSERT``: season_id, player_id, mu, sigma, games, wins, updated_at."""
    stored = {row["player_id"]: rating_record(row) for row in current}
    _, updated = ratings.settle(game.guild_id, game.game_type, game.seats, end, stored)
    return [(season_id, r.player_id, r.mu, r.sigma, r.games, r.wins, now) for r in updated]


def settle(game: EndingGame, end: GameEnd, current: Iterable[Row], now: float) -> Settlement:
    """What ``game`` ending as ``end`` at ``now`` writes, given the stored ``ratings`` rows of its players."""
    stored = {row["player_id"]: rating_record(row) for row in current}
    results, updated = ratings.settle(game.guild_id, game.game_type, game.seats, end, stored)
    return Settlement(
        results=[
            (
                game.game_id,
                r.seat,
                game.guild_id,
                game.game_type,
                r.player_id,
                r.place,
                len(game.seats),
                r.score,
                int(r.resigned),
                int(r.rated),
                now,
            )
            for r in results
        ],
        ratings=[(r.guild_id, r.game_type, r.player_id, r.mu, r.sigma, r.games, r.wins, now) for r in updated],
    )
