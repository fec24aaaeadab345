"""French catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``), the game
words they name (``term.troyes_dice.*``) and the words its pictures draw (``picture.troyes_dice.*``).
Merged into the French catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in French (lobbies, titles, command choices).
    "title.troyes_dice": "Troyes Dice",
    # Troyes Dice's rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "La partie est terminée.",
    # Undo: why a move cannot be taken back (/undo).
    "game.troyes_dice.take_back_all_chosen": (
        "Tout le monde a choisi et les choix sont révélés : le vôtre est maintenu."
    ),
    "game.troyes_dice.take_back_bonus_over": (
        "Les constructions bonus sont terminées et les dés suivants sont lancés : votre construction est maintenue."
    ),
    "game.troyes_dice.bad_seat": "Il n'y a pas de place {seat} à cette table.",
    "game.troyes_dice.already_chosen": "Vous avez déjà choisi pour cette phase ; attendez les autres joueurs.",
    "game.troyes_dice.waiting_for_others": (
        "Vous n'avez rien à décider pour l'instant : d'autres joueurs terminent leurs constructions bonus."
    ),
    "game.troyes_dice.bad_notation": (
        "Je n'ai pas pu lire « {move} ». Écrivez par exemple `die 1 work`, `die 2 pay deniers resources`, `die 3 as "
        "white to 5 prestige` ou, pour un bonus, `build work red 4`."
    ),
    "game.troyes_dice.no_such_slot": "Il n'y a pas de dé {slot} : les dés d'une phase sont numérotés de 1 à 4.",
    "game.troyes_dice.black_die": "Le dé {slot} est le dé noir : personne ne peut le prendre.",
    "game.troyes_dice.pay_needed": (
        "Le dé 2 coûte 1 ressource de votre choix : ajoutez `pay influence`, `pay deniers` ou `pay knowledge`."
    ),
    "game.troyes_dice.pay_not_needed": (
        "Seul le dé 2 se paie avec une ressource au choix ; le dé {slot}, lui, est {price}."
    ),
    "game.troyes_dice.bad_value": "Un dé va de 1 à 6 ; impossible de le passer à {value} (on ne passe pas de 6 à 1).",
    "game.troyes_dice.bad_value_low": (
        "Un dé va de 1 à 6 ; impossible de le passer à {value} (on ne passe pas de 1 à 6)."
    ),
    "game.troyes_dice.cannot_afford": "Ressource insuffisante ({resource}) : il en faut {cost} et vous en avez {have}.",
    "game.troyes_dice.cell_built": "La case {building} de la colonne {number} est déjà construite.",
    "game.troyes_dice.cell_destroyed": "La case {building} de la colonne {number} a été détruite par le dé noir.",
    "game.troyes_dice.no_column": "Il n'y a pas de colonne {number} ; les colonnes sont numérotées de 1 à 6.",
    "game.troyes_dice.supplies_only": (
        "Vous n'avez aucune ressource et le dé noir occupe l'emplacement gratuit : vous prenez donc 1 ressource de "
        "chaque type au lieu d'un dé. Jouez `supplies`."
    ),
    "game.troyes_dice.supplies_not_allowed": (
        "Le ravitaillement (`supplies`) est réservé au joueur sans ressource quand le dé noir occupe l'emplacement "
        "gratuit."
    ),
    "game.troyes_dice.bonus_expected": "Terminez d'abord votre construction bonus : {bonus}.",
    "game.troyes_dice.no_bonus": (
        "Vous n'avez aucune construction bonus à faire maintenant ; choisissez un dé, par exemple `{example}`."
    ),
    "game.troyes_dice.bonus_wrong_kind": "Ce bonus construit un bâtiment de {kind}, pas un bâtiment de {other}.",
    "game.troyes_dice.bonus_wrong_colour": (
        "Le 15e citoyen de la piste {track} ne permet de construire qu'un bâtiment de prestige {colours}."
    ),
    # The game words inside those messages (games/troyes_dice/messages.py, TERMS)
    "term.troyes_dice.resource.influence": "influence",
    "term.troyes_dice.resource.deniers": "deniers",
    "term.troyes_dice.resource.knowledge": "savoir",
    "term.troyes_dice.colour.red": "rouge",
    "term.troyes_dice.colour.yellow": "jaune",
    "term.troyes_dice.colour.white": "blanc",
    "term.troyes_dice.track.red": "rouge",
    "term.troyes_dice.track.yellow": "jaune",
    "term.troyes_dice.track.white": "blanche",
    "term.troyes_dice.kind.prestige": "prestige",
    "term.troyes_dice.kind.work": "travail",
    "term.troyes_dice.building.red_prestige": "Forteresse",
    "term.troyes_dice.building.red_work": "Palais",
    "term.troyes_dice.building.yellow_prestige": "Guilde",
    "term.troyes_dice.building.yellow_work": "Hôtel de ville",
    "term.troyes_dice.building.white_prestige": "Cathédrale",
    "term.troyes_dice.building.white_work": "Évêché",
    "term.troyes_dice.price.free": "gratuit",
    "term.troyes_dice.price.deniers.1": "à 1 denier",
    "term.troyes_dice.price.deniers.2": "à 2 deniers",
    "term.troyes_dice.bonus.work": (
        "un bâtiment de travail de la couleur de votre choix (par exemple `build work red 4`)"
    ),
    "term.troyes_dice.bonus.prestige.red": (
        "un bâtiment de prestige jaune ou blanc (par exemple `build prestige yellow 4`)"
    ),
    "term.troyes_dice.bonus.prestige.yellow": (
        "un bâtiment de prestige rouge ou blanc (par exemple `build prestige white 4`)"
    ),
    "term.troyes_dice.bonus.prestige.white": (
        "un bâtiment de prestige rouge ou jaune (par exemple `build prestige red 4`)"
    ),
    # The words the pictures draw (render/troyes_dice/words.py)
    "picture.troyes_dice.title": "Troyes Dice",
    "picture.troyes_dice.moment.half": "Manche {day} sur {days} · {half}",
    "picture.troyes_dice.moment.bonus": "Manche {day} sur {days} · {half} · constructions bonus",
    "picture.troyes_dice.moment.over": "partie terminée",
    "picture.troyes_dice.half.morning": "matin",
    "picture.troyes_dice.half.afternoon": "après-midi",
    "picture.troyes_dice.private.moment": {
        "one": "votre feuille · {count} point",
        "other": "votre feuille · {count} points",
    },
    "picture.troyes_dice.seat": "Joueur {number}",
    "picture.troyes_dice.letter.red": "R",
    "picture.troyes_dice.letter.yellow": "J",
    "picture.troyes_dice.letter.white": "B",
    "picture.troyes_dice.letter.influence": "I",
    "picture.troyes_dice.letter.deniers": "D",
    "picture.troyes_dice.letter.knowledge": "S",
    "picture.troyes_dice.wheel.day": "MANCHE",
    "picture.troyes_dice.hub.morning": "matin",
    "picture.troyes_dice.hub.afternoon": "après-midi",
    "picture.troyes_dice.wheel.morning": "Matin · manche {day} sur {days}",
    "picture.troyes_dice.wheel.afternoon": "Après-midi · manche {day} sur {days}",
    "picture.troyes_dice.wheel.over": "Dernière phase · manche {day} sur {days}",
    "picture.troyes_dice.die": "{colour} {value}",
    "picture.troyes_dice.name.red": "Rouge",
    "picture.troyes_dice.name.yellow": "Jaune",
    "picture.troyes_dice.name.white": "Blanc",
    "picture.troyes_dice.slot.black": "Noir {value}",
    "picture.troyes_dice.black.blocks.red": "bloque ce disque rouge",
    "picture.troyes_dice.black.blocks.yellow": "bloque ce disque jaune",
    "picture.troyes_dice.black.blocks.white": "bloque ce disque blanc",
    "picture.troyes_dice.black.destroys.red": "détruit la colonne {number} du quartier rouge",
    "picture.troyes_dice.black.destroys.yellow": "détruit la colonne {number} du quartier jaune",
    "picture.troyes_dice.black.destroys.white": "détruit la colonne {number} du quartier blanc",
    "picture.troyes_dice.price.pay": "prix",
    "picture.troyes_dice.price.free": "gratuit",
    "picture.troyes_dice.price.any": {"one": "{count} au choix", "other": "{count} au choix"},
    "picture.troyes_dice.price.amount": "{count} {letter}",
    "picture.troyes_dice.guilds_count": "Dés pour les Guildes",
    "picture.troyes_dice.player": "Joueur",
    "picture.troyes_dice.score": "Score",
    "picture.troyes_dice.head.resources": "ressources",
    "picture.troyes_dice.head.citizens": "citoyens",
    "picture.troyes_dice.head.built": "bâtiments",
    "picture.troyes_dice.status.chosen": "a choisi",
    "picture.troyes_dice.status.choosing": "choisit",
    "picture.troyes_dice.status.bonus": "bonus",
    "picture.troyes_dice.status.done": "prêt",
    "picture.troyes_dice.place.1": "1er",
    "picture.troyes_dice.place.2": "2e",
    "picture.troyes_dice.place.3": "3e",
    "picture.troyes_dice.place.other": "{place}e",
    # What each player chose at the last reveal, under their row of the board.
    "picture.troyes_dice.chose.line": "{die} → {action}",
    "picture.troyes_dice.chose.die": "dé {slot}",
    "picture.troyes_dice.chose.die_as": "dé {slot} en {colour}",
    "picture.troyes_dice.chose.die_to": "dé {slot} passé à {value}",
    "picture.troyes_dice.chose.die_as_to": "dé {slot} en {colour} {value}",
    "picture.troyes_dice.chose.resources": "a pris des ressources",
    "picture.troyes_dice.chose.prestige": "a construit un bâtiment de prestige",
    "picture.troyes_dice.chose.work": "a construit un bâtiment de travail",
    "picture.troyes_dice.chose.take.influence": "a pris de l'influence",
    "picture.troyes_dice.chose.take.deniers": "a pris des deniers",
    "picture.troyes_dice.chose.take.knowledge": "a pris du savoir",
    "picture.troyes_dice.chose.build": "a construit {building}",
    "picture.troyes_dice.chose.supplies": "ravitaillement : 1 unité de chaque ressource",
    "picture.troyes_dice.sheet.column": "colonne",
    "picture.troyes_dice.building.red_prestige": "Forteresse",
    "picture.troyes_dice.building.red_work": "Palais",
    "picture.troyes_dice.building.yellow_prestige": "Guilde",
    "picture.troyes_dice.building.yellow_work": "Hôtel de ville",
    "picture.troyes_dice.building.white_prestige": "Cathédrale",
    "picture.troyes_dice.building.white_work": "Évêché",
    "picture.troyes_dice.hint.per": "par",
    "picture.troyes_dice.hint.scores": "compte les",
    "picture.troyes_dice.hint.row.red_prestige": "Forteresses",
    "picture.troyes_dice.hint.row.red_work": "Palais",
    "picture.troyes_dice.hint.row.yellow_prestige": "Guildes",
    "picture.troyes_dice.hint.row.yellow_work": "Hôtels de ville",
    "picture.troyes_dice.hint.row.white_prestige": "Cathédrales",
    "picture.troyes_dice.hint.row.white_work": "Évêchés",
    "picture.troyes_dice.sheet.resources": "Ressources",
    "picture.troyes_dice.sheet.every_6th": "chaque 6e case cochée donne un citoyen",
    "picture.troyes_dice.sheet.left": "restant",
    "picture.troyes_dice.resource.influence": "Influence",
    "picture.troyes_dice.resource.deniers": "Deniers",
    "picture.troyes_dice.resource.knowledge": "Savoir",
    "picture.troyes_dice.sheet.citizens": "Citoyens",
    "picture.troyes_dice.mark.resources": "+IDS",
    "picture.troyes_dice.mark.work": "travail",
    "picture.troyes_dice.mark.prestige": "prestige",
    "picture.troyes_dice.track.red": "Rouges",
    "picture.troyes_dice.track.yellow": "Jaunes",
    "picture.troyes_dice.track.white": "Blancs",
    "picture.troyes_dice.sheet.points": {"one": "{count} point", "other": "{count} points"},
    "picture.troyes_dice.cathedral.points": {"one": "{count} pt", "other": "{count} pts"},
    "picture.troyes_dice.sheet.next": "suivante ×{multiplier}",
    "picture.troyes_dice.sheet.score": "Score",
    "picture.troyes_dice.sheet.detail": (
        "= citoyens {citizens} + Cathédrales {cathedrals} + paires de ressources {resources}"
    ),
    "picture.troyes_dice.turn.when": "Manche {day}, {half}",
    "picture.troyes_dice.turn.black": "noir",
    "picture.troyes_dice.turn.over": "Partie terminée",
    "picture.troyes_dice.turn.final_below": "Votre feuille finale est ci-dessous.",
    "picture.troyes_dice.turn.bonus": "Construction bonus à choisir",
    "picture.troyes_dice.turn.chosen": "Votre choix (caché aux autres)",
    "picture.troyes_dice.turn.yours": "À vous de choisir",
    "picture.troyes_dice.turn.choose": "Choisissez un dé et une action : ressources, prestige ou travail.",
    "picture.troyes_dice.turn.waiting": "En attente",
    "picture.troyes_dice.turn.waiting_for": {"one": "de {count} autre joueur.", "other": "de {count} autres joueurs."},
    "picture.troyes_dice.bonus.work": "construire un bâtiment de travail de la couleur de votre choix",
    "picture.troyes_dice.bonus.prestige.red": "construire un bâtiment de prestige jaune ou blanc",
    "picture.troyes_dice.bonus.prestige.yellow": "construire un bâtiment de prestige rouge ou blanc",
    "picture.troyes_dice.bonus.prestige.white": "construire un bâtiment de prestige rouge ou jaune",
    "picture.troyes_dice.choice.die": "{colour} {value}",
    "picture.troyes_dice.colour.red": "rouge",
    "picture.troyes_dice.colour.yellow": "jaune",
    "picture.troyes_dice.colour.white": "blanc",
    "picture.troyes_dice.choice.take": "Dé {slot} ({die}) : prendre {amount}",
    "picture.troyes_dice.choice.take_as": "Dé {slot} ({die}) passé en {new} : prendre {amount}",
    "picture.troyes_dice.choice.build": "Dé {slot} ({die}) : construire {building} en colonne {number}",
    "picture.troyes_dice.choice.build_as": (
        "Dé {slot} ({die}) passé en {new} : construire {building} en colonne {number}"
    ),
    "picture.troyes_dice.choice.paying": "{choice}, en payant {amount}",
    "picture.troyes_dice.choice.supplies": "Prendre 1 point d'influence, 1 denier et 1 point de savoir",
    "picture.troyes_dice.amount.influence": {"one": "{count} point d'influence", "other": "{count} points d'influence"},
    "picture.troyes_dice.amount.deniers": {"one": "{count} denier", "other": "{count} deniers"},
    "picture.troyes_dice.amount.knowledge": {"one": "{count} point de savoir", "other": "{count} points de savoir"},
    "picture.troyes_dice.the_building.red_prestige": "la Forteresse",
    "picture.troyes_dice.the_building.red_work": "le Palais",
    "picture.troyes_dice.the_building.yellow_prestige": "la Guilde",
    "picture.troyes_dice.the_building.yellow_work": "l'Hôtel de ville",
    "picture.troyes_dice.the_building.white_prestige": "la Cathédrale",
    "picture.troyes_dice.the_building.white_work": "l'Évêché",
    "picture.troyes_dice.final.title": "Troyes Dice · scores finaux",
    "picture.troyes_dice.final.players": {"one": "{count} joueur", "other": "{count} joueurs"},
    "picture.troyes_dice.final.place": "Rang",
    "picture.troyes_dice.final.rank": "{place}.",
    "picture.troyes_dice.final.citizens": "citoyens",
    "picture.troyes_dice.final.cathedrals": "Cathédrales",
    "picture.troyes_dice.final.resources": "paires de ressources",
    "picture.troyes_dice.final.total": "total",
    "picture.troyes_dice.final.sheets": (
        "La feuille de chaque joueur : /partie feuille, ou le menu Feuilles… sous le plateau."
    ),
    "said.troyes_dice.bonus": "{user} construit {building} en colonne {number} grâce à un bonus",
    "said.troyes_dice.over": "les {days} manches sont jouées ; le joueur qui a le plus de points l'emporte.",
    "button.turn.troyes_dice": "Choisir mon dé",
    "button.hand.troyes_dice": "Ma feuille",
    "game.score.troyes_dice": {"one": "{count} point", "other": "{count} points"},
    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "panel.troyes_dice.die_step": (
        "**Manche {day}, {half} : choisissez votre dé.** Chacun choisit en secret ; tous les choix sont révélés "
        "ensemble."
    ),
    "panel.troyes_dice.morning": "matin",
    "panel.troyes_dice.afternoon": "après-midi",
    "panel.troyes_dice.you_have": "Vous avez {amounts}.",
    "panel.troyes_dice.you_have_nothing": "Vous n'avez aucune ressource.",
    "panel.troyes_dice.black_die": "Le dé {slot} (noir {value}) est le dé noir : personne ne le prend.",
    "panel.troyes_dice.unaffordable": (
        "Le dé {slot} ({colour} {value}) coûte {price} : vous n'avez pas de quoi le payer."
    ),
    "panel.troyes_dice.any_resource": "1 ressource au choix",
    "panel.troyes_dice.pick_die": "Choisissez un dé…",
    "panel.troyes_dice.die_option": "Dé {slot} · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": ("prendre {amount}, ou construire dans le quartier {colour}, colonne {value}"),
    "panel.troyes_dice.free": "gratuit",
    "panel.troyes_dice.pay": "pour {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**Dé {slot} ({colour} {value}), {price}.** Le modifier avant de l'utiliser ? Changer de couleur coûte "
        "{knowledge} points de savoir ; monter ou baisser la valeur, {influence} point d'influence par cran "
        "(impossible de passer de 6 à 1). "
        "La modification ne vaut que pour vous."
    ),
    "panel.troyes_dice.pick_adjustment": "Garder le dé ou le modifier…",
    "panel.troyes_dice.keep": "Garder {colour} {value} · sans frais",
    "panel.troyes_dice.change": "Passer en {colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**Dé {slot}, utilisé en {colour} {value}.** Qu'en faites-vous ?",
    "panel.troyes_dice.cannot_change": "Vous n'avez pas de quoi modifier ce dé.",
    "panel.troyes_dice.pick_action": "Choisissez une action…",
    "panel.troyes_dice.take": "Prendre {amount}",
    "panel.troyes_dice.build": "Construire {building} en colonne {number}",
    "panel.troyes_dice.you_will": "**Votre choix** : {plan}.",
    "panel.troyes_dice.plan_die": "prendre le dé {slot} ({colour} {value}, {price})",
    "panel.troyes_dice.paying": "pour {amounts}",
    "panel.troyes_dice.plan_change": "le passer en {colour} {value} pour {cost}",
    "panel.troyes_dice.plan_take": "gagner {amount}",
    "panel.troyes_dice.plan_build": "construire {building} en colonne {number}",
    "panel.troyes_dice.plan_supplies": "prendre {amounts} au lieu d'un dé, sans action",
    "panel.troyes_dice.plan_die.said": "{price} le dé {slot} ({colour} {value})",
    "panel.troyes_dice.paying.said": "paie {amounts} pour",
    "panel.troyes_dice.free.said": "prend gratuitement",
    "panel.troyes_dice.plan_change.said": "le passe en {colour} {value} pour {cost}",
    "panel.troyes_dice.plan_change_value": "le passer à {value} pour {cost}",
    "panel.troyes_dice.plan_change_value.said": "le passe à {value} pour {cost}",
    "panel.troyes_dice.plan_change_colour": "le passer en {colour} pour {cost}",
    "panel.troyes_dice.plan_change_colour.said": "le passe en {colour} pour {cost}",
    "panel.troyes_dice.plan_take.said": "gagne {amount}",
    "panel.troyes_dice.plan_build.said": "construit {building} en colonne {number}",
    "panel.troyes_dice.plan_supplies.said": "prend {amounts} au lieu d'un dé, sans action",
    "panel.troyes_dice.supplies": (
        "Vous n'avez aucune ressource et le dé noir occupe l'emplacement gratuit : pour cette phase, vous prenez "
        "1 ressource de chaque type au lieu d'un dé."
    ),
    "panel.troyes_dice.you_gain": "Vous gagnez : {gains}.",
    "panel.troyes_dice.confirm": "Valider",
    "panel.troyes_dice.back": "Retour",
    "panel.troyes_dice.gain_resource": "+{amount}",
    "panel.troyes_dice.gain_citizen": "+1 citoyen ({colour})",
    "panel.troyes_dice.gain_citizens": {"one": "+{count} citoyen ({colour})", "other": "+{count} citoyens ({colour})"},
    "panel.troyes_dice.gain_diamond": "un losange complété",
    "panel.troyes_dice.gain_work_bonus": "un bâtiment de travail bonus à placer",
    "panel.troyes_dice.gain_prestige_bonus": "un bâtiment de prestige bonus ({colours}) à placer",
    "panel.troyes_dice.gain_cathedral": "×{multiplier} en fin de partie par bâtiment de votre rangée des {row}",
    "panel.troyes_dice.gain_protection": "colonne {number} protégée du dé noir",
    "panel.troyes_dice.gain_nothing": "rien dans l'immédiat",
    "panel.troyes_dice.either": "{first} ou {second}",
    "panel.troyes_dice.next_roll": "La phase est résolue ; le lancer suivant est sur le plateau.",
    "panel.troyes_dice.confirm_note": (
        "Valider enregistre votre choix ; les autres voient seulement que vous avez choisi. Tant que tout le monde n'a "
        "pas choisi, vous pouvez encore le reprendre avec le bouton « {undo} » ou `/reprendre_coup`."
    ),
    "panel.troyes_dice.chosen_undo": (
        "Vous avez déjà choisi pour cette phase (`{move}`). Pour choisir autrement, reprenez d'abord votre choix avec "
        "le bouton « {undo} » ou `/reprendre_coup`, avant que tout le monde ait choisi."
    ),
    "panel.troyes_dice.revealed": "{user} {choice}.",
    "panel.troyes_dice.colour.red": "rouge",
    "panel.troyes_dice.colour.yellow": "jaune",
    "panel.troyes_dice.colour.white": "blanc",
    "panel.troyes_dice.resource.influence": {"one": "{count} point d'influence", "other": "{count} points d'influence"},
    "panel.troyes_dice.resource.deniers": {"one": "{count} denier", "other": "{count} deniers"},
    "panel.troyes_dice.resource.knowledge": {"one": "{count} point de savoir", "other": "{count} points de savoir"},
    "panel.troyes_dice.building.red.prestige": "la Forteresse",
    "panel.troyes_dice.building.red.work": "le Palais",
    "panel.troyes_dice.building.yellow.prestige": "la Guilde",
    "panel.troyes_dice.building.yellow.work": "l'Hôtel de ville",
    "panel.troyes_dice.building.white.prestige": "la Cathédrale",
    "panel.troyes_dice.building.white.work": "l'Évêché",
    "panel.troyes_dice.row.red_prestige": "Forteresses",
    "panel.troyes_dice.row.red_work": "Palais",
    "panel.troyes_dice.row.yellow_prestige": "Guildes",
    "panel.troyes_dice.row.yellow_work": "Hôtels de ville",
    "panel.troyes_dice.row.white_prestige": "Cathédrales",
    "panel.troyes_dice.row.white_work": "Évêchés",
    "rules.troyes_dice": (
        "Un jeu de roll & write pour 1 à 10 joueurs. En 8 manches, vous choisissez des dés pour récolter des "
        "ressources, construire dans les trois quartiers de votre ville et recruter des citoyens. Tout le monde "
        "choisit en même temps. Après la 8e manche, le joueur qui a le plus de points l'emporte."
    ),
    "rules.troyes_dice.goal.title": "But du jeu et votre feuille",
    "rules.troyes_dice.goal": (
        "Marquez des points avec les **citoyens** (1 chacun), les **Cathédrales** et les ressources restantes.\n"
        "Votre feuille compte trois quartiers, chacun avec sa ressource :\n"
        "- **rouge** : **influence**\n"
        "- **jaune** : **deniers**\n"
        "- **blanc** : **savoir**\n"
        "Chaque quartier a 6 colonnes numérotées : les bâtiments de **prestige** en haut, les bâtiments de **travail** "
        "en dessous. Vous commencez avec 3 de chaque ressource. Une piste de ressource a 18 cases pour toute la partie"
        " : dépenser n'en libère aucune, et ce que vous gagnez au-delà de 18 est perdu. Ses 6e, 12e et 18e cases "
        "donnent chacune un citoyen de sa couleur."
    ),
    "rules.troyes_dice.day.title": "Une manche : le lancer et les prix",
    "rules.troyes_dice.day": (
        "Chacune des 8 manches a une phase du **matin** et une de l'**après-midi**. À chaque phase, 3 dés transparents "
        "et 1 **dé noir** sont lancés et rangés sur les 4 emplacements, du plus faible au plus fort (à égalité, le dé "
        "noir passe en premier). Chaque emplacement est sur un disque de couleur : un dé transparent prend la couleur "
        "de son disque. L'emplacement fixe le prix :\n"
        "- emplacement 1 : gratuit\n"
        "- emplacement 2 : 1 ressource au choix\n"
        "- emplacement 3 : 1 denier\n"
        "- emplacement 4 : 2 deniers\n"
        "Personne ne prend le dé noir, mais il occupe quand même son emplacement. Chacun choisit un dé en secret "
        "(plusieurs joueurs peuvent choisir le même), puis tous les choix sont révélés ensemble."
    ),
    "rules.troyes_dice.die.title": "Prendre un dé",
    "rules.troyes_dice.die": (
        "La couleur du dé donne la ressource ou le quartier, sa valeur la quantité ou le numéro de colonne. Avant de "
        "l'utiliser, vous pouvez le modifier, pour vous seul :\n"
        "- n'importe quelle autre couleur : **2 points de savoir**\n"
        "- monter ou baisser la valeur : **1 point d'influence** par cran (impossible de passer de 6 à 1)\n"
        "Si le dé noir occupe l'emplacement 1 et que vous n'avez plus aucune ressource, vous prenez 1 ressource de "
        "chaque type au lieu d'un dé, sans action."
    ),
    "rules.troyes_dice.actions.title": "Les trois actions",
    "rules.troyes_dice.actions": (
        "- **Ressources** : gagnez la ressource de la couleur du dé, en quantité égale à sa valeur.\n"
        "- **Travail** : construisez le bâtiment du bas dans le quartier du dé, dans la colonne qui porte sa valeur ; "
        "il rapporte 2 citoyens de cette couleur.\n"
        "- **Prestige** : construisez de même le bâtiment du haut, qui a un effet immédiat :\n"
        "**Forteresse** (rouge) : 1 citoyen (rouge dans les deux colonnes de gauche, jaune dans les deux du milieu, "
        "blanc dans les deux de droite) ; elle protège sa colonne du dé noir.\n"
        "**Guilde** (jaune) : pour chaque dé transparent actuellement sur un disque rouge (deux colonnes de gauche), "
        "jaune (deux du milieu) ou blanc (deux de droite), 3 unités de la ressource de cette couleur (colonnes 1, 3, 5 "
        "depuis la gauche) ou 2 citoyens de cette couleur (2, 4, 6).\n"
        "**Cathédrale** (blanc) : des points en fin de partie.\n"
        "Chaque case ne se construit qu'une fois."
    ),
    "rules.troyes_dice.black.title": "Le dé noir",
    "rules.troyes_dice.black": (
        "Le dé noir bloque son disque. Après la phase, ce disque est retourné et change souvent de couleur. À partir "
        "de la manche 3, avant que quiconque choisisse, il frappe aussi toutes les feuilles : dans le quartier de la "
        "couleur de son disque, dans la colonne de son numéro, les deux cases sont détruites si elles ne sont pas déjà "
        "construites. Une **Forteresse** construite plus tôt dans cette colonne protège toute la colonne. Une case "
        "détruite ne pourra jamais être construite, même par un bonus."
    ),
    "rules.troyes_dice.scoring.title": "Citoyens et bonus",
    "rules.troyes_dice.scoring": (
        "Les citoyens remplissent trois pistes de 20 cases. Leurs bonus peuvent s'enchaîner :\n"
        "- les trois pistes atteignent 3 : 1 unité de chaque ressource\n"
        "- les trois atteignent 6, puis 11 : construisez un bâtiment de travail de la couleur de votre choix\n"
        "- 15e citoyen d'une piste : construisez un bâtiment de prestige de l'une des deux autres couleurs\n"
        "- 20e citoyen d'une piste : 1 citoyen de chacune des deux autres couleurs\n"
        "Une construction bonus se place sur n'importe quelle case libre et donne son effet. Un **losange** entre deux "
        "bâtiments voisins d'une rangée donne son bonus dès que les deux sont construits."
    ),
    "rules.troyes_dice.end.title": "Fin de la partie",
    "rules.troyes_dice.end": (
        "La partie se termine après l'après-midi de la 8e manche. Vous marquez :\n"
        "- 1 point par citoyen\n"
        "- pour chaque Cathédrale : son multiplicateur × le nombre de vos bâtiments de sa rangée. La Cathédrale de la "
        "1re colonne depuis la gauche compte les Forteresses ; celles des colonnes 2 à 6 comptent respectivement "
        "les Palais, les Guildes, les Hôtels de ville, les Cathédrales et les Évêchés. Vos deux premières "
        "Cathédrales valent ×1, les deux suivantes ×2, les deux dernières ×3.\n"
        "- 1 point par paire de chaque ressource restante\n"
        "Le joueur qui a le plus haut total l'emporte ; les joueurs à égalité sont classés ex æquo."
    ),
    "rules.troyes_dice.moves.title": "Coups",
    "rules.troyes_dice.moves": (
        "Appuyez sur **Choisir mon dé**, ou tapez votre coup avec /jouer : le dé (son emplacement), éventuellement "
        "pay, as et to, puis l'action.\n"
        "- `die 1 work` : le dé 1, gratuit, pour construire son bâtiment de travail\n"
        "- `die 2 pay knowledge resources` : l'emplacement 2 payé avec 1 point de savoir, pour prendre des ressources\n"
        "- `die 3 as white to 5 prestige` : le dé 3 en blanc 5, pour construire la Cathédrale de la colonne 5\n"
        "- `supplies` : le ravitaillement, quand vous n'avez plus aucune ressource et que le dé noir occupe "
        "l'emplacement 1\n"
        "- `build work yellow 4`, `build prestige white 2` : constructions bonus, après la révélation"
    ),
    "option.troyes_dice.column_order": "Ordre des colonnes",
    "option.troyes_dice.column_order.standard": "standard (de 1 à 6 depuis la gauche)",
    "option.troyes_dice.column_order.random": "aléatoire (le même pour tous)",
    # /game sheet and the Troyes Dice board's Sheets menu: any player's sheet, for anyone.
    "name.game.sheet": "feuille",
    "name.game.sheet.player": "joueur",
    "cmd.game.sheet": "Voir la feuille d'un joueur de Troyes Dice (vous seul la voyez)",
    "cmd.game.sheet.player": "Le joueur dont vous voulez voir la feuille",
    "panel.troyes_dice.sheets": "Feuilles…",
    "panel.troyes_dice.sheet_choice": "Feuille de {name}",
    "panel.troyes_dice.sheet_points": {"one": "{count} point", "other": "{count} points"},
    "panel.troyes_dice.sheet_of": (
        "Feuille de {user} (place {number}), telle que tout le monde la voit. Les choix restent secrets "
        "jusqu'à leur révélation."
    ),
    "panel.troyes_dice.sheet_other_game": (
        "Seul Troyes Dice a des feuilles à montrer ; la partie de ce salon est {game}."
    ),
    "panel.troyes_dice.sheet_not_playing": (
        "{user} ne joue pas dans la partie de ce salon. Les feuilles des IA sont dans le menu Feuilles… sous le "
        "plateau."
    ),
    "panel.troyes_dice.final_sheet_of": (
        "Feuille finale de {user} (place {number}) dans la dernière partie de Troyes Dice de ce salon."
    ),
    "panel.troyes_dice.sheet_no_game": (
        "Aucune partie de Troyes Dice, en cours ou terminée, dans ce salon : pas de feuille à montrer. "
        "Lancez-en une avec `/partie nouvelle`."
    ),
    "panel.troyes_dice.sheet_not_played": (
        "{user} n'a pas participé à la dernière partie de Troyes Dice de ce salon. Le plateau final de cette "
        "partie indique qui y a joué."
    ),
}
