"""Proves the fake Discord with a small inline discord.py bot (not the project's bot)."""

from __future__ import annotations

import asyncio
import io
import re
import struct
import zlib
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot.sandbox.local_discord import (
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MODAL,
    UPDATE_MESSAGE,
    FakeDiscord,
    bot_running,
    running_fake,
    start_bot,
    stop_bot,
)


def tiny_png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"\x00\xff\x00\x00"  # one red pixel, filter byte 0
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


MOVES = ["place", "play", "pass", "plan", "discard"]


class PressButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"press:(?P<n>\d+)"):
    """A persistent button: works across restarts because it is registered with add_dynamic_items."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Press {n}", custom_id=f"press:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PressButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"pressed {self.n} by {interaction.user.name}")


class Feedback(discord.ui.Modal, title="Feedback"):
    text: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Text", custom_id="fb_text")
    level: discord.ui.Label[Any] = discord.ui.Label(
        text="Level",
        component=discord.ui.Select(
            custom_id="fb_level", options=[discord.SelectOption(label=x, value=x) for x in ("low", "high")]
        ),
    )

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        select = self.level.component
        assert isinstance(select, discord.ui.Select)
        await interaction.response.send_message(f"thanks: {self.text.value} ({select.values[0]})", ephemeral=True)


class ChoiceView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="colour",
        options=[discord.SelectOption(label=c, value=c) for c in ("red", "green", "blue")],
    )
    async def colour(self, interaction: discord.Interaction[Any], select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"chose {select.values[0]}", view=None)

    @discord.ui.button(label="Edit", custom_id="edit")
    async def edit(self, interaction: discord.Interaction[Any], button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()
        assert interaction.message is not None
        await interaction.message.edit(content="edited via the channel")

    @discord.ui.button(label="Later", custom_id="later")
    async def later(self, interaction: discord.Interaction[Any], button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()
        await interaction.followup.send("done later", ephemeral=True)


def make_bot(log: list[Any], *, sharded: bool = False) -> commands.Bot | commands.AutoShardedBot:
    bot: commands.Bot | commands.AutoShardedBot
    if sharded:
        bot = commands.AutoShardedBot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
    else:
        bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

    @bot.tree.command(description="Echo a text")
    async def echo(interaction: discord.Interaction[Any], text: str, times: int = 1, loud: bool = False) -> None:
        out = " ".join([text] * times)
        await interaction.response.send_message(out.upper() if loud else out)

    async def move_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=m, value=m) for m in MOVES if m.startswith(current)]

    @bot.tree.command(description="Play a move")
    @app_commands.autocomplete(move=move_autocomplete)
    async def play(interaction: discord.Interaction[Any], move: str) -> None:
        await interaction.response.send_message(f"played {move}")

    game = app_commands.Group(name="game", description="Games")

    @game.command(name="new", description="New game")
    async def game_new(interaction: discord.Interaction[Any], game: str, opponent: discord.Member) -> None:
        await interaction.response.send_message(
            f"new {game} vs {opponent.mention}",
            view=discord.ui.View().add_item(PressButton(1)),
            allowed_mentions=discord.AllowedMentions(users=[opponent]),
        )

    bot.tree.add_command(game)

    @bot.tree.command(description="Secret")
    async def secret(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("only you", ephemeral=True)

    @bot.tree.command(description="Slow")
    async def slow(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)
        await interaction.edit_original_response(content="slow done")
        await interaction.followup.send("and a second follow-up")

    @bot.tree.command(description="Defers publicly, then follows up privately")
    async def blurt(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("meant for you only", ephemeral=True)

    @bot.tree.command(description="Board")
    async def board(interaction: discord.Interaction[Any]) -> None:
        embed = discord.Embed(title="Board").set_image(url="attachment://board.png")
        await interaction.response.send_message(
            "the board",
            embed=embed,
            file=discord.File(io.BytesIO(tiny_png()), filename="board.png"),
            view=discord.ui.View(timeout=None).add_item(PressButton(7)),
        )
        await interaction.edit_original_response(
            content="the board v2",
            attachments=[discord.File(io.BytesIO(tiny_png()), filename="board2.png")],
        )

    @bot.tree.command(description="Answer twice")
    async def twice(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("first")
        interaction.response._response_type = None  # simulate a second code path answering again
        try:
            await interaction.response.send_message("second")
        except discord.HTTPException as exc:
            log.append(("twice", exc.status, exc.code))

    @bot.tree.command(description="Answer late")
    async def late(interaction: discord.Interaction[Any]) -> None:
        await asyncio.sleep(0.3)
        try:
            await interaction.response.send_message("too late")
        except discord.HTTPException as exc:
            log.append(("late", exc.status, exc.code))

    @bot.tree.command(description="Post in the channel")
    async def post(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        msg = await interaction.channel.send("posted", view=ChoiceView())
        await interaction.edit_original_response(content=f"posted {msg.id}")

    @bot.tree.command(description="Who am I")
    async def whoami(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(
            f"{interaction.user.name} manage_channels={interaction.permissions.manage_channels} "
            f"in {getattr(interaction.channel, 'name', None)}"
        )
        original = await interaction.original_response()
        log.append(("whoami", original.id))

    @bot.tree.command(description="Feedback")
    async def feedback(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_modal(Feedback())

    async def setup_hook() -> None:
        bot.add_dynamic_items(PressButton)
        bot.add_view(ChoiceView())
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with running_fake() as f:
        yield f


@pytest.fixture
async def log() -> list[Any]:
    return []


@pytest.fixture
async def bot(fake: FakeDiscord, log: list[Any]) -> AsyncIterator[commands.Bot | commands.AutoShardedBot]:
    b = make_bot(log)
    async with bot_running(b, fake):
        await fake.wait_synced()
        yield b


async def test_sync_and_slash_with_options(fake: FakeDiscord, bot: commands.Bot) -> None:
    assert {c["name"] for c in fake.commands} >= {"echo", "play", "game", "board"}
    assert fake.sync_count == 1
    alice = fake.add_user("alice")
    chan = fake.channel("general")
    ix = await (await fake.slash(alice, chan, "echo", {"text": "hi", "times": 2, "loud": True})).done()
    assert ix.response_type == CHANNEL_MESSAGE
    assert ix.content == "HI HI"
    assert not ix.ephemeral
    assert [m.content for m in fake.messages(chan)] == ["HI HI"]
    msg = fake.messages(chan)[0]
    assert msg.author_id == fake.bot_user.id
    with pytest.raises(ValueError):
        await fake.slash(alice, chan, "echo", {})  # required option missing


async def test_subcommand_user_option_and_button(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    ix = await (await fake.slash(alice, "general", "game new", {"game": "copenhagen", "opponent": bob})).done()
    assert ix.content == f"new copenhagen vs {bob.mention}"
    assert ix.message is not None
    assert ix.message.mentioned_user_ids() == [bob.id]
    assert ix.message.notified_user_ids == [bob.id]
    assert ix.custom_ids() == ["press:1"]
    click = await (await fake.click(bob, ix.message, "press:1")).done()
    assert click.content == "pressed 1 by bob"
    assert click.response_type == CHANNEL_MESSAGE


async def test_autocomplete(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice = fake.add_user("alice")
    ix = await (await fake.autocomplete(alice, "general", "play", {"move": "pl"}, focused="move")).done()
    assert ix.response_type == AUTOCOMPLETE_RESULT
    assert [c["value"] for c in ix.choices] == ["place", "play", "plan"]
    assert fake.messages("general") == []


async def test_ephemeral_deferred_followups_and_modal(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice = fake.add_user("alice")
    ix = await (await fake.slash(alice, "general", "secret")).done()
    assert ix.ephemeral and ix.content == "only you"
    assert fake.messages("general") == []

    ix = await (await fake.slash(alice, "general", "slow")).done()
    assert ix.response_type == DEFERRED_CHANNEL_MESSAGE
    assert ix.content == "slow done"  # the edit replaces the "thinking" message
    await asyncio.sleep(0.1)
    assert [m.content for m in ix.messages] == ["slow done", "and a second follow-up"]
    assert [m.content for m in fake.messages("general")] == ["slow done", "and a second follow-up"]
    assert ix.message is ix.original and [m.content for m in ix.followups] == ["and a second follow-up"]
    assert fake.deferral_followups == []

    ix = await (await fake.slash(alice, "general", "feedback")).done()
    assert ix.response_type == MODAL and ix.modal is not None
    values: dict[str, str | list[str]] = {"fb_text": "nice", "fb_level": ["high"]}
    sub = await (await fake.submit_modal(alice, "general", ix.modal["custom_id"], values)).done()
    assert sub.ephemeral and sub.content == "thanks: nice (high)"


async def test_a_follow_up_to_a_public_deferral_fills_it_in_publicly_and_is_recorded(
    fake: FakeDiscord, bot: commands.Bot
) -> None:
    """Discord: the first follow-up after a deferral edits the "thinking" message and ignores its own ephemeral
    flag (the deferral's visibility wins); the pattern is deprecated, so the fake records it."""
    alice = fake.add_user("alice")
    ix = await (await fake.slash(alice, "general", "blurt")).done()
    assert ix.response_type == DEFERRED_CHANNEL_MESSAGE
    assert ix.message is ix.original and ix.followups == []
    assert not ix.ephemeral and ix.message is not None and not ix.message.ephemeral and not ix.message.loading
    assert [m.content for m in fake.messages("general")] == ["meant for you only"]
    [used] = fake.deferral_followups
    assert used.startswith("POST /api/v10/webhooks/") and ix.token in used and "(blurt)" in used
    fake.deferral_followups.clear()  # done on purpose: the fixture's check would fail the test


async def test_png_file_and_attachment_edit(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice = fake.add_user("alice")
    ix = await (await fake.slash(alice, "general", "board")).done()
    assert ix.files[0].data.startswith(b"\x89PNG")
    await asyncio.sleep(0.1)  # the edit follows the reply
    assert ix.content == "the board v2"
    assert [a.filename for a in ix.files] == ["board2.png"]
    assert ix.files[0].content_type == "image/png"
    assert ix.embeds[0]["image"]["url"] == "attachment://board.png"


async def test_channel_post_select_and_deferred_update(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice = fake.add_user("alice")
    ix = await (await fake.slash(alice, "general", "post")).done()
    assert ix.ephemeral
    posted = fake.messages("general")[-1]
    assert ix.content == f"posted {posted.id}"
    sel = await (await fake.select(alice, posted, "colour", ["green"])).done()
    assert sel.response_type == UPDATE_MESSAGE
    assert fake.messages("general")[-1].content == "chose green"
    assert fake.messages("general")[-1].components == []

    ix = await (await fake.slash(alice, "general", "post")).done()
    later = await (await fake.click(alice, fake.messages("general")[-1], "later")).done()
    assert later.response_type == DEFERRED_UPDATE_MESSAGE
    assert later.ephemeral and later.content == "done later"

    edit = await (await fake.click(alice, fake.messages("general")[-1], "edit")).done()
    assert edit.response_type == DEFERRED_UPDATE_MESSAGE
    assert edit.content == "edited via the channel"
    assert fake.messages("general")[-1].content == "edited via the channel"


async def test_second_response_is_40060(fake: FakeDiscord, bot: commands.Bot, log: list[Any]) -> None:
    alice = fake.add_user("alice")
    ix = await (await fake.slash(alice, "general", "twice")).done()
    await asyncio.sleep(0.1)
    assert ix.content == "first"
    assert ix.error_codes == [40060]
    assert ("twice", 400, 40060) in log


async def test_late_response_is_10062(fake: FakeDiscord, bot: commands.Bot, log: list[Any]) -> None:
    fake.response_deadline = 0.2
    alice = fake.add_user("alice")
    ix = await (await fake.slash(alice, "general", "late")).done()
    assert ix.response_type is None
    assert ix.error_codes == [10062]
    await asyncio.sleep(0.05)
    assert ("late", 404, 10062) in log


async def test_injected_500_and_429_are_retried(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice = fake.add_user("alice")
    f500 = fake.inject_fault("POST", r"/channels/\d+/messages$", status=500, times=1)
    f429 = fake.inject_fault("POST", r"/channels/\d+/messages$", status=429, times=1, retry_after=0.05)
    ix = await (await fake.slash(alice, "general", "post")).done(timeout=8)
    assert f500.hits == 1 and f429.hits == 1
    assert [m.content for m in fake.messages("general")] == ["posted"]
    assert ix.content.startswith("posted ")
    assert [r.status for r in fake.requests if r.fault] == [500, 429]


async def test_restart_keeps_messages_and_buttons(fake: FakeDiscord, log: list[Any]) -> None:
    alice = fake.add_user("alice")
    bot1 = make_bot(log)
    task1 = await start_bot(bot1, fake)
    await fake.wait_synced()
    ix = await (await fake.slash(alice, "general", "board")).done()
    assert ix.message is not None
    old = ix.message
    for _ in range(100):  # let the bot finish editing its reply before stopping it
        if old.edit_count:
            break
        await asyncio.sleep(0.01)
    await stop_bot(bot1, task1)
    await fake.wait_disconnected()

    bob = fake.add_user("bob")  # joins while the bot is away
    bot2 = make_bot(log)
    async with bot_running(bot2, fake):
        await fake.wait_synced(2)
        assert fake.sync_count == 2 and fake.identify_count == 2
        assert fake.messages("general") == [old]
        click = await (await fake.click(bob, old, "press:7")).done()
        assert click.content == "pressed 7 by bob"


async def test_auto_sharded_bot(fake: FakeDiscord, log: list[Any]) -> None:
    alice = fake.add_user("alice")
    async with bot_running(make_bot(log, sharded=True), fake):
        await fake.wait_synced()
        assert fake.last_identify is not None and fake.last_identify.get("shard") == [0, 1]
        ix = await (await fake.slash(alice, "other", "echo", {"text": "sharded"})).done()
        assert ix.content == "sharded"
        assert fake.messages("other")[0].content == "sharded"


async def no_identify_delay(shard_id: int | None, *, initial: bool = False) -> None:
    return None  # discord.py sleeps 5 s before every IDENTIFY but a client's first


async def test_a_sharded_gateway_sends_each_guild_to_the_session_of_its_shard(log: list[Any]) -> None:
    async with running_fake(shard_count=2) as fake:
        alice = fake.add_user("alice")
        far = fake.add_guild("Far Guild", shard_id=1)
        far_channel = fake.add_channel("far", guild=far)
        assert ((fake.guild_id >> 22) % 2, (far.id >> 22) % 2) == (0, 1)
        bot = make_bot(log, sharded=True)  # no shard count: it asks GET /gateway/bot, and runs both shards
        bot.before_identify_hook = no_identify_delay  # type: ignore[method-assign]
        async with bot_running(bot, fake):
            await fake.wait_ready(shard_id=1)
            await fake.wait_synced()
            sessions = {conn.shard_id: conn for conn in fake.connections}
            assert sorted(conn.shard for conn in sessions.values() if conn.shard) == [[0, 2], [1, 2]]

            def heard(event: str) -> dict[int | None, list[str]]:
                return {
                    shard: [frame["d"]["id"] for frame in conn.sent if frame["t"] == event]
                    for shard, conn in sessions.items()
                }

            assert heard("GUILD_CREATE") == {0: [str(fake.guild_id)], 1: [str(far.id)]}
            near_ix = await (await fake.slash(alice, "general", "echo", {"text": "near"})).done()
            far_ix = await (await fake.slash(alice, far_channel, "echo", {"text": "far"})).done()
            assert (near_ix.shard_id, far_ix.shard_id) == (0, 1)
            assert heard("INTERACTION_CREATE") == {0: [str(near_ix.id)], 1: [str(far_ix.id)]}
            assert [m.content for m in fake.messages(far_channel)] == ["far"]
            assert far_ix.payload["guild_id"] == str(far.id)
            # A guild the bot joins later reaches the session of its own shard only.
            late = fake.add_guild("Late Guild", shard_id=1)
            await fake.wait_until(lambda: bot.get_guild(late.id) is not None)
            assert heard("GUILD_CREATE") == {0: [str(fake.guild_id)], 1: [str(far.id), str(late.id)]}
            far_guild = bot.get_guild(far.id)
            assert far_guild is not None and far_guild.shard_id == 1 and far_guild.name == "Far Guild"


async def test_gateway_resume_and_reidentify(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice = fake.add_user("alice")
    await fake.force_reconnect()
    await fake.wait_ready()
    assert fake.resume_count == 1 and fake.identify_count == 1
    ix = await (await fake.slash(alice, "general", "echo", {"text": "after resume"})).done()
    assert ix.content == "after resume"

    bot.before_identify_hook = no_identify_delay  # type: ignore[method-assign]
    await fake.force_reconnect(resumable=False)
    await fake.wait_ready()
    assert fake.identify_count == 2
    ix = await (await fake.slash(alice, "general", "echo", {"text": "after identify"})).done()
    assert ix.content == "after identify"


async def test_slow_rest_and_unknown_command(fake: FakeDiscord, bot: commands.Bot) -> None:
    alice = fake.add_user("alice")
    fake.inject_fault("POST", r"/interactions/", delay=0.1)
    ix = await (await fake.slash(alice, "general", "echo", {"text": "slow"})).done()
    assert ix.content == "slow" and ix.errors == []
    with pytest.raises(LookupError):
        await fake.slash(alice, "general", "nope")
    assert fake.unhandled == []


async def test_permissions_threads_and_late_members(fake: FakeDiscord, bot: commands.Bot, log: list[Any]) -> None:
    mod = fake.add_user("mod", manage_channels=True)  # added after the bot connected
    alice = fake.add_user("alice")
    thread = fake.add_thread("general", "game-1")
    ix = await (await fake.slash(mod, thread, "whoami")).done()
    assert ix.content == "mod manage_channels=True in game-1"
    ix = await (await fake.slash(alice, "general", "whoami")).done()
    assert ix.content == "alice manage_channels=False in general"
    await asyncio.sleep(0.05)
    assert ix.message is not None and ("whoami", ix.message.id) in log
    assert [m.content for m in fake.messages(thread)] == ["mod manage_channels=True in game-1"]


async def test_a_direct_message_opens_one_channel_per_user_and_is_refused_to_one_who_takes_none(
    fake: FakeDiscord, bot: commands.Bot
) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    fake.closed_dms.add(bob.id)
    first = await bot.create_dm(discord.Object(alice.id))
    again = await bot.create_dm(discord.Object(alice.id))
    assert first.id == again.id == fake.dm_channel(alice).id
    await first.send("your turn")
    assert [m.content for m in fake.direct_messages(alice)] == ["your turn"]
    # Discord opens the channel, and refuses the message only: 403, 50007.
    closed = await bot.create_dm(discord.Object(bob.id))
    with pytest.raises(discord.Forbidden) as refused:
        await closed.send("your turn")
    assert refused.value.code == 50007
    assert fake.direct_messages(bob) == []
    assert not fake.violations
