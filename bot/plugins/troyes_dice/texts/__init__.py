"""Troyes Dice's texts, one module per language (``en``, ``fr``, ``ru``, ``zh_CN``, ``zh_TW``), each a ``MESSAGES``
table with the same ids as every other catalog. They import nothing: ``bot.i18n`` loads them beside the bot's own
texts."""
