"""Any text typed as a move is either a legal move or refused with IllegalMove, never another exception.

Each game's ``apply`` is fed arbitrary Unicode and text made of the notation's own words mixed with digits that
``str.isdigit`` accepts but ``int`` refuses or the notation does not allow (superscripts, circled digits, other
scripts' digits, numbers of thousands of digits), in positions reached by seeded random play.
"""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games import registry
from games.contract import IllegalMove

GAMES = ("copenhagen", "troyes_dice", "four_color_cards")

# Digits a player could type that are not the notation's plain 0-9 (or are, but absurdly long).
ODD_NUMBERS = (
    "²",
    "¹²",
    "①",
    "⑫",
    "١",
    "٣",
    "߂",
    "१",
    "𝟙",
    "½",
    "Ⅻ",
    "0",
    "00",
    "007",
    "-1",
    "+2",
    "1.5",
    "1e3",
    "１",
    "9" * 5000,
    "4" * 40,
)

WORDS = {
    "copenhagen": (
        "take",
        "discard",
        "build",
        "pay",
        "cancel",
        "both",
        "end",
        "white",
        "ability",
        "refresh",
        "discount",
        "red",
        "red3",
        "blue2",
        "green5",
        "r90",
        "m180",
        "c2",
        "a1",
        "e9",
        "extra",
        "any",
        "2red",
        "1blue",
    ),
    "troyes_dice": (
        "die",
        "build",
        "supplies",
        "pay",
        "as",
        "to",
        "colour",
        "color",
        "take",
        "and",
        "resources",
        "prestige",
        "work",
        "red",
        "yellow",
        "white",
        "influence",
        "deniers",
        "denier",
        "knowledge",
    ),
    "four_color_cards": (
        "discard",
        "pass",
        "hu",
        "kong",
        "pong",
        "pair",
        "general",
        "command",
        "field",
        "soldiers",
        "rc",
        "ys",
        "gs",
        "ws",
        "rg",
        "wp",
    ),
}


@cache
def positions(game_id: str) -> tuple[Any, ...]:
    """Some states of each game: the start and points along seeded random games (several seats awaited, claim
    windows, payment steps, bonus builds)."""
    game = registry.get(game_id)
    assert game is not None
    found = []
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        rng = random.Random(seed)
        state = game.new(players, {}, seed)
        for step in range(160):
            if step % 8 == 0:
                found.append(state)
            awaited = sorted(game.awaiting(state))
            if not awaited:
                break
            seat = rng.choice(awaited)
            state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    return tuple(found)


def notation_text(game_id: str) -> st.SearchStrategy[str]:
    word = st.sampled_from(WORDS[game_id])
    number = st.sampled_from(ODD_NUMBERS) | st.integers(0, 12).map(str)
    glued = st.tuples(number, word).map("".join) | st.tuples(word, number).map("".join)
    token = word | number | glued
    separator = st.sampled_from((" ", "  ", ",", " , ", "\t", "\u00a0", "\u3000"))
    return st.lists(st.tuples(token, separator), min_size=1, max_size=6).map(
        lambda parts: "".join(t + sep for t, sep in parts)
    )


def check_apply(game_id: str, index: int, seat_choice: int, text: str) -> None:
    game = registry.get(game_id)
    assert game is not None
    states = positions(game_id)
    state = states[index % len(states)]
    awaited = sorted(game.awaiting(state)) or [0]
    seat = awaited[seat_choice % len(awaited)]
    try:
        new_state, _ = game.apply(state, seat, text)
    except IllegalMove as refusal:
        assert str(refusal)
        return
    assert new_state.version == state.version + 1


@pytest.mark.parametrize("game_id", GAMES)
@given(index=st.integers(0, 60), seat=st.integers(0, 3), text=st.text(max_size=40))
def test_arbitrary_unicode_is_a_move_or_a_refusal(game_id: str, index: int, seat: int, text: str) -> None:
    check_apply(game_id, index, seat, text)


@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data(), index=st.integers(0, 60), seat=st.integers(0, 3))
def test_notation_words_with_odd_digits_are_a_move_or_a_refusal(
    game_id: str, data: st.DataObject, index: int, seat: int
) -> None:
    check_apply(game_id, index, seat, data.draw(notation_text(game_id)))


@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data(), index=st.integers(0, 60), seat=st.integers(0, 3))
def test_legal_moves_with_their_numbers_written_oddly_are_a_move_or_a_refusal(
    game_id: str, data: st.DataObject, index: int, seat: int
) -> None:
    game = registry.get(game_id)
    assert game is not None
    state = positions(game_id)[index % len(positions(game_id))]
    awaited = sorted(game.awaiting(state)) or [0]
    moves = game.legal_moves(state, awaited[seat % len(awaited)])
    if not moves:
        return
    move = data.draw(st.sampled_from(moves))
    # Every number in the move written another way, and perhaps a word dropped or another added.
    pieces = re.split(r"(\d+)", move)
    for at in range(1, len(pieces), 2):
        pieces[at] = data.draw(st.sampled_from(ODD_NUMBERS) | st.just(pieces[at]))
    words = "".join(pieces).split(" ")
    if len(words) > 1 and data.draw(st.booleans()):
        del words[data.draw(st.integers(0, len(words) - 1))]
    if data.draw(st.booleans()):
        words.insert(data.draw(st.integers(0, len(words))), data.draw(st.sampled_from((*WORDS[game_id], *ODD_NUMBERS))))
    check_apply(game_id, index, seat, " ".join(words))


@pytest.mark.parametrize(
    ("game_id", "text"),
    [
        ("copenhagen", "take ²"),
        ("copenhagen", "take ①"),
        ("copenhagen", "pay ²red"),
        ("copenhagen", "take " + "9" * 5000),
        ("troyes_dice", "die ² work"),
        ("troyes_dice", "die ①"),
        ("troyes_dice", "die 1 to ² work"),
        ("troyes_dice", "build work red ²"),
        ("troyes_dice", "die ١ work"),
        ("four_color_cards", "discard ²"),
        ("four_color_cards", "soldiers ① ys"),
    ],
)
def test_the_digits_that_once_crashed_are_refused(game_id: str, text: str) -> None:
    game = registry.get(game_id)
    assert game is not None
    for state in positions(game_id)[:6]:
        for seat in sorted(game.awaiting(state)):
            with pytest.raises(IllegalMove):
                game.apply(state, seat, text)
