"""``tabletop-bot sandbox`` as a real child process, and a member at its page in a real Chromium: typing slash
commands, picking the bot's suggestions and pressing buttons as a person does."""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from playwright.sync_api import Locator, Page

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = Path(os.environ.get("SANDBOX_SCREENSHOTS", ROOT / "screenshots" / "sandbox"))
# The settings the sandbox is started with: AI seats that play at once, thinking in threads (no worker process).
FAST_AI = {"AI_PAUSE_SECONDS": "0", "AI_THINKING_SECONDS": "0.05", "AI_WORKERS": "0", "LOG_LEVEL": "WARNING"}
ADDRESS = re.compile(r"the page is at (http://\S+)")
# How many of her own moves a game may take before the test calls it stuck.
MOVES_LIMIT = 200


@contextlib.contextmanager
def sandbox_running(workdir: Path) -> Iterator[tuple[str, list[str]]]:
    """Starts ``python -m bot sandbox`` on any free port (no browser of its own); yields the page's address and
    the lines it printed; stops it with SIGTERM, as a supervisor or Ctrl+C would."""
    env = {**os.environ, **FAST_AI, "PYTHONPATH": str(ROOT)}
    for name in ("DISCORD_TOKEN", "DATABASE_URL", "DATABASE_PATH"):
        env.pop(name, None)
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "sandbox", "--port", "0", "--no-browser"],
        cwd=workdir,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    printed: list[str] = []
    try:
        for line in process.stdout:
            printed.append(line.rstrip())
            if "Ctrl+C" in line:
                break
        else:
            raise AssertionError("the sandbox stopped before serving its page:\n" + "\n".join(printed))
        found = next((ADDRESS.search(line) for line in printed if ADDRESS.search(line)), None)
        assert found is not None, printed
        yield found.group(1), printed
    finally:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Member:
    """One member at the page (their own tab), in one channel."""

    def __init__(self, page: Page, address: str, name: str, channel: str) -> None:
        self.page = page
        self.name = name
        page.goto(f"{address}?user={name}&channel={channel}")
        page.wait_for_selector("#status:has-text('is online')")
        self.box = page.locator("#box")

    # Typing

    def _suggestions_asked(self, text: str) -> Locator:
        """Types ``text`` and waits for the suggestions it brings (the bot's autocomplete answers in its time)."""
        self.page.evaluate("document.getElementById('suggestions').removeAttribute('data-ready')")
        self.box.fill("")
        self.box.fill(text)
        self.page.wait_for_selector("#suggestions[data-ready]")
        return self.page.locator("#suggestions .suggestion")

    def commands_offered(self) -> list[str]:
        """The commands the box lists when a bare ``/`` is typed, as Discord's picker lists them."""
        offered = self._suggestions_asked("/").all_inner_texts()
        self.box.fill("")
        return offered

    def send(self) -> None:
        """Presses Enter on a complete command and waits until the bot has answered it."""
        with self.page.expect_response("**/api/command") as sent:
            self.box.press("Enter")
        assert sent.value.ok, sent.value.text()
        self.page.wait_for_function("document.getElementById('box').value === ''")

    def command(self, text: str, choice: str | None = None) -> None:
        """Types a command; with ``choice``, picks the suggestion of that value for its last option first (as
        shown in the member's language)."""
        if choice is None:
            self.box.fill(text)
        else:
            self._suggestions_asked(text)
            self.page.locator(f"#suggestions .suggestion[data-choice='{choice}']").click()
        self.send()

    def press(self, action: str) -> None:
        """Presses the latest button of that action (its custom id ends with ``:<action>``: ``ai_easy`` on a
        lobby, ``hand`` on a board) and waits until the bot has answered."""
        button = self.page.locator(f"#messages button[data-custom-id$=':{action}']:not([disabled])").last
        with self.page.expect_response("**/api/click") as pressed:
            button.click()
        assert pressed.value.ok, pressed.value.text()

    def choose_in_private_menu(self, index: int = 1) -> None:
        """Chooses the option at ``index`` (0 is the placeholder) in the latest menu of a private reply."""
        menu = self.page.locator("#messages article[data-ephemeral=yes] select:not([disabled])").last
        with self.page.expect_response("**/api/select") as chosen:
            menu.select_option(index=index)
        assert chosen.value.ok, chosen.value.text()

    def suggested_moves(self) -> list[str]:
        """What ``/play move:`` suggests now: the member's legal moves, none out of turn."""
        return self._suggestions_asked("/play move:").all_inner_texts()

    def play_first_suggestion(self) -> bool:
        """Plays the first move the bot suggests; False when it suggests none (not this member's turn)."""
        options = self._suggestions_asked("/play move:")
        if options.count() == 0:
            self.box.fill("")
            return False
        options.first.click()
        self.send()
        return True

    # Moving between channels and threads, as a person does: by the sidebar and by the links in messages

    def thread_ids(self) -> list[str]:
        """The threads the sidebar lists now, by id."""
        return list(self.page.locator("#channels li.thread").evaluate_all("a => a.map(l => l.dataset.channelId)"))

    def follow_the_new_thread(self, before: list[str]) -> str:
        """Waits until the sidebar lists a thread that was not in ``before`` (the page is told live: no reload),
        then clicks the link to it in the channel's summary, as a person does, and waits until the view is that
        thread; returns its id."""
        self.page.wait_for_function(
            "before => [...document.querySelectorAll('#channels li.thread')]"
            ".some(l => !before.includes(l.dataset.channelId))",
            arg=before,
        )
        (thread,) = set(self.thread_ids()) - set(before)
        self.summary(thread).locator(f"a.channel-link[data-channel-id='{thread}']:not([data-message-id])").first.click()
        self.page.wait_for_selector(f"#channels li.current[data-channel-id='{thread}']")
        # The thread's own messages are drawn (its first board is among them), not the channel's any more.
        self.page.locator("#messages img[data-filename='board.png']").first.wait_for()
        return thread

    def follow_jump_link(self) -> tuple[str, str]:
        """Clicks the link to a message in the member's latest private reply (Discord's jump link,
        https://discord.com/channels/<server>/<channel>/<message>), waits until the view is that channel with that
        message in it; returns the channel's and the message's ids."""
        link = self.page.locator("#messages article[data-ephemeral=yes] a.channel-link[data-message-id]").last
        channel, message = str(link.get_attribute("data-channel-id")), str(link.get_attribute("data-message-id"))
        link.click()
        self.page.wait_for_selector(f"#channels li.current[data-channel-id='{channel}']")
        self.page.wait_for_selector(f"#messages article[data-id='{message}']")
        return channel, message

    def summary(self, thread: str) -> Locator:
        """The channel's message about the game played in ``thread``: the public one that mentions it."""
        mention = self.page.locator(f"a[data-channel-id='{thread}']:not([data-message-id])")
        return self.page.locator("#messages article[data-ephemeral=no]", has=mention).last

    def open_channel(self, name: str) -> None:
        """Clicks a channel in the sidebar and waits until the view is that channel."""
        self.page.locator(f"#channels li[data-channel='{name}']").click()
        self.page.wait_for_selector(f"#channels li.current[data-channel='{name}']")

    def current_channel(self) -> str:
        return str(self.page.locator("#channels li.current").get_attribute("data-channel-id"))

    # Looking

    def messages(self) -> Locator:
        return self.page.locator("#messages article")

    def private_ids(self) -> set[str]:
        private = self.page.locator("#messages article[data-ephemeral=yes]")
        return set(private.evaluate_all("a => a.map(m => m.dataset.id)"))

    def all_ids(self) -> set[str]:
        return set(self.messages().evaluate_all("a => a.map(m => m.dataset.id)"))

    def boards(self) -> Locator:
        """The board pictures shown in the channel (as pictures or in embeds)."""
        return self.page.locator("#messages img[data-filename='board.png']")

    def shown_pictures(self) -> int:
        """How many board pictures the browser has really drawn (loaded, with a size)."""
        return int(self.boards().evaluate_all("imgs => imgs.filter(i => i.complete && i.naturalWidth > 100).length"))

    def wait_for_text(self, text: str) -> None:
        self.page.locator("#messages article", has_text=text).last.wait_for()

    def finished(self) -> bool:
        """The final board is in the channel: the one with a Rematch button."""
        return bool(self.page.locator("#messages button[data-custom-id^='rematch:']").count())

    def play_to_the_end(self) -> int:
        """Plays the first suggested move whenever it is this member's turn, until the final board is shown;
        returns how many moves the member made."""
        moves = 0
        for _ in range(MOVES_LIMIT * 4):
            if self.finished():
                return moves
            if self.play_first_suggestion():
                moves += 1
            else:
                # Not this member's turn: an AI seat is playing; look again when the channel changes.
                self.page.wait_for_timeout(150)
        raise AssertionError(f"{self.name}: the game did not end")

    def final_lines(self, count: int) -> list[str]:
        """The last ``count`` lines of the final board's text: the standings, one line per player."""
        final = self.page.locator("#messages article", has=self.page.locator("button[data-custom-id^='rematch:']"))
        text = str(final.last.locator(".content").inner_text()).strip().removesuffix("(edited)").strip()
        return text.splitlines()[-count:]

    def wait_for_summary_ending_with(self, thread: str, lines: list[str]) -> None:
        """Waits until the summary of ``thread``'s game in the channel ends with ``lines`` (it is edited as the
        game goes; its last edit follows the final board)."""
        self.page.wait_for_function(
            r"""([thread, lines]) => {
                const links = document.querySelectorAll(
                    `#messages article[data-ephemeral=no] a[data-channel-id='${thread}']:not([data-message-id])`);
                if (!links.length) return false;
                const content = links[links.length - 1].closest("article").querySelector(".content");
                const text = content.innerText.replace(/\s*\(edited\)\s*$/, "").trim().split("\n");
                return text.slice(-lines.length).join("\n") === lines.join("\n");
            }""",
            arg=[thread, lines],
        )

    def show_final_board(self) -> None:
        """Scrolls the channel to the final board, as a person would to read the result: from its first line (why
        the game ended, the standings), as much of the picture as the screen holds."""
        final = self.page.locator("#messages article", has=self.page.locator("button[data-custom-id^='rematch:']"))
        final.last.evaluate("node => node.scrollIntoView({block: 'start'})")

    def screenshot(self, name: str, *, phone: bool = False) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        if phone:
            size = self.page.viewport_size
            self.page.set_viewport_size({"width": 400, "height": 860})
            # The page keeps to the latest message when narrowed; the final board is what the picture is of.
            self.page.evaluate("() => new Promise(requestAnimationFrame)")
            if self.finished():
                self.show_final_board()
            self.page.screenshot(path=path)
            if size:
                self.page.set_viewport_size(size)
        else:
            self.page.screenshot(path=path)
        assert path.stat().st_size > 0, path
        return path
