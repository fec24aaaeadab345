"""English texts of Tiny Tricks, the test suite's game: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
English catalog by the test suite's registration (tests/fakes)."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "rules.tiny_tricks": (
        "A three-card trick game used to test the bot. Everyone first passes one card to the left at the same "
        "time, then plays three tricks; the highest card takes the trick.\n\n"
        "**Moves**: `pass 7` (choose the card you pass), `play 7` (play a card)."
    ),
}
