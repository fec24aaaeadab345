"""The words the bot uses for Four Color Cards: panel options and the round results above the board."""

from __future__ import annotations

import random

from bot.plugins.four_color_cards.panel import BUTTON_LIMIT, options, prompt_text
from bot.plugins.four_color_cards.wording import LABEL_LIMIT, round_lines
from games.four_color_cards import GAME
from tests.games.four_color_cards.helpers import play, scenario

STOCK = ["yc", "yh", "yp", "gc", "gh", "gp"]
USERS = [111111111111111111, 222222222222222222, 333333333333333333, 444444444444444444]
WINNER_HAND = ["rc", "rc", "rc", "yh", "yh", "yh", "gp", "gp", "gp", "ys", "gs"]  # + ws: 3 + 3 + 3 + 3 = 12


def labels(state: object, seat: int) -> dict[str, str]:
    return {option.move: option.label for option in options(GAME.view(state, seat), None)}


def test_claim_options_name_the_cards_each_claim_uses() -> None:
    # Seat 0 discards a red chariot: seat 1 (next) may pong, pair or make the field meld.
    hands = [["rc", "wa"], ["rc", "rc", "rh", "rp", "we"], ["rc", "yc"], ["ya"]]
    state = play(scenario(hands, STOCK), (0, "discard rc"))
    assert labels(state, 1) == {
        "pong": "Pong: 2 x red chariot (俥)",
        "field": "Field: red horse (傌) and red cannon (炮)",
        "pair": "Pair: red chariot (俥)",
        "pass": "Pass",
    }
    assert labels(state, 2) == {}  # one red chariot and not next: no claim, so not even asked to pass
    text = prompt_text(GAME.view(state, 1), 1, USERS, None)
    assert text == f"In play: the red chariot (俥), discarded by <@{USERS[0]}>. Claim it or pass."


def test_hu_soldiers_and_a_forced_general_read_as_words() -> None:
    hands = [["ws", "wa"], [*WINNER_HAND, "rs"], ["we"], ["ge"]]
    state = play(scenario(hands, STOCK), (0, "discard ws"))
    found = labels(state, 1)
    assert found["hu"] == "Hu (win): 14 points, each pays you 5" and found["pass"] == "Pass"
    assert found["soldiers rs gs"] == "Soldiers: red soldier (兵) and green soldier (卒)"
    assert found["soldiers rs ys gs"] == "Soldiers: red soldier (兵), yellow soldier (兵), and green soldier (卒)"
    # Seat 1 turns up a general with the adviser and elephant in hand: take it alone or as a command, no pass.
    general = play(scenario([["ga", "yc"], ["ra", "re", "yh"], ["wc"], ["wh"]], ["rg", *STOCK]), (0, "discard ga"))
    assert labels(general, 1) == {
        "general": "General: take it alone",
        "command": "Command: red adviser (仕) and red elephant (相)",
    }
    text = prompt_text(GAME.view(general, 1), 1, USERS, None)
    assert "which you turned from the stock" in text and "you must take it" in text


def test_discard_options_cover_exactly_the_legal_discards_and_never_a_general() -> None:
    state = scenario([["rg", "rc", "rc", "ys", "wa"], ["we"], ["ge"], ["ya"]], STOCK)
    assert labels(state, 0) == {
        "discard rc": "Discard red chariot (俥)",
        "discard ys": "Discard yellow soldier (兵)",
        "discard wa": "Discard white adviser (士)",
    }
    assert prompt_text(GAME.view(state, 0), 0, USERS, None).startswith("Your turn: discard one card")


def test_every_decision_fits_a_panel_in_random_games() -> None:
    # At most 25 options (one select), labels a button can hold, moves a custom id can carry.
    rng = random.Random(5)
    for players in (2, 3, 4):
        state = GAME.new(players, {}, players)
        while GAME.result(state) is None:
            for seat in GAME.awaiting(state):
                found = options(GAME.view(state, seat), None)
                assert [o.move for o in found] == GAME.legal_moves(state, seat) and len(found) <= 25
                assert all(len(o.label) <= LABEL_LIMIT and len(o.move) <= 40 for o in found)
                if state.phase == "claim":
                    assert len(found) <= BUTTON_LIMIT  # claims are always buttons
            seat = rng.choice(sorted(GAME.awaiting(state)))
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))


def test_a_paid_hu_names_the_winner_the_card_the_melds_the_bonus_the_payments_and_the_chips() -> None:
    state = scenario([["ws", "wa"], WINNER_HAND, ["we"], ["ge"]], ["rc"], options={"rounds": 1})
    record = play(state, (0, "discard ws"), (1, "hu")).history[-1]
    lines = round_lines(record, USERS, 1, None)
    a, b, c, d = (f"<@{user}>" for user in USERS)
    assert lines == [
        f"**Round 1 of 1:** {b} wins with hu on the white soldier (卒) discarded by {a}.",
        "In hand: pong of red chariot (俥) for 3 points, pong of yellow horse (傌) for 3 points, pong of green cannon "
        "(包) for 3 points, and yellow-green-white soldiers (兵卒卒) for 3 points (at table value: the winning card "
        "completes it).",
        f"That makes 12 points, and the bonus card, a red chariot (俥), adds 3: 15 in all. {a}, {c}, and {d} each pay "
        f"{b} 6 chips.",
        f"Chips now: {a} 14, {b} 38, {c} 14, {d} 14.",
    ]


def test_the_penalty_the_cannot_discard_ending_and_the_draw_in_words() -> None:
    # Seat 1 pongs and holds only a general: he cannot discard, the round ends, 2 points is below 10.
    state = scenario([["yc", "wa"], ["yc", "yc", "gg"], ["we"], ["ge"]], STOCK, options={"rounds": 1})
    record = play(state, (0, "discard yc"), (1, "pong")).history[-1]
    lines = round_lines(record, USERS, 1, None)
    b = f"<@{USERS[1]}>"
    a, c, d = (f"<@{USERS[seat]}>" for seat in (0, 2, 3))
    assert lines[0].endswith(f"{b} has only generals left after their claim, which ends the round on their hand.")
    assert "On the table: pong of yellow chariot (俥) for 1 point." in lines
    assert "In hand: lone green general (將) for 1 point." in lines
    # No bonus card is turned under the threshold (decision A3): the points, then the penalty to each other player.
    assert f"That makes 2 points. Under the threshold of 10, {b} pays {a}, {c}, and {d} 11 chips each." in lines
    drawn = play(scenario([["yc", "wa"], ["we"], ["ge"], ["ya"]], [], options={"rounds": 1}), (0, "discard yc"))
    assert round_lines(drawn.history[-1], USERS, 3, None)[0] == (
        "**Round 1 of 3:** The stock ran out: a draw, nobody pays."
    )


def test_round_results_fit_in_a_discord_message_with_real_user_ids() -> None:
    rng = random.Random(9)
    for seed in range(30):
        state = GAME.new(4, {}, seed)
        while GAME.result(state) is None:
            seat = rng.choice(sorted(GAME.awaiting(state)))
            legal = GAME.legal_moves(state, seat)
            state, _ = GAME.apply(state, seat, "hu" if "hu" in legal else rng.choice(legal))
        for record in state.history:
            # The board adds a headline, "Round N begins" and the standings; 1500 leaves room for them.
            for loc in (None, "fr", "ru", "zh-CN", "zh-TW"):
                assert len("\n".join(round_lines(record, USERS, 3, loc))) <= 1500
