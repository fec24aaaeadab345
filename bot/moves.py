"""The move flow: the one way a move reaches a game, from ``/play``, the board's buttons and every panel, and
the checks every panel press makes first.

A move goes: ``play_move`` -> ``Sessions.submit`` (under the channel's lock: checks, the engine, one commit)
-> the publisher queues how the channel hears of it (``MoveOutcome.heard``, worked out at the commit) -> the
player is answered, one way for every move (``PlayerAnswer.give``): by the move's public post itself (a ``/play``
whose move shows a board or a step line, ``bot.publisher.answer``), else privately (``private_answer``: a
confirmation, or their panel moved on to the next decision of their turn).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import overload

import discord

from bot.i18n import t
from bot.live import LiveGame
from bot.outcome import Heard, MoveOutcome
from bot.private import seat_status
from bot.refusal import Refusal
from bot.replies import game_bot, locale, where
from bot.said import own_move_words
from bot.sessions import DecisionCheck, not_awaited_reason
from games.contract import SeatStatus

# How a panel moves on after a move played from it, when the seat has another decision of the same turn to make:
# it edits its message (the interaction already deferred as an update) for that decision, with the note of what
# was just played on top. The panel passes it in: the move flow knows no panel.
NextDecision = Callable[[discord.Interaction, LiveGame, int, str], Awaitable[None]]
# The buttons of a player's private confirmation of their move (an Undo button while the move may be taken back), in
# the player's language, or None: the bot's interface gives them (``GameBot.confirmation_view``), as the move flow
# knows no component.
ConfirmationView = Callable[[MoveOutcome, str], discord.ui.View | None]


def no_confirmation_view(outcome: MoveOutcome, loc: str) -> discord.ui.View | None:
    return None


async def current_game(interaction: discord.Interaction, game_id: int) -> LiveGame:
    """This channel's active game, provided it is the game the pressed component belongs to (every panel's
    first check: a component of a finished or cancelled game is told so)."""
    bot = game_bot(interaction)
    channel_id = interaction.channel_id
    live = await bot.sessions.game(channel_id) if channel_id is not None else None
    if live is None or live.id != game_id:
        await bot.sessions.explain_gone(game_id, channel_id)
    return live


def presser_seat(interaction: discord.Interaction, live: LiveGame) -> int:
    """The seat of whoever pressed, who must play in ``live``."""
    seat = live.record.seat_of(interaction.user.id)
    if seat is None:
        raise Refusal("error.not_a_player")
    return seat


def decision_of(live: LiveGame, seat: int) -> str:
    """The decision open now (``PublicRecord.decision``), which ``seat`` is asked: every panel component carries
    it."""
    return live.public.decision


def still_deciding(live: LiveGame, seat: int, decision: str) -> None:
    """Refuses a panel press unless the decision it was drawn for (``decision``) is still the presser's to make.
    Other players' answers in a simultaneous decision leave it open. Once the game moved on to another decision,
    or the presser answered this one (a double press), the press is stale, and a press on a panel whose decision
    the presser's own move answered is told that move is in; a player the decision never awaited (someone else's
    panel) is told why they cannot move."""
    status = seat_status(live.engine, live.state, seat)  # the presser's own
    awaited = status is SeatStatus.AWAITED
    if awaited and decision_of(live, seat) == decision:
        return  # still open (a decision of several moves, such as bonus builds, keeps its token between them)
    answered = live.answered.get(seat)
    if answered is not None and answered[0] == decision:
        # Awaited again (a claim won, a card drawn to decide on): the next decision is on the latest board.
        raise Refusal("error.already_played_next" if awaited else "error.already_played", move=answered[1])
    if decision_of(live, seat) != decision:
        raise Refusal("error.stale")
    if not awaited:
        decided = status is SeatStatus.DECIDED
        raise Refusal("error.stale" if decided else not_awaited_reason(live, seat))


def answering(decision: str) -> DecisionCheck:
    """The check ``Sessions.submit`` runs under the channel's lock for a move pressed on a panel."""
    return lambda live, seat: still_deciding(live, seat, decision)


async def deciding_seat(interaction: discord.Interaction, game_id: int, decision: str) -> tuple[LiveGame, int]:
    """The game and the presser's seat, provided the panel's ``decision`` is still theirs to make."""
    live = await current_game(interaction, game_id)
    seat = presser_seat(interaction, live)
    still_deciding(live, seat, decision)
    return live, seat


@overload
async def play_move(interaction: discord.Interaction, move: str) -> None: ...


@overload
async def play_move(
    interaction: discord.Interaction,
    move: str,
    *,
    game_id: int,
    decision: DecisionCheck,
    next_decision: NextDecision,
) -> None: ...


async def play_move(
    interaction: discord.Interaction,
    move: str,
    *,
    game_id: int | None = None,
    decision: DecisionCheck | None = None,
    next_decision: NextDecision | None = None,
) -> None:
    """Validates and commits the move, leaves the public post (board, line or nothing) to the publisher, which
    posts it to the channel in commit order, and answers the player: with the move's post when the publisher
    sends it as the answer in time, privately otherwise. A panel passes its game, the check that its decision
    is still open (``answering``), run under the channel's lock, and how it shows the seat's next decision."""
    bot = game_bot(interaction)
    _, channel_id = where(interaction)
    if game_id is not None:
        await current_game(interaction, game_id)  # a component pressed away from its game is told where it is
    outcome = await bot.sessions.submit(channel_id, interaction.user.id, move, game_id=game_id, decision=decision)
    # Committed. Queued before any await, so the channel hears of moves in the order they were committed;
    # from here on a Discord failure loses no move, and an unposted board is posted at the next chance. The
    # post may go as a follow-up of this interaction, once the player is answered. A /play's board or step line
    # may be that answer: one public message where a private "done" and the post took two requests. A panel's
    # answer is its own (it moves on or closes), and the post follows it.
    answer = bot.publisher.announce(outcome, via=interaction, post_may_answer=game_id is None)
    await answer.give(
        interaction, private_answer(interaction, outcome, from_panel=game_id is not None, next_decision=next_decision)
    )


def private_answer(
    interaction: discord.Interaction, outcome: MoveOutcome, *, from_panel: bool, next_decision: NextDecision | None
) -> Callable[[], Awaitable[None]]:
    """How the player hears privately that their move is in, when its post does not answer them: a panel with
    another decision of the same turn to come moves on to it, a panel whose work is done closes with the
    confirmation, and a /play gets the confirmation."""
    bot = game_bot(interaction)
    key = "game.answer_recorded" if outcome.heard is Heard.QUIET else "game.move_accepted"
    # The move in words, as the player chose it from a menu: the notation they may have typed says nothing new.
    loc = locale(interaction)
    note = t(key, loc, move=own_move_words(outcome.before, outcome.seat, outcome.move, loc))

    async def privately() -> None:
        if from_panel and next_decision is not None and outcome.decides_again():
            await interaction.response.defer()
            await next_decision(interaction, outcome.game, outcome.seat, note)
            return
        view = bot.confirmation_view(outcome, loc)
        if from_panel:
            await interaction.response.edit_message(content=note, view=view, attachments=[])
        elif view is None:
            await interaction.response.send_message(note, ephemeral=True)
        else:
            await interaction.response.send_message(note, ephemeral=True, view=view)

    return privately
