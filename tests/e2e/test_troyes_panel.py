"""Troyes Dice through its own panel: "Choose your die" opens the player's sheet with the dice they can take,
the changes they can afford and the actions, each with what it gives; Confirm plays the choice. The channel
only hears who has chosen until the last choice resolves the half-day and the next roll is posted."""

from __future__ import annotations

import asyncio
import io
import random
from types import SimpleNamespace

from PIL import Image

from bot.live import LiveGame
from bot.plugins.troyes_dice.panel import Step, StepSelect
from bot.plugins.troyes_dice.wording import choice_words
from bot.sandbox.local_discord import FakeMessage, FakeUser
from games.troyes_dice import GAME, TroyesState, choice_steps
from render import registry as renderers
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.games.troyes_dice.support import table as table_state
from tests.games.troyes_dice.support import with_sheet


async def start_troyes(table: Table, players: list[FakeUser]) -> FakeMessage:
    lobby = (await table.slash(players[0], "game new", game="troyes_dice")).message
    assert lobby is not None
    for person in players[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.click(players[0], table.fake.message(lobby.id), button_id(lobby, "start"))
    return await table.wait_for_boards(1)


async def live_state(table: Table) -> LiveGame:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return live


def step_select(panel: FakeMessage) -> str:
    return next(cid for cid in panel.custom_ids() if cid.startswith("tds:"))


def step_button(panel: FakeMessage, action: str) -> str:
    return next(cid for cid in panel.custom_ids() if cid.startswith("tdb:") and f":{action}:" in cid)


async def open_panel(table: Table, person: FakeUser, message: FakeMessage) -> FakeMessage:
    panel = (await table.click(person, message, button_id(message, "turn"))).last
    assert panel is not None and panel.ephemeral
    assert [a.filename for a in panel.attachments] == ["private.png"]  # the player's sheet picture
    return panel


async def choose(table: Table, person: FakeUser, panel: FakeMessage, rng: random.Random, *, change: bool) -> str:
    """Goes through the steps (die, adjustment when one is offered, action) up to the summary; returns the move
    the summary's Confirm button would play. Checks on the way that every option leads to a legal move."""
    live = await live_state(table)
    seat = live.record.seat_of(person.id)
    legal = live.engine.legal_moves(live.state, seat)
    assert "choose your die" in panel.content and "You have" in panel.content
    dice = panel.select_values(step_select(panel))
    assert dice and all(any(move.startswith(die + " ") for move in legal) for die in dice)
    die = rng.choice(dice)
    await table.select(person, panel, step_select(panel), die)
    panel = table.fake.message(panel.id)
    adjustment = ""
    if "Change it before you use it" in panel.content:
        changes = panel.select_values(step_select(panel))
        assert changes[0] == "=" and "no cost" in panel.component(step_select(panel))["options"][0]["label"]
        assert all(any(move.startswith(f"{die} {words} ") for move in legal) for words in changes if words != "=")
        picked = rng.choice(changes[1:]) if change and len(changes) > 1 else "="
        adjustment = "" if picked == "=" else picked
        await table.select(person, panel, step_select(panel), picked)
        panel = table.fake.message(panel.id)
    assert "What do you do with it?" in panel.content
    actions = panel.select_values(step_select(panel))
    prefix = choice_steps.join(die, adjustment, "")
    following = [move[len(prefix) + 1 :] for move in legal if move.startswith(prefix + " ")]
    assert sorted(actions) == sorted(rest for rest in following if " " not in rest)
    descriptions = [option.get("description") for option in panel.component(step_select(panel))["options"]]
    assert all(descriptions)  # each action says what it gives
    action = rng.choice(actions)
    await table.select(person, panel, step_select(panel), action)
    panel = table.fake.message(panel.id)
    # What Confirm does, truly: the choice can still be taken back until everyone has chosen.
    assert "You will:" in panel.content and "withdrawn" not in panel.content
    assert "Until everyone has chosen, you can still take it back with the Undo button or `/undo`" in panel.content
    assert panel.button_labels() == ["Confirm", "Back"]
    move = choice_steps.join(die, adjustment, action)
    assert move in legal
    # The panel's state is in its custom ids: the parts chosen so far, "=" for a die used as rolled.
    assert step_button(panel, "ok").endswith(f":{die}/{adjustment or '='}/{action}")
    return move


async def test_a_half_day_played_through_the_panel_by_three_players(table: Table, people: People) -> None:
    players = [people.alice, people.bob, people.carol]
    board = await start_troyes(table, players)
    rng = random.Random(3)
    start_posts = len(table.public_messages())
    secrets: list[tuple[str, str]] = []  # each choice and its label, as the reveal will show it
    latest = board
    for index, person in enumerate(players):
        panel = await open_panel(table, person, latest)
        posts = len(table.public_messages())
        move = await choose(table, person, panel, rng, change=index == 0)
        live = await live_state(table)
        # The reveal reads like the "You will" summary its player confirmed, in the server's language.
        secrets.append((move, choice_words(live.state, index, move, None)))
        assert len(table.public_messages()) == posts  # the steps themselves post nothing
        summary = table.fake.message(panel.id)
        await table.click(person, summary, step_button(summary, "ok"))
        latest = await table.wait_for_posts(posts + 1)
        if index == len(players) - 1:
            # The last choice resolves the half-day: the panel moves on to the next roll.
            after = await table.wait_for_update(panel, lambda message: "next roll" in message.content)
            assert "Day 1, afternoon" in after.content
            assert step_select(after).startswith("tds:") and after.attachments
        else:
            # The panel closes on what was played, in words ("Done: “Take die 2 (white 4), …”."), not notation.
            closed = table.fake.message(panel.id).content
            assert closed.startswith(f"Done: “Take die {move.split()[1]} (") and f"`{move}`" not in closed, closed
            # Who has chosen and who is left, never what.
            assert "secret choice" in latest.content and players[-1].mention in latest.content
            assert latest.attachments == []
    for message in table.public_messages()[start_posts:-1]:
        for move, label in secrets:
            assert move not in message.content and label not in message.content
    # The last confirm resolves the half-day: every choice is revealed above the next roll, which awaits everyone.
    last = table.latest_board()
    assert last is latest and "All choices are in" in last.content
    for person, (_move, label) in zip(players, secrets, strict=True):
        assert f"{person.mention}: {label}" in last.content
    live = await live_state(table)
    assert (live.state.day, live.state.half, live.state.phase) == (1, 1, "choose")
    assert sorted(last.mentioned_user_ids()) == sorted(person.id for person in players)
    assert "Choose your die" in last.button_labels()


async def test_a_solo_half_day_through_the_panel_moves_on_to_the_next_roll(table: Table, people: People) -> None:
    board = await start_troyes(table, [people.alice])
    panel = await open_panel(table, people.alice, board)
    move = await choose(table, people.alice, panel, random.Random(5), change=True)
    boards = len(table.boards())
    summary = table.fake.message(panel.id)
    morning_sheet = summary.attachment("private.png").data
    await table.click(people.alice, summary, step_button(summary, "ok"))
    board = await table.wait_for_boards(boards + 1)
    assert "All choices are in" in board.content and board.mentioned_user_ids() == [people.alice.id]
    live = await live_state(table)
    assert live.state.revealed == (move,) and (live.state.day, live.state.half) == (1, 1)
    # The same panel now offers the afternoon's dice, with a fresh picture of the sheet.
    after = await table.wait_for_update(panel, lambda message: "next roll" in message.content)
    assert "Day 1, afternoon" in after.content and step_select(after) == "tds:1:h1:"  # the first step of half-day 1
    assert after.attachment("private.png").data != morning_sheet


async def test_back_returns_to_the_previous_step_and_nothing_is_played(table: Table, people: People) -> None:
    board = await start_troyes(table, [people.alice, people.bob])
    panel = await open_panel(table, people.alice, board)
    first = table.fake.message(panel.id).content
    await choose(table, people.alice, panel, random.Random(1), change=True)
    summary = table.fake.message(panel.id)
    await table.click(people.alice, summary, step_button(summary, "back"))
    assert "What do you do with it?" in table.fake.message(panel.id).content
    while "back" in [cid.split(":")[3] for cid in table.fake.message(panel.id).custom_ids() if cid.startswith("tdb:")]:
        step = table.fake.message(panel.id)
        await table.click(people.alice, step, step_button(step, "back"))
    assert table.fake.message(panel.id).content == first
    assert await table.awaited() == [0, 1]


async def test_an_outdated_panel_is_refused_and_a_player_who_chose_is_told_so(table: Table, people: People) -> None:
    board = await start_troyes(table, [people.alice, people.bob])
    first = await open_panel(table, people.alice, board)
    second = await open_panel(table, people.alice, board)
    await choose(table, people.alice, first, random.Random(2), change=False)
    summary = table.fake.message(first.id)
    await table.click(people.alice, summary, step_button(summary, "ok"))
    # Alice's other panel: she has chosen, and hears it with her choice (a confirmed choice stays).
    answer = await table.select(people.alice, second, step_select(second), second.select_values(step_select(second))[0])
    text = ephemeral_text(answer)
    assert "already chosen" in text and (await live_state(table)).state.sheets[0].choice in text
    # Bob's panel from this half-day, once he chose with /play and the half-day resolved, says his choice is in
    # and that the next one is on the latest board.
    bob = await open_panel(table, people.bob, board)
    old_values = bob.select_values(step_select(bob))
    await table.play(people.bob, (await table.suggestions(people.bob))[0])
    said = ephemeral_text(await table.select(people.bob, bob, step_select(bob), old_values[0]))
    assert "is already played" in said and "latest board message" in said
    # A spectator pressing a player's panel is told they do not play.
    assert "not playing" in ephemeral_text(await table.select(people.eve, bob, step_select(bob), old_values[0]))


async def test_a_confirmed_choice_is_said_to_be_taken_back_with_undo_and_it_is(table: Table, people: People) -> None:
    """After Confirm, every answer about the choice says what is true: it can be taken back (the confirmation's
    Undo, or ``/undo``) until everyone has chosen; and taking it back works."""
    board = await start_troyes(table, [people.alice, people.bob])
    panel = await open_panel(table, people.alice, board)
    other = await open_panel(table, people.alice, board)  # an older copy of her panel, left at its summary
    await choose(table, people.alice, panel, random.Random(2), change=False)
    await choose(table, people.alice, other, random.Random(2), change=False)
    summary = table.fake.message(panel.id)
    await table.click(people.alice, summary, step_button(summary, "ok"))
    assert "Undo" in table.fake.message(panel.id).button_labels()
    # Confirm pressed again, on the other copy of the summary.
    copy = table.fake.message(other.id)
    again = ephemeral_text(await table.click(people.alice, copy, step_button(copy, "ok")))
    assert "already chosen" in again and "cannot be withdrawn" not in again
    # (``/undo`` cited as a clickable command, as Discord shows a command mention)
    assert "take it back first with the Undo button or </undo:" in again
    # "Choose your die" pressed again, under the post that says she has chosen.
    told = await table.wait_for_public(lambda message: "secret choice" in message.content)
    reopened = ephemeral_text(await table.click(people.alice, told, button_id(told, "turn")))
    assert "already made your choice" in reopened and "take it back with </undo:" in reopened
    # And it is true: /undo takes the choice back, and the panel opens again on a fresh choice.
    undone = ephemeral_text(await table.slash(people.alice, "undo"))
    assert "taken back" in undone
    assert (await live_state(table)).state.sheets[0].choice is None
    await open_panel(table, people.alice, table.latest_board())


async def test_ten_players_get_a_compact_board_and_each_their_own_sheet(table: Table, people: People) -> None:
    players = [people.alice, people.bob, people.carol, people.dave, people.mod]
    players += [table.fake.add_user(name) for name in ("farid", "gu", "hana", "ivo", "jules")]
    await start_troyes(table, players)
    rng = random.Random(10)
    for person in players:  # one half-day, each choice picked from autocomplete
        await table.play(person, rng.choice(await table.suggestions(person)))
    board = await table.wait_for_boards(2)
    assert "All choices are in" in board.content
    png = board.attachment("board.png").data
    assert len(png) <= 200_000
    board_image = Image.open(io.BytesIO(png))
    live = await live_state(table)
    for seat, person in enumerate(players):
        answer = await table.click(person, board, button_id(board, "hand"))
        sheet = answer.last
        assert sheet is not None and sheet.ephemeral
        mine = renderers.private_png("troyes_dice", live.engine.view(live.state, seat), live.record.names)
        assert sheet.attachment("private.png").data == mine  # their own sheet, drawn from their own view
    sheet_image = Image.open(io.BytesIO(sheet.attachment("private.png").data))
    # One picture for ten players, about the size of one player's sheet picture: not ten sheets.
    assert board_image.width * board_image.height <= 1.25 * sheet_image.width * sheet_image.height


async def test_the_panel_keeps_working_after_a_restart(table: Table, people: People) -> None:
    board = await start_troyes(table, [people.alice, people.bob])
    panel = await open_panel(table, people.alice, board)
    die = panel.select_values(step_select(panel))[0]
    await table.select(people.alice, panel, step_select(panel), die)
    await table.restart_bot()
    step = table.fake.message(panel.id)
    if "Change it before you use it" in step.content:
        await table.select(people.alice, step, step_select(step), "=")
        step = table.fake.message(panel.id)
    await table.select(people.alice, step, step_select(step), "resources")
    summary = table.fake.message(panel.id)
    await table.click(people.alice, summary, step_button(summary, "ok"))
    assert (await live_state(table)).state.sheets[0].choice == f"{die} resources"


def step_text(state: TroyesState, parts: list[str]) -> tuple[str, list[str]]:
    """A panel step as the bot draws it, without Discord: its text and its menu's option labels."""
    live = SimpleNamespace(id=1, state=state, engine=GAME, public=GAME.record(state))
    content, view = Step(live, 0, None).render(parts)  # type: ignore[arg-type]  # the fields a step reads
    labels = [option.label for item in view.children if isinstance(item, StepSelect) for option in item.item.options]
    return content, labels


def test_the_panel_explains_the_dice_it_leaves_out() -> None:
    state = with_sheet(table_state(dice=[(1, "black"), (3, "yellow"), (4, "red"), (5, "white")]), spent=(0, 2, 0))
    content, labels = step_text(state, [])
    assert "Die 1 (black 1) is the black die" in content
    assert "Die 4 (white 5) costs 2 deniers: you cannot afford it." in content
    assert labels == [
        "Die 2 · yellow 3 · pay 1 influence",
        "Die 2 · yellow 3 · pay 1 denier",
        "Die 2 · yellow 3 · pay 1 knowledge",
        "Die 3 · red 4 · pay 1 denier",
    ]


def test_the_panel_offers_supplies_alone_when_the_no_resource_exception_applies() -> None:
    state = with_sheet(table_state(dice=[(1, "black"), (3, "yellow"), (4, "red"), (5, "white")]), spent=(3, 3, 3))
    content, labels = step_text(state, [])
    assert labels == [] and "take 1 influence, 1 denier, and 1 knowledge instead of a die" in content


def test_the_panel_skips_the_change_step_when_no_change_is_affordable() -> None:
    state = with_sheet(table_state(dice=[(2, "red"), (3, "black"), (4, "yellow"), (5, "white")]), spent=(3, 0, 2))
    content, labels = step_text(state, ["die 1"])
    assert "You cannot afford to change this die." in content
    assert labels == ["Take 2 influence", "Build the Fortress in column 2", "Build the Count's Palace in column 2"]


async def test_a_whole_game_through_the_panel_with_bonus_builds_in_the_generic_menu(
    table: Table, people: People
) -> None:
    # A fixed seed, so this game's dice are known to lead to bonus builds (the bot draws a random one).
    table.seeds.choose(GAME_SEED)
    players = [people.alice, people.bob]
    await start_troyes(table, players)
    rng = random.Random(4)
    choices = builds = 0
    while await table.awaited() and choices + builds < MOVE_LIMIT:
        person = players[rng.choice(await table.awaited())]
        latest = [m for m in table.public_messages() if any(c.endswith(":turn") for c in m.custom_ids())][-1]
        panel = await open_panel(table, person, latest)
        posts = len(table.public_messages())
        if any(cid.startswith(("tds:", "tdb:")) for cid in panel.custom_ids()):
            await play_steps(table, person, panel, rng)
            choices += 1
        else:
            # A bonus build: the generic menu, narrowed until a move is played.
            assert "Your options" in panel.content
            while True:
                select_id = next(cid for cid in panel.custom_ids() if cid.startswith("move:"))
                value = rng.choice(panel.select_values(select_id))
                assert value.startswith(("!build ", "?build"))
                await table.select(person, panel, select_id, value)
                panel = table.fake.message(panel.id)
                if value.startswith("!"):
                    break
            builds += 1
        await table.wait_for_posts(posts + 1)
    assert "Game over" in table.latest_board().content
    assert choices == 16 * len(players) and builds > 0


GAME_SEED = 1
MOVE_LIMIT = 200


async def play_steps(table: Table, person: FakeUser, panel: FakeMessage, rng: random.Random) -> None:
    """Die, adjustment if offered, action (a building nine times in ten, when there is one), Confirm."""
    while True:
        step = table.fake.message(panel.id)
        if any(":ok:" in cid for cid in step.custom_ids()):
            await table.click(person, step, step_button(step, "ok"))
            return
        values = step.select_values(step_select(step))
        builds = [value for value in values if value in ("prestige", "work")]
        value = rng.choice(builds if builds and rng.random() < 0.9 else values)
        await table.select(person, step, step_select(step), value)


async def test_players_confirming_at_the_same_moment_both_have_their_choice_counted(
    table: Table, people: People
) -> None:
    players = [people.alice, people.bob, people.carol]
    board = await start_troyes(table, players)
    summaries = []
    for person in players[:2]:
        panel = await open_panel(table, person, board)
        await choose(table, person, panel, random.Random(person.id), change=False)
        summaries.append(table.fake.message(panel.id))
    presses = await asyncio.gather(
        *(
            table.fake.click(person, summary, step_button(summary, "ok"))
            for person, summary in zip(players[:2], summaries, strict=True)
        )
    )
    await asyncio.gather(*(press.done() for press in presses))
    # Each other's choice moved the game's version on; neither press is refused for it.
    assert all("moved on" not in message.content for press in presses for message in press.messages)
    assert await table.awaited() == [2]


def test_a_player_without_resources_is_told_so_not_that_they_have_free() -> None:
    # The free die (slot 1) is not the black one, so the player chooses a die as usual.
    state = with_sheet(table_state(dice=[(2, "yellow"), (3, "red"), (4, "black"), (5, "white")]), spent=(3, 3, 3))
    content, _ = step_text(state, [])
    assert "You have no resources." in content and "You have free" not in content


def test_a_revealed_choice_reads_in_the_language_of_the_post() -> None:
    state = table_state(dice=[(2, "yellow"), (3, "red"), (4, "black"), (5, "white")])
    move = next(move for move in GAME.legal_moves(state, 0) if move.startswith("die 2") and move.endswith("work"))
    english, french = (choice_words(state, 0, move, code) for code in ("en", "fr"))
    assert english.startswith("take die 2 (red 3), paying") and "build the" in english
    assert french.startswith("paie ") and " pour le dé 2 (rouge 3)" in french and "construit" in french
