"""AI seats: how the bot tells them apart from people, and what they are called.

An AI seat is a negative user id in a lobby's members and a game's seats: Discord's user ids are positive
snowflakes, so the two never meet, and everything that handles seats (the store, the pace, the move log) carries
AI seats without a column of its own. The id encodes the seat's level and its number in the lobby
(``-(10 * number + level code)``), which is all its name needs: the name is written in the reader's language
whenever it is shown, never stored translated.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from bot.i18n import t


class Level(StrEnum):
    """How strongly an AI plays (``games.ai.choose_move``'s ``level``)."""

    EASY = "easy"
    STRONG = "strong"


_CODES = {Level.EASY: 1, Level.STRONG: 2}
_LEVELS = {code: level for level, code in _CODES.items()}
MAX_NUMBER = 99


def ai_user(level: Level, number: int) -> int:
    """The user id of AI seat ``number`` (1, 2, ...) at ``level``."""
    return -(10 * number + _CODES[level])


def level_of(user_id: int) -> Level | None:
    """The level of an AI seat's user id; None for a person."""
    if user_id >= 0:
        return None
    return _LEVELS.get(-user_id % 10)


def is_ai(user_id: int) -> bool:
    return level_of(user_id) is not None


def number_of(user_id: int) -> int:
    return -user_id // 10


def next_ai(members: Iterable[int], level: Level) -> int:
    """The id of the next AI seat of a lobby: numbered after every AI already there, whatever its level, so
    that two AI seats never share a name."""
    numbers = [number_of(member) for member in members if is_ai(member)]
    return ai_user(level, max(numbers, default=0) + 1)


def ai_name(user_id: int, locale: str | None) -> str:
    """An AI seat's name in ``locale``'s language ("AI · strong 2")."""
    level = level_of(user_id)
    assert level is not None, f"{user_id} is not an AI seat"
    return t("ai.name", locale, level=t(f"ai.level.{level.value}", locale), number=number_of(user_id))


def display_names(users: Sequence[int], names: Sequence[str], locale: str | None) -> tuple[str, ...]:
    """Seat names as drawn for a reader of ``locale``: people by their display name, AI seats in that language."""
    return tuple(ai_name(user, locale) if is_ai(user) else name for user, name in zip(users, names, strict=True))


def levels(users: Sequence[int]) -> tuple[Level | None, ...]:
    """Each seat's AI level, None for people."""
    return tuple(level_of(user) for user in users)
