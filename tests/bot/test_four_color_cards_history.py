"""Four Color Cards' ``/game history``: every move the table saw, claims that won a window and hu included, with a
line where each round begins, and nothing a spectator could not know (a pass, a losing claim, how many answered).

The log is built by replaying the stored moves through an engine that answers only what spectators may read (the
public move text, the events' public record, the spectator view): any other read fails the test.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.history import history_reply, log_lines, moves_in, public_log
from bot.i18n import t
from bot.records import GameRecord, MoveRecord
from games.contract import JSON, Event, Game, PublicRecord, Result
from games.contract import Played as GamePlayed
from games.four_color_cards import GAME
from games.four_color_cards.state import CLAIM, State
from tests.support.records import told

NAMES = ("alice", "bob", "carol", "dave")
SEED = 11


class SpectatorsOnly(Game[Any]):
    """Four Color Cards as the log may use it: it replays the moves, but who is awaited, the legal moves, a seat's
    view and the raw state are out of reach (the base class raises for all of them)."""

    id = GAME.id
    title = GAME.title
    min_players = GAME.min_players
    max_players = GAME.max_players

    def new(self, players: int, options: Any, seed: int) -> State:
        return GAME.new(players, options, seed)

    def apply(self, state: State, seat: int, move: str) -> tuple[State, list[Event]]:
        return GAME.apply(state, seat, move)

    def record(self, state: State, played: GamePlayed[State] | None = None) -> PublicRecord:
        return GAME.record(state, played)

    def view(self, state: State, seat: int | None) -> JSON:
        if seat is not None:
            raise AssertionError(f"the public log read seat {seat}'s private view")
        return GAME.view(state, None)

    def result(self, state: State) -> Result | None:
        return GAME.result(state)


class Played:
    """A seeded game played to the end, the claimants claiming whenever they can but on every third answer, which
    passes (so that windows have passes and losing claims), with what the table was told: the open moves, the
    claims that won, the rounds."""

    def __init__(self, seed: int) -> None:
        self.record = GameRecord(1, 1, 1, GAME.id, {}, seed, 10, "finished", 0, {}, (10, 11, 12, 13), NAMES)
        self.moves: list[MoveRecord] = []
        # What a spectator saw, in order: ("move", seat, text) for an open move or a claim that won, ("round", n).
        self.told: list[tuple[Any, ...]] = [("round", 1)]
        self.answers: list[int] = []  # indices in ``moves`` of the secret answers
        self.open_moves = self.won = 0  # moves everyone saw played; claims (and hu) that won a window
        self.losing: list[int] = []  # those that claimed and lost the window to another seat
        window: list[tuple[int, int, str]] = []  # the open window's answers: (index, seat, move)
        state = GAME.new(len(NAMES), {}, seed)
        while GAME.result(state) is None:
            seat = min(GAME.awaiting(state))
            legal = GAME.legal_moves(state, seat)
            claims = [move for move in legal if move != "pass"]
            # Claim whenever possible, but pass on every third answer: windows get passes and losing claims.
            claiming = state.phase == CLAIM and claims and len(self.answers) % 3 != 2
            move = claims[0] if claiming else legal[-1]
            public = told(GAME, state, seat, move).text
            if public is not None:
                self.open_moves += 1
                self.told.append(("move", seat, public))
            else:
                self.answers.append(len(self.moves))
                window.append((len(self.moves), seat, move))
            state, events = GAME.apply(state, seat, move)
            self.moves.append(MoveRecord(len(self.moves) + 1, seat, 10 + seat, move, 0.0))
            winners = []
            for event in events:
                if event.kind == "claimed":
                    self.won += 1
                    winners.append(int(event.data["seat"]))
                    self.told.append(("move", event.data["seat"], event.data["move"]))
                elif event.kind == "round_over" and event.data["outcome"] == "hu":
                    self.won += 1
                    winners.append(int(event.data["finisher"]))
                    self.told.append(("move", event.data["finisher"], "hu"))
                elif event.kind == "round_started":
                    self.told.append(("round", event.data["round"]))
            if state.phase != CLAIM or events:
                # The window this answer was given in has resolved (with a claim, or every card died).
                self.losing += [index for index, who, answer in window if answer != "pass" and who not in winners]
                window = []
        self.state = state

    def history(self, moves: list[MoveRecord] | None = None, loc: str | None = None) -> list[str]:
        logged = public_log(SpectatorsOnly(), self.record, self.moves if moves is None else moves)
        return log_lines(logged, NAMES, loc)

    def expected(self) -> list[str]:
        lines, number = [], 0
        for entry in self.told:
            if entry[0] == "round":
                lines.append(f"— Round {entry[1]} of 3 —")
            else:
                number += 1
                lines.append(f"{number}. {NAMES[entry[1]]}: `{entry[2]}`")
        return lines


@pytest.fixture(scope="module")
def played() -> Played:
    return Played(SEED)


def test_the_history_lists_every_open_move_every_winning_claim_and_hu_and_each_round(played: Played) -> None:
    history = played.history()
    assert history == played.expected()
    assert [line for line in history if line.startswith("—")] == [f"— Round {n} of 3 —" for n in (1, 2, 3)]
    verbs = [line.split("`")[1].split()[0] for line in history if "`" in line]
    assert {"discard", "pong", "hu"} <= set(verbs) and set(verbs) & {"field", "command", "soldiers", "pair"}
    hus = sum(record["outcome"] == "hu" for record in played.state.history)
    assert verbs.count("hu") == hus > 0


def test_the_history_keeps_secret_the_passes_the_losing_claims_and_how_many_answered(played: Played) -> None:
    logged = public_log(SpectatorsOnly(), played.record, played.moves)
    history = log_lines(logged, NAMES, None)
    # One line per open move and per claim that won: none per answer, so a window's lines never say how many
    # players answered it, nor that anyone passed or lost.
    assert played.losing and any(played.moves[index].move == "pass" for index in played.answers)
    assert moves_in(logged) == played.open_moves + played.won < len(played.moves)
    assert not any("pass" in line or "secret choice" in line for line in history)


def test_a_losing_claim_played_as_a_pass_leaves_the_history_as_it_was(played: Played) -> None:
    """Two games that differ only in a secret answer that did not win show the same history: the log cannot tell
    who else could claim, or tried to."""
    for index in played.losing:
        moves = list(played.moves)
        lost = moves[index]
        moves[index] = MoveRecord(lost.version, lost.seat, lost.user_id, "pass", 0.0)
        assert played.history(moves) == played.history()


@pytest.mark.parametrize("loc", ["fr", "ru", "zh-CN", "zh-TW"])
def test_the_round_lines_are_in_the_readers_language(played: Played, loc: str) -> None:
    marks = [line for line in played.history(loc=loc) if not line[0].isdigit()]
    assert len(marks) == 3 and marks[0] != "— Round 1 of 3 —" and all("3" in mark for mark in marks)


@pytest.mark.parametrize("loc", [None, "fr"])
def test_a_long_history_counts_the_earlier_moves_it_leaves_out_not_its_round_lines(played: Played, loc: str) -> None:
    """The message shows the latest lines under "(N earlier moves are in the attached file)": N is the number of the
    first move shown, less one, though the lines left out include the rounds' lines."""
    logged = public_log(SpectatorsOnly(), played.record, played.moves)
    lines = log_lines(logged, NAMES, loc)
    content = history_reply("**History**", lines, loc, logged)["content"].splitlines()
    shown = [line for line in content[2:] if line[0].isdigit()]
    assert shown and len(shown) < moves_in(logged) and any(not line[0].isdigit() for line in lines[: -len(shown)])
    first = int(shown[0].split(".")[0])
    assert content[1] == t("history.earlier", loc, count=first - 1)
    assert re.search(rf"\b{first - 1}\b", content[1])
