"""Four Color Cards through its own panel and its round results, end to end against the fake Discord.

The bot draws each game's seed at random; these tests choose it (``Table.seeds``) so they know the deal, and
pick deals with the engine itself: one where a discard can be claimed by two players at once, one where a round
ends with a paid hu.
"""

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

import pytest

from bot.i18n import inflected
from bot.sandbox.local_discord import FakeMessage, FakeUser
from games.four_color_cards import GAME
from games.four_color_cards.scoring import base_points
from games.four_color_cards.state import CLAIM, State
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_edit_mode import server_manager
from tests.e2e.test_real_games import MOVE_LIMIT, play_to_the_end

PLAYERS = 4
BUTTON = "fcc:"
MENU = "fccmenu:"
CHI = ("command", "field", "pair", "general", "soldiers")
CARD_WORDS = r"(red|yellow|green|white) (general|adviser|elephant|chariot|horse|cannon|soldier) \(\w\)"


# Setting up ---------------------------------------------------------------------------------------------------


async def start(table: Table, people: People, seed: int, players: int = PLAYERS) -> list[FakeUser]:
    table.seeds.choose(seed)
    everyone = [people.alice, people.bob, people.carol, people.dave][:players]
    lobby = (await table.slash(everyone[0], "game new", game="four_color_cards")).message
    assert lobby is not None
    for person in everyone[1:]:
        await table.click(person, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.slash(everyone[0], "game start")
    await table.wait_for_boards(1)
    return everyone


async def state_of(table: Table) -> State:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return live.state


async def finished_rounds(table: Table) -> list[dict[str, Any]]:
    """The round records of the channel's finished game, from the bot's database."""
    assert table.bot is not None
    game_id = int(table.boards()[0].custom_ids()[0].split(":")[1])
    record = await table.bot.store.game(game_id)
    assert record is not None and record.status == "finished"
    return list(record.state["history"])


def contested_discard() -> tuple[int, str, int, str]:
    """A deal whose opening discard the next player can claim with a meld other than pong and a farther player
    with pong, nobody else with anything: (seed, discard, the farther seat, the next player's claim)."""
    for seed in range(1000):
        state = GAME.new(PLAYERS, {}, seed)
        for discard in GAME.legal_moves(state, 0):
            after, _ = GAME.apply(state, 0, discard)
            awaited = sorted(GAME.awaiting(after))
            if after.phase != "claim" or len(awaited) != 2 or awaited[0] != 1:
                continue
            next_claims, far_claims = GAME.legal_moves(after, 1), GAME.legal_moves(after, awaited[1])
            if far_claims == ["pong", "pass"] and next_claims[0].split()[0] in CHI:
                return seed, discard, awaited[1], next_claims[0]
    raise LookupError("no contested opening discard in 1000 deals")


# Reading and pressing the panel ---------------------------------------------------------------------------------


async def open_panel(table: Table, person: FakeUser) -> FakeMessage:
    """Presses "My hand / claim" on the latest board (or progress line) with buttons."""
    with_buttons = [m for m in table.public_messages() if any(c.endswith(":turn") for c in m.custom_ids())]
    latest = with_buttons[-1]
    panel = (await table.click(person, latest, button_id(latest, "turn"))).last
    assert panel is not None and panel.ephemeral, panel
    return panel


def menu_id(panel: FakeMessage) -> str | None:
    return next((cid for cid in panel.custom_ids() if cid.startswith(MENU)), None)


def offered(panel: FakeMessage) -> dict[str, str]:
    """Move -> label of every option on the panel, buttons or menu."""
    menu = menu_id(panel)
    if menu is not None:
        return {str(o["value"]): str(o["label"]) for o in panel.component(menu)["options"]}
    buttons = [cid for cid in panel.custom_ids() if cid.startswith(BUTTON)]
    return {cid.split(":", 3)[3]: str(panel.component(cid)["label"]) for cid in buttons}


def button_for(panel: FakeMessage, move: str) -> str:
    return next(cid for cid in panel.custom_ids() if cid.startswith(BUTTON) and cid.split(":", 3)[3] == move)


async def choose(table: Table, person: FakeUser, panel: FakeMessage, move: str) -> None:
    menu = menu_id(panel)
    if menu is not None:
        await table.select(person, panel, menu, move)
    else:
        await table.click(person, panel, button_for(panel, move))


# The claim window ---------------------------------------------------------------------------------------------


async def test_a_claim_window_answered_at_once_resolves_once_and_pong_beats_the_nearer_meld(
    table: Table, people: People
) -> None:
    seed, discard, far, next_claim = contested_discard()
    everyone = await start(table, people, seed)
    await choose(table, people.alice, await open_panel(table, people.alice), discard)
    board = await table.wait_for_boards(2)
    # Publicly the window names everyone its seating allows to claim, not the two who can, and pings none of them.
    assert all(person.mention in board.content for person in everyone[1:])
    assert people.alice.mention not in board.content.splitlines()[-1]
    assert board.mentioned_user_ids() == [] and board.notified_user_ids == []

    near_panel, far_panel = await open_panel(table, people.bob), await open_panel(table, everyone[far])
    assert re.search(rf"In play: the {CARD_WORDS}, discarded by {re.escape(people.alice.mention)}", far_panel.content)
    assert list(offered(far_panel)) == ["pong", "pass"]
    assert re.fullmatch(rf"Pong: 2 x {CARD_WORDS}", offered(far_panel)["pong"])
    assert offered(far_panel)["pass"] == "Pass"
    styles = [far_panel.component(button_for(far_panel, move))["style"] for move in ("pong", "pass")]
    assert styles == [1, 2]  # a claim stands out (primary), passing does not (secondary)
    assert offered(near_panel)[next_claim].startswith(next_claim.split()[0].title() + ":")
    # Players without a claim are not asked: their button shows their hand.
    bystander = next(person for seat, person in enumerate(everyone) if seat not in (0, 1, far))
    assert "Nothing to decide" in (await open_panel(table, bystander)).content

    posts, boards = len(table.public_messages()), len(table.boards())
    presses = [
        (people.bob, near_panel, next_claim),
        (everyone[far], far_panel, "pong"),
        (everyone[far], far_panel, "pong"),  # a double press
    ]
    clicks = await asyncio.gather(*(table.fake.click(who, panel, button_for(panel, m)) for who, panel, m in presses))
    await asyncio.gather(*(click.done() for click in clicks))
    # The window closing into a claim is a new decision for the claimant: the channel gets the board.
    resolution = await table.wait_for_boards(boards + 1)

    # Exactly one press is refused, one of the double press, told its answer is in; the other two were taken.
    said = "Your move for this turn is already played (`pong`)"
    refused = [index for index, click in enumerate(clicks) if any(said in m.content for m in click.messages)]
    assert refused in ([1], [2]) and all(m.ephemeral for m in clicks[refused[0]].messages)
    state = await state_of(table)
    assert [meld.kind for meld in state.melds[far]] == ["triple"] and state.melds[1] == []
    assert state.phase == "discard" and state.turn == far
    # The window resolved once, into one public post that names the winner to act, and neither the nearer
    # claim nor its author. (Presses are answered privately; the publisher posts to the channel.)
    assert table.public_messages()[posts:] == [resolution]
    assert everyone[far].mention in resolution.content
    assert next_claim not in resolution.content and people.bob.mention not in resolution.content
    # The channel is told in words what the window came to: the winning pong and its cards, nothing of the meld
    # the nearer player asked for.
    claimed = rf"{re.escape(everyone[far].mention)} pongs the {CARD_WORDS} with two from their hand\."
    assert re.search(claimed, resolution.content) and "takes the" not in resolution.content

    # The winner discards through the panel; that is the next and only other public post.
    panel = await open_panel(table, everyone[far])
    assert "discard one card" in panel.content
    discard = GAME.legal_moves(state, far)[0]
    await choose(table, everyone[far], panel, discard)
    said = (await table.wait_for_boards(boards + 2)).content
    assert re.search(rf"{re.escape(everyone[far].mention)} discards the {CARD_WORDS} \(`{discard}`\)\.", said)
    assert len(table.public_messages()) == posts + 2


# What the channel reads of a window where two players claim, in the server's language: the winner, the claim
# and its cards in words; the loser is never named, whichever of the two answered last.
WINDOW_WORDS = {
    "zh-TW": ("碰了", "亮出手上的兩張", "吃"),
    "ru": ("берёт", "и объявляет понг с двумя такими же картами из руки", "выкладывает"),
}


@pytest.mark.parametrize("language", ["zh-TW", "ru"])
@pytest.mark.parametrize("loser_last", [False, True])
async def test_a_contested_window_is_told_in_the_servers_language_without_its_loser(
    table: Table, people: People, language: str, loser_last: bool
) -> None:
    await table.slash(server_manager(table), "settings language", language=language)
    seed, discard, far, next_claim = contested_discard()
    everyone = await start(table, people, seed)
    await table.play(people.alice, discard)
    await table.wait_for_boards(2)
    answers = [(people.bob, next_claim), (everyone[far], "pong")]
    for person, move in reversed(answers) if loser_last else answers:
        await table.play(person, move)
    resolution = await table.wait_for_boards(3)
    said, pong_cards, chi = WINDOW_WORDS[language]
    first_line = resolution.content.splitlines()[1]  # under the line that closes the secret phase
    assert first_line.startswith(f"{everyone[far].mention} {said}") and pong_cards in first_line
    # The card taken, as the object of the verb where the language declines it ("берёт красного советника (仕)").
    assert inflected(f"term.four_color_cards.card.{discard.split()[1]}", "acc", language) in first_line
    assert people.bob.mention not in resolution.content and chi not in resolution.content
    assert next_claim not in resolution.content


# Discards ------------------------------------------------------------------------------------------------------


def after_discard(seed: int, awaited_again: bool) -> str:
    """An opening discard of a 2-player deal after which the opener is (or is not) awaited again."""
    state = GAME.new(2, {}, seed)
    return next(
        move
        for move in GAME.legal_moves(state, 0)
        if (0 in GAME.awaiting(GAME.apply(state, 0, move)[0])) == awaited_again
    )


async def test_the_opener_discards_from_the_panel_menu_which_answers_after_a_restart(
    table: Table, people: People
) -> None:
    await start(table, people, seed=11, players=2)
    panel = await open_panel(table, people.alice)
    legal = GAME.legal_moves(await state_of(table), 0)
    labels = offered(panel)
    assert "Your turn: discard one card" in panel.content and [a.filename for a in panel.attachments] == ["private.png"]
    # Exactly the legal discards, in words, in one menu since a 21-card hand has too many for buttons.
    assert menu_id(panel) is not None and len(legal) > 10
    assert list(labels) == legal and all(re.fullmatch(f"Discard {CARD_WORDS}", label) for label in labels.values())
    assert not any("general" in label for label in labels.values())  # generals are never discarded
    await table.restart_bot()
    move = after_discard(11, awaited_again=False)
    await choose(table, people.alice, panel, move)
    board = await table.wait_for_boards(2)
    assert re.search(rf"{re.escape(people.alice.mention)} discards the {CARD_WORDS} \(`{move}`\)\.", board.content)
    closed = table.fake.message(panel.id)
    # The panel closes on the move in words, as its menu offered it.
    assert closed.components == [] and f"Done: “{labels[move]}”." in closed.content


async def test_after_a_discard_the_panel_moves_on_to_the_same_players_next_decision(
    table: Table, people: People
) -> None:
    # The discard dies, Bob turns the next card, and Alice may claim it: her panel shows that decision.
    await start(table, people, seed=11, players=2)
    panel = await open_panel(table, people.alice)
    move = after_discard(11, awaited_again=True)
    await choose(table, people.alice, panel, move)
    assert f"(`{move}`)." in (await table.wait_for_boards(2)).content
    turned_by_bob = rf"In play: the {CARD_WORDS}, turned from the stock by {re.escape(people.bob.mention)}"
    moved_on = await table.wait_for_update(panel, lambda message: re.search(turned_by_bob, message.content) is not None)
    state = await state_of(table)
    assert list(offered(moved_on)) == GAME.legal_moves(state, 0) and offered(moved_on)["pass"] == "Pass"


async def test_a_press_on_a_decision_that_has_passed_is_refused_and_changes_nothing(
    table: Table, people: People
) -> None:
    await start(table, people, seed=11, players=2)
    panel = await open_panel(table, people.alice)
    move = after_discard(11, awaited_again=True)
    await table.play(people.alice, move)  # played with /play instead: the panel's decision has passed
    await table.wait_for_boards(2)
    state = await state_of(table)
    assert 0 in GAME.awaiting(state)  # Alice decides again, but on a new card
    menu = menu_id(panel)
    assert menu is not None
    posts = len(table.public_messages())
    # Her move from it is in, and her next decision is on the latest board.
    said = ephemeral_text(await table.select(people.alice, panel, menu, move))
    assert (
        said
        == f"Your move for this turn is already played (`{move}`); make your next one from the latest board message."
    )
    assert await state_of(table) is state and len(table.public_messages()) == posts


async def test_a_three_player_game_played_to_the_end_through_the_panel(table: Table, people: People) -> None:
    everyone = await start(table, people, seed=7, players=3)
    choices = random.Random(7)
    presses = 0
    while presses < MOVE_LIMIT and (awaited := await table.awaited()):
        seat = choices.choice(awaited)
        legal = GAME.legal_moves(await state_of(table), seat)
        panel = await open_panel(table, everyone[seat])
        assert list(offered(panel)) == legal  # exactly the legal options, whatever the decision
        posts, boards = len(table.public_messages()), len(table.boards())
        await choose(table, everyone[seat], panel, choices.choice(legal))
        if "is in" not in table.fake.message(panel.id).content:
            # Every move the table hears of shows the board (never a line that could tell who may claim).
            await table.wait_for_boards(boards + 1)
            assert len(table.public_messages()) == posts + 1
        presses += 1
    assert "Game over: the last round is played" in table.latest_board().content
    assert [r["round"] for r in await finished_rounds(table)] == [1, 2, 3]


# What a hu would bring ------------------------------------------------------------------------------------------


def hu_under_the_threshold() -> tuple[int, list[tuple[int, str]], int, int]:
    """A seed whose game, played at random, soon lets a seat hu with a hand under the threshold: (seed, the moves
    before, that seat, the hand's points)."""
    for seed in range(300):
        rng, state = random.Random(seed), GAME.new(PLAYERS, {}, seed)
        moves: list[tuple[int, str]] = []
        while GAME.result(state) is None and len(moves) < 60:
            for seat in sorted(GAME.awaiting(state)):
                if "hu" in GAME.legal_moves(state, seat):
                    points = base_points(state, seat, state.in_play if state.phase == CLAIM else None)
                    if points is not None and points < 10:
                        return seed, moves, seat, points
            seat = rng.choice(sorted(GAME.awaiting(state)))
            legal = GAME.legal_moves(state, seat)
            claims = [m for m in legal if m != "pass" and not m.startswith("discard")]
            move = rng.choice(claims) if claims and rng.random() < 0.8 else rng.choice(legal)
            moves.append((seat, move))
            state, _ = GAME.apply(state, seat, move)
    raise LookupError("no hu under the threshold in 300 games")


async def test_the_hu_option_shows_the_hands_value_and_the_penalty_it_would_cost(table: Table, people: People) -> None:
    seed, moves, seat, points = hu_under_the_threshold()
    everyone = await start(table, people, seed)
    for mover, move in moves:
        await table.play(everyone[mover], move)
    panel = await open_panel(table, everyone[seat])
    unit = "point" if points == 1 else "points"
    assert offered(panel)["hu"] == f"Hu: {points} {unit}, under 10: you pay 11 each"
    assert f"Hu now: your hand is worth only {points} {unit}, under the threshold of 10" in panel.content
    assert "you pay 11 to each other player, 33 in all." in panel.content


# Round results ------------------------------------------------------------------------------------------------


def greedy_choice(rng: random.Random, state: State) -> tuple[int, str]:
    """A random awaited seat and move, except that hu is always taken."""
    seat = rng.choice(sorted(GAME.awaiting(state)))
    legal = GAME.legal_moves(state, seat)
    return seat, "hu" if "hu" in legal else rng.choice(legal)


def paid_hu_in_the_last_round() -> int:
    """A seed whose game, played with ``greedy_choice`` seeded alike, ends in a paid hu with melds on the table
    and in the hand."""
    for seed in range(500):
        rng, state = random.Random(seed), GAME.new(PLAYERS, {}, seed)
        while GAME.result(state) is None:
            state, _ = GAME.apply(state, *greedy_choice(rng, state))
        last = state.history[-1]
        if last["outcome"] == "hu" and last["reached"] and last["hand_melds"] and last["table_melds"]:
            return seed
    raise LookupError("no game in 500 ending with a paid hu")


async def test_the_last_round_ends_with_its_winner_melds_points_payments_and_chips_then_the_standings(
    table: Table, people: People
) -> None:
    seed = paid_hu_in_the_last_round()
    everyone = await start(table, people, seed)
    rng = random.Random(seed)
    assert table.bot is not None
    while (live := await table.bot.sessions.game(table.channel.id)) is not None:
        seat, move = greedy_choice(rng, live.state)
        await table.play(everyone[seat], move)
    # The moves were answered at once; the boards follow in the order of the moves, the final one last (over a
    # hundred boards may still be drawing and posting: a generous time limit).
    final = await table.wait_for_public(lambda message: "Game over: " in message.content, timeout=30)
    assert final is table.latest_board()
    history = await finished_rounds(table)
    # Each earlier round's results came with the board of the move that ended it, with who opens the next.
    for earlier in history[:-1]:
        number = earlier["round"]
        (ended,) = [board for board in table.boards() if f"**Round {number} of 3:**" in board.content]
        chips = ", ".join(f"{p.mention} {c}" for p, c in zip(everyone, earlier["chips"], strict=True))
        assert f"Chips now: {chips}." in ended.content and f"**Round {number + 1} of 3** begins: " in ended.content
        assert "Game over" not in ended.content
    assert [r["round"] for r in history] == [1, 2, 3]
    record = history[-1]
    text = final.content
    winner = everyone[record["finisher"]]
    assert f"**Round 3 of 3:** {winner.mention} wins with hu on the " in text
    assert "On the table: " in text and "In hand: " in text
    assert "(at table value: the winning card completes it)" in text
    base, bonus, points = record["base"], record["bonus"], record["points"]
    if record["bonus_card"] is None:
        assert f"That makes {base} points, with no bonus card: the stock is empty." in text
    elif bonus:
        assert f"That makes {base} points, and the bonus card, a " in text and f"adds {bonus}: {points} in all." in text
    else:
        assert f"That makes {base} points; the bonus card, a " in text and "adds nothing." in text
    payers = [p.mention for p in everyone if p is not winner]
    amount = points - 10 + 1
    unit = "chip" if amount == 1 else "chips"
    assert f"{payers[0]}, {payers[1]}, and {payers[2]} each pay {winner.mention} {amount} {unit}." in text
    chips = ", ".join(f"{p.mention} {c}" for p, c in zip(everyone, record["chips"], strict=True))
    assert f"Chips now: {chips}." in text
    # Then why the game ended and the standings: most chips first, each with the chips after the last round.
    assert "begins" not in text and "Game over: the last round is played; the most chips wins." in text
    standings = text[text.index("Game over") :]
    order = sorted(range(PLAYERS), key=lambda s: -record["chips"][s])
    # A tied place says so after the chips ("(20, tied)").
    positions = [standings.index(f"{everyone[s].mention} ({record['chips'][s]}") for s in order]
    assert positions == sorted(positions)


async def test_a_four_player_match_through_autocomplete_plays_three_rounds(table: Table, people: People) -> None:
    table.seeds.choose(3)
    assert await play_to_the_end(table, people, "four_color_cards", PLAYERS, seed=3) < MOVE_LIMIT
    final = table.latest_board()
    history = await finished_rounds(table)
    assert [r["round"] for r in history] == [1, 2, 3] and sum(history[-1]["chips"]) == 20 * PLAYERS
    assert "**Round 3 of 3:**" in final.content and "Game over: the last round is played" in final.content
