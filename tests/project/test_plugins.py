"""A game is one plugin (the house guide): the bot's generic modules name no game, the test-only game lives wholly
in the test tree, and every game offered to players has its plugin package, registered by finding it."""

from __future__ import annotations

from pathlib import Path

from bot.plugin_registry import plugin_of
from bot.plugins import plugin_packages
from games import registry
from tests.fakes.tiny_tricks.engine import GAME as TEST_GAME

ROOT = Path(__file__).resolve().parents[2]
PLUGINS = ROOT / "bot" / "plugins"


def modules(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*.py") if "__pycache__" not in path.parts)


def test_no_generic_module_of_the_bot_names_a_game() -> None:
    generic = [path for path in modules(ROOT / "bot") if not path.is_relative_to(PLUGINS)]
    naming = {
        str(path.relative_to(ROOT)): game
        for path in generic
        for game in (*registry.BUILTIN, TEST_GAME.id)
        if game in path.read_text(encoding="utf-8")
    }
    assert not naming, f"generic modules that name a game (its pieces belong in bot/plugins/<game>/): {naming}"


def test_a_plugin_names_no_other_game() -> None:
    for package in plugin_packages():
        others = [game for game in (*registry.BUILTIN, TEST_GAME.id) if game != package]
        for path in modules(PLUGINS / package):
            text = path.read_text(encoding="utf-8")
            assert not [game for game in others if game in text], path.relative_to(ROOT)


def test_the_test_game_appears_nowhere_outside_the_tests() -> None:
    # What ships and what runs beside it (the benchmarks, the scripts); the developers' docs may describe the
    # test-only game.
    folders = ("bot", "games", "render", "bench", "scripts")
    shipped = [path for folder in folders for path in (ROOT / folder).rglob("*") if path.is_file()]
    naming = [
        str(path.relative_to(ROOT))
        for path in shipped
        if path.suffix in {".py", ".md", ".json", ".toml"} and TEST_GAME.id in path.read_text(encoding="utf-8")
    ]
    assert not naming


def test_every_game_offered_to_players_is_a_plugin_found_without_a_list() -> None:
    assert plugin_packages() == sorted(registry.BUILTIN)
    for game in registry.BUILTIN:
        plugin = plugin_of(game)
        assert plugin is not None and plugin.panel is not None and plugin.wording is not None, game
