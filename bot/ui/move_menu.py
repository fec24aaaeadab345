"""A select menu that reaches every legal move, however many there are, 25 options at a time.

Moves are words (``build red3 r90 c2``). When a player has more legal moves than a menu holds, the menu first
offers the next word (``build`` -> ``red3`` -> ``r90``...) and narrows down with each choice until the moves
left fit. Option values say what a choice does: ``!<move>`` plays the move, ``?<prefix>`` narrows the menu.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.discord_limits import OPTION_TEXT as TEXT_LIMIT
from bot.discord_limits import SELECT_OPTIONS as MENU_LIMIT
from bot.discord_limits import option_text

PLAY = "!"
NARROW = "?"


@dataclass(frozen=True)
class MenuOption:
    value: str
    label: str
    description: str | None = None


# What puts the first words of some moves in words a player reads ("build red3" -> "Red tile of 3 squares"), or None
# where it has none for them.
StepWords = Callable[[str], str | None]


def menu_options(
    moves: Sequence[str],
    prefix: str,
    label: Callable[[str], str],
    count_text: Callable[[int], str],
    steps: StepWords | None = None,
) -> list[MenuOption]:
    """The options to show for the moves that start with ``prefix``.

    ``prefix`` is words, optionally followed by ``|first|last``: only the next words from ``first`` to
    ``last`` (in the order the moves come) are then offered, which is how more than 25 next words are split
    into ranges. ``label`` names a complete move; ``count_text`` says how many moves an option leads to.

    With ``steps``, a game's words for the first words of its moves, every step reads as words: an option that
    narrows is labelled in those words, and every option keeps its notation as its description (what ``/play``
    takes: ``build red3 …`` · 32 moves), so the menu also teaches the notation.
    """
    words_text, _, window = prefix.partition("|")
    words = words_text.split()
    matching = [move for move in moves if move.split()[: len(words)] == words]

    def complete(move: str) -> MenuOption:
        return MenuOption(PLAY + move, option_text(label(move)), move if steps is not None else None)

    def narrowing(text: str, count: int) -> MenuOption:
        worded = steps(text) if steps is not None else None
        if worded is None:
            return MenuOption(NARROW + text, option_text(f"{text} …"), option_text(count_text(count)))
        return MenuOption(NARROW + text, option_text(worded), option_text(f"{text} … · {count_text(count)}"))

    if len(matching) <= MENU_LIMIT and not window:
        return [complete(move) for move in matching if len(move) < TEXT_LIMIT]
    complete_moves = [move for move in matching if len(move.split()) == len(words)]
    groups: dict[str, int] = {}
    for move in matching:
        next_words = move.split()[: len(words) + 1]
        if len(next_words) > len(words):
            groups[next_words[-1]] = groups.get(next_words[-1], 0) + 1
    keys = list(groups)
    if window:
        first, _, last = window.partition("|")
        keys = keys[keys.index(first) : keys.index(last) + 1] if first in groups and last in groups else []
        complete_moves = []
    options = [complete(move) for move in complete_moves]
    room = MENU_LIMIT - len(options)
    if len(keys) <= room:
        options.extend(narrowing(f"{words_text} {key}".strip(), groups[key]) for key in keys)
        return options
    # Too many next words for one menu: offer ranges of them, each opening a menu of its own.
    size = -(-len(keys) // room)
    for start in range(0, len(keys), size):
        chunk = keys[start : start + size]
        count = sum(groups[key] for key in chunk)
        text = f"{words_text} {chunk[0]} … {chunk[-1]}".strip()
        value = f"{NARROW}{words_text}|{chunk[0]}|{chunk[-1]}"
        worded = steps(words_text) if steps is not None and words_text else None
        if worded is None:
            options.append(MenuOption(value[:TEXT_LIMIT], option_text(text), option_text(count_text(count))))
        else:
            label_text = f"{worded} · {chunk[0]} … {chunk[-1]}"
            options.append(
                MenuOption(value[:TEXT_LIMIT], option_text(label_text), option_text(f"{text} · {count_text(count)}"))
            )
    return options


def parse_choice(value: str) -> tuple[str, str]:
    """("play", move) or ("narrow", prefix) from an option value; ("play", value) for anything else."""
    if value.startswith(NARROW):
        return "narrow", value[1:]
    if value.startswith(PLAY):
        return "play", value[1:]
    return "play", value
