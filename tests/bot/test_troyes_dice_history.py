"""Troyes Dice's ``/game history``: a half-day's choices are listed as secret when they were made, and each sheet's
choice, as the table was shown it, once everyone has chosen and the reveal made them public."""

from __future__ import annotations

import random

from bot.history import LoggedMove, log_lines, public_log
from bot.records import GameRecord, MoveRecord
from games.troyes_dice import GAME
from games.troyes_dice.state import CHOOSE

NAMES = ("alice", "bob")
SEED = 7


def played(seed: int) -> tuple[GameRecord, list[MoveRecord], list[list[str]]]:
    """A seeded game played to the end by random legal moves; with each half-day's choices in seat order."""
    record = GameRecord(1, 1, 1, GAME.id, {}, seed, 10, "finished", 0, {}, (10, 11), NAMES)
    choices = random.Random(seed)
    state = GAME.new(len(NAMES), {}, seed)
    moves: list[MoveRecord] = []
    half_days: list[list[str]] = []
    chosen: dict[int, str] = {}
    while GAME.result(state) is None:
        seat = min(GAME.awaiting(state))
        move = choices.choice(GAME.legal_moves(state, seat))
        if state.phase == CHOOSE:
            chosen[seat] = move
        moves.append(MoveRecord(len(moves) + 1, seat, 10 + seat, move, 0.0))
        state, _ = GAME.apply(state, seat, move)
        if len(chosen) == len(NAMES):  # everyone has chosen: the reveal
            half_days.append([chosen[seat] for seat in sorted(chosen)])
            chosen = {}
    return record, moves, half_days


def test_each_half_days_choices_are_listed_once_the_reveal_has_shown_them() -> None:
    record, moves, half_days = played(SEED)
    logged = [entry for entry in public_log(GAME, record, moves) if isinstance(entry, LoggedMove)]
    secret = [entry for entry in logged if entry.public is None]
    shown = [(entry.seat, entry.public) for entry in logged if entry.public is not None]
    # Every choice was secret when made; then each one is listed with its author, half-day by half-day.
    assert len(secret) == sum(len(choices) for choices in half_days) == 8 * 2 * len(NAMES)
    revealed = [(seat, move) for choices in half_days for seat, move in enumerate(choices)]
    assert [pair for pair in shown if pair in revealed] == revealed
    lines = log_lines(public_log(GAME, record, moves), NAMES, "en")
    first = half_days[0]
    assert lines[:4] == [
        "1. alice: (secret choice)",
        "2. bob: (secret choice)",
        f"3. alice: `{first[0]}`",
        f"4. bob: `{first[1]}`",
    ]
