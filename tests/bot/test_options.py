"""Table options (``bot.options``): what each game offers the host, how typed names and values are read, the words
every language gives them, and the seat order that ``seating`` draws from the game's seed."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import CATALOGS, LANGUAGES, t
from bot.options import (
    BOT_OPTIONS,
    RELIABILITY,
    SEATING,
    SEATS_BEFORE,
    choose,
    engine_options,
    find,
    name_suggestions,
    seat_order,
    shown,
    table_options,
)
from bot.refusal import Refusal
from games import registry
from games.contract import BadOptions, Game

GAMES = [game for game in (registry.get(name) for name in registry.BUILTIN) if game is not None]


def game(game_id: str) -> Game[Any]:
    found = registry.get(game_id)
    assert found is not None
    return found


@pytest.mark.parametrize("engine", GAMES, ids=lambda engine: engine.id)
def test_every_offered_value_is_one_the_engine_accepts_and_the_bounds_are_the_engines(engine: Game[Any]) -> None:
    for option in table_options(engine):
        if option.name in BOT_OPTIONS:
            continue
        assert option.default == engine.default_options()[option.name]
        for value in option.values():
            assert engine.validate_options({option.name: value})[option.name] == value
        if not option.choices:
            for outside in (option.low - 1, option.high + 1):
                with pytest.raises(BadOptions):
                    engine.validate_options({option.name: outside})


def test_four_color_cards_offers_its_open_settings_and_not_the_fixed_ones() -> None:
    names = [option.name for option in table_options(game("four_color_cards"))]
    assert names[:3] == ["rounds", "starting_chips", "threshold"] and names[-2:] == [SEATING, RELIABILITY]
    assert "concealed_kong" not in names and "point_table" not in names
    assert len(names) <= 25  # autocomplete shows them all


def test_every_game_has_seating_and_a_minimum_reliability_and_troyes_dice_its_column_order() -> None:
    for engine in GAMES:
        assert [option.name for option in table_options(engine)][-2:] == [SEATING, RELIABILITY]
    assert [option.name for option in table_options(game("troyes_dice"))] == ["column_order", SEATING, RELIABILITY]
    assert [option.name for option in table_options(game("copenhagen"))] == [SEATING, RELIABILITY]


def test_a_minimum_reliability_is_a_percentage_the_bot_applies_itself() -> None:
    option, chosen = choose(game("copenhagen"), {}, "reliability", "50", None)
    assert option.name == RELIABILITY and chosen == {RELIABILITY: 50}
    assert engine_options(chosen) == {}
    assert option.value_label(50, None) == "≥ 50%"
    with pytest.raises(Refusal):
        choose(game("copenhagen"), {}, "reliability", "101", None)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_option_and_value_has_its_words_in_every_language(code: str) -> None:
    for engine in GAMES:
        for option in table_options(engine):
            assert option.key in CATALOGS[code], (code, option.key)
            for value in option.choices:
                key = f"option.{option.text(value)}" if isinstance(value, bool) else f"{option.key}.{value}"
                assert key in CATALOGS[code], (code, key)
                assert option.value_label(value, code) != option.value_label(value, "en"), (code, key)


@pytest.mark.parametrize("code", ["en-US", *LANGUAGES])
def test_suggestions_fit_discords_limits(code: str) -> None:
    for engine in GAMES:
        names = name_suggestions(engine, engine.default_options(), "", code)
        assert len(names) == len(table_options(engine)) <= 25
        for option in table_options(engine):
            values = option.suggestions("", code)
            assert 1 <= len(values) <= 25
            for words, value in [*names, *values]:
                assert 1 <= len(words) <= 100 and 1 <= len(value) <= 100, (code, words, value)


def test_typed_values_are_read_by_their_text_or_their_words() -> None:
    fcc = game("four_color_cards")
    forced = find(fcc, "forced_hu", None)
    assert forced is not None
    for typed in ("yes", "YES", "on", " true "):
        assert forced.parse(typed, None) is True
    assert forced.parse("non", "fr") is False and forced.parse("oui", "fr") is True
    assert forced.parse("да", "ru") is True and forced.parse("否", "zh-TW") is False
    assert forced.parse("maybe", None) is None
    rounds = find(fcc, "Rounds", None)
    assert rounds is not None
    assert rounds.parse("20", None) == 20 and rounds.parse("1", None) == 1
    for bad in ("0", "21", "²", "٣", "-1", "1.5", "", "9" * 5000):
        assert rounds.parse(bad, None) is None, bad
    match = find(fcc, "bonus match", None)
    assert match is not None and match.parse("rank only", None) == "rank_only"
    assert match.parse("rang seul", "fr") == "rank_only"
    # Names in the asker's language are found too.
    assert find(fcc, "Manches", "fr") == rounds and find(fcc, "局數", "zh-TW") == rounds


def test_choosing_sets_one_option_or_refuses_with_the_accepted_values() -> None:
    fcc = game("four_color_cards")
    option, chosen = choose(fcc, fcc.default_options(), "threshold", "12", None)
    assert option.name == "threshold" and chosen["threshold"] == 12
    assert engine_options({**chosen, SEATING: "random"}) == chosen
    with pytest.raises(Refusal) as refused:
        choose(fcc, chosen, "seating", "sideways", None)
    assert refused.value.key == "error.bad_option_value"
    texts = {code: t(refused.value.key, code, **refused.value.params) for code in ("en", *LANGUAGES)}
    assert texts["en"] == "Seating cannot be “sideways”. Accepted: `join` (join order) or `random` (random order)."
    assert " или " in texts["ru"] and "或" in texts["zh-CN"] and " ou " in texts["fr"]
    with pytest.raises(Refusal) as unknown:
        choose(fcc, chosen, "wildcards", "yes", None)
    assert unknown.value.key == "error.unknown_option"


def test_the_lobby_shows_only_what_differs_from_the_usual_rules() -> None:
    fcc = game("four_color_cards")
    assert shown(fcc, fcc.default_options(), None) == []
    options = {**fcc.default_options(), "rounds": 5, "pair_claims": False, SEATING: "random"}
    assert shown(fcc, options, None) == ["Rounds: 5", "Pairs may be claimed: no", "Seating: random order"]
    assert shown(fcc, options, "fr") == [
        "Manches\u00a0: 5",
        "On peut réclamer une paire\u00a0: non",
        "Placement\u00a0: ordre aléatoire",
    ]


FOUR = (101, 102, 103, 104)  # four members' user ids, in join order


def test_join_seating_is_the_join_order_and_random_seating_a_permutation_drawn_from_the_seed() -> None:
    assert seat_order(FOUR, {}, 7) == (0, 1, 2, 3) == seat_order(FOUR, {SEATING: "join"}, 7)
    drawn = [seat_order(FOUR, {SEATING: "random"}, seed) for seed in range(200)]
    assert all(sorted(order) == [0, 1, 2, 3] for order in drawn)
    assert drawn == [seat_order(FOUR, {SEATING: "random"}, seed) for seed in range(200)]  # the same seed, same seats
    assert len(set(drawn)) == 24  # every order of four players happens
    assert seat_order((101,), {SEATING: "random"}, 3) == (0,)


def test_a_rematch_seats_the_players_before_in_their_turned_order_and_newcomers_after_in_join_order() -> None:
    # 104 and 102 played before, 104 in the first seat now; 101 and 103 are new and keep their join order.
    assert seat_order(FOUR, {SEATS_BEFORE: [104, 102]}, 7) == (3, 1, 0, 2)
    # The rematch's seating is the bot's: the engine never sees it.
    assert engine_options({SEATS_BEFORE: [104, 102], SEATING: "join", "rounds": 5}) == {"rounds": 5}
