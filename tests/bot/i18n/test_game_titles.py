"""A game is called by its name in the reader's language: in sentences, in /rules and in the command choices."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import discord
from discord import app_commands

from bot.cogs.rules import rules_embed
from bot.i18n import CatalogTranslator, GameName, game_title, t, title_str


def test_sentences_name_the_game_in_their_language() -> None:
    assert t("lobby.title", "ru", game=GameName("copenhagen")).startswith("Копенгаген")
    assert "哥本哈根" in t("lobby.title", "zh-CN", game=GameName("copenhagen"))
    assert "四色牌" in t("lobby.title", "zh-TW", game=GameName("four_color_cards"))
    assert t("lobby.title", "en-US", game=GameName("troyes_dice")).startswith("Troyes Dice")
    assert str(GameName("copenhagen")) == "Copenhagen"


def test_the_rules_guide_is_titled_in_the_readers_language() -> None:
    assert rules_embed("troyes_dice", game_title("troyes_dice", "zh-CN"), "zh-CN").title == "特鲁瓦骰子"


async def test_the_game_choices_of_the_commands_are_translated() -> None:
    context = cast(Any, SimpleNamespace(location=app_commands.TranslationContextLocation.choice_name, data=None))
    translator = CatalogTranslator()
    choice = title_str("copenhagen", "Copenhagen")
    assert await translator.translate(choice, discord.Locale.russian, context) == "Копенгаген"
    assert await translator.translate(choice, discord.Locale.taiwan_chinese, context) == "哥本哈根"
