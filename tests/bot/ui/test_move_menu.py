"""The private panel's menu reaches every legal move 25 options at a time."""

from __future__ import annotations

from bot.ui.move_menu import MENU_LIMIT, menu_options, parse_choice

TILES = ["red2", "red3", "blue4", "green5"]
TURNS = ["r0", "r90", "r180", "r270"]
CELLS = [f"{column}{row}" for column in "abcde" for row in range(1, 10)]
MOVES = ["take 1", "take 2"] + [f"build {t} {r} {c}" for t in TILES for r in TURNS for c in CELLS]


def options(moves: list[str], prefix: str = "") -> list[tuple[str, str]]:
    return [(o.value, o.label) for o in menu_options(moves, prefix, lambda m: m.upper(), lambda n: f"{n} moves")]


def test_few_moves_are_listed_as_they_are() -> None:
    assert options(["take 1", "take 2"]) == [("!take 1", "TAKE 1"), ("!take 2", "TAKE 2")]


def test_many_moves_are_grouped_by_their_next_word() -> None:
    top = menu_options(MOVES, "", str, lambda n: f"{n} moves")
    assert [o.value for o in top] == ["?take", "?build"]
    assert top[1].description == f"{len(MOVES) - 2} moves"


def test_following_the_menu_reaches_every_move() -> None:
    reached: set[str] = set()
    frontier = [""]
    while frontier:
        prefix = frontier.pop()
        shown = options(MOVES, prefix)
        assert len(shown) <= MENU_LIMIT
        for value, _label in shown:
            kind, text = parse_choice(value)
            (reached.add if kind == "play" else frontier.append)(text)
    assert reached == set(MOVES)


def test_a_move_that_is_also_a_prefix_stays_playable() -> None:
    moves = ["end"] + [f"end {n}" for n in range(30)]
    values = [value for value, _ in options(moves)]
    assert "!end" in values or "?end" in values
    narrowed = [value for value, _ in options(moves, "end")]
    assert "!end" in narrowed


def test_an_unmarked_value_is_played_as_a_move() -> None:
    assert parse_choice("pass 3") == ("play", "pass 3")
