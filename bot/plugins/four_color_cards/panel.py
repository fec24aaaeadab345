"""Four Color Cards' claim panel (what the channel reads about a move is ``bot.plugins.four_color_cards.wording``).

The panel (the board's "My hand / claim" button, for a player the game awaits) shows the hand picture and exactly
the player's legal options, in words: "Pong: 2 x red chariot (俥)", "Hu (win)", "Pass", "Discard yellow horse
(傌)". Few options are buttons, many (the discards of a full hand) one select.

A claim window awaits several players at once, and every answer moves the game's version on without changing the
window. So a component carries the decision it answers (``PublicRecord.decision``: the window, or the discard, put to
the table), not the version it was drawn at: a press answers that decision as long as the game still awaits it from
the presser, which is checked under the channel's lock against the latest state, whatever answers got in first
(``bot.moves.still_deciding``). A press on a decision that has passed, or a second press, gets the stale refusal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.board import private_file
from bot.drawing import Drawing
from bot.i18n import t
from bot.live import LiveGame
from bot.mentions import mention
from bot.moves import answering, decision_of, play_move
from bot.plugins.four_color_cards.wording import OptionWords, card_words, option_words, sentences
from bot.private import private_to
from bot.replies import game_bot, guarded, locale
from bot.ui import panels
from bot.ui.custom_ids import DECISION, GAME, CustomId, Field, Rebuilt
from bot.ui.panels import chosen
from bot.ui.panels.entry import PanelEntry
from bot.ui.panels.next_decision import show_next_decision
from games.contract import JSON

BUTTON_LIMIT = 10  # more options than this (a hand's discards) go into one select
BUTTONS_PER_ROW = 5

# A move's first word -> its button's style; every claim but hu is primary.
STYLES = {
    "hu": discord.ButtonStyle.success,
    "pass": discord.ButtonStyle.secondary,
    "discard": discord.ButtonStyle.secondary,
}


# What a hu would bring ------------------------------------------------------------------------------------------


def hu_note(outlook: JSON, loc: str | None) -> str:
    """The panel's line about the hu: the hand's value against the threshold and the payment or the penalty, from
    the engine's outlook in the seat's view (``hu_outlook``)."""
    key = "hu_note_paid" if outlook["reached"] else "hu_note_penalty"
    total = outlook["amount"] * outlook["others"]
    notes = [
        t(
            f"panel.four_color_cards.{key}",
            loc,
            count=outlook["points"],
            threshold=outlook["threshold"],
            amount=outlook["amount"],
            total=total,
        )
    ]
    if outlook["bonus"]:
        notes.append(t("panel.four_color_cards.hu_note_bonus", loc))
    if outlook["bonus_may_reach"]:
        notes.append(t("panel.four_color_cards.hu_note_bonus_may_reach", loc, threshold=outlook["threshold"]))
    return sentences(notes, loc)


# Options ------------------------------------------------------------------------------------------------------


class Option(OptionWords):
    """A legal option as the panel shows it: its words, and the colour of its button."""

    @property
    def style(self) -> discord.ButtonStyle:
        if self.costly:
            return discord.ButtonStyle.danger
        return STYLES.get(self.move.split()[0], discord.ButtonStyle.primary)


def options(view: JSON, loc: str | None) -> list[Option]:
    """The seat's legal moves as the panel shows them (``option_words``)."""
    return [Option(option.move, option.label, option.costly) for option in option_words(view, loc)]


def prompt_text(view: JSON, seat: int, seats: Sequence[int], loc: str | None) -> str:
    """The panel's text: the card in play and where it came from, or the call to discard; when hu is an option,
    what it would pay or cost."""
    prompt = view.get("prompt") or {}
    outlook = view.get("hu_outlook")  # the engine's, when hu is an option
    if prompt.get("kind") != "claim_window":
        lines = [t("panel.four_color_cards.your_discard", loc)]
        return "\n".join([*lines, hu_note(outlook, loc)] if outlook else lines)
    origin = int(prompt["from"])
    if prompt["source"] == "discard":
        source = t("panel.four_color_cards.from_discard", loc, user=mention(seats[origin], loc))
    elif origin == seat:
        source = t("panel.four_color_cards.from_own_draw", loc)
    else:
        source = t("panel.four_color_cards.from_draw", loc, user=mention(seats[origin], loc))
    lines = [t("panel.four_color_cards.in_play", loc, card=card_words(prompt["card"], loc), source=source)]
    if "pass" not in view.get("legal_moves", []):
        general = bool(view.get("must_take_general"))
        lines.append(t("panel.four_color_cards.no_pass_general" if general else "panel.four_color_cards.no_pass", loc))
    if outlook is not None:
        lines.append(hu_note(outlook, loc))
    return "\n".join(lines)


# Components -------------------------------------------------------------------------------------------------


OPTION_BUTTON = CustomId("fcc", GAME, DECISION, Field("move", "[a-z ]{1,40}"))
OPTION_MENU = CustomId("fccmenu", GAME, DECISION)


class OptionButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=OPTION_BUTTON):
    """One legal option; custom id ``fcc:<game id>:<decision>:<move>``."""

    def __init__(self, game_id: int, decision: str, option: Option) -> None:
        custom_id = OPTION_BUTTON.build(game=game_id, decision=decision, move=option.move)
        super().__init__(discord.ui.Button(label=option.label, style=option.style, custom_id=custom_id))
        self.game_id = game_id
        self.decision = decision
        self.move = option.move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OptionButton:
        # Rebuilt after a restart: only the move matters, the label is never shown again.
        (game_id, decision, move), forged = cls.fields(match)
        rebuilt = cls(game_id, decision, Option(move, "-"))
        rebuilt.forged = forged
        return rebuilt

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: answer(interaction, self.game_id, self.decision, self.move))


class OptionSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], layout=OPTION_MENU):
    """Every legal option in one menu, when there are too many for buttons; the value is the move."""

    def __init__(self, game_id: int, decision: str, choices: Sequence[Option] = (), loc: str | None = None) -> None:
        super().__init__(
            panels.panel_menu(
                OPTION_MENU.build(game=game_id, decision=decision),
                [discord.SelectOption(label=o.label, value=o.move) for o in choices],
                t("panel.pick", loc),
            )
        )
        self.game_id = game_id
        self.decision = decision

    async def callback(self, interaction: discord.Interaction) -> None:
        move = chosen(self.item)
        await guarded(interaction, lambda: answer(interaction, self.game_id, self.decision, move))


def components(game_id: int, decision: str, view: JSON, loc: str | None) -> discord.ui.View:
    """The options as buttons, five to a row, or as one menu when there are more than ``BUTTON_LIMIT``."""
    found = options(view, loc)
    panel = discord.ui.View(timeout=None)
    if len(found) > BUTTON_LIMIT:
        panel.add_item(OptionSelect(game_id, decision, found, loc))
        return panel
    for index, option in enumerate(found):
        button = OptionButton(game_id, decision, option)
        button.item.row = index // BUTTONS_PER_ROW
        panel.add_item(button)
    return panel


# The panel and its presses ----------------------------------------------------------------------------------


class FourColorCardsPanel:
    async def open(self, interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        content, picture, view = await _panel(game_bot(interaction).drawing, live, seat, locale(interaction))
        await interaction.edit_original_response(content=content, attachments=[picture], view=view)

    async def refresh(self, interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> bool:
        content, picture, view = await _panel(game_bot(interaction).drawing, live, seat, locale(interaction))
        await interaction.edit_original_response(content=f"{note}\n{content}", attachments=[picture], view=view)
        return True


async def _panel(drawing: Drawing, live: LiveGame, seat: int, loc: str) -> tuple[str, discord.File, discord.ui.View]:
    with private_to(seat):  # the panel's own seat
        view = live.engine.view(live.state, seat)
    picture = await private_file(drawing, live, seat, loc)
    text = prompt_text(view, seat, live.seats, loc)
    return text, picture, components(live.id, decision_of(live, seat), view, loc)


async def answer(interaction: discord.Interaction, game_id: int, decision: str, move: str) -> None:
    """Plays ``move`` for the presser if the game still awaits from them the decision the panel showed, checked
    under the channel's lock against the latest state (other answers in the window move the version on without
    changing the decision; a double press finds it answered)."""
    await play_move(interaction, move, game_id=game_id, decision=answering(decision), next_decision=show_next_decision)


# One "My hand / claim" button: a claim window involves everyone, so it opens the options of an awaited player and
# the hand of anyone else.
ENTRY = PanelEntry(FourColorCardsPanel(), items=(OptionButton, OptionSelect), board_buttons=("turn",))
