"""The boards a replay draws are the ones the channel saw: the opening, every move the publisher shows as a board
(``MoveOutcome.heard``), the final picture last; each from the spectator view of its version, never a seat's."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.live import LiveGame
from bot.outcome import Heard, MoveOutcome
from bot.replays.moments import board_moments
from tests.support.played import Played, play

GAMES = [("copenhagen", 4, 61), ("troyes_dice", 4, 62), ("four_color_cards", 4, 63), ("tiny_tricks", 3, 64)]


def posted_versions(played: Played) -> list[int]:
    """The versions the publisher posts a board for, worked out the way it does: one ``MoveOutcome`` per move."""
    versions = [0]
    for move, before, after in zip(played.moves, played.states[:-1], played.states[1:], strict=True):
        _, events = played.engine.apply(before, move.seat, move.move)
        outcome = MoveOutcome.of(
            LiveGame(played.record, played.engine, before), LiveGame(played.record, played.engine, after),
            move.seat, move.move, events,
        )  # fmt: skip
        if outcome.heard is Heard.BOARD:
            versions.append(move.version)
    return versions


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_the_moments_are_the_posted_boards_each_from_its_spectator_view(game_id: str, players: int, seed: int) -> None:
    played = play(game_id, players, seed)
    moments = board_moments(played.engine, played.record, played.moves, finished=True)
    assert [moment.version for moment in moments] == posted_versions(played)
    for moment in moments:
        assert moment.view == played.engine.view(played.states[moment.version], None)
    # The end is the last board, drawn as the final picture; no other is.
    assert [moment.final for moment in moments] == [False] * (len(moments) - 1) + [True]
    assert moments[-1].version == played.record.version


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_the_replay_asks_the_engine_for_no_seats_view(
    game_id: str, players: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    played = play(game_id, players, seed)
    asked: list[int | None] = []
    real_view = played.engine.view

    def view(state: Any, seat: int | None) -> Any:
        asked.append(seat)
        return real_view(state, seat)

    monkeypatch.setattr(played.engine, "view", view)
    board_moments(played.engine, played.record, played.moves, finished=True)
    assert asked and set(asked) == {None}


def test_some_moves_of_a_game_with_secrets_show_no_board() -> None:
    """Four Color Cards: claim answers and steps are not boards; so the replay has fewer frames than moves."""
    played = play("four_color_cards", 4, 63)
    moments = board_moments(played.engine, played.record, played.moves, finished=True)
    assert 1 < len(moments) < len(played.moves)


def test_a_game_ended_by_resignations_ends_on_its_last_state_drawn_as_the_final_picture() -> None:
    # Move 7 takes a first card: a step of a turn, not a board. The others resign then, and the game ends there.
    played = play("copenhagen", 3, 65, stop_after=7)
    assert played.moves[-1].move.startswith("take")
    played = replace(played, record=replace(played.record, status="finished"))
    going_on = board_moments(played.engine, played.record, played.moves, finished=False)
    ended = board_moments(played.engine, played.record, played.moves, finished=True)
    assert going_on[-1].version == 6 and not any(moment.final for moment in going_on)
    assert ended[:-1] == going_on and ended[-1].version == 7 and ended[-1].final
    # Ended right after a board: that board becomes the final picture, with no frame added.
    played = replace(play("copenhagen", 3, 65, stop_after=6), record=played.record)
    ended = board_moments(played.engine, played.record, played.moves, finished=True)
    assert [moment.version for moment in ended][-2:] == [5, 6] and ended[-1].final
