"""Message catalogs and the command translator.

English is the source language (``bot.i18n.en``). Other languages add a catalog with the same ids; a missing
id falls back to English, so a partial translation never breaks a reply.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.i18n.en import MESSAGES as ENGLISH
from games import registry

# Locale code (as Discord names it, e.g. "fr", "ru", "zh-CN") -> catalog. Filled by a later translation issue.
CATALOGS: dict[str, dict[str, str]] = {}


def _template(key: str, locale: str | None) -> str:
    if locale is not None:
        catalog = CATALOGS.get(locale) or CATALOGS.get(locale.split("-")[0])
        if catalog and key in catalog:
            return catalog[key]
    if key in ENGLISH:
        return ENGLISH[key]
    if key.startswith("game."):
        _, game_id, message_key = key.split(".", 2)
        game = registry.get(game_id)
        if game is not None and message_key in game.MESSAGES:
            return game.MESSAGES[message_key]
    raise KeyError(f"no message {key!r} in the catalog")


def t(key: str, locale: str | None = None, **params: Any) -> str:
    """The message ``key`` in ``locale`` (falling back to English), with ``params`` filled in."""
    template = _template(key, locale)
    return template.format(**params) if params else template


def has(key: str) -> bool:
    try:
        _template(key, None)
    except KeyError:
        return False
    return True


def cmd(key: str) -> app_commands.locale_str:
    """A command name or description whose English comes from the catalog and which the translator localises."""
    return app_commands.locale_str(ENGLISH[key], key=key)


class CatalogTranslator(app_commands.Translator):
    """Gives Discord the localised command descriptions found in the catalogs."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        if key is None:
            return None
        catalog = CATALOGS.get(locale.value) or CATALOGS.get(locale.value.split("-")[0])
        return None if catalog is None else catalog.get(key)
