"""Slash commands cited in a message, made clickable.

The catalogs cite commands as code (`` `/game new` ``, `` `/partie nouvelle` `` in French). Discord renders
``</game new:<command id>>`` as the command itself, in the reader's language, and a click on it fills the message box
with it. The ids are Discord's: the bot learns them when it syncs its commands or, when nothing changed, by asking
for them at start-up. A cited command the bot does not know (ids not learnt, a command with options such as
`` `/game addbot level:easy` ``, text that only looks like a command) stays as it is written.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from discord import AppCommandOptionType, AppCommandType
from discord.app_commands import AppCommand, AppCommandGroup

# A command cited as code: a slash, then its name and subcommand names, on one line.
CITED = re.compile(r"`/([^`\n]{1,100})`")
SUBCOMMANDS = (AppCommandOptionType.subcommand, AppCommandOptionType.subcommand_group)


def _spelled(path: str) -> str:
    return " ".join(path.split()).casefold()


@dataclass(frozen=True)
class CommandMentions:
    """The mention of each command and subcommand, by every way a catalog may spell its path."""

    mentions: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, commands: Iterable[AppCommand]) -> CommandMentions:
        """From the commands as Discord returned them (with ids, and each name in every language it was given)."""
        mentions: dict[str, str] = {}
        for command in commands:
            if command.type is not AppCommandType.chat_input:
                continue
            names = _names(command.name, command.name_localizations.values())
            _add(mentions, [names], command.mention, command.options)
        return cls(mentions)

    def clickable(self, text: str) -> str:
        """``text`` with every cited command it knows written as a mention."""
        if not self.mentions or "`/" not in text:
            return text
        return CITED.sub(lambda cited: self.mentions.get(_spelled(cited[1]), cited[0]), text)


def _names(name: str, localised: Iterable[str]) -> list[str]:
    return sorted({name, *localised})


def _add(mentions: dict[str, str], levels: list[list[str]], mention: str, options: Iterable[object]) -> None:
    """Adds the path ``levels`` (the names of each word, in every language), or the subcommands under it: Discord
    mentions a command that has subcommands only through one of them."""
    subcommands = [option for option in options if isinstance(option, AppCommandGroup) and option.type in SUBCOMMANDS]
    for option in subcommands:
        names = _names(option.name, option.name_localizations.values())
        _add(mentions, [*levels, names], option.mention, option.options)
    if not subcommands:
        for words in itertools.product(*levels):
            mentions[_spelled(" ".join(words))] = mention
