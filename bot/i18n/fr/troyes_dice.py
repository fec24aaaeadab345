"""French catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``)
and the other texts that belong to the game. Merged into the French catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Troyes Dice's rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "La partie est terminée.",
    "game.troyes_dice.bad_seat": "Il n'y a pas de place {seat} à cette table.",
    "game.troyes_dice.already_chosen": "Vous avez déjà choisi pour cette demi-journée ; attendez les autres joueurs.",
    "game.troyes_dice.waiting_for_others": (
        "Vous n'avez rien à décider pour l'instant : d'autres joueurs terminent leurs constructions bonus."
    ),
    "game.troyes_dice.bad_notation": (
        "Je n'ai pas pu lire {move!r}. Écrivez par exemple `die 1 work`, `die 2 pay deniers resources`, `die 3 as "
        "white to 5 prestige` ou, pour un bonus, `build work red 4`."
    ),
    "game.troyes_dice.no_such_slot": "Il n'y a pas de dé {slot} : les dés d'une demi-journée sont numérotés de 1 à 4.",
    "game.troyes_dice.black_die": "Le dé {slot} est le dé noir : personne ne peut le prendre.",
    "game.troyes_dice.pay_needed": (
        "Le dé 2 coûte 1 ressource de votre choix : ajoutez `pay influence`, `pay deniers` ou `pay knowledge`."
    ),
    "game.troyes_dice.pay_not_needed": "Seul le dé 2 se paie avec une ressource au choix ; le dé {slot} coûte {price}.",
    "game.troyes_dice.bad_value": "Un dé va de 1 à 6 ; impossible de le passer à {value} (on ne passe pas de 6 à 1).",
    "game.troyes_dice.cannot_afford": "Vous n'avez pas de quoi payer : cela coûte {cost} et vous avez {have}.",
    "game.troyes_dice.cell_built": (
        "Dans votre quartier {colour}, la case {building} de la colonne {number} est déjà construite."
    ),
    "game.troyes_dice.cell_destroyed": (
        "Dans votre quartier {colour}, la case {building} de la colonne {number} a été détruite par le dé noir."
    ),
    "game.troyes_dice.no_column": "Il n'y a pas de colonne {number} ; les colonnes sont numérotées de 1 à 6.",
    "game.troyes_dice.supplies_only": (
        "Vous n'avez aucune ressource et le dé noir a pris l'emplacement gratuit : vous prenez donc 1 ressource de "
        "chaque type au lieu d'un dé. Jouez `supplies`."
    ),
    "game.troyes_dice.supplies_not_allowed": (
        "Le ravitaillement (`supplies`) est réservé au joueur sans ressource quand le dé noir prend l'emplacement "
        "gratuit."
    ),
    "game.troyes_dice.bonus_expected": "Terminez d'abord votre construction bonus : {bonus}.",
    "game.troyes_dice.no_bonus": (
        "Vous n'avez aucune construction bonus à faire maintenant ; choisissez un dé, par exemple `die 1 resources`."
    ),
    "game.troyes_dice.bonus_wrong_kind": "Ce bonus construit un bâtiment de type {kind}, pas de type {other}.",
    "game.troyes_dice.bonus_wrong_colour": (
        "Le 15e citoyen de la piste {track} ne permet de construire qu'un bâtiment de prestige {colours}."
    ),
}
