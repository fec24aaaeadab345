"""Slash command options checked on arrival, for every command in one place (``Tree.interaction_check``).

discord.py hands a command's options over as the interaction's JSON holds them, without looking at their
types: Discord checks them before it sends anything, so a string for an integer option, a float for ``/pace away
days`` or a number outside an option's range or choices only comes from a client that is not Discord's (or a fake
gone wrong). Such a value would reach the command's code and end in an apology (``TypeError``), or worse be stored
(a 1.5-day vacation). Here each option is held to what the command declared: its type, and a number to its range
and choices.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from discord import AppCommandOptionType
from discord.app_commands import Command, Parameter

# Discord's integers in options are JSON numbers a double holds exactly.
LARGEST_INTEGER = 2**53
SNOWFLAKE_TYPES = frozenset(
    {
        AppCommandOptionType.user,
        AppCommandOptionType.channel,
        AppCommandOptionType.role,
        AppCommandOptionType.mentionable,
        AppCommandOptionType.attachment,
    }
)


def wrong_option(command: Command[Any, ..., Any], options: Sequence[Mapping[str, Any]]) -> str | None:
    """The name of the first option of ``options`` (the leaf command's, as the interaction carries them) that
    ``command`` could not have been sent by Discord; None when they all fit."""
    declared = _declared(command)
    given = {str(option.get("name")): option for option in options}
    for name, option in given.items():
        parameter = declared.get(name)
        if parameter is None or not fits(parameter, option.get("value")):
            return name
    for name, parameter in declared.items():
        if parameter.required and name not in given:
            return name
    return None


@lru_cache(maxsize=512)  # the bot's commands, set up once: discord.py builds their parameters anew at each ask
def _declared(command: Command[Any, ..., Any]) -> Mapping[str, Parameter]:
    """``command``'s options by the name Discord sends them under."""
    return MappingProxyType({parameter.display_name: parameter for parameter in command.parameters})


def fits(parameter: Parameter, value: Any) -> bool:
    """Whether ``value`` is one Discord could send for ``parameter``."""
    kind = parameter.type
    if kind is AppCommandOptionType.string:
        # Its length and its choices are left to the command, which refuses a text it cannot read in words of
        # its own (a move too long, a game it does not know).
        return isinstance(value, str)
    if kind is AppCommandOptionType.integer:
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > LARGEST_INTEGER:
            return False
    elif kind is AppCommandOptionType.number:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
    elif kind is AppCommandOptionType.boolean:
        return isinstance(value, bool)
    elif kind in SNOWFLAKE_TYPES:
        return isinstance(value, str) and value.isascii() and value.isdigit()
    else:
        return True  # a type no command of the bot's declares: discord.py reads it as it likes
    if parameter.choices and value not in {choice.value for choice in parameter.choices}:
        return False
    low, high = parameter.min_value, parameter.max_value
    return (low is None or value >= low) and (high is None or value <= high)
