"""The game ends on reaching exactly 12 points, and not one point before."""

from __future__ import annotations

from games.copenhagen import GAME
from games.copenhagen import components as c
from games.copenhagen import state as s

from .helpers import board, play_events, position

# Rows 1, 2, 6 and 7 are all windows (2 points each), row 5 has a brick (1 point); the red domino stood up in the
# gap of c3 and c4 completes row 3 with its brick (1 point) and row 4 with its window (2 points).
TWELVE_AFTER = board(".....", ".....", "RRRRR", "RRRRR", "rRRRR", "RR.RR", "RR.RR", "RRRRR", "RRRRR")
# The same with a brick in row 6 too: the same domino brings the facade to 11.
ELEVEN_AFTER = board(".....", ".....", "RRRRR", "rRRRR", "rRRRR", "RR.RR", "RR.RR", "RRRRR", "RRRRR")


def test_a_build_reaching_exactly_twelve_points_ends_the_game() -> None:
    state = position(players=3, hands={0: {"red": 1}}, facades={0: TWELVE_AFTER})
    assert state.scores[0] == 9
    after, kinds = play_events(state, "build red2 r90 c4")
    assert after.scores[0] == c.POINTS_TO_WIN == 12
    assert after.phase == s.OVER and after.end_reason == "points" and after.winner == 0
    assert kinds == ["tile_placed", "game_over"]
    assert GAME.awaiting(after) == frozenset()
    result = GAME.result(after)
    assert result is not None and result.winners == (0,)


def test_a_build_reaching_eleven_points_does_not_end_the_game() -> None:
    state = position(players=3, hands={0: {"red": 1}}, facades={0: ELEVEN_AFTER})
    after, kinds = play_events(state, "build red2 r90 c4")
    assert after.scores[0] == 11
    assert after.phase != s.OVER and "game_over" not in kinds
    assert GAME.result(after) is None and GAME.awaiting(after) == frozenset({0})
