"""French catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``),
the words they name (``term.four_color_cards.*``) and the words its pictures draw
(``picture.four_color_cards.*``). Merged into the French catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in French (lobbies, titles, command choices): BGA's « jeu des quatre couleurs ».
    "title.four_color_cards": "Quatre couleurs (四色牌)",
    # Four Color Cards' rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "La partie est terminée.",
    # Undo: why a move cannot be taken back (/undo).
    "game.four_color_cards.take_back_window_closed": (
        "Tout le monde a répondu et la phase de réclamation est close : votre réponse est maintenue."
    ),
    "game.four_color_cards.take_back_discard": (
        "Seule une réponse à une phase de réclamation encore ouverte peut être reprise : les défausses et les hu "
        "sont définitifs."
    ),
    "game.four_color_cards.not_awaited": "Aucune décision ne vous attend pour l'instant.",
    "game.four_color_cards.no_claim": (
        "Vous ne pouvez pas réclamer le {card} : aucune carte de votre main ne forme avec lui une "
        "combinaison que vous ayez le droit de réclamer."
    ),
    "game.four_color_cards.own_discard": (
        "Vous avez défaussé vous-même le {card} : vous ne pouvez pas le réclamer."
    ),
    "game.four_color_cards.unknown_move": (
        "« {move} » n'est pas un coup. Écrivez par exemple `discard rc`, `pong`, `kong`, `hu`, `pair`, `general`, "
        "`command`, `field`, `soldiers ys gs` ou `pass`."
    ),
    "game.four_color_cards.unknown_card": (
        "« {card} » n'est pas une carte. Écrivez une lettre de couleur (r rouge, y jaune, g vert, w blanc) et "
        "une lettre de rang (g général, a conseiller, e éléphant, c char, h cheval, p canon, s soldat), comme "
        "`rc` pour le char rouge."
    ),
    "game.four_color_cards.must_discard": (
        "Vous devez défausser une carte maintenant, par exemple `discard {example}`."
    ),
    "game.four_color_cards.general_not_discardable": "Les généraux ne peuvent jamais être défaussés.",
    "game.four_color_cards.card_not_in_hand": "Vous n'avez pas de {card} en main.",
    "game.four_color_cards.no_card_in_play": "Aucune carte en jeu à réclamer : vous devez défausser maintenant.",
    "game.four_color_cards.not_next_player": (
        "Seul le joueur qui suit celui qui a défaussé (pour une carte retournée, aussi celui qui l'a "
        "retournée) peut prendre cette carte pour former {meld} ; tout le monde sauf celui qui a défaussé "
        "peut la prendre pour un brelan, un carré ou hu."
    ),
    "game.four_color_cards.only_drawer_takes_general": (
        "Seul le joueur qui a retourné un général peut le prendre, seul ou en groupe de commandement."
    ),
    "game.four_color_cards.missing_for_kong": (
        "Pour faire un carré avec le {card}, il vous en faut trois identiques en main."
    ),
    "game.four_color_cards.missing_for_pong": (
        "Pour faire un brelan avec le {card}, il vous en faut deux identiques en main."
    ),
    "game.four_color_cards.missing_card": (
        "Pour former {meld} avec le {card}, il vous faut le {first} en main."
    ),
    "game.four_color_cards.missing_two_cards": (
        "Pour former {meld} avec le {card}, il vous faut le {first} et le {second} en main."
    ),
    "game.four_color_cards.missing_three_cards": (
        "Pour former {meld} avec le {card}, il vous faut le {first}, le {second} et le {third} en main."
    ),
    "game.four_color_cards.wrong_meld": "Le {card} en jeu ne permet pas de former {meld}.",
    "game.four_color_cards.general_pong": (
        "Le {card} en jeu ne peut pas servir à un brelan : les généraux ne font jamais de brelan."
    ),
    "game.four_color_cards.pairs_not_claimable": "À cette table, on ne peut pas réclamer de paire.",
    "game.four_color_cards.bad_soldiers": (
        "Un groupe de soldats compte 3 ou 4 soldats de couleurs différentes : le {card} en jeu et deux "
        "ou trois soldats des autres couleurs, tirés de votre main."
    ),
    "game.four_color_cards.not_a_win": (
        "Votre main plus le {card} ne se répartit pas entièrement en combinaisons : vous ne pouvez pas faire hu."
    ),
    "game.four_color_cards.hu_below_threshold": (
        "Votre main n'atteint pas le seuil de {threshold} points (elle en vaut {points}) : hu n'est pas "
        "permis."
    ),
    "game.four_color_cards.no_opening_hu": (
        "Le premier joueur ne peut pas faire hu avec les cartes distribuées ; défaussez d'abord."
    ),
    "game.four_color_cards.must_take_general": (
        "Vous avez retourné un général : vous devez le prendre (general, command, kong ou hu) ; vous ne pouvez "
        "pas passer."
    ),
    "game.four_color_cards.must_hu": "À cette table, un joueur qui peut faire hu doit le faire.",
    "game.four_color_cards.must_kong": "À cette table, un joueur qui peut faire un carré ne peut pas passer.",
    "game.four_color_cards.claim_window_open": (
        "Une carte attend des réclamations : répondez par une réclamation ou `pass`."
    ),
    "game.four_color_cards.not_legal": "« {move} » n'est pas permis maintenant.",
    # The cards and melds a refusal names (games/four_color_cards/messages.py, TERMS)
    "term.four_color_cards.card.rg": "général rouge (帥)",
    "term.four_color_cards.card.ra": "conseiller rouge (仕)",
    "term.four_color_cards.card.re": "éléphant rouge (相)",
    "term.four_color_cards.card.rc": "char rouge (俥)",
    "term.four_color_cards.card.rh": "cheval rouge (傌)",
    "term.four_color_cards.card.rp": "canon rouge (炮)",
    "term.four_color_cards.card.rs": "soldat rouge (兵)",
    "term.four_color_cards.card.yg": "général jaune (帥)",
    "term.four_color_cards.card.ya": "conseiller jaune (仕)",
    "term.four_color_cards.card.ye": "éléphant jaune (相)",
    "term.four_color_cards.card.yc": "char jaune (俥)",
    "term.four_color_cards.card.yh": "cheval jaune (傌)",
    "term.four_color_cards.card.yp": "canon jaune (炮)",
    "term.four_color_cards.card.ys": "soldat jaune (兵)",
    "term.four_color_cards.card.gg": "général vert (將)",
    "term.four_color_cards.card.ga": "conseiller vert (士)",
    "term.four_color_cards.card.ge": "éléphant vert (象)",
    "term.four_color_cards.card.gc": "char vert (車)",
    "term.four_color_cards.card.gh": "cheval vert (馬)",
    "term.four_color_cards.card.gp": "canon vert (包)",
    "term.four_color_cards.card.gs": "soldat vert (卒)",
    "term.four_color_cards.card.wg": "général blanc (將)",
    "term.four_color_cards.card.wa": "conseiller blanc (士)",
    "term.four_color_cards.card.we": "éléphant blanc (象)",
    "term.four_color_cards.card.wc": "char blanc (車)",
    "term.four_color_cards.card.wh": "cheval blanc (馬)",
    "term.four_color_cards.card.wp": "canon blanc (包)",
    "term.four_color_cards.card.ws": "soldat blanc (卒)",
    "term.four_color_cards.meld.pair": "une paire",
    "term.four_color_cards.meld.general": "un général seul",
    "term.four_color_cards.meld.command": "un groupe de commandement",
    "term.four_color_cards.meld.field": "un groupe de campagne",
    "term.four_color_cards.meld.soldiers": "un groupe de soldats",
    # The words drawn in the pictures (render/four_color_cards/words.py)
    "picture.four_color_cards.title": "Quatre couleurs",
    "picture.four_color_cards.hand_title": "Main de {name}",
    "picture.four_color_cards.round": "Manche {round} sur {rounds}",
    "picture.four_color_cards.seat": "Joueur {number}",
    "picture.four_color_cards.list.two": "{first} et {second}",
    "picture.four_color_cards.list.more": "{first}, {rest}",
    "picture.four_color_cards.stock": "Pioche {count}",
    "picture.four_color_cards.to_discard": "À {name} de défausser",
    "picture.four_color_cards.claim_or_pass": "Réclamer ou passer",
    "picture.four_color_cards.discarded_by": "Défaussée par {name}",
    "picture.four_color_cards.turned_by": "Retournée de la pioche par {name}",
    "picture.four_color_cards.big_claims": "Hu, carré, brelan : {who}",
    "picture.four_color_cards.other_claims": "Autres combinaisons : {who}",
    "picture.four_color_cards.everyone": "tout le monde",
    "picture.four_color_cards.all_but": "tous sauf {names}",
    "picture.four_color_cards.nobody": "personne",
    "picture.four_color_cards.game_over": "Partie terminée",
    "picture.four_color_cards.winner": "{name} l'emporte",
    "picture.four_color_cards.winners": "{names} se partagent la première place",
    "picture.four_color_cards.your_discard": "À vous : défaussez une carte",
    "picture.four_color_cards.no_general_discard": "Les généraux ne se défaussent jamais",
    "picture.four_color_cards.you_may_claim": "Vous pouvez réclamer cette carte",
    "picture.four_color_cards.no_claim": "Rien à réclamer pour vous sur cette carte",
    "picture.four_color_cards.you_passed": "Vous avez passé",
    "picture.four_color_cards.you_claimed": "Votre réponse : {claim}",
    "picture.four_color_cards.hand_cards": {
        "one": "{count} carte en main",
        "other": "{count} cartes en main",
    },
    "picture.four_color_cards.stock_left": "pioche {count}",
    "picture.four_color_cards.your_melds": {
        "one": "Vos combinaisons sur le terrain · {count} point",
        "other": "Vos combinaisons sur le terrain · {count} points",
    },
    "picture.four_color_cards.your_claims": "Vos réclamations possibles",
    "picture.four_color_cards.colour.r": "紅",
    "picture.four_color_cards.colour.y": "黃",
    "picture.four_color_cards.colour.g": "綠",
    "picture.four_color_cards.colour.w": "白",
    "picture.four_color_cards.chips": {
        "one": "{count} jeton",
        "other": "{count} jetons",
    },
    "picture.four_color_cards.table_points": {
        "one": "{count} pt",
        "other": "{count} pts",
    },
    "picture.four_color_cards.no_melds": "aucune combinaison sur le terrain",
    "picture.four_color_cards.tag.to_discard": "doit défausser",
    "picture.four_color_cards.tag.discarded": "a défaussé",
    "picture.four_color_cards.tag.turned": "l'a retournée",
    "picture.four_color_cards.tag.any_meld": "toute combinaison",
    "picture.four_color_cards.tag.big_claims": "hu · carré · brelan",
    "picture.four_color_cards.meld": "{meld} +{points}",
    "picture.four_color_cards.meld.general": "général",
    "picture.four_color_cards.meld.general.short": "",
    "picture.four_color_cards.meld.command": "commandement",
    "picture.four_color_cards.meld.field": "campagne",
    "picture.four_color_cards.meld.soldiers3": "3 soldats",
    "picture.four_color_cards.meld.soldiers4": "4 soldats",
    "picture.four_color_cards.meld.pair": "paire",
    "picture.four_color_cards.meld.triple": "brelan",
    "picture.four_color_cards.meld.quad": "carré",
    "picture.four_color_cards.meld.general_quad": "4 généraux",
    "picture.four_color_cards.claim.hu": "Hu 胡 : victoire",
    "picture.four_color_cards.claim.kong": "Carré 槓",
    "picture.four_color_cards.claim.pong": "Brelan 碰",
    "picture.four_color_cards.claim.pair": "Paire 對",
    "picture.four_color_cards.claim.general": "Général seul",
    "picture.four_color_cards.claim.command": "Commandement",
    "picture.four_color_cards.claim.field": "Campagne",
    "picture.four_color_cards.claim.pass": "Passer",
    "picture.four_color_cards.dead": "Cartes mortes · {count}",
    "picture.four_color_cards.round.draw": "Manche {round} : la pioche est épuisée, manche nulle ; personne ne paie.",
    "picture.four_color_cards.round.hu": "Manche {round} : {name} fait hu 胡",
    "picture.four_color_cards.round.exhausted_hand": (
        "Manche {round} : {name} termine la manche (plus de carte à défausser)"
    ),
    "picture.four_color_cards.round.opening_hu": "Manche {round} : {name} fait hu 胡 avec les cartes distribuées",
    "picture.four_color_cards.round.paid": {
        "one": "{count} point : chaque autre joueur paie {paid}",
        "other": "{count} points : chaque autre joueur paie {paid}",
    },
    "picture.four_color_cards.round.paid_bonus": {
        "one": "{count} point ({base} + {bonus} de carte chance) : chaque autre joueur paie {paid}",
        "other": "{count} points ({base} + {bonus} de carte chance) : chaque autre joueur paie {paid}",
    },
    "picture.four_color_cards.round.penalty": {
        "one": "{count} point, sous le seuil de {threshold} : paie {paid} à chaque joueur (相公)",
        "other": "{count} points, sous le seuil de {threshold} : paie {paid} à chaque joueur (相公)",
    },
    "picture.four_color_cards.round.penalty_bonus": {
        "one": (
            "{count} point ({base} + {bonus} de carte chance), sous le seuil de {threshold} : paie {paid} à chaque "
            "joueur (相公)"
        ),
        "other": (
            "{count} points ({base} + {bonus} de carte chance), sous le seuil de {threshold} : paie {paid} à chaque "
            "joueur (相公)"
        ),
    },
    "picture.four_color_cards.bonus": "chance",
    "picture.four_color_cards.final_chips": "Jetons en fin de partie",
    "picture.four_color_cards.rounds.title": "Jetons gagnés ou perdus par manche · points du joueur qui termine",
    "picture.four_color_cards.rounds.round": "Manche",
    "picture.four_color_cards.rounds.finisher": {
        "one": "{change} · {count} pt",
        "other": "{change} · {count} pts",
    },
    "picture.four_color_cards.rounds.draw": "manche nulle : personne ne paie",
    "picture.four_color_cards.rounds.chips": "Jetons",
    # The board's title (the round and the turn) and the round marks of /game history.
    "history.stage.four_color_cards": "— Manche {round} sur {rounds} —",
    "moment.four_color_cards.discard": "Manche {round} sur {rounds} · à {name} de défausser",
    "moment.four_color_cards.claim_discard": (
        "Manche {round} sur {rounds} · phase de réclamation (carte défaussée par {name})"
    ),
    "moment.four_color_cards.claim_turned": (
        "Manche {round} sur {rounds} · phase de réclamation (carte retournée par {name})"
    ),
}
