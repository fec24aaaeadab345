"""Where boards are drawn: a game's first board on the drawing thread, its next ones on the event loop while they
stay quick, and the one after a slow board on the thread again, so that the loop is never held long."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest

from bot.drawing import QUICK_BOARD, Drawing


def drawing_that(burns: float = 0.0) -> Callable[[], str]:
    """A drawing that takes ``burns`` seconds of CPU and returns the name of the thread it ran on."""

    def draw() -> str:
        end = time.thread_time() + burns
        while time.thread_time() < end:  # busy, as drawing is: it is CPU that counts, not time asleep
            sum(range(100))
        return threading.current_thread().name

    return draw


async def test_a_games_first_board_is_drawn_on_the_thread_and_the_next_quick_ones_on_the_loop(drawing: Drawing) -> None:
    loop_thread = threading.current_thread().name
    assert (await drawing.board_drawn(1, drawing_that())).startswith("drawing")
    assert await drawing.board_drawn(1, drawing_that()) == loop_thread
    assert await drawing.board_drawn(1, drawing_that()) == loop_thread
    # Another game's first board: its names and pieces may not be drawn yet.
    assert (await drawing.board_drawn(2, drawing_that())).startswith("drawing")


async def test_after_a_slow_board_the_next_goes_back_to_the_thread(drawing: Drawing) -> None:
    loop_thread = threading.current_thread().name
    await drawing.board_drawn(1, drawing_that())
    assert await drawing.board_drawn(1, drawing_that(burns=QUICK_BOARD * 1.5)) == loop_thread
    assert (await drawing.board_drawn(1, drawing_that())).startswith("drawing")
    assert await drawing.board_drawn(1, drawing_that()) == loop_thread


async def test_a_slow_first_board_keeps_the_game_on_the_thread(drawing: Drawing) -> None:
    assert (await drawing.board_drawn(1, drawing_that(burns=QUICK_BOARD * 1.5))).startswith("drawing")
    assert (await drawing.board_drawn(1, drawing_that())).startswith("drawing")


async def test_a_drawing_that_fails_raises_to_its_caller_on_either_side(drawing: Drawing) -> None:
    def broken() -> str:
        raise ValueError("no such piece")

    with pytest.raises(ValueError, match="no such piece"):
        await drawing.board_drawn(1, broken)  # on the thread
    await drawing.board_drawn(1, drawing_that())
    with pytest.raises(ValueError, match="no such piece"):
        await drawing.board_drawn(1, broken)  # on the loop
    assert await drawing.board_drawn(1, drawing_that()) == threading.current_thread().name


async def test_the_record_of_quick_games_is_bounded() -> None:
    drawing = Drawing(games_kept=3)
    for game in range(10):
        await drawing.board_drawn(game, drawing_that())
    assert len(drawing._quick) <= 3
