"""The Rematch button's parts that need no Discord: its custom id, the seat order it rotates, who may press it."""

from __future__ import annotations

import re

from bot.records import GameRecord
from bot.ui.custom_ids import MAX_ID, REMATCH
from bot.ui.rematch import players_of, rotated


def _game(seats: tuple[int, ...]) -> GameRecord:
    names = tuple(f"p{seat}" for seat in seats)
    return GameRecord(7, 1, 2, "tiny_tricks", {}, 0, seats[0], "finished", 9, {}, seats, names)


def test_the_second_seat_sits_first_and_the_first_last() -> None:
    assert rotated((1, 2, 3, 4)) == (2, 3, 4, 1)
    assert rotated((5,)) == (5,)


def test_only_people_may_ask_for_a_rematch_not_ai_seats() -> None:
    assert players_of(_game((10, -12, 20, -21))) == (10, 20)


def test_the_custom_id_names_the_game_and_reads_back() -> None:
    built = REMATCH.build(game=MAX_ID)
    assert built == f"rematch:{MAX_ID}"
    match = re.fullmatch(REMATCH.pattern, built)
    assert match is not None and REMATCH.values(match) == [MAX_ID]
    assert re.fullmatch(REMATCH.pattern, "rematch:7:1") is None and re.fullmatch(REMATCH.pattern, "rematch:x") is None
