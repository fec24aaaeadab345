"""How many tables a round needs, and how large each is.

A round seats as many players as it can at tables of at most ``size`` and at least ``minimum`` players, with as few
tables as that allows (tables as full as possible) and sizes as even as possible; whoever cannot be seated gets a
bye. Two-player tables with an odd count leave one bye; four-player tables with seven players make one table of
four and one of three when three may play, and no bye at all.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Split:
    """A round's shape: the size of each table, largest first, and how many players sit out."""

    tables: tuple[int, ...]
    byes: int


def split(players: int, size: int, minimum: int) -> Split:
    """The tables for ``players`` players, at most ``size`` and at least ``minimum`` a table."""
    if size < 1 or minimum < 1 or minimum > size:
        raise ValueError(f"table sizes from {minimum} to {size} are not a range")
    for seated in range(players, -1, -1):
        tables = _fewest_tables(seated, size, minimum)
        if tables is not None:
            return Split(tables=_even(seated, tables), byes=players - seated)
    return Split(tables=(), byes=players)  # unreachable: zero players always fit in zero tables


def _fewest_tables(seated: int, size: int, minimum: int) -> int | None:
    if seated == 0:
        return 0
    for tables in range(-(-seated // size), seated // minimum + 1):
        if tables * minimum <= seated <= tables * size:
            return tables
    return None


def _even(seated: int, tables: int) -> tuple[int, ...]:
    if tables == 0:
        return ()
    base, extra = divmod(seated, tables)
    return tuple(base + 1 if index < extra else base for index in range(tables))
