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
    "name.game.back": "revenir",
    "name.play": "jouer",
    "name.play.move": "coup",
    "name.hand": "main",
    "name.rules": "règles",
    "name.rules.game": "jeu",
    "name.pace": "rythme",
    "name.pace.set": "modifier",
    "name.pace.set.pace": "rythme",
    "name.pace.set.reminder": "rappel",
    "name.pace.set.time_limit": "limite_temps",
    "name.pace.set.auto_after": "auto_après",
    "name.pace.show": "voir",
    "name.pace.defaults": "serveur",
    "name.pace.defaults.make_default": "par_défaut",
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
    "cmd.game.status": "Afficher le plateau actuel et qui doit jouer",
    "cmd.play": "Jouer un coup dans la partie de ce salon",
    "cmd.play.move": "Votre coup ; commencez à taper pour voir les coups possibles",
    "cmd.hand": "Voir en privé votre main ou votre feuille",
    "cmd.rules": "Un bref résumé des règles d'un jeu et de la notation de ses coups",
    "cmd.rules.game": "Le jeu concerné",
    # Lobby
    "lobby.title": "{game} : nouvelle partie",
    "lobby.body": "Hôte : {host}\nJoueurs ({count}, de {min} à {max} par partie) :\n{players}",
    "lobby.hint": (
        "Appuyez sur Rejoindre pour prendre place ; l'hôte peut compléter la table avec des IA. "
        "L'hôte appuie sur Lancer quand tout le monde est là."
    ),
    "lobby.cancelled": "La table de {game} a été annulée par {user}.",
    "lobby.joined": "{user} a rejoint la table.",
    "lobby.left": "{user} a quitté la table.",
    "lobby.moved": "Cette table se poursuit dans un message plus récent : {link}",
    # Tournois (/tournoi ; bot/ui/tournament) : le message, les annonces des rondes, le classement.
    "name.tournament": "tournoi",
    "name.tournament.new": "nouveau",
    "name.tournament.new.game": "jeu",
    "name.tournament.new.format": "formule",
    "name.tournament.new.rounds": "rondes",
    "name.tournament.new.table_size": "joueurs_par_table",
    "name.tournament.new.pace": "rythme",
    "name.tournament.new.hours": "horaires",
    "name.tournament.new.timezone": "fuseau",
    "name.tournament.new.player_limit": "joueurs_max",
    "name.tournament.new.reliability": "fiabilité",
    "name.tournament.new.round_hours": "heures_par_ronde",
    "name.tournament.new.table_options": "options_tables",
    "name.tournament.join": "rejoindre",
    "name.tournament.leave": "quitter",
    "name.tournament.start": "lancer",
    "name.tournament.standings": "classement",
    "name.tournament.standings.number": "numéro",
    "name.tournament.cancel": "annuler",
    "cmd.tournament": (
        "Organiser un tournoi dans ce salon : le bot forme les tables de chaque ronde, une partie par fil"
    ),
    "cmd.tournament.new": "Ouvrir un tournoi dans ce salon",
    "cmd.tournament.new.game": "Le jeu du tournoi",
    "cmd.tournament.new.format": "Système suisse (par défaut : tout le monde joue chaque ronde) ou élimination directe",
    "cmd.tournament.new.rounds": "Nombre de rondes d'un tournoi suisse (3 par défaut)",
    "cmd.tournament.new.table_size": "Nombre de joueurs par table (2 par défaut)",
    "cmd.tournament.new.pace": "Rythme des tables : temps réel ou tour par tour (celui du serveur par défaut)",
    "cmd.tournament.new.hours": "Horaires de jeu des tables, par ex. 08:00-23:00 ou 8-23",
    "cmd.tournament.new.timezone": "Fuseau horaire des horaires de jeu, par ex. Europe/Paris",
    "cmd.tournament.new.player_limit": "Nombre maximal d'inscrits (sans limite par défaut)",
    "cmd.tournament.new.reliability": "Fiabilité minimale pour s'inscrire, en pourcentage (0\xa0: tout le monde)",
    "cmd.tournament.new.round_hours": (
        "Durée maximale d'une ronde en heures\xa0; une partie inachevée s'arrête sans points (aucune par défaut)"
    ),
    "cmd.tournament.new.table_options": (
        "Options de jeu des tables, comme avec /partie option\xa0: nom=valeur, séparées par des virgules"
    ),
    "cmd.tournament.join": "S'inscrire au tournoi de ce salon avant son début",
    "cmd.tournament.leave": "Se désinscrire du tournoi de ce salon avant son début",
    "cmd.tournament.start": "Lancer le tournoi : les tables de la première ronde s'ouvrent (hôte uniquement)",
    "cmd.tournament.standings": (
        "Voir le classement du tournoi de ce salon, ou du dernier qu'il a accueilli (vous seul le voyez)"
    ),
    "cmd.tournament.standings.number": (
        "Le numéro d'un tournoi passé (celui du nom de ses fils)\u202f; par défaut, le dernier de ce salon"
    ),
    "cmd.tournament.cancel": "Annuler le tournoi de ce salon et ses parties (hôte ou permission Gérer les salons)",
    "choice.tournament.swiss": "Système suisse",
    "choice.tournament.elimination": "Élimination directe",
    "tournament.title": "Tournoi de {game}",
    "tournament.host": "Hôte : {host}",
    "tournament.format.swiss": {"one": "Système suisse, {count} ronde", "other": "Système suisse, {count} rondes"},
    "tournament.format.elimination": "Élimination directe : le vainqueur de chaque table passe à la ronde suivante",
    "tournament.tables": {"one": "tables de {count} joueur", "other": "tables de {count} joueurs"},
    "tournament.limit": {"one": "{count} inscrit au plus.", "other": "{count} inscrits au plus."},
    "tournament.reliability": "Fiabilité d'au moins {minimum} exigée.",
    "tournament.state.open": (
        "Inscriptions ouvertes : inscrivez-vous avec le bouton ci-dessous ; l'hôte lancera le tournoi."
    ),
    "tournament.state.round": "Ronde {round} en cours.",
    "tournament.state.round_of": "Ronde {round} sur {rounds} en cours.",
    "tournament.state.over": "Tournoi terminé, remporté par {champion}.",
    "tournament.state.cancelled": "Ce tournoi a été annulé.",
    "tournament.players": {"one": "Inscrit ({count})", "other": "Inscrits ({count})"},
    "tournament.more": {"one": "…et {count} autre", "other": "…et {count} autres"},
    "tournament.standings": "Classement",
    "tournament.hint": (
        "À chaque table, la dernière place rapporte 0 point et chaque place au-dessus rapporte 2 points de plus "
        "(barème de Board Game Arena) ; être exempt compte comme une victoire. Les égalités sont départagées par les "
        "points des adversaires."
    ),
    "tournament.standing.swiss": {
        "one": "{rank}. {player} : {count} point (départage : {opposition})",
        "other": "{rank}. {player} : {count} points (départage : {opposition})",
    },
    "tournament.standing.champion": "{rank}. {player} : vainqueur du tournoi",
    "tournament.standing.in": "{rank}. {player} : toujours en lice",
    "tournament.standing.out": "{rank}. {player} : fin de parcours à la ronde {round}",
    "tournament.standing.dropped": "(forfait)",
    "tournament.joined": "Nouvelle inscription au tournoi : {user}.",
    "tournament.left": "{user} ne participe plus au tournoi.",
    "tournament.started": "{user} a lancé le tournoi : les tables de la ronde 1 s'ouvrent.",
    "tournament.cancelled": "{user} a annulé le tournoi.",
    "tournament.thread_name": "Tournoi de {game} n°\xa0{number}, ronde {round}, table {table}",
    "tournament.table_headline": "Tournoi de {game} ({channel}) : ronde {round}, table {table}.",
    "tournament.round_limit": {
        "one": "Chaque ronde dure au plus {count}\xa0heure.",
        "other": "Chaque ronde dure au plus {count}\xa0heures.",
    },
    "tournament.deadline_line": (
        "La ronde se termine le {when} ({left})\xa0: une partie encore en cours à ce moment-là sera arrêtée."
    ),
    "tournament.deadline_passed": (
        "**Tournoi de {game}, ronde {round}\xa0: le temps est écoulé.** Parties arrêtées\xa0: {tables}. {result}"
    ),
    "tournament.deadline_stopped": "Le temps de cette ronde du tournoi est écoulé\xa0: la partie est arrêtée. {result}",
    "tournament.deadline_result.swiss": "Personne ne marque de points à une table arrêtée.",
    "tournament.deadline_result.elimination": (
        "À une table arrêtée, la meilleure tête de série passe à la ronde suivante."
    ),
    "tournament.round_title": "**Tournoi de {game} : ronde {round}**",
    "error.tournament_options_syntax": (
        "Écrivez les options des tables sous la forme `nom=valeur`, séparées par des virgules, par exemple {example}."
    ),
    "error.tournament_options_bot": (
        "L'option «\xa0{option}\xa0» ne se règle pas pour les tables d'un tournoi\xa0: chaque ronde décide des places, "
        "et le tournoi a sa propre option de fiabilité."
    ),
    "tournament.table_line": "Table {table} : {players} → {thread}",
    "tournament.bye_line": {
        "one": "Exempt de cette ronde ({count} point) : {players}",
        "other": "Exempts de cette ronde ({count} points) : {players}",
    },
    "tournament.dropped": {
        "one": (
            "{count} joueur retiré du tournoi : {players}. Le bot a dû jouer à sa place toute une partie de la "
            "ronde {round}."
        ),
        "other": (
            "{count} joueurs retirés du tournoi : {players}. Le bot a dû jouer à leur place toute une partie de "
            "la ronde {round}."
        ),
    },
    "tournament.over_title": "**Le tournoi de {game} est terminé !**",
    "tournament.champion": "Vainqueur : {player}. Félicitations !",
    "tournament.standings_title": "Classement du tournoi de {game}, ronde {round} :",
    "tournament.standings_none": "Le tournoi de {game} n'a pas encore commencé : pas de classement pour l'instant.",
    "tournament.standings_final": "Classement final du tournoi de {game} n°\xa0{number}\xa0:",
    "tournament.standings_cancelled": (
        "Le tournoi de {game} n°\xa0{number} a été annulé pendant la ronde {round}. Le classement au moment de "
        "l'arrêt\xa0:"
    ),
    "tournament.standings_cancelled_early": (
        "Le tournoi de {game} n°\xa0{number} a été annulé avant de commencer\xa0: il n'a pas de classement."
    ),
    "tournament.picture.place": "Rang",
    "tournament.picture.player": "Joueur",
    "tournament.picture.points": "Points",
    "tournament.picture.tiebreak": "Départage",
    "tournament.picture.round": "ronde {round}",
    "error.tournament_none": "Il n'y a pas de tournoi dans ce salon. Ouvrez-en un avec `/tournoi nouveau`.",
    "error.tournament_unknown": "Ce tournoi n'existe plus.",
    "error.tournament_no_such": "Ce serveur n'a pas de tournoi n°\xa0{number}.",
    "error.tournament_busy": (
        "Ce salon a déjà un tournoi ouvert ou en cours. Annulez-le d'abord, ou choisissez un autre salon."
    ),
    "error.tournament_format": (
        "Un tournoi se joue en `swiss` (système suisse) ou en `elimination` (élimination directe)."
    ),
    "error.tournament_table_size": "{game} ne se joue pas à {size} par table : choisissez de {min} à {max}.",
    "error.tournament_text_channel": (
        "Ouvrez un tournoi dans un salon textuel : ses tables se jouent dans des fils de ce salon."
    ),
    "error.tournament_threads": (
        "Les tables du tournoi se jouent dans des fils, et il me manque {permissions} dans {channel}. Un membre "
        "qui a **Gérer les salons** peut me les accorder dans ce salon ; réessayez ensuite."
    ),
    "error.tournament_joined": "Vous êtes déjà inscrit à ce tournoi.",
    "error.tournament_full": {
        "one": "Ce tournoi est complet ({count} inscrit).",
        "other": "Ce tournoi est complet ({count} inscrits).",
    },
    "error.tournament_not_in": "Vous n'êtes pas inscrit à ce tournoi.",
    "error.tournament_host_leave": (
        "L'hôte ne peut pas quitter le tournoi. Annulez-le plutôt s'il ne doit pas avoir lieu."
    ),
    "error.tournament_started": "Ce tournoi a commencé : plus personne ne peut s'inscrire ni se désinscrire.",
    "error.tournament_over": "Ce tournoi est terminé.",
    "error.tournament_host_only": "Seul l'hôte ({host}) peut lancer le tournoi.",
    "error.tournament_cancel_not_allowed": (
        "Seul l'hôte, ou un membre qui a la permission Gérer les salons, peut annuler le tournoi."
    ),
    "error.tournament_too_few": {
        "one": "Un tournoi demande au moins {min} joueurs ; il a {count} inscrit. Attendez d'autres inscriptions.",
        "other": "Un tournoi demande au moins {min} joueurs ; il a {count} inscrits. Attendez d'autres inscriptions.",
    },
    "button.join": "Rejoindre",
    "button.leave": "Quitter",
    "button.start": "Lancer",
    "button.cancel": "Annuler",
    "button.turn": "Jouer mon tour",
    "button.hand": "Ma main",
    # Threads: a thread per game
    "permission.create_public_threads": "Créer des fils publics",
    "name.settings.threads": "fils",
    "name.settings.threads.mode": "mode",
    "settings.cmd.threads": "Chaque partie dans son propre fil, ou dans le salon où elle a été ouverte",
    "settings.cmd.threads.mode": (
        "activés : un fil par partie, avec un résumé dans le salon ; désactivés : les parties dans le salon"
    ),
    "choice.threads.on": "Activés : un fil par partie",
    "choice.threads.off": "Désactivés : les parties dans le salon",
    "settings.threads.on": "chaque partie dans son propre fil",
    "settings.threads.off": "chaque partie dans le salon où elle a été ouverte",
    "settings.threads_set": "Parties sur ce serveur : {mode}. Cela s'applique dès la prochaine partie.",
    "settings.show.threads": "Parties : {mode}",
    "settings.unknown_threads": "Choisissez « Activés » ou « Désactivés » dans la liste.",
    "thread.name": "{game}, partie {number} ({players})",
    "thread.name_separator": ", ",  # between the players of a thread's name (short: no "and")
    "thread.summary": "La partie se joue dans {thread}.\n{turn}",
    "thread.summary_over": "La partie jouée dans {thread} est terminée.\n{standings}",
    "thread.summary_cancelled": "La partie jouée dans {thread} a été annulée.",
    "thread.rematch_opened": "{host} a ouvert la table de la revanche dans {channel} : {link}",
    "thread.refused": (
        "Cette partie se joue ici : je ne peux pas ouvrir de fil dans {channel} sans {permissions}. Un membre ayant"
        " la permission Gérer le serveur peut me les accorder, ou garder les parties dans les salons avec"
        " `/config fils`."
    ),
    # Game messages
    "game.started": "La partie de {game} commence ! Ordre de jeu : {players}.",
    "game.played": "{said} (`{move}`).",
    "game.played_label": "{user} : {words}",
    "game.chose": "{user} a fait son choix secret.",
    "game.all_in": "Tous les choix sont faits.",
    "game.all_answered": "Tout le monde a répondu.",
    "game.next": "À vous de jouer : {users}",
    "list.separator": ", ",
    "list.clauses": ", ",
    "list.clauses_last": ", puis ",
    "game.waiting_for": "En attente de {users}",
    "game.may_answer": "Peuvent répondre : {users} (en privé, avec le bouton ci-dessous)",
    "game.over": "Partie terminée ! {standings}",
    "game.over_because": "Partie terminée : {why}\n{standings}",
    "game.over.resignations": "après les abandons, il ne reste plus assez de joueurs pour continuer.",
    "game.place": "{place}. {user} ({score})",
    "game.place_resigned": "{place}. {user} ({score}, abandon)",
    "game.place_tied": "{place}. {user} ({score}, ex æquo)",
    "game.cancelled": "La partie de {game} de ce salon a été annulée par {user}.",
    "game.status_title": "{game} · {moment}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "Coup joué : « {move} ».",
    "game.answer_recorded": "Votre réponse « {move} » est enregistrée. La table attend les autres joueurs.",
    "panel.title": "Vos options",
    "hand.not_awaited": "Vous n'avez rien à décider pour l'instant ; voici votre main.",
    "panel.pick": "Choisissez un coup…",
    "panel.count": {"one": "{count} coup", "other": "{count} coups"},
    "panel.narrowed": "Vos options : `{prefix} …`",
    "panel.narrowed_words": "Vos options\n**{words}** (`{prefix} …`)",
    "hand.title": "Votre vue privée",
    # The same steps as the table reads them once revealed ("{user} {choice}."): the indicative, one sentence,
    # "@Amélie paie 1 denier pour le dé 2 (jaune 6), le passe en blanc 6 pour 2 savoirs, puis gagne 6 savoirs".
    # Its price comes first, so the verb is in it: "paie … pour" a paid die, "prend gratuitement" the free one.
    "rules.unavailable": "Le résumé des règles de {game} n'est pas encore écrit.",
    # Undo: /undo takes back the player's last move (bot/take_backs.py, bot/cogs/undo.py, games/take_back.py).
    "name.undo": "reprendre_coup",
    "cmd.undo": "Reprendre votre dernier coup, s'il n'a rien révélé de caché et que personne n'a joué depuis",
    "undo.done": "Vous avez repris votre coup `{move}`. Rejouez quand vous voulez.",
    "undo.announced": "↩️ {user} a repris son dernier coup.",
    "undo.history": "{number}. {player} : coup repris",
    "undo.nothing": "Vous n'avez aucun coup à reprendre dans cette partie.",
    "undo.played_since": "{player} a joué après vous : votre coup est maintenu.",
    "undo.game_over": "La partie est terminée : ses coups sont définitifs.",
    "undo.not_offered": "Ce jeu ne permet pas de reprendre un coup.",
    "undo.button": "Reprendre",
    "undo.by_bot": "Le bot a joué votre dernier coup à votre place, faute de temps : il est maintenu.",
    "undo.not_last": "Ce coup n'est plus votre dernier coup (il a déjà été repris, ou vous avez rejoué depuis).",
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
    "error.game_already_started": "La partie a déjà commencé ici ; suivez-la, ou ouvrez une table dans un autre salon.",
    "error.already_joined": "Vous êtes déjà à cette table.",
    "error.lobby_full": "La table est complète ({max} joueurs). Attendez la prochaine partie.",
    "error.lobby_full_ai": (
        "La table est complète ({max} joueurs) : il ne reste aucune place pour une IA. Lancez la partie, ou libérez "
        "d'abord une place."
    ),
    "error.not_in_lobby": "Vous n'êtes pas à cette table.",
    "error.host_cannot_leave": "L'hôte ne peut pas quitter la table ; annulez-la plutôt.",
    "error.host_only_start": "Seul l'hôte ({host}) peut lancer la partie.",
    "error.player_count": (
        "{game} se joue de {min} à {max} joueurs ; la table en compte {count}. Des IA peuvent compléter la table : "
        "`/partie ajouter_ia`."
    ),
    "error.cancel_not_allowed": "Seul l'hôte ou un membre ayant la permission Gérer les salons peut annuler.",
    "error.no_game": "Aucune partie n'est en cours dans ce salon. Lancez-en une avec `/partie nouvelle`.",
    "error.thread_game_over": (
        "La partie de ce fil est terminée. Pour rejouer, appuyez sur « {rematch} » sous son plateau final ; `/partie "
        "historique` en montre les coups."
    ),
    "error.no_game_threads": (
        "Les parties de ce salon se jouent chacune dans son propre fil : {threads}. Utilisez la commande dans le fil"
        " de la partie."
    ),
    "error.not_a_player": "Vous ne participez pas à cette partie ; vous pouvez la suivre.",
    "error.not_your_turn": "Ce n'est pas votre tour. On vous mentionnera quand ce sera à vous.",
    "error.already_decided": (
        "Vous avez déjà fait votre choix ; il reste secret jusqu'à ce que tout le monde ait choisi. La table attend "
        "les autres."
    ),
    "error.already_decided_undo": (
        "Vous avez déjà fait votre choix ; il reste secret jusqu'à ce que tout le monde ait choisi. Pour le changer, "
        "reprenez-le avec `/reprendre_coup` tant que les autres n'ont pas tous choisi."
    ),
    "error.stale": "Le plateau a changé depuis cet affichage. Utilisez le message de plateau le plus récent.",
    "error.already_played": "Votre coup de ce tour est déjà joué (`{move}`) ; ce panneau ne peut plus rien changer.",
    "error.already_played_next": (
        "Votre coup de ce tour est déjà joué (`{move}`) ; jouez le suivant depuis le message de plateau le plus récent."
    ),
    "error.game_over": "Cette partie est terminée. Lancez-en une nouvelle avec `/partie nouvelle`.",
    "error.game_cancelled": "Cette partie a été annulée. Lancez-en une nouvelle avec `/partie nouvelle`.",
    "error.game_unknown": (
        "Ce bouton n'appartient à aucune partie connue du bot. Utilisez les boutons du message de plateau le plus "
        "récent."
    ),
    "error.bad_option": (
        "L'option `{option}` contient une valeur que le menu des commandes de Discord ne peut pas envoyer. "
        "Relancez la commande depuis ce menu."
    ),
    "error.empty_move": "Tapez un coup, ou choisissez-en un parmi les suggestions.",
    "error.move_too_long": (
        "Ce coup est trop long ({max} caractères au maximum). Choisissez-en un parmi les suggestions."
    ),
    "error.no_guild": "Les parties se jouent dans les salons d'un serveur, pas en messages privés.",
    "error.internal": "Un problème est survenu de notre côté ; rien n'a été modifié. Veuillez réessayer.",
    # Pace: reminders, time limits, automatic seats (commands, public notices, refusals)
    "pace.cmd": "Rythme de la partie de ce salon : rappels, limite de temps, remplacement par le bot",
    "pace.cmd.set": "Changer le rythme de la table ou de la partie de ce salon (hôte)",
    "pace.cmd.set.pace": "Temps réel : décisions en quelques minutes ; tour par tour : en quelques heures ou jours",
    "pace.cmd.set.reminder": "Envoyer un rappel aux joueurs attendus après ce délai, par ex. 3m, 12h ou off",
    "pace.cmd.set.time_limit": "Passé ce délai, l'IA facile joue à la place du joueur (par ex. 10m, 48h ou off)",
    "pace.cmd.set.auto_after": (
        "Délais dépassés d'affilée avant que le bot remplace le joueur jusqu'à son retour (0 : jamais)"
    ),
    "pace.cmd.show": "Afficher le rythme de la table ou de la partie de ce salon",
    "pace.cmd.defaults": "Définir le rythme par défaut des nouvelles tables du serveur (Gérer le serveur)",
    "pace.cmd.defaults.make_default": "Faire de ce rythme le rythme par défaut des nouvelles tables",
    "pace.cmd.mute": "Couper ou réactiver vos rappels dans la partie de ce salon",
    "pace.cmd.back": "Reprendre votre place après que le bot a joué pour vous",
    "pace.live": "temps réel",
    "pace.async": "tour par tour",
    "pace.summary": (
        "Rythme : **{pace}**. Rappels : {reminder}. Limite de temps : {limit}. Délais dépassés d'affilée "
        "avant que le bot remplace un joueur : {auto}."
    ),
    "pace.summary_never_auto": (
        "Rythme : **{pace}**. Rappels : {reminder}. Limite de temps : {limit}. Le bot ne remplace jamais un joueur."
    ),
    "pace.show.muted": "Rappels coupés pour {users}",
    "pace.show.automatic": "Remplacés par le bot : {users}",
    "pace.show.resigned": "Abandons : {users}",
    "pace.show.defaults": "Ni table ni partie ici ; rythme par défaut des nouvelles tables de ce serveur :",
    "pace.changed": "{user} a changé le rythme.",
    "pace.defaults_saved": "Enregistré. {summary}\nLes nouvelles tables de ce serveur démarrent en **{default}**.",
    "pace.muted": (
        "Vos rappels sont coupés pour cette partie. Utilisez de nouveau `/rythme sourdine` pour les réactiver."
    ),
    "pace.unmuted": "Vos rappels sont réactivés pour cette partie.",
    "pace.back": "{user} est de retour : le bot ne joue plus à sa place.",
    "pace.reminder.first": "⏰ {users} : la partie de {game} attend votre coup.",
    "pace.reminder.second": "⏰ Deuxième rappel, {users} : la table vous attend toujours dans la partie de {game}.",
    "pace.reminder.later": (
        "⏰ {users}, la table attend depuis longtemps. Merci de jouer maintenant : une fois la limite de temps "
        "atteinte, le bot jouera pour vous."
    ),
    "pace.timeout.public": "⌛ Temps écoulé pour {user} ; le bot a joué à sa place :",
    "pace.timeout.secret": "⌛ Temps écoulé pour {user} : le bot a fait son choix à sa place.",
    "pace.timeout.hidden": (
        "⌛ Temps écoulé pour les réclamations : le bot a répondu pour tous ceux qui ne l'avaient pas fait."
    ),
    "pace.now_automatic": {
        "one": (
            "{user} a dépassé la limite de temps : le bot joue à sa place jusqu'à son retour (un nouveau coup "
            "ou `/partie revenir`)."
        ),
        "other": (
            "{user} a dépassé la limite de temps {count} fois d'affilée : le bot joue à sa place jusqu'à son "
            "retour (un nouveau coup ou `/partie revenir`)."
        ),
    },
    "pace.automatic.public": "🤖 Le bot a joué pour {user} (remplacement automatique) :",
    "pace.automatic.secret": "🤖 Le bot a fait le choix de {user} (remplacement automatique).",
    "pace.resigned.public": "🤖 Le bot a joué pour {user}, qui a abandonné :",
    "pace.resigned.secret": "🤖 Le bot a fait le choix de {user}, qui a abandonné.",
    "pace.lobby_field": "Rythme",
    "pace.lobby_line": (
        "{pace} · rappels après {reminder} · limite de temps {limit} · modifiable avec `/rythme modifier`"
    ),
    "pace.nothing_to_change": "Indiquez au moins un réglage à changer : rythme, rappel, limite_temps ou auto_après.",
    "pace.host_only": (
        "Seul l'hôte ({host}) ou un membre ayant la permission Gérer les salons peut changer le rythme."
    ),
    "pace.manage_server_only": (
        "Seuls les membres ayant la permission Gérer le serveur peuvent changer les réglages par défaut de ce serveur."
    ),
    "pace.bad_pace": "`{value}` n'est pas un rythme. Choisissez « Temps réel » ou « Tour par tour ».",
    "pace.bad_duration": "`{value}` n'est pas une durée. Écrivez-la sous la forme `10m`, `2h`, `1h30m`, `2d` ou `off`.",
    "pace.bad_reminder": "Le délai de rappel va de {min} à {max}, ou `off`.",
    "pace.bad_time_limit": "La limite de temps va de {min} à {max}, ou `off`.",
    "pace.bad_auto_after": "Délais dépassés avant que le bot remplace un joueur : un nombre de 0 (jamais) à {max}.",
    "pace.reminder_after_limit": (
        "Le rappel ({reminder}) doit venir avant la limite de temps ({limit}). Raccourcissez le rappel ou allongez la "
        "limite."
    ),
    "pace.back_not_automatic": "Le bot ne joue pas à votre place ; vous n'avez rien à reprendre.",
    # Pace: hours, vacation, notices (playing hours, /pace me, /pace away, turn messages; bot/pace/hours.py,
    # bot/pace/players.py). <t:…:f> is Discord's timestamp: each reader sees it in their own time zone.
    "name.pace.set.hours": "horaires",
    "name.pace.set.timezone": "fuseau",
    "name.pace.me": "moi",
    "name.pace.me.quiet_hours": "heures_calmes",
    "name.pace.me.timezone": "fuseau",
    "name.pace.me.turn_dm": "message_privé",
    "name.pace.away": "vacances",
    "name.pace.away.days": "jours",
    "name.game.new.hours": "horaires",
    "name.game.new.timezone": "fuseau",
    "pace.cmd.set.hours": "Horaires de jeu : ni rappel ni limite de temps en dehors, par ex. 08:00-23:00, 8-23 ou off",
    "pace.cmd.set.timezone": "Fuseau des horaires de jeu, par ex. Europe/Paris (par défaut : le vôtre, sinon UTC)",
    "pace.cmd.me": "Vos heures calmes, votre fuseau et vos messages de tour, les mêmes sur tous les serveurs",
    "pace.cmd.me.quiet_hours": "Ni mention ni chrono pour vous à ces heures, par ex. 23:00-07:00 ou off (12 h au plus)",
    "pace.cmd.me.timezone": "Votre fuseau horaire, par ex. Europe/Paris",
    "pace.cmd.me.turn_dm": "Recevoir un message privé quand une partie vous attend",
    "pace.cmd.away": "Partir en vacances : vos chronos s'arrêtent dans toutes vos parties (0 jour : fin des vacances)",
    "pace.cmd.away.days": "Nombre de jours d'absence, de 1 à 14 ; 0 à votre retour",
    "hours.table": "Horaires de jeu : {hours} ({zone}) ; ni rappel ni limite de temps en dehors.",
    "hours.me.title": "Votre rythme, le même sur tous les serveurs :",
    "hours.me.zone": "Fuseau horaire : **{zone}**",
    "hours.me.quiet": "Heures calmes : **{quiet}** (ni rappel ni chrono pour vous pendant ce temps)",
    "hours.me.no_quiet": "Heures calmes : aucune",
    "hours.me.dm_on": "Messages de tour : activés (un message privé quand une partie vous attend)",
    "hours.me.dm_off": "Messages de tour : désactivés",
    "hours.me.away": "En vacances jusqu'au <t:{until}:f>",
    "hours.away": (
        "🏖️ {user} part en vacances jusqu'au <t:{until}:f> (<t:{until}:R>) : ses chronos sont arrêtés dans toutes "
        "ses parties."
    ),
    "hours.back": "{user} est de retour : ses chronos repartent.",
    "hours.bad_window": (
        "`{value}` n'est pas une plage horaire. Écrivez-la sous la forme `08:00-23:00`, `8-23` ou `off`."
    ),
    "hours.bad_timezone": (
        "Je ne connais pas le fuseau horaire `{value}`. Choisissez-en un dans la liste, par exemple `Europe/Paris`."
    ),
    "hours.table_too_short": (
        "Les horaires de jeu doivent couvrir au moins {hours} heures par jour, pour que la partie avance."
    ),
    "hours.quiet_too_long": (
        "Les heures calmes peuvent couvrir au plus {hours} heures par jour, pour que vos parties avancent."
    ),
    "hours.bad_vacation": "Les vacances durent de 1 à {max} jours.",
    "hours.already_away": (
        "Vous êtes déjà en vacances jusqu'au <t:{until}:f>. À votre retour, utilisez `/rythme vacances` avec 0 jour."
    ),
    "hours.vacation_rest": (
        "Vous pourrez reprendre des vacances dès le <t:{when}:f> : après des vacances, il faut attendre "
        "aussi longtemps qu'elles ont duré (une semaine au plus) avant de repartir."
    ),
    "hours.not_away": "Vous n'êtes pas en vacances : il n'y a rien à terminer.",
    "hours.turn_dm": "🎲 À vous de jouer dans la partie de {game} en cours dans {channel} : {link}",
    "hours.turn_dm_no_link": "🎲 À vous de jouer dans la partie de {game} en cours dans {channel}.",
    "hours.show.away": "En vacances (chronos arrêtés) : {users}",
    # Pace: you are next (/pace me's next_dm, the direct message to the player who plays after the current turn;
    # Game.next_up, bot/pace/timers.py). {players}: who plays now, as mentions.
    "name.pace.me.next_dm": "avant_mon_tour",
    "pace.cmd.me.next_dm": (
        "Recevoir un message privé quand vous jouez juste après le tour en cours, pour vous préparer"
    ),
    "next.me_on": (
        "Messages « vous jouez ensuite » : activés (un message privé quand vous jouez juste après le tour en cours)"
    ),
    "next.me_off": "Messages « vous jouez ensuite » : désactivés",
    "next.dm": "⏭️ Vous jouez ensuite dans la partie de {game} en cours dans {channel}, après {players} : {link}",
    "next.dm_no_link": "⏭️ Vous jouez ensuite dans la partie de {game} en cours dans {channel}, après {players}.",
    # Resigning
    "resign.cmd": "Abandonner la partie de ce salon : le bot vous remplace et vous prenez la dernière place",
    "resign.confirm": (
        "Abandonner cette partie de {game} ? Le bot vous remplacera jusqu'à la fin et vous prendrez la dernière "
        "place. C'est irréversible."
    ),
    "resign.button": "Abandonner",
    "resign.done": "Vous avez abandonné.",
    "resign.announce": "🏳️ {user} abandonne et prendra la dernière place. Le bot joue désormais à sa place.",
    "resign.ended": "🏳️ {user} abandonne. La partie est terminée !\n{standings}",
    "resign.place": "{place}. {user}",
    "resign.place_resigned": "{place}. {user} (abandon)",
    "resign.already": "Vous avez déjà abandonné cette partie.",
    "resign.no_moves": "Vous avez abandonné cette partie : vous ne pouvez plus jouer. Le bot joue à votre place.",
    # Public posts (bot.publisher)
    "post.recorded": (
        "C'est enregistré, mais Discord n'a pas transmis la réponse. `/partie plateau` affiche le plateau."
    ),
    "post.ping": "{users} : à vous de jouer. Plateau : {link}",
    # Channel permissions the bot lacks (bot.permissions): names as Discord shows them
    "permission.view_channel": "Voir les salons",
    "permission.send_messages": "Envoyer des messages",
    "permission.send_messages_in_threads": "Envoyer des messages dans les fils",
    "permission.embed_links": "Intégrer des liens",
    "permission.attach_files": "Joindre des fichiers",
    "permission.named": "**{name}**",
    "post.refused": (
        "Je ne peux pas publier dans {channel} : il m'y manque {permissions}. La partie continue et rien "
        "n'est perdu : dès qu'une personne ayant **Gérer les salons** ou **Gérer les rôles** me donne ce qui manque "
        "dans les permissions de ce salon, je publie le dernier plateau."
    ),
    "post.refused_unknown": (
        "Discord a refusé ma publication dans {channel}, faute d'une permission. Il me faut {permissions} "
        "dans ce salon. La partie continue et rien n'est perdu : dès qu'une personne ayant **Gérer les "
        "salons** ou **Gérer les rôles** m'accorde ce qui manque dans les permissions du salon, je publie le "
        "dernier plateau."
    ),
    "error.cannot_host": (
        "Je ne peux pas accueillir de partie dans {channel} : il m'y manque {permissions}, ses plateaux ne "
        "pourraient donc pas y être publiés. Une personne ayant **Gérer les salons** ou **Gérer les rôles** "
        "peut me donner ce qui manque dans les permissions du salon ; réessayez ensuite."
    ),
    # /game history
    "history.cmd": "Afficher les coups de la partie de ce salon, en cours ou terminée",
    "history.title": "{game} : coups joués ({count})",
    "history.line": "{number}. {player} : `{move}`",
    "history.secret": "{number}. {player} : (choix secret)",
    "history.empty": "Aucun coup joué pour l'instant dans cette partie de {game}.",
    "history.earlier": {
        "one": "(Le coup précédent se trouve dans le fichier joint.)",
        "other": "(Les {count} coups précédents se trouvent dans le fichier joint.)",
    },
    # /game mine
    "mine.cmd": "Lister vos parties en cours sur ce serveur",
    "mine.title": "Vos parties en cours sur ce serveur :",
    "mine.line": "**{game}** dans {channel} : {turn} · [plateau]({link})",
    "mine.your_turn": "à vous de jouer",
    "mine.your_turn_for": "à vous de jouer, depuis {waited}",
    "mine.waiting": "en attente de {users}",
    "mine.more": {"one": "…et {count} autre.", "other": "…et {count} autres."},
    "mine.none": "Vous n'avez aucune partie en cours sur ce serveur. Lancez-en une avec `/partie nouvelle`.",
    # /game replay, /game export, /game history d'une partie terminée
    "name.game.replay": "revoir",
    "name.game.export": "exporter",
    "name.game.record.game": "partie",
    "cmd.game.replay": "Publier l'animation de la dernière partie terminée du salon, ou de celle que vous indiquez",
    "cmd.game.export": (
        "Recevoir en fichier JSON l'enregistrement de la dernière partie terminée du salon (pour vous seul)"
    ),
    "cmd.game.record.game": "Le numéro d'une partie terminée (par défaut la dernière de ce salon)",
    "cmd.game.history.game": "Le numéro d'une partie (par défaut celle en cours dans ce salon, sinon la dernière)",
    "history.title_over": "{game}, partie {number} : tous les coups ({count})",
    "replay.none_finished": (
        "Aucune partie n'est encore terminée dans ce salon : l'animation et l'enregistrement d'une partie sont "
        "disponibles une fois qu'elle est terminée."
    ),
    "replay.not_here": (
        "Il n'y a pas de partie {number} dans ce salon. Vérifiez le numéro, ou demandez dans le salon où elle "
        "s'est jouée."
    ),
    "replay.in_progress": (
        "La partie {number} est encore en cours : son animation et son enregistrement seront disponibles à la fin."
    ),
    "replay.cancelled": (
        "La partie {number} a été annulée : seules les parties terminées ont une animation et un enregistrement."
    ),
    "replay.building": {
        "one": "Préparation de l'animation de cette partie de {game} ({count} plateau)…",
        "other": "Préparation de l'animation de cette partie de {game} ({count} plateaux)…",
    },
    "replay.title": {
        "one": "**{game}**, partie {number} : l'animation ({count} plateau). Joueurs : {players}",
        "other": "**{game}**, partie {number} : l'animation ({count} plateaux). Joueurs : {players}",
    },
    "replay.too_long": (
        "Cette partie est trop longue pour tenir dans une animation de {size} Mo. `/partie exporter` donne son "
        "enregistrement complet."
    ),
    "export.done": {
        # French counts 0 as "one": a game ended before its first move has no "unique coup".
        "=0": "L'enregistrement de la partie {number} de **{game}** : options de la table, graine aléatoire, "
        "joueurs, aucun coup, et le résultat. `python -m games.replay FICHIER` la rejoue.",
        "one": "L'enregistrement de la partie {number} de **{game}** : options de la table, graine aléatoire, "
        "joueurs, son unique coup, horodaté, et le résultat. `python -m games.replay FICHIER` la rejoue.",
        "other": "L'enregistrement de la partie {number} de **{game}** : options de la table, graine aléatoire, "
        "joueurs, ses {count} coups horodatés et le résultat. `python -m games.replay FICHIER` la rejoue.",
    },
    # /settings
    "settings.cmd": "Réglages de jeu de ce serveur (Gérer le serveur)",
    "settings.cmd.board": "Publication des plateaux : un nouveau message par tour, ou un seul message mis à jour",
    "settings.cmd.board.mode": (
        "Nouveau message : un plateau par tour ; un seul message : plateau mis à jour et courte mention"
    ),
    "settings.cmd.show": "Afficher les réglages de jeu de ce serveur",
    "settings.mode.new": "un nouveau message de plateau à chaque tour",
    "settings.mode.edit": "un seul message de plateau mis à jour, avec une courte mention du joueur qui doit jouer",
    "settings.board_set": "Plateaux sur ce serveur : {mode}. Cela s'applique dès le prochain plateau.",
    "settings.show": "Réglages de jeu de ce serveur :\nPlateaux : {mode}",
    "settings.not_allowed": (
        "Seuls les membres ayant la permission Gérer le serveur peuvent changer les réglages de jeu de ce serveur."
    ),
    "settings.unknown_mode": "Ce mode de plateau n'existe pas. Choisissez parmi : {modes}.",
    "settings.cmd.language": "La langue des plateaux, tables et rappels de ce serveur",
    "settings.cmd.language.language": "« Automatique » : la langue du serveur si le bot la parle, sinon l'anglais",
    "settings.choice.auto": "Automatique : la langue du serveur",
    "settings.language.auto": "automatique, actuellement {language}",
    "settings.language_set": (
        "Langue des plateaux, tables et rappels de ce serveur : {language}. Cela s'applique dès la prochaine "
        "publication ; les réponses visibles par vous seul restent dans votre langue Discord."
    ),
    "settings.show.language": "Messages publics : {language}",
    "settings.unknown_language": "Le bot ne parle pas cette langue. Choisissez parmi : {languages}.",
    # Rules summaries, one per game (shown by /rules).
    "pace.off": "désactivé",
    # AI players: lobby commands and buttons, names.
    "name.game.addbot": "ajouter_ia",
    "name.game.addbot.level": "niveau",
    "name.game.removebot": "retirer_ia",
    "cmd.game.addbot": "Donner la prochaine place de la table à une IA (hôte uniquement)",
    "cmd.game.addbot.level": "Sa force de jeu (facile, sauf si vous choisissez forte)",
    "cmd.game.removebot": "Retirer la dernière IA ajoutée (hôte uniquement)",
    "choice.ai.easy": "facile",
    "choice.ai.strong": "forte",
    "button.ai_easy": "+ IA (facile)",
    "button.ai_strong": "+ IA (forte)",
    "button.ai_remove": "− IA",
    "lobby.ai_added": "{user} prend place.",
    "lobby.ai_removed": "{user} quitte la table.",
    "error.host_only_ai": "Seul l'hôte ({host}) peut ajouter ou retirer des IA.",
    "error.no_ai_seat": "Il n'y a aucune IA à retirer à cette table.",
    "error.bad_ai_level": "Choisissez un niveau dans la liste : facile ou forte.",
    "ai.name": "IA · {level} {number}",
    "ai.level.easy": "facile",
    "ai.level.strong": "forte",
    "rules.ai.title": "Jouer contre l'IA",
    "rules.ai": (
        "Avant la partie, l'hôte ajoute des IA à la table avec `/partie ajouter_ia niveau:facile` ou `niveau:forte` "
        "(ou les boutons **+ IA**) ; `/partie retirer_ia` (ou **− IA**) retire la dernière. L'IA **facile** joue des "
        "coups sensés sans attendre ; l'IA **forte** réfléchit environ une seconde par coup : elle ne voit rien "
        "de ce qui est caché et ne peut deviner ce que le hasard réserve, alors elle imagine de nombreuses "
        "suites possibles et choisit le coup qui donne les meilleurs résultats dans l'ensemble. Comme tout "
        "joueur, une IA ne voit "
        "que ce que sa place permet de voir. Quand un joueur dépasse la limite de temps, l'IA facile joue pour lui."
    ),
    # Options de table : /game option, le champ des options de la table, /game status (bot/options.py).
    "name.game.option": "option",
    "name.game.option.name": "nom",
    "name.game.option.value": "valeur",
    "cmd.game.option": "Changer une option de la table ouverte dans ce salon (hôte uniquement)",
    "cmd.game.option.name": "Quelle option (la liste montre celles de ce jeu)",
    "cmd.game.option.value": "Sa nouvelle valeur (la liste montre les valeurs acceptées)",
    "option.lobby_field": "Options de la table",
    "option.defaults": "Les règles habituelles. L'hôte peut les changer avec `/partie option`.",
    "option.shown": "{option} : {value}",
    "option.status": "Options de la table : {options}",
    "option.set": "{user} règle l'option « {option} » sur {value}.",
    "option.separator": " ; ",
    "option.range": "un nombre entier de {low} à {high}",
    "option.accepted": "`{value}` ({label})",
    "option.yes": "oui",
    "option.no": "non",
    "error.host_only_option": "Seul l'hôte ({host}) peut changer les options de la table.",
    "error.option_after_start": (
        "La partie a déjà commencé : les options se choisissent à la table, avant le lancement."
    ),
    "error.unknown_option": "{game} n'a pas d'option « {option} ». Ses options : {options}.",
    "error.bad_option_value": "{option} ne peut pas valoir « {value} ». Valeurs acceptées : {accepted}.",
    # The least reliability a player needs to join (bot.reliability), an option of every game.
    "option.reliability": "Fiabilité minimale",
    "option.reliability.value": "≥ {value}\u202f%",
    "option.seating": "Placement",
    "option.seating.join": "ordre d'arrivée",
    "option.seating.random": "ordre aléatoire",
    "error.other_channel": "Ce bouton appartient à une partie ou à une table d'un autre salon ; utilisez-le là-bas.",
    "error.forged": "Ce bouton ou ce menu ne vient pas du bot. Utilisez les boutons de son dernier message.",
    # Le défi du jour : /défi jouer et /défi classement (bot/cogs/daily.py, bot/daily/).
    "name.daily": "défi",
    "name.daily.play": "jouer",
    "name.daily.leaderboard": "classement",
    "name.daily.leaderboard.day": "jour",
    "cmd.daily": "Le défi du jour : les mêmes dés pour tout le monde, une partie par jour",
    "cmd.daily.play": "Commencer ou reprendre votre partie du jour, dans un fil privé",
    "cmd.daily.leaderboard": "Le classement du défi du jour sur ce serveur",
    "cmd.daily.leaderboard.day": "Le jour à afficher",
    "choice.daily.today": "Aujourd'hui",
    "choice.daily.yesterday": "Hier",
    "permission.create_private_threads": "Créer des fils privés",
    "daily.thread_name": "Défi du jour ({game}), {day} : {player}",
    "daily.started": (
        "{player}, voici le défi du {day} : {game} en solo, avec les mêmes dés que tous les joueurs aujourd'hui. "
        "Choisissez avec `/jouer` ou les boutons sous le plateau."
    ),
    "daily.opened": (
        "Votre partie du jour est ouverte dans {thread}, un fil privé rien que pour vous : tout le monde "
        "joue les mêmes dés aujourd'hui, alors pas de divulgâchage !"
    ),
    "daily.goes_on": "Votre partie du jour continue dans {thread}.",
    "daily.played": (
        "Vous avez déjà joué le défi du jour dans {thread} : **{points}**, rang {rank} sur ce serveur, {streak}. "
        "Le prochain s'ouvre {next}."
    ),
    "daily.played_cancelled": (
        "Votre partie du jour a été annulée, et il n'y en a qu'une par jour. La prochaine s'ouvre {next}."
    ),
    "daily.result": (
        "{user} a terminé le défi du jour ({game}) : **{points}**, rang {rank} sur ce serveur pour l'instant, {streak}."
    ),
    "daily.points": {"one": "{count} point", "other": "{count} points"},
    "daily.streak": {
        "=1": "premier jour de série",
        "one": "{count} jour d'affilée",
        "other": "{count} jours d'affilée",
    },
    "daily.text_channel_only": (
        "Demandez votre partie du jour dans un salon textuel : elle s'ouvre dans un fil privé de ce salon."
    ),
    "daily.cannot_open": (
        "Je ne peux pas ouvrir votre partie du jour dans {channel} : il m'y manque {permissions}, et elle "
        "ne peut se jouer que dans un fil privé. Une personne ayant **Gérer les salons** ou "
        "**Gérer les rôles** peut me donner ce qui manque dans les permissions du salon ; réessayez ensuite."
    ),
    "daily.bad_day": "Choisissez aujourd'hui ou hier.",
    "daily.board_title": "Défi du jour ({game}), {day}",
    "daily.board_line": "**{rank}.** {player} · {points}",
    "daily.board_line_past": "**{rank}.** {player} · {points} · partie {number}",
    "daily.board_more": {"one": "…et {count} autre", "other": "…et {count} autres"},
    "daily.board_next": "La prochaine partie s'ouvre {next}.",
    "daily.board_past": "Cette journée est finie : chacun peut voir ces parties avec `/partie exporter`.",
    "daily.board_empty": "Personne sur ce serveur n'a encore terminé la partie du jour du {day}.",
    "daily.secret": "C'est une partie du défi du jour : ses dés restent secrets jusqu'à la fin de la journée, {when}.",
    # Cotes : /classement et /statistiques (bot/cogs/ratings.py, bot/ui/ratings.py).
    "name.leaderboard": "classement",
    "name.leaderboard.game": "jeu",
    "name.stats": "statistiques",
    "name.stats.player": "joueur",
    "cmd.leaderboard": "Les meilleurs joueurs d'un jeu sur ce serveur, selon leur cote",
    "cmd.leaderboard.game": "Le jeu concerné",
    "cmd.stats": "Parties, victoires, meilleurs scores, cotes et derniers résultats d'un joueur sur ce serveur",
    "cmd.stats.player": "Le joueur (vous-même si vous ne choisissez personne)",
    "ratings.no_guild": (
        "Les cotes et les statistiques sont tenues serveur par serveur : utilisez cette commande dans l'un de ses "
        "salons."
    ),
    "ratings.ai_entry": "IA · {level}",
    "ratings.games": {"one": "{count} partie", "other": "{count} parties"},
    "ratings.wins": {"one": "{count} victoire", "other": "{count} victoires"},
    "ratings.more": "…et {more} de plus",
    "leaderboard.title": "Classement de {game}",
    "leaderboard.line": "**{rank}.** {player} · {rating} · {games}, {wins}",
    "leaderboard.none_ranked": "Personne n'est encore classé : il faut {needed} parties classées pour avoir un rang.",
    "leaderboard.provisional": "Provisoire (moins de {needed} parties classées)",
    "leaderboard.provisional_line": "{player} · {games}, {wins}",
    "leaderboard.caller_title": "Votre place",
    "leaderboard.caller": "{user} : rang {rank} sur {total}, cote {rating}",
    "leaderboard.caller_provisional": "{user} : cote provisoire {rating} ({rated} sur {needed} parties classées)",
    "leaderboard.caller_unrated": "{user} n'a encore aucune partie classée de {game} sur ce serveur.",
    "leaderboard.footer": (
        "Cote : estimation prudente d'OpenSkill (μ − 3σ), calculée sur les parties terminées à deux joueurs ou "
        "plus. Il faut {needed} parties classées pour avoir un rang."
    ),
    "leaderboard.empty": (
        "Personne sur ce serveur n'a encore de partie classée de {game} : toute partie terminée à deux joueurs ou "
        "plus compte. Lancez-en une avec `/partie nouvelle`."
    ),
    # Seasons (/season, /leaderboard's season and all-time options: bot/cogs/seasons.py) and reliability
    # (/stats, the lobby's list and its minimum: bot/reliability.py).
    "name.leaderboard.all_time": "général",
    "name.leaderboard.season": "saison",
    "cmd.leaderboard.all_time": (
        "Le classement général, toutes saisons confondues, plutôt que celui de la saison en cours"
    ),
    "cmd.leaderboard.season": "Le numéro d'une saison, pour voir son classement",
    "name.season": "saison",
    "name.season.start": "lancer",
    "name.season.start.game": "jeu",
    "name.season.start.weeks": "semaines",
    "name.season.end": "terminer",
    "name.season.end.game": "jeu",
    "cmd.season": "Les saisons d'un jeu sur ce serveur, avec des cotes qui repartent de zéro",
    "cmd.season.start": "Lancer une saison d'un jeu, avec des cotes remises à zéro (Gérer le serveur)",
    "cmd.season.start.game": "Le jeu concerné",
    "cmd.season.start.weeks": "Sa durée en semaines",
    "cmd.season.end": "Terminer maintenant la saison en cours et publier son classement final (Gérer le serveur)",
    "cmd.season.end.game": "Le jeu dont la saison doit se terminer (si plusieurs saisons sont en cours)",
    "season.not_allowed": (
        "Seuls les membres ayant la permission **Gérer le serveur** peuvent lancer ou terminer une saison."
    ),
    "season.bad_weeks": "Une saison dure de 1 à {most} semaines.",
    "season.started": {
        "one": (
            "{user} a lancé la saison {number} de {game}\xa0: elle dure {count} semaine, jusqu'au {end}. Les cotes "
            "repartent de zéro\xa0: toute partie classée de {game} terminée sur ce serveur d'ici là compte. "
            "`/classement` affiche le classement de la saison\u202f; à la fin, le classement final sera publié ici, "
            "avec le nom du vainqueur."
        ),
        "other": (
            "{user} a lancé la saison {number} de {game}\xa0: elle dure {count} semaines, jusqu'au {end}. Les cotes "
            "repartent de zéro\xa0: toute partie classée de {game} terminée sur ce serveur d'ici là compte. "
            "`/classement` affiche le classement de la saison\u202f; à la fin, le classement final sera publié ici, "
            "avec le nom du vainqueur."
        ),
    },
    "season.already_running": (
        "La saison {number} de {game} est déjà en cours, jusqu'au {end}. Terminez-la avec `/saison terminer` avant "
        "d'en lancer une autre."
    ),
    "season.none_running": "Aucune saison n'est en cours sur ce serveur. Lancez-en une avec `/saison lancer`.",
    "season.none_running_of": (
        "Aucune saison de {game} n'est en cours sur ce serveur. Lancez-en une avec `/saison lancer`."
    ),
    "season.which": "Plusieurs saisons sont en cours ({games})\xa0: choisissez le jeu dont la saison doit se terminer.",
    "season.ended_already": (
        "Cette saison de {game} vient d'arriver à son terme\xa0: son classement final va être publié."
    ),
    "season.ended_elsewhere": "La saison est terminée. Son classement final est publié dans {channel}\xa0: {link}",
    "season.champion": "🏆 Vainqueur de la saison\xa0: {player}",
    "season.no_games": (
        "Aucune partie classée de {game} n'a été terminée pendant cette saison\xa0: elle n'a pas de vainqueur."
    ),
    "leaderboard.season_title": "Classement de {game} · saison {number}",
    "leaderboard.all_time_title": "Classement de {game} · toutes saisons confondues",
    "leaderboard.season_running": (
        "Cotes de cette saison uniquement, remises à zéro le {start}. La saison se termine le {end}."
    ),
    "leaderboard.season_over": "Classement final de la saison, du {start} au {end}.",
    "leaderboard.season_or_all_time": "Choisissez une saison ou le classement général, pas les deux.",
    "leaderboard.no_such_season": {
        "=0": "Il n'y a pas de saison {number} de {game} sur ce serveur : il n'y en a encore eu aucune.",
        "one": "Il n'y a pas de saison {number} de {game} sur ce serveur\xa0: il y en a eu {count} jusqu'ici.",
        "other": "Il n'y a pas de saison {number} de {game} sur ce serveur\xa0: il y en a eu {count} jusqu'ici.",
    },
    "leaderboard.season_empty": (
        "Personne n'a encore terminé de partie classée de {game} dans la saison {number}. Le classement général "
        "reste disponible\xa0: `/classement` avec l'option général."
    ),
    "reliability.title": "Fiabilité",
    "reliability.new": (
        "Nouveau joueur\xa0: pas encore de partie pour en juger\u202f; il peut rejoindre toutes les tables."
    ),
    "reliability.finished": {
        "one": "Parties jouées jusqu'au bout par le joueur lui-même\xa0: {share} (sur {count} partie terminée)",
        "other": "Parties jouées jusqu'au bout par le joueur lui-même\xa0: {share} (sur {count} parties terminées)",
    },
    "reliability.on_time": {
        "one": "Tours joués dans la limite de temps\xa0: {share} (sur {count} tour)",
        "other": "Tours joués dans la limite de temps\xa0: {share} (sur {count} tours)",
    },
    "lobby.reliability": "☯ {share}",
    "lobby.reliability_new": "☯ pas encore de partie",
    "error.tournament_below_reliability": (
        "Ce tournoi exige une fiabilité d'au moins {minimum}\u202f; la vôtre est inférieure\xa0: vous avez joué "
        "vous-même jusqu'au bout {finished} de vos parties terminées et joué {on_time} de vos tours dans la "
        "limite de temps. Pour remonter votre fiabilité, terminez vos parties sans abandonner ni dépasser la limite "
        "de temps. (Un nouveau joueur, sans aucune partie, peut s'inscrire à n'importe quel tournoi.)"
    ),
    "error.below_reliability": (
        "Cette table exige une fiabilité d'au moins {minimum}\u202f; la vôtre est inférieure\xa0: vous avez joué "
        "vous-même jusqu'au bout {finished} de vos parties terminées et joué {on_time} de vos tours dans la "
        "limite de temps. Pour remonter votre fiabilité, terminez vos parties sans abandonner ni dépasser la limite "
        "de temps. (Un nouveau joueur, sans aucune partie, peut rejoindre n'importe quelle table.)"
    ),
    "stats.none": "{user} n'a encore terminé aucune partie sur ce serveur.",
    "stats.title": "{player} · statistiques",
    "stats.record": "{games}, {wins} ({rate} de victoires en parties classées)",
    "stats.record_solo": "{games} en solo, hors classement",
    "stats.best": "Meilleur score : {score}",
    "stats.rating": "Cote {rating} · rang {rank} sur {total}",
    "stats.rating_provisional": "Cote provisoire {rating} ({rated} sur {needed} parties classées)",
    "stats.recent": "Derniers résultats",
    "stats.recent_line": "{game} · {place} · score {score} · {when} · partie {number}",
    "stats.solo": "en solo",
    "stats.place": "place {place} sur {players}",
    "stats.place_resigned": "place {place} sur {players}, abandon",
    "stats.board_link": "[plateau]({link})",
    "stats.move_time": "Temps de réflexion (parties tour par tour)",
    "stats.move_time_line": {
        "one": "{median} (un seul coup)",
        "other": "Médiane : {median} (sur {count} coups)",
    },
    "stats.tournaments": "Tournois",
    "stats.tournaments_played": {"one": "{count} tournoi disputé", "other": "{count} tournois disputés"},
    "stats.tournaments_won": {"one": "{count} remporté", "other": "{count} remportés"},
    "stats.tournaments_record": "{played}, {won}",
    "stats.tournament_players": {"one": "{count} joueur", "other": "{count} joueurs"},
    "stats.tournament_win": "🏆 Tournoi de {game} n°\xa0{number} · {players} · {when}",
    "stats.footer": (
        "Taux de victoire : part des parties classées (à deux joueurs ou plus) gagnées. Il faut {needed} parties "
        "classées pour avoir un rang."
    ),
    # Revanche (le bouton du plateau final)
    "button.rematch": "Revanche",
    "rematch.opened": "{host} propose une revanche ! {players} : appuyez sur Rejoindre pour reprendre votre place.",
    "rematch.opened_alone": ("{host} propose une revanche à la même table. Appuyez sur Lancer quand vous voulez."),
    "rematch.already_open": (
        "La table de la revanche est déjà ouverte : {link}. Appuyez sur Rejoindre pour y prendre place."
    ),
    "rematch.already_in": "La table de la revanche est déjà ouverte, et vous y êtes : {link}.",
    "error.rematch_not_player": (
        "Seuls les joueurs de cette partie peuvent demander une revanche. Dès que l'un d'eux l'aura fait, vous "
        "pourrez rejoindre la nouvelle table s'il reste une place."
    ),
}
