"""Capacity: many channels playing at once through the fake Discord against one bot process.

Opens ``--games`` games (``--players`` players each, two by default, the ``--titles`` in turn: all three by default) in
as many channels, then for ``--seconds``
has ``--concurrency`` channels play at once: each picks a legal move for a player the game awaits (read from the
database, as a player reads the board) and sends ``/play``. Prints moves applied per second, the bot process's
CPU milliseconds per move (all its threads, from /proc; user and system, and how often its threads went to sleep
or were put off the CPU), the reply latency p50/p99 (``/play`` sent to its answer received: the move's board or
step line itself when that answers it, else the private confirmation), the bot's resident memory with every game
active, and the public posts per route: channel messages (counted against Discord's global
50 requests per second) and interaction responses and follow-ups (not counted). Then the REST requests per move,
route by route; of them, those through the counted routes (every route but interaction callbacks and their webhooks)
and the edits of the games' summaries in their parent channels (``bot.threads``), each as a figure per move.

    python bench/capacity.py [--games 1000] [--seconds 20] [--concurrency 16] [--seed 1] [--windows 1]
                             [--titles four_color_cards] [--players 4]

Not run by CI: it takes a minute or more and its figures depend on the machine and on what else it is doing.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from percentiles import percentile  # bench/ is on sys.path when a script runs

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the fake Discord and the process helper live in the test tree

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeUser  # noqa: E402
from games import registry  # noqa: E402
from tests.e2e.bot_process import BotProcess, game_versions  # noqa: E402

TITLES = ("troyes_dice", "copenhagen", "four_color_cards")
ANSWER_TIMEOUT = 10.0
# Opening the games is set-up, not measured: on a machine busy with other work a start (which draws the first
# board) may queue behind many others, and the bench waits for it rather than give up.
OPENING_TIMEOUT = 120.0
TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class Tally:
    moves: int = 0
    refused: int = 0
    unanswered: int = 0
    latencies: list[float] = field(default_factory=list)


@dataclass
class Seating:
    channel: FakeChannel
    players: list[FakeUser]
    title: str


def cpu_seconds(pid: int) -> float:
    """User plus system CPU of a process, all its threads."""
    user, system = cpu_split(pid)
    return user + system


def cpu_split(pid: int) -> tuple[float, float]:
    """User and system CPU seconds of a process, all its threads."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) / TICKS, int(fields[12]) / TICKS


def context_switches(pid: int) -> int:
    """How many times the process's live threads have gone to sleep or been put off the CPU: each wake-up of a
    sleeping thread costs tens of microseconds of CPU on a virtual machine."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):  # a thread may end while we read
            for line in (task / "status").read_text().splitlines():
                if line.startswith(("voluntary_ctxt_switches:", "nonvoluntary_ctxt_switches:")):
                    total += int(line.split()[1])
    return total


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Database:
    """The bot's database, read-only, as the players' eyes: which game a channel plays and who may move."""

    def __init__(self, path: Path) -> None:
        self.conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)

    def awaited(self, channel: FakeChannel) -> tuple[int, list[tuple[int, list[str]]]] | None:
        """The channel's active game (played in the channel, or in the thread it moved into when it started: its
        channel id) and, for each seat it awaits, that seat's user and legal moves."""
        row = self.conn.execute(
            "SELECT g.channel_id, g.id, g.game_type, g.state FROM games g LEFT JOIN game_threads t ON t.game_id = g.id"
            " WHERE g.status = 'active' AND (g.channel_id = ? OR t.parent_id = ?) ORDER BY g.id DESC",
            (channel.id, channel.id),
        ).fetchone()
        if row is None:
            return None
        where, game_id, title, state = row
        engine = registry.get(title)
        assert engine is not None
        loaded = engine.from_json(json.loads(state))
        users = dict(self.conn.execute("SELECT seat, user_id FROM seats WHERE game_id = ?", (game_id,)).fetchall())
        return where, [(users[seat], engine.legal_moves(loaded, seat)) for seat in sorted(engine.awaiting(loaded))]


async def answer_of(
    fake: FakeDiscord, user: FakeUser, channel: FakeChannel, command: str, patience: float, **options: object
) -> str:
    interaction = await fake.slash(user, channel, command, dict(options))
    done = await interaction.done(patience)
    return done.messages[-1].content if done.messages else ""


async def open_game(fake: FakeDiscord, seating: Seating, patience: float = OPENING_TIMEOUT) -> None:
    host, *guests = seating.players
    await answer_of(fake, host, seating.channel, "game new", patience, game=seating.title)
    for guest in guests:
        await answer_of(fake, guest, seating.channel, "game join", patience)
    await answer_of(fake, host, seating.channel, "game start", patience)


async def open_games(fake: FakeDiscord, seatings: list[Seating], concurrency: int) -> None:
    gate = asyncio.Semaphore(concurrency)

    async def one(seating: Seating) -> None:
        async with gate:
            await open_game(fake, seating)

    await asyncio.gather(*(one(seating) for seating in seatings))


async def play(
    fake: FakeDiscord,
    database: Database,
    seating: Seating,
    choices: random.Random,
    stop: asyncio.Event,
    tally: Tally,
) -> None:
    users = {user.id: user for user in seating.players}
    while not stop.is_set():
        found = database.awaited(seating.channel)
        if found is None:  # finished: a new game in the same channel keeps the count of active games
            try:
                await open_game(fake, seating, ANSWER_TIMEOUT)
            except TimeoutError:  # a busy machine: counted, and the channel tries again
                tally.unanswered += 1
            continue
        where, awaited = found
        table = fake.channels.get(where, seating.channel)  # the game's thread, by default
        user_id, moves = choices.choice(awaited)
        sent = time.perf_counter()
        interaction = await fake.slash(users[user_id], table, "play", {"move": choices.choice(moves)})
        try:
            await interaction.responded_wait(ANSWER_TIMEOUT)
        except TimeoutError:
            tally.unanswered += 1
            continue
        tally.latencies.append((time.perf_counter() - sent) * 1000)
        # The first message is the answer: the move's public post itself (its board or step line), or a private
        # confirmation (a public follow-up after it is then the move's post), or a private refusal.
        answer = interaction.message
        if answer is not None and (not answer.ephemeral or answer.content.startswith(("Done", "Your answer"))):
            tally.moves += 1
        else:
            tally.refused += 1


def request_kind(method: str, path: str) -> str:
    """A REST request's method and path with its ids and tokens left out: ``POST /webhooks/:id/:token``."""
    parts = path.split("?")[0].strip("/").split("/")
    kept = [part if part.isalpha() and len(part) < 30 else ":id" for part in parts if part not in ("api", "v10")]
    return f"{method} /{'/'.join(kept)}"


def counted(kind: str) -> bool:
    """Whether a request goes through a route Discord counts against the bot's 50 requests a second: all but
    interaction callbacks and their webhooks (follow-ups and edits of the answers)."""
    return not kind.startswith(("POST /interactions/", "GET /webhooks/", "POST /webhooks/", "PATCH /webhooks/"))


def summary_ids(database: Path) -> set[int]:
    """The messages in parent channels that summarise games played in their threads."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as conn:
        try:
            rows = conn.execute("SELECT summary_message_id FROM game_threads WHERE summary_message_id IS NOT NULL")
        except sqlite3.OperationalError:  # a release before games had threads: no summaries
            return set()
        return {row[0] for row in rows}


def public_posts(fake: FakeDiscord) -> Counter[str]:
    """Public messages the bot created, by the route that created them."""
    return Counter(message.route for message in fake.all_messages.values() if not message.ephemeral)


async def settle(database: Path, seconds: float) -> int:
    """Waits until every game's channel has seen its latest state; returns how many have not."""
    deadline = time.monotonic() + seconds
    while True:
        games = game_versions(database).values()
        unposted = sum(1 for status, version, posted in games if status != "cancelled" and posted != version)
        if unposted == 0 or time.monotonic() > deadline:
            return unposted
        await asyncio.sleep(0.2)


async def capacity(
    games: int,
    seconds: float,
    concurrency: int,
    seed: int,
    windows: int,
    titles: list[str],
    players: int,
    check_answers: bool = True,
) -> None:
    registry.register_builtin()
    choices = random.Random(seed)
    async with FakeDiscord() as fake:
        if not check_answers:
            # The bot's CPU is what is measured; the fake's checks of its own answers load the driver, which
            # shares the machine's cores with the bot, and a release before them had none.
            fake._check_answer = lambda *_args: None
            fake.check_frame = lambda _frame: None
        seatings = [
            Seating(
                fake.add_channel(f"table-{number}"),
                [fake.add_user(f"p{number}{chr(ord('a') + seat)}") for seat in range(players)],
                titles[number % len(titles)],
            )
            for number in range(games)
        ]
        with tempfile.TemporaryDirectory() as folder:
            bot = BotProcess(fake, Path(folder), log_level="WARNING")
            await bot.start()
            try:
                await measure(fake, bot, seatings, seconds, concurrency, choices, windows)
            finally:  # never leave a bot process behind, whatever went wrong
                await bot.stop()


async def measure(
    fake: FakeDiscord,
    bot: BotProcess,
    seatings: list[Seating],
    seconds: float,
    concurrency: int,
    choices: random.Random,
    windows: int,
) -> None:
    games = len(seatings)
    assert bot.process is not None
    pid = bot.process.pid
    started = time.monotonic()
    await open_games(fake, seatings, concurrency)
    opened = time.monotonic() - started
    unposted = await settle(bot.database, 120)
    memory = resident_mb(pid)
    before_play = public_posts(fake)

    database = Database(bot.database)
    tally = Tally()
    playing = choices.sample(seatings, min(concurrency, len(seatings)))
    cpu = cpu_seconds(pid)
    split, switches = cpu_split(pid), context_switches(pid)
    requests_before = len(fake.requests)
    wall = time.monotonic()
    per_window: list[float] = []  # CPU ms per move of each window
    unposted_after = 0
    for _window in range(windows):
        stop = asyncio.Event()
        moves, window_cpu = tally.moves, cpu_seconds(pid)
        tasks = [
            asyncio.create_task(play(fake, database, seating, random.Random(choices.random()), stop, tally))
            for seating in playing
        ]
        await asyncio.sleep(seconds)
        stop.set()
        await asyncio.gather(*tasks)
        unposted_after = await settle(bot.database, 60)
        per_window.append((cpu_seconds(pid) - window_cpu) / max(1, tally.moves - moves) * 1000)
    wall = time.monotonic() - wall
    cpu = cpu_seconds(pid) - cpu
    user, system = (after - before for after, before in zip(cpu_split(pid), split, strict=True))
    switches = context_switches(pid) - switches
    memory_after = resident_mb(pid)
    await bot.stop()

    posts = public_posts(fake) - before_play
    global_posts = posts["channel"]
    played = f"{windows} x {seconds:.0f} s" if windows > 1 else f"{seconds:.0f} s"
    print(f"capacity: {games} games opened in {opened:.1f} s; {concurrency} channels played {played}")
    print(f"moves applied       {tally.moves} ({tally.refused} refused, {tally.unanswered} unanswered)")
    print(f"moves per second    {tally.moves / wall:.1f} (wall, until every board was posted)")
    per_move = cpu / max(1, tally.moves) * 1000
    print(f"bot CPU per move    {per_move:.2f} ms (one core: ~{tally.moves / cpu:.0f} moves/s)")
    moves = max(1, tally.moves)
    print(
        f"  of which          user {user / moves * 1000:.2f} ms, system {system / moves * 1000:.2f} ms; "
        f"{switches / moves:.1f} thread switches per move"
    )
    if windows > 1:
        shown = ", ".join(f"{figure:.2f}" for figure in per_window)
        print(f"  per window        {shown} ms; median {statistics.median(per_window):.2f} ms")
    lat = sorted(tally.latencies)
    if lat:
        print(f"reply latency       p50 {percentile(lat, 0.5):.1f} ms, p99 {percentile(lat, 0.99):.1f} ms")
    print(f"resident memory     {memory:.0f} MB with {games} active games ({memory_after:.0f} MB after play)")
    print(f"public posts        {dict(sorted(posts.items()))} while playing")
    total = sum(posts.values())
    if total:
        print(f"global route        {global_posts / total:.0%} of public posts through the channel route")
    print(f"boards unposted     {unposted} after opening, {unposted_after} after play")
    played_requests = fake.requests[requests_before:]
    requests = Counter(request_kind(record.method, record.path) for record in played_requests)
    per_move_requests = ", ".join(f"{kind} {count / max(1, tally.moves):.2f}" for kind, count in requests.most_common())
    print(f"requests per move   {per_move_requests}")
    counted_requests = sum(count for kind, count in requests.items() if counted(kind))
    print(f"counted per move    {counted_requests / moves:.3f} requests through the counted routes (50/s per bot)")
    summaries = summary_ids(bot.database)
    edited = (record.path.split("?")[0] for record in played_requests if record.method == "PATCH")
    in_channels = (path for path in edited if "/channels/" in path and "/messages/" in path)
    edits = sum(1 for path in in_channels if int(path.rsplit("/", 1)[1]) in summaries)
    print(f"summary edits       {edits / moves:.3f} per move ({edits} edits of games' summaries in their channels)")
    late = sum(1 for error in fake.errors if error.code in (10062, 40060))
    print(f"late/double answers {late}")


def main() -> None:
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    # Several windows of --seconds each print the CPU per move of each and their median: on a shared machine
    # one window can land on someone else's busy spell.
    parser.add_argument("--windows", type=int, default=1)
    parser.add_argument("--titles", nargs="+", choices=TITLES, default=list(TITLES))
    parser.add_argument("--players", type=int, default=2)
    # For a pairing with a release whose local Discord did not check its own answers (the bot's figures are the
    # same; the driver's load on the shared cores is not).
    parser.add_argument("--no-answer-checks", dest="check_answers", action="store_false")
    args = parser.parse_args()
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(
            capacity(
                args.games,
                args.seconds,
                args.concurrency,
                args.seed,
                max(1, args.windows),
                args.titles,
                args.players,
                args.check_answers,
            )
        )


if __name__ == "__main__":
    main()
