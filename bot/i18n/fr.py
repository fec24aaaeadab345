"""French catalog (Discord locale fr). Ids as in bot.i18n.en; a missing id falls back to English."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Command, group and option names (lowercase letters, digits, - and _; at most 32 characters).
    "name.game": "partie",
    "name.game.new": "nouvelle",
    "name.game.new.game": "jeu",
    "name.game.join": "rejoindre",
    "name.game.leave": "quitter",
    "name.game.start": "lancer",
    "name.game.cancel": "annuler",
    "name.game.status": "plateau",
    "name.game.history": "historique",
    "name.game.mine": "mes_parties",
    "name.game.resign": "abandonner",
    "name.game.back": "reprendre",
    "name.play": "jouer",
    "name.play.move": "coup",
    "name.hand": "main",
    "name.rules": "regles",
    "name.rules.game": "jeu",
    "name.pace": "rythme",
    "name.pace.set": "modifier",
    "name.pace.set.pace": "rythme",
    "name.pace.set.reminder": "rappel",
    "name.pace.set.time_limit": "limite_temps",
    "name.pace.set.auto_after": "auto_apres",
    "name.pace.show": "voir",
    "name.pace.defaults": "defaut",
    "name.pace.defaults.make_default": "par_defaut",
    "name.pace.mute": "sourdine",
    "name.settings": "config",
    "name.settings.board": "plateau",
    "name.settings.board.mode": "mode",
    "name.settings.language": "langue",
    "name.settings.language.language": "langue",
    "name.settings.show": "voir",
    # Choice names of /pace and /settings board.
    "choice.live": "Temps réel",
    "choice.async": "Tour par tour",
    "choice.new": "Nouveau message à chaque tour",
    "choice.edit": "Un seul message mis à jour",
    # Command names and descriptions (Discord shows these in the command picker).
    "cmd.game": "Créer, rejoindre et gérer la partie de ce salon",
    "cmd.game.new": "Ouvrir une table pour une nouvelle partie dans ce salon",
    "cmd.game.new.game": "Le jeu auquel vous voulez jouer",
    "cmd.game.join": "Rejoindre la table de ce salon",
    "cmd.game.leave": "Quitter la table de ce salon",
    "cmd.game.start": "Lancer la partie (hôte uniquement)",
    "cmd.game.cancel": "Annuler la table ou la partie de ce salon (hôte ou permission Gérer les salons)",
    "cmd.game.status": "Afficher le plateau actuel et à qui de jouer",
    "cmd.play": "Jouer un coup dans la partie de ce salon",
    "cmd.play.move": "Votre coup ; commencez à taper pour voir les coups possibles",
    "cmd.hand": "Voir en privé votre main ou votre feuille",
    "cmd.rules": "Un bref résumé des règles d'un jeu et de la notation de ses coups",
    "cmd.rules.game": "Quel jeu",
    # Lobby
    "lobby.title": "{game} : nouvelle partie",
    "lobby.body": "Hôte : {host}\nJoueurs ({count}, {min} à {max} requis) :\n{players}",
    "lobby.hint": "Appuyez sur Rejoindre pour prendre place. L'hôte appuie sur Lancer quand tout le monde est là.",
    "lobby.cancelled": "La table de {game} a été annulée par {user}.",
    "lobby.joined": "{user} a rejoint la table.",
    "lobby.left": "{user} a quitté la table.",
    "button.join": "Rejoindre",
    "button.leave": "Quitter",
    "button.start": "Lancer",
    "button.cancel": "Annuler",
    "button.turn": "Jouer mon tour",
    "button.hand": "Ma main",
    "button.turn.four_color_cards": "Ma main / réclamer",
    "button.turn.troyes_dice": "Choisir mon dé",
    "button.hand.troyes_dice": "Ma feuille",
    # Game messages
    "game.started": "La partie de {game} commence ! Ordre de jeu : {players}.",
    "game.played": "{user} a joué `{move}`.",
    "game.chose": "{user} a fait son choix secret.",
    "game.all_in": "Tous les choix sont faits.",
    "game.next": "À vous de jouer : {users}",
    "game.waiting_for": "En attente de : {users}",
    "game.over": "Partie terminée ! {standings}",
    "game.place": "{place}. {user} ({score})",
    "game.place_resigned": "{place}. {user} ({score}, abandon)",
    "game.cancelled": "La partie de {game} de ce salon a été annulée par {user}.",
    "game.status_title": "{game} · coup {version}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "Coup joué : `{move}`.",
    "game.answer_recorded": "Votre réponse `{move}` est enregistrée. La table attend les autres joueurs.",
    "panel.title": "Vos options",
    "hand.not_awaited": "Vous n'avez rien à décider pour l'instant ; voici votre main.",
    "panel.pick": "Choisissez un coup…",
    "panel.count": {"one": "{count} coup", "other": "{count} coups"},
    "panel.narrowed": "Vos options : `{prefix} …`",
    "hand.title": "Votre vue privée",
    # Copenhagen's panel (bot/ui/panels/copenhagen.py)
    "panel.copenhagen.decision.take_or_build": (
        "À vous de jouer : prenez une carte du port (la seconde viendra d'un emplacement voisin), ou appuyez sur "
        "**Construire…** pour choisir une tuile et voir où la poser."
    ),
    "panel.copenhagen.decision.second_card": "Prenez votre seconde carte.",
    "panel.copenhagen.decision.discard": "Vous avez plus de 7 cartes : défaussez-en une.",
    "panel.copenhagen.decision.after_take": (
        "Prenez une carte grâce à Carte supplémentaire, utilisez Double action ou terminez votre tour."
    ),
    "panel.copenhagen.decision.both_actions_build": (
        "Double action : appuyez sur **Construire…** pour poser une tuile maintenant, ou terminez votre tour."
    ),
    "panel.copenhagen.decision.payment": (
        "Choisissez comment payer la tuile dessinée en pointillés sur votre façade, ou annulez pour choisir un autre "
        "emplacement."
    ),
    "panel.copenhagen.decision.coat_of_arms": (
        "Blason : posez une fenêtre blanche, prenez une capacité que vous n'avez pas, ou réactivez vos capacités "
        "utilisées."
    ),
    "panel.copenhagen.build": "Construire…",
    "panel.copenhagen.build_by_words": "Construire en tapant la tuile, l'orientation et la case…",
    "panel.copenhagen.tiles": (
        "Choisissez une tuile. Seules les tuiles que vous pouvez payer quelque part sur votre façade sont proposées."
    ),
    "panel.copenhagen.pick_tile": "Choisissez une tuile…",
    "panel.copenhagen.pick_position": "Choisissez un emplacement…",
    "panel.copenhagen.tile": "Tuile {colour} de {size} cases",
    "panel.copenhagen.positions": {"one": "{count} emplacement", "other": "{count} emplacements"},
    "panel.copenhagen.row": "Ligne {row}…",
    "panel.copenhagen.preview": (
        "Aperçu : {label}.\n"
        "Pivotez, retournez ou choisissez un autre emplacement ; **Valider** construit la tuile à cet endroit."
    ),
    "panel.copenhagen.rotate": "Pivoter ↻",
    "panel.copenhagen.mirror": "Retourner ⇆",
    "panel.copenhagen.confirm": "Valider",
    "panel.copenhagen.back": "Retour",
    "panel.copenhagen.colour.red": "rouge",
    "panel.copenhagen.colour.yellow": "jaune",
    "panel.copenhagen.colour.green": "verte",
    "panel.copenhagen.colour.blue": "bleue",
    "panel.copenhagen.colour.purple": "violette",
    "panel.copenhagen.no_builds": (
        "Aucune tuile que vous puissiez payer ne tient sur votre façade pour l'instant : prenez plutôt des cartes."
    ),
    "panel.copenhagen.no_position": (
        "Cet emplacement n'est plus disponible. Appuyez sur Construire… et choisissez à nouveau."
    ),
    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "panel.troyes_dice.die_step": (
        "**Jour {day}, {half} : choisissez votre dé.** Chacun choisit en secret ; tous les choix sont révélés ensemble."
    ),
    "panel.troyes_dice.morning": "matin",
    "panel.troyes_dice.afternoon": "après-midi",
    "panel.troyes_dice.you_have": "Vous avez {amounts}.",
    "panel.troyes_dice.black_die": "Le dé {slot} (noir {value}) est le dé noir : personne ne le prend.",
    "panel.troyes_dice.unaffordable": (
        "Le dé {slot} ({colour} {value}) coûte {price} : vous n'avez pas de quoi le payer."
    ),
    "panel.troyes_dice.any_resource": "1 ressource au choix",
    "panel.troyes_dice.pick_die": "Choisissez un dé…",
    "panel.troyes_dice.die_option": "Dé {slot} · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": (
        "prendre {value} {resource}, ou construire dans le quartier {colour}, colonne {value}"
    ),
    "panel.troyes_dice.free": "gratuit",
    "panel.troyes_dice.pay": "payer {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**Dé {slot} ({colour} {value}), {price}.** Le modifier avant de l'utiliser ? Changer de couleur coûte "
        "{knowledge} savoir, chaque cran de valeur, {influence} influence (impossible de passer de 6 à 1). "
        "La modification ne vaut que pour vous."
    ),
    "panel.troyes_dice.pick_adjustment": "Garder le dé ou le modifier…",
    "panel.troyes_dice.keep": "Garder {colour} {value} · sans frais",
    "panel.troyes_dice.change": "Passer en {colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**Dé {slot}, utilisé en {colour} {value}.** Qu'en faites-vous ?",
    "panel.troyes_dice.cannot_change": "Vous n'avez pas de quoi modifier ce dé.",
    "panel.troyes_dice.pick_action": "Choisissez une action…",
    "panel.troyes_dice.take": "Prendre {value} {resource}",
    "panel.troyes_dice.build": "Construire {building} en colonne {number}",
    "panel.troyes_dice.you_will": "**Vous allez :** {plan}.",
    "panel.troyes_dice.plan_die": "prendre le dé {slot} ({colour} {value}), {price}",
    "panel.troyes_dice.paying": "en payant {amounts}",
    "panel.troyes_dice.plan_change": "le passer en {colour} {value} pour {cost}",
    "panel.troyes_dice.plan_take": "prendre {value} {resource}",
    "panel.troyes_dice.plan_build": "construire {building} en colonne {number}",
    "panel.troyes_dice.plan_supplies": "prendre {amounts} au lieu d'un dé, sans action",
    "panel.troyes_dice.supplies": (
        "Vous n'avez aucune ressource et le dé noir a pris la place du dé gratuit : pour cette demi-journée, vous "
        "prenez 1 ressource de chaque type au lieu d'un dé."
    ),
    "panel.troyes_dice.you_gain": "Vous gagnez : {gains}.",
    "panel.troyes_dice.confirm_hint": (
        "Valider enregistre votre choix ; vous ne pourrez plus revenir dessus. Les autres voient seulement que "
        "vous avez choisi."
    ),
    "panel.troyes_dice.confirm": "Valider",
    "panel.troyes_dice.back": "Retour",
    "panel.troyes_dice.gain_resource": "+{count} {resource}",
    "panel.troyes_dice.gain_citizen": "+1 citoyen {colour}",
    "panel.troyes_dice.gain_citizens": {"one": "+{count} citoyen {colour}", "other": "+{count} citoyens ({colour})"},
    "panel.troyes_dice.gain_diamond": "un losange complété",
    "panel.troyes_dice.gain_work_bonus": "un bâtiment de travail bonus à placer",
    "panel.troyes_dice.gain_prestige_bonus": "un bâtiment de prestige bonus ({colours}) à placer",
    "panel.troyes_dice.gain_cathedral": "×{multiplier} en fin de partie par bâtiment de votre rangée des {row}",
    "panel.troyes_dice.gain_protection": "colonne {number} protégée du dé noir",
    "panel.troyes_dice.gain_nothing": "rien dans l'immédiat",
    "panel.troyes_dice.either": "{first} ou {second}",
    "panel.troyes_dice.amount": "{count} {resource}",
    "panel.troyes_dice.next_roll": "La demi-journée est résolue ; le lancer suivant est sur le plateau.",
    "panel.troyes_dice.already_chosen": (
        "Vous avez déjà choisi pour cette demi-journée (`{move}`). Un choix validé est définitif ; la "
        "demi-journée se résout quand tout le monde a choisi."
    ),
    "panel.troyes_dice.revealed": "{user} : {choice}",
    "panel.troyes_dice.colour.red": "rouge",
    "panel.troyes_dice.colour.yellow": "jaune",
    "panel.troyes_dice.colour.white": "blanc",
    "panel.troyes_dice.resource.influence": "influence",
    "panel.troyes_dice.resource.deniers": "deniers",
    "panel.troyes_dice.resource_one.deniers": "denier",
    "panel.troyes_dice.resource.knowledge": "savoir",
    "panel.troyes_dice.building.red.prestige": "la Forteresse",
    "panel.troyes_dice.building.red.work": "le Palais des comtes",
    "panel.troyes_dice.building.yellow.prestige": "la Guilde",
    "panel.troyes_dice.building.yellow.work": "l'Hôtel de ville",
    "panel.troyes_dice.building.white.prestige": "la Cathédrale",
    "panel.troyes_dice.building.white.work": "l'Évêché",
    "panel.troyes_dice.row.red_prestige": "Forteresses",
    "panel.troyes_dice.row.red_work": "Palais des comtes",
    "panel.troyes_dice.row.yellow_prestige": "Guildes",
    "panel.troyes_dice.row.yellow_work": "Hôtels de ville",
    "panel.troyes_dice.row.white_prestige": "Cathédrales",
    "panel.troyes_dice.row.white_work": "Évêchés",
    "rules.unavailable": "Le résumé des règles de {game} n'est pas encore écrit.",
    # Refusals (ephemeral, one or two sentences: what is wrong, what to do)
    "error.unknown_game": "Il n'y a pas de jeu nommé `{game}`. Choisissez-en un dans la liste de `/partie nouvelle`.",
    "error.game_unavailable": "{game} n'est pas disponible sur ce bot pour le moment.",
    "error.channel_has_game": (
        "Une partie est déjà en cours dans ce salon. Terminez-la ou annulez-la d'abord, ou utilisez un autre salon."
    ),
    "error.channel_has_lobby": (
        "Une table est déjà ouverte dans ce salon. Rejoignez-la, ou demandez à l'hôte de l'annuler."
    ),
    "error.no_lobby": "Aucune table n'est ouverte ici. Ouvrez-en une avec `/partie nouvelle`.",
    "error.lobby_closed": "Cette table est fermée. Ouvrez-en une nouvelle avec `/partie nouvelle`.",
    "error.game_already_started": "La partie a déjà commencé ici ; suivez-la, ou ouvrez une table dans un autre salon.",
    "error.already_joined": "Vous êtes déjà à cette table.",
    "error.lobby_full": "La table est complète ({max} joueurs). Attendez la prochaine partie.",
    "error.not_in_lobby": "Vous n'êtes pas à cette table.",
    "error.host_cannot_leave": "L'hôte ne peut pas quitter la table ; annulez-la plutôt.",
    "error.host_only_start": "Seul l'hôte ({host}) peut lancer la partie.",
    "error.player_count": "{game} se joue de {min} à {max} joueurs ; la table en compte {count}.",
    "error.cancel_not_allowed": "Seul l'hôte ou un membre ayant la permission Gérer les salons peut annuler.",
    "error.no_game": "Aucune partie n'est en cours dans ce salon. Lancez-en une avec `/partie nouvelle`.",
    "error.not_a_player": "Vous ne participez pas à cette partie ; vous pouvez la suivre.",
    "error.not_your_turn": "Ce n'est pas votre tour. On vous mentionnera quand ce sera à vous.",
    "error.already_decided": (
        "Vous avez déjà fait votre choix ; il reste secret jusqu'à ce que tout le monde ait choisi. La table attend "
        "les autres."
    ),
    "error.stale": "Le plateau a changé depuis cet affichage. Utilisez le message de plateau le plus récent.",
    "error.game_over": "Cette partie est terminée. Lancez-en une nouvelle avec `/partie nouvelle`.",
    "error.game_cancelled": "Cette partie a été annulée. Lancez-en une nouvelle avec `/partie nouvelle`.",
    "error.empty_move": "Tapez un coup, ou choisissez-en un parmi les suggestions.",
    "error.move_too_long": (
        "Ce coup est trop long ({max} caractères au maximum). Choisissez-en un parmi les suggestions."
    ),
    "error.no_guild": "Les parties se jouent dans les salons d'un serveur, pas en messages privés.",
    "error.internal": "Un problème est survenu de notre côté ; rien n'a été modifié. Veuillez réessayer.",
    # Pace: reminders, time limits, automatic seats (commands, public notices, refusals)
    "pace.cmd": "Rythme de la partie de ce salon : rappels, limite de temps, remplacement par le bot",
    "pace.cmd.set": "Changer le rythme de la table ou de la partie de ce salon (hôte)",
    "pace.cmd.set.pace": "Temps réel : décisions en quelques minutes ; tour par tour : en quelques heures ou jours",
    "pace.cmd.set.reminder": "Envoyer un rappel aux joueurs attendus après ce délai, par ex. 3m, 12h ou off",
    "pace.cmd.set.time_limit": "Le bot joue un coup sûr après ce délai, par ex. 10m, 48h ou off",
    "pace.cmd.set.auto_after": (
        "Délais dépassés d'affilée avant que le bot remplace le joueur jusqu'à son retour (0 : jamais)"
    ),
    "pace.cmd.show": "Afficher le rythme de la table ou de la partie de ce salon",
    "pace.cmd.defaults": "Définir le rythme par défaut des nouvelles tables du serveur (Gérer le serveur)",
    "pace.cmd.defaults.make_default": "Faire de ce rythme le rythme par défaut des nouvelles tables",
    "pace.cmd.mute": "Couper ou réactiver vos rappels dans la partie de ce salon",
    "pace.cmd.back": "Reprendre votre place après que le bot a joué pour vous",
    "pace.live": "temps réel",
    "pace.async": "tour par tour",
    "pace.summary": (
        "Rythme : **{pace}**. Rappels : {reminder}. Limite de temps : {limit}. Le bot remplace un joueur après {auto} "
        "délais dépassés d'affilée."
    ),
    "pace.summary_never_auto": (
        "Rythme : **{pace}**. Rappels : {reminder}. Limite de temps : {limit}. Le bot ne remplace jamais un joueur."
    ),
    "pace.show.muted": "Rappels coupés pour : {users}",
    "pace.show.automatic": "Remplacés par le bot : {users}",
    "pace.show.resigned": "Abandons : {users}",
    "pace.show.defaults": "Ni table ni partie ici ; rythme par défaut des nouvelles tables de ce serveur :",
    "pace.changed": "{user} a changé le rythme.",
    "pace.defaults_saved": "Enregistré. {summary}\nLes nouvelles tables de ce serveur démarrent en **{default}**.",
    "pace.muted": (
        "Vos rappels sont coupés pour cette partie. Utilisez de nouveau `/rythme sourdine` pour les réactiver."
    ),
    "pace.unmuted": "Vos rappels sont réactivés pour cette partie.",
    "pace.back": "{user} est de retour : le bot ne joue plus à sa place.",
    "pace.reminder.first": "⏰ {users} : la partie de {game} attend votre coup.",
    "pace.reminder.second": "⏰ Deuxième rappel, {users} : la table vous attend toujours dans la partie de {game}.",
    "pace.reminder.later": (
        "⏰ {users}, la table attend depuis longtemps. Merci de jouer maintenant : une fois le temps imparti "
        "écoulé, le bot jouera pour vous."
    ),
    "pace.timeout.public": "⌛ Temps écoulé pour {user} : le bot a joué {moves} à sa place.",
    "pace.timeout.secret": "⌛ Temps écoulé pour {user} : le bot a fait son choix à sa place.",
    "pace.timeout.hidden": (
        "⌛ Temps écoulé pour les réclamations : le bot a répondu pour tous ceux qui ne l'avaient pas fait."
    ),
    "pace.now_automatic": {
        "one": (
            "{user} a dépassé le temps imparti : le bot joue à sa place jusqu'à ce qu'il rejoue ou "
            "utilise `/partie reprendre`."
        ),
        "other": (
            "{user} a dépassé le temps imparti {count} fois d'affilée : le bot joue à sa place jusqu'à ce qu'il "
            "rejoue ou utilise `/partie reprendre`."
        ),
    },
    "pace.automatic.public": "🤖 Le bot a joué {moves} pour {user} (remplacement automatique).",
    "pace.automatic.secret": "🤖 Le bot a fait le choix de {user} (remplacement automatique).",
    "pace.resigned.public": "🤖 Le bot a joué {moves} pour {user}, qui a abandonné.",
    "pace.resigned.secret": "🤖 Le bot a fait le choix de {user}, qui a abandonné.",
    "pace.lobby_field": "Rythme",
    "pace.lobby_line": (
        "{pace} · rappels après {reminder} · limite de temps {limit} · modifiable avec `/rythme modifier`"
    ),
    "pace.nothing_to_change": "Indiquez au moins un réglage à changer : rythme, rappel, limite_temps ou auto_apres.",
    "pace.host_only": (
        "Seul l'hôte ({host}) ou un membre ayant la permission Gérer les salons peut changer le rythme."
    ),
    "pace.manage_server_only": (
        "Seuls les membres ayant la permission Gérer le serveur peuvent changer les réglages par défaut de ce serveur."
    ),
    "pace.bad_pace": "`{value}` n'est pas un rythme. Choisissez « Temps réel » ou « Tour par tour ».",
    "pace.bad_duration": "`{value}` n'est pas une durée. Écrivez-la sous la forme `10m`, `2h`, `1h30m`, `2d` ou `off`.",
    "pace.bad_reminder": "Le délai de rappel va de {min} à {max}, ou `off`.",
    "pace.bad_time_limit": "La limite de temps va de {min} à {max}, ou `off`.",
    "pace.bad_auto_after": "Délais dépassés avant que le bot remplace un joueur : un nombre de 0 (jamais) à {max}.",
    "pace.reminder_after_limit": (
        "Le rappel ({reminder}) doit venir avant la limite de temps ({limit}). Raccourcissez le rappel ou allongez la "
        "limite."
    ),
    "pace.back_not_automatic": "Le bot ne joue pas à votre place ; vous n'avez rien à reprendre.",
    # Resigning
    "resign.cmd": "Abandonner la partie de ce salon : le bot vous remplace et vous prenez la dernière place",
    "resign.confirm": (
        "Abandonner cette partie de {game} ? Le bot vous remplacera jusqu'à la fin et vous prendrez la dernière "
        "place. C'est irréversible."
    ),
    "resign.button": "Abandonner",
    "resign.done": "Vous avez abandonné.",
    "resign.announce": "🏳️ {user} abandonne et prendra la dernière place. Le bot joue désormais à sa place.",
    "resign.ended": "🏳️ {user} abandonne. La partie est terminée !\n{standings}",
    "resign.place": "{place}. {user}",
    "resign.place_resigned": "{place}. {user} (abandon)",
    "resign.already": "Vous avez déjà abandonné cette partie.",
    "resign.no_moves": "Vous avez abandonné cette partie : vous ne pouvez plus jouer. Le bot joue à votre place.",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "rouge",
    "fcc.colour.y": "jaune",
    "fcc.colour.g": "vert",
    "fcc.colour.w": "blanc",
    "fcc.rank.g": "général",
    "fcc.rank.a": "conseiller",
    "fcc.rank.e": "éléphant",
    "fcc.rank.c": "char",
    "fcc.rank.h": "cheval",
    "fcc.rank.p": "canon",
    "fcc.rank.s": "soldat",
    "fcc.card": "{rank} {colour} ({glyph})",
    "fcc.cards.many": "{count} × {card}",
    "fcc.meld.command": "groupe de commandement {colour} ({glyphs})",
    "fcc.meld.field": "groupe de campagne {colour} ({glyphs})",
    "fcc.meld.soldiers": "groupe de soldats {colours} ({glyphs})",
    "fcc.meld.general": "{card} seul",
    "fcc.meld.generals": "généraux seuls : {cards}",
    "fcc.meld.pair": "{card} en paire",
    "fcc.meld.triple": "{card} en brelan",
    "fcc.meld.quad": "{card} en carré",
    "fcc.meld.general_quad": "{card} en carré",
    "fcc.meld.points": "{meld} : {points}",
    "fcc.meld.points_winning": "{meld} : {points} (avec la carte gagnante, valeur sur la table)",
    "fcc.result.round": "**Manche {round} sur {rounds} terminée.**",
    "fcc.result.draw": "La pioche est épuisée : manche nulle, personne ne paie.",
    "fcc.result.hu": "{user} fait hu ! Carte gagnante : {card}, {source}.",
    "fcc.result.from_discard": "défaussé par {user}",
    "fcc.result.from_draw": "retourné de la pioche par {user}",
    "fcc.result.from_own_draw": "retourné de la pioche par ses soins",
    "fcc.result.opening_hu": "{user} fait hu avec les cartes distribuées.",
    "fcc.result.exhausted_hand": (
        "{user} n'a plus de carte à défausser après sa réclamation : la manche s'arrête, et c'est ce joueur qui la "
        "termine."
    ),
    "fcc.result.table_melds": "Sur la table : {melds}.",
    "fcc.result.hand_melds": "En main : {melds}.",
    "fcc.result.bonus": "Carte chance : {card}, +{bonus}.",
    "fcc.result.no_bonus_card": "Pas de carte chance : la pioche est vide.",
    "fcc.result.points": "Points : {base} de combinaisons + {bonus} de bonus = {points} (seuil : {threshold}).",
    "fcc.result.paid": "{user} atteint le seuil : chaque autre joueur paie {amount}.",
    "fcc.result.penalty": (
        "{user} n'atteint pas le seuil de {threshold} et paie la pénalité : {amount} à chaque autre joueur."
    ),
    "fcc.result.payments": "Paiements : {payments}.",
    "fcc.result.chips": "Jetons : {chips}.",
    "fcc.result.next_round": "**Manche {round} sur {rounds}** : {user} commence avec 21 cartes.",
    "panel.four_color_cards.your_discard": "À vous : défaussez une carte (les généraux ne se défaussent jamais).",
    "panel.four_color_cards.in_play": "Carte en jeu : {card}, {source}. Réclamez-la ou passez.",
    "panel.four_color_cards.from_discard": "défaussé par {user}",
    "panel.four_color_cards.from_draw": "retourné de la pioche par {user}",
    "panel.four_color_cards.from_own_draw": "que vous avez retourné de la pioche",
    "panel.four_color_cards.no_pass_general": (
        "Vous avez retourné un général : vous devez le prendre, impossible de passer."
    ),
    "panel.four_color_cards.no_pass": "À cette table, vous ne pouvez pas passer sur cette carte.",
    "panel.four_color_cards.discard_card": "Défausser : {card}",
    "panel.four_color_cards.pass": "Passer",
    "panel.four_color_cards.hu": "Hu (victoire)",
    "panel.four_color_cards.general": "Général : le prendre seul",
    "panel.four_color_cards.kong": "Kong (carré) : {cards}",
    "panel.four_color_cards.pong": "Pong (brelan) : {cards}",
    "panel.four_color_cards.pair": "Paire : {cards}",
    "panel.four_color_cards.command": "Commandement : {cards}",
    "panel.four_color_cards.field": "Campagne : {cards}",
    "panel.four_color_cards.soldiers": "Soldats : {cards}",
    # Public posts (bot.publisher)
    "post.recorded": (
        "C'est enregistré, mais Discord n'a pas transmis la réponse. `/partie plateau` affiche le plateau."
    ),
    "post.ping": "{users} : à vous de jouer. Plateau : {link}",
    # /game history
    "history.cmd": "Afficher les coups joués jusqu'ici dans la partie de ce salon",
    "history.title": "{game} : coups joués ({count})",
    "history.line": "{number}. {player} : `{move}`",
    "history.secret": "{number}. {player} : (choix secret)",
    "history.empty": "Aucun coup joué pour l'instant dans cette partie de {game}.",
    "history.earlier": {
        "one": "(Le coup précédent se trouve dans le fichier joint.)",
        "other": "(Les {count} coups précédents se trouvent dans le fichier joint.)",
    },
    # /game mine
    "mine.cmd": "Lister vos parties en cours sur ce serveur",
    "mine.title": "Vos parties en cours sur ce serveur :",
    "mine.line": "**{game}** dans {channel} : {turn} · [plateau]({link})",
    "mine.your_turn": "à vous de jouer",
    "mine.waiting": "en attente de {users}",
    "mine.more": {"one": "…et {count} autre.", "other": "…et {count} autres."},
    "mine.none": "Vous n'avez aucune partie en cours sur ce serveur. Lancez-en une avec `/partie nouvelle`.",
    # /settings
    "settings.cmd": "Réglages de jeu de ce serveur (Gérer le serveur)",
    "settings.cmd.board": "Publication des plateaux : un nouveau message par tour, ou un seul message mis à jour",
    "settings.cmd.board.mode": (
        "« Nouveau message » : un plateau par tour ; « Un seul message » : plateau mis à jour, courte mention"
    ),
    "settings.cmd.show": "Afficher les réglages de jeu de ce serveur",
    "settings.mode.new": "un nouveau message de plateau à chaque tour",
    "settings.mode.edit": "un seul message de plateau mis à jour, avec une courte mention du joueur qui doit jouer",
    "settings.board_set": "Plateaux sur ce serveur : {mode}. Cela s'applique dès le prochain plateau.",
    "settings.show": "Réglages de jeu de ce serveur :\nPlateaux : {mode}",
    "settings.not_allowed": (
        "Seuls les membres ayant la permission Gérer le serveur peuvent changer les réglages de jeu de ce serveur."
    ),
    "settings.unknown_mode": "Ce mode de plateau n'existe pas. Choisissez parmi : {modes}.",
    "settings.cmd.language": "La langue des plateaux, tables et rappels de ce serveur",
    "settings.cmd.language.language": "« Automatique » : la langue du serveur si le bot la parle, sinon l'anglais",
    "settings.choice.auto": "Automatique : la langue du serveur",
    "settings.language.auto": "automatique, actuellement {language}",
    "settings.language_set": (
        "Plateaux, tables et rappels sur ce serveur : {language}. Cela s'applique dès la prochaine publication ; les "
        "réponses visibles par vous seul restent dans votre langue Discord."
    ),
    "settings.show.language": "Messages publics : {language}",
    "settings.unknown_language": "Le bot ne parle pas cette langue. Choisissez parmi : {languages}.",
    # Rules summaries, one per game (shown by /rules).
    "rules.tiny_tricks": (
        "Un jeu de plis à trois cartes qui sert à tester le bot. Tout le monde passe d'abord une carte à son voisin de "
        "gauche, en même temps, puis on joue trois plis ; la plus forte carte remporte le pli.\n"
        "\n"
        "**Coups** : `pass 7` (choisir la carte que vous passez), `play 7` (jouer une carte)."
    ),
    "rules.copenhagen": (
        "Construisez la plus belle façade du port de Copenhague : le premier à 12 points l'emporte.\n"
        "À votre tour, soit vous **prenez des cartes** dans le port (deux emplacements voisins), soit vous "
        "**construisez** une tuile de façade en payant une carte de sa couleur par case (une de moins si elle touche "
        "une tuile de la même couleur). Une tuile doit reposer sur le sol ou sur une autre tuile. Une ligne complète "
        "rapporte 1 point (2 si elle n'a que des fenêtres), une colonne complète 2 points. Recouvrir un blason donne "
        "un bonus : une tuile fenêtre blanche, une capacité, ou la réactivation de vos capacités. Limite de main : 7. "
        "Si personne n'atteint 12 points, la partie s'arrête quand la carte Fin du jeu apparaît.\n"
        "\n"
        "**Coups** : `take 3`, `discard red`, `build red3 r90 c1` (tuile, rotation `r0`-`r270` ou miroir `m0`-`m270`, "
        "case de sa brique ; colonnes a-e, lignes 1-9 depuis le sol), `pay 1red discount`, `cancel`, `both`, `end`, "
        "`white c3`, `ability extra` (any, extra, discount, colors, both), `refresh`."
    ),
    "rules.troyes_dice": (
        "Huit jours de deux demi-journées. À chaque demi-journée, quatre dés sont lancés et placés sur les "
        "emplacements, le moins cher en premier ; à partir du jour 3, le dé noir détruit les cases correspondantes sur "
        "toutes les feuilles, sauf si une Forteresse protège la colonne. Tout le monde choisit un dé en même temps "
        "(emplacement 1 gratuit, emplacement 2 une ressource, emplacement 3 un denier, emplacement 4 deux deniers), "
        "peut changer sa couleur (2 savoir) ou sa valeur (1 influence par cran), puis prend des ressources, ou "
        "construit le bâtiment de prestige ou le bâtiment de travail de cette couleur et de cette valeur. Les choix "
        "sont révélés ensemble. Les citoyens, les cathédrales et les paires de ressources restantes rapportent des "
        "points à la fin.\n"
        "\n"
        "**Coups** : `die 1 work`, `die 2 pay knowledge resources`, `die 3 as white to 5 prestige`, `supplies` (quand "
        "vous ne pouvez rien payer), et les constructions bonus comme `build work yellow 4`."
    ),
    "rules.four_color_cards": (
        "Le jeu des quatre couleurs taïwanais (四色牌) : 112 cartes en quatre couleurs, de sept rangs (帥仕相俥傌炮兵 "
        "/ 將士象車馬包卒). Chacun reçoit 20 cartes, le premier joueur 21, et c'est lui qui défausse en premier ; les "
        "généraux ne vont jamais à la défausse. Chaque carte montrée (défaussée ou retournée depuis la pioche) ouvre "
        "une phase de réclamation : hu bat kong, qui bat pong, qui bat les autres combinaisons ; à égalité, le joueur "
        "le plus proche dans l'ordre du tour l'emporte. Les cartes réclamées sont posées sur la table, puis celui qui "
        "a réclamé défausse. Vous gagnez (hu) quand toute votre main plus la carte se répartit en combinaisons valant "
        "au moins 10 points. Trois manches ; le match se règle en jetons.\n"
        "\n"
        "**Cartes** : couleur `r y g w` (rouge, jaune, vert, blanc) + rang `g a e c h p s` (général, conseiller, "
        "éléphant, char, cheval, canon, soldat), par ex. `rc` est le char rouge.\n"
        "**Coups** : `discard rc`, `pass`, `hu`, `kong`, `pong`, `pair`, `general`, `command`, `field`, `soldiers ys "
        "gs`."
    ),
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "La partie est terminée.",
    "game.copenhagen.not_your_turn": "Ce n'est pas votre tour.",
    "game.copenhagen.bad_notation": (
        "Je ne comprends pas « {move} ». Les coups s'écrivent ainsi : take 3, discard red, build red3 r90 c1, pay "
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
    # Four Color Cards' rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "La partie est terminée.",
    "game.four_color_cards.not_awaited": "Aucune décision ne vous attend pour l'instant.",
    "game.four_color_cards.unknown_move": (
        "« {move} » n'est pas un coup. Écrivez par exemple « discard rc », « pong », « kong », « hu », « pair », « "
        "general », « command », « field », « soldiers ys gs » ou « pass »."
    ),
    "game.four_color_cards.unknown_card": (
        "« {card} » n'est pas une carte. Écrivez une lettre de couleur (r rouge, y jaune, g vert, w blanc) et une "
        "lettre de rang (g général, a conseiller, e éléphant, c char, h cheval, p canon, s soldat), comme « rc » pour "
        "le char rouge."
    ),
    "game.four_color_cards.must_discard": (
        "Vous devez défausser une carte maintenant, par exemple « discard {example} »."
    ),
    "game.four_color_cards.general_not_discardable": "Les généraux ne peuvent jamais être défaussés.",
    "game.four_color_cards.card_not_in_hand": "Vous n'avez pas de {card} en main.",
    "game.four_color_cards.no_card_in_play": "Aucune carte en jeu à réclamer : vous devez défausser maintenant.",
    "game.four_color_cards.not_next_player": (
        "Seul le joueur qui suit celui qui a défaussé (ou, pour une carte retournée, celui qui l'a retournée et le "
        "joueur suivant) peut s'en servir pour cette combinaison ({meld}) ; tout le monde sauf celui qui a défaussé "
        "peut faire pong, kong ou hu."
    ),
    "game.four_color_cards.only_drawer_takes_general": (
        "Seul le joueur qui a retourné un général peut le prendre, seul ou en groupe de commandement."
    ),
    "game.four_color_cards.missing_cards": "Il vous faut {need} en main pour faire un {meld} avec le {card}.",
    "game.four_color_cards.wrong_meld": "Le {card} en jeu ne peut pas former cette combinaison ({meld}).",
    "game.four_color_cards.pairs_not_claimable": "À cette table, on ne peut pas réclamer de paire.",
    "game.four_color_cards.bad_soldiers": (
        "Un groupe de soldats demande 3 ou 4 soldats de couleurs différentes, dont le {card} en jeu."
    ),
    "game.four_color_cards.not_a_win": (
        "Votre main plus le {card} ne se répartit pas entièrement en combinaisons : vous ne pouvez pas faire hu."
    ),
    "game.four_color_cards.hu_below_threshold": (
        "Votre main vaut {points} points, en dessous du seuil de {threshold} : hu n'est pas permis."
    ),
    "game.four_color_cards.no_opening_hu": (
        "Le premier joueur ne peut pas faire hu avec les cartes distribuées ; défaussez d'abord."
    ),
    "game.four_color_cards.must_take_general": (
        "Vous avez retourné un général : vous devez le prendre (general, command, kong ou hu) ; vous ne pouvez pas "
        "passer."
    ),
    "game.four_color_cards.must_hu": "À cette table, un joueur qui peut faire hu doit le faire.",
    "game.four_color_cards.must_kong": "À cette table, un joueur qui peut faire kong ne peut pas passer.",
    "game.four_color_cards.claim_window_open": (
        "Une carte attend des réclamations : répondez par une réclamation ou « pass »."
    ),
    "game.four_color_cards.not_legal": "« {move} » n'est pas permis maintenant.",
    "pace.off": "désactivé",
}
