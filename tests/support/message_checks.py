"""What a test checks a message the bot builds against: every Discord limit its payload breaks, one line each
(``check_message``, ``check_choices``), in the words of ``bot/discord_limits.py``, whose limits it reads (looked up
at each call, so a test may lower one). The bot builds its texts to fit with that module's helpers; these checks
are for the tests alone, and the fake Discord applies Discord's own rules to every request besides."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot import discord_limits as limits
from bot.discord_limits import embed_size, size


def message_payload(**kwargs: Any) -> dict[str, Any]:
    """The JSON a message sent with discord.py's ``content``, ``embed``/``embeds`` and ``view`` keywords becomes;
    what ``check_message`` reads."""
    payload: dict[str, Any] = {}
    if kwargs.get("content") is not None:
        payload["content"] = str(kwargs["content"])
    embeds = list(kwargs.get("embeds") or ())
    if kwargs.get("embed") is not None:
        embeds.append(kwargs["embed"])
    if embeds:
        payload["embeds"] = [embed.to_dict() for embed in embeds]
    if kwargs.get("view") is not None:
        payload["components"] = kwargs["view"].to_components()
    return payload


def _over(found: list[str], where: str, text: Any, limit: int) -> None:
    if isinstance(text, str) and size(text) > limit:
        found.append(f"{where}: {size(text)} > {limit}")


def _texts_over(found: list[str], where: str, item: Mapping[str, Any], texts: Mapping[str, int]) -> None:
    for key, limit in texts.items():
        _over(found, f"{where}.{key}", item.get(key), limit)


def check_message(payload: Mapping[str, Any]) -> list[str]:
    """Every Discord limit the message ``payload`` (its JSON: ``content``, ``embeds``, ``components``) breaks,
    one line each; empty when Discord would take it."""
    found: list[str] = []
    _over(found, "content", payload.get("content"), limits.CONTENT)
    embeds = payload.get("embeds") or []
    if len(embeds) > limits.EMBEDS:
        found.append(f"embeds: {len(embeds)} > {limits.EMBEDS}")
    for number, embed in enumerate(embeds):
        where = f"embeds[{number}]"
        _over(found, f"{where}.title", embed.get("title"), limits.EMBED_TITLE)
        _over(found, f"{where}.description", embed.get("description"), limits.EMBED_DESCRIPTION)
        fields = embed.get("fields") or []
        if len(fields) > limits.EMBED_FIELDS:
            found.append(f"{where}.fields: {len(fields)} > {limits.EMBED_FIELDS}")
        for index, field in enumerate(fields):
            for key in ("name", "value"):
                text = field.get(key)
                if not isinstance(text, str) or not text.strip():
                    found.append(f"{where}.fields[{index}].{key}: empty")
            _texts_over(
                found, f"{where}.fields[{index}]", field, {"name": limits.FIELD_NAME, "value": limits.FIELD_VALUE}
            )
        _over(found, f"{where}.footer.text", (embed.get("footer") or {}).get("text"), limits.FOOTER_TEXT)
        _over(found, f"{where}.author.name", (embed.get("author") or {}).get("name"), limits.AUTHOR_NAME)
    total = sum(embed_size(embed) for embed in embeds)
    if total > limits.EMBED_TOTAL:
        found.append(f"embeds total: {total} > {limits.EMBED_TOTAL}")
    rows = payload.get("components") or []
    if len(rows) > limits.ACTION_ROWS:
        found.append(f"components: {len(rows)} rows > {limits.ACTION_ROWS}")
    for row_number, row in enumerate(rows):
        items = row.get("components") or []
        selects = [item for item in items if item.get("type") != discord.ComponentType.button.value]
        if len(items) > limits.ROW_BUTTONS or (selects and len(items) > 1):
            found.append(f"components[{row_number}]: {len(items)} items (5 buttons or one select)")
        for index, item in enumerate(items):
            where = f"components[{row_number}][{index}]"
            _over(found, f"{where}.custom_id", item.get("custom_id"), limits.CUSTOM_ID)
            _over(found, f"{where}.label", item.get("label"), limits.BUTTON_LABEL)
            _over(found, f"{where}.placeholder", item.get("placeholder"), limits.SELECT_PLACEHOLDER)
            options = item.get("options") or []
            if len(options) > limits.SELECT_OPTIONS:
                found.append(f"{where}.options: {len(options)} > {limits.SELECT_OPTIONS}")
            for option_number, option in enumerate(options):
                texts = dict.fromkeys(("label", "value", "description"), limits.OPTION_TEXT)
                _texts_over(found, f"{where}.options[{option_number}]", option, texts)
    return found


def check_choices(choices: Sequence[Any]) -> list[str]:
    """Every limit an autocomplete answer (``app_commands.Choice`` objects or their dicts) breaks."""
    found: list[str] = []
    if len(choices) > limits.CHOICES:
        found.append(f"choices: {len(choices)} > {limits.CHOICES}")
    for number, choice in enumerate(choices):
        data = choice.to_dict() if hasattr(choice, "to_dict") else choice
        _over(found, f"choices[{number}].name", data.get("name"), limits.CHOICE_TEXT)
        _over(found, f"choices[{number}].value", data.get("value"), limits.CHOICE_TEXT)
    return found
