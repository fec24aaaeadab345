"""Writes ``render/copenhagen/palette.py``: every colour Copenhagen's public pictures are drawn in.

Copenhagen draws flat colours and text with four coverage levels, so its boards keep to about 120 colours whatever
the game. The encoder maps each board straight onto this fixed palette instead of counting the board's colours
first, which was a third of a Copenhagen board's CPU. Run this after changing a colour of ``render/copenhagen``;
``tests/render/test_encoding.py`` fails, naming this script, when a board shows a colour the table lacks.

    python scripts/copenhagen_palette.py [--games 40]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games import registry  # noqa: E402
from render.registry import renderer_for  # noqa: E402

TARGET = ROOT / "render" / "copenhagen" / "palette.py"
# Names in three scripts: a name's letters are drawn in the text colours, whatever font they take.
NAMES = ["Alice", "Борис", "陳小明", "Dagny"]
HEADER = '''"""Every colour Copenhagen's public pictures are drawn in (written by ``scripts/copenhagen_palette.py``)."""

from __future__ import annotations

from typing import Final

from render.common import RGB

COLOURS: Final[tuple[RGB, ...]] = (
'''


def board_colours(games: int, seed: int) -> set[tuple[int, int, int]]:
    """The colours of the boards and final pictures of ``games`` random games at every player count."""
    registry.register_builtin()
    engine = registry.get("copenhagen")
    assert engine is not None
    renderer = renderer_for("copenhagen")
    colours: set[tuple[int, int, int]] = set()
    for number in range(games):
        choices = random.Random(seed + number)
        players = engine.min_players + number % (engine.max_players - engine.min_players + 1)
        state = engine.new(players, {}, seed + number)
        states = [state]
        while engine.awaiting(state):
            seat = choices.choice(sorted(engine.awaiting(state)))
            state, _events = engine.apply(state, seat, choices.choice(engine.legal_moves(state, seat)))
            states.append(state)
        names = NAMES[:players]
        pictures = [renderer.public(engine.view(past, None), names) for past in choices.sample(states, 8)]
        pictures.append(renderer.final(engine.view(state, None), names))
        for picture in pictures:
            found = picture.convert("RGB").getcolors(maxcolors=1 << 12)
            assert found is not None
            colours.update(rgb for _count, rgb in found)  # type: ignore[misc]
    return colours


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    colours = sorted(board_colours(args.games, args.seed))
    if len(colours) > 256:
        sys.exit(f"Copenhagen's boards show {len(colours)} colours: more than a PNG palette holds")
    lines = [f"    {rgb}," for rgb in colours]
    TARGET.write_text(HEADER + "\n".join(lines) + "\n)\n")
    print(f"wrote {len(colours)} colours to {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
