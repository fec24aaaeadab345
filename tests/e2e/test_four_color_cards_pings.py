"""Whom Four Color Cards pings, counted over a whole seeded round against the fake Discord: the player who must
discard, once per discard; a claim window nobody, so that no one is pinged at every discard and the pings never
tell who could claim (docs/players/play-by-post.md, "Who is pinged").
"""

from __future__ import annotations

from collections import Counter

from bot.history import HISTORY_FILE
from bot.sandbox.local_discord import FakeMessage, FakeUser
from games.four_color_cards.state import CLAIM
from tests.e2e.conftest import People
from tests.e2e.harness import Table, answered_publicly, move_answer
from tests.e2e.test_four_color_cards_panel import start

SEED = 11


def titled(message: FakeMessage) -> str:
    return str(message.embeds[0].get("title", "")) if message.embeds else ""


async def play_the_first_round(table: Table, people: People) -> list[FakeUser]:
    """Plays round 1 of a seeded 4-player game by /play, everyone claiming what they can (windows are shown and
    won often, as in a lively game), until round 2's first board is out."""
    everyone = await start(table, people, SEED)
    assert table.bot is not None
    while True:
        live = await table.bot.sessions.game(table.channel.id)
        assert live is not None
        if live.state.round > 1:
            break
        seat = min(live.engine.awaiting(live.state))
        legal = live.engine.legal_moves(live.state, seat)
        claims = [move for move in legal if move != "pass"]
        move = claims[0] if live.state.phase == CLAIM and claims else legal[0]
        posts = len(table.public_messages())
        answer = await table.play(everyone[seat], move)
        if not answered_publicly(answer) and "is in" not in move_answer(answer).content:
            # Done privately, and the board follows in the channel (a secret answer that leaves the window open
            # posts nothing).
            await table.wait_for_posts(posts + 1)
    await table.wait_for(lambda: "Round 2 / 3" in titled(table.latest_board()))
    return everyone


async def test_over_a_round_only_the_player_who_must_discard_is_pinged(table: Table, people: People) -> None:
    everyone = await play_the_first_round(table, people)

    boards = table.boards()  # round 1's, and the first of round 2 (its opener must discard)
    windows = [board for board in boards if "claim or pass" in titled(board)]
    moments = [titled(board).rsplit(" · ", 1)[-1] for board in boards]
    discards = Counter(moment.removesuffix(" to discard") for moment in moments if moment.endswith(" to discard"))
    messages = table.fake.messages(table.channel)
    pinged = Counter(user for message in messages for user in message.notified_user_ids)
    # A claim window pings nobody, whoever holds a claim: the pings cannot tell who could claim.
    assert len(windows) >= 10 and all(board.notified_user_ids == [] for board in windows)
    assert all(person.mention in windows[0].content for person in everyone if person.name not in titled(windows[0]))
    # A closed window is told as answers, not choices.
    assert any(board.content.startswith("All answers are in.") for board in boards)
    assert not any("All choices are in" in board.content for board in boards)
    for person in everyone:
        # Pinged once per discard of their own, on the board that asks for it (but the start, which answers the
        # host's own command): never by a window, though there were many more of those.
        asked = [board.id for board in boards if titled(board).endswith(f" · {person.name} to discard")]
        notified = [message.id for message in messages if person.id in message.notified_user_ids]
        assert set(notified) <= set(asked)
        assert len(asked) - (person is everyone[0]) <= len(notified) == pinged[person.id] <= len(asked)
        assert len(asked) == discards[person.name] < len(windows) // 2


async def test_the_history_of_the_round_lists_its_claims_and_where_the_next_round_begins(
    table: Table, people: People
) -> None:
    await play_the_first_round(table, people)
    reply = (await table.slash(people.eve, "game history")).original
    assert reply is not None and reply.ephemeral and not reply.loading
    # The whole log, in the message (or attached, were it longer than a message).
    whole = reply.attachment(HISTORY_FILE).data.decode() if reply.attachments else reply.content
    lines = whole.splitlines()
    assert lines[0] == "**Four Color Cards (四色牌): moves so far (48)**"
    assert lines[1] == "— Round 1 of 3 —" and "— Round 2 of 3 —" in lines
    claims = [line for line in lines if "`" in line and line.split("`")[1].split()[0] not in ("discard", "hu")]
    assert len(claims) > 10 and lines[-2].endswith(": `hu`")
    assert not any("pass" in line or "secret" in line for line in lines)
