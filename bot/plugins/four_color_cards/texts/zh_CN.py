"""Simplified Chinese catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``),
the words they name (``term.four_color_cards.*``) and the words its pictures draw
(``picture.four_color_cards.*``). Merged into the Simplified Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.four_color_cards": "四色牌",
    # Four Color Cards' rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "游戏已经结束。",
    # Undo: why a move cannot be taken back (/undo).
    "game.four_color_cards.take_back_window_closed": "所有人都已回应，这张牌已经结算：你的回应不能收回。",
    "game.four_color_cards.take_back_discard": "只有这张牌还没结算时，你对它的回应才能收回：打出的牌和胡牌都不能收回。",
    "game.four_color_cards.not_awaited": "现在没有需要你决定的事。",
    "game.four_color_cards.no_claim": "你不能要这张{card}：你手里的牌和它组不成你可以要的组合。",
    "game.four_color_cards.own_discard": "{card}是你自己打出的，你不能要这张牌。",
    "game.four_color_cards.unknown_move": (
        "“{move}”不是有效的行动。写法如：`discard rc`、`pong`、`kong`、`hu`、`pair`、`general`、`command`、"
        "`field`、`soldiers ys gs` 或 `pass`。"
    ),
    "game.four_color_cards.unknown_card": (
        "“{card}”不是一张牌。请写颜色字母（r 红、y 黄、g 绿、w 白）加牌种字母（g 将、a 士、e 象、c 车、h 马、p "
        "炮、s 卒），例如 `rc` 表示红车。"
    ),
    "game.four_color_cards.must_discard": "你现在必须打出一张牌，例如 `discard {example}`。",
    "game.four_color_cards.general_not_discardable": "将帅永远不能打出。",
    "game.four_color_cards.card_not_in_hand": "你手里没有{card}。",
    "game.four_color_cards.no_card_in_play": "现在没有可以要的牌，你必须出牌。",
    "game.four_color_cards.not_next_player": (
        "只有出牌者的下家（如果是翻出的牌，翻牌者本人也可以）才能吃这张牌组成{meld}；除出牌者外，任何人都可以"
        "拿它胡、杠或碰。"
    ),
    "game.four_color_cards.only_drawer_takes_general": "只有翻出将帅的玩家才能把它作为单将或将士象拿下。",
    "game.four_color_cards.missing_for_kong": "手里要有三张{card}才能杠。",
    "game.four_color_cards.missing_for_pong": "手里要有两张{card}才能碰。",
    "game.four_color_cards.missing_card": "手里要有{first}，才能和{card}组成{meld}。",
    "game.four_color_cards.missing_two_cards": "手里要有{first}和{second}，才能和{card}组成{meld}。",
    "game.four_color_cards.missing_three_cards": "手里要有{first}、{second}和{third}，才能和{card}组成{meld}。",
    "game.four_color_cards.wrong_meld": "当前的{card}不能组成{meld}。",
    "game.four_color_cards.general_pong": "当前的{card}不能碰：将帅永远不能碰。",
    "game.four_color_cards.pairs_not_claimable": "本桌不能吃牌组成对子。",
    "game.four_color_cards.bad_soldiers": (
        "卒组合由 3 或 4 张颜色各不相同的卒组成：当前的{card}，加上你手里两到三张其他颜色的卒。"
    ),
    "game.four_color_cards.not_a_win": "你的手牌加上{card}不能完全拆成组合，所以不能胡。",
    "game.four_color_cards.hu_below_threshold": "你的牌只有 {points} 胡，不到 {threshold} 胡的门槛，不能胡。",
    "game.four_color_cards.no_opening_hu": "庄家不能用起手牌胡，请先出牌。",
    "game.four_color_cards.must_take_general": (
        "你翻出了将帅，必须拿下它（`general`、`command`、`kong` 或 `hu`），不能过。"
    ),
    "game.four_color_cards.must_hu": "按本桌规则，能胡的玩家必须胡。",
    "game.four_color_cards.must_kong": "按本桌规则，能杠的玩家不能过。",
    "game.four_color_cards.claim_window_open": "这张牌可以要：请胡、杠、碰、吃，或用 `pass` 表示过。",
    "game.four_color_cards.not_legal": "现在不能执行“{move}”。",
    # The cards and melds a refusal names (games/four_color_cards/messages.py, TERMS)
    "term.four_color_cards.card.rg": "红帅",
    "term.four_color_cards.card.ra": "红仕",
    "term.four_color_cards.card.re": "红相",
    "term.four_color_cards.card.rc": "红车",
    "term.four_color_cards.card.rh": "红马",
    "term.four_color_cards.card.rp": "红炮",
    "term.four_color_cards.card.rs": "红兵",
    "term.four_color_cards.card.yg": "黄帅",
    "term.four_color_cards.card.ya": "黄仕",
    "term.four_color_cards.card.ye": "黄相",
    "term.four_color_cards.card.yc": "黄车",
    "term.four_color_cards.card.yh": "黄马",
    "term.four_color_cards.card.yp": "黄炮",
    "term.four_color_cards.card.ys": "黄兵",
    "term.four_color_cards.card.gg": "绿将",
    "term.four_color_cards.card.ga": "绿士",
    "term.four_color_cards.card.ge": "绿象",
    "term.four_color_cards.card.gc": "绿车",
    "term.four_color_cards.card.gh": "绿马",
    "term.four_color_cards.card.gp": "绿炮",
    "term.four_color_cards.card.gs": "绿卒",
    "term.four_color_cards.card.wg": "白将",
    "term.four_color_cards.card.wa": "白士",
    "term.four_color_cards.card.we": "白象",
    "term.four_color_cards.card.wc": "白车",
    "term.four_color_cards.card.wh": "白马",
    "term.four_color_cards.card.wp": "白炮",
    "term.four_color_cards.card.ws": "白卒",
    "term.four_color_cards.meld.pair": "对子",
    "term.four_color_cards.meld.general": "单将",
    "term.four_color_cards.meld.command": "将士象",
    "term.four_color_cards.meld.field": "车马炮",
    "term.four_color_cards.meld.soldiers": "卒组合",
    # The words drawn in the pictures (render/four_color_cards/words.py)
    # The header draws the gold 四色牌 itself; the title beside it translates that name, which Chinese needs not.
    "picture.four_color_cards.title": "",
    "picture.four_color_cards.hand_title": "{name} 的手牌",
    "picture.four_color_cards.round": "第 {round}/{rounds} 局",
    "picture.four_color_cards.seat": "{number} 号玩家",
    "picture.four_color_cards.list.two": "{first} 和 {second}",
    "picture.four_color_cards.list.more": "{first}、{rest}",
    "picture.four_color_cards.stock": "牌库 {count}",
    "picture.four_color_cards.to_discard": "轮到 {name} 出牌",
    "picture.four_color_cards.claim_or_pass": "胡、杠、碰、吃或过",
    "picture.four_color_cards.discarded_by": "由 {name} 打出",
    "picture.four_color_cards.turned_by": "由 {name} 从牌库翻出",
    "picture.four_color_cards.big_claims": "胡、杠、碰：{who}",
    "picture.four_color_cards.other_claims": "吃：{who}",
    "picture.four_color_cards.everyone": "所有人",
    "picture.four_color_cards.all_but": "除 {names} 外所有人",
    "picture.four_color_cards.nobody": "无人",
    "picture.four_color_cards.game_over": "游戏结束",
    "picture.four_color_cards.winner": "{name} 获胜",
    "picture.four_color_cards.winners": "{names} 并列第一",
    "picture.four_color_cards.your_discard": "轮到你了：打出一张牌",
    "picture.four_color_cards.no_general_discard": "将帅不能打出",
    "picture.four_color_cards.you_may_claim": "你可以要这张牌",
    "picture.four_color_cards.no_claim": "这张牌你要不了",
    "picture.four_color_cards.you_passed": "你选择过",
    "picture.four_color_cards.you_claimed": "你的选择：{claim}",
    "picture.four_color_cards.hand_cards": "手牌 {count} 张",
    "picture.four_color_cards.stock_left": "牌库 {count}",
    "picture.four_color_cards.your_melds": "你的明牌 · {count} 胡",
    "picture.four_color_cards.your_claims": "你可以这样吃碰",
    "picture.four_color_cards.colour.r": "红",
    "picture.four_color_cards.colour.y": "黄",
    "picture.four_color_cards.colour.g": "绿",
    "picture.four_color_cards.colour.w": "白",
    "picture.four_color_cards.chips": "{count} 个筹码",
    "picture.four_color_cards.table_points": "{count} 胡",
    "picture.four_color_cards.no_melds": "还没有明牌",
    "picture.four_color_cards.tag.to_discard": "出牌中",
    "picture.four_color_cards.tag.discarded": "打出",
    "picture.four_color_cards.tag.turned": "翻出",
    "picture.four_color_cards.tag.any_meld": "胡·杠·碰·吃",
    "picture.four_color_cards.tag.big_claims": "胡·杠·碰",
    "picture.four_color_cards.meld": "{meld} {points} 胡",
    "picture.four_color_cards.meld.general": "单将",
    "picture.four_color_cards.meld.general.short": "将",
    "picture.four_color_cards.meld.command": "将士象",
    "picture.four_color_cards.meld.field": "车马炮",
    "picture.four_color_cards.meld.soldiers3": "三色卒",
    "picture.four_color_cards.meld.soldiers4": "四色卒",
    "picture.four_color_cards.meld.pair": "对子",
    # A triple claimed and laid down is 碰; one still held in the hand at the reckoning is 坎 (render: "table|hand").
    "picture.four_color_cards.meld.triple": "碰|坎",
    "picture.four_color_cards.meld.quad": "杠",
    "picture.four_color_cards.meld.general_quad": "四将",
    "picture.four_color_cards.claim.hu": "胡牌",
    "picture.four_color_cards.claim.kong": "杠",
    "picture.four_color_cards.claim.pong": "碰",
    "picture.four_color_cards.claim.pair": "对子",
    "picture.four_color_cards.claim.general": "单将",
    "picture.four_color_cards.claim.command": "将士象",
    "picture.four_color_cards.claim.field": "车马炮",
    "picture.four_color_cards.claim.pass": "过",
    "picture.four_color_cards.dead": "废牌 · {count}",
    "picture.four_color_cards.round.draw": "第 {round} 局：牌库翻完，流局，谁都不用付筹码。",
    "picture.four_color_cards.round.hu": "第 {round} 局：{name} 胡牌",
    "picture.four_color_cards.round.exhausted_hand": "第 {round} 局：{name} 无牌可打，本局结束",
    "picture.four_color_cards.round.opening_hu": "第 {round} 局：{name} 用起手牌胡牌",
    "picture.four_color_cards.round.paid": "{count} 胡：其他每位玩家付 {paid} 个筹码",
    "picture.four_color_cards.round.paid_bonus": "{count} 胡（{base} + 花胡 {bonus}）：其他每位玩家付 {paid} 个筹码",
    "picture.four_color_cards.round.penalty": "{count} 胡，不够 {threshold} 胡：赔每位玩家 {paid} 个筹码",
    "picture.four_color_cards.round.penalty_bonus": (
        "{count} 胡（{base} + 花胡 {bonus}），不够 {threshold} 胡：赔每位玩家 {paid} 个筹码"
    ),
    "picture.four_color_cards.bonus": "点花",
    "picture.four_color_cards.final_chips": "最终筹码",
    "picture.four_color_cards.rounds.title": "每局输赢的筹码 · 胡牌者的胡数",
    "picture.four_color_cards.rounds.round": "局",
    "picture.four_color_cards.rounds.finisher": "{change} · {count} 胡",
    "picture.four_color_cards.rounds.draw": "流局，谁都不用付",
    "picture.four_color_cards.rounds.chips": "筹码",
    # The board's title (the round and the turn) and the round marks of /game history.
    "history.stage.four_color_cards": "——第 {round}/{rounds} 局——",
    "moment.four_color_cards.discard": "第 {round}/{rounds} 局 · 轮到 {name} 出牌",
    "moment.four_color_cards.claim_discard": "第 {round}/{rounds} 局 · {name} 打出的牌：胡、杠、碰、吃或过",
    "moment.four_color_cards.claim_turned": "第 {round}/{rounds} 局 · {name} 从牌库翻出的牌：胡、杠、碰、吃或过",
    "button.turn.four_color_cards": "我的手牌／吃碰",
    "game.score.four_color_cards": "{count} 个筹码",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "红",
    "fcc.colour.y": "黄",
    "fcc.colour.g": "绿",
    "fcc.colour.w": "白",
    "fcc.rank.g": "将",
    "fcc.rank.a": "士",
    "fcc.rank.e": "象",
    "fcc.rank.c": "车",
    "fcc.rank.h": "马",
    "fcc.rank.p": "炮",
    "fcc.rank.s": "卒",
    "fcc.card": "{colour}{rank}（{glyph}）",
    "fcc.cards.many": "{count} 张{card}",
    "fcc.cards.counted": "{card} ×{count}",
    "fcc.meld.command": "{colour}{glyphs}",
    "fcc.meld.field": "{colour}{glyphs}",
    "fcc.meld.colour_joiner": "",
    # Named by its colours as players say it ("红绿白卒"), like "红车马炮"; the printed glyphs (兵卒卒) would only
    # repeat 卒, so {glyphs} is kept but shown empty (format precision 0).
    "fcc.meld.soldiers": "{colours}卒{glyphs:.0}",
    "fcc.meld.general": "单将（{card}）",
    "fcc.meld.generals": "{count} 个单将（{glyphs}）",
    "fcc.meld.pair": "一对{card}",
    "fcc.meld.triple": "三张{card}",
    "fcc.meld.quad": "四张{card}（杠）",
    "fcc.meld.general_quad": "四张{card}（杠）",
    "fcc.meld.scored": "{meld}算 {count} 胡",
    "fcc.meld.scored_winning": "{meld}算 {count} 胡（含所胡的牌，按明牌计分）",
    "fcc.said.discard": "{user} 打出{card}",
    "fcc.said.opening_hu": "{user} 用起手牌胡了",
    "fcc.window.dead_one": "没人要{card}，成了废牌。",
    "fcc.window.dead": "接连 {count} 张牌没人要，都成了废牌：{cards}（从第二张起是从牌库翻出的）。",
    "fcc.window.turned": "{user} 从牌库翻出{card}。",
    "fcc.claim.triple": "{user} 碰了{card}，亮出手里的两张。",
    "fcc.claim.quad": "{user} 杠了{card}，亮出手里的三张。",
    "fcc.claim.general_quad": "{user} 杠了{card}，亮出手里的三张，组成四将。",
    "fcc.claim.pair": "{user} 吃了{card}，和手里相同的一张组成对子。",
    "fcc.claim.general": "{user} 收下{card}，作为单将。",
    "fcc.claim.command": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.claim.field": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.claim.soldiers3": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.claim.soldiers4": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.result.round": "【第 {round}/{rounds} 局】",
    "fcc.result.draw": "牌库翻完了，流局，谁都不用付筹码。",
    "fcc.result.hu": "{user} 胡了 {source}的{card}。",
    "fcc.result.from_discard": "{user} 打出",
    "fcc.result.from_draw": "{user} 从牌库翻出",
    "fcc.result.from_own_draw": "自己从牌库翻出",
    "fcc.result.opening_hu": "{user} 用起手牌胡了。",
    "fcc.result.exhausted_hand": "{user} 吃碰后手里只剩将帅，无牌可打，本局到此结束，按其手牌结算。",
    "fcc.result.table_melds": "明牌：{melds}。",
    "fcc.result.hand_melds": "手牌：{melds}。",
    "fcc.result.points": "组合共 {count} 胡。",
    "fcc.result.points_bonus": "组合共 {count} 胡；点花是{card}，花胡 +{bonus}，合计 {points} 胡。",
    "fcc.result.points_bonus_nothing": "组合共 {count} 胡；点花是{card}，没有花胡。",
    "fcc.result.points_empty_stock": "组合共 {count} 胡；牌库已空，没有点花。",
    "fcc.result.paid": "{others} 付给 {user} {chips}。",
    "fcc.result.paid_each": "{others} 各付给 {user} {chips}。",
    "fcc.result.penalty": "不够 {threshold} 胡：{user} 要赔给 {others} {chips}。",
    "fcc.result.penalty_each": "不够 {threshold} 胡：{user} 要赔给 {others} 每人 {chips}。",
    "fcc.chips": "{count} 个筹码",
    "fcc.result.seat_chips": "{user} {chips}",
    "fcc.result.then": "{first}{then}",
    "fcc.result.chips": "现有筹码：{chips}。",
    "fcc.result.next_round": "【第 {round}/{rounds} 局】开始：{user} 当庄，起手 21 张牌先出。",
    "fcc.end.rounds": "最后一局已打完，筹码最多的玩家获胜。",
    "panel.four_color_cards.your_discard": "轮到你了：打出一张牌（将帅永远不能打出）。",
    "panel.four_color_cards.in_play": "当前的牌：{card}，{source}。胡、杠、碰、吃还是过？",
    "panel.four_color_cards.from_discard": "由 {user} 打出",
    "panel.four_color_cards.from_draw": "由 {user} 从牌库翻出",
    "panel.four_color_cards.from_own_draw": "是你自己从牌库翻出的",
    "panel.four_color_cards.no_pass_general": "你翻出了将帅：必须拿下它，不能过。",
    "panel.four_color_cards.no_pass": "按本桌规则，这张牌你不能过。",
    "panel.four_color_cards.discard_card": "打出{card}",
    "panel.four_color_cards.pass": "过",
    "panel.four_color_cards.hu": "胡牌",
    "panel.four_color_cards.general": "单将：单独拿下",
    "panel.four_color_cards.kong": "杠：{cards}",
    "panel.four_color_cards.pong": "碰：{cards}",
    "panel.four_color_cards.pair": "对子：{cards}",
    "panel.four_color_cards.command": "将士象：{cards}",
    "panel.four_color_cards.field": "车马炮：{cards}",
    "panel.four_color_cards.soldiers": "卒组合：{cards}",
    "rules.four_color_cards": (
        "四色牌是流行于台湾的纸牌游戏，2 到 4 人玩。吃碰别人打出或翻出的牌来组成组合，"
        "等全部手牌都能组成组合时就喊**胡**。达到 10 胡才能收筹码。打完 3 局，筹码最多者获胜。"
    ),
    "rules.four_color_cards.goal.title": "目标",
    "rules.four_color_cards.goal": (
        "把全部手牌组成组合就能结束一局：在补全组合的那张牌上喊**胡**。每个组合都有胡数。至少 **10 胡**时，"
        "其他每位玩家都要付你筹码；不到 10 胡，则要你赔给他们。只有胡牌者计分。最后一局结束后，筹码最多者获胜。"
    ),
    "rules.four_color_cards.cards.title": "牌",
    "rules.four_color_cards.cards": (
        "共 112 张：**4 种颜色**（红、黄、绿、白），**7 种牌**，每种颜色的每种牌各 **4 张**。"
        "牌面印的是象棋的字（繁体）。红牌和黄牌印第一个字，绿牌和白牌印第二个字：\n"
        "- 将：帥／將\n"
        "- 士：仕／士\n"
        "- 象：相／象\n"
        "- 车：俥／車\n"
        "- 马：傌／馬\n"
        "- 炮：炮／包\n"
        "- 卒：兵／卒\n"
        "文中的牌名用简体，颜色在前，如红帅、红车、绿将、白车；绿牌、白牌印的“包”和象棋一样写作“炮”，如白炮。"
        "只有颜色和牌种都相同的两张牌才算**相同**。"
        "每人 20 张；庄家 21 张。"
    ),
    "rules.four_color_cards.turn.title": "出牌与吃碰",
    "rules.four_color_cards.turn": (
        "庄家先打出一张牌。**将帅永远不能打出。**每张打出或从牌库翻出的牌，大家都可以**要这张牌**：所有人同时回应，"
        "胡、杠、碰、吃或过。\n"
        "- **胡**、**杠**、**碰**：除出牌者外，任何人都可以。\n"
        "- **吃**（组成其他组合）：只有出牌者的下家可以；如果是翻出的牌，则是翻牌者本人和其下家。\n"
        "胡优先于杠，杠优先于碰，碰优先于吃；同级时座位最近的玩家优先。吃到或碰到牌的玩家把组合亮在桌上，再打出一张牌，"
        "游戏从他那里继续。如果所有人都过，这张牌就作废，由打出或翻出这张牌的玩家的下家从牌库顶翻一张。"
        "四色牌不摸牌：翻出的牌不会直接进你的手牌。你翻出的将帅必须由你拿下（单独拿或组成组合），除非有人用它胡或杠。"
    ),
    "rules.four_color_cards.melds.title": "组合（明牌／手牌胡数）",
    "rules.four_color_cards.melds": (
        "**明牌**组合是你吃碰后亮在桌上的组合；**手牌**组合在结算前一直不公开。\n"
        "- 单将：1／1\n"
        "- 将士象（同色的将、士、象）：2／2\n"
        "- 车马炮（同色的车、马、炮）：1／1\n"
        "- 三色卒（三种不同颜色的卒）：3／3\n"
        "- 四色卒（四种颜色的卒各一张）：5／5\n"
        "- 对子（两张相同的牌，将、卒除外）：0／0\n"
        "- 碰／坎（三张相同的牌，将除外；碰出亮在桌上的叫碰，一直留在手里的叫坎）：1／3\n"
        "- 杠（四张相同的牌，将除外）：6／8\n"
        "- 四将（四张相同的将组成的杠）：8／6\n"
        "两张或三张相同的将不成组合，每张各算一个单将。每张牌只属于一个组合。明牌组合不能再更改。"
    ),
    "rules.four_color_cards.winning.title": "胡牌",
    "rules.four_color_cards.winning": (
        "当你的手牌加上当前这张牌能完全拆成组合、一张不剩时，就可以喊**胡**。庄家不能用发到的 21 张牌胡。"
        "明牌组合按明牌胡数计，手牌组合按手牌胡数计（系统会自动找出最有利的拆法）；所胡的牌补全的那个组合按明牌计。"
        "要达到 **10 胡**才能收筹码。\n"
        "**点花**：如果你达到 10 胡，就翻开牌库顶的一张牌（如果还有）。你拥有的牌（手牌、明牌或所胡的牌）"
        "中每有一张与它相同，就 +1 胡（花胡）。花胡不计入 10 胡的门槛。"
    ),
    "rules.four_color_cards.chips.title": "筹码",
    "rules.four_color_cards.chips": (
        "每人开局有 **20 个筹码**；筹码可以变成负数。\n"
        "- **以 10 胡或以上胡牌**：其他每位玩家付你（胡数 − 10）+ 1 个筹码。\n"
        "- **不够胡**：结束本局时不到 10 胡，你要赔给其他每位玩家各 11 个筹码。\n"
        "- **流局**：谁都不用付。\n"
        "4 人局的例子：你的组合共 12 胡，点花与你的 2 张牌相同，于是你有 14 胡。每位对手付 14 − 10 + 1 = 5 个筹码，"
        "你共得 15 个。如果不够胡，你就要赔 3 × 11 = 33 个筹码。"
    ),
    "rules.four_color_cards.end.title": "一局与整场的结束",
    "rules.four_color_cards.end": (
        "出现以下情况时本局结束：\n"
        "- 有人喊**胡**；\n"
        "- 吃碰的玩家已无牌可打（只剩将帅或没有牌）：由其结束本局并结算；\n"
        "- 需要翻牌但牌库已空：**流局**。\n"
        "胡牌者当下一局的庄家；流局或不够胡之后，庄家连庄。默认共 **3 局**。筹码最多者获胜；筹码相同则名次并列。"
    ),
    "rules.four_color_cards.moves.title": "行动写法",
    "rules.four_color_cards.moves": (
        "用 `/出招` 输入行动。一张牌写成颜色字母（r、y、g、w）加牌种字母（g、a、e、c、h、p、s 分别是将、士、象、车、"
        "马、炮、卒）：rc 是红车。吃碰时不用写出当前这张牌。\n"
        "- `discard rc`：打出红车\n"
        "- `pass`：过\n"
        "- `hu`：用这张牌胡\n"
        "- `pong`、`kong`、`pair`：用你手里相同的牌碰、杠或组成对子\n"
        "- `general`：单独拿下翻出的将帅\n"
        "- `command`、`field`：和你手里同色的另外两张牌组成将士象或车马炮\n"
        "- `soldiers ys gs` 或 `soldiers ys gs ws`：加上你手里其他颜色的卒，组成卒组合"
    ),
    "option.four_color_cards.rounds": "局数",
    "option.four_color_cards.starting_chips": "起始筹码",
    "option.four_color_cards.threshold": "门槛（收筹码所需的胡数）",
    "option.four_color_cards.stake": "每次支付另加的固定筹码",
    "option.four_color_cards.bonus_counts_toward_threshold": "花胡计入门槛",
    "option.four_color_cards.bonus_match": "点花相同的条件",
    "option.four_color_cards.bonus_match.colour_and_rank": "颜色和牌种都相同",
    "option.four_color_cards.bonus_match.rank_only": "牌种相同即可",
    "option.four_color_cards.bonus_below_threshold": "不到门槛也翻点花",
    "option.four_color_cards.winning_meld_value": "所胡的牌补全的组合",
    "option.four_color_cards.winning_meld_value.table": "按明牌计",
    "option.four_color_cards.winning_meld_value.hand": "按手牌计",
    "option.four_color_cards.winning_meld_value.table_if_claimed": "按明牌计，自己翻出的按手牌计",
    "option.four_color_cards.pair_claims": "可以吃牌组成对子",
    "option.four_color_cards.pairs_in_winning_hand": "胡牌时可以有对子",
    "option.four_color_cards.hu_below_threshold": "不到门槛也能胡（按不够胡赔筹码）",
    "option.four_color_cards.forced_hu": "能胡必须胡",
    "option.four_color_cards.forced_kong": "能杠不能过",
    "option.four_color_cards.next_opener": "下一局的庄家",
    "option.four_color_cards.next_opener.winner": "胡牌者（流局或不够胡后庄家连庄）",
    "option.four_color_cards.next_opener.rotate": "下一位玩家",
    "option.four_color_cards.dead_wall": "牌库末尾不翻的死牌",
    "option.four_color_cards.opening_hu": "庄家可用起手 21 张牌胡",
    # 四色牌：胡牌选项——这手牌值多少胡，胡了会收多少或付多少。
    "panel.four_color_cards.hu_paid": "胡牌：{count} 胡，每人付你 {amount} 个筹码",
    "panel.four_color_cards.hu_penalty": "胡牌：{count} 胡，不够 {threshold} 胡，你赔每人 {amount} 个筹码",
    "panel.four_color_cards.hu_note_paid": (
        "现在胡的话，这手牌 {count} 胡（门槛 {threshold} 胡），其他每位玩家各付你 {amount} 个筹码，共 {total} 个。"
    ),
    "panel.four_color_cards.hu_note_penalty": (
        "现在胡的话，这手牌只有 {count} 胡，不够 {threshold} 胡的门槛："
        "你要赔给其他每位玩家各 {amount} 个筹码，共 {total} 个。"
    ),
    "panel.four_color_cards.hu_note_bonus": "胡牌后还要翻点花：你每有一张和它相同的牌，每人就多付你 1 个筹码。",
    "panel.four_color_cards.hu_note_bonus_may_reach": "这桌的花胡计入门槛，点花仍可能让你达到 {threshold} 胡。",
}
