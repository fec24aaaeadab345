"""Discord's limits on what one message may carry, and the helpers that make the bot's texts fit by construction.

The numbers are Discord's documented limits (discord-api-docs: ``developers/resources/message.mdx``, "Embed
Limits" and the message content; ``developers/components/reference.mdx`` for buttons and selects;
``developers/interactions/application-commands.mdx`` for autocomplete choices; the same values as the
``maxLength``/``maxItems`` of Discord's OpenAPI description). A request over any of them is refused whole (400,
code 50035), so a text built from catalogs, player names or game data goes through ``shorten``, ``fit_lines``,
``split_embed`` or ``pack_embeds`` rather than trusting that it happens to be short.

Lengths are measured by ``size``: UTF-16 code units, which is Python's ``len`` (code points) except that a
character outside the Basic Multilingual Plane (most emoji) counts twice. Never less than what Discord counts,
whichever of the two it uses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import accumulate
from typing import Any

import discord

# Message content and embeds (message.mdx, "Embed Limits").
CONTENT = 2000
EMBEDS = 10  # embeds in one message
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER_TEXT = 2048
AUTHOR_NAME = 256
EMBED_TOTAL = 6000  # titles, descriptions, field names and values, footers and authors of ALL a message's embeds

# Classic message components (components/reference.mdx).
ACTION_ROWS = 5
ROW_BUTTONS = 5
BUTTON_LABEL = 80
SELECT_PLACEHOLDER = 150
SELECT_OPTIONS = 25
OPTION_TEXT = 100  # a select option's label, value and description
CUSTOM_ID = 100

# Autocomplete answers (application-commands.mdx).
CHOICES = 25
CHOICE_TEXT = 100  # a choice's name, and a string choice's value

ELLIPSIS = "…"
BLANK_NAME = "\u200b"  # a field name that shows nothing: the continuation of the field above


def size(text: str) -> int:
    """``text``'s length as Discord may count it: UTF-16 code units (see the module's docstring)."""
    return len(text.encode("utf-16-le")) // 2


def _prefix(text: str, room: int) -> str:
    """The longest start of ``text`` whose ``size`` is at most ``room``."""
    if size(text) <= room:
        return text
    sizes = accumulate(2 if ord(char) > 0xFFFF else 1 for char in text)
    return text[: sum(1 for total in sizes if total <= room)]


def shorten(text: str, limit: int) -> str:
    """``text`` when it fits in ``limit``; else its start, cut after a line or a word when that keeps most of it,
    then an ellipsis."""
    if size(text) <= limit:
        return text
    room = limit - size(ELLIPSIS)
    cut = _prefix(text, room)
    for separator in ("\n", " "):
        at = cut.rfind(separator)
        if at >= room // 2:
            cut = cut[:at]
            break
    return cut.rstrip() + ELLIPSIS


# ASCII whitespace only: a player's name or a French text keeps its no-break spaces (U+00A0, U+202F), which
# Python's str.split() would turn into plain spaces.
_ASCII_SPACES = re.compile(r"[ \t\r\n\f\v]+")


def channel_name(text: str, limit: int = 100) -> str:
    """``text`` on one line, as a thread's name: each run of ASCII spaces, tabs and line breaks becomes one space
    (no-break spaces stay), then cut to ``limit`` (Discord: a channel's name is 1-100 characters) by ``shorten``."""
    return shorten(_ASCII_SPACES.sub(" ", text).strip(" "), limit)


def _line_parts(line: str, limit: int) -> Iterator[str]:
    """A line in pieces of at most ``limit``, cut after a word where one ends in the second half of a piece."""
    while size(line) > limit:
        cut = _prefix(line, limit) or line[:1]  # at least a character, however small the limit
        at = cut.rfind(" ")
        if at >= limit // 2:
            cut = cut[: at + 1]
        yield cut.rstrip()
        line = line[len(cut) :].lstrip()
    yield line


def split_text(text: str, limit: int) -> list[str]:
    """``text`` in consecutive pieces of at most ``limit``, each made of whole lines where a line fits (a longer
    one is cut between words), without blank lines at either end of a piece. No piece is empty."""
    pieces: list[str] = []
    current: list[str] = []
    used = -1  # size of "\n".join(current); -1 while it is empty
    for line in text.split("\n"):
        for part in _line_parts(line, limit):
            if current and used + 1 + size(part) > limit:
                pieces.append("\n".join(current))
                current, used = [], -1
            current.append(part)
            used += 1 + size(part)
    pieces.append("\n".join(current))
    return [piece.strip("\n") for piece in pieces if piece.strip()]


def fit_lines(
    lines: Sequence[str],
    limit: int,
    more: Callable[[int], str],
    *,
    head: str | None = None,
    latest: bool = False,
    most: int | None = None,
) -> str:
    """``head``, then as many of ``lines`` as fit in ``limit`` (at most ``most``), one a line: the first ones, or
    with ``latest`` the last ones. When some are left out, ``more(count)`` stands for them: after the lines shown,
    or with ``latest`` before them."""
    top = [head] if head is not None else []

    def composed(shown: list[str], left: int) -> str:
        note = [more(left)] if left else []
        return "\n".join([*top, *note, *shown] if latest else [*top, *shown, *note])

    if most is None or len(lines) <= most:
        whole = composed(list(lines), 0)
        if size(whole) <= limit:
            return whole
    order = list(reversed(lines)) if latest else list(lines)
    shown: list[str] = []
    for line in order:
        if most is not None and len(shown) == most:
            break
        trial = [line, *shown] if latest else [*shown, line]
        if size(composed(trial, len(lines) - len(trial))) > limit:
            break
        shown = trial
    return shorten(composed(shown, len(lines) - len(shown)), limit)


# Embeds


def _texts(embed: Mapping[str, Any]) -> list[str]:
    """The texts of an embed (its dict form) that count towards the total."""
    texts = [embed.get("title") or "", embed.get("description") or ""]
    for field in embed.get("fields") or ():
        texts += [field.get("name") or "", field.get("value") or ""]
    texts.append((embed.get("footer") or {}).get("text") or "")
    texts.append((embed.get("author") or {}).get("name") or "")
    return texts


def embed_size(embed: discord.Embed | Mapping[str, Any]) -> int:
    """What ``embed`` counts towards the total of its message."""
    data = embed.to_dict() if isinstance(embed, discord.Embed) else embed
    return sum(size(text) for text in _texts(data))


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """``embed`` with each text shortened to its limit, at most ``EMBED_FIELDS`` fields, and, should it still be
    over the total, its longest texts shortened: the guard for an embed whose texts are short by design."""
    if embed.title:
        embed.title = shorten(embed.title, EMBED_TITLE)
    if embed.description:
        embed.description = shorten(embed.description, EMBED_DESCRIPTION)
    while len(embed.fields) > EMBED_FIELDS:
        embed.remove_field(-1)
    for index, field in enumerate(embed.fields):
        embed.set_field_at(
            index,
            name=shorten(field.name or BLANK_NAME, FIELD_NAME),
            value=shorten(field.value or BLANK_NAME, FIELD_VALUE),
            inline=bool(field.inline),
        )
    if embed.footer.text:
        embed.set_footer(text=shorten(embed.footer.text, FOOTER_TEXT), icon_url=embed.footer.icon_url)
    if embed.author.name:
        embed.set_author(
            name=shorten(embed.author.name, AUTHOR_NAME), url=embed.author.url, icon_url=embed.author.icon_url
        )
    while (excess := embed_size(embed) - EMBED_TOTAL) > 0:
        _shorten_longest(embed, excess)
    return embed


def _shorten_longest(embed: discord.Embed, excess: int) -> None:
    candidates: list[tuple[int, str, int]] = [(size(embed.description or ""), "description", -1)]
    candidates += [(size(field.value or ""), "field", index) for index, field in enumerate(embed.fields)]
    longest, kind, index = max(candidates)
    keep = max(longest - excess, size(ELLIPSIS) + 1)
    if kind == "description":
        embed.description = shorten(embed.description or "", keep)
    else:
        field = embed.fields[index]
        embed.set_field_at(
            index, name=field.name or BLANK_NAME, value=shorten(field.value or "", keep), inline=bool(field.inline)
        )


def split_embed(embed: discord.Embed, total: int = EMBED_TOTAL) -> list[discord.Embed]:
    """``embed`` as one or more embeds, each within every embed limit and at most ``total`` in all, the pages as
    even as the fields allow. A description or a field value too long for its place is cut on line boundaries
    and continued (a continued field under a blank name); the title is on every page, numbered ("Title · 2/3")
    when there are several, the footer on the last one only."""
    title = shorten(embed.title or "", EMBED_TITLE - 8)  # room for " · 99/99"
    footer = shorten(embed.footer.text or "", FOOTER_TEXT)
    reserve = size(title) + 8 + size(footer)
    if reserve >= total:
        raise ValueError(f"a title and footer of {reserve} leave no room in {total}")
    blocks: list[tuple[str, str, bool]] = []  # (name, text, inline); name "" is a description piece
    for piece in split_text(embed.description or "", min(EMBED_DESCRIPTION, total - reserve)):
        blocks.append(("", piece, False))
    for field in embed.fields:
        name = shorten(field.name or BLANK_NAME, min(FIELD_NAME, (total - reserve) // 2))
        room = min(FIELD_VALUE, total - reserve - size(name))
        for number, piece in enumerate(split_text(field.value or BLANK_NAME, room)):
            blocks.append((name if number == 0 else BLANK_NAME, piece, bool(field.inline)))
    pages = _pages(blocks, total - reserve)
    # The same number of pages with the least room each: pages as even as the blocks allow.
    low, high = 1, total - reserve
    while low < high:
        middle = (low + high) // 2
        if len(_pages(blocks, middle)) <= len(pages):
            high = middle
        else:
            low = middle + 1
    pages = _pages(blocks, high)
    built: list[discord.Embed] = []
    for number, page in enumerate(pages, 1):
        shown_title = title if len(pages) == 1 else f"{title} · {number}/{len(pages)}"
        part = discord.Embed(title=shown_title or None, colour=embed.colour, url=embed.url)
        for name, text, inline in page:
            if name:
                part.add_field(name=name, value=text, inline=inline)
            else:
                part.description = text
        if number == len(pages) and footer:
            part.set_footer(text=footer, icon_url=embed.footer.icon_url)
        if number == 1:
            if embed.author.name:
                part.set_author(name=shorten(embed.author.name, AUTHOR_NAME), url=embed.author.url)
            if embed.thumbnail.url:
                part.set_thumbnail(url=embed.thumbnail.url)
        if number == len(pages) and embed.image.url:
            part.set_image(url=embed.image.url)
        built.append(part)
    return built


def _pages(blocks: Sequence[tuple[str, str, bool]], room: int) -> list[list[tuple[str, str, bool]]]:
    """The blocks in order on pages of at most ``room`` and ``EMBED_FIELDS`` fields; a description piece opens a
    page (it can only be a page's description). A block larger than ``room`` has a page of its own."""
    pages: list[list[tuple[str, str, bool]]] = []
    used = fields = 0
    for block in blocks:
        name, text, _inline = block
        cost = size(name) + size(text)
        full = used + cost > room or fields == EMBED_FIELDS or not name  # a description piece opens a page
        if not pages or (pages[-1] and full):
            pages.append([])
            used = fields = 0
        pages[-1].append(block)
        used += cost
        fields += 1 if name else 0
    return pages


def pack_embeds(
    embeds: Iterable[discord.Embed], total: int = EMBED_TOTAL, most: int = EMBEDS
) -> list[list[discord.Embed]]:
    """The embeds, in order, grouped into as few messages as keep each message within ``total`` and ``most``
    embeds; an embed over ``total`` on its own is first split (``split_embed``)."""
    messages: list[list[discord.Embed]] = []
    used = 0
    for embed in embeds:
        for part in [embed] if embed_size(embed) <= total else split_embed(embed, total):
            cost = embed_size(part)
            if not messages or used + cost > total or len(messages[-1]) == most:
                messages.append([])
                used = 0
            messages[-1].append(part)
            used += cost
    return messages


# Components


def option_text(text: str) -> str:
    """A select option's label or description within its limit (values are checked where they are made: a cut
    value would mean something else)."""
    return shorten(text, OPTION_TEXT)
