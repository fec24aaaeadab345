"""CHANGELOG.md keeps up with the version and the schema: the newest release it describes is the version in
pyproject.toml (what ``tabletop-bot --version`` prints once installed), and it names the schema version that
release's migrations leave, so a new migration without a word in the changelog fails here."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from bot.store.schema import SQLITE, migrations

ROOT = Path(__file__).resolve().parents[2]


def releases() -> list[tuple[str, str]]:
    """Each release's version and its text, newest first; what is not released yet (``[Unreleased]``) first of all,
    when the changelog has it."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    parts = re.split(r"^## \[([^\]]+)\].*$", text, flags=re.MULTILINE)
    return list(zip(parts[1::2], parts[2::2], strict=True))


def released() -> list[tuple[str, str]]:
    return [(version, body) for version, body in releases() if version != "Unreleased"]


def test_the_newest_release_in_the_changelog_is_the_version_in_pyproject() -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert released()[0][0] == version


def test_the_newest_release_names_the_schema_version_its_migrations_leave() -> None:
    latest = max(number for number, _ in migrations(SQLITE))
    _, text = releases()[0]  # what comes next, or else the newest release: it must name the schema it leaves
    assert f"schema version {latest} " in " ".join(text.split())
    assert all(re.search(r"schema version \d+ ", " ".join(body.split())) for _, body in releases())
