"""Troyes Dice's daily challenge: the spoiler-free summary of a finished daily game (``Plugin.daily_summary``).

Troyes Dice is played alone as well as with others, every player choosing from the same dice: made for a shared
daily puzzle (issue 38), so its plugin is the one that offers the daily challenge (``bot.daily.game``)."""

from __future__ import annotations

from typing import Any

# A cell of the sheet as the summary shows it: built in its district's colour, destroyed, or left free.
BUILT = {"red": "🟥", "yellow": "🟨", "white": "⬜"}
DESTROYED = "❌"
FREE = "⬛"


def shape(view: Any) -> str:
    """The finished sheet's shape in emoji, from the spectator view (``view(state, None)``): one line per district,
    its prestige row then its work row, each cell built (in the district's colour), destroyed or free. It says
    nothing of the dice nor of the moves: only which cells ended up built."""
    rows = view["sheets"][0]["rows"]
    lines = []
    for prestige, work in zip(rows[0::2], rows[1::2], strict=True):
        halves = ["".join(_cell(row["colour"], cell["state"]) for cell in row["cells"]) for row in (prestige, work)]
        lines.append(" ".join(halves))
    return "\n".join(lines)


def _cell(colour: str, state: str) -> str:
    if state == "built":
        return BUILT[colour]
    return DESTROYED if state == "destroyed" else FREE
