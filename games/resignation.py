"""Final standings when players resigned: the resigners are placed after everyone who played on.

A resigned seat is played by the bot to the end, so the game goes on for the others; once fewer than two players
remain who have not resigned, or only AI seats do (nobody would be left to play with them), the game ends at once.
The bot applies this to every game's result, and ``games.replay`` to a game rebuilt from its exported record, so
both give the same standings.
"""

from __future__ import annotations

from collections.abc import Collection

from games.contract import Result, places_from_scores


def with_resignations(
    result: Result | None, resigned: Collection[int], players: int, ai: Collection[int] = ()
) -> Result | None:
    """The engine's ``result`` with the resigners placed last (among themselves by the engine's places);
    a result of its own when the resignations leave fewer than two players or no person (``ai``: the AI seats),
    else None while the game goes on."""
    if not resigned:
        return result
    if result is None:
        people_left = any(seat not in resigned and seat not in ai for seat in range(players))
        if players - len(resigned) >= 2 and people_left:
            return None
        # Ended by resignation: whoever stayed wins; the resigners share the last place.
        keys = [0 if seat in resigned else 1 for seat in range(players)]
        return Result(places_from_scores(keys), (0,) * players, {"resigned": sorted(resigned)})
    ranked = [(0 if seat in resigned else 1, -result.places[seat]) for seat in range(players)]
    return Result(places_from_scores(ranked), result.scores, {**result.detail, "resigned": sorted(resigned)})
