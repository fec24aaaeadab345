"""The options of a tournament's tables (``/tournament new table_options:``): the game's own options, as a lobby's
host sets them with ``/game option``, typed at once as ``name=value`` pairs separated by commas.

Each name and value is read as ``/game option`` reads it (``bot.options.choose``: the canonical words or their
words in the host's language), so the same refusal says what the game accepts. Only the game's own options are
taken: the bot's (seating, reliability) are the tournament's to decide (tables seat players in the order the
round gives; the tournament has a reliability option of its own).
"""

from __future__ import annotations

import re
from typing import Any

from bot.options import BOT_OPTIONS, choose, engine_options
from bot.refusal import Refusal
from games.contract import JSON, BadOptions, Game

# Between pairs: a comma or a semicolon, ASCII or full width (what a Chinese input method types).
_PAIRS = re.compile(r"[,;，；、]")
# Between a name and its value: an equals sign or a colon, ASCII or full width.
_NAME_VALUE = re.compile(r"\s*[=:＝：]\s*")
MOST_TYPED = 200  # characters: a game has a handful of options, each a word and a value


def parse_table_options(game: Game[Any], typed: str, loc: str | None) -> dict[str, JSON]:
    """The game's options the host typed, as the engine takes them (every option, defaults filled in); a
    ``Refusal`` that says what is wrong otherwise."""
    text = typed.strip()
    if len(text) > MOST_TYPED:
        raise Refusal("error.tournament_options_syntax", example=_example(game))
    chosen: dict[str, JSON] = {}
    for pair in (part.strip() for part in _PAIRS.split(text)):
        if not pair:
            continue
        pieces = _NAME_VALUE.split(pair, maxsplit=1)
        if len(pieces) != 2 or not pieces[0] or not pieces[1]:
            raise Refusal("error.tournament_options_syntax", example=_example(game))
        option, chosen = choose(game, chosen, pieces[0], pieces[1], loc)
        if option.name in BOT_OPTIONS:
            raise Refusal("error.tournament_options_bot", option=option.label(loc))
    try:
        return game.validate_options(engine_options(chosen))
    except BadOptions:  # each value was checked as it came: only a combination the game refuses is left
        raise Refusal("error.tournament_options_syntax", example=_example(game)) from None


def _example(game: Game[Any]) -> str:
    """What a host may type for this game, from its first option: ``rounds=5``."""
    if not game.OPTIONS:
        return "`—`"
    spec = game.OPTIONS[0]
    value = spec.choices[-1] if spec.choices else spec.high
    if isinstance(value, bool):
        value = "yes" if value else "no"
    return f"`{spec.name}={value}`"
