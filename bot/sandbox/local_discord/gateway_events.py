"""What Discord's documentation says each gateway event carries, as our own table, and the check of every frame the
fake sends against it: the fake's events are what discord.py is fed, so they must be shaped as Discord shapes them.

The table was read from the public ``discord/discord-api-docs`` repository (commit c98d64bc, August 2026); each
object names the file and the structure it comes from. It holds names and types only, written in a small notation
of our own:

- a field name ending in ``?`` may be absent; a type starting with ``?`` may be null;
- types: ``snowflake`` (a string of digits), ``string``, ``integer``, ``number``, ``boolean``, ``timestamp``
  (ISO 8601), ``object`` and ``array`` (of anything: the parts we do not model), the name of another object of the
  table, ``array of T``, ``map of T`` (an object whose values are T), ``T|U`` (either);
- every object is closed: a field the documentation does not give the object is refused, so the fake cannot feed
  discord.py something Discord never sends.

A disagreement is a ``Violation`` whose ``side`` is ``"event"``, counted with the request violations in the run's
tally (``conformance.TALLY``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import fastjsonschema
from fastjsonschema import JsonSchemaValueException
from jsonschema import Draft7Validator

from .conformance import Violation, explain

JSON = dict[str, Any]
Fields = dict[str, str]

# -- objects (developers/resources/*.mdx, developers/topics/permissions.mdx, developers/interactions/*.mdx) --------

USER: Fields = {  # resources/user.mdx, "User Structure"
    "id": "snowflake",
    "username": "string",
    "discriminator": "string",
    "global_name": "?string",
    "avatar": "?string",
    "bot?": "boolean",
    "system?": "boolean",
    "mfa_enabled?": "boolean",
    "banner?": "?string",
    "accent_color?": "?integer",
    "locale?": "string",
    "verified?": "boolean",
    "email?": "?string",
    "flags?": "integer",
    "premium_type?": "integer",
    "public_flags?": "integer",
    "avatar_decoration_data?": "?object",
    "collectibles?": "?object",
    "primary_guild?": "?object",
}

MEMBER: Fields = {  # resources/guild.mdx, "Guild Member Structure"
    "user?": "user",
    "nick?": "?string",
    "avatar?": "?string",
    "banner?": "?string",
    "roles": "array of snowflake",
    "joined_at": "?timestamp",
    "premium_since?": "?timestamp",
    "deaf": "boolean",
    "mute": "boolean",
    "flags": "integer",
    "pending?": "boolean",
    "permissions?": "string",
    "communication_disabled_until?": "?timestamp",
    "avatar_decoration_data?": "?object",
    "collectibles?": "?object",
}

ROLE: Fields = {  # topics/permissions.mdx, "Role Structure" and "Role Colors Structure"
    "id": "snowflake",
    "name": "string",
    "color": "integer",
    "colors": "role_colors",
    "hoist": "boolean",
    "icon?": "?string",
    "unicode_emoji?": "?string",
    "position": "integer",
    "permissions": "string",
    "managed": "boolean",
    "mentionable": "boolean",
    "tags?": "object",
    "flags": "integer",
}
ROLE_COLORS: Fields = {"primary_color": "integer", "secondary_color": "?integer", "tertiary_color": "?integer"}

OVERWRITE: Fields = {"id": "snowflake", "type": "integer", "allow": "string", "deny": "string"}  # resources/channel.mdx

THREAD_METADATA: Fields = {  # resources/channel.mdx, "Thread Metadata Structure"
    "archived": "boolean",
    "auto_archive_duration": "integer",
    "archive_timestamp": "timestamp",
    "locked": "boolean",
    "invitable?": "boolean",
    "create_timestamp?": "?timestamp",
}

THREAD_MEMBER: Fields = {  # resources/channel.mdx, "Thread Member Structure"
    "id?": "snowflake",
    "user_id?": "snowflake",
    "join_timestamp": "timestamp",
    "flags": "integer",
    "member?": "member",
}

CHANNEL: Fields = {  # resources/channel.mdx, "Channel Structure"
    "id": "snowflake",
    "type": "integer",
    "guild_id?": "snowflake",
    "position?": "integer",
    "permission_overwrites?": "array of overwrite",
    "name?": "?string",
    "topic?": "?string",
    "nsfw?": "boolean",
    "last_message_id?": "?snowflake",
    "bitrate?": "integer",
    "user_limit?": "integer",
    "rate_limit_per_user?": "integer",
    "recipients?": "array of user",
    "icon?": "?string",
    "owner_id?": "snowflake",
    "application_id?": "?snowflake",
    "managed?": "boolean",
    "parent_id?": "?snowflake",
    "last_pin_timestamp?": "?timestamp",
    "rtc_region?": "?string",
    "video_quality_mode?": "integer",
    "message_count?": "integer",
    "member_count?": "integer",
    "thread_metadata?": "thread_metadata",
    "member?": "thread_member",
    "default_auto_archive_duration?": "integer",
    "permissions?": "string",
    "flags?": "integer",
    "total_message_sent?": "integer",
    "available_tags?": "array",
    "applied_tags?": "array of snowflake",
    "default_reaction_emoji?": "?object",
    "default_thread_rate_limit_per_user?": "integer",
    "default_sort_order?": "?integer",
    "default_forum_layout?": "integer",
}

ATTACHMENT: Fields = {  # resources/message.mdx, "Attachment Structure"
    "id": "snowflake",
    "filename": "string",
    "title?": "string",
    "description?": "string",
    "content_type?": "string",
    "size": "integer",
    "url": "string",
    "proxy_url": "string",
    "height?": "?integer",
    "width?": "?integer",
    "placeholder?": "string",
    "placeholder_version?": "integer",
    "ephemeral?": "boolean",
    "duration_secs?": "number",
    "waveform?": "string",
    "flags?": "integer",
    "clip_participants?": "array of user",
    "clip_created_at?": "timestamp",
    "application?": "?object",
}

MESSAGE_REFERENCE: Fields = {  # resources/message.mdx, "Message Reference Structure"
    "type?": "integer",
    "message_id?": "snowflake",
    "channel_id?": "snowflake",
    "guild_id?": "snowflake",
    "fail_if_not_exists?": "boolean",
}

MESSAGE: Fields = {  # resources/message.mdx, "Message Structure"
    "id": "snowflake",
    "channel_id": "snowflake",
    "author": "user",
    "content": "string",
    "timestamp": "timestamp",
    "edited_timestamp": "?timestamp",
    "tts": "boolean",
    "mention_everyone": "boolean",
    "mentions": "array of user",
    "mention_roles": "array of snowflake",
    "mention_channels?": "array",
    "attachments": "array of attachment",
    "embeds": "array of object",
    "reactions?": "array",
    "nonce?": "integer|string",
    "pinned": "boolean",
    "webhook_id?": "snowflake",
    "type": "integer",
    "activity?": "object",
    "application?": "object",
    "application_id?": "snowflake",
    "flags?": "integer",
    "message_reference?": "message_reference",
    "message_snapshots?": "array",
    "referenced_message?": "?object",
    "interaction_metadata?": "object",
    "interaction?": "object",
    "thread?": "channel",
    "components?": "array of object",
    "sticker_items?": "array",
    "stickers?": "array",
    "position?": "integer",
    "role_subscription_data?": "object",
    "resolved?": "object",
    "poll?": "object",
    "call?": "object",
    "shared_client_theme?": "object",
}

GUILD: Fields = {  # resources/guild.mdx, "Guild Structure"
    "id": "snowflake",
    "name": "string",
    "icon": "?string",
    "icon_hash?": "?string",
    "splash": "?string",
    "discovery_splash": "?string",
    "owner?": "boolean",
    "owner_id": "snowflake",
    "permissions?": "string",
    "region?": "?string",
    "afk_channel_id": "?snowflake",
    "afk_timeout": "integer",
    "widget_enabled?": "boolean",
    "widget_channel_id?": "?snowflake",
    "verification_level": "integer",
    "default_message_notifications": "integer",
    "explicit_content_filter": "integer",
    "roles": "array of role",
    "emojis": "array of object",
    "features": "array of string",
    "mfa_level": "integer",
    "application_id": "?snowflake",
    "system_channel_id": "?snowflake",
    "system_channel_flags": "integer",
    "rules_channel_id": "?snowflake",
    "max_presences?": "?integer",
    "max_members?": "integer",
    "vanity_url_code": "?string",
    "description": "?string",
    "banner": "?string",
    "premium_tier": "integer",
    "premium_subscription_count?": "integer",
    "preferred_locale": "string",
    "public_updates_channel_id": "?snowflake",
    "max_video_channel_users?": "integer",
    "max_stage_video_channel_users?": "integer",
    "approximate_member_count?": "integer",
    "approximate_presence_count?": "integer",
    "welcome_screen?": "object",
    "nsfw_level": "integer",
    "stickers?": "array of object",
    "premium_progress_bar_enabled": "boolean",
    "safety_alerts_channel_id": "?snowflake",
    "incidents_data": "?object",
}

# events/gateway-events.mdx, "Guild Create Extra Fields"
GUILD_CREATE_EXTRAS: Fields = {
    "joined_at": "timestamp",
    "large": "boolean",
    "unavailable?": "boolean",
    "member_count": "integer",
    "voice_states": "array of object",
    "members": "array of member",
    "channels": "array of channel",
    "threads": "array of channel",
    "presences": "array of object",
    "stage_instances": "array of object",
    "guild_scheduled_events": "array of object",
    "soundboard_sounds": "array of object",
}

# events/gateway-events.mdx, "Message Create Extra Fields" (Message Update: "the same extra fields")
MESSAGE_EVENT_EXTRAS: Fields = {
    "guild_id?": "snowflake",
    "member?": "partial_member",
    "mentions": "array of mentioned_user",
    "channel_type?": "integer",
}

INTERACTION: Fields = {  # interactions/receiving-and-responding.mdx, "Interaction Structure"
    "id": "snowflake",
    "application_id": "snowflake",
    "type": "integer",
    "data?": "object",  # its shape depends on the interaction's type: INTERACTION_DATA below
    "guild?": "partial_guild",
    "guild_id?": "snowflake",
    "channel?": "channel",
    "channel_id?": "snowflake",
    "member?": "member",
    "user?": "user",
    "token": "string",
    "version": "integer",
    "message?": "message",
    "app_permissions": "string",
    "locale?": "string",
    "guild_locale?": "string",
    "entitlements": "array of object",
    "authorizing_integration_owners": "map of snowflake",
    "context?": "integer",
    "attachment_size_limit": "integer",
}

COMMAND_DATA: Fields = {  # same file, "Application Command Data Structure"
    "id": "snowflake",
    "name": "string",
    "type": "integer",
    "resolved?": "resolved",
    "options?": "array of command_option",
    "guild_id?": "snowflake",
    "target_id?": "snowflake",
}
COMMAND_OPTION: Fields = {  # same file, "Application Command Interaction Data Option Structure"
    "name": "string",
    "type": "integer",
    "value?": "string|integer|number|boolean",
    "options?": "array of command_option",
    "focused?": "boolean",
}
COMPONENT_DATA: Fields = {  # same file, "Message Component Data Structure"
    "id?": "integer",  # components/reference.mdx, e.g. "String Select Interaction Response Structure"
    "custom_id": "string",
    "component_type": "integer",
    "values?": "array of string",
    "resolved?": "resolved",
}
MODAL_DATA: Fields = {  # same file, "Modal Submit Data Structure"
    "custom_id": "string",
    "components": "array of object",
    "resolved?": "resolved",
}
RESOLVED: Fields = {  # same file, "Resolved Data Structure"
    "users?": "map of user",
    "members?": "map of partial_member",
    "roles?": "map of role",
    "channels?": "map of channel",
    "messages?": "map of object",
    "attachments?": "map of attachment",
}


def _partial(fields: Fields) -> Fields:
    """A "partial" object of the documentation: the same fields, any of them absent."""
    return {(name if name.endswith("?") else name + "?"): kind for name, kind in fields.items()}


OBJECTS: dict[str, Fields] = {
    "user": USER,
    "mentioned_user": {**USER, "member?": "partial_member"},
    "member": MEMBER,
    "partial_member": _partial(MEMBER),
    "role": ROLE,
    "role_colors": ROLE_COLORS,
    "overwrite": OVERWRITE,
    "thread_metadata": THREAD_METADATA,
    "thread_member": THREAD_MEMBER,
    "channel": CHANNEL,
    "attachment": ATTACHMENT,
    "message_reference": MESSAGE_REFERENCE,
    "message": MESSAGE,
    "guild": GUILD,
    "partial_guild": _partial(GUILD),
    "resolved": RESOLVED,
    "command_option": COMMAND_OPTION,
    "command_data": COMMAND_DATA,
    "component_data": COMPONENT_DATA,
    "modal_data": MODAL_DATA,
}

#: The ``data`` of an interaction by the interaction's type (1 ping has none).
INTERACTION_DATA = {2: "command_data", 3: "component_data", 4: "command_data", 5: "modal_data"}

# -- events (developers/events/gateway-events.mdx, "Receive Events") ----------------------------------------------

EVENTS: dict[str, Fields] = {
    "READY": {  # "Ready Event Fields"
        "v": "integer",
        "user": "user",
        "guilds": "array of unavailable_guild",
        "session_id": "string",
        "resume_gateway_url": "string",
        "shard?": "array of integer",
        "application": "ready_application",
    },
    "RESUMED": {},  # "Resumed": no fields documented
    "GUILD_CREATE": {**GUILD, **GUILD_CREATE_EXTRAS},
    "GUILD_UPDATE": GUILD,
    "GUILD_DELETE": {"id": "snowflake", "unavailable?": "boolean"},
    "GUILD_MEMBER_ADD": {**MEMBER, "guild_id": "snowflake"},
    "GUILD_MEMBERS_CHUNK": {  # "Guild Members Chunk Event Fields"
        "guild_id": "snowflake",
        "members": "array of member",
        "chunk_index": "integer",
        "chunk_count": "integer",
        "not_found?": "array",
        "presences?": "array of object",
        "nonce?": "string",
    },
    "CHANNEL_CREATE": CHANNEL,
    "CHANNEL_UPDATE": CHANNEL,
    "CHANNEL_DELETE": CHANNEL,
    # "Thread Create": a channel, with ``newly_created`` when just made, a thread member when added to one.
    "THREAD_CREATE": {**CHANNEL, "newly_created?": "boolean"},
    "THREAD_UPDATE": CHANNEL,
    "THREAD_DELETE": {"id": "snowflake", "guild_id": "snowflake", "parent_id": "?snowflake", "type": "integer"},
    "MESSAGE_CREATE": {**MESSAGE, **MESSAGE_EVENT_EXTRAS},
    "MESSAGE_UPDATE": {**MESSAGE, **MESSAGE_EVENT_EXTRAS},
    "MESSAGE_DELETE": {"id": "snowflake", "channel_id": "snowflake", "guild_id?": "snowflake"},
    "INTERACTION_CREATE": INTERACTION,
}

EXTRA_OBJECTS: dict[str, Fields] = {
    "unavailable_guild": {"id": "snowflake", "unavailable?": "boolean"},  # resources/guild.mdx, example
    "ready_application": {"id": "snowflake", "flags": "integer"},  # "Ready": a partial application, id and flags
}

# Frames other than dispatches (op 0), by opcode: "Payload Structure" says ``s`` and ``t`` are null then.
HELLO = 10  # "Hello Structure": {"heartbeat_interval": integer}
OPCODES_WITHOUT_DATA = {1, 7, 11}  # heartbeat request, reconnect, heartbeat ACK: ``d`` is null
INVALID_SESSION = 9  # ``d``: whether the session may be resumed

# -- turning the table into JSON Schemas -------------------------------------------------------------------------

_SNOWFLAKE = {"type": "string", "pattern": "^(0|[1-9][0-9]*)$"}
_TIMESTAMP = {"type": "string", "format": "date-time"}
_BASIC: dict[str, JSON] = {
    "snowflake": _SNOWFLAKE,
    "string": {"type": "string"},
    "integer": {"type": "integer"},
    "number": {"type": "number"},
    "boolean": {"type": "boolean"},
    "timestamp": _TIMESTAMP,
    "object": {"type": "object"},
    "array": {"type": "array"},
}


def _type(kind: str) -> JSON:
    """The JSON Schema of one type of the notation."""
    if kind.startswith("?"):
        return {"anyOf": [{"type": "null"}, _type(kind[1:])]}
    if "|" in kind:
        return {"anyOf": [_type(part) for part in kind.split("|")]}
    if kind.startswith("array of "):
        return {"type": "array", "items": _type(kind[len("array of ") :])}
    if kind.startswith("map of "):
        return {"type": "object", "additionalProperties": _type(kind[len("map of ") :])}
    if kind in _BASIC:
        return _BASIC[kind]
    if kind in OBJECTS or kind in EXTRA_OBJECTS:
        return {"$ref": f"#/definitions/{kind}"}
    raise KeyError(f"gateway table: unknown type {kind!r}")


def _object(fields: Fields) -> JSON:
    return {
        "type": "object",
        "properties": {name.rstrip("?"): _type(kind) for name, kind in fields.items()},
        "required": [name for name in fields if not name.endswith("?")],
        "additionalProperties": False,
    }


def _definitions() -> JSON:
    definitions = {name: _object(fields) for name, fields in {**OBJECTS, **EXTRA_OBJECTS}.items()}
    # An interaction's ``data`` is told apart by the interaction's ``type``.
    definitions["interaction_event"] = {
        "allOf": [
            _object(INTERACTION),
            *(
                {
                    "if": {"properties": {"type": {"const": itype}}, "required": ["type"]},
                    "then": {"properties": {"data": {"$ref": f"#/definitions/{name}"}}},
                }
                for itype, name in INTERACTION_DATA.items()
            ),
        ]
    }
    return definitions


def _event_schema(event: str) -> JSON:
    root = {"$ref": "#/definitions/interaction_event"} if event == "INTERACTION_CREATE" else _object(EVENTS[event])
    return {**root, "definitions": _definitions()}


@cache
def _compiled(event: str) -> Callable[[Any], Any]:
    """The event's compiled check, made once per run and event (a dispatch is then checked in microseconds)."""
    return fastjsonschema.compile(_event_schema(event))


def check_frame(frame: JSON) -> list[Violation]:
    """How a frame the fake sends breaks what Discord's documentation gives its opcode and, for a dispatch, its
    event (``t``)."""
    op, event, data = frame.get("op"), frame.get("t"), frame.get("d")
    where = f"gateway op {op}" if op != 0 else f"gateway {event}"
    if op != 0:
        found = []
        if frame.get("s") is not None or event is not None:
            found.append(_event_violation(where, (), "s and t are null unless op is 0"))
        if op == HELLO and not (isinstance(data, dict) and set(data) == {"heartbeat_interval"}):
            found.append(_event_violation(where, ("d",), "Hello carries heartbeat_interval (an integer) alone"))
        elif op in OPCODES_WITHOUT_DATA and data is not None:
            found.append(_event_violation(where, ("d",), "no data with this opcode"))
        elif op == INVALID_SESSION and not isinstance(data, bool):
            found.append(_event_violation(where, ("d",), "whether the session may be resumed: a boolean"))
        return found
    if not isinstance(event, str) or event not in EVENTS:
        return [_event_violation(where, ("t",), "an event Discord's documentation does not describe")]
    if not isinstance(frame.get("s"), int):
        return [_event_violation(where, ("s",), "a dispatch carries its sequence number")]
    return check_event(event, data)


def check_event(event: str, data: Any) -> list[Violation]:
    """How an event's payload breaks the fields Discord's documentation gives it (empty: it agrees)."""
    try:
        _compiled(event)(data)
        return []
    except JsonSchemaValueException as refusal:
        validator = Draft7Validator(_event_schema(event))
        found = [
            _event_violation(f"gateway {event}", *_place_and_rule(cause))
            for error in validator.iter_errors(data)
            for cause in explain(error)
        ]
        return found or [_event_violation(f"gateway {event}", (), refusal.message)]


def _place_and_rule(error: Any) -> tuple[tuple[str | int, ...], str]:
    place = tuple(error.absolute_path)
    if error.validator == "additionalProperties":
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        return (*place, ",".join(extra)), "a field Discord's documentation does not give this object"
    if error.validator == "required":
        missing = [name for name in error.validator_value if name not in error.instance]
        return (*place, ",".join(missing)), "a field Discord always sends"
    return place, error.message[:300]


def _event_violation(where: str, place: tuple[str | int, ...], rule: str) -> Violation:
    return Violation("", where, place, rule, side="event")
