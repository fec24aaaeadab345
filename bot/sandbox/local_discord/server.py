"""A local fake of Discord's REST API and gateway, enough for a real discord.py 2.7 bot.

See ``bot/sandbox/local_discord/__init__.py`` for the public API.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, WSMsgType, web

from . import limits
from .conformance import SPEC, TALLY, Violation, errors_tree
from .gateway_events import check_frame
from .models import (
    APPLICATION_COMMAND,
    ATTACH_FILES,
    AUTOCOMPLETE,
    AUTOCOMPLETE_RESULT,
    BOT_PERMISSIONS,
    CHANNEL_MESSAGE,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    EMBED_LINKS,
    EVERYONE_PERMISSIONS,
    JSON,
    MANAGE_CHANNELS,
    MANAGE_MESSAGES,
    MANAGE_THREADS,
    MESSAGE_COMPONENT,
    MESSAGE_FLAG_EPHEMERAL,
    MESSAGE_FLAG_LOADING,
    MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS,
    MODAL,
    MODAL_SUBMIT,
    MODERATOR_PERMISSIONS,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    UPDATE_MESSAGE,
    VIEW_CHANNEL,
    DiscordErrorRecord,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeRole,
    FakeUser,
    PermissionOverwrite,
    channel_permissions,
    iso_now,
    shard_of,
    snowflake,
    snowflake_on_shard,
    stored_components,
    stored_embeds,
    walk_components,
)
from .ratelimits import RateLimits, Verdict

# The minutes of inactivity after which Discord may archive a thread (resources/channel.mdx, thread metadata).
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)

log = logging.getLogger("bot.sandbox.local_discord")

API_PREFIX = "/api/v10"
CALLBACK_ROUTE = "/interactions/{interaction_id}/{interaction_token}/callback"
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
HEARTBEAT_INTERVAL_MS = 41250
# Seconds before a heartbeat is acknowledged: a network's round trip (see ``_gateway_frame``).
HEARTBEAT_ACK_DELAY = 0.05
DM = 1  # Discord's channel type of a direct message

# Gateway intents the fake looks at
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9

Handler = Callable[[web.Request, "re.Match[str]"], Awaitable[web.StreamResponse]]


# How long Discord remembers a message's nonce for ``enforce_nonce`` ("the past few minutes"): the fake keeps five.
NONCE_WINDOW = 5 * 60.0

class DiscordHTTPError(Exception):
    """Raised inside a route handler to answer with a Discord JSON error (``violations``: the rules a refused
    request body broke, answered as Discord's ``errors`` tree)."""

    def __init__(self, status: int, code: int, message: str, violations: list[Violation] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.violations = violations or []


def invalid_form(violations: list[Violation]) -> DiscordHTTPError:
    """Discord's answer to a body that breaks its rules: 400, code 50035, every broken rule in ``errors``."""
    return DiscordHTTPError(400, 50035, "Invalid Form Body", violations)


ANSWER = web.ResponseKey("answer", object)  # the JSON an answer carries, kept for the check of answers


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """A JSON response whose Content-Type is exactly ``application/json`` (discord.py requires it); the data is kept
    on it for ``FakeDiscord._check_answer``, which then needs not parse it back."""
    hdrs = {"Content-Type": "application/json"}
    if headers:
        hdrs.update(headers)
    response = web.Response(body=json.dumps(data).encode(), status=status, headers=hdrs)
    response[ANSWER] = data
    return response


def error_response(
    status: int, code: int, message: str, headers: dict[str, str] | None = None, errors: JSON | None = None
) -> web.Response:
    body: JSON = {"message": message, "code": code}
    if errors:
        body["errors"] = errors
    return json_response(body, status=status, headers=headers)


def rate_limited(verdict: Verdict) -> web.Response:
    """Discord's 429: ``retry_after`` in seconds (a float), the bucket's headers, and for the global limit
    ``"global": true`` with ``X-RateLimit-Global``."""
    assert verdict.retry_after is not None
    # ``Via`` is what tells a client that Discord, not Cloudflare, limited it (discord.py treats a 429 without it
    # as a ban).
    headers = {**verdict.headers, "Retry-After": str(max(1, round(verdict.retry_after))), "Via": "1.1 google"}
    headers["X-RateLimit-Scope"] = "global" if verdict.is_global else "user"
    if verdict.is_global:
        headers["X-RateLimit-Global"] = "true"
    # The description's RatelimitedResponse is an Error: ``code`` is required beside the message (0, a general error).
    body = {
        "message": "You are being rate limited.",
        "code": 0,
        "retry_after": verdict.retry_after,
        "global": verdict.is_global,
    }
    return json_response(body, status=429, headers=headers)


@dataclass
class Fault:
    """An injected REST failure; see ``FakeDiscord.inject_fault``."""

    method: str | None
    path_regex: str
    status: int | None
    times: int | None
    delay: float
    retry_after: float
    is_global: bool
    uploads_only: bool = False
    hits: int = 0

    def matches(self, method: str, path: str, uploads: bool = False) -> bool:
        if self.times is not None and self.hits >= self.times:
            return False
        if self.method is not None and self.method.upper() != method.upper():
            return False
        if self.uploads_only and not uploads:
            return False
        return re.search(self.path_regex, path) is not None

    @property
    def exhausted(self) -> bool:
        return self.times is not None and self.hits >= self.times


@dataclass
class RequestRecord:
    method: str
    path: str
    status: int
    fault: bool = False

    @property
    def route(self) -> str:
        """ "response" (an interaction's callback), "follow-up" (its webhook: follow-ups and edits of its messages),
        both outside Discord's global limit of 50 requests per second, or "global" (everything else)."""
        if "/interactions/" in self.path:
            return "response"
        if "/webhooks/" in self.path:
            return "follow-up"
        return "global"


@dataclass
class _ParsedBody:
    payload: JSON
    files: dict[int, FakeAttachment] = field(default_factory=dict)


class GatewayConnection:
    """One websocket session of the bot."""

    def __init__(self, fake: FakeDiscord, ws: web.WebSocketResponse) -> None:
        self.fake = fake
        self.ws = ws
        self.session_id: str | None = None
        self.seq = 0
        self.intents = 0
        self.shard: list[int] | None = None
        self.identified = False
        self.sent: list[JSON] = []
        self.lock = asyncio.Lock()

    @property
    def alive(self) -> bool:
        return self.identified and not self.ws.closed

    @property
    def shard_id(self) -> int | None:
        """The shard this session identified for (None: no shard given, so it holds every one)."""
        return None if self.shard is None else int(self.shard[0])

    def holds(self, guild_id: int | None) -> bool:
        """Whether Discord sends this guild's events to this session: ``(guild_id >> 22) % shard_count``."""
        if self.shard is None:
            return True
        shard_id, shard_count = (int(number) for number in self.shard)
        return shard_of(guild_id, shard_count) == shard_id

    async def send(self, data: JSON) -> None:
        if data.get("op") != 0:  # a dispatch was checked when it was made; a resumed session gets it again
            self.fake.check_frame(data)
        async with self.lock:
            if not self.ws.closed:
                await self.ws.send_str(json.dumps(data))

    async def dispatch(self, event: str, data: JSON) -> None:
        async with self.lock:
            self.seq += 1
            frame = {"op": 0, "t": event, "s": self.seq, "d": data}
            self.fake.check_frame(frame)
            self.sent.append(frame)
            if not self.ws.closed:
                await self.ws.send_str(json.dumps(frame))


class FakeDiscord:
    """A fake Discord: one application, one bot user, one guild with text channels ``general`` and ``other``
    (more with ``add_guild``).

    Serve it with ``await fake.start()``; point discord.py at ``fake.api_base`` / ``fake.gateway_url``.

    Sharding as Discord does it: ``GET /gateway/bot`` recommends ``shard_count`` shards; a session that identifies
    with ``[shard_id, shard_count]`` gets the events (GUILD_CREATE, INTERACTION_CREATE, messages, ...) of the
    guilds with ``(guild_id >> 22) % shard_count == shard_id`` only, and direct messages go to shard 0. A session
    that identifies without a shard gets every guild's. The fake's own guild is on shard 0.
    """

    def __init__(self, *, bot_name: str = "TabletopBot", guild_name: str = "Test Guild", shard_count: int = 1) -> None:
        self.host = "127.0.0.1"
        self.connections: list[GatewayConnection] = []
        self._tasks: set[asyncio.Future[None]] = set()
        self.port = 0
        self.bot_user = FakeUser(id=snowflake(), name=bot_name, bot=True)
        self.application_id = self.bot_user.id
        #: The number of shards ``GET /gateway/bot`` recommends.
        self.shard_count = shard_count
        self.guild_id = snowflake_on_shard(0, shard_count)
        self.everyone_role = FakeRole(id=self.guild_id, name="@everyone", permissions=EVERYONE_PERMISSIONS)
        self.moderator_role = FakeRole(id=snowflake(), name="Moderator", permissions=MODERATOR_PERMISSIONS, position=1)
        self.bot_role = FakeRole(id=snowflake(), name=bot_name, permissions=BOT_PERMISSIONS, position=2, managed=True)
        self.roles: list[FakeRole] = [self.everyone_role, self.moderator_role, self.bot_role]
        self.bot_user.roles = [self.bot_role.id]
        #: Every guild by id, the fake's own first (its roles are ``self.roles``).
        self.guilds: dict[int, FakeGuild] = {self.guild_id: FakeGuild(self.guild_id, guild_name, roles=self.roles)}
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user}
        self.channels: dict[int, FakeChannel] = {}
        # The fake's own clock, which a test moves on (``pass_time``) to let idle threads archive themselves.
        self.elapsed = 0.0
        for pos, name in enumerate(("general", "other")):
            self.add_channel(name, position=pos)

        #: Users who take no direct message from the bot (they turned off DMs from server members, or blocked it):
        #: Discord opens the DM channel but refuses the message, 403 "Cannot send messages to this user" (50007).
        self.closed_dms: set[int] = set()

        self.all_messages: dict[int, FakeMessage] = {}
        # Messages made with ``enforce_nonce``, by nonce: (message id, when made), for Discord's check (below).
        self._nonces: dict[str, tuple[int, float]] = {}
        self.interactions: dict[int, FakeInteraction] = {}
        self._interactions_by_token: dict[str, FakeInteraction] = {}
        #: Modals the bot opened, by custom_id (latest last).
        self.opened_modals: dict[str, list[FakeInteraction]] = {}

        #: Global application commands as synced by the bot (with ids).
        self.commands: list[JSON] = []
        #: Application commands of the fake guild as synced by the bot (with ids).
        self.guild_commands: list[JSON] = []
        #: Application commands of the guilds added with ``add_guild``, by guild id.
        self.other_guild_commands: dict[int, list[JSON]] = {}
        #: The commands of the last bulk overwrite (PUT), as the bot sent them.
        self.command_upload: list[JSON] = []
        #: Number of bulk overwrites (PUT) of either scope.
        self.sync_count = 0
        self._command_ids: dict[tuple[int | None, str, int], int] = {}
        self._synced = asyncio.Event()

        #: Seconds the bot has to give the first response to an interaction (Discord: 3 s).
        self.response_deadline = 3.0
        #: Seconds an interaction's token lets the bot send follow-ups and edit its answers (Discord: 15 minutes).
        self.token_lifetime = 15 * 60.0
        #: Discord's global and per-channel rate limits (``ratelimits.py``).
        self.rate_limits = RateLimits()
        self.faults: list[Fault] = []
        self.requests: list[RequestRecord] = []
        #: Requests no route matched (method, path): a hint that the fake lacks an endpoint.
        self.unhandled: list[tuple[str, str]] = []
        #: Every error the fake returned to the bot (including injected faults).
        self.errors: list[DiscordErrorRecord] = []
        self.deferral_followups: list[str] = []
        #: Every rule of Discord a request broke (its body against Discord's API description and documented
        #: limits): each was answered with Discord's error. ``running_fake`` fails a test that leaves any here; a
        #: test that breaks a rule on purpose takes them with ``take_violations``.
        self.violations: list[Violation] = []
        #: Every disagreement of the fake itself with Discord: an answer against Discord's API description of it,
        #: a gateway frame against the fields Discord's documentation gives its event. ``running_fake`` fails a test
        #: that leaves any, as for ``violations``; nothing takes them but a test of the check itself.
        self.disagreements: list[Violation] = []
        self._disagreements_logged: set[str] = set()
        #: Set, then replaced, whenever a REST request was served: see ``wait_until``.
        self._activity = asyncio.Event()

        self._sessions: dict[str, GatewayConnection] = {}
        self._ready = asyncio.Event()
        self._disconnected = asyncio.Event()
        self.identify_count = 0
        self.resume_count = 0
        self.last_identify: JSON | None = None

        self._runner: web.AppRunner | None = None
        self._site: web.TCPSite | None = None
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []
        self._register_routes()

    # ------------------------------------------------------------------------------------------------
    # lifecycle

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("GET", "/gateway", self._gateway_handler)
        app.router.add_route("*", "/{tail:.*}", self._http_handler)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        self._site = web.TCPSite(self._runner, self.host, 0)
        await self._site.start()
        server = self._site._server
        assert server is not None
        sockets = getattr(server, "sockets", None)
        assert sockets
        self.port = int(sockets[0].getsockname()[1])

    async def stop(self) -> None:
        for conn in list(self.connections):
            if not conn.ws.closed:
                await conn.ws.close(code=1001, message=b"fake discord stopping")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def guild_name(self) -> str:
        return self.guilds[self.guild_id].name

    @guild_name.setter
    def guild_name(self, name: str) -> None:
        self.guilds[self.guild_id].name = name

    @property
    def guild_locale(self) -> str:
        """The fake guild's own language (Discord's "preferred locale"), sent with it and every interaction."""
        return self.guilds[self.guild_id].locale

    @guild_locale.setter
    def guild_locale(self, locale: str) -> None:
        self.guilds[self.guild_id].locale = locale

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    # ------------------------------------------------------------------------------------------------
    # world building

    def add_user(self, name: str, *, manage_channels: bool = False, locale: str = "en-US") -> FakeUser:
        """Add a guild member. ``manage_channels=True`` gives them the Moderator role (Manage Channels)."""
        user = FakeUser(id=snowflake(), name=name, manage_channels=manage_channels, locale=locale)
        if manage_channels:
            user.roles.append(self.moderator_role.id)
        self.users[user.id] = user
        member = self.member_payload(user)
        for guild_id in self.guilds:
            for conn in self._sessions_for(guild_id):
                if conn.intents & INTENT_GUILD_MEMBERS:
                    self._spawn(conn.dispatch("GUILD_MEMBER_ADD", {**member, "guild_id": str(guild_id)}))
        return user

    def add_guild(self, name: str, *, shard_id: int = 0, locale: str = "en-US") -> FakeGuild:
        """Add a guild (no channels yet: ``add_channel(..., guild=...)``) whose events Discord sends to shard
        ``shard_id`` of ``shard_count``; every user is a member. A session holding that shard hears GUILD_CREATE."""
        guild_id = snowflake_on_shard(shard_id, self.shard_count)
        everyone = FakeRole(id=guild_id, name="@everyone", permissions=EVERYONE_PERMISSIONS)
        guild = FakeGuild(guild_id, name, locale, roles=[everyone, self.moderator_role, self.bot_role])
        self.guilds[guild_id] = guild
        for conn in self._sessions_for(guild_id):
            self._spawn(conn.dispatch("GUILD_CREATE", self.guild_payload(guild_id)))
        return guild

    async def change_guild_locale(self, locale: str, guild: FakeGuild | None = None) -> None:
        """A server's owner changes its language (Discord's "preferred locale"): the bot hears GUILD_UPDATE, and
        the next interactions carry it as ``guild_locale``."""
        target = self.guilds[self.guild_id] if guild is None else guild
        target.locale = locale
        payload = self.guild_object(target.id)
        for conn in self._sessions_for(target.id):
            await conn.dispatch("GUILD_UPDATE", payload)

    def user(self, name: str) -> FakeUser:
        for u in self.users.values():
            if u.name == name:
                return u
        raise LookupError(f"no user {name!r}")

    def add_channel(self, name: str, *, position: int | None = None, guild: FakeGuild | None = None) -> FakeChannel:
        """Add a text channel to the fake guild, or to ``guild``."""
        chan = FakeChannel(
            id=snowflake(),
            name=name,
            guild_id=self.guild_id if guild is None else guild.id,
            position=len(self.channels) if position is None else position,
        )
        self.channels[chan.id] = chan
        for conn in self._sessions_for(chan.guild_id):
            self._spawn(conn.dispatch("CHANNEL_CREATE", chan.payload()))
        return chan

    def add_thread(self, parent: FakeChannel | str, name: str, *, owner: FakeUser | None = None) -> FakeChannel:
        """Create a public thread in a text channel."""
        parent_chan = self.channel(parent) if isinstance(parent, str) else parent
        thread = FakeChannel(
            id=snowflake(),
            name=name,
            guild_id=parent_chan.guild_id,
            type=11,
            parent_id=parent_chan.id,
            owner_id=(owner or self.bot_user).id,
            last_active=self.now(),
        )
        self.channels[thread.id] = thread
        for conn in self._sessions_for(thread.guild_id):
            self._spawn(conn.dispatch("THREAD_CREATE", {**thread.payload(), "newly_created": True}))
        return thread

    def now(self) -> float:
        """The fake's clock, in seconds: the system's, moved on by every ``pass_time``."""
        return time.time() + self.elapsed

    async def pass_time(self, seconds: float) -> list[FakeChannel]:
        """Moves the fake's clock on by ``seconds`` and archives, as Discord does, every open thread that has been
        inactive for its ``auto_archive_duration`` minutes (topics/threads.mdx: "Threads will be automatically
        archived after a period of inactivity"; a locked thread too). The bot hears THREAD_UPDATE for each.
        Returns the threads archived now."""
        self.elapsed += seconds
        now = self.now()
        archived = [
            chan
            for chan in self.channels.values()
            if chan.is_thread and not chan.archived and now - chan.last_active >= chan.auto_archive_duration * 60
        ]
        for chan in archived:
            chan.archived = True
            await self._broadcast("THREAD_UPDATE", chan.payload(), guild_id=chan.guild_id)
        return archived

    def channel(self, name_or_id: str | int) -> FakeChannel:
        if isinstance(name_or_id, int):
            try:
                return self.channels[name_or_id]
            except KeyError:
                raise LookupError(f"no channel {name_or_id}") from None
        for chan in self.channels.values():
            if chan.name == name_or_id:
                return chan
        raise LookupError(f"no channel {name_or_id!r}; channels: {[c.name for c in self.channels.values()]}")

    def messages(self, channel: FakeChannel | str | int) -> list[FakeMessage]:
        """All non-ephemeral, non-deleted messages of a channel, oldest first, edits applied."""
        chan = channel if isinstance(channel, FakeChannel) else self.channel(channel)
        return sorted(
            (m for m in self.all_messages.values() if m.channel_id == chan.id and not m.ephemeral and not m.deleted),
            key=lambda m: m.id,
        )

    def message(self, message_id: int) -> FakeMessage:
        return self.all_messages[message_id]

    async def delete_message(self, message: FakeMessage | int) -> None:
        """Someone with Manage Messages deletes a message of the channel (the bot hears MESSAGE_DELETE)."""
        msg = self._message_arg(message)
        msg.deleted = True
        await self._announce_delete(msg)

    def guild_of(self, channel: FakeChannel) -> FakeGuild:
        return self.guilds.get(channel.guild_id) or self.guilds[self.guild_id]

    def permissions_in(self, user: FakeUser, channel: FakeChannel | None) -> int:
        """A member's permissions in a channel or thread, as Discord computes them from the guild's roles and the
        channel's overwrites (a thread: its parent's); with no channel, the fake guild's roles alone."""
        if channel is None:
            return channel_permissions(self.guilds[self.guild_id], user, [])
        holder = self._overwrites_holder(channel)
        return channel_permissions(self.guild_of(channel), user, holder.overwrites, thread=channel.is_thread)

    def bot_permissions_in(self, channel: FakeChannel | str | int) -> int:
        """The bot's permissions in a channel or thread; the channel routes enforce them."""
        return self.permissions_in(self.bot_user, self._resolve_channel_arg(self, channel))

    def set_channel_permissions(
        self, channel: FakeChannel | str | int, target: FakeRole | FakeUser, *, allow: int = 0, deny: int = 0
    ) -> None:
        """A moderator sets a channel's overwrite for a role (the guild's id: @everyone) or a member, replacing
        the one it had (``allow=deny=0`` removes it). A thread's permissions are its parent's, so setting them on
        a thread sets the parent's. The bot hears CHANNEL_UPDATE, so discord.py's cache knows."""
        holder = self._overwrites_holder(self._resolve_channel_arg(self, channel))
        kind = 1 if isinstance(target, FakeUser) else 0
        holder.overwrites = [o for o in holder.overwrites if (o.type, o.id) != (kind, target.id)]
        if allow or deny:
            holder.overwrites.append(PermissionOverwrite(target.id, kind, allow=allow, deny=deny & ~allow))
        for conn in self._sessions_for(holder.guild_id):
            self._spawn(conn.dispatch("CHANNEL_UPDATE", holder.payload()))

    def set_bot_permissions(self, channel: FakeChannel | str | int, *, allow: int = 0, deny: int = 0) -> None:
        """Changes the bot's own overwrite in a channel (a thread: its parent): ``deny`` bits become denied,
        ``allow`` bits allowed, the others stay as they were. ``fake.set_bot_permissions(chan, deny=ATTACH_FILES)``
        then ``allow=ATTACH_FILES`` takes the right to upload away and gives it back."""
        holder = self._overwrites_holder(self._resolve_channel_arg(self, channel))
        current = next((o for o in holder.overwrites if (o.type, o.id) == (1, self.bot_user.id)), None)
        old_allow, old_deny = (current.allow, current.deny) if current is not None else (0, 0)
        new_allow = (old_allow & ~deny) | allow
        new_deny = (old_deny & ~allow) | deny
        self.set_channel_permissions(holder, self.bot_user, allow=new_allow, deny=new_deny)

    def _overwrites_holder(self, channel: FakeChannel) -> FakeChannel:
        """The channel whose overwrites apply: a thread's parent, else the channel itself."""
        if channel.is_thread and channel.parent_id is not None and channel.parent_id in self.channels:
            return self.channels[channel.parent_id]
        return channel

    # ------------------------------------------------------------------------------------------------
    # faults

    def inject_fault(
        self,
        method: str | None = None,
        path_regex: str = ".*",
        status: int | None = None,
        times: int | None = 1,
        delay: float = 0.0,
        retry_after: float = 0.05,
        is_global: bool = False,
        uploads_only: bool = False,
    ) -> Fault:
        """Make the next ``times`` matching REST requests fail (``times=None``: forever).

        ``path_regex`` is searched in the request path (which starts with ``/api/v10``). ``status``:
        500/502/... answer a Discord server error; 429 answers a rate limit with ``Retry-After``,
        ``X-RateLimit-*`` and ``Via`` headers and ``retry_after`` in the body. ``delay`` waits that many
        seconds first; with a delay and no status the request is then served normally (a slow Discord).
        Without delay and status, the status is 500. ``uploads_only``: only requests that upload files (a
        board), not the text answers that share their route.
        """
        if status is None and delay <= 0:
            status = 500
        fault = Fault(
            method=method,
            path_regex=path_regex,
            status=status,
            times=times,
            delay=delay,
            retry_after=retry_after,
            is_global=is_global,
            uploads_only=uploads_only,
        )
        self.faults.append(fault)
        return fault

    def clear_faults(self) -> None:
        self.faults.clear()

    # ------------------------------------------------------------------------------------------------
    # waiting

    async def wait_ready(self, timeout: float = 10.0, *, shard_id: int | None = None) -> None:  # noqa: ASYNC109
        """Wait until a bot has identified and got READY + GUILD_CREATE on a live connection (with ``shard_id``:
        a session holding that shard)."""

        def ready() -> bool:
            return any(shard_id is None or c.shard_id in (None, shard_id) for c in self._live_connections())

        async def _wait() -> None:
            while not ready():
                self._ready.clear()
                await self._ready.wait()

        await asyncio.wait_for(_wait(), timeout)

    async def wait_disconnected(self, timeout: float = 10.0, *, shard_id: int | None = None) -> None:  # noqa: ASYNC109
        """Wait until no bot is connected to the gateway any more (with ``shard_id``: no session that identified
        for that shard, whatever other processes hold)."""

        def connected() -> bool:
            open_ = [c for c in self.connections if not c.ws.closed]
            return any(shard_id is None or (c.shard is not None and c.shard_id == shard_id) for c in open_)

        async def _wait() -> None:
            while connected():
                self._disconnected.clear()
                await self._disconnected.wait()

        await asyncio.wait_for(_wait(), timeout)

    async def wait_synced(self, min_count: int = 1, timeout: float = 10.0) -> None:  # noqa: ASYNC109
        """Wait until at least ``min_count`` command bulk overwrites happened."""

        async def _wait() -> None:
            while self.sync_count < min_count:
                self._synced.clear()
                await self._synced.wait()

        await asyncio.wait_for(_wait(), timeout)

    async def wait_until(self, check: Callable[[], bool], timeout: float = 5.0) -> None:  # noqa: ASYNC109
        """Wait until ``check()`` holds, checking again after every REST request the fake serves (and every
        50 ms, for conditions that change otherwise)."""

        async def _wait() -> None:
            while not check():
                activity = self._activity
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(activity.wait(), 0.05)

        await asyncio.wait_for(_wait(), timeout)

    async def force_reconnect(self, *, resumable: bool = True) -> None:
        """Ask the connected bot to reconnect (op 7), like Discord does; it should RESUME its session.

        With ``resumable=False`` the session is invalidated (op 9) instead, so the bot has to IDENTIFY again.
        """
        for conn in self._live_connections():
            conn.identified = False
            if resumable:
                await conn.send({"op": 7, "d": None, "s": None, "t": None})
            else:
                if conn.session_id is not None:
                    self._sessions.pop(conn.session_id, None)
                await conn.send({"op": 9, "d": False, "s": None, "t": None})

    @property
    def connected(self) -> bool:
        return bool(self._live_connections())

    def _live_connections(self) -> list[GatewayConnection]:
        return [c for c in self.connections if c.alive]

    def _sessions_for(self, guild_id: int | None) -> list[GatewayConnection]:
        """The live sessions Discord sends this guild's events to (None: direct messages)."""
        return [c for c in self._live_connections() if c.holds(guild_id)]

    # ------------------------------------------------------------------------------------------------
    # payload helpers

    def member_payload(
        self, user: FakeUser, *, with_permissions: bool = False, channel: FakeChannel | None = None
    ) -> JSON:
        """A member object; ``with_permissions``: with the member's permissions in ``channel`` (an interaction's
        member carries them with the channel's overwrites applied)."""
        data: JSON = {
            "user": user.payload(),
            "roles": [str(r) for r in user.roles],
            "nick": None,
            "avatar": None,
            "banner": None,
            "joined_at": user.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_permissions:
            data["permissions"] = str(self.permissions_in(user, channel))
        return data

    def guild_payload(self, guild_id: int | None = None) -> JSON:
        """A guild as GUILD_CREATE carries it: the guild object with the extra fields of that event."""
        guild = self.guilds[self.guild_id if guild_id is None else guild_id]
        channels = [c for c in self.channels.values() if c.guild_id == guild.id]
        members = [self.member_payload(u) for u in self.users.values()]
        return {
            **self.guild_object(guild.id),
            "unavailable": False,
            "large": False,
            "joined_at": iso_now(),
            "member_count": len(members),
            "members": members,
            "channels": [c.payload() for c in channels if not c.is_thread],
            "threads": [c.payload() for c in channels if c.is_thread],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def guild_object(self, guild_id: int | None = None) -> JSON:
        """A guild object (GET /guilds/{id}, GUILD_UPDATE): without what only GUILD_CREATE adds."""
        guild = self.guilds[self.guild_id if guild_id is None else guild_id]
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(
                next(u.id for u in self.users.values() if not u.bot) if len(self.users) > 1 else self.bot_user.id
            ),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [r.payload() for r in guild.roles],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "max_members": 500000,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": guild.locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "safety_alerts_channel_id": None,
            "application_id": None,  # a guild created by an application would say which
            "incidents_data": None,
        }

    def application_payload(self) -> JSON:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "icon": None,
            "description": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "owner": next((u.payload() for u in self.users.values() if not u.bot), self.bot_user.payload()),
            "team": None,
            "flags": 0,
            "flags_new": "0",
            "rpc_origins": [],
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "role_connections_verification_url": None,
            "approximate_guild_count": len(self.guilds),
            "approximate_user_install_count": 0,
            "approximate_user_authorization_count": 0,
            "explicit_content_filter": 0,
            "eligible_oauth2_scopes": [],
            "bot": self.bot_user.payload(),
        }

    def _attachment_url(self, channel_id: int, att_id: int, filename: str) -> str:
        return f"{self.base_url}/attachments/{channel_id}/{att_id}/{filename}"

    # ------------------------------------------------------------------------------------------------
    # gateway

    async def _gateway_handler(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        conn = GatewayConnection(self, ws)
        self.connections.append(conn)
        await conn.send({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    if msg.type == WSMsgType.ERROR:
                        break
                    continue
                try:
                    frame = json.loads(msg.data)
                except ValueError:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                await self._gateway_frame(conn, frame)
        finally:
            self.connections.remove(conn)
            self._disconnected.set()
        return ws

    async def _gateway_frame(self, conn: GatewayConnection, frame: JSON) -> None:
        op = frame.get("op")
        d = frame.get("d")
        if op == 1:  # heartbeat
            # Acknowledged after a network's delay, not at once: discord.py notes when its heartbeat was sent only
            # after handing it over, and an acknowledgement that came back first would read as a gateway 41 s
            # behind ("Can't keep up"), a warning a real Discord never causes.
            self._spawn(self._acknowledge(conn))
        elif op == 2:  # identify
            await self._identify(conn, d or {})
        elif op == 6:  # resume
            await self._resume(conn, d or {})
        elif op == 8:  # request guild members
            await conn.dispatch(
                "GUILD_MEMBERS_CHUNK",
                {
                    "guild_id": str((d or {}).get("guild_id") or self.guild_id),
                    "members": [self.member_payload(u) for u in self.users.values()],
                    "chunk_index": 0,
                    "chunk_count": 1,
                    "not_found": [],
                    "nonce": (d or {}).get("nonce"),
                },
            )
        # presence (3) and voice (4) updates are ignored

    async def _identify(self, conn: GatewayConnection, d: JSON) -> None:
        self.identify_count += 1
        self.last_identify = d
        conn.session_id = secrets.token_hex(16)
        conn.intents = int(d.get("intents", 0) or 0)
        conn.shard = d.get("shard")
        self._sessions[conn.session_id] = conn
        guild_ids = [guild_id for guild_id in self.guilds if conn.holds(guild_id)]
        ready: JSON = {
            "v": 10,
            "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(guild_id), "unavailable": True} for guild_id in guild_ids],
            "session_id": conn.session_id,
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
        }
        if conn.shard is not None:
            ready["shard"] = conn.shard
        await conn.dispatch("READY", ready)
        for guild_id in guild_ids:
            await conn.dispatch("GUILD_CREATE", self.guild_payload(guild_id))
        conn.identified = True
        self._ready.set()

    async def _resume(self, conn: GatewayConnection, d: JSON) -> None:
        old = self._sessions.get(str(d.get("session_id")))
        if old is None:
            await conn.send({"op": 9, "d": False, "s": None, "t": None})
            return
        self.resume_count += 1
        conn.session_id = old.session_id
        conn.intents = old.intents
        conn.shard = old.shard
        conn.seq = old.seq
        conn.sent = old.sent
        assert conn.session_id is not None
        self._sessions[conn.session_id] = conn
        last = int(d.get("seq") or 0)
        for frame in list(conn.sent):
            if int(frame["s"]) > last:
                await conn.send(frame)
        await conn.dispatch("RESUMED", {})  # the documentation gives it no field
        conn.identified = True
        self._ready.set()

    async def _acknowledge(self, conn: GatewayConnection) -> None:
        await asyncio.sleep(HEARTBEAT_ACK_DELAY)
        with contextlib.suppress(ConnectionError, RuntimeError):
            await conn.send({"op": 11, "d": None, "s": None, "t": None})

    def _spawn(self, coro: Awaitable[None]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _broadcast(self, event: str, data: JSON, *, guild_id: int | None, intent: int = 0) -> None:
        for conn in self._sessions_for(guild_id):
            if intent == 0 or conn.intents & intent:
                await conn.dispatch(event, data)

    async def _connection_for_interactions(
        self,
        guild_id: int | None = None,
        timeout: float = 5.0,  # noqa: ASYNC109
    ) -> GatewayConnection:
        """The session that gets the guild's interactions (None: a direct message's, shard 0)."""

        async def _wait() -> None:
            while not self._sessions_for(guild_id):
                self._ready.clear()
                await self._ready.wait()

        try:
            await asyncio.wait_for(_wait(), timeout)
        except TimeoutError:
            raise RuntimeError(f"no bot session holds the shard of guild {guild_id} on the fake gateway") from None
        return self._sessions_for(guild_id)[-1]

    # ------------------------------------------------------------------------------------------------
    # HTTP plumbing

    def _route(self, method: str, pattern: str, handler: Handler) -> None:
        regex = "^" + re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", pattern) + "$"
        self._routes.append((method, re.compile(regex), handler))

    async def _http_handler(self, request: web.Request) -> web.StreamResponse:
        try:
            return await self._serve(request)
        finally:
            self._activity.set()
            self._activity = asyncio.Event()

    async def _serve(self, request: web.Request) -> web.StreamResponse:
        path = request.path
        method = request.method
        resp: web.StreamResponse
        uploads = request.content_type.startswith("multipart/")
        for fault in self.faults:
            if fault.matches(method, path, uploads):
                fault.hits += 1
                if fault.delay > 0:
                    await asyncio.sleep(fault.delay)
                if fault.status is not None:
                    resp = self._fault_response(fault)
                    self.requests.append(RequestRecord(method, path, fault.status, fault=True))
                    self._record_error(fault.status, 0, "injected fault", method, path)
                    if fault.status < 500:  # Discord describes no server error: an injected one is ours
                        self._check_answer(method, path[len(API_PREFIX) :], resp)
                    return resp
                break
        if path.startswith("/attachments/"):
            return await self._serve_attachment(request)
        if not path.startswith(API_PREFIX):
            self.unhandled.append((method, path))
            return error_response(404, 0, "404: Not Found")
        sub = path[len(API_PREFIX) :]
        limits_say = self.rate_limits.check(method, sub, asyncio.get_running_loop().time())
        if limits_say.refused:
            self.requests.append(RequestRecord(method, path, 429))
            resp = rate_limited(limits_say)
            self._check_answer(method, sub, resp)
            return resp
        for rmethod, regex, handler in self._routes:
            if rmethod != method:
                continue
            m = regex.match(sub)
            if m is None:
                continue
            try:
                resp = await handler(request, m)
            except DiscordHTTPError as exc:
                self._record_error(exc.status, exc.code, exc.message, method, path)
                if exc.code in (50035, 50006) and not exc.violations:
                    # A refusal of the body's content that a handler found itself (e.g. an edit's merged message).
                    described = SPEC.operation(method, sub)
                    route = described.template if described is not None else sub
                    exc.violations = [Violation(method, route, (), exc.message)]
                self.violations.extend(exc.violations)
                resp = error_response(exc.status, exc.code, exc.message, errors=errors_tree(exc.violations))
            self.requests.append(RequestRecord(method, path, resp.status))
            resp.headers.update(limits_say.headers)
            self._check_answer(method, sub, resp)
            return resp
        self.unhandled.append((method, path))
        log.warning("fake discord: no route for %s %s", method, path)
        self.requests.append(RequestRecord(method, path, 404))
        return error_response(404, 0, "404: Not Found")

    def _record_error(self, status: int, code: int, message: str, method: str, path: str) -> None:
        rec = DiscordErrorRecord(status=status, code=code, message=message, method=method, path=path)
        self.errors.append(rec)
        m = re.search(r"/(?:interactions/\d+|webhooks/\d+)/([^/]+)", path)
        if m:
            ix = self._interactions_by_token.get(m.group(1))
            if ix is not None:
                ix.errors.append(rec)

    def _fault_response(self, fault: Fault) -> web.Response:
        status = fault.status or 500
        if status == 429:
            ra = fault.retry_after
            headers = {
                "Retry-After": str(max(1, round(ra))) if ra >= 1 else f"{ra:.3f}",
                "X-RateLimit-Limit": "5",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": f"{ra:.3f}",
                "X-RateLimit-Reset": f"{asyncio.get_running_loop().time() + ra:.3f}",
                "X-RateLimit-Bucket": "fakebucket" + secrets.token_hex(4),
                "X-RateLimit-Scope": "global" if fault.is_global else "user",
                "Via": "1.1 google",
            }
            if fault.is_global:
                headers["X-RateLimit-Global"] = "true"
            body = {"message": "You are being rate limited.", "retry_after": ra, "global": fault.is_global, "code": 0}
            return json_response(body, status=429, headers=headers)
        if status >= 500:
            return web.Response(
                text=f"{status}: injected server error",
                status=status,
                headers={"Content-Type": "text/plain"},
            )
        return error_response(status, 0, f"{status}: injected error")

    async def _serve_attachment(self, request: web.Request) -> web.StreamResponse:
        parts = request.path.split("/")
        try:
            att_id = int(parts[3])
        except (IndexError, ValueError):
            return web.Response(status=404)
        for msg in self.all_messages.values():
            for att in msg.attachments:
                if att.id == att_id:
                    return att.served()
        return web.Response(status=404)

    async def _read_body(self, request: web.Request, channel_id: int) -> _ParsedBody:
        ctype = request.content_type
        if ctype.startswith("multipart/"):
            reader = await request.multipart()
            payload: JSON = {}
            raw_files: dict[int, tuple[str, bytes, str | None]] = {}
            while True:
                part = await reader.next()
                if part is None:
                    break
                if not isinstance(part, BodyPartReader):
                    continue
                name = part.name or ""
                data = await part.read(decode=False)
                if name == "payload_json":
                    payload = json.loads(bytes(data).decode())
                else:
                    fm = re.fullmatch(r"files\[(\d+)\]|file(\d*)", name)
                    if fm:
                        idx = int(fm.group(1) or fm.group(2) or 0)
                        raw_files[idx] = (
                            part.filename or f"file{idx}",
                            bytes(data),
                            part.headers.get("Content-Type"),
                        )
            files: dict[int, FakeAttachment] = {}
            for idx, (filename, data, content_type) in raw_files.items():
                att_id = snowflake()
                files[idx] = FakeAttachment(
                    id=att_id,
                    filename=filename,
                    data=data,
                    content_type=_guess_type(filename, content_type),
                    url=self._attachment_url(channel_id, att_id, filename),
                )
            self._conform(request, payload)
            return _ParsedBody(payload=payload, files=files)
        text = await request.text()
        if not text:
            return _ParsedBody(payload={})
        try:
            payload = json.loads(text)
        except ValueError:
            raise DiscordHTTPError(400, 50109, "The request body contains invalid JSON.") from None
        self._conform(request, payload)
        if not isinstance(payload, dict):
            return _ParsedBody(payload={"__list__": payload})
        return _ParsedBody(payload=payload)

    def _conform(self, request: web.Request, body: Any) -> None:
        """Refuses, as Discord does, a body that breaks the schema of its route in Discord's API description or a
        limit Discord documents (``limits.py``); counts the check in the run's tally."""
        method, path = request.method, request.path[len(API_PREFIX) :]
        operation, violations = SPEC.check(method, path, body)
        route = operation.template if operation is not None else path
        if isinstance(body, (dict, list)):
            violations += self._limits(method, route, body)
        TALLY.record(by_schema=operation is not None and operation.schema is not None and not SPEC.missing)
        if violations:
            raise invalid_form(violations)

    @staticmethod
    def _limits(method: str, route: str, body: Any) -> list[Violation]:
        """The documented limits of what this route carries: commands, or a message (an interaction's answer
        carries it in ``data``)."""
        if "/commands" in route:
            return limits.commands(method, route, body)
        if not isinstance(body, dict):
            return []
        if route.endswith("/callback"):
            data = body.get("data")
            if body.get("type") in (CHANNEL_MESSAGE, UPDATE_MESSAGE) and isinstance(data, dict):
                return limits.message(method, route, data, ("data",))
            return []
        if "/messages" in route or route.startswith("/webhooks/"):
            return limits.message(method, route, body)
        return []

    def _check_answer(self, method: str, sub: str, resp: web.StreamResponse) -> None:
        """Compares an answer with Discord's description of the operation's answer for its status: what
        discord.py is fed must be what Discord feeds it. A disagreement is the fake's, kept in ``disagreements``."""
        if SPEC.missing:
            return
        body = resp.get(ANSWER) if resp.status != 204 else None
        if body is None and isinstance(resp, web.Response) and resp.body:
            body = "(a body that is not the fake's JSON)"
        checked, found = SPEC.check_answer(method, sub, resp.status, body)
        TALLY.answers += checked
        self._disagree(found)

    def check_frame(self, frame: JSON) -> None:
        """Compares a gateway frame with the fields Discord's documentation gives it (``gateway_events.py``)."""
        TALLY.events += 1
        self._disagree(check_frame(frame))

    def _disagree(self, found: list[Violation]) -> None:
        """Keeps the fake's disagreements for the test's end, and logs each kind once: the sandbox has no test
        to fail, its log says it."""
        for disagreement in found:
            text = str(disagreement)
            if text not in self._disagreements_logged:
                self._disagreements_logged.add(text)
                log.warning("the local Discord disagrees with Discord: %s", text)
        self.disagreements.extend(found)

    def take_disagreements(self) -> list[Violation]:
        """The fake's own disagreements so far (a test of the check itself takes them)."""
        taken, self.disagreements = self.disagreements, []
        return taken

    def take_violations(self) -> list[Violation]:
        """The rules broken so far, which a test that breaks them on purpose takes so the fake ends clean."""
        taken, self.violations = self.violations, []
        return taken

    # ------------------------------------------------------------------------------------------------
    # messages

    def _new_message(
        self,
        channel: FakeChannel,
        body: JSON,
        files: dict[int, FakeAttachment],
        *,
        flags: int = 0,
        msg_type: int = 0,
        webhook: bool = False,
        interaction_id: int | None = None,
        route: str = "channel",
    ) -> FakeMessage:
        msg = FakeMessage(
            id=snowflake(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=self.bot_user,
            flags=flags,
            type=msg_type,
            webhook_id=self.application_id if webhook else None,
            interaction_id=interaction_id,
            route=route,
            directory=self.users,
        )
        self._apply_content(msg, body, files, creating=True)
        self._validate_message(msg)
        if channel.is_thread:
            channel.last_active = self.now()  # a post keeps a thread from archiving
        if not (msg.loading or msg.ephemeral or msg.flags & MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS):
            msg.notified_user_ids = msg.mentioned_user_ids()
        self.all_messages[msg.id] = msg
        msg.history.append(msg.payload())
        return msg

    def _apply_content(self, msg: FakeMessage, body: JSON, files: dict[int, FakeAttachment], *, creating: bool) -> None:
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = stored_embeds(list(body["embeds"] or []))
        elif "embed" in body:
            msg.embeds = stored_embeds([body["embed"]] if body["embed"] else [])
        if "components" in body:
            msg.components = stored_components(list(body["components"] or []))
        if "allowed_mentions" in body:
            msg.allowed_mentions = body["allowed_mentions"]
        if body.get("message_reference"):
            ref = dict(body["message_reference"])
            ref.setdefault("channel_id", str(msg.channel_id))
            ref.setdefault("guild_id", str(msg.guild_id))
            msg.message_reference = ref
            msg.type = 19 if msg.type == 0 else msg.type
        if "flags" in body and body["flags"] is not None and not creating:
            # only SUPPRESS_EMBEDS (4) may change on edit
            msg.flags = (msg.flags & ~4) | (int(body["flags"]) & 4)
        # attachments
        attachments_spec = body.get("attachments")
        if attachments_spec is not None:
            old_by_id = {a.id: a for a in msg.attachments}
            new: list[FakeAttachment] = []
            for spec in attachments_spec:
                aid = int(spec["id"])
                if aid in old_by_id:
                    new.append(old_by_id[aid])
                elif aid in files:
                    att = files[aid]
                    if spec.get("filename"):
                        att.filename = spec["filename"]
                        att.url = self._attachment_url(msg.channel_id, att.id, att.filename)
                    att.description = spec.get("description")
                    new.append(att)
                else:
                    raise DiscordHTTPError(400, 50035, f"Invalid Form Body: unknown attachment id {aid}")
            msg.attachments = new
        elif files:
            if creating:
                msg.attachments = [files[i] for i in sorted(files)]
            else:
                msg.attachments = msg.attachments + [files[i] for i in sorted(files)]

    def _validate_message(self, msg: FakeMessage) -> None:
        if len(msg.content) > 2000:
            raise DiscordHTTPError(400, 50035, "Invalid Form Body: content: Must be 2000 or fewer in length.")
        if len(msg.embeds) > 10:
            raise DiscordHTTPError(400, 50035, "Invalid Form Body: embeds: Must be 10 or fewer in length.")
        if len(msg.attachments) > 10:
            raise DiscordHTTPError(400, 50035, "Invalid Form Body: files: Must be 10 or fewer in length.")
        for att in msg.attachments:
            if att.size > ATTACHMENT_SIZE_LIMIT:
                raise DiscordHTTPError(413, 40005, "Request entity too large")
        v2 = bool(msg.flags & (1 << 15))
        if not v2:
            if len(msg.components) > 5:
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: components: Must be 5 or fewer in length.")
            for row in msg.components:
                children = row.get("components", [])
                if row.get("type") != 1 or not 1 <= len(children) <= 5:
                    raise DiscordHTTPError(400, 50035, "Invalid Form Body: components: invalid action row")
                if any(c.get("type") != 2 for c in children) and len(children) > 1:
                    raise DiscordHTTPError(400, 50035, "Invalid Form Body: a select must be alone in its row")
        if not (msg.content or msg.embeds or msg.attachments or msg.components or msg.loading):
            raise DiscordHTTPError(400, 50006, "Cannot send an empty message")
        seen: set[str] = set()
        for comp in walk_components(msg.components):
            cid = comp.get("custom_id")
            if cid is None:
                continue
            if len(cid) > 100:
                raise DiscordHTTPError(400, 50035, f"Invalid Form Body: custom_id too long: {cid!r}")
            if cid in seen:
                raise DiscordHTTPError(400, 50035, f"Invalid Form Body: duplicate custom_id {cid!r}")
            seen.add(cid)
            if comp.get("type") == 3 and len(comp.get("options", [])) > 25:
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: select options: Must be 25 or fewer")

    def _edit_message(self, msg: FakeMessage, body: JSON, files: dict[int, FakeAttachment]) -> None:
        before = set(msg.mentioned_user_ids())
        filling_in = msg.loading
        self._apply_content(msg, body, files, creating=False)
        msg.flags &= ~MESSAGE_FLAG_LOADING
        self._validate_message(msg)
        # As on Discord, an edit that adds a mention the edit's allowed_mentions let through pings that user (a
        # mention already there does not ping again); a deferred reply filled in keeps notifying nobody.
        if not (filling_in or msg.ephemeral or msg.flags & MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS):
            pinged = [user for user in msg.mentioned_user_ids() if user not in before]
            msg.notified_user_ids = list(dict.fromkeys([*msg.notified_user_ids, *pinged]))
        msg.edited_timestamp = iso_now()
        msg.edit_count += 1
        msg.history.append(msg.payload())

    async def _announce_create(self, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        data = msg.event_payload()
        data["member"] = {k: v for k, v in self.member_payload(msg.author).items() if k != "user"}
        await self._broadcast("MESSAGE_CREATE", data, guild_id=msg.guild_id, intent=INTENT_GUILD_MESSAGES)
        self._channel_activity(msg)

    async def _announce_update(self, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        data = msg.event_payload()
        await self._broadcast("MESSAGE_UPDATE", data, guild_id=msg.guild_id, intent=INTENT_GUILD_MESSAGES)
        self._channel_activity(msg)

    async def _announce_delete(self, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        await self._broadcast(
            "MESSAGE_DELETE",
            {"id": str(msg.id), "channel_id": str(msg.channel_id), "guild_id": str(msg.guild_id)},
            guild_id=msg.guild_id,
            intent=INTENT_GUILD_MESSAGES,
        )

    def _channel_activity(self, msg: FakeMessage) -> None:
        """After a deferred component update (type 6), a channel post/edit in its channel completes it.

        The message is then counted as produced by that interaction (``ix.messages``). Interaction
        responses themselves are attributed directly and skipped here.
        """
        if msg.interaction_id is not None:
            return
        for ix in self.interactions.values():
            if (
                ix.response_type == DEFERRED_UPDATE_MESSAGE
                and ix.channel.id == msg.channel_id
                and not ix.finished.is_set()
            ):
                ix._touch(msg)
                ix.finished.set()

    def _get_channel_or_404(self, channel_id: str) -> FakeChannel:
        try:
            return self.channels[int(channel_id)]
        except (KeyError, ValueError):
            raise DiscordHTTPError(404, 10003, "Unknown Channel") from None

    def _get_message_or_404(self, channel: FakeChannel, message_id: str) -> FakeMessage:
        try:
            msg = self.all_messages[int(message_id)]
        except (KeyError, ValueError):
            raise DiscordHTTPError(404, 10008, "Unknown Message") from None
        if msg.channel_id != channel.id or msg.deleted or msg.ephemeral:
            raise DiscordHTTPError(404, 10008, "Unknown Message")
        return msg

    def _require_bot_permissions(self, chan: FakeChannel, needed: int = 0, *, code: int = 50013) -> int:
        """Refuses a channel route as Discord does when the bot lacks a permission in the channel: without View
        Channel, 403 Missing Access (50001) whatever the route; without one of ``needed``, 403 with ``code``
        (50013 Missing Permissions; 50001 Missing Access where reading is refused). Returns the bot's permissions
        there. Interaction responses and follow-ups never come here: Discord does not check them."""
        perms = self.bot_permissions_in(chan)
        if not perms & VIEW_CHANNEL or not self.sees(self.bot_user, chan):
            raise DiscordHTTPError(403, 50001, "Missing Access")
        if needed & ~perms:
            raise DiscordHTTPError(403, code, "Missing Access" if code == 50001 else "Missing Permissions")
        return perms

    # ------------------------------------------------------------------------------------------------
    # routes

    def _register_routes(self) -> None:
        r = self._route
        r("GET", "/gateway", self._r_gateway)
        r("GET", "/gateway/bot", self._r_gateway_bot)
        r("GET", "/users/@me", self._r_me)
        r("GET", "/users/{user_id}", self._r_user)
        r("POST", "/users/@me/channels", self._r_create_dm)
        r("GET", "/oauth2/applications/@me", self._r_application)
        r("GET", "/applications/@me", self._r_application)
        # application commands
        r("GET", "/applications/{app}/commands", self._r_get_commands)
        r("PUT", "/applications/{app}/commands", self._r_put_commands)
        r("POST", "/applications/{app}/commands", self._r_post_command)
        r("GET", "/applications/{app}/commands/{cmd}", self._r_get_command)
        r("PATCH", "/applications/{app}/commands/{cmd}", self._r_patch_command)
        r("DELETE", "/applications/{app}/commands/{cmd}", self._r_delete_command)
        r("GET", "/applications/{app}/guilds/{guild}/commands", self._r_get_commands)
        r("PUT", "/applications/{app}/guilds/{guild}/commands", self._r_put_commands)
        r("POST", "/applications/{app}/guilds/{guild}/commands", self._r_post_command)
        r("GET", "/applications/{app}/guilds/{guild}/commands/{cmd}", self._r_get_command)
        r("PATCH", "/applications/{app}/guilds/{guild}/commands/{cmd}", self._r_patch_command)
        r("DELETE", "/applications/{app}/guilds/{guild}/commands/{cmd}", self._r_delete_command)
        # guild
        r("GET", "/guilds/{guild}", self._r_guild)
        r("GET", "/guilds/{guild}/channels", self._r_guild_channels)
        r("GET", "/guilds/{guild}/members/{user_id}", self._r_guild_member)
        r("GET", "/guilds/{guild}/roles", self._r_guild_roles)
        # channels & messages
        r("GET", "/channels/{channel}", self._r_get_channel)
        r("PATCH", "/channels/{channel}", self._r_patch_channel)
        r("POST", "/channels/{channel}/typing", self._r_no_content)
        r("GET", "/channels/{channel}/messages", self._r_list_messages)
        r("POST", "/channels/{channel}/messages", self._r_post_message)
        r("GET", "/channels/{channel}/messages/{message}", self._r_get_message)
        r("PATCH", "/channels/{channel}/messages/{message}", self._r_patch_message)
        r("DELETE", "/channels/{channel}/messages/{message}", self._r_delete_message)
        r("PUT", "/channels/{channel}/messages/{message}/reactions/{emoji}/@me", self._r_no_content)
        r("DELETE", "/channels/{channel}/messages/{message}/reactions/{emoji}/@me", self._r_no_content)
        r("DELETE", "/channels/{channel}/messages/{message}/reactions", self._r_no_content)
        r("PUT", "/channels/{channel}/pins/{message}", self._r_no_content)
        r("PUT", "/channels/{channel}/messages/pins/{message}", self._r_no_content)
        r("POST", "/channels/{channel}/threads", self._r_create_thread)
        r("POST", "/channels/{channel}/messages/{message}/threads", self._r_create_thread)
        r("PUT", "/channels/{channel}/thread-members/{member}", self._r_add_thread_member)
        # interactions & webhooks
        r("POST", "/interactions/{ix}/{token}/callback", self._r_callback)
        r("POST", "/webhooks/{app}/{token}", self._r_followup)
        r("GET", "/webhooks/{app}/{token}/messages/{message}", self._r_webhook_get)
        r("PATCH", "/webhooks/{app}/{token}/messages/{message}", self._r_webhook_edit)
        r("DELETE", "/webhooks/{app}/{token}/messages/{message}", self._r_webhook_delete)

    async def _r_no_content(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        return web.Response(status=204)

    async def _r_gateway(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        return json_response({"url": self.gateway_url})

    async def _r_gateway_bot(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        return json_response(
            {
                "url": self.gateway_url,
                "shards": self.shard_count,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            }
        )

    async def _r_me(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        if not request.headers.get("Authorization", "").startswith("Bot "):
            raise DiscordHTTPError(401, 0, "401: Unauthorized")
        me = {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "locale": self.bot_user.locale}
        return json_response(me)

    async def _r_user(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        try:
            return json_response(self.users[int(m["user_id"])].payload())
        except (KeyError, ValueError):
            raise DiscordHTTPError(404, 10013, "Unknown User") from None

    async def _r_create_dm(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        """Opens (or finds) the DM channel with a user (openapi: create_dm, ``{"recipient_id": ...}``): the same
        channel every time, whether or not the user takes messages, which Discord only says when one is sent."""
        body = (await self._read_body(request, 0)).payload
        try:
            user = self.users[int(body["recipient_id"])]
        except (KeyError, ValueError, TypeError):
            raise DiscordHTTPError(400, 50033, "Invalid Recipient(s)") from None
        if user.bot:
            raise DiscordHTTPError(400, 50007, "Cannot send messages to this user")
        chan = self.dm_channel(user)
        return json_response(
            {"id": str(chan.id), "type": DM, "last_message_id": None, "flags": 0, "recipients": [user.payload()]}
        )

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        """The user's DM channel with the bot, made the first time."""
        name = f"dm-{user.id}"
        for channel in self.channels.values():
            if channel.name == name and channel.type == DM:
                return channel
        channel = FakeChannel(id=snowflake(), name=name, guild_id=self.guild_id, type=DM, recipient_id=user.id)
        self.channels[channel.id] = channel
        return channel

    def direct_messages(self, user: FakeUser) -> list[FakeMessage]:
        """What the bot sent ``user`` in their DM channel, oldest first."""
        return [m for m in self.messages(self.dm_channel(user)) if m.route == "channel"]

    async def _r_application(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        return json_response(self.application_payload())

    # -- commands --

    def _check_guild(self, m: re.Match[str]) -> int | None:
        gd = m.groupdict().get("guild")
        if gd is None:
            return None
        if not gd.isdigit() or int(gd) not in self.guilds:
            raise DiscordHTTPError(403, 50001, "Missing Access")
        return int(gd)

    def _command_list(self, guild_id: int | None) -> list[JSON]:
        if guild_id is None:
            return self.commands
        if guild_id == self.guild_id:
            return self.guild_commands
        return self.other_guild_commands.setdefault(guild_id, [])

    def _normalise_command(self, cmd: JSON, guild_id: int | None) -> JSON:
        if not isinstance(cmd, dict) or not cmd.get("name"):
            raise DiscordHTTPError(400, 50035, "Invalid Form Body: command name required")
        ctype = int(cmd.get("type", 1))
        name = cmd["name"]
        if ctype == 1:
            if not re.fullmatch(r"[-_\w]{1,32}", name) or name != name.lower():
                raise DiscordHTTPError(400, 50035, f"Invalid Form Body: invalid command name {name!r}")
            if not 1 <= len(cmd.get("description", "")) <= 100:
                raise DiscordHTTPError(400, 50035, f"Invalid Form Body: description of {name!r} must be 1-100")
            if len(cmd.get("options", []) or []) > 25:
                raise DiscordHTTPError(400, 50035, f"Invalid Form Body: too many options on {name!r}")
        key = (guild_id, name, ctype)
        cid = self._command_ids.setdefault(key, snowflake())
        out = {
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            "description": "",
            "options": [],
            **cmd,
            "id": str(cid),
            "application_id": str(self.application_id),
            "version": str(snowflake()),
            "type": ctype,
        }
        if out["default_member_permissions"] is not None:
            # Taken as a number or a string of one, answered as Discord writes a permission set: a string.
            out["default_member_permissions"] = str(out["default_member_permissions"])
        if out.get("integration_types") is None:
            # Discord answers the installation contexts it applies: the app's own, a server install here.
            out["integration_types"] = [0]
        if guild_id is not None:
            out["guild_id"] = str(guild_id)
        return out

    async def _r_get_commands(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        return json_response(self._command_list(self._check_guild(m)))

    async def _r_put_commands(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        guild_id = self._check_guild(m)
        body = await self._read_body(request, 0)
        cmds = body.payload.get("__list__")
        if not isinstance(cmds, list):
            raise DiscordHTTPError(400, 50035, "Invalid Form Body: expected a list of commands")
        if len(cmds) > 100:
            raise DiscordHTTPError(400, 30032, "Maximum number of application commands reached (100)")
        self.command_upload = cmds
        normalised = [self._normalise_command(c, guild_id) for c in cmds]
        names = [(c["name"], c["type"]) for c in normalised]
        if len(set(names)) != len(names):
            raise DiscordHTTPError(400, 50035, "Invalid Form Body: duplicate command names")
        target = self._command_list(guild_id)
        target[:] = normalised
        self.sync_count += 1
        self._synced.set()
        return json_response(normalised)

    async def _r_post_command(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        guild_id = self._check_guild(m)
        body = await self._read_body(request, 0)
        cmd = self._normalise_command(body.payload, guild_id)
        target = self._command_list(guild_id)
        target[:] = [c for c in target if c["id"] != cmd["id"]] + [cmd]
        return json_response(cmd, status=201)

    def _find_command(self, m: re.Match[str]) -> tuple[list[JSON], JSON]:
        target = self._command_list(self._check_guild(m))
        for cmd in target:
            if cmd["id"] == m["cmd"]:
                return target, cmd
        raise DiscordHTTPError(404, 10063, "Unknown application command")

    async def _r_get_command(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        return json_response(self._find_command(m)[1])

    async def _r_patch_command(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        _, cmd = self._find_command(m)
        body = await self._read_body(request, 0)
        cmd.update({k: v for k, v in body.payload.items() if k not in ("id", "application_id")})
        return json_response(cmd)

    async def _r_delete_command(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        target, cmd = self._find_command(m)
        target.remove(cmd)
        return web.Response(status=204)

    # -- guild --

    async def _r_guild(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        return json_response(self.guild_object(self._check_guild(m)))

    async def _r_guild_channels(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        guild_id = self._check_guild(m)
        channels = self.channels.values()
        return json_response([c.payload() for c in channels if c.guild_id == guild_id and not c.is_thread])

    async def _r_guild_member(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        self._check_guild(m)
        try:
            return json_response(self.member_payload(self.users[int(m["user_id"])]))
        except (KeyError, ValueError):
            raise DiscordHTTPError(404, 10007, "Unknown Member") from None

    async def _r_guild_roles(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        guild_id = self._check_guild(m)
        assert guild_id is not None
        return json_response([r.payload() for r in self.guilds[guild_id].roles])

    # -- channels --

    async def _r_get_channel(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        chan = self._get_channel_or_404(m["channel"])
        self._require_bot_permissions(chan)
        return json_response(chan.payload())

    async def _r_patch_channel(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        chan = self._get_channel_or_404(m["channel"])
        self._require_bot_permissions(chan)
        body = (await self._read_body(request, chan.id)).payload
        if not chan.is_thread:
            self._require_bot_permissions(chan, MANAGE_CHANNELS)
        elif body.get("archived") is False and not body.get("locked") and set(body) <= {"archived", "locked"}:
            # Reopening an archived thread is sending in it again; anything else is moderating it.
            self._require_bot_permissions(chan, SEND_MESSAGES_IN_THREADS)
        else:
            self._require_bot_permissions(chan, MANAGE_THREADS)
        if chan.is_thread:
            # Discord (resources/channel.mdx, Modify Channel, thread): "Requires the thread to have archived set to
            # false or be set to false in the request"; the duration is one of four values.
            if chan.archived and body.get("archived") is not False:
                raise DiscordHTTPError(400, 50083, "Operation cannot be performed on an archived thread")
            if "auto_archive_duration" in body:
                duration = self._archive_duration(body["auto_archive_duration"], chan.auto_archive_duration)
                chan.auto_archive_duration = duration
            if body.get("archived") is False:
                chan.last_active = self.now()
        if "name" in body:
            chan.name = body["name"]
        if "archived" in body:
            chan.archived = bool(body["archived"])
        if "locked" in body:
            chan.locked = bool(body["locked"])
        if "topic" in body:
            chan.topic = body["topic"]
        event = "THREAD_UPDATE" if chan.is_thread else "CHANNEL_UPDATE"
        await self._broadcast(event, chan.payload(), guild_id=chan.guild_id)
        return json_response(chan.payload())

    async def _r_create_thread(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        parent = self._get_channel_or_404(m["channel"])
        self._require_bot_permissions(parent)
        if parent.is_thread:
            raise DiscordHTTPError(400, 50024, "Cannot execute action on this channel type")
        body = (await self._read_body(request, parent.id)).payload
        private = not m.groupdict().get("message") and int(body.get("type", 11) or 11) == 12
        self._require_bot_permissions(parent, CREATE_PRIVATE_THREADS if private else CREATE_PUBLIC_THREADS)
        # Discord's rules for the body (resources/channel.mdx, Start Thread without Message), checked here too so
        # that they hold where the API description is absent: a 1-100 character name, one of four durations.
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise invalid_form([Violation("POST", "/channels/{channel.id}/threads", ("name",), "1-100 characters")])
        thread = FakeChannel(
            id=int(m["message"]) if m.groupdict().get("message") else snowflake(),
            name=name,
            guild_id=parent.guild_id,
            type=int(body.get("type", 11) or 11),
            parent_id=parent.id,
            owner_id=self.bot_user.id,
            auto_archive_duration=self._archive_duration(body.get("auto_archive_duration"), 1440),
            last_active=self.now(),
            members={self.bot_user.id},  # its creator
            # Discord: "only available when creating a private thread"; a public thread has no such field.
            invitable=bool(body.get("invitable", True)) if private else True,
        )
        self.channels[thread.id] = thread
        await self._broadcast("THREAD_CREATE", {**thread.payload(), "newly_created": True}, guild_id=thread.guild_id)
        return json_response(thread.payload(), status=201)

    async def _r_add_thread_member(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        """Discord (resources/channel.mdx, Add Thread Member): "Adds another member to a thread. Requires the
        ability to send messages in the thread. Also requires the thread is not archived. Returns a 204 empty
        response if the member is successfully added or was already a member of the thread." In a private thread
        the bot must be a member (it sees the thread otherwise only with Manage Threads), and one that is not
        ``invitable`` takes new members only from its creator or a moderator."""
        chan = self._get_channel_or_404(m["channel"])
        if not chan.is_thread:
            raise DiscordHTTPError(400, 50024, "Cannot execute action on this channel type")
        perms = self._require_bot_permissions(chan, SEND_MESSAGES_IN_THREADS)
        if chan.archived:
            raise DiscordHTTPError(400, 50083, "Operation cannot be performed on an archived thread")
        user_id = int(m["member"])
        if user_id not in self.users:
            raise DiscordHTTPError(404, 10007, "Unknown Member")
        moderator = bool(perms & MANAGE_THREADS)
        if chan.is_private_thread and not chan.invitable and not moderator and chan.owner_id != self.bot_user.id:
            raise DiscordHTTPError(403, 50013, "Missing Permissions")
        chan.members.add(user_id)
        return web.Response(status=204)

    def sees(self, user: FakeUser, channel: FakeChannel) -> bool:
        """Whether ``user`` can see ``channel`` at all: a private thread only its members and those with Manage
        Threads see (topics/threads.mdx: private threads are "only viewable by those who are invited or have the
        MANAGE_THREADS permission"); anything else, whoever may view its channel."""
        if not channel.is_private_thread or user.id in channel.members:
            return True
        holder = self._overwrites_holder(channel)
        return bool(channel_permissions(self.guild_of(channel), user, holder.overwrites) & MANAGE_THREADS)

    @staticmethod
    def _archive_duration(value: Any, current: int) -> int:
        """A thread's ``auto_archive_duration`` as a request gives it: None keeps ``current``; anything but 60,
        1440, 4320 or 10080 minutes is refused as Discord refuses it."""
        if value is None:
            return current
        if value not in ARCHIVE_DURATIONS or isinstance(value, bool):
            rule = "one of 60, 1440, 4320, 10080"
            raise invalid_form([Violation("PATCH", "/channels/{channel.id}", ("auto_archive_duration",), rule)])
        return int(value)

    async def _r_list_messages(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        chan = self._get_channel_or_404(m["channel"])
        # Discord: without Read Message History the history is empty, not refused.
        readable = self._require_bot_permissions(chan) & READ_MESSAGE_HISTORY
        msgs = self.messages(chan) if readable else []
        q = request.query
        limit = min(int(q.get("limit", 50)), 100)
        if "before" in q:
            msgs = [x for x in msgs if x.id < int(q["before"])]
        if "after" in q:
            msgs = [x for x in msgs if x.id > int(q["after"])]
            return json_response([x.payload() for x in reversed(msgs[:limit])])
        if "around" in q:
            around = int(q["around"])
            older = [x for x in msgs if x.id <= around][-(limit // 2 + 1) :]
            newer = [x for x in msgs if x.id > around][: limit - len(older)]
            return json_response([x.payload() for x in reversed(older + newer)])
        return json_response([x.payload() for x in reversed(msgs[-limit:])])

    async def _r_post_message(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        chan = self._get_channel_or_404(m["channel"])
        if chan.type == DM:
            return await self._post_direct_message(request, chan)
        perms = self._require_bot_permissions(chan, SEND_MESSAGES_IN_THREADS if chan.is_thread else SEND_MESSAGES)
        body = await self._read_body(request, chan.id)
        await self._unarchive_to_post(chan, perms)
        if body.files:
            self._require_bot_permissions(chan, ATTACH_FILES)
        if body.payload.get("message_reference"):
            self._require_bot_permissions(chan, READ_MESSAGE_HISTORY)
        if body.payload.get("embeds") and not perms & EMBED_LINKS:
            # Discord's documentation is silent here; what it does (discord-api-docs issues 2601 and 5648): without
            # Embed Links a bot's embeds are dropped from a message that has something else to show, and a message
            # of embeds alone is refused.
            body.payload["embeds"] = []
            if not (body.payload.get("content") or body.payload.get("components") or body.payload.get("sticker_ids")):
                raise DiscordHTTPError(403, 50013, "Missing Permissions")
        again = self._nonce_message(body.payload)
        if again is not None:
            return json_response(again.payload())
        flags = int(body.payload.get("flags", 0) or 0) & ~MESSAGE_FLAG_EPHEMERAL
        msg = self._new_message(chan, body.payload, body.files, flags=flags)
        self._remember_nonce(msg, body.payload)
        await self._announce_create(msg)
        return json_response(msg.payload())

    def _nonce_message(self, payload: JSON) -> FakeMessage | None:
        """Discord (resources/message.mdx, Create Message): with ``enforce_nonce``, the nonce "will be checked for
        uniqueness in the past few minutes. If another message was created by the same author with the same nonce,
        that message will be returned and no new message will be created." (The bot is the only author here.)"""
        nonce = payload.get("nonce")
        if not payload.get("enforce_nonce") or nonce is None:
            return None
        made = self._nonces.get(str(nonce))
        if made is None or self.now() - made[1] > NONCE_WINDOW:
            return None
        found = self.all_messages.get(made[0])
        return found if found is not None and not found.deleted else None

    def _remember_nonce(self, msg: FakeMessage, payload: JSON) -> None:
        nonce = payload.get("nonce")
        if payload.get("enforce_nonce") and nonce is not None:
            self._nonces[str(nonce)] = (msg.id, self.now())

    async def _post_direct_message(self, request: web.Request, chan: FakeChannel) -> web.StreamResponse:
        """A message in a DM channel: no server permissions there, but a user who takes no DM from the bot
        refuses it (Discord: 403, 50007 "Cannot send messages to this user")."""
        body = await self._read_body(request, chan.id)
        if chan.recipient_id in self.closed_dms:
            raise DiscordHTTPError(403, 50007, "Cannot send messages to this user")
        msg = self._new_message(chan, body.payload, body.files)
        return json_response(msg.payload())

    async def _unarchive_to_post(self, chan: FakeChannel, perms: int) -> None:
        """Discord (topics/threads.mdx): "Sending a message will automatically unarchive the thread, unless the
        thread has been locked by a moderator"; a locked thread takes posts only from those with Manage Threads."""
        if chan.locked and not perms & MANAGE_THREADS:
            if chan.archived:
                raise DiscordHTTPError(400, 50083, "Operation cannot be performed on an archived thread")
            raise DiscordHTTPError(400, 160005, "Thread is locked")
        if chan.archived:
            chan.archived = False
            await self._broadcast("THREAD_UPDATE", chan.payload(), guild_id=chan.guild_id)

    async def _r_get_message(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        chan = self._get_channel_or_404(m["channel"])
        # Reading one message, however old, needs Read Message History (Discord: 403 Missing Access).
        self._require_bot_permissions(chan, READ_MESSAGE_HISTORY, code=50001)
        return json_response(self._get_message_or_404(chan, m["message"]).payload())

    async def _r_patch_message(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        chan = self._get_channel_or_404(m["channel"])
        # Its author edits a message where it can see the channel; no right to send is needed.
        perms = self._require_bot_permissions(chan)
        msg = self._get_message_or_404(chan, m["message"])
        if msg.author.id != self.bot_user.id:
            raise DiscordHTTPError(403, 50005, "Cannot edit a message authored by another user")
        body = await self._read_body(request, chan.id)
        if body.files:
            # The documentation does not say; uploading a file is what Attach Files guards, edit or not.
            self._require_bot_permissions(chan, ATTACH_FILES)
        if body.payload.get("embeds") and not perms & EMBED_LINKS:
            body.payload["embeds"] = []  # dropped, as on a new message (discord-api-docs issue 5648)
        self._edit_message(msg, body.payload, body.files)
        await self._announce_update(msg)
        return json_response(msg.payload())

    async def _r_delete_message(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        chan = self._get_channel_or_404(m["channel"])
        self._require_bot_permissions(chan)
        msg = self._get_message_or_404(chan, m["message"])
        if msg.author.id != self.bot_user.id:
            self._require_bot_permissions(chan, MANAGE_MESSAGES)
        msg.deleted = True
        await self._announce_delete(msg)
        return web.Response(status=204)

    # -- interactions --

    async def _r_callback(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        loop = asyncio.get_running_loop()
        ix = self.interactions.get(int(m["ix"])) if m["ix"].isdigit() else None
        if ix is None or ix.token != m["token"]:
            raise DiscordHTTPError(404, 10062, "Unknown interaction")
        if ix.response_type is not None:
            raise DiscordHTTPError(400, 40060, "Interaction has already been acknowledged.")
        if ix.expired or loop.time() - ix.created_at > self.response_deadline:
            ix.expired = True
            ix.responded.set()
            ix.finished.set()
            raise DiscordHTTPError(404, 10062, "Unknown interaction")
        body = await self._read_body(request, ix.channel.id)
        rtype = int(body.payload.get("type", 0))
        data: JSON = body.payload.get("data") or {}
        message: FakeMessage | None = None
        loading = False

        if rtype == CHANNEL_MESSAGE:
            if ix.type == AUTOCOMPLETE:
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: autocomplete needs type 8")
            flags = int(data.get("flags", 0) or 0)
            message = self._new_message(
                ix.channel,
                data,
                body.files,
                flags=flags,
                msg_type=20 if ix.type == APPLICATION_COMMAND else 0,
                webhook=True,
                interaction_id=ix.id,
                route="response",
            )
            ix.original = message
        elif rtype == DEFERRED_CHANNEL_MESSAGE:
            if ix.type == AUTOCOMPLETE:
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: autocomplete cannot be deferred")
            flags = (int(data.get("flags", 0) or 0) & MESSAGE_FLAG_EPHEMERAL) | MESSAGE_FLAG_LOADING
            message = self._new_message(
                ix.channel,
                {},
                {},
                flags=flags,
                msg_type=20 if ix.type == APPLICATION_COMMAND else 0,
                webhook=True,
                interaction_id=ix.id,
                route="response",
            )
            ix.original = message
            loading = True
        elif rtype in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
            if ix.source_message is None:
                raise DiscordHTTPError(400, 40004, "Interaction has no message to update")
            ix.original = ix.source_message
            if rtype == UPDATE_MESSAGE:
                message = ix.source_message
                self._edit_message(message, data, body.files)
        elif rtype == AUTOCOMPLETE_RESULT:
            if ix.type != AUTOCOMPLETE:
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: not an autocomplete interaction")
            choices = list(data.get("choices") or [])
            focused = _focused_type(ix.payload.get("data", {}).get("options") or [])
            violations = limits.autocomplete(request.method, CALLBACK_ROUTE, choices, focused)
            if violations:
                raise invalid_form(violations)
            ix.choices = choices
        elif rtype == MODAL:
            if ix.type in (AUTOCOMPLETE, MODAL_SUBMIT):
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: a modal cannot answer this interaction")
            if not data.get("custom_id") or not data.get("title"):
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: modal needs custom_id and title")
            if len(data.get("components") or []) > 5:
                raise DiscordHTTPError(400, 50035, "Invalid Form Body: a modal holds at most 5 components")
            ix.modal = data
            self.opened_modals.setdefault(str(data["custom_id"]), []).append(ix)
        else:
            raise DiscordHTTPError(400, 50035, f"Invalid Form Body: unsupported response type {rtype}")

        ix.response_type = rtype
        ix.response_data = data
        if message is not None:
            ix._touch(message)
        ix.responded.set()
        if rtype != DEFERRED_CHANNEL_MESSAGE and rtype != DEFERRED_UPDATE_MESSAGE:
            ix.finished.set()

        if message is not None:
            if rtype == UPDATE_MESSAGE:
                await self._announce_update(message)
            else:
                await self._announce_create(message)

        if request.query.get("with_response", "").lower() not in ("1", "true"):
            return web.Response(status=204)
        result: JSON = {
            "interaction": {
                "id": str(ix.id),
                "type": ix.type,
                "response_message_loading": loading,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        }
        if message is not None:
            result["interaction"]["response_message_id"] = str(message.id)
        if message is not None and rtype in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            # interactions/receiving-and-responding.mdx, "Interaction Callback Resource Object": the message "only
            # present if type is either CHANNEL_MESSAGE_WITH_SOURCE or UPDATE_MESSAGE"; the description's resource
            # is one of those two or an activity launch, so a deferral, a modal or choices answer none.
            result["resource"] = {"type": rtype, "message": message.payload()}
        return json_response(result)

    def _webhook_interaction(self, m: re.Match[str]) -> FakeInteraction:
        ix = self._interactions_by_token.get(m["token"])
        if ix is None or m["app"] != str(self.application_id):
            raise DiscordHTTPError(404, 10015, "Unknown Webhook")
        if ix.response_type is None or ix.expired:
            raise DiscordHTTPError(404, 10015, "Unknown Webhook")
        if asyncio.get_running_loop().time() - ix.created_at > self.token_lifetime:
            raise DiscordHTTPError(401, 50027, "Invalid Webhook Token")
        return ix

    def _webhook_message(self, ix: FakeInteraction, message_id: str) -> FakeMessage:
        if message_id == "@original":
            if ix.original is None or ix.original.deleted:
                raise DiscordHTTPError(404, 10008, "Unknown Message")
            return ix.original
        try:
            msg = self.all_messages[int(message_id)]
        except (KeyError, ValueError):
            raise DiscordHTTPError(404, 10008, "Unknown Message") from None
        if msg.deleted or (msg is not ix.original and msg not in ix.followups):
            raise DiscordHTTPError(404, 10008, "Unknown Message")
        return msg

    async def _r_followup(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        ix = self._webhook_interaction(m)
        if ix.response_type in (AUTOCOMPLETE_RESULT,):
            raise DiscordHTTPError(404, 10015, "Unknown Webhook")
        body = await self._read_body(request, ix.channel.id)
        orig = ix.original
        if orig is not None and orig.loading and ix.response_type == DEFERRED_CHANNEL_MESSAGE:
            # Discord: the first follow-up after a deferred reply replaces the "thinking" message, keeping the
            # deferral's flags (its own ephemeral flag is ignored). Deprecated: a conformance violation, the
            # deferral is to be answered with an edit of the original response.
            self.deferral_followups.append(f"{request.method} {request.path} ({ix.describe()})")
            self._edit_message(orig, body.payload, body.files)
            orig.edited_timestamp = None
            msg = orig
            await self._announce_update(msg)
        else:
            flags = int(body.payload.get("flags", 0) or 0)
            msg = self._new_message(
                ix.channel,
                body.payload,
                body.files,
                flags=flags,
                webhook=True,
                interaction_id=ix.id,
                route="follow-up",
            )
            ix.followups.append(msg)
            await self._announce_create(msg)
        ix._touch(msg)
        ix.finished.set()
        if request.query.get("wait", "").lower() in ("1", "true"):
            return json_response(msg.payload())
        return web.Response(status=204)

    async def _r_webhook_get(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        ix = self._webhook_interaction(m)
        return json_response(self._webhook_message(ix, m["message"]).payload())

    async def _r_webhook_edit(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        ix = self._webhook_interaction(m)
        msg = self._webhook_message(ix, m["message"])
        body = await self._read_body(request, ix.channel.id)
        self._edit_message(msg, body.payload, body.files)
        ix._touch(msg)
        ix.finished.set()
        await self._announce_update(msg)
        return json_response(msg.payload())

    async def _r_webhook_delete(self, request: web.Request, m: re.Match[str]) -> web.StreamResponse:
        ix = self._webhook_interaction(m)
        msg = self._webhook_message(ix, m["message"])
        msg.deleted = True
        await self._announce_delete(msg)
        return web.Response(status=204)

    # ------------------------------------------------------------------------------------------------
    # user actions -> interactions

    def _lookup_command(self, path: str, ctype: int = 1) -> tuple[JSON, list[str]]:
        parts = path.split()
        if not parts:
            raise ValueError("empty command path")
        for scope in (self.guild_commands, self.commands):
            for cmd in scope:
                if cmd["name"] == parts[0] and int(cmd.get("type", 1)) == ctype:
                    return cmd, parts
        available = [c["name"] for c in self.guild_commands + self.commands]
        raise LookupError(f"command {parts[0]!r} was not synced to the fake; synced commands: {available}")

    def _build_options(
        self,
        path: str,
        values: dict[str, Any],
        *,
        focused: str | None,
        resolved: JSON,
    ) -> tuple[JSON, list[JSON]]:
        cmd, parts = self._lookup_command(path)
        defs: list[JSON] = list(cmd.get("options") or [])
        top_options: list[JSON] = []
        holder = top_options
        for sub in parts[1:]:
            sub_def = next((o for o in defs if o["name"] == sub and int(o["type"]) in (1, 2)), None)
            if sub_def is None:
                raise LookupError(f"no subcommand {sub!r} in {path!r}; have {[o['name'] for o in defs]}")
            node: JSON = {"name": sub, "type": int(sub_def["type"]), "options": []}
            holder.append(node)
            holder = node["options"]
            defs = list(sub_def.get("options") or [])
        if any(int(o["type"]) in (1, 2) for o in defs):
            raise ValueError(f"{path!r} is a group; name a subcommand: {[o['name'] for o in defs]}")
        for name, value in values.items():
            opt_def = next((o for o in defs if o["name"] == name), None)
            if opt_def is None:
                raise LookupError(f"command {path!r} has no option {name!r}; options: {[o['name'] for o in defs]}")
            opt_type = int(opt_def["type"])
            is_focused = focused == name
            option: JSON = {"name": name, "type": opt_type}
            if is_focused:
                option["value"] = str(value)
                option["focused"] = True
            else:
                option["value"] = self._option_value(path, opt_def, value, resolved, check=focused is None)
            holder.append(option)
        if focused is None:
            for opt_def in defs:
                if opt_def.get("required") and opt_def["name"] not in values:
                    raise ValueError(f"required option {opt_def['name']!r} of {path!r} missing")
        elif focused not in values:
            raise ValueError(f"focused option {focused!r} must be among the values")
        return cmd, top_options

    def _option_user(self, name: str, value: Any) -> FakeUser:
        """The member a user option names. Discord's client fills a user option only from its list of the server's
        members and sends the interaction with that member's id (a snowflake, resolved in ``data.resolved``); it
        sends nothing while the option holds anything else, so neither does the fake."""
        text = str(value)
        if not SNOWFLAKE.fullmatch(text):
            raise LookupError(f"{name}: {str(value)!r} is not a member: pick one from the list of the server's members")
        user = self.users.get(int(text))
        if user is None:
            raise LookupError(f"{name}: no member of this server has the id {text}: pick one from the list")
        return user

    def _option_value(self, path: str, opt_def: JSON, value: Any, resolved: JSON, *, check: bool) -> Any:
        opt_type = int(opt_def["type"])
        name = opt_def["name"]
        if opt_type == 3:
            out: Any = str(value)
            if check:
                if "min_length" in opt_def and len(out) < int(opt_def["min_length"]):
                    raise ValueError(f"option {name!r}: shorter than min_length")
                if len(out) > int(opt_def.get("max_length", 6000)):
                    raise ValueError(f"option {name!r}: longer than max_length")
        elif opt_type == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"option {name!r} of {path!r} is an integer, got {value!r}")
            out = value
        elif opt_type == 10:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise TypeError(f"option {name!r} of {path!r} is a number, got {value!r}")
            out = value
        elif opt_type == 5:
            if not isinstance(value, bool):
                raise TypeError(f"option {name!r} of {path!r} is a boolean, got {value!r}")
            out = value
        elif opt_type in (6, 9):
            user = value if isinstance(value, FakeUser) else self._option_user(name, value)
            resolved.setdefault("users", {})[str(user.id)] = user.payload()
            member = self.member_payload(user, with_permissions=True)
            member.pop("user")
            resolved.setdefault("members", {})[str(user.id)] = member
            out = str(user.id)
        elif opt_type == 7:
            chan = value if isinstance(value, FakeChannel) else self.channel(value)
            cp = chan.payload()
            cp["permissions"] = str(BOT_PERMISSIONS)
            resolved.setdefault("channels", {})[str(chan.id)] = cp
            out = str(chan.id)
        elif opt_type == 8:
            role = value if isinstance(value, FakeRole) else next(r for r in self.roles if r.id == int(value))
            resolved.setdefault("roles", {})[str(role.id)] = role.payload()
            out = str(role.id)
        else:
            raise TypeError(f"option type {opt_type} of {name!r} is not supported by the fake")
        if check and opt_def.get("choices"):
            allowed = [c["value"] for c in opt_def["choices"]]
            if out not in allowed:
                raise ValueError(f"option {name!r}: {out!r} is not one of the choices {allowed}")
        if check and opt_type in (4, 10):
            if "min_value" in opt_def and out < opt_def["min_value"]:
                raise ValueError(f"option {name!r}: {out} < min_value {opt_def['min_value']}")
            if "max_value" in opt_def and out > opt_def["max_value"]:
                raise ValueError(f"option {name!r}: {out} > max_value {opt_def['max_value']}")
        return out

    def _interaction_payload(
        self,
        ix_id: int,
        token: str,
        itype: int,
        user: FakeUser,
        channel: FakeChannel,
        data: JSON,
        message: FakeMessage | None,
    ) -> JSON:
        if user.id not in self.users:
            raise LookupError(f"user {user.name!r} is not a member of the fake guild")
        if channel.id not in self.channels:
            raise LookupError(f"channel {channel.name!r} does not exist")
        if not self.sees(user, channel):
            raise LookupError(f"user {user.name!r} cannot see the private thread {channel.name!r}")
        chan_payload = channel.payload()
        chan_payload["permissions"] = str(self.permissions_in(user, channel))
        guild = self.guild_of(channel)
        payload: JSON = {
            "id": str(ix_id),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "guild_id": str(guild.id),
            # A partial guild object (the documentation's Guild Structure): its language is ``preferred_locale``.
            "guild": {"id": str(guild.id), "preferred_locale": guild.locale, "features": []},
            "channel_id": str(channel.id),
            "channel": chan_payload,
            "member": self.member_payload(user, with_permissions=True, channel=channel),
            "token": token,
            "version": 1,
            "app_permissions": str(self.bot_permissions_in(channel)),
            "locale": user.locale,
            "guild_locale": guild.locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if message is not None:
            payload["message"] = message.payload()
        return payload

    async def _dispatch_interaction(
        self, itype: int, user: FakeUser, channel: FakeChannel, data: JSON, message: FakeMessage | None = None
    ) -> FakeInteraction:
        conn = await self._connection_for_interactions(self.guild_of(channel).id)
        ix_id = snowflake()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
        payload = self._interaction_payload(ix_id, token, itype, user, channel, data, message)
        ix = FakeInteraction(
            id=ix_id,
            token=token,
            type=itype,
            user=user,
            channel=channel,
            payload=payload,
            created_at=asyncio.get_running_loop().time(),
            source_message=message,
            shard_id=conn.shard_id,
        )
        self.interactions[ix_id] = ix
        self._interactions_by_token[token] = ix
        await conn.dispatch("INTERACTION_CREATE", payload)
        return ix

    @staticmethod
    def _resolve_channel_arg(fake: FakeDiscord, channel: FakeChannel | str | int) -> FakeChannel:
        return channel if isinstance(channel, FakeChannel) else fake.channel(channel)

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel | str | int,
        command: str,
        options: dict[str, Any] | None = None,
    ) -> FakeInteraction:
        """Invoke a synced slash command: ``command`` is "name", "name sub" or "name group sub"."""
        chan = self._resolve_channel_arg(self, channel)
        resolved: JSON = {}
        cmd, opts = self._build_options(command, dict(options or {}), focused=None, resolved=resolved)
        data: JSON = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        if "guild_id" in cmd:
            data["guild_id"] = cmd["guild_id"]
        return await self._dispatch_interaction(APPLICATION_COMMAND, user, chan, data)

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel | str | int,
        command: str,
        options: dict[str, Any],
        focused: str | None = None,
    ) -> FakeInteraction:
        """Ask for autocomplete choices of option ``focused`` (default: the last of ``options``)."""
        chan = self._resolve_channel_arg(self, channel)
        if focused is None:
            if not options:
                raise ValueError("autocomplete needs at least the focused option")
            focused = list(options)[-1]
        resolved: JSON = {}
        cmd, opts = self._build_options(command, dict(options), focused=focused, resolved=resolved)
        data: JSON = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        if "guild_id" in cmd:
            data["guild_id"] = cmd["guild_id"]
        return await self._dispatch_interaction(AUTOCOMPLETE, user, chan, data)

    def _message_arg(self, message: FakeMessage | int) -> FakeMessage:
        msg = message if isinstance(message, FakeMessage) else self.all_messages.get(int(message))
        if msg is None or msg.deleted:
            raise LookupError(f"message {message!r} does not exist (deleted?)")
        # always use the current version held by the fake
        return self.all_messages[msg.id]

    async def click(self, user: FakeUser, message: FakeMessage | int, custom_id: str) -> FakeInteraction:
        """Press the button ``custom_id`` on ``message``."""
        msg = self._message_arg(message)
        comp = msg.component(custom_id)
        if comp.get("type") != 2:
            raise TypeError(f"component {custom_id!r} is not a button (type {comp.get('type')})")
        if comp.get("disabled"):
            raise ValueError(f"button {custom_id!r} is disabled")
        data: JSON = {"custom_id": custom_id, "component_type": 2}
        if "id" in comp:
            data["id"] = comp["id"]
        return await self._dispatch_interaction(MESSAGE_COMPONENT, user, self.channels[msg.channel_id], data, msg)

    async def select(
        self, user: FakeUser, message: FakeMessage | int, custom_id: str, values: list[Any]
    ) -> FakeInteraction:
        """Choose ``values`` in the select ``custom_id`` on ``message``."""
        msg = self._message_arg(message)
        comp = msg.component(custom_id)
        ctype = int(comp.get("type", 0))
        if ctype not in (3, 5, 6, 7, 8):
            raise TypeError(f"component {custom_id!r} is not a select (type {ctype})")
        if comp.get("disabled"):
            raise ValueError(f"select {custom_id!r} is disabled")
        lo, hi = int(comp.get("min_values", 1)), int(comp.get("max_values", 1))
        if not lo <= len(values) <= hi:
            raise ValueError(f"select {custom_id!r} takes {lo}..{hi} values, got {len(values)}")
        data: JSON = {"custom_id": custom_id, "component_type": ctype}
        if "id" in comp:
            data["id"] = comp["id"]
        if ctype == 3:
            allowed = [str(o["value"]) for o in comp.get("options", [])]
            str_values = [str(v) for v in values]
            bad = [v for v in str_values if v not in allowed]
            if bad:
                raise ValueError(f"values {bad} are not options of {custom_id!r}: {allowed}")
            data["values"] = str_values
        else:
            resolved: JSON = {}
            out: list[str] = []
            for v in values:
                if isinstance(v, FakeUser) or (ctype == 5 and not isinstance(v, FakeChannel | FakeRole)):
                    out.append(self._option_value("select", {"name": custom_id, "type": 6}, v, resolved, check=False))
                elif isinstance(v, FakeChannel):
                    out.append(self._option_value("select", {"name": custom_id, "type": 7}, v, resolved, check=False))
                else:
                    out.append(self._option_value("select", {"name": custom_id, "type": 8}, v, resolved, check=False))
            data["values"] = out
            data["resolved"] = resolved
        return await self._dispatch_interaction(MESSAGE_COMPONENT, user, self.channels[msg.channel_id], data, msg)

    async def submit_modal(
        self,
        user: FakeUser,
        channel: FakeChannel | str | int,
        custom_id: str,
        values: dict[str, str | list[str]],
    ) -> FakeInteraction:
        """Submit the modal ``custom_id`` the bot opened for ``user`` (most recent one), with field values."""
        chan = self._resolve_channel_arg(self, channel)
        opened = [ix for ix in self.opened_modals.get(custom_id, []) if ix.user.id == user.id]
        if not opened:
            raise LookupError(
                f"no modal {custom_id!r} was opened for {user.name!r}; opened: {list(self.opened_modals)}"
            )
        origin = opened[-1]
        assert origin.modal is not None
        remaining = dict(values)

        def convert(comp: JSON) -> JSON:
            ctype = int(comp.get("type", 0))
            if ctype == 1:
                return {"type": 1, "components": [convert(c) for c in comp.get("components", [])]}
            if ctype == 18:
                out: JSON = {"type": 18, "component": convert(comp["component"])}
                if "id" in comp:
                    out["id"] = comp["id"]
                return out
            cid = comp.get("custom_id")
            out = {"type": ctype}
            if "id" in comp:
                out["id"] = comp["id"]
            if cid is None:
                return out
            out["custom_id"] = cid
            if ctype == 4:
                value = remaining.pop(cid, "")
                if not isinstance(value, str):
                    raise TypeError(f"text input {cid!r} takes a str")
                if comp.get("required", True) and not value:
                    raise ValueError(f"text input {cid!r} is required")
                if value and len(value) < int(comp.get("min_length", 0)):
                    raise ValueError(f"text input {cid!r}: shorter than min_length")
                if len(value) > int(comp.get("max_length", 4000)):
                    raise ValueError(f"text input {cid!r}: longer than max_length")
                out["value"] = value
            else:
                raw = remaining.pop(cid, [])
                out["values"] = [raw] if isinstance(raw, str) else list(raw)
            return out

        components = [convert(c) for c in origin.modal.get("components", [])]
        if remaining:
            raise LookupError(f"modal {custom_id!r} has no fields {list(remaining)}")
        data: JSON = {"custom_id": custom_id, "components": components}
        source = origin.source_message
        if source is not None and source.deleted:
            source = None
        return await self._dispatch_interaction(MODAL_SUBMIT, user, chan, data, source)


def _focused_type(options: list[JSON]) -> int | None:
    """The type of the option an autocomplete interaction is about (the one marked ``focused``)."""
    for option in options:
        if option.get("focused"):
            return int(option["type"])
        found = _focused_type(option.get("options") or [])
        if found is not None:
            return found
    return None


# A snowflake as Discord's API description writes one (``SnowflakeType``): digits, no leading zero.
SNOWFLAKE = re.compile(r"0|[1-9][0-9]*")


def _guess_type(filename: str, given: str | None) -> str | None:
    if given and given != "application/octet-stream":
        return given
    lower = filename.lower()
    for ext, ctype in (
        (".png", "image/png"),
        (".jpg", "image/jpeg"),
        (".jpeg", "image/jpeg"),
        (".gif", "image/gif"),
        (".webp", "image/webp"),
        (".txt", "text/plain; charset=utf-8"),
        (".json", "application/json"),
    ):
        if lower.endswith(ext):
            return ctype
    return given


__all__ = ["DiscordHTTPError", "FakeDiscord", "Fault", "GatewayConnection", "RequestRecord"]
