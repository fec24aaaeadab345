"""The storage interface the rest of the bot talks to.

Command code depends on this protocol only; SQLite (``bot.store.sqlite``) and PostgreSQL (``bot.store.postgres``)
implement it, with the same methods (``bot.store.driven``) running the same transactions (``bot.store.transactions``),
each backend through its own driver. A store is opened for the shards of its process (``bot.shards``): the scans that
find work to do (due timers, unposted boards, games without a pace) cover those shards' guilds only, so that with
several processes each one times and posts its own guilds' games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from bot.records import (
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
    TimerRecord,
)
from bot.store.tournaments import SeatedRound, TableRecord, TournamentPlay, TournamentRecord, TournamentTally


class Store(Protocol):
    async def close(self) -> None: ...
    async def schema_version(self) -> int:
        """The number of the last migration run (the same for both backends once up to date)."""

    # Lobbies
    async def create_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        game_type: str,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
    ) -> LobbyRecord: ...
    async def open_lobby(self, channel_id: int) -> LobbyRecord | None: ...
    async def lobby(self, lobby_id: int) -> LobbyRecord | None: ...
    async def add_lobby_member(self, lobby_id: int, user_id: int, name: str) -> LobbyRecord: ...
    async def remove_lobby_member(self, lobby_id: int, user_id: int) -> LobbyRecord: ...
    async def set_lobby_options(self, lobby_id: int, options: dict[str, Any]) -> LobbyRecord: ...
    async def started_lobby(self, game_id: int) -> LobbyRecord | None:
        """The lobby a game started from (its table options as the host chose them), if it is still stored."""

    async def set_lobby_message(self, lobby_id: int, message_id: int) -> None: ...
    async def cancel_lobby(self, lobby_id: int) -> None: ...

    # Games
    async def start_game(
        self,
        lobby_id: int,
        seed: int,
        state: Any,
        *,
        options: dict[str, Any] | None = None,
        order: Sequence[int] | None = None,
    ) -> GameRecord: ...
    async def active_game(self, channel_id: int) -> GameRecord | None: ...
    async def game(self, game_id: int) -> GameRecord | None: ...
    async def last_finished_game(self, channel_id: int, game_type: str | None = None) -> GameRecord | None:
        """The channel's most recently finished game (not a cancelled one) of that type, or of any type, if any."""

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
        """Appends the move and replaces the snapshot in one transaction, provided the game is still active at
        ``expected_version`` (else ``VersionConflict``); returns the new version. ``by_bot``: the bot played it for
        the seat (a timeout, an automatic or resigned seat), not its player. ``pace`` is written in the same
        transaction. A move that finishes the game (``finished``) with ``end`` also records the game's results
        and updates its players' ratings there (``bot.ratings.settle`` on the ratings read in that transaction),
        which happens once per game since only one change can end it."""

    async def moves(self, game_id: int) -> list[MoveRecord]: ...
    async def cancel_game(self, game_id: int) -> None: ...

    # Settings and bot facts
    async def guild_settings(self, guild_id: int) -> dict[str, Any]: ...
    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        """Sets the given top-level settings of a server, keeping the others as they are."""

    async def meta(self, key: str) -> str | None: ...
    async def set_meta(self, key: str, value: str) -> None: ...

    # Pace and timers
    async def lobby_pace(self, lobby_id: int) -> dict[str, Any] | None: ...
    async def set_lobby_pace(self, lobby_id: int, settings: dict[str, Any]) -> None: ...
    async def game_pace(self, game_id: int) -> GamePaceRecord | None: ...
    async def seat_player_paces(self, game_id: int) -> tuple[tuple[int, dict[str, Any]], ...]:
        """(seat, settings) for each seat of the game whose player set a pace of their own, in seat order."""

    async def player_pace(self, user_id: int) -> dict[str, Any] | None: ...
    async def change_player_pace(
        self, user_id: int, settings: dict[str, Any], games: Sequence[tuple[int, PaceChange]] = ()
    ) -> None:
        """A player's own pace (``player_pace``) with the pace changes of their games it causes, in one
        transaction."""

    async def player_channels(self, user_id: int) -> list[int]: ...
    async def change_pace(self, game_id: int, change: PaceChange) -> None:
        """Writes pace facts in one transaction. ``change.finish`` ends an active game; when it does (not when the
        game had already ended) ``change.end`` is recorded and rated there, as in ``record_move``."""

    async def timers(self, game_id: int) -> list[TimerRecord]: ...
    async def due_timers(self, now: float) -> list[TimerRecord]: ...
    async def claim_timers(self, now: float, until: float) -> list[TimerRecord]:
        """The due timers nobody holds a claim on, claimed until ``until``: the scheduler fires what it claimed,
        and no other scheduler claims those timers meanwhile. Moving a timer on ends its claim; the claim of a
        process that died runs out at ``until``."""

    async def release_claims(self) -> int:
        """Ends every claim on the timers of this store's shards' guilds (a process starting for those shards
        takes them over from the one that held them before); returns how many there were."""

    async def next_timer_due(self) -> float | None: ...
    async def move_timer(self, timer: TimerRecord, due_at: float, fired: int) -> bool: ...
    async def games_without_pace(self) -> list[int]: ...

    # Posting
    async def posting(self, game_id: int) -> PostingRecord | None: ...
    async def unposted_games(self, finished_since: float) -> list[PostingRecord]: ...
    async def mark_announced(self, game_id: int, version: int) -> bool: ...
    async def mark_board(self, game_id: int, version: int, message_id: int | None) -> None: ...
    async def set_ping_message(self, game_id: int, message_id: int | None) -> None: ...
    async def active_games_of(self, guild_id: int, user_id: int) -> list[PostingRecord]: ...

    # Ratings and results (written only by the change that ends a game: ``record_move``, ``change_pace``)
    async def leaderboard(self, guild_id: int, game_type: str) -> list[RatingRecord]:
        """Every rating of that game on that server, in no particular order (``bot.ratings.leaderboard`` ranks
        them). An AI level's shared entry is among them (``bot.ratings.player_of``)."""

    async def player_totals(self, guild_id: int, player_id: int) -> list[PlayerTotals]:
        """Per game type (ordered by type), a player's finished games on a server: played (solo included), rated,
        won (rated games placed first) and the best score."""

    async def recent_results(self, guild_id: int, player_id: int, limit: int) -> list[ResultRecord]:
        """A player's latest ``limit`` results on a server, newest first, each with its game's channel and last
        board message."""

    async def move_times(self, guild_id: int, player_id: int, latest: int) -> MoveTimes | None:
        """A player's median time to move in the server's async games (active or finished), over their latest
        ``latest`` waits; None when there is none. A wait runs from the game's previous move (or its start) to the
        player's move; only moves the player made themselves count, and only the first of their turn."""

    async def game_results(self, game_id: int) -> list[ResultRecord]:
        """A finished game's results, seat by seat; empty for a game that did not finish."""

    # Seasons (``bot.seasons``): a server's runs of one game, with ratings of their own

    async def start_season(
        self, guild_id: int, game_type: str, channel_id: int, started_by: int, ends_at: float
    ) -> SeasonRecord:
        """The server's next season of that game (numbered after the last), running from now to ``ends_at``;
        ``SeasonRunning`` when one already runs. From then on every rated game of that type that ends on the
        server before the season ends also updates the season's ratings, in the transaction that ends it."""

    async def end_season(self, season_id: int) -> SeasonRecord | None:
        """Ends a running season now (or at its due time, if that passed); None if it had ended already, so only
        one of two enders (``/season end``, the scheduler's pass) announces it."""

    async def running_season(self, guild_id: int, game_type: str) -> SeasonRecord | None: ...
    async def running_seasons(self, guild_id: int) -> list[SeasonRecord]:
        """The server's running seasons, one per game at most, by game type."""

    async def seasons(self, guild_id: int, game_type: str) -> list[SeasonRecord]:
        """Every season of that game on that server, by number."""

    async def season_by_number(self, guild_id: int, game_type: str, number: int) -> SeasonRecord | None: ...
    async def season_leaderboard(self, season_id: int) -> list[RatingRecord]:
        """The season's ratings, in no particular order (``bot.ratings.leaderboard`` ranks them)."""

    async def due_seasons(self, now: float) -> list[SeasonRecord]:
        """The seasons of this store's shards' guilds to end (their weeks ran out by ``now``) or to announce
        (ended, final standings not claimed yet), the earliest due first."""

    async def next_season_end(self) -> float | None:
        """When the next running season of this store's shards' guilds is due to end."""

    async def mark_season_announced(self, season_id: int, announced: bool) -> bool:
        """Claims a season's announcement before it is posted (True for the first claim only), or gives the
        claim back (``announced=False``) when the post failed, so the next pass tries again."""

    # Reliability (``bot.reliability``)

    async def reliability_counts(self, guild_id: int, user_id: int) -> ReliabilityCounts:
        """A player's finished games on a server and how many they finished themselves (not resigned, their seat
        not played to the end by the bot); their turns in its games and how many they played themselves in time."""
    # The daily challenge (``bot.daily``): a player's one game of a UTC day (``day``: ``YYYY-MM-DD``)

    async def claim_daily(self, day: str, user_id: int, guild_id: int, parent_id: int, game_id: int) -> bool:
        """Makes the started game ``game_id`` the player's game of ``day``, asked for in ``parent_id``; False (and
        nothing written) when the player has a game of that day already."""

    async def release_daily(self, game_id: int) -> None:
        """Forgets the daily claim of a game that could not be played (its thread was refused)."""

    async def daily_of(self, day: str, user_id: int) -> DailyRecord | None:
        """The player's game of ``day``, if they have one."""

    async def daily_game(self, game_id: int) -> DailyRecord | None:
        """The daily row of a game; None for a game that is no daily one."""

    async def daily_board(self, guild_id: int, day: str) -> list[DailyRecord]:
        """The server's finished games of ``day``, the best score first (equal scores: the first finished)."""

    async def daily_finished_days(self, user_id: int, since: str) -> list[str]:
        """The days from ``since`` on whose game the player finished, the latest first."""

    async def tell_daily(self, game_id: int) -> bool:
        """Marks the daily game's result line as posted; True for the first call only."""

    # Tournaments (``bot.store.tournaments``): a table's game is created with its table's row, and its result is
    # the game's own (``game_results``).
    async def create_tournament(
        self,
        guild_id: int | None,
        channel_id: int,
        game_type: str,
        host_id: int,
        host_name: str,
        settings: dict[str, Any],
    ) -> TournamentRecord:
        """An open tournament in the channel, its host its first entrant; ``ChannelBusy`` if the channel has one
        open or under way."""

    async def tournament(self, tournament_id: int) -> TournamentRecord | None: ...
    async def live_tournament(self, channel_id: int) -> TournamentRecord | None:
        """The channel's tournament that is open or under way, if any."""

    async def latest_tournament(self, channel_id: int) -> TournamentRecord | None:
        """The channel's newest tournament, open, under way, finished or cancelled (the live one when there is one)."""

    async def player_tournaments(self, guild_id: int, player_id: int, latest: int) -> TournamentTally:
        """The player's finished tournaments on the server: how many they played and won, and the ``latest`` ones
        they won, the newest first."""

    async def add_entrant(self, tournament_id: int, user_id: int, name: str) -> TournamentRecord:
        """``StoreError`` once the tournament is no longer open (as ``remove_entrant``)."""

    async def remove_entrant(self, tournament_id: int, user_id: int) -> TournamentRecord: ...
    async def set_tournament_message(self, tournament_id: int, message_id: int) -> None: ...
    async def cancel_tournament(self, tournament_id: int) -> bool:
        """True when it was open or under way (its games in progress are the caller's to cancel)."""

    async def seat_round(self, tournament_id: int, seated: SeatedRound, lasts: float | None = None) -> bool:
        """Seats the round after the current one (its tables, byes and the drops decided before it) in one
        transaction, its deadline ``lasts`` seconds from now (None: no deadline); False, writing nothing, when
        another pass seated it first."""

    async def finish_tournament(
        self, tournament_id: int, last_round: int, champion_id: int | None, drops: Sequence[int]
    ) -> bool: ...
    async def set_table_thread(self, tournament_id: int, table: TableRecord, thread_id: int) -> bool:
        """Records the table's thread, before its game: False when it had one already."""

    async def start_table_game(
        self,
        tournament: TournamentRecord,
        table: TableRecord,
        options: dict[str, Any],
        seed: int,
        state: Any,
        names: Sequence[str],
    ) -> GameRecord:
        """Creates the table's game in its thread and links it to the table, in one transaction."""

    async def tournament_play(self, tournament_id: int) -> TournamentPlay:
        """Every seated round's tables (with their games' status and places) and byes."""

    async def mark_round_announced(self, tournament_id: int, number: int) -> bool: ...
    async def mark_final_announced(self, tournament_id: int) -> bool:
        """The finished tournament's podium was posted."""

    async def running_tournaments(self) -> list[int]:
        """The tournaments under way in this store's shards' guilds, and those over whose podium is still to be
        posted."""

    async def due_rounds(self, now: float) -> list[tuple[int, int]]:
        """(tournament id, round) of the current rounds whose deadline passed at ``now`` while one of their games
        is still played, in this store's shards' guilds."""

    async def next_round_deadline(self) -> float | None:
        """The earliest deadline of a round still played, in this store's shards' guilds."""

    async def tournament_of_game(self, game_id: int) -> int | None: ...

    # Game threads

    async def move_to_thread(self, game_id: int, parent_id: int, thread_id: int) -> GameRecord:
        """Moves an active game into its thread (its channel from then on), remembering the text channel it
        came from; ends that channel's told refusal to host threads. ``StoreError`` if the game is not active."""

    async def game_thread(self, game_id: int) -> GameThreadRecord | None:
        """The game's thread record, None for a game played in its channel."""

    async def playing_threads(self, parent_id: int) -> list[int]:
        """The threads of the games in progress that were started in the channel, oldest first."""

    async def set_summary_message(self, game_id: int, message_id: int) -> None:
        """Records the parent channel's message that sums up the game."""

    async def close_thread(self, game_id: int) -> bool:
        """Marks the over game's thread as told to archive itself; True for the first call only."""

    async def thread_refused(self, channel_id: int) -> bool:
        """Notes that the bot could not open a thread in the channel; True the first time (until a thread opens
        there again), when the bot says why."""
