"""French catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the French catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in French (lobbies, titles, command choices).
    "title.copenhagen": "Copenhagen",
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "La partie est terminée.",
    "game.copenhagen.not_your_turn": "Ce n'est pas votre tour.",
    "game.copenhagen.bad_notation": (
        "Je ne comprends pas « {move} ». Les coups s'écrivent ainsi : `take 3`, `discard red`, `build red3 r90 c2`, "
        "`pay 2red`, `white c3`, `ability extra`, `refresh`, `both`, `end`, `cancel`."
    ),
    "game.copenhagen.wrong_time": "« {verb} » n'est pas possible maintenant : {expected}.",
    "game.copenhagen.wrong_time_second": (
        "« {verb} » n'est pas possible maintenant : prenez votre seconde carte à l'emplacement {slots} (`take {slot}`)."
    ),
    "game.copenhagen.wrong_time_after_take": (
        "« {verb} » n'est pas possible maintenant : prenez une carte avec Carte supplémentaire (`take "
        "{slot}`), utilisez Double action (`both`) ou terminez votre tour (`end`)."
    ),
    "game.copenhagen.wrong_time_additional_card": (
        "« {verb} » n'est pas possible maintenant : prenez une carte avec Carte supplémentaire (`take {slot}`) "
        "ou terminez votre tour (`end`)."
    ),
    "game.copenhagen.wrong_time_both_actions": (
        "« {verb} » n'est pas possible maintenant : utilisez Double action pour construire une tuile (`both`) "
        "ou terminez votre tour (`end`)."
    ),
    "game.copenhagen.both_after_cards": (
        "Double action se joue après vos cartes : prenez d'abord vos cartes, puis jouez `both` pour construire "
        "une tuile dans le même tour."
    ),
    "game.copenhagen.bad_slot": "Les emplacements du port sont numérotés de 1 à 7.",
    "game.copenhagen.slot_empty": "L'emplacement {slot} du port est vide.",
    "game.copenhagen.not_adjacent": (
        "Votre seconde carte doit venir d'un emplacement voisin de l'emplacement {first} ({options}) ; pour un autre "
        "emplacement, il faut une capacité Cartes au choix active."
    ),
    "game.copenhagen.no_card_of_colour": "Vous n'avez pas de carte {colour} à défausser.",
    "game.copenhagen.unknown_colour": (
        "« {colour} » n'est pas une couleur : utilisez `red` (rouge), `yellow` (jaune), `green` (vert), `blue` "
        "(bleu) ou `purple` (violet)."
    ),
    "game.copenhagen.unknown_tile": (
        "« {tile} » n'est pas une tuile : écrivez une couleur et une taille de 2 à 5, comme `red3`."
    ),
    "game.copenhagen.bad_orientation": (
        "« {orientation} » n'est pas une orientation : utilisez `r0`, `r90`, `r180`, `r270`, `m0`, `m90`, `m180` "
        "ou `m270`."
    ),
    "game.copenhagen.bad_cell": (
        "« {cell} » n'est pas une case : colonnes a à e, lignes 1 (rez-de-chaussée) à 9, comme `c1`."
    ),
    "game.copenhagen.supply_empty": "Il ne reste plus de tuile `{tile}` dans la réserve.",
    "game.copenhagen.outside_board": "À cette position, une partie de la tuile dépasse de votre façade.",
    "game.copenhagen.overlap": "À cette position, la tuile recouvre une case déjà construite.",
    "game.copenhagen.unsupported": (
        "Au moins une case de la tuile doit être au rez-de-chaussée ou juste au-dessus d'une case construite."
    ),
    "game.copenhagen.cannot_afford": {
        "one": "À cet endroit, cette tuile coûte {count} carte de couleur {colour} et vous ne pouvez pas payer autant.",
        "other": (
            "À cet endroit, cette tuile coûte {count} cartes de couleur {colour} et vous ne pouvez pas payer autant."
        ),
    },
    "game.copenhagen.bad_payment": "Vous ne pouvez pas payer cette tuile ainsi. Possibilités : {options}.",
    "game.copenhagen.white_none_left": "Il ne reste plus de tuile blanche dans la réserve.",
    "game.copenhagen.white_cell": (
        "Une tuile blanche doit aller sur une case vide, au rez-de-chaussée ou juste au-dessus d'une case construite."
    ),
    "game.copenhagen.unknown_ability": (
        "« {ability} » n'est pas une capacité : utilisez `any`, `extra`, `discount`, `colors` ou `both`."
    ),
    "game.copenhagen.ability_owned": "Vous possédez déjà la capacité {ability}.",
    "game.copenhagen.ability_none_left": "Il ne reste plus de tuile capacité {ability}.",
    "game.copenhagen.nothing_to_refresh": "Aucune de vos tuiles capacité n'est utilisée : il n'y a rien à réactiver.",
    "game.copenhagen.ability_not_active": "Vous n'avez pas de tuile capacité {ability} active.",
    "game.copenhagen.no_undo": "« undo » n'est pas un coup : reprenez votre dernier coup avec `/reprendre_coup`.",
    # Undo: why a move cannot be taken back (/undo).
    "game.copenhagen.take_back_drew": "Ce coup a tiré de la pioche des cartes jusque-là cachées : il est maintenu.",
    # Copenhagen's move labels (games/copenhagen/labels.py): autocomplete and the panel's menus. A colour word
    # fills every {colour}, in one form: the feminine singular, agreeing with "carte" and "tuile".
    "label.copenhagen.take": "Prendre la carte {colour} de l'emplacement {slot}",
    "label.copenhagen.take_additional": "Prendre la carte {colour} de l'emplacement {slot} (avec Carte supplémentaire)",
    "label.copenhagen.take_any_cards": "Prendre la carte {colour} de l'emplacement {slot} (avec Cartes au choix)",
    "label.copenhagen.discard": "Défausser une carte {colour}",
    "label.copenhagen.build": "Construire la tuile {colour} de {size} cases ({orientation}), brique en {cell}",
    "label.copenhagen.build_cost": (
        "Construire la tuile {colour} de {size} cases ({orientation}), brique en {cell}, coût {cost}"
    ),
    "label.copenhagen.build_cost_discount": (
        "Construire la tuile {colour} de {size} cases ({orientation}), brique en {cell}, coût {cost} "
        "({discounted} avec Réduction de construction)"
    ),
    "label.copenhagen.build_cost_colors": (
        "Construire la tuile {colour} de {size} cases ({orientation}), brique en {cell}, coût {cost} avec "
        "Changement de couleur"
    ),
    "label.copenhagen.build_cost_discount_colors": (
        "Construire la tuile {colour} de {size} cases ({orientation}), brique en {cell}, coût {cost} "
        "({discounted} avec réduction) avec Changement de couleur"
    ),
    "label.copenhagen.pay": "Payer {payment}",
    "label.copenhagen.pay_discount": "Payer {payment} avec Réduction de construction",
    "label.copenhagen.white": "Poser une fenêtre blanche en {cell}",
    "label.copenhagen.ability": "Prendre la capacité {ability}",
    "label.copenhagen.both": "Utiliser Double action : construire une tuile maintenant",
    "label.copenhagen.end": "Terminer votre tour",
    "label.copenhagen.cancel": "Choisir une autre position",
    "label.copenhagen.refresh": "Réactiver toutes vos capacités utilisées",
    "label.copenhagen.amount.red": {"one": "{count} carte rouge", "other": "{count} cartes rouges"},
    "label.copenhagen.amount.yellow": {"one": "{count} carte jaune", "other": "{count} cartes jaunes"},
    "label.copenhagen.amount.green": {"one": "{count} carte verte", "other": "{count} cartes vertes"},
    "label.copenhagen.amount.blue": {"one": "{count} carte bleue", "other": "{count} cartes bleues"},
    "label.copenhagen.amount.purple": {"one": "{count} carte violette", "other": "{count} cartes violettes"},
    "label.copenhagen.nothing": "0 carte",
    "label.copenhagen.payment_and": "{first} et {then}",
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
    # Words inside refusals (games/copenhagen/messages.py TERMS): colours in the feminine singular (carte, tuile,
    # couleur), what a phase expects as an imperative.
    "term.copenhagen.colour.red": "rouge",
    "term.copenhagen.colour.yellow": "jaune",
    "term.copenhagen.colour.green": "verte",
    "term.copenhagen.colour.blue": "bleue",
    "term.copenhagen.colour.purple": "violette",
    "term.copenhagen.ability.any_cards": "Cartes au choix",
    "term.copenhagen.ability.additional_card": "Carte supplémentaire",
    "term.copenhagen.ability.construction_discount": "Réduction de construction",
    "term.copenhagen.ability.change_of_colors": "Changement de couleur",
    "term.copenhagen.ability.both_actions": "Double action",
    "term.copenhagen.expected.start": "prenez une carte (`take 3`) ou construisez une tuile (`build red3 r0 a1`)",
    "term.copenhagen.expected.discard": "vous avez plus de 7 cartes, défaussez-en une (`discard red`)",
    "term.copenhagen.expected.build": "construisez une tuile (`build red3 r0 a1`) ou terminez votre tour (`end`)",
    "term.copenhagen.expected.pay": "choisissez comment payer (`pay 2red`) ou choisissez une autre position (`cancel`)",
    "term.copenhagen.expected.coat": "choisissez une action de blason (`white c3`, `ability extra` ou `refresh`)",
    # Copenhagen's pictures (render/copenhagen, picture.copenhagen.*): the board's and the hand's words. A colour
    # word is feminine singular (it names a tile: "tuile verte").
    "picture.copenhagen.title": "Copenhagen",
    "picture.copenhagen.turn": "Tour {turn}",
    "picture.copenhagen.private": "visible par vous seul",
    "picture.copenhagen.seat": "Joueur {number}",
    "picture.copenhagen.to_play": "à jouer : {action}",
    "picture.copenhagen.your_turn": "À vous : {action}",
    "picture.copenhagen.their_turn": "{name} : {action}",
    "picture.copenhagen.decision.take_or_build": "prendre une carte ou construire une tuile",
    "picture.copenhagen.decision.second_card": "prendre une seconde carte",
    "picture.copenhagen.decision.second_card_from": "prendre une seconde carte (la 1re vient de l'emplacement {slot})",
    "picture.copenhagen.decision.discard": "défausser pour revenir à {limit} cartes",
    "picture.copenhagen.decision.after_take": "Carte supplémentaire, Double action ou fin du tour",
    "picture.copenhagen.decision.both_actions_build": "Double action : construire une tuile (facultatif)",
    "picture.copenhagen.decision.payment": "choisir comment payer",
    "picture.copenhagen.decision.pay_for": "payer la tuile {colour} de {size} cases en {cell}",
    "picture.copenhagen.decision.coat_of_arms": "blason : choisir une action",
    "picture.copenhagen.decision.coat_of_arms_more": {
        "one": "blason : choisir une action (encore {count})",
        "other": "blason : choisir une action (encore {count})",
    },
    "picture.copenhagen.over": "Partie terminée",
    "picture.copenhagen.over.winner": "Partie terminée · {winners} gagne",
    "picture.copenhagen.over.winners": "Partie terminée · {winners} gagnent",
    "picture.copenhagen.over.points": "Partie terminée · {winners} a atteint {points} points",
    "picture.copenhagen.over.end_card": "Partie terminée · la carte Fin du jeu est sortie",
    "picture.copenhagen.over.end_card.winner": "Partie terminée · la carte Fin du jeu est sortie · {winners} gagne",
    "picture.copenhagen.over.end_card.winners": "Partie terminée · la carte Fin du jeu est sortie · {winners} gagnent",
    "picture.copenhagen.and": "{one} et {other}",
    "picture.copenhagen.harbour": "Port",
    "picture.copenhagen.taken": "prise",
    "picture.copenhagen.cards": "Cartes",
    "picture.copenhagen.deck": "pioche",
    "picture.copenhagen.discard": "défausse",
    "picture.copenhagen.reshuffled": "rebattue {times} fois",
    "picture.copenhagen.end_card.face": "FIN",
    "picture.copenhagen.end_card.set_aside": "de côté",
    "picture.copenhagen.end_card.in_deck": "en pioche",
    "picture.copenhagen.end_card.drawn": "sortie !",
    "picture.copenhagen.end_card.in_last": "les {depth} dernières",
    "picture.copenhagen.supply": "Réserve",
    "picture.copenhagen.tag.to_play": "À JOUER",
    "picture.copenhagen.tag.winner": "VAINQUEUR",
    "picture.copenhagen.empty_cells": {"one": "{count} case vide", "other": "{count} cases vides"},
    "picture.copenhagen.ability.chip.any_cards": "au choix",
    "picture.copenhagen.ability.chip.additional_card": "suppl.",
    "picture.copenhagen.ability.chip.construction_discount": "réduction",
    "picture.copenhagen.ability.chip.change_of_colors": "couleurs",
    "picture.copenhagen.ability.chip.both_actions": "double",
    "picture.copenhagen.ability.any_cards": "Cartes au choix",
    "picture.copenhagen.ability.additional_card": "Carte supplémentaire",
    "picture.copenhagen.ability.construction_discount": "Réduction de construction",
    "picture.copenhagen.ability.change_of_colors": "Changement de couleur",
    "picture.copenhagen.ability.both_actions": "Double action",
    "picture.copenhagen.ability_state.active": "active",
    "picture.copenhagen.ability_state.used": "utilisée",
    "picture.copenhagen.ability_state.missing": "non acquise",
    "picture.copenhagen.your_hand": "Votre main",
    "picture.copenhagen.hand_count": "{held} / {limit} cartes",
    "picture.copenhagen.no_hand": "aucune carte à montrer",
    "picture.copenhagen.your_abilities": "Vos capacités",
    "picture.copenhagen.your_facade": "Votre façade",
    "picture.copenhagen.preview": "Aperçu : tuile {colour} de {size} cases en {cell} (pointillés)",
    "picture.copenhagen.chosen": "Choisie : tuile {colour} de {size} cases en {cell} (pointillés)",
    "picture.copenhagen.score": "{score}/{goal} points",
    # After taking cards, only the abilities still usable; the tie-break of an End-card finish; the build box.
    "picture.copenhagen.decision.after_take.additional_card": "Carte supplémentaire ou fin du tour",
    "picture.copenhagen.decision.after_take.both_actions": "Double action ou fin du tour",
    "picture.copenhagen.decision.after_take.end": "fin du tour",
    "picture.copenhagen.over.tie_break": {
        "one": "Égalité à {count} point : la façade la moins vide l'emporte",
        "other": "Égalité à {count} points : la façade la moins vide l'emporte",
    },
    "picture.copenhagen.over.tie_shared": {
        "one": "Égalité à {count} point et en cases vides : victoire partagée",
        "other": "Égalité à {count} points et en cases vides : victoire partagée",
    },
    "picture.copenhagen.build.title": "Cette construction",
    "picture.copenhagen.build.cost": {"one": "Coût : {count} carte", "other": "Coût : {count} cartes"},
    "picture.copenhagen.build.cost.free": "Coût : aucune carte",
    "picture.copenhagen.build.less.adjacent": "−1 : touche une tuile de sa couleur",
    "picture.copenhagen.build.less.discount": "−1 : Réduction de construction",
    "picture.copenhagen.build.pay": "Payer avec",
    "picture.copenhagen.build.or": "ou",
    "picture.copenhagen.build.cannot_pay": "Vos cartes ne suffisent pas à la payer",
    "picture.copenhagen.build.scores": {
        "one": "Rapporte +{count} point : {score}/{goal}",
        "other": "Rapporte +{count} points : {score}/{goal}",
    },
    "picture.copenhagen.build.scores.none": "Ne rapporte pas encore de point : {score}/{goal}",
    "picture.copenhagen.build.scores.wins": {
        "one": "Rapporte +{count} point : {score}/{goal}, partie gagnée",
        "other": "Rapporte +{count} points : {score}/{goal}, partie gagnée",
    },
    "picture.copenhagen.colour.red": "rouge",
    "picture.copenhagen.colour.yellow": "jaune",
    "picture.copenhagen.colour.green": "verte",
    "picture.copenhagen.colour.blue": "bleue",
    "picture.copenhagen.colour.purple": "violette",
    # Copenhagen's open moves as the channel reads them (bot.said): the colours are the labels' (feminine).
    "said.copenhagen.take": "{user} prend la carte {colour} de l'emplacement {slot}",
    "said.copenhagen.take_additional": (
        "{user} prend la carte {colour} de l'emplacement {slot} grâce à la capacité Carte supplémentaire"
    ),
    "said.copenhagen.take_any_cards": (
        "{user} prend la carte {colour} de l'emplacement {slot} grâce à la capacité Cartes au choix"
    ),
    "said.copenhagen.discard": "{user} défausse une carte {colour}",
    "said.copenhagen.build": "{user} construit une tuile {colour} de {size} cases, brique en {cell}",
    "said.copenhagen.pay": "{user} paie {payment}",
    "said.copenhagen.pay_discount": "{user} paie {payment} grâce à la capacité Réduction de construction",
    "said.copenhagen.white": "{user} pose une fenêtre blanche en {cell}",
    "said.copenhagen.ability": "{user} prend la capacité {ability}",
    "said.copenhagen.both": "{user} utilise la capacité Double action pour construire aussitôt une tuile",
    "said.copenhagen.end": "{user} termine son tour",
    "said.copenhagen.cancel": "{user} choisit une autre position pour sa tuile",
    "said.copenhagen.refresh": "{user} réactive toutes ses capacités utilisées",
    "said.copenhagen.over.points": "{user} atteint {points} points.",
    "said.copenhagen.over.end_card": "la carte Fin du jeu est sortie ; le joueur qui a le plus de points l'emporte.",
    # La couleur de la carte ou de la tuile dont parle la phrase (au féminin, comme carte et tuile).
    "said.copenhagen.colour.red": "rouge",
    "said.copenhagen.colour.yellow": "jaune",
    "said.copenhagen.colour.green": "verte",
    "said.copenhagen.colour.blue": "bleue",
    "said.copenhagen.colour.purple": "violette",
    "said.copenhagen.colour.empty": "vide",
}
