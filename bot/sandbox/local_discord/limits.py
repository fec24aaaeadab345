"""The limits Discord documents that its API description does not encode, as the fake checks them.

From the ``discord/discord-api-docs`` repository: ``developers/resources/message.mdx`` (content, embed limits),
``developers/components/reference.mdx`` (action rows, buttons, selects, custom ids) and
``developers/interactions/application-commands.mdx`` (names, descriptions, options, choices, characters per command,
autocomplete answers). Each check returns the violations it finds, named by field as Discord's ``errors`` tree
names them; an empty list means Discord takes it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import Any

from .conformance import Violation

JSON = dict[str, Any]

CONTENT = 2000
EMBEDS_TOTAL = 6000  # title, description, field names and values, footer text and author name, over all embeds
EMBED_FIELDS = {"title": 256, "description": 4096}
EMBED_FIELD_COUNT = 25
FIELD_NAME, FIELD_VALUE = 256, 1024
FOOTER_TEXT, AUTHOR_NAME = 2048, 256
ACTION_ROWS = 5  # a message without the components-v2 flag
ROW_BUTTONS = 5
CUSTOM_ID = 100
SELECT_OPTIONS = 25
COMPONENTS_V2 = 1 << 15

NAME_LENGTH = 32
DESCRIPTION_LENGTH = 100
OPTIONS = 25
CHOICES = 25
CHOICE_TEXT = 100
COMMAND_CHARACTERS = 4000  # name, description, and options' names, descriptions and choices, in the longest locale
CHAT_INPUT = 1
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2
STRING, INTEGER, NUMBER = 3, 4, 10

Place = tuple[str | int, ...]


class _Found:
    """Collects violations of one request (its method and route) as the checks go."""

    def __init__(self, method: str, route: str) -> None:
        self.method, self.route = method, route
        self.violations: list[Violation] = []

    def add(self, place: Place, rule: str, code: str = "BASE_TYPE_INVALID") -> None:
        self.violations.append(Violation(self.method, self.route, place, rule, code))

    def length(self, place: Place, text: Any, most: int, least: int = 0) -> None:
        if not isinstance(text, str):
            return
        if len(text) > most:
            self.add(place, f"Must be {most} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
        elif len(text) < least:
            self.add(place, f"Must be {least} or more in length.", "BASE_TYPE_MIN_LENGTH")


def message(method: str, route: str, body: JSON, prefix: Place = ()) -> list[Violation]:
    """A message body as sent (create or edit): content, embeds and classic components."""
    found = _Found(method, route)
    found.length((*prefix, "content"), body.get("content"), CONTENT)
    _embeds(found, body.get("embeds") or [], (*prefix, "embeds"))
    if not int(body.get("flags") or 0) & COMPONENTS_V2:
        _components(found, body.get("components") or [], (*prefix, "components"))
    return found.violations


def _embeds(found: _Found, embeds: list[JSON], place: Place) -> None:
    total = 0
    for index, embed in enumerate(embeds):
        at = (*place, index)
        for key, most in EMBED_FIELDS.items():
            found.length((*at, key), embed.get(key), most)
        fields = embed.get("fields") or []
        if len(fields) > EMBED_FIELD_COUNT:
            found.add((*at, "fields"), f"Must be {EMBED_FIELD_COUNT} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
        for number, item in enumerate(fields):
            found.length((*at, "fields", number, "name"), item.get("name"), FIELD_NAME, 1)
            found.length((*at, "fields", number, "value"), item.get("value"), FIELD_VALUE, 1)
        footer = (embed.get("footer") or {}).get("text")
        author = (embed.get("author") or {}).get("name")
        found.length((*at, "footer", "text"), footer, FOOTER_TEXT)
        found.length((*at, "author", "name"), author, AUTHOR_NAME)
        texts = [embed.get("title"), embed.get("description"), footer, author]
        texts += [text for item in fields for text in (item.get("name"), item.get("value"))]
        total += sum(len(text) for text in texts if isinstance(text, str))
    if total > EMBEDS_TOTAL:
        found.add(place, f"Embed size exceeds maximum size of {EMBEDS_TOTAL}", "MAX_EMBED_SIZE_EXCEEDED")


def _components(found: _Found, rows: list[JSON], place: Place) -> None:
    if len(rows) > ACTION_ROWS:
        found.add(place, f"Must be {ACTION_ROWS} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
    custom_ids: set[str] = set()
    for index, row in enumerate(rows):
        children = row.get("components") or []
        if row.get("type") != 1:
            found.add((*place, index, "type"), "A message without the components flag holds action rows only")
        selects = [child for child in children if child.get("type") != 2]
        if selects and len(children) > 1:
            found.add((*place, index, "components"), "A select menu must be alone in its action row")
        if len(children) > ROW_BUTTONS:
            found.add((*place, index, "components"), f"Must be {ROW_BUTTONS} or fewer in length.")
        for number, child in enumerate(children):
            at = (*place, index, "components", number)
            custom_id = child.get("custom_id")
            if isinstance(custom_id, str):
                found.length((*at, "custom_id"), custom_id, CUSTOM_ID, 1)
                if custom_id in custom_ids:
                    found.add(
                        (*at, "custom_id"), "Component custom id cannot be duplicated", "COMPONENT_CUSTOM_ID_DUPLICATED"
                    )
                custom_ids.add(custom_id)
            if child.get("type") == 3:
                options = child.get("options") or []
                if not 1 <= len(options) <= SELECT_OPTIONS:
                    found.add((*at, "options"), f"Must be between 1 and {SELECT_OPTIONS} in length.")


def commands(method: str, route: str, body: Any) -> list[Violation]:
    """A command upload: one command (POST, PATCH) or the list that replaces them all (PUT)."""
    found = _Found(method, route)
    if isinstance(body, list):
        for index, command in enumerate(body):
            if isinstance(command, dict):
                _command(found, command, (index,))
    elif isinstance(body, dict):
        _command(found, body, ())
    return found.violations


def _valid_name(name: str) -> bool:
    """Discord's ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lowercase where a letter has a lowercase."""
    if not 1 <= len(name) <= NAME_LENGTH or name != name.lower():
        return False
    for char in name:
        category = unicodedata.category(char)
        script = unicodedata.name(char, "")
        if char in "-_'" or category[0] in "LN" or script.startswith(("DEVANAGARI", "THAI")):
            continue
        return False
    return True


def _names(found: _Found, thing: JSON, place: Place, *, described: bool) -> None:
    """A command's or option's name and description, and every localisation of them."""
    names = [("name", thing.get("name"))]
    names += [
        (f"name_localizations.{locale}", text) for locale, text in (thing.get("name_localizations") or {}).items()
    ]
    for key, text in names:
        if not isinstance(text, str) or not _valid_name(text):
            found.add(
                (*place, *key.split(".")),
                f"Invalid name {text!r}: 1-32 lowercase letters, digits, - _ '",
                "APPLICATION_COMMAND_INVALID_NAME",
            )
    if not described:
        return
    descriptions = [("description", thing.get("description"))]
    descriptions += [
        (f"description_localizations.{locale}", text)
        for locale, text in (thing.get("description_localizations") or {}).items()
    ]
    for key, text in descriptions:
        found.length((*place, *key.split(".")), text if isinstance(text, str) else "", DESCRIPTION_LENGTH, 1)


def _command(found: _Found, command: JSON, place: Place) -> None:
    chat_input = int(command.get("type") or CHAT_INPUT) == CHAT_INPUT
    _names(found, command, place, described=chat_input)
    if chat_input:
        _options(found, command.get("options") or [], (*place, "options"))
        locales = (
            {""} | set(command.get("name_localizations") or {}) | set(command.get("description_localizations") or {})
        )
        for option in _all_options(command.get("options") or []):
            locales |= set(option.get("name_localizations") or {}) | set(option.get("description_localizations") or {})
        longest = max(characters(command, locale) for locale in locales)
        if longest > COMMAND_CHARACTERS:
            found.add(
                place,
                f"Command exceeds maximum size ({COMMAND_CHARACTERS}): {longest}",
                "APPLICATION_COMMAND_TOO_LARGE",
            )


def _options(found: _Found, options: list[JSON], place: Place) -> None:
    if len(options) > OPTIONS:
        found.add(place, f"Must be {OPTIONS} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
    optional_seen = False
    for index, option in enumerate(options):
        at = (*place, index)
        _names(found, option, at, described=True)
        if option.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP):
            _options(found, option.get("options") or [], (*at, "options"))
            continue
        if option.get("required"):
            if optional_seen:
                found.add((*at, "required"), "Required options must be placed before non-required options")
        else:
            optional_seen = True
        choices = option.get("choices") or []
        if len(choices) > CHOICES:
            found.add((*at, "choices"), f"Must be {CHOICES} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
        if choices and option.get("autocomplete"):
            found.add((*at, "autocomplete"), "Autocomplete cannot be set on an option with choices")
        for number, choice in enumerate(choices):
            found.length((*at, "choices", number, "name"), choice.get("name"), CHOICE_TEXT, 1)
            for locale, text in (choice.get("name_localizations") or {}).items():
                found.length((*at, "choices", number, "name_localizations", locale), text, CHOICE_TEXT, 1)
            found.length((*at, "choices", number, "value"), choice.get("value"), CHOICE_TEXT, 1)


def _all_options(options: list[JSON]) -> Iterator[JSON]:
    for option in options:
        yield option
        yield from _all_options(option.get("options") or [])


def characters(command: JSON, locale: str) -> int:
    """Characters a command counts in one locale: its name and description, and its options' names, descriptions
    and choices (names and values), each in that locale where it has one."""

    def text(thing: JSON, key: str) -> str:
        localised = (thing.get(f"{key}_localizations") or {}).get(locale) if locale else None
        value = localised if localised is not None else thing.get(key)
        return str(value) if value is not None else ""

    count = len(text(command, "name")) + len(text(command, "description"))
    for option in _all_options(command.get("options") or []):
        count += len(text(option, "name")) + len(text(option, "description"))
        for choice in option.get("choices") or []:
            count += len(text(choice, "name")) + len(str(choice.get("value", "")))
    return count


def autocomplete(method: str, route: str, choices: list[JSON], option_type: int | None) -> list[Violation]:
    """An autocomplete answer: its choices' names and values, and values of the focused option's type."""
    found = _Found(method, route)
    if len(choices) > CHOICES:
        found.add(("data", "choices"), f"Must be {CHOICES} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
    wanted = {STRING: (str,), INTEGER: (int,), NUMBER: (int, float)}.get(option_type or STRING, (str,))
    for index, choice in enumerate(choices):
        at: Place = ("data", "choices", index)
        found.length((*at, "name"), choice.get("name"), CHOICE_TEXT, 1)
        value = choice.get("value")
        if not isinstance(value, wanted) or isinstance(value, bool):
            found.add((*at, "value"), f"Value {value!r} is not of the focused option's type", "BASE_TYPE_BAD_TYPE")
        elif isinstance(value, str):
            found.length((*at, "value"), value, CHOICE_TEXT)
    return found.violations
