"""Soak: many games through the fake Discord while the bot process is killed (SIGKILL) at random moments.

Players in several channels open lobbies, start games and play moves picked from the bot's own autocomplete;
meanwhile the bot is killed and started again at random, sometimes while Discord holds a board post. At the
end the bot runs undisturbed until every board is posted, and the script prints games completed, restarts,
moves acknowledged to a player (whatever answered them: a private "Done" or "Your answer", or the move's own
public board or line), moves lost (acknowledged but not in the database: must be 0, checked over every
acknowledged move) and boards still unposted (must be 0):

    python bench/soak.py [--seconds 60] [--channels 3] [--seed 1]

Not run by CI: it takes minutes and its figures depend on the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import re
import sqlite3
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the fake Discord and the process helper live in the test tree

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeInteraction, FakeUser  # noqa: E402
from tests.e2e.bot_process import BotProcess, committed_moves, game_versions  # noqa: E402
from tests.e2e.harness import answered_publicly, move_answer  # noqa: E402

# Game and seats per channel, in turn: short games so that many finish within a brief run.
TABLES = (("troyes_dice", 1), ("copenhagen", 2), ("troyes_dice", 2), ("four_color_cards", 2))
ANSWER_TIMEOUT = 5.0
CHANNEL_POST = r"/channels/\d+/messages$"
# The private notes that acknowledge a committed move (bot/i18n/en.py: game.move_accepted, game.answer_recorded);
# any other private answer to /play is a refusal, and nothing was committed.
PRIVATE_ACKNOWLEDGEMENTS = ("Done", "Your answer")
# What sending an interaction raises when no bot is connected, or when the kill lands while the fake writes to
# the bot's gateway socket: the player's request never reached a bot.
BOT_GONE = (RuntimeError, ConnectionError)


@dataclass
class Tally:
    restarts: int = 0
    games_started: int = 0
    acknowledged: dict[int, list[tuple[int, str]]] = field(default_factory=lambda: defaultdict(list))
    acknowledged_publicly: int = 0  # of those, answered by the move's own board or line
    refused: int = 0
    unanswered: int = 0


# The channel's active game: played in the channel itself, or in the thread it moved into when it started.
ACTIVE_GAME = (
    "SELECT g.id, g.channel_id FROM games g LEFT JOIN game_threads t ON t.game_id = g.id"
    " WHERE g.status = 'active' AND (g.channel_id = ? OR t.parent_id = ?) ORDER BY g.id DESC"
)


def active_game(database: Path, channel: FakeChannel) -> tuple[int, int] | None:
    """The id of the channel's active game and the channel it is played in (its thread, by default)."""
    if not database.exists():
        return None
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as conn:
        row = conn.execute(ACTIVE_GAME, (channel.id, channel.id)).fetchone()
    return None if row is None else (int(row[0]), int(row[1]))


async def answered(interaction: FakeInteraction) -> FakeInteraction | None:
    """The interaction once answered, or None if the bot died (or was not there) first."""
    try:
        return await interaction.done(ANSWER_TIMEOUT)
    except TimeoutError:
        return None


async def act(fake: FakeDiscord, user: FakeUser, channel: FakeChannel, command: str, **options: object) -> str | None:
    """A slash command; its answer's text, or None when the bot was down."""
    try:
        interaction = await fake.slash(user, channel, command, dict(options))
    except BOT_GONE:
        return None
    done = await answered(interaction)
    return None if done is None or not done.messages else done.messages[-1].content


async def play(fake: FakeDiscord, user: FakeUser, channel: FakeChannel, move: str) -> FakeInteraction | None:
    """A /play, once answered; None when the bot was down or died before answering."""
    try:
        interaction = await fake.slash(user, channel, "play", {"move": move})
    except BOT_GONE:
        return None
    done = await answered(interaction)
    return None if done is None or done.original is None else done


def move_acknowledged(interaction: FakeInteraction) -> bool:
    """Whether the answer to a /play tells the player their move is in. The bot answers only after the commit,
    with the move's public post (board or step line: a refusal is always private) or a private note."""
    return answered_publicly(interaction) or move_answer(interaction).content.startswith(PRIVATE_ACKNOWLEDGEMENTS)


async def suggestions(fake: FakeDiscord, user: FakeUser, channel: FakeChannel) -> list[str] | None:
    try:
        interaction = await fake.autocomplete(user, channel, "play", {"move": ""}, focused="move")
    except BOT_GONE:
        return None
    done = await answered(interaction)
    return None if done is None or done.response_type is None else [str(c["value"]) for c in done.choices]


async def seat_table(
    fake: FakeDiscord, bot: BotProcess, channel: FakeChannel, players: list[FakeUser], game: str, tally: Tally
) -> None:
    """Opens a lobby, seats the players and starts, whatever state a crash left the lobby in."""
    host = players[0]
    await act(fake, host, channel, "game new", game=game)
    for guest in players[1:]:
        await act(fake, guest, channel, "game join")
    await act(fake, host, channel, "game start")
    if active_game(bot.database, channel) is not None:
        tally.games_started += 1


async def player_loop(
    fake: FakeDiscord,
    bot: BotProcess,
    channel: FakeChannel,
    people: list[FakeUser],
    tables: list[tuple[str, int]],
    choices: random.Random,
    stop: asyncio.Event,
    tally: Tally,
) -> None:
    round_ = 0
    while not stop.is_set():
        found = active_game(bot.database, channel)
        if found is None:
            game, seats = tables[round_ % len(tables)]
            round_ += 1
            await seat_table(fake, bot, channel, people[:seats], game, tally)
            continue
        game_id, where = found
        table = fake.channels.get(where, channel)  # the game's thread (the bot opened it through the fake)
        offered = [(person, await suggestions(fake, person, table)) for person in people]
        awaited = [(person, moves) for person, moves in offered if moves]
        if not awaited:
            await asyncio.sleep(0.1)  # the bot is down, or the game ended meanwhile
            continue
        person, moves = choices.choice(awaited)
        move = choices.choice(moves)
        interaction = await play(fake, person, table, move)
        if interaction is None:
            tally.unanswered += 1
        elif move_acknowledged(interaction):
            tally.acknowledged[game_id].append((person.id, move))
            tally.acknowledged_publicly += answered_publicly(interaction)
        else:
            tally.refused += 1


async def killer(bot: BotProcess, fake: FakeDiscord, choices: random.Random, stop: asyncio.Event, tally: Tally) -> None:
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), choices.uniform(0.5, 4.0))
        if stop.is_set():
            break
        if choices.random() < 0.4:
            # Discord sits on the next board post: the kill then likely lands between commit and post.
            fake.inject_fault("POST", CHANNEL_POST, status=503, delay=2.0, times=1)
            await asyncio.sleep(choices.uniform(0.0, 0.5))
        await bot.kill()
        fake.clear_faults()
        tally.restarts += 1
        await bot.start()


def lost_moves(database: Path, acknowledged: dict[int, list[tuple[int, str]]]) -> int:
    """Acknowledged moves missing from their game's log, matched in order (a move played twice counts twice)."""
    logged: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for game, user, move in committed_moves(database):
        logged[game].append((user, move))
    lost = 0
    for game, moves in acknowledged.items():
        position = 0
        for entry in moves:
            try:
                position = logged[game].index(entry, position) + 1
            except ValueError:
                lost += 1
    return lost


async def soak(seconds: float, channels: int, seed: int) -> None:
    choices = random.Random(seed)
    tally = Tally()
    async with FakeDiscord() as fake:
        people = [fake.add_user(name) for name in ("alice", "bob", "carol", "dave")]
        rooms = [fake.add_channel(f"soak-{number}") for number in range(channels)]
        with tempfile.TemporaryDirectory() as folder:
            bot = BotProcess(fake, Path(folder), log_level="INFO")
            await bot.start()
            stop = asyncio.Event()
            started = time.monotonic()
            tasks = [
                asyncio.create_task(
                    player_loop(
                        fake,
                        bot,
                        room,
                        people,
                        list(TABLES[number:] + TABLES[:number]),
                        random.Random(seed * 100 + number),
                        stop,
                        tally,
                    )
                )
                for number, room in enumerate(rooms)
            ]
            tasks.append(asyncio.create_task(killer(bot, fake, choices, stop, tally)))
            await asyncio.sleep(seconds)
            stop.set()
            await asyncio.gather(*tasks)
            # Undisturbed now: every board the kills left unposted is caught up.
            settle = time.monotonic()
            unposted = -1
            while time.monotonic() - settle < 90:
                states = game_versions(bot.database).values()
                unposted = sum(1 for status, version, posted in states if status != "cancelled" and posted != version)
                if unposted == 0:
                    break
                await asyncio.sleep(0.5)
            await bot.stop()
            states = list(game_versions(bot.database).values())
            acknowledged = sum(len(moves) for moves in tally.acknowledged.values())
            elapsed = time.monotonic() - started
            print(f"soak of {seconds:.0f} s in {channels} channels (seed {seed}), {elapsed:.0f} s in all")
            print(f"games started       {tally.games_started}")
            print(f"games completed     {sum(1 for status, _, _ in states if status == 'finished')}")
            print(f"restarts            {tally.restarts}")
            privately = acknowledged - tally.acknowledged_publicly
            print(
                f"moves acknowledged  {acknowledged} ({tally.acknowledged_publicly} by their own board or line,"
                f" {privately} by a private note)"
            )
            print(f"moves recorded      {len(committed_moves(bot.database))} (with those a kill left unanswered)")
            print(f"moves refused       {tally.refused} (a stale suggestion, or another player's turn)")
            print(f"moves unanswered    {tally.unanswered} (the bot died before answering; not acknowledged)")
            lost = lost_moves(bot.database, tally.acknowledged)
            print(f"moves lost          {lost} of {acknowledged} acknowledged")
            caught_up = sum(int(n) for n in re.findall(r"catching up: (\d+) game", bot.log()))
            print(f"boards caught up    {caught_up} (after a kill or a failed post)")
            print(f"boards unposted     {unposted}")
            late = sum(1 for error in fake.errors if error.code in (10062, 40060))
            print(f"late/double answers {late}")


def main() -> None:
    # A bot killed in the middle of a request makes the fake's HTTP server log a traceback: expected here.
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--channels", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(soak(args.seconds, args.channels, args.seed))


if __name__ == "__main__":
    main()
