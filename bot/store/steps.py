"""The steps of a store transaction, and what the two dialects, SQLite and PostgreSQL, do differently with them.

A transaction (``bot.store.transactions``) is a plain generator: it yields one ``Step`` at a time (a statement,
its arguments, and what it wants back) and is sent what that statement gave, so that what it reads decides what it
writes next, in Python written once. An operation of one statement is a ``Step`` on its own. Each backend has a
driver that runs both: SQLite's runs the whole generator on the connection's thread (one trip there per
transaction, however many statements), PostgreSQL's awaits each step on one connection, inside one transaction
when it writes (``Mode``).

Statements are written once, in PostgreSQL's spelling of parameters ($1, $2…); SQLite runs each with ``?1``,
``?2``… in their place (``sqlite_spelling``), which bind by number just as theirs do. What must differ, and why:

    what                            SQLite                                  PostgreSQL
    parameters                      ?1, ?2…                                 $1, $2…
    a new row's id (``NEW_ID``)     the cursor's lastrowid                  the statement ``RETURNING id``
    rows changed (``COUNT``)        the cursor's rowcount                   the command's status tag
    rows read and locked            read: a write transaction (BEGIN        ``FOR UPDATE``, held to the commit
    (``locked``)                    IMMEDIATE) holds the whole database
    a lock alone: a row's, a        nothing, for the same reason            the lock, held to the commit
    name's (``postgresql_only``)
    a lobby's join order            its rowid                               its ``joined`` identity column
    claiming due timers             read, then marked (the write            one statement that locks each due
                                    transaction keeps other claimers out)   game's row, skipping those held
    a record that may be lost       committed without waiting for the       an ordinary commit
    (``Mode.NOTE``)                 disk

A statement that differs is a ``PerDialect`` pair, in ``bot.store.transactions`` beside the others; None on one
side: that dialect runs nothing for it.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeAlias, TypeVar

R = TypeVar("R")


class Want(Enum):
    """What a step wants back from its statement."""

    ROWS = "rows"  # every row (a list)
    ROW = "row"  # the first row, or None
    COUNT = "count"  # how many rows it changed
    RUN = "run"  # nothing
    MANY = "many"  # nothing: the statement run once per parameter row (``args`` holds the rows)
    NEW_ID = "new id"  # the id of the row it inserted


@dataclass(frozen=True, slots=True, eq=False)  # compared as itself, as a text is by value
class PerDialect:
    """A statement that must differ between the dialects (see the table above); None: that dialect runs nothing."""

    sqlite: str | None
    postgresql: str | None


Sql: TypeAlias = "str | PerDialect"


# A statement, its arguments, and what it wants back: a plain tuple (a move runs a dozen steps, and a tuple is made
# in a fraction of the time a named one takes).
Step: TypeAlias = "tuple[Want, Sql, Sequence[Any]]"


# A transaction: yields its steps, is sent each one's result, and returns what the store method returns.
Transaction: TypeAlias = Generator[Step, Any, R]


class Mode(Enum):
    """How a driver runs a transaction or a step."""

    READ = "read"  # no transaction of its own (PostgreSQL: each statement sees what was committed when it began)
    WRITE = "write"  # one transaction, durable at its commit
    # A write whose loss in a power cut costs nothing but a repeat (the record of a posted board: the outbox posts
    # it again, which posting at least once allows): SQLite commits it without an fsync. PostgreSQL: as WRITE.
    NOTE = "note"


# The members, as the drivers compare them: a global is found faster than a class's attribute.
ROWS, ROW, COUNT, RUN, MANY, NEW_ID = Want.ROWS, Want.ROW, Want.COUNT, Want.RUN, Want.MANY, Want.NEW_ID


def rows(sql: Sql, *args: Any) -> Step:
    return (ROWS, sql, args)


def row(sql: Sql, *args: Any) -> Step:
    return (ROW, sql, args)


def count(sql: Sql, *args: Any) -> Step:
    return (COUNT, sql, args)


def run(sql: Sql, *args: Any) -> Step:
    return (RUN, sql, args)


def new_id(sql: PerDialect, *args: Any) -> Step:
    """An INSERT of one row (``returning_id``), which gives back that row's id."""
    return (NEW_ID, sql, args)


def many(sql: Sql, arg_rows: Sequence[Sequence[Any]]) -> Step:
    """The statement run once per parameter row. A transaction gives it rows only: no rows, no statement (on
    PostgreSQL, no trip to the server for nothing), which is decided where the transaction is written, once."""
    return (MANY, sql, arg_rows)


def locked(sql: str) -> PerDialect:
    """``sql``, a SELECT, locking the rows it reads until the commit on PostgreSQL; SQLite has no row locks (its
    write transaction holds the whole database from its BEGIN IMMEDIATE)."""
    return PerDialect(sqlite=sql, postgresql=f"{sql} FOR UPDATE")


def postgresql_only(sql: str) -> PerDialect:
    """A lock SQLite does not need: its write transaction already keeps every other writer out."""
    return PerDialect(sqlite=None, postgresql=sql)


def returning_id(insert: str) -> PerDialect:
    """An INSERT whose new row's id is wanted (``new_id``): SQLite's driver reads the cursor's lastrowid."""
    return PerDialect(sqlite=insert, postgresql=f"{insert} RETURNING id")


def marks(first: int, number: int) -> str:
    """``number`` parameters numbered from ``first`` ("$3, $4, $5"), for an ``IN (…)`` list."""
    return ", ".join(f"${n}" for n in range(first, first + number))


_NUMBERED = re.compile(r"\$(\d+)")
# Each statement's text in SQLite's spelling, spelled once (``sqlite_spelling``): its driver looks it up here.
SQLITE_SPELLING: dict[Sql, str] = {}  # texts only: a ``PerDialect`` is not found here


def sqlite_spelling(sql: Sql) -> str | None:
    """The statement as SQLite runs it (None: not at all): ``?1``, ``?2``… for ``$1``, ``$2``…; a text is spelled
    once, then found in ``SQLITE_SPELLING``."""
    if isinstance(sql, PerDialect):
        if sql.sqlite is None:
            return None
        sql = sql.sqlite
    spelled = SQLITE_SPELLING.get(sql)
    if spelled is None:
        spelled = SQLITE_SPELLING[sql] = _NUMBERED.sub(r"?\1", sql)
    return spelled
