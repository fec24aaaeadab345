"""The ``tabletop-bot`` command as an operator meets it: the installed command and ``python -m bot`` answer
``--help`` and ``--version`` without logging in, settings come from ``.env`` in the current folder (the
environment winning), a missing token says where ``.env`` was looked for, and ``invite`` prints the link."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from bot.app import GameBot
from bot.cli import id_in_token, invite_link
from bot.config import environment, load_settings

ROOT = Path(__file__).resolve().parents[2]
COMMAND = Path(sys.executable).parent / "tabletop-bot"  # the console script installed with the project
SUBCOMMANDS = ("run", "backup", "restore", "invite", "migrate-to", "sandbox")
# A token as Discord makes them: the bot's id in base64, a timestamp, a signature.
BOT_ID = 1184375812374823014
TOKEN = "MTE4NDM3NTgxMjM3NDgyMzAxNA.GhJk2L.abcdefghijklmnopqrstuvwxyz0123456789AB"


def run(args: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    # Nothing from the test's own environment that the command reads; Discord at a closed port, should anything
    # try to log in.
    kept = {name: value for name, value in os.environ.items() if not name.startswith(("DISCORD_", "DATABASE_"))}
    environment = {**kept, "PYTHONPATH": str(ROOT), "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10", **env}
    return subprocess.run(args, cwd=cwd, env=environment, capture_output=True, text=True, timeout=60)


def test_the_installed_command_lists_its_subcommands_without_logging_in(tmp_path: Path) -> None:
    for command in ([str(COMMAND), "--help"], [sys.executable, "-m", "bot", "--help"]):
        done = run(command, tmp_path, DISCORD_TOKEN=TOKEN)
        assert done.returncode == 0, done.stderr
        assert all(name in done.stdout for name in SUBCOMMANDS), done.stdout
        assert done.stderr == ""  # no login, no log line, no error
    assert list(tmp_path.iterdir()) == []  # no database created either


def test_version_is_the_installed_packages(tmp_path: Path) -> None:
    done = run([str(COMMAND), "--version"], tmp_path)
    assert done.returncode == 0 and done.stdout.split() == ["tabletop-bot", metadata.version("tabletop-bot")]


def test_each_subcommand_has_its_own_help(tmp_path: Path) -> None:
    for name in SUBCOMMANDS:
        done = run([str(COMMAND), name, "--help"], tmp_path)
        assert done.returncode == 0 and f"tabletop-bot {name}" in done.stdout, done.stderr
    restore = run([str(COMMAND), "restore", "--help"], tmp_path).stdout
    assert "stopped" in restore and "before-restore" in restore


def test_dotenv_is_read_from_the_current_folder_and_the_environment_wins(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\n")
    done = run([str(COMMAND), "invite"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert parse_qs(urlparse(done.stdout.strip()).query)["client_id"] == [str(BOT_ID)]
    # A token in the environment wins over the file's.
    other = "MTIzNDU2Nzg5MDEyMzQ1Njc4.x.y"
    done = run([str(COMMAND), "invite"], tmp_path, DISCORD_TOKEN=other)
    assert parse_qs(urlparse(done.stdout.strip()).query)["client_id"] == ["123456789012345678"]
    # Another folder, the code's own included, has no say.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run([str(COMMAND), "invite"], elsewhere)
    assert done.returncode == 2 and "--application-id" in done.stderr


def test_no_token_says_whether_and_where_dotenv_was_found(tmp_path: Path) -> None:
    done = run([str(COMMAND)], tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [done.stderr.strip()]  # one line
    assert f"there is no .env in {tmp_path}" in done.stderr and ".env.example" in done.stderr
    (tmp_path / ".env").write_text("DISCORD_TOKEN=\nLOG_LEVEL=INFO\n")  # .env.example copied, not filled in
    done = run([sys.executable, "-m", "bot", "run"], tmp_path)
    assert done.returncode == 2
    assert f"neither the environment nor {tmp_path / '.env'} sets it" in done.stderr
    # ... and says how to try the bot before having a token at all.
    assert "tabletop-bot sandbox" in done.stderr
    assert not (tmp_path / "data").exists()


def test_settings_from_dotenv_reach_the_bot_under_the_environments(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from.the.file\nLOG_LEVEL=debug\nDATABASE_PATH=here.sqlite3\n")
    settings = load_settings(environment(tmp_path, real={"LOG_LEVEL": "warning"}))
    assert settings.token == "from.the.file" and settings.database_path == Path("here.sqlite3")
    assert settings.log_level == "WARNING"


def test_the_invite_command_prints_the_link_the_running_bot_logs() -> None:
    bot = GameBot(load_settings({"DISCORD_TOKEN": TOKEN}))
    bot._connection.application_id = BOT_ID
    assert id_in_token(TOKEN) == BOT_ID
    assert invite_link(BOT_ID) == bot.invite_url()


def test_a_token_that_does_not_begin_with_an_id_gives_none() -> None:
    assert id_in_token("not-base64!.x.y") is None
    assert id_in_token("aGVsbG8.x.y") is None  # base64 of "hello", not digits


def test_invite_takes_the_application_id_given(tmp_path: Path) -> None:
    done = run([str(COMMAND), "invite", "--application-id", "42"], tmp_path, DISCORD_TOKEN=TOKEN)
    assert done.returncode == 0
    assert parse_qs(urlparse(done.stdout.strip()).query)["client_id"] == ["42"]
