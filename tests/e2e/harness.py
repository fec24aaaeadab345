"""A table of players in a fake Discord channel, driving the real bot the way people would."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from bot.app import GameBot
from bot.clock import SYSTEM_CLOCK, Clock
from bot.config import Settings
from bot.sandbox.local_discord import (
    FakeChannel,
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    start_bot,
    stop_bot,
)
from bot.seeds import ChosenSeeds

# The seed of every game a test table starts unless the test chooses one: a test plays the same deal at every run.
TABLE_SEED = 1

BOARD = "board.png"
# The route of a follow-up message of an interaction (how a move's own posts reach the channel).
FOLLOW_UP = r"/webhooks/\d+/[^/]+$"
# The route of an interaction's answer (a /play's board may be that answer).
ANSWER = r"/interactions/\d+/[^/]+/callback$"
# The route of an interaction's original response (a deferral is answered by editing it).
ORIGINAL = r"/webhooks/\d+/[^/]+/messages/@original$"


def make_settings(fake: FakeDiscord, database: Path) -> Settings:
    return Settings(
        token="fake-bot-token",
        database_path=database,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        dev_guild_id=None,
        log_level="INFO",
        # AI seats play at once and think briefly, in threads: tests wait for no pause.
        ai_thinking_seconds=0.05,
        ai_pause_seconds=0.0,
        ai_workers=0,
    )


class Table:
    """The bot, the fake Discord and one channel, with helpers that wait for the bot's answers.

    Its server plays games in the channel they were opened in (``/settings threads off``), as the tests written
    before games had threads of their own expect; a table with ``threads = True`` keeps the default, a thread per
    game (``tests/e2e/test_threads.py``)."""

    threads = False

    def __init__(self, fake: FakeDiscord, database: Path, channel: FakeChannel, clock: Clock = SYSTEM_CLOCK) -> None:
        self.fake = fake
        self.database = database
        self.channel = channel
        # The time the bot reads: the system's, or one the test moves by hand (the pace tests).
        self.clock = clock
        # Each new game's seed: a fixed one, so that every test plays the same deal at every run, unless the test
        # chooses another (to know the deal); kept across restarts.
        self.seeds = ChosenSeeds(TABLE_SEED)
        self.bot: GameBot | None = None
        self._task: asyncio.Task[None] | None = None

    async def start_bot(self) -> GameBot:
        self.bot = GameBot(make_settings(self.fake, self.database), clock=self.clock, seeds=self.seeds)
        self._task = await start_bot(self.bot, self.fake)
        if not self.threads:
            await self.bot.store.set_guild_settings(self.fake.guild_id, {"threads": "off"})
        return self.bot

    async def stop_bot(self) -> None:
        if self.bot is not None and self._task is not None:
            await stop_bot(self.bot, self._task)
            with contextlib.suppress(TimeoutError):
                await self.fake.wait_disconnected(5)
        self.bot = None
        self._task = None

    async def restart_bot(self) -> GameBot:
        await self.stop_bot()
        return await self.start_bot()

    # Acting

    async def slash(self, user: FakeUser, command: str, **options: Any) -> FakeInteraction:
        ix = await self.fake.slash(user, self.channel, command, options)
        return await ix.done()

    async def suggestions(self, user: FakeUser, typed: str = "") -> list[str]:
        ix = await self.fake.autocomplete(user, self.channel, "play", {"move": typed}, focused="move")
        await ix.done()
        return [str(choice["value"]) for choice in ix.choices]

    async def play(self, user: FakeUser, move: str) -> FakeInteraction:
        return await self.slash(user, "play", move=move)

    async def click(self, user: FakeUser, message: FakeMessage, custom_id: str) -> FakeInteraction:
        ix = await self.fake.click(user, message, custom_id)
        return await ix.done()

    async def select(self, user: FakeUser, message: FakeMessage, custom_id: str, value: str) -> FakeInteraction:
        ix = await self.fake.select(user, message, custom_id, [value])
        return await ix.done()

    # Looking

    def public_messages(self) -> list[FakeMessage]:
        return [m for m in self.fake.messages(self.channel) if not m.ephemeral]

    def boards(self) -> list[FakeMessage]:
        return [m for m in self.public_messages() if any(a.filename == BOARD for a in m.attachments)]

    def latest_board(self) -> FakeMessage:
        boards = self.boards()
        assert boards, "no board has been posted"
        return boards[-1]

    async def wait_for(self, check: Callable[[], bool], timeout: float = 5.0) -> None:  # noqa: ASYNC109
        # The bot's posts arrive on the fake's HTTP server in their own time; checking after every request
        # keeps the harness independent of which request carries the awaited change.
        await self.fake.wait_until(check, timeout)

    async def wait_for_public(
        self,
        check: Callable[[FakeMessage], bool],
        since: int = 0,
        timeout: float = 5.0,  # noqa: ASYNC109
    ) -> FakeMessage:
        """Waits until a public message after the channel's first ``since`` satisfies ``check``; returns the
        latest that does. The publisher posts in its own time, after the move's private answer: a test that
        wants a particular post waits for it rather than for a count, which another post could meet first."""
        found: list[FakeMessage] = []

        def seen() -> bool:
            found[:] = [m for m in self.public_messages()[since:] if check(m)]
            return bool(found)

        try:
            await self.wait_for(seen, timeout)
        except TimeoutError:
            raise AssertionError(f"no such public message; since {since}: {self.public_messages()[since:]}") from None
        return found[-1]

    async def wait_for_update(
        self,
        message: FakeMessage,
        check: Callable[[FakeMessage], bool],
        timeout: float = 5.0,  # noqa: ASYNC109
    ) -> FakeMessage:
        """Waits until ``message`` (a panel refreshed by an edit of a deferred answer, a board edited in place)
        satisfies ``check``; returns it as it is now. An interaction's ``done()`` does not cover that edit: the
        fake counts a deferred update as done at the first channel post, which may be the publisher's."""
        try:
            await self.wait_for(lambda: check(self.fake.message(message.id)), timeout)
        except TimeoutError:
            raise AssertionError(f"never updated as expected: {self.fake.message(message.id)!r}") from None
        return self.fake.message(message.id)

    async def wait_for_posts(self, count: int) -> FakeMessage:
        """Waits until the channel holds ``count`` public messages; returns the latest."""
        await self.wait_for(lambda: len(self.public_messages()) >= count)
        return self.public_messages()[-1]

    async def awaited(self) -> list[int]:
        """The seats the game awaits now, read from the bot (tests may know what players cannot)."""
        assert self.bot is not None
        live = await self.bot.sessions.game(self.channel.id)
        return [] if live is None else sorted(live.engine.awaiting(live.state))

    async def wait_for_boards(self, count: int) -> FakeMessage:
        await self.wait_for(lambda: len(self.boards()) >= count)
        return self.latest_board()


def button_id(message: FakeMessage, action: str) -> str:
    """The custom id of the button whose id ends with ``:<action>`` on ``message``."""
    for custom_id in message.custom_ids():
        if custom_id.endswith(f":{action}"):
            return custom_id
    raise LookupError(f"no {action!r} button on {message!r}")


def refuse_board_answers(fake: FakeDiscord, times: int | None = 1) -> None:
    """Discord refuses a board as an interaction's answer (400, never retried): the player is then answered
    privately and the board goes as a follow-up, the route tests of follow-ups exercise."""
    fake.inject_fault("POST", ANSWER, status=400, times=times, uploads_only=True)


def move_answer(ix: FakeInteraction) -> FakeMessage:
    """The answer to a move: its public post (the interaction's own message: a board or a step line) or a private
    note."""
    assert ix.original is not None, f"no answer to {ix.describe()}"
    return ix.original


def answered_publicly(ix: FakeInteraction) -> bool:
    """The move's public post (its board, or its step line) answered it."""
    return not move_answer(ix).ephemeral


def answered_by_board(ix: FakeInteraction) -> bool:
    return answered_publicly(ix) and any(attachment.filename == BOARD for attachment in move_answer(ix).attachments)


def ephemeral_text(ix: FakeInteraction) -> str:
    """The text of the interaction's ephemeral answer; fails if the answer was public. A public follow-up is not
    an answer: it is a move's post to the channel, carried by the move's interaction."""
    answers = [message for message in ix.messages if message.ephemeral or message.route != "follow-up"]
    assert answers, f"no answer to {ix.describe()}"
    message = answers[-1]
    assert message.ephemeral, f"answer was public: {message!r}"
    return message.content


@contextlib.asynccontextmanager
async def table_in(fake: FakeDiscord, database: Path, channel: FakeChannel) -> AsyncIterator[Table]:
    table = Table(fake, database, channel)
    await table.start_bot()
    try:
        yield table
    finally:
        await table.stop_bot()


def shown_version(message: FakeMessage) -> int | None:
    """The game version a board shows, read from its buttons (``game:<id>:<version>:<action>``); None for a board
    without them (the final one). The title names the game's moment as its picture does, not a count of moves."""
    for custom_id in message.custom_ids():
        parts = custom_id.split(":")
        if parts[0] == "game" and len(parts) == 4:
            return int(parts[2])
    return None
