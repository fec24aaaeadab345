"""Traditional Chinese catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``)
and the other texts that belong to the game. Merged into the Traditional Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Four Color Cards' rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "遊戲已經結束。",
    "game.four_color_cards.not_awaited": "目前沒有等你決定的事。",
    "game.four_color_cards.unknown_move": (
        "「{move}」不是有效的行動。請寫例如 'discard rc'、'pong'、'kong'、'hu'、'pair'、'general'、"
        "'command'、'field'、'soldiers ys gs' 或 'pass'。"
    ),
    "game.four_color_cards.unknown_card": (
        "「{card}」不是牌。請寫一個顏色字母（r 紅、y 黃、g 綠、w 白）加一個牌字母"
        "（g 將、a 士、e 象、c 車、h 馬、p 包、s 卒），例如 'rc' 就是紅俥。"
    ),
    "game.four_color_cards.must_discard": "你現在必須打出一張牌，例如 'discard {example}'。",
    "game.four_color_cards.general_not_discardable": "將帥永遠不能打出。",
    "game.four_color_cards.card_not_in_hand": "你手上沒有 {card}。",
    "game.four_color_cards.no_card_in_play": "場上沒有可以要的牌；你現在必須打出一張牌。",
    "game.four_color_cards.not_next_player": (
        "只有打牌者的下家（如果是翻出的牌，則是翻牌的人和他的下家）可以用這張牌組成 {meld}；"
        "除了打牌者之外，任何人都可以碰、槓或胡。"
    ),
    "game.four_color_cards.only_drawer_takes_general": "只有翻到將帥的人，才能把它收成單將或將士象。",
    "game.four_color_cards.missing_cards": "你手上要有 {need}，才能用 {card} 組成 {meld}。",
    "game.four_color_cards.wrong_meld": "場上的 {card} 無法組成 {meld}。",
    "game.four_color_cards.pairs_not_claimable": "本桌不能要牌組成對子。",
    "game.four_color_cards.bad_soldiers": "兵卒組需要 3 或 4 張不同顏色的兵卒，其中一張是場上的 {card}。",
    "game.four_color_cards.not_a_win": "你的手牌加上 {card} 無法完整拆成牌組，所以不能胡。",
    "game.four_color_cards.hu_below_threshold": "你的牌只有 {points} 胡，未達 {threshold} 胡的門檻，不能胡。",
    "game.four_color_cards.no_opening_hu": "莊家不能用起手牌胡；請先打出一張牌。",
    "game.four_color_cards.must_take_general": ("你翻到了將帥，必須收下（general、command、kong 或 hu）；不能過。"),
    "game.four_color_cards.must_hu": "本桌規定：能胡的人就必須胡。",
    "game.four_color_cards.must_kong": "本桌規定：能槓的人不能過。",
    "game.four_color_cards.claim_window_open": "有一張牌正在開放要牌：請要牌，或回答 'pass'。",
    "game.four_color_cards.not_legal": "現在不能執行「{move}」。",
}
