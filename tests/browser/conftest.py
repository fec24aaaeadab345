"""The browser tests need a Chromium on the machine (Playwright drives it, and downloads none). Where there is
none they are left out with one line saying how to install one; CI (``SANDBOX_BROWSER_REQUIRED=1``, set by
``.ci/run``, which installs Chromium) fails instead, so they never pass by not running."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

INSTALL = "apt-get install -y chromium (Debian/Ubuntu), or: pip install playwright && playwright install chromium"
# Where a browser may be: SANDBOX_BROWSER names one; else the system's Chromium.
CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def browser_path() -> str | None:
    """The Chromium to drive, or None when there is none (Playwright's own, if downloaded, is found later)."""
    named = os.environ.get("SANDBOX_BROWSER", "").strip()
    if named:
        return named if Path(named).is_file() else None
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


def _playwright_browser() -> str | None:
    """Playwright's own downloaded Chromium (``playwright install chromium``), if any."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    with sync_playwright() as playwright:
        path = playwright.chromium.executable_path
    return path if Path(path).is_file() else None


def chromium() -> str | None:
    return browser_path() or _playwright_browser()


_MISSING: list[str] = []


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    ours = [item for item in items if here in Path(str(item.path)).parents]
    if not ours:
        return
    try:
        import playwright  # noqa: F401
    except ImportError:
        problem = "Playwright for Python is not installed: pip install -e '.[test]'"
    else:
        problem = "" if chromium() else f"no Chromium found: install one with {INSTALL}"
    if not problem:
        return
    if os.environ.get("SANDBOX_BROWSER_REQUIRED"):
        raise pytest.UsageError(f"the browser tests cannot run: {problem}")
    _MISSING.append(problem)
    config.hook.pytest_deselected(items=ours)
    items[:] = [item for item in items if item not in ours]


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for problem in _MISSING:
        terminalreporter.write_line(f"browser tests (tests/browser) not run: {problem}", yellow=True)
