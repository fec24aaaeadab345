"""Every Troyes Dice sheet is public, as on Board Game Arena: anyone in the channel, a spectator too, opens any
player's sheet privately with ``/game sheet player:<member>`` or from the "Sheets" menu under the board (AI seats
included), drawn from the public view, so a pending secret choice never shows. After each reveal the board shows,
under each player's row, what they chose. Once the game is over the command answers for the channel's last
finished Troyes Dice game, as that game's final board still does."""

from __future__ import annotations

import io

from PIL import Image

from bot.ai_seats import is_ai
from bot.plugins.troyes_dice.wording import choice_words
from bot.sandbox.local_discord import FakeMessage
from games.troyes_dice import GAME
from render.common import encode_png
from render.registry import public_png
from render.troyes_dice import RENDERER
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_real_games import play_to_the_end
from tests.e2e.test_troyes_panel import live_state, start_troyes

SHEET = "sheet.png"


def sheets_menu(board: FakeMessage) -> str:
    return next(cid for cid in board.custom_ids() if cid.startswith("tdsheet:"))


async def expected_sheet(table: Table, seat: int) -> bytes:
    """The seat's sheet as the whole table may see it: drawn from the spectator view."""
    live = await live_state(table)
    return encode_png(RENDERER.sheet(GAME.view(live.state, None), seat, live.record.names))


async def test_a_spectator_opens_a_players_sheet_with_the_command(table: Table, people: People) -> None:
    await start_troyes(table, [people.alice, people.bob])
    ix = await table.slash(people.eve, "game sheet", player=people.bob)
    text = ephemeral_text(ix)
    assert people.bob.mention in text and "seat 2" in text
    answer = ix.messages[-1]
    assert [a.filename for a in answer.attachments] == [SHEET]
    assert answer.attachment(SHEET).data == await expected_sheet(table, 1)
    assert answer.mentioned_user_ids() == []  # a private answer pings nobody


async def test_a_pending_choice_never_shows_on_a_sheet(table: Table, people: People) -> None:
    await start_troyes(table, [people.alice, people.bob])
    live = await live_state(table)
    move = next(m for m in GAME.legal_moves(live.state, 0) if m.endswith("work"))
    label = choice_words(live.state, 0, move, None)
    await table.play(people.alice, move)
    live = await live_state(table)
    assert live.state.sheets[0].choice == move  # hidden until Bob chooses
    for asker in (people.eve, people.bob, people.alice):
        ix = await table.slash(asker, "game sheet", player=people.alice)
        answer = ix.messages[-1]
        assert answer.ephemeral and move not in answer.content and label not in answer.content
        # The very picture of the spectator view: nothing of Alice's own view (her choice) reaches it.
        assert answer.attachment(SHEET).data == await expected_sheet(table, 0)
        own = encode_png(RENDERER.private(GAME.view(live.state, 0), live.record.names))
        assert answer.attachment(SHEET).data != own


async def test_a_stranger_opens_any_sheet_from_the_boards_menu_ai_seats_too(table: Table, people: People) -> None:
    lobby = (await table.slash(people.alice, "game new", game="troyes_dice")).message
    assert lobby is not None
    await table.click(people.bob, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.slash(people.alice, "game addbot", level="easy")
    await table.slash(people.alice, "game start")
    board = await table.wait_for_boards(1)
    menu = sheets_menu(board)
    live = await live_state(table)
    ai_seat = next(seat for seat, user in enumerate(live.seats) if is_ai(user))
    # One option per seat, the AI seat too, each named as that player's sheet (not "Seat 1: alice", which reads
    # as a ranking) with its points; the menu sits under the board's buttons.
    assert board.select_values(menu) == [str(seat) for seat in range(len(live.seats))]
    options = board.component(menu)["options"]
    labels = [option["label"] for option in options]
    assert labels[0] == "alice's sheet" and labels[ai_seat].endswith("'s sheet") and len(set(labels)) == len(labels)
    points = [sheet.score()["total"] for sheet in live.state.sheets]
    assert [option["description"] for option in options] == [f"{count} points" for count in points]
    assert "Choose your die" in board.button_labels()
    for seat in (1, ai_seat):
        ix = await table.select(people.eve, board, menu, str(seat))
        answer = ix.messages[-1]
        assert answer.ephemeral and [a.filename for a in answer.attachments] == [SHEET]
        assert f"seat {seat + 1}" in answer.content
        assert answer.attachment(SHEET).data == await expected_sheet(table, seat)


async def test_the_menu_still_answers_after_a_restart(table: Table, people: People) -> None:
    board = await start_troyes(table, [people.alice, people.bob])
    await table.restart_bot()
    ix = await table.select(people.eve, board, sheets_menu(board), "0")
    assert ix.messages[-1].attachment(SHEET).data == await expected_sheet(table, 0)


async def test_refusals_say_why(table: Table, people: People) -> None:
    no_game = await table.slash(people.eve, "game sheet", player=people.alice)
    assert "no Troyes Dice game in this channel, running or finished" in ephemeral_text(no_game)
    assert no_game.messages[-1].attachments == []
    await start_troyes(table, [people.alice, people.bob])
    stranger = await table.slash(people.eve, "game sheet", player=people.dave)
    text = ephemeral_text(stranger)
    assert people.dave.mention in text and "not playing" in text
    assert stranger.messages[-1].attachments == []


async def test_another_game_has_no_sheets_to_show(table: Table, people: People) -> None:
    lobby = (await table.slash(people.alice, "game new", game="copenhagen")).message
    assert lobby is not None
    await table.click(people.bob, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.click(people.alice, table.fake.message(lobby.id), button_id(lobby, "start"))
    board = await table.wait_for_boards(1)
    refused = await table.slash(people.eve, "game sheet", player=people.alice)
    assert "Only Troyes Dice has sheets" in ephemeral_text(refused) and "Copenhagen" in ephemeral_text(refused)
    assert not any(cid.startswith("tdsheet:") for cid in board.custom_ids())


def pixels(png: bytes) -> bytes:
    with Image.open(io.BytesIO(png)) as picture:
        return picture.convert("RGB").tobytes()


async def test_the_reveal_shows_each_choice_at_the_board(table: Table, people: People) -> None:
    await start_troyes(table, [people.alice, people.bob])
    live = await live_state(table)
    moves = {
        0: next(m for m in GAME.legal_moves(live.state, 0) if " as " in m and m.endswith("prestige")),
        1: next(m for m in GAME.legal_moves(live.state, 1) if m.endswith("resources")),
    }
    boards = len(table.boards())
    for seat, person in enumerate((people.alice, people.bob)):
        await table.play(person, moves[seat])
    board = await table.wait_for_boards(boards + 1)
    live = await live_state(table)
    assert list(live.state.revealed) == [moves[0], moves[1]]
    # Above the board, each player's choice in full; on it, under each row, the same choice in a few words.
    for person in (people.alice, people.bob):
        assert f"{person.mention}: " in board.content
    view = GAME.view(live.state, None)
    drawn = board.attachment("board.png").data
    # Compared as the pixels a player sees (a palette's order may differ between two encodings of one picture).
    assert pixels(drawn) == pixels(public_png("troyes_dice", view, live.record.names))  # as the bot draws it
    before = public_png("troyes_dice", {**view, "revealed": [], "revealed_choices": []}, live.record.names)
    assert pixels(drawn) != pixels(before)


async def test_after_the_end_the_command_shows_the_last_finished_games_sheets(table: Table, people: People) -> None:
    await play_to_the_end(table, people, "troyes_dice", 1, seed=2)
    assert table.bot is not None
    finished = await table.bot.store.last_finished_game(table.channel.id, "troyes_dice")
    assert finished is not None and finished.seats == (people.alice.id,)
    final = GAME.from_json(finished.state)
    assert GAME.result(final) is not None
    # No game runs now, yet a spectator still sees Alice's final sheet, the very one the final board's menu shows.
    ix = await table.slash(people.eve, "game sheet", player=people.alice)
    answer = ix.messages[-1]
    assert answer.ephemeral and people.alice.mention in answer.content and "Final sheet" in answer.content
    assert answer.attachment(SHEET).data == encode_png(RENDERER.sheet(GAME.view(final, None), 0, finished.names))
    board = table.latest_board()
    shown = await table.select(people.eve, board, sheets_menu(board), "0")
    assert shown.messages[-1].attachment(SHEET).data == answer.attachment(SHEET).data
    # Someone who did not play in it is refused with the reason, and nothing is drawn.
    refused = await table.slash(people.eve, "game sheet", player=people.bob)
    text = ephemeral_text(refused)
    assert people.bob.mention in text and "did not play in this channel's last Troyes Dice game" in text
    assert refused.messages[-1].attachments == []
    # Once another game runs in the channel, the command answers for that one.
    lobby = (await table.slash(people.alice, "game new", game="copenhagen")).message
    assert lobby is not None
    await table.click(people.bob, table.fake.message(lobby.id), button_id(lobby, "join"))
    boards = len(table.boards())
    await table.click(people.alice, table.fake.message(lobby.id), button_id(lobby, "start"))
    await table.wait_for_boards(boards + 1)
    other = await table.slash(people.eve, "game sheet", player=people.alice)
    assert "Only Troyes Dice has sheets" in ephemeral_text(other)
