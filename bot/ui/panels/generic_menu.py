"""The generic menu of a seat's legal moves, narrowing word by word (``bot.ui.move_menu``) to every legal move: the
generic panel's (``bot.ui.game_buttons``) and every game's panel's for the decisions it does not draw itself.

Its custom id carries the decision the menu was drawn for (``move:<id>:<decision>``), so it survives restarts and
a press on a passed decision is recognised as stale.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import t
from bot.live import LiveGame
from bot.moves import answering, deciding_seat, decision_of, play_move
from bot.private import private_to
from bot.replies import guarded, locale
from bot.ui import panels
from bot.ui.custom_ids import DECISION, GAME, CustomId, Rebuilt
from bot.ui.move_menu import MenuOption, menu_options, parse_choice
from bot.ui.panels.next_decision import show_next_decision
from bot.wording import move_labels, step_words

MOVE_MENU = CustomId("move", GAME, DECISION)


class MoveSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], layout=MOVE_MENU):
    def __init__(
        self, game_id: int, decision: str, options: list[MenuOption] | None = None, loc: str | None = None
    ) -> None:
        choices = [
            discord.SelectOption(label=option.label, value=option.value, description=option.description)
            for option in options or []
        ]
        # The placeholder in the player's language (``loc``: the interaction's locale); a menu rebuilt from its
        # custom id after a restart is never shown again, so it needs none.
        placeholder = t("panel.pick", loc)
        super().__init__(panels.panel_menu(MOVE_MENU.build(game=game_id, decision=decision), choices, placeholder))
        self.game_id = game_id
        self.decision = decision

    async def callback(self, interaction: discord.Interaction) -> None:
        kind, text = parse_choice(panels.chosen(self.item))
        if kind == "narrow":
            await guarded(interaction, lambda: narrow_panel(interaction, self.game_id, self.decision, text))
        else:
            decision = answering(self.decision)
            await guarded(
                interaction,
                lambda: play_move(
                    interaction, text, game_id=self.game_id, decision=decision, next_decision=show_next_decision
                ),
            )


def move_menu(live: LiveGame, seat: int, prefix: str, loc: str) -> discord.ui.View:
    """The generic menu of the seat's legal moves that start with ``prefix``, narrowing word by word."""
    with private_to(seat):  # the presser's own moves
        moves = live.engine.legal_moves(live.state, seat)
    options = menu_options(
        moves,
        prefix,
        move_labels(live, seat, loc),
        lambda count: t("panel.count", loc, count=count),
        step_words(live, seat, loc),
    )
    view = discord.ui.View(timeout=None)
    view.add_item(MoveSelect(live.id, decision_of(live, seat), options, loc))
    return view


async def narrow_panel(interaction: discord.Interaction, game_id: int, decision: str, prefix: str) -> None:
    """The same panel with the menu narrowed to the moves that start with ``prefix``."""
    live, seat = await deciding_seat(interaction, game_id, decision)
    loc = locale(interaction)
    await interaction.response.edit_message(
        content=narrowed_text(live, seat, prefix, loc), view=move_menu(live, seat, prefix, loc)
    )


def narrowed_text(live: LiveGame, seat: int, prefix: str, loc: str) -> str:
    """The line above a narrowed menu: the words so far, in the game's words where it has them, and their
    notation ("Your options: Red tile of 3 squares (`build red3 …`)")."""
    notation = prefix.partition("|")[0]
    steps = step_words(live, seat, loc)
    worded = steps(notation) if steps is not None else None
    if worded is None:
        return t("panel.narrowed", loc, prefix=notation)
    return t("panel.narrowed_words", loc, words=worded, prefix=notation)
