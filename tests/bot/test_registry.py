"""One registration per game in each layer (its engine in ``games.registry``, its renderer in ``render.registry``,
its panel in ``bot.ui.panels``), and custom ids written once per component."""

from __future__ import annotations

import re
from typing import Any, cast

import discord
import pytest

from bot.plugins.copenhagen.panel import PANEL_BUTTON, PanelButton
from bot.ui import panels
from bot.ui.custom_ids import DECISION, GAME, CustomId, Field
from bot.ui.game_buttons import GameButton
from bot.ui.lobby import LOBBY_BUTTON, LobbyButton
from bot.ui.panels.entry import BOARD_ACTIONS, PanelEntry
from bot.ui.panels.generic_menu import MoveSelect
from games import registry
from games.contract import Game
from render.registry import public_png, renderer_for


@pytest.mark.parametrize("engine", registry.all_games(), ids=lambda engine: engine.id)
def test_every_registered_game_has_a_renderer_a_panel_and_board_buttons(engine: Game[Any]) -> None:
    state = engine.new(engine.min_players, engine.default_options(), 7)
    names = [f"p{seat}" for seat in range(engine.min_players)]
    assert renderer_for(engine.id).public(engine.view(state, None), names).width > 0
    assert public_png(engine.id, engine.view(state, None), names).startswith(b"\x89PNG")
    panel = panels.panel_for(engine.id)
    assert callable(panel.open) and callable(panel.refresh)
    board_buttons = panels.board_buttons_of(engine.id)
    assert board_buttons and set(board_buttons) <= set(BOARD_ACTIONS)


def test_the_bot_answers_every_component_after_a_restart() -> None:
    items = panels.dynamic_items()
    assert GameButton in items and MoveSelect in items
    assert len(items) == len(set(items))
    # The lobby's buttons are its own extension's.
    assert LobbyButton not in items


def test_a_game_with_unknown_board_buttons_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown board buttons"):
        PanelEntry(panels.generic_panel(), board_buttons=("dance",))


def test_a_custom_id_is_built_and_matched_from_the_same_parts() -> None:
    full = PANEL_BUTTON.build(game=7, decision="12", action="rot", tile="red3", orientation="r90", cell="c1")
    assert full == "cph:7:12:rot:red3:r90:c1"
    short = PANEL_BUTTON.build(game=7, decision="12", action="tiles", tile=None, orientation=None, cell=None)
    assert short == "cph:7:12:tiles"
    for custom_id in (full, short):
        assert re.fullmatch(PANEL_BUTTON.pattern, custom_id)
    match = re.fullmatch(PANEL_BUTTON.pattern, full)
    assert match is not None and (match["game"], match["decision"], match["cell"]) == ("7", "12", "c1")


def test_a_forged_or_broken_custom_id_does_not_match_and_cannot_be_built() -> None:
    layout = CustomId("fcc", GAME, DECISION, Field("move", "[a-z ]{1,40}"))
    for forged in ("fcc:7:12:pong:x", "fcc:x:12:pong", "fcc:7:12:" + "a" * 41, "fcc:7:12:PONG", "fcc:7::pong"):
        assert re.fullmatch(layout.pattern, forged) is None, forged
    with pytest.raises(ValueError):
        layout.build(game=7, decision="12", move="pong:x")
    with pytest.raises(ValueError):
        layout.build(game=7, decision="12")
    with pytest.raises(ValueError, match="optional fields come last"):
        CustomId("x", Field("a", "a", optional=True), Field("b", "b"))


async def test_a_pressed_component_is_rebuilt_from_its_custom_id_with_numbers_as_numbers() -> None:
    lobby_id = LOBBY_BUTTON.build(lobby=12, action="join")
    match = re.fullmatch(LobbyButton.layout.pattern, lobby_id)
    assert match is not None
    button = await LobbyButton.from_custom_id(cast(discord.Interaction, None), cast(discord.ui.Item[Any], None), match)
    assert (button.lobby_id, button.action) == (12, "join")
    panel_id = PANEL_BUTTON.build(game=7, decision="h3", action="ok", tile="red3", orientation="m90", cell="b2")
    match = re.fullmatch(PanelButton.layout.pattern, panel_id)
    assert match is not None
    pressed = await PanelButton.from_custom_id(cast(discord.Interaction, None), cast(discord.ui.Item[Any], None), match)
    assert (pressed.game_id, pressed.decision, pressed.tile, pressed.orientation, pressed.cell) == (
        7,
        "h3",
        "red3",
        "m90",
        "b2",
    )
