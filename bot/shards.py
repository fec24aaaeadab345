"""Which of Discord's shards this process holds, and so which guilds are its own.

Discord sends a guild's events to shard ``(guild_id >> 22) % shard_count`` (direct messages to shard 0). When
several processes share the shards, each one changes, times and posts only the games of its own guilds: the
interactions of a guild reach only the process holding its shard, so that process alone has the channel's game
in its cache, and its timers and catch-up posts stay with it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shards:
    """The shards of this process: ``count`` of them in all (None: as many as Discord recommends), of which it
    holds ``ids`` (None: every one)."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    @property
    def partial(self) -> bool:
        """Whether other processes hold some of the shards."""
        return self.count is not None and self.ids is not None and set(self.ids) != set(range(self.count))

    def holds(self, shard_id: int) -> bool:
        return not self.partial or shard_id in (self.ids or ())

    def holds_guild(self, guild_id: int | None) -> bool:
        return self.holds(shard_of(guild_id, self.count or 1))

    def guild_filter(self, column: str, placeholder: str = "?", first: int = 1) -> tuple[str, list[int]]:
        """An SQL condition on ``column`` (a guild id) true for this process's guilds, and its parameters: the
        same text for SQLite (``?``) and PostgreSQL (``${}``, parameters numbered from ``first``)."""
        if not self.partial:
            return "1 = 1", []
        assert self.count is not None and self.ids is not None
        marks = [placeholder.format(n) for n in range(first, first + 1 + len(self.ids))]
        # Direct-message games have no guild: Discord sends those events to shard 0.
        condition = f"COALESCE(({column} >> 22) % {marks[0]}, 0) IN ({', '.join(marks[1:])})"
        return condition, [self.count, *self.ids]


EVERY_SHARD = Shards()


def shard_of(guild_id: int | None, count: int) -> int:
    """Discord's shard for a guild's events."""
    return 0 if guild_id is None else (guild_id >> 22) % count
