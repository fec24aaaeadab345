"""Per-channel game sessions: the one place that changes a game.

Every change to a channel's lobby or game runs under that channel's lock, so two players pressing at once, or
one player pressing twice, are applied one after the other against the latest state. A move is validated by
the engine, then committed (move row + snapshot, with a version check) before the caller posts anything.
Loaded games are cached in memory; the database stays the record.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, NoReturn

from bot.ai_seats import MAX_NUMBER, Level, ai_name, is_ai, levels, next_ai, number_of
from bot.clock import SYSTEM_CLOCK, Clock
from bot.i18n import GameName
from bot.live import LiveGame
from bot.options import RELIABILITY, engine_options, seat_order
from bot.outcome import Heard, MoveOutcome
from bot.pace import timers
from bot.pace.model import GamePace, with_players, with_seat_players
from bot.pace.settings import lobby_settings
from bot.pace.timers import Cause
from bot.private import private_to, seat_status
from bot.ratings import game_end
from bot.records import ChannelBusy, GamePaceRecord, GameRecord, LobbyRecord, PaceChange, VersionConflict
from bot.refusal import CatalogWord, Refusal, RuleRefusal
from bot.reliability import refuse_below
from bot.seeds import SYSTEM_SEEDS, Seeds
from bot.store import Store
from games import registry
from games.contract import JSON, Game, IllegalMove, SeatStatus

log = logging.getLogger(__name__)

MAX_MOVE_LENGTH = 200
CACHE_SIZE = 512


# Raises ``Refusal`` when a press no longer answers the decision it was made for (see ``Sessions.submit``).
DecisionCheck = Callable[[LiveGame, int], None]


def not_awaited_reason(live: LiveGame, seat: int) -> str:
    """Why a seated player who is not awaited cannot move now: they already chose, or it is not their turn. A
    game with take-backs lets a choice be taken back while its decision is open (the others still choosing:
    ``games.take_back``), so its players are told of ``/undo``."""
    if seat_status(live.engine, live.state, seat) is not SeatStatus.DECIDED:
        return "error.not_your_turn"
    return "error.already_decided_undo" if offers_take_backs(live.engine) else "error.already_decided"


def offers_take_backs(engine: Game[Any]) -> bool:
    """Whether the game has a take-back rule of its own: ``Game.check_take_back`` refuses every take-back."""
    return type(engine).check_take_back is not Game.check_take_back


def _canonical(live: LiveGame, seat: int, text: str) -> str:
    """The legal move ``text`` spells in other letter case (``TAKE 1``), as the game writes it (``take 1``): the
    move is then applied, stored and told as every list of moves shows it. Anything else is left as typed."""
    folded = text.casefold()
    if folded == text:  # the notation is lowercase: the move as typed is the move, and listing every legal move
        return text  # (hundreds in Troyes Dice) would cost each move a few milliseconds
    legal = live.engine.legal_moves(live.state, seat)
    if text in legal:
        return text
    return next((move for move in legal if move.casefold() == folded), text)


class Sessions:
    def __init__(
        self,
        store: Store,
        clock: Clock = SYSTEM_CLOCK,
        *,
        seeds: Seeds = SYSTEM_SEEDS,
        ai_pause: float = 1.5,
        on_timers_changed: Callable[[], None] = lambda: None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.seeds = seeds
        self.ai_pause = ai_pause  # seconds an AI seat waits before it plays
        # Told after every change to a game's timers, so the scheduler can wake up for an earlier one; sessions
        # without a scheduler (tests, benchmarks) tell nobody.
        self._on_timers_changed = on_timers_changed
        self._locks: dict[int, asyncio.Lock] = {}
        self._games: OrderedDict[int, LiveGame] = OrderedDict()  # channel id -> active game, least recent first

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    def timers_changed(self) -> None:
        """A game's timers changed (a move, a start, a new pace): whoever serves them may have to look sooner."""
        self._on_timers_changed()

    # Reading

    async def game(self, channel_id: int) -> LiveGame | None:
        """The channel's active game, from the cache or the database."""
        live = self._games.get(channel_id)
        if live is not None:
            self._games.move_to_end(channel_id)
            return live
        record = await self.store.active_game(channel_id)
        if record is None:
            return None
        pace = self.pace_of(await self.store.game_pace(record.id), record.seats)
        live = self._load(record, pace)
        self._remember(channel_id, live)
        return live

    async def load(self, game_id: int) -> LiveGame | None:
        """A game by id whatever its status (a finished game's last board is still posted), the cached copy
        when it is its channel's active game."""
        return await self._live(await self.store.game(game_id))

    async def last_finished(self, channel_id: int, game_type: str | None = None) -> LiveGame | None:
        """The channel's most recently finished game of that type, or of any: what a finished board still answers
        for, and what a replay or an export means by default."""
        return await self._live(await self.store.last_finished_game(channel_id, game_type))

    async def _live(self, record: GameRecord | None) -> LiveGame | None:
        """The stored game as a live one: the cached copy when it is its channel's active game and up to date."""
        if record is None:
            return None
        cached = self._games.get(record.channel_id)
        if cached is not None and cached.id == record.id and cached.version >= record.version:
            return cached
        pace = self.pace_of(await self.store.game_pace(record.id), record.seats)
        return self._load(record, pace)

    def pace_of(self, record: GamePaceRecord | None, seats: Sequence[int]) -> GamePace:
        """A game's pace from its stored record, with what the seats' user ids tell (AI seats) and the bot's
        AI pause."""
        return GamePace.from_record(record, len(seats), levels(seats), self.ai_pause)

    def _load(self, record: GameRecord, pace: GamePace) -> LiveGame:
        engine = self._engine(record.game_type)
        live = LiveGame(record, engine, engine.from_json(record.state), pace)
        if live.version != record.version:
            # The snapshot and its row disagree: every move would then meet a version conflict. Say so loudly.
            log.error("game %s: snapshot at version %s, stored row at %s", record.id, live.version, record.version)
        return live

    def _remember(self, channel_id: int, live: LiveGame) -> None:
        self._games[channel_id] = live
        self._games.move_to_end(channel_id)
        while len(self._games) > CACHE_SIZE:
            self._games.popitem(last=False)

    def cached(self, channel_id: int) -> LiveGame | None:
        """The channel's active game when this process holds it in memory, without reading the database (None
        otherwise: not loaded yet, or over and forgotten)."""
        return self._games.get(channel_id)

    def forget(self, channel_id: int) -> None:
        self._games.pop(channel_id, None)

    def update(self, channel_id: int, live: LiveGame) -> None:
        """Replaces the cached game after a change committed under the channel's lock (its pace, say)."""
        self._remember(channel_id, live)

    # Lobbies

    async def open_lobby(
        self, guild_id: int | None, channel_id: int, game_id: str, host_id: int, host_name: str
    ) -> LobbyRecord:
        engine = registry.get(game_id)
        if engine is None:
            raise Refusal("error.unknown_game", game=game_id)
        async with self.lock(channel_id):
            try:
                return await self.store.create_lobby(
                    guild_id, channel_id, game_id, host_id, host_name, engine.default_options()
                )
            except ChannelBusy:
                if await self.game(channel_id) is not None:
                    raise Refusal("error.channel_has_game") from None
                raise Refusal("error.channel_has_lobby") from None

    async def join(self, channel_id: int, user_id: int, name: str, lobby_id: int | None = None) -> LobbyRecord:
        async with self.lock(channel_id):
            lobby = await self._open_lobby(channel_id, lobby_id)
            engine = self._engine(lobby.game_type)
            if user_id in lobby.members:
                raise Refusal("error.already_joined")
            if len(lobby.members) >= engine.max_players:
                raise Refusal("error.lobby_full", max=engine.max_players)
            await self._check_reliability(lobby, user_id)
            return await self.store.add_lobby_member(lobby.id, user_id, name)

    async def _check_reliability(self, lobby: LobbyRecord, user_id: int) -> None:
        """A lobby whose host asked for a minimum reliability (``bot.reliability``) turns away a player below it,
        saying where they stand and what raises it; a new player passes."""
        minimum = lobby.options.get(RELIABILITY, 0)
        if not isinstance(minimum, int) or lobby.guild_id is None:
            return
        await refuse_below(self.store, lobby.guild_id, user_id, minimum, "error.below_reliability")

    async def add_ai(self, channel_id: int, user_id: int, level: Level, lobby_id: int | None = None) -> LobbyRecord:
        """The host gives an AI player at ``level`` the next seat (stored with its English name; every post and
        picture writes it in its reader's language)."""
        async with self.lock(channel_id):
            lobby = await self._open_lobby(channel_id, lobby_id)
            engine = self._engine(lobby.game_type)
            if user_id != lobby.host_id:
                raise Refusal("error.host_only_ai", host=f"<@{lobby.host_id}>")
            # Said to the host, who can start or free a seat ("wait for the next game" is a joiner's answer).
            if len(lobby.members) >= engine.max_players:
                raise Refusal("error.lobby_full_ai", max=engine.max_players)
            ai = next_ai(lobby.members, level)
            if number_of(ai) > MAX_NUMBER:
                raise Refusal("error.lobby_full_ai", max=engine.max_players)
            return await self.store.add_lobby_member(lobby.id, ai, ai_name(ai, None))

    async def remove_ai(self, channel_id: int, user_id: int, lobby_id: int | None = None) -> tuple[LobbyRecord, int]:
        """The host takes away the AI player added last; returns the lobby and the AI seat's id."""
        async with self.lock(channel_id):
            lobby = await self._open_lobby(channel_id, lobby_id)
            if user_id != lobby.host_id:
                raise Refusal("error.host_only_ai", host=f"<@{lobby.host_id}>")
            seats = [member for member in lobby.members if is_ai(member)]
            if not seats:
                raise Refusal("error.no_ai_seat")
            removed = max(seats, key=number_of)
            return await self.store.remove_lobby_member(lobby.id, removed), removed

    async def set_options(
        self,
        channel_id: int,
        user_id: int,
        change: Callable[[Game[Any], Mapping[str, JSON]], dict[str, JSON]],
        lobby_id: int | None = None,
    ) -> LobbyRecord:
        """The host changes the lobby's table options: ``change`` gives the new ones from the game and the current
        ones, or raises the ``Refusal`` that says why not (``bot.options.choose``)."""
        async with self.lock(channel_id):
            try:
                lobby = await self._open_lobby(channel_id, lobby_id)
            except Refusal as refusal:
                if refusal.key == "error.game_already_started":
                    raise Refusal("error.option_after_start") from None
                raise
            if user_id != lobby.host_id:
                raise Refusal("error.host_only_option", host=f"<@{lobby.host_id}>")
            options = change(self._engine(lobby.game_type), lobby.options)
            return await self.store.set_lobby_options(lobby.id, options)

    async def leave(self, channel_id: int, user_id: int, lobby_id: int | None = None) -> LobbyRecord:
        async with self.lock(channel_id):
            lobby = await self._open_lobby(channel_id, lobby_id)
            if user_id not in lobby.members:
                raise Refusal("error.not_in_lobby")
            if user_id == lobby.host_id:
                raise Refusal("error.host_cannot_leave")
            return await self.store.remove_lobby_member(lobby.id, user_id)

    async def start(
        self,
        channel_id: int,
        user_id: int,
        lobby_id: int | None = None,
        *,
        thread: Callable[[GameRecord], Awaitable[int | None]] | None = None,
        seed: int | None = None,
    ) -> LiveGame:
        """Starts the channel's lobby's game. ``thread``: opens the started game's own thread (``bot.threads``)
        and gives its id, or None to play in the channel; the game moves there before it has timers or posts.
        ``seed``: the game's seed when the caller chose it (the daily challenge's day, ``bot.daily.day``), else
        the bot draws one."""
        async with self.lock(channel_id):
            lobby = await self._open_lobby(channel_id, lobby_id)
            engine = self._engine(lobby.game_type)
            if user_id != lobby.host_id:
                raise Refusal("error.host_only_start", host=f"<@{lobby.host_id}>")
            players = len(lobby.members)
            if not engine.min_players <= players <= engine.max_players:
                raise Refusal(
                    "error.player_count",
                    game=GameName(engine.id),
                    min=engine.min_players,
                    max=engine.max_players,
                    count=players,
                )
            # The bot draws the seed; the engine draws everything else from it, so the log replays exactly.
            seed = self.seeds.new_seed() if seed is None else seed
            # Seating is the bot's option: the seats are drawn here, the engine gets its own options only.
            order = seat_order(lobby.members, lobby.options, seed)
            options = engine_options(lobby.options)
            state = engine.new(players, options, seed)
            record = await self.store.start_game(lobby.id, seed, engine.to_json(state), options=options, order=order)
            thread_id = await thread(record) if thread is not None else None
            if thread_id is not None:
                record = await self.store.move_to_thread(record.id, channel_id, thread_id)
            pace = GamePace.fresh(await lobby_settings(self.store, lobby), players, levels(record.seats), self.ai_pause)
            pace = await with_players(self.store, pace, record.seats)  # their quiet hours and vacations
            planned = timers.wanted_timers(engine, state, pace, self.clock.now())
            await self.store.change_pace(
                record.id, PaceChange(settings=pace.settings.to_json(), seats=pace.seats, timers=planned)
            )
            live = LiveGame(record, engine, state, pace)
            self._remember(record.channel_id, live)
            self.timers_changed()
            return live

    async def cancel(
        self, channel_id: int, user_id: int, may_manage: bool, lobby_id: int | None = None
    ) -> tuple[str, GameName]:
        """Cancels the channel's game, or its lobby; returns what was cancelled ("game" or "lobby") and the
        game's title. A lobby button (``lobby_id``) only ever cancels its own lobby."""
        async with self.lock(channel_id):
            live = await self.game(channel_id) if lobby_id is None else None
            if live is not None:
                if user_id != live.record.host_id and not may_manage:
                    raise Refusal("error.cancel_not_allowed")
                await self.store.cancel_game(live.id)
                await self.store.change_pace(live.id, PaceChange(timers=()))
                self.forget(channel_id)
                return "game", GameName(live.engine.id)
            lobby = await self._open_lobby(channel_id, lobby_id)
            if user_id != lobby.host_id and not may_manage:
                raise Refusal("error.cancel_not_allowed")
            await self.store.cancel_lobby(lobby.id)
            return "lobby", GameName(self._engine(lobby.game_type).id)

    async def _open_lobby(self, channel_id: int, lobby_id: int | None) -> LobbyRecord:
        if lobby_id is not None:
            lobby = await self.store.lobby(lobby_id)
            if lobby is None or lobby.status != "open":
                raise Refusal("error.lobby_closed")
            return lobby
        lobby = await self.store.open_lobby(channel_id)
        if lobby is None:
            if await self.game(channel_id) is not None:
                raise Refusal("error.game_already_started")
            raise Refusal("error.no_lobby")
        return lobby

    @staticmethod
    def _engine(game_id: str) -> Game[Any]:
        engine = registry.get(game_id)
        if engine is None:
            raise Refusal("error.game_unavailable", game=game_id)
        return engine

    # Moves

    async def submit(
        self,
        channel_id: int,
        user_id: int,
        move: str,
        expected_version: int | None = None,
        game_id: int | None = None,
        cause: Cause = Cause.PLAYER,
        decision: DecisionCheck | None = None,
    ) -> MoveOutcome:
        """Validates and commits one move; raises ``Refusal`` and changes nothing when it is not allowed.

        ``game_id`` and ``expected_version`` come from a button or menu: a press on a board that has moved on
        is refused rather than applied to a state its author never saw. A panel whose decision outlives
        versions (a simultaneous choice, a claim window: others' answers move the version on) passes
        ``decision`` instead, run under the lock with the latest game and the author's seat, which refuses
        once that decision has passed. ``cause`` says who decided the move
        (``bot.pace.timers``): the player, or the bot for an absent seat. The seat's timers and pace flags are
        committed with the move.

        A cached game that went stale (another process moved it, say while it took over this guild's shard)
        meets the store's version check: the game is reloaded and the move checked and tried once more against
        it, so it is applied once, or refused for what the game is now (the turn passed, the button's board
        moved on), never applied twice.
        """
        text = " ".join(move.split())
        if not text:
            raise Refusal("error.empty_move")
        if len(text) > MAX_MOVE_LENGTH:
            raise Refusal("error.move_too_long", max=MAX_MOVE_LENGTH)
        async with self.lock(channel_id):
            try:
                return await self._submit_locked(channel_id, user_id, text, expected_version, game_id, cause, decision)
            except VersionConflict:
                log.info("channel %s: the cached game was stale; reloaded, trying the move again", channel_id)
            try:
                return await self._submit_locked(channel_id, user_id, text, expected_version, game_id, cause, decision)
            except VersionConflict:
                # Moved on again meanwhile: the player presses again on the board as it is now.
                raise Refusal("error.stale") from None

    async def _submit_locked(
        self,
        channel_id: int,
        user_id: int,
        text: str,
        expected_version: int | None,
        game_id: int | None,
        cause: Cause,
        decision: DecisionCheck | None,
    ) -> MoveOutcome:
        """Checks and commits the move against the channel's game, under its lock; raises ``VersionConflict``,
        with the cached game forgotten, when the store's copy has moved on."""
        live = await self.game(channel_id)
        if game_id is not None and (live is None or live.id != game_id):
            await self.explain_gone(game_id, channel_id)
        if live is None:
            raise await self.no_game(channel_id)
        if expected_version is not None and expected_version != live.version:
            raise Refusal("error.stale")
        seat = live.record.seat_of(user_id)
        if seat is None:
            raise Refusal("error.not_a_player")
        with private_to(seat):  # the mover's own view: whether the game awaits them, their legal moves
            if decision is not None:
                decision(live, seat)
            if live.engine.seat_status(live.state, seat) is not SeatStatus.AWAITED:
                if live.public.hides_awaited:
                    # A claim window keeps secret who may claim: the engine's own reason for this seat alone ("you
                    # discarded it", "nothing in your hand makes a meld with it") tells nothing about the others.
                    try:
                        live.engine.apply(live.state, seat, text)
                    except IllegalMove as error:
                        raise RuleRefusal(live.engine.id, error) from None
                raise Refusal(not_awaited_reason(live, seat))
            if cause == Cause.PLAYER and live.pace.seat(seat).resigned:
                raise Refusal("resign.no_moves")
            text = _canonical(live, seat, text)
        try:
            state, events = live.engine.apply(live.state, seat, text)
        except IllegalMove as error:
            raise RuleRefusal(live.engine.id, error) from None
        # How the channel hears of the move is worked out once, here, for the pace below and for every reader.
        moved = MoveOutcome.of(live, replace(live, state=state), seat, text, events)
        finished = moved.finished
        # A secret answer the channel sees as a new board ended its decision: everyone awaited waits afresh.
        new_decision = moved.told_move.text is None and moved.heard is Heard.BOARD
        players = await self.current_pace(live)
        pace, change = timers.after_move(
            live.engine,
            live.state,
            state,
            players,
            seat,
            cause,
            moved.told_move,
            finished,
            self.clock.now(),
            new_decision=new_decision,
        )
        # A finishing move records the game's results and rates it in the same transaction.
        result = moved.game.result()
        end = game_end(result, live.pace.resigned) if result is not None else None
        try:
            await self.store.record_move(
                live.id,
                live.version,
                seat,
                user_id,
                text,
                live.engine.to_json(state),
                finished,
                pace=change,
                end=end,
                by_bot=cause != Cause.PLAYER,
            )
        except VersionConflict:
            # Another writer got there first (another process, or a cache that went stale): reload.
            self.forget(channel_id)
            raise
        answered = {**live.answered, seat: (live.public.decision, text)}
        after = LiveGame(live.record, live.engine, state, pace, answered)
        if finished:
            self.forget(channel_id)
        else:
            self._remember(channel_id, after)
        self.timers_changed()
        return replace(moved, game=after)

    async def no_game(self, channel_id: int) -> Refusal:
        """The refusal of a command that needs a game where there is none: in a channel whose games are played in
        their threads, it names those threads, where the command works."""
        threads = await self.store.playing_threads(channel_id)
        if threads:
            return Refusal("error.no_game_threads", threads=" ".join(f"<#{thread}>" for thread in threads[:10]))
        # A game's own thread, once its game is over, hosts no other: "start one with /game new" would be wrong
        # there. Its final board's Rematch opens the next lobby in the parent channel.
        finished = await self.store.last_finished_game(channel_id)
        if finished is not None and await self.store.game_thread(finished.id) is not None:
            return Refusal("error.thread_game_over", rematch=CatalogWord("button.rematch"))
        return Refusal("error.no_game")

    async def current_pace(self, live: LiveGame) -> GamePace:
        """The game's pace with its players' own paces read afresh, to plan a move's timers with: another process
        may have changed one (``/pace me``, ``/pace away``) since this game was cached."""
        return with_seat_players(live.pace, await self.store.seat_player_paces(live.id))

    async def explain_gone(self, game_id: int, channel_id: int | None = None) -> NoReturn:
        """Raises the refusal for a button of a game that is not this channel's active game, saying what is true:
        the game is over, was cancelled, goes on in another channel (``channel_id``: where it was pressed), or is
        no game the bot knows (a forged id, or one from another bot's database)."""
        record = await self.store.game(game_id)
        if record is None:
            raise Refusal("error.game_unknown")
        if record.status == "finished":
            raise Refusal("error.game_over")
        if record.status == "cancelled":
            raise Refusal("error.game_cancelled")
        if record.channel_id != channel_id:
            raise Refusal("error.other_channel")  # pressed away from its game, which goes on where it is
        raise Refusal("error.stale")  # this channel's game, being replaced as the button was pressed
