"""Meld kinds, their composition and their points on the table and in the hand.

The point table is data (``POINTS``); everything that scores reads it from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.four_color_cards.cards import (
    CHARIOT,
    COMMAND_RANKS,
    FIELD_RANKS,
    GENERAL,
    SOLDIER,
    colour_of,
    rank_of,
)

LONE_GENERAL = "general"
COMMAND = "command"
FIELD = "field"
SOLDIERS_3 = "soldiers3"
SOLDIERS_4 = "soldiers4"
PAIR = "pair"
TRIPLE = "triple"
QUAD = "quad"
GENERAL_QUAD = "general_quad"

# kind -> (points on the table, points in the hand)
POINTS: dict[str, tuple[int, int]] = {
    LONE_GENERAL: (1, 1),
    COMMAND: (2, 2),
    FIELD: (1, 1),
    SOLDIERS_3: (3, 3),
    SOLDIERS_4: (5, 5),
    PAIR: (0, 0),
    TRIPLE: (1, 3),
    QUAD: (6, 8),
    GENERAL_QUAD: (8, 6),  # deliberately reversed: four generals are worth more once shown
}

KIND_NAMES: dict[str, str] = {
    LONE_GENERAL: "lone general",
    COMMAND: "command meld (general, adviser, elephant)",
    FIELD: "field meld (chariot, horse, cannon)",
    SOLDIERS_3: "three-colour soldiers",
    SOLDIERS_4: "four-colour soldiers",
    PAIR: "pair",
    TRIPLE: "triple (pong)",
    QUAD: "quadruple (kong)",
    GENERAL_QUAD: "four generals (kong)",
}

KIND_HANZI: dict[str, str] = {
    LONE_GENERAL: "將",
    COMMAND: "將士象",
    FIELD: "車馬包",
    SOLDIERS_3: "三色兵",
    SOLDIERS_4: "四色兵",
    PAIR: "對",
    TRIPLE: "碰",
    QUAD: "槓",
    GENERAL_QUAD: "四將",
}


def table_points(kind: str) -> int:
    return POINTS[kind][0]


def hand_points(kind: str) -> int:
    return POINTS[kind][1]


def classify(types: Sequence[int]) -> str | None:
    """The meld kind formed by exactly these card types, or None if they form no meld."""
    size = len(types)
    first = types[0] if types else -1
    if size == 0:
        return None
    if all(t == first for t in types):
        rank = rank_of(first)
        if rank == GENERAL:
            return {1: LONE_GENERAL, 4: GENERAL_QUAD}.get(size)
        if size == 2:
            return None if rank == SOLDIER else PAIR
        return {3: TRIPLE, 4: QUAD}.get(size)
    ranks = sorted(rank_of(t) for t in types)
    colours = {colour_of(t) for t in types}
    if all(r == SOLDIER for r in ranks) and len(colours) == size:
        return {3: SOLDIERS_3, 4: SOLDIERS_4}.get(size)
    if size == 3 and len(colours) == 1:
        if tuple(ranks) == COMMAND_RANKS:
            return COMMAND
        if tuple(ranks) == FIELD_RANKS:
            return FIELD
    return None


def rank_group(rank: int) -> tuple[int, ...]:
    """The three ranks that make a same-colour sequence meld with ``rank`` (command or field)."""
    return COMMAND_RANKS if rank < CHARIOT else FIELD_RANKS
