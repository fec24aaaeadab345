"""Troyes Dice's private panel: choose your die in steps, see what it gives, confirm.

In a half-day's choose phase "Choose your die" opens the player's sheet picture with, step by step, a menu of
the dice they can take (unaffordable ones explained), a menu of the changes they can afford, a menu of the
actions with what each gives, then "You will: ..." with Confirm and Back. Every option is a prefix of a legal
move: the steps come from ``games.troyes_dice.choice_steps``, which groups the engine's legal moves. Confirm plays
the whole move through ``play_move``, the flow ``/play`` uses. Any other decision (a bonus build) gets the
generic menu.

The panel's state lives in its custom ids, so a press works after a restart: ``tds:<game>:<decision>:<path>``
for a step's menu and ``tdb:<game>:<decision>:<ok|back>:<path>`` for its buttons, where ``path`` is the parts
chosen so far joined by "/" (``die 2 pay knowledge/as white to 5/prestige``; "=" for an unchanged die). The
decision (``PublicRecord.decision``) is the half-day: the other players' secret choices move the version on without
changing this player's decision, and a ten-player table must not make every panel stale.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import discord

from bot.ai_seats import display_names
from bot.board import private_file
from bot.i18n import GameName, picture_words, series, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.moves import current_game, decision_of, play_move, presser_seat, still_deciding
from bot.plugins.troyes_dice.wording import (
    GAME_ID,
    Amounts,
    amount_of_word,
    amount_word,
    amounts,
    amounts_words,
    building_word,
    catalog_key,
    colour_word,
    plan_words,
    refusal_of,
    say,
)
from bot.private import private_to
from bot.refusal import CatalogWord, Refusal, RuleRefusal
from bot.replies import game_bot, guarded, locale, where
from bot.ui import panels
from bot.ui.custom_ids import DECISION, GAME, CustomId, Field, Rebuilt
from bot.ui.panels.entry import PanelEntry
from bot.ui.panels.generic_menu import move_menu
from bot.ui.panels.next_decision import show_next_decision
from games.contract import JSON
from games.troyes_dice import components as c
from games.troyes_dice.notation import SUPPLIES_MOVE
from render.common import encode_png
from render.troyes_dice import RENDERER

SEPARATOR = "/"
UNCHANGED = "="  # the adjustment part of a die used as rolled (a select value cannot be empty)
PATH = Field("path", "[a-z0-9 /=]*")
STEP_MENU = CustomId("tds", GAME, DECISION, PATH)
STEP_BUTTON = CustomId("tdb", GAME, DECISION, Field("action", "ok|back"), PATH)
# The board's "Sheets" menu: anyone (players, spectators) picks a seat and gets its sheet privately.
SHEET_MENU = CustomId("tdsheet", GAME)
SHEET_FILE = "sheet.png"


# Words the panel alone shows: prices, gains, actions (the others are the channel's too, ``bot.wording``).


def _price(price: Amounts | None, loc: str | None) -> str:
    return say("any_resource", loc) if price is None else amounts_words(price, loc)


def _gains(preview: JSON, loc: str | None) -> str:
    """What a choice gives, from the engine's preview of it (a move of ``me.steps.moves``)."""
    parts = [
        say("gain_resource", loc, amount=amount_word(index, count, loc))
        for index, count in enumerate(amounts(preview["resources"]))
        if count
    ]
    for index, count in enumerate(amounts(preview["citizens"])):
        if count:
            name = "gain_citizen" if count == 1 else "gain_citizens"
            parts.append(say(name, loc, count=count, colour=colour_word(c.COLOURS[index], loc)))
    if preview["diamonds"]:
        parts.append(say("gain_diamond", loc))
    if preview["cathedral"] is not None:
        multiplier, row = preview["cathedral"]
        parts.append(say("gain_cathedral", loc, multiplier=multiplier, row=say(f"row.{row}", loc)))
    if preview["protects"]:
        parts.append(say("gain_protection", loc, number=preview["value"]))
    for bonus in preview["bonuses"]:
        if bonus == "work":
            parts.append(say("gain_work_bonus", loc))
        else:
            first, second = (colour_word(name, loc) for name in bonus.split("+"))
            colours = say("either", loc, first=first, second=second)
            parts.append(say("gain_prestige_bonus", loc, colours=colours))
    return series(parts, loc) if parts else say("gain_nothing", loc)


def _action_label(preview: JSON, loc: str | None) -> str:
    colour, value, action = preview["colour"], preview["value"], preview["action"]
    if action == "resources":
        return say("take", loc, amount=amount_of_word(colour, value or 0, loc))
    return say("build", loc, building=building_word(colour, action, loc), number=value)


# Paths: the parts chosen so far, carried in custom ids.


def encode(parts: Sequence[str]) -> str:
    return SEPARATOR.join(part or UNCHANGED for part in parts)


def decode(path: str) -> list[str]:
    return [] if not path else ["" if part == UNCHANGED else part for part in path.split(SEPARATOR)]


def join(die: str, adjustment: str, action: str) -> str:
    """A die move from its three parts (the adjustment may be empty), as the notation writes it."""
    return " ".join(part for part in (die, adjustment, action) if part)


def _me(live: LiveGame, seat: int) -> JSON:
    """What the seat's own view says of it alone: its pending choice, and its half-day choice in steps (null when
    it has no choice to make)."""
    with private_to(seat):  # the seat's own panel
        return live.engine.view(live.state, seat).get("me") or {}


def _action_moves(steps: JSON, die: str, adjustment: str) -> list[str]:
    return list(steps["actions"].get(die, {}).get(adjustment, []))


def _checked(steps: JSON, parts: list[str]) -> list[str]:
    """``parts`` when they are a prefix of one of the seat's legal moves; else the panel is out of date."""
    if steps is None:  # no choice to make: no step but the first is open
        if not parts:
            return parts
        raise Refusal("error.stale")
    if steps["supplies_only"]:
        if parts in ([], [SUPPLIES_MOVE]):
            return parts
        raise Refusal("error.stale")
    offered: list[list[str]] = [[option["words"] for option in steps["dice"]]]
    if len(parts) >= 1:
        offered.append([adjustment["words"] for adjustment in steps["adjustments"].get(parts[0], [])])
    if len(parts) >= 2:
        offered.append([steps["moves"][move]["action"] for move in _action_moves(steps, parts[0], parts[1])])
    if len(parts) > 3 or any(part not in options for part, options in zip(parts, offered, strict=False)):
        raise Refusal("error.stale")
    return parts


# The steps: each returns the panel's text and components for the parts chosen so far.


class Step:
    """One step of the panel for a seat that is choosing: its text and its components, read from the seat's own
    view (its ``me.steps``, where the engine says what each option costs and gives)."""

    def __init__(self, live: LiveGame, seat: int, loc: str | None) -> None:
        self.live = live
        with private_to(seat):  # the seat's own panel
            self.view = live.engine.view(live.state, seat)
        self.me: JSON = self.view.get("me") or {}
        self.steps: JSON = self.me.get("steps") or {}
        self.seat = seat
        self.loc = loc
        self.decision = decision_of(live, seat)

    def render(self, parts: list[str]) -> tuple[str, discord.ui.View]:
        if self.steps.get("supplies_only"):
            return self.summary([SUPPLIES_MOVE], back=None)
        if not parts:
            return self.dice()
        adjustments = self.steps["adjustments"][parts[0]]
        if len(parts) == 1 and len(adjustments) > 1:
            return self.adjustments(parts[0], adjustments)
        if len(parts) == 1:
            parts = [parts[0], adjustments[0]["words"]]  # nothing affordable to change: straight to the action
        back = parts[:1] if len(adjustments) > 1 else []
        if len(parts) == 2:
            return self.actions(parts, back, changeable=len(adjustments) > 1)
        return self.summary(parts, back=parts[:2])

    def _view(self, parts: list[str], options: list[discord.SelectOption], placeholder: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(StepSelect(self.live.id, self.decision, encode(parts), options, placeholder))
        return view

    def _holdings(self) -> str:
        """What the seat holds: the amounts, or that it holds nothing (not "free", which is a price)."""
        available = amounts(self.steps["holdings"])
        if not any(available):
            return say("you_have_nothing", self.loc)
        return say("you_have", self.loc, amounts=amounts_words(available, self.loc))

    def _die_option(self, die: str) -> JSON:
        return next(option for option in self.steps["dice"] if option["words"] == die)

    def _price(self, option: JSON) -> str:
        price = amounts(option["price"])
        if price == (0, 0, 0):
            return say("free", self.loc)
        return say("pay", self.loc, amounts=amounts_words(price, self.loc))

    def dice(self) -> tuple[str, discord.ui.View]:
        loc = self.loc
        lines = [say("die_step", loc, day=self.view["day"], half=say(self.view["half"], loc)), self._holdings()]
        for die in self.steps.get("blocked", []):
            if die["reason"] == "black":
                lines.append(say("black_die", loc, slot=die["slot"], value=die["value"]))
            else:
                colour = colour_word(die["colour"], loc)
                price = _price(None if die["price"] is None else amounts(die["price"]), loc)
                lines.append(say("unaffordable", loc, slot=die["slot"], colour=colour, value=die["value"], price=price))
        options = [
            discord.SelectOption(
                label=say(
                    "die_option",
                    loc,
                    slot=option["slot"],
                    colour=colour_word(option["colour"], loc),
                    value=option["value"],
                    price=self._price(option),
                ),
                value=option["words"],
                description=say(
                    "die_hint",
                    loc,
                    value=option["value"],
                    amount=amount_of_word(option["colour"], option["value"], loc),
                    colour=colour_word(option["colour"], loc),
                ),
            )
            for option in self.steps.get("dice", [])
        ]
        return "\n".join(lines), self._view([], options, say("pick_die", loc))

    def adjustments(self, die: str, adjustments: list[JSON]) -> tuple[str, discord.ui.View]:
        loc = self.loc
        option = self._die_option(die)
        text = say(
            "adjust_step",
            loc,
            slot=option["slot"],
            colour=colour_word(option["colour"], loc),
            value=option["value"],
            price=self._price(option),
            knowledge=c.COLOUR_CHANGE_KNOWLEDGE,
            influence=c.VALUE_STEP_INFLUENCE,
        )
        choices = []
        for adjustment in adjustments:
            colour = colour_word(adjustment["colour"], loc)
            value = adjustment["value"]
            if adjustment["words"]:
                cost = amounts_words(amounts(adjustment["cost"]), loc)
                label = say("change", loc, colour=colour, value=value, cost=cost)
            else:
                label = say("keep", loc, colour=colour, value=value)
            hint = say(
                "die_hint", loc, value=value, amount=amount_of_word(adjustment["colour"], value, loc), colour=colour
            )
            choices.append(discord.SelectOption(label=label, value=adjustment["words"] or UNCHANGED, description=hint))
        view = self._view([die], choices, say("pick_adjustment", loc))
        view.add_item(StepButton(self.live.id, self.decision, "back", "", loc))
        return text, view

    def actions(self, parts: list[str], back: list[str], changeable: bool) -> tuple[str, discord.ui.View]:
        loc = self.loc
        die, adjustment = parts
        previews = [self.steps["moves"][move] for move in _action_moves(self.steps, die, adjustment)]
        first = previews[0]
        option = self._die_option(die)
        lines = [
            say(
                "action_step",
                loc,
                slot=option["slot"],
                colour=colour_word(first["colour"] or "", loc),
                value=first["value"],
            )
        ]
        if not changeable:
            lines.append(say("cannot_change", loc))
        for refused in self.steps["refused"].get(die, {}).get(adjustment, []):
            refusal = RuleRefusal(GAME_ID, refusal_of(refused))  # its game words written in the reader's language
            lines.append(t(refusal.key, loc, **refusal.params))
        options = [
            discord.SelectOption(
                label=_action_label(preview, loc), value=preview["action"], description=_gains(preview, loc)
            )
            for preview in previews
        ]
        view = self._view(parts, options, say("pick_action", loc))
        view.add_item(StepButton(self.live.id, self.decision, "back", encode(back), loc))
        return "\n".join(lines), view

    def summary(self, parts: list[str], back: list[str] | None) -> tuple[str, discord.ui.View]:
        loc = self.loc
        move = join(*parts) if len(parts) == 3 else parts[0]
        preview = self.steps["moves"][move]
        lines = [say("supplies", loc)] if preview["action"] == SUPPLIES_MOVE else []
        lines.append(say("you_will", loc, plan=plan_words(preview, loc)))
        lines.append(say("you_gain", loc, gains=_gains(preview, loc)))
        lines.append(say("confirm_note", loc, undo=t("undo.button", loc)))
        view = discord.ui.View(timeout=None)
        view.add_item(StepButton(self.live.id, self.decision, "ok", encode(parts), loc))
        if back is not None:
            view.add_item(StepButton(self.live.id, self.decision, "back", encode(back), loc))
        return "\n".join(lines), view


# Components: a step's menu and its Confirm and Back buttons.


class StepSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], layout=STEP_MENU):
    def __init__(
        self,
        game_id: int,
        decision: str,
        path: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            panels.panel_menu(STEP_MENU.build(game=game_id, decision=decision, path=path), options or (), placeholder)
        )
        self.game_id = game_id
        self.decision = decision
        self.path = path

    async def callback(self, interaction: discord.Interaction) -> None:
        value = panels.chosen(self.item)
        parts = [*decode(self.path), "" if value == UNCHANGED else value]
        await guarded(interaction, lambda: show_step(interaction, self.game_id, self.decision, parts))


class StepButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=STEP_BUTTON):
    def __init__(self, game_id: int, decision: str, action: str, path: str, loc: str | None = None) -> None:
        style = discord.ButtonStyle.success if action == "ok" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=say("confirm" if action == "ok" else "back", loc),
                style=style,
                custom_id=STEP_BUTTON.build(game=game_id, decision=decision, action=action, path=path),
            )
        )
        self.game_id = game_id
        self.decision = decision
        self.action = action
        self.path = path

    async def callback(self, interaction: discord.Interaction) -> None:
        parts = decode(self.path)
        if self.action == "ok":
            await guarded(interaction, lambda: confirm(interaction, self.game_id, self.decision, parts))
        else:
            await guarded(interaction, lambda: show_step(interaction, self.game_id, self.decision, parts))


# Handlers.


def _still_choosing(live: LiveGame, seat: int, decision: str, me: JSON) -> None:
    """Refuses unless the seat still has its choice to make in the half-day the panel was made for; a seat that
    made it is reminded of what it chose, and that Undo (or ``/undo``) takes it back while the others choose.
    ``me`` is the seat's part of its own view."""
    chosen = me.get("choice")
    if chosen is not None and decision_of(live, seat) == decision:
        raise Refusal(catalog_key("chosen_undo"), move=chosen, undo=CatalogWord("undo.button"))
    still_deciding(live, seat, decision)


async def show_step(interaction: discord.Interaction, game_id: int, decision: str, parts: list[str]) -> None:
    live = await current_game(interaction, game_id)
    seat = presser_seat(interaction, live)
    step = Step(live, seat, locale(interaction))
    _still_choosing(live, seat, decision, step.me)
    content, view = step.render(_checked(step.me.get("steps"), parts))
    await interaction.response.edit_message(content=content, view=view)


async def confirm(interaction: discord.Interaction, game_id: int, decision: str, parts: list[str]) -> None:
    """Plays the complete choice. It is checked under the channel's lock against the half-day, not against the
    version the panel was drawn at: other players' choices move the version on without changing this decision,
    while a choice pressed twice, or after its half-day has resolved, is refused."""
    if parts == [SUPPLIES_MOVE]:
        move = SUPPLIES_MOVE
    elif len(parts) == 3:
        move = join(*parts)
    else:
        raise Refusal("error.stale")  # Confirm is only ever built for a complete choice

    def still_open(live: LiveGame, seat: int) -> None:
        me = _me(live, seat)
        _still_choosing(live, seat, decision, me)
        _checked(me.get("steps"), parts)

    await play_move(interaction, move, game_id=game_id, decision=still_open, next_decision=show_next_decision)


class TroyesDicePanel:
    async def open(self, interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
        loc = locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await private_file(game_bot(interaction).drawing, live, seat, loc)
        step = Step(live, seat, loc)
        if step.me.get("steps") is not None:
            content, view = step.render([])
        else:
            # Any other decision (a bonus build): the generic menu of every legal move.
            content, view = t("panel.title", loc), move_menu(live, seat, "", loc)
        await interaction.edit_original_response(content=content, attachments=[picture], view=view)

    async def refresh(self, interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> bool:
        loc = locale(interaction)
        step = Step(live, seat, loc)
        if step.me.get("steps") is None:
            return False
        picture = await private_file(game_bot(interaction).drawing, live, seat, loc)
        content, view = step.render([])
        await interaction.edit_original_response(
            content=f"{note}\n{say('next_roll', loc)}\n{content}", attachments=[picture], view=view
        )
        return True


# Any seat's sheet, for anyone: every sheet is public in Troyes Dice, as on Board Game Arena.


def sheets_menu(live: LiveGame, loc: str | None) -> discord.ui.Item[Any]:
    """The "Sheets" menu under the board: one option per seat (AI seats too), each named as that player's sheet
    (never "1: Amélie", which reads as a ranking) with its points."""
    names = display_names(live.seats, live.record.names, loc)
    players = live.engine.view(live.state, None)["players"]
    options = [
        discord.SelectOption(
            label=t(catalog_key("sheet_choice"), loc, name=name),
            value=str(seat),
            description=say("sheet_points", loc, count=players[seat]["score"]),
        )
        for seat, name in enumerate(names)
    ]
    return SheetSelect(live.id, options, say("sheets", loc))


class SheetSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], layout=SHEET_MENU):
    def __init__(
        self, game_id: int, options: list[discord.SelectOption] | None = None, placeholder: str | None = None
    ) -> None:
        # Its own row under the board's buttons (a select takes a whole row).
        super().__init__(panels.panel_menu(SHEET_MENU.build(game=game_id), options or (), placeholder, row=1))
        self.game_id = game_id

    async def callback(self, interaction: discord.Interaction) -> None:
        value = panels.chosen(self.item)
        await guarded(interaction, lambda: _sheet_from_menu(interaction, self.game_id, value))


async def _sheet_from_menu(interaction: discord.Interaction, game_id: int, value: str) -> None:
    # Sheets stay public once the game is over: the final board keeps this menu, so any status answers.
    live = await game_bot(interaction).sessions.load(game_id)
    if live is None:
        raise Refusal("error.stale")
    if live.record.channel_id != interaction.channel_id:
        raise Refusal("error.other_channel")
    if not value.isascii() or not value.isdigit() or not 0 <= int(value) < len(live.seats):
        raise Refusal("error.stale")  # a seat the menu never offered
    await show_sheet(interaction, live, int(value))


async def sheet_command(interaction: discord.Interaction, member: discord.abc.User) -> None:
    """``/game sheet player:<member>``: that player's sheet, privately, for anyone in the channel. With no game
    running it answers for the channel's last finished Troyes Dice game, as that game's final board still does."""
    _, channel_id = where(interaction)
    sessions = game_bot(interaction).sessions
    live = await sessions.game(channel_id)
    if live is None:
        finished = await sessions.last_finished(channel_id, GAME_ID)
        if finished is None:
            raise Refusal(catalog_key("sheet_no_game"))
        seat = finished.record.seat_of(member.id)
        if seat is None:
            raise Refusal(catalog_key("sheet_not_played"), user=mention(member.id))
        await show_sheet(interaction, finished, seat)
        return
    if live.engine.id != GAME_ID:
        raise Refusal(catalog_key("sheet_other_game"), game=GameName(live.engine.id))
    seat = live.record.seat_of(member.id)
    if seat is None:
        raise Refusal(catalog_key("sheet_not_playing"), user=mention(member.id))
    await show_sheet(interaction, live, seat)


async def show_sheet(interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
    """Answers privately with ``seat``'s sheet, drawn from the spectator view: it holds every sheet and never a
    pending choice, so nothing secret can reach the picture whoever asks."""
    loc = locale(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    png = await game_bot(interaction).drawing.drawn(
        lambda: encode_png(
            RENDERER.sheet(
                live.engine.view(live.state, None),
                seat,
                display_names(live.seats, live.record.names, loc),
                picture_words(GAME_ID, loc),
            )
        )
    )
    wording = "sheet_of" if live.result() is None else "final_sheet_of"
    text = say(wording, loc, user=mention(live.seats[seat], loc), number=seat + 1)
    await interaction.edit_original_response(
        content=text,
        attachments=[discord.File(io.BytesIO(png), filename=SHEET_FILE)],
        allowed_mentions=discord.AllowedMentions.none(),
    )


ENTRY = PanelEntry(TroyesDicePanel(), items=(StepSelect, StepButton, SheetSelect), board_menu=sheets_menu)
