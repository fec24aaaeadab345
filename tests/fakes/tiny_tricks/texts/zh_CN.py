"""Simplified Chinese texts of Tiny Tricks, the test suite's game: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
Simplified Chinese catalog by the test suite's registration (tests/fakes)."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "rules.tiny_tricks": (
        "用来测试机器人的三张牌吃墩小游戏。大家先同时把一张牌传给左手边的玩家，然后打三墩；每墩最大的牌赢下这一墩。\n\n"
        "**行动**：`pass 7`（选择要传出的牌），`play 7`（打出一张牌）。"
    ),
}
