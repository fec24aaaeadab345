"""The store's methods, written once for both backends: each runs one transaction or one statement of
``bot.store.transactions`` through its backend's driver (``_do``), which is all a backend adds to them, with its
connecting, its migrations and its health reporting (``bot.store.sqlite``, ``bot.store.postgres``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, overload

from bot.clock import Clock
from bot.records import (
    ChannelBusy,
    DailyRecord,
    GameEnd,
    GamePaceRecord,
    GameRecord,
    GameThreadRecord,
    LobbyRecord,
    MoveRecord,
    MoveTimes,
    PaceChange,
    PlayerTotals,
    PostingRecord,
    RatingRecord,
    ReliabilityCounts,
    ResultRecord,
    SeasonRecord,
    SeasonRunning,
    TimerRecord,
)
from bot.shards import Shards
from bot.store import daily
from bot.store import tournaments as tn
from bot.store import transactions as tx
from bot.store.rows import (
    game_thread_record,
    move_record,
    player_totals_record,
    posting_record,
    rating_record,
    result_record,
    season_record,
    stored_settings,
    timer_record,
)
from bot.store.steps import Mode, R, Step, Transaction, count, row, rows, run
from bot.store.writes import to_json

READ, WRITE, NOTE = Mode.READ, Mode.WRITE, Mode.NOTE
# Games whose players' paces a store keeps (``DrivenStore.seat_player_paces``); past this many it starts over.
GAMES_KEPT = 10_000


class DrivenStore(ABC):
    """``bot.store.base.Store`` but for ``close`` and ``schema_version``, over a backend's ``_do``."""

    # A unique constraint refused a row (the backend's error for it).
    _duplicate: ClassVar[tuple[type[Exception], ...]]
    # Whether this process may keep each server's settings as last read or written (every post reads them), and
    # each game's players' own paces as last read (every move plans its timers with them): only when it is the
    # database's only writer (SQLite serves one process: ``bot.shards``).
    _keeps_settings: ClassVar[bool] = False

    def __init__(self, clock: Clock, shards: Shards) -> None:
        self._clock = clock
        # The scans that find work (due timers, unposted boards) cover these shards' guilds (``bot.shards``).
        self._shards = shards
        self._settings_text: dict[int, str | None] = {}  # None: none stored (``_keeps_settings``)
        # game id -> (seat, settings text) of each seat whose player set a pace of their own (``_keeps_settings``):
        # a game's seats never change, and only ``change_player_pace`` writes a player's pace.
        self._seat_paces_text: dict[int, tuple[tuple[int, str], ...]] = {}
        self._paces_changed = 0  # how many times a player's pace was written: a read begun before is not kept

    @overload
    async def _do(self, work: Step, mode: Mode = READ) -> Any: ...
    @overload
    async def _do(self, work: Transaction[R], mode: Mode = READ) -> R: ...
    @abstractmethod
    async def _do(self, work: Step | Transaction[R], mode: Mode = READ) -> Any:
        """Runs a statement, or a transaction to its end, and returns what it gave: each backend's driver."""

    def _guilds(self, column: str, first: int) -> tuple[str, list[int]]:
        """The condition selecting this process's guilds, its parameters numbered from ``first``."""
        return self._shards.guild_filter(column, "${}", first)

    # Lobbies

    async def create_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        game_type: str,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
    ) -> LobbyRecord:
        now = self._clock.now()
        lobby_tx = tx.create_lobby(guild_id, channel_id, game_type, host_id, host_name, options, now)
        try:
            return await self._do(lobby_tx, WRITE)
        except self._duplicate:
            # Another process opened a lobby in the channel between the check and the insert (PostgreSQL).
            raise ChannelBusy(channel_id) from None

    async def open_lobby(self, channel_id: int) -> LobbyRecord | None:
        return await self._do(tx.lobby_found_by(row(tx.OPEN_LOBBY, channel_id)))

    async def lobby(self, lobby_id: int) -> LobbyRecord | None:
        return await self._do(tx.find_lobby(lobby_id))

    async def add_lobby_member(self, lobby_id: int, user_id: int, name: str) -> LobbyRecord:
        now = self._clock.now()
        return await self._do(tx.change_lobby(lobby_id, run(tx.MEMBER_INSERT, lobby_id, user_id, name, now)), WRITE)

    async def remove_lobby_member(self, lobby_id: int, user_id: int) -> LobbyRecord:
        return await self._do(tx.change_lobby(lobby_id, run(tx.MEMBER_DELETE, lobby_id, user_id)), WRITE)

    async def set_lobby_options(self, lobby_id: int, options: dict[str, Any]) -> LobbyRecord:
        return await self._do(tx.change_lobby(lobby_id, run(tx.LOBBY_OPTIONS, to_json(options), lobby_id)), WRITE)

    async def started_lobby(self, game_id: int) -> LobbyRecord | None:
        return await self._do(tx.lobby_found_by(row(tx.STARTED_LOBBY, game_id)))

    async def set_lobby_message(self, lobby_id: int, message_id: int) -> None:
        await self._do(count(tx.LOBBY_MESSAGE, message_id, lobby_id), WRITE)

    async def cancel_lobby(self, lobby_id: int) -> None:
        await self._do(count(tx.LOBBY_CANCEL, lobby_id), WRITE)

    # Games

    async def start_game(
        self,
        lobby_id: int,
        seed: int,
        state: Any,
        *,
        options: dict[str, Any] | None = None,
        order: Sequence[int] | None = None,
    ) -> GameRecord:
        """Closes the lobby and creates its game, seating the members in join order, or ``order`` (seat by seat,
        each member's place in join order); ``options``: the game's, else the lobby's."""
        return await self._do(tx.start_game(lobby_id, seed, state, options, order, self._clock.now()), WRITE)

    async def active_game(self, channel_id: int) -> GameRecord | None:
        return await self._do(tx.game_found_by(row(tx.ACTIVE_GAME, channel_id)))

    async def last_finished_game(self, channel_id: int, game_type: str | None = None) -> GameRecord | None:
        return await self._do(tx.game_found_by(row(tx.LAST_FINISHED_GAME, channel_id, game_type)))

    async def game(self, game_id: int) -> GameRecord | None:
        return await self._do(tx.find_game(game_id))

    async def record_move(
        self,
        game_id: int,
        expected_version: int,
        seat: int,
        user_id: int,
        move: str,
        state: Any,
        finished: bool,
        pace: PaceChange | None = None,
        end: GameEnd | None = None,
        *,
        by_bot: bool = False,
    ) -> int:
        """Appends the move and replaces the snapshot in one transaction; returns the new version.

        The snapshot update checks the version it expects, so two writers that loaded the same version cannot
        both record a move: the second gets ``VersionConflict`` and nothing of it is kept. ``pace`` (the timers
        and seat flags after the move) is written in the same transaction, and so is ``end``, the outcome of a
        move that finishes the game: its results and ratings."""
        now = self._clock.now()
        move_tx = tx.record_move(
            game_id, expected_version, seat, user_id, move, state, finished, pace, end, now, by_bot
        )
        return await self._do(move_tx, WRITE)

    async def moves(self, game_id: int) -> list[MoveRecord]:
        return [move_record(r) for r in await self._do(rows(tx.MOVES, game_id))]

    async def cancel_game(self, game_id: int) -> None:
        await self._do(count(tx.GAME_CANCEL, self._clock.now(), game_id), WRITE)

    # Settings and bot facts

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        if self._keeps_settings and guild_id in self._settings_text:
            text = self._settings_text[guild_id]
        else:
            found = await self._do(row(tx.GUILD_SETTINGS, guild_id))
            text = None if found is None else str(found["settings"])
            if self._keeps_settings:
                self._settings_text[guild_id] = text
        return {} if text is None else stored_settings(text)  # parsed afresh: the caller may change its copy

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        self._settings_text.pop(guild_id, None)  # a failed write leaves the next read to the database
        merged = await self._do(tx.merge_guild_settings(guild_id, settings), WRITE)
        if self._keeps_settings:
            self._settings_text[guild_id] = merged

    async def meta(self, key: str) -> str | None:
        found = await self._do(row(tx.META, key))
        return None if found is None else str(found["value"])

    async def set_meta(self, key: str, value: str) -> None:
        await self._do(count(tx.META_UPSERT, key, value), WRITE)

    # Posting

    async def posting(self, game_id: int) -> PostingRecord | None:
        found = await self._do(row(tx.POSTING, game_id))
        return None if found is None else posting_record(found)

    async def unposted_games(self, finished_since: float) -> list[PostingRecord]:
        """Active games, and games finished since ``finished_since``, of this process's guilds, whose channel has
        not seen their latest state, oldest change first."""
        guilds, args = self._guilds("guild_id", 2)
        return [posting_record(r) for r in await self._do(rows(tx.unposted_games(guilds), finished_since, *args))]

    async def mark_announced(self, game_id: int, version: int) -> bool:
        """Records that the channel saw the announcement of ``version``, provided it saw every earlier one: a line
        after a lost board must not hide that the board is still due. Returns whether it was recorded."""
        return bool(await self._do(count(tx.MARK_ANNOUNCED, version, game_id, version - 1), NOTE) == 1)

    async def mark_board(self, game_id: int, version: int, message_id: int | None) -> None:
        """Records a full board of ``version`` (which covers every earlier announcement) and, when given, its
        message as the game's board message."""
        await self._do(count(tx.MARK_BOARD, version, message_id, game_id), NOTE)

    async def set_ping_message(self, game_id: int, message_id: int | None) -> None:
        await self._do(count(tx.PING_MESSAGE, message_id, game_id), WRITE)

    async def active_games_of(self, guild_id: int, user_id: int) -> list[PostingRecord]:
        """The active games of this server in which ``user_id`` holds a seat, most recently moved first."""
        return [posting_record(r) for r in await self._do(rows(tx.ACTIVE_GAMES_OF, guild_id, user_id))]

    # Ratings and results

    async def leaderboard(self, guild_id: int, game_type: str) -> list[RatingRecord]:
        """Every rating of that game on that server, in no particular order (``bot.ratings.leaderboard`` ranks
        them)."""
        return [rating_record(r) for r in await self._do(rows(tx.LEADERBOARD, guild_id, game_type))]

    async def player_totals(self, guild_id: int, player_id: int) -> list[PlayerTotals]:
        """A player's finished games on a server, per game type (by type)."""
        return [player_totals_record(r) for r in await self._do(rows(tx.PLAYER_TOTALS, guild_id, player_id))]

    async def recent_results(self, guild_id: int, player_id: int, limit: int) -> list[ResultRecord]:
        """A player's latest ``limit`` results on a server, newest first."""
        return [result_record(r) for r in await self._do(rows(tx.RECENT_RESULTS, guild_id, player_id, limit))]

    async def move_times(self, guild_id: int, player_id: int, latest: int) -> MoveTimes | None:
        """A player's median time to move in the server's async games, over their latest ``latest`` waits."""
        return await self._do(tx.move_times(guild_id, player_id, latest))

    async def game_results(self, game_id: int) -> list[ResultRecord]:
        """A finished game's results, seat by seat; empty for a game that did not finish (or was cancelled)."""
        return [result_record(r) for r in await self._do(rows(tx.GAME_RESULTS, game_id))]

    # Seasons and reliability

    async def start_season(
        self, guild_id: int, game_type: str, channel_id: int, started_by: int, ends_at: float
    ) -> SeasonRecord:
        season_tx = tx.start_season(guild_id, game_type, channel_id, started_by, ends_at, self._clock.now())
        try:
            return await self._do(season_tx, WRITE)
        except self._duplicate:
            # Another process started one between the check and the insert (PostgreSQL).
            raise SeasonRunning(game_type) from None

    async def end_season(self, season_id: int) -> SeasonRecord | None:
        return await self._do(tx.end_season(season_id, self._clock.now()), WRITE)

    async def running_season(self, guild_id: int, game_type: str) -> SeasonRecord | None:
        found = await self._do(row(tx.RUNNING_SEASON, guild_id, game_type))
        return None if found is None else season_record(found)

    async def running_seasons(self, guild_id: int) -> list[SeasonRecord]:
        return [season_record(r) for r in await self._do(rows(tx.RUNNING_SEASONS, guild_id))]

    async def seasons(self, guild_id: int, game_type: str) -> list[SeasonRecord]:
        return [season_record(r) for r in await self._do(rows(tx.SEASONS_OF, guild_id, game_type))]

    async def season_by_number(self, guild_id: int, game_type: str, number: int) -> SeasonRecord | None:
        found = await self._do(row(tx.SEASON_BY_NUMBER, guild_id, game_type, number))
        return None if found is None else season_record(found)

    async def season_leaderboard(self, season_id: int) -> list[RatingRecord]:
        return [rating_record(r) for r in await self._do(rows(tx.SEASON_STANDINGS, season_id))]

    async def due_seasons(self, now: float) -> list[SeasonRecord]:
        guilds, args = self._guilds("guild_id", 2)
        return [season_record(r) for r in await self._do(rows(tx.due_seasons(guilds), now, *args))]

    async def next_season_end(self) -> float | None:
        guilds, args = self._guilds("guild_id", 1)
        found = await self._do(row(tx.next_season_end(guilds), *args))
        return None if found is None or found["due"] is None else float(found["due"])

    async def mark_season_announced(self, season_id: int, announced: bool) -> bool:
        moved = count(tx.SEASON_ANNOUNCED, int(announced), season_id, int(not announced))
        return bool(await self._do(moved, WRITE) == 1)

    async def reliability_counts(self, guild_id: int, user_id: int) -> ReliabilityCounts:
        return await self._do(tx.reliability(guild_id, user_id))

    # Pace and timers

    async def lobby_pace(self, lobby_id: int) -> dict[str, Any] | None:
        found = await self._do(row(tx.LOBBY_PACE, lobby_id))
        return None if found is None else stored_settings(found["settings"])

    async def set_lobby_pace(self, lobby_id: int, settings: dict[str, Any]) -> None:
        await self._do(count(tx.LOBBY_PACE_UPSERT, lobby_id, to_json(settings)), WRITE)

    async def game_pace(self, game_id: int) -> GamePaceRecord | None:
        return await self._do(tx.game_pace(game_id))

    async def change_pace(self, game_id: int, change: PaceChange) -> None:
        await self._do(tx.change_pace(game_id, change, self._clock.now()), WRITE)

    async def seat_player_paces(self, game_id: int) -> tuple[tuple[int, dict[str, Any]], ...]:
        found = self._seat_paces_text.get(game_id) if self._keeps_settings else None
        if found is None:
            changed = self._paces_changed
            read = await self._do(rows(tx.SEAT_PLAYER_PACE, game_id))
            found = tuple((int(r["seat"]), str(r["settings"])) for r in read)
            if self._keeps_settings and changed == self._paces_changed:
                if len(self._seat_paces_text) >= GAMES_KEPT:  # a bound rather than an LRU: the rest read again
                    self._seat_paces_text.clear()
                self._seat_paces_text[game_id] = found
        # Parsed afresh: the caller may change its copy.
        return tuple((seat, stored_settings(text)) for seat, text in found)

    async def player_pace(self, user_id: int) -> dict[str, Any] | None:
        found = await self._do(row(tx.PLAYER_PACE, user_id))
        return None if found is None else stored_settings(found["settings"])

    async def change_player_pace(
        self, user_id: int, settings: dict[str, Any], games: Sequence[tuple[int, PaceChange]] = ()
    ) -> None:
        # Every game the player sits in reads its players' paces afresh (whether or not the write goes through).
        self._seat_paces_text.clear()
        self._paces_changed += 1
        await self._do(tx.change_player_pace(user_id, settings, games, self._clock.now()), WRITE)

    async def player_channels(self, user_id: int) -> list[int]:
        """The channels of the player's active games, in every server."""
        return [int(r["channel_id"]) for r in await self._do(rows(tx.PLAYER_CHANNELS, user_id))]

    async def timers(self, game_id: int) -> list[TimerRecord]:
        return [timer_record(r) for r in await self._do(rows(tx.GAME_TIMERS, game_id))]

    async def due_timers(self, now: float) -> list[TimerRecord]:
        """Timers of active games of this process's guilds that are due at ``now``, oldest first."""
        guilds, args = self._guilds("g.guild_id", 2)
        return [timer_record(r) for r in await self._do(rows(tx.due_timers(guilds), now, *args))]

    async def claim_timers(self, now: float, until: float) -> list[TimerRecord]:
        """Claims the due timers of this process's guilds that nobody holds a live claim on, until ``until``."""
        guilds, args = self._guilds("g.guild_id", 3)
        return await self._do(tx.claim_timers(now, until, guilds, args), WRITE)

    async def release_claims(self) -> int:
        """Ends the claims on the timers of this process's guilds; returns how many there were."""
        guilds, args = self._guilds("guild_id", 1)
        return int(await self._do(count(tx.release_claims(guilds), *args), WRITE))

    async def next_timer_due(self) -> float | None:
        """When the next timer of this process's guilds falls due (a claimed one: when its claim runs out)."""
        guilds, args = self._guilds("g.guild_id", 1)
        found = await self._do(row(tx.next_timer_due(guilds), *args))
        return None if found is None or found["due"] is None else float(found["due"])

    async def move_timer(self, timer: TimerRecord, due_at: float, fired: int) -> bool:
        """Moves a timer on and ends its claim, provided nobody changed it since ``timer`` was read (claiming a
        reminder before posting it: a restart then never posts it twice)."""
        key = (timer.game_id, timer.seat, str(timer.kind))
        moved = count(tx.TIMER_MOVE, float(due_at), fired, *key, float(timer.due_at), timer.fired)
        return bool(await self._do(moved, WRITE) == 1)

    async def games_without_pace(self) -> list[int]:
        """Channels of active games of this process's guilds that have no pace yet (started before pace existed,
        or cut short)."""
        guilds, args = self._guilds("g.guild_id", 1)
        return [int(r["channel_id"]) for r in await self._do(rows(tx.games_without_pace(guilds), *args))]

    # The daily challenge (``bot.daily``)

    async def claim_daily(self, day: str, user_id: int, guild_id: int, parent_id: int, game_id: int) -> bool:
        try:
            await self._do(run(daily.DAILY_CLAIM, day, user_id, guild_id, parent_id, game_id), WRITE)
        except self._duplicate:
            return False
        return True

    async def release_daily(self, game_id: int) -> None:
        await self._do(run(daily.DAILY_RELEASE, game_id), WRITE)

    async def daily_of(self, day: str, user_id: int) -> DailyRecord | None:
        found = await self._do(row(daily.DAILY_OF, day, user_id))
        return None if found is None else daily.daily_record(found)

    async def daily_game(self, game_id: int) -> DailyRecord | None:
        found = await self._do(row(daily.DAILY_GAME, game_id))
        return None if found is None else daily.daily_record(found)

    async def daily_board(self, guild_id: int, day: str) -> list[DailyRecord]:
        return [daily.daily_record(r) for r in await self._do(rows(daily.DAILY_BOARD, guild_id, day))]

    async def daily_finished_days(self, user_id: int, since: str) -> list[str]:
        return [str(r["day"]) for r in await self._do(rows(daily.DAILY_FINISHED_DAYS, user_id, since))]

    async def tell_daily(self, game_id: int) -> bool:
        return bool(await self._do(count(daily.DAILY_TELL, game_id), WRITE) == 1)
    # Tournaments (``bot.store.tournaments``)

    async def create_tournament(
        self,
        guild_id: int | None,
        channel_id: int,
        game_type: str,
        host_id: int,
        host_name: str,
        settings: dict[str, Any],
    ) -> tn.TournamentRecord:
        made = tn.create_tournament(guild_id, channel_id, game_type, host_id, host_name, settings, self._clock.now())
        try:
            return await self._do(made, WRITE)
        except self._duplicate:
            raise ChannelBusy(channel_id) from None

    async def tournament(self, tournament_id: int) -> tn.TournamentRecord | None:
        return await self._do(tn.find_tournament(tournament_id))

    async def live_tournament(self, channel_id: int) -> tn.TournamentRecord | None:
        return await self._do(tn.live_tournament(channel_id))

    async def latest_tournament(self, channel_id: int) -> tn.TournamentRecord | None:
        return await self._do(tn.latest_tournament(channel_id))

    async def player_tournaments(self, guild_id: int, player_id: int, latest: int) -> tn.TournamentTally:
        return await self._do(tn.player_tournaments(guild_id, player_id, latest))

    async def add_entrant(self, tournament_id: int, user_id: int, name: str) -> tn.TournamentRecord:
        return await self._do(tn.change_entrants(tournament_id, user_id, name), WRITE)

    async def remove_entrant(self, tournament_id: int, user_id: int) -> tn.TournamentRecord:
        return await self._do(tn.change_entrants(tournament_id, user_id, None), WRITE)

    async def set_tournament_message(self, tournament_id: int, message_id: int) -> None:
        await self._do(count(tn.TOURNAMENT_MESSAGE, message_id, tournament_id), WRITE)

    async def cancel_tournament(self, tournament_id: int) -> bool:
        return bool(await self._do(count(tn.TOURNAMENT_CANCEL, tournament_id), WRITE) == 1)

    async def seat_round(self, tournament_id: int, seated: tn.SeatedRound, lasts: float | None = None) -> bool:
        now = self._clock.now()
        deadline = None if lasts is None else now + lasts
        return await self._do(tn.seat_round(tournament_id, seated, now, deadline), WRITE)

    async def finish_tournament(
        self, tournament_id: int, last_round: int, champion_id: int | None, drops: Sequence[int]
    ) -> bool:
        return await self._do(tn.finish_tournament(tournament_id, last_round, champion_id, drops), WRITE)

    async def set_table_thread(self, tournament_id: int, table: tn.TableRecord, thread_id: int) -> bool:
        key = (tournament_id, table.round, table.table_no)
        return bool(await self._do(count(tn.TABLE_THREAD, thread_id, *key), WRITE) == 1)

    async def start_table_game(
        self,
        tournament: tn.TournamentRecord,
        table: tn.TableRecord,
        options: dict[str, Any],
        seed: int,
        state: Any,
        names: Sequence[str],
    ) -> GameRecord:
        started = tn.start_table_game(
            tournament.id,
            table,
            tournament.guild_id,
            tournament.channel_id,
            tournament.game_type,
            tournament.host_id,
            options,
            seed,
            state,
            names,
            self._clock.now(),
        )
        return await self._do(started, WRITE)

    async def tournament_play(self, tournament_id: int) -> tn.TournamentPlay:
        return await self._do(tn.tournament_play(tournament_id))

    async def mark_round_announced(self, tournament_id: int, number: int) -> bool:
        return bool(await self._do(count(tn.ROUND_ANNOUNCED, tournament_id, number), WRITE) == 1)

    async def mark_final_announced(self, tournament_id: int) -> bool:
        return bool(await self._do(count(tn.FINAL_ANNOUNCED, tournament_id), WRITE) == 1)

    async def running_tournaments(self) -> list[int]:
        guilds, args = self._guilds("guild_id", 1)
        return [int(r["id"]) for r in await self._do(rows(tn.running_tournaments(guilds), *args))]

    async def due_rounds(self, now: float) -> list[tuple[int, int]]:
        guilds, args = self._guilds("t.guild_id", 2)
        found = await self._do(rows(tn.due_rounds(guilds), now, *args))
        return [(int(r["tournament_id"]), int(r["round"])) for r in found]

    async def next_round_deadline(self) -> float | None:
        guilds, args = self._guilds("t.guild_id", 1)
        found = await self._do(row(tn.next_round_deadline(guilds), *args))
        return None if found is None or found["due"] is None else float(found["due"])

    async def tournament_of_game(self, game_id: int) -> int | None:
        found = await self._do(row(tn.TABLE_OF_GAME, game_id))
        return None if found is None else int(found["tournament_id"])

    # Game threads

    async def move_to_thread(self, game_id: int, parent_id: int, thread_id: int) -> GameRecord:
        return await self._do(tx.game_to_thread(game_id, parent_id, thread_id), WRITE)

    async def game_thread(self, game_id: int) -> GameThreadRecord | None:
        found = await self._do(row(tx.GAME_THREAD, game_id))
        return None if found is None else game_thread_record(found)

    async def playing_threads(self, parent_id: int) -> list[int]:
        return [int(r["channel_id"]) for r in await self._do(rows(tx.PLAYING_THREADS, parent_id))]

    async def set_summary_message(self, game_id: int, message_id: int) -> None:
        await self._do(count(tx.SUMMARY_MESSAGE, message_id, game_id), WRITE)

    async def close_thread(self, game_id: int) -> bool:
        return bool(await self._do(count(tx.THREAD_CLOSE, game_id), WRITE) == 1)

    async def thread_refused(self, channel_id: int) -> bool:
        return bool(await self._do(count(tx.THREAD_REFUSAL, channel_id, self._clock.now()), WRITE) == 1)
