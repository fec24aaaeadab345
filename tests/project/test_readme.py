"""README is a newcomer's page: what the project is, the two commands, the sandbox and links, at most 10 KB; the
rest is in docs/. Its test command is the one CI runs, and no relative link of README or of the docs leads nowhere."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").rglob("*.md"))]

# [text](target) and ![alt](target); code spans and fenced blocks are taken out first.
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`[^`\n]*`")


def links(page: Path) -> list[str]:
    text = CODE.sub("", FENCE.sub("", page.read_text(encoding="utf-8")))
    return LINK.findall(text)


def anchor(heading: str) -> str:
    """A heading's anchor as MkDocs (and GitHub, for these headings) writes it."""
    text = unicodedata.normalize("NFKD", heading).encode("ascii", "ignore").decode()
    return re.sub(r"[-\s]+", "-", re.sub(r"[^\w\s-]", "", text).strip().lower())


def anchors(page: Path) -> set[str]:
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {anchor(heading) for heading in re.findall(r"^#{1,6} (.+)$", text, re.MULTILINE)}


def test_the_readme_is_at_most_ten_kilobytes() -> None:
    assert len(README.read_bytes()) <= 10_240


def test_the_readme_gives_the_test_command_ci_runs() -> None:
    commands = re.findall(r"^(bash scripts/test\.sh)\b", README.read_text(encoding="utf-8"), re.MULTILINE)
    ci = [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if line and not line.startswith("#")]
    assert commands == ["bash scripts/test.sh"]
    assert ci[-1] == commands[0]


def test_every_relative_link_of_the_readme_and_the_docs_leads_somewhere() -> None:
    checked = 0
    for page in PAGES:
        for target in links(page):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, fragment = target.partition("#")
            destination = (page.parent / path).resolve() if path else page
            assert destination.exists(), f"{page.relative_to(ROOT)}: {target}"
            if fragment:
                assert destination.suffix == ".md", f"{page.relative_to(ROOT)}: {target}"
                assert fragment in anchors(destination), f"{page.relative_to(ROOT)}: {target}"
            checked += 1
    assert checked > 50
