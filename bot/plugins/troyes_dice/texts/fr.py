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
    "picture.troyes_dice.moment.half": "Ronde {day} sur {days} · {half}",
    "picture.troyes_dice.moment.bonus": "Ronde {day} sur {days} · {half} · constructions bonus",
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
    "picture.troyes_dice.wheel.day": "RONDE",
    "picture.troyes_dice.hub.morning": "matin",
    "picture.troyes_dice.hub.afternoon": "après-midi",
    "picture.troyes_dice.wheel.morning": "Matin · ronde {day} sur {days}",
    "picture.troyes_dice.wheel.afternoon": "Après-midi · ronde {day} sur {days}",
    "picture.troyes_dice.wheel.over": "Dernière phase · ronde {day} sur {days}",
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
    "picture.troyes_dice.head.built": "bâtis",
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
    "picture.troyes_dice.chose.supplies": "ravitaillement : 1 de chaque ressource",
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
        "= citoyens {citizens} + cathédrales {cathedrals} + paires de ressources {resources}"
    ),
    "picture.troyes_dice.turn.when": "Ronde {day}, {half}",
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
    "picture.troyes_dice.choice.supplies": "Prendre 1 influence, 1 denier et 1 savoir",
    "picture.troyes_dice.amount.influence": {"one": "{count} influence", "other": "{count} influences"},
    "picture.troyes_dice.amount.deniers": {"one": "{count} denier", "other": "{count} deniers"},
    "picture.troyes_dice.amount.knowledge": {"one": "{count} savoir", "other": "{count} savoirs"},
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
    "picture.troyes_dice.final.cathedrals": "cathédrales",
    "picture.troyes_dice.final.resources": "paires de ressources",
    "picture.troyes_dice.final.total": "total",
    "picture.troyes_dice.final.sheets": (
        "La feuille de chaque joueur : /partie feuille, ou le menu Feuilles… sous le plateau."
    ),
    "said.troyes_dice.bonus": "{user} construit {building} en colonne {number} grâce à un bonus",
    "said.troyes_dice.over": "les {days} rondes sont jouées ; le joueur qui a le plus de points l'emporte.",
}
