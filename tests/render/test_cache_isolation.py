"""The renderers' caches (sprites, static layers, text masks, measurements, wheel pieces) never leak one picture into
another: a board drawn after boards of the other games, in the other languages and at other table sizes is the
same, pixel for pixel, as the same board drawn by a process that drew nothing before it.

The fresh pictures come from a separate interpreter that imports everything, then forks once per picture, so each
is drawn with every cache empty, whatever this test process drew before.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from bot.i18n import picture_words
from games import registry
from render.registry import renderer_for
from tests.support.played import play

ROOT = Path(__file__).resolve().parents[2]
TITLES = ("copenhagen", "troyes_dice", "four_color_cards")
LANGUAGES = ("en", "fr", "ru", "zh-CN", "zh-TW")
NAMES = ["Ana", "Bartholomew", "Chen Wei", "Dagny"]

# A picture: (game, players, random moves in, seed, language, which picture: "public", "final" or a seat's number).
Picture = tuple[str, int, int, int, str, str]

# The pictures compared: each game's board in two languages and at two sizes, and a private picture.
TARGETS: list[Picture] = [
    (title, players, moves, 7, language, kind)
    for title in TITLES
    for players, moves, language, kind in ((2, 12, "fr", "public"), (4, 30, "zh-TW", "public"), (3, 20, "ru", "1"))
]
# What this process draws before them: every game, language and size, early and late, finals included.
OTHERS: list[Picture] = [
    (title, players, moves, seed, language, kind)
    for title in TITLES
    for players in (2, 4)
    for language in LANGUAGES
    for moves, seed, kind in ((5, 1, "public"), (300, 3, "final"), (25, 4, "0"))
]


def digest(picture: Picture) -> str:
    """A hash of the drawn picture's mode, size and pixels."""
    title, players, moves, seed, language, kind = picture
    registry.register_builtin()
    played = play(title, players, seed, stop_after=moves)
    engine, state = played.engine, played.states[-1]
    renderer = renderer_for(title)
    words = picture_words(title, language)
    names = NAMES[:players]
    image: Any
    if kind == "public":
        image = renderer.public(engine.view(state, None), names, words)
    elif kind == "final":
        image = renderer.final(engine.view(state, None), names, words)
    else:
        image = renderer.private(engine.view(state, int(kind)), names, words)
    return hashlib.sha256(f"{image.mode} {image.size}".encode() + image.tobytes()).hexdigest()


def fresh_digests(pictures: list[Picture]) -> list[str]:
    """Run in a separate interpreter: each picture drawn by a child forked before anything was drawn."""
    found: list[str] = []
    for picture in pictures:
        read, write = os.pipe()
        child = os.fork()
        if child == 0:  # the child draws one picture with every cache as the import left it, and leaves
            os.close(read)
            os.write(write, digest(picture).encode())
            os._exit(0)
        os.close(write)
        with os.fdopen(read) as pipe:
            found.append(pipe.read())
        _pid, status = os.waitpid(child, 0)
        assert status == 0, picture
    return found


def drawn_fresh(pictures: list[Picture]) -> list[str]:
    script = (
        "import json, sys\n"
        "from tests.render.test_cache_isolation import fresh_digests\n"
        "print(json.dumps(fresh_digests([tuple(p) for p in json.loads(sys.argv[1])])))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, json.dumps(pictures)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    return list(json.loads(done.stdout))


def test_a_board_drawn_after_other_games_languages_and_sizes_is_the_board_drawn_fresh() -> None:
    fresh = drawn_fresh(TARGETS)
    for other in OTHERS:
        digest(other)
    after = [digest(target) for target in TARGETS]
    leaked = [target for target, one, two in zip(TARGETS, fresh, after, strict=True) if one != two]
    assert not leaked, leaked


def test_the_same_board_in_two_languages_differs() -> None:
    # The comparison above can tell pictures apart: the words of another language change the pixels.
    board = TARGETS[0]
    assert digest(board) != digest((*board[:4], "en", board[5]))
