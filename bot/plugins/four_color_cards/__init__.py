"""Four Color Cards (四色牌) as a plugin: its panel (``panel``), its wording (``wording``), its texts in every language
(``texts``) and the ``PLUGIN`` that registers them (``plugin``). Imports nothing, so that the catalogs may load its
texts while the bot is still being imported (``bot.plugins``)."""
