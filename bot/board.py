"""Building the public board post and the private pictures of a game.

Pictures are drawn from views only (the spectator view for anything public), on the drawing thread or, for a
game whose boards are known to be quick, on the event loop (the bot's ``Drawing``, ``bot/drawing.py``).
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import discord

from bot.ai_seats import display_names, is_ai
from bot.discord_limits import CONTENT, fit_embed, shorten, size
from bot.drawing import Drawing
from bot.i18n import GameName, has, listed, picture_words, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.private import private_to
from bot.wording import wording_of
from games.contract import Result, Stage
from render import registry as renderers

BOARD_FILE = "board.png"
PRIVATE_FILE = "private.png"


@dataclass
class BoardPost:
    """Everything a board message carries; sent as an interaction reply, a follow-up or a channel post."""

    content: str
    png: bytes
    embed: discord.Embed
    view: discord.ui.View | None
    mentions: list[int] = field(default_factory=list)

    def kwargs(self) -> dict[str, Any]:
        """For a new message. A fresh file each time: a retried send must not reuse a consumed one."""
        kwargs: dict[str, Any] = {
            "content": self.content,
            "embed": self.embed,
            "file": discord.File(io.BytesIO(self.png), filename=BOARD_FILE),
            "allowed_mentions": allowed_mentions(self.mentions),
        }
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        """For editing an earlier board in place: the picture replaced, the buttons replaced or removed. An
        edit pings nobody, so the mentions matter only for the ping that goes with it."""
        return {
            "content": self.content,
            "embed": self.embed,
            "attachments": [discord.File(io.BytesIO(self.png), filename=BOARD_FILE)],
            "view": self.view,
            "allowed_mentions": allowed_mentions(self.mentions),
        }


def allowed_mentions(users: list[int]) -> discord.AllowedMentions:
    """Only the named users are pinged: never everyone, never a role, never an AI seat."""
    people = [discord.Object(user) for user in users if not is_ai(user)]
    return discord.AllowedMentions(everyone=False, roles=False, users=people)


def message_link(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    """A link that opens the message (or the channel) in Discord."""
    link = f"https://discord.com/channels/{guild_id if guild_id is not None else '@me'}/{channel_id}"
    return link if message_id is None else f"{link}/{message_id}"


def _title(live: LiveGame, locale: str | None) -> str:
    """The game's name and the moment its picture shows, in the very words the picture prints ("Turn 23", "Day 3,
    morning"): one number, one word. A game that names no moment, or whose count would tell a secret (how many
    answers a claim window has had), shows its name alone."""
    moment_of = wording_of(live.engine.id).moment
    moment = moment_of(live, locale) if moment_of is not None else None
    if moment is None:
        return t("game.status_title_plain", locale, game=GameName(live.engine.id))
    return t("game.status_title", locale, game=GameName(live.engine.id), moment=moment)


def ending(live: LiveGame, result: Result, locale: str | None) -> str:
    """The game-over text: why the game ended (the End card, 12 points, resignations), then the standings."""
    if live.engine.result(live.state) is None:
        # Not the rules: resignations left too few players to go on (games.resignation).
        why: str | None = t("game.over.resignations", locale)
    else:
        why_of = wording_of(live.engine.id).ending
        why = why_of(live, locale) if why_of is not None else None
    standings_text = standings(live, result, locale)
    return (
        t("game.over_because", locale, why=why, standings=standings_text)
        if why
        else t("game.over", locale, standings="\n" + standings_text)
    )


def standings(live: LiveGame, result: Result, locale: str | None) -> str:
    order = sorted(range(len(live.seats)), key=lambda seat: (result.places[seat], seat))
    resigned = live.pace.resigned
    # Points or chips in the words of the game's unit where the catalog has one ("3 分", "31 个筹码").
    unit = f"game.score.{live.engine.id}"

    def score(seat: int) -> str | int:
        return t(unit, locale, count=result.scores[seat]) if has(unit) else result.scores[seat]

    def line_key(seat: int) -> str:
        if seat in resigned:
            return "game.place_resigned"
        # A place shared with another seat says so ("并列第 1 名"): "1. Ann", "1. Bob" alone reads like a typo.
        return "game.place_tied" if result.places.count(result.places[seat]) > 1 else "game.place"

    return "\n".join(
        t(
            line_key(seat),
            locale,
            place=result.places[seat],
            user=mention(live.seats[seat], locale),
            score=score(seat),
        )
        for seat in order
    )


async def board_post(drawing: Drawing, live: LiveGame, headline: str, locale: str | None) -> BoardPost:
    """The public board with ``headline`` above it and whose turn it is (mentioned) below; the caller adds the
    buttons while the game goes on."""
    result = live.result()
    draw = partial(
        renderers.public_png,
        live.engine.id,
        live.public_view(),
        display_names(live.seats, live.record.names, locale),
        picture_words(live.engine.id, locale),
        final=result is not None,
    )
    # The end-of-game picture, drawn once per game and unlike the boards before it, goes to the drawing thread.
    png = await (drawing.drawn(draw) if result is not None else drawing.board_drawn(live.id, draw))
    mentions: list[int] = []
    if result is not None:
        tail = ending(live, result, locale)
    else:
        awaited = live.announced_users()
        if live.public.stage is Stage.CLAIM:
            # A claim window pings nobody: pinging everyone it names at every discard would ping each player dozens
            # of times a round, and pinging only those who can claim would show their hands (the players' guide,
            # docs/players/play-by-post.md, "Who is pinged"). It names them all, and the reminders ping them all
            # alike if it stays open.
            key = "game.may_answer"
        else:
            # Seats the bot plays (automatic after timeouts, or resigned) are named but not pinged again.
            played_by_bot = {live.seats[seat] for seat in range(len(live.seats)) if live.pace.played_by_bot(seat)}
            mentions = [user for user in awaited if user not in played_by_bot]
            # "Your move" speaks to the people it pings; a board that waits only for seats the bot plays (AI seats,
            # automatic or resigned ones) says whom it waits for.
            key = "game.next" if mentions else "game.waiting_for"
        tail = t(key, locale, users=listed([mention(user, locale) for user in awaited], locale))
    embed = discord.Embed(
        title=_title(live, locale),
        colour=discord.Colour.from_rgb(0, 114, 178),
    )
    embed.set_image(url=f"attachment://{BOARD_FILE}")
    return BoardPost(post_content(headline, tail), png, fit_embed(embed), None, mentions)


def post_content(headline: str, tail: str) -> str:
    """A board's text: the headline (a move and what it caused, the bot's moves for absent players...), cut
    short if need be so that the line under it, whose turn it is or the standings, always shows whole."""
    if headline:
        headline = shorten(headline, max(CONTENT - size(tail) - 1, CONTENT // 2))
    return shorten("\n".join([headline, tail]) if headline else tail, CONTENT)


async def private_file(drawing: Drawing, live: LiveGame, seat: int, locale: str | None) -> discord.File:
    """The seat's own picture, its texts in ``locale``'s language (the player who asked for it)."""
    with private_to(seat):
        view = live.engine.view(live.state, seat)
    png = await drawing.drawn(
        renderers.private_png,
        live.engine.id,
        view,
        display_names(live.seats, live.record.names, locale),
        picture_words(live.engine.id, locale),
    )
    return discord.File(io.BytesIO(png), filename=PRIVATE_FILE)
