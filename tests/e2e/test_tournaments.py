"""Tournaments through the fake Discord: four players run a two-round Swiss tournament of Troyes Dice at tables of
two. Round 1 opens two games in threads of their own under the channel, each player pinged once with a link to
their table; when both are over, round 2 opens two games with no pair that met before; at the end the
tournament's message names the champion and the standings. The same with the bot killed and started again in the
middle of a round: nothing is lost and the round goes on."""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

from bot.sandbox.local_discord import FakeChannel, FakeDiscord, FakeMessage, FakeUser
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_forged import forge
from tests.e2e.test_threads import ThreadTable, threads_of

GAME = "troyes_dice"


@pytest.fixture
async def table(fake: FakeDiscord, people: People, tmp_path: Path) -> AsyncIterator[ThreadTable]:
    running = ThreadTable(fake, tmp_path / "bot.sqlite3", fake.channel("general"))
    await running.start_bot()
    try:
        yield running
    finally:
        await running.stop_bot()


def embed_text(message: FakeMessage) -> str:
    """Everything the tournament's message shows: its embed's description and fields."""
    parts = []
    for embed in message.embeds:
        parts.append(str(embed.get("description", "")))
        parts.extend(f"{field['name']}\n{field['value']}" for field in embed.get("fields", []))
    return "\n".join(parts)


async def open_tournament(table: Table, people: People) -> FakeMessage:
    """Alice opens a two-round Swiss tournament of Troyes Dice at tables of two; Bob, Carol and Dave join by the
    button; Alice starts it."""
    ix = await table.slash(people.alice, "tournament new", game=GAME, format="swiss", rounds=2, table_size=2)
    message = ix.message
    assert message is not None and not message.ephemeral
    for player in (people.bob, people.carol, people.dave):
        await table.click(player, table.fake.message(message.id), button_id(table.fake.message(message.id), "join"))
    assert "Players (4)" in embed_text(table.fake.message(message.id))
    await table.click(people.alice, table.fake.message(message.id), button_id(table.fake.message(message.id), "start"))
    return table.fake.message(message.id)


async def play_tables(table: Table, people: People, threads: list[FakeChannel]) -> None:
    """Each awaited player of each table plays the first move suggested to them, until every table is over."""
    bot = table.bot
    assert bot is not None
    players = {user.id: user for user in (people.alice, people.bob, people.carol, people.dave)}
    for _ in range(2000):
        going = False
        for thread in threads:
            live = await bot.sessions.game(thread.id)
            if live is None:
                continue
            going = True
            for seat in sorted(live.engine.awaiting(live.state)):
                user = players[live.seats[seat]]
                ix = await table.fake.autocomplete(user, thread, "play", {"move": ""}, focused="move")
                await ix.done()
                choices = [str(choice["value"]) for choice in ix.choices]
                if not choices:
                    continue  # answered by another seat's move meanwhile
                await (await table.fake.slash(user, thread, "play", {"move": choices[0]})).done()
                break
        if not going:
            return
    raise AssertionError("the tables did not finish")


async def round_threads(table: Table, count: int) -> list[FakeChannel]:
    await table.wait_for(lambda: len(threads_of(table.fake, table.channel)) >= count, timeout=20)
    return threads_of(table.fake, table.channel)[count - 2 : count]


async def seated_pairs(table: Table, threads: list[FakeChannel]) -> set[frozenset[int]]:
    """Who sits at each of these tables (their games, in play or over)."""
    assert table.bot is not None
    store = table.bot.store
    pairs = set()
    for thread in threads:
        record = await store.active_game(thread.id) or await store.last_finished_game(thread.id)
        assert record is not None, f"no game in {thread.name}"
        pairs.add(frozenset(record.seats))
    return pairs


def pings(fake: FakeDiscord, channel: FakeChannel, user: FakeUser) -> int:
    return sum(user.id in message.mentioned_user_ids() for message in fake.messages(channel) if not message.ephemeral)


async def test_a_two_round_swiss_tournament_runs_its_tables_in_threads_and_names_its_champion(
    table: ThreadTable, people: People
) -> None:
    message = await open_tournament(table, people)
    first = await round_threads(table, 2)
    assert all(GAME.split("_")[0].title() in thread.name for thread in first)
    await table.wait_for(lambda: "tournament: round 1" in "\n".join(m.content for m in table.public_messages()))
    # Each player is pinged once in the channel, with a link to their table.
    for player in (people.alice, people.bob, people.carol, people.dave):
        assert pings(table.fake, table.channel, player) == 1
    round_one = await seated_pairs(table, first)
    assert set().union(*round_one) == {people.alice.id, people.bob.id, people.carol.id, people.dave.id}
    await play_tables(table, people, first)
    second = await round_threads(table, 4)
    round_two = await seated_pairs(table, second)
    assert not round_one & round_two, "round 2 seats a pair that met in round 1"
    await play_tables(table, people, second)
    await table.wait_for(lambda: "Champion" in embed_text(table.fake.message(message.id)), timeout=20)
    shown = embed_text(table.fake.message(message.id))
    assert "Standings" in shown and "points" in shown
    # The same standings drawn, with the podium now that it is over: a picture that reads on a phone.
    over = table.fake.message(message.id)
    picture = Image.open(io.BytesIO(over.attachment("standings.png").data))
    assert picture.width >= 400 and over.embeds[0]["image"]["url"] == "attachment://standings.png"
    await table.wait_for(lambda: "is over" in "\n".join(m.content for m in table.public_messages()))
    final = next(m for m in table.public_messages() if "is over" in m.content)
    assert "Champion: <@" in final.content and "🥇" in final.content
    assert table.fake.message(message.id).custom_ids() == []  # nothing left to press


async def test_a_swiss_tournament_goes_on_after_the_bot_restarts_mid_round(table: ThreadTable, people: People) -> None:
    message = await open_tournament(table, people)
    first = await round_threads(table, 2)
    await play_tables(table, people, first[:1])  # one table over, the other not started
    await table.restart_bot()
    await play_tables(table, people, first[1:])
    second = await round_threads(table, 4)
    assert not (await seated_pairs(table, first)) & (await seated_pairs(table, second))
    await play_tables(table, people, second)
    await table.wait_for(lambda: "Champion" in embed_text(table.fake.message(message.id)), timeout=20)
    # Each round was announced once, restart or not.
    announced = [m for m in table.public_messages() if "tournament: round" in m.content]
    assert len(announced) == 2, [m.content for m in announced]
    assert json.dumps(embed_text(table.fake.message(message.id)))


async def test_the_tournament_buttons_refuse_strangers_doubles_and_forgeries_privately(
    table: ThreadTable, people: People
) -> None:
    ix = await table.slash(people.alice, "tournament new", game=GAME)
    assert ix.message is not None
    message = ix.message
    join, start = button_id(message, "join"), button_id(message, "start")
    await table.click(people.bob, message, join)
    twice = await table.click(people.bob, table.fake.message(message.id), join)
    assert "already" in ephemeral_text(twice)
    stranger = await table.click(people.carol, table.fake.message(message.id), start)
    assert "Only the host" in ephemeral_text(stranger)
    leaving_host = await table.slash(people.alice, "tournament leave")
    assert "host cannot leave" in ephemeral_text(leaving_host)
    here = table.fake.message(message.id)
    forged = await forge(table.fake, people.carol, table.channel, "tournament:99999999999999999999:join", here)
    assert ephemeral_text(forged)
    unknown = await forge(table.fake, people.carol, table.channel, "tournament:424242:join", here)
    assert "no longer exists" in ephemeral_text(unknown)
    elsewhere = await forge(table.fake, people.carol, table.fake.channel("other"), join, here)
    assert ephemeral_text(elsewhere)
    # Nothing of it changed the tournament: Alice and Bob are its players, and it is still open.
    shown = embed_text(table.fake.message(message.id))
    assert "Players (2)" in shown and "Open" in shown
    busy = await table.slash(people.carol, "tournament new", game=GAME)
    assert "already has a tournament" in ephemeral_text(busy)
    cancelled = await table.click(people.alice, table.fake.message(message.id), button_id(message, "cancel"))
    assert not cancelled.message or not cancelled.message.ephemeral
    assert table.fake.message(message.id).custom_ids() == []


async def test_a_finished_tournaments_champion_sees_it_in_stats_and_its_final_standings_stay_readable(
    table: ThreadTable, people: People
) -> None:
    message = await open_tournament(table, people)
    await play_tables(table, people, await round_threads(table, 2))
    await play_tables(table, people, await round_threads(table, 4))
    await table.wait_for(lambda: "Champion" in embed_text(table.fake.message(message.id)), timeout=20)
    assert table.bot is not None
    over = await table.bot.store.latest_tournament(table.channel.id)
    assert over is not None and over.status == "finished" and over.champion_id is not None
    champion = next(p for p in (people.alice, people.bob, people.carol, people.dave) if p.id == over.champion_id)
    runner_up = next(p for p in (people.alice, people.bob, people.carol, people.dave) if p.id != over.champion_id)
    # /stats names the win: the tournament's game, its number and its size.
    shown = (await table.slash(champion, "stats")).message
    assert shown is not None and not shown.ephemeral
    fields = {field["name"]: field["value"] for field in shown.embeds[0]["fields"]}
    tally, win = fields["Tournaments"].split("\n")
    assert tally == "Played 1 tournament, won 1"
    assert win.startswith(f"🏆 Troyes Dice tournament #{over.id} · 4 players · <t:")
    # Another player played it without winning it: counted, with no win to name.
    theirs = (await table.slash(people.eve, "stats", player=runner_up)).message
    assert theirs is not None
    assert {f["name"]: f["value"] for f in theirs.embeds[0]["fields"]}["Tournaments"] == "Played 1 tournament"
    # /tournament standings still answers, privately, now that it is over: the final standings and the champion.
    final = ephemeral_text(await table.slash(people.eve, "tournament standings"))
    assert final.startswith(f"Final standings of the Troyes Dice tournament #{over.id}:\nChampion: <@{champion.id}>")
    assert f"1. <@{champion.id}>" in final and "points" in final
    assert ephemeral_text(await table.slash(people.eve, "tournament standings", number=over.id)) == final
    elsewhere = await table.fake.slash(people.eve, table.fake.channel("other"), "tournament standings", {})
    assert "no tournament in this channel" in ephemeral_text(await elsewhere.done())
    by_number = await table.fake.slash(
        people.eve, table.fake.channel("other"), "tournament standings", {"number": over.id}
    )
    assert ephemeral_text(await by_number.done()) == final
    unknown = await table.slash(people.eve, "tournament standings", number=over.id + 1000)
    assert ephemeral_text(unknown) == f"This server has no tournament #{over.id + 1000}."


async def test_a_cancelled_tournaments_standings_say_it_was_cancelled(table: ThreadTable, people: People) -> None:
    message = await open_tournament(table, people)
    first = (await round_threads(table, 2))[:1]
    await play_tables(table, people, first)  # one table of round 1 over
    (pair,) = await seated_pairs(table, first)
    player = next(p for p in (people.alice, people.bob, people.carol, people.dave) if p.id in pair)
    cancel = button_id(table.fake.message(message.id), "cancel")
    await table.click(people.alice, table.fake.message(message.id), cancel)
    assert table.bot is not None
    stopped = await table.bot.store.latest_tournament(table.channel.id)
    assert stopped is not None and stopped.status == "cancelled"
    text = ephemeral_text(await table.slash(people.bob, "tournament standings"))
    head = f"The Troyes Dice tournament #{stopped.id} was cancelled during round 1. The standings when it stopped:"
    assert text.startswith(head + "\n1. <@") and "points" in text
    # Nobody finished a tournament: the /stats of a player of its finished table says nothing of tournaments.
    stats = (await table.slash(player, "stats")).message
    assert stats is not None
    assert "Tournaments" not in {field["name"] for field in stats.embeds[0]["fields"]}
    # One cancelled before it started has no standings to show.
    ix = await table.slash(people.bob, "tournament new", game=GAME)
    assert ix.message is not None
    await table.click(people.bob, table.fake.message(ix.message.id), button_id(ix.message, "cancel"))
    early = ephemeral_text(await table.slash(people.carol, "tournament standings"))
    number = stopped.id + 1
    assert early == f"The Troyes Dice tournament #{number} was cancelled before it started: it has no standings."


async def test_the_tables_play_the_options_the_host_typed_and_a_bad_option_is_refused_privately(
    table: ThreadTable, people: People
) -> None:
    refused = await table.slash(people.alice, "tournament new", game=GAME, table_options="column_order=sideways")
    assert "Column order cannot be “sideways”" in ephemeral_text(refused)
    assert not [m for m in table.public_messages() if m.embeds]  # no tournament was opened
    ix = await table.slash(people.alice, "tournament new", game=GAME, rounds=1, table_options="column_order=random")
    assert ix.message is not None
    message = ix.message
    assert "Column order: random (the same for everyone)" in embed_text(message)
    await table.click(people.bob, message, button_id(message, "join"))
    await table.click(people.alice, table.fake.message(message.id), button_id(message, "start"))
    thread = await first_table(table)
    bot = table.bot
    assert bot is not None
    await table.wait_for(lambda: bot.sessions.cached(thread.id) is not None, timeout=20)
    live = bot.sessions.cached(thread.id)
    assert live is not None and live.record.options["column_order"] == "random"


async def first_table(table: Table) -> FakeChannel:
    await table.wait_for(lambda: len(threads_of(table.fake, table.channel)) >= 1, timeout=20)
    return threads_of(table.fake, table.channel)[0]
