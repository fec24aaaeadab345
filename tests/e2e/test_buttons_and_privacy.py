"""The board buttons, the private panel, and hidden information staying with its owner."""

from __future__ import annotations

import asyncio

from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_refusals import started


async def test_take_your_turn_opens_a_private_panel_and_its_menu_plays_the_move(table: Table, people: People) -> None:
    await started(table, people)
    board = table.latest_board()
    panel_ix = await table.click(people.alice, board, button_id(board, "turn"))
    panel = panel_ix.last
    assert panel is not None and panel.ephemeral
    assert [a.filename for a in panel.attachments] == ["private.png"]
    select_id = next(cid for cid in panel.custom_ids() if cid.startswith("move:"))
    options = panel.select_values(select_id)
    assert options == ["!" + move for move in await table.suggestions(people.alice)]
    posts = len(table.public_messages())
    await table.select(people.alice, panel, select_id, options[0])
    progress = await table.wait_for_posts(posts + 1)
    # The card passed is secret: the public line says a choice was made, not which, and who still chooses.
    assert "secret choice" in progress.content and people.bob.mention in progress.content
    assert options[0][1:] not in progress.content
    # A short line without a picture, pinging nobody again, with fresh buttons for those still choosing.
    assert progress.attachments == [] and progress.mentioned_user_ids() == []
    bob_panel = await table.click(people.bob, progress, button_id(progress, "turn"))
    assert bob_panel.last is not None and bob_panel.last.ephemeral
    # The last choice completes the phase: a new board with the picture.
    bob_select = next(cid for cid in bob_panel.last.custom_ids() if cid.startswith("move:"))
    boards = len(table.boards())
    await table.select(people.bob, bob_panel.last, bob_select, bob_panel.last.select_values(bob_select)[0])
    board = await table.wait_for_boards(boards + 1)
    assert board.mentioned_user_ids() == [people.alice.id]
    # Who answered last is not named (in a claim window it would tell who was able to claim).
    assert "All choices are in" in board.content and people.bob.mention not in board.content


async def test_my_hand_is_shown_only_to_its_owner(table: Table, people: People) -> None:
    await started(table, people)
    board = table.latest_board()
    ix = await table.click(people.bob, board, button_id(board, "hand"))
    answer = ix.last
    assert answer is not None and answer.ephemeral and answer.attachments[0].filename == "private.png"
    hand = await table.slash(people.alice, "hand")
    assert hand.last is not None and hand.last.ephemeral


async def test_the_panel_refuses_out_of_turn_and_on_an_old_board(table: Table, people: People) -> None:
    await started(table, people)
    first = table.latest_board()
    posts = len(table.public_messages())
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    latest = await table.wait_for_posts(posts + 1)
    # Alice made her secret choice: she is told so, and that it waits for the others.
    answer = ephemeral_text(await table.click(people.alice, latest, button_id(latest, "turn")))
    assert "already made your choice" in answer
    # Alice is no longer awaited: her old button says the board moved on. Bob still is: it opens his panel.
    assert "moved on" in ephemeral_text(await table.click(people.alice, first, button_id(first, "turn")))
    panel = (await table.click(people.bob, first, button_id(first, "turn"))).last
    assert panel is not None and panel.ephemeral and any(c.startswith("move:") for c in panel.custom_ids())


async def test_quick_presses_on_the_menu_play_the_move_once_and_say_so(table: Table, people: People) -> None:
    await started(table, people)
    board = table.latest_board()
    panel = (await table.click(people.alice, board, button_id(board, "turn"))).last
    assert panel is not None
    select_id = next(cid for cid in panel.custom_ids() if cid.startswith("move:"))
    choice = panel.select_values(select_id)[0]
    label = next(str(o["label"]) for o in panel.component(select_id)["options"] if o["value"] == choice)
    posts = len(table.public_messages())
    clicks = await asyncio.gather(*(table.fake.select(people.alice, panel, select_id, [choice]) for _ in range(3)))
    await asyncio.gather(*(click.done() for click in clicks))
    await table.wait_for_posts(posts + 1)
    await asyncio.sleep(0.2)
    assert len(table.public_messages()) == posts + 1
    answers = sorted(ephemeral_text(click) for click in clicks)
    # The presses after the first are told what happened (their move is in), not that the board moved on.
    # The first press is told its move in words, as the menu offered it; the others name it in notation.
    move = choice.removeprefix("!")
    assert answers[0] == f"Done: “{label}”.", answers
    expected = f"Your move for this turn is already played (`{move}`); this panel can change nothing now."
    assert answers[1:] == [expected] * 2, answers


async def test_autocomplete_offers_nothing_out_of_turn_or_to_spectators(table: Table, people: People) -> None:
    await started(table, people)
    assert await table.suggestions(people.eve) == []
    mine = await table.suggestions(people.alice)
    assert mine and all(move.startswith("pass ") for move in mine)
    narrowed = await table.suggestions(people.alice, mine[-1].split()[1])
    assert mine[-1] in narrowed
    await table.play(people.alice, mine[0])
    assert await table.suggestions(people.alice) == []


async def test_status_reposts_the_board_and_rules_answer_privately(table: Table, people: People) -> None:
    await started(table, people)
    boards = len(table.boards())
    status = await table.slash(people.eve, "game status")
    assert status.message is not None and not status.message.ephemeral
    assert len(table.boards()) == boards + 1
    rules = await table.slash(people.eve, "rules", game="tiny_tricks")
    assert rules.message is not None and rules.message.ephemeral and "pass 7" in rules.embeds[0]["description"]
