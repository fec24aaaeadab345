"""Seasons and reliability through the fake Discord: a season started, played and ended shows a leaderboard of
its own games only (the all-time one goes on beside it), names its champion in the channel where it started, and
stays readable by its number; a season whose weeks run out ends by itself; a lobby lists each player's reliability
and one that asks for a minimum turns away, privately and saying why, a player below it."""

from __future__ import annotations

from bot.sandbox.local_discord import FakeMessage
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_edit_mode import server_manager
from tests.e2e.test_lobby_and_play import open_lobby
from tests.e2e.test_pace import PacedTable, paced, two_player_game
from tests.e2e.test_ratings import GAME, Played, play_game

__all__ = ["paced"]  # the fixture of a table whose bot reads the test's clock

WEEK = 7 * 86400.0


def winner(game: Played) -> int:
    return game.users[game.result.places.index(1)]


def embed_of(message: FakeMessage | None) -> dict[str, object]:
    assert message is not None and not message.ephemeral and message.embeds, message
    return message.embeds[0]


async def test_a_season_has_a_leaderboard_of_its_own_and_names_its_champion_at_its_end(
    table: Table, people: People
) -> None:
    pair = [people.alice, people.bob]
    before = await play_game(table, pair)  # all time only
    manager = server_manager(table)
    # Starting a season takes Manage Server: anyone else is told so, privately, and nothing starts.
    refused = await table.slash(people.alice, "season start", game=GAME, weeks=4)
    assert "Manage Server" in ephemeral_text(refused)
    started = await table.slash(manager, "season start", game=GAME, weeks=4)
    assert started.message is not None and not started.message.ephemeral
    assert "starts season 1 of Tiny Tricks: it runs for 4 weeks" in started.message.content
    again = await table.slash(manager, "season start", game=GAME, weeks=2)
    assert "Season 1 of Tiny Tricks is already running" in ephemeral_text(again)

    during = await play_game(table, pair)
    season = embed_of((await table.slash(people.eve, "leaderboard", game=GAME)).message)
    assert season["title"] == "Tiny Tricks leaderboard · season 1"
    assert "This season's ratings only" in str(season["description"])
    # The season counts its one game; all time counts both.
    season_fields = {field["name"]: field["value"] for field in season["fields"]}  # type: ignore[attr-defined]
    assert f"{people.alice.mention} · 1 game" in season_fields["Provisional (fewer than 3 rated games)"]
    all_time = embed_of((await table.slash(people.eve, "leaderboard", game=GAME, all_time=True)).message)
    assert all_time["title"] == "Tiny Tricks leaderboard · all time"
    all_time_fields = {field["name"]: field["value"] for field in all_time["fields"]}  # type: ignore[attr-defined]
    assert f"{people.alice.mention} · 2 games" in all_time_fields["Provisional (fewer than 3 rated games)"]
    assert season != all_time
    assert before.game_id != during.game_id

    # Only a manager ends it; the final standings are the answer, in the channel where it started.
    assert "Manage Server" in ephemeral_text(await table.slash(people.bob, "season end"))
    ended = embed_of((await table.slash(manager, "season end")).message)
    assert ended["title"] == "Tiny Tricks leaderboard · season 1"
    assert f"🏆 Champion: <@{winner(during)}>" in str(ended["description"])
    assert "Your place" not in str(ended.get("fields"))
    assert "No season is running" in ephemeral_text(await table.slash(manager, "season end"))

    # Afterwards: the leaderboard is all time again, and the past season is there by its number.
    now = embed_of((await table.slash(people.eve, "leaderboard", game=GAME)).message)
    assert now["title"] == "Tiny Tricks leaderboard"
    past = embed_of((await table.slash(people.eve, "leaderboard", game=GAME, season=1)).message)
    assert past["title"] == "Tiny Tricks leaderboard · season 1"
    assert "Final standings of the season" in str(past["description"])
    assert f"🏆 Champion: <@{winner(during)}>" in str(past["description"])
    missing = await table.slash(people.eve, "leaderboard", game=GAME, season=2)
    assert "There is no season 2 of Tiny Tricks on this server: there has been 1 so far." in ephemeral_text(missing)
    # The next season is number 2, and starts fresh.
    assert "starts season 2" in str((await table.slash(manager, "season start", game=GAME, weeks=1)).message)


async def test_a_season_whose_weeks_run_out_ends_by_itself_after_a_restart_in_the_channel_where_it_started(
    paced: PacedTable, people: People
) -> None:
    manager = server_manager(paced)
    await paced.slash(manager, "season start", game=GAME, weeks=1)
    await paced.restart_bot()  # the end waits in the database, not in a sleeping task
    posts = len(paced.public_messages())
    paced.clock.advance(WEEK + 1)
    final = await paced.wait_for_public(lambda m: bool(m.embeds), since=posts)
    embed = final.embeds[0]
    assert embed["title"] == "Tiny Tricks leaderboard · season 1"
    assert "No rated Tiny Tricks game was finished during this season" in embed["description"]
    assert "No season is running" in ephemeral_text(await paced.slash(manager, "season end"))


async def test_a_player_below_a_lobbys_minimum_reliability_is_refused_privately_with_the_reason(
    paced: PacedTable, people: People
) -> None:
    # Bob resigns his only game: he finished none of his games himself.
    await two_player_game(paced, people)
    asked = (await paced.slash(people.bob, "game resign")).last
    assert asked is not None
    await paced.click(people.bob, asked, button_id(asked, "confirm"))
    await paced.wait_for(lambda: any("resigned. The game is over!" in m.content for m in paced.public_messages()))
    stats = embed_of((await paced.slash(people.bob, "stats")).message)
    fields = {field["name"]: field["value"] for field in stats["fields"]}  # type: ignore[attr-defined]
    assert fields["Reliability"] == "0% of 1 finished game seen through to the end by the player"

    await open_lobby(paced, people)
    set_minimum = await paced.slash(people.alice, "game option", name="reliability", value="50")
    assert set_minimum.message is not None and "Minimum reliability: ≥ 50%" in str(set_minimum.message.embeds)
    lobby = paced.fake.message(set_minimum.message.id)
    refused = await paced.click(people.bob, lobby, button_id(lobby, "join"))
    text = ephemeral_text(refused)
    assert "This table asks for a reliability of at least 50%, and yours is lower" in text
    assert "you saw 0% of your finished games through to the end yourself" in text
    assert "Finishing your games, without resigning or letting your time run out, raises it" in text
    # A new player passes any minimum; the lobby lists each player's reliability beside them.
    joined = await paced.click(people.carol, lobby, button_id(lobby, "join"))
    assert joined.message is not None
    players = str(paced.fake.message(lobby.id).embeds[0]["description"])
    assert f"1. {people.alice.mention} · ☯ 100%" in players
    assert f"2. {people.carol.mention} · ☯ new" in players
    assert people.bob.mention not in players


async def test_a_player_below_a_tournaments_minimum_reliability_is_refused_privately_with_the_reason(
    paced: PacedTable, people: People
) -> None:
    # Bob resigns his only game: he finished none of his games himself.
    await two_player_game(paced, people)
    asked = (await paced.slash(people.bob, "game resign")).last
    assert asked is not None
    await paced.click(people.bob, asked, button_id(asked, "confirm"))
    await paced.wait_for(lambda: any("resigned. The game is over!" in m.content for m in paced.public_messages()))
    opened = await paced.slash(people.alice, "tournament new", game="troyes_dice", reliability=50)
    assert opened.message is not None and not opened.message.ephemeral
    assert "Reliability at least 50%." in str(opened.message.embeds)
    message = paced.fake.message(opened.message.id)
    refused = await paced.click(people.bob, message, button_id(message, "join"))
    text = ephemeral_text(refused)
    assert "This tournament asks for a reliability of at least 50%, and yours is lower" in text
    assert "you saw 0% of your finished games through to the end yourself" in text
    by_command = await paced.slash(people.bob, "tournament join")
    assert "This tournament asks for a reliability" in ephemeral_text(by_command)
    # A new player passes; Bob is not among the players.
    await paced.click(people.carol, paced.fake.message(message.id), button_id(message, "join"))
    shown = str(paced.fake.message(message.id).embeds)
    assert people.carol.mention in shown and people.bob.mention not in shown
