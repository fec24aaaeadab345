"""A display name in Chinese sits against the Chinese words around it ("轮到美玲出牌"), as Chinese is written, while a
Latin name, a number or a mention keeps the space the catalogs set beside it ("轮到 Alice 出牌", "第 3 局")."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.i18n.han_spacing import fill


@pytest.mark.parametrize(
    ("code", "chinese", "latin"),
    [
        ("zh-CN", "第 1/3 局 · 轮到美玲出牌", "第 1/3 局 · 轮到 Alice 出牌"),
        ("zh-TW", "第 1 局（共 3 局）· 輪到美玲打牌", "第 1 局（共 3 局）· 輪到 Alice 打牌"),
    ],
)
def test_a_chinese_name_takes_no_space_where_a_latin_one_does(code: str, chinese: str, latin: str) -> None:
    moment = "moment.four_color_cards.discard"
    assert t(moment, code, round=1, rounds=3, name="美玲") == chinese
    assert t(moment, code, round=1, rounds=3, name="Alice") == latin


def test_mentions_numbers_and_other_languages_keep_their_spaces() -> None:
    assert t("game.next", "zh-CN", users="<@1>、<@2>") == "轮到 <@1>、<@2> 行动。"
    assert t("panel.troyes_dice.sheet_choice", "zh-TW", name="美玲") == "美玲的計分表"
    assert t("panel.troyes_dice.sheet_choice", "ru", name="Алёна").count(" ") >= 1
    # Only the space between two Han characters goes; a space beside a digit or punctuation stays.
    assert fill("给 {who} 3 张", {"who": "志明"}) == "给志明 3 张"
    assert fill("（{who} ）", {"who": "志明"}) == "（志明 ）"
