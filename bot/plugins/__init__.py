"""The games offered to players, one package each: ``bot.plugins.<game>`` holds a game's panel, its wording, its
commands of its own and its texts in every language (``texts/<language>.py``), and its ``plugin`` module the
``PLUGIN`` that ``bot.plugin_registry`` records.

A new package here is a new plugin: ``register_all`` finds the packages rather than listing them, so that adding a
game edits no list. This module and each package's ``__init__`` import nothing, because the catalogs
(``bot.i18n``) load the ``texts`` modules while the rest of the bot is still being imported.
"""

from __future__ import annotations

from importlib import import_module
from pkgutil import iter_modules


def plugin_packages() -> list[str]:
    """The names of the plugin packages, sorted (``copenhagen``, ...)."""
    return sorted(info.name for info in iter_modules(__path__) if info.ispkg)


def register_all() -> None:
    """Registers every plugin package's ``PLUGIN`` (at start-up, after the games' engines)."""
    from bot.plugin_registry import register

    for package in plugin_packages():
        register(import_module(f"{__name__}.{package}.plugin").PLUGIN)
