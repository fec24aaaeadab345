"""The leaderboard and statistics embeds, written in the language they are shown in (the server's).

Players appear as mentions, which Discord shows as their names inside an embed without pinging anyone; an AI
level's entry by the level's name. Numbers go through Babel (``bot.numbers``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.ai_seats import level_of
from bot.board import message_link
from bot.discord_limits import FIELD_VALUE, fit_embed, fit_lines
from bot.i18n import GameName, game_title, t
from bot.numbers import Percent, Tenths, Whole
from bot.pace.settings import Duration, rounded_wait
from bot.ratings import PROVISIONAL_BELOW, Leaderboard, Standing
from bot.records import MoveTimes, PlayerTotals, ResultRecord, SeasonRecord
from bot.reliability import Reliability
from bot.seasons import champion
from bot.store.tournaments import TournamentTally

COLOUR = discord.Colour.from_rgb(0, 114, 178)
TOP = 10  # ranked entries a leaderboard shows; the caller's own rank is added when below them


def entry_name(player_id: int, loc: str | None) -> str:
    """A rated entry as the leaderboard names it: a person's mention, or an AI level ("AI · strong")."""
    level = level_of(player_id)
    if level is None:
        return f"<@{player_id}>"
    return f"**{t('ratings.ai_entry', loc, level=t(f'ai.level.{level.value}', loc))}**"


def games_and_wins(games: int, wins: int, loc: str | None) -> tuple[str, str]:
    return (
        t("ratings.games", loc, count=games),
        t("ratings.wins", loc, count=wins),
    )


def _ranked_line(standing: Standing, loc: str | None) -> str:
    record = standing.record
    games, wins = games_and_wins(record.games, record.wins, loc)
    return t(
        "leaderboard.line",
        loc,
        rank=Whole(standing.rank or 0),
        player=entry_name(record.player_id, loc),
        rating=Tenths(standing.rating),
        games=games,
        wins=wins,
    )


def _provisional_line(standing: Standing, loc: str | None) -> str:
    record = standing.record
    games, wins = games_and_wins(record.games, record.wins, loc)
    return t("leaderboard.provisional_line", loc, player=entry_name(record.player_id, loc), games=games, wins=wins)


def _fitted_lines(lines: Sequence[str], loc: str | None, most: int | None = None) -> str:
    """The first ``most`` lines, or as many as fit in a field, then how many more there are."""
    return fit_lines(
        lines, FIELD_VALUE, lambda count: t("ratings.more", loc, count=count, more=Whole(count)), most=most
    )


def _caller_line(board: Leaderboard, caller_id: int, game_id: str, loc: str | None) -> str:
    user = f"<@{caller_id}>"
    standing = board.of(caller_id)
    if standing is None:
        return t("leaderboard.caller_unrated", loc, user=user, game=GameName(game_id))
    if standing.rank is None:
        return t(
            "leaderboard.caller_provisional",
            loc,
            user=user,
            rating=Tenths(standing.rating),
            rated=Whole(standing.record.games),
            needed=Whole(PROVISIONAL_BELOW),
        )
    return t(
        "leaderboard.caller",
        loc,
        user=user,
        rank=Whole(standing.rank),
        total=Whole(len(board.ranked)),
        rating=Tenths(standing.rating),
    )


def when(moment: float) -> str:
    """A date as Discord shows it to each reader, in their own time zone and language."""
    return f"<t:{int(moment)}:D>"


def season_title(season: SeasonRecord, loc: str | None) -> str:
    return t("leaderboard.season_title", loc, game=GameName(season.game_type), number=Whole(season.number))


def season_intro(season: SeasonRecord, board: Leaderboard, loc: str | None) -> str:
    """What a season's leaderboard is: one running until its end, or a past one with its champion."""
    if season.running:
        return t("leaderboard.season_running", loc, start=when(season.started_at), end=when(season.ends_at))
    lines = [t("leaderboard.season_over", loc, start=when(season.started_at), end=when(season.ended_at or 0))]
    best = champion(board)
    if best is not None:
        lines.append(t("season.champion", loc, player=entry_name(best.record.player_id, loc)))
    return "\n".join(lines)


def season_final_embed(season: SeasonRecord, board: Leaderboard, loc: str | None) -> discord.Embed:
    """The final standings posted when a season ends, naming its champion."""
    embed = leaderboard_embed(
        season.game_type, board, None, loc, title=season_title(season, loc), intro=season_intro(season, board, loc)
    )
    if not board.ranked and not board.provisional:
        embed.description = t("season.no_games", loc, game=GameName(season.game_type))
    return embed


def leaderboard_embed(
    game_id: str,
    board: Leaderboard,
    caller_id: int | None,
    loc: str | None,
    *,
    title: str | None = None,
    intro: str | None = None,
) -> discord.Embed:
    """The top ``TOP`` ranked entries, the provisional ones apart, and where the caller stands when the top
    does not show it (``caller_id`` None: a post nobody asked for). ``title`` and ``intro`` (a line above the
    entries): a season's, when it is a season's leaderboard."""
    top = board.ranked[:TOP]
    lines = [_ranked_line(standing, loc) for standing in top]
    description = "\n".join(lines) if lines else t("leaderboard.none_ranked", loc, needed=Whole(PROVISIONAL_BELOW))
    if intro:
        description = f"{intro}\n\n{description}"
    title = title or t("leaderboard.title", loc, game=GameName(game_id))
    embed = discord.Embed(title=title, description=description)
    embed.colour = COLOUR
    shown = {standing.record.player_id for standing in top}
    if board.provisional:
        provisional = [_provisional_line(standing, loc) for standing in board.provisional]
        value = _fitted_lines(provisional, loc, most=TOP)
        embed.add_field(
            name=t("leaderboard.provisional", loc, needed=Whole(PROVISIONAL_BELOW)), value=value, inline=False
        )
        shown |= {standing.record.player_id for standing in board.provisional[:TOP]}
    if caller_id is not None and caller_id not in shown:
        embed.add_field(
            name=t("leaderboard.caller_title", loc), value=_caller_line(board, caller_id, game_id, loc), inline=False
        )
    embed.set_footer(text=t("leaderboard.footer", loc, needed=Whole(PROVISIONAL_BELOW)))
    return fit_embed(embed)


@dataclass(frozen=True)
class GameStats:
    """A player's figures in one game on one server."""

    totals: PlayerTotals
    standing: Standing | None  # None: no rated game
    ranked: int  # ranked entries on the server's leaderboard


@dataclass(frozen=True)
class RecentResult:
    result: ResultRecord
    board_kept: bool  # whether Discord still has the game's last board message


def _game_field(stats: GameStats, loc: str | None) -> str:
    totals = stats.totals
    games, wins = games_and_wins(totals.played, totals.wins, loc)
    if totals.rated:
        lines = [t("stats.record", loc, games=games, wins=wins, rate=Percent(totals.wins / totals.rated))]
    else:
        lines = [t("stats.record_solo", loc, games=games)]
    lines.append(t("stats.best", loc, score=Whole(totals.best_score)))
    standing = stats.standing
    if standing is not None and standing.rank is not None:
        lines.append(
            t("stats.rating", loc, rating=Tenths(standing.rating), rank=Whole(standing.rank), total=Whole(stats.ranked))
        )
    elif standing is not None:
        lines.append(
            t(
                "stats.rating_provisional",
                loc,
                rating=Tenths(standing.rating),
                rated=Whole(standing.record.games),
                needed=Whole(PROVISIONAL_BELOW),
            )
        )
    return "\n".join(lines)


def _recent_line(recent: RecentResult, loc: str | None) -> str:
    result = recent.result
    if result.players == 1:
        place = t("stats.solo", loc)
    else:
        key = "stats.place_resigned" if result.resigned else "stats.place"
        place = t(key, loc, place=Whole(result.place), players=Whole(result.players))
    line = t(
        "stats.recent_line",
        loc,
        game=GameName(result.game_type),
        place=place,
        score=Whole(result.score),
        when=f"<t:{int(result.finished_at)}:d>",
        number=result.game_id,
    )
    if recent.board_kept and result.board_message_id is not None:
        link = message_link(result.guild_id, result.channel_id, result.board_message_id)
        line += " · " + t("stats.board_link", loc, link=link)
    return line


def _move_time_line(times: MoveTimes, loc: str | None) -> str:
    median = Duration(rounded_wait(times.median))
    return t("stats.move_time_line", loc, count=times.moves, median=median)


def tournament_lines(tally: TournamentTally, loc: str | None) -> str:
    """How many finished tournaments the player played and won on the server, then the latest they won."""
    played = t("stats.tournaments_played", loc, count=tally.played)
    if tally.won:
        played = t("stats.tournaments_record", loc, played=played, won=t("stats.tournaments_won", loc, count=tally.won))
    lines = [played]
    for win in tally.latest:
        lines.append(
            t(
                "stats.tournament_win",
                loc,
                game=GameName(win.game_type),
                number=win.id,
                players=t("stats.tournament_players", loc, count=win.players),
                when=f"<t:{int(win.ended_at)}:d>",
            )
        )
    return _fitted_lines(lines, loc)


def reliability_lines(record: Reliability, loc: str | None) -> str:
    """A player's reliability in words: the share of games they finished themselves, and of turns played in time."""
    if record.new:
        return t("reliability.new", loc)
    lines = []
    if record.games:
        lines.append(t("reliability.finished", loc, share=Percent(record.finished_share), count=record.games))
    if record.turns:
        lines.append(t("reliability.on_time", loc, share=Percent(record.on_time_share), count=record.turns))
    return "\n".join(lines)


def stats_embed(
    name: str,
    per_game: Sequence[GameStats],
    recent: Sequence[RecentResult],
    loc: str | None,
    move_times: MoveTimes | None = None,
    reliability: Reliability | None = None,
    tournaments: TournamentTally | None = None,
) -> discord.Embed:
    """A player's figures per game, the tournaments they played and won (when they finished one), their
    reliability, their median time to move in async games (when they made a move there), then their latest results
    with links to the boards Discord still has."""
    embed = discord.Embed(title=t("stats.title", loc, player=name), colour=COLOUR)
    for stats in per_game:
        embed.add_field(name=game_title(stats.totals.game_type, loc), value=_game_field(stats, loc))
    if tournaments is not None and tournaments.played:
        embed.add_field(name=t("stats.tournaments", loc), value=tournament_lines(tournaments, loc), inline=False)
    if reliability is not None:
        embed.add_field(name=t("reliability.title", loc), value=reliability_lines(reliability, loc), inline=False)
    if move_times is not None:
        embed.add_field(name=t("stats.move_time", loc), value=_move_time_line(move_times, loc), inline=False)
    if recent:
        lines = [_recent_line(item, loc) for item in recent]
        embed.add_field(name=t("stats.recent", loc), value=_fitted_lines(lines, loc), inline=False)
    embed.set_footer(text=t("stats.footer", loc, needed=Whole(PROVISIONAL_BELOW)))
    return fit_embed(embed)
