"""Each picture writes what its view says: every seat's name and score, the counts a player reads at a glance,
the private hand of the seat it is drawn for. Views are taken from seeded games and given distinctive numbers, so
a picture that wrote another seat's number, a stale count or a constant would fail."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from games import registry
from render import registry as renderers
from render.copenhagen.board import WORDS
from tests.render.drawn import drawn_text, shows_number, shows_text

NAMES = ["Ann", "Ben", "Cyd"]


def mid_game_view(game_id: str, moves: int, seat: int | None, seed: int = 5) -> Any:
    game = registry.get(game_id)
    assert game is not None
    state = game.new(len(NAMES), {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        awaited = sorted(game.awaiting(state))
        mover = rng.choice(awaited)
        state, _ = game.apply(state, mover, rng.choice(game.legal_moves(state, mover)))
    return copy.deepcopy(game.view(state, seat))


def public_text(game_id: str, view: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    with drawn_text(monkeypatch) as drawn:
        renderers.public_png(game_id, view, NAMES)
    return drawn


def private_text(game_id: str, view: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    with drawn_text(monkeypatch) as drawn:
        renderers.private_png(game_id, view, NAMES)
    return drawn


# Copenhagen


def test_copenhagen_board_writes_every_seat_s_name_and_score_and_the_card_counts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = mid_game_view("copenhagen", 30, None)
    for seat, score in zip(view["seats"], (7, 9, 11), strict=True):
        seat["score"] = score
    view["deck_size"], view["discard_size"] = 37, 23
    drawn = public_text("copenhagen", view, monkeypatch)
    assert all(shows_text(drawn, name) for name in NAMES)
    assert all(shows_number(drawn, score) for score in (7, 9, 11))
    assert shows_number(drawn, 37) and shows_number(drawn, 23)
    assert shows_number(drawn, view["turn"])


def test_copenhagen_private_picture_writes_the_viewer_s_own_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    view = mid_game_view("copenhagen", 30, 1)
    view["hand"] = {"red": 3, "yellow": 0, "green": 5, "blue": 0, "purple": 6}
    drawn = private_text("copenhagen", view, monkeypatch)
    assert shows_text(drawn, NAMES[1])
    assert all(shows_number(drawn, count) for count in (3, 5, 6))
    assert shows_number(drawn, 14)  # the cards in hand, counted


def test_copenhagen_board_says_where_the_end_card_is(monkeypatch: pytest.MonkeyPatch) -> None:
    view = mid_game_view("copenhagen", 30, None)
    for place in ("set_aside", "in_deck"):
        view["end_card"] = place
        drawn = public_text("copenhagen", view, monkeypatch)
        assert shows_text(drawn, str(WORDS[f"end_card.{place}"])), place
        other = "in_deck" if place == "set_aside" else "set_aside"
        assert not shows_text(drawn, str(WORDS[f"end_card.{other}"])), place


# Four Color Cards


def test_four_color_cards_board_writes_each_seat_s_chips_and_cards_and_the_stock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = mid_game_view("four_color_cards", 6, None)
    for seat, chips, cards in zip(view["seats"], (23, 17, 31), (13, 19, 11), strict=True):
        seat["chips"], seat["hand_size"] = chips, cards
    view["stock"] = 37
    drawn = public_text("four_color_cards", view, monkeypatch)
    assert all(shows_text(drawn, name) for name in NAMES)
    assert all(shows_number(drawn, number) for number in (23, 17, 31, 13, 19, 11, 37))
    assert shows_text(drawn, f"{view['round']} / {view['rounds']}")


def test_four_color_cards_private_picture_is_the_viewer_s_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    view = mid_game_view("four_color_cards", 6, 2)
    view["seats"][2]["chips"] = 27
    drawn = private_text("four_color_cards", view, monkeypatch)
    assert shows_text(drawn, NAMES[2])
    assert shows_number(drawn, len(view["hand"])) and shows_number(drawn, 27)


# Troyes Dice


def test_troyes_dice_board_writes_each_player_s_score_and_resources(monkeypatch: pytest.MonkeyPatch) -> None:
    view = mid_game_view("troyes_dice", 7, None)
    for player, score, deniers in zip(view["players"], (17, 23, 29), (13, 14, 15), strict=True):
        player["score"] = score
        player["resources"]["deniers"] = deniers
    drawn = public_text("troyes_dice", view, monkeypatch)
    assert all(shows_text(drawn, name) for name in NAMES)
    assert all(shows_number(drawn, number) for number in (17, 23, 29, 13, 14, 15))
    assert shows_number(drawn, view["day"]) and shows_number(drawn, view["days"])


def test_troyes_dice_private_sheet_is_the_viewer_s(monkeypatch: pytest.MonkeyPatch) -> None:
    view = mid_game_view("troyes_dice", 7, 1)
    sheet = view["me"]["sheet"]
    sheet["score"] = {"citizens": 19, "cathedrals": 21, "resources": 2, "total": 42}
    for resource, available in zip(sheet["resources"].values(), (13, 14, 15), strict=True):
        resource["available"] = available
    drawn = private_text("troyes_dice", view, monkeypatch)
    assert shows_text(drawn, NAMES[view["me"]["seat"]])
    assert all(shows_number(drawn, number) for number in (19, 21, 42, 13, 14, 15))
