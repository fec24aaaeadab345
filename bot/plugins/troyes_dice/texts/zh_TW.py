"""Traditional Chinese catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``), the game
words they name (``term.troyes_dice.*``) and the words its pictures draw (``picture.troyes_dice.*``).
Merged into the Traditional Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.troyes_dice": "特魯瓦骰子",
    # Troyes Dice's rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "遊戲已經結束。",
    # Undo: why a move cannot be taken back (/undo).
    "game.troyes_dice.take_back_all_chosen": "所有人都已選擇，選擇已經公開：你的選擇不能收回。",
    "game.troyes_dice.take_back_bonus_over": "額外建造已經結束，下一輪骰子已經擲出：你的建造不能收回。",
    "game.troyes_dice.bad_seat": "這桌沒有 {seat} 號座位。",
    "game.troyes_dice.already_chosen": "這一輪你已經選過了；請等其他玩家。",
    "game.troyes_dice.waiting_for_others": "你現在沒有需要決定的事；其他玩家正在完成額外建造。",
    "game.troyes_dice.bad_notation": (
        "我看不懂「{move}」。請寫例如 `die 1 work`、`die 2 pay deniers resources`、`die 3 as white to 5 "
        "prestige`，額外建造則寫 `build work red 4`。"
    ),
    "game.troyes_dice.no_such_slot": "沒有 {slot} 號骰：每輪的骰子編號是 1 到 4。",
    "game.troyes_dice.black_die": "{slot} 號骰是黑骰：沒有人可以拿。",
    "game.troyes_dice.pay_needed": (
        "2 號骰要任選一種資源付費（1 點影響力、1 枚金幣或 1 點知識）："
        "請加上 `pay influence`、`pay deniers` 或 `pay knowledge`。"
    ),
    "game.troyes_dice.pay_not_needed": "只有 2 號骰要自選一種資源付費；{slot} 號骰的費用：{price}，不用加 `pay`。",
    "game.troyes_dice.bad_value": "骰子點數是 1 到 6，不能調成 {value}（點數不能從 6 繞回 1）。",
    "game.troyes_dice.bad_value_low": "骰子點數是 1 到 6，不能調成 {value}（點數不能從 1 繞回 6）。",
    # {resource} is only ever named right after a number here, so its term carries the measure word (“2 點知識”).
    "game.troyes_dice.cannot_afford": "你的資源不夠：這一步要花 {cost} {resource}，你只有 {have} {resource}。",
    "game.troyes_dice.cell_built": "你第 {number} 欄的{building}已經建好了。",
    "game.troyes_dice.cell_destroyed": "你第 {number} 欄的{building}已經被黑骰摧毀了。",
    "game.troyes_dice.no_column": "沒有編號 {number} 的欄；欄的編號是 1 到 6。",
    "game.troyes_dice.supplies_only": (
        "你沒有任何資源，而黑骰佔住了免費的位置，所以你不拿骰子，改拿 1 點影響力、1 枚金幣和 1 點知識："
        "請輸入 `supplies`。"
    ),
    "game.troyes_dice.supplies_not_allowed": "只有在黑骰佔住免費位置、而且自己沒有任何資源時，才能拿補給。",
    "game.troyes_dice.bonus_expected": "請先完成你的額外建造：{bonus}。",
    "game.troyes_dice.no_bonus": "你現在沒有額外建造要做；請選一顆骰子，例如 `{example}`。",
    "game.troyes_dice.bonus_wrong_kind": "這次額外建造只能建造{kind}建築，不能建造{other}建築。",
    "game.troyes_dice.bonus_wrong_colour": "{track}市民軌的第 15 位市民只能讓你建造{colours}的聲望建築。",
    # The game words inside those messages (games/troyes_dice/messages.py, TERMS)
    # Only used in cannot_afford, right after a number: the measure word belongs to the word.
    "term.troyes_dice.resource.influence": "點影響力",
    "term.troyes_dice.resource.deniers": "枚金幣",
    "term.troyes_dice.resource.knowledge": "點知識",
    "term.troyes_dice.colour.red": "紅色",
    "term.troyes_dice.colour.yellow": "黃色",
    "term.troyes_dice.colour.white": "白色",
    "term.troyes_dice.track.red": "紅色",
    "term.troyes_dice.track.yellow": "黃色",
    "term.troyes_dice.track.white": "白色",
    "term.troyes_dice.kind.prestige": "聲望",
    "term.troyes_dice.kind.work": "工作",
    "term.troyes_dice.building.red_prestige": "堡壘",
    "term.troyes_dice.building.red_work": "伯爵府",
    "term.troyes_dice.building.yellow_prestige": "公會",
    "term.troyes_dice.building.yellow_work": "市政廳",
    "term.troyes_dice.building.white_prestige": "大教堂",
    "term.troyes_dice.building.white_work": "主教府",
    "term.troyes_dice.price.free": "免費",
    "term.troyes_dice.price.deniers.1": "1 枚金幣",
    "term.troyes_dice.price.deniers.2": "2 枚金幣",
    "term.troyes_dice.bonus.work": "建造一棟任意顏色的工作建築（`build work <colour> <column>`）",
    "term.troyes_dice.bonus.prestige.red": "建造一棟黃色或白色的聲望建築（`build prestige <colour> <column>`）",
    "term.troyes_dice.bonus.prestige.yellow": "建造一棟紅色或白色的聲望建築（`build prestige <colour> <column>`）",
    "term.troyes_dice.bonus.prestige.white": "建造一棟紅色或黃色的聲望建築（`build prestige <colour> <column>`）",
    # The words the pictures draw (render/troyes_dice/words.py)
    "picture.troyes_dice.title": "特魯瓦骰子",
    "picture.troyes_dice.moment.half": "第 {day} 天{half}（共 {days} 天）",
    "picture.troyes_dice.moment.bonus": "額外建造 · 第 {day} 天{half}（共 {days} 天）",
    "picture.troyes_dice.moment.over": "遊戲結束",
    "picture.troyes_dice.half.morning": "上午",
    "picture.troyes_dice.half.afternoon": "下午",
    "picture.troyes_dice.private.moment": {"other": "你的計分表 · {count} 分"},
    "picture.troyes_dice.seat": "{number} 號玩家",
    "picture.troyes_dice.letter.red": "紅",
    "picture.troyes_dice.letter.yellow": "黃",
    "picture.troyes_dice.letter.white": "白",
    "picture.troyes_dice.letter.influence": "影",
    "picture.troyes_dice.letter.deniers": "金",
    "picture.troyes_dice.letter.knowledge": "知",
    # The day segment of the wheel: "|" stands for the day's number, drawn on one line ("第 2 天").
    "picture.troyes_dice.wheel.day": "第 | 天",
    "picture.troyes_dice.hub.morning": "上午",
    "picture.troyes_dice.hub.afternoon": "下午",
    "picture.troyes_dice.wheel.morning": "第 {day} 天上午（共 {days} 天）",
    "picture.troyes_dice.wheel.afternoon": "第 {day} 天下午（共 {days} 天）",
    "picture.troyes_dice.wheel.over": "最後一輪 · 第 {day} 天（共 {days} 天）",
    "picture.troyes_dice.die": "{colour} {value}",
    "picture.troyes_dice.name.red": "紅色",
    "picture.troyes_dice.name.yellow": "黃色",
    "picture.troyes_dice.name.white": "白色",
    "picture.troyes_dice.slot.black": "黑色 {value}",
    "picture.troyes_dice.black.blocks.red": "擋住這個紅色廣場",
    "picture.troyes_dice.black.blocks.yellow": "擋住這個黃色廣場",
    "picture.troyes_dice.black.blocks.white": "擋住這個白色廣場",
    "picture.troyes_dice.black.destroys.red": "摧毀紅色區第 {number} 欄",
    "picture.troyes_dice.black.destroys.yellow": "摧毀黃色區第 {number} 欄",
    "picture.troyes_dice.black.destroys.white": "摧毀白色區第 {number} 欄",
    "picture.troyes_dice.price.pay": "支付",
    "picture.troyes_dice.price.free": "免費",
    "picture.troyes_dice.price.any": {"other": "任選 {count}"},
    "picture.troyes_dice.price.amount": "{count} {letter}",
    "picture.troyes_dice.guilds_count": "各色透明骰數（公會用）",
    "picture.troyes_dice.player": "玩家",
    "picture.troyes_dice.score": "分數",
    "picture.troyes_dice.head.resources": "資源",
    "picture.troyes_dice.head.citizens": "市民",
    "picture.troyes_dice.head.built": "建築",
    "picture.troyes_dice.status.chosen": "已選好",
    "picture.troyes_dice.status.choosing": "選擇中",
    "picture.troyes_dice.status.bonus": "額外建造",
    "picture.troyes_dice.status.done": "完成",
    "picture.troyes_dice.place.1": "第 1 名",
    "picture.troyes_dice.place.2": "第 2 名",
    "picture.troyes_dice.place.3": "第 3 名",
    "picture.troyes_dice.place.other": "第 {place} 名",
    # What each player chose at the last reveal, under their row of the board.
    "picture.troyes_dice.chose.line": "上一輪：{die} → {action}",
    "picture.troyes_dice.chose.die": "{slot} 號骰",
    "picture.troyes_dice.chose.die_as": "{slot} 號骰改成{colour}",
    "picture.troyes_dice.chose.die_to": "{slot} 號骰改成 {value}",
    "picture.troyes_dice.chose.die_as_to": "{slot} 號骰改成{colour} {value}",
    "picture.troyes_dice.chose.resources": "拿了資源",
    "picture.troyes_dice.chose.prestige": "建了聲望建築",
    "picture.troyes_dice.chose.work": "建了工作建築",
    "picture.troyes_dice.chose.take.influence": "拿了影響力",
    "picture.troyes_dice.chose.take.deniers": "拿了金幣",
    "picture.troyes_dice.chose.take.knowledge": "拿了知識",
    "picture.troyes_dice.chose.build": "建了{building}",
    "picture.troyes_dice.chose.supplies": "上一輪：拿了補給（1 點影響力、1 枚金幣、1 點知識）",
    "picture.troyes_dice.sheet.column": "欄",
    "picture.troyes_dice.building.red_prestige": "堡壘",
    "picture.troyes_dice.building.red_work": "伯爵府",
    "picture.troyes_dice.building.yellow_prestige": "公會",
    "picture.troyes_dice.building.yellow_work": "市政廳",
    "picture.troyes_dice.building.white_prestige": "大教堂",
    "picture.troyes_dice.building.white_work": "主教府",
    "picture.troyes_dice.hint.per": "每",
    "picture.troyes_dice.hint.scores": "計分：",
    "picture.troyes_dice.hint.row.red_prestige": "堡壘",
    "picture.troyes_dice.hint.row.red_work": "伯爵府",
    "picture.troyes_dice.hint.row.yellow_prestige": "公會",
    "picture.troyes_dice.hint.row.yellow_work": "市政廳",
    "picture.troyes_dice.hint.row.white_prestige": "大教堂",
    "picture.troyes_dice.hint.row.white_work": "主教府",
    "picture.troyes_dice.sheet.resources": "資源",
    "picture.troyes_dice.sheet.every_6th": "每標記滿 6 格得 1 位市民",
    "picture.troyes_dice.sheet.left": "剩下",
    "picture.troyes_dice.resource.influence": "影響力",
    "picture.troyes_dice.resource.deniers": "金幣",
    "picture.troyes_dice.resource.knowledge": "知識",
    "picture.troyes_dice.sheet.citizens": "市民",
    "picture.troyes_dice.mark.resources": "+影金知",
    "picture.troyes_dice.mark.work": "工作",
    "picture.troyes_dice.mark.prestige": "聲望",
    "picture.troyes_dice.track.red": "紅色",
    "picture.troyes_dice.track.yellow": "黃色",
    "picture.troyes_dice.track.white": "白色",
    "picture.troyes_dice.sheet.points": {"other": "{count} 分"},
    "picture.troyes_dice.cathedral.points": {"other": "{count} 分"},
    "picture.troyes_dice.sheet.next": "下一座 ×{multiplier}",
    "picture.troyes_dice.sheet.score": "分數",
    "picture.troyes_dice.sheet.detail": "= 市民 {citizens} + 大教堂 {cathedrals} + 剩餘資源 {resources}",
    "picture.troyes_dice.turn.when": "第 {day} 天{half}",
    "picture.troyes_dice.turn.black": "黑骰",
    "picture.troyes_dice.turn.over": "遊戲結束",
    "picture.troyes_dice.turn.final_below": "最終計分表在下方。",
    "picture.troyes_dice.turn.bonus": "待決定的額外建造",
    "picture.troyes_dice.turn.chosen": "你的選擇（其他人看不到）",
    "picture.troyes_dice.turn.yours": "輪到你選擇",
    "picture.troyes_dice.turn.choose": "選一顆骰子和一個行動：資源、聲望或工作。",
    "picture.troyes_dice.turn.waiting": "等待中",
    "picture.troyes_dice.turn.waiting_for": {"other": "還在等其他 {count} 位玩家。"},
    "picture.troyes_dice.bonus.work": "建造一棟任意顏色的工作建築",
    "picture.troyes_dice.bonus.prestige.red": "建造一棟黃色或白色的聲望建築",
    "picture.troyes_dice.bonus.prestige.yellow": "建造一棟紅色或白色的聲望建築",
    "picture.troyes_dice.bonus.prestige.white": "建造一棟紅色或黃色的聲望建築",
    "picture.troyes_dice.choice.die": "{colour} {value}",
    "picture.troyes_dice.colour.red": "紅色",
    "picture.troyes_dice.colour.yellow": "黃色",
    "picture.troyes_dice.colour.white": "白色",
    "picture.troyes_dice.choice.take": "{slot} 號骰（{die}）：拿 {amount}",
    "picture.troyes_dice.choice.take_as": "{slot} 號骰（{die}）當成{new}：拿 {amount}",
    "picture.troyes_dice.choice.build": "{slot} 號骰（{die}）：在第 {number} 欄建造{building}",
    "picture.troyes_dice.choice.build_as": "{slot} 號骰（{die}）當成{new}：在第 {number} 欄建造{building}",
    "picture.troyes_dice.choice.paying": "{choice}，支付 {amount}",
    "picture.troyes_dice.choice.supplies": "拿補給：1 點影響力、1 枚金幣和 1 點知識",
    "picture.troyes_dice.amount.influence": {"other": "{count} 點影響力"},
    "picture.troyes_dice.amount.deniers": {"other": "{count} 枚金幣"},
    "picture.troyes_dice.amount.knowledge": {"other": "{count} 點知識"},
    "picture.troyes_dice.the_building.red_prestige": "堡壘",
    "picture.troyes_dice.the_building.red_work": "伯爵府",
    "picture.troyes_dice.the_building.yellow_prestige": "公會",
    "picture.troyes_dice.the_building.yellow_work": "市政廳",
    "picture.troyes_dice.the_building.white_prestige": "大教堂",
    "picture.troyes_dice.the_building.white_work": "主教府",
    "picture.troyes_dice.final.title": "特魯瓦骰子 · 最終分數",
    "picture.troyes_dice.final.players": {"other": "{count} 位玩家"},
    "picture.troyes_dice.final.place": "名次",
    "picture.troyes_dice.final.rank": "{place}",
    "picture.troyes_dice.final.citizens": "市民",
    "picture.troyes_dice.final.cathedrals": "大教堂",
    "picture.troyes_dice.final.resources": "剩餘資源",
    "picture.troyes_dice.final.total": "總分",
    "picture.troyes_dice.final.sheets": "每位玩家的計分表：用 /遊戲 計分表 查看，或用盤面下方的「計分表…」選單。",
    "said.troyes_dice.bonus": "{user} 在第 {number} 欄額外建造了{building}",
    "said.troyes_dice.over": "{days} 天都過完了，分數最高的玩家獲勝。",
    "button.turn.troyes_dice": "選擇骰子",
    "button.hand.troyes_dice": "我的計分表",
    "game.score.troyes_dice": "{count} 分",
    "panel.troyes_dice.die_step": ("**第 {day} 天{half}：選擇你的骰子。**所有人同時祕密選擇，選好後會一起公開。"),
    "panel.troyes_dice.morning": "上午",
    "panel.troyes_dice.afternoon": "下午",
    "panel.troyes_dice.you_have": "你有 {amounts}。",
    "panel.troyes_dice.you_have_nothing": "你沒有任何資源。",
    "panel.troyes_dice.black_die": "{slot} 號骰（黑色 {value}）是黑骰：沒有人能拿。",
    "panel.troyes_dice.unaffordable": "{slot} 號骰（{colour} {value}）你付不起（價格：{price}）。",
    "panel.troyes_dice.any_resource": "任選 1 點影響力、1 枚金幣或 1 點知識",
    "panel.troyes_dice.pick_die": "選擇骰子…",
    "panel.troyes_dice.die_option": "{slot} 號骰 · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": "拿 {amount}，或在{colour}區第 {value} 欄建造",
    "panel.troyes_dice.free": "免費",
    "panel.troyes_dice.pay": "支付 {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**{slot} 號骰（{colour} {value}），{price}。**使用前要調整嗎？"
        "換顏色需要 {knowledge} 點知識，點數每調 1 點需要 {influence} 點影響力（點數不能從 6 繞回 1）。"
        "調整只對你自己有效。"
    ),
    "panel.troyes_dice.pick_adjustment": "保留骰子或調整…",
    "panel.troyes_dice.keep": "保留{colour} {value} · 免費",
    "panel.troyes_dice.change": "改成{colour} {value} · 花 {cost}",
    "panel.troyes_dice.action_step": "**{slot} 號骰當作{colour} {value} 使用。**要拿它做什麼？",
    "panel.troyes_dice.cannot_change": "你付不起調整這顆骰子的費用。",
    "panel.troyes_dice.pick_action": "選擇行動…",
    "panel.troyes_dice.take": "拿 {amount}",
    "panel.troyes_dice.build": "在第 {number} 欄建造{building}",
    "panel.troyes_dice.you_will": "**你將會：**{plan}。",
    "panel.troyes_dice.plan_die": "拿 {slot} 號骰（{colour} {value}），{price}",
    "panel.troyes_dice.paying": "支付 {amounts}",
    "panel.troyes_dice.plan_change": "花 {cost}把它改成{colour} {value}",
    "panel.troyes_dice.plan_change_value": "花 {cost}把它改成 {value}",
    "panel.troyes_dice.plan_change_colour": "花 {cost}把它改成{colour}",
    "panel.troyes_dice.plan_take": "拿 {amount}",
    "panel.troyes_dice.plan_build": "在第 {number} 欄建造{building}",
    "panel.troyes_dice.plan_supplies": "不拿骰子，改拿 {amounts}，也不執行行動",
    "panel.troyes_dice.supplies": (
        "你沒有任何資源，而黑骰佔住了免費的位置，所以這一輪你不拿骰子，改拿 1 點影響力、1 枚金幣和 1 點知識。"
    ),
    "panel.troyes_dice.you_gain": "你獲得：{gains}。",
    "panel.troyes_dice.confirm": "確認",
    "panel.troyes_dice.back": "返回",
    "panel.troyes_dice.gain_resource": "+{amount}",
    "panel.troyes_dice.gain_citizen": "+1 位{colour}市民",
    "panel.troyes_dice.gain_citizens": {"other": "+{count} 位{colour}市民"},
    "panel.troyes_dice.gain_diamond": "完成一個菱形",
    "panel.troyes_dice.gain_work_bonus": "可額外建造一棟工作建築",
    "panel.troyes_dice.gain_prestige_bonus": "可額外建造一棟{colours}聲望建築",
    "panel.troyes_dice.gain_cathedral": "終局時你的每棟{row}各得 {multiplier} 分",
    "panel.troyes_dice.gain_protection": "第 {number} 欄不會再被黑骰摧毀",
    "panel.troyes_dice.gain_nothing": "沒有立即效果",
    "panel.troyes_dice.either": "{first}或{second}",
    "panel.troyes_dice.next_roll": "這一輪已經結算；新的擲骰結果在盤面上。",
    "panel.troyes_dice.confirm_note": (
        "按「確認」送出你的選擇，其他人只會看到你已經選好了。在所有人選好之前，你還可以用「{undo}」按鈕或 `/收回` "
        "取消。"
    ),
    "panel.troyes_dice.chosen_undo": (
        "你已經選好了（`{move}`）。想改選的話，請在所有人選好之前，先用「{undo}」按鈕或 `/收回` 取消。"
    ),
    "panel.troyes_dice.revealed": "{user}：{choice}。",
    "panel.troyes_dice.colour.red": "紅色",
    "panel.troyes_dice.colour.yellow": "黃色",
    "panel.troyes_dice.colour.white": "白色",
    "panel.troyes_dice.resource.influence": {"other": "{count} 點影響力"},
    "panel.troyes_dice.resource.deniers": {"other": "{count} 枚金幣"},
    "panel.troyes_dice.resource.knowledge": {"other": "{count} 點知識"},
    "panel.troyes_dice.building.red.prestige": "堡壘",
    "panel.troyes_dice.building.red.work": "伯爵府",
    "panel.troyes_dice.building.yellow.prestige": "公會",
    "panel.troyes_dice.building.yellow.work": "市政廳",
    "panel.troyes_dice.building.white.prestige": "大教堂",
    "panel.troyes_dice.building.white.work": "主教府",
    "panel.troyes_dice.row.red_prestige": "堡壘",
    "panel.troyes_dice.row.red_work": "伯爵府",
    "panel.troyes_dice.row.yellow_prestige": "公會",
    "panel.troyes_dice.row.yellow_work": "市政廳",
    "panel.troyes_dice.row.white_prestige": "大教堂",
    "panel.troyes_dice.row.white_work": "主教府",
    "rules.troyes_dice": (
        "《特魯瓦骰子》（Troyes Dice）是 1 到 10 人的擲骰紙筆遊戲。在 8 天裡，你挑選骰子來收集資源、"
        "在城市的三個區建造，並招募市民。所有人同時做選擇。第 8 天結束後，分數最高的人獲勝。"
    ),
    "rules.troyes_dice.goal.title": "目標與計分表",
    "rules.troyes_dice.goal": (
        "靠**市民**（每位 1 分）、**大教堂**和剩下的資源得分。\n"
        "你的計分表有三個區，各有對應的資源：\n"
        "- **紅色**：**影響力**\n"
        "- **黃色**：**金幣**\n"
        "- **白色**：**知識**\n"
        "每區有 6 個編號的欄：上排是**聲望**建築，下排是**工作**建築。一開始有 3 點影響力、3 枚金幣和 3 點知識。"
        "每條資源軌整場遊戲只有 18 格：花掉資源不會空出格子，超過 18 的收入就浪費了。資源軌的第 6、12、"
        "18 格各給你一位同色的市民。"
    ),
    "rules.troyes_dice.day.title": "一天：擲骰與價格",
    "rules.troyes_dice.day": (
        "8 天中的每一天都分成**上午**和**下午**兩輪。每輪擲 3 顆透明骰和 1 顆**黑骰**，"
        "依點數由小到大放上 4 個廣場（同點數時黑骰排前面）。透明骰會變成所在廣場的顏色。骰子所在的位置決定價格：\n"
        "- 位置 1：免費\n"
        "- 位置 2：任選 1 點影響力、1 枚金幣或 1 點知識\n"
        "- 位置 3：1 枚金幣\n"
        "- 位置 4：2 枚金幣\n"
        "沒有人能拿黑骰，但它仍然佔著位置。每個人祕密挑一顆骰子（好幾個人可以挑同一顆），然後所有人的選擇一起公開。"
    ),
    "rules.troyes_dice.die.title": "拿骰子",
    "rules.troyes_dice.die": (
        "骰子的顏色決定資源或區，點數決定數量或欄號。使用前可以調整它，調整只對你自己有效：\n"
        "- 改成其他任一顏色：**2 點知識**\n"
        "- 點數加減：每 1 點花 **1 點影響力**（點數不能從 6 繞回 1）\n"
        "如果黑骰佔住位置 1，而你完全沒有資源，你就不拿骰子，改拿 1 點影響力、1 枚金幣和 1 點知識，也不執行行動。"
    ),
    "rules.troyes_dice.actions.title": "三種行動",
    "rules.troyes_dice.actions": (
        "- **資源**：獲得骰子點數那麼多的該色資源。\n"
        "- **工作**：在骰子顏色的區、與點數相同的欄，建造下排的工作建築：獲得 2 位該色市民。\n"
        "- **聲望**：以同樣方式建造上排的聲望建築，並立即生效：\n"
        "**堡壘**（紅）：1 位市民（左邊兩欄為紅色、中間兩欄為黃色、右邊兩欄為白色）；"
        "它能保護所在的欄不被黑骰摧毀。\n"
        "**公會**（黃）：數一數這一欄顏色的廣場上現有幾顆透明骰（左兩欄紅、中兩欄黃、右兩欄白）；"
        "每顆在第 1、3、5 欄換該色資源 3 點（金幣為 3 枚），在第 2、4、6 欄換 2 位該色市民。\n"
        "**大教堂**（白）：遊戲結束時得分。\n"
        "每一格只能建造一次。"
    ),
    "rules.troyes_dice.black.title": "黑骰",
    "rules.troyes_dice.black": (
        "黑骰會擋住它所在的廣場。這一輪結束後，那個廣場會翻面，通常會變成另一種顏色。從第 3 天起，在所有人選擇之前，"
        "黑骰還會攻擊每張計分表：在與它的廣場同色的區、與它的點數相同的欄，上下兩格只要還沒建好，"
        "就會被摧毀（劃掉）。先前在該欄建好的**堡壘**能保護整欄。被摧毀的格子永遠不能建造，額外建造也不行。"
    ),
    "rules.troyes_dice.scoring.title": "市民與獎勵",
    "rules.troyes_dice.scoring": (
        "市民會填進三條各 20 格的市民軌。獎勵可以連鎖觸發：\n"
        "- 三條軌都到 3：1 點影響力、1 枚金幣和 1 點知識\n"
        "- 三條都到 6，以及三條都到 11 時：額外建造一棟任意顏色的工作建築\n"
        "- 某條軌的第 15 位：額外建造一棟另外兩種顏色之一的聲望建築\n"
        "- 某條軌的第 20 位：另外兩種顏色的市民各 1 位\n"
        "額外建造可以建在任何空格，並獲得該建築的效果。同一排兩棟相鄰建築之間的**菱形**，在兩棟都建好時給予獎勵。"
    ),
    "rules.troyes_dice.end.title": "遊戲結束",
    "rules.troyes_dice.end": (
        "第 8 天下午結束後，遊戲結束。計分方式：\n"
        "- 每位市民 1 分\n"
        "- 每座大教堂：倍數 × 你在對應那一排的建築數。從左數第 1 欄的大教堂計算堡壘；第 2 到第 6 欄依序計算伯爵府、"
        "公會、市政廳、大教堂、主教府。你的前兩座大教堂是 ×1，接下來兩座 ×2，最後兩座 ×3。\n"
        "- 剩下的資源：每 2 點影響力、每 2 枚金幣、每 2 點知識各得 1 分\n"
        "總分最高的人獲勝；同分的玩家名次並列。"
    ),
    "rules.troyes_dice.moves.title": "行動",
    "rules.troyes_dice.moves": (
        "按**選擇骰子**，或用 `/行動` 輸入：先寫 `die` 和骰子的位置，需要時再加上 `pay`（2 號骰用哪種資源付費："
        "`influence`、`deniers` 或 `knowledge`）、`as`（改成哪種顏色）和 `to`（改成幾點），"
        "最後寫行動：`resources`（拿資源）、`prestige`（聲望建築）或 `work`（工作建築）。\n"
        "- `die 1 work`：拿免費的 1 號骰，建造它的工作建築\n"
        "- `die 2 pay knowledge resources`：拿 2 號骰，用 1 點知識支付，拿資源\n"
        "- `die 3 as white to 5 prestige`：把 3 號骰當成白色 5，在第 5 欄建造大教堂\n"
        "- `supplies`：你沒有任何資源、黑骰又佔住位置 1 時，改拿補給\n"
        "- `build work yellow 4`、`build prestige white 2`：選擇公開後的額外建造"
    ),
    "option.troyes_dice.column_order": "欄的順序",
    "option.troyes_dice.column_order.standard": "標準（由左到右 1 到 6）",
    "option.troyes_dice.column_order.random": "隨機（所有人都一樣）",
    # /game sheet and the Troyes Dice board's Sheets menu: any player's sheet, for anyone.
    "name.game.sheet": "計分表",
    "name.game.sheet.player": "玩家",
    "cmd.game.sheet": "查看《特魯瓦骰子》某位玩家的計分表（只有你看得到）",
    "cmd.game.sheet.player": "要查看哪位玩家的計分表",
    "panel.troyes_dice.sheets": "計分表…",
    "panel.troyes_dice.sheet_choice": "{name} 的計分表",
    "panel.troyes_dice.sheet_points": {"other": "{count} 分"},
    "panel.troyes_dice.sheet_of": "{user} 的計分表（{number} 號座位），大家看到的都一樣。選擇在揭曉前都是祕密。",
    "panel.troyes_dice.sheet_other_game": "只有《特魯瓦骰子》有計分表可看；本頻道的遊戲是《{game}》。",
    "panel.troyes_dice.sheet_not_playing": "{user} 沒有參加本頻道的遊戲。AI 的計分表在盤面下方的「計分表」選單裡。",
    "panel.troyes_dice.final_sheet_of": "{user} 在本頻道上一局《特魯瓦骰子》的最終計分表（{number} 號座位）。",
    "panel.troyes_dice.sheet_no_game": (
        "本頻道沒有進行中或已結束的《特魯瓦骰子》對局，沒有計分表可看。用 `/遊戲 建立` 開一局吧。"
    ),
    "panel.troyes_dice.sheet_not_played": "{user} 沒有參加本頻道上一局《特魯瓦骰子》。那局的最終盤面上列有所有玩家。",
}
