"""Copenhagen's private panel: taking a card from the harbour menu, building with a preview, paying after."""

from __future__ import annotations

from collections.abc import Mapping
from types import SimpleNamespace
from typing import Any

import pytest

from bot.i18n import t
from bot.plugins.copenhagen.panel import Builds, position_options
from bot.plugins.copenhagen.panel import decision_text as copenhagen_decision_text
from bot.plugins.copenhagen.wording import move_label as copenhagen_label
from bot.plugins.copenhagen.wording import steps as copenhagen_steps
from bot.sandbox.local_discord import FakeMessage
from games.contract import JSON
from games.copenhagen import GAME, CopenhagenState
from tests.e2e.conftest import People
from tests.e2e.harness import Table, button_id, ephemeral_text
from tests.games.copenhagen.helpers import board, hand, position

REAL_NEW = GAME.new


def alice_can_build_with_a_discount(players: int, options: Mapping[str, JSON], seed: int) -> CopenhagenState:
    """A fresh game where Alice (seat 0) holds three red and two blue cards and an active Construction
    discount, so a red 3 can be paid two ways and the payment decision follows the build."""
    state = REAL_NEW(players, options, seed)
    state.hands[0] = hand(red=3, blue=2)
    state.abilities[0] = {"any_cards": True, "construction_discount": True}
    return state


@pytest.fixture
def prepared(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GAME, "new", alice_can_build_with_a_discount)


async def start_copenhagen(table: Table, people: People) -> FakeMessage:
    lobby = (await table.slash(people.alice, "game new", game="copenhagen")).message
    assert lobby is not None
    await table.click(people.bob, table.fake.message(lobby.id), button_id(lobby, "join"))
    await table.slash(people.alice, "game start")
    return await table.wait_for_boards(1)


async def open_panel(table: Table, people: People, board: FakeMessage) -> FakeMessage:
    panel = (await table.click(people.alice, board, button_id(board, "turn"))).last
    assert panel is not None and panel.ephemeral
    return panel


def component_id(message: FakeMessage, prefix: str) -> str:
    return next(custom_id for custom_id in message.custom_ids() if custom_id.startswith(prefix))


def picture(message: FakeMessage, filename: str) -> bytes:
    return message.attachment(filename).data


async def live_state(table: Table) -> Any:
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    return live.state


async def test_the_take_or_build_panel_lists_the_harbour_cards_and_a_build_button(
    table: Table, people: People, prepared: None
) -> None:
    panel = await open_panel(table, people, await start_copenhagen(table, people))
    assert [a.filename for a in panel.attachments] == ["private.png"]
    menu = panel.component(component_id(panel, "move:"))
    state = await live_state(table)
    takes = {str(o["value"]): str(o["label"]) for o in menu["options"] if str(o["value"]).startswith("!take")}
    assert takes == {
        f"!take {slot + 1}": f"Take the {card} card from slot {slot + 1}" for slot, card in enumerate(state.harbour)
    }
    assert "Build…" in panel.button_labels()
    # A card taken from the menu: the same panel moves on to the second card, from a neighbouring slot.
    posts = len(table.public_messages())
    await table.select(people.alice, panel, component_id(panel, "move:"), "!take 4")
    # The channel hears of the first card in a line; the panel, refreshed on its own, asks for the second.
    step = await table.wait_for_posts(posts + 1)
    assert "take 4" in step.content and not step.attachments
    # (The first prompt mentions a second card too: wait for the prompt of the second card itself.)
    panel = await table.wait_for_update(panel, lambda message: "Take your second card" in message.content)
    # What was just played, in the words of the menu it was chosen from, above the next decision.
    assert panel.content.startswith(f"Done: “{takes['!take 4']}”.")
    assert "Build…" not in panel.button_labels()
    seconds = panel.select_values(component_id(panel, "move:"))
    assert {"!take 3", "!take 5"} <= set(seconds) and "!take 4" not in seconds


def action_id(panel: FakeMessage, action: str) -> str:
    """The custom id of the panel component for ``action`` (tiles, tile, pos, rot, mir, ok, back)."""
    return next(cid for cid in panel.custom_ids() if cid.startswith("cph:") and cid.split(":")[3] == action)


def orientation_of(panel: FakeMessage) -> str:
    """The orientation the preview shows, as its position menu names it."""
    return action_id(panel, "pos").split(":")[-1]


async def test_a_player_builds_through_the_panel_with_a_preview_then_pays(
    table: Table, people: People, prepared: None
) -> None:
    board = await start_copenhagen(table, people)
    panel = await open_panel(table, people, board)
    hand_picture = picture(panel, "private.png")
    await table.click(people.alice, panel, action_id(panel, "tiles"))
    panel = table.fake.message(panel.id)

    # Only tiles with a legal, affordable placement are offered (the discount makes a red 4 affordable).
    tiles = panel.select_values(action_id(panel, "tile"))
    assert tiles == list(Builds.of(GAME.legal_moves(await live_state(table), 0)).cells)
    assert {"red2", "red3", "red4", "blue2", "blue3"} == set(tiles)

    # A tile chosen: the preview picture shows it at its first legal position.
    await table.select(people.alice, panel, action_id(panel, "tile"), "red3")
    panel = table.fake.message(panel.id)
    first = picture(panel, "preview.png")
    assert first != hand_picture and "Preview" in panel.content and "red 3" in panel.content
    assert action_id(panel, "pos").split(":")[4] == "red3"

    # Rotate and Mirror change the orientation and redraw the preview.
    orientation = orientation_of(panel)
    brick = action_id(panel, "ok").split(":")[-1]
    await table.click(people.alice, panel, action_id(panel, "rot"))
    panel = table.fake.message(panel.id)
    rotated = orientation_of(panel)
    assert rotated != orientation and picture(panel, "preview.png") != first
    # The brick stays on its cell when the turned tile fits there.
    builds = Builds.of(GAME.legal_moves(await live_state(table), 0))
    kept = brick if builds.has("red3", rotated, brick) else builds.cells["red3"][rotated][0]
    assert action_id(panel, "ok").endswith(f":{rotated}:{kept}")
    await table.click(people.alice, panel, action_id(panel, "mir"))
    panel = table.fake.message(panel.id)
    flipped = orientation_of(panel)
    assert flipped not in (orientation, rotated)
    before_move = picture(panel, "preview.png")

    # Another position from the menu moves the preview there.
    positions = panel.select_values(action_id(panel, "pos"))
    assert len(positions) > 1
    cell = positions[-1]
    await table.select(people.alice, panel, action_id(panel, "pos"), cell)
    panel = table.fake.message(panel.id)
    assert picture(panel, "preview.png") != before_move
    assert action_id(panel, "ok").endswith(f":red3:{flipped}:{cell}")

    # Confirm plays the build; the refreshed panel asks how to pay, showing the chosen tile.
    posts = len(table.public_messages())
    await table.click(people.alice, panel, action_id(panel, "ok"))
    step = await table.wait_for_posts(posts + 1)
    assert f"build red3 {flipped} {cell}" in step.content
    panel = await table.wait_for_update(panel, lambda message: "how to pay" in message.content)
    assert [a.filename for a in panel.attachments] == ["private.png"]
    pay_menu = component_id(panel, "move:")
    assert set(panel.select_values(pay_menu)) == {"!pay 3red", "!pay 2red discount", "!cancel"}

    boards = len(table.boards())
    await table.select(people.alice, panel, pay_menu, "!pay 2red discount")
    latest = await table.wait_for_boards(boards + 1)
    assert "pay 2red discount" in latest.content and people.bob.mention in latest.content
    assert picture(latest, "board.png") != picture(board, "board.png")
    state = await live_state(table)
    built = state.tiles[0][-1]
    assert (built["tile"], built["orientation"], built["cell"]) == ("red3", flipped, cell)
    assert state.hands[0] == hand(red=1, blue=2)
    facade = GAME.view(state, None)["seats"][0]["facade"]
    assert all(facade[y][x]["colour"] == "red" for x, y in built["cells"])


async def test_a_stale_or_foreign_panel_press_is_refused_and_changes_nothing(
    table: Table, people: People, prepared: None
) -> None:
    panel = await open_panel(table, people, await start_copenhagen(table, people))
    await table.click(people.alice, panel, action_id(panel, "tiles"))
    await table.select(people.alice, table.fake.message(panel.id), action_id(panel, "tile"), "red2")
    panel = table.fake.message(panel.id)
    # Not Alice's panel: Bob is told it is not his turn.
    assert "not your turn" in ephemeral_text(await table.click(people.bob, panel, action_id(panel, "rot")))
    # Alice takes a card with /play: her turn is played, and every press on the panel says so.
    await table.play(people.alice, "take 1")
    before = (await live_state(table)).to_json()
    played = "Your move for this turn is already played (`take 1`)"
    for action in ("ok", "rot", "back"):
        assert played in ephemeral_text(await table.click(people.alice, panel, action_id(panel, action)))
    position = panel.select_values(action_id(panel, "pos"))[0]
    assert played in ephemeral_text(await table.select(people.alice, panel, action_id(panel, "pos"), position))
    assert (await live_state(table)).to_json() == before


async def test_play_reaches_the_same_build_the_panel_previews(table: Table, people: People, prepared: None) -> None:
    panel = await open_panel(table, people, await start_copenhagen(table, people))
    await table.click(people.alice, panel, action_id(panel, "tiles"))
    await table.select(people.alice, table.fake.message(panel.id), action_id(panel, "tile"), "blue2")
    panel = table.fake.message(panel.id)
    move = "build " + " ".join(action_id(panel, "ok").split(":")[4:])
    assert move in await table.suggestions(people.alice, move.removeprefix("build "))
    await table.play(people.alice, move)
    # The same placement now awaits payment (the discount gives a choice), as it would from the panel.
    chosen = GAME.view(await live_state(table), 0)["turn_info"]["pending_build"]
    assert f"build {chosen['tile']} {chosen['orientation']} {chosen['cell']}" == move


async def test_the_build_panel_still_answers_after_a_restart(table: Table, people: People, prepared: None) -> None:
    panel = await open_panel(table, people, await start_copenhagen(table, people))
    await table.click(people.alice, panel, action_id(panel, "tiles"))
    await table.restart_bot()
    await table.select(people.alice, table.fake.message(panel.id), action_id(panel, "tile"), "red3")
    panel = table.fake.message(panel.id)
    assert [a.filename for a in panel.attachments] == ["preview.png"]
    await table.click(people.alice, panel, action_id(panel, "back"))
    panel = table.fake.message(panel.id)
    assert [a.filename for a in panel.attachments] == ["private.png"] and "Build…" in panel.button_labels()


def test_over_25_positions_the_menu_lists_the_current_row_and_the_other_rows() -> None:
    cells = [f"{column}{row}" for row in range(1, 10) for column in "abcd"]  # 36 positions
    options = position_options(cells, "c4", lambda cell: f"brick on {cell}", None)
    assert [o.value for o in options] == ["a4", "b4", "c4", "d4"] + [f"row:{row}" for row in range(1, 10) if row != 4]
    assert [o.value for o in options if o.default] == ["c4"]
    assert len(position_options(cells[:25], "a1", str, None)) == 25


def test_rotate_and_mirror_skip_orientations_without_a_legal_position() -> None:
    builds = Builds({"red3": {"r0": ["a1"], "r180": ["b1"], "m0": ["c1"]}})
    assert builds.rotation("red3", "r0") == "r180"  # r90 has no position
    assert builds.rotation("red3", "r180") == "r0"
    assert builds.mirror("red3", "r0") == "m0"
    assert Builds({"red3": {"r0": ["a1"]}}).rotation("red3", "r0") is None
    # A straight standing upright looks the same flipped: Mirror has nothing to do.
    assert Builds({"purple3": {"r0": ["a1"], "r90": ["a1"]}}).mirror("purple3", "r90") is None


@pytest.mark.parametrize("code", ["fr", "ru", "zh-CN", "zh-TW"])
def test_move_labels_are_worded_in_the_readers_language(code: str) -> None:
    state = GAME.new(2, {}, 4)
    live = SimpleNamespace(state=state, engine=GAME)
    for move in GAME.legal_moves(state, 0):
        english = GAME.move_label(state, 0, move)
        assert copenhagen_label(live, 0, move, "en") == english  # type: ignore[arg-type]
        worded = copenhagen_label(live, 0, move, code)  # type: ignore[arg-type]
        assert worded and worded != english and "Take the" not in worded, (code, worded)


@pytest.mark.parametrize(
    ("owned", "expected"),
    [
        ({"additional_card": True}, "Take an Additional card, or end your turn."),
        ({"both_actions": True}, "Use Both actions to build a tile now, or end your turn."),
        (
            {"additional_card": True, "both_actions": True},
            "Take an Additional card, use Both actions, or end your turn.",
        ),
    ],
)
def test_after_taking_cards_the_panel_names_only_the_abilities_the_player_has(
    owned: dict[str, bool], expected: str
) -> None:
    state = REAL_NEW(2, {}, 4)
    state.abilities[0] = dict(owned)
    state = GAME.apply(GAME.apply(state, 0, "take 1")[0], 0, "take 2")[0]
    live = SimpleNamespace(state=state, engine=GAME)
    assert copenhagen_decision_text(live, 0, "en") == expected  # type: ignore[arg-type]
    for code in ("fr", "ru", "zh-CN", "zh-TW"):
        assert copenhagen_decision_text(live, 0, code) != expected  # type: ignore[arg-type]


# Words of the English build label and preview text that none of the other languages uses.
ENGLISH_WORDS = ("Build", "brick", "costs", "discount", "red", "Preview", "Rotate", "Mirror", "Confirm", "Back")


@pytest.mark.parametrize("code", ["fr", "ru"])
async def test_the_build_preview_speaks_the_players_language(
    table: Table, people: People, prepared: None, code: str
) -> None:
    people.alice.locale = code
    panel = await open_panel(table, people, await start_copenhagen(table, people))
    await table.click(people.alice, panel, action_id(panel, "tiles"))
    panel = table.fake.message(panel.id)
    await table.select(people.alice, panel, action_id(panel, "tile"), "red3")
    panel = table.fake.message(panel.id)
    assert table.bot is not None
    live = await table.bot.sessions.game(table.channel.id)
    assert live is not None
    move = "build " + " ".join(action_id(panel, "ok").split(":")[-3:])  # ...:ok:<tile>:<orientation>:<cell>
    # The label in the text is the one the menus show, worded from the catalog (label.copenhagen.*) with the
    # Construction discount, never the engine's English move label.
    label = copenhagen_label(live, 0, move, code)
    assert label != copenhagen_label(live, 0, move, None) and label != GAME.move_label(live.state, 0, move)
    assert panel.content == t("panel.copenhagen.preview", code, label=label)
    positions = [str(option["label"]) for option in panel.component(action_id(panel, "pos"))["options"]]
    assert label in positions
    shown = [panel.content, *panel.button_labels(), *positions]
    assert not [word for word in ENGLISH_WORDS if any(word in text for text in shown)]


def test_the_first_decision_points_to_build_only_when_a_tile_is_affordable() -> None:
    state = REAL_NEW(2, {}, 4)  # two cards in hand: no tile within reach
    live = SimpleNamespace(state=state, engine=GAME)
    text = copenhagen_decision_text(live, 0, "en")  # type: ignore[arg-type]
    assert "Build…" not in text and "No tile is within your means yet." in text
    for code in ("fr", "ru", "zh-CN", "zh-TW"):
        assert "…" not in copenhagen_decision_text(live, 0, code)  # type: ignore[arg-type]
    state.hands[0] = {"red": 5, "yellow": 5, "green": 5, "blue": 5, "purple": 5}
    assert any(move.startswith("build ") for move in GAME.legal_moves(state, 0))
    assert "**Build…**" in copenhagen_decision_text(live, 0, "en")  # type: ignore[arg-type]


@pytest.mark.parametrize("code", ["ru", "zh-CN"])
async def test_the_move_menu_and_its_build_steps_speak_the_players_language(
    table: Table, people: People, prepared: None, code: str
) -> None:
    """The menu behind Take your turn says "Choose a move…" in the player's language, and the step-by-step build
    path names every step in words (a tile's colour and size, then how it is turned, then each placement with its
    cost), its notation kept beside each option as what /play takes."""
    people.alice.locale = code
    panel = await open_panel(table, people, await start_copenhagen(table, people))
    menu = panel.component(component_id(panel, "move:"))
    assert menu["placeholder"] == t("panel.pick", code) != t("panel.pick", "en")
    build = next(o for o in menu["options"] if o["value"] == "?build")
    assert build["label"] == t("panel.copenhagen.build_steps", code)
    await table.select(people.alice, panel, component_id(panel, "move:"), "?build")
    panel = table.fake.message(panel.id)
    steps = 0
    while True:
        menu = panel.component(component_id(panel, "move:"))
        assert menu["placeholder"] == t("panel.pick", code)
        options = menu["options"]
        for option in options:
            label, description = str(option["label"]), str(option.get("description") or "")
            assert len(label) <= 100 and len(description) <= 100
            # Words first, the notation as the description: never a bare "build red3 …" label.
            assert not label.startswith("build") and description.startswith("build "), option
            assert not [word for word in ENGLISH_WORDS if word in label], option
        narrowing = [o for o in options if str(o["value"]).startswith("?")]
        if not narrowing:
            break
        steps += 1
        await table.select(people.alice, panel, component_id(panel, "move:"), str(narrowing[0]["value"]))
        panel = table.fake.message(panel.id)
        assert "`build " in panel.content and "**" in panel.content  # the step so far, in words and notation
    assert steps >= 1
    # The last step's options are the complete moves, each labelled as the menus label moves, and playable.
    move = str(options[0]["value"])[1:]
    assert options[0]["description"] == move and move.startswith("build ")
    live = await table.bot.sessions.game(table.channel.id) if table.bot else None
    assert live is not None and options[0]["label"] == copenhagen_label(live, 0, move, code)
    version = live.state.version
    await table.select(people.alice, panel, component_id(panel, "move:"), f"!{move}")
    assert (await live_state(table)).version == version + 1


def test_a_build_step_says_what_its_builds_cost_as_the_engine_counts_it() -> None:
    # A red tile touching the red one on a1 costs a card less (the engine's same-colour discount): the red 3 costs
    # 2 next to it and 3 elsewhere, the red 2 1 or 2; the Construction discount takes one more off.
    state = position(hands={0: {"red": 3}}, facades={0: board("R....")})
    live = SimpleNamespace(state=state, engine=GAME)
    words = copenhagen_steps(live, 0, "en")  # type: ignore[arg-type]
    assert words("build red3") == "Red tile of 3 squares · from 2 cards"
    assert words("build red2") == "Red tile of 2 squares · from 1 card"
    assert words("build red3 r90") == "Red tile of 3 squares, turned 90° clockwise · from 2 cards"
    assert words("take 1") is None and words("build") is None
    russian = copenhagen_steps(live, 0, "ru")  # type: ignore[arg-type]
    assert russian("build red3") == "Красная плитка из 3 клеток · от 2 карт"
    state.abilities[0] = {"construction_discount": True}
    assert copenhagen_steps(live, 0, "en")("build red2") == "Red tile of 2 squares · free in some places"  # type: ignore[arg-type]
