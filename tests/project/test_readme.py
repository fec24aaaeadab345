"""README says what the bot does: the permissions integer a server owner pastes is the one the invite asks for."""

from __future__ import annotations

from pathlib import Path

from bot.app import PERMISSIONS

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_gives_the_permissions_integer_of_the_invite() -> None:
    assert f"permissions integer `{PERMISSIONS.value}`" in README.read_text(encoding="utf-8")
