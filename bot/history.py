"""A game's public log: every move so far as spectators may see it, secret choices hidden.

The stored log holds the moves as played (secrets included), so each move's public record is recomputed by
replaying the game from its seed (``Game.record`` needs the state the move was played in). A move whose author
the record keeps secret (an answer to a claim window) is left out altogether, as on the board: their authors, and
even how many there were, would tell who was able to claim; so are take-backs of such answers. What the table was
told of such a decision comes from the record's revealed moves instead (``PublicMove.revealed``): the claim that
won a window, with its author. Where the record enters a new chapter (``PublicRecord.chapter``: a round), an
unnumbered line marks it. Moves are numbered in the log shown.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any, TypeAlias

import discord

from bot.discord_limits import CONTENT, fit_lines
from bot.i18n import t
from bot.records import GameRecord, MoveRecord
from games.contract import Game, Played, PublicRecord
from games.take_back import UNDO, LogPlayer, seen_by_spectators

HISTORY_FILE = "history.txt"


@dataclass(frozen=True)
class LoggedMove:
    number: int  # its place in the public log: 1, 2, 3...
    seat: int
    public: str | None  # None: a secret choice (its author may be named: everyone makes one)
    taken_back: bool = False  # a take-back (/undo) the channel was told of


@dataclass(frozen=True)
class StageMark:
    """Where a stage of play begins in the log (a round): the catalog key of its line and that line's parameters."""

    key: str
    params: dict[str, Any]


LogEntry: TypeAlias = LoggedMove | StageMark


def moves_in(logged: list[LogEntry]) -> int:
    """How many moves the log lists (its stage marks are not moves)."""
    return sum(isinstance(entry, LoggedMove) for entry in logged)


def public_log(engine: Game[Any], record: GameRecord, moves: list[MoveRecord]) -> list[LogEntry]:
    """Replays ``moves`` from the game's seed, keeping what spectators may see of each one: its public text, the
    secret moves its events made known, and the stages the spectator view enters."""
    player = LogPlayer(engine, len(record.seats), record.options, record.seed)
    logged: list[LogEntry] = []
    count = 0
    stage: dict[str, Any] | None = None

    def add(seat: int, public: str | None, taken_back: bool = False) -> None:
        nonlocal count
        count += 1
        logged.append(LoggedMove(count, seat, public, taken_back))

    def mark_stage(record: PublicRecord) -> None:
        nonlocal stage
        now = None if record.chapter is None else dict(record.chapter)
        if now is not None and now != stage:
            logged.append(StageMark(f"history.stage.{engine.id}", now))
        stage = now

    mark_stage(engine.record(player.state))
    for move in moves:
        state = player.state
        if move.move == UNDO:
            # Listed as the channel was told of it: not at all when spectators could see no difference.
            player.play(move.seat, move.move)
            if seen_by_spectators(engine, state, player.state):
                add(move.seat, None, taken_back=True)
            mark_stage(engine.record(player.state))
            continue
        events = player.play(move.seat, move.move)
        public = engine.record(player.state, Played(state, move.seat, move.move, tuple(events)))
        told = public.move
        assert told is not None
        if not told.anonymous:
            add(move.seat, told.text)
        for revealed in told.revealed:
            add(revealed.seat, revealed.move)
        mark_stage(public)
    return logged


def log_lines(logged: list[LogEntry], names: tuple[str, ...], loc: str | None) -> list[str]:
    lines = []
    for move in logged:
        if isinstance(move, StageMark):
            lines.append(t(move.key, loc, **move.params))
            continue
        player = names[move.seat] if move.seat < len(names) else "?"
        if move.taken_back:
            lines.append(t("undo.history", loc, number=move.number, player=player))
        elif move.public is None:
            lines.append(t("history.secret", loc, number=move.number, player=player))
        else:
            lines.append(t("history.line", loc, number=move.number, player=player, move=move.public))
    return lines


def history_reply(
    title: str, lines: list[str], loc: str | None, logged: list[LogEntry] | None = None
) -> dict[str, Any]:
    """The title and as many of the latest lines as fit in a message, measured; when some do not, a line that
    says how many earlier moves are left out, and the whole log as an attached text file. The fields of an edit
    of the deferred answer (``edit_original_response``). ``logged`` is the log the lines were written from, one
    line per entry (``log_lines``): the earlier moves are counted in it, as its stage marks are lines but no moves
    (without it every line is a move)."""

    def earlier(count: int) -> str:
        moves = count if logged is None else moves_in(logged[:count])
        return t("history.earlier", loc, count=moves)

    content = fit_lines(lines, CONTENT, earlier, head=title, latest=True)
    whole = "\n".join([title, *lines])
    if content == whole:
        return {"content": content}
    attached = discord.File(io.BytesIO((whole + "\n").encode()), filename=HISTORY_FILE)
    return {"content": content, "attachments": [attached]}
