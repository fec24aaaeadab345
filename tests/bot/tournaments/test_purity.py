"""The pairing modules are pure: they import only these parts of the standard library and each other.

import-linter cannot forbid standard-library modules, so this test reads the imports itself: no clock, no random
state, no files or sockets may creep into the code that decides who plays whom."""

import ast
from pathlib import Path

import bot.tournaments

ALLOWED = {"__future__", "collections", "collections.abc", "dataclasses", "itertools", "typing"}


def test_pairing_modules_import_nothing_impure() -> None:
    package = Path(bot.tournaments.__file__).parent
    for module in sorted(package.glob("*.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                assert name in ALLOWED or name.startswith("bot.tournaments"), f"{module.name} imports {name}"
