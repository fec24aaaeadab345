"""Changes to a game's pace asked for by people: the host's settings, mute, taking a seat back, resigning,
and the guild's defaults. Each runs under the channel's lock and commits its timers with it."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, replace

from bot.live import LiveGame
from bot.pace import timers
from bot.pace.hours import BadPace, checked_zone, parse_window
from bot.pace.model import GamePace
from bot.pace.players import PlayerPace, checked_quiet
from bot.pace.settings import GuildPace, PaceSettings, changed, guild_pace, lobby_settings
from bot.ratings import game_end
from bot.records import LobbyRecord, PaceChange
from bot.refusal import Refusal
from bot.sessions import Sessions


@dataclass(frozen=True)
class PaceRequest:
    """What the host asked to change; None: unchanged."""

    pace: str | None = None
    reminder: str | None = None
    time_limit: str | None = None
    auto_after: int | None = None
    hours: str | None = None  # the table's playing hours, ``08:00-23:00`` or ``off``
    timezone: str | None = None  # the IANA zone those hours are in

    def empty(self) -> bool:
        return all(
            value is None
            for value in (self.pace, self.reminder, self.time_limit, self.auto_after, self.hours, self.timezone)
        )


@dataclass(frozen=True)
class PlayerRequest:
    """What a player asked to change of their own pace (``/pace me``); None: unchanged."""

    quiet_hours: str | None = None
    timezone: str | None = None
    turn_dm: bool | None = None
    next_dm: bool | None = None

    def empty(self) -> bool:
        return all(value is None for value in (self.quiet_hours, self.timezone, self.turn_dm, self.next_dm))

    def applied(self, player: PlayerPace) -> PlayerPace:
        """``player`` with this request, or ``BadPace`` naming what is wrong."""
        if self.timezone is not None:
            player = replace(player, timezone=checked_zone(self.timezone))
        if self.quiet_hours is not None:
            player = replace(player, quiet=checked_quiet(parse_window(self.quiet_hours)))
        if self.turn_dm is not None:
            player = replace(player, dm_turn=self.turn_dm)
        if self.next_dm is not None:
            player = replace(player, dm_next=self.next_dm)
        return player


@dataclass(frozen=True)
class PaceView:
    """The pace of the channel's game or open lobby."""

    settings: PaceSettings
    live: LiveGame | None
    lobby: LobbyRecord | None


@dataclass(frozen=True)
class Resignation:
    live: LiveGame  # the game after the resignation
    seat: int
    ended: bool  # fewer than two players remained: the game is over


def _refusal(error: BadPace) -> Refusal:
    return Refusal(error.key, **error.params)


async def set_pace(
    sessions: Sessions, channel_id: int, guild_id: int | None, user_id: int, may_manage: bool, request: PaceRequest
) -> PaceView:
    """The host (or a member with Manage Channels) changes the pace of the open lobby or of the game."""
    if request.empty():
        raise Refusal("pace.nothing_to_change")
    store = sessions.store
    if request.hours is not None and request.timezone is None:
        # Hours without a zone are read in the zone of whoever sets them, when they gave theirs (``/pace me``).
        own = PlayerPace.from_json(await store.player_pace(user_id))
        if own.timezone is not None:
            request = replace(request, timezone=own.timezone)
    async with sessions.lock(channel_id):
        defaults = await guild_pace(store, guild_id)
        live = await sessions.game(channel_id)
        if live is not None:
            _check_host(live.record.host_id, user_id, may_manage)
            settings = _changed(live.pace.settings, defaults, request)
            pace = replace(live.pace, settings=settings)
            now = sessions.clock.now()
            planned = timers.replanned(live.engine, live.state, pace, await store.timers(live.id), now)
            await store.change_pace(live.id, PaceChange(settings=settings.to_json(), timers=planned))
            after = replace(live, pace=pace)
            sessions.update(channel_id, after)
            sessions.timers_changed()
            return PaceView(settings, after, None)
        lobby = await store.open_lobby(channel_id)
        if lobby is None:
            raise Refusal("error.no_game")
        _check_host(lobby.host_id, user_id, may_manage)
        settings = _changed(await lobby_settings(store, lobby), defaults, request)
        await store.set_lobby_pace(lobby.id, settings.to_json())
        return PaceView(settings, None, lobby)


async def opening_hours(sessions: Sessions, user_id: int, hours: str | None, timezone: str | None) -> PaceRequest:
    """The playing hours a host gives when opening a lobby (``/game new``), checked before the lobby opens so that
    bad input changes nothing; hours without a zone are in the host's own zone (``/pace me``), else UTC."""
    request = PaceRequest(hours=hours, timezone=timezone)
    if hours is not None and timezone is None:
        own = PlayerPace.from_json(await sessions.store.player_pace(user_id))
        request = replace(request, timezone=own.timezone)
    _changed(PaceSettings(), GuildPace(), request)  # refuses what /pace set would refuse
    return request


async def with_opening_hours(sessions: Sessions, lobby: LobbyRecord, request: PaceRequest) -> PaceSettings:
    """The new lobby's pace, with the playing hours its host gave when opening it."""
    settings = _changed(await lobby_settings(sessions.store, lobby), GuildPace(), request)
    await sessions.store.set_lobby_pace(lobby.id, settings.to_json())
    return settings


def _changed(current: PaceSettings, defaults: GuildPace, request: PaceRequest) -> PaceSettings:
    try:
        return changed(
            current,
            defaults,
            pace=request.pace,
            reminder=request.reminder,
            time_limit=request.time_limit,
            auto_after=request.auto_after,
            hours=request.hours,
            timezone=request.timezone,
        )
    except BadPace as error:
        raise _refusal(error) from None


def _check_host(host_id: int, user_id: int, may_manage: bool) -> None:
    if user_id != host_id and not may_manage:
        raise Refusal("pace.host_only", host=f"<@{host_id}>")


async def show_pace(sessions: Sessions, channel_id: int, guild_id: int | None) -> PaceView:
    live = await sessions.game(channel_id)
    if live is not None:
        return PaceView(live.pace.settings, live, None)
    lobby = await sessions.store.open_lobby(channel_id)
    if lobby is not None:
        return PaceView(await lobby_settings(sessions.store, lobby), None, lobby)
    return PaceView((await guild_pace(sessions.store, guild_id)).settings(), None, None)


async def caller_seat(sessions: Sessions, channel_id: int, user_id: int) -> tuple[LiveGame, int]:
    """The channel's game and the caller's seat in it, or the refusal that says why there is none."""
    live = await sessions.game(channel_id)
    if live is None:
        raise await sessions.no_game(channel_id)
    seat = live.record.seat_of(user_id)
    if seat is None:
        raise Refusal("error.not_a_player")
    return live, seat


async def toggle_mute(sessions: Sessions, channel_id: int, user_id: int) -> bool:
    """Mutes or unmutes reminders for the caller's seat in this channel's game; returns whether now muted."""
    async with sessions.lock(channel_id):
        live, seat = await caller_seat(sessions, channel_id, user_id)
        record = live.pace.seat(seat)
        updated = replace(record, muted=not record.muted)
        await sessions.store.change_pace(live.id, PaceChange(seats=(updated,)))
        sessions.update(channel_id, replace(live, pace=live.pace.with_seat(updated)))
        return updated.muted


async def take_back(sessions: Sessions, channel_id: int, user_id: int) -> LiveGame:
    """``/game back``: the caller's automatic seat is theirs again, with a fresh time limit if awaited."""
    async with sessions.lock(channel_id):
        live, seat = await caller_seat(sessions, channel_id, user_id)
        record = live.pace.seat(seat)
        if record.resigned:
            raise Refusal("resign.no_moves")
        if not record.automatic:
            raise Refusal("pace.back_not_automatic")
        pace = live.pace.with_seat(replace(record, automatic=False, timeouts=0))
        await _commit_seat(sessions, live, pace, seat)
        after = replace(live, pace=pace)
        sessions.update(channel_id, after)
    sessions.timers_changed()
    return after


async def resign(sessions: Sessions, channel_id: int, user_id: int, game_id: int | None = None) -> Resignation:
    """The caller leaves the game: the bot plays their seat to the end and they are placed last. When fewer
    than two players remain, the game ends at once."""
    async with sessions.lock(channel_id):
        live, seat = await caller_seat(sessions, channel_id, user_id)
        if game_id is not None and live.id != game_id:
            await sessions.explain_gone(game_id, channel_id)
        record = live.pace.seat(seat)
        if record.resigned:
            raise Refusal("resign.already")
        pace = live.pace.with_seat(replace(record, resigned=True, automatic=False))
        after = replace(live, pace=pace)
        result = after.result()
        if result is not None:
            # The game ends here: its results are recorded and rated with the resignation, in one transaction.
            end = game_end(result, pace.resigned)
            change = PaceChange(seats=(pace.seat(seat),), timers=(), finish=True, end=end)
            await sessions.store.change_pace(live.id, change)
            sessions.forget(channel_id)
            return Resignation(after, seat, ended=True)
        await _commit_seat(sessions, live, pace, seat)
        sessions.update(channel_id, after)
    sessions.timers_changed()
    return Resignation(after, seat, ended=False)


async def _commit_seat(sessions: Sessions, live: LiveGame, pace: GamePace, seat: int) -> None:
    """Writes a seat whose owner changed (automatic, back, resigned) with its timers started afresh."""
    now = sessions.clock.now()
    planned = timers.wanted_timers(live.engine, live.state, pace, now, renew_deadlines=(seat,))
    await sessions.store.change_pace(live.id, PaceChange(seats=(pace.seat(seat),), timers=planned))


async def set_guild_defaults(
    sessions: Sessions,
    guild_id: int,
    pace: str,
    reminder: str | None,
    time_limit: str | None,
    auto_after: int | None,
    make_default: bool,
) -> GuildPace:
    """Per-guild defaults (Manage Server): one pace's intervals, the timeouts before a seat is automatic, and
    optionally which pace new lobbies get."""
    store = sessions.store
    settings = await store.guild_settings(guild_id)
    defaults = GuildPace.from_guild_settings(settings)
    try:
        current = defaults.settings(pace)
        chosen = changed(current, defaults, reminder=reminder, time_limit=time_limit, auto_after=auto_after)
    except BadPace as error:
        raise _refusal(error) from None
    updated = replace(
        defaults.with_pace(pace, chosen.remind_after, chosen.time_limit),
        auto_after=chosen.auto_after,
        default=pace if make_default else defaults.default,
    )
    await store.set_guild_settings(guild_id, {"pace": updated.to_json()})
    return updated


async def own_pace(sessions: Sessions, user_id: int) -> PlayerPace:
    return PlayerPace.from_json(await sessions.store.player_pace(user_id))


async def change_player(
    sessions: Sessions, user_id: int, change: Callable[[PlayerPace], PlayerPace]
) -> tuple[PlayerPace, PlayerPace]:
    """A player changes their own pace (quiet hours, time zone, vacation, notices): it is written with the timers
    of every active game they sit in, replanned under those channels' locks. Returns (before, after);
    ``BadPace`` from ``change`` becomes the refusal that says why."""
    store = sessions.store
    channels = await store.player_channels(user_id)
    async with contextlib.AsyncExitStack() as locks:
        for channel_id in sorted(set(channels)):  # always in the same order: two players' changes never deadlock
            await locks.enter_async_context(sessions.lock(channel_id))
        before = PlayerPace.from_json(await store.player_pace(user_id))
        try:
            after = change(before)
        except BadPace as error:
            raise _refusal(error) from None
        now = sessions.clock.now()
        games: list[tuple[int, PaceChange]] = []
        updated: list[tuple[int, LiveGame]] = []
        for channel_id in channels:
            live = await sessions.game(channel_id)
            seat = None if live is None else live.record.seat_of(user_id)
            if live is None or seat is None:
                continue
            pace = live.pace.with_player(seat, after)
            existing = await store.timers(live.id)
            planned = timers.replanned(live.engine, live.state, pace, existing, now, only=(seat,))
            games.append((live.id, PaceChange(timers=planned)))
            updated.append((channel_id, replace(live, pace=pace)))
        await store.change_player_pace(user_id, after.to_json(), games)
        for channel_id, live in updated:
            sessions.update(channel_id, live)
    if games:
        sessions.timers_changed()
    return before, after
