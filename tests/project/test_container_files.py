"""The container files a host builds and runs: the Dockerfile builds from what the repository holds, runs the bot
as a non-root user and keeps the token out of the image; compose does not restart a bad setting forever and keeps
the database in a named volume; the health check tells a working bot from a broken one."""

from __future__ import annotations

import fnmatch
import importlib.util
import re
import sqlite3
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from tests.support.postgres_server import Databases

ROOT = Path(__file__).resolve().parents[2]


def _healthcheck() -> ModuleType:
    spec = importlib.util.spec_from_file_location("healthcheck", ROOT / "deploy" / "healthcheck.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["healthcheck"] = module
    spec.loader.exec_module(module)
    return module


healthcheck = _healthcheck()


def instructions() -> list[tuple[str, str]]:
    """The Dockerfile's instructions as (KEYWORD, arguments): continuation lines joined, comments dropped."""
    lines = [line for line in (ROOT / "Dockerfile").read_text().splitlines() if not line.lstrip().startswith("#")]
    joined = re.sub(r"\\\n", " ", "\n".join(lines))
    found = []
    for line in joined.splitlines():
        if line.strip():
            keyword, _, arguments = line.strip().partition(" ")
            found.append((keyword.upper(), " ".join(arguments.split())))
    return found


def final_stage() -> list[tuple[str, str]]:
    steps = instructions()
    last_from = max(index for index, (keyword, _) in enumerate(steps) if keyword == "FROM")
    return steps[last_from:]


def ignored(path: str) -> bool:
    """Whether .dockerignore keeps ``path`` out of the build context (the last matching pattern decides)."""
    excluded = False
    for pattern in (ROOT / ".dockerignore").read_text().splitlines():
        pattern = pattern.strip()
        if not pattern or pattern.startswith("#"):
            continue
        negated = pattern.startswith("!")
        pattern = pattern.lstrip("!").rstrip("/")
        parts = path.split("/")
        prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
        if any(fnmatch.fnmatchcase(prefix, pattern) for prefix in prefixes) or (
            pattern.startswith("**/") and any(fnmatch.fnmatchcase(part, pattern[3:]) for part in parts)
        ):
            excluded = not negated
    return excluded


def test_the_bot_runs_as_a_user_that_is_not_root() -> None:
    users = [arguments for keyword, arguments in final_stage() if keyword == "USER"]
    assert users, "the image runs as root"
    assert users[-1].split(":")[0] not in ("root", "0")
    created = " ".join(arguments for keyword, arguments in final_stage() if keyword == "RUN")
    assert "useradd" in created and re.search(rf"useradd [^&]*\b{re.escape(users[-1])}\b", created)


def test_every_file_the_build_copies_is_in_the_repository_and_the_build_context() -> None:
    copied = []
    for keyword, arguments in instructions():
        if keyword == "COPY" and "--from" not in arguments:
            copied += [word for word in arguments.split()[:-1] if not word.startswith("--")]
    assert copied
    for source in copied:
        assert (ROOT / source).exists(), source
        assert not ignored(source), f"{source} is left out of the build context by .dockerignore"


def test_the_token_and_the_database_stay_out_of_the_image() -> None:
    for path in (".env", "data/bot.sqlite3", ".venv/bin/python", ".git/config", "bot/__pycache__/app.cpython-311.pyc"):
        assert ignored(path), path
    assert not ignored("bot/app.py") and not ignored("render/fonts/NotoSans-Regular-subset.ttf")


def test_the_health_check_runs_the_script_the_image_copies() -> None:
    checks = [arguments for keyword, arguments in final_stage() if keyword == "HEALTHCHECK"]
    assert len(checks) == 1
    destinations = {
        arguments.split()[-1]: arguments.split()[-2] for keyword, arguments in final_stage() if keyword == "COPY"
    }
    script = re.search(r'CMD \["python", "([^"]+)"\]', checks[0])
    assert script is not None, checks[0]
    assert destinations.get(script.group(1)) == "deploy/healthcheck.py"


def test_the_image_starts_the_bot() -> None:
    entry = [arguments for keyword, arguments in final_stage() if keyword == "ENTRYPOINT"]
    assert len(entry) == 1
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"].get("scripts", {})
    if entry[0] == '["python", "-m", "bot"]':
        assert (ROOT / "bot" / "__main__.py").exists()
    else:
        command = re.match(r'\["([^"]+)"', entry[0])
        assert command is not None and command.group(1) in scripts, entry[0]


def _service(name: str) -> str:
    """One service's block of compose.yaml, as text (no YAML parser is among the test dependencies; the file
    was checked against the Compose Specification's schema when written)."""
    text = (ROOT / "compose.yaml").read_text()
    block = re.search(rf"^  {name}:\n((?:    .*\n|\s*\n)+)", text, re.MULTILINE)
    assert block is not None, name
    return block.group(1)


def test_compose_gives_up_on_a_failure_that_restarting_cannot_fix() -> None:
    # Plain on-failure, always or unless-stopped would restart a refused token or a bad setting forever.
    restart = re.search(r"^    restart: (\S+)$", _service("bot"), re.MULTILINE)
    assert restart is not None
    policy, _, tries = restart.group(1).partition(":")
    assert policy == "on-failure" and tries.isdigit() and 1 <= int(tries) <= 20


def test_compose_keeps_the_database_in_a_named_volume_and_waits_for_it() -> None:
    text = (ROOT / "compose.yaml").read_text()
    mount = re.search(r"^      - (\w+):/var/lib/postgresql/data$", _service("db"), re.MULTILINE)
    assert mount is not None
    assert re.search(rf"^volumes:\n(?:  .*\n)*  {mount.group(1)}:", text, re.MULTILINE)
    assert "condition: service_healthy" in _service("bot") and "healthcheck:" in _service("db")
    assert "DATABASE_URL: postgresql://" in _service("bot") and "@db:5432/" in _service("bot")


def test_a_readable_database_file_is_healthy(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE games (id INTEGER)")
    healthcheck.check_sqlite(path)


@pytest.mark.parametrize("content", [None, b"this is not a database, but the first page of something else" * 100])
def test_a_missing_or_foreign_database_file_is_unhealthy(tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "bot.sqlite3"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(healthcheck.Unhealthy, match=re.escape(str(path))):
        healthcheck.check_sqlite(path)
    assert path.exists() == (content is not None)  # the check never creates a database


async def test_a_postgres_database_that_answers_is_healthy(postgres: Databases) -> None:
    url = await postgres.create()
    try:
        await healthcheck.check_postgres(url)
    finally:
        await postgres.drop(url)


async def test_a_postgres_server_that_does_not_answer_is_unhealthy_and_the_password_stays_hidden() -> None:
    with pytest.raises(healthcheck.Unhealthy, match=r"postgresql://bot:\*\*\*@127\.0\.0\.1:9/bot does not answer"):
        await healthcheck.check_postgres("postgresql://bot:secret@127.0.0.1:9/bot")


TCP = """\
  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000:1538 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1 1 0 100 0 0 10 0
   1: 0A00000F:C350 68106A0A:{port} {state} 00000000:00000000 00:00000000 00000000 10001        0 2 1 0 20 4 30 10 -1
"""


def fake_proc(tmp_path: Path, *, port: int, state: str, process: str = "S (sleeping)") -> Path:
    (tmp_path / "1" / "net").mkdir(parents=True)
    (tmp_path / "1" / "net" / "tcp").write_text(TCP.format(port=f"{port:04X}", state=state))
    (tmp_path / "1" / "status").write_text(f"Name:\tpython\nState:\t{process}\n")
    return tmp_path


def test_a_bot_connected_to_the_gateway_is_healthy(tmp_path: Path) -> None:
    proc = fake_proc(tmp_path, port=443, state="01")
    healthcheck.check_process(proc)
    healthcheck.check_gateway(443, proc)


@pytest.mark.parametrize(("port", "state"), [(443, "06"), (5432, "01")])
def test_a_bot_without_a_gateway_connection_is_unhealthy(tmp_path: Path, port: int, state: str) -> None:
    # A connection in TIME_WAIT, or one to the database only, is no connection to Discord.
    with pytest.raises(healthcheck.Unhealthy, match="no connection to Discord's gateway"):
        healthcheck.check_gateway(443, fake_proc(tmp_path, port=port, state=state))


def test_a_stopped_bot_process_is_unhealthy(tmp_path: Path) -> None:
    with pytest.raises(healthcheck.Unhealthy, match="not running"):
        healthcheck.check_process(fake_proc(tmp_path, port=443, state="01", process="T (stopped)"))


@pytest.mark.parametrize(
    ("url", "port"), [(None, 443), ("wss://gateway.example:8443", 8443), ("ws://proxy", 80), ("wss://proxy/", 443)]
)
def test_the_gateway_port_follows_the_gateway_setting(url: str | None, port: int) -> None:
    assert healthcheck.gateway_port(url) == port


def test_the_systemd_units_do_not_restart_what_restarting_cannot_fix() -> None:
    # The statuses the bot stops with when a setting, the database or the token is wrong; the single-server unit
    # and the hosting guide's units (the same one, and the sharded template) must spare exactly those.
    from bot.running import EXIT_CONFIG, EXIT_DATABASE, EXIT_TOKEN, EXIT_UNREACHABLE

    units = [(ROOT / "deploy" / "tabletop-bot.service").read_text()]
    guide = "\n".join(page.read_text() for page in sorted((ROOT / "docs" / "hosting").glob("*.md")))
    units += re.findall(r"```ini\n(.*?)```", guide, re.DOTALL)
    assert len(units) >= 2
    for unit in units:
        assert re.search(r"^Restart=on-failure$", unit, re.MULTILINE), unit
        spared = re.search(r"^RestartPreventExitStatus=(.*)$", unit, re.MULTILINE)
        assert spared is not None, unit
        statuses = {int(status) for status in spared.group(1).split()}
        assert statuses == {EXIT_CONFIG, EXIT_DATABASE, EXIT_TOKEN} and EXIT_UNREACHABLE not in statuses


def test_the_single_server_unit_runs_what_the_hosting_guides_steps_create() -> None:
    unit = (ROOT / "deploy" / "tabletop-bot.service").read_text()
    guide = (ROOT / "docs" / "hosting" / "service.md").read_text()
    steps = re.search(r"^# As a service on one machine\n.*?```bash\n(.*?)```", guide, re.S | re.M)
    assert steps is not None
    user = re.search(r"^User=(\S+)$", unit, re.MULTILINE)
    folder = re.search(r"^WorkingDirectory=(\S+)$", unit, re.MULTILINE)
    command = re.search(r"^ExecStart=(\S+)", unit, re.MULTILINE)
    assert user is not None and folder is not None and command is not None
    assert re.search(rf"useradd .*--home-dir {folder.group(1)} .*\b{user.group(1)}$", steps.group(1), re.MULTILINE)
    venv = command.group(1).removesuffix("/bin/tabletop-bot")
    assert venv != command.group(1) and f"python3 -m venv {venv}" in steps.group(1)
    assert f"{venv}/bin/pip install ." in steps.group(1) and f"{folder.group(1)}/.env" in steps.group(1)
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert "tabletop-bot" in scripts
