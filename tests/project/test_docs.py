"""The documentation (docs/, built by MkDocs in the test command) says what the bot does: the permissions integer a
server owner pastes is the one the invite asks for, the commands in each language are the ones the catalogs give
Discord, and each game's notation is the one ``/rules`` gives."""

from __future__ import annotations

import re
from pathlib import Path

from bot.app import PERMISSIONS
from bot.i18n import LANGUAGES, SOURCE, t

DOCS = Path(__file__).resolve().parents[2] / "docs"
TITLES = {"copenhagen": "Copenhagen", "troyes_dice": "Troyes Dice", "four_color_cards": "Four Color Cards"}


def section(text: str, heading: str) -> str:
    """The text under ``heading`` (a ``## `` heading), up to the next heading of that level or above."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^#{{1,2}} |\Z)", text, re.MULTILINE | re.DOTALL)
    assert match is not None, heading
    return match.group(1)


def table_rows(text: str) -> list[list[str]]:
    """The cells of a Markdown table's body rows, the header and the rule left out."""
    rows = [line for line in text.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split(" | ")] for row in rows[2:]]


def test_the_hosting_guide_gives_the_permissions_integer_of_the_invite() -> None:
    text = (DOCS / "hosting" / "discord.md").read_text(encoding="utf-8")
    assert f"permissions integer `{PERMISSIONS.value}`" in text


def test_the_commands_in_every_language_are_those_the_catalogs_give_discord() -> None:
    text = (DOCS / "players" / "commands.md").read_text(encoding="utf-8")
    described = section(text, "Commands in every language")
    languages = [SOURCE, *LANGUAGES]
    listed = []
    for row in table_rows(described):
        assert len(row) == len(languages), row
        path = row[0].strip("`").removeprefix("/").split()
        listed.append(" ".join(path))
        for language, cell in zip(languages, row, strict=True):
            words = [t("name." + ".".join(path[: depth + 1]), language) for depth in range(len(path))]
            assert cell == "`/" + " ".join(words) + "`", (language, cell)
    # Every command the English table describes, and no other, once.
    english = text[: text.index("## Commands in every language")]
    commands = []
    for row in table_rows(english):
        for command in re.findall(r"`/([a-z_ ]+?)(?: [a-z_]+:[^`]*)?`", row[0]):
            if command not in commands:
                commands.append(command)
    assert len(commands) > 20
    assert listed == commands


def test_each_games_notation_is_the_one_rules_gives() -> None:
    text = (DOCS / "players" / "notation.md").read_text(encoding="utf-8")
    for game, title in TITLES.items():
        lead, _, moves = t(f"rules.{game}.moves", SOURCE).partition("\n")
        assert section(text, title).strip() == f"{lead}\n\n{moves}".strip(), game
