"""``tabletop-bot sandbox`` played in a real browser, as a person plays it: a lobby opened by typing slash
commands, two AI seats added, the game followed into the thread the bot opens for it (listed live in the sidebar,
reached by the link in the channel's summary), played to the end there by picking the bot's own suggestions, the
board pictures drawn, the summary in the channel ending with the standings, one member's private replies never
shown to another, and a game in Chinese. Each game leaves a screenshot (``screenshots/sandbox/``, or
``SANDBOX_SCREENSHOTS``), at a desk's width and at a phone's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, sync_playwright

from bot.i18n import t
from tests.browser.conftest import chromium
from tests.browser.sandbox_page import Member, sandbox_running


def game_over(locale: str) -> str:
    """How the final board begins in ``locale``, however the game ended ("Game over! ..." / "Game over: ...")."""
    ended, ended_because = t("game.over", locale, standings=""), t("game.over_because", locale, why="", standings="")
    shared = next((i for i, (a, b) in enumerate(zip(ended, ended_because, strict=False)) if a != b), len(ended))
    words = ended[:shared].strip()
    assert words, (ended, ended_because)
    return words


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, list[str]]]:
    with sandbox_running(tmp_path_factory.mktemp("sandbox")) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium(), headless=True)
        yield launched
        launched.close()


def member(browser: Browser, sandbox: tuple[str, list[str]], name: str, channel: str) -> Member:
    """A member in a tab of their own, at a desk's width."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    return Member(page, sandbox[0], name, channel)


def open_game_against_two_ai_seats(host: Member, game: str, *, by_buttons: bool = False) -> None:
    """Opens a lobby, seats an easy and a strong AI and starts: by typing commands, or by the lobby's buttons."""
    host.command("/game new game:", choice=game)
    if by_buttons:
        host.press("ai_easy")
        host.press("ai_strong")
        host.press("start")
        return
    host.command("/game addbot level:", choice="easy")
    host.command("/game addbot level:", choice="strong")
    host.command("/game start")


def test_the_sandbox_says_where_it_listens_and_which_database_it_uses(sandbox: tuple[str, list[str]]) -> None:
    address, printed = sandbox
    assert address.startswith("http://127.0.0.1:")
    assert any("listening on loopback only" in line for line in printed)
    assert any("scratch, deleted when the sandbox stops" in line for line in printed)


PLAYERS = 3  # each game: the member and two AI seats


def test_copenhagen_in_its_thread_to_the_end_with_private_replies_kept_private(
    browser: Browser, sandbox: tuple[str, list[str]]
) -> None:
    alice = member(browser, sandbox, "Alice", "general")
    bruno = member(browser, sandbox, "Bruno", "general")
    threads = alice.thread_ids()
    # A bare "/" lists every command, more than the 25 suggestions an option may have.
    offered = alice.commands_offered()
    assert len(offered) > 25 and any(line.startswith("/undo") for line in offered)
    assert any(line.startswith("/pace away") for line in offered)
    open_game_against_two_ai_seats(alice, "copenhagen")
    # The game moves into a thread of its own: both follow it by the link in the channel's summary.
    thread = alice.follow_the_new_thread(threads)
    assert bruno.follow_the_new_thread(threads) == thread
    # A move that is no move: Alice alone is told, privately, what is wrong.
    alice.command("/play move:nonsense")
    # Her hand, by the board's button: a private picture.
    alice.press("hand")
    alice.page.wait_for_selector("#messages article[data-ephemeral=yes] img")
    # Bruno, who is not seated, asks for his hand: his answer is his alone too.
    bruno.command("/hand")
    alice.page.wait_for_selector("#messages article[data-ephemeral=yes]")
    bruno.page.wait_for_selector("#messages article[data-ephemeral=yes]")
    alice.screenshot("private-reply")
    alice.screenshot("private-reply-phone", phone=True)
    # Her first move by the board's button and the menu of its private panel, as a person who types no move.
    alice.press("turn")
    alice.choose_in_private_menu()
    alice.wait_for_text("Alice takes")
    assert alice.play_to_the_end() > 0
    alice.wait_for_text(game_over("en-US"))
    assert alice.shown_pictures() >= 1
    # Bruno reads French, but the thread's posts are in the server's language.
    bruno.wait_for_text(game_over("en-US"))
    # Each sees the same public thread, and only their own private replies.
    theirs, mine = bruno.private_ids(), alice.private_ids()
    assert mine and theirs
    assert not mine & bruno.all_ids()
    assert not theirs & alice.all_ids()
    alice.show_final_board()
    alice.screenshot("copenhagen")
    alice.screenshot("copenhagen-phone", phone=True)
    # Back in the channel, the game's summary ends with the standings the final board shows.
    standings = alice.final_lines(PLAYERS)
    alice.open_channel("general")
    alice.wait_for_summary_ending_with(thread, standings)
    alice.screenshot("copenhagen-summary")
    alice.screenshot("copenhagen-summary-phone", phone=True)


def test_four_color_cards_in_its_thread_to_the_end(browser: Browser, sandbox: tuple[str, list[str]]) -> None:
    alice = member(browser, sandbox, "Alice", "games")
    threads = alice.thread_ids()
    open_game_against_two_ai_seats(alice, "four_color_cards", by_buttons=True)
    thread = alice.follow_the_new_thread(threads)
    # Back in the channel, /game mine links her game's latest board: the link opens the thread at that board.
    alice.open_channel("games")
    alice.command("/game mine")
    channel, board = alice.follow_jump_link()
    assert channel == thread
    assert alice.page.locator(f"#messages article[data-id='{board}'] img[data-filename='board.png']").count() == 1
    assert alice.play_to_the_end() > 0
    alice.wait_for_text(game_over("en-US"))
    assert alice.shown_pictures() >= 1
    alice.show_final_board()
    alice.screenshot("four-color-cards")
    alice.screenshot("four-color-cards-phone", phone=True)
    standings = alice.final_lines(PLAYERS)
    alice.open_channel("games")
    alice.wait_for_summary_ending_with(thread, standings)


def test_troyes_dice_in_its_thread_to_the_end_in_chinese(browser: Browser, sandbox: tuple[str, list[str]]) -> None:
    mei = member(browser, sandbox, "Mei", "general")
    # The server's language, chosen on the page: the posts are in Chinese, as Mei's own replies are.
    mei.page.select_option("#guild-locale", "zh-CN")
    try:
        threads = mei.thread_ids()
        open_game_against_two_ai_seats(mei, "troyes_dice", by_buttons=True)
        thread = mei.follow_the_new_thread(threads)
        assert mei.play_to_the_end() > 0
        mei.wait_for_text(game_over("zh-CN"))
        assert mei.shown_pictures() >= 1
        mei.show_final_board()
        mei.screenshot("troyes-dice-chinese")
        mei.screenshot("troyes-dice-chinese-phone", phone=True)
        standings = mei.final_lines(PLAYERS)
        mei.open_channel("general")
        mei.wait_for_summary_ending_with(thread, standings)
    finally:
        mei.page.select_option("#guild-locale", "en-US")


def test_the_message_box_keeps_each_channels_draft_and_forgets_a_refusal_on_leaving(
    browser: Browser, sandbox: tuple[str, list[str]]
) -> None:
    """What is typed stays with its channel, as a Discord draft does; a refusal answered one command in one channel
    and is gone once the member looks at another. A user option takes only a member of the server: anything else
    is refused on the page, as Discord's client refuses it, with no Python error."""
    dmitri = member(browser, sandbox, "Dmitri", "general")
    page = dmitri.page
    dmitri.box.fill("/stats player:xxxx")
    dmitri.box.press("Enter")
    refusal = page.locator("#refusal")
    refusal.wait_for(state="visible")
    assert "is not a member of this server" in refusal.inner_text() and "int()" not in refusal.inner_text()
    dmitri.open_channel("games")
    assert refusal.is_hidden() and dmitri.box.input_value() == ""
    dmitri.box.fill("/rules")
    dmitri.open_channel("general")
    assert dmitri.box.input_value() == "/stats player:xxxx" and refusal.is_hidden()
    dmitri.open_channel("games")
    assert dmitri.box.input_value() == "/rules"
    dmitri.box.fill("")
    page.close()
