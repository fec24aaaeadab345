"""Table options: what the host of a lobby may change with ``/game option`` before the game starts.

A game's options are those its engine declares (``Game.OPTIONS``: names, defaults, the values each accepts;
``validate_options`` has the last word), and every game has ``seating`` besides, which the bot applies itself: the
seats follow the join order, or an order drawn from the game's seed when the game starts (the seats table records
it). The lobby keeps every option; the engine is given its own only (``engine_options``), so the game's stored
options replay as they are.

Players type the canonical names and values (``rounds``, ``5``, ``random``, ``yes``) or pick them from autocomplete,
which shows them in the reader's language: ``option.<game>.<name>`` and ``option.<game>.<name>.<value>`` in the
catalogs, ``option.seating`` and ``option.seating.<value>`` for seating, ``option.yes`` and ``option.no`` for every
yes-or-no option. A whole number is shown as it is.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from babel.lists import format_list

from bot.discord_limits import CHOICE_TEXT, CHOICES, shorten
from bot.i18n import GameName, babel_locale, has, t
from bot.refusal import Refusal
from games.contract import JSON, BadOptions, Game, seeded_rng, small_number

SEATING = "seating"
JOIN, RANDOM = "join", "random"
# A rematch lobby's seating: the players of the game before, in the seats they take now (that game's seats turned by
# one). The bot applies it itself, like ``seating``; no host sets it, no one sees it among the options.
SEATS_BEFORE = "rematch_seats"
# The least reliability (``bot.reliability``, a percentage) a player needs to join; 0: anyone. The bot applies it
# itself, at the join (``bot.sessions``), like Board Game Arena's "☯ ≥ 50%".
RELIABILITY = "reliability"
BOT_OPTIONS = frozenset({SEATING, SEATS_BEFORE, RELIABILITY})
# Options every game has, named once in the catalogs (``option.<name>``) rather than per game.
SHARED_OPTIONS = frozenset({SEATING, RELIABILITY})
YES, NO = "yes", "no"
# Other ways of writing yes and no that a player may type.
_YES_WORDS = frozenset({YES, "on", "true", "1"})
_NO_WORDS = frozenset({NO, "off", "false", "0"})

ECHO_LIMIT = 40  # characters of a player's typed text that a refusal quotes back


@dataclass(frozen=True)
class TableOption:
    """One option a host may set: its values (``choices``), or a whole number from ``low`` to ``high``."""

    game_id: str
    name: str
    default: JSON
    choices: tuple[JSON, ...] = ()
    low: int = 0
    high: int = 0

    @property
    def key(self) -> str:
        """The catalog id of its name; its values' ids add ``.<value>``."""
        return f"option.{self.name}" if self.name in SHARED_OPTIONS else f"option.{self.game_id}.{self.name}"

    def label(self, loc: str | None) -> str:
        return t(self.key, loc) if has(self.key) else self.name.replace("_", " ")

    @staticmethod
    def text(value: JSON) -> str:
        """How a player types ``value``."""
        if isinstance(value, bool):
            return YES if value else NO
        return str(value)

    def value_label(self, value: JSON, loc: str | None) -> str:
        """``value`` in words, in ``loc``'s language."""
        if isinstance(value, bool):
            return t(f"option.{self.text(value)}", loc)
        if isinstance(value, int):
            # A number some options write with its unit ("≥ 50 %"): ``<key>.value`` in the catalogs.
            shown = f"{self.key}.value"
            return t(shown, loc, value=value) if value and has(shown) else str(value)
        key = f"{self.key}.{value}"
        return t(key, loc) if has(key) else str(value)

    def values(self) -> Sequence[JSON]:
        return self.choices or range(self.low, self.high + 1)

    def parse(self, typed: str, loc: str | None) -> JSON | None:
        """The value ``typed`` names: its canonical text or its words in ``loc``'s language or English (any letter
        case); None when this option has no such value."""
        word = _folded(typed)
        if not self.choices:
            number = small_number(word, len(str(self.high)))
            return number if number is not None and self.low <= number <= self.high else None
        for value in self.choices:
            spellings = {
                self.text(value),
                _folded(self.value_label(value, loc)),
                _folded(self.value_label(value, None)),
            }
            if word in spellings:
                return value
        if set(self.choices) == {False, True}:
            if word in _YES_WORDS:
                return True
            if word in _NO_WORDS:
                return False
        return None

    def accepted(self) -> Accepted:
        return Accepted(self)

    def suggestions(self, typed: str, loc: str | None) -> list[tuple[str, str]]:
        """(words, value) for autocomplete: the values that match what was typed so far."""
        if self.choices:
            shown = [(self.value_label(value, loc), self.text(value)) for value in self.choices]
            found = [(words, value) for words, value in shown if _matches(typed, value, words)]
            return [(shorten(words, CHOICE_TEXT), value) for words, value in found][:CHOICES]
        word = _folded(typed)
        candidates = [
            value for value in _round_numbers(self.low, self.high, self.default) if str(value).startswith(word)
        ]
        typed_number = self.parse(word, loc)
        if isinstance(typed_number, int) and typed_number not in candidates:
            candidates.insert(0, typed_number)
        return [(str(value), str(value)) for value in candidates[:CHOICES]]


@dataclass(frozen=True)
class Accepted:
    """The values an option accepts, written in the language of whoever reads the refusal."""

    option: TableOption

    def in_language(self, code: str) -> str:
        option = self.option
        if not option.choices:
            return t("option.range", code, low=option.low, high=option.high)
        shown = []
        for value in option.choices:
            text, words = option.text(value), option.value_label(value, code)
            shown.append(f"`{text}`" if _folded(words) == text else t("option.accepted", code, value=text, label=words))
        return format_list(shown, style="or", locale=babel_locale(code))


def table_options(game: Game[Any]) -> tuple[TableOption, ...]:
    """Every option the host of ``game`` may set: those the engine declares (``Game.OPTIONS``), then seating and
    the least reliability a player needs to join."""
    engine = [TableOption(game.id, spec.name, spec.default, spec.choices, spec.low, spec.high) for spec in game.OPTIONS]
    return (
        *engine,
        TableOption(game.id, SEATING, JOIN, (JOIN, RANDOM)),
        TableOption(game.id, RELIABILITY, 0, low=0, high=100),
    )


def find(game: Game[Any], typed: str, loc: str | None) -> TableOption | None:
    """The option ``typed`` names: its canonical name (spaces for underscores) or its words in ``loc``'s language
    or English (any letter case)."""
    word = _folded(typed)
    for option in table_options(game):
        if word in {
            option.name,
            option.name.replace("_", " "),
            _folded(option.label(loc)),
            _folded(option.label(None)),
        }:
            return option
    return None


def choose(
    game: Game[Any], options: Mapping[str, JSON], name: str, value: str, loc: str | None
) -> tuple[TableOption, dict[str, JSON]]:
    """The option ``name`` names and ``options`` with it set to ``value`` (as the player typed them, in ``loc``'s
    language), or the ``Refusal`` that says what the game accepts instead."""
    option = find(game, name, loc)
    if option is None:
        names = ", ".join(f"`{known.name}`" for known in table_options(game))
        raise Refusal("error.unknown_option", game=GameName(game.id), option=_echo(name), options=names)
    parsed = option.parse(value, loc)
    if parsed is None:
        raise Refusal(
            "error.bad_option_value", option=option.label(loc), value=_echo(value), accepted=option.accepted()
        )
    chosen = {**options, option.name: parsed}
    try:
        game.validate_options(engine_options(chosen))
    except BadOptions:
        raise Refusal(
            "error.bad_option_value", option=option.label(loc), value=_echo(value), accepted=option.accepted()
        ) from None
    return option, chosen


def engine_options(options: Mapping[str, JSON]) -> dict[str, JSON]:
    """The options the engine is given (every one but those the bot applies itself)."""
    return {key: value for key, value in options.items() if key not in BOT_OPTIONS}


def seat_order(members: Sequence[int], options: Mapping[str, JSON], seed: int) -> tuple[int, ...]:
    """Who sits where: for each seat, the member's place in join order (``members``: user ids in join order).

    A rematch lobby seats the players of the game before first, in the order it carries (``SEATS_BEFORE``), then
    anyone new in join order. Random seating is drawn from the game's seed, so the same seed always seats the same
    way; the seats table records the outcome."""
    order = list(range(len(members)))
    before = options.get(SEATS_BEFORE)
    if isinstance(before, list):
        rank = {user: place for place, user in enumerate(before)}
        order.sort(key=lambda member: rank.get(members[member], len(rank)))  # stable: newcomers keep join order
    if options.get(SEATING, JOIN) == RANDOM:
        seeded_rng(seed, SEATING).shuffle(order)
    return tuple(order)


def listed_order(members: Sequence[int], options: Mapping[str, JSON]) -> tuple[int, ...]:
    """The members' places in join order, as a lobby lists them: in the seats they will take, as far as that is
    known before the start (a rematch's players in the seats it carries, then newcomers in join order). Random
    seating is drawn only at the start: join order then."""
    if options.get(SEATING, JOIN) == RANDOM:
        return tuple(range(len(members)))
    return seat_order(members, options, seed=0)  # the seed draws random seating only


def changed(game: Game[Any], options: Mapping[str, JSON]) -> Iterator[tuple[TableOption, JSON]]:
    """The options set to something other than their default, with their values."""
    for option in table_options(game):
        value = options.get(option.name, option.default)
        if value != option.default or type(value) is not type(option.default):
            yield option, value


def shown(game: Game[Any], options: Mapping[str, JSON], loc: str | None) -> list[str]:
    """A line per option that differs from its default ("Rounds: 5"), in ``loc``'s language."""
    return [
        t("option.shown", loc, option=option.label(loc), value=option.value_label(value, loc))
        for option, value in changed(game, options)
    ]


def name_suggestions(
    game: Game[Any], options: Mapping[str, JSON], typed: str, loc: str | None
) -> list[tuple[str, str]]:
    """(words, name) for autocomplete: each option that matches what was typed so far, with its value now."""
    found = []
    for option in table_options(game):
        words = option.label(loc)
        if _matches(typed, option.name, words):
            now = option.value_label(options.get(option.name, option.default), loc)
            found.append((shorten(t("option.shown", loc, option=words, value=now), CHOICE_TEXT), option.name))
    return found[:CHOICES]


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _matches(typed: str, value: str, words: str) -> bool:
    haystack = f"{value} {value.replace('_', ' ')} {words}".casefold()
    return all(word in haystack for word in typed.casefold().split())


def _echo(typed: str) -> str:
    text = " ".join(typed.split())
    return text if len(text) <= ECHO_LIMIT else text[: ECHO_LIMIT - 1] + "…"


def _round_numbers(low: int, high: int, default: JSON) -> list[int]:
    """Values to suggest for a whole number: all of them when few, else the ends, the default and round steps."""
    if high - low < CHOICES:
        return list(range(low, high + 1))
    step = next(step for step in (2, 5, 10, 20, 50, 100, 200, 500, 1000) if (high - low) // step < CHOICES - 4)
    values = {low, high, *range(low - low % step + step, high, step)}
    if isinstance(default, int):
        values.add(default)
    return sorted(values)
