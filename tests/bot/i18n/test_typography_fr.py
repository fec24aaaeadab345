"""French typography in every French text: a no-break space before the two-part punctuation and inside « », and
elision before a vowel, in the catalog's own words and in the texts the bot builds from them with names.

French puts a space before ``:`` ``;`` ``!`` ``?`` and inside guillemets, and that space must not break: a line
that starts with a lone "?" or "»" is a typesetting error every French reader sees. The guide asks for U+00A0
before ``:`` and inside « », U+202F before ``;`` ``!`` ``?``; either no-break space is accepted here. What is not
French prose is left out: URLs, code spans, Discord markup (``<@…>``, ``<t:…:f>``), placeholders, times (08:00).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.ai_seats import Level, ai_user
from bot.i18n import CATALOGS, picture_words, t
from bot.i18n.elision import join, starts_with_vowel_sound
from bot.outcome import MoveOutcome
from bot.said import move_said
from bot.wording import move_labels, summary_lines, wording_of
from tests.support.played import play

FRENCH = CATALOGS["fr"]
NO_BREAK = "\u00a0\u202f"
# Names a French table really has, starting with a vowel, an accented vowel, a mute h, a y, or a consonant.
ELIDING_NAMES = ("Amélie", "Émile", "Isabelle", "Olivier", "Ugo", "Hélène", "Yvette", "Œdipe")
PLAIN_NAMES = ("Bruno", "Yann", "Zoé", "Camille")

# What is not prose: a URL, a code span, Discord markup, a placeholder, a time. Each becomes one neutral word, so
# that "{users} : à vous" still shows its space before the colon.
_NOT_PROSE = re.compile(r"https?://\S+|`[^`]*`|<[^<>\s]*>|\{[^{}]*\}|\b\d{1,2}:\d{2}\b")
_ELIDING_WORD = re.compile(
    r"(?<![\w'’-])(de|le|la|que|ne|se|je|me|te|jusque|lorsque|puisque) [*_~]*(\S+)", re.IGNORECASE
)


def texts(message: object) -> list[str]:
    return [message] if isinstance(message, str) else list(message.values())  # type: ignore[attr-defined]


def catalog_texts() -> Iterator[tuple[str, str]]:
    for key, message in FRENCH.items():
        for text in texts(message):
            yield key, text


def prose(text: str) -> str:
    return _NOT_PROSE.sub("X", text)


def spacing_faults(text: str) -> list[str]:
    """Where ``text`` breaks French spacing: a two-part mark without a no-break space before it, a guillemet
    without one inside."""
    shown = prose(text)
    faults = []
    for found in re.finditer(r"[:;!?]", shown):
        at = found.start()
        if at == 0 or shown[at - 1] not in NO_BREAK:
            faults.append(shown[max(0, at - 20) : at + 5])
    for found in re.finditer("«", shown):
        if shown[found.end() : found.end() + 1] not in NO_BREAK:
            faults.append(shown[found.start() : found.start() + 20])
    for found in re.finditer("»", shown):
        if found.start() == 0 or shown[found.start() - 1] not in NO_BREAK:
            faults.append(shown[max(0, found.start() - 20) : found.end()])
    return faults


def elision_faults(text: str) -> list[str]:
    """Where ``text`` keeps "de", "le", "que"... whole before a word that starts with a vowel sound."""
    return [
        found.group(0)
        for found in _ELIDING_WORD.finditer(text)
        if starts_with_vowel_sound(found.group(2)) and not found.group(2).startswith("{")
    ]


def filled(key: str, name: str) -> list[str]:
    """``key`` as the bot shows it with each placeholder holding ``name`` (a count holds 1 and 2, for both forms)."""
    fields = {field for text in texts(FRENCH[key]) for _, field, _, _ in string.Formatter().parse(text) if field}
    if not fields:
        return []
    return [t(key, "fr", **{field: count if field == "count" else name for field in fields}) for count in (1, 2)]


def test_the_spacing_check_knows_french_typesetting() -> None:
    assert spacing_faults("Hôte\u00a0: {host}\u202f; prêt\u202f? «\u00a0rc\u00a0» oui\u202f!") == []
    assert spacing_faults("Jouez à 08:00, voir `die 1:2`, <t:12:f> et https://a.b/c:d") == []
    assert spacing_faults("Hôte : {host}") and spacing_faults("Prêt ?") and spacing_faults("« rc »")
    assert spacing_faults("Hôte: {host}") and spacing_faults("{users}\u00a0:ok;")


def test_every_french_text_has_a_no_break_space_before_two_part_marks_and_inside_guillemets() -> None:
    faults = {key: found for key, text in catalog_texts() if (found := spacing_faults(text))}
    assert not faults, f"{len(faults)} French texts lack a no-break space: {dict(list(faults.items())[:15])}"


def test_the_french_catalog_elides_its_own_words_before_a_vowel() -> None:
    faults = {key: found for key, text in catalog_texts() if (found := elision_faults(prose(text)))}
    assert not faults, f"French texts that do not elide: {faults}"


@pytest.mark.parametrize("name", ELIDING_NAMES)
def test_a_name_that_starts_with_a_vowel_sound_is_elided_wherever_a_text_puts_it(name: str) -> None:
    faults = {key: found for key in FRENCH for text in filled(key, name) if (found := elision_faults(text))}
    assert not faults, f"French texts that do not elide before {name}: {faults}"


@pytest.mark.parametrize("name", PLAIN_NAMES)
def test_a_name_that_starts_with_a_consonant_keeps_the_whole_word(name: str) -> None:
    assert t("picture.four_color_cards.hand_title", "fr", name=name) == f"Main de {name}"
    for key in FRENCH:
        for text in filled(key, name):
            assert f"d'{name}" not in text and f"l'{name}" not in text and f"qu'{name}" not in text, key


def test_the_elision_helper_hears_vowels_accents_mute_h_and_y() -> None:
    assert join("Main de ", "Amélie") == "Main d'Amélie"
    assert join("Main de ", "Émile") == "Main d'Émile"
    assert join("Main de ", "Hélène") == "Main d'Hélène"
    assert join("la part de ", "Yvette") == "la part d'Yvette"
    assert join("La part de ", "Yann") == "La part de Yann"
    assert join("Main de ", "Bruno") == "Main de Bruno"
    assert join("prend le ", "éléphant rouge") == "prend l'éléphant rouge"
    assert join("De ", "Ugo") == "D'Ugo"
    assert join("jusqu'à ce que ", "Isabelle") == "jusqu'à ce qu'Isabelle"
    assert join("le choix de ", "**IA · facile 1**") == "le choix d'**IA · facile 1**"
    # Nothing to elide before an aspirated h, a number, a mention or a word that only ends like "de".
    assert join("annoncer de ", "hu") == "annoncer de hu"
    assert join("la partie de ", "8") == "la partie de 8"
    assert join("le tour de ", "<@12>") == "le tour de <@12>"
    assert join("Monde ", "Amélie") == "Monde Amélie"


def test_pictures_and_sentences_elide_the_names_they_are_given() -> None:
    words = picture_words("four_color_cards", "fr")
    assert words("hand_title", name="Amélie") == "Main d'Amélie"
    assert words("hand_title", name="Hugo") == "Main d'Hugo"
    assert words("hand_title", name="Bruno") == "Main de Bruno"
    assert t("pace.automatic.secret", "fr", user="**IA · forte 2**").startswith(
        "🤖 Le bot a fait le choix d'**IA · forte 2**"
    )


def built_texts(game_id: str, seed: int) -> list[str]:
    """Every text the bot builds in French along a whole seeded game of three, two seats of them AIs (whose
    names, "IA · facile 1", start with a vowel): each open move as the channel reads it, what each move adds
    above the board (reveals, claims, round results), the move labels of menus and autocomplete, the board's
    moment, and why the game ended."""
    seats = (100, ai_user(Level.EASY, 1), ai_user(Level.STRONG, 2))
    played = play(game_id, 3, seed=seed, seats=seats)
    engine = played.engine
    wording = wording_of(game_id)
    out: list[str] = []
    for index, record in enumerate(played.moves):
        before = replace(played.live(), state=played.states[index])
        after = replace(played.live(), state=played.states[index + 1])
        _state, events = engine.apply(played.states[index], record.seat, record.move)
        outcome = MoveOutcome.of(before, after, record.seat, record.move, events)
        out.extend(summary_lines(outcome, "fr"))
        if outcome.public_move is not None:
            out.append(move_said(before, record.seat, outcome.public_move, "fr"))
        if index % 7 == 0:  # the labels of the awaited seats' menus, now and then (a game has hundreds of moves)
            for seat in sorted(engine.awaiting(before.state)):
                label = move_labels(before, seat, "fr")
                out.extend(label(move) for move in engine.legal_moves(before.state, seat))
        if wording.moment is not None and (moment := wording.moment(before, "fr")) is not None:
            out.append(moment)
    if wording.ending is not None and (ending := wording.ending(played.live(), "fr")) is not None:
        out.append(ending)
    return out


@pytest.mark.parametrize(("game_id", "seed"), [("copenhagen", 7), ("troyes_dice", 2), ("four_color_cards", 7)])
def test_whole_games_in_french_are_spaced_and_elided_as_french_writes(game_id: str, seed: int) -> None:
    texts_built = built_texts(game_id, seed)
    assert len(texts_built) > 50
    spacing = [text for text in texts_built if spacing_faults(text)]
    elision = [found for text in texts_built for found in elision_faults(text)]
    assert not spacing, spacing[:10]
    assert not elision, elision[:10]
    # The AI seats' names start with a vowel: wherever a sentence puts one after "de", it reads "d'**IA…".
    assert not any("de **IA" in text for text in texts_built)


def test_a_troyes_dice_reveal_reads_as_one_sentence() -> None:
    texts_built = built_texts("troyes_dice", 2)
    reveals = [text for text in texts_built if " le dé " in text and text.startswith("<@")]
    assert reveals
    for reveal in reveals:
        # One sentence: one full stop at the end, steps joined by commas and "puis", no semicolon between them;
        # its verbs told of the player ("paie … pour le dé 2", "prend gratuitement le dé 1"), not infinitives.
        assert reveal.endswith(".") and ";" not in reveal and reveal.count(".") == 1, reveal
        assert " paie " in reveal or " prend " in reveal, reveal
        assert not any(f" {verb} " in reveal for verb in ("prendre", "passer", "construire", "choisi")), reveal
    assert any(", puis " in reveal for reveal in reveals)
    assert any(" le passe en " in reveal for reveal in reveals) and any(" gagne " in reveal for reveal in reveals)
