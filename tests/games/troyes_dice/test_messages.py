"""What Troyes Dice's refusals and automatic moves say and do: examples a player can play, wrap hints that fit the
value asked for, and an absent player's die 2 paid with the resource they miss least."""

from __future__ import annotations

import pytest

from games.contract import IllegalMove
from games.troyes_dice import GAME
from games.troyes_dice.state import TroyesState
from tests.games.troyes_dice.support import table, with_sheet

BLACK_FIRST = [(4, "black"), (2, "red"), (3, "yellow"), (5, "white")]


def refusal(state: TroyesState, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, move)
    return info.value


def test_no_bonus_suggests_a_die_the_player_can_take_never_the_black_die() -> None:
    error = refusal(table(dice=BLACK_FIRST), "build work red 1")
    assert error.key == "no_bonus"
    example = error.params["example"]
    assert not example.startswith("die 1 ") and example in GAME.legal_moves(table(dice=BLACK_FIRST), 0)
    assert str(error) == f"You have no bonus build to make now; choose a die, e.g. `{example}`."
    # With die 1 free to take, the example is die 1.
    assert (
        refusal(table(dice=[(4, "red"), (2, "black"), (3, "yellow"), (5, "white")]), "build work red 1").params[
            "example"
        ]
        == "die 1 resources"
    )
    # A player who must take supplies is told so.
    broke = with_sheet(table(dice=BLACK_FIRST), marked=(0, 0, 0))
    assert refusal(broke, "build work red 1").key == "supplies_only"


def test_a_value_below_1_speaks_of_no_wrap_from_1_to_6_and_above_6_from_6_to_1() -> None:
    state = table(dice=[(1, "red"), (4, "black"), (3, "yellow"), (6, "white")])
    low = refusal(state, "die 1 to 0 work")
    assert low.key == "bad_value_low"
    assert str(low) == "A die shows 1 to 6; it cannot be turned to 0 (there is no wrap from 1 to 6)."
    high = refusal(state, "die 4 to 7 work")
    assert high.key == "bad_value"
    assert "from 6 to 1" in str(high)


@pytest.mark.parametrize(
    ("marked", "pay"),
    [
        ((4, 3, 2), "deniers"),  # the only odd count: paying it leaves every pair whole
        ((2, 2, 4), "knowledge"),  # all even: the most held
        ((3, 5, 1), "deniers"),  # all odd: the most held
        ((3, 3, 3), "knowledge"),  # a tie: knowledge before influence before deniers
        ((1, 0, 0), "influence"),  # the only resource held
    ],
)
def test_an_absent_players_die_2_is_paid_with_the_resource_they_miss_least(
    marked: tuple[int, int, int], pay: str
) -> None:
    state = with_sheet(table(dice=BLACK_FIRST), marked=marked)
    move = GAME.safe_move(state, 0)
    assert move == f"die 2 pay {pay} resources"
    assert move in GAME.legal_moves(state, 0)
