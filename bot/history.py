"""A game's public log: every move so far as spectators may see it, secret choices hidden.

The stored log holds the moves as played (secrets included), so each move's public form is recomputed by
replaying the game from its seed: ``Game.public_move`` needs the state the move was played in. Where the game
keeps secret who is awaited (a claim window), its secret answers are left out altogether, as on the board: their
authors, and even how many there were, would tell who was able to claim; so are take-backs of such answers.
Lines are numbered in the log shown.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

import discord

from bot.discord_limits import CONTENT, fit_lines
from bot.i18n import t
from bot.records import GameRecord, MoveRecord
from games.contract import Game
from games.take_back import UNDO, LogPlayer, seen_by_spectators

HISTORY_FILE = "history.txt"


@dataclass(frozen=True)
class LoggedMove:
    number: int  # its place in the public log: 1, 2, 3...
    seat: int
    public: str | None  # None: a secret choice (its author may be named: everyone makes one)
    taken_back: bool = False  # a take-back (/undo) the channel was told of


def public_log(engine: Game[Any], record: GameRecord, moves: list[MoveRecord]) -> list[LoggedMove]:
    """Replays ``moves`` from the game's seed, keeping what spectators may see of each one."""
    player = LogPlayer(engine, len(record.seats), record.options, record.seed)
    logged: list[LoggedMove] = []
    for move in moves:
        state = player.state
        if move.move == UNDO:
            # Listed as the channel was told of it: not at all when spectators could see no difference.
            player.play(move.seat, move.move)
            if seen_by_spectators(engine, state, player.state):
                logged.append(LoggedMove(len(logged) + 1, move.seat, None, taken_back=True))
            continue
        if not engine.anonymous_move(state, move.seat, move.move):
            public = engine.public_move(state, move.seat, move.move)
            logged.append(LoggedMove(len(logged) + 1, move.seat, public))
        player.play(move.seat, move.move)
    return logged


def log_lines(logged: list[LoggedMove], names: tuple[str, ...], loc: str | None) -> list[str]:
    lines = []
    for move in logged:
        player = names[move.seat] if move.seat < len(names) else "?"
        if move.taken_back:
            lines.append(t("undo.history", loc, number=move.number, player=player))
        elif move.public is None:
            lines.append(t("history.secret", loc, number=move.number, player=player))
        else:
            lines.append(t("history.line", loc, number=move.number, player=player, move=move.public))
    return lines


def history_reply(title: str, lines: list[str], loc: str | None) -> dict[str, Any]:
    """The title and as many of the latest lines as fit in a message, measured; when some do not, a line that
    says how many earlier moves are left out, and the whole log as an attached text file. The fields of an edit
    of the deferred answer (``edit_original_response``)."""
    content = fit_lines(lines, CONTENT, lambda count: t("history.earlier", loc, count=count), head=title, latest=True)
    whole = "\n".join([title, *lines])
    if content == whole:
        return {"content": content}
    attached = discord.File(io.BytesIO((whole + "\n").encode()), filename=HISTORY_FILE)
    return {"content": content, "attachments": [attached]}
