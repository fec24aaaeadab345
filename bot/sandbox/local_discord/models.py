"""Plain data objects of the fake Discord: users, channels, messages, attachments, interactions."""

from __future__ import annotations

import asyncio
import copy
import datetime
import itertools
import re
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1420070400000

# Permission bits (https://discord.com/developers/docs/topics/permissions)
ADMINISTRATOR = 1 << 3
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_EXTERNAL_EMOJIS = 1 << 18
CONNECT = 1 << 20
SPEAK = 1 << 21
CHANGE_NICKNAME = 1 << 26
MANAGE_ROLES = 1 << 28
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
SEND_TTS_MESSAGES = 1 << 12
MENTION_EVERYONE = 1 << 17
ALL_PERMISSIONS = (1 << 53) - 1

#: What @everyone may do in the fake guild (a typical community server, no moderation rights).
EVERYONE_PERMISSIONS = (
    ADD_REACTIONS
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_EXTERNAL_EMOJIS
    | CONNECT
    | SPEAK
    | CHANGE_NICKNAME
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
)
MODERATOR_PERMISSIONS = MANAGE_CHANNELS
BOT_PERMISSIONS = EVERYONE_PERMISSIONS | MANAGE_MESSAGES | MANAGE_THREADS

MESSAGE_FLAG_EPHEMERAL = 1 << 6
MESSAGE_FLAG_LOADING = 1 << 7
MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12

# Interaction types
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5

# Interaction callback (response) types
CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9

_counter = itertools.count()
_counter_lock = threading.Lock()
_last_ms = 0


def snowflake() -> int:
    """A fresh, strictly increasing snowflake whose timestamp is now (so ``created_at`` is sensible)."""
    global _last_ms
    with _counter_lock:
        ms = max(int(time.time() * 1000) - DISCORD_EPOCH_MS, _last_ms)
        _last_ms = ms
        return (ms << 22) | (next(_counter) & 0x3FFFFF)


def snowflake_on_shard(shard_id: int, shard_count: int) -> int:
    """A fresh snowflake whose guild Discord would serve on shard ``shard_id``: ``(id >> 22) % shard_count``.

    The shard depends on the id's timestamp, so it is moved forward by less than ``shard_count`` milliseconds.
    """
    fresh = snowflake()
    ms = fresh >> 22
    return ((ms + (shard_id - ms) % shard_count) << 22) | (fresh & 0x3FFFFF)


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard whose gateway session gets a guild's events (direct messages: shard 0)."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def iso_now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat()


@dataclass(eq=False)
class FakeUser:
    """A user of the fake guild (``fake.add_user``) or the bot itself."""

    id: int
    name: str
    bot: bool = False
    manage_channels: bool = False
    locale: str = "en-US"
    roles: list[int] = field(default_factory=list)
    joined_at: str = field(default_factory=iso_now)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        return self.name

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": None if self.bot else self.name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
        }


@dataclass(eq=False)
class FakeRole:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeGuild:
    """A server the bot is in: the fake's own (``fake.guild_id``) or one added with ``fake.add_guild``. Every user
    of the fake is a member of every guild, with the same roles."""

    id: int
    name: str
    #: The server's own language (Discord's "preferred locale"), sent with the guild and every interaction.
    locale: str = "en-US"
    roles: list[FakeRole] = field(default_factory=list)


@dataclass
class PermissionOverwrite:
    """A channel's permission overwrite for a role (``type`` 0; the role whose id is the guild's is @everyone) or
    a member (``type`` 1)."""

    id: int
    type: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> JSON:
        return {"id": str(self.id), "type": self.type, "allow": str(self.allow), "deny": str(self.deny)}


def channel_permissions(
    guild: FakeGuild, user: FakeUser, overwrites: list[PermissionOverwrite], *, thread: bool = False
) -> int:
    """A member's permissions in a channel as Discord computes them (topics/permissions: "Permission Overwrites",
    "Implicit Permissions", "Inherited Permissions (Threads)"): @everyone's and the member's roles, then the
    channel's overwrites for @everyone, for the member's roles (all denies, then all allows) and for the member.
    A thread has no overwrites of its own: ``overwrites`` are its parent's, and sending there is Send Messages in
    Threads. Without View Channel nothing is left; without the right to send, neither are embeds nor files."""
    everyone_id = guild.id
    perms = 0
    for role in guild.roles:
        if role.id == everyone_id or role.id in user.roles:
            perms |= role.permissions
    if perms & ADMINISTRATOR:
        return ALL_PERMISSIONS
    by_target = {(o.type, o.id): o for o in overwrites}
    everyone = by_target.get((0, everyone_id))
    if everyone is not None:
        perms = (perms & ~everyone.deny) | everyone.allow
    allow = deny = 0
    for role_id in user.roles:
        role_overwrite = by_target.get((0, role_id))
        if role_overwrite is not None and role_id != everyone_id:
            allow |= role_overwrite.allow
            deny |= role_overwrite.deny
    perms = (perms & ~deny) | allow
    member = by_target.get((1, user.id))
    if member is not None:
        perms = (perms & ~member.deny) | member.allow
    if not perms & VIEW_CHANNEL:
        return 0
    if not perms & (SEND_MESSAGES_IN_THREADS if thread else SEND_MESSAGES):
        perms &= ~(EMBED_LINKS | ATTACH_FILES | SEND_TTS_MESSAGES | MENTION_EVERYONE)
    return perms


@dataclass(eq=False)
class FakeChannel:
    """A text channel (type 0), a public thread (type 11) or a private thread (type 12) of the fake guild."""

    id: int
    name: str
    guild_id: int
    type: int = 0
    position: int = 0
    parent_id: int | None = None
    owner_id: int | None = None
    topic: str | None = None
    archived: bool = False
    locked: bool = False
    created_at: str = field(default_factory=iso_now)
    #: A thread's minutes of inactivity after which Discord archives it (60, 1440, 4320 or 10080).
    auto_archive_duration: int = 1440
    #: When the thread was last active (created, posted in, reopened), on the fake's clock (``FakeDiscord.now``).
    last_active: float = 0.0
    #: A text channel's permission overwrites (a thread takes its parent's).
    overwrites: list[PermissionOverwrite] = field(default_factory=list)
    #: A DM channel's (type 1) other end: the user the bot writes to.
    recipient_id: int | None = None
    #: A thread's members (its creator, and whoever was added): a private thread is seen by them alone, and by
    #: those with Manage Threads (topics/threads.mdx).
    members: set[int] = field(default_factory=set)
    #: A private thread's ``invitable``: whether members without Manage Threads may add others to it.
    invitable: bool = True

    @property
    def is_private_thread(self) -> bool:
        return self.type == 12

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [o.payload() for o in self.overwrites],
            "parent_id": None if self.parent_id is None else str(self.parent_id),
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "flags": 0,
        }
        if self.is_thread:
            data.update(
                {
                    "owner_id": str(self.owner_id) if self.owner_id else None,
                    "message_count": 0,
                    "member_count": max(1, len(self.members)),
                    "total_message_sent": 0,
                    "thread_metadata": {
                        "archived": self.archived,
                        "auto_archive_duration": self.auto_archive_duration,
                        "archive_timestamp": self.created_at,
                        "locked": self.locked,
                        "create_timestamp": self.created_at,
                    },
                }
            )
            if self.is_private_thread:
                data["thread_metadata"]["invitable"] = self.invitable
            # A thread has no overwrites, position or age restriction of its own (the description's thread).
            for key in ("permission_overwrites", "position", "nsfw"):
                del data[key]
        else:
            data["topic"] = self.topic
        return data


@dataclass(eq=False)
class FakeAttachment:
    id: int
    filename: str
    data: bytes
    content_type: str | None = None
    description: str | None = None
    url: str = ""

    @property
    def size(self) -> int:
        return len(self.data)

    def served(self) -> web.Response:
        """The file as Discord's CDN serves it. Its content type may carry parameters (``text/plain;
        charset=utf-8``, as Discord gives a text file): they go in the header as they are, since aiohttp's
        ``content_type`` argument refuses a charset in it."""
        return web.Response(body=self.data, headers={"Content-Type": self.content_type or "application/octet-stream"})

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
        }
        if self.content_type:
            data["content_type"] = self.content_type
        if self.description is not None:
            data["description"] = self.description
        return data


def walk_components(components: list[JSON]) -> Iterator[JSON]:
    """Every component in a (classic or v2) component tree, depth first."""
    for comp in components:
        yield comp
        if isinstance(comp.get("components"), list):
            yield from walk_components(comp["components"])
        for key in ("component", "accessory"):
            if isinstance(comp.get(key), dict):
                yield from walk_components([comp[key]])


_USER_MENTION = re.compile(r"<@!?(\d+)>")

SELECT_TYPES = (3, 5, 6, 7, 8)


def stored_components(components: list[JSON]) -> list[JSON]:
    """Components as Discord keeps and answers them (components/reference.mdx, "Component Object"): each has an
    ``id``, "generated sequentially if left empty" and never one the message already uses; a select of a message
    answers without ``required``, which only a modal's select has (the description's select answers lack it), and
    with its ``min_values`` and ``max_values``, which the description's select answers always have."""
    stored = copy.deepcopy(components)
    walked = list(walk_components(stored))
    taken = {comp["id"] for comp in walked if isinstance(comp.get("id"), int) and comp["id"] > 0}
    fresh = (number for number in itertools.count(1) if number not in taken)
    for comp in walked:
        if not (isinstance(comp.get("id"), int) and comp["id"] > 0):
            comp["id"] = next(fresh)
        if comp.get("type") in SELECT_TYPES:
            comp.pop("required", None)
            # Discord answers a select's bounds even where the bot left them to their defaults of one.
            comp.setdefault("min_values", 1)
            comp.setdefault("max_values", 1)
    return stored


def stored_embeds(embeds: list[JSON]) -> list[JSON]:
    """Embeds as Discord answers them: a bot's embed is of type "rich", and each field says whether it is inline
    (the description's embed answer requires both)."""
    stored = []
    for embed in embeds:
        kept = {"type": "rich", **embed}
        if isinstance(embed.get("fields"), list):
            kept["fields"] = [{"inline": False, **item} for item in embed["fields"]]
        stored.append(kept)
    return stored


@dataclass(eq=False)
class FakeMessage:
    """A message held by the fake (public or ephemeral), with edits applied in place."""

    id: int
    channel_id: int
    guild_id: int
    author: FakeUser
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    webhook_id: int | None = None
    interaction_id: int | None = None
    allowed_mentions: JSON | None = None
    message_reference: JSON | None = None
    #: The users the message may mention, by id (the fake's members), for its ``mentions``.
    directory: dict[int, FakeUser] = field(default_factory=dict, repr=False)
    #: How the bot created it: "channel" (a channel message: counted against Discord's global limit of 50 requests
    #: per second), "response" (an interaction's initial response) or "follow-up" (an interaction's webhook); the
    #: last two are not counted against the global limit.
    route: str = "channel"
    deleted: bool = False
    edit_count: int = 0
    #: Users who got a notification from the message: when it was created, or by an edit that added their mention
    #: with pings allowed (ephemeral messages, messages with SUPPRESS_NOTIFICATIONS and deferred replies filled in
    #: later notify nobody).
    notified_user_ids: list[int] = field(default_factory=list)
    #: Every version of the message (payload snapshots), oldest first.
    history: list[JSON] = field(default_factory=list)

    @property
    def author_id(self) -> int:
        return self.author.id

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MESSAGE_FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & MESSAGE_FLAG_LOADING)

    @property
    def files(self) -> list[FakeAttachment]:
        return self.attachments

    def attachment(self, filename: str) -> FakeAttachment:
        for att in self.attachments:
            if att.filename == filename:
                return att
        raise LookupError(f"no attachment {filename!r} on message {self.id}: {[a.filename for a in self.attachments]}")

    def all_components(self) -> list[JSON]:
        return list(walk_components(self.components))

    def custom_ids(self) -> list[str]:
        """All component custom_ids on the message, in display order."""
        return [c["custom_id"] for c in walk_components(self.components) if "custom_id" in c]

    def component(self, custom_id: str) -> JSON:
        for c in walk_components(self.components):
            if c.get("custom_id") == custom_id:
                return c
        raise LookupError(f"no component {custom_id!r} on message {self.id}; custom ids: {self.custom_ids()}")

    def buttons(self) -> list[JSON]:
        return [c for c in walk_components(self.components) if c.get("type") == 2]

    def button_labels(self) -> list[str]:
        return [str(c.get("label", "")) for c in self.buttons()]

    def select_values(self, custom_id: str) -> list[str]:
        """The option values of a string select."""
        return [str(o["value"]) for o in self.component(custom_id).get("options", [])]

    def mentioned_user_ids(self) -> list[int]:
        """Users this message really pings, following Discord's ``allowed_mentions`` rules."""
        in_content = [int(m) for m in _USER_MENTION.findall(self.content)]
        am = self.allowed_mentions
        if am is None:
            return list(dict.fromkeys(in_content))
        if "users" in am.get("parse", []):
            return list(dict.fromkeys(in_content))
        allowed = {int(u) for u in am.get("users", [])}
        return list(dict.fromkeys(u for u in in_content if u in allowed))

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [self._mentioned(user_id) for user_id in self.mentioned_user_ids()],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.message_reference is not None:
            data["message_reference"] = self.message_reference
        return data

    def _mentioned(self, user_id: int) -> JSON:
        user = self.directory.get(user_id)
        if user is not None:
            return user.payload()
        # Someone who is not a member: Discord still gives a whole user object.
        return FakeUser(id=user_id, name=str(user_id)).payload()

    def event_payload(self) -> JSON:
        """The message as a MESSAGE_CREATE or MESSAGE_UPDATE dispatch carries it: with its guild's id, which a
        message answered over REST lacks (the fake dispatches no direct message)."""
        return {**self.payload(), "guild_id": str(self.guild_id)}

    def __repr__(self) -> str:
        flags = []
        if self.ephemeral:
            flags.append("ephemeral")
        if self.loading:
            flags.append("loading")
        if self.deleted:
            flags.append("deleted")
        return (
            f"<FakeMessage id={self.id} content={self.content!r} embeds={len(self.embeds)} "
            f"files={[a.filename for a in self.attachments]} custom_ids={self.custom_ids()} {' '.join(flags)}>"
        )


@dataclass
class DiscordErrorRecord:
    """An error the fake returned to the bot."""

    status: int
    code: int
    message: str
    method: str
    path: str


@dataclass(eq=False)
class FakeInteraction:
    """One interaction the fake pushed to the bot, and everything the bot answered to it."""

    id: int
    token: str
    type: int
    user: FakeUser
    channel: FakeChannel
    payload: JSON
    created_at: float
    #: Message the component was on (component interactions, modals opened from a component).
    source_message: FakeMessage | None = None
    #: The shard of the gateway session the interaction was pushed to (None: a session holding every shard).
    shard_id: int | None = None
    response_type: int | None = None
    #: Raw ``data`` of the initial response.
    response_data: JSON | None = None
    choices: list[JSON] = field(default_factory=list)
    #: The modal the bot opened (response type 9): {"custom_id", "title", "components"}.
    modal: JSON | None = None
    original: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    errors: list[DiscordErrorRecord] = field(default_factory=list)
    expired: bool = False
    responded: asyncio.Event = field(default_factory=asyncio.Event)
    finished: asyncio.Event = field(default_factory=asyncio.Event)
    _messages: list[FakeMessage] = field(default_factory=list)

    # -- waiting -------------------------------------------------------------------------------------

    async def done(self, timeout: float = 5.0) -> FakeInteraction:  # noqa: ASYNC109
        """Wait until the bot's first response arrived; if it deferred, also until the first follow-up/edit.

        Also returns when the first response was refused (10062). Raises ``TimeoutError`` otherwise.
        """
        try:
            await asyncio.wait_for(self.finished.wait(), timeout)
        except TimeoutError:
            state = "no response" if self.response_type is None else f"response type {self.response_type}"
            raise TimeoutError(
                f"interaction {self.id} ({self.describe()}) not done after {timeout}s: {state}, errors={self.errors}"
            ) from None
        return self

    async def responded_wait(self, timeout: float = 5.0) -> FakeInteraction:  # noqa: ASYNC109
        """Wait only for the initial response (or its refusal)."""
        await asyncio.wait_for(self.responded.wait(), timeout)
        return self

    def describe(self) -> str:
        data = self.payload.get("data", {})
        return str(data.get("name") or data.get("custom_id") or self.type)

    # -- results -------------------------------------------------------------------------------------

    @property
    def messages(self) -> list[FakeMessage]:
        """Every message produced (or, for updates, edited) by this interaction, in order, minus deleted ones."""
        return [m for m in self._messages if not m.deleted]

    @property
    def message(self) -> FakeMessage | None:
        """The first/main message of the interaction, if any."""
        msgs = self.messages
        return msgs[0] if msgs else None

    @property
    def last(self) -> FakeMessage | None:
        msgs = self.messages
        return msgs[-1] if msgs else None

    @property
    def content(self) -> str:
        return self.message.content if self.message else ""

    @property
    def embeds(self) -> list[JSON]:
        return self.message.embeds if self.message else []

    @property
    def components(self) -> list[JSON]:
        return self.message.components if self.message else []

    @property
    def files(self) -> list[FakeAttachment]:
        return self.message.attachments if self.message else []

    def custom_ids(self) -> list[str]:
        return self.message.custom_ids() if self.message else []

    @property
    def ephemeral(self) -> bool:
        """Whether the reply was ephemeral (flag 64 on the first message this interaction produced)."""
        if self.response_type in (DEFERRED_CHANNEL_MESSAGE, CHANNEL_MESSAGE) and self.response_data is not None:
            return bool(int(self.response_data.get("flags", 0) or 0) & MESSAGE_FLAG_EPHEMERAL)
        msg = self.message
        return bool(msg and msg.ephemeral)

    @property
    def error_codes(self) -> list[int]:
        return [e.code for e in self.errors]

    def _touch(self, msg: FakeMessage) -> None:
        if msg not in self._messages:
            self._messages.append(msg)

    def __repr__(self) -> str:
        return (
            f"<FakeInteraction id={self.id} {self.describe()!r} response_type={self.response_type} "
            f"messages={self.messages} errors={self.error_codes}>"
        )
