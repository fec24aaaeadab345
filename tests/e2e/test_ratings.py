"""Ratings through the fake Discord: games played to the end move the players' ratings once, even across a restart
before the final board is posted; ``/leaderboard`` ranks by the conservative rating and sets provisional players
apart; ``/stats`` shows each player's figures and latest results with links to the boards Discord still has, and
their median time to move in async games (the moves the bot played for them left out), in the server's language;
and requests with nothing to show get a short private answer."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest
from openskill.models import PlackettLuce, PlackettLuceRating

from bot.ai_seats import Level, ai_user
from bot.numbers import Percent
from bot.pace.settings import Duration
from bot.sandbox.local_discord import FakeUser
from games.contract import Result
from tests.e2e.conftest import People
from tests.e2e.direct_messages import NotOffered, slash_in_dm
from tests.e2e.harness import FOLLOW_UP, Table, button_id, ephemeral_text, refuse_board_answers
from tests.e2e.test_edit_mode import server_manager
from tests.e2e.test_pace import PacedTable, paced, two_player_game

GAME = "tiny_tricks"
CHANNEL_POST = r"/channels/\d+/messages$"
HOUR = 3600.0

__all__ = ["paced"]  # the fixture of a table whose bot reads the test's clock


@dataclass(frozen=True)
class Played:
    game_id: int
    users: tuple[int, ...]  # per seat
    result: Result


async def open_table(table: Table, players: list[FakeUser], levels: tuple[str, ...] = ()) -> None:
    lobby = (await table.slash(players[0], "game new", game=GAME)).message
    assert lobby is not None
    for person in players[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    for level in levels:
        await table.slash(players[0], "game addbot", level=level)
    await table.slash(players[0], "game start")


async def play_on(table: Table, players: list[FakeUser], until_moves_left: int = 0) -> int:
    """Plays the first suggested move of whichever person is awaited (AI seats play themselves) until the game is
    over, or until ``until_moves_left`` tricks' plays remain; returns the game's id."""
    assert table.bot is not None
    by_id = {person.id: person for person in players}
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    game_id = live.id
    for _ in range(200):
        live = await table.bot.sessions.game(table.channel.id)
        if live is None:
            return game_id
        if until_moves_left and sum(len(hand) for hand in live.state.hands) <= until_moves_left:
            return game_id
        awaited = [live.seats[seat] for seat in sorted(live.engine.awaiting(live.state)) if live.seats[seat] > 0]
        if not awaited:
            await asyncio.sleep(0.01)  # an AI seat is about to play
            continue
        person = by_id[awaited[0]]
        suggestions = await table.suggestions(person)
        if suggestions:
            await table.play(person, suggestions[0])
    raise AssertionError("the game did not end")


async def finished(table: Table, game_id: int) -> Played:
    """The game's result as the engine gives it, once the channel saw its final board."""
    assert table.bot is not None
    store = table.bot.store

    async def posted() -> bool:
        posting = await store.posting(game_id)
        return posting is not None and not posting.due and posting.board_message_id is not None

    for _ in range(500):
        if await posted():
            break
        await asyncio.sleep(0.01)
    assert await posted(), "the final board was never posted"
    live = await table.bot.sessions.load(game_id)
    assert live is not None
    result = live.result()
    assert result is not None
    return Played(game_id, live.seats, result)


async def play_game(table: Table, players: list[FakeUser], levels: tuple[str, ...] = ()) -> Played:
    await open_table(table, players, levels)
    return await finished(table, await play_on(table, players))


def expected_ratings(games: list[Played]) -> dict[int, PlackettLuceRating]:
    """Every entry's rating after these games, computed with OpenSkill directly, game after game."""
    model = PlackettLuce()
    ratings: dict[int, PlackettLuceRating] = {}
    for game in games:
        # AI seats are rated under their level's entry (one AI per level in these games).
        entries = [user if user > 0 else -(-user % 10) for user in game.users]
        teams = model.rate([[ratings.get(e, model.rating())] for e in entries], ranks=list(game.result.places))
        ratings.update({entry: team[0] for entry, team in zip(entries, teams, strict=True)})
    return ratings


def rating_text(rating: PlackettLuceRating) -> str:
    """A rating as the bot writes it in English: one decimal, a minus sign (not a hyphen) below zero."""
    return f"{rating.ordinal():.1f}".replace("-", "\u2212")


async def test_the_leaderboard_ranks_by_conservative_rating_and_sets_provisional_players_apart(
    table: Table, people: People
) -> None:
    trio = [people.alice, people.bob, people.carol]
    games = [await play_game(table, trio) for _ in range(3)]
    games.append(await play_game(table, [people.dave, people.alice]))
    expected = expected_ratings(games)
    posts = len(table.public_messages())
    asked = await table.slash(people.eve, "leaderboard", game=GAME)
    board = asked.message
    assert board is not None and not board.ephemeral and len(table.public_messages()) == posts + 1
    embed = board.embeds[0]
    assert embed["title"] == "Tiny Tricks leaderboard"
    lines = embed["description"].split("\n")
    # Alice, Bob and Carol have three rated games or more: ranked by mu - 3 sigma, best first.
    ranked = sorted((people.alice, people.bob, people.carol), key=lambda p: -expected[p.id].ordinal())
    assert len(lines) == 3
    for rank, (line, person) in enumerate(zip(lines, ranked, strict=True), start=1):
        record = [g for g in games if person.id in g.users]
        wins = sum(g.result.places[g.users.index(person.id)] == 1 for g in record)
        assert line.startswith(f"**{rank}.** {person.mention} · {rating_text(expected[person.id])} · ")
        assert f"{len(record)} games, {wins} win" in line
    # Dave has one: listed apart, unranked.
    fields = {field["name"]: field["value"] for field in embed["fields"]}
    provisional = fields["Provisional (fewer than 3 rated games)"]
    assert provisional.startswith(f"{people.dave.mention} · 1 game, ")
    assert people.dave.mention not in embed["description"]
    # Eve asked and has no rating: told where she stands.
    assert fields["Your place"] == f"{people.eve.mention} has no rated Tiny Tricks game on this server yet."
    # Carol asks: she is in the top 10, so no separate line for her.
    carol_board = (await table.slash(people.carol, "leaderboard", game=GAME)).message
    assert carol_board is not None and "Your place" not in str(carol_board.embeds[0].get("fields"))


async def test_stats_show_each_figure_and_the_latest_results_with_links_to_boards_still_there(
    table: Table, people: People
) -> None:
    pair = [people.alice, people.bob]
    games = [await play_game(table, pair), await play_game(table, pair)]
    games.append(await play_game(table, [people.alice], ("strong",)))
    expected = expected_ratings(games)
    assert expected[ai_user(Level.STRONG, 0)] is not None  # the strong AI's entry took part

    shown = await table.slash(people.alice, "stats")
    message = shown.message
    assert message is not None and not message.ephemeral
    embed = message.embeds[0]
    assert embed["title"] == "alice · statistics"
    fields = {field["name"]: field["value"] for field in embed["fields"]}
    wins = sum(g.result.places[g.users.index(people.alice.id)] == 1 for g in games)
    best = max(g.result.scores[g.users.index(people.alice.id)] for g in games)
    figures = fields["Tiny Tricks"].split("\n")
    win_word = "win" if wins == 1 else "wins"
    assert figures[0] == f"3 games, {wins} {win_word} ({round(100 * wins / 3)}% of rated games)"
    assert figures[1] == f"Best score: {best}"
    # Alice alone has three rated games: she is ranked, first of one.
    assert figures[2] == f"Rating {rating_text(expected[people.alice.id])} · rank 1 of 1"
    latest = fields["Latest results"].split("\n")
    assert len(latest) == 3
    guild, channel = table.fake.guild_id, table.channel.id
    for line, game in zip(latest, reversed(games), strict=True):
        seat = game.users.index(people.alice.id)
        players = len(game.users)
        assert line.startswith(f"Tiny Tricks · place {game.result.places[seat]} of {players} · ")
        assert f"score {game.result.scores[seat]}" in line and f"game {game.game_id}" in line
        posting = await table.bot.store.posting(game.game_id) if table.bot else None
        assert posting is not None and posting.board_message_id is not None
        assert line.endswith(f"[board](https://discord.com/channels/{guild}/{channel}/{posting.board_message_id})")

    # The first game's final board is deleted: Bob's stats link only the board still there.
    first = await table.bot.store.posting(games[0].game_id) if table.bot else None
    assert first is not None and first.board_message_id is not None
    await table.fake.delete_message(first.board_message_id)
    bobs = (await table.slash(people.eve, "stats", player=people.bob)).message
    assert bobs is not None
    bob_fields = {field["name"]: field["value"] for field in bobs.embeds[0]["fields"]}
    bob_rating = rating_text(expected[people.bob.id])
    assert bob_fields["Tiny Tricks"].split("\n")[2] == f"Rating {bob_rating} · provisional (2 of 3 rated games)"
    newest, oldest = bob_fields["Latest results"].split("\n")
    assert f"game {games[1].game_id}" in newest and "[board](" in newest
    assert f"game {games[0].game_id}" in oldest and "[board](" not in oldest


async def test_requests_with_nothing_to_show_get_a_short_private_answer(table: Table, people: People) -> None:
    posts = len(table.public_messages())
    # Ratings are kept per server: Discord does not even offer these commands in a DM with the bot.
    for command, options in (("leaderboard", {"game": GAME}), ("stats", {})):
        with pytest.raises(NotOffered):
            await slash_in_dm(table.fake, people.alice, command, options)
    nobody = await table.slash(people.alice, "leaderboard", game="copenhagen")
    assert ephemeral_text(nobody).startswith("Nobody on this server has a rated Copenhagen game yet")
    never = await table.slash(people.alice, "stats", player=people.eve)
    assert ephemeral_text(never) == f"{people.eve.mention} has not finished a game on this server yet."
    yourself = await table.slash(people.eve, "stats")
    assert ephemeral_text(yourself) == f"{people.eve.mention} has not finished a game on this server yet."
    assert len(table.public_messages()) == posts


async def test_a_restart_before_the_final_board_is_posted_rates_the_game_once(table: Table, people: People) -> None:
    pair = [people.alice, people.bob]
    await open_table(table, pair)
    game_id = await play_on(table, pair, until_moves_left=1)
    # Discord takes no post: the final board cannot reach the channel before the bot stops.
    table.fake.inject_fault("POST", CHANNEL_POST, status=500, times=None)
    table.fake.inject_fault("POST", FOLLOW_UP, status=500, times=None)
    refuse_board_answers(table.fake, times=None)
    await play_on(table, pair)
    assert table.bot is not None
    posting = await table.bot.store.posting(game_id)
    assert posting is not None and posting.status == "finished" and posting.due
    await table.stop_bot()
    table.fake.clear_faults()
    await table.start_bot()
    played = await finished(table, game_id)  # the catch-up posted the final board
    assert "Game over" in table.latest_board().content
    await table.restart_bot()
    assert table.bot is not None
    store = table.bot.store
    assert len(await store.game_results(game_id)) == 2
    rated = {record.player_id: record for record in await store.leaderboard(table.fake.guild_id, GAME)}
    expected = expected_ratings([played])
    for person in pair:
        assert rated[person.id].games == 1
        assert rated[person.id].mu == pytest.approx(expected[person.id].mu)


async def turns_begun(table: Table, game_id: int, user_id: int) -> int:
    """How many of ``user_id``'s moves began a turn: the first move, or one after another seat's move."""
    assert table.bot is not None
    moves = await table.bot.store.moves(game_id)
    return sum(
        move.user_id == user_id and (before is None or before.seat != move.seat)
        for before, move in zip([None, *moves], moves, strict=False)
    )


async def test_stats_show_the_median_time_to_move_in_async_games_without_the_bots_moves(
    paced: PacedTable, people: People
) -> None:
    # Alice always takes 2 h to move and Bob 30 min; then Bob lets his time run out and the bot plays for him.
    await two_player_game(paced, people, pace="async", reminder="off", time_limit="1d")
    assert paced.bot is not None
    takes = {people.alice.id: 2 * HOUR, people.bob.id: HOUR / 2}
    by_id = {people.alice.id: people.alice, people.bob.id: people.bob}
    for _ in range(6):
        live = await paced.bot.sessions.game(paced.channel.id)
        assert live is not None
        person = by_id[live.seats[min(live.engine.awaiting(live.state))]]
        paced.clock.advance(takes[person.id])
        await paced.play(person, (await paced.suggestions(person))[0])
    live = await paced.bot.sessions.game(paced.channel.id)
    assert live is not None
    if people.bob.id not in [live.seats[seat] for seat in live.engine.awaiting(live.state)]:
        paced.clock.advance(takes[people.alice.id])
        await paced.play(people.alice, (await paced.suggestions(people.alice))[0])
    alices_turns = await turns_begun(paced, live.id, people.alice.id)
    bobs_turns = await turns_begun(paced, live.id, people.bob.id)
    assert alices_turns and bobs_turns

    # The game is still under way: Alice has no finished game, and /stats shows her time to move, and her turns
    # played in time.
    assert await paced.bot.sessions.game(paced.channel.id) is not None
    shown = (await paced.slash(people.alice, "stats")).message
    assert shown is not None and not shown.ephemeral
    fields = {field["name"]: field["value"] for field in shown.embeds[0]["fields"]}
    moves = "move" if alices_turns == 1 else "moves"
    assert fields == {
        "Reliability": f"100% of {alices_turns} turn{'s' if alices_turns > 1 else ''} played in time",
        "Time to move (async games)": f"Median 2 h over {alices_turns} {moves}",
    }

    paced.clock.advance(24 * HOUR)
    await paced.wait_for_public(lambda m: "Time ran out" in m.content)
    # In the server's language: French. Bob's timeout, a day's wait the bot ended, is not his.
    await paced.slash(server_manager(paced), "settings language", language="fr")
    bobs = (await paced.slash(people.eve, "stats", player=people.bob)).message
    assert bobs is not None
    fields = {field["name"]: field["value"] for field in bobs.embeds[0]["fields"]}
    half_hour = Duration(30 * 60).in_language("fr")  # "30 min", with Babel's no-break space
    assert half_hour == "30\u00a0min"
    line = f"{half_hour} (un seul coup)" if bobs_turns == 1 else f"Médiane\u00a0: {half_hour} (sur {bobs_turns} coups)"
    assert fields["Temps de réflexion (parties tour par tour)"] == line
    # The turn the bot played for him counts against his turns played in time.
    played = bobs_turns + 1
    share = Percent(bobs_turns / played).in_language("fr")
    assert f"Tours joués dans la limite de temps\u00a0: {share} (sur {played} tours)" in fields["Fiabilité"].split("\n")
