"""Each game's rules for taking a move back (``Game.check_take_back``): what may be taken back, what stands and
the reason given, and that a take-back shows spectators nothing they had not seen."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.contract import Game, IllegalMove, SeatStatus
from games.copenhagen import GAME as COPENHAGEN
from games.four_color_cards import GAME as FOUR_COLOR_CARDS
from games.four_color_cards.state import CLAIM, DISCARD
from games.take_back import LogPlayer
from games.troyes_dice import GAME as TROYES_DICE


def refusal(player: LogPlayer, seat: int) -> str:
    """The key of the refusal ``seat``'s take-back meets; the game must not change."""
    before = player.game.to_json(player.state)
    with pytest.raises(IllegalMove) as refused:
        player.take_back(seat)
    assert player.game.to_json(player.state) == before
    return refused.value.key


def same_but_version(game: Game[Any], state: Any, other: Any) -> bool:
    """The two states are one position (a take-back numbers it as a new version)."""
    return game.to_json(game.renumbered(state, game.version(other))) == game.to_json(other)


# Nothing to take back, and the end ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", [COPENHAGEN, TROYES_DICE, FOUR_COLOR_CARDS], ids=lambda game: game.id)
def test_a_seat_that_has_not_moved_has_nothing_to_take_back(game: Game[Any]) -> None:
    player = LogPlayer(game, 2, game.default_options(), 3)
    assert refusal(player, 1) == "nothing"


# Copenhagen -----------------------------------------------------------------------------------------------------


def test_copenhagen_a_first_card_taken_from_the_harbour_may_be_taken_back() -> None:
    player = LogPlayer(COPENHAGEN, 2, {}, 5)
    start = player.state
    player.play(0, "take 1")
    player.take_back(0)
    assert same_but_version(COPENHAGEN, start, player.state) and player.state.version == 2
    assert COPENHAGEN.view(player.state, None)["harbour"] == COPENHAGEN.view(start, None)["harbour"]
    player.play(0, "take 3")  # and the turn goes on from there, another card this time
    assert player.state.hands[0] != start.hands[0]


def test_copenhagen_a_move_that_drew_from_the_deck_stands() -> None:
    # The second card ends the turn, and the harbour is refilled from the deck: the new cards were hidden.
    player = LogPlayer(COPENHAGEN, 2, {}, 5)
    player.play(0, "take 1")
    player.play(0, "take 2")
    assert player.state.current == 1
    assert refusal(player, 0) == "take_back_drew"


def test_copenhagen_a_move_stands_once_another_player_has_played() -> None:
    player = LogPlayer(COPENHAGEN, 3, {}, 5)
    player.play(0, "take 1")
    player.play(0, "take 2")
    player.play(1, COPENHAGEN.legal_moves(player.state, 1)[0])
    with pytest.raises(IllegalMove) as refused:
        player.take_back(0)
    assert refused.value.key == "played_since" and refused.value.params == {"seat": 1}


def state_after(game: Game[Any], players: int, seed: int, log: list[tuple[int, str]]) -> Any:
    player = LogPlayer(game, players, game.default_options(), seed)
    for seat, move in log:
        player.play(seat, move)
    return player.state


# Troyes Dice ----------------------------------------------------------------------------------------------------


def test_troyes_dice_a_choice_may_change_until_everyone_has_chosen() -> None:
    player = LogPlayer(TROYES_DICE, 3, TROYES_DICE.default_options(), 8)
    start = player.state
    seen = TROYES_DICE.view(start, None)
    player.play(0, TROYES_DICE.legal_moves(start, 0)[0])
    player.play(1, TROYES_DICE.legal_moves(player.state, 1)[-1])
    player.take_back(0)
    # Seat 1's choice stays made; seat 0 chooses again, and spectators see it as choosing, nothing of its choice.
    assert TROYES_DICE.seat_status(player.state, 1) is SeatStatus.DECIDED and 0 in TROYES_DICE.awaiting(player.state)
    after = TROYES_DICE.view(player.state, None)
    assert after == TROYES_DICE.view(state_after(TROYES_DICE, 3, 8, [(1, player.standing[0].move)]), None)
    assert after != seen  # seat 1 has chosen, which the board shows
    player.play(0, TROYES_DICE.legal_moves(player.state, 0)[1])
    assert TROYES_DICE.seat_status(player.state, 0) is SeatStatus.DECIDED


def test_troyes_dice_taking_back_the_only_choice_shows_the_board_as_before_it() -> None:
    player = LogPlayer(TROYES_DICE, 2, TROYES_DICE.default_options(), 8)
    seen = TROYES_DICE.view(player.state, None)
    player.play(1, TROYES_DICE.legal_moves(player.state, 1)[0])
    assert TROYES_DICE.view(player.state, None) != seen  # "seat 1 has chosen"
    player.take_back(1)
    assert TROYES_DICE.view(player.state, None) == seen


def test_troyes_dice_a_choice_stands_once_everyone_has_chosen() -> None:
    player = LogPlayer(TROYES_DICE, 2, TROYES_DICE.default_options(), 8)
    player.play(0, TROYES_DICE.legal_moves(player.state, 0)[0])
    player.play(1, TROYES_DICE.legal_moves(player.state, 1)[0])  # the last choice: all are revealed
    assert refusal(player, 0) == "take_back_all_chosen"
    assert refusal(player, 1) == "take_back_all_chosen"


# Four Color Cards -----------------------------------------------------------------------------------------------


def open_window(claimants: int) -> LogPlayer:
    """A four-player game at a claim window that awaits at least ``claimants`` seats."""
    for seed in range(100):
        rng = random.Random(seed)
        player = LogPlayer(FOUR_COLOR_CARDS, 4, FOUR_COLOR_CARDS.default_options(), seed)
        while FOUR_COLOR_CARDS.awaiting(player.state):
            awaited = sorted(FOUR_COLOR_CARDS.awaiting(player.state))
            if player.state.phase == CLAIM and len(awaited) >= claimants:
                return player
            seat = rng.choice(awaited)
            player.play(seat, rng.choice(FOUR_COLOR_CARDS.legal_moves(player.state, seat)))
    raise AssertionError("no such claim window in 100 games")


def test_four_color_cards_an_answer_may_change_while_the_window_is_open_and_spectators_see_nothing() -> None:
    player = open_window(claimants=2)
    first, second = sorted(FOUR_COLOR_CARDS.awaiting(player.state))[:2]
    seen, public_version = FOUR_COLOR_CARDS.view(player.state, None), FOUR_COLOR_CARDS.record(player.state).version
    decision = FOUR_COLOR_CARDS.record(player.state).decision
    player.play(first, "pass")
    player.take_back(first)
    assert first in FOUR_COLOR_CARDS.awaiting(player.state) and second in FOUR_COLOR_CARDS.awaiting(player.state)
    # Not even that an answer was given and taken back shows: the board, its version and the decision are the same.
    assert FOUR_COLOR_CARDS.view(player.state, None) == seen
    assert FOUR_COLOR_CARDS.record(player.state).version == public_version
    assert FOUR_COLOR_CARDS.record(player.state).decision == decision


def test_four_color_cards_an_answer_stands_once_the_window_is_closed() -> None:
    player = open_window(claimants=2)
    for seat in sorted(FOUR_COLOR_CARDS.awaiting(player.state)):
        player.play(seat, "pass")
    answered = player.standing[-1].seat
    assert refusal(player, answered) == "take_back_window_closed"


def test_four_color_cards_a_discard_stands() -> None:
    player = LogPlayer(FOUR_COLOR_CARDS, 3, FOUR_COLOR_CARDS.default_options(), 4)
    assert player.state.phase == DISCARD
    seat = player.state.turn
    player.play(seat, next(move for move in FOUR_COLOR_CARDS.legal_moves(player.state, seat) if "discard" in move))
    assert refusal(player, seat) == "take_back_discard"
