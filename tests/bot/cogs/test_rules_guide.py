"""``/rules``: a guide a newcomer can learn each game from, in every language, each section one embed field.
(That its messages fit Discord's limits, split when a translation is long: ``tests/bot/test_discord_limits.py``.)"""

from __future__ import annotations

import pytest

from bot.cogs.rules import rules_embed, sections
from bot.discord_limits import EMBED_FIELDS, FIELD_NAME, FIELD_VALUE
from bot.i18n import LANGUAGES, t
from games import registry


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
@pytest.mark.parametrize("game", registry.BUILTIN)
def test_each_guide_has_a_field_a_section_in_every_language(game: str, code: str) -> None:
    engine = registry.get(game)
    assert engine is not None
    embed = rules_embed(game, engine.title, code)
    # The game's own sections, then how to play against AI players.
    assert len(sections(game)) >= 5 and len(embed.fields) == len(sections(game)) + 1 <= EMBED_FIELDS
    assert embed.fields[-1].name == t("rules.ai.title", code)
    for field in embed.fields:
        # A section longer than a field would be continued in a second field: keep each in one.
        assert field.name and len(field.name) <= FIELD_NAME, (game, code, field.name)
        assert field.value and len(field.value) <= FIELD_VALUE, (game, code, field.name, len(field.value or ""))


def guide(game: str) -> str:
    engine = registry.get(game)
    assert engine is not None
    embed = rules_embed(game, engine.title, "en-US")
    return "\n".join([embed.description or "", *(f"{field.name}\n{field.value}" for field in embed.fields)])


def test_the_guides_say_what_the_old_summaries_left_out() -> None:
    copenhagen = guide("copenhagen")
    assert "window" in copenhagen and "4" in copenhagen and "2, 4 and 6" in copenhagen
    troyes = guide("troyes_dice").lower()
    for colour, resource in (("red", "influence"), ("yellow", "deniers"), ("white", "knowledge")):
        assert colour in troyes and resource in troyes
    cards = guide("four_color_cards").lower()
    for term in ("command", "field", "soldiers", "pong", "kong", "pair", "lone general", "10 points", "chips"):
        assert term in cards, term
    assert "example" in cards
