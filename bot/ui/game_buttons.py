"""The buttons under a board, and the generic panel: a game's picture and a menu that reaches every legal move
(``bot.ui.panels.generic_menu``), for a game without a panel of its own: its ``PANEL`` and ``ITEMS``, which
``bot.ui.builtin_panels`` registers.

A board button's custom id carries the game id and the public version the board showed
(``game:<id>:<version>:<action>``, the public record's ``version``, which never counts secret answers), so it
survives restarts and a press on an old board is recognised as stale. The final board carries the Rematch button
instead (``bot.ui.rematch``).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.board import private_file
from bot.i18n import has, t
from bot.live import LiveGame
from bot.replies import game_bot, guarded, locale
from bot.ui import panels
from bot.ui.custom_ids import GAME, VERSION, CustomId, Field, Rebuilt
from bot.ui.panels import board_buttons_of
from bot.ui.panels.generic_menu import MoveSelect, move_menu
from bot.ui.private_views import open_panel, show_private
from bot.ui.rematch import RematchButton

BUTTONS = {
    "turn": ("button.turn", discord.ButtonStyle.primary),
    "hand": ("button.hand", discord.ButtonStyle.secondary),
}


def button_label(action: str, game_type: str | None, loc: str | None) -> str:
    """A game's own wording when its texts have one (``button.turn.<game>``), else the default."""
    key = BUTTONS[action][0]
    if game_type is not None and has(f"{key}.{game_type}"):
        key = f"{key}.{game_type}"
    return t(key, loc)


def board_buttons(live: LiveGame, loc: str | None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if live.result() is None:
        for action in board_buttons_of(live.engine.id):
            view.add_item(GameButton(live.id, live.public.version, action, loc, live.engine.id))
    else:  # the final board: no moves left, a rematch for the same table instead (and the game's menu below)
        view.add_item(RematchButton(live.id, loc))
    # A game's own menu under its buttons (its panel entry's ``board_menu``: Troyes Dice's "Sheets").
    board_menu = panels.board_menu(live.engine.id)
    if board_menu is not None:
        view.add_item(board_menu(live, loc))
    return view


BOARD_BUTTON = CustomId("game", GAME, VERSION, Field("action", "|".join(BUTTONS)))


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
