"""French texts of Tiny Tricks, the test suite's game: the ids the bot's shared catalogs held for this game
(its panel, its words for the channel, its rules guide, its commands and table options). Merged into the
French catalog by the test suite's registration (tests/fakes)."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    "rules.tiny_tricks": (
        "Un jeu de plis à trois cartes qui sert à tester le bot. Tout le monde passe d'abord une carte à son voisin de "
        "gauche, en même temps, puis on joue trois plis ; la plus forte carte remporte le pli.\n"
        "\n"
        "**Coups** : `pass 7` (choisir la carte que vous passez), `play 7` (jouer une carte)."
    ),
}
