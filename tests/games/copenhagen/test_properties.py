"""Property tests: random complete games for 2, 3 and 4 players, with invariants checked after every move."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from games.copenhagen import GAME, CopenhagenState, facade
from games.copenhagen import components as c
from games.copenhagen import state as s

from .helpers import card_total

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check_invariants(before: CopenhagenState, after: CopenhagenState, kinds: list[str]) -> None:
    players = after.players
    # Cards are conserved; the End card is in the deck exactly when the state says so.
    assert card_total(after) == c.CARDS_PER_COLOUR[players] * len(c.COLOURS)
    assert after.deck.count(c.END_CARD) == (1 if after.end_card_in_deck else 0)
    assert all(n >= 0 for h in after.hands for n in h.values())
    # Supply counts never go negative, and tiles on boards plus supply equal the starting supply.
    assert all(n >= 0 for n in after.supply.values())
    start = c.starting_supply(players)
    for key, n in start.items():
        on_boards = sum(1 for placed in after.tiles for t in placed if t["tile"] == key)
        assert after.supply[key] + on_boards == n
    # Every newly placed square is on the board, was empty and the tile was supported when placed.
    for seat in range(players):
        for tile in after.tiles[seat][len(before.tiles[seat]) :]:
            cells = [facade.cell_index(x, y) for x, y in tile["cells"]]
            assert all(0 <= x < c.COLUMNS and 0 <= y < c.ROWS for x, y in tile["cells"])
            assert all(before.facades[seat][i] == "." for i in cells)
            assert any(i < c.COLUMNS or before.facades[seat][i - c.COLUMNS] != "." for i in cells)
        assert facade.filled_mask(after.facades[seat]) == sum(
            1 << facade.cell_index(x, y) for t in after.tiles[seat] for x, y in t["cells"]
        )
    # Scores always equal a recomputation from the board, and never go down.
    assert after.scores == [facade.score(board) for board in after.facades]
    assert all(now >= then for now, then in zip(after.scores, before.scores, strict=True))
    # The deck is used once with 2 players, at most twice (one reshuffle) with 3 or 4.
    assert after.reshuffles <= (0 if players <= c.END_CARD_IN_FIRST_DECK_PLAYERS else 1)
    # The game ends exactly when a rule says so.
    if after.phase == s.OVER:
        assert GAME.awaiting(after) == frozenset() and GAME.result(after) is not None
        if after.end_reason == "points":
            assert after.winner is not None and after.scores[after.winner] >= c.POINTS_TO_WIN
            assert "tile_placed" in kinds
        else:
            assert after.end_reason == "end_card" and "end_card_drawn" in kinds
            assert max(after.scores) < c.POINTS_TO_WIN
    else:
        assert max(after.scores) < c.POINTS_TO_WIN and "end_card_drawn" not in kinds
        assert GAME.result(after) is None
        assert GAME.legal_moves(after, after.current)
    if after.phase == s.START:
        assert all(sum(h.values()) <= c.HAND_LIMIT for h in after.hands)
        assert all(card is not None for card in after.harbour)


def greedy_move(state: CopenhagenState, moves: list[str], rng: random.Random) -> str:
    """A simple builder: the best-scoring, lowest, biggest placement; cards of the colour it holds most."""
    seat = state.current
    board = state.facades[seat]
    builds = [m for m in moves if m.startswith(("build ", "white "))]
    if builds:

        def value(move: str) -> tuple[int, int, int, float]:
            words = move.split()
            cell = facade.parse_cell(words[-1])
            assert cell is not None
            if words[0] == "white":
                p = facade.PLACEMENTS[c.WHITE][cell]
            else:
                p = facade.PLACEMENT_LOOKUP[(words[1], words[2], cell)]
            lowest = -sum(i // c.COLUMNS for i in p.cells)
            return (facade.score(facade.place(board, p)), p.size, lowest, rng.random())

        return max(builds, key=value)
    hand = state.hands[seat]
    takes = [m for m in moves if m.startswith("take ")]
    if takes:
        return max(takes, key=lambda m: (hand[state.harbour[int(m.split()[1]) - 1] or "red"], rng.random()))
    discards = [m for m in moves if m.startswith("discard ")]
    if discards:
        return min(discards, key=lambda m: hand[m.split()[1]])
    for preferred in ("both", "refresh"):
        if preferred in moves:
            return preferred
    pays = [m for m in moves if m.startswith("pay ")]
    return pays[-1] if pays else rng.choice(moves)


def play_checked_game(players: int, seed: int, greed: float) -> CopenhagenState:
    """A complete game, each move greedy with probability ``greed`` else uniform, invariants checked."""
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    steps = 0
    while GAME.awaiting(state):
        seat = state.current
        moves = GAME.legal_moves(state, seat)
        move = greedy_move(state, moves, rng) if rng.random() < greed else rng.choice(moves)
        new, events = GAME.apply(state, seat, move)
        _check_invariants(state, new, [event.kind for event in events])
        assert new.version == state.version + 1
        state = new
        steps += 1
        assert steps < 2000
    assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state
    return state


GREED = st.sampled_from([0.0, 0.5, 0.9, 1.0])
SEEDS = st.integers(0, 2**32 - 1)


@SETTINGS
@given(SEEDS, GREED)
def test_random_two_player_games_keep_every_invariant(seed: int, greed: float) -> None:
    state = play_checked_game(2, seed, greed)
    event(f"ended by {state.end_reason}, reshuffles={state.reshuffles}")


@SETTINGS
@given(SEEDS, GREED)
def test_random_three_player_games_keep_every_invariant(seed: int, greed: float) -> None:
    state = play_checked_game(3, seed, greed)
    event(f"ended by {state.end_reason}, reshuffles={state.reshuffles}")


@SETTINGS
@given(SEEDS, GREED)
def test_random_four_player_games_keep_every_invariant(seed: int, greed: float) -> None:
    state = play_checked_game(4, seed, greed)
    event(f"ended by {state.end_reason}, reshuffles={state.reshuffles}")


def test_games_ending_on_twelve_points_end_at_once_with_that_winner() -> None:
    endings = 0
    for seed in range(200):
        state = play_checked_game(2 + seed % 3, seed, 1.0)
        if state.end_reason == "points":
            endings += 1
            result = GAME.result(state)
            assert result is not None and result.winners == (state.winner,)
            if endings == 3:
                break
    assert endings == 3


def _replace_hands(state: CopenhagenState, keep: int | None) -> CopenhagenState:
    """The same state with every hand but ``keep``'s holding other cards of the same total."""
    other = state.clone()
    for seat in range(other.players):
        if seat != keep:
            size = sum(other.hands[seat].values())
            colour = "purple" if other.hands[seat]["red"] == size and size else "red"
            other.hands[seat] = {col: (size if col == colour else 0) for col in c.COLOURS}
    return other


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32 - 1), st.integers(0, 120), st.randoms(use_true_random=False))
def test_view_is_identical_when_only_other_players_hands_differ(
    players: int, seed: int, moves: int, rng: random.Random
) -> None:
    state = GAME.new(players, {}, seed)
    for _ in range(moves):
        if not GAME.awaiting(state):
            break
        state, _ = GAME.apply(state, state.current, rng.choice(GAME.legal_moves(state, state.current)))
    assert GAME.view(state, None) == GAME.view(_replace_hands(state, None), None)
    for seat in range(players):
        assert GAME.view(state, seat) == GAME.view(_replace_hands(state, seat), seat)
