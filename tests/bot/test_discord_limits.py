"""Every message the bot builds stays inside Discord's limits, in every language, by construction.

``check_message`` (``tests/support/message_checks.py``) names each limit a message breaks; it is tested first, one
character over each limit. Then the messages themselves are built with the bot's own builders, in the five languages,
with the longest names Discord allows (32 characters, of any script, emoji included) and long games: the /rules
guides, the history of a long game, lobbies of 4 and 10 players, board posts and their headlines, panels'
components, autocomplete answers, leaderboards and statistics.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any, TypeVar, cast

import discord
import pytest

from bot import discord_limits
from bot.ai_seats import Level, ai_user, display_names
from bot.board import board_post, message_link, post_content
from bot.cogs.lobby import mine_text
from bot.cogs.pace.announce import reminder_text
from bot.cogs.pace.notices import ReminderCall
from bot.cogs.play import move_choices
from bot.cogs.rules import GUIDE_TOTAL, rules_embed, rules_messages, sections
from bot.discord_limits import (
    CONTENT,
    EMBED_TOTAL,
    embed_size,
    fit_lines,
    pack_embeds,
    shorten,
    size,
    split_embed,
    split_text,
)
from bot.drawing import Drawing
from bot.history import history_reply, log_lines, public_log
from bot.i18n import LANGUAGES, GameName, game_title, listed, t
from bot.live import LiveGame
from bot.moves import decision_of
from bot.options import name_suggestions, table_options
from bot.pace.settings import PaceSettings
from bot.plugins.copenhagen import panel as copenhagen_panel
from bot.plugins.four_color_cards import panel as cards_panel
from bot.plugins.troyes_dice import panel as troyes_panel
from bot.publisher.texts import move_headline, move_line
from bot.ratings import leaderboard
from bot.records import LobbyRecord, MoveTimes, PlayerTotals, RatingRecord, ResultRecord
from bot.store.tournaments import TournamentTally, TournamentWin
from bot.ui.game_buttons import board_buttons
from bot.ui.lobby import lobby_message
from bot.ui.panels.generic_menu import move_menu
from bot.ui.ratings import GameStats, RecentResult, leaderboard_embed, stats_embed
from bot.ui.rematch import RematchButton
from bot.wording import move_labels, summary_lines
from games import registry
from tests.bot.publisher.test_announcements import outcomes
from tests.support.message_checks import check_choices, check_message, message_payload
from tests.support.played import Played, play

CODES = ["en", *LANGUAGES]
# Display names at Discord's longest (32 characters), in several scripts; two of emoji, which count twice in
# UTF-16 (``discord_limits.size``).
LONG_NAMES = tuple(
    (word * 32)[:32]
    for word in (
        "Éloïse-Marguerite ",
        "Александра Константинова ",
        "陳靜怡",
        "😀🎲",
        "محمد عبد الرحمن ",
        "Ωμέγα Φιλοσοφία ",
        "🀄🂡",
        "ゆうき たかはし ",
        "Þórunn Guðmundsdóttir ",
        "W",
    )
)
GAMES = [("copenhagen", 4), ("troyes_dice", 10), ("four_color_cards", 4)]


def fits(**message: Any) -> None:
    """The message (as discord.py's keywords) breaks no Discord limit."""
    assert check_message(message_payload(**message)) == []


# check_message itself, one character over each limit ---------------------------------------------------------


def _button(label: str = "b", custom_id: str = "c") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def _select(options: int = 1, text: str = "o", placeholder: str = "p", key: str = "label") -> dict[str, Any]:
    option = {"label": "o", "value": "o", "description": "d"} | {key: text}
    return {"type": 3, "custom_id": "s", "placeholder": placeholder, "options": [option] * options}


def _row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


# (the rule's name in the report, a message with n of what the rule counts, the limit)
LIMITS: list[tuple[str, Callable[[int], dict[str, Any]], int]] = [
    ("content", lambda n: {"content": "x" * n}, 2000),
    ("embeds:", lambda n: {"embeds": [{"title": "t"}] * n}, 10),
    ("embeds[0].title", lambda n: {"embeds": [{"title": "x" * n}]}, 256),
    ("embeds[0].description", lambda n: {"embeds": [{"description": "x" * n}]}, 4096),
    ("embeds[0].fields:", lambda n: {"embeds": [{"fields": [{"name": "n", "value": "v"}] * n}]}, 25),
    ("embeds[0].fields[0].name", lambda n: {"embeds": [{"fields": [{"name": "x" * n, "value": "v"}]}]}, 256),
    ("embeds[0].fields[0].value", lambda n: {"embeds": [{"fields": [{"name": "n", "value": "x" * n}]}]}, 1024),
    ("embeds[0].footer.text", lambda n: {"embeds": [{"footer": {"text": "x" * n}}]}, 2048),
    ("embeds[0].author.name", lambda n: {"embeds": [{"author": {"name": "x" * n}}]}, 256),
    (
        "embeds total",
        lambda n: {"embeds": [{"description": "x" * 4000}, {"title": "x" * 200, "description": "x" * (n - 4200)}]},
        6000,
    ),
    ("components:", lambda n: {"components": [_row(_button())] * n}, 5),
    ("components[0]:", lambda n: {"components": [_row(*[_button()] * n)]}, 5),
    ("components[0][0].label", lambda n: {"components": [_row(_button(label="x" * n))]}, 80),
    ("components[0][0].custom_id", lambda n: {"components": [_row(_button(custom_id="x" * n))]}, 100),
    ("components[0][0].placeholder", lambda n: {"components": [_row(_select(placeholder="x" * n))]}, 150),
    ("components[0][0].options:", lambda n: {"components": [_row(_select(options=n))]}, 25),
    ("components[0][0].options[0].label", lambda n: {"components": [_row(_select(text="x" * n))]}, 100),
    ("components[0][0].options[0].value", lambda n: {"components": [_row(_select(text="x" * n, key="value"))]}, 100),
    (
        "components[0][0].options[0].description",
        lambda n: {"components": [_row(_select(text="x" * n, key="description"))]},
        100,
    ),
]


@pytest.mark.parametrize(("rule", "message", "limit"), LIMITS, ids=[rule for rule, _, _ in LIMITS])
def test_check_message_reports_one_character_over_each_limit(
    rule: str, message: Callable[[int], dict[str, Any]], limit: int
) -> None:
    assert check_message(message(limit)) == []
    [found] = check_message(message(limit + 1))
    assert found.startswith(rule), found


def test_check_message_counts_emoji_twice_to_be_safe() -> None:
    assert check_message({"content": "🎲" * 1000}) == []
    assert check_message({"content": "🎲" * 1001}) == ["content: 2002 > 2000"]


def test_check_message_refuses_a_select_sharing_its_row_and_an_empty_field() -> None:
    assert check_message({"components": [_row(_select(), _button())]}) == [
        "components[0]: 2 items (5 buttons or one select)"
    ]
    assert check_message({"embeds": [{"fields": [{"name": " ", "value": "v"}]}]}) == ["embeds[0].fields[0].name: empty"]


def test_check_choices_reports_one_over_each_limit() -> None:
    assert check_choices([{"name": "x" * 100, "value": "v" * 100}] * 25) == []
    assert check_choices([{"name": "n", "value": "v"}] * 26) == ["choices: 26 > 25"]
    assert check_choices([discord.app_commands.Choice(name="x" * 101, value="v")]) == ["choices[0].name: 101 > 100"]
    assert check_choices([{"name": "n", "value": "v" * 101}]) == ["choices[0].value: 101 > 100"]


@pytest.mark.parametrize(("game", "code"), [(game, code) for game, _ in GAMES for code in CODES])
def test_the_total_check_catches_a_guide_in_one_message_ten_characters_over(
    game: str, code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check that would have caught the French Four Color Cards guide (5,990 in one message) had the limit
    been 5,980: each whole guide, with the limit lowered to ten characters below its size."""
    whole = rules_embed(game, game_title(game, code), code)
    monkeypatch.setattr(discord_limits, "EMBED_TOTAL", embed_size(whole) - 10)
    assert f"embeds total: {embed_size(whole)} > {embed_size(whole) - 10}" in check_message(
        message_payload(embed=whole)
    )


# The helpers -------------------------------------------------------------------------------------------------


def test_shorten_cuts_after_a_line_or_a_word_and_marks_the_cut() -> None:
    assert shorten("short", 10) == "short"
    assert shorten("one two three four", 12) == "one two…"
    assert shorten("first line\nsecond line", 15) == "first line…"
    assert shorten("x" * 50, 10) == "x" * 9 + "…"
    assert size(shorten("🎲" * 50, 11)) <= 11


def test_a_channel_name_is_one_line_that_keeps_its_no_break_spaces() -> None:
    # "Tournoi n° 3 : Zoé K" as French writes it: U+00A0 and U+202F are no ASCII whitespace and stay.
    assert discord_limits.channel_name(" Tournoi n°\u00a03\u202f:\n\tZoé  K ") == "Tournoi n°\u00a03\u202f: Zoé K"
    assert size(discord_limits.channel_name("mot " * 40)) <= 100


def test_split_text_keeps_lines_whole_and_cuts_only_a_line_longer_than_the_limit() -> None:
    text = "\n".join(f"line {number}" for number in range(100))
    pieces = split_text(text, 50)
    assert all(size(piece) <= 50 for piece in pieces)
    assert "\n".join(pieces).split("\n") == text.split("\n")
    long_line = " ".join(["word"] * 100)
    assert all(size(piece) <= 30 for piece in split_text(long_line, 30))
    assert " ".join(split_text(long_line, 30)).split() == long_line.split()
    assert split_text("", 10) == [] and split_text("a\n\n\nb", 2) == ["a", "b"]


def test_fit_lines_keeps_the_first_or_the_latest_and_says_how_many_are_left_out() -> None:
    lines = [f"line {number}" for number in range(1, 101)]
    first = fit_lines(lines, 100, lambda count: f"+{count}", head="Title")
    assert size(first) <= 100 and first.startswith("Title\nline 1\n") and first.endswith("+" + str(100 - 12))
    latest = fit_lines(lines, 100, lambda count: f"{count} earlier", head="Title", latest=True)
    assert size(latest) <= 100 and latest.endswith("line 100")
    assert latest.split("\n")[1] == f"{100 - (len(latest.split(chr(10))) - 2)} earlier"
    assert fit_lines(lines[:3], 100, str) == "line 1\nline 2\nline 3"
    assert fit_lines(lines[:3], 100, lambda count: f"+{count}", most=2) == "line 1\nline 2\n+1"


def test_a_long_embed_is_split_into_even_pages_and_packed_within_the_total() -> None:
    embed = discord.Embed(title="Guide", description="intro " * 100)
    for number in range(30):
        embed.add_field(name=f"Section {number}", value=("word " * 300).strip(), inline=False)
    embed.set_footer(text="footer")
    pages = split_embed(embed, 5000)
    assert len(pages) > 2 and pages[0].title == f"Guide · 1/{len(pages)}" and pages[-1].footer.text == "footer"
    assert all(check_message(message_payload(embed=page)) == [] for page in pages)
    # As even as the blocks allow: no page more than a block (a field's piece, at most 1,024) above the mean.
    sizes = [embed_size(page) for page in pages]
    assert max(sizes) <= sum(sizes) / len(sizes) + 1100 and len(pages) <= -(-sum(sizes) // (5000 - 1100))
    messages = pack_embeds(pages, 5000)
    assert all(sum(embed_size(page) for page in message) <= 5000 for message in messages)
    assert [page for message in messages for page in message] == pages
    small = [discord.Embed(description="x" * 2500) for _ in range(5)]
    assert [len(message) for message in pack_embeds(small)] == [2, 2, 1]


# /rules ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", registry.BUILTIN)
def test_each_guide_fits_its_messages_with_room_to_spare(game: str, code: str) -> None:
    title = game_title(game, code)
    messages = rules_messages(game, title, code)
    for embeds in messages:
        assert check_message(message_payload(embeds=embeds)) == [], (game, code)
        assert sum(embed_size(embed) for embed in embeds) <= GUIDE_TOTAL < EMBED_TOTAL
    # Every section, whole, in order, across the messages.
    shown = [(field.name, field.value) for embeds in messages for embed in embeds for field in embed.fields]
    names = [name for name, _ in shown if name != discord_limits.BLANK_NAME]
    assert names == [t(f"rules.{game}.{section}.title", code) for section in sections(game)] + [
        t("rules.ai.title", code)
    ]
    whole = rules_embed(game, title, code)
    assert sum(embed_size(embed) for embeds in messages for embed in embeds) >= embed_size(whole)


# /game history and /game mine --------------------------------------------------------------------------------


def _long_named(played: Played) -> Played:
    players = len(played.record.seats)
    return dataclasses.replace(played, record=dataclasses.replace(played.record, names=LONG_NAMES[:players]))


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_the_history_of_a_long_game_fits_and_its_file_holds_every_move(game: str, players: int) -> None:
    played = _long_named(play(game, players, 7))
    logged = public_log(played.engine, played.record, played.moves)
    for code in CODES:
        names = display_names(played.record.seats, played.record.names, code)
        lines = log_lines(logged, names, code)
        title = t("history.title_over", code, game=GameName(game), number=played.record.id, count=len(logged))
        reply = history_reply(f"**{title}**", lines, code)
        fits(content=reply["content"])
        assert reply["content"].endswith(lines[-1])
        for attached in reply.get("attachments", []):
            assert attached.fp.read().decode().splitlines() == [f"**{title}**", *lines]


@pytest.mark.parametrize("code", CODES)
def test_any_history_fits_however_many_and_long_its_lines(code: str) -> None:
    move = "🎲" * 200  # a move at the longest /play takes, every character counting twice
    lines = [t("history.line", code, number=number, player=LONG_NAMES[3], move=move) for number in range(1, 3001)]
    reply = history_reply("**" + "T" * 300 + "**", lines, code)
    fits(content=reply["content"])
    assert reply["attachments"] and t("history.earlier", code, count=2999).split()[0] in reply["content"]


@pytest.mark.parametrize("code", CODES)
def test_the_list_of_ones_games_fits(code: str) -> None:
    link = "https://discord.com/channels/1234567890123456789/1234567890123456789/1234567890123456789"
    line = t(
        "mine.line", code, game="Four Color Cards (四色牌)", channel="<#1234567890123456789>", turn="x" * 300, link=link
    )
    fits(content=mine_text(t("mine.title", code), [line] * 200, code))


# Lobbies -------------------------------------------------------------------------------------------------------


def _unusual_options(game: str) -> dict[str, Any]:
    """Every table option away from its default, so the lobby lists them all."""
    engine = registry.get(game)
    assert engine is not None
    chosen: dict[str, Any] = {}
    for option in table_options(engine):
        others = [value for value in option.values() if value != option.default]
        if others:
            chosen[option.name] = others[-1]
    return chosen


@pytest.mark.parametrize(("game", "players"), [*GAMES, ("troyes_dice", 4)])
def test_a_full_lobby_fits(game: str, players: int) -> None:
    people = tuple(10**18 + number for number in range(players // 2))
    bots = tuple(ai_user(Level.STRONG if number % 2 else Level.EASY, number) for number in range(90, 90 + players))
    members = (people + bots)[:players]
    lobby = LobbyRecord(1, 1, 2, game, members[0], _unusual_options(game), "open", None, members, LONG_NAMES[:players])
    for code in CODES:
        pace = PaceSettings(pace="async", remind_after=86400 * 3 + 3661, time_limit=86400 * 14, auto_after=3)
        note = t("lobby.ai_added", code, user=f"**{LONG_NAMES[0]}**")
        fits(**lobby_message(lobby, code, note, pace=pace))
        engine = registry.get(game)
        assert engine is not None
        assert check_choices(_choices(name_suggestions(engine, lobby.options, "", code))) == []


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_rematch_lobby_and_its_answers_fit(game: str, players: int) -> None:
    # The fullest rematch: every other seat a person, pinged by name in the lobby message.
    members = tuple(10**18 + number for number in range(players))
    lobby = LobbyRecord(1, 1, 2, game, members[0], _unusual_options(game), "open", None, members[:1], LONG_NAMES[:1])
    link = message_link(10**18, 10**18 + 1, 10**18 + 2)
    for code in CODES:
        others = listed([f"<@{member}>" for member in members[1:]], code)
        pace = PaceSettings(pace="async", remind_after=86400 * 3 + 3661, time_limit=86400 * 14, auto_after=3)
        for note in (
            t("rematch.opened", code, host=f"<@{members[0]}>", players=others),
            t("rematch.opened_alone", code, host=f"<@{members[0]}>"),
        ):
            fits(**lobby_message(lobby, code, note, pace=pace))
        for key in ("rematch.already_open", "rematch.already_in", "error.rematch_not_player"):
            fits(content=t(key, code, link=link))
        view = discord.ui.View(timeout=None)
        view.add_item(RematchButton(2**63 - 1, code))
        fits(content="x", view=view)


def _choices(found: list[tuple[str, str]]) -> list[dict[str, str]]:
    return [{"name": words, "value": value} for words, value in found]


# Boards, headlines and reminders -------------------------------------------------------------------------------


R = TypeVar("R")


class NoDrawing(Drawing):
    """Board posts without their pictures: only the words are checked here."""

    async def drawn(self, draw: Callable[..., R], /, *args: Any, **kwargs: Any) -> R:
        return cast(R, b"")

    async def board_drawn(self, game_id: int, draw: Callable[[], R]) -> R:
        return cast(R, b"")


@pytest.fixture
def no_drawing() -> Iterator[Drawing]:
    words_only = NoDrawing()
    yield words_only
    words_only.close()


def _live(played: Played, version: int) -> LiveGame:
    return dataclasses.replace(played.live(), state=played.states[version])


@pytest.mark.parametrize(("game", "players"), GAMES)
async def test_board_posts_fit_in_progress_and_at_the_end(game: str, players: int, no_drawing: Drawing) -> None:
    played = _long_named(play(game, players, 3))
    for code in CODES:
        for version in (0, len(played.states) // 2, len(played.states) - 1):
            post = await board_post(no_drawing, _live(played, version), "x" * 3000, code)
            fits(content=post.content, embed=post.embed, view=board_buttons(_live(played, version), code))
            assert post.content.startswith("x" * 100) and "…\n" in post.content  # the headline is cut, not the rest


def test_a_long_headline_is_cut_and_whose_turn_it_is_stays_whole() -> None:
    tail = "Next: " + ", ".join(f"<@{10**18 + n}>" for n in range(10))
    content = post_content("🎲 " * 3000, tail)
    assert size(content) <= CONTENT and content.endswith("\n" + tail)


@pytest.mark.parametrize(("game", "players", "seed"), [("four_color_cards", 4, 1), ("troyes_dice", 10, 1)])
def test_the_headlines_and_lines_of_every_move_fit(game: str, players: int, seed: int) -> None:
    found = outcomes(game, players, seed)
    longest = 0
    for code in CODES:
        for outcome in found:
            summary = summary_lines(outcome, code)
            if outcome.heard.value == "board":
                headline = move_headline(outcome, summary, code)
                fits(content=headline)
                longest = max(longest, size(headline))
            elif outcome.public_move is not None or outcome.heard.value == "progress":
                for text in move_line(outcome, code):
                    fits(content=text)
    assert longest > 0


@pytest.mark.parametrize("code", CODES)
def test_a_reminder_to_ten_players_fits(code: str) -> None:
    played = play("troyes_dice", 10, 2, stop_after=5)
    users = tuple(ai_user(Level.EASY, number) for number in range(90, 100))
    for level in range(3):
        fits(content=reminder_text(ReminderCall(played.live(), level, users), code))


# Panels and autocomplete -------------------------------------------------------------------------------------


def _sampled(played: Played, every: int) -> Iterator[tuple[LiveGame, int]]:
    """(game, awaited seat) at every ``every``-th state of a played game."""
    for version in range(0, len(played.states) - 1, every):
        live = _live(played, version)
        for seat in sorted(live.engine.awaiting(live.state)):
            yield live, seat


@pytest.mark.parametrize("code", CODES)
def test_four_color_cards_panels_fit(code: str) -> None:
    played = _long_named(play("four_color_cards", 4, 5))
    for live, seat in _sampled(played, 3):
        view = live.engine.view(live.state, seat)
        text = cards_panel.prompt_text(view, seat, live.seats, code)
        components = cards_panel.components(live.id, decision_of(live, seat), view, code)
        fits(content=text, view=components)
        _fits_choices(live, seat, code)


@pytest.mark.parametrize("code", CODES)
def test_troyes_dice_panels_fit_at_every_step(code: str) -> None:
    played = _long_named(play("troyes_dice", 10, 5))
    rng = random.Random(0)
    steps = 0
    for live, seat in _sampled(played, 7):
        parts: list[str] = []
        for _ in range(4):
            text, view = troyes_panel.Step(live, seat, code).render(parts)
            fits(content=text, view=view)
            # What choosing an option does (``StepSelect.callback``): the menu's path, then the chosen value.
            menus = [item for row in view.to_components() for item in row["components"] if item.get("options")]
            if not menus:
                break
            value = rng.choice(menus[0]["options"])["value"]
            path = menus[0]["custom_id"].split(":", 3)[3]
            parts = [*troyes_panel.decode(path), "" if value == troyes_panel.UNCHANGED else value]
            steps += 1
        fits(content="x", view=board_buttons(live, code))
        _fits_choices(live, seat, code)
    assert steps > 100


@pytest.mark.parametrize("code", CODES)
def test_copenhagen_panels_fit_on_every_path(code: str) -> None:
    played = _long_named(play("copenhagen", 4, 5))
    for live, seat in _sampled(played, 4):
        fits(
            content=copenhagen_panel.decision_text(live, seat, code),
            view=copenhagen_panel.decision_view(live, seat, code),
        )
        builds = copenhagen_panel.Builds.of(live.engine.legal_moves(live.state, seat))
        for tile in builds.cells:
            first = builds.first(tile)
            assert first is not None
            orientation, cell = first
            preview = copenhagen_panel.preview_view(live, seat, builds, tile, orientation, cell, code)
            fits(content=t("panel.copenhagen.preview", code, label="x"), view=preview)
        fits(content="x", view=move_menu(live, seat, "", code))
        _fits_choices(live, seat, code)


def _fits_choices(live: LiveGame, seat: int, code: str) -> None:
    label_of = move_labels(live, seat, code)
    moves = live.engine.legal_moves(live.state, seat)
    assert check_choices(move_choices(moves, label_of, "")) == []
    assert check_choices(move_choices(moves, lambda move: "🎲" * 80, "")) == []


# Ratings ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("code", CODES)
def test_a_crowded_leaderboard_and_a_long_record_fit(code: str) -> None:
    rng = random.Random(1)
    records = [
        RatingRecord(1, "troyes_dice", 10**18 + n, rng.uniform(10, 40), rng.uniform(1, 8), rng.randint(0, 60), 3)
        for n in range(300)
    ]
    fits(embed=leaderboard_embed("troyes_dice", leaderboard(records), 7, code))
    per_game = [GameStats(PlayerTotals(game, 9999, 9990, 5000, 99999), None, 300) for game in registry.BUILTIN]
    recent = [
        RecentResult(
            ResultRecord(
                10**6 + n, 0, 10**18, 10**18, "four_color_cards", 10**18, 10, 10, -999, True, True, 1.8e9, 10**18
            ),
            board_kept=True,
        )
        for n in range(50)
    ]
    # The longest time to move a player could have: years of waits (a game without a time limit), 200 of them.
    move_times = MoveTimes(median=10**8 + 86399.0, moves=200)
    wins = tuple(TournamentWin(10**18 - n, "four_color_cards", 9999, 1.8e9) for n in range(3))
    embed = stats_embed(
        LONG_NAMES[3], per_game, recent, code, move_times, tournaments=TournamentTally(99999, 99999, wins)
    )
    fits(embed=embed)
    assert t("stats.move_time", code) in [field.name for field in embed.fields]
    assert t("stats.tournaments", code) in [field.name for field in embed.fields]
