"""French catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the French catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "La partie est terminée.",
    "game.copenhagen.not_your_turn": "Ce n'est pas votre tour.",
    "game.copenhagen.bad_notation": (
        "Je ne comprends pas « {move} ». Les coups s'écrivent ainsi : take 3, discard red, build red3 r90 c2, pay "
        "2red, white c3, ability extra, refresh, both, end, cancel."
    ),
    "game.copenhagen.wrong_time": "« {verb} » n'est pas possible maintenant : {expected}.",
    "game.copenhagen.bad_slot": "Les emplacements du port sont numérotés de 1 à 7.",
    "game.copenhagen.slot_empty": "L'emplacement {slot} du port est vide.",
    "game.copenhagen.not_adjacent": (
        "Votre seconde carte doit venir d'un emplacement voisin de l'emplacement {first} ({options}) ; pour un autre "
        "emplacement, il faut une capacité Cartes au choix active."
    ),
    "game.copenhagen.no_card_of_colour": "Vous n'avez pas de carte {colour} à défausser.",
    "game.copenhagen.unknown_colour": (
        "« {colour} » n'est pas une couleur : utilisez red (rouge), yellow (jaune), green (vert), blue (bleu) ou "
        "purple (violet)."
    ),
    "game.copenhagen.unknown_tile": (
        "« {tile} » n'est pas une tuile : écrivez une couleur et une taille de 2 à 5, comme red3."
    ),
    "game.copenhagen.bad_orientation": (
        "« {orientation} » n'est pas une orientation : utilisez r0, r90, r180, r270, m0, m90, m180 ou m270."
    ),
    "game.copenhagen.bad_cell": (
        "« {cell} » n'est pas une case : colonnes a à e, lignes 1 (rez-de-chaussée) à 9, comme c1."
    ),
    "game.copenhagen.supply_empty": "Il ne reste plus de tuile {tile} dans la réserve.",
    "game.copenhagen.outside_board": "À cet emplacement, une partie de la tuile dépasse de votre façade.",
    "game.copenhagen.overlap": "Cet emplacement recouvre une case déjà construite.",
    "game.copenhagen.unsupported": (
        "Au moins une case de la tuile doit être au rez-de-chaussée ou juste au-dessus d'une case construite."
    ),
    "game.copenhagen.cannot_afford": (
        "À cet endroit, cette tuile coûte {cost} carte(s) {colour} et vous ne pouvez pas la payer."
    ),
    "game.copenhagen.bad_payment": "Vous ne pouvez pas payer cette tuile ainsi. Possibilités : {options}.",
    "game.copenhagen.white_none_left": "Il ne reste plus de tuile blanche dans la réserve.",
    "game.copenhagen.white_cell": (
        "Une tuile blanche doit aller sur une case vide, au rez-de-chaussée ou juste au-dessus d'une case construite."
    ),
    "game.copenhagen.unknown_ability": (
        "« {ability} » n'est pas une capacité : utilisez any, extra, discount, colors ou both."
    ),
    "game.copenhagen.ability_owned": "Vous possédez déjà la capacité {ability}.",
    "game.copenhagen.ability_none_left": "Il ne reste plus de tuile capacité {ability}.",
    "game.copenhagen.nothing_to_refresh": "Aucune de vos tuiles capacité n'est utilisée : il n'y a rien à réactiver.",
    "game.copenhagen.ability_not_active": "Vous n'avez pas de tuile capacité {ability} active.",
    "game.copenhagen.no_undo": "Impossible d'annuler : un coup joué est définitif.",
    # Copenhagen's move labels (games/copenhagen/labels.py): autocomplete and the panel's menus. A colour word
    # fills every {colour}, in one form: the feminine singular, agreeing with "carte" and "tuile".
    "label.copenhagen.take": "Prendre la carte {colour} de l'emplacement {slot}",
    "label.copenhagen.take_additional": "Prendre la carte {colour} de l'emplacement {slot} (Carte supplémentaire)",
    "label.copenhagen.take_any_cards": "Prendre la carte {colour} de l'emplacement {slot} (utilise Cartes au choix)",
    "label.copenhagen.discard": "Défausser une carte {colour}",
    "label.copenhagen.build": "Construire la tuile {colour} de {size} cases ({orientation}), brique en {cell}",
    "label.copenhagen.build_cost": (
        "Construire la tuile {colour} de {size} cases ({orientation}), brique en {cell}, coût {cost}"
    ),
    "label.copenhagen.pay": "Payer {payment}",
    "label.copenhagen.pay_discount": "Payer {payment} avec Réduction de construction",
    "label.copenhagen.white": "Poser une fenêtre blanche en {cell}",
    "label.copenhagen.ability": "Prendre la capacité {ability}",
    "label.copenhagen.both": "Utiliser Double action : construire une tuile maintenant",
    "label.copenhagen.end": "Terminer votre tour",
    "label.copenhagen.cancel": "Choisir un autre emplacement",
    "label.copenhagen.refresh": "Réactiver toutes vos capacités utilisées",
    "label.copenhagen.amount": "{count} × {colour}",
    "label.copenhagen.nothing": "0 carte",
    "label.copenhagen.colour.red": "rouge",
    "label.copenhagen.colour.yellow": "jaune",
    "label.copenhagen.colour.green": "verte",
    "label.copenhagen.colour.blue": "bleue",
    "label.copenhagen.colour.purple": "violette",
    "label.copenhagen.colour.empty": "vide",
    "label.copenhagen.ability.any_cards": "Cartes au choix",
    "label.copenhagen.ability.additional_card": "Carte supplémentaire",
    "label.copenhagen.ability.construction_discount": "Réduction de construction",
    "label.copenhagen.ability.change_of_colors": "Changement de couleur",
    "label.copenhagen.ability.both_actions": "Double action",
}
