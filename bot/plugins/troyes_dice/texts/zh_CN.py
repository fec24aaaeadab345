"""Simplified Chinese catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``), the game
words they name (``term.troyes_dice.*``) and the words its pictures draw (``picture.troyes_dice.*``).
Merged into the Simplified Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.troyes_dice": "特鲁瓦骰子",
    # Troyes Dice's rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "游戏已经结束。",
    # Undo: why a move cannot be taken back (/undo).
    "game.troyes_dice.take_back_all_chosen": "所有人都已选择，选择已经公开：你的选择不能收回。",
    "game.troyes_dice.take_back_bonus_over": "额外建造已经结束，下一轮骰子已经掷出：你的建造不能收回。",
    "game.troyes_dice.bad_seat": "本桌没有 {seat} 号座位。",
    "game.troyes_dice.already_chosen": "你本轮已经选过了；请等待其他玩家。",
    "game.troyes_dice.waiting_for_others": "你现在没有需要决定的事；其他玩家正在完成额外建造。",
    "game.troyes_dice.bad_notation": (
        "看不懂“{move}”。请写成如 `die 1 work`、`die 2 pay deniers resources`、`die 3 as white to 5 "
        "prestige`，额外建造则写成如 `build work red 4`。"
    ),
    "game.troyes_dice.no_such_slot": "没有 {slot} 号骰：每轮的骰子编号为 1 到 4。",
    "game.troyes_dice.black_die": "{slot} 号骰是黑骰：谁都不能拿。",
    "game.troyes_dice.pay_needed": (
        "2 号骰需支付 1 个任选资源：请加上 `pay influence`、`pay deniers` 或 `pay knowledge`。"
    ),
    "game.troyes_dice.pay_not_needed": "只有 2 号骰用任选资源支付；{slot} 号骰的价格是：{price}。",
    "game.troyes_dice.bad_value": "骰子点数为 1 到 6，不能改成 {value}（点数不能从 6 绕回 1）。",
    "game.troyes_dice.bad_value_low": "骰子点数为 1 到 6，不能改成 {value}（点数不能从 1 绕回 6）。",
    # {resource} is only ever named after a number here, so its term carries the measure word (“2 点知识”).
    "game.troyes_dice.cannot_afford": "资源不够：这一步要花 {cost} {resource}，你只有 {have} {resource}。",
    "game.troyes_dice.cell_built": "你第 {number} 列的{building}已经建好了。",
    "game.troyes_dice.cell_destroyed": "你第 {number} 列的{building}已被黑骰摧毁。",
    "game.troyes_dice.no_column": "没有编号为 {number} 的列；列的编号为 1 到 6。",
    "game.troyes_dice.supplies_only": (
        "你没有任何资源，而黑骰占了免费的位置，所以你不拿骰子，改为每种资源各得 1 个：请执行 `supplies`。"
    ),
    "game.troyes_dice.supplies_not_allowed": "只有黑骰占了免费位置、而你又没有任何资源时，才能领取补给（supplies）。",
    "game.troyes_dice.bonus_expected": "请先完成你的额外建造：{bonus}。",
    "game.troyes_dice.no_bonus": "你现在没有额外建造要做；请选择一颗骰子，如 `{example}`。",
    "game.troyes_dice.bonus_wrong_kind": "这次额外建造只能建{kind}建筑，不能建{other}建筑。",
    "game.troyes_dice.bonus_wrong_colour": "{track}市民轨第 15 格的奖励只能用来建造{colours}的声望建筑。",
    # The game words inside those messages (games/troyes_dice/messages.py, TERMS)
    # Only used in cannot_afford, right after a number: the measure word belongs to the word.
    "term.troyes_dice.resource.influence": "点影响力",
    "term.troyes_dice.resource.deniers": "枚金币",
    "term.troyes_dice.resource.knowledge": "点知识",
    "term.troyes_dice.colour.red": "红色",
    "term.troyes_dice.colour.yellow": "黄色",
    "term.troyes_dice.colour.white": "白色",
    "term.troyes_dice.track.red": "红色",
    "term.troyes_dice.track.yellow": "黄色",
    "term.troyes_dice.track.white": "白色",
    "term.troyes_dice.kind.prestige": "声望",
    "term.troyes_dice.kind.work": "工作",
    "term.troyes_dice.building.red_prestige": "要塞",
    "term.troyes_dice.building.red_work": "伯爵府",
    "term.troyes_dice.building.yellow_prestige": "行会",
    "term.troyes_dice.building.yellow_work": "市政厅",
    "term.troyes_dice.building.white_prestige": "大教堂",
    "term.troyes_dice.building.white_work": "主教府",
    "term.troyes_dice.price.free": "免费",
    "term.troyes_dice.price.deniers.1": "1 枚金币",
    "term.troyes_dice.price.deniers.2": "2 枚金币",
    "term.troyes_dice.bonus.work": "建造一座任意颜色的工作建筑（`build work <colour> <column>`）",
    "term.troyes_dice.bonus.prestige.red": "建造一座黄色或白色的声望建筑（`build prestige <colour> <column>`）",
    "term.troyes_dice.bonus.prestige.yellow": "建造一座红色或白色的声望建筑（`build prestige <colour> <column>`）",
    "term.troyes_dice.bonus.prestige.white": "建造一座红色或黄色的声望建筑（`build prestige <colour> <column>`）",
    # The words the pictures draw (render/troyes_dice/words.py)
    "picture.troyes_dice.title": "特鲁瓦骰子",
    "picture.troyes_dice.moment.half": "第 {day} 天{half}（共 {days} 天）",
    "picture.troyes_dice.moment.bonus": "额外建造 · 第 {day} 天{half}（共 {days} 天）",
    "picture.troyes_dice.moment.over": "游戏结束",
    "picture.troyes_dice.half.morning": "上午",
    "picture.troyes_dice.half.afternoon": "下午",
    "picture.troyes_dice.private.moment": {"other": "你的计分纸 · {count} 分"},
    "picture.troyes_dice.seat": "{number} 号玩家",
    "picture.troyes_dice.letter.red": "红",
    "picture.troyes_dice.letter.yellow": "黄",
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
    "picture.troyes_dice.wheel.over": "最后一轮 · 第 {day} 天（共 {days} 天）",
    "picture.troyes_dice.die": "{colour} {value}",
    "picture.troyes_dice.name.red": "红色",
    "picture.troyes_dice.name.yellow": "黄色",
    "picture.troyes_dice.name.white": "白色",
    "picture.troyes_dice.slot.black": "黑色 {value}",
    "picture.troyes_dice.black.blocks.red": "封锁这个红色广场",
    "picture.troyes_dice.black.blocks.yellow": "封锁这个黄色广场",
    "picture.troyes_dice.black.blocks.white": "封锁这个白色广场",
    "picture.troyes_dice.black.destroys.red": "摧毁红色区第 {number} 列",
    "picture.troyes_dice.black.destroys.yellow": "摧毁黄色区第 {number} 列",
    "picture.troyes_dice.black.destroys.white": "摧毁白色区第 {number} 列",
    "picture.troyes_dice.price.pay": "支付",
    "picture.troyes_dice.price.free": "免费",
    "picture.troyes_dice.price.any": {"other": "任选 {count}"},
    "picture.troyes_dice.price.amount": "{count} {letter}",
    "picture.troyes_dice.guilds_count": "各色透明骰（行会）",
    "picture.troyes_dice.player": "玩家",
    "picture.troyes_dice.score": "得分",
    "picture.troyes_dice.head.resources": "资源",
    "picture.troyes_dice.head.citizens": "市民",
    "picture.troyes_dice.head.built": "建筑",
    "picture.troyes_dice.status.chosen": "已选好",
    "picture.troyes_dice.status.choosing": "选择中",
    "picture.troyes_dice.status.bonus": "额外建造",
    "picture.troyes_dice.status.done": "已完成",
    "picture.troyes_dice.place.1": "第 1 名",
    "picture.troyes_dice.place.2": "第 2 名",
    "picture.troyes_dice.place.3": "第 3 名",
    "picture.troyes_dice.place.other": "第 {place} 名",
    # What each player chose at the last reveal, under their row of the board.
    "picture.troyes_dice.chose.line": "{die} → {action}",
    "picture.troyes_dice.chose.die": "{slot} 号骰",
    "picture.troyes_dice.chose.die_as": "{slot} 号骰改为{colour}",
    "picture.troyes_dice.chose.die_to": "{slot} 号骰改为 {value}",
    "picture.troyes_dice.chose.die_as_to": "{slot} 号骰改为{colour} {value}",
    "picture.troyes_dice.chose.resources": "获得资源",
    "picture.troyes_dice.chose.prestige": "建造声望建筑",
    "picture.troyes_dice.chose.work": "建造工作建筑",
    "picture.troyes_dice.chose.take.influence": "获得影响力",
    "picture.troyes_dice.chose.take.deniers": "获得金币",
    "picture.troyes_dice.chose.take.knowledge": "获得知识",
    "picture.troyes_dice.chose.build": "建造{building}",
    "picture.troyes_dice.chose.supplies": "补给：每种资源各 1 个",
    "picture.troyes_dice.sheet.column": "列",
    "picture.troyes_dice.building.red_prestige": "要塞",
    "picture.troyes_dice.building.red_work": "伯爵府",
    "picture.troyes_dice.building.yellow_prestige": "行会",
    "picture.troyes_dice.building.yellow_work": "市政厅",
    "picture.troyes_dice.building.white_prestige": "大教堂",
    "picture.troyes_dice.building.white_work": "主教府",
    "picture.troyes_dice.hint.per": "每",
    "picture.troyes_dice.hint.scores": "计分：",
    "picture.troyes_dice.hint.row.red_prestige": "要塞",
    "picture.troyes_dice.hint.row.red_work": "伯爵府",
    "picture.troyes_dice.hint.row.yellow_prestige": "行会",
    "picture.troyes_dice.hint.row.yellow_work": "市政厅",
    "picture.troyes_dice.hint.row.white_prestige": "大教堂",
    "picture.troyes_dice.hint.row.white_work": "主教府",
    "picture.troyes_dice.sheet.resources": "资源",
    "picture.troyes_dice.sheet.every_6th": "每 6 格得 1 个市民",
    "picture.troyes_dice.sheet.left": "剩余",
    "picture.troyes_dice.resource.influence": "影响力",
    "picture.troyes_dice.resource.deniers": "金币",
    "picture.troyes_dice.resource.knowledge": "知识",
    "picture.troyes_dice.sheet.citizens": "市民",
    "picture.troyes_dice.mark.resources": "+影金知",
    "picture.troyes_dice.mark.work": "工作",
    "picture.troyes_dice.mark.prestige": "声望",
    "picture.troyes_dice.track.red": "红色",
    "picture.troyes_dice.track.yellow": "黄色",
    "picture.troyes_dice.track.white": "白色",
    "picture.troyes_dice.sheet.points": {"other": "{count} 分"},
    "picture.troyes_dice.cathedral.points": {"other": "{count} 分"},
    "picture.troyes_dice.sheet.next": "下一座 ×{multiplier}",
    "picture.troyes_dice.sheet.score": "得分",
    "picture.troyes_dice.sheet.detail": "= 市民 {citizens} + 大教堂 {cathedrals} + 剩余资源 {resources}",
    "picture.troyes_dice.turn.when": "第 {day} 天{half}",
    "picture.troyes_dice.turn.black": "黑骰",
    "picture.troyes_dice.turn.over": "游戏结束",
    "picture.troyes_dice.turn.final_below": "终局计分纸见下方。",
    "picture.troyes_dice.turn.bonus": "待决定的额外建造",
    "picture.troyes_dice.turn.chosen": "你的选择（其他人看不到）",
    "picture.troyes_dice.turn.yours": "轮到你选择",
    "picture.troyes_dice.turn.choose": "选择一颗骰子和一个行动：资源、声望或工作。",
    "picture.troyes_dice.turn.waiting": "等待中",
    "picture.troyes_dice.turn.waiting_for": {"other": "还在等其他 {count} 位玩家。"},
    "picture.troyes_dice.bonus.work": "建造一座任意颜色的工作建筑",
    "picture.troyes_dice.bonus.prestige.red": "建造一座黄色或白色的声望建筑",
    "picture.troyes_dice.bonus.prestige.yellow": "建造一座红色或白色的声望建筑",
    "picture.troyes_dice.bonus.prestige.white": "建造一座红色或黄色的声望建筑",
    "picture.troyes_dice.choice.die": "{colour} {value}",
    "picture.troyes_dice.colour.red": "红色",
    "picture.troyes_dice.colour.yellow": "黄色",
    "picture.troyes_dice.colour.white": "白色",
    "picture.troyes_dice.choice.take": "{slot} 号骰（{die}）：获得 {amount}",
    "picture.troyes_dice.choice.take_as": "{slot} 号骰（{die}）当作{new}：获得 {amount}",
    "picture.troyes_dice.choice.build": "{slot} 号骰（{die}）：在第 {number} 列建造{building}",
    "picture.troyes_dice.choice.build_as": "{slot} 号骰（{die}）当作{new}：在第 {number} 列建造{building}",
    "picture.troyes_dice.choice.paying": "{choice}，支付 {amount}",
    "picture.troyes_dice.choice.supplies": "获得影响力、金币、知识各 1 个",
    "picture.troyes_dice.amount.influence": {"other": "{count} 点影响力"},
    "picture.troyes_dice.amount.deniers": {"other": "{count} 枚金币"},
    "picture.troyes_dice.amount.knowledge": {"other": "{count} 点知识"},
    "picture.troyes_dice.the_building.red_prestige": "要塞",
    "picture.troyes_dice.the_building.red_work": "伯爵府",
    "picture.troyes_dice.the_building.yellow_prestige": "行会",
    "picture.troyes_dice.the_building.yellow_work": "市政厅",
    "picture.troyes_dice.the_building.white_prestige": "大教堂",
    "picture.troyes_dice.the_building.white_work": "主教府",
    "picture.troyes_dice.final.title": "特鲁瓦骰子 · 最终得分",
    "picture.troyes_dice.final.players": {"other": "{count} 位玩家"},
    "picture.troyes_dice.final.place": "名次",
    "picture.troyes_dice.final.rank": "{place}",
    "picture.troyes_dice.final.citizens": "市民",
    "picture.troyes_dice.final.cathedrals": "大教堂",
    "picture.troyes_dice.final.resources": "剩余资源",
    "picture.troyes_dice.final.total": "总分",
    "picture.troyes_dice.final.sheets": "每位玩家的计分纸：用 /游戏 计分纸 查看，或用对局消息下方的“计分纸…”菜单。",
    "said.troyes_dice.bonus": "{user} 在第 {number} 列额外建造了{building}",
    "said.troyes_dice.over": "{days} 天已全部结束，得分最高的玩家获胜。",
    "button.turn.troyes_dice": "选骰子",
    "button.hand.troyes_dice": "我的计分纸",
    "game.score.troyes_dice": "{count} 分",
    "panel.troyes_dice.die_step": "**第 {day} 天{half}：选择你的骰子。**大家秘密选择，所有选择会同时公开。",
    "panel.troyes_dice.morning": "上午",
    "panel.troyes_dice.afternoon": "下午",
    "panel.troyes_dice.you_have": "你有 {amounts}。",
    "panel.troyes_dice.you_have_nothing": "你没有任何资源。",
    "panel.troyes_dice.black_die": "{slot} 号骰（黑色 {value}）是黑骰：谁都不能拿。",
    "panel.troyes_dice.unaffordable": "{slot} 号骰（{colour} {value}）你付不起（价格：{price}）。",
    "panel.troyes_dice.any_resource": "任选 1 个资源",
    "panel.troyes_dice.pick_die": "选择骰子…",
    "panel.troyes_dice.die_option": "{slot} 号骰 · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": "获得 {amount}，或在{colour}区第 {value} 列建造",
    "panel.troyes_dice.free": "免费",
    "panel.troyes_dice.pay": "支付 {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**{slot} 号骰（{colour} {value}），{price}。**使用前要修改吗？换颜色需 {knowledge} 点知识，点数每变 1 需 "
        "{influence} 点影响力（点数不能从 6 绕回 1）。修改只对你自己有效。"
    ),
    "panel.troyes_dice.pick_adjustment": "保留骰子或修改…",
    "panel.troyes_dice.keep": "保留{colour} {value} · 免费",
    "panel.troyes_dice.change": "改为{colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**{slot} 号骰当作{colour} {value} 使用。**你要用它做什么？",
    "panel.troyes_dice.cannot_change": "你付不起修改这颗骰子的费用。",
    "panel.troyes_dice.pick_action": "选择行动…",
    "panel.troyes_dice.take": "获得 {amount}",
    "panel.troyes_dice.build": "在第 {number} 列建造{building}",
    "panel.troyes_dice.you_will": "**你将：**{plan}。",
    "panel.troyes_dice.plan_die": "拿 {slot} 号骰（{colour} {value}），{price}",
    "panel.troyes_dice.paying": "支付 {amounts}",
    "panel.troyes_dice.plan_change": "花 {cost}把它改成{colour} {value}",
    "panel.troyes_dice.plan_change_value": "花 {cost}把它改成 {value}",
    "panel.troyes_dice.plan_change_colour": "花 {cost}把它改成{colour}",
    "panel.troyes_dice.plan_take": "获得 {amount}",
    "panel.troyes_dice.plan_build": "在第 {number} 列建造{building}",
    "panel.troyes_dice.plan_supplies": "不拿骰子，改为获得 {amounts}，且不执行行动",
    "panel.troyes_dice.supplies": ("你没有任何资源，而黑骰占了免费的位置，所以本轮你不拿骰子，改为每种资源各得 1 个。"),
    "panel.troyes_dice.you_gain": "你获得：{gains}。",
    "panel.troyes_dice.confirm": "确认",
    "panel.troyes_dice.back": "返回",
    "panel.troyes_dice.gain_resource": "+{amount}",
    "panel.troyes_dice.gain_citizen": "+1 {colour}市民",
    "panel.troyes_dice.gain_citizens": {"other": "+{count} {colour}市民"},
    "panel.troyes_dice.gain_diamond": "完成一个菱形",
    "panel.troyes_dice.gain_work_bonus": "可额外建造一座工作建筑",
    "panel.troyes_dice.gain_prestige_bonus": "可额外建造一座{colours}声望建筑",
    "panel.troyes_dice.gain_cathedral": "终局时你的每座{row}各得 {multiplier} 分",
    "panel.troyes_dice.gain_protection": "第 {number} 列不会再被黑骰摧毁",
    "panel.troyes_dice.gain_nothing": "没有即时收益",
    "panel.troyes_dice.either": "{first}或{second}",
    "panel.troyes_dice.next_roll": "本轮已结算；新的掷骰结果见局面。",
    "panel.troyes_dice.confirm_note": (
        "点“确认”提交你的选择，其他人只会看到你已做出选择。在所有人选好之前，你仍可以用“{undo}”按钮或 `/撤销` 收回。"
    ),
    "panel.troyes_dice.chosen_undo": (
        "你已经选好了（`{move}`）。想改选的话，请在所有人选好之前，先用“{undo}”按钮或 `/撤销` 收回。"
    ),
    "panel.troyes_dice.revealed": "{user}：{choice}。",
    "panel.troyes_dice.colour.red": "红色",
    "panel.troyes_dice.colour.yellow": "黄色",
    "panel.troyes_dice.colour.white": "白色",
    "panel.troyes_dice.resource.influence": {"other": "{count} 点影响力"},
    "panel.troyes_dice.resource.deniers": {"other": "{count} 枚金币"},
    "panel.troyes_dice.resource.knowledge": {"other": "{count} 点知识"},
    "panel.troyes_dice.building.red.prestige": "要塞",
    "panel.troyes_dice.building.red.work": "伯爵府",
    "panel.troyes_dice.building.yellow.prestige": "行会",
    "panel.troyes_dice.building.yellow.work": "市政厅",
    "panel.troyes_dice.building.white.prestige": "大教堂",
    "panel.troyes_dice.building.white.work": "主教府",
    "panel.troyes_dice.row.red_prestige": "要塞",
    "panel.troyes_dice.row.red_work": "伯爵府",
    "panel.troyes_dice.row.yellow_prestige": "行会",
    "panel.troyes_dice.row.yellow_work": "市政厅",
    "panel.troyes_dice.row.white_prestige": "大教堂",
    "panel.troyes_dice.row.white_work": "主教府",
    "rules.troyes_dice": (
        "一款 1 到 10 人的掷骰涂写（Roll & Write）游戏。在 8 天里，你挑选骰子来收集资源、在城市的三个区建造建筑、"
        "招募市民。所有人同时做选择。第 8 天结束后，得分最高者获胜。"
    ),
    "rules.troyes_dice.goal.title": "目标与计分纸",
    "rules.troyes_dice.goal": (
        "靠**市民**（每个 1 分）、**大教堂**和剩余资源得分。\n"
        "你的计分纸上有三个区，各对应一种资源：\n"
        "- **红色**：**影响力**\n"
        "- **黄色**：**金币**\n"
        "- **白色**：**知识**\n"
        "每个区有 6 个编号的列：上面一行是**声望**建筑，下面一行是**工作**建筑。每种资源开局各有 3 个。"
        "每条资源轨整局共 18 格：花掉资源不会腾出格子，超过 18 的收益作废。资源轨的第 6、12、18 "
        "格各给一个该颜色的市民。"
    ),
    "rules.troyes_dice.day.title": "一天：掷骰与价格",
    "rules.troyes_dice.day": (
        "8 天中每天都分**上午**和**下午**两轮。每轮掷 3 颗透明骰和 1 颗**黑骰**，按点数从小到大放到 4 "
        "个广场上（点数相同时黑骰在前）。透明骰取其所在广场的颜色。骰子所在的位置决定价格：\n"
        "- 1 号位：免费\n"
        "- 2 号位：1 个任选资源\n"
        "- 3 号位：1 枚金币\n"
        "- 4 号位：2 枚金币\n"
        "黑骰谁都不能拿，但它照样占一个位置。每人秘密选一颗骰子（多人可以选同一颗），然后所有选择同时公开。"
    ),
    "rules.troyes_dice.die.title": "拿骰子",
    "rules.troyes_dice.die": (
        "骰子的颜色决定资源种类或区，点数决定数量或列号。使用前你可以修改它（只对你自己有效）：\n"
        "- 换成其他任意颜色：**2 点知识**\n"
        "- 点数加减：每变 1 点花 **1 点影响力**（6 不能绕回 1）\n"
        "如果黑骰占了 1 号位，而你一个资源都没有，你就不拿骰子，改为每种资源各得 1 个，并且不执行行动。"
    ),
    "rules.troyes_dice.actions.title": "三种行动",
    "rules.troyes_dice.actions": (
        "- **资源**：获得与骰子点数相同数量的该颜色资源。\n"
        "- **工作**：在骰子颜色的区、与点数相同的列中建造下面的工作建筑：获得 2 个该颜色的市民。\n"
        "- **声望**：用同样的方式建造上面的声望建筑，效果立即生效：\n"
        "**要塞**（红色区）：获得 1 个市民，颜色看所在的列：第 1、2 列红色，第 3、4 列黄色，第 5、6 列白色；"
        "要塞还保护所在的列不受黑骰影响。\n"
        "**行会**（黄色区）：第 1、2 列的行会看红色广场，第 3、4 列看黄色广场，第 5、6 列看白色广场。"
        "那个广场上此时每有一颗透明骰，第 1、3、5 列的行会就给 3 个该颜色的资源，第 2、4、6 列的给 2 个该颜色的市民。\n"
        "**大教堂**（白色区）：终局时计分。\n"
        "每个格子只能建造一次。"
    ),
    "rules.troyes_dice.black.title": "黑骰",
    "rules.troyes_dice.black": (
        "黑骰会封锁它所在的广场。这一轮结束后，该广场会翻面，通常变成另一种颜色。从第 3 天起，在大家选择之前，"
        "黑骰还会摧毁每张计分纸上的格子：与它所在广场同色的区里，和它点数相同的那一列，上下两格都要划掉，已经建好的除外。"
        "如果这一列先前已建好**要塞**，整列都不受影响。被划掉的格子再也不能建造，额外建造也不行。"
    ),
    "rules.troyes_dice.scoring.title": "市民与奖励",
    "rules.troyes_dice.scoring": (
        "市民记在三条各 20 格的市民轨上。奖励可以连锁触发：\n"
        "- 三条轨都达到 3：每种资源各 1 个\n"
        "- 三条轨都达到 6，以及都达到 11 时：建造一座任意颜色的工作建筑\n"
        "- 某条轨的第 15 格：建造一座另外两种颜色之一的声望建筑\n"
        "- 某条轨的第 20 格：另外两种颜色的市民各 1 个\n"
        "额外建造可以放在任意空格上，并获得其效果。同一行中两座相邻建筑之间的**菱形**，在两座都建好后给予其奖励。"
    ),
    "rules.troyes_dice.end.title": "游戏结束",
    "rules.troyes_dice.end": (
        "第 8 天下午结束后游戏结束。计分：\n"
        "- 每个市民 1 分\n"
        "- 每座大教堂：其倍数 × 你在对应一行中的建筑数。从左数第 1 列的大教堂计要塞；第 2 到 6 列依次计伯爵府、行会、"
        "市政厅、大教堂、主教府。你建的前两座大教堂 ×1，接下来两座 ×2，最后两座 ×3。\n"
        "- 每种剩余资源每 2 个得 1 分\n"
        "总分最高者获胜；同分的玩家名次并列。"
    ),
    "rules.troyes_dice.moves.title": "行动写法",
    "rules.troyes_dice.moves": (
        "点**选骰子**，或用 `/出招` 输入：先写 die 和位置，再按需写 pay、as 和 to，最后是行动。\n"
        "- `die 1 work`：拿免费的 1 号骰，建造其工作建筑\n"
        "- `die 2 pay knowledge resources`：拿 2 号骰，用 1 点知识支付，获得资源\n"
        "  pay 后写 influence（影响力）、deniers（金币）或 knowledge（知识）\n"
        "- `die 3 as white to 5 prestige`：把 3 号骰当作白色 5，在第 5 列建造大教堂\n"
        "- `supplies`：没有资源且黑骰在 1 号位时\n"
        "- `build work yellow 4`、`build prestige white 2`：公开选择后的额外建造"
    ),
    "option.troyes_dice.column_order": "列的顺序",
    "option.troyes_dice.column_order.standard": "标准（从左到右 1 到 6）",
    "option.troyes_dice.column_order.random": "随机（所有人相同）",
    # /game sheet and the Troyes Dice board's Sheets menu: any player's sheet, for anyone.
    "name.game.sheet": "计分纸",
    "name.game.sheet.player": "玩家",
    "cmd.game.sheet": "查看特鲁瓦骰子某位玩家的计分纸（仅你可见）",
    "cmd.game.sheet.player": "要查看哪位玩家的计分纸",
    "panel.troyes_dice.sheets": "计分纸…",
    "panel.troyes_dice.sheet_choice": "{name} 的计分纸",
    "panel.troyes_dice.sheet_points": {"other": "{count} 分"},
    "panel.troyes_dice.sheet_of": "{user} 的计分纸（{number} 号座位），所有人看到的都一样。选择在揭晓之前保持秘密。",
    "panel.troyes_dice.sheet_other_game": "只有特鲁瓦骰子有计分纸可看；本频道的游戏是{game}。",
    "panel.troyes_dice.sheet_not_playing": "{user} 没有参加本频道的游戏。AI 的计分纸在局面消息下方的“计分纸”菜单里。",
    "panel.troyes_dice.final_sheet_of": "{user} 在本频道上一局特鲁瓦骰子中的最终计分纸（{number} 号座位）。",
    "panel.troyes_dice.sheet_no_game": (
        "本频道没有进行中或已结束的特鲁瓦骰子游戏，没有计分纸可看。用 `/游戏 创建` 开一局吧。"
    ),
    "panel.troyes_dice.sheet_not_played": "{user} 没有参加本频道上一局特鲁瓦骰子。那局的最终局面上列有所有玩家。",
}
