"""Each member reads their private replies in their own Discord language, while the channel's posts follow the
server's language (``/settings language``, or the server's own locale on "auto")."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import t
from bot.sandbox.local_discord import FakeDiscord, FakeUser
from tests.e2e.harness import Table, ephemeral_text, table_in
from tests.e2e.test_edit_mode import server_manager

pytestmark = pytest.mark.e2e

LOCALES = ("fr", "ru", "zh-CN", "zh-TW")


def mention(user: FakeUser) -> str:
    return f"<@{user.id}>"


async def four_of_a_kind(table: Table, players: list[FakeUser]) -> None:
    """A lobby of Tiny Tricks opened by the first player and joined by the others."""
    await table.slash(players[0], "game new", game="tiny_tricks")
    for player in players[1:]:
        await table.slash(player, "game join")


async def test_private_replies_follow_each_member_and_the_channel_follows_the_server(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    players = [fake.add_user(f"player-{code}", locale=code) for code in LOCALES]
    async with table_in(fake, tmp_path / "bot.sqlite3", fake.channel("general")) as table:
        await four_of_a_kind(table, players)
        # The same refusal, each in the language of whoever asked: four different texts.
        refusals = [ephemeral_text(await table.slash(player, "game join")) for player in players]
        assert refusals == [t("error.already_joined", code) for code in LOCALES]
        assert len(set(refusals)) == len(LOCALES)
        # The server chooses French for its public posts; the reply is in the manager's own language (English).
        answer = ephemeral_text(await table.slash(server_manager(table), "settings language", language="fr"))
        # The language's own name as it is written inside a sentence: "français", lowercase.
        assert answer == t("settings.language_set", "en-US", language="français")
        await table.slash(players[0], "game start")
        board = await table.wait_for_boards(1)
        # Four players in French: "A, B, C et D".
        awaited = ", ".join(mention(player) for player in players[:-1]) + f" et {mention(players[-1])}"
        assert t("game.next", "fr", users=awaited) in board.content
        # Changing the server's language changes the very next public post.
        answer = ephemeral_text(await table.slash(server_manager(table), "settings language", language="ru"))
        assert answer == t("settings.language_set", "en-US", language="русский")
        since = len(table.public_messages())
        assert table.bot is not None
        live = await table.bot.sessions.game(table.channel.id)
        assert live is not None
        move = live.engine.legal_moves(live.state, 1)[0]
        answered = await table.play(players[1], move)
        # The player hears their move back in words, in their own language, as its menu words it.
        words = live.engine.move_label(live.state, 1, move)
        assert ephemeral_text(answered) == t("game.move_accepted", "ru", move=words) and f"`{move}`" not in words
        line = await table.wait_for_public(lambda message: bool(message.content), since)
        assert line.content.startswith(t("game.chose", "ru", user=mention(players[1])))
        # Private pictures are titled in their owner's language.
        for player, code in zip(players, LOCALES, strict=True):
            assert ephemeral_text(await table.slash(player, "hand")) == t("hand.title", code)


async def test_on_auto_the_channel_speaks_the_servers_own_language(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.guild_locale = "zh-TW"
    host, guest = fake.add_user("host"), fake.add_user("guest", locale="fr")
    async with table_in(fake, tmp_path / "bot.sqlite3", fake.channel("general")) as table:
        lobby = (await table.slash(host, "game new", game="tiny_tricks")).messages[-1]
        assert lobby.embeds[0]["title"] == t("lobby.title", "zh-TW", game="Tiny Tricks")
        shown = ephemeral_text(await table.slash(guest, "settings show"))
        automatic = t("settings.language.auto", "fr", language="繁體中文")
        assert t("settings.show.language", "fr", language=automatic) in shown


async def test_a_setting_is_confirmed_with_the_names_the_members_picker_shows(table: Table) -> None:
    manager = server_manager(table)
    manager.locale = "ru"
    answer = ephemeral_text(await table.slash(manager, "pace defaults", pace="async", make_default=True))
    assert f"**{t('choice.async', 'ru')}**" in answer and "async" not in answer


async def test_autocomplete_names_moves_in_the_players_language_and_matches_their_words(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    player = fake.add_user("amélie", locale="fr")
    async with table_in(fake, tmp_path / "bot.sqlite3", fake.channel("general")) as table:
        await table.slash(player, "game new", game="troyes_dice")
        await table.slash(player, "game start")
        await table.wait_for_boards(1)
        ix = await fake.autocomplete(player, table.channel, "play", {"move": ""}, focused="move")
        await ix.done()
        names = [str(choice["name"]) for choice in ix.choices]
        assert names and all(name.startswith("Prendre le dé") for name in names), names
        # She finds moves with words of her own language, as with the notation; the English labels are gone.
        found = {}
        for typed in ("prendre", "take"):
            ix = await fake.autocomplete(player, table.channel, "play", {"move": typed}, focused="move")
            await ix.done()
            found[typed] = [str(choice["value"]) for choice in ix.choices]
        assert len(found["prendre"]) == len(names) and found["take"] == []
