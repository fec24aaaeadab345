"""Tiny Tricks, the test suite's own game: a small engine and its pictures that exercise the bot's plumbing (hidden
hands, a simultaneous phase, turns, shared places). It registers like any game, in each layer that knows it, from
the test tree only: its engine, its pictures, and its plugin (``bot.plugin_registry``), which brings only its texts
(``texts/<language>.py``, its rules guide): it has no panel or words of its own, so it gets the bot's generic ones."""

from __future__ import annotations

from importlib import import_module
from pkgutil import iter_modules

from bot.i18n import LANGUAGES, SOURCE, Message
from bot.plugin_registry import Plugin
from bot.plugin_registry import register as register_plugin
from games import registry
from render import registry as renderers
from tests.fakes.tiny_tricks import texts
from tests.fakes.tiny_tricks.engine import GAME
from tests.fakes.tiny_tricks.render import RENDERER

# A texts module's name -> the language code its catalog goes by ("zh_CN" -> "zh-CN").
_CODES = {SOURCE: SOURCE, **{module: code for code, module in LANGUAGES.items()}}


def _texts() -> dict[str, dict[str, Message]]:
    """The game's texts by language code, from every ``texts/<language>.py``."""
    found = sorted(info.name for info in iter_modules(texts.__path__))
    return {_CODES[name]: dict(import_module(f"{texts.__name__}.{name}").MESSAGES) for name in found}


PLUGIN = Plugin(GAME.id, texts=_texts())


def register() -> None:
    registry.register(GAME)
    renderers.register(GAME.id, RENDERER)
    register_plugin(PLUGIN)
