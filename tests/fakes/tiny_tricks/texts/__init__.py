"""Tiny Tricks's texts, one module per language (``en``, ``fr``, ``ru``, ``zh_CN``, ``zh_TW``), each a ``MESSAGES``
table; registered with the game's plugin (``tests.fakes.tiny_tricks``), so no production catalog holds them."""
