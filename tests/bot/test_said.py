"""Moves as the channel reads them (``bot.said``): every open move of whole games put in words in each language,
with its player and its notation, and the words that say why a game ended."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from bot.i18n import LANGUAGES, SOURCE, t
from bot.live import LiveGame
from bot.said import move_said, move_sentence, own_move_words
from bot.wording import wording_of
from tests.support.played import Played, play
from tests.support.records import told

LOCALES = (SOURCE, *LANGUAGES)


def open_moves(played: Played) -> list[tuple[LiveGame, int, str]]:
    """Each open move of a played game with the game as it stood before it."""
    out = []
    for before, move in zip(played.states, played.moves, strict=False):
        public = told(played.engine, before, move.seat, move.move).text
        if public is not None:
            out.append((replace(played.live(), state=before), move.seat, public))
    return out


# Seeds whose games hold open moves of every kind the game has (a Troyes Dice bonus build is rare).
@pytest.mark.parametrize(("game_id", "seed"), [("copenhagen", 7), ("troyes_dice", 2), ("four_color_cards", 7)])
def test_every_open_move_reads_as_a_sentence_naming_its_player_with_the_notation_beside_it(
    game_id: str, seed: int
) -> None:
    played = play(game_id, 3, seed=seed)
    moves = open_moves(played)
    assert moves
    for loc in LOCALES:
        for before, seat, move in moves:
            said = move_said(before, seat, move, loc)
            assert f"<@{100 + seat}>" in said and f"`{move}`" in said, said
            sentence = move_sentence(before, seat, move, loc)
            assert move not in sentence and "{" not in sentence and "_" not in sentence, sentence


@pytest.mark.parametrize("game_id", ["copenhagen", "troyes_dice", "four_color_cards"])
def test_the_private_answer_after_a_move_says_the_move_in_words_in_every_language(game_id: str) -> None:
    # "Done: `die 2 resources`" told the player nothing they had not typed: the answer words the move as its menu
    # does, from the author's side (a secret choice included), and the notation is not repeated.
    played = play(game_id, 3, seed=2)
    for before, move in list(zip(played.states, played.moves, strict=False))[:12]:
        live = replace(played.live(), state=before)
        for loc in LOCALES:
            words = own_move_words(live, move.seat, move.move, loc)
            # Russian quotes the words, and nests the quotes they hold: «Построить здание „Ратуша“ в столбце 6».
            quoted = words.replace("«", "„").replace("»", "“") if loc == "ru" else words
            for key in ("game.move_accepted", "game.answer_recorded"):
                answer = t(key, loc, move=words)
                assert quoted in answer and "`" not in answer and words != move.move, answer


def test_copenhagen_says_which_card_was_taken_and_where_a_tile_was_built_in_the_readers_words() -> None:
    played = play("copenhagen", 2, seed=3)
    moves = open_moves(played)
    take = next((before, seat, move) for before, seat, move in moves if move.startswith("take "))
    before, seat, move = take
    colour = before.state.harbour[int(move.split()[1]) - 1]
    slot = move.split()[1]
    assert move_sentence(before, seat, move, "en") == f"<@{100 + seat}> takes the {colour} card from slot {slot}"
    russian = t(f"said.copenhagen.colour.{colour}", "ru")  # accusative: "берёт красную карту"
    assert move_sentence(before, seat, move, "ru") == f"<@{100 + seat}> берёт {russian} карту из ячейки {slot}"
    builds = [(before, seat, move) for before, seat, move in moves if move.startswith("build ")]
    assert builds, "a random game of two builds something"
    before, seat, move = builds[0]
    cell = move.split()[3]
    assert move_sentence(before, seat, move, "zh-TW").endswith(f"磚塊在 {cell}")


def test_copenhagen_ends_by_twelve_points_or_by_the_end_card_and_says_which() -> None:
    played = play("copenhagen", 2, seed=3)
    live = played.live()
    ending = wording_of("copenhagen").ending
    assert ending is not None
    by_points = copy.deepcopy(live.state)
    by_points.end_reason, by_points.winner = "points", 1
    assert ending(replace(live, state=by_points), "en") == "<@101> reached 12 points."
    by_card = copy.deepcopy(live.state)
    by_card.end_reason, by_card.winner = "end_card", None
    assert ending(replace(live, state=by_card), "fr") == t("said.copenhagen.over.end_card", "fr")


def test_a_copenhagen_payment_reads_as_speech_its_colours_agreeing_with_their_counts() -> None:
    live = play("copenhagen", 2, seed=3).live()
    assert move_sentence(live, 0, "pay 2yellow 1red", "ru") == "<@100> платит 2 жёлтые карты и 1 красную карту"
    assert move_sentence(live, 0, "pay 5blue", "ru") == "<@100> платит 5 синих карт"
    assert move_sentence(live, 0, "pay 2yellow 1red", "fr") == "<@100> paie 2 cartes jaunes et 1 carte rouge"
    assert move_sentence(live, 0, "pay 2yellow 1red", "en") == "<@100> pays 2 yellow + 1 red"
