"""A tournament's table options (``/tournament new table_options:``): the game's own options typed as
``name=value`` pairs, read as ``/game option`` reads them, in the host's language too; the bot's own options and
malformed text are refused with what to type instead."""

from __future__ import annotations

from typing import Any

import pytest

from bot.refusal import Refusal
from bot.ui.tournament.table_options import parse_table_options
from games import registry
from games.contract import Game


def troyes() -> Game[Any]:
    engine = registry.get("troyes_dice")
    assert engine is not None
    return engine


def test_a_game_option_typed_by_name_or_in_the_hosts_words_is_taken_with_the_defaults_filled_in() -> None:
    assert parse_table_options(troyes(), "column_order=random", None) == {"column_order": "random"}
    assert parse_table_options(troyes(), " column order : random ", None) == {"column_order": "random"}
    # The French words of the option and of its value, and a full-width colon and comma a Chinese keyboard types.
    assert parse_table_options(troyes(), "Ordre des colonnes=aléatoire (le même pour tous)", "fr") == {
        "column_order": "random"
    }
    assert parse_table_options(troyes(), "column_order：random，", None) == {"column_order": "random"}


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("column_order", "error.tournament_options_syntax"),  # no value
        ("=random", "error.tournament_options_syntax"),
        ("x" * 300, "error.tournament_options_syntax"),
        ("colours=7", "error.unknown_option"),
        ("column_order=sideways", "error.bad_option_value"),
        ("seating=random", "error.tournament_options_bot"),  # the rounds seat the players
        ("reliability=50", "error.tournament_options_bot"),  # the tournament has its own
    ],
)
def test_what_is_not_one_of_the_games_options_is_refused_with_what_to_type(typed: str, key: str) -> None:
    with pytest.raises(Refusal) as refused:
        parse_table_options(troyes(), typed, None)
    assert refused.value.key == key
