"""Table options through the fake Discord: the host sets them in the lobby with ``/game option`` (autocomplete lists
the game's options and the chosen option's values), the lobby message and ``/game status`` show them, the started
game really uses them, and strangers, bad values and a started game are refused with a reason. ``seating:random``
seats the players in an order drawn from the game's seed, which the seats and the replayed log keep."""

from __future__ import annotations

from typing import Any

from bot.i18n import t
from bot.live import LiveGame
from bot.options import seat_order
from bot.sandbox.local_discord import FakeMessage, FakeUser
from games.replay import replay
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text


def options_field(message: FakeMessage | None) -> str:
    """The text of the lobby message's table options field."""
    assert message is not None and message.embeds, message
    fields = message.embeds[0].get("fields", [])
    found = [field["value"] for field in fields if field["name"] == "Table options"]
    assert found, fields
    return str(found[0])


async def active(table: Table) -> LiveGame:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return live


async def set_option(table: Table, user: FakeUser, name: str, value: str) -> Any:
    return await table.slash(user, "game option", name=name, value=value)


async def choices(table: Table, user: FakeUser, typed: dict[str, str], focused: str) -> list[dict[str, Any]]:
    ix = await table.fake.autocomplete(user, table.channel, "game option", typed, focused=focused)
    await ix.done()
    return list(ix.choices)


async def test_the_host_sets_options_the_lobby_shows_them_and_the_game_uses_them(table: Table, people: People) -> None:
    opened = await table.slash(people.alice, "game new", game="four_color_cards")
    assert "The usual rules" in options_field(opened.message)
    rounds = await set_option(table, people.alice, "rounds", "5")
    assert rounds.message is not None and not rounds.message.ephemeral
    assert "sets Rounds to 5" in (rounds.message.content or "")
    assert options_field(rounds.message) == "Rounds: 5"
    # An option may be named by its words too, in any letter case.
    threshold = await set_option(table, people.alice, "Threshold (points needed to be paid)", "12")
    assert options_field(threshold.message) == "Rounds: 5\nThreshold (points needed to be paid): 12"
    await set_option(table, people.alice, "pair_claims", "no")
    await table.slash(people.bob, "game join")
    await table.slash(people.alice, "game start")
    await table.wait_for_boards(1)
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    options = live.state.options
    assert (options["rounds"], options["threshold"], options["pair_claims"]) == (5, 12, False)
    # The game's stored options are the engine's: a replay of its log starts from them as they are.
    assert "seating" not in live.record.options
    # /game status names the options that differ from the usual rules above the board.
    status = await table.slash(people.eve, "game status")
    board = status.last
    assert board is not None and any(a.filename == "board.png" for a in board.attachments)
    assert board.content.startswith(
        "Table options: Rounds: 5; Threshold (points needed to be paid): 12; Pairs may be claimed: no"
    )


async def test_status_of_a_game_on_the_usual_rules_shows_no_options_line(table: Table, people: People) -> None:
    await table.slash(people.alice, "game new", game="tiny_tricks")
    await table.slash(people.bob, "game join")
    await table.slash(people.alice, "game start")
    await table.wait_for_boards(1)
    status = await table.slash(people.eve, "game status")
    assert status.last is not None and "Table options" not in status.last.content


async def test_a_lobby_status_shows_its_options(table: Table, people: People) -> None:
    await table.slash(people.alice, "game new", game="troyes_dice")
    await set_option(table, people.alice, "column_order", "random")
    status = await table.slash(people.bob, "game status")
    assert options_field(status.message) == "Column order: random (the same for everyone)"
    await set_option(table, people.alice, "column_order", "standard")
    status = await table.slash(people.bob, "game status")
    assert "The usual rules" in options_field(status.message)


async def test_troyes_dice_starts_with_the_chosen_column_order(table: Table, people: People) -> None:
    await table.slash(people.alice, "game new", game="troyes_dice")
    await set_option(table, people.alice, "column_order", "random")
    await table.slash(people.alice, "game start")
    await table.wait_for_boards(1)
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None and live.state.column_order == "random"


async def test_autocomplete_lists_the_games_options_and_the_chosen_options_values(table: Table, people: People) -> None:
    await table.slash(people.alice, "game new", game="four_color_cards")
    names = await choices(table, people.alice, {"name": ""}, "name")
    values = [choice["value"] for choice in names]
    assert values[:3] == ["rounds", "starting_chips", "threshold"] and values[-2:] == ["seating", "reliability"]
    assert "concealed_kong" not in values  # an option the engine supports only at its default is not offered
    assert {"name": "Rounds: 3", "value": "rounds"} in names
    narrowed = await choices(table, people.alice, {"name": "bonus"}, "name")
    assert [choice["value"] for choice in narrowed] == [
        "bonus_counts_toward_threshold",
        "bonus_match",
        "bonus_below_threshold",
    ]
    seating = await choices(table, people.alice, {"name": "seating", "value": ""}, "value")
    assert seating == [{"name": "join order", "value": "join"}, {"name": "random order", "value": "random"}]
    rounds = await choices(table, people.alice, {"name": "rounds", "value": ""}, "value")
    assert [choice["value"] for choice in rounds] == [str(n) for n in range(1, 21)]
    chips = await choices(table, people.alice, {"name": "starting_chips", "value": "25"}, "value")
    assert chips[0]["value"] == "25"
    yes_no = await choices(table, people.alice, {"name": "forced_hu", "value": ""}, "value")
    assert yes_no == [{"name": "no", "value": "no"}, {"name": "yes", "value": "yes"}]
    # Words in the asker's language; the values stay the ones to type.
    french = table.fake.add_user("françoise", locale="fr")
    in_french = await choices(table, french, {"name": "seating", "value": ""}, "value")
    assert in_french == [
        {"name": "ordre d'arrivée", "value": "join"},
        {"name": "ordre aléatoire", "value": "random"},
    ]
    # Nothing to suggest for an unknown option, or where no lobby is open.
    assert await choices(table, people.alice, {"name": "nonsense", "value": ""}, "value") == []
    await table.slash(people.alice, "game cancel")
    assert await choices(table, people.alice, {"name": ""}, "name") == []


async def test_a_bad_value_or_an_unknown_option_is_refused_with_what_is_accepted(table: Table, people: People) -> None:
    await table.slash(people.alice, "game new", game="four_color_cards")
    seating = ephemeral_text(await set_option(table, people.alice, "seating", "alphabetical"))
    assert seating == ("Seating cannot be “alphabetical”. Accepted: `join` (join order) or `random` (random order).")
    rounds = ephemeral_text(await set_option(table, people.alice, "rounds", "99"))
    assert rounds == "Rounds cannot be “99”. Accepted: a whole number from 1 to 20."
    match = ephemeral_text(await set_option(table, people.alice, "bonus_match", "colour"))
    assert "`colour_and_rank` (colour and rank) or `rank_only` (rank only)" in match
    unknown = ephemeral_text(await set_option(table, people.alice, "jokers", "yes"))
    assert unknown.startswith("Four Color Cards (四色牌) has no option “jokers”. Its options: `rounds`, ")
    assert unknown.endswith("`seating`, `reliability`.")
    # A long typed value is quoted short.
    long = ephemeral_text(await set_option(table, people.alice, "rounds", "9" * 3000))
    assert len(long) < 200
    # A French host reads the refusal in French, the choices in French words.
    french = table.fake.add_user("françoise", locale="fr")
    await table.slash(people.alice, "game cancel")
    await table.slash(french, "game new", game="tiny_tricks")
    refused = ephemeral_text(await set_option(table, french, "placement", "hasard"))
    accepted = "`join` (ordre d'arrivée) ou `random` (ordre aléatoire)"
    assert refused == t("error.bad_option_value", "fr", option="Placement", value="hasard", accepted=accepted)
    # Nothing changed.
    status = await table.slash(people.bob, "game status")
    assert "The usual rules" in options_field(status.message)


async def test_only_the_host_sets_options_and_only_before_the_start(table: Table, people: People) -> None:
    await table.slash(people.alice, "game new", game="tiny_tricks")
    await table.slash(people.bob, "game join")
    stranger = ephemeral_text(await set_option(table, people.bob, "seating", "random"))
    assert stranger == f"Only the host ({people.alice.mention}) can change the table options."
    await table.slash(people.alice, "game start")
    started = ephemeral_text(await set_option(table, people.alice, "seating", "random"))
    assert started == "The game has already started: table options are set in the lobby, before the start."
    await table.slash(people.alice, "game cancel")
    nothing = ephemeral_text(await set_option(table, people.alice, "seating", "random"))
    game_command = next(command["id"] for command in table.fake.commands if command["name"] == "game")
    assert nothing == f"There is no open lobby here. Open one with </game new:{game_command}>."


async def test_random_seating_draws_the_order_from_the_seed_and_the_log_keeps_it(table: Table, people: People) -> None:
    joined = (people.alice, people.bob, people.carol, people.dave)
    members = tuple(user.id for user in joined)
    assert table.bot is not None
    for _ in range(8):  # all eight in join order: one chance in 24**8
        await table.slash(people.alice, "game new", game="tiny_tricks")
        for user in joined[1:]:
            await table.slash(user, "game join")
        await set_option(table, people.alice, "seating", "random")
        started = await table.slash(people.alice, "game start")
        assert started.last is not None
        live = await active(table)
        # The seats follow the order the game's seed draws.
        order = seat_order(members, {"seating": "random"}, live.record.seed)
        assert live.seats == tuple(members[place] for place in order)
        # The opening headline names the players in seat order.
        opening = started.last.content
        assert [opening.index(f"<@{user}>") for user in live.seats] == sorted(
            opening.index(f"<@{user}>") for user in live.seats
        )
        if live.seats != members:
            break
        await table.slash(people.alice, "game cancel")
    assert live.seats != members
    # Everyone passes a card; then the log, replayed from the stored seed and options, gives the stored state, and
    # the reloaded game has the same seats.
    by_id = {user.id: user for user in joined}
    for seat, user_id in enumerate(live.seats):
        move = live.engine.legal_moves(live.state, seat)[0]
        await table.play(by_id[user_id], move)
        live = await active(table)
    moves = await table.bot.store.moves(live.id)
    assert [move.user_id for move in moves] == [live.seats[move.seat] for move in moves]
    rebuilt = replay(
        live.engine, len(live.seats), live.record.options, live.record.seed, [(m.seat, m.move) for m in moves]
    )
    assert live.engine.to_json(rebuilt) == live.engine.to_json(live.state)
    # /game history replays the log from the stored options too.
    history = ephemeral_text(await table.slash(people.eve, "game history"))
    assert history.startswith(f"**{t('history.title', 'en-US', game='Tiny Tricks', count=len(moves))}**"), history
    seats = live.seats
    await table.restart_bot()
    assert table.bot is not None
    reloaded = await table.bot.sessions.game(table.channel.id)
    assert reloaded is not None and reloaded.seats == seats


async def test_join_seating_keeps_the_join_order(table: Table, people: People) -> None:
    await table.slash(people.alice, "game new", game="tiny_tricks")
    for user in (people.bob, people.carol):
        await table.slash(user, "game join")
    await set_option(table, people.alice, "seating", "random")
    lobby = await set_option(table, people.alice, "seating", "join")
    assert "The usual rules" in options_field(lobby.message)
    await table.slash(people.alice, "game start")
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None and live.seats == (people.alice.id, people.bob.id, people.carol.id)


async def test_a_lobby_posted_again_leaves_no_older_copy_with_buttons(table: Table, people: People) -> None:
    """``/game option`` (and any lobby command) answers with the lobby as it is now; the copy it replaces keeps no
    buttons and points to the new one, so nobody presses a copy that shows an older table."""
    first = (await table.slash(people.alice, "game new", game="four_color_cards")).message
    assert first is not None and first.custom_ids()
    second = (await set_option(table, people.alice, "rounds", "5")).message
    assert second is not None and options_field(second) == "Rounds: 5"
    third = (await table.slash(people.bob, "game join")).message
    assert third is not None and third.custom_ids()

    def retired(message: FakeMessage, newer: FakeMessage) -> bool:
        shown = table.fake.message(message.id)
        return not shown.custom_ids() and not shown.embeds and f"/{newer.id}" in shown.content

    await table.wait_for(lambda: retired(first, second) and retired(second, third))
    assert "moved to a newer message" in table.fake.message(first.id).content
    assert table.bot is not None
    lobby = await table.bot.store.open_lobby(table.channel.id)
    assert lobby is not None and lobby.message_id == third.id
    # The one copy with buttons still works.
    await table.click(people.carol, third, button_id(third, "join"))
    assert people.carol.mention in table.fake.message(third.id).embeds[0]["description"]
