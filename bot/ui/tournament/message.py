"""The tournament's message (its players, its state, its standings, and the Join, Leave, Start and Cancel
buttons), the round's announcement that pings each player once with a link to their table, and the end's podium.

The message pings nobody (it is edited after every round); the round's announcement pings the players it seats,
and the end's message the podium. Every text is in the server's language.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.ai_seats import is_ai
from bot.discord_limits import CONTENT, channel_name, fit_embed, fit_lines
from bot.i18n import GameName, game_title, listed, t
from bot.mentions import mention
from bot.numbers import Percent
from bot.options import shown as options_shown
from bot.store.tournaments import ELIMINATION, TableRecord, TournamentPlay, TournamentRecord
from bot.tournaments.standings import bye_points
from bot.ui.tournament.progress import Placed, standings_now
from bot.ui.tournament.settings import TournamentSettings
from games import registry
from render.tournaments.standings import StandingRow, StandingsPicture

MEDALS = ("🥇", "🥈", "🥉")
# Standings lines the message shows at most (an embed field holds 1024 characters).
STANDINGS_SHOWN = 16


def format_line(tournament: TournamentRecord, locale: str | None) -> str:
    settings = TournamentSettings.from_json(tournament.settings)
    tables = t("tournament.tables", locale, count=settings.table_size)
    if settings.format == ELIMINATION:
        shape = t("tournament.format.elimination", locale)
    else:
        shape = t("tournament.format.swiss", locale, count=settings.rounds)
    return f"{shape} · {tables}"


def state_line(tournament: TournamentRecord, locale: str | None) -> str:
    settings = TournamentSettings.from_json(tournament.settings)
    if tournament.status == "open":
        return t("tournament.state.open", locale)
    if tournament.status == "cancelled":
        return t("tournament.state.cancelled", locale)
    if tournament.status == "finished":
        champion = mention(tournament.champion_id, locale) if tournament.champion_id is not None else "—"
        return t("tournament.state.over", locale, champion=champion)
    if settings.format == ELIMINATION:
        return t("tournament.state.round", locale, round=tournament.round)
    return t("tournament.state.round_of", locale, round=tournament.round, rounds=settings.rounds)


def standing_line(row: Placed, tournament: TournamentRecord, locale: str | None) -> str:
    player = mention(row.player, locale)
    entrant = tournament.entrant(row.player)
    if TournamentSettings.from_json(tournament.settings).format == ELIMINATION:
        if row.player == tournament.champion_id:
            text = t("tournament.standing.champion", locale, rank=row.rank, player=player)
        elif row.out:
            text = t("tournament.standing.out", locale, rank=row.rank, player=player, round=row.reached)
        else:
            text = t("tournament.standing.in", locale, rank=row.rank, player=player)
    else:
        text = t(
            "tournament.standing.swiss", locale, rank=row.rank, player=player, count=row.points,
            opposition=row.opposition,
        )  # fmt: skip
    if entrant is not None and entrant.dropped_round is not None:
        text = f"{text} {t('tournament.standing.dropped', locale)}"
    return text


def standings_lines(tournament: TournamentRecord, play: TournamentPlay, locale: str | None) -> list[str]:
    return [standing_line(row, tournament, locale) for row in standings_now(tournament, play)]


def tournament_embed(tournament: TournamentRecord, play: TournamentPlay | None, locale: str | None) -> discord.Embed:
    settings = TournamentSettings.from_json(tournament.settings)
    players = [f"{n}. {mention(user, locale)}" for n, user in enumerate(tournament.players, 1)]
    body = [
        t("tournament.host", locale, host=mention(tournament.host_id, locale)),
        format_line(tournament, locale),
        state_line(tournament, locale),
    ]
    if settings.limit is not None:
        body.append(t("tournament.limit", locale, count=settings.limit))
    if settings.reliability:
        body.append(t("tournament.reliability", locale, minimum=Percent(settings.reliability / 100)))
    if settings.round_hours is not None:
        body.append(t("tournament.round_limit", locale, count=settings.round_hours))
    engine = registry.get(tournament.game_type)
    if settings.options is not None and engine is not None:
        body.extend(options_shown(engine, settings.options, locale))
    deadline = play.deadlines.get(tournament.round) if play is not None and tournament.status == "running" else None
    if deadline is not None:
        body.append(deadline_line(deadline, locale))
    embed = discord.Embed(
        title=t("tournament.title", locale, game=game_title(tournament.game_type, locale)),
        description="\n".join(body),
        colour=discord.Colour.from_rgb(230, 159, 0),
    )
    shown = fit_lines(players[:40], 1000, lambda count: t("tournament.more", locale, count=count))
    embed.add_field(name=t("tournament.players", locale, count=len(players)), value=shown or "—", inline=False)
    if play is not None and tournament.round > 0:
        lines = standings_lines(tournament, play, locale)
        value = fit_lines(lines[:STANDINGS_SHOWN], 1000, lambda count: t("tournament.more", locale, count=count))
        embed.add_field(name=t("tournament.standings", locale), value=value or "—", inline=False)
    if tournament.status == "open":
        embed.set_footer(text=t("tournament.hint", locale))
    return fit_embed(embed)


def thread_name(tournament: TournamentRecord, table: TableRecord, locale: str | None) -> str:
    name = t(
        "tournament.thread_name", locale, game=GameName(tournament.game_type), number=tournament.id,
        round=table.round, table=table.table_no,
    )  # fmt: skip
    return channel_name(name)


def table_headline(tournament: TournamentRecord, table: TableRecord, locale: str | None) -> str:
    return t(
        "tournament.table_headline", locale, game=GameName(tournament.game_type), round=table.round,
        table=table.table_no, channel=f"<#{tournament.channel_id}>",
    )  # fmt: skip


def round_announcement(
    tournament: TournamentRecord, play: TournamentPlay, number: int, locale: str | None
) -> tuple[str, tuple[int, ...]]:
    """The round's tables, each with its players and a link to its thread, its byes and the players dropped
    before it; and whom it pings (every player it seats or gives a bye, once)."""
    settings = TournamentSettings.from_json(tournament.settings)
    lines = [t("tournament.round_title", locale, game=GameName(tournament.game_type), round=number)]
    pinged: list[int] = []
    for table in play.round_tables(number):
        players = listed([mention(user, locale) for user in table.players], locale)
        thread = f"<#{table.thread_id}>" if table.thread_id is not None else "—"
        lines.append(t("tournament.table_line", locale, table=table.table_no, players=players, thread=thread))
        pinged.extend(table.players)
    byes = play.round_byes(number)
    if byes:
        players = listed([mention(user, locale) for user in byes], locale)
        lines.append(t("tournament.bye_line", locale, players=players, count=bye_points(settings.table_size)))
        pinged.extend(byes)
    lines.extend(drop_lines(tournament, number, locale))
    deadline = play.deadlines.get(number)
    if deadline is not None:
        lines.append(deadline_line(deadline, locale))
    return fit_lines(lines, CONTENT, lambda count: t("tournament.more", locale, count=count)), tuple(pinged)


def deadline_line(deadline: float, locale: str | None) -> str:
    """When the round ends, as Discord shows a time: in each reader's own time zone and language."""
    return t("tournament.deadline_line", locale, when=f"<t:{int(deadline)}:f>", left=f"<t:{int(deadline)}:R>")


def deadline_result(tournament: TournamentRecord, locale: str | None) -> str:
    """What a table stopped at the deadline counts as (``bot.ui.tournament.progress.places_of``: everyone shares
    the last place)."""
    kind = "elimination" if TournamentSettings.from_json(tournament.settings).format == ELIMINATION else "swiss"
    return t(f"tournament.deadline_result.{kind}", locale)


def deadline_passed(tournament: TournamentRecord, number: int, stopped: Sequence[int], locale: str | None) -> str:
    """The channel's line when a round's deadline stopped its games still played (``stopped``: their threads)."""
    tables = listed([f"<#{thread}>" for thread in stopped], locale)
    return t(
        "tournament.deadline_passed", locale, game=GameName(tournament.game_type), round=number, tables=tables,
        result=deadline_result(tournament, locale),
    )  # fmt: skip


def deadline_stopped(tournament: TournamentRecord, locale: str | None) -> str:
    """The line in a table's thread when the deadline stops its game."""
    return t("tournament.deadline_stopped", locale, result=deadline_result(tournament, locale))


def drop_lines(tournament: TournamentRecord, number: int, locale: str | None) -> list[str]:
    """Who no longer plays from round ``number`` on, and why."""
    gone = [e.user_id for e in tournament.entrants if e.dropped_round == number]
    if not gone:
        return []
    players = listed([mention(user, locale) for user in gone], locale)
    return [t("tournament.dropped", locale, players=players, round=number - 1, count=len(gone))]


def final_announcement(
    tournament: TournamentRecord, play: TournamentPlay, locale: str | None
) -> tuple[str, tuple[int, ...]]:
    """The end: the podium and the champion, named in the channel; it pings the podium."""
    placed = standings_now(tournament, play)
    podium = [row.player for row in placed[:3]]
    lines = [t("tournament.over_title", locale, game=GameName(tournament.game_type))]
    if tournament.champion_id is not None:
        lines.append(t("tournament.champion", locale, player=mention(tournament.champion_id, locale)))
    lines.extend(f"{MEDALS[index]} {standing_line(row, tournament, locale)}" for index, row in enumerate(placed[:3]))
    lines.extend(drop_lines(tournament, tournament.round + 1, locale))
    return fit_lines(lines, CONTENT, lambda count: t("tournament.more", locale, count=count)), tuple(podium)


def standings_text(tournament: TournamentRecord, play: TournamentPlay, locale: str | None) -> str:
    """``/tournament standings``: the same lines as the message's, all of them that fit; a finished tournament's
    final standings under its champion, a cancelled one's as they were when it stopped."""
    game, number = GameName(tournament.game_type), tournament.id
    if tournament.status == "cancelled" and tournament.round == 0:
        return t("tournament.standings_cancelled_early", locale, game=game, number=number)
    if tournament.round == 0:
        return t("tournament.standings_none", locale, game=game)
    if tournament.status == "finished":
        head = t("tournament.standings_final", locale, game=game, number=number)
        if tournament.champion_id is not None:
            head += "\n" + t("tournament.champion", locale, player=mention(tournament.champion_id, locale))
    elif tournament.status == "cancelled":
        head = t("tournament.standings_cancelled", locale, game=game, number=number, round=tournament.round)
    else:
        head = t("tournament.standings_title", locale, game=game, round=tournament.round)
    lines = standings_lines(tournament, play, locale)
    return fit_lines(lines, CONTENT, lambda count: t("tournament.more", locale, count=count), head=head)


def mentions_of(users: Sequence[int]) -> discord.AllowedMentions:
    """Pings exactly these users (not AI seats, which are no users)."""
    users_pinged = [discord.Object(user) for user in dict.fromkeys(users) if not is_ai(user)]
    return discord.AllowedMentions(users=users_pinged, roles=False, everyone=False)


def standings_picture(tournament: TournamentRecord, play: TournamentPlay, locale: str | None) -> StandingsPicture:
    """The standings as a picture (``render.tournaments.standings``), its texts in ``locale`` and its players by
    name: the same rows as the message's text. The podium shows once the tournament is over."""
    names = tournament.names()
    elimination = TournamentSettings.from_json(tournament.settings).format == ELIMINATION
    placed = standings_now(tournament, play)
    rows = []
    for row in placed:
        entrant = tournament.entrant(row.player)
        note = t("tournament.standing.dropped", locale) if entrant and entrant.dropped_round is not None else ""
        if elimination:
            points, tiebreak = t("tournament.picture.round", locale, round=row.reached), ""
        else:
            points, tiebreak = str(row.points), str(row.opposition)
        rows.append(StandingRow(row.rank, names.get(row.player, "?"), points, tiebreak, note))
    headers = [t("tournament.picture.place", locale), t("tournament.picture.player", locale)]
    headers.append(t("tournament.picture.points", locale))
    if not elimination:  # an elimination has no tie-break: the round a player reached says it all
        headers.append(t("tournament.picture.tiebreak", locale))
    over = tournament.status == "finished"
    return StandingsPicture(
        title=t("tournament.title", locale, game=game_title(tournament.game_type, locale)),
        subtitle=format_line(tournament, locale),
        headers=tuple(headers),
        rows=tuple(rows),
        podium=tuple(names.get(row.player, "?") for row in placed[:3]) if over else (),
    )
