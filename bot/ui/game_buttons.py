"""The buttons under a board and the generic panel: a game's picture and a menu that reaches every legal move.

Custom ids carry the game id and the public version the board showed (``game:<id>:<version>:<action>``, the
engine's ``public_version``, which never counts secret answers), or the
decision the menu was drawn for (``move:<id>:<decision>``), so they survive restarts and a press on an old
board or a passed decision is recognised as stale.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.board import private_file
from bot.i18n import has, t
from bot.live import LiveGame
from bot.moves import answering, deciding_seat, decision_of, open_panel, play_move, show_private
from bot.replies import game_bot, guarded, locale
from bot.ui import panels
from bot.ui.custom_ids import DECISION, GAME, VERSION, CustomId, Field, Rebuilt
from bot.ui.move_menu import MenuOption, menu_options, parse_choice
from bot.ui.panels import board_buttons_of, chosen

BUTTONS = {
    "turn": ("button.turn", discord.ButtonStyle.primary),
    "hand": ("button.hand", discord.ButtonStyle.secondary),
}


def button_label(action: str, game_type: str | None, loc: str | None) -> str:
    """A game's own wording when its catalog has one (``button.turn.troyes_dice``), else the default."""
    key = BUTTONS[action][0]
    if game_type is not None and has(f"{key}.{game_type}"):
        key = f"{key}.{game_type}"
    return t(key, loc)


def board_buttons(live: LiveGame, loc: str | None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if live.result() is None:  # a finished game's board keeps only its game's menu (Troyes Dice's sheets)
        for action in board_buttons_of(live.engine.id):
            view.add_item(GameButton(live.id, live.engine.public_version(live.state), action, loc, live.engine.id))
    # A game's own menu under its buttons (``BOARD_MENU`` of its panel module: Troyes Dice's "Sheets").
    board_menu = panels.board_menu(live.engine.id)
    if board_menu is not None:
        view.add_item(board_menu(live, loc))
    return view


BOARD_BUTTON = CustomId("game", GAME, VERSION, Field("action", "|".join(BUTTONS)))
MOVE_MENU = CustomId("move", GAME, DECISION)


class GameButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=BOARD_BUTTON):
    def __init__(
        self, game_id: int, version: int, action: str, loc: str | None = None, game_type: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=button_label(action, game_type, loc),
                style=BUTTONS[action][1],
                custom_id=BOARD_BUTTON.build(game=game_id, version=version, action=action),
            )
        )
        self.game_id = game_id
        self.version = version
        self.action = action

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.action == "turn":
            await guarded(interaction, lambda: open_panel(interaction, self.game_id, self.version))
        else:
            await guarded(interaction, lambda: show_private(interaction, self.game_id))


class MoveSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], layout=MOVE_MENU):
    def __init__(self, game_id: int, decision: str, options: list[MenuOption] | None = None) -> None:
        choices = [
            discord.SelectOption(label=option.label, value=option.value, description=option.description)
            for option in options or []
        ]
        super().__init__(panels.panel_menu(MOVE_MENU.build(game=game_id, decision=decision), choices, t("panel.pick")))
        self.game_id = game_id
        self.decision = decision

    async def callback(self, interaction: discord.Interaction) -> None:
        kind, text = parse_choice(chosen(self.item))
        if kind == "narrow":
            await guarded(interaction, lambda: narrow_panel(interaction, self.game_id, self.decision, text))
        else:
            decision = answering(self.decision)
            await guarded(interaction, lambda: play_move(interaction, text, game_id=self.game_id, decision=decision))


def move_menu(live: LiveGame, seat: int, prefix: str, loc: str) -> discord.ui.View:
    """The generic menu of the seat's legal moves that start with ``prefix``, narrowing word by word."""
    options = menu_options(
        live.engine.legal_moves(live.state, seat),
        prefix,
        panels.move_labels(live, seat, loc),
        lambda count: t("panel.count", loc, count=count),
    )
    view = discord.ui.View(timeout=None)
    view.add_item(MoveSelect(live.id, decision_of(live, seat), options))
    return view


async def narrow_panel(interaction: discord.Interaction, game_id: int, decision: str, prefix: str) -> None:
    """The same panel with the menu narrowed to the moves that start with ``prefix``."""
    live, seat = await deciding_seat(interaction, game_id, decision)
    loc = locale(interaction)
    await interaction.response.edit_message(
        content=t("panel.narrowed", loc, prefix=prefix.partition("|")[0]), view=move_menu(live, seat, prefix, loc)
    )


class GenericPanel:
    """The panel of a game without one of its own: the seat's picture and the menu of every legal move."""

    async def open(self, interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
        loc = locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await private_file(game_bot(interaction).drawing, live, seat, loc)
        menu = move_menu(live, seat, "", loc)
        await interaction.edit_original_response(content=t("panel.title", loc), attachments=[picture], view=menu)

    async def refresh(self, interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> bool:
        loc = locale(interaction)
        picture = await private_file(game_bot(interaction).drawing, live, seat, loc)
        await interaction.edit_original_response(
            content=f"{note}\n{t('panel.title', loc)}", attachments=[picture], view=move_menu(live, seat, "", loc)
        )
        return True


PANEL = GenericPanel()
ITEMS = (GameButton, MoveSelect)
