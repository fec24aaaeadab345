"""Traditional Chinese texts of Tiny Tricks, the test suite's game: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
Traditional Chinese catalog by the test suite's registration (tests/fakes)."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "rules.tiny_tricks": (
        "用來測試機器人的三張牌吃墩遊戲。所有人先同時把一張牌傳給左手邊的玩家，"
        "接著打三墩；最大的牌贏得該墩。\n\n"
        "**行動**：`pass 7`（選擇要傳出的牌）、`play 7`（出一張牌）。"
    ),
}
