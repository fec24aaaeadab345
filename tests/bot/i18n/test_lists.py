"""Lists as each language writes them: CLDR's separators and conjunction, and Chinese spacing beside names."""

from __future__ import annotations

from bot.i18n import clauses, listed, series


def test_lists_take_each_languages_separators_and_conjunction() -> None:
    names = ["<@1>", "<@2>", "<@3>"]
    assert listed(names, "en") == "<@1>, <@2>, and <@3>"
    assert listed(names, "fr") == "<@1>, <@2> et <@3>"
    assert listed(names, "ru") == "<@1>, <@2> и <@3>"
    assert listed(names, "pt-BR") == "<@1>, <@2>, and <@3>"  # a language without a catalog reads English
    assert listed(["<@1>"], "fr") == "<@1>" and listed([], "ru") == ""
    assert listed(["a", "b"], "ru", style="or") == "a или b"


def test_chinese_lists_use_the_enumeration_comma_and_space_和_from_names_and_numbers_only() -> None:
    assert listed(["<@1>", "<@2>", "<@3>"], "zh-TW") == "<@1>、<@2> 和 <@3>"
    assert listed(["1 影响力", "2 知识"], "zh-CN") == "1 影响力和 2 知识"
    assert listed(["红车", "白将", "绿卒"], "zh-CN") == "红车、白将和绿卒"
    assert listed(["<@1>", "<@2>"], "zh-CN", style="or") == "<@1> 或 <@2>"
    # Discord hides the bold marks: the conjunction sits against the Chinese words they hold, without a space.
    assert listed(["**哥本哈根**", "**四色牌**"], "zh-TW") == "**哥本哈根**和**四色牌**"
    games = ["**哥本哈根**", "**特魯瓦骰子**", "**四色牌**"]
    assert listed(games, "zh-TW") == "**哥本哈根**、**特魯瓦骰子**和**四色牌**"
    assert listed(["**Copenhagen**", "**四色牌**"], "zh-CN") == "**Copenhagen** 和**四色牌**"


def test_standalone_entries_and_steps_take_the_languages_own_marks() -> None:
    assert series(["<@1> 14", "<@2> 38"], "zh-TW") == "<@1> 14、<@2> 38"
    assert series(["<@1> 14", "<@2> 38"], "ru") == "<@1> 14, <@2> 38"
    assert clauses(["拿 1 號骰", "在第 3 欄建造大教堂"], "zh-TW") == "拿 1 號骰；在第 3 欄建造大教堂"
    assert clauses(["take die 1", "change it", "take 4"], "en") == "take die 1; change it; take 4"
    # French makes the steps one sentence: commas, then "puis" before the last.
    assert clauses(["prendre le dé 1", "le passer en blanc 4", "prendre 4 savoirs"], "fr") == (
        "prendre le dé 1, le passer en blanc 4, puis prendre 4 savoirs"
    )
    assert clauses(["prendre le dé 1"], "fr") == "prendre le dé 1"
