"""Message catalogs and the command translator.

English is the source language: the bot's own texts in ``bot.i18n.en``, each game's plugin's texts (its panel, its
words for the channel, its rules guide, its commands and options) in ``bot.plugins.<game>.texts.en``, and each game's
texts (rule messages, move labels, the words inside refusals, the words drawn in its pictures) beside the engine or
renderer that uses them. Each other language has the same ids (``fr``, ``ru``, ``zh_CN``, ``zh_TW``, named after
Discord's locale codes): the bot's texts in its package here (``bot.i18n.fr``), and each plugin's in its own
``texts.<language>`` module (the engine's and pictures' words too), so adding a game edits no catalog here. An id a
catalog lacks falls back to English, so a partial translation never breaks a reply (``tests/bot/i18n/test_catalogs.py``
reports every missing one).

A message is a ``str.format`` template, or, when it counts something, a dict of CLDR plural categories
(``{"one": "{count} move", "other": "{count} moves"}``) chosen by its ``count`` parameter with the language's own
plural rules (Babel's CLDR data: Russian has one, few, many and other); an exact form such as ``"=0"`` comes first
where a category would say something untrue (French counts 0 as "one").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import import_module
from pkgutil import iter_modules
from typing import Any, Literal, Protocol, runtime_checkable

import discord
from babel import Locale
from babel.lists import format_list
from discord import app_commands

from bot.i18n import en
from bot.i18n.elision import fill as fill_french
from bot.i18n.han_spacing import fill as fill_chinese
from bot.i18n.russian_cases import fill as fill_russian
from games import registry
from render.registry import renderer_of
from render.words import MINUS, Words

Message = str | Mapping[str, str]

SOURCE = "en"
# Discord's locale code -> the catalog module of that language.
LANGUAGES = {"fr": "fr", "ru": "ru", "zh-CN": "zh_CN", "zh-TW": "zh_TW"}
# Locale codes as Babel reads them, for plural rules.
_BABEL = {"en": "en", "fr": "fr", "ru": "ru", "zh-CN": "zh_Hans_CN", "zh-TW": "zh_Hant_TW"}


# Where the plugins' texts are: ``bot.plugins.<game>.texts.<language module>``. Found by name, not imported: those
# modules import nothing, so the lowest floor may load them, and the catalogs are whole whether or not the plugins
# were registered before this module was first imported (a worker process drawing a replay registers none).
PLUGINS = "bot.plugins"


def _plugin_texts(module: str) -> list[Mapping[str, Message]]:
    """The ``MESSAGES`` of every plugin's ``texts.<module>``, in the plugins' order (a plugin without texts in that
    language has none)."""
    plugins = import_module(PLUGINS)
    found: list[Mapping[str, Message]] = []
    for plugin in sorted(info.name for info in iter_modules(plugins.__path__) if info.ispkg):
        texts = import_module(f"{PLUGINS}.{plugin}.texts")
        if any(info.name == module for info in iter_modules(texts.__path__)):
            found.append(import_module(f"{PLUGINS}.{plugin}.texts.{module}").MESSAGES)
    return found


def _catalog(package: str, module: str) -> dict[str, Message]:
    """One language's catalog: the bot's texts, then every plugin's in that language."""
    merged: dict[str, Message] = dict(import_module(package).MESSAGES)
    for texts in _plugin_texts(module):
        merged.update(texts)
    return merged


def _load() -> dict[str, dict[str, Message]]:
    return {code: _catalog(f"bot.i18n.{module}", module) for code, module in LANGUAGES.items()}


# The English source: the bot's texts and every plugin's.
ENGLISH: dict[str, Message] = _catalog(en.__name__, SOURCE)
CATALOGS: dict[str, dict[str, Message]] = _load()


def add_texts(code: str, messages: Mapping[str, Message]) -> None:
    """Adds texts in the language of ``code`` ("en", or one of ``LANGUAGES``) to its catalog: the texts of a plugin
    kept outside ``bot.plugins`` (``bot.plugin_registry``; the test suite's game)."""
    catalog = ENGLISH if code == SOURCE else CATALOGS[code]
    catalog.update(messages)


def language(locale: str | None) -> str:
    """The catalog language for a Discord locale: one of ``LANGUAGES``, else English (``en-US``, ``pt-BR``...)."""
    if locale in LANGUAGES:
        return locale
    return SOURCE


def english(key: str) -> Message:
    """The English source of ``key``: the bot's catalog, or a game's own rule messages (``game.<id>.<key>``)."""
    if key in ENGLISH:
        return ENGLISH[key]
    return _game_source(key)


# A board's picture asks for a hundred words or so, each found through its game's tables: found once per key. (A
# key not found raises, and is not remembered: a game registered later still finds its own.)
@lru_cache(maxsize=8192)
def _game_source(key: str) -> Message:
    """The English of a key a game's engine or renderer holds (rule messages, labels, terms, title, pictures)."""
    if key.startswith(("game.", "label.", "term.")):
        kind, game_id, message_key = key.split(".", 2)
        game = registry.get(game_id)
        tables = {"game": "MESSAGES", "label": "LABELS", "term": "TERMS"}
        table = getattr(game, tables[kind]) if game is not None else {}
        if message_key in table:
            return table[message_key]
    if key.startswith("title."):
        game = registry.get(key.split(".", 1)[1])
        if game is not None:
            return game.title
    if key.startswith("picture."):
        _kind, game_id, word = key.split(".", 2)
        renderer = renderer_of(game_id)
        if renderer is not None and word in renderer.WORDS:
            return renderer.WORDS[word]
    raise KeyError(f"no message {key!r} in the catalog")


def _message(key: str, locale: str | None) -> tuple[Message, str]:
    code = language(locale)
    catalog = CATALOGS.get(code)
    if catalog is not None and key in catalog:
        return catalog[key], code
    return english(key), SOURCE


@cache
def _plural_rule(code: str) -> Any:
    return Locale.parse(babel_locale(code)).plural_form


def plural_category(code: str, count: float) -> str:
    """The CLDR plural category of ``count`` in language ``code`` ("one", "few", "many", "other"...)."""
    return str(_plural_rule(code)(count))


def listed(items: Sequence[str], locale: str | None, style: Literal["standard", "or"] = "standard") -> str:
    """``items`` as one list in ``locale``'s language, with its own separators and conjunction (CLDR's list
    patterns through Babel): "A, B and C", "A, B et C", "A, B и C", "A、B和C". ``style="or"`` joins with "or".

    A Chinese conjunction (和, 或) set right against a name or a number gets a space on that side, as Chinese
    typesetting spaces Latin letters and digits from the characters around them ("@carol 和 @dave", "1 影响力和
    2 知识"); CLDR's patterns have no spaces because they assume Chinese words on both sides."""
    marks = [f"\x00{index}\x00" for index in range(len(items))]
    joined = format_list(marks, style=style, locale=babel_locale(language(locale)))
    parts = _MARK.split(joined)  # separators and conjunctions at even places, item numbers at odd ones
    out: list[str] = []
    for place, part in enumerate(parts):
        if place % 2:
            out.append(items[int(part)])
            continue
        if _CJK.fullmatch(part):  # a conjunction or separator of Chinese characters only
            before = items[int(parts[place - 1])] if place > 0 else ""
            after = items[int(parts[place + 1])] if place + 1 < len(parts) else ""
            # Discord's bold, strikethrough and spoiler marks show no character: a bold game name is read by its
            # words ("**哥本哈根**和**四色牌**", not "哥本哈根 和 四色牌" once Discord hides the marks).
            before, after = before.rstrip(_MARKDOWN), after.lstrip(_MARKDOWN)
            spaced_before = bool(before) and part not in _CJK_PUNCTUATION and not _CJK.match(before[-1])
            spaced_after = bool(after) and part not in _CJK_PUNCTUATION and not _CJK.match(after[0])
            part = (" " if spaced_before else "") + part + (" " if spaced_after else "")
        out.append(part)
    return "".join(out)


_MARK = re.compile("\x00(\\d+)\x00")
_CJK = re.compile("[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+")
# Chinese punctuation (、，) already carries its own space; only words (和, 或) take one beside Latin or digits.
_CJK_PUNCTUATION = frozenset("、，；")
_MARKDOWN = "*~|"  # Discord's marks around a word that take no room once shown (bold, strikethrough, spoiler)


def series(items: Sequence[str], locale: str | None) -> str:
    """``items`` side by side without a conjunction, for entries that each stand alone ("@A +11, @B -11"): the
    language's own separator (``list.separator``: a comma, or 、 in Chinese)."""
    return t("list.separator", locale).join(items)


def clauses(items: Sequence[str], locale: str | None, case: str | None = None) -> str:
    """Steps of one plan, each a clause of its own ("take die 3; change it to red 4; take 4 deniers"): joined by
    the language's ``list.clauses`` (a semicolon, ； in Chinese), the last one by its ``list.clauses_last`` (the same
    mark, or a conjunction where the language makes the steps one sentence: "…, le passer en blanc 4 et prendre 4
    savoirs"); in grammatical ``case`` (``CASES``), with the marks of that form where the language has them."""
    if len(items) < 2:
        return "".join(items)

    def mark(key: str) -> str:  # in ``case``, the marks of steps in that form ("…, le change en blanc 4 et gagne…")
        return inflected(key, case, locale) if case is not None else t(key, locale)

    return mark("list.clauses").join(items[:-1]) + mark("list.clauses_last") + items[-1]


@runtime_checkable
class Localised(Protocol):
    """A value a message shows in its own language (a duration, say): ``t`` writes it in the message's language."""

    def in_language(self, code: str) -> str: ...


def babel_locale(code: str) -> str:
    """Babel's name of a catalog language, for its CLDR data (plural rules, units)."""
    return _BABEL[code]


def signed(number: int) -> str:
    """A negative whole number as the five languages print it, with a minus sign rather than a hyphen."""
    return f"{MINUS}{-number}" if number < 0 else str(number)


CHINESE = frozenset({"zh-CN", "zh-TW"})


def t(key: str, locale: str | None = None, **params: Any) -> str:
    """The message ``key`` in ``locale`` (falling back to English), with ``params`` filled in; a ``Localised``
    parameter is written in the language the message is shown in."""
    message, code = _message(key, locale)
    if not isinstance(message, str):
        count = params.get("count", 0)
        # An exact form ("=0", as ICU writes it) comes before the plural category: French counts 0 as "one".
        exact = message.get(f"={count}") if isinstance(count, int) else None
        message = exact if exact is not None else message.get(plural_category(code, count), message["other"])
    if not params:
        return message
    # A runtime-checkable protocol check is slow; plain numbers and texts, most parameters, skip it.
    shown = {
        name: (signed(value) if isinstance(value, int) and value < 0 else value)
        if isinstance(value, str | int | float) or not isinstance(value, Localised)
        else value.in_language(code)
        for name, value in params.items()
    }
    if code == "fr":  # elision before a name or word a placeholder brings ("Main d'Amélie"): bot.i18n.elision
        return fill_french(message, shown)
    if code in CHINESE:  # no space between Chinese words a placeholder brings and the text around it
        return fill_chinese(message, shown)
    if code == "ru":  # a name in the case its template asks for ("кроме {names:gen}"): bot.i18n.russian_cases
        return fill_russian(message, shown)
    return message.format(**shown)


# Grammatical cases a language may give a word in besides the one its key holds: ``<key>.acc`` is the accusative of
# ``<key>`` ("белую колесницу (車)" beside "белая колесница (車)"). Only languages that decline define them;
# ``inflected`` falls back to the key itself everywhere else, so English and the others read as before.
# ``<key>.said`` is a form of the same kind, for a step of a plan the table is told a player took, where the plan's
# own words cannot be reused: French words a plan in infinitives ("prendre le dé 1"), the table reads "prend le dé 1".
CASES = ("acc", "said")


def inflected(key: str, case: str, locale: str | None = None, **params: Any) -> str:
    """The message ``key`` in grammatical ``case`` (one of ``CASES``) where ``locale``'s language defines that form
    (``<key>.<case>``), else ``key`` itself."""
    assert case in CASES, case
    catalog = CATALOGS.get(language(locale))
    if catalog is not None and f"{key}.{case}" in catalog:
        return t(f"{key}.{case}", locale, **params)
    return t(key, locale, **params)


class _PictureWords:
    """The ``Words`` a game's pictures are drawn in for one language: its catalog's ``picture.<game>.*``.

    A board asks for a hundred words or so, most of them without parameters and the same on every board: those
    are looked up once and kept (the catalogs do not change while the bot runs)."""

    def __init__(self, game_id: str, locale: str | None) -> None:
        self._prefix = f"picture.{game_id}."
        self._locale = locale
        self._plain: dict[str, str] = {}

    def __call__(self, key: str, /, **params: Any) -> str:
        if params:
            return t(self._prefix + key, self._locale, **params)
        word = self._plain.get(key)
        if word is None:
            word = self._plain[key] = t(self._prefix + key, self._locale)
        return word


@lru_cache(maxsize=256)  # the games times the locales Discord has
def picture_words(game_id: str, locale: str | None) -> Words:
    """The words of ``game_id``'s pictures in ``locale``'s language (English for any other locale)."""
    return _PictureWords(game_id, language(locale))


def game_title(game_id: str, locale: str | None) -> str:
    """A game's name as players of ``locale``'s language know it (``title.<game>``; the engine's title in English)."""
    return t(f"title.{game_id}", locale) if has(f"title.{game_id}") else game_id


@dataclass(frozen=True)
class GameName:
    """A game's name as a message parameter, written in the language the message is shown in."""

    game_id: str

    def in_language(self, code: str) -> str:
        return game_title(self.game_id, code)

    def __str__(self) -> str:
        return game_title(self.game_id, None)


def title_str(game_id: str, title: str) -> app_commands.locale_str:
    """A game's name as a slash-command choice, which the translator localises like ``game_title``."""
    return app_commands.locale_str(title, key=f"title.{game_id}")


def has(key: str) -> bool:
    try:
        english(key)
    except KeyError:
        return False
    return True


def name(path: str) -> app_commands.locale_str:
    """The name of a command, group or option (``"game.new"``, ``"play.move"``): English from the catalog's
    ``name.<path>``, localised by the translator; every name must be valid for Discord in every language."""
    return cmd(f"name.{path}")


def cmd(key: str) -> app_commands.locale_str:
    """A command name or description whose English comes from the catalog and which the translator localises."""
    source = ENGLISH[key]
    assert isinstance(source, str), f"{key} counts nothing: it must be a plain text"
    return app_commands.locale_str(source, key=key)


NAME_LOCATIONS = (
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
)


def valid_name(text: str) -> bool:
    """Whether Discord accepts ``text`` as a command, group or option name: 1-32 letters (of any script), digits,
    ``-`` and ``_``, lowercase where the script has case. One bad name makes Discord refuse the whole sync."""
    return 1 <= len(text) <= 32 and all(ch.isalnum() or ch in "-_" for ch in text) and text == text.lower()


class CatalogTranslator(app_commands.Translator):
    """Gives Discord the localised command names, descriptions and choices found in the catalogs."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        catalog = CATALOGS.get(locale.value)
        if key is None or catalog is None:
            return None
        translated = catalog.get(key)
        if not isinstance(translated, str):
            return None
        if context.location in NAME_LOCATIONS and not valid_name(translated):
            return None  # the tests forbid this; should one slip through, the English name stands
        return translated
