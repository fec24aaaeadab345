"""Draws the board picture that README and the documentation show (docs/images/four-color-cards.png): a four-player
game of Four Color Cards played by seeded random moves to half its length, as the channel sees it.

    .venv/bin/python scripts/docs_picture.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games import registry  # noqa: E402
from render.registry import public_png  # noqa: E402

NAMES = ["Anna", "Boris", "Chloe", "Dmitri"]
SEED = 7


def main() -> None:
    registry.register_builtin()
    engine = registry.get("four_color_cards")
    assert engine is not None
    choices = random.Random(SEED)
    state = engine.new(len(NAMES), {}, SEED)
    history = []
    while engine.awaiting(state):
        seat = choices.choice(sorted(engine.awaiting(state)))
        state, _events = engine.apply(state, seat, choices.choice(engine.legal_moves(state, seat)))
        history.append(state)
    picture = public_png("four_color_cards", engine.view(history[len(history) // 2], None), NAMES)
    target = ROOT / "docs" / "images" / "four-color-cards.png"
    target.write_bytes(picture)
    print(f"{target.relative_to(ROOT)}: {len(picture)} bytes")


if __name__ == "__main__":
    main()
