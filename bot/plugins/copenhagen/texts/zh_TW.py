"""Traditional Chinese catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the Traditional Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.copenhagen": "哥本哈根",
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "遊戲已經結束。",
    "game.copenhagen.not_your_turn": "還沒輪到你。",
    "game.copenhagen.bad_notation": (
        "我看不懂「{move}」。行動的寫法像這樣：`take 3`、`discard red`、`build red3 r90 c2`、"
        "`pay 2red`、`white c3`、`ability extra`、`refresh`、`both`、`end`、`cancel`。"
    ),
    "game.copenhagen.wrong_time": "現在不能「{verb}」：{expected}。",
    "game.copenhagen.wrong_time_second": "現在不能「{verb}」：請從 {slots} 號位置拿第二張牌（`take {slot}`）。",
    "game.copenhagen.wrong_time_after_take": (
        "現在不能「{verb}」：請使用額外拿牌再拿一張（`take {slot}`）、使用雙行動（`both`），或結束回合（`end`）。"
    ),
    "game.copenhagen.wrong_time_additional_card": (
        "現在不能「{verb}」：請使用額外拿牌再拿一張（`take {slot}`），或結束回合（`end`）。"
    ),
    "game.copenhagen.wrong_time_both_actions": (
        "現在不能「{verb}」：請使用雙行動建造一塊板塊（`both`），或結束回合（`end`）。"
    ),
    "game.copenhagen.both_after_cards": "雙行動要在拿牌之後使用：先拿牌，再用 `both` 在同一回合建造一塊板塊。",
    "game.copenhagen.bad_slot": "港口的位置編號是 1 到 7。",
    "game.copenhagen.slot_empty": "港口的 {slot} 號位置是空的。",
    "game.copenhagen.not_adjacent": (
        "你的第二張牌必須來自 {first} 號位置旁邊的位置（{options}）；要拿其他位置，需要可用的「任選牌」能力。"
    ),
    "game.copenhagen.no_card_of_colour": "你沒有{colour}的牌可以棄掉。",
    "game.copenhagen.unknown_colour": "「{colour}」不是顏色：請用 `red`、`yellow`、`green`、`blue` 或 `purple`。",
    "game.copenhagen.unknown_tile": "「{tile}」不是板塊：請寫顏色加上 2 到 5 的大小，例如 `red3`。",
    "game.copenhagen.bad_orientation": (
        "「{orientation}」不是方向：請用 `r0`、`r90`、`r180`、`r270`、`m0`、`m90`、`m180` 或 `m270`。"
    ),
    "game.copenhagen.bad_cell": "「{cell}」不是格子：欄為 a 到 e，列為 1（地面層）到 9，例如 `c1`。",
    "game.copenhagen.supply_empty": "供應區已經沒有這種板塊（`{tile}`）了。",
    "game.copenhagen.outside_board": "這樣放的話，板塊會有一部分超出你的立面。",
    "game.copenhagen.overlap": "這樣放會蓋到已經建好的格子。",
    "game.copenhagen.unsupported": "板塊至少要有一格放在地面層，或直接壓在已經建好的格子上。",
    "game.copenhagen.cannot_afford": "這塊板塊放在那裡要 {count} 張{colour}牌，你付不起。",
    "game.copenhagen.bad_payment": "不能這樣支付這塊板塊。你可以：{options}。",
    "game.copenhagen.white_none_left": "供應區已經沒有白色板塊了。",
    "game.copenhagen.white_cell": "白色板塊必須放在地面層的空格，或直接放在已建好格子上方的空格。",
    "game.copenhagen.unknown_ability": "「{ability}」不是能力：請用 `any`、`extra`、`discount`、`colors` 或 `both`。",
    "game.copenhagen.ability_owned": "你已經擁有「{ability}」能力了。",
    "game.copenhagen.ability_none_left": "已經沒有「{ability}」能力板塊了。",
    "game.copenhagen.nothing_to_refresh": "你的能力板塊都還沒用過，沒有需要翻回正面的。",
    "game.copenhagen.ability_not_active": "你沒有可用的「{ability}」能力板塊。",
    "game.copenhagen.no_undo": "「undo」不是行動：用 `/收回` 取消你的上一步。",
    # Undo: why a move cannot be taken back (/undo).
    "game.copenhagen.take_back_drew": "這一步從抽牌堆翻出了原本看不到的牌：不能收回。",
    # Copenhagen's move labels (games/copenhagen/labels.py): {colour} is one of the colour words below.
    "label.copenhagen.take": "拿 {slot} 號位置的{colour}牌",
    "label.copenhagen.take_additional": "拿 {slot} 號位置的{colour}牌（使用額外拿牌）",
    "label.copenhagen.take_any_cards": "拿 {slot} 號位置的{colour}牌（使用任選牌）",
    "label.copenhagen.discard": "棄掉一張{colour}牌",
    "label.copenhagen.build": "建造{colour}板塊（{size} 格，{orientation}），磚塊在 {cell}",
    "label.copenhagen.build_cost": "建造{colour}板塊（{size} 格，{orientation}），磚塊在 {cell}，費用 {cost} 張牌",
    "label.copenhagen.build_cost_discount": (
        "建造{colour}板塊（{size} 格，{orientation}），磚塊在 {cell}，費用 {cost} 張牌"
        "（用建造折扣只要 {discounted} 張）"
    ),
    "label.copenhagen.build_cost_colors": (
        "建造{colour}板塊（{size} 格，{orientation}），磚塊在 {cell}，費用 {cost} 張牌（需用換色）"
    ),
    "label.copenhagen.build_cost_discount_colors": (
        "建造{colour}板塊（{size} 格，{orientation}），磚塊在 {cell}，費用 {cost} 張牌（用建造折扣只要 "
        "{discounted} 張，需用換色）"
    ),
    "label.copenhagen.pay": "支付：{payment}",
    "label.copenhagen.pay_discount": "支付：{payment}（使用建造折扣）",
    "label.copenhagen.white": "在 {cell} 放一塊白色窗戶板塊",
    "label.copenhagen.ability": "拿取「{ability}」能力",
    "label.copenhagen.both": "使用雙行動：現在建造一塊板塊",
    "label.copenhagen.end": "結束回合",
    "label.copenhagen.cancel": "改選其他位置",
    "label.copenhagen.refresh": "把所有用過的能力翻回正面",
    "label.copenhagen.amount.red": "{count} 張紅色牌",
    "label.copenhagen.amount.yellow": "{count} 張黃色牌",
    "label.copenhagen.amount.green": "{count} 張綠色牌",
    "label.copenhagen.amount.blue": "{count} 張藍色牌",
    "label.copenhagen.amount.purple": "{count} 張紫色牌",
    "label.copenhagen.nothing": "不用付牌",
    "label.copenhagen.payment_and": "{first}和 {then}",
    "label.copenhagen.colour.red": "紅色",
    "label.copenhagen.colour.yellow": "黃色",
    "label.copenhagen.colour.green": "綠色",
    "label.copenhagen.colour.blue": "藍色",
    "label.copenhagen.colour.purple": "紫色",
    "label.copenhagen.colour.empty": "（空位）",
    "label.copenhagen.ability.any_cards": "任選牌",
    "label.copenhagen.ability.additional_card": "額外拿牌",
    "label.copenhagen.ability.construction_discount": "建造折扣",
    "label.copenhagen.ability.change_of_colors": "換色",
    "label.copenhagen.ability.both_actions": "雙行動",
    # Copenhagen's words inside refusals (games/copenhagen/messages.py TERMS)
    "term.copenhagen.colour.red": "紅色",
    "term.copenhagen.colour.yellow": "黃色",
    "term.copenhagen.colour.green": "綠色",
    "term.copenhagen.colour.blue": "藍色",
    "term.copenhagen.colour.purple": "紫色",
    "term.copenhagen.ability.any_cards": "任選牌",
    "term.copenhagen.ability.additional_card": "額外拿牌",
    "term.copenhagen.ability.construction_discount": "建造折扣",
    "term.copenhagen.ability.change_of_colors": "換色",
    "term.copenhagen.ability.both_actions": "雙行動",
    "term.copenhagen.expected.start": "請拿牌（`take 3`）或建造板塊（`build red3 r0 a1`）",
    "term.copenhagen.expected.discard": "你的手牌超過 7 張，請棄掉一張（`discard red`）",
    "term.copenhagen.expected.build": "請建造一塊板塊（`build red3 r0 a1`）或結束回合（`end`）",
    "term.copenhagen.expected.pay": "請選擇付款方式（`pay 2red`）或改選其他位置（`cancel`）",
    "term.copenhagen.expected.coat": "請選擇一個紋章行動（`white c3`、`ability extra` 或 `refresh`）",
    # Copenhagen's pictures (render/copenhagen, picture.copenhagen.*)
    "picture.copenhagen.title": "哥本哈根",
    "picture.copenhagen.turn": "第 {turn} 回合",
    "picture.copenhagen.private": "只有你看得到",
    "picture.copenhagen.seat": "{number} 號玩家",
    "picture.copenhagen.to_play": "正在行動：{action}",
    "picture.copenhagen.your_turn": "輪到你：{action}",
    "picture.copenhagen.their_turn": "{name}：{action}",
    "picture.copenhagen.decision.take_or_build": "拿牌或建造板塊",
    "picture.copenhagen.decision.second_card": "拿第二張牌",
    "picture.copenhagen.decision.second_card_from": "拿第二張牌（第一張來自 {slot} 號位置）",
    "picture.copenhagen.decision.discard": "棄牌到剩 {limit} 張",
    "picture.copenhagen.decision.after_take": "額外拿牌、雙行動或結束回合",
    "picture.copenhagen.decision.both_actions_build": "用雙行動建造一塊板塊",
    "picture.copenhagen.decision.payment": "選擇付款方式",
    "picture.copenhagen.decision.pay_for": "支付{colour}板塊（{size} 格，磚塊在 {cell}）",
    "picture.copenhagen.decision.coat_of_arms": "選擇一個紋章行動",
    "picture.copenhagen.decision.coat_of_arms_more": {"other": "選擇一個紋章行動（還有 {count} 次）"},
    "picture.copenhagen.over": "遊戲結束",
    "picture.copenhagen.over.winner": "遊戲結束 · {winners} 獲勝",
    "picture.copenhagen.over.winners": "遊戲結束 · {winners} 共同獲勝",
    "picture.copenhagen.over.points": "遊戲結束 · {winners} 達到 {points} 分",
    "picture.copenhagen.over.end_card": "翻出「遊戲結束」卡 · 對局結束",
    "picture.copenhagen.over.end_card.winner": "翻出「遊戲結束」卡 · {winners} 獲勝",
    "picture.copenhagen.over.end_card.winners": "翻出「遊戲結束」卡 · {winners} 共同獲勝",
    "picture.copenhagen.and": "{one} 和 {other}",
    "picture.copenhagen.separator": "、",
    "picture.copenhagen.harbour": "港口",
    "picture.copenhagen.taken": "已拿走",
    "picture.copenhagen.cards": "卡牌",
    "picture.copenhagen.deck": "抽牌堆",
    "picture.copenhagen.discard": "棄牌堆",
    "picture.copenhagen.reshuffled": "已重洗 {times} 次",
    "picture.copenhagen.end_card.face": "結束",
    "picture.copenhagen.end_card.set_aside": "放在一旁",
    "picture.copenhagen.end_card.in_deck": "在抽牌堆裡",
    "picture.copenhagen.end_card.drawn": "翻出來了！",
    "picture.copenhagen.end_card.in_last": "在最後 {depth} 張",
    "picture.copenhagen.supply": "供應區",
    "picture.copenhagen.tag.to_play": "行動中",
    "picture.copenhagen.tag.winner": "獲勝",
    "picture.copenhagen.empty_cells": {"other": "{count} 個空格"},
    "picture.copenhagen.ability.chip.any_cards": "任選牌",
    "picture.copenhagen.ability.chip.additional_card": "額外拿牌",
    "picture.copenhagen.ability.chip.construction_discount": "建造折扣",
    "picture.copenhagen.ability.chip.change_of_colors": "換色",
    "picture.copenhagen.ability.chip.both_actions": "雙行動",
    "picture.copenhagen.ability.any_cards": "任選牌",
    "picture.copenhagen.ability.additional_card": "額外拿牌",
    "picture.copenhagen.ability.construction_discount": "建造折扣",
    "picture.copenhagen.ability.change_of_colors": "換色",
    "picture.copenhagen.ability.both_actions": "雙行動",
    "picture.copenhagen.ability_state.active": "可用",
    "picture.copenhagen.ability_state.used": "已用過",
    "picture.copenhagen.ability_state.missing": "未擁有",
    "picture.copenhagen.your_hand": "你的手牌",
    "picture.copenhagen.hand_count": "{held}/{limit} 張牌",
    "picture.copenhagen.no_hand": "沒有可顯示的牌",
    "picture.copenhagen.your_abilities": "你的能力",
    "picture.copenhagen.your_facade": "你的立面",
    "picture.copenhagen.preview": "預覽：{colour}板塊（{size} 格），磚塊在 {cell}（虛線）",
    "picture.copenhagen.chosen": "已選：{colour}板塊（{size} 格），磚塊在 {cell}（虛線）",
    "picture.copenhagen.score": "{score}/{goal} 分",
    # 拿牌後只列出仍可用的能力；「遊戲結束」卡結束時的平手判定；建造資訊框。
    "picture.copenhagen.decision.after_take.additional_card": "額外拿牌或結束回合",
    "picture.copenhagen.decision.after_take.both_actions": "雙行動或結束回合",
    "picture.copenhagen.decision.after_take.end": "結束回合",
    "picture.copenhagen.over.tie_break": {"other": "同為 {count} 分：空格最少者獲勝"},
    "picture.copenhagen.over.tie_shared": {"other": "同為 {count} 分且空格數相同：共同獲勝"},
    "picture.copenhagen.build.title": "本次建造",
    "picture.copenhagen.build.cost": {"other": "費用：{count} 張牌"},
    "picture.copenhagen.build.cost.free": "費用：免費",
    "picture.copenhagen.build.less.adjacent": "−1：與同色板塊相鄰",
    "picture.copenhagen.build.less.discount": "−1：建造折扣",
    "picture.copenhagen.build.pay": "支付：",
    "picture.copenhagen.build.or": "或",
    "picture.copenhagen.build.cannot_pay": "你的手牌不夠支付",
    "picture.copenhagen.build.scores": {"other": "得分 +{count}：{score}/{goal}"},
    "picture.copenhagen.build.scores.none": "暫不得分：{score}/{goal}",
    "picture.copenhagen.build.scores.wins": {"other": "得分 +{count}：{score}/{goal}，贏得遊戲"},
    "picture.copenhagen.colour.red": "紅色",
    "picture.copenhagen.colour.yellow": "黃色",
    "picture.copenhagen.colour.green": "綠色",
    "picture.copenhagen.colour.blue": "藍色",
    "picture.copenhagen.colour.purple": "紫色",
    # 哥本哈根的公開行動在頻道裡的說法（bot.said）。
    "said.copenhagen.take": "{user} 拿了 {slot} 號位置的{colour}牌",
    "said.copenhagen.take_additional": "{user} 用「額外拿牌」再拿了 {slot} 號位置的{colour}牌",
    "said.copenhagen.take_any_cards": "{user} 用「任選牌」拿了 {slot} 號位置的{colour}牌",
    "said.copenhagen.discard": "{user} 棄掉一張{colour}牌",
    "said.copenhagen.build": "{user} 建造了{colour}板塊（{size} 格），磚塊在 {cell}",
    "said.copenhagen.pay": "{user} 支付了 {payment}",
    "said.copenhagen.pay_discount": "{user} 用「建造折扣」支付了 {payment}",
    "said.copenhagen.white": "{user} 在 {cell} 放了一塊白色窗戶板塊",
    "said.copenhagen.ability": "{user} 拿了「{ability}」能力",
    "said.copenhagen.both": "{user} 使用「雙行動」，這回合接著建造一塊板塊",
    "said.copenhagen.end": "{user} 結束了回合",
    "said.copenhagen.cancel": "{user} 決定把板塊換個位置放",
    "said.copenhagen.refresh": "{user} 把所有用過的能力翻回正面",
    "said.copenhagen.over.points": "{user} 達到了 {points} 分。",
    "said.copenhagen.over.end_card": "翻出了「遊戲結束」卡，分數最高的玩家獲勝。",
    "said.copenhagen.colour.red": "紅色",
    "said.copenhagen.colour.yellow": "黃色",
    "said.copenhagen.colour.green": "綠色",
    "said.copenhagen.colour.blue": "藍色",
    "said.copenhagen.colour.purple": "紫色",
    "said.copenhagen.colour.empty": "（空位）",
    "game.score.copenhagen": "{count} 分",
    # Copenhagen's panel (bot/plugins/copenhagen/panel.py)
    "panel.copenhagen.decision.take_or_build": (
        "輪到你了：從港口拿一張牌（第二張要拿它旁邊位置的牌），或按**建造…**挑選板塊，看看能放在哪裡。"
    ),
    "panel.copenhagen.decision.take_or_build.take_only": (
        "輪到你了：從港口拿一張牌（第二張要拿它旁邊位置的牌）。你手上的牌還不夠建造任何板塊。"
    ),
    "panel.copenhagen.decision.second_card": "拿你的第二張牌。",
    "panel.copenhagen.decision.discard": "你的手牌超過 7 張：請棄掉一張。",
    "panel.copenhagen.decision.after_take": "使用「額外拿牌」再拿一張、使用「雙行動」，或結束回合。",
    "panel.copenhagen.decision.after_take.additional_card": "使用「額外拿牌」再拿一張，或結束回合。",
    "panel.copenhagen.decision.after_take.both_actions": "使用「雙行動」現在建造一塊板塊，或結束回合。",
    "panel.copenhagen.decision.both_actions_build": "雙行動：按**建造…**立刻建造一塊板塊，或結束回合。",
    "panel.copenhagen.decision.payment": ("選擇要怎麼支付立面上以虛線標示的板塊，或取消並改選其他位置。"),
    "panel.copenhagen.decision.coat_of_arms": (
        "紋章：放一塊白色窗戶板塊、拿一個你還沒有的能力，或把用過的能力翻回正面。"
    ),
    "panel.copenhagen.build": "建造…",
    "panel.copenhagen.build_steps": "分步建造：板塊、方向、位置…",
    "panel.copenhagen.tile_turned": "{tile}，{turn}",
    "panel.copenhagen.step_cost": {"=0": "{step}，免費", "other": "{step}，費用 {count} 張牌"},
    "panel.copenhagen.step_cost_from": {"=0": "{step}，部分位置免費", "other": "{step}，費用至少 {count} 張牌"},
    "panel.copenhagen.turn.r0": "不旋轉",
    "panel.copenhagen.turn.r90": "順時針旋轉 90°",
    "panel.copenhagen.turn.r180": "旋轉 180°",
    "panel.copenhagen.turn.r270": "逆時針旋轉 90°",
    "panel.copenhagen.turn.m0": "鏡像",
    "panel.copenhagen.turn.m90": "鏡像後順時針旋轉 90°",
    "panel.copenhagen.turn.m180": "鏡像後旋轉 180°",
    "panel.copenhagen.turn.m270": "鏡像後逆時針旋轉 90°",
    "panel.copenhagen.tiles": "選擇板塊。只會列出你在立面上某處付得起的板塊。",
    "panel.copenhagen.pick_tile": "選擇板塊…",
    "panel.copenhagen.pick_position": "選擇位置…",
    "panel.copenhagen.tile": "{colour}板塊（{size} 格）",
    "panel.copenhagen.positions": {"other": "{count} 個位置"},
    "panel.copenhagen.row": "第 {row} 列…",
    "panel.copenhagen.preview": ("預覽：{label}。\n可以旋轉、鏡像翻轉或改選其他位置；按**確認**就會建造在這裡。"),
    "panel.copenhagen.rotate": "旋轉 ↻",
    "panel.copenhagen.mirror": "鏡像 ⇆",
    "panel.copenhagen.confirm": "確認",
    "panel.copenhagen.back": "返回",
    "panel.copenhagen.colour.red": "紅色",
    "panel.copenhagen.colour.yellow": "黃色",
    "panel.copenhagen.colour.green": "綠色",
    "panel.copenhagen.colour.blue": "藍色",
    "panel.copenhagen.colour.purple": "紫色",
    "panel.copenhagen.no_builds": "目前沒有你付得起又放得進立面的板塊：這回合就拿牌吧。",
    "panel.copenhagen.no_position": "這個位置現在不能放。請按「建造…」重新選擇。",
    "rules.copenhagen": (
        "《哥本哈根》是 2 到 4 人的板塊拼放遊戲。你從港口收集各色卡牌，用它們換取板塊，建造自家房子的立面。"
        "填滿整列或整欄就能得分。最先達到 **12 分**的玩家立刻獲勝。"
    ),
    "rules.copenhagen.goal.title": "你的立面",
    "rules.copenhagen.goal": (
        "你的立面是 5 欄（從左到右為 a 到 e）× 9 列（1 是地面層，9 是頂樓）的格子，要用 2 到 5 格大小的板塊填滿。"
        "每塊板塊都恰好有一格**磚塊**，其他格都是**窗戶**。\n"
        "- 填滿整列或整欄就能得分。\n"
        "- 只由窗戶組成的列或欄，得分加倍。\n"
        "- **紋章**（在 c3、e5、b7、d9 格，以及第 2、4、6 列旁邊）能讓你執行額外的紋章行動。"
    ),
    "rules.copenhagen.turn.title": "你的回合",
    "rules.copenhagen.turn": (
        "第一位玩家起手 2 張牌，第二、三位 3 張，第四位 4 張。輪到你時，從下面兩件事中**擇一**：\n"
        "- **拿牌**：從港口的 7 個位置中任拿一張牌，再從緊鄰它的位置拿第二張（7 號和 1 號位置不相鄰）。\n"
        "- **建造**：在你的立面上建造一塊板塊。\n"
        "手牌上限 **7 張**：只要拿牌後超過，就立刻棄掉一張。你的回合結束時，港口的空位會從抽牌堆補滿。卡牌只看顏色；"
        "上面印的形狀只是提示。"
    ),
    "rules.copenhagen.build.title": "建造板塊",
    "rules.copenhagen.build": (
        "從共用的供應區挑一塊還有剩的板塊：選顏色（紅、黃、綠、藍或紫）和 2 到 5 格的大小。"
        "每種顏色都有自己的形狀。\n"
        "- **費用**：每格付一張同色的牌；如果板塊的側邊碰到你立面上同色的板塊，就少付一張。這個折扣會自動計算。\n"
        "- 板塊可以任意旋轉和鏡像翻轉。\n"
        "- 板塊不能超出格子範圍，也不能重疊。至少要有一格在地面層，或直接壓在先前建好的格子上；其他格可以懸空。\n"
        "付出的牌放進棄牌堆。"
    ),
    "rules.copenhagen.scoring.title": "計分",
    "rules.copenhagen.scoring": (
        "每建好一塊板塊，都會依你整個立面重新計分，白色板塊也算：\n"
        "- 填滿一整**列**（5 格）：**1** 分；全是窗戶則得 **2** 分。\n"
        "- 填滿一整**欄**（9 格）：**2** 分；全是窗戶則得 **4** 分。\n"
        "只要有一格磚塊，這一列或欄的得分就減半，所以磚塊要放得小心。第 2、4、6 列的計分和其他列一樣。"
        "分數永遠不會減少。"
    ),
    "rules.copenhagen.coats.title": "紋章與能力",
    "rules.copenhagen.coats": (
        "你的板塊每蓋住一個紋章格（c3、e5、b7、d9），或每完成一條有紋章的列（2、4、6），你就獲得一次**紋章行動**。"
        "每次行動擇一：\n"
        "- 免費放一塊**白色窗戶**板塊，放在地面層或直接放在已建好的格子上（它也可能再帶來紋章行動）；\n"
        "- 拿一個你還沒有的**能力**；\n"
        "- 把你所有用過的能力翻回正面。\n"
        "每個能力用過一次後，要翻回正面才能再用：\n"
        "- **任選牌**（所有人一開始都有）：第二張牌可以從任何位置拿。\n"
        "- **額外拿牌**：從任何位置拿第三張牌。\n"
        "- **建造折扣**：少付一張牌。\n"
        "- **換色**：另一種顏色的牌可以當作板塊的顏色來付。\n"
        "- **雙行動**：先拿牌，再建造。"
    ),
    "rules.copenhagen.end.title": "遊戲結束",
    "rules.copenhagen.end": (
        "- 只要某塊板塊（白色的也算）讓你達到 **12 分**以上，你就獲勝。勝利會在這塊板塊帶來的紋章行動之前結算，"
        "之後也沒有人再行動。\n"
        "- 否則，補充港口時一翻出「**遊戲結束**」卡，遊戲就立刻結束。這張卡在抽牌堆的最後 10 張裡；3 或 4 人遊戲時，"
        "則在重洗後的抽牌堆裡（抽牌堆第一次抽完時，把棄牌堆洗勻而成）。分數最高的人獲勝。平手時，空格最少的人獲勝；"
        "仍然平手就共同獲勝。"
    ),
    "rules.copenhagen.moves.title": "行動",
    "rules.copenhagen.moves": (
        "用 `/行動` 輸入行動，它會列出合法的選項。港口位置從左到右是 1 到 7。\n"
        "- `take 3`：拿 3 號位置的牌（使用額外拿牌時也這樣寫）。\n"
        "- `discard red`：手牌超過 7 張時，棄掉一張紅牌。\n"
        "- `build red3 r90 c2`：板塊（顏色和大小）、方向，最後是磚塊所在的格子。r0 是不旋轉的原始方向；r90、r180、"
        "r270 為順時針旋轉；m0 到 m270 為先鏡像翻轉再旋轉。\n"
        "- `pay 1red 1blue` 或 `pay 1red discount`：能力讓你有不同付法時，選擇怎麼付；`cancel` 重新選擇。\n"
        "- `both`：拿牌後使用雙行動（即使之後沒有建造也算用掉）；改用 `end` 則結束回合。\n"
        "- `white c3`、`ability extra`（或 any、discount、colors、both）、`refresh`：紋章行動。"
    ),
}
