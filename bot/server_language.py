"""The language of a server's public posts (boards, lobbies, reminders, results): chosen with ``/settings
language``, or "auto", the default, which follows the server's own locale when the bot speaks it and English
otherwise. Private replies follow each member's own language instead (``interaction.locale``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from bot.i18n import LANGUAGES, SOURCE, language
from bot.store import Store

AUTO: Final = "auto"
# What /settings language offers, each named in its own language.
AUTONYMS: Final = {"en": "English", "fr": "Français", "ru": "Русский", "zh-CN": "简体中文", "zh-TW": "繁體中文"}
# The same names inside a sentence ("…on this server: français"): French and Russian write a language's name in
# lowercase in running text, so the replies that name it do not put a capital after a colon; the picker keeps AUTONYMS.
AUTONYMS_IN_TEXT: Final = {**AUTONYMS, "fr": "français", "ru": "русский"}
CHOICES: Final = (AUTO, SOURCE, *LANGUAGES)


def chosen_of(settings: Mapping[str, Any]) -> str:
    """The language a server's settings choose: a language code, or ``AUTO``."""
    chosen = settings.get("language", AUTO)
    return chosen if chosen in CHOICES else AUTO


async def chosen_language(store: Store, guild_id: int | None) -> str:
    """The server's choice: a language code, or ``AUTO``."""
    return chosen_of(await store.guild_settings(guild_id)) if guild_id is not None else AUTO


def resolved(chosen: str, guild_locale: str | None) -> str:
    """The language the posts are written in: the choice, or for ``AUTO`` the server's locale where the bot
    speaks it (English otherwise)."""
    return language(guild_locale) if chosen == AUTO else chosen


async def server_language(store: Store, guild_id: int | None, guild_locale: str | None) -> str:
    return resolved(await chosen_language(store, guild_id), guild_locale)
