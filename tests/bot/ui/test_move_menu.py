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


def worded(text: str) -> str | None:
    """Words for the first words of a build, as a game's step words give them; None for anything else."""
    words = text.split()
    if len(words) < 2 or words[0] != "build":
        return None
    return f"tile {words[1]}" + (f" turned {words[2]}" if len(words) > 2 else "")


def test_with_step_words_each_step_reads_as_words_and_keeps_its_notation_beside() -> None:
    tiles = menu_options(MOVES, "build", lambda m: m.upper(), lambda n: f"{n} moves", worded)
    assert [(o.value, o.label, o.description) for o in tiles] == [
        (f"?build {tile}", f"tile {tile}", f"build {tile} … · {len(TURNS) * len(CELLS)} moves") for tile in TILES
    ]
    turns = menu_options(MOVES, "build red3", lambda m: m.upper(), lambda n: f"{n} moves", worded)
    assert turns[1].label == "tile red3 turned r90" and turns[1].description == f"build red3 r90 … · {len(CELLS)} moves"
    # 45 cells, more than a menu holds: ranges of them, named in the same words.
    ranges = menu_options(MOVES, "build red3 r90", lambda m: m.upper(), lambda n: f"{n} moves", worded)
    assert len(ranges) > 1 and all(o.label.startswith("tile red3 turned r90 · a") for o in ranges[:1])
    assert all(o.label.startswith("tile red3 turned r90 · ") and " … " in o.label for o in ranges)
    # The last step lists complete moves: their labels, and the notation /play takes as the description.
    moves = menu_options(MOVES[:10], "build red2 r0", lambda m: m.upper(), lambda n: f"{n} moves", worded)
    assert [(o.label, o.description) for o in moves] == [(m.upper(), m) for m in MOVES[2:10]]
    # A step the game has no words for keeps the notation, and a game without step words is shown as before.
    top = menu_options(MOVES, "", lambda m: m.upper(), lambda n: f"{n} moves", worded)
    assert [o.label for o in top] == ["take …", "build …"]
    plain = menu_options(MOVES, "build", str, lambda n: f"{n}")
    assert [(o.label, o.description) for o in plain] == [(f"build {tile} …", "180") for tile in TILES]
