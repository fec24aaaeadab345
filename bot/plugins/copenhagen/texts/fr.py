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
        "({discounted} après réduction) avec Changement de couleur"
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
    "picture.copenhagen.decision.take_or_build": "prendre 2 cartes ou construire une tuile",
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
    "picture.copenhagen.over.end_card": "Partie terminée · la carte Fin du jeu a été tirée",
    "picture.copenhagen.over.end_card.winner": "Partie terminée · la carte Fin du jeu a été tirée · {winners} gagne",
    "picture.copenhagen.over.end_card.winners": "Partie terminée · la carte Fin du jeu a été tirée · {winners} gagnent",
    "picture.copenhagen.and": "{one} et {other}",
    "picture.copenhagen.separator": ", ",
    "picture.copenhagen.harbour": "Port",
    "picture.copenhagen.taken": "prise",
    "picture.copenhagen.cards": "Cartes",
    "picture.copenhagen.deck": "pioche",
    "picture.copenhagen.discard": "défausse",
    "picture.copenhagen.reshuffled": "rebattue ×{times}",
    "picture.copenhagen.end_card.face": "FIN",
    "picture.copenhagen.end_card.set_aside": "de côté",
    "picture.copenhagen.end_card.in_deck": "en pioche",
    "picture.copenhagen.end_card.drawn": "tirée !",
    "picture.copenhagen.end_card.in_last": "({depth} dernières)",
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
        "one": "Rapporte {count} point : {score}/{goal}",
        "other": "Rapporte {count} points : {score}/{goal}",
    },
    "picture.copenhagen.build.scores.none": "Ne rapporte pas encore de point : {score}/{goal}",
    "picture.copenhagen.build.scores.wins": {
        "one": "Rapporte {count} point : {score}/{goal}, partie gagnée",
        "other": "Rapporte {count} points : {score}/{goal}, partie gagnée",
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
    "said.copenhagen.over.end_card": "la carte Fin du jeu a été tirée ; le joueur qui a le plus de points l'emporte.",
    # La couleur de la carte ou de la tuile dont parle la phrase (au féminin, comme carte et tuile).
    "said.copenhagen.colour.red": "rouge",
    "said.copenhagen.colour.yellow": "jaune",
    "said.copenhagen.colour.green": "verte",
    "said.copenhagen.colour.blue": "bleue",
    "said.copenhagen.colour.purple": "violette",
    "said.copenhagen.colour.empty": "vide",
    "game.score.copenhagen": {"one": "{count} point", "other": "{count} points"},
    # Copenhagen's panel (bot/plugins/copenhagen/panel.py)
    "panel.copenhagen.decision.take_or_build": (
        "À vous de jouer : prenez une carte du port (la seconde viendra d'un emplacement voisin), ou appuyez sur "
        "**Construire…** pour choisir une tuile et voir où la poser."
    ),
    "panel.copenhagen.decision.take_or_build.take_only": (
        "À vous de jouer : prenez une carte du port (la seconde viendra d'un emplacement voisin). Aucune tuile "
        "n'est encore à votre portée."
    ),
    "panel.copenhagen.decision.second_card": "Prenez votre seconde carte.",
    "panel.copenhagen.decision.discard": "Vous avez plus de 7 cartes : défaussez-en une.",
    "panel.copenhagen.decision.after_take": (
        "Prenez une carte grâce à Carte supplémentaire, utilisez Double action ou terminez votre tour."
    ),
    "panel.copenhagen.decision.after_take.additional_card": (
        "Prenez une carte grâce à Carte supplémentaire, ou terminez votre tour."
    ),
    "panel.copenhagen.decision.after_take.both_actions": (
        "Utilisez Double action pour construire une tuile maintenant, ou terminez votre tour."
    ),
    "panel.copenhagen.decision.both_actions_build": (
        "Double action : appuyez sur **Construire…** pour poser une tuile maintenant, ou terminez votre tour."
    ),
    "panel.copenhagen.decision.payment": (
        "Choisissez comment payer la tuile dessinée en pointillés sur votre façade, ou annulez pour choisir une autre "
        "position."
    ),
    "panel.copenhagen.decision.coat_of_arms": (
        "Blason : posez une fenêtre blanche, prenez une capacité que vous n'avez pas, ou réactivez vos capacités "
        "utilisées."
    ),
    "panel.copenhagen.build": "Construire…",
    "panel.copenhagen.build_steps": "Construire pas à pas\u00a0: tuile, orientation, position…",
    "panel.copenhagen.tile_turned": "{tile}, {turn}",
    "panel.copenhagen.step_cost": {
        "=0": "{step} · gratuite",
        "one": "{step} · coûte {count} carte",
        "other": "{step} · coûte {count} cartes",
    },
    "panel.copenhagen.step_cost_from": {
        "=0": "{step} · gratuite à certaines positions",
        "one": "{step} · dès {count} carte",
        "other": "{step} · dès {count} cartes",
    },
    "panel.copenhagen.turn.r0": "comme imprimée",
    "panel.copenhagen.turn.r90": "tournée d'un quart de tour vers la droite",
    "panel.copenhagen.turn.r180": "tournée d'un demi-tour",
    "panel.copenhagen.turn.r270": "tournée d'un quart de tour vers la gauche",
    "panel.copenhagen.turn.m0": "retournée",
    "panel.copenhagen.turn.m90": "retournée, puis tournée d'un quart de tour vers la droite",
    "panel.copenhagen.turn.m180": "retournée, puis tournée d'un demi-tour",
    "panel.copenhagen.turn.m270": "retournée, puis tournée d'un quart de tour vers la gauche",
    "panel.copenhagen.tiles": (
        "Choisissez une tuile. Seules les tuiles que vous pouvez payer quelque part sur votre façade sont proposées."
    ),
    "panel.copenhagen.pick_tile": "Choisissez une tuile…",
    "panel.copenhagen.pick_position": "Choisissez une position…",
    "panel.copenhagen.tile": "Tuile {colour} de {size} cases",
    "panel.copenhagen.positions": {"one": "{count} position", "other": "{count} positions"},
    "panel.copenhagen.row": "Ligne {row}…",
    "panel.copenhagen.preview": (
        "Aperçu — {label}.\n"
        "Tournez-la, retournez-la ou choisissez une autre position ; **Valider** construit la tuile à cet endroit."
    ),
    "panel.copenhagen.rotate": "Tourner ↻",
    "panel.copenhagen.mirror": "Retourner ⇆",
    "panel.copenhagen.confirm": "Valider",
    "panel.copenhagen.back": "Retour",
    "panel.copenhagen.colour.red": "rouge",
    "panel.copenhagen.colour.yellow": "jaune",
    "panel.copenhagen.colour.green": "verte",
    "panel.copenhagen.colour.blue": "bleue",
    "panel.copenhagen.colour.purple": "violette",
    "panel.copenhagen.no_builds": (
        "Aucune tuile que vous puissiez payer ne tient sur votre façade pour l'instant : prenez plutôt des cartes."
    ),
    "panel.copenhagen.no_position": (
        "Cette position n'est plus disponible. Appuyez sur Construire… et choisissez à nouveau."
    ),
    "rules.copenhagen": (
        "Copenhagen est un jeu de pose de tuiles pour 2 à 4 joueurs. Vous récupérez des cartes de couleur dans le port "
        "et les dépensez pour acheter des tuiles et construire la façade de votre maison. Les lignes et colonnes "
        "complètes rapportent des points. Le premier à atteindre **12 points** gagne immédiatement."
    ),
    "rules.copenhagen.goal.title": "Votre façade",
    "rules.copenhagen.goal": (
        "Votre façade est une grille de 5 colonnes (a à e, depuis la gauche) et 9 lignes (1 est le rez-de-chaussée, 9 "
        "le dernier étage). Vous la remplissez de tuiles de 2 à 5 cases. Chaque tuile a exactement une case **brique**"
        " ; toutes ses autres cases sont des **fenêtres**.\n"
        "- Complétez des lignes et des colonnes pour marquer des points.\n"
        "- Une ligne faite uniquement de fenêtres rapporte le double.\n"
        "- Les **blasons** (sur les cases c3, e5, b7, d9 et à côté des lignes 2, 4 et 6) donnent des actions bonus."
    ),
    "rules.copenhagen.turn.title": "Votre tour",
    "rules.copenhagen.turn": (
        "Le premier joueur commence avec 2 cartes, le deuxième et le troisième avec 3, le quatrième avec 4. À votre "
        "tour, faites **l'une** de ces deux choses :\n"
        "- **Prendre des cartes** : prenez n'importe quelle carte parmi les 7 emplacements du port, puis une seconde "
        "carte sur un emplacement juste à côté (l'emplacement 7 n'est pas voisin du 1).\n"
        "- **Construire** une tuile sur votre façade.\n"
        "Vous pouvez avoir au plus **7 cartes** : dès qu'une carte vous fait dépasser, défaussez-en une aussitôt. À la "
        "fin de votre tour, les emplacements vides du port sont complétés depuis la pioche. Seule la couleur d'une "
        "carte compte ; les formes imprimées dessus ne sont qu'un aide-mémoire."
    ),
    "rules.copenhagen.build.title": "Construire une tuile",
    "rules.copenhagen.build": (
        "Choisissez une tuile encore disponible dans la réserve commune : une couleur (rouge, jaune, verte, bleue ou "
        "violette) et une taille de 2 à 5. Chaque couleur a ses propres formes.\n"
        "- **Coût** : une carte de la couleur de la tuile par case, moins 1 si la tuile touche par un côté une tuile "
        "de la même couleur sur votre façade. Cette réduction est automatique.\n"
        "- Vous pouvez tourner et retourner la tuile comme vous voulez.\n"
        "- Elle doit tenir dans la grille sans chevaucher d'autre tuile. Au moins une de ses cases doit être au "
        "rez-de-chaussée ou juste au-dessus d'une case déjà construite ; les autres peuvent surplomber des cases "
        "vides.\n"
        "Les cartes dépensées vont à la défausse."
    ),
    "rules.copenhagen.scoring.title": "Les points",
    "rules.copenhagen.scoring": (
        "Votre score est recalculé sur toute votre façade après chaque tuile, tuiles blanches comprises :\n"
        "- Une **ligne** complète (5 cases) : **1** point, ou **2** si ce ne sont que des fenêtres.\n"
        "- Une **colonne** complète (9 cases) : **2** points, ou **4** si ce ne sont que des fenêtres.\n"
        "Une seule brique divise par deux ce que rapporte une ligne : placez vos briques avec soin. Les lignes 2, 4 et "
        "6 comptent comme les autres. Les points acquis ne se perdent jamais."
    ),
    "rules.copenhagen.coats.title": "Blasons et capacités",
    "rules.copenhagen.coats": (
        "Vous gagnez une **action de blason** pour chaque case blason (c3, e5, b7, d9) que votre tuile recouvre et "
        "pour chaque ligne à blason (2, 4, 6) qu'elle complète. Pour chaque action, au choix :\n"
        "- posez gratuitement une tuile **fenêtre blanche** au rez-de-chaussée ou juste au-dessus d'une case "
        "construite (elle peut rapporter d'autres actions) ;\n"
        "- prenez une **capacité** que vous n'avez pas ;\n"
        "- réactivez toutes vos capacités utilisées.\n"
        "Chaque capacité sert une fois, jusqu'à sa réactivation :\n"
        "- **Cartes au choix** (tout le monde l'a au départ) : la seconde carte sur n'importe quel emplacement.\n"
        "- **Carte supplémentaire** : une troisième carte sur n'importe quel emplacement.\n"
        "- **Réduction de construction** : payez 1 carte de moins.\n"
        "- **Changement de couleur** : les cartes d'une autre couleur comptent comme celles de la tuile.\n"
        "- **Double action** : prenez des cartes, puis construisez."
    ),
    "rules.copenhagen.end.title": "Fin de la partie",
    "rules.copenhagen.end": (
        "- Dès qu'une tuile (blanche comprise) vous amène à **12 points** ou plus, vous gagnez. La victoire passe "
        "avant les blasons gagnés par cette tuile, et personne ne rejoue.\n"
        "- Sinon, la partie s'arrête aussitôt quand la **carte Fin du jeu** est tirée en complétant le port. Elle se "
        "trouve parmi les 10 dernières cartes de la pioche ; à 3 ou 4 joueurs, de la seconde pioche, formée en "
        "mélangeant la défausse une fois la première épuisée. Le joueur qui a le plus de points l'emporte. En cas "
        "d'égalité, celui qui a le moins de cases vides gagne ; si l'égalité persiste, les joueurs se partagent la "
        "victoire."
    ),
    "rules.copenhagen.moves.title": "Coups",
    "rules.copenhagen.moves": (
        "Tapez vos coups avec /jouer, qui propose les coups possibles. Les emplacements du port vont de 1 à 7 depuis "
        "la gauche.\n"
        "- `take 3` : prendre la carte de l'emplacement 3 (aussi avec la capacité Carte supplémentaire).\n"
        "- `discard red` : défausser une carte rouge quand vous en avez plus de 7.\n"
        "- `build red3 r90 c2` : la tuile (couleur et taille), l'orientation, puis la case de sa brique. r0 : comme "
        "imprimée ; r90, r180, r270 la tournent dans le sens horaire ; m0 à m270 la retournent, puis la tournent.\n"
        "- `pay 1red 1blue` ou `pay 1red discount` : comment payer, quand vos capacités laissent le choix ; `cancel` "
        "pour choisir à nouveau.\n"
        "- `both` : après avoir pris des cartes, utiliser la capacité Double action (même si vous ne construisez "
        "rien ensuite) ; `end` pour terminer votre tour sans l'utiliser.\n"
        "- `white c3`, `ability extra` (ou any, discount, colors, both), `refresh` : actions de blason."
    ),
}
