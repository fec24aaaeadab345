"""Drawing a replay: the work handed to a worker (a process in the running bot, a thread in tests).

Its inputs are plain data (spectator views, seat names, a language code), so a process can take them; it imports
what it needs when called, registering the games first: the catalogs read the registered games when they load.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.contract import JSON

if TYPE_CHECKING:
    from render.animation import Animation


def draw_replay(
    game_id: str, moments: Sequence[tuple[JSON, bool]], names: Sequence[str], language: str, limit: int
) -> Animation:
    """The animation of ``moments`` (spectator view, final picture), its words in ``language``, at most ``limit``
    bytes; raises ``render.animation.TooLarge`` if no encoding fits."""
    from games import registry

    if registry.get(game_id) is None:
        registry.register_builtin()
    from bot.i18n import picture_words
    from render.animation import animate, board_frames, durations

    frames = board_frames(game_id, moments, names, picture_words(game_id, language))
    return animate(frames, durations(len(frames)), limit)
