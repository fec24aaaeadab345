"""The move notation, labels, views, serialisation and determinism."""

from __future__ import annotations

import json
import random

import pytest

from games.contract import IllegalMove
from games.troyes_dice import GAME
from games.troyes_dice import components as c
from games.troyes_dice.notation import parse
from games.troyes_dice.state import BONUS, CHOOSE
from tests.games.troyes_dice.support import play, random_game, table, with_sheet
from tests.support.records import told

DICE = [(2, "white"), (4, "black"), (5, "red"), (6, "yellow")]


def test_notation_forgives_case_spaces_commas_and_aliases():
    state = table(2, dice=DICE)
    for text in (
        "die 3 as white to 4 prestige",
        "  DIE 3  To 4 , As White  Prestige ",
        "die 3 colour white to 4 build prestige",
        "die 3 color white to 4 prestige",
        "die 3 as white as",
    ):
        if text.endswith("as"):
            with pytest.raises(IllegalMove):
                GAME.apply(state, 0, text)
            continue
        after, _ = GAME.apply(state, 0, text)
        assert after.sheets[0].choice == "die 3 as white to 4 prestige"
    after, _ = GAME.apply(state, 0, "die 3 as red to 5 take resources")
    assert after.sheets[0].choice == "die 3 resources"  # unchanged colour and value are dropped


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("", "bad_notation"),
        ("hello", "bad_notation"),
        ("die", "bad_notation"),
        ("die x work", "bad_notation"),
        ("die 1", "bad_notation"),
        ("die 1 work prestige", "bad_notation"),
        ("die 1 pay gold work", "bad_notation"),
        ("build work", "bad_notation"),
        ("supplies now", "bad_notation"),
        ("die 9 work", "no_such_slot"),
        ("die 2 work", "black_die"),
        ("die 3 to 0 work", "bad_value_low"),
        ("die 3 to 7 work", "bad_value"),
        ("build work red 1", "no_bonus"),
        ("supplies", "supplies_not_allowed"),
    ],
)
def test_illegal_moves_name_the_rule(text, key):
    with pytest.raises(IllegalMove) as err:
        GAME.apply(table(2, dice=DICE), 0, text)
    assert err.value.key == key
    assert key in GAME.MESSAGES and str(err.value)


def test_every_listed_move_is_accepted_as_its_own_canonical_text():
    rng = random.Random(5)
    checked = 0
    for state, _seat, _move in random_game(2, 21, rng):
        for seat in sorted(GAME.awaiting(state)):
            for move in GAME.legal_moves(state, seat):
                after, _ = GAME.apply(state, seat, move.upper())
                if state.phase == "choose" and (after.phase, after.day, after.half) == (
                    "choose",
                    state.day,
                    state.half,
                ):
                    assert after.sheets[seat].choice == move
                checked += 1
        if checked > 3000:
            break
    assert checked > 500


def test_main_choice_listing_covers_every_slot_colour_value_and_action():
    state = with_sheet(table(1, dice=DICE), marked=(18, 18, 18))
    moves = GAME.legal_moves(state, 0)
    assert len(moves) == len(set(moves))
    # Die 2 is black; dice 1, 3 and 4 have 3 colours x 6 values x 3 actions each, with 3 payers for none.
    assert len(moves) == 3 * 3 * 6 * 3
    assert "die 4 as red to 1 work" in moves and "die 1 prestige" in moves


def test_move_labels_are_short_and_friendly():
    state = with_sheet(table(1, dice=[(1, "black"), (2, "red"), (3, "yellow"), (4, "white")]), marked=(18, 18, 18))
    labels = [GAME.move_label(state, 0, move) for move in GAME.legal_moves(state, 0)]
    assert all(0 < len(label) <= 100 for label in labels)
    assert GAME.move_label(state, 0, "die 2 pay knowledge as white to 5 work") == (
        "Die 2 (red 2) as white 5: build Bishopric in column 5 · pay 3 influence, 3 knowledge"
    )
    assert GAME.move_label(state, 0, "build work yellow 4") == "Bonus: build the yellow City Hall in column 4"
    assert GAME.move_label(state, 0, "nonsense") == "nonsense"


def test_public_and_seat_views_have_the_documented_keys():
    state = play(table(3), (0, GAME.legal_moves(table(3), 0)[0]))
    public = GAME.view(state, None)
    assert set(public) == {
        "game", "phase", "day", "days", "half", "dial", "wheel", "column_order", "columns", "slots",
        "black", "guild_dice", "awaiting", "revealed", "revealed_dice", "revealed_choices", "players", "sheets",
        "over",
    }  # fmt: skip
    assert set(public["players"][0]) == {
        "seat", "score", "chosen", "awaiting", "bonuses_pending", "resources", "citizens", "buildings",
    }  # fmt: skip
    assert set(public["sheets"][0]) == {
        "seat", "rows", "protected_numbers", "cathedrals", "next_cathedral_multiplier", "diamonds", "resources",
        "citizens", "citizen_track", "column_bonuses", "score",
    }  # fmt: skip
    mine = GAME.view(state, 0)
    assert set(mine) == set(public) | {"me"}
    assert set(mine["me"]) == {"seat", "choice", "bonuses", "sheet", "steps"}
    assert mine["me"]["steps"] is None  # seat 0 has chosen: no steps left to take
    steps = GAME.view(state, 1)["me"]["steps"]
    assert set(steps) == {"supplies_only", "holdings", "dice", "blocked", "adjustments", "actions", "refused", "moves"}
    assert sorted(steps["moves"]) == sorted(GAME.legal_moves(state, 1))  # every legal choice previewed, no other
    json.dumps(mine)
    json.dumps(steps)
    assert len(public["wheel"]) == 9 and len(public["slots"]) == 4


def test_state_round_trips_through_json_and_same_seed_and_moves_give_same_json():
    moves: list[tuple[int, str]] = []
    states = []
    for state, seat, move in random_game(3, 99, random.Random(7), {"column_order": "random"}):
        if move is not None:
            moves.append((seat, move))
        states.append(state)
        data = GAME.to_json(state)
        assert json.loads(json.dumps(data)) == data
        assert GAME.from_json(data) == state
        assert GAME.to_json(GAME.from_json(data)) == data
    replayed = GAME.new(3, {"column_order": "random"}, 99)
    for seat, move in moves:
        replayed, _ = GAME.apply(replayed, seat, move)
    assert json.dumps(GAME.to_json(replayed)) == json.dumps(GAME.to_json(states[-1]))
    assert states[-1].version == len(moves)


def test_apply_does_not_mutate_its_input_and_events_are_json():
    state = table(2, dice=DICE)
    before = json.dumps(GAME.to_json(state))
    after, events = GAME.apply(state, 0, "die 1 work")
    after, events = GAME.apply(after, 1, "die 1 work")
    assert json.dumps(GAME.to_json(state)) == before
    assert after != state
    json.dumps([{"kind": event.kind, "data": dict(event.data)} for event in events])
    kinds = [event.kind for event in events]
    assert kinds[:3] == ["seat_chose", "choices_revealed", "built"]
    assert "dice_rolled" in kinds and "plaza_flipped" in kinds


def test_parse_round_trips_canonical_text():
    for text in ("die 1 work", "die 2 pay deniers as red to 3 resources", "build prestige white 6", "supplies"):
        assert parse(text).text() == text


def test_notation_help_examples_are_moves():
    import re

    from games.troyes_dice.notation import NOTATION_HELP

    quoted = re.findall(r"`([^`]+)`", NOTATION_HELP)
    examples = [e for e in quoted if not re.search(r"[<\[|]", e) and e.split()[0] in ("die", "supplies")]
    assert len(examples) >= 4
    for example in examples:
        assert parse(example).text() == example


def test_half_day_choices_are_secret_until_revealed_but_bonus_builds_are_public() -> None:
    choices = random.Random(5)
    seen = set()
    for seed in range(30):
        state = GAME.new(2, GAME.default_options(), seed)
        while GAME.result(state) is None and seen != {CHOOSE, BONUS}:
            seat = choices.choice(sorted(GAME.awaiting(state)))
            moves = GAME.legal_moves(state, seat)
            builds = [move for move in moves if move.endswith(("work", "prestige"))]
            move = choices.choice(builds or moves)
            expected = None if state.phase == CHOOSE else move
            assert told(GAME, state, seat, move).text == expected
            seen.add(state.phase)
            state, _ = GAME.apply(state, seat, move)
        if seen == {CHOOSE, BONUS}:
            return
    raise AssertionError(f"phases seen: {seen}")


@pytest.mark.parametrize("seed", [2, 5, 9])
def test_the_public_view_names_the_dice_the_last_reveals_choices_were_made_on(seed: int) -> None:
    """After a reveal everyone saw the dice the choices were made on: the public view keeps them, as rolled (value
    and colour, the black die as black), through the bonus decisions and the next half-day, until the next reveal;
    before the first reveal there are none."""
    rng = random.Random(seed)
    state = GAME.new(4, {}, seed)
    expected: list[dict[str, object]] = []
    reveals = 0
    while GAME.awaiting(state):
        assert GAME.view(state, None)["revealed_dice"] == expected
        in_play = [
            {"slot": k + 1, "value": slot.value, "colour": "black" if slot.black else c.COLOURS[slot.colour]}
            for k, slot in enumerate(state.slots)
        ]
        seat = rng.choice(sorted(GAME.awaiting(state)))
        state, events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        if any(event.kind == "choices_revealed" for event in events):
            expected, reveals = in_play, reveals + 1
    assert GAME.view(state, None)["revealed_dice"] == expected
    assert reveals == 16  # every half-day of the game was checked


def test_the_public_view_gives_each_revealed_choice_already_read() -> None:
    """The board draws each player's revealed choice without reading move notation: the view gives the die's slot,
    the die as rolled, what the player changed (value, colour) and the action; supplies is its own kind."""
    state = table(4, dice=[(2, "red"), (4, "black"), (5, "yellow"), (6, "white")])
    state = play(
        state, (0, "die 1 work"), (1, "die 3 as white to 6 work"), (2, "die 4 resources"), (3, "die 3 to 4 prestige")
    )

    def die(slot: int, value: int, colour: str, value_set: int | None, colour_as: str | None, action: str) -> object:
        return {
            "kind": "die", "slot": slot, "die": {"value": value, "colour": colour}, "value_set": value_set,
            "colour_as": colour_as, "action": action,
        }  # fmt: skip

    assert GAME.view(state, None)["revealed_choices"] == [
        die(1, 2, "red", None, None, "work"),
        die(3, 5, "yellow", 6, "white", "work"),
        die(4, 6, "white", None, None, "resources"),
        die(3, 5, "yellow", 4, None, "prestige"),
    ]
    supplies = state.evolve(revealed=("supplies", "die 1 work", "die 4 resources", "die 2 resources"))
    assert GAME.view(supplies, None)["revealed_choices"][0] == {
        "kind": "supplies", "slot": None, "die": None, "value_set": None, "colour_as": None, "action": None,
    }  # fmt: skip
    assert GAME.view(table(4), None)["revealed_choices"] == []  # nothing revealed before the first half-day ends
