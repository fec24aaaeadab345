"""The sandbox's page: an aiohttp server (loopback by default) that shows the local Discord's channels to one
member at a time and turns what that member does on the page (a slash command typed, a button pressed, a menu
chosen) into the interactions Discord would send the bot.

The page asks the local Discord exactly what a Discord client would: an invalid command or option is refused
here with the fake's own reason, as Discord's client refuses it before the bot hears of it.
"""

from __future__ import annotations

import contextlib
import json
import logging
from importlib import resources
from typing import Any

from aiohttp import web

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeInteraction, FakeUser
from bot.sandbox.views import message_json, seen_by, world_json, world_signature
from bot.sandbox.world import LOCALES

log = logging.getLogger(__name__)

# How long an action waits for the bot's answer before the page is told "sent" (the answer still arrives live).
ANSWER_WAIT_SECONDS = 10.0
# How often the live stream says it is alive when nothing happens (a proxy or the browser may close a silent one).
KEEPALIVE_SECONDS = 15.0
STATIC = {
    "/": ("index.html", "text/html"),
    "/app.js": ("app.js", "text/javascript"),
    "/app.css": ("app.css", "text/css"),
}
# What the fake raises for input Discord's client would refuse (an unknown option, a value outside its choices).
REFUSED = (LookupError, ValueError, TypeError)

FAKE_KEY = web.AppKey("fake", FakeDiscord)
MEMBERS_KEY = web.AppKey("members", tuple[FakeUser, ...])


def make_app(fake: FakeDiscord, members: tuple[FakeUser, ...]) -> web.Application:
    app = web.Application()
    app[FAKE_KEY] = fake
    app[MEMBERS_KEY] = members
    for path in STATIC:
        app.router.add_get(path, _static)
    app.router.add_get("/favicon.ico", _no_icon)
    app.router.add_get("/fonts/{name}", _font)
    app.router.add_get("/api/world", _world)
    app.router.add_get("/api/messages", _messages)
    app.router.add_get("/api/events", _events)
    app.router.add_get("/attachments/{message}/{attachment}", _attachment)
    app.router.add_post("/api/command", _command)
    app.router.add_post("/api/autocomplete", _autocomplete)
    app.router.add_post("/api/click", _click)
    app.router.add_post("/api/select", _select)
    app.router.add_post("/api/locale", _locale)
    return app


async def _static(request: web.Request) -> web.Response:
    name, content_type = STATIC[request.path]
    text = resources.files("bot.sandbox").joinpath("static", name).read_text(encoding="utf-8")
    return web.Response(text=text, content_type=content_type, headers={"Cache-Control": "no-store"})


# The fonts the bot draws its pictures with (render/fonts, subsets holding every character of its five languages):
# the page writes the bot's words with them too, so Chinese shows on a machine without Chinese fonts.
FONTS = {
    "NotoSans-Regular-subset.ttf",
    "NotoSans-Bold-subset.ttf",
    "NotoSansSC-Regular-subset.ttf",
    "NotoSansSC-Bold-subset.ttf",
    "NotoSansTC-Regular-subset.ttf",
    "NotoSansTC-Bold-subset.ttf",
}


async def _font(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    if name not in FONTS:
        raise web.HTTPNotFound()
    data = resources.files("render").joinpath("fonts", name).read_bytes()
    return web.Response(body=data, content_type="font/ttf", headers={"Cache-Control": "max-age=86400"})


async def _no_icon(request: web.Request) -> web.Response:
    return web.Response(status=204)


def _fake(request: web.Request) -> FakeDiscord:
    return request.app[FAKE_KEY]


def _member(request: web.Request, user_id: Any) -> FakeUser:
    for member in request.app[MEMBERS_KEY]:
        if str(member.id) == str(user_id):
            return member
    raise web.HTTPBadRequest(text="no such member")


def _channel(request: web.Request, channel_id: Any) -> FakeChannel:
    try:
        return _fake(request).channel(int(channel_id))
    except (LookupError, ValueError, TypeError):
        raise web.HTTPBadRequest(text="no such channel") from None


async def _world(request: web.Request) -> web.Response:
    return web.json_response(world_json(_fake(request), request.app[MEMBERS_KEY]) | {"locales": list(LOCALES)})


async def _messages(request: web.Request) -> web.Response:
    fake = _fake(request)
    viewer = _member(request, request.query.get("user"))
    channel = _channel(request, request.query.get("channel"))
    return web.json_response([message_json(fake, message) for message in seen_by(fake, channel, viewer)])


def _activity(fake: FakeDiscord) -> tuple[int, int, int]:
    """Changes whenever the bot sent the local Discord anything or a member acted."""
    return (len(fake.requests), len(fake.interactions), len(fake.all_messages))


async def _events(request: web.Request) -> web.StreamResponse:
    """Server-sent events: a line whenever something may have changed; the page then asks for what it shows.
    ``world`` says the server's list changed too (a thread opened by the bot, archived, reopened), so the sidebar
    follows at once, as Discord's does on THREAD_CREATE and THREAD_UPDATE; ``changed`` that only messages may
    have."""
    fake = _fake(request)
    members = request.app[MEMBERS_KEY]
    stream = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"})
    await stream.prepare(request)
    seen = [_activity(fake)]
    listed = [world_signature(fake, members)]

    def changed() -> bool:
        # A thread archived for quiet is no request of the bot's: the list is looked at too.
        return _activity(fake) != seen[0] or world_signature(fake, members) != listed[0]

    with contextlib.suppress(ConnectionResetError):
        await stream.write(b"data: hello\n\n")
        while True:
            try:
                await fake.wait_until(changed, KEEPALIVE_SECONDS)
            except TimeoutError:
                await stream.write(b": still here\n\n")
                continue
            seen[0] = _activity(fake)
            now_listed = world_signature(fake, members)
            if now_listed != listed[0]:
                listed[0] = now_listed
                await stream.write(b"data: world\n\n")
            else:
                await stream.write(b"data: changed\n\n")
    return stream


async def _attachment(request: web.Request) -> web.Response:
    fake = _fake(request)
    try:
        message = fake.message(int(request.match_info["message"]))
        wanted = int(request.match_info["attachment"])
    except (KeyError, ValueError):
        raise web.HTTPNotFound() from None
    for attachment in message.attachments:
        if attachment.id == wanted:
            return attachment.served()
    raise web.HTTPNotFound()


async def _body(request: web.Request) -> dict[str, Any]:
    try:
        body = await request.json()
    except json.JSONDecodeError:
        raise web.HTTPBadRequest(text="the body is not JSON") from None
    if not isinstance(body, dict):
        raise web.HTTPBadRequest(text="the body is not a JSON object")
    return body


async def _answered(fake: FakeDiscord, interaction: FakeInteraction) -> web.Response:
    """Waits for the bot's answer (it arrives on the live stream anyway), then says how it went."""
    with contextlib.suppress(TimeoutError):
        await interaction.done(ANSWER_WAIT_SECONDS)
    _log_violations(fake)
    return web.json_response({"ok": True, "errors": interaction.error_codes})


def _log_violations(fake: FakeDiscord) -> None:
    """What Discord would have refused of the bot's requests (the local Discord refused it too): a line each in
    the sandbox's log, for whoever changes the bot."""
    for violation in fake.take_violations():
        log.warning("Discord would refuse what the bot sent: %s", violation)


def _refused(error: Exception) -> web.Response:
    return web.json_response({"ok": False, "refused": str(error)}, status=422)


async def _command(request: web.Request) -> web.Response:
    body = await _body(request)
    user, channel = _member(request, body.get("user")), _channel(request, body.get("channel"))
    try:
        interaction = await _fake(request).slash(user, channel, str(body.get("command", "")), body.get("options") or {})
    except REFUSED as error:
        return _refused(error)
    return await _answered(_fake(request), interaction)


async def _autocomplete(request: web.Request) -> web.Response:
    body = await _body(request)
    user, channel = _member(request, body.get("user")), _channel(request, body.get("channel"))
    try:
        interaction = await _fake(request).autocomplete(
            user, channel, str(body.get("command", "")), body.get("options") or {}, focused=body.get("focused")
        )
        await interaction.done(ANSWER_WAIT_SECONDS)
    except REFUSED as error:
        return _refused(error)
    except TimeoutError:
        return web.json_response({"ok": True, "choices": []})
    return web.json_response({"ok": True, "choices": interaction.choices})


async def _click(request: web.Request) -> web.Response:
    body = await _body(request)
    user = _member(request, body.get("user"))
    try:
        interaction = await _fake(request).click(user, int(body.get("message", 0)), str(body.get("custom_id", "")))
    except REFUSED as error:
        return _refused(error)
    return await _answered(_fake(request), interaction)


async def _select(request: web.Request) -> web.Response:
    body = await _body(request)
    user = _member(request, body.get("user"))
    values = body.get("values")
    if not isinstance(values, list):
        return _refused(ValueError("values must be a list"))
    try:
        interaction = await _fake(request).select(
            user, int(body.get("message", 0)), str(body.get("custom_id", "")), values
        )
    except REFUSED as error:
        return _refused(error)
    return await _answered(_fake(request), interaction)


async def _locale(request: web.Request) -> web.Response:
    """A member's own language (Discord's client setting), or the server's (its "preferred locale") when no user
    is named: the next interactions carry it, as Discord's do."""
    body = await _body(request)
    locale = str(body.get("locale", ""))
    if locale not in LOCALES:
        return _refused(ValueError(f"locale must be one of {', '.join(LOCALES)}"))
    if body.get("user") is None:
        await _fake(request).change_guild_locale(locale)
    else:
        _member(request, body.get("user")).locale = locale
    return web.json_response({"ok": True})
