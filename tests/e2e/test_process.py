"""``python -m bot`` as a real process: it connects with a token, syncs, logs an invite link, never the token."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from bot.sandbox.local_discord import FakeDiscord
from tests.e2e.bot_process import BotProcess
from tests.e2e.conftest import People

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "process.test.token-123"


async def test_the_bot_process_starts_connects_and_keeps_the_token_out_of_its_log(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    env = {
        **os.environ,
        "DISCORD_TOKEN": TOKEN,
        "DATABASE_PATH": str(tmp_path / "nested" / "bot.sqlite3"),
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "LOG_LEVEL": "DEBUG",
        "PYTHONPATH": str(ROOT),
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        # At DEBUG, discord.py logs the commands it syncs as one line: past 64 KiB (asyncio's default line limit)
        # since the tournament, season and daily commands joined, in five languages.
        limit=2**22,
    )
    lines: list[str] = []

    async def read_until_invite() -> None:
        assert process.stdout is not None
        while line := await process.stdout.readline():
            lines.append(line.decode(errors="replace"))
            if "invite link:" in lines[-1]:
                return

    try:
        await fake.wait_ready(timeout=30)
        await fake.wait_synced(timeout=10)
        await asyncio.wait_for(read_until_invite(), 30)
        assert (tmp_path / "nested" / "bot.sqlite3").exists()
    finally:
        process.terminate()
        rest, _ = await asyncio.wait_for(process.communicate(), 30)
    log = "".join(lines) + rest.decode(errors="replace")
    assert "invite link: https://discord.com/oauth2/authorize?client_id=" in log
    assert TOKEN not in log
    assert {"game", "play", "hand", "rules"} <= {command["name"] for command in fake.commands}


async def test_the_bot_process_stops_cleanly_on_sigterm(fake: FakeDiscord, tmp_path: Path) -> None:
    bot = BotProcess(fake, tmp_path)
    await bot.start()
    assert bot.process is not None
    bot.process.terminate()
    # A supervisor's stop: the bot closes itself (gateway, posts, database) and exits with success.
    assert await asyncio.wait_for(bot.process.wait(), 20) == 0
    await fake.wait_disconnected(10)
    assert "stopping on SIGTERM" in bot.log()


def children_of(pid: int) -> dict[int, str]:
    """The live processes whose parent is ``pid``, with their command lines (from /proc; zombies, already dead and
    waiting to be reaped, left out)."""
    found: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = command_line(int(entry.name))
        except OSError:
            continue  # gone meanwhile
        state, parent = stat.rsplit(")", 1)[1].split()[:2]
        if int(parent) == pid and state != "Z":
            found[int(entry.name)] = command
    return found


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


async def until(check: Callable[[], bool], seconds: float) -> bool:
    """Polls ``check`` until it holds or ``seconds`` pass; says whether it held."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


async def test_a_bot_killed_with_sigkill_leaves_no_worker_process_behind(
    fake: FakeDiscord, people: People, tmp_path: Path
) -> None:
    bot = BotProcess(fake, tmp_path, env={"AI_WORKERS": "2", "AI_THINKING_SECONDS": "0.05", "AI_PAUSE_SECONDS": "0"})
    await bot.start()
    assert bot.process is not None
    channel = fake.channel("general")
    try:
        for command, options in [
            ("game new", {"game": "copenhagen"}),
            ("game addbot", {"level": "easy"}),
            ("game start", {}),
        ]:
            await (await fake.slash(people.alice, channel, command, options)).done()
        # The game is played in a thread of its own.
        await fake.wait_until(lambda: any(c.is_thread and c.parent_id == channel.id for c in fake.channels.values()))
        thread = next(c for c in fake.channels.values() if c.is_thread and c.parent_id == channel.id)

        def workers() -> dict[int, str]:
            assert bot.process is not None
            return {pid: cmd for pid, cmd in children_of(bot.process.pid).items() if "multiprocessing" in cmd}

        # The AI thinks in the pool's worker processes: Alice plays whenever it is her turn until they exist.
        deadline = asyncio.get_running_loop().time() + 60
        while not any("spawn_main" in cmd for cmd in workers().values()):
            assert asyncio.get_running_loop().time() < deadline, "the AI never started a worker process"
            suggested = await (
                await fake.autocomplete(people.alice, thread, "play", {"move": ""}, focused="move")
            ).done()
            if suggested.choices:
                await (await fake.slash(people.alice, thread, "play", {"move": suggested.choices[0]["value"]})).done()
            await until(lambda: any("spawn_main" in cmd for cmd in workers().values()), 1.0)
        left = workers()  # the workers and the resource tracker the pool started
        assert any("resource_tracker" in cmd for cmd in left.values()), left
    finally:
        await bot.kill()
    # SIGKILL: the bot cleans nothing up. Its workers see it gone and end, and then the resource tracker.
    try:
        assert await until(lambda: not any(alive(pid) for pid in left), 10.0), {
            pid: cmd for pid, cmd in left.items() if alive(pid)
        }
    finally:
        for pid, command in left.items():  # a failing run leaves no orphan behind either (the same process only)
            if alive(pid) and command_line(pid) == command:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
