"""Traditional Chinese catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``),
the words they name (``term.four_color_cards.*``) and the words its pictures draw
(``picture.four_color_cards.*``). Merged into the Traditional Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.four_color_cards": "四色牌",
    # Four Color Cards' rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "遊戲已經結束。",
    # Undo: why a move cannot be taken back (/undo).
    "game.four_color_cards.take_back_window_closed": "所有人都已回應，吃碰已經結算：你的回應不能收回。",
    "game.four_color_cards.take_back_discard": "只有對還可以吃碰胡的牌所做的回應才能收回：打出的牌和胡牌都不能收回。",
    "game.four_color_cards.not_awaited": "目前沒有等你決定的事。",
    "game.four_color_cards.no_claim": "你不能要這張{card}：你手上的牌和它湊不成你可以要的牌組。",
    "game.four_color_cards.own_discard": "{card}是你自己打出的，你不能要這張牌。",
    "game.four_color_cards.unknown_move": (
        "「{move}」不是有效的行動。請寫例如 `discard rc`、`pong`、`kong`、`hu`、`pair`、`general`、`command`、"
        "`field`、`soldiers ys gs` 或 `pass`。"
    ),
    "game.four_color_cards.unknown_card": (
        "「{card}」不是牌。請寫一個顏色字母（r 紅、y 黃、g 綠、w 白）加一個牌種字母（g 將、a 士、e 象、c 車、"
        "h 馬、p 包、s 卒），例如 `rc` 就是紅俥。"
    ),
    "game.four_color_cards.must_discard": "你現在必須打出一張牌，例如 `discard {example}`。",
    "game.four_color_cards.general_not_discardable": "將帥永遠不能打出。",
    "game.four_color_cards.card_not_in_hand": "你手上沒有{card}。",
    "game.four_color_cards.no_card_in_play": "場上沒有可以要的牌；你現在必須打出一張牌。",
    "game.four_color_cards.not_next_player": (
        "只有下家才能吃這張牌組成{meld}（翻出的牌，翻牌的人自己也可以吃）；"
        "除了打出這張牌的人，任何人都可以拿它碰、槓或胡。"
    ),
    "game.four_color_cards.only_drawer_takes_general": "只有翻到將帥的人，才能把它收成單將或將士象。",
    "game.four_color_cards.missing_for_kong": "你手上要有三張{card}，才能槓。",
    "game.four_color_cards.missing_for_pong": "你手上要有兩張{card}，才能碰。",
    "game.four_color_cards.missing_card": "你手上要有{first}，才能用{card}組成{meld}。",
    "game.four_color_cards.missing_two_cards": "你手上要有{first}和{second}，才能用{card}組成{meld}。",
    "game.four_color_cards.missing_three_cards": "你手上要有{first}、{second}和{third}，才能用{card}組成{meld}。",
    "game.four_color_cards.wrong_meld": "場上的{card}無法組成{meld}。",
    "game.four_color_cards.general_pong": "場上的{card}不能碰：將帥永遠不能碰。",
    "game.four_color_cards.pairs_not_claimable": "本桌不能吃牌組成對子。",
    "game.four_color_cards.bad_soldiers": (
        "兵卒組由 3 或 4 張不同顏色的兵卒組成：場上的{card}，加上你手上兩到三張其他顏色的兵卒。"
    ),
    "game.four_color_cards.not_a_win": "你的手牌加上{card}無法完整拆成牌組，所以不能胡。",
    "game.four_color_cards.hu_below_threshold": "你的牌只有 {points} 胡，未達 {threshold} 胡的門檻，不能胡。",
    "game.four_color_cards.no_opening_hu": "莊家不能用起手牌胡；請先打出一張牌。",
    "game.four_color_cards.must_take_general": (
        "你翻到了將帥，必須收下（`general`、`command`、`kong` 或 `hu`），不能過。"
    ),
    "game.four_color_cards.must_hu": "本桌規定：能胡的人就必須胡。",
    "game.four_color_cards.must_kong": "本桌規定：能槓的人不能過。",
    "game.four_color_cards.claim_window_open": "這張牌可以吃碰胡：請胡、槓、碰、吃，或回答 `pass` 表示過。",
    "game.four_color_cards.not_legal": "現在不能執行「{move}」。",
    # The cards and melds a refusal names (games/four_color_cards/messages.py, TERMS)
    "term.four_color_cards.card.rg": "紅帥",
    "term.four_color_cards.card.ra": "紅仕",
    "term.four_color_cards.card.re": "紅相",
    "term.four_color_cards.card.rc": "紅俥",
    "term.four_color_cards.card.rh": "紅傌",
    "term.four_color_cards.card.rp": "紅炮",
    "term.four_color_cards.card.rs": "紅兵",
    "term.four_color_cards.card.yg": "黃帥",
    "term.four_color_cards.card.ya": "黃仕",
    "term.four_color_cards.card.ye": "黃相",
    "term.four_color_cards.card.yc": "黃俥",
    "term.four_color_cards.card.yh": "黃傌",
    "term.four_color_cards.card.yp": "黃炮",
    "term.four_color_cards.card.ys": "黃兵",
    "term.four_color_cards.card.gg": "綠將",
    "term.four_color_cards.card.ga": "綠士",
    "term.four_color_cards.card.ge": "綠象",
    "term.four_color_cards.card.gc": "綠車",
    "term.four_color_cards.card.gh": "綠馬",
    "term.four_color_cards.card.gp": "綠包",
    "term.four_color_cards.card.gs": "綠卒",
    "term.four_color_cards.card.wg": "白將",
    "term.four_color_cards.card.wa": "白士",
    "term.four_color_cards.card.we": "白象",
    "term.four_color_cards.card.wc": "白車",
    "term.four_color_cards.card.wh": "白馬",
    "term.four_color_cards.card.wp": "白包",
    "term.four_color_cards.card.ws": "白卒",
    "term.four_color_cards.meld.pair": "對子",
    "term.four_color_cards.meld.general": "單將",
    "term.four_color_cards.meld.command": "將士象",
    "term.four_color_cards.meld.field": "車馬包",
    "term.four_color_cards.meld.soldiers": "兵卒組",
    # The words drawn in the pictures (render/four_color_cards/words.py)
    # The header draws the gold 四色牌 itself; the title beside it translates that name, which Chinese needs not.
    "picture.four_color_cards.title": "",
    "picture.four_color_cards.hand_title": "{name} 的手牌",
    "picture.four_color_cards.round": "第 {round} 局（共 {rounds} 局）",
    "picture.four_color_cards.seat": "{number} 號玩家",
    "picture.four_color_cards.list.two": "{first} 和 {second}",
    "picture.four_color_cards.list.more": "{first}、{rest}",
    "picture.four_color_cards.stock": "牌堆 {count}",
    "picture.four_color_cards.to_discard": "輪到 {name} 打牌",
    "picture.four_color_cards.claim_or_pass": "胡、槓、碰、吃或過",
    "picture.four_color_cards.discarded_by": "由 {name} 打出",
    "picture.four_color_cards.turned_by": "由 {name} 從牌堆翻出",
    "picture.four_color_cards.big_claims": "胡、槓、碰：{who}",
    "picture.four_color_cards.other_claims": "吃：{who}",
    "picture.four_color_cards.everyone": "所有人",
    "picture.four_color_cards.all_but": "除了 {names} 以外的人",
    "picture.four_color_cards.nobody": "沒有人",
    "picture.four_color_cards.game_over": "遊戲結束",
    "picture.four_color_cards.winner": "{name} 獲勝",
    "picture.four_color_cards.winners": "{names} 並列第一",
    "picture.four_color_cards.your_discard": "輪到你了：打出一張牌",
    "picture.four_color_cards.no_general_discard": "將帥不能打出",
    "picture.four_color_cards.you_may_claim": "你可以要這張牌",
    "picture.four_color_cards.no_claim": "這張牌你不能要",
    "picture.four_color_cards.you_passed": "你選擇了過",
    "picture.four_color_cards.you_claimed": "你的選擇：{claim}",
    "picture.four_color_cards.hand_cards": "手牌 {count} 張",
    "picture.four_color_cards.stock_left": "牌堆 {count}",
    "picture.four_color_cards.your_melds": "你的桌面牌組 · {count} 胡",
    "picture.four_color_cards.your_claims": "你可以這樣吃碰",
    "picture.four_color_cards.colour.r": "紅",
    "picture.four_color_cards.colour.y": "黃",
    "picture.four_color_cards.colour.g": "綠",
    "picture.four_color_cards.colour.w": "白",
    "picture.four_color_cards.chips": "{count} 個籌碼",
    "picture.four_color_cards.table_points": "{count} 胡",
    "picture.four_color_cards.no_melds": "桌面上還沒有牌組",
    "picture.four_color_cards.tag.to_discard": "打牌中",
    "picture.four_color_cards.tag.discarded": "打出",
    "picture.four_color_cards.tag.turned": "翻出",
    "picture.four_color_cards.tag.any_meld": "胡·槓·碰·吃",
    "picture.four_color_cards.tag.big_claims": "胡·槓·碰",
    "picture.four_color_cards.meld": "{meld} {points} 胡",
    "picture.four_color_cards.meld.general": "單將",
    "picture.four_color_cards.meld.general.short": "將",
    "picture.four_color_cards.meld.command": "將士象",
    "picture.four_color_cards.meld.field": "車馬包",
    "picture.four_color_cards.meld.soldiers3": "兵卒組",
    "picture.four_color_cards.meld.soldiers4": "兵卒組",
    "picture.four_color_cards.meld.pair": "對子",
    "picture.four_color_cards.meld.triple": "三張",
    "picture.four_color_cards.meld.quad": "四張",
    "picture.four_color_cards.meld.general_quad": "四將",
    "picture.four_color_cards.claim.hu": "胡牌",
    "picture.four_color_cards.claim.kong": "槓",
    "picture.four_color_cards.claim.pong": "碰",
    "picture.four_color_cards.claim.pair": "對子",
    "picture.four_color_cards.claim.general": "單將",
    "picture.four_color_cards.claim.command": "將士象",
    "picture.four_color_cards.claim.field": "車馬包",
    "picture.four_color_cards.claim.pass": "過",
    "picture.four_color_cards.dead": "廢牌 · {count}",
    "picture.four_color_cards.round.draw": "第 {round} 局：牌堆翻完，流局，誰都不用付。",
    "picture.four_color_cards.round.hu": "第 {round} 局：{name} 胡了",
    "picture.four_color_cards.round.exhausted_hand": "第 {round} 局：{name} 沒有牌可打，結束這局",
    "picture.four_color_cards.round.opening_hu": "第 {round} 局：{name} 用起手牌胡了",
    "picture.four_color_cards.round.paid": "{count} 胡：其他每位玩家各付 {paid} 個籌碼",
    "picture.four_color_cards.round.paid_bonus": "{count} 胡（{base} + 點花 {bonus}）：其他每位玩家各付 {paid} 個籌碼",
    "picture.four_color_cards.round.penalty": "{count} 胡，不夠 {threshold} 胡：賠每位玩家各 {paid} 個籌碼",
    "picture.four_color_cards.round.penalty_bonus": (
        "{count} 胡（{base} + 點花 {bonus}），不夠 {threshold} 胡：賠每位玩家各 {paid} 個籌碼"
    ),
    "picture.four_color_cards.bonus": "點花",
    "picture.four_color_cards.final_chips": "最終籌碼",
    "picture.four_color_cards.rounds.title": "各局籌碼輸贏 · 結束該局者的胡數",
    "picture.four_color_cards.rounds.round": "局",
    "picture.four_color_cards.rounds.finisher": "{change} · {count} 胡",
    "picture.four_color_cards.rounds.draw": "流局，誰都不用付",
    "picture.four_color_cards.rounds.chips": "籌碼",
    # The board's title (the round and the turn) and the round marks of /game history.
    "history.stage.four_color_cards": "——第 {round} 局（共 {rounds} 局）——",
    "moment.four_color_cards.discard": "第 {round} 局（共 {rounds} 局）· 輪到 {name} 打牌",
    "moment.four_color_cards.claim_discard": "第 {round} 局（共 {rounds} 局）· {name} 打出的牌：胡、槓、碰、吃或過",
    "moment.four_color_cards.claim_turned": (
        "第 {round} 局（共 {rounds} 局）· {name} 從牌堆翻出的牌：胡、槓、碰、吃或過"
    ),
    "button.turn.four_color_cards": "手牌／吃碰",
    "game.score.four_color_cards": "{count} 個籌碼",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "紅",
    "fcc.colour.y": "黃",
    "fcc.colour.g": "綠",
    "fcc.colour.w": "白",
    "fcc.rank.g": "將",
    "fcc.rank.a": "士",
    "fcc.rank.e": "象",
    "fcc.rank.c": "車",
    "fcc.rank.h": "馬",
    "fcc.rank.p": "包",
    "fcc.rank.s": "卒",
    "fcc.card": "{colour}{glyph}（{rank}）",
    "fcc.cards.many": "{count} 張{card}",
    "fcc.cards.counted": "{count} 張{card}",
    # The glyphs name the meld as printed: 綠色將士象, 紅色俥傌炮.
    "fcc.meld.command": "{colour}{glyphs}",
    "fcc.meld.field": "{colour}{glyphs}",
    "fcc.meld.colour_joiner": "",
    # The colours already tell the printed glyphs (red, yellow 兵; green, white 卒): not repeated.
    "fcc.meld.soldiers": "{colours}兵卒組{glyphs:.0}",
    "fcc.meld.general": "單將（{card}）",
    "fcc.meld.generals": "{count} 張單將（{glyphs}）",
    "fcc.meld.pair": "一對{card}",
    "fcc.meld.triple": "三張{card}",
    "fcc.meld.quad": "四張{card}（槓）",
    "fcc.meld.general_quad": "四張{card}（槓）",
    "fcc.meld.scored": "{meld}算 {count} 胡",
    "fcc.meld.scored_winning": "{meld}算 {count} 胡（靠胡的那張牌湊成，按桌面牌組計分）",
    "fcc.said.discard": "{user} 打出{card}",
    "fcc.said.opening_hu": "{user} 用起手牌胡了",
    "fcc.window.dead_one": "沒人要{card}，成了廢牌。",
    "fcc.window.dead": "接連 {count} 張牌沒人要，都成了廢牌：{cards}（第二張起是從牌堆翻出的）。",
    "fcc.window.turned": "{user} 從牌堆翻出{card}。",
    "fcc.claim.triple": "{user} 碰了{card}，亮出手上的兩張。",
    "fcc.claim.quad": "{user} 槓了{card}，亮出手上的三張。",
    "fcc.claim.general_quad": "{user} 槓了{card}，亮出手上的三張。",
    "fcc.claim.pair": "{user} 吃了{card}，和手上的一張湊成對子。",
    "fcc.claim.general": "{user} 收下{card}，當單將。",
    "fcc.claim.command": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.claim.field": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.claim.soldiers3": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.claim.soldiers4": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.result.round": "【第 {round} 局（共 {rounds} 局）】",
    "fcc.result.draw": "牌堆翻完了，流局，誰都不用付籌碼。",
    "fcc.result.hu": "{user} 胡了 {source}的{card}。",
    "fcc.result.from_discard": "{user} 打出",
    "fcc.result.from_draw": "{user} 從牌堆翻出",
    "fcc.result.from_own_draw": "自己從牌堆翻出",
    "fcc.result.opening_hu": "{user} 用起手牌胡了。",
    "fcc.result.exhausted_hand": "{user} 吃碰後手上只剩將帥，沒牌可打，本局就此結束，以他的牌結算。",
    "fcc.result.table_melds": "桌面牌組：{melds}。",
    "fcc.result.hand_melds": "手牌牌組：{melds}。",
    "fcc.result.points": "牌組共 {count} 胡。",
    "fcc.result.points_bonus": "牌組共 {count} 胡；點花牌是{card}，再加 {bonus} 胡，合計 {points} 胡。",
    "fcc.result.points_bonus_nothing": "牌組共 {count} 胡；點花牌是{card}，沒有加胡。",
    "fcc.result.points_empty_stock": "牌組共 {count} 胡；牌堆已經空了，沒有點花牌。",
    "fcc.result.paid": "{others} 付給 {user} {chips}。",
    "fcc.result.paid_each": "{others} 各付給 {user} {chips}。",
    "fcc.result.penalty": "不夠 {threshold} 胡：{user} 要賠給 {others} {chips}。",
    "fcc.result.penalty_each": "不夠 {threshold} 胡：{user} 要賠給 {others} 每人 {chips}。",
    "fcc.chips": "{count} 個籌碼",
    "fcc.result.seat_chips": "{user} {chips}",
    "fcc.result.then": "{first}{then}",
    "fcc.result.chips": "目前籌碼：{chips}。",
    "fcc.result.next_round": "【第 {round} 局（共 {rounds} 局）】開始：{user} 當莊，拿 21 張牌先打。",
    "fcc.end.rounds": "最後一局打完了；籌碼最多的玩家獲勝。",
    "panel.four_color_cards.your_discard": "輪到你了：打出一張牌（將帥永遠不能打出）。",
    "panel.four_color_cards.in_play": "場上的牌：{card}，{source}。要胡、槓、碰、吃，還是過？",
    "panel.four_color_cards.from_discard": "由 {user} 打出",
    "panel.four_color_cards.from_draw": "由 {user} 從牌堆翻出",
    "panel.four_color_cards.from_own_draw": "由你自己從牌堆翻出",
    "panel.four_color_cards.no_pass_general": "你翻到了將帥：必須收下，不能過。",
    "panel.four_color_cards.no_pass": "依本桌規則，這張牌你不能過。",
    "panel.four_color_cards.discard_card": "打出{card}",
    "panel.four_color_cards.pass": "過",
    "panel.four_color_cards.hu": "胡牌",
    "panel.four_color_cards.general": "單將：單獨收下",
    "panel.four_color_cards.kong": "槓：{cards}",
    "panel.four_color_cards.pong": "碰：{cards}",
    "panel.four_color_cards.pair": "對子：{cards}",
    "panel.four_color_cards.command": "將士象：{cards}",
    "panel.four_color_cards.field": "車馬包：{cards}",
    "panel.four_color_cards.soldiers": "兵卒組：{cards}",
    "rules.four_color_cards": (
        "《四色牌》是 2 到 4 人玩的台灣紙牌遊戲。吃碰別人打出或翻出的牌來組成牌組，等整手牌都能組成牌組時就喊**胡**。"
        "至少 10 胡，其他人才會付你籌碼。打完 3 局後，籌碼最多的人獲勝。"
    ),
    "rules.four_color_cards.goal.title": "目標",
    "rules.four_color_cards.goal": (
        "把整手牌都組成牌組來結束一局：用完成牌組的那張牌喊**胡**。每個牌組都有胡數。至少 **10 胡**時，"
        "其他每位玩家都要付你籌碼；不到 10 胡，反而要你賠給他們。只有結束這局的人計分。最後一局結束後，"
        "籌碼最多的人獲勝。"
    ),
    "rules.four_color_cards.cards.title": "牌",
    "rules.four_color_cards.cards": (
        "共 112 張：**4 種顏色**（紅、黃、綠、白）、**7 種牌**，每種顏色的每種牌各有 **4 張**。"
        "紅牌和黃牌印前一個字，綠牌和白牌印後一個字：\n"
        "- 將：帥／將\n"
        "- 士：仕／士\n"
        "- 象：相／象\n"
        "- 車：俥／車\n"
        "- 馬：傌／馬\n"
        "- 包：炮／包\n"
        "- 卒：兵／卒\n"
        "顏色和牌種都相同的兩張牌才算**相同**。每人發 20 張；莊家 21 張。"
    ),
    "rules.four_color_cards.turn.title": "回合與吃碰",
    "rules.four_color_cards.turn": (
        "莊家先打出一張牌。**將帥永遠不能打出**。每張打出或從牌堆翻出的牌都可以**吃碰胡**：所有人同時回應，"
        "胡、槓、碰、吃或過。\n"
        "- **胡**、**槓**、**碰**：除了打出這張牌的人，任何人都可以。\n"
        "- **吃**（組成其他牌組）：只有下家可以；翻出的牌，翻牌的人自己也可以吃。\n"
        "胡大於槓、槓大於碰、碰大於其他牌組；同級時由座位最近的人優先。拿到這張牌的人把牌組攤在桌面上，再打出一張牌，"
        "遊戲從他那裡繼續。如果所有人都過，這張牌就作廢，由打出或翻出這張牌的人的下家翻開牌堆最上面的牌。牌永遠不會摸進手裡。"
        "你翻到的將帥必須由你收下（單獨或組成牌組），除非有人用它胡或槓。"
    ),
    "rules.four_color_cards.melds.title": "牌組（桌面／手牌胡數）",
    "rules.four_color_cards.melds": (
        "**桌面**牌組是你吃碰後攤開的牌組；**手牌**牌組在計分前都不公開。\n"
        "- 單將：1／1\n"
        "- 將士象（同色的將、士、象）：2／2\n"
        "- 車馬包（同色的車、馬、包）：1／1\n"
        "- 兵卒組，三種顏色的兵卒各一張：3／3\n"
        "- 兵卒組，四種顏色的兵卒各一張：5／5\n"
        "- 對子，兩張相同的牌（將帥和兵卒除外）：0／0\n"
        "- 碰，三張相同的牌（將帥除外）：1／3\n"
        "- 槓，四張相同的牌（將帥除外）：6／8\n"
        "- 四將，四張相同將帥的槓：8／6\n"
        "兩三張相同的將帥只算各自的單將。每張牌只能屬於一個牌組。桌面牌組攤出後就不能再變動。"
    ),
    "rules.four_color_cards.winning.title": "胡牌",
    "rules.four_color_cards.winning": (
        "當你的手牌加上場上的牌能完整拆成牌組、沒有剩牌時，就喊**胡**。莊家不能用發到的 21 張牌胡。"
        "桌面牌組按桌面胡數計分，手牌牌組按手牌胡數計分（系統會替你找出最好的拆法）；胡的那張牌所完成的牌組，"
        "按桌面胡數計分。要達到 **10 胡**才會收到籌碼。\n"
        "**點花牌**：如果你達到 10 胡，就翻開牌堆最上面的牌（如果還有牌）。你每有一張與它相同的牌（手牌、"
        "桌面或胡的那張牌都算），就 +1 胡。點花不算進 10 胡的門檻。"
    ),
    "rules.four_color_cards.chips.title": "籌碼",
    "rules.four_color_cards.chips": (
        "每人一開始有 **20 個籌碼**；籌碼可以變成負數。\n"
        "- **以 10 胡以上胡牌**：其他每位玩家付你（胡數 − 10）+ 1 個籌碼。\n"
        "- **不夠胡**：結束這局時不到 10 胡，你要賠其他每位玩家各 11 個籌碼。\n"
        "- **流局**：誰都不用付。\n"
        "4 人局的例子：你的牌組共 12 胡，點花牌和你的 2 張牌相同，所以你有 14 胡。"
        "每位對手付你 14 − 10 + 1 = 5 個籌碼，你共得 15 個。如果不夠胡，你要賠出 3 × 11 = 33 個籌碼。"
    ),
    "rules.four_color_cards.end.title": "一局與整場遊戲的結束",
    "rules.four_color_cards.end": (
        "一局在以下情況結束：\n"
        "- 有人喊**胡**；\n"
        "- 吃碰的人已經沒有牌可打（只剩將帥，或沒有牌）：由他結束這局並計分；\n"
        "- 需要翻牌，但牌堆已經空了：**流局**。\n"
        "贏家當下一局的莊家；流局或不夠胡時，由原莊家連莊。遊戲預設共 **3 局**。籌碼最多的人獲勝；"
        "籌碼相同則名次並列。"
    ),
    "rules.four_color_cards.moves.title": "行動",
    "rules.four_color_cards.moves": (
        "用 `/行動` 輸入行動。一張牌寫成顏色字母（r 紅、y 黃、g 綠、w 白）加牌種字母（g 將、a 士、e 象、c 車、h 馬、"
        "p 包、s 卒）：rc 就是紅俥。吃碰時不用寫出場上的那張牌。\n"
        "- `discard rc`：打出紅俥\n"
        "- `pass`：過，不要這張牌\n"
        "- `hu`：用這張牌胡\n"
        "- `pong`、`kong`、`pair`：用你手上相同的牌\n"
        "- `general`：單獨收下翻到的將帥\n"
        "- `command`、`field`：用同色的另外兩張牌組成將士象或車馬包\n"
        "- `soldiers ys gs` 或 `soldiers ys gs ws`：加上你其他顏色的兵卒"
    ),
    "option.four_color_cards.rounds": "局數",
    "option.four_color_cards.starting_chips": "起始籌碼",
    "option.four_color_cards.threshold": "門檻（收籌碼需要的胡數）",
    "option.four_color_cards.stake": "每次付款另加的固定籌碼",
    "option.four_color_cards.bonus_counts_toward_threshold": "點花算進門檻",
    "option.four_color_cards.bonus_match": "點花牌相同的條件",
    "option.four_color_cards.bonus_match.colour_and_rank": "顏色和牌種都相同",
    "option.four_color_cards.bonus_match.rank_only": "牌種相同就算",
    "option.four_color_cards.bonus_below_threshold": "未達門檻也翻點花牌",
    "option.four_color_cards.winning_meld_value": "胡的那張牌所完成的牌組",
    "option.four_color_cards.winning_meld_value.table": "按桌面胡數",
    "option.four_color_cards.winning_meld_value.hand": "按手牌胡數",
    "option.four_color_cards.winning_meld_value.table_if_claimed": "按桌面胡數，自己翻出的按手牌胡數",
    "option.four_color_cards.pair_claims": "可以吃牌組成對子",
    "option.four_color_cards.pairs_in_winning_hand": "胡牌時可以有對子",
    "option.four_color_cards.hu_below_threshold": "未達門檻也能胡（按不夠胡賠籌碼）",
    "option.four_color_cards.forced_hu": "能胡就一定要胡",
    "option.four_color_cards.forced_kong": "能槓就不能過",
    "option.four_color_cards.next_opener": "下一局的莊家",
    "option.four_color_cards.next_opener.winner": "贏家（流局或不夠胡時由原莊家連莊）",
    "option.four_color_cards.next_opener.rotate": "下一位玩家",
    "option.four_color_cards.dead_wall": "牌堆最後不翻的死牌",
    "option.four_color_cards.opening_hu": "莊家可用起手 21 張牌胡",
    # 四色牌：胡牌選項——這手牌值多少胡，胡了會收多少或付多少。
    "panel.four_color_cards.hu_paid": "胡牌：{count} 胡，每人付你 {amount} 個籌碼",
    "panel.four_color_cards.hu_penalty": "胡牌：{count} 胡，不夠 {threshold} 胡，你賠每人 {amount} 個籌碼",
    "panel.four_color_cards.hu_note_paid": (
        "現在胡的話，這手牌 {count} 胡（門檻 {threshold} 胡），其他每位玩家各付你 {amount} 個籌碼，共 {total} 個。"
    ),
    "panel.four_color_cards.hu_note_penalty": (
        "現在胡的話，這手牌只有 {count} 胡，不夠 {threshold} 胡的門檻："
        "你要賠給其他每位玩家各 {amount} 個籌碼，共 {total} 個。"
    ),
    "panel.four_color_cards.hu_note_bonus": "胡牌後還要翻點花牌：你每有一張和它相同的牌，每人就多付你 1 個籌碼。",
    "panel.four_color_cards.hu_note_bonus_may_reach": "這桌的點花計入門檻，點花牌仍可能讓你達到 {threshold} 胡。",
}
