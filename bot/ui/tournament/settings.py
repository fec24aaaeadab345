"""A tournament's settings as the host chose them, kept as JSON on its row."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.store.tournaments import FORMATS, SWISS

MAX_ROUNDS = 12
MAX_PLAYERS = 256
MAX_ROUND_HOURS = 24 * 30  # a month: a round of play-by-post at its slowest
HOUR = 3600.0


@dataclass(frozen=True)
class TournamentSettings:
    format: str = SWISS
    rounds: int = 3  # a Swiss tournament's rounds; an elimination plays until one player is left
    table_size: int = 2
    limit: int | None = None  # most entrants; None: no limit but ``MAX_PLAYERS``
    pace: dict[str, Any] | None = None  # the tables' pace (``bot.pace.settings.PaceSettings``); None: the server's
    reliability: int = 0  # the lowest reliability (``bot.reliability``), in percent, an entrant needs; 0: anyone
    round_hours: int | None = None  # how long a round may last before its games still played stop; None: no limit
    options: dict[str, Any] | None = None  # the tables' game options (``table_options``); None: the game's defaults

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": self.format, "rounds": self.rounds, "table_size": self.table_size}
        if self.limit is not None:
            data["limit"] = self.limit
        if self.pace is not None:
            data["pace"] = self.pace
        if self.reliability:
            data["reliability"] = self.reliability
        if self.round_hours is not None:
            data["round_hours"] = self.round_hours
        if self.options is not None:
            data["options"] = self.options
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TournamentSettings:
        chosen = str(data.get("format", SWISS))
        limit = data.get("limit")
        pace = data.get("pace")
        hours = data.get("round_hours")
        options = data.get("options")
        return cls(
            format=chosen if chosen in FORMATS else SWISS,
            rounds=int(data.get("rounds", 3)),
            table_size=int(data.get("table_size", 2)),
            limit=None if limit is None else int(limit),
            pace=dict(pace) if isinstance(pace, dict) else None,
            reliability=int(data.get("reliability", 0)),
            round_hours=None if hours is None else int(hours),
            options=dict(options) if isinstance(options, dict) else None,
        )

    @property
    def most_players(self) -> int:
        return MAX_PLAYERS if self.limit is None else self.limit

    @property
    def round_seconds(self) -> float | None:
        """How long a round may last, in seconds; None: as long as its games take."""
        return None if self.round_hours is None else self.round_hours * HOUR
