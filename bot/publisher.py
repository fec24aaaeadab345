"""The one way a game's public posts reach its channel: boards, step and progress lines, "your turn" pings.

A committed move's announcement is queued here and the player's interaction is answered at once; nothing a
player sees in reply waits on the channel. One worker per channel posts that channel's announcements in the
order the moves were committed (channel sends through the REST API, not tied to an interaction token), and
retries with backoff when Discord answers 5xx or 429 or does not answer in time.

The database is the outbox: per game, the latest version the channel has seen (``posted_version``) and its
board message. A game whose latest state the channel never saw (the process was killed between the commit and
the post, or Discord stayed down longer than the retries) gets its current board at the next chance: when the
bot starts, and every ``catch_up_every`` seconds after. Posting is at least once: a kill between a post and
its record, or a timed-out request that Discord did serve, can show one board twice; never none.

Per server, boards are either new messages (``board_mode`` "new", the default) or one board message edited in
place plus a short ping that mentions whose turn it is (``board_mode`` "edit"), so busy channels are not
flooded. In edit mode the lines of a turn that goes on edit the board message's text too, the previous ping is
removed when the next one is sent, and the final board is a new message of its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from bot.board import BoardPost, allowed_mentions, board_post, mention, message_link
from bot.delivery import REQUEST_FAILURES, Backoff, Undelivered, deliver
from bot.i18n import t
from bot.sessions import LiveGame, MoveOutcome, Sessions
from bot.store import PostingRecord
from bot.ui.game_buttons import board_buttons
from bot.ui.panels import summary_lines

log = logging.getLogger(__name__)

T = TypeVar("T")

BOARD_MODES = ("new", "edit")
DEFAULT_BOARD_MODE = "new"


@dataclass(eq=False)
class Job:
    """One thing to post in a channel.

    ``kind``: "board", "step", "progress" or "quiet" announce move ``version`` (``outcome``); "current" posts
    the game's latest board, whatever its version when the job runs (opening board, /game status, catch-up);
    "notice" posts ``headline`` as a short message (a reminder, what the bot played for an absent seat).
    """

    kind: str
    game_id: int
    channel_id: int
    guild_id: int | None
    locale: str | None
    version: int | None = None
    outcome: MoveOutcome | None = None
    headline: str = ""
    # An interaction already answered (deferred, or its message updated) whose follow-up carries the board.
    via: discord.Interaction | None = None
    # The answer is a "thinking…" placeholder, to remove if the board has to go to the channel instead.
    thinking: bool = False
    # Users pinged by this board besides those it awaits (whose time just ran out), or by a notice.
    mentions: tuple[int, ...] = ()
    # A notice's buttons, and the versions it announces (recorded as heard once it is out).
    view: discord.ui.View | None = None
    seen: tuple[int, ...] = ()


@dataclass
class _Pause:
    failures: int = 0
    until: float = 0.0


class Publisher:
    def __init__(self, client: discord.Client, sessions: Sessions, backoff: Backoff | None = None) -> None:
        self.client = client
        self.sessions = sessions
        self.store = sessions.store
        self.backoff = backoff or Backoff()
        self._queues: dict[int, deque[Job]] = {}  # channel id -> jobs, the running one first
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._pauses: dict[int, _Pause] = {}  # game id -> catch-up pause after failures
        self._catch_up_task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._closed = False

    # Life cycle

    def start(self) -> None:
        """Starts the catch-up: now, then every ``catch_up_every`` seconds."""
        if self._catch_up_task is None:
            self._catch_up_task = asyncio.create_task(self._catch_up_loop(), name="publisher-catch-up")

    async def close(self, grace: float = 3.0) -> None:
        """Lets queued posts finish for up to ``grace`` seconds, then stops; what is left stays due."""
        self._closed = True
        if self._catch_up_task is not None:
            self._catch_up_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._catch_up_task
        workers = list(self._workers.values())
        if workers:
            await asyncio.wait(workers, timeout=grace)
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)

    # What callers queue

    def announce(self, outcome: MoveOutcome, locale: str | None) -> None:
        """Queues how the channel hears of a committed move. Call it right after ``Sessions.submit`` returns,
        before any ``await``: moves are then queued in the order they were committed."""
        game = outcome.game
        kind = outcome.announcement()
        if kind in ("step", "progress") and summary_lines(outcome, locale):
            kind = "board"  # a move the game sums up (a round's end) deserves the board under its summary
        self._enqueue(
            Job(
                kind,
                game.id,
                game.record.channel_id,
                game.record.guild_id,
                locale,
                version=game.version,
                outcome=outcome,
            )
        )

    def opening(
        self, live: LiveGame, headline: str, locale: str | None, via: discord.Interaction | None, *, thinking: bool
    ) -> None:
        """Queues a started game's first board, as the follow-up of ``via`` (answered already) when given;
        ``thinking``: that answer was a deferral whose placeholder the follow-up replaces."""
        self._current(live, headline, locale, via, thinking=thinking)

    def board(self, live: LiveGame, headline: str, locale: str | None, mentions: Sequence[int] = ()) -> None:
        """Queues the latest board with ``headline`` to the channel (a change made outside a player's move: the
        bot playing for an absent seat, a resignation); ``mentions``: users the headline names who are pinged
        too, such as players whose time ran out."""
        self._current(live, headline, locale, None, thinking=False, mentions=tuple(mentions))

    def notice(
        self,
        live: LiveGame,
        content: str,
        *,
        mentions: Sequence[int] = (),
        view: discord.ui.View | None = None,
        seen: Sequence[int] = (),
    ) -> None:
        """Queues a short message about a game on its channel's worker: in order with its boards, retried, and
        never holding up the caller (the scheduler serves every game's timers). ``content`` may be empty when
        there is nothing to say; ``seen``: the versions it announces, recorded as heard once it is out, so the
        catch-up does not post the board again for them."""
        record = live.record
        self._enqueue(
            Job("notice", live.id, record.channel_id, record.guild_id, None, headline=content,
                mentions=tuple(mentions), view=view, seen=tuple(seen))
        )

    async def settled(self) -> None:
        """Waits until every queued post has been handled (posted, or given up on and left due)."""
        while self._workers:
            await asyncio.gather(*list(self._workers.values()), return_exceptions=True)

    def repost(self, live: LiveGame, locale: str | None, via: discord.Interaction) -> None:
        """Queues the latest board again (``/game status``), as the follow-up of the deferred ``via``."""
        self._current(live, "", locale, via, thinking=True)

    def _current(
        self,
        live: LiveGame,
        headline: str,
        locale: str | None,
        via: discord.Interaction | None,
        *,
        thinking: bool,
        mentions: tuple[int, ...] = (),
    ) -> None:
        record = live.record
        self._enqueue(
            Job("current", live.id, record.channel_id, record.guild_id, locale, headline=headline, via=via,
                thinking=thinking, mentions=mentions)
        )

    def _enqueue(self, job: Job) -> None:
        if self._closed:
            return  # shutting down: the outbox keeps it due for the next start
        queue = self._queues.setdefault(job.channel_id, deque())
        queue.append(job)
        if job.channel_id not in self._workers:
            self._workers[job.channel_id] = asyncio.create_task(
                self._drain(job.channel_id), name=f"publisher-{job.channel_id}"
            )

    async def _drain(self, channel_id: int) -> None:
        queue = self._queues[channel_id]
        try:
            while queue:
                job = queue[0]
                try:
                    await self._run(job)
                except Undelivered as error:
                    log.warning("gave up posting %s of game %s for now: %s", job.kind, job.game_id, error.__cause__)
                    self._skip_followers(queue, job.game_id)
                except discord.HTTPException as error:
                    log.warning("Discord refused %s of game %s: %s", job.kind, job.game_id, error)
                except Exception:
                    log.exception("posting %s of game %s failed", job.kind, job.game_id)
                queue.popleft()
        finally:
            # No await since the last check of the queue: a job queued meanwhile found this worker running.
            self._workers.pop(channel_id, None)
            if not queue:
                self._queues.pop(channel_id, None)

    @staticmethod
    def _skip_followers(queue: deque[Job], game_id: int) -> None:
        """After Discord would not take a post, the game's later posts are dropped rather than tried one by one
        through the same outage: the game stays due, and the catch-up posts one current board instead. Jobs that
        must answer an interaction stay."""
        skipped = [job for job in list(queue)[1:] if job.game_id == game_id and job.via is None]
        for job in skipped:
            queue.remove(job)
        if skipped:
            log.warning("skipped %d later post(s) of game %s; its current board follows", len(skipped), game_id)

    # Catch-up

    def wake(self) -> None:
        """Looks for unposted boards now rather than at the next round (and reads ``backoff`` afresh)."""
        self._wake.set()

    async def _catch_up_loop(self) -> None:
        # Posting needs the REST API only, which is logged in before this starts: no need to wait for the
        # gateway (the ready event can take seconds on a large bot).
        while True:
            try:
                await self.catch_up()
            except Exception:
                log.exception("catch-up of unposted boards failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.backoff.catch_up_every)
            self._wake.clear()

    async def catch_up(self) -> int:
        """Queues the current board of every game whose channel has not seen its latest state, unless that
        channel's worker is still busy (what it fails at stays due). Returns how many were queued."""
        now = time.monotonic()
        due = await self.store.unposted_games(time.time() - self.backoff.finished_window)
        queued = 0
        for posting in due:
            pause = self._pauses.get(posting.game_id)
            if posting.channel_id in self._queues or (pause is not None and pause.until > now):
                continue
            self._enqueue(Job("current", posting.game_id, posting.channel_id, posting.guild_id, None))
            queued += 1
        if queued:
            log.info("catching up: %d game(s) whose channel missed the latest state", queued)
        return queued

    # Running a job

    async def _run(self, job: Job) -> None:
        if job.kind == "quiet":
            await self._mark_announced(job)
        elif job.kind in ("step", "progress"):
            await self._line(job)
        elif job.kind == "notice":
            await self._notice(job)
        elif job.kind == "board":
            assert job.outcome is not None
            await self._board(job, job.outcome.game, move_headline(job.outcome, job.locale))
        else:
            await self._current_board(job)

    async def _notice(self, job: Job) -> None:
        if job.headline:
            pinged = allowed_mentions(list(job.mentions))
            message: dict[str, Any] = {"content": job.headline, "allowed_mentions": pinged}
            if job.view is not None:
                message["view"] = job.view
            channel = self._channel(job)
            await self._deliver("notice", lambda: channel.send(**message))
        for version in job.seen:
            await self.store.mark_announced(job.game_id, version)

    async def _mark_announced(self, job: Job) -> None:
        assert job.version is not None
        await self.store.mark_announced(job.game_id, job.version)

    async def _current_board(self, job: Job) -> None:
        live = await self.sessions.load(job.game_id)
        posting = await self.store.posting(job.game_id)
        if live is None or posting is None or live.record.status == "cancelled":
            await self._drop_placeholder(job)
            return
        if job.via is None and not job.headline and not posting.due:
            return  # a catch-up, and a move's own board got there first; a board with news goes out regardless
        try:
            await self._board(job, live, job.headline)
        except (Undelivered, discord.HTTPException):
            self._pause(job.game_id)
            raise
        self._pauses.pop(job.game_id, None)

    def _pause(self, game_id: int) -> None:
        pause = self._pauses.setdefault(game_id, _Pause())
        pause.failures += 1
        wait = min(self.backoff.catch_up_every * 2 ** pause.failures, self.backoff.max_catch_up_pause)
        pause.until = time.monotonic() + wait

    async def _board(self, job: Job, live: LiveGame, headline: str) -> None:
        post = await board_post(live, headline, job.locale, board_buttons)
        post.mentions = [*job.mentions, *(user for user in post.mentions if user not in job.mentions)]
        posting = await self.store.posting(job.game_id)
        message_id = await self._place_board(job, live, post, posting)
        await self.store.mark_board(job.game_id, live.version, message_id)

    async def _place_board(
        self, job: Job, live: LiveGame, post: BoardPost, posting: PostingRecord | None
    ) -> int:
        if job.via is not None:
            answered = await self._follow_up(job, post)
            if answered is not None:
                return answered
        channel = self._channel(job)
        edit_mode = await self.board_mode(job.guild_id) == "edit"
        old_board = posting.board_message_id if posting is not None else None
        old_ping = posting.ping_message_id if posting is not None else None
        if edit_mode and job.via is None and old_board is not None and live.result() is None:
            board = channel.get_partial_message(old_board)
            try:
                edited = await self._deliver("board edit", lambda: board.edit(**post.edit_kwargs()))
            except (discord.NotFound, discord.Forbidden):
                log.info("board message %s of game %s cannot be edited; posting a new one", old_board, job.game_id)
            else:
                await self._ping(job, live, post, edited.id, old_ping)
                return edited.id
        sent = await self._deliver("board", lambda: channel.send(**post.kwargs()))
        if edit_mode and old_ping is not None:
            # The new board mentions whose turn it is itself; the last ping would only point at an old one.
            await self._remove(channel, old_ping)
            await self.store.set_ping_message(job.game_id, None)
        return sent.id

    async def _follow_up(self, job: Job, post: BoardPost) -> int | None:
        """The board as the follow-up of an answered interaction; None if that failed (the channel then)."""
        assert job.via is not None
        via = job.via
        try:
            message = await asyncio.wait_for(
                via.followup.send(**post.kwargs(), wait=True), self.backoff.attempt_timeout
            )
        except REQUEST_FAILURES as error:
            log.warning("board follow-up failed for interaction %s (%s); posting to the channel", via.id, error)
            await self._drop_placeholder(job)
            job.via = None
            return None
        return message.id

    async def _drop_placeholder(self, job: Job) -> None:
        if job.via is not None and job.thinking:
            with contextlib.suppress(*REQUEST_FAILURES):
                await job.via.delete_original_response()

    async def _ping(self, job: Job, live: LiveGame, post: BoardPost, board_id: int, old_ping: int | None) -> None:
        """Edit mode: a short line that pings whose turn it is (an edit pings nobody) and links the board. It
        pings whom a new board would: not the seats the bot plays, and with the headline those it names besides
        (a player whose time ran out). Nobody to ping: no ping, and the last one, of an earlier turn, goes."""
        channel = self._channel(job)
        users = [user for user in live.announced_users() if user in post.mentions]
        lines = [job.headline] if job.mentions else []
        if users:
            link = message_link(job.guild_id, job.channel_id, board_id)
            lines.append(t("post.ping", job.locale, users=", ".join(mention(user) for user in users), link=link))
        ping: int | None = None
        if lines:
            content = "\n".join(lines)
            sent = await self._deliver(
                "ping", lambda: channel.send(content, allowed_mentions=allowed_mentions(post.mentions))
            )
            ping = sent.id
        await self.store.set_ping_message(job.game_id, ping)
        if old_ping is not None:
            await self._remove(channel, old_ping)

    async def _line(self, job: Job) -> None:
        """A step or progress line: a new short message, or in edit mode the board message's text."""
        assert job.outcome is not None
        outcome = job.outcome
        loc = job.locale
        view: discord.ui.View | None = None
        if job.kind == "progress":
            still = ", ".join(mention(user) for user in outcome.game.announced_users())
            chose = t("game.chose", loc, user=mention(outcome.user_id))
            content = f"{chose}\n{t('game.waiting_for', loc, users=still)}"
            view = board_buttons(outcome.game, loc)  # fresh buttons for those still choosing
            edited_content = content
        else:
            content = t("game.played", loc, user=mention(outcome.user_id), move=outcome.public_move)
            awaited = ", ".join(mention(u) for u in outcome.game.announced_users())
            edited_content = f"{content}\n{t('game.next', loc, users=awaited)}"
        channel = self._channel(job)
        posting = await self.store.posting(job.game_id)
        board_id = posting.board_message_id if posting is not None else None
        if board_id is not None and await self.board_mode(job.guild_id) == "edit":
            board = channel.get_partial_message(board_id)
            edit: dict[str, Any] = {"content": edited_content, "allowed_mentions": discord.AllowedMentions.none()}
            if view is not None:
                edit["view"] = view
            try:
                await self._deliver("line edit", lambda: board.edit(**edit))
            except (discord.NotFound, discord.Forbidden):
                pass  # the board message is gone: the line goes to the channel
            else:
                await self._mark_announced(job)
                return
        # Nobody is pinged again: the board that opened the turn or the phase already mentioned them.
        line: dict[str, Any] = {"content": content, "allowed_mentions": discord.AllowedMentions.none()}
        if view is not None:
            line["view"] = view
        await self._deliver(job.kind, lambda: channel.send(**line))
        await self._mark_announced(job)

    # Discord

    def _channel(self, job: Job) -> discord.PartialMessageable:
        # Partial: posting needs no cache, so the catch-up works before the guild is loaded too.
        return self.client.get_partial_messageable(job.channel_id, guild_id=job.guild_id)

    async def board_mode(self, guild_id: int | None) -> str:
        if guild_id is None:
            return DEFAULT_BOARD_MODE
        mode = (await self.store.guild_settings(guild_id)).get("board_mode", DEFAULT_BOARD_MODE)
        return mode if mode in BOARD_MODES else DEFAULT_BOARD_MODE

    async def _deliver(self, what: str, request: Callable[[], Awaitable[T]]) -> T:
        return await deliver(what, request, self.backoff)

    async def _remove(self, channel: discord.PartialMessageable, message_id: int) -> None:
        """Best effort, one try: a ping left behind is untidy, not wrong."""
        with contextlib.suppress(*REQUEST_FAILURES):
            await asyncio.wait_for(channel.get_partial_message(message_id).delete(), self.backoff.attempt_timeout)


def move_headline(outcome: MoveOutcome, loc: str | None) -> str:
    """What a move's board says above the picture: who played what, and any lines the game adds."""
    if outcome.public_move is None:
        # The secret phase is over. Who answered last stays unnamed: in a claim window that would tell the
        # table who was able to claim.
        headline = t("game.all_in", loc)
    else:
        headline = t("game.played", loc, user=mention(outcome.user_id), move=outcome.public_move)
    return "\n".join([headline, *summary_lines(outcome, loc)])


__all__ = ["BOARD_MODES", "DEFAULT_BOARD_MODE", "Job", "Publisher", "move_headline"]
