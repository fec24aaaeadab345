"""Custom ids of components, each layout written once: the pattern its ``DynamicItem`` class is registered with
(so a press finds its handler after a restart) and the id a new component gets are made from the same parts.

A layout is words separated by ``:``: literal words (``"game"``) and fields (``Field("version", NUMBER)``).
Optional fields come last and may be left out from the end (``cph:7:12:tiles`` and ``cph:7:12:rot:red3:r90:c1``
are one layout).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar, Self

import discord

from bot.discord_limits import CUSTOM_ID, OPTION_TEXT, size
from bot.refusal import Refusal
from bot.replies import refuse


@dataclass(frozen=True)
class Field:
    name: str
    pattern: str
    optional: bool = False
    number: bool = False  # read back as an int


# The largest id a record can have (SQLite's integers, like Discord's snowflakes, are 64-bit signed): a number
# above it in a custom id was never made by the bot.
MAX_ID = 2**63 - 1
# The digits a number field may have: MAX_ID's. A longer number (a forged id may carry thousands, more than
# Python's ``int`` reads, where Discord's 100 characters would allow at most 100) is never read, only refused.
DIGITS = len(str(MAX_ID))
# ASCII digits only: ``\d`` matches every script's digits, and no id the bot makes holds any of them.
NUMBER = r"[0-9]+"

GAME = Field("game", NUMBER, number=True)
VERSION = Field("version", NUMBER, number=True)
# A panel's decision (``PublicRecord.decision``): a version, or a game's own token such as a half-day.
DECISION = Field("decision", r"[a-z0-9]{1,16}")


class CustomId:
    def __init__(self, *parts: str | Field) -> None:
        fields = [part for part in parts if isinstance(part, Field)]
        first_optional = next((i for i, part in enumerate(parts) if isinstance(part, Field) and part.optional), None)
        if first_optional is not None and not all(
            isinstance(part, Field) and part.optional for part in parts[first_optional:]
        ):
            raise ValueError("optional fields come last")
        self.parts = parts
        self.names = tuple(field.name for field in fields)
        required = [self._piece(part) for part in parts if not (isinstance(part, Field) and part.optional)]
        optional = [self._piece(part) for part in parts if isinstance(part, Field) and part.optional]
        tail = ""
        for piece in reversed(optional):
            tail = f"(?::{piece}{tail})?"
        self.pattern = ":".join(required) + tail
        self._regex = re.compile(self.pattern)

    @staticmethod
    def _piece(part: str | Field) -> str:
        return re.escape(part) if isinstance(part, str) else f"(?P<{part.name}>{part.pattern})"

    def values(self, match: re.Match[str]) -> list[Any]:
        """The fields of a matched custom id, in order (numbers as ints, absent optional fields as None; a number
        with more digits than any record's id reads as ``MAX_ID + 1``, above every record's)."""
        found: list[Any] = []
        for part in self.parts:
            if isinstance(part, Field):
                text = match[part.name]
                if part.number and text is not None:
                    found.append(int(text) if len(text) <= DIGITS else MAX_ID + 1)
                else:
                    found.append(text)
        return found

    def build(self, **values: object) -> str:
        """The id of a new component; optional fields given as None are left out (with every one after them)."""
        if set(values) != set(self.names):
            raise ValueError(f"fields {sorted(values)} do not match {self.names}")
        words: list[str] = []
        for part in self.parts:
            if isinstance(part, str):
                words.append(part)
                continue
            value = values[part.name]
            if value is None and part.optional:
                break
            words.append(str(value))
        custom_id = ":".join(words)
        if not self._regex.fullmatch(custom_id):
            raise ValueError(f"{custom_id!r} does not fit its own layout {self.pattern!r}")
        if size(custom_id) > CUSTOM_ID:
            raise ValueError(f"{custom_id!r} is longer than Discord's {CUSTOM_ID} characters")
        return custom_id


class Rebuilt:
    """Mixin for a ``DynamicItem`` registered with its layout (``class X(Rebuilt, DynamicItem[...], layout=...)``)
    whose constructor takes the layout's fields first, in order: a pressed component, after a restart too, is
    rebuilt from its custom id. Its label and options are not rebuilt: only its callback runs."""

    layout: ClassVar[CustomId]
    forged = False  # a number in the custom id above any record's: refused before the callback runs

    def __init_subclass__(cls, *, layout: CustomId | None = None, **kwargs: Any) -> None:
        if layout is not None:
            cls.layout = layout
            kwargs["template"] = layout.pattern
        super().__init_subclass__(**kwargs)

    @classmethod
    def fields(cls, match: re.Match[str]) -> tuple[list[Any], bool]:
        """The layout's fields of a pressed id, numbers above any record's replaced by 0, and whether there was
        one (the press is then refused as forged)."""
        values = cls.layout.values(match)
        too_large = [isinstance(value, int) and value > MAX_ID for value in values]
        kept: list[Any] = [0 if large else value for value, large in zip(values, too_large, strict=True)]
        return kept, any(too_large)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        kept, forged = cls.fields(match)
        rebuilt = cls(*kept)
        rebuilt.forged = forged
        return rebuilt

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """A press no component of the bot's could send (an id beyond any record, a menu value longer than an
        option's) gets a short private refusal, before any handler reads the store or quotes it."""
        data: Any = interaction.data or {}
        chosen: list[Any] = data.get("values") or [] if isinstance(data, dict) else []
        # A select option's value is at most OPTION_TEXT long: a longer chosen value never came from a menu.
        if self.forged or any(len(str(value)) > OPTION_TEXT for value in chosen):
            await refuse(interaction, Refusal("error.forged"))
            return False
        return True


# The final board's Rematch button (``bot.ui.rematch``): the finished game it asks a rematch of.
REMATCH = CustomId("rematch", GAME)
