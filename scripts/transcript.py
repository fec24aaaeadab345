"""A whole game in one language, as its players read it: for a translator's or a reviewer's read.

Runs the real bot against the local Discord (as the tests do), opens a game of ``--game`` in a server speaking
``--language`` with players whose own Discord speaks it too, plays it to its end through ``/play`` and the bot's
own suggestions (chosen with ``--seed``), asks for the rules, a status, the hands and the history on the way, and
prints every text the players see, in order: public posts in the channel and the game's thread, and each private
answer with whom it is for. Embeds, buttons and menus are printed with their words.

    python scripts/transcript.py --game troyes_dice --language fr [--seed 1] [--pictures DIR] > game-fr.txt

With ``--pictures DIR`` each picture is also written to DIR under the number the transcript prints beside it
(``[picture board.png → 0007-board.png]``), to look at what the boards and hands say.

Not part of the bot: a tool for reading the words in context.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the fake Discord's harness lives in the test tree

from bot.discord_globals import discord_configured  # noqa: E402
from bot.sandbox.local_discord import FakeDiscord, FakeMessage, FakeUser, running_fake  # noqa: E402
from tests.e2e.harness import Table  # noqa: E402
from tests.e2e.test_edit_mode import server_manager  # noqa: E402

# Players' names in each language, some starting with a vowel (French elision) or a soft sign (Russian endings).
NAMES = {
    "en": ["Alice", "Bruno", "Chloe", "Dmitri"],
    "fr": ["Amélie", "Hugo", "Élodie", "Bastien"],
    "ru": ["Алёна", "Игорь", "Мария", "Олег"],
    "zh-CN": ["美玲", "志明", "小红", "建国"],
    "zh-TW": ["美玲", "志明", "雅婷", "家豪"],
}
PLAYERS = {"copenhagen": 3, "troyes_dice": 3, "four_color_cards": 4}
MOVES_AT_MOST = 2000


class Transcript:
    """Prints each message the first time it is seen and again whenever its words change."""

    def __init__(self, fake: FakeDiscord, users: dict[int, FakeUser], pictures: Path | None = None) -> None:
        self.fake = fake
        self.users = users
        self.shown: dict[int, str] = {}
        self.pictures = pictures
        self.written: dict[int, str] = {}

    def heading(self, text: str) -> None:
        print(f"\n### {text}")

    def catch_up(self) -> None:
        for message in sorted(self.fake.all_messages.values(), key=lambda m: m.id):
            words = words_of(message)
            if message.deleted or not words or self.shown.get(message.id) == words:
                continue
            again = " (edited)" if message.id in self.shown else ""
            self.shown[message.id] = words
            print(f"[{self.where(message)}]{again}\n{self.named(self.write_pictures(message, words))}\n")

    def write_pictures(self, message: FakeMessage, words: str) -> str:
        """With --pictures, each attachment not yet written goes to a numbered file, named beside it in the words."""
        if self.pictures is None:
            return words
        for attachment in message.attachments:
            if attachment.id not in self.written:
                name = f"{len(self.written) + 1:04d}-{attachment.filename}"
                (self.pictures / name).write_bytes(attachment.data)
                self.written[attachment.id] = name
            shown = f"[picture {attachment.filename}]"
            words = words.replace(shown, f"[picture {attachment.filename} → {self.written[attachment.id]}]", 1)
        return words

    def named(self, words: str) -> str:
        """Mentions as the reader's client shows them: @name, #thread."""

        def user(found: re.Match[str]) -> str:
            person = self.fake.users.get(int(found.group(1)))
            return f"@{person.name}" if person is not None else found.group(0)

        def channel(found: re.Match[str]) -> str:
            place = self.fake.channels.get(int(found.group(1)))
            return f"#{place.name}" if place is not None else found.group(0)

        return re.sub(r"<#(\d+)>", channel, re.sub(r"<@!?(\d+)>", user, words))

    def where(self, message: FakeMessage) -> str:
        channel = self.fake.channels.get(message.channel_id)
        place = f"#{channel.name}" if channel is not None else str(message.channel_id)
        if not message.ephemeral:
            return place
        asked = self.fake.interactions.get(message.interaction_id or 0)
        return f"{place}, private" + (f" to {asked.user.name}" if asked is not None else "")


def words_of(message: FakeMessage) -> str:
    """A message's words: its text, its embeds' words, its buttons' and menus' labels and options."""
    lines = [message.content] if message.content else []
    for embed in message.embeds:
        lines += [f"  {key}: {embed[key]}" for key in ("title", "description") if embed.get(key)]
        lines += [f"  {field['name']}: {field['value']}" for field in embed.get("fields", [])]
        if embed.get("footer", {}).get("text"):
            lines.append(f"  footer: {embed['footer']['text']}")
    for component in message.all_components():
        lines += component_words(component)
    lines += [f"  [picture {attachment.filename}]" for attachment in message.attachments]
    return "\n".join(lines)


def component_words(component: dict[str, Any]) -> list[str]:
    if component.get("type") == 2 and component.get("label"):
        return [f"  (button) {component['label']}"]
    if component.get("type") == 3:
        found = [f"  (menu) {component.get('placeholder', '')}"]
        for option in component.get("options", []):
            described = f" — {option['description']}" if option.get("description") else ""
            found.append(f"    · {option['label']}{described}")
        return found
    if component.get("type") in (10,) and component.get("content"):
        return [f"  {component['content']}"]
    return []


async def play_whole_game(game: str, language: str, players: int, seed: int, pictures: Path | None = None) -> None:
    async with running_fake() as fake:
        with discord_configured(fake.api_base, fake.gateway_url), tempfile.TemporaryDirectory() as folder:
            fake.guild_locale = language
            people = [fake.add_user(name, locale=language) for name in NAMES[language][:players]]
            table = Table(fake, Path(folder) / "bot.sqlite3", fake.channel("general"))
            table.threads = True
            table.seeds.choose(seed)
            await table.start_bot()
            try:
                await play(table, fake, people, game, language, random.Random(seed), pictures)
            finally:
                await table.stop_bot()


async def play(
    table: Table,
    fake: FakeDiscord,
    people: list[FakeUser],
    game: str,
    language: str,
    choices: random.Random,
    pictures: Path | None = None,
) -> None:
    said = Transcript(fake, {person.id: person for person in people}, pictures)
    host, *guests = people
    manager = server_manager(table)
    manager.locale = language
    await table.slash(manager, "settings language", language=language)
    said.heading(f"/rules {game}")
    await table.slash(host, "rules", game=game)
    said.catch_up()
    said.heading("the lobby")
    await table.slash(host, "game new", game=game)
    for guest in guests:
        await table.slash(guest, "game join")
    await table.slash(host, "game start")
    await table.wait_for(lambda: table.bot is not None and any(c.is_thread for c in fake.channels.values()))
    thread = next(c for c in fake.channels.values() if c.is_thread)
    table.channel = thread
    await table.wait_for_boards(1)
    said.catch_up()
    assert table.bot is not None
    by_id = {person.id: person for person in people}
    for number in range(MOVES_AT_MOST):
        live = await table.bot.sessions.game(thread.id)
        if live is None or live.record.status != "active":
            break
        awaited = sorted(live.engine.awaiting(live.state))
        if not awaited:
            await table.bot.publisher.settled()
            continue
        player = by_id[live.seats[choices.choice(awaited)]]
        if number % 25 == 0:
            said.heading(f"{player.name} asks for the status")
            await table.slash(player, "game status")
        suggestions = await table.suggestions(player)
        if not suggestions:
            break
        said.heading(f"{player.name} plays")
        await table.play(player, choices.choice(suggestions))
        await table.bot.publisher.settled()
        said.catch_up()
    said.heading("/game history")
    await table.slash(host, "game history")
    await table.bot.threads.settled()
    said.catch_up()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", choices=sorted(PLAYERS), required=True)
    parser.add_argument("--language", choices=sorted(NAMES), required=True)
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pictures", type=Path, help="a folder to write every picture to, numbered in order")
    args = parser.parse_args()
    if args.pictures is not None:
        args.pictures.mkdir(parents=True, exist_ok=True)
    players = args.players or PLAYERS[args.game]
    asyncio.run(play_whole_game(args.game, args.language, players, args.seed, args.pictures))


if __name__ == "__main__":
    main()
