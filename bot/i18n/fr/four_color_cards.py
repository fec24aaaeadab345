"""French catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``)
and the other texts that belong to the game. Merged into the French catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
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
}
