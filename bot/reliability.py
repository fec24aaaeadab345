"""A player's reliability on a server, as Board Game Arena's karma: the share of their finished games they
finished themselves (not resigned, not played to the end by the bot after their time-outs), and the share of their
turns they played themselves within the table's time limit (the bot plays a turn only once that limit ran out, or
for a seat it took over after time-outs).

A host may ask a lobby for a minimum (the ``reliability`` table option, a percentage): a player below it on either
share may not join. A new player, with no finished game and no turn played on the server, passes any minimum: they
have given nobody a reason to doubt them. ``reliability`` is what the lobby, ``/stats`` and tournaments call.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.numbers import Percent
from bot.records import ReliabilityCounts
from bot.refusal import Refusal

if TYPE_CHECKING:
    from bot.store import Store


@dataclass(frozen=True)
class Reliability:
    """A player's record on a server: ``finished_share`` of their ``games`` they finished themselves, and
    ``on_time_share`` of their ``turns`` they played in time; each share 1.0 when there is nothing to count."""

    finished_share: float
    on_time_share: float
    games: int
    turns: int = 0

    @classmethod
    def of(cls, counts: ReliabilityCounts) -> Reliability:
        return cls(
            finished_share=counts.finished / counts.games if counts.games else 1.0,
            on_time_share=counts.on_time / counts.turns if counts.turns else 1.0,
            games=counts.games,
            turns=counts.turns,
        )

    @property
    def new(self) -> bool:
        """Nothing to judge by yet: such a player passes any minimum."""
        return self.games == 0 and self.turns == 0

    @property
    def lowest(self) -> float:
        """The share a minimum is compared with: the lower of the two."""
        return min(self.finished_share, self.on_time_share)

    def passes(self, minimum: int) -> bool:
        """Whether the player may join a table that asks for ``minimum`` percent (0: anyone)."""
        return self.new or minimum <= 0 or round(100 * self.lowest, 6) >= minimum

    def short_of(self, minimum: int) -> tuple[str, ...]:
        """Which shares are below ``minimum`` percent: ``"finished"``, ``"on_time"`` or both."""
        if self.passes(minimum):
            return ()
        low = [
            name
            for name, share in (("finished", self.finished_share), ("on_time", self.on_time_share))
            if round(100 * share, 6) < minimum
        ]
        return tuple(low)


async def reliability(store: Store, guild_id: int, user_id: int) -> Reliability:
    """The player's reliability on the server, from every game they played there."""
    return Reliability.of(await store.reliability_counts(guild_id, user_id))


async def of_players(store: Store, guild_id: int | None, users: Sequence[int]) -> dict[int, Reliability]:
    """The reliability of each person among ``users`` (a lobby's members; AI seats have none), on the server."""
    if guild_id is None:
        return {}
    return {user: await reliability(store, guild_id, user) for user in users if user > 0}


async def refuse_below(store: Store, guild_id: int, user_id: int, minimum: int, refusal: str) -> None:
    """Turns away a player below ``minimum`` percent (0: anyone) with ``refusal`` (a lobby's or a tournament's),
    which says where they stand and what raises it; a new player passes."""
    if minimum <= 0:
        return
    record = await reliability(store, guild_id, user_id)
    if not record.passes(minimum):
        raise Refusal(
            refusal,
            minimum=Percent(minimum / 100),
            finished=Percent(record.finished_share),
            on_time=Percent(record.on_time_share),
        )
