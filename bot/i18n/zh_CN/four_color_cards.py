"""Simplified Chinese catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``)
and the other texts that belong to the game. Merged into the Simplified Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Four Color Cards: rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "游戏已经结束。",
    "game.four_color_cards.not_awaited": "现在没有需要你决定的事。",
    "game.four_color_cards.unknown_move": (
        "“{move}”不是有效的行动。可以写，例如“discard rc”、“pong”、“kong”、“hu”、“pair”、“general”、“command”、"
        "“field”、“soldiers ys gs”或“pass”。"
    ),
    "game.four_color_cards.unknown_card": (
        "“{card}”不是一张牌。请写颜色字母（r 红、y 黄、g 绿、w 白）加牌种字母（g 将、a 士、e 象、c 车、h 马、p 炮、s "
        "兵），例如“rc”表示红车。"
    ),
    "game.four_color_cards.must_discard": "你现在必须打出一张牌，例如“discard {example}”。",
    "game.four_color_cards.general_not_discardable": "将/帅永远不能打出。",
    "game.four_color_cards.card_not_in_hand": "你手里没有 {card}。",
    "game.four_color_cards.no_card_in_play": "现在没有可以进的牌；你必须出牌。",
    "game.four_color_cards.not_next_player": (
        "只有出牌者的下家（如果是翻出的牌，则是翻牌者本人和其下家）才能用它组成 {meld}；除出牌者外，任何人都可以碰、"
        "杠或胡。"
    ),
    "game.four_color_cards.only_drawer_takes_general": "只有翻出将/帅的玩家才能把它作为单将或将士象拿下。",
    "game.four_color_cards.missing_cards": "你手里需要有 {need}，才能和 {card} 组成 {meld}。",
    "game.four_color_cards.wrong_meld": "当前的 {card} 不能组成 {meld}。",
    "game.four_color_cards.pairs_not_claimable": "本桌不能进牌组成对子。",
    "game.four_color_cards.bad_soldiers": "兵卒组合需要 3 或 4 张不同颜色的兵卒，其中一张必须是当前的 {card}。",
    "game.four_color_cards.not_a_win": "你的手牌加上 {card} 不能完全拆成组合，所以不能胡。",
    "game.four_color_cards.hu_below_threshold": "你的手牌只值 {points} 胡，低于 {threshold} 胡的门槛，不能胡。",
    "game.four_color_cards.no_opening_hu": "先手玩家不能用起手牌胡牌；请先出牌。",
    "game.four_color_cards.must_take_general": "你翻出了将/帅，必须拿下它（general、command、kong 或 hu）；不能过。",
    "game.four_color_cards.must_hu": "按本桌规则，能胡的玩家必须胡。",
    "game.four_color_cards.must_kong": "按本桌规则，能杠的玩家不能过。",
    "game.four_color_cards.claim_window_open": "有一张牌正在等待进牌：请进牌或回答“pass”。",
    "game.four_color_cards.not_legal": "现在不能执行“{move}”。",
}
