"""Every catalog speaks for the bot in full: the same ids as English, the same placeholders, plural forms by the
language's own rules, and texts that fit where Discord shows them."""

from __future__ import annotations

import string
from collections.abc import Mapping
from functools import cache

import pytest

from bot.i18n import CASES, CATALOGS, ENGLISH, LANGUAGES, Message, english, language, plural_category, t, valid_name
from bot.plugins.four_color_cards.wording import card_words
from games import registry
from render.registry import renderer_for

# Ids Discord shows as command and option descriptions (at most 100 characters) and button labels (kept short).
DESCRIPTION_LIMIT = 100
BUTTON_LIMIT = 40
BUTTONS = {
    "button.join", "button.leave", "button.start", "button.cancel", "button.turn", "button.hand",
    "panel.copenhagen.build", "panel.copenhagen.rotate", "panel.copenhagen.mirror", "panel.copenhagen.confirm",
    "panel.copenhagen.back", "resign.button", "panel.troyes_dice.confirm", "panel.troyes_dice.back",
    "button.ai_easy", "button.ai_strong", "button.ai_remove",
}  # fmt: skip
# The plural categories each language's plural messages must give (CLDR; French "many" is optional).
REQUIRED_FORMS = {"fr": {"one", "other"}, "ru": {"one", "few", "many", "other"}, "zh-CN": {"other"}, "zh-TW": {"other"}}
ALLOWED_FORMS = {"fr": {"one", "many", "other"}, "ru": {"one", "few", "many", "other"}, "zh-CN": {"other"}}
ALLOWED_FORMS["zh-TW"] = {"other"}


@cache
def source_ids() -> dict[str, Message]:
    """Every id a catalog must have: the bot's own and each built-in game's rule messages, move label parts, terms
    and the words its pictures draw."""
    ids: dict[str, Message] = dict(ENGLISH)
    for name in registry.BUILTIN:
        game = registry.get(name)
        assert game is not None
        ids.update({f"game.{name}.{key}": text for key, text in game.MESSAGES.items()})
        ids.update({f"label.{name}.{key}": text for key, text in game.LABELS.items()})
        ids.update({f"term.{name}.{key}": text for key, text in game.TERMS.items()})
        ids[f"title.{name}"] = game.title
        ids.update({f"picture.{name}.{key}": text for key, text in renderer_for(name).WORDS.items()})
    return ids


def case_of(key: str) -> str | None:
    """The id a case form declines (``term.x.card.rc`` for ``term.x.card.rc.acc``), or None for an id that is not
    one of an existing id."""
    base, _, case = key.rpartition(".")
    return base if case in CASES and base in source_ids() else None


def forms(message: Message) -> Mapping[str, str]:
    return {"other": message} if isinstance(message, str) else message


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def is_description(key: str) -> bool:
    return key.startswith("cmd.") or key.endswith(".cmd") or ".cmd." in key or key == "settings.choice.auto"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_id_is_translated_and_no_other(code: str) -> None:
    catalog = CATALOGS[code]
    missing = sorted(set(source_ids()) - set(catalog))
    unknown = sorted(key for key in set(catalog) - set(source_ids()) if case_of(key) is None)
    assert not missing, f"{code} lacks {len(missing)} ids (English shows instead): {missing[:20]}"
    assert not unknown, f"{code} has ids English does not: {unknown}"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_translations_have_exactly_the_english_placeholders(code: str) -> None:
    declined = {key: source_ids()[base] for key in CATALOGS[code] if (base := case_of(key)) is not None}
    for key, source in {**source_ids(), **declined}.items():
        if key not in CATALOGS[code]:
            continue
        wanted = set().union(*(fields(text) for text in forms(source).values()))
        for category, text in forms(CATALOGS[code][key]).items():
            found = fields(text)
            # A plural form may leave the number out ("once"); nothing else may be dropped or added.
            assert found == wanted or (found == wanted - {"count"} and category != "other"), (code, key, category)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_plural_messages_give_the_forms_of_their_language(code: str) -> None:
    for key, message in CATALOGS[code].items():
        if isinstance(message, str):
            continue
        categories = {form for form in message if not form.startswith("=")}
        exact = {form for form in message if form.startswith("=")}
        assert REQUIRED_FORMS[code] <= categories <= ALLOWED_FORMS[code], (code, key, sorted(message))
        assert all(form[1:].isdigit() for form in exact), (code, key, sorted(exact))
        assert "count" in set().union(*(fields(text) for text in message.values())), (code, key)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_descriptions_and_buttons_fit_where_discord_shows_them(code: str) -> None:
    catalog = ENGLISH if code == "en" else CATALOGS[code]
    for key, message in catalog.items():
        for text in forms(message).values():
            if is_description(key):
                assert 1 <= len(text) <= DESCRIPTION_LIMIT, (code, key, len(text))
            if key in BUTTONS:
                assert len(text) <= BUTTON_LIMIT, (code, key, text)


def test_an_exact_form_comes_before_the_plural_category() -> None:
    # French counts 0 as "one": a game exported before its first move must not read "son unique coup".
    none = t("export.done", "fr", count=0, number=4, game="Copenhague")
    assert "aucun coup" in none and "unique" not in none
    assert "son unique coup" in t("export.done", "fr", count=1, number=4, game="Copenhague")
    assert "12 coups" in t("export.done", "fr", count=12, number=4, game="Copenhague")


def russian_form(n: int) -> str:
    """Russian plural forms as grammar books give them: 1, 21, 101 one; 2-4, 22-24 few; 0, 5-20, 25-30 many."""
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def test_russian_plural_forms_are_right_from_0_to_200() -> None:
    assert [plural_category("ru", n) for n in range(201)] == [russian_form(n) for n in range(201)]
    words = {"one": "вариант", "few": "варианта", "many": "вариантов"}
    for n in range(201):
        text = t("panel.count", "ru", count=n)
        assert text.startswith(f"{n} ") and text.endswith(words[russian_form(n)]), (n, text)


def test_russian_card_names_agree_with_the_rank_in_panels_and_refusals() -> None:
    # Колесница and пушка are feminine, the other ranks masculine: "красная колесница", "зелёный солдат", never the
    # genitive "колесница красных" ("the reds' chariot").
    assert card_words("rc", "ru") == "красная колесница (俥)"
    assert card_words("gs", "ru") == "зелёный солдат (卒)"
    assert card_words("wp", "ru") == "белая пушка (包)"
    for colour in "rygw":
        for rank in "gaechps":
            code = colour + rank
            adjective = card_words(code, "ru").split()[0]
            assert adjective.endswith("ая" if rank in "cp" else "ый"), (code, adjective)
            # A panel and a refusal name a card alike.
            assert card_words(code, "ru") == t(f"term.four_color_cards.card.{code}", "ru")
    # As a direct object a card takes the accusative, the pieces animate as in chess; the panel's button says so.
    assert card_words("yc", "ru", "acc") == "жёлтую колесницу (俥)"
    assert card_words("wg", "ru", "acc") == "белого генерала (將)"
    assert card_words("gh", "ru", "acc") == "зелёного коня (馬)"
    assert t("panel.four_color_cards.discard_card", "ru", card=card_words("yc", "ru", "acc")) == (
        "Сбросить жёлтую колесницу (俥)"
    )
    # English still builds the name from its parts, the same in every case; a language without case forms keeps
    # the term it has.
    assert card_words("rc", "en-US") == card_words("rc", "en-US", "acc") == "red chariot (俥)"
    assert card_words("rc", "fr", "acc") == card_words("rc", "fr")


def test_a_rule_message_that_counts_cards_says_card_or_cards_in_each_language() -> None:
    # Once "5 red card(s)": the engine's count picks the language's own form.
    red = {"fr": "rouge", "ru": "красный", "zh-CN": "红色", "en": "red"}
    said = {
        code: [t("game.copenhagen.cannot_afford", code, count=n, colour=red[code]) for n in (1, 3, 5)] for code in red
    }
    assert [text.split(" there")[0] for text in said["en"]] == [
        "This tile costs 1 red card",
        "This tile costs 3 red cards",
        "This tile costs 5 red cards",
    ]
    assert "coûte 1 carte de couleur rouge" in said["fr"][0] and "coûte 3 cartes de couleur rouge" in said["fr"][1]
    assert [text.split("стоит ")[1].split(" её")[0] for text in said["ru"]] == ["1 карту", "3 карты", "5 карт"]
    assert "5 张红色牌" in said["zh-CN"][2]
    assert not [text for texts in said.values() for text in texts if "(s)" in text or "(ы)" in text]


def test_english_counts_one_and_many() -> None:
    assert t("panel.count", "en-US", count=1) == "1 move"
    assert t("panel.count", "en-US", count=0) == "0 moves"
    assert t("panel.count", "en-US", count=21) == "21 moves"


def test_a_missing_id_falls_back_to_english_and_an_unknown_locale_is_english() -> None:
    assert language("pt-BR") == "en" and language(None) == "en" and language("zh-TW") == "zh-TW"
    assert t("error.no_game", "pt-BR") == english("error.no_game")
    with pytest.raises(KeyError):
        t("no.such.id", "fr")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_refusals_are_in_the_language_not_in_english(code: str) -> None:
    for key in ("error.not_your_turn", "error.stale", "error.no_game", "game.copenhagen.slot_empty"):
        translated = t(key, code, slot=3)
        assert translated != t(key, "en", slot=3), (code, key)
    if code.startswith("zh"):
        assert any("\u4e00" <= ch <= "\u9fff" for ch in t("error.not_your_turn", code))
    if code == "ru":
        assert any("\u0400" <= ch <= "\u04ff" for ch in t("error.not_your_turn", code))


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_every_localised_command_name_is_valid_for_discord(code: str) -> None:
    catalog = ENGLISH if code == "en" else CATALOGS[code]
    names = {key: text for key, text in catalog.items() if key.startswith("name.")}
    assert names, code
    for key, text in names.items():
        assert isinstance(text, str) and valid_name(text), (code, key, text)
    # Options of one command, and commands of one group, need distinct names.
    siblings: dict[str, list[str]] = {}
    for key, text in names.items():
        assert isinstance(text, str)
        siblings.setdefault(key.rsplit(".", 1)[0], []).append(text)
    for parent, texts in siblings.items():
        assert len(texts) == len(set(texts)), (code, parent, texts)


def test_discord_name_rules() -> None:
    assert valid_name("game") and valid_name("time_limit") and valid_name("партия") and valid_name("新游戏")
    assert not valid_name("Game") and not valid_name("new game") and not valid_name("x" * 33) and not valid_name("")
    assert not valid_name("Партия") and not valid_name("jouer!")
