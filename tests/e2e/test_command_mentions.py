"""Commands a reply cites are clickable: once the bot knows its synced commands' ids, `` `/game new` `` (or its
name in the reader's language, `` `/partie nouvelle` ``) is sent as ``</game new:<id>>``, which Discord shows as the
command in the reader's language and fills in on a click. A citation with options stays as it is written."""

from __future__ import annotations

from bot.i18n import t
from tests.e2e.conftest import People
from tests.e2e.harness import Table, ephemeral_text


def command_id(table: Table, name: str) -> str:
    """The id the fake Discord gave the command when the bot synced it."""
    return next(str(command["id"]) for command in table.fake.commands if command["name"] == name)


async def test_a_refusal_cites_the_command_as_a_mention_in_every_language(table: Table, people: People) -> None:
    mention = f"</game new:{command_id(table, 'game')}>"
    english = ephemeral_text(await table.slash(people.eve, "game join"))
    assert english == t("error.no_lobby", None).replace("`/game new`", mention)
    assert "`/game new`" in t("error.no_lobby", None)  # the catalog itself keeps the plain citation
    people.eve.locale = "fr"
    french = ephemeral_text(await table.slash(people.eve, "game join"))
    assert "`/partie nouvelle`" in t("error.no_lobby", "fr")
    assert french == t("error.no_lobby", "fr").replace("`/partie nouvelle`", mention)


async def test_after_a_restart_without_a_sync_the_ids_are_asked_for(table: Table, people: People) -> None:
    synced = table.fake.sync_count
    await table.restart_bot()
    assert table.fake.sync_count == synced  # nothing changed: no sync, yet the ids are known
    status = ephemeral_text(await table.slash(people.eve, "game status"))
    assert f"</game new:{command_id(table, 'game')}>" in status and "`/game new`" not in status


async def test_a_citation_with_options_or_of_no_command_stays_as_written(table: Table) -> None:
    assert table.bot is not None
    mentions = table.bot.command_mentions
    game = command_id(table, "game")
    text = "Try `/game addbot level:easy`, `/game sheet`, `/GAME  Sheet`, `/chess new` and `/game`."
    assert mentions.clickable(text) == (
        f"Try `/game addbot level:easy`, </game sheet:{game}>, </game sheet:{game}>, `/chess new` and `/game`."
    )
    # A command without subcommands is mentioned by its own name.
    play = command_id(table, "play")
    assert mentions.clickable("Use `/play` or `/jouer`.") == f"Use </play:{play}> or </play:{play}>."
