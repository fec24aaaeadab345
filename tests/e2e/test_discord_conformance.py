"""What the real bot sends Discord, judged by Discord's own rules: the command upload of every language against
Discord's API description, where the commands may be used, and a user's text that Discord passes along but a
strict JSON reader refuses."""

from __future__ import annotations

import copy

import pytest

from bot.sandbox.local_discord.conformance import SPEC
from bot.sandbox.local_discord.limits import COMMAND_CHARACTERS, characters, commands
from bot.sandbox.local_discord.ratelimits import CHANNEL_POSTS, RateLimits
from tests.e2e.conftest import People
from tests.e2e.direct_messages import NotOffered, slash_in_dm
from tests.e2e.harness import Table, ephemeral_text
from tests.e2e.test_ai_games import GAME_OVER, play_to_the_end, start_against_ai
from tests.e2e.test_four_color_cards_panel import start as start_four_color_cards
from tests.e2e.test_refusals import started

PUT_COMMANDS = "/applications/1/commands"
GUILD, BOT_DM = 0, 1  # interaction contexts
GUILD_INSTALL = 0
LOCALES = {"fr", "ru", "zh-CN", "zh-TW"}
GAME = "tiny_tricks"

needs_spec = pytest.mark.skipif(SPEC.missing is not None, reason=SPEC.missing or "")


def options_of(command: dict) -> list[dict]:
    """Every option of a command, subcommands' options included."""
    found: list[dict] = []
    stack = list(command.get("options") or [])
    while stack:
        option = stack.pop()
        found.append(option)
        stack.extend(option.get("options") or [])
    return found


@needs_spec
async def test_the_command_upload_of_every_language_is_what_discord_takes(table: Table) -> None:
    upload = table.fake.command_upload
    assert upload, "the bot uploaded no commands"
    # Every language is in the upload: each command's name and description are localised in the four others.
    for command in upload:
        assert set(command.get("description_localizations") or {}) >= LOCALES, command["name"]
    operation, violations = SPEC.check("PUT", PUT_COMMANDS, upload)
    assert operation is not None and violations == []
    assert commands("PUT", PUT_COMMANDS, upload) == []


@needs_spec
async def test_a_game_number_beyond_discords_integers_would_make_discord_refuse_the_upload(table: Table) -> None:
    upload = copy.deepcopy(table.fake.command_upload)
    numbers = [o for c in upload for o in options_of(c) if o.get("max_value") == 2**53 - 1]
    assert numbers, "the game-number options are where the largest integer is declared"
    numbers[0]["max_value"] = 2**53
    _, violations = SPEC.check("PUT", PUT_COMMANDS, upload)
    assert [v.field[-1] for v in violations] == ["max_value"]
    assert "9007199254740991" in violations[0].rule


async def test_every_command_declares_where_it_may_be_used(table: Table) -> None:
    for command in table.fake.command_upload:
        assert command.get("integration_types") == [GUILD_INSTALL], command["name"]
        if command["name"] == "rules":
            assert sorted(command["contexts"]) == [GUILD, BOT_DM]
        else:
            assert command.get("contexts") == [GUILD], command["name"]
            assert command.get("dm_permission") is False, command["name"]


async def test_the_largest_command_keeps_a_margin_under_discords_4000characters(table: Table) -> None:
    for command in table.fake.command_upload:
        locales = {""} | LOCALES
        assert max(characters(command, locale) for locale in locales) < COMMAND_CHARACTERS * 0.9, command["name"]


async def test_a_lone_surrogate_in_a_move_is_refused_and_the_bot_plays_on(table: Table, people: People) -> None:
    await started(table, people)
    posts = len(table.public_messages())
    suggested = await table.fake.autocomplete(people.alice, table.channel, "play", {"move": "pass \ud800"})
    await suggested.done()
    assert suggested.errors == [] and suggested.choices == []
    ix = await table.play(people.alice, "pass \ud800 1")
    assert "Write `pass <card>`" in ephemeral_text(ix)
    assert len(table.public_messages()) == posts
    # The connection and the process are still there: the next move is played.
    moves = await table.suggestions(people.alice)
    assert moves
    assert (await table.play(people.alice, moves[0])).errors == []
    await table.wait_for_posts(posts + 1)


async def test_a_lone_low_surrogate_echoed_by_a_refusal_is_answered_with_a_replacement_character(
    table: Table, people: People
) -> None:
    # Four Color Cards repeats a move it cannot read in its refusal: the lone surrogate typed (a low one, the
    # second half of a pair) comes back as U+FFFD, which Discord takes, instead of failing to be sent at all.
    await start_four_color_cards(table, people, seed=1)
    posts = len(table.public_messages())
    ix = await table.play(people.alice, "zz\udc00")
    refusal = ephemeral_text(ix)
    assert "zz\ufffd" in refusal and "\udc00" not in refusal
    assert len(table.public_messages()) == posts


async def test_the_rules_may_be_read_in_a_dm_with_the_bot_and_nothing_else_is_offered_there(
    table: Table, people: People
) -> None:
    guide = await slash_in_dm(table.fake, people.alice, "rules", {"game": GAME})
    assert guide.errors == [] and guide.message is not None and guide.message.embeds
    offered_nowhere_else = {"play": {"move": "x"}, "hand": {}, "game status": {}, "leaderboard": {"game": GAME}}
    for command, options in offered_nowhere_else.items():
        with pytest.raises(NotOffered):
            await slash_in_dm(table.fake, people.alice, command, options)


async def test_a_channel_held_to_discords_posting_limit_still_gets_every_board(table: Table, people: People) -> None:
    # Discord's channel limit, made quick: 2 posts a second. AI seats post their boards to the channel.
    table.fake.rate_limits.channel_posts, table.fake.rate_limits.channel_window = 2, 1.0
    await start_against_ai(table, people, GAME, "easy", "easy")
    moves = await play_to_the_end(table, people, limit=60)
    assert moves > 0
    await table.wait_for(lambda: GAME_OVER in table.latest_board().content, timeout=30)
    # The limit was met (more posts than one window takes), and the bot paced itself by the bucket's headers
    # (or waited out a 429): every post went through, the last board included, in commit order.
    channel_posts = [r for r in table.fake.requests if r.method == "POST" and r.path.endswith("/messages")]
    delivered = [r for r in channel_posts if r.status == 200]
    assert len(delivered) > 2 and table.fake.rate_limits.exhausted > 0
    assert all(r.status in (200, 429) for r in channel_posts)


def test_discords_rate_limits_refuse_the_51st_request_of_a_second_and_a_channels_sixth_post() -> None:
    limits = RateLimits(channel_posts=CHANNEL_POSTS)
    for second in range(50):
        assert not limits.check("GET", f"/channels/1/messages/{second}", 0.0 + second / 1000).refused
    refused = limits.check("GET", "/channels/1", 0.06)
    assert refused.refused and refused.is_global and 0 < (refused.retry_after or 0) <= 1
    # Interaction answers and follow-ups are outside the global limit.
    assert not limits.check("POST", "/interactions/1/t/callback", 0.07).refused
    assert not limits.check("POST", "/webhooks/1/t", 0.07).refused
    later = RateLimits(channel_posts=CHANNEL_POSTS)
    for post in range(CHANNEL_POSTS):
        verdict = later.check("POST", "/channels/7/messages", post * 0.1)
        assert verdict.headers["X-RateLimit-Remaining"] == str(CHANNEL_POSTS - 1 - post)
    sixth = later.check("POST", "/channels/7/messages", 0.5)
    assert sixth.refused and not sixth.is_global and sixth.retry_after == pytest.approx(4.5)
    assert not later.check("POST", "/channels/8/messages", 0.5).refused  # another channel has its own
    assert not later.check("POST", "/channels/7/messages", 5.01).refused  # the window moved on
