"""Russian texts of Tiny Tricks, the test suite's game: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
Russian catalog by the test suite's registration (tests/fakes)."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "rules.tiny_tricks": (
        "Игра на взятки с тремя картами для проверки бота. Сначала все одновременно передают по одной "
        "карте соседу слева, затем разыгрывают три взятки; взятку забирает старшая карта.\n\n"
        "**Ходы**: `pass 7` (выбрать карту для передачи), `play 7` (сыграть карту)."
    ),
}
