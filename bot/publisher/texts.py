"""The words of a move's public post: the headline above its board, or the line that stands for it."""

from __future__ import annotations

from bot.board import post_content
from bot.discord_limits import CONTENT, shorten
from bot.i18n import listed, t
from bot.mentions import mention
from bot.outcome import Heard, MoveOutcome
from bot.said import move_said
from games.contract import Stage


def move_headline(outcome: MoveOutcome, summary: list[str], loc: str | None) -> str:
    """What a move's board says above the picture: who played what, and the lines the game adds."""
    if outcome.public_move is None:
        # The secret decision is over. Who answered last stays unnamed: the record says whether it was a claim
        # window's answers or everyone's choices. The game's own lines (a claim's outcome, the revealed choices)
        # follow.
        closed_window = outcome.told_move.answered is Stage.CLAIM
        headline = t("game.all_answered" if closed_window else "game.all_in", loc)
    else:
        headline = move_said(outcome.before, outcome.seat, outcome.public_move, loc)
    return shorten("\n".join([headline, *summary]), CONTENT)


def move_line(outcome: MoveOutcome, loc: str | None) -> tuple[str, str]:
    """A step or progress line as a new message, and as the text of the board message in edit mode."""
    awaited = listed([mention(user, loc) for user in outcome.game.announced_users()], loc)
    if outcome.heard is Heard.PROGRESS:
        chose = t("game.chose", loc, user=mention(outcome.user_id, loc))
        content = shorten(f"{chose}\n{t('game.waiting_for', loc, users=awaited)}", CONTENT)
        return content, content
    assert outcome.public_move is not None, "only an open move is a step"
    content = move_said(outcome.before, outcome.seat, outcome.public_move, loc)
    return shorten(content, CONTENT), post_content(content, t("game.next", loc, users=awaited))
