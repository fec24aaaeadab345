"""Ratings: OpenSkill's Plackett-Luce model over a finished game's places, and the leaderboard built on them.

Pure (no I/O): the store calls ``settle`` inside the transaction that ends a game, with the ratings it holds for
that game's players, and writes what it returns; that is how a game is rated exactly once, with the ratings as
they are at that moment. Commands call ``leaderboard`` to order a server's ratings.

Every seat is its own team in the model; places come from the game's ``Result`` (tied seats share a place and,
from equal ratings, get identical updates; resigned seats are placed last before they get here). A person is
rated under their user id; every AI seat of one level under that level's shared entry, so a server sees how its
players compare with "AI · strong". A game of one seat is recorded but not rated, and so is a game outside a
server (ratings are per server).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from statistics import fmean

from openskill.models import PlackettLuce

from bot.ai_seats import ai_user, level_of
from bot.records import GameEnd, RatingRecord, SeatResult
from games.contract import Result

MODEL = PlackettLuce()
# A player with fewer rated games than this is listed apart, unranked: their rating still says little.
PROVISIONAL_BELOW = 3


@dataclass(frozen=True)
class Skill:
    """A rating as the model keeps it: the estimated skill ``mu`` and its uncertainty ``sigma``."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative rating leaderboards order by (OpenSkill's ordinal: mu - 3 sigma)."""
        return float(MODEL.rating(mu=self.mu, sigma=self.sigma).ordinal())


def new_skill() -> Skill:
    """The rating of a player's first rated game."""
    fresh = MODEL.rating()
    return Skill(fresh.mu, fresh.sigma)


def skill_of(record: RatingRecord | None) -> Skill:
    return new_skill() if record is None else Skill(record.mu, record.sigma)


def rate(skills: Sequence[Skill], places: Sequence[int]) -> list[Skill]:
    """Each seat's rating after a game of two seats or more, from each seat's rating before it and its place
    (1 best, ties shared)."""
    teams = [[MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in skills]
    rated = MODEL.rate(teams, ranks=[float(place) for place in places])
    return [Skill(team[0].mu, team[0].sigma) for team in rated]


def player_of(user_id: int) -> int:
    """The entry a seat is rated under: a person's own user id; an AI seat's level (-1 easy, -2 strong)."""
    level = level_of(user_id)
    return user_id if level is None else ai_user(level, 0)


def game_end(result: Result, resigned: Collection[int]) -> GameEnd:
    """What the store records of a finished game: ``result`` (resigned seats already placed last, as
    ``LiveGame.result`` gives it) and which seats resigned."""
    seats = range(len(result.places))
    return GameEnd(tuple(result.places), tuple(result.scores), tuple(seat in resigned for seat in seats))


def settle(
    guild_id: int | None,
    game_type: str,
    seats: Sequence[int],
    end: GameEnd,
    current: Mapping[int, RatingRecord],
) -> tuple[list[SeatResult], list[RatingRecord]]:
    """The rows a finished game leaves: one result per seat, and the new rating of each entry that played
    (none for a solo game or a game outside a server). ``seats``: the user id of each seat; ``current``: the
    stored ratings of the game's entries (``player_of``), by entry; a missing one starts afresh."""
    players = [player_of(user) for user in seats]
    rated = guild_id is not None and len(seats) >= 2
    results = [
        SeatResult(seat, players[seat], end.places[seat], end.scores[seat], end.resigned[seat], rated)
        for seat in range(len(seats))
    ]
    if not rated:
        return results, []
    assert guild_id is not None
    after = rate([skill_of(current.get(player)) for player in players], end.places)
    updates = []
    for player in dict.fromkeys(players):  # each entry once, in seat order
        mine = [seat for seat, other in enumerate(players) if other == player]
        # Two AI seats of one level are one entry: it moves by the mean of their updates, once per game.
        old = current.get(player)
        updates.append(
            RatingRecord(
                guild_id=guild_id,
                game_type=game_type,
                player_id=player,
                mu=fmean(after[seat].mu for seat in mine),
                sigma=fmean(after[seat].sigma for seat in mine),
                games=(old.games if old is not None else 0) + 1,
                wins=(old.wins if old is not None else 0) + any(end.places[seat] == 1 for seat in mine),
            )
        )
    return results, updates


@dataclass(frozen=True)
class Standing:
    """One entry of a leaderboard: its record, its conservative rating, and its rank (None while provisional)."""

    record: RatingRecord
    rating: float
    rank: int | None

    @property
    def provisional(self) -> bool:
        return self.rank is None


@dataclass(frozen=True)
class Leaderboard:
    """A server's ratings in one game: the ranked entries best first, then the provisional ones apart."""

    ranked: tuple[Standing, ...]
    provisional: tuple[Standing, ...]

    def of(self, player_id: int) -> Standing | None:
        return next((s for s in (*self.ranked, *self.provisional) if s.record.player_id == player_id), None)


def leaderboard(records: Iterable[RatingRecord]) -> Leaderboard:
    """Orders ratings by the conservative rating, best first (more games, then the earlier id, break exact
    ties for the order only: equal ratings share a rank). Entries with fewer than ``PROVISIONAL_BELOW`` rated
    games are listed apart without a rank."""
    scored = sorted(
        ((Skill(r.mu, r.sigma).ordinal, r) for r in records),
        key=lambda pair: (-pair[0], -pair[1].games, pair[1].player_id),
    )
    ranked: list[Standing] = []
    provisional: list[Standing] = []
    for rating, record in scored:
        if record.games < PROVISIONAL_BELOW:
            provisional.append(Standing(record, rating, None))
            continue
        tied = ranked and ranked[-1].rating == rating
        rank = ranked[-1].rank if tied and ranked[-1].rank is not None else len(ranked) + 1
        ranked.append(Standing(record, rating, rank))
    return Leaderboard(tuple(ranked), tuple(provisional))
