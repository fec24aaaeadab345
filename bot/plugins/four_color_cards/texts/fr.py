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
    "game.four_color_cards.own_discard": "Vous avez défaussé vous-même le {card} : vous ne pouvez pas le réclamer.",
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
    "game.four_color_cards.missing_card": "Pour former {meld} avec le {card}, il vous faut le {first} en main.",
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
        "Votre main n'atteint pas le seuil de {threshold} points (elle en vaut {points}) : hu n'est pas permis."
    ),
    "game.four_color_cards.no_opening_hu": (
        "Le premier joueur ne peut pas faire hu avec les cartes distribuées ; défaussez d'abord."
    ),
    "game.four_color_cards.must_take_general": (
        "Vous avez retourné un général : vous devez le prendre (seul, en groupe de commandement, en carré ou par hu) ; "
        "vous ne pouvez pas passer."
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
    "picture.four_color_cards.meld.general.short": "seul",
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
        "one": "{count} point, sous le seuil de {threshold} : paie {paid} à chaque autre joueur (相公)",
        "other": "{count} points, sous le seuil de {threshold} : paie {paid} à chaque autre joueur (相公)",
    },
    "picture.four_color_cards.round.penalty_bonus": {
        "one": (
            "{count} point ({base} + {bonus} de carte chance), sous le seuil de {threshold} : paie {paid} à chaque "
            "autre joueur (相公)"
        ),
        "other": (
            "{count} points ({base} + {bonus} de carte chance), sous le seuil de {threshold} : paie {paid} à chaque "
            "autre joueur (相公)"
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
    "button.turn.four_color_cards": "Ma main / réclamer",
    "game.score.four_color_cards": {"one": "{count} jeton", "other": "{count} jetons"},
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
    "fcc.cards.many": "{card} ×{count}",
    "fcc.cards.counted": "{card} ×{count}",
    "fcc.meld.command": "groupe de commandement {colour} ({glyphs})",
    "fcc.meld.field": "groupe de campagne {colour} ({glyphs})",
    "fcc.meld.colour_joiner": "-",
    "fcc.meld.soldiers": "groupe de soldats {colours} ({glyphs})",
    "fcc.meld.general": "{card} seul",
    "fcc.meld.generals": {"one": "{count} général seul ({glyphs})", "other": "{count} généraux seuls ({glyphs})"},
    "fcc.meld.pair": "{card} en paire",
    "fcc.meld.triple": "{card} en brelan",
    "fcc.meld.quad": "{card} en carré",
    "fcc.meld.general_quad": "{card} en carré",
    "fcc.meld.scored": {"one": "{meld} pour {count} point", "other": "{meld} pour {count} points"},
    "fcc.meld.scored_winning": {
        "one": "{meld} pour {count} point (valeur sur le terrain, car la carte gagnante complète cette combinaison)",
        "other": "{meld} pour {count} points (valeur sur le terrain, car la carte gagnante complète cette combinaison)",
    },
    "fcc.said.discard": "{user} défausse un {card}",
    "fcc.said.opening_hu": "{user} fait hu avec les cartes distribuées",
    "fcc.window.dead_one": "Personne ne prend le {card} : c'est une carte morte.",
    "fcc.window.dead": {
        "one": "{count} carte ne trouve pas preneur et est morte : {cards}.",
        "other": "{count} cartes de suite ne trouvent pas preneur et sont mortes : {cards}.",
    },
    "fcc.window.turned": "{user} retourne la carte du dessus de la pioche : un {card}.",
    "fcc.claim.triple": "{user} prend le {card} et forme un brelan avec les deux de sa main.",
    "fcc.claim.quad": "{user} prend le {card} et forme un carré avec les trois de sa main.",
    "fcc.claim.general_quad": "{user} prend le {card} et forme un carré avec les trois de sa main.",
    "fcc.claim.pair": "{user} prend le {card} et forme une paire avec celui de sa main.",
    "fcc.claim.general": "{user} prend le {card} comme général seul.",
    "fcc.claim.command": "{user} prend le {card} et pose un {meld} avec ces cartes de sa main : {hand}.",
    "fcc.claim.field": "{user} prend le {card} et pose un {meld} avec ces cartes de sa main : {hand}.",
    "fcc.claim.soldiers3": "{user} prend le {card} et pose un {meld} avec ces cartes de sa main : {hand}.",
    "fcc.claim.soldiers4": "{user} prend le {card} et pose un {meld} avec ces cartes de sa main : {hand}.",
    "fcc.result.round": "**Manche {round} sur {rounds}.**",
    "fcc.result.draw": "La pioche est épuisée : manche nulle, personne ne paie.",
    "fcc.result.hu": "{user} fait hu sur le {card} {source}.",
    "fcc.result.from_discard": "défaussé par {user}",
    "fcc.result.from_draw": "retourné par {user}",
    "fcc.result.from_own_draw": "retourné par ses soins",
    "fcc.result.opening_hu": "{user} fait hu avec les cartes distribuées.",
    "fcc.result.exhausted_hand": (
        "{user} n'a plus que des généraux après sa réclamation : la manche s'arrête et l'on compte sa main."
    ),
    "fcc.result.table_melds": "Sur le terrain : {melds}.",
    "fcc.result.hand_melds": "En main : {melds}.",
    "fcc.result.points": {"one": "Cela fait {count} point.", "other": "Cela fait {count} points."},
    "fcc.result.points_bonus": {
        "one": "Cela fait {count} point, et la carte chance, un {card}, en ajoute {bonus} : {points} au total.",
        "other": "Cela fait {count} points, et la carte chance, un {card}, en ajoute {bonus} : {points} au total.",
    },
    "fcc.result.points_bonus_nothing": {
        "one": "Cela fait {count} point ; la carte chance, un {card}, n'ajoute rien.",
        "other": "Cela fait {count} points ; la carte chance, un {card}, n'ajoute rien.",
    },
    "fcc.result.points_empty_stock": {
        "one": "Cela fait {count} point, sans carte chance : la pioche est vide.",
        "other": "Cela fait {count} points, sans carte chance : la pioche est vide.",
    },
    "fcc.result.paid": "{others} paie {chips} à {user}.",
    "fcc.result.paid_each": "{others} paient chacun {chips} à {user}.",
    "fcc.result.penalty": "Sous le seuil de {threshold}, {user} paie {chips} à {others}.",
    "fcc.result.penalty_each": "Sous le seuil de {threshold}, {user} paie {chips} à chacun : {others}.",
    "fcc.chips": {"one": "{count} jeton", "other": "{count} jetons"},
    "fcc.result.seat_chips": "{user} {chips}",
    "fcc.result.then": "{first} {then}",
    "fcc.result.chips": "Jetons après la manche : {chips}.",
    "fcc.result.next_round": "**Manche {round} sur {rounds}** : {user} commence avec 21 cartes.",
    "fcc.end.rounds": "la dernière manche est jouée ; le joueur qui a le plus de jetons l'emporte.",
    "panel.four_color_cards.your_discard": "À vous : défaussez une carte (les généraux ne se défaussent jamais).",
    "panel.four_color_cards.in_play": "Carte en jeu : un {card}, {source}. Réclamez-le ou passez.",
    "panel.four_color_cards.from_discard": "défaussé par {user}",
    "panel.four_color_cards.from_draw": "retourné de la pioche par {user}",
    "panel.four_color_cards.from_own_draw": "que vous avez retourné de la pioche",
    "panel.four_color_cards.no_pass_general": (
        "Vous avez retourné un général : vous devez le prendre, impossible de passer."
    ),
    "panel.four_color_cards.no_pass": "À cette table, vous ne pouvez pas passer sur cette carte.",
    "panel.four_color_cards.discard_card": "Défausser : {card}",
    "panel.four_color_cards.pass": "Passer",
    "panel.four_color_cards.hu": "Hu (victoire)",
    "panel.four_color_cards.general": "Général seul : le prendre",
    "panel.four_color_cards.kong": "Carré (gan) : {cards}",
    "panel.four_color_cards.pong": "Brelan (pong) : {cards}",
    "panel.four_color_cards.pair": "Paire : {cards}",
    "panel.four_color_cards.command": "Groupe de commandement : {cards}",
    "panel.four_color_cards.field": "Groupe de campagne : {cards}",
    "panel.four_color_cards.soldiers": "Groupe de soldats : {cards}",
    "rules.four_color_cards": (
        "Le jeu des quatre couleurs (四色牌) est un jeu de cartes taïwanais pour 2 à 4 joueurs. Réclamez les "
        "cartes défaussées ou retournées pour former des combinaisons, puis annoncez **hu** quand toute votre main "
        "se répartit en combinaisons. Atteignez 10 points pour être payé en jetons. Au bout de 3 manches, le joueur "
        "qui a le plus de jetons l'emporte."
    ),
    "rules.four_color_cards.goal.title": "But du jeu",
    "rules.four_color_cards.goal": (
        "Terminez une manche en répartissant toute votre main en combinaisons : annoncez **hu** sur la carte qui la "
        "complète. Les combinaisons valent des points. Avec au moins **10 points**, chaque autre joueur vous paie des "
        "jetons ; avec moins, c'est vous qui les payez. Seul celui qui termine marque. Après la dernière manche, le "
        "joueur qui a le plus de jetons l'emporte."
    ),
    "rules.four_color_cards.cards.title": "Les cartes",
    "rules.four_color_cards.cards": (
        "112 cartes : **4 couleurs** (rouge 紅, jaune 黃, vert 綠, blanc 白), **7 rangs**, **4 exemplaires** de chaque "
        "carte. Les cartes rouges et jaunes portent le premier caractère, les vertes et blanches le second :\n"
        "- Général 帥 / 將\n"
        "- Conseiller 仕 / 士\n"
        "- Éléphant 相 / 象\n"
        "- Char 俥 / 車\n"
        "- Cheval 傌 / 馬\n"
        "- Canon 炮 / 包\n"
        "- Soldat 兵 / 卒\n"
        "Deux cartes sont **identiques** seulement si elles ont la même couleur et le même rang. Chacun reçoit 20 "
        "cartes ; le premier joueur en reçoit 21."
    ),
    "rules.four_color_cards.turn.title": "Un tour et les réclamations",
    "rules.four_color_cards.turn": (
        "Le premier joueur défausse une carte. **Les généraux ne se défaussent jamais.** Chaque carte défaussée ou "
        "retournée depuis la pioche ouvre une **phase de réclamation** : tout le monde répond en même temps, en "
        "réclamant ou en passant.\n"
        "- **Hu**, **carré** (gan), **brelan** (pong) : ouverts à tous, sauf à celui qui a défaussé.\n"
        "- Autres combinaisons : réservées au joueur qui suit celui qui a défaussé ; pour une carte retournée, à "
        "celui qui l'a retournée et au joueur suivant.\n"
        "Le hu bat le carré, qui bat le brelan, qui bat le reste ; à égalité, le joueur le plus proche dans l'ordre "
        "du tour l'emporte. Celui qui réclame pose la combinaison face visible, défausse, et le jeu reprend à partir "
        "de lui. Si tout le monde passe, la carte est morte et le joueur qui suit celui qui l'a montrée retourne la "
        "carte du dessus de la pioche. Une carte piochée ne va jamais directement dans la main. Si vous retournez un "
        "général, vous devez le prendre, seul ou dans une combinaison, sauf si quelqu'un le remporte par hu ou par "
        "un carré."
    ),
    "rules.four_color_cards.melds.title": "Combinaisons (points sur le terrain / en main)",
    "rules.four_color_cards.melds": (
        "Les combinaisons **sur le terrain** sont celles que vous avez réclamées et posées face visible ; les "
        "combinaisons **en main** restent cachées jusqu'au décompte.\n"
        "- Général seul : 1 / 1\n"
        "- Groupe de commandement (général, conseiller, éléphant d'une même couleur) : 2 / 2\n"
        "- Groupe de campagne (char, cheval, canon d'une même couleur) : 1 / 1\n"
        "- Soldats de 3 couleurs différentes : 3 / 3\n"
        "- Soldats des 4 couleurs : 5 / 5\n"
        "- Paire, 2 identiques (ni généraux ni soldats) : 0 / 0\n"
        "- Brelan (pong), 3 identiques (pas de généraux) : 1 / 3\n"
        "- Carré (gan), 4 identiques (pas de généraux) : 6 / 8\n"
        "- Carré de 4 généraux identiques : 8 / 6\n"
        "Deux ou trois généraux identiques ne sont que des généraux seuls. Chaque carte appartient à une seule "
        "combinaison. Les combinaisons posées sur le terrain sont définitives."
    ),
    "rules.four_color_cards.winning.title": "Gagner : hu",
    "rules.four_color_cards.winning": (
        "Annoncez **hu** quand votre main cachée, avec la carte en jeu, se répartit en combinaisons sans aucun reste. "
        "Le premier joueur ne peut pas gagner avec ses 21 cartes distribuées. Vos combinaisons sur le terrain comptent "
        "leur valeur sur le terrain, celles en main leur valeur en main (la meilleure répartition est trouvée pour "
        "vous) ; la combinaison que complète la carte gagnante compte sa valeur sur le terrain. Il vous faut **10 "
        "points** pour être payé.\n"
        "**Carte chance** : si vous atteignez 10, la carte du dessus de la pioche (s'il en reste) est retournée. Vous "
        "gagnez 1 point de plus pour chacune de vos cartes identiques à celle-ci (en main, sur le terrain ou la carte "
        "gagnante). Ce bonus ne compte pas pour atteindre les 10 points."
    ),
    "rules.four_color_cards.chips.title": "Jetons",
    "rules.four_color_cards.chips": (
        "Chacun commence avec **20 jetons** ; on peut descendre en dessous de zéro.\n"
        "- **Victoire à 10 points ou plus** : chaque autre joueur vous paie (points − 10) + 1.\n"
        "- **Pénalité (相公)** : si vous terminez avec moins de 10 points, vous payez 11 jetons à chaque autre "
        "joueur.\n"
        "- **Manche nulle** : personne ne paie.\n"
        "Exemple à 4 joueurs : vos combinaisons font 12 points et la carte chance correspond à 2 de vos cartes, soit "
        "14. Chaque adversaire paie 14 − 10 + 1 = 5 jetons et vous gagnez 15. Une pénalité vous coûterait 3 × 11 = 33 "
        "jetons."
    ),
    "rules.four_color_cards.end.title": "Fin d'une manche et de la partie",
    "rules.four_color_cards.end": (
        "Une manche se termine quand :\n"
        "- quelqu'un annonce **hu** ;\n"
        "- un joueur qui vient de réclamer n'a plus rien à défausser (que des généraux, ou plus aucune carte) : il "
        "termine la manche et on compte ses points ;\n"
        "- il faut retourner une carte mais la pioche est vide : **manche nulle**.\n"
        "Le gagnant commence la manche suivante ; après une manche nulle ou une pénalité, le même premier joueur "
        "recommence. La partie dure **3 manches** par défaut. Le joueur qui a le plus de jetons l'emporte ; à égalité "
        "de jetons, les joueurs sont classés ex æquo."
    ),
    "rules.four_color_cards.moves.title": "Coups",
    "rules.four_color_cards.moves": (
        "Tapez vos coups avec /jouer. Une carte s'écrit avec une lettre de couleur (r, y, g, w : rouge, jaune, vert, "
        "blanc) et une lettre de rang (g, a, e, c, h, p, s : général, conseiller, éléphant, char, cheval, canon, "
        "soldat) : rc est le char rouge. Une réclamation ne nomme jamais la carte en jeu.\n"
        "- `discard rc` : défausser le char rouge\n"
        "- `pass` : laisser passer la carte\n"
        "- `hu` : faire hu avec la carte en jeu\n"
        "- `pong`, `kong`, `pair` : brelan, carré (gan) ou paire avec vos cartes identiques\n"
        "- `general` : prendre seul un général retourné\n"
        "- `command`, `field` : groupe de commandement ou de campagne, avec les deux autres cartes de sa couleur\n"
        "- `soldiers ys gs` ou `soldiers ys gs ws` : ajouter vos soldats d'autres couleurs"
    ),
    "option.four_color_cards.rounds": "Manches",
    "option.four_color_cards.starting_chips": "Jetons de départ",
    "option.four_color_cards.threshold": "Seuil (points pour être payé)",
    "option.four_color_cards.stake": "Mise ajoutée à chaque paiement",
    "option.four_color_cards.bonus_counts_toward_threshold": "La carte chance compte pour le seuil",
    "option.four_color_cards.bonus_match": "Correspondance de la carte chance",
    "option.four_color_cards.bonus_match.colour_and_rank": "couleur et rang",
    "option.four_color_cards.bonus_match.rank_only": "rang seul",
    "option.four_color_cards.bonus_below_threshold": "Carte chance retournée sous le seuil",
    "option.four_color_cards.winning_meld_value": "Combinaison complétée par la carte gagnante",
    "option.four_color_cards.winning_meld_value.table": "valeur sur le terrain",
    "option.four_color_cards.winning_meld_value.hand": "valeur en main",
    "option.four_color_cards.winning_meld_value.table_if_claimed": (
        "valeur sur le terrain, en main si le gagnant l'a retournée"
    ),
    "option.four_color_cards.pair_claims": "On peut réclamer une paire",
    "option.four_color_cards.pairs_in_winning_hand": "Paires dans une main gagnante",
    "option.four_color_cards.hu_below_threshold": "Hu sous le seuil (réglé comme une pénalité)",
    "option.four_color_cards.forced_hu": "Qui peut faire hu doit le faire",
    "option.four_color_cards.forced_kong": "Qui peut faire un carré ne peut pas passer",
    "option.four_color_cards.next_opener": "Premier joueur de la manche suivante",
    "option.four_color_cards.next_opener.winner": "le gagnant (le même après une manche nulle ou une pénalité)",
    "option.four_color_cards.next_opener.rotate": "le joueur suivant",
    "option.four_color_cards.dead_wall": "Cartes mortes en fin de pioche",
    "option.four_color_cards.opening_hu": "Hu avec les 21 cartes distribuées",
    # Quatre couleurs : l'option hu, ce que vaut la main et ce que le hu rapporterait ou coûterait.
    "panel.four_color_cards.hu_paid": {
        "one": "Hu (victoire) : {count} point, chacun vous paie {amount}",
        "other": "Hu (victoire) : {count} points, chacun vous paie {amount}",
    },
    "panel.four_color_cards.hu_penalty": {
        "one": "Hu : {count} point, sous le seuil de {threshold} ; vous payez {amount} à chacun",
        "other": "Hu : {count} points, sous le seuil de {threshold} ; vous payez {amount} à chacun",
    },
    "panel.four_color_cards.hu_note_paid": {
        "one": "Si vous faites hu maintenant, votre main vaut {count} point (seuil {threshold}) ; chaque autre joueur "
        "vous paie "
        "{amount}, {total} en tout.",
        "other": "Si vous faites hu maintenant, votre main vaut {count} points (seuil {threshold}) ; chaque autre "
        "joueur vous paie "
        "{amount}, {total} en tout.",
    },
    "panel.four_color_cards.hu_note_penalty": {
        "one": "Si vous faites hu maintenant, votre main ne vaut que {count} point, sous le seuil de {threshold} : "
        "c'est une pénalité (相公), vous payez {amount} à chaque autre joueur, {total} en tout.",
        "other": "Si vous faites hu maintenant, votre main ne vaut que {count} points, sous le seuil de {threshold} : "
        "c'est une pénalité (相公), vous payez {amount} à chaque autre joueur, {total} en tout.",
    },
    "panel.four_color_cards.hu_note_bonus": (
        "Ensuite, la carte chance ajoute 1 jeton à chaque paiement pour chacune de vos cartes qui lui est identique."
    ),
    "panel.four_color_cards.hu_note_bonus_may_reach": (
        "À cette table, la carte chance compte pour le seuil et pourrait encore vous amener à {threshold}."
    ),
}
