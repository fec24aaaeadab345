"""The reliability rule: the two shares, the lower one against a lobby's minimum, a new player passing any."""

from __future__ import annotations

from bot.records import ReliabilityCounts
from bot.reliability import Reliability


def test_a_new_player_with_nothing_to_count_passes_any_minimum() -> None:
    fresh = Reliability.of(ReliabilityCounts(0, 0, 0, 0))
    assert fresh.new and fresh.passes(100) and fresh.short_of(100) == ()
    assert (fresh.finished_share, fresh.on_time_share) == (1.0, 1.0)


def test_the_lower_share_is_held_against_the_minimum() -> None:
    player = Reliability.of(ReliabilityCounts(games=4, finished=3, turns=10, on_time=9))
    assert (player.finished_share, player.on_time_share) == (0.75, 0.9)
    assert player.passes(75) and not player.passes(76)
    assert player.short_of(80) == ("finished",)
    assert player.short_of(95) == ("finished", "on_time")
    assert player.passes(0)


def test_a_player_whose_turns_the_bot_played_is_short_on_time_even_with_every_game_finished() -> None:
    player = Reliability.of(ReliabilityCounts(games=2, finished=2, turns=10, on_time=4))
    assert player.short_of(50) == ("on_time",)
