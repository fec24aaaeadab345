"""Copenhagen's private panel: take a card from a menu of the harbour, or build a tile with a preview.

The take-or-build decision shows the harbour's cards in a menu (the generic ``MoveSelect``, so picking one is
the shared move flow) and a **Build…** button. Building: choose a tile you can afford somewhere, see it drawn
on your facade at its first legal position, turn it with **Rotate** and **Mirror** (orientations without a
legal position are skipped), move it with the position menu, then **Confirm** plays the build through
``play_move`` and the panel moves on to the payment when abilities give a choice. Every other decision
(second card, discards, payment, coats of arms, Additional card / Both actions) lists its moves in the menu.

The panel keeps no memory: what is being previewed lives in the custom ids
(``cph:<game>:<decision>:<action>[:<tile>:<orientation>[:<cell>]]``, the decision: ``PublicRecord.decision``),
so a panel still answers after a restart, and a press on a panel whose decision has passed is refused as stale.
Which builds are legal, what they cost and how a tile turns are the engine's to say; this module only arranges them.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.ai_seats import display_names
from bot.board import private_file
from bot.discord_limits import option_text
from bot.i18n import has, picture_words, t
from bot.live import LiveGame
from bot.moves import answering, deciding_seat, decision_of, play_move
from bot.plugins.copenhagen.wording import move_label
from bot.private import private_to
from bot.refusal import Refusal
from bot.replies import game_bot, guarded, locale
from bot.ui import panels
from bot.ui.custom_ids import DECISION, GAME, CustomId, Field, Rebuilt
from bot.ui.move_menu import MENU_LIMIT, NARROW, MenuOption, menu_options
from bot.ui.panels.entry import PanelEntry
from bot.ui.panels.generic_menu import MoveSelect
from bot.ui.panels.next_decision import show_next_decision
from games.copenhagen import notation
from render import registry as renderers

PREVIEW_FILE = "preview.png"
BUILD = "build"
ROW_VALUE = "row:"  # a position-menu value that moves the preview to another row
# Components in the custom id: a tile like red3, an orientation like m270, a cell like c1.
TILE = r"[a-z]+[2-5]"
ORIENTATION = r"[rm][0-9]{1,3}"
CELL = r"[a-e][1-9]"

# The panel's buttons: label key and style.
BUTTONS: dict[str, tuple[str, discord.ButtonStyle]] = {
    "tiles": ("panel.copenhagen.build", discord.ButtonStyle.primary),
    "rot": ("panel.copenhagen.rotate", discord.ButtonStyle.secondary),
    "mir": ("panel.copenhagen.mirror", discord.ButtonStyle.secondary),
    "ok": ("panel.copenhagen.confirm", discord.ButtonStyle.success),
    "back": ("panel.copenhagen.back", discord.ButtonStyle.secondary),
}


@dataclass(frozen=True)
class Builds:
    """The legal build moves of the current decision: tile -> orientation -> cells, in the engine's order."""

    cells: dict[str, dict[str, list[str]]]

    @classmethod
    def of(cls, moves: Sequence[str]) -> Builds:
        cells: dict[str, dict[str, list[str]]] = {}
        for move in moves:
            words = move.split()
            if len(words) == 4 and words[0] == BUILD:
                cells.setdefault(words[1], {}).setdefault(words[2], []).append(words[3])
        return cls(cells)

    def first(self, tile: str, orientation: str | None = None) -> tuple[str, str] | None:
        """The first legal (orientation, cell) of ``tile``, in ``orientation`` if given."""
        orientations = self.cells.get(tile, {})
        chosen = orientation if orientation is not None else next(iter(orientations), None)
        cells = orientations.get(chosen or "")
        return (chosen, cells[0]) if chosen and cells else None

    def has(self, tile: str, orientation: str, cell: str | None = None) -> bool:
        cells = self.cells.get(tile, {}).get(orientation)
        return bool(cells) and (cell is None or cell in (cells or ()))

    def rotation(self, tile: str, orientation: str) -> str | None:
        """The next orientation clockwise with a legal position, if any other has one."""
        for quarter_turns in (1, 2, 3):
            turned = notation.turned(tile, orientation, quarter_turns)
            if turned != orientation and self.has(tile, turned):
                return turned
        return None

    def mirror(self, tile: str, orientation: str) -> str | None:
        """The tile flipped left-right, turned on to the first flipped orientation with a legal position."""
        flipped = notation.mirrored(tile, orientation)
        if flipped == orientation:
            return None  # a symmetric tile: the flip changes nothing
        for quarter_turns in (0, 1, 2, 3):
            turned = notation.turned(tile, flipped, quarter_turns)
            if turned != orientation and self.has(tile, turned):
                return turned
        return None


def _moves(live: LiveGame, seat: int) -> list[str]:
    with private_to(seat):  # the panel's own seat
        return live.engine.legal_moves(live.state, seat)


# The decision panel: the picture of the hand and facade, the moves of the decision, Build… when it can build.


def decision_text(live: LiveGame, seat: int, loc: str) -> str:
    with private_to(seat):
        view = live.engine.view(live.state, seat)
    decision = view.get("decision") if isinstance(view, dict) else None
    key = f"panel.copenhagen.decision.{decision}"
    if decision == "take_or_build" and not any(move.startswith(BUILD + " ") for move in _moves(live, seat)):
        key += ".take_only"  # no tile affordable: the panel has no Build… button to point to
    if decision == "after_take":
        # Name only what the player can do: an Additional card, Both actions, or both of them.
        moves = _moves(live, seat)
        extra = any(move.startswith("take ") for move in moves)
        if not (extra and "both" in moves):
            key += ".additional_card" if extra else ".both_actions"
    return t(key, loc) if has(key) else t("panel.title", loc)


def decision_view(live: LiveGame, seat: int, loc: str) -> discord.ui.View:
    moves = _moves(live, seat)
    builds = [move for move in moves if move.startswith(BUILD + " ")]
    others = [move for move in moves if not move.startswith(BUILD + " ")]
    options = menu_options(
        others, "", lambda move: move_label(live, seat, move, loc), lambda count: t("panel.count", loc, count=count)
    )
    if builds and len(options) < MENU_LIMIT:
        # The step-by-step path, for players who like a menu to a picture: tile -> orientation -> position, each
        # step in words with its notation beside it (``bot.plugins.copenhagen.wording.build_step``).
        count = t("panel.count", loc, count=len(builds))
        options.append(MenuOption(NARROW + BUILD, t("panel.copenhagen.build_steps", loc), f"build … · {count}"))
    view = discord.ui.View(timeout=None)
    decision = decision_of(live, seat)
    if options:
        view.add_item(MoveSelect(live.id, decision, options, loc))
    if builds:
        view.add_item(PanelButton(live.id, decision, "tiles", loc=loc))
    return view


async def show_decision(interaction: discord.Interaction, live: LiveGame, seat: int, note: str = "") -> None:
    """Edits the (deferred) panel to show the current decision with the seat's own picture; ``note`` (what
    was just played) above it."""
    loc = locale(interaction)
    picture = await private_file(game_bot(interaction).drawing, live, seat, loc)
    text = decision_text(live, seat, loc)
    await interaction.edit_original_response(
        content=f"{note}\n{text}" if note else text, attachments=[picture], view=decision_view(live, seat, loc)
    )


class CopenhagenPanel:
    async def open(self, interaction: discord.Interaction, live: LiveGame, seat: int) -> None:
        loc = locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await private_file(game_bot(interaction).drawing, live, seat, loc)
        await interaction.edit_original_response(
            content=decision_text(live, seat, loc), attachments=[picture], view=decision_view(live, seat, loc)
        )

    async def refresh(self, interaction: discord.Interaction, live: LiveGame, seat: int, note: str) -> bool:
        await show_decision(interaction, live, seat, note)
        return True


# The build path: choose a tile, then a preview with Rotate, Mirror, a position menu, Confirm and Back.


def tile_select(live: LiveGame, decision: str, builds: Builds, loc: str, current: str | None = None) -> TileSelect:
    options = []
    for tile, orientations in builds.cells.items():
        colour, size = tile[:-1], tile[-1]
        name = t(f"panel.copenhagen.colour.{colour}", loc)
        count = sum(len(cells) for cells in orientations.values())
        options.append(
            discord.SelectOption(
                label=t("panel.copenhagen.tile", loc, colour=name, size=size),
                value=tile,
                description=t("panel.copenhagen.positions", loc, count=count),
                default=tile == current,
            )
        )
    return TileSelect(live.id, decision, options[:MENU_LIMIT], loc)


def position_options(
    cells: Sequence[str], cell: str, label: Callable[[str], str], loc: str | None
) -> list[discord.SelectOption]:
    """The legal positions (brick cells) of one orientation, each labelled by ``label``; over 25, those of the
    current cell's row and one option per other row, which moves the preview to that row."""

    def position(at: str) -> discord.SelectOption:
        return discord.SelectOption(label=option_text(label(at)), value=at, default=at == cell)

    if len(cells) <= MENU_LIMIT:
        return [position(at) for at in cells]
    row = cell[1:]
    options = [position(at) for at in cells if at[1:] == row]
    counts: dict[str, int] = {}
    for at in cells:
        counts[at[1:]] = counts.get(at[1:], 0) + 1
    for other, count in sorted(counts.items(), key=lambda item: int(item[0])):
        if other != row:
            options.append(
                discord.SelectOption(
                    label=t("panel.copenhagen.row", loc, row=other),
                    value=ROW_VALUE + other,
                    description=t("panel.copenhagen.positions", loc, count=count),
                )
            )
    return options[:MENU_LIMIT]


def preview_view(
    live: LiveGame, seat: int, builds: Builds, tile: str, orientation: str, cell: str, loc: str
) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    decision = decision_of(live, seat)
    view.add_item(tile_select(live, decision, builds, loc, tile))

    def build_label(at: str) -> str:
        return move_label(live, seat, f"{BUILD} {tile} {orientation} {at}", loc)

    options = position_options(builds.cells[tile][orientation], cell, build_label, loc)
    view.add_item(PositionSelect(live.id, decision, tile, orientation, options, loc))
    # Rotate and Mirror carry the orientation they lead to, and the brick's cell to keep when the tile fits there.
    steps = (("rot", builds.rotation(tile, orientation)), ("mir", builds.mirror(tile, orientation)))
    for action, target in steps:
        step = PanelButton(live.id, decision, action, tile, target or orientation, cell, loc=loc, off=not target)
        view.add_item(step)
    view.add_item(PanelButton(live.id, decision, "ok", tile, orientation, cell, loc=loc))
    view.add_item(PanelButton(live.id, decision, "back", loc=loc))
    return view


async def show_tiles(interaction: discord.Interaction, game_id: int, decision: str) -> None:
    live, seat = await deciding_seat(interaction, game_id, decision)
    loc = locale(interaction)
    builds = Builds.of(_moves(live, seat))
    if not builds.cells:
        raise Refusal("panel.copenhagen.no_builds")
    view = discord.ui.View(timeout=None)
    view.add_item(tile_select(live, decision, builds, loc))
    view.add_item(PanelButton(live.id, decision, "back", loc=loc))
    await interaction.response.edit_message(content=t("panel.copenhagen.tiles", loc), view=view)


async def show_preview(
    interaction: discord.Interaction,
    game_id: int,
    decision: str,
    tile: str,
    orientation: str | None = None,
    cell: str | None = None,
    row: str | None = None,
    keep: str | None = None,
) -> None:
    """The panel with ``tile`` drawn where it would go: at ``cell``; else at ``keep`` if that is a legal position
    of ``orientation``; else at the first legal position of ``orientation`` (in ``row`` if given); without an
    orientation, at the tile's first legal position."""
    live, seat = await deciding_seat(interaction, game_id, decision)
    loc = locale(interaction)
    builds = Builds.of(_moves(live, seat))
    first = builds.first(tile, orientation)
    if first is None:
        raise Refusal("panel.copenhagen.no_position")
    orientation = first[0]
    if keep is not None and builds.has(tile, orientation, keep):
        cell = keep
    if row is not None:
        cell = next((at for at in builds.cells[tile][orientation] if at[1:] == row), None)
    cell = cell or first[1]
    move = f"{BUILD} {tile} {orientation} {cell}"
    with private_to(seat):
        preview = live.engine.preview(live.state, seat, move) if builds.has(tile, orientation, cell) else None
    if preview is None:
        raise Refusal("panel.copenhagen.no_position")
    await interaction.response.defer()
    png = await game_bot(interaction).drawing.drawn(
        renderers.private_png,
        live.engine.id,
        preview,
        display_names(live.seats, live.record.names, loc),
        picture_words(live.engine.id, loc),
    )
    await interaction.edit_original_response(
        content=t("panel.copenhagen.preview", loc, label=move_label(live, seat, move, loc)),
        attachments=[discord.File(io.BytesIO(png), filename=PREVIEW_FILE)],
        view=preview_view(live, seat, builds, tile, orientation, cell, loc),
    )


async def go_back(interaction: discord.Interaction, game_id: int, decision: str) -> None:
    live, seat = await deciding_seat(interaction, game_id, decision)
    await interaction.response.defer()
    await show_decision(interaction, live, seat)


PANEL_BUTTON = CustomId(
    "cph",
    GAME,
    DECISION,
    Field("action", "|".join(BUTTONS)),
    Field("tile", TILE, optional=True),
    Field("orientation", ORIENTATION, optional=True),
    Field("cell", CELL, optional=True),
)
TILE_MENU = CustomId("cph", GAME, DECISION, "tile")
POSITION_MENU = CustomId("cph", GAME, DECISION, "pos", Field("tile", TILE), Field("orientation", ORIENTATION))


class PanelButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], layout=PANEL_BUTTON):
    """Build…, Rotate, Mirror, Confirm and Back. Rotate and Mirror carry the orientation they lead to."""

    def __init__(
        self,
        game_id: int,
        decision: str,
        action: str,
        tile: str | None = None,
        orientation: str | None = None,
        cell: str | None = None,
        *,
        loc: str | None = None,
        off: bool = False,
    ) -> None:
        custom_id = PANEL_BUTTON.build(
            game=game_id, decision=decision, action=action, tile=tile, orientation=orientation, cell=cell
        )
        key, style = BUTTONS[action]
        super().__init__(discord.ui.Button(label=t(key, loc), style=style, custom_id=custom_id, disabled=off))
        self.game_id = game_id
        self.decision = decision
        self.action = action
        self.tile = tile
        self.orientation = orientation
        self.cell = cell

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: self.press(interaction))

    async def press(self, interaction: discord.Interaction) -> None:
        game_id, decision = self.game_id, self.decision
        if self.action == "tiles":
            await show_tiles(interaction, game_id, decision)
        elif self.action == "back":
            await go_back(interaction, game_id, decision)
        elif self.tile is None or self.orientation is None:
            raise Refusal("panel.copenhagen.no_position")
        elif self.action == "ok":
            if self.cell is None:
                raise Refusal("panel.copenhagen.no_position")
            # play_move re-checks everything under the channel's lock: the decision, the seat, the turn.
            move = f"{BUILD} {self.tile} {self.orientation} {self.cell}"
            await play_move(
                interaction,
                move,
                game_id=game_id,
                decision=answering(decision),
                next_decision=show_next_decision,
            )
        else:
            await show_preview(interaction, game_id, decision, self.tile, self.orientation, keep=self.cell)


class TileSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], layout=TILE_MENU):
    def __init__(
        self, game_id: int, decision: str, options: list[discord.SelectOption] | None = None, loc: str | None = None
    ) -> None:
        super().__init__(
            panels.panel_menu(
                TILE_MENU.build(game=game_id, decision=decision),
                options or (),
                t("panel.copenhagen.pick_tile", loc),
                row=0,
            )
        )
        self.game_id = game_id
        self.decision = decision

    async def callback(self, interaction: discord.Interaction) -> None:
        tile = panels.chosen(self.item)
        await guarded(interaction, lambda: show_preview(interaction, self.game_id, self.decision, tile))


class PositionSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], layout=POSITION_MENU):
    def __init__(
        self,
        game_id: int,
        decision: str,
        tile: str,
        orientation: str,
        options: list[discord.SelectOption] | None = None,
        loc: str | None = None,
    ) -> None:
        super().__init__(
            panels.panel_menu(
                POSITION_MENU.build(game=game_id, decision=decision, tile=tile, orientation=orientation),
                options or (),
                t("panel.copenhagen.pick_position", loc),
                row=1,
            )
        )
        self.game_id = game_id
        self.decision = decision
        self.tile = tile
        self.orientation = orientation

    async def callback(self, interaction: discord.Interaction) -> None:
        value = panels.chosen(self.item)
        row = value[len(ROW_VALUE) :] if value.startswith(ROW_VALUE) else None
        cell = None if row is not None else value
        await guarded(
            interaction,
            lambda: show_preview(interaction, self.game_id, self.decision, self.tile, self.orientation, cell, row),
        )


ENTRY = PanelEntry(CopenhagenPanel(), items=(PanelButton, TileSelect, PositionSelect))
