"""What a spectator reads in a Russian or a Traditional Chinese channel, from the first board to the last: moves in
words (the notation only beside them), secret phases closed by what happened, lists with the language's own
separators, and a game-over post that says why the game ended."""

from __future__ import annotations

import re

import pytest

from bot.i18n import t
from tests.e2e.conftest import People
from tests.e2e.harness import Table
from tests.e2e.test_edit_mode import server_manager
from tests.e2e.test_real_games import play_to_the_end

pytestmark = pytest.mark.e2e

# Letters of each language's own script: what a line must hold beside names and notation to be words.
SCRIPT = {"ru": re.compile(r"[\u0400-\u04FF]"), "zh-TW": re.compile(r"[\u4E00-\u9FFF]")}
CODE = re.compile(r"`[^`]*`")
NAMES = re.compile(r"<@\d+>|\*\*[^*]+\*\*")
# Why each game ends, as the game-over post says it: the first words of the reason.
ENDINGS = {
    "copenhagen": ("said.copenhagen.over.points", "said.copenhagen.over.end_card"),
    "troyes_dice": ("said.troyes_dice.over",),
    "four_color_cards": ("fcc.end.rounds",),
}


def words_of(line: str) -> str:
    """A line without its names and notation: what it says in words."""
    return NAMES.sub("", CODE.sub("", line)).strip()


def words_beside_notation(line: str, language: str) -> bool:
    """Whether a line that shows notation also says something in the language, besides names and the notation."""
    return len(SCRIPT[language].findall(words_of(line))) >= 2


def reason_starts(key: str, language: str) -> str:
    """The words a reason opens with, up to its first parameter."""
    text = t(key, language, user="\0", points="\0", days="\0", rounds="\0", count=2)
    return text.split("\0")[0].strip()


async def read_a_whole_game(table: Table, people: People, game: str, players: int, language: str) -> list[str]:
    await table.slash(server_manager(table), "settings language", language=language)
    game_over = t("game.over", language, standings="").strip(" !！")
    await play_to_the_end(table, people, game, players, seed=5, game_over=game_over)
    return [message.content for message in table.public_messages() if message.content]


@pytest.mark.parametrize("language", ["ru", "zh-TW"])
@pytest.mark.parametrize(("game", "players"), [("copenhagen", 2), ("troyes_dice", 2), ("four_color_cards", 3)])
async def test_a_whole_game_reads_as_words_in_the_servers_language(
    table: Table, people: People, game: str, players: int, language: str
) -> None:
    posts = await read_a_whole_game(table, people, game, players, language)
    lines = [line for post in posts for line in post.splitlines()]
    bare = [line for line in lines if CODE.search(line) and not words_beside_notation(line, language)]
    assert not bare, f"notation without words: {bare[:5]}"
    # The words say the move itself: moves of different kinds never read the same around their notation.
    kinds: dict[str, set[str]] = {}
    for line in lines:
        for notation in CODE.findall(line):
            kinds.setdefault(words_of(line), set()).add(notation.strip("`").split()[0])
    alike = {words: verbs for words, verbs in kinds.items() if len(verbs) > 1}
    assert not alike, f"different moves told in the same words: {alike}"
    # A secret phase that closes is followed by what happened, never "everyone has chosen" alone.
    all_in = t("game.all_in", language)
    for post in posts:
        if post.startswith(all_in):
            assert len(post.splitlines()) > 2, f"a closed secret phase told nothing: {post!r}"
    if language == "zh-TW":
        # Chinese lists take 、 and 和, never the Latin comma or semicolon.
        latin = [line for line in lines if re.search(r"[,;] ", CODE.sub("", line))]
        assert not latin, f"Latin separators in Chinese posts: {latin[:5]}"
    final = table.latest_board().content
    reasons = [reason_starts(key, language) for key in ENDINGS[game]]
    over = t("game.over_because", language, why="\0", standings="").split("\0")[0]
    [ending] = [line for line in final.splitlines() if line.startswith(over)]
    assert any(reason in ending for reason in reasons), final
