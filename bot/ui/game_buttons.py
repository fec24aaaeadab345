"""Buttons under a board, the private move panel they open, and the move flow shared with ``/play``.

Custom ids carry the game id and the version the board showed (``game:<id>:<version>:<action>``,
``move:<id>:<version>``), so they survive restarts and a press on an old board is recognised as stale.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.board import private_file
from bot.i18n import has, t
from bot.replies import after_commit, game_bot, guarded, locale, public_locale
from bot.sessions import DecisionCheck, LiveGame, Refusal, not_awaited_reason
from bot.ui.move_menu import MenuOption, menu_options, parse_choice
from bot.ui.panels import chosen, panel_for, select_options

BUTTONS = {
    "turn": ("button.turn", discord.ButtonStyle.primary),
    "hand": ("button.hand", discord.ButtonStyle.secondary),
}
# Games whose board shows other buttons than the default pair. Four Color Cards has one: its claim windows
# involve everyone, so "My hand / claim" opens the options of an awaited player and the hand of anyone else.
GAME_BUTTONS: dict[str, tuple[str, ...]] = {"four_color_cards": ("turn",)}
DEFAULT_BUTTONS = ("turn", "hand")


def button_label(action: str, game_type: str | None, loc: str | None) -> str:
    """A game's own wording when its catalog has one (``button.turn.troyes_dice``), else the default."""
    key = BUTTONS[action][0]
    if game_type is not None and has(f"{key}.{game_type}"):
        key = f"{key}.{game_type}"
    return t(key, loc)


def board_buttons(live: LiveGame, loc: str | None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in GAME_BUTTONS.get(live.engine.id, DEFAULT_BUTTONS):
        view.add_item(GameButton(live.id, live.version, action, loc, live.engine.id))
    return view


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"game:(?P<game>\d+):(?P<version>\d+):(?P<action>turn|hand)",
):
    def __init__(
        self, game_id: int, version: int, action: str, loc: str | None = None, game_type: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=button_label(action, game_type, loc),
                style=BUTTONS[action][1],
                custom_id=f"game:{game_id}:{version}:{action}",
            )
        )
        self.game_id = game_id
        self.version = version
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GameButton:
        return cls(int(match["game"]), int(match["version"]), match["action"], public_locale(interaction))

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.action == "turn":
            await guarded(interaction, lambda: open_panel(interaction, self.game_id, self.version))
        else:
            await guarded(interaction, lambda: show_private(interaction, self.game_id))


class MoveSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"move:(?P<game>\d+):(?P<version>\d+)",
):
    def __init__(self, game_id: int, version: int, options: list[MenuOption] | None = None) -> None:
        choices = [
            discord.SelectOption(label=option.label, value=option.value, description=option.description)
            for option in options or []
        ]
        super().__init__(
            discord.ui.Select(
                custom_id=f"move:{game_id}:{version}",
                placeholder=t("panel.pick"),
                options=select_options(choices),
            )
        )
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveSelect:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        kind, text = parse_choice(chosen(self.item))
        if kind == "narrow":
            await guarded(interaction, lambda: narrow_panel(interaction, self.game_id, self.version, text))
        else:
            await guarded(
                interaction, lambda: play_move(interaction, text, game_id=self.game_id, version=self.version)
            )


async def current_game(interaction: discord.Interaction, game_id: int) -> LiveGame:
    """This channel's active game, provided it is the game the pressed component belongs to (every panel's
    first check: a component of a finished or cancelled game is told so)."""
    bot = game_bot(interaction)
    channel_id = interaction.channel_id
    live = await bot.sessions.game(channel_id) if channel_id is not None else None
    if live is None or live.id != game_id:
        await bot.sessions.explain_gone(game_id)
    return live


def presser_seat(interaction: discord.Interaction, live: LiveGame) -> int:
    """The seat of whoever pressed, who must play in ``live``."""
    seat = live.record.seat_of(interaction.user.id)
    if seat is None:
        raise Refusal("error.not_a_player")
    return seat


async def awaited_seat(
    interaction: discord.Interaction, game_id: int, version: int, *, exact: bool
) -> tuple[LiveGame, int]:
    """The game and the presser's seat, provided the game awaits them now.

    With ``exact`` (a menu built for one position) any later move makes the press stale. Without it (the
    Take your turn button) an older board still opens the panel for a player the game awaits now: in a
    simultaneous phase other players' choices move the version on without changing what this player
    decides. Anyone else pressing an old board is told it has moved on.
    """
    live = await current_game(interaction, game_id)
    if exact and version != live.version:
        raise Refusal("error.stale")
    seat = presser_seat(interaction, live)
    if seat not in live.engine.awaiting(live.state):
        raise Refusal("error.stale" if version != live.version else not_awaited_reason(live, seat))
    return live, seat


def move_menu(live: LiveGame, seat: int, prefix: str, loc: str) -> discord.ui.View:
    """The generic menu of the seat's legal moves that start with ``prefix``, narrowing word by word."""
    options = menu_options(
        live.engine.legal_moves(live.state, seat),
        prefix,
        lambda move: live.engine.move_label(live.state, seat, move),
        lambda count: t("panel.count", loc, count=count),
    )
    view = discord.ui.View(timeout=None)
    view.add_item(MoveSelect(live.id, live.version, options))
    return view


async def open_panel(interaction: discord.Interaction, game_id: int, version: int) -> None:
    """The private panel of an awaited player: the game's own panel, or their picture and a menu that
    reaches every legal move. In a game whose board has no hand button, a seated player who is not awaited
    gets their hand instead of a refusal."""
    try:
        live, seat = await awaited_seat(interaction, game_id, version, exact=False)
    except Refusal as refusal:
        # These two refusals are only ever given to a seated player.
        live = await current_game(interaction, game_id)
        hand_button = "hand" in GAME_BUTTONS.get(live.engine.id, DEFAULT_BUTTONS)
        if refusal.key in ("error.not_your_turn", "error.already_decided") and not hand_button:
            await show_private(interaction, game_id, note=t("hand.not_awaited", locale(interaction)))
            return
        raise
    panel = panel_for(live.engine.id)
    if panel is not None:
        await panel.open(interaction, live, seat)
        return
    loc = locale(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    picture = await private_file(live, seat)
    menu = move_menu(live, seat, "", loc)
    await interaction.followup.send(t("panel.title", loc), file=picture, view=menu, ephemeral=True)


async def refresh_panel(interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> None:
    """After a move from a panel, when the same player decides again (a turn of several decisions): the
    panel shows the next decision instead of closing. The interaction is already deferred as an update."""
    panel = panel_for(live.engine.id)
    if panel is not None and await panel.refresh(interaction, live, seat, note):
        return
    loc = locale(interaction)
    picture = await private_file(live, seat)
    await interaction.edit_original_response(
        content=f"{note}\n{t('panel.title', loc)}", attachments=[picture], view=move_menu(live, seat, "", loc)
    )


async def narrow_panel(interaction: discord.Interaction, game_id: int, version: int, prefix: str) -> None:
    """The same panel with the menu narrowed to the moves that start with ``prefix``."""
    live, seat = await awaited_seat(interaction, game_id, version, exact=True)
    loc = locale(interaction)
    await interaction.response.edit_message(
        content=t("panel.narrowed", loc, prefix=prefix.partition("|")[0]), view=move_menu(live, seat, prefix, loc)
    )


async def show_private(interaction: discord.Interaction, game_id: int | None, note: str | None = None) -> None:
    """The caller's private picture (hand, own sheet), only to them."""
    bot = game_bot(interaction)
    if game_id is not None:
        live = await current_game(interaction, game_id)
    else:
        found = await bot.sessions.game(interaction.channel_id) if interaction.channel_id is not None else None
        if found is None:
            raise Refusal("error.no_game")
        live = found
    seat = presser_seat(interaction, live)
    await interaction.response.defer(ephemeral=True, thinking=True)
    picture = await private_file(live, seat)
    title = t("hand.title", locale(interaction))
    await interaction.followup.send(f"{note}\n{title}" if note else title, file=picture, ephemeral=True)


async def play_move(
    interaction: discord.Interaction,
    move: str,
    *,
    game_id: int | None = None,
    version: int | None = None,
    decision: DecisionCheck | None = None,
) -> None:
    """Validates and commits the move, answers the player privately at once, and leaves the public post
    (board, line or nothing) to the publisher, which posts it to the channel in commit order. A panel passes
    the ``version`` it shows, or a ``decision`` check when its decision outlives versions (``Sessions.submit``)."""
    bot = game_bot(interaction)
    if interaction.channel_id is None or interaction.guild_id is None:
        raise Refusal("error.no_guild")
    outcome = await bot.sessions.submit(
        interaction.channel_id,
        interaction.user.id,
        move,
        expected_version=version,
        game_id=game_id,
        decision=decision,
    )
    # Committed. Queued before any await, so the channel hears of moves in the order they were committed;
    # from here on a Discord failure loses no move, and an unposted board is posted at the next chance.
    bot.publisher.announce(outcome, public_locale(interaction))
    key = "game.answer_recorded" if outcome.announcement() == "quiet" else "game.move_accepted"
    note = t(key, locale(interaction), move=outcome.move)

    async def answer() -> None:
        if game_id is not None and outcome.decides_again():
            # From the private panel, with another decision of the same turn to come: the panel moves on.
            await interaction.response.defer()
            await refresh_panel(interaction, outcome.game, outcome.seat, note)
        elif game_id is not None:
            # From the private panel, whose work is done: it closes with the confirmation.
            await interaction.response.edit_message(content=note, view=None, attachments=[])
        else:
            await interaction.response.send_message(note, ephemeral=True)

    await after_commit(interaction, answer)
