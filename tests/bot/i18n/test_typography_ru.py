"""Russian typography, for every Russian text the bot sends or draws: a game's title in «ёлочках» wherever a text
names it in a sentence, a card's name after «карта» in quotes, no ASCII double quotes (« » outside, „ “ inside),
lowercase after a colon in the middle of a sentence, and amounts of resources said as players say them, in one
form for both resources that are not coins ("за 1 ед. влияния", "5 ед. знаний", "2 денье"; not "цена: влияние 1",
nor "5 влияния" beside "6 знаний").

Placeholders, code spans (`take 3`), Discord markup (<@id>, <t:…:f>) and URLs are not prose and are left aside."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.i18n import CATALOGS, game_title, t
from bot.i18n.russian_cases import decline
from bot.plugins.troyes_dice.wording import choice_words
from games import registry
from games.troyes_dice import GAME as TROYES_DICE
from tests.bot.i18n.markup import CODE_SPAN, MARKUP, PLACEHOLDER, URL

RU = CATALOGS["ru"]
TITLES: list[str] = sorted(
    {name for game in registry.BUILTIN for name in (game_title(game, "ru"), t(f"picture.{game}.title", "ru"))},
    key=len,
    reverse=True,  # "Четырёхцветные карты (四色牌)" before "Четырёхцветные карты"
)
# A title at the very start of a heading ("Копенгаген: новая игра", "Troyes Dice · итоги", "{game} № 4: …") stands
# bare, as a heading's subject does; in a sentence ("Игра «Копенгаген» началась!") it is quoted.
HEADING_AFTER = re.compile(r"(\*\*)?(:|,| ·| №|$)")
# After a colon: the first word, past bold or italic marks.
AFTER_COLON = re.compile(r":(?:\*{1,2}|_)?[ \u00a0]+(?:\*{1,2}|_)?([^\W\d_][\w-]*)")
# Names that keep their capital anywhere: the Troyes Dice buildings (and the rows named after them), the games.
PROPER = {
    word
    for key, text in RU.items()
    if isinstance(text, str)
    and (".building." in key or ".row." in key or key.startswith(("title.", "picture.troyes_dice.the_building.")))
    for word in re.findall(r"[^\W\d_]+", text)
} | {"Discord"}


def texts() -> Iterator[tuple[str, str]]:
    for key, message in RU.items():
        for text in [message] if isinstance(message, str) else message.values():
            yield key, text


def prose(text: str) -> str:
    """The text with what is not Russian prose put aside: code spans, Discord markup and URLs become a neutral
    lowercase word."""
    return URL.sub("x", MARKUP.sub("x", CODE_SPAN.sub("x", text)))


def title_spots(text: str) -> Iterator[tuple[int, int]]:
    """Where a text names a game: a ``{game}`` placeholder or a title written out."""
    for match in re.finditer(r"\{game\}", text):
        yield match.start(), match.end()
    taken: list[tuple[int, int]] = []
    for title in TITLES:
        for match in re.finditer(re.escape(title), text):
            if not any(start <= match.start() < end for start, end in taken):
                taken.append((match.start(), match.end()))
                yield match.start(), match.end()


def unquoted_titles(text: str) -> list[str]:
    text = prose(text)
    found = []
    for start, end in title_spots(text):
        quoted = text[:start].endswith("«") and text[end:].startswith("»")
        heading = text[:start].strip("*") == "" and HEADING_AFTER.match(text, end) is not None
        if not quoted and not heading:
            found.append(text[start:end])
    return found


def capitals_after_colons(text: str) -> list[str]:
    words = (match.group(1) for match in AFTER_COLON.finditer(PLACEHOLDER.sub("{}", prose(text))))
    return [
        word
        for word in words
        if word[0].isupper() and not word.isupper() and word not in PROPER and not re.match("[A-Za-z]", word)
    ]


def test_game_titles_are_quoted_in_sentences() -> None:
    wrong = {(key, text) for key, text in texts() if not key.startswith("title.") and unquoted_titles(text)}
    assert not wrong, sorted(wrong)


def test_no_ascii_double_quotes() -> None:
    wrong = {(key, text) for key, text in texts() if '"' in prose(text)}
    assert not wrong, sorted(wrong)


def nested_guillemets(text: str) -> bool:
    """Whether a text opens « inside «…» (a quote within a quote takes „…“)."""
    depth = 0
    for char in text:
        depth += (char == "«") - (char == "»")
        if depth > 1:
            return True
    return False


def test_quotes_inside_quotes_are_low_high() -> None:
    assert nested_guillemets("«карта «Конец игры»»") and not nested_guillemets("«карта „Конец игры“»")
    wrong = {(key, text) for key, text in texts() if nested_guillemets(text)}
    assert not wrong, sorted(wrong)


def test_a_card_named_after_the_word_card_is_quoted() -> None:
    # "В игре карта «красная колесница (俥)»", never "карта красная колесница (俥)", which reads as two nouns.
    wrong = {(key, text) for key, text in texts() if re.search(r"\bкарт[аыуео]й?\s+\{card\}", text)}
    assert not wrong, sorted(wrong)


def test_lowercase_after_a_colon() -> None:
    wrong = {(key, text, tuple(words)) for key, text in texts() if (words := capitals_after_colons(text))}
    assert not wrong, sorted(wrong)


def test_the_checks_catch_what_they_are_for() -> None:
    assert unquoted_titles("Игра {game} началась!") == ["{game}"]
    assert unquoted_titles("Листы есть только в Troyes Dice.") == ["Troyes Dice"]
    assert unquoted_titles("Игра «{game}» началась!") == []
    assert unquoted_titles("{game}: новая игра") == [] and unquoted_titles("**{game}**, игра № {number}") == []
    assert unquoted_titles("Копенгаген — игра о плитках") == ["Копенгаген"]
    assert capitals_after_colons("**Раунд 1:** Колода закончилась") == ["Колода"]
    assert capitals_after_colons("Порядок ходов: {players}. Лимит: `Off`, ИИ: Крепость, 08:00 Утро") == []


def test_a_round_result_reads_lowercase_after_its_heading() -> None:
    # The round's heading and its first sentence make one line ("**Раунд 1 из 3.** Колода закончилась…"): a capital
    # after the heading must not follow a colon.
    for outcome in ("fcc.result.draw", "fcc.result.opening_hu"):
        line = f"{t('fcc.result.round', 'ru', round=1, rounds=3)} {t(outcome, 'ru', user='Алёна')}"
        assert not capitals_after_colons(line), line


def composed_previews() -> Iterator[str]:
    """The Copenhagen preview line as the panel writes it: the move's label inside the preview sentence."""
    for key in ("build", "build_cost", "build_cost_discount_colors"):
        label = t(
            f"label.copenhagen.{key}",
            "ru",
            colour="красная",
            size=3,
            orientation="r90",
            cell="c2",
            cost=3,
            discounted=2,
        )
        yield t("panel.copenhagen.preview", "ru", label=label)


@pytest.mark.parametrize("preview", list(composed_previews()))
def test_the_build_preview_has_one_colon_per_sentence_and_no_capital_after_it(preview: str) -> None:
    first_line = preview.split("\n")[0]
    assert first_line.count(":") <= 1, preview
    assert not capitals_after_colons(preview), preview


def test_a_half_days_choice_says_its_prices_and_gains_as_speech() -> None:
    # Every choice of a seeded opening, as the panel confirms it and the table reads it: the number before the
    # resource ("за 1 денье", "взять 3 ед. влияния"), never a price label with the number after ("цена: влияние 1"),
    # never a bare number before influence or knowledge ("5 влияния" beside "6 знаний" mixes a mass and things).
    state = TROYES_DICE.new(3, {}, 11)
    said = [choice_words(state, 0, move, "ru") for move in TROYES_DICE.legal_moves(state, 0)]
    assert said
    for text in said:
        assert "цена" not in text and not re.search(r"(влияни\w*|знани\w*|денье) \+?\d", text), text
        assert not capitals_after_colons(text), text
        assert not re.search(r"\d (влияни|знани)", text), text
    assert any(re.search(r"за 1 ед\. (влияния|знаний)", text) for text in said), said
    assert any(re.search(r"за 1 денье|за 2 денье", text) for text in said), said
    assert any(re.search(r"взять \d (ед\. влияния|денье|ед\. знаний)\b", text) for text in said), said


@pytest.mark.parametrize(
    ("count", "influence", "deniers", "knowledge"),
    [
        (1, "1 ед. влияния", "1 денье", "1 ед. знаний"),
        (2, "2 ед. влияния", "2 денье", "2 ед. знаний"),
        (5, "5 ед. влияния", "5 денье", "5 ед. знаний"),
        (11, "11 ед. влияния", "11 денье", "11 ед. знаний"),
        (18, "18 ед. влияния", "18 денье", "18 ед. знаний"),
    ],
)
def test_amounts_of_resources_take_the_form_their_number_asks_for(
    count: int, influence: str, deniers: str, knowledge: str
) -> None:
    # Influence is a mass and knowledge a plural: counted alike, in units ("5 ед. влияния", "5 ед. знаний"), so
    # that one line never says "5 влияния" beside "6 знаний"; deniers are coins and do not change. The panel and
    # the pictures say them alike.
    for prefix in ("panel.troyes_dice.resource", "picture.troyes_dice.amount"):
        said = [t(f"{prefix}.{name}", "ru", count=count) for name in ("influence", "deniers", "knowledge")]
        assert said == [influence, deniers, knowledge], prefix


def test_units_are_said_only_of_influence_and_knowledge_and_always_of_them() -> None:
    # "ед." counts the two resources that are not coins, and nothing else; no text counts them bare.
    wrong = {(key, text) for key, text in texts() if re.search(r"\bед\.(?! (влияния|знаний))", text)}
    bare = {(key, text) for key, text in texts() if re.search(r"\d\}? (влияни|знани)", text)}
    assert not wrong, sorted(wrong)
    assert not bare, sorted(bare)


def test_everyone_but_declines_the_names_it_excludes() -> None:
    # "кроме" wants the genitive: the picture's names are declined by their endings (bot.i18n.russian_cases).
    everyone_but = t("picture.four_color_cards.all_but", "ru", names="Алёна")
    assert t("picture.four_color_cards.big_claims", "ru", who=everyone_but) == "Ху, конг, понг: все, кроме Алёны"
    assert t("picture.four_color_cards.all_but", "ru", names="Игорь и Мария") == "все, кроме Игоря и Марии"
    assert t("picture.four_color_cards.all_but", "ru", names="Игрок 2") == "все, кроме Игрока 2"


@pytest.mark.parametrize(
    ("name", "genitive", "dative"),
    [
        ("Алёна", "Алёны", "Алёне"),
        ("Ольга", "Ольги", "Ольге"),
        ("Мария", "Марии", "Марии"),
        ("Илья", "Ильи", "Илье"),
        ("Игорь", "Игоря", "Игорю"),
        ("Сергей", "Сергея", "Сергею"),
        ("Дмитрий", "Дмитрия", "Дмитрию"),
        ("Олег", "Олега", "Олегу"),
        ("Павел", "Павла", "Павлу"),
        ("Любовь", "Любови", "Любови"),
        ("Анна Петрова", "Анны Петровой", "Анне Петровой"),
        ("Злой кот", "Злого кота", "Злому коту"),
        ("Алёна, Игорь и Мария", "Алёны, Игоря и Марии", "Алёне, Игорю и Марии"),
        # What Russian does not decline, or what is no noun phrase, stays as it is.
        ("Пьеро", "Пьеро", "Пьеро"),
        ("Bob", "Bob", "Bob"),
        ("<@123>", "<@123>", "<@123>"),
        ("ИИ · лёгкий 1", "ИИ · лёгкий 1", "ИИ · лёгкий 1"),
    ],
)
def test_names_are_declined_as_russian_declines_them(name: str, genitive: str, dative: str) -> None:
    assert (decline(name, "gen"), decline(name, "dat")) == (genitive, dative)


# A player's name (a display name or a mention) cannot take a case ending, so it stands where the nominative is right:
# never propped up by "игрок" ("сброшена игроком Алёна") nor after a preposition that wants another case ("у Алёна").
NAME_IN_A_CASE = re.compile(
    r"(?i)\b(?:у|за|от|кроме|для|к|с)\s+\{(?:user|name|player|names|users|host|others)\}"
    r"|игрок\w*\s+\{(?:user|name|player|names|users|others)\}"
)


def test_a_players_name_stands_where_the_nominative_is_right() -> None:
    assert NAME_IN_A_CASE.search("Сброшена игроком {name}") and NAME_IN_A_CASE.search("У {user} вышло время")
    assert not NAME_IN_A_CASE.search("Сброс: {name}") and not NAME_IN_A_CASE.search("{user}: время вышло")
    wrong = {(key, text) for key, text in texts() if NAME_IN_A_CASE.search(text)}
    assert not wrong, sorted(wrong)
