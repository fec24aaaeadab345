"""The take-back contract, checked the same way for every registered game by seeded random play with take-backs.

Random games where, after each move, a random seat asks to take back its last move. At every ask:

* a refusal is an ``IllegalMove`` whose key names a message (the game's ``MESSAGES`` or the shared
  ``TAKE_BACK_MESSAGES``), and it changes nothing;
* an allowed take-back numbers the game as the next version, leaves exactly the game the standing moves make
  without the move (a take-back reveals nothing: it is that earlier position), and its seat may play the move
  again;

and at the end that the whole log, moves and take-backs, replays to the same state byte for byte, and that an
exported record of it rebuilds the same result.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games.contract import TAKE_BACK_MESSAGES, Game, IllegalMove, TakeBackRefused
from games.replay import RecordedMove, RecordedSeat, game_record, rebuild, replay
from games.take_back import UNDO, LogPlayer
from tests.games.test_contract import games_under_test

# Asks per (game, player count): enough for every game to allow some and refuse some, in a second or so each.
ASKS_PER_CASE = 40
MOVES_PER_GAME = 3_000


def without_take_backs(player: LogPlayer) -> list[tuple[int, str]]:
    return [(standing.seat, standing.move) for standing in player.standing]


def ask(game: Game[Any], player: LogPlayer, seat: int, players: int, options: Any, seed: int) -> bool:
    """``seat`` asks to take back its last move; checks what follows and returns whether it was taken back."""
    before = game.to_json(player.state)
    standing = list(player.standing)
    try:
        taken = player.take_back(seat)
    except IllegalMove as error:
        table = TAKE_BACK_MESSAGES if isinstance(error, TakeBackRefused) else game.MESSAGES
        assert error.key in table, f"{game.id}: take-back refused with unknown key {error.key!r}"
        assert str(error), f"{game.id}: a refusal says nothing"
        assert game.to_json(player.state) == before and player.standing == standing, f"{game.id}: refusal changed"
        return False
    assert game.version(player.state) == game.version(taken.previous) + 1, f"{game.id}: the version must go on"
    earlier = replay(game, players, options, seed, without_take_backs(player))
    expected = game.renumbered(earlier, game.version(player.state))
    assert game.to_json(player.state) == game.to_json(expected), f"{game.id}: not the game without the move"
    assert seat in game.awaiting(player.state), f"{game.id}: seat {seat} is not awaited after its take-back"
    assert taken.move in game.legal_moves(player.state, seat), f"{game.id}: {taken.move!r} cannot be played again"
    return True


def play_with_take_backs(game: Game[Any], players: int, seed: int) -> tuple[int, int]:
    """One seeded random game with take-backs asked for; returns how many were allowed and refused."""
    options = game.validate_options(game.default_options())
    rng = random.Random(f"take-back/{game.id}/{players}/{seed}")
    player = LogPlayer(game, players, options, seed)
    log: list[tuple[int, str]] = []
    allowed = refused = 0
    while game.awaiting(player.state):
        seat = rng.choice(sorted(game.awaiting(player.state)))
        move = rng.choice(game.legal_moves(player.state, seat))
        player.play(seat, move)
        log.append((seat, move))
        if rng.random() < 0.3:
            # The author of the last move, usually; sometimes anyone, who may have nothing to take back.
            asker = seat if rng.random() < 0.7 else rng.randrange(players)
            if ask(game, player, asker, players, options, seed):
                log.append((asker, UNDO))
                allowed += 1
            else:
                refused += 1
        assert len(log) < MOVES_PER_GAME, f"{game.id}: a random game did not end"
    # The game is over: nothing may be taken back any more.
    with pytest.raises(TakeBackRefused) as over:
        player.take_back(log[-1][0])
    assert over.value.key == "game_over"
    check_replays(game, players, options, seed, log, player)
    return allowed, refused


def check_replays(game: Game[Any], players: int, options: Any, seed: int, log: list[Any], player: LogPlayer) -> None:
    """The log with its take-backs replays to the same state, and its exported record rebuilds the same result."""
    assert game.to_json(replay(game, players, options, seed, log)) == game.to_json(player.state)
    result = game.result(player.state)
    assert result is not None
    seats = [RecordedSeat(f"P{seat}") for seat in range(players)]
    moves = [
        RecordedMove(index + 1, seat, move, "2026-01-01T00:00:00.000+00:00") for index, (seat, move) in enumerate(log)
    ]
    record = json.loads(json.dumps(game_record(game.id, 1, options, seed, seats, moves, [], result)))
    rebuilt = rebuild(record)
    assert rebuilt.matches and game.to_json(rebuilt.state) == game.to_json(player.state)


CASES = [
    pytest.param(game, players, id=f"{game.id}-{players}p")
    for game in games_under_test()
    for players in range(game.min_players, min(game.max_players, 4) + 1)
]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_random_take_backs_keep_the_contract(game: Game[Any], players: int) -> None:
    allowed = refused = seed = 0
    while allowed + refused < ASKS_PER_CASE:
        more, fewer = play_with_take_backs(game, players, seed)
        allowed, refused, seed = allowed + more, refused + fewer, seed + 1
    # Alone at Troyes Dice, every choice is the last of its half-day and reveals it: nothing may be taken back.
    assert refused and (allowed or players == 1), f"{game.id}: {allowed} take-backs allowed and {refused} refused"


@pytest.mark.parametrize("game", games_under_test(), ids=lambda game: game.id)
def test_no_game_accepts_the_log_word_of_a_take_back_as_a_move(game: Game[Any]) -> None:
    state = game.new(game.min_players, game.validate_options(game.default_options()), 1)
    for seat in range(game.min_players):
        with pytest.raises(IllegalMove):
            game.apply(state, seat, UNDO)
