"""``python -m bot`` as a real child process pointed at a fake Discord, killed with SIGKILL like a crash.

Used by the restart tests and by ``bench/soak.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import sys
from collections.abc import Mapping
from pathlib import Path

from bot.sandbox.local_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "process.test.token"


class BotProcess:
    """One bot, started and killed as often as a test likes, always on the same database.

    ``env`` adds settings (``DATABASE_URL``, ``SHARD_COUNT``, ``SHARD_IDS``); a process holding one of several
    shards names it as ``shard_id``, so that starting and killing it wait for that shard's gateway session only.
    """

    def __init__(
        self,
        fake: FakeDiscord,
        workdir: Path,
        *,
        log_level: str = "INFO",
        env: Mapping[str, str] | None = None,
        shard_id: int | None = None,
    ) -> None:
        self.fake = fake
        self.workdir = workdir
        self.database = workdir / "bot.sqlite3"
        self.log_level = log_level
        self.env = dict(env or {})
        self.shard_id = shard_id
        self.process: asyncio.subprocess.Process | None = None
        self.starts = 0

    @property
    def log_paths(self) -> list[Path]:
        return [self.workdir / f"bot-{number}.log" for number in range(1, self.starts + 1)]

    async def start(self, timeout: float = 60.0) -> None:  # noqa: ASYNC109
        """Starts the process and waits until it is connected to the fake gateway."""
        assert self.process is None or self.process.returncode is not None, "already running"
        self.starts += 1
        env = {
            **os.environ,
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_PATH": str(self.database),
            "DISCORD_API_BASE": self.fake.api_base,
            "DISCORD_GATEWAY_URL": self.fake.gateway_url,
            "LOG_LEVEL": self.log_level,
            "PYTHONPATH": str(ROOT),
            **self.env,
        }
        with self.log_paths[-1].open("wb") as log:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=self.workdir, env=env, stdout=log, stderr=asyncio.subprocess.STDOUT
            )
        await self.fake.wait_ready(timeout, shard_id=self.shard_id)

    async def kill(self) -> None:
        """SIGKILL: no clean-up, no goodbye; then waits until the fake saw the connection drop."""
        assert self.process is not None
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        await self.process.wait()
        await self.fake.wait_disconnected(10, shard_id=self.shard_id)

    async def restart(self) -> None:
        await self.kill()
        await self.start()

    async def stop(self) -> None:
        """A polite stop (SIGTERM), as a supervisor would; SIGKILL if it does not go."""
        if self.process is None or self.process.returncode is not None:
            return
        self.process.terminate()
        try:
            await asyncio.wait_for(self.process.wait(), 20)
        except TimeoutError:
            await self.kill()

    def log(self) -> str:
        return "".join(path.read_text(errors="replace") for path in self.log_paths if path.exists())


def committed_moves(database: Path) -> list[tuple[int, int, str]]:
    """Every move in the database as (game id, user id, move), in the order they were played."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as conn:
        rows = conn.execute("SELECT game_id, user_id, move FROM moves ORDER BY game_id, version").fetchall()
    return [(int(game), int(user), str(move)) for game, user, move in rows]


def game_versions(database: Path) -> dict[int, tuple[str, int, int | None]]:
    """Every game's status, version and the latest version its channel has seen, by game id."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as conn:
        rows = conn.execute("SELECT id, status, version, posted_version FROM games").fetchall()
    return {int(game): (str(status), int(version), posted) for game, status, version, posted in rows}
