"""A 32-player tournament round posted through the fake Discord: how many requests it takes, how fast they go, and
how that compares with Discord's global limit of 50 requests a second per bot.

Thirty-two players join a Swiss tournament at tables of two; the host starts it, and the bot opens sixteen
threads, posts each table's first board in its thread, announces the round in the channel (one message pinging
every player once) and edits the tournament's message. The fake Discord applies Discord's rate limits as it
describes them (a 429 counts as a request, and is reported). The busiest second is sampled every 50 ms.

    python bench/tournament_round.py
    python bench/tournament_round.py --players 64 --table-size 4
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.discord_globals import discord_configured
from bot.sandbox.local_discord import running_fake
from tests.e2e.harness import button_id
from tests.e2e.test_threads import ThreadTable, threads_of

GLOBAL_LIMIT = 50  # Discord: requests a second per bot, across every route


async def run(players: int, table_size: int, game: str) -> None:
    async with running_fake() as fake:
        with discord_configured(fake.api_base, fake.gateway_url), tempfile.TemporaryDirectory() as folder:
            table = ThreadTable(fake, Path(folder) / "bot.sqlite3", fake.channel("general"))
            await table.start_bot()
            try:
                users = [fake.add_user(f"player{number}") for number in range(players)]
                ix = await table.slash(users[0], "tournament new", game=game, format="swiss", rounds=1,
                                       table_size=table_size, player_limit=max(2, players))  # fmt: skip
                assert ix.message is not None
                message_id = ix.message.id
                for user in users[1:]:
                    await table.click(user, fake.message(message_id), button_id(fake.message(message_id), "join"))
                tables = players // table_size
                before = len(fake.requests)
                samples: list[tuple[float, int]] = []
                started = time.perf_counter()

                async def sample() -> None:
                    while True:
                        samples.append((time.perf_counter(), len(fake.requests)))
                        await asyncio.sleep(0.05)

                sampler = asyncio.create_task(sample())
                await table.click(users[0], fake.message(message_id), button_id(fake.message(message_id), "start"))

                def posted() -> bool:
                    threads = threads_of(fake, table.channel)
                    boards = sum(1 for thread in threads for m in fake.messages(thread) if m.attachments)
                    announced = any("tournament: round 1" in m.content for m in fake.messages(table.channel))
                    return len(threads) >= tables and boards >= tables and announced

                await fake.wait_until(posted, 120)
                elapsed = time.perf_counter() - started
                sampler.cancel()
                made = fake.requests[before:]
                peak = 0
                for index, (when, count) in enumerate(samples):
                    later = [c for w, c in samples[index:] if w - when <= 1.0]
                    peak = max(peak, later[-1] - count)
                refused = sum(1 for request in made if request.status == 429)
                print(f"{players} players, tables of {table_size}: {tables} tables opened and posted")
                print(
                    f"{len(made)} requests in {elapsed:.2f} s: {len(made) / elapsed:.1f} requests a second on average"
                )
                print(
                    f"busiest second: {peak} requests ({peak / GLOBAL_LIMIT:.0%} of Discord's {GLOBAL_LIMIT}/s limit)"
                )
                print(f"rate-limited answers (429): {refused}")
            finally:
                await table.stop_bot()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=32)
    parser.add_argument("--table-size", type=int, default=2)
    parser.add_argument("--game", default="troyes_dice")
    args = parser.parse_args()
    asyncio.run(run(args.players, args.table_size, args.game))


if __name__ == "__main__":
    main()
