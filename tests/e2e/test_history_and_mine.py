"""``/game history``: the moves so far in the game's notation, secret choices hidden. ``/game mine``: the
caller's games in progress on the server, whose turn it is, and a link to each board."""

from __future__ import annotations

from bot.discord_limits import CONTENT
from bot.history import HISTORY_FILE, history_reply, log_lines, public_log
from bot.records import GameRecord, MoveRecord
from bot.sandbox.local_discord import FakeChannel, FakeUser
from games.four_color_cards import GAME as FOUR_COLOR_CARDS
from games.four_color_cards.state import CLAIM
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.e2e.test_refusals import started


async def test_history_shows_every_move_with_secret_choices_hidden(table: Table, people: People) -> None:
    await started(table, people)
    passes = {}
    for player in (people.alice, people.bob):
        passes[player.name] = (await table.suggestions(player))[0]
        await table.play(player, passes[player.name])
    leader = [people.alice, people.bob][(await table.awaited())[0]]
    card = (await table.suggestions(leader))[0]
    await table.play(leader, card)
    history = ephemeral_text(await table.slash(people.eve, "game history"))
    assert history.splitlines()[1:] == [
        "1. alice: (secret choice)",
        "2. bob: (secret choice)",
        f"3. {leader.name}: `{card}`",
    ]
    assert "pass" not in history


async def test_history_before_any_move_and_without_a_game(table: Table, people: People) -> None:
    assert "/game new" in ephemeral_text(await table.slash(people.eve, "game history"))
    await started(table, people)
    assert "No moves yet" in ephemeral_text(await table.slash(people.eve, "game history"))


def test_history_leaves_out_the_answers_to_claim_windows() -> None:
    """Only players able to claim answer a claim window: naming them, or even counting their answers, would tell
    the table who holds what."""
    names = ("alice", "bob", "carol", "dave")
    record = GameRecord(1, 1, 1, FOUR_COLOR_CARDS.id, {}, 11, 10, "active", 0, {}, (10, 11, 12, 13), names)
    state = FOUR_COLOR_CARDS.new(len(names), {}, record.seed)
    moves: list[MoveRecord] = []
    answers = 0
    while answers < 3 and FOUR_COLOR_CARDS.result(state) is None:
        seat = min(FOUR_COLOR_CARDS.awaiting(state))
        answers += state.phase == CLAIM
        move = FOUR_COLOR_CARDS.safe_move(state, seat)
        state, _ = FOUR_COLOR_CARDS.apply(state, seat, move)
        moves.append(MoveRecord(len(moves) + 1, seat, 10 + seat, move, 0.0))
    assert answers, "no claim window in this game"
    mark, *lines = log_lines(public_log(FOUR_COLOR_CARDS, record, moves), names, None)
    assert mark == "— Round 1 of 3 —"  # where the round begins (tests/bot/test_four_color_cards_history.py)
    assert len(lines) == len(moves) - answers
    assert not any("secret choice" in line for line in lines)
    assert [line.split(".")[0] for line in lines] == [str(number) for number in range(1, len(lines) + 1)]
    # A discard is public, and so is its author.
    assert lines[0].startswith("1. alice: `discard")


def test_a_long_history_shows_the_latest_moves_and_attaches_the_whole_log() -> None:
    lines = [f"{number}. alice: `take {number % 7}`" for number in range(1, 400)]
    reply = history_reply("**Copenhagen: moves so far (399)**", lines, None)
    content = reply["content"]
    assert len(content) <= CONTENT and content.endswith(lines[-1])
    assert "earlier moves are in the attached file" in content and lines[0] not in content.splitlines()
    [attached] = reply["attachments"]
    whole = attached.fp.read().decode()
    assert attached.filename == HISTORY_FILE and whole.splitlines()[1:] == lines


async def start_in(table: Table, channel: FakeChannel, host: FakeUser, guest: FakeUser) -> None:
    lobby = (await (await table.fake.slash(host, channel, "game new", {"game": "tiny_tricks"})).done()).message
    assert lobby is not None
    await table.click(guest, lobby, button_id(lobby, "join"))
    await table.click(host, table.fake.message(lobby.id), button_id(lobby, "start"))


async def test_mine_lists_only_the_callers_games_with_whose_turn_and_a_link(table: Table, people: People) -> None:
    other = table.fake.channel("other")
    await started(table, people)
    await start_in(table, other, people.carol, people.alice)
    await table.wait_for(lambda: len(table.boards()) == 1 and any(m.attachments for m in table.fake.messages(other)))
    # Alice passes in the general channel; in the other one everyone still has to choose.
    await table.play(people.alice, (await table.suggestions(people.alice))[0])
    general_board = table.latest_board()
    other_board = next(m for m in table.fake.messages(other) if m.attachments)
    guild = table.fake.guild_id

    alices = ephemeral_text(await table.slash(people.alice, "game mine")).splitlines()
    assert len(alices) == 3
    assert f"https://discord.com/channels/{guild}/{table.channel.id}/{general_board.id}" in "\n".join(alices)
    assert f"https://discord.com/channels/{guild}/{other.id}/{other_board.id}" in "\n".join(alices)
    # Whose turn, as the board says it: Alice is still named in the other channel, not in this one.
    general_line = next(line for line in alices if f"<#{table.channel.id}>" in line)
    other_line = next(line for line in alices if f"<#{other.id}>" in line)
    assert "your turn" in other_line
    assert "your turn" not in general_line and people.bob.mention in general_line

    bobs = ephemeral_text(await table.slash(people.bob, "game mine"))
    assert f"<#{table.channel.id}>" in bobs and f"<#{other.id}>" not in bobs and "your turn" in bobs
    assert "no game in progress" in ephemeral_text(await table.slash(people.eve, "game mine"))
