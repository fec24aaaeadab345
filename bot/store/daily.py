"""The daily challenge's statements (``daily_games``, migration 011), one of each written for both backends as
``bot.store.transactions`` writes its own; ``bot.store.driven`` runs them."""

from __future__ import annotations

from bot.records import DailyRecord
from bot.store.rows import Row

# A player's claim on a day: refused (the backend's unique-constraint error) when they have one already.
DAILY_CLAIM = "INSERT INTO daily_games (day, user_id, guild_id, parent_id, game_id) VALUES ($1, $2, $3, $4, $5)"
# A daily row with its game's thread and status, and the player's score once the game finished (its result).
_DAILY = (
    "SELECT d.day, d.user_id, d.guild_id, d.parent_id, d.game_id, d.told, g.channel_id AS thread_id, g.status,"
    " r.score FROM daily_games d JOIN games g ON g.id = d.game_id"
    " LEFT JOIN game_results r ON r.game_id = d.game_id AND r.seat = 0"
)
DAILY_OF = _DAILY + " WHERE d.day = $1 AND d.user_id = $2"
DAILY_GAME = _DAILY + " WHERE d.game_id = $1"
# A server's finished games of a day, the best score first (ties: the first finished first).
DAILY_BOARD = (
    _DAILY + " WHERE d.guild_id = $1 AND d.day = $2 AND r.score IS NOT NULL ORDER BY r.score DESC, r.finished_at"
)
# The days a player finished their game, the latest first, from ``$2`` on (a streak needs no older ones).
DAILY_FINISHED_DAYS = (
    "SELECT d.day FROM daily_games d JOIN game_results r ON r.game_id = d.game_id AND r.seat = 0"
    " WHERE d.user_id = $1 AND d.day >= $2 ORDER BY d.day DESC"
)
# Only the first teller matches: a game's result line is posted once.
DAILY_TELL = "UPDATE daily_games SET told = 1 WHERE game_id = $1 AND told = 0"
# A claim whose game could not start (its thread was refused): the day is the player's again.
DAILY_RELEASE = "DELETE FROM daily_games WHERE game_id = $1"


def daily_record(row: Row) -> DailyRecord:
    """From a row of ``_DAILY``."""
    return DailyRecord(
        day=str(row["day"]),
        user_id=int(row["user_id"]),
        guild_id=int(row["guild_id"]),
        parent_id=int(row["parent_id"]),
        game_id=int(row["game_id"]),
        thread_id=int(row["thread_id"]),
        status=str(row["status"]),
        score=None if row["score"] is None else int(row["score"]),
        told=bool(row["told"]),
    )
