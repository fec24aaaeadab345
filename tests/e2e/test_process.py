"""``python -m bot`` as a real process: it connects with a token, syncs, logs an invite link, never the token."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from bot.sandbox.local_discord import FakeDiscord
from tests.e2e.bot_process import BotProcess

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
