"""Simplified Chinese catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the Simplified Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.copenhagen": "哥本哈根",
    # Copenhagen: rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "游戏已经结束。",
    "game.copenhagen.not_your_turn": "还没轮到你。",
    "game.copenhagen.bad_notation": (
        "看不懂“{move}”。行动的写法如：`take 3`、`discard red`、`build red3 r90 c2`、`pay 2red`、`white c3`、"
        "`ability extra`、`refresh`、`both`、`end`、`cancel`。"
    ),
    "game.copenhagen.wrong_time": "现在不能用“{verb}”：{expected}。",
    "game.copenhagen.wrong_time_second": "现在不能用“{verb}”：请从 {slots} 号位拿第二张牌（`take {slot}`）。",
    "game.copenhagen.wrong_time_after_take": (
        "现在不能用“{verb}”：请用额外卡牌再拿一张（`take {slot}`）、使用双重行动（`both`），或结束回合（`end`）。"
    ),
    "game.copenhagen.wrong_time_additional_card": (
        "现在不能用“{verb}”：请用额外卡牌再拿一张（`take {slot}`），或结束回合（`end`）。"
    ),
    "game.copenhagen.wrong_time_both_actions": (
        "现在不能用“{verb}”：请使用双重行动建造一块板块（`both`），或结束回合（`end`）。"
    ),
    "game.copenhagen.both_after_cards": "双重行动要在拿牌之后使用：先拿牌，再用 `both` 在同一回合建造一块板块。",
    "game.copenhagen.bad_slot": "港口的位置编号为 1 到 7。",
    "game.copenhagen.slot_empty": "港口 {slot} 号位是空的。",
    "game.copenhagen.not_adjacent": (
        "第二张牌必须从 {first} 号位旁边的位置拿（{options}）；要拿其他位置的牌，需要一个可用的“任意卡牌”能力。"
    ),
    "game.copenhagen.no_card_of_colour": "你手里没有可弃的{colour}牌。",
    "game.copenhagen.unknown_colour": "“{colour}”不是颜色：请用 `red`、`yellow`、`green`、`blue` 或 `purple`。",
    "game.copenhagen.unknown_tile": "“{tile}”不是板块：请写颜色加 2 到 5 的格数，如 `red3`。",
    "game.copenhagen.bad_orientation": (
        "“{orientation}”不是朝向：请用 `r0`、`r90`、`r180`、`r270`、`m0`、`m90`、`m180` 或 `m270`。"
    ),
    "game.copenhagen.bad_cell": "“{cell}”不是格子：列为 a 到 e，行为 1（地面层）到 9，如 `c1`。",
    "game.copenhagen.supply_empty": "供应区已经没有这种板块（`{tile}`）了。",
    "game.copenhagen.outside_board": "这样放会让板块有一部分超出你的立面。",
    "game.copenhagen.overlap": "这样放会盖住已经建造的格子。",
    "game.copenhagen.unsupported": "板块至少要有一格位于地面层，或直接压在已建造的格子上。",
    "game.copenhagen.cannot_afford": "这块板块放在那里要 {count} 张{colour}牌，你付不起。",
    "game.copenhagen.bad_payment": "不能这样支付这块板块。你可以：{options}。",
    "game.copenhagen.white_none_left": "供应区已经没有白色板块了。",
    "game.copenhagen.white_cell": "白色板块必须放在地面层的空格上，或放在已建造格子正上方的空格上。",
    "game.copenhagen.unknown_ability": "“{ability}”不是能力：请用 `any`、`extra`、`discount`、`colors` 或 `both`。",
    "game.copenhagen.ability_owned": "你已经拥有“{ability}”能力了。",
    "game.copenhagen.ability_none_left": "已经没有“{ability}”能力板块了。",
    "game.copenhagen.nothing_to_refresh": "你的能力板块都没用过，没有需要翻回正面的。",
    "game.copenhagen.ability_not_active": "你没有可用的“{ability}”能力板块。",
    "game.copenhagen.no_undo": "“undo”不是行动：用 `/撤销` 收回你的上一步。",
    # Undo: why a move cannot be taken back (/undo).
    "game.copenhagen.take_back_drew": "这一步从牌堆翻出了原本隐藏的牌：不能收回。",
    # Copenhagen: move labels (games/copenhagen/labels.py)
    "label.copenhagen.take": "拿 {slot} 号位的{colour}牌",
    "label.copenhagen.take_additional": "拿 {slot} 号位的{colour}牌（额外卡牌）",
    "label.copenhagen.take_any_cards": "拿 {slot} 号位的{colour}牌（使用任意卡牌）",
    "label.copenhagen.discard": "弃掉一张{colour}牌",
    "label.copenhagen.build": "建造{colour} {size} 格板块（{orientation}），砖块在 {cell}",
    "label.copenhagen.build_cost": "建造{colour} {size} 格板块（{orientation}），砖块在 {cell}，花费 {cost} 张牌",
    "label.copenhagen.build_cost_discount": (
        "建造{colour} {size} 格板块（{orientation}），砖块在 {cell}，花费 {cost} 张牌（用建造折扣 {discounted} 张）"
    ),
    "label.copenhagen.build_cost_colors": (
        "建造{colour} {size} 格板块（{orientation}），砖块在 {cell}，花费 {cost} 张牌（需用颜色转换）"
    ),
    "label.copenhagen.build_cost_discount_colors": (
        "建造{colour} {size} 格板块（{orientation}），砖块在 {cell}，花费 {cost} 张牌（用折扣 {discounted} 张"
        "，需用颜色转换）"
    ),
    "label.copenhagen.pay": "支付 {payment}",
    "label.copenhagen.pay_discount": "支付 {payment}（使用建造折扣）",
    "label.copenhagen.white": "在 {cell} 放一块白色窗户板块",
    "label.copenhagen.ability": "拿取“{ability}”能力",
    "label.copenhagen.both": "使用双重行动：现在建造一块板块",
    "label.copenhagen.end": "结束回合",
    "label.copenhagen.cancel": "另选一个位置",
    "label.copenhagen.refresh": "把你用过的能力全部翻回正面",
    "label.copenhagen.amount.red": "{count} 张红色牌",
    "label.copenhagen.amount.yellow": "{count} 张黄色牌",
    "label.copenhagen.amount.green": "{count} 张绿色牌",
    "label.copenhagen.amount.blue": "{count} 张蓝色牌",
    "label.copenhagen.amount.purple": "{count} 张紫色牌",
    "label.copenhagen.nothing": "0 张牌",
    "label.copenhagen.payment_and": "{first}和 {then}",
    "label.copenhagen.colour.red": "红色",
    "label.copenhagen.colour.yellow": "黄色",
    "label.copenhagen.colour.green": "绿色",
    "label.copenhagen.colour.blue": "蓝色",
    "label.copenhagen.colour.purple": "紫色",
    "label.copenhagen.colour.empty": "空",
    "label.copenhagen.ability.any_cards": "任意卡牌",
    "label.copenhagen.ability.additional_card": "额外卡牌",
    "label.copenhagen.ability.construction_discount": "建造折扣",
    "label.copenhagen.ability.change_of_colors": "颜色转换",
    "label.copenhagen.ability.both_actions": "双重行动",
    # Copenhagen: words inside refusals (games/copenhagen/messages.py TERMS)
    "term.copenhagen.colour.red": "红色",
    "term.copenhagen.colour.yellow": "黄色",
    "term.copenhagen.colour.green": "绿色",
    "term.copenhagen.colour.blue": "蓝色",
    "term.copenhagen.colour.purple": "紫色",
    "term.copenhagen.ability.any_cards": "任意卡牌",
    "term.copenhagen.ability.additional_card": "额外卡牌",
    "term.copenhagen.ability.construction_discount": "建造折扣",
    "term.copenhagen.ability.change_of_colors": "颜色转换",
    "term.copenhagen.ability.both_actions": "双重行动",
    "term.copenhagen.expected.start": "请拿牌（`take 3`）或建造一块板块（`build red3 r0 a1`）",
    "term.copenhagen.expected.discard": "你的手牌超过 7 张，请弃掉一张（`discard red`）",
    "term.copenhagen.expected.build": "请建造一块板块（`build red3 r0 a1`）或结束回合（`end`）",
    "term.copenhagen.expected.pay": "请选择支付方式（`pay 2red`）或另选一个位置（`cancel`）",
    "term.copenhagen.expected.coat": "请选择一个纹章行动（`white c3`、`ability extra` 或 `refresh`）",
    # Copenhagen: picture words (render/copenhagen, picture.copenhagen.*)
    "picture.copenhagen.title": "哥本哈根",
    "picture.copenhagen.turn": "第 {turn} 回合",
    "picture.copenhagen.private": "仅你可见",
    "picture.copenhagen.seat": "{number} 号玩家",
    "picture.copenhagen.to_play": "正在行动：{action}",
    "picture.copenhagen.your_turn": "轮到你：{action}",
    "picture.copenhagen.their_turn": "{name}：{action}",
    "picture.copenhagen.decision.take_or_build": "拿牌或建造一块板块",
    "picture.copenhagen.decision.second_card": "拿第二张牌",
    "picture.copenhagen.decision.second_card_from": "拿第二张牌（第一张来自 {slot} 号位）",
    "picture.copenhagen.decision.discard": "弃牌至 {limit} 张",
    "picture.copenhagen.decision.after_take": "额外卡牌、双重行动或结束回合",
    "picture.copenhagen.decision.both_actions_build": "双重行动：可以建造一块板块",
    "picture.copenhagen.decision.payment": "选择支付方式",
    "picture.copenhagen.decision.pay_for": "支付{colour} {size} 格板块（砖块在 {cell}）",
    "picture.copenhagen.decision.coat_of_arms": "纹章：选择一个行动",
    "picture.copenhagen.decision.coat_of_arms_more": {"other": "纹章：选择一个行动（还剩 {count} 次）"},
    "picture.copenhagen.over": "游戏结束",
    "picture.copenhagen.over.winner": "游戏结束 · {winners} 获胜",
    "picture.copenhagen.over.winners": "游戏结束 · {winners} 共同获胜",
    "picture.copenhagen.over.points": "游戏结束 · {winners} 达到 {points} 分",
    "picture.copenhagen.over.end_card": "游戏结束 · 翻出了“游戏结束”卡",
    "picture.copenhagen.over.end_card.winner": "游戏结束 · 翻出了“游戏结束”卡 · {winners} 获胜",
    "picture.copenhagen.over.end_card.winners": "游戏结束 · 翻出了“游戏结束”卡 · {winners} 共同获胜",
    "picture.copenhagen.and": "{one} 和 {other}",
    "picture.copenhagen.separator": "、",
    "picture.copenhagen.harbour": "港口",
    "picture.copenhagen.taken": "已拿走",
    "picture.copenhagen.cards": "卡牌",
    "picture.copenhagen.deck": "牌堆",
    "picture.copenhagen.discard": "弃牌堆",
    "picture.copenhagen.reshuffled": "已重洗 {times} 次",
    "picture.copenhagen.end_card.face": "结束",
    "picture.copenhagen.end_card.set_aside": "放在一旁",
    "picture.copenhagen.end_card.in_deck": "在牌堆中",
    "picture.copenhagen.end_card.drawn": "已翻出！",
    "picture.copenhagen.end_card.in_last": "在最后 {depth} 张中",
    "picture.copenhagen.supply": "供应区",
    "picture.copenhagen.tag.to_play": "行动中",
    "picture.copenhagen.tag.winner": "获胜",
    "picture.copenhagen.empty_cells": {"other": "{count} 个空格"},
    "picture.copenhagen.ability.chip.any_cards": "任意",
    "picture.copenhagen.ability.chip.additional_card": "额外",
    "picture.copenhagen.ability.chip.construction_discount": "折扣",
    "picture.copenhagen.ability.chip.change_of_colors": "转换",
    "picture.copenhagen.ability.chip.both_actions": "双重",
    "picture.copenhagen.ability.any_cards": "任意卡牌",
    "picture.copenhagen.ability.additional_card": "额外卡牌",
    "picture.copenhagen.ability.construction_discount": "建造折扣",
    "picture.copenhagen.ability.change_of_colors": "颜色转换",
    "picture.copenhagen.ability.both_actions": "双重行动",
    "picture.copenhagen.ability_state.active": "可用",
    "picture.copenhagen.ability_state.used": "已用过",
    "picture.copenhagen.ability_state.missing": "未拥有",
    "picture.copenhagen.your_hand": "你的手牌",
    "picture.copenhagen.hand_count": "{held}/{limit} 张牌",
    "picture.copenhagen.no_hand": "没有可显示的牌",
    "picture.copenhagen.your_abilities": "你的能力",
    "picture.copenhagen.your_facade": "你的立面",
    "picture.copenhagen.preview": "预览：{colour} {size} 格板块，砖块在 {cell}（虚线）",
    "picture.copenhagen.chosen": "已选：{colour} {size} 格板块，砖块在 {cell}（虚线）",
    "picture.copenhagen.score": "{score}/{goal} 分",
    # 拿牌后只列出仍可用的能力；“游戏结束”卡结束时的平局判定；建造信息框。
    "picture.copenhagen.decision.after_take.additional_card": "额外卡牌或结束回合",
    "picture.copenhagen.decision.after_take.both_actions": "双重行动或结束回合",
    "picture.copenhagen.decision.after_take.end": "结束回合",
    "picture.copenhagen.over.tie_break": {"other": "同为 {count} 分：空格最少者获胜"},
    "picture.copenhagen.over.tie_shared": {"other": "同为 {count} 分且空格数相同：共同获胜"},
    "picture.copenhagen.build.title": "本次建造",
    "picture.copenhagen.build.cost": {"other": "费用：{count} 张牌"},
    "picture.copenhagen.build.cost.free": "费用：免费",
    "picture.copenhagen.build.less.adjacent": "−1：与同色板块相邻",
    "picture.copenhagen.build.less.discount": "−1：建造折扣",
    "picture.copenhagen.build.pay": "支付：",
    "picture.copenhagen.build.or": "或",
    "picture.copenhagen.build.cannot_pay": "你的手牌不够支付",
    "picture.copenhagen.build.scores": {"other": "得分 +{count}：{score}/{goal}"},
    "picture.copenhagen.build.scores.none": "暂不得分：{score}/{goal}",
    "picture.copenhagen.build.scores.wins": {"other": "得分 +{count}：{score}/{goal}，赢得游戏"},
    "picture.copenhagen.colour.red": "红色",
    "picture.copenhagen.colour.yellow": "黄色",
    "picture.copenhagen.colour.green": "绿色",
    "picture.copenhagen.colour.blue": "蓝色",
    "picture.copenhagen.colour.purple": "紫色",
    # 哥本哈根的公开行动在频道里的说法（bot.said）。
    "said.copenhagen.take": "{user} 拿了 {slot} 号位的{colour}牌",
    "said.copenhagen.take_additional": "{user} 用“额外卡牌”又拿了 {slot} 号位的{colour}牌",
    "said.copenhagen.take_any_cards": "{user} 用“任意卡牌”拿了 {slot} 号位的{colour}牌",
    "said.copenhagen.discard": "{user} 弃掉了一张{colour}牌",
    "said.copenhagen.build": "{user} 建造了{colour} {size} 格板块，砖块在 {cell}",
    "said.copenhagen.pay": "{user} 支付了 {payment}",
    "said.copenhagen.pay_discount": "{user} 用“建造折扣”支付了 {payment}",
    "said.copenhagen.white": "{user} 在 {cell} 放了一块白色窗户板块",
    "said.copenhagen.ability": "{user} 拿了“{ability}”能力",
    "said.copenhagen.both": "{user} 使用“双重行动”，这回合接着建造一块板块",
    "said.copenhagen.end": "{user} 结束了回合",
    "said.copenhagen.cancel": "{user} 决定把板块换个位置放",
    "said.copenhagen.refresh": "{user} 把用过的能力全部翻回正面",
    "said.copenhagen.over.points": "{user} 达到了 {points} 分。",
    "said.copenhagen.over.end_card": "翻出了“游戏结束”卡，分数最高的玩家获胜。",
    "said.copenhagen.colour.red": "红色",
    "said.copenhagen.colour.yellow": "黄色",
    "said.copenhagen.colour.green": "绿色",
    "said.copenhagen.colour.blue": "蓝色",
    "said.copenhagen.colour.purple": "紫色",
    "said.copenhagen.colour.empty": "（空位）",
    "game.score.copenhagen": "{count} 分",
    # Copenhagen's panel (bot/plugins/copenhagen/panel.py)
    "panel.copenhagen.decision.take_or_build": (
        "轮到你了：从港口拿两张牌（第二张要在第一张旁边），或点**建造…**选择板块，看看能放在哪里。"
    ),
    "panel.copenhagen.decision.take_or_build.take_only": (
        "轮到你了：从港口拿两张牌（第二张要在第一张旁边）。你手上的牌还不够建造任何板块。"
    ),
    "panel.copenhagen.decision.second_card": "拿你的第二张牌。",
    "panel.copenhagen.decision.discard": "你的手牌超过 7 张：弃掉一张。",
    "panel.copenhagen.decision.after_take": "用“额外卡牌”再拿一张、使用“双重行动”，或结束回合。",
    "panel.copenhagen.decision.after_take.additional_card": "用“额外卡牌”再拿一张，或结束回合。",
    "panel.copenhagen.decision.after_take.both_actions": "使用“双重行动”现在建造一块板块，或结束回合。",
    "panel.copenhagen.decision.both_actions_build": "双重行动：点**建造…**现在建造一块板块，或结束回合。",
    "panel.copenhagen.decision.payment": "选择如何支付立面上以虚线标出的板块，或取消并另选位置。",
    "panel.copenhagen.decision.coat_of_arms": (
        "纹章：放一块白色窗户板块、拿一个你还没有的能力，或把用过的能力全部翻回正面。"
    ),
    "panel.copenhagen.build": "建造…",
    "panel.copenhagen.build_steps": "分步建造：板块、朝向、位置…",
    "panel.copenhagen.tile_turned": "{tile}，{turn}",
    "panel.copenhagen.step_cost": {"=0": "{step}，免费", "other": "{step}，花费 {count} 张牌"},
    "panel.copenhagen.step_cost_from": {"=0": "{step}，部分位置免费", "other": "{step}，最少花费 {count} 张牌"},
    "panel.copenhagen.turn.r0": "不旋转",
    "panel.copenhagen.turn.r90": "顺时针旋转 90°",
    "panel.copenhagen.turn.r180": "旋转 180°",
    "panel.copenhagen.turn.r270": "逆时针旋转 90°",
    "panel.copenhagen.turn.m0": "镜像",
    "panel.copenhagen.turn.m90": "镜像后顺时针旋转 90°",
    "panel.copenhagen.turn.m180": "镜像后旋转 180°",
    "panel.copenhagen.turn.m270": "镜像后逆时针旋转 90°",
    "panel.copenhagen.tiles": "选择一块板块。这里只列出你能在立面某处付得起的板块。",
    "panel.copenhagen.pick_tile": "选择板块…",
    "panel.copenhagen.pick_position": "选择位置…",
    "panel.copenhagen.tile": "{colour} {size} 格板块",
    "panel.copenhagen.positions": {"other": "{count} 个位置"},
    "panel.copenhagen.row": "第 {row} 行…",
    "panel.copenhagen.preview": "预览：{label}。\n可以旋转、镜像或换个位置；点**确认**就建在这里。",
    "panel.copenhagen.rotate": "旋转 ↻",
    "panel.copenhagen.mirror": "镜像 ⇆",
    "panel.copenhagen.confirm": "确认",
    "panel.copenhagen.back": "返回",
    "panel.copenhagen.colour.red": "红色",
    "panel.copenhagen.colour.yellow": "黄色",
    "panel.copenhagen.colour.green": "绿色",
    "panel.copenhagen.colour.blue": "蓝色",
    "panel.copenhagen.colour.purple": "紫色",
    "panel.copenhagen.no_builds": "你现在付得起的板块都放不进立面，改为拿牌吧。",
    "panel.copenhagen.no_position": "这个位置现在不能放了。点“建造…”重新选择。",
    # Rules summaries, one per game (shown by /rules).
    "rules.copenhagen": (
        "《哥本哈根》是一款 2 到 4 人的板块拼放游戏。你从港口收集各色卡牌，用它们换取板块，建造自家房屋的立面。"
        "填满的行和列可以得分。最先达到 **12 分**的玩家立即获胜。"
    ),
    "rules.copenhagen.goal.title": "你的立面",
    "rules.copenhagen.goal": (
        "你的立面是一个 5 列（从左到右为 a 到 e）× 9 行（1 是地面层，9 是顶层）的网格，要用 2 到 5 格大小的板块来填。"
        "每块板块恰好有一格是**砖块**，其余各格都是**窗户**。\n"
        "- 填满行和列即可得分。\n"
        "- 全由窗户组成的行或列得分翻倍。\n"
        "- **纹章**（位于 c3、e5、b7、d9 格，以及第 2、4、6 行旁边）可以带来额外行动。"
    ),
    "rules.copenhagen.turn.title": "你的回合",
    "rules.copenhagen.turn": (
        "第一位玩家起手 2 张牌，第二、三位 3 张，第四位 4 张。轮到你时，**二选一**：\n"
        "- **拿牌**：从港口的 7 个位置中任拿一张牌，再从紧挨着它的位置拿第二张（7 号位和 1 号位不相邻）。\n"
        "- 在立面上**建造**一块板块。\n"
        "手牌最多 **7 张**：一旦超过，立即弃掉一张。你的回合结束时，港口的空位会从牌堆补满。卡牌只看颜色；"
        "牌上印的形状只是提示。"
    ),
    "rules.copenhagen.build.title": "建造板块",
    "rules.copenhagen.build": (
        "从公共供应区剩下的板块中选一块：颜色（红、黄、绿、蓝或紫）和 2 到 5 的格数。每种颜色都有自己的形状。\n"
        "- **费用**：板块每格支付一张同色牌；如果板块与你立面上的同色板块边对边相邻，就少付一张。这个折扣自动计算。\n"
        "- 板块可以随意旋转和镜像。\n"
        "- 板块必须完全在网格内，且不能与已有板块重叠。至少要有一格位于地面层，或直接压在之前建造的格子上；"
        "其他格可以悬空。\n"
        "花掉的卡牌进入弃牌堆。"
    ),
    "rules.copenhagen.scoring.title": "计分",
    "rules.copenhagen.scoring": (
        "每放一块板块（白色板块也算），都会按你的整个立面重新计分：\n"
        "- 填满一**行**（5 格）：**1** 分，全是窗户则 **2** 分。\n"
        "- 填满一**列**（9 格）：**2** 分，全是窗户则 **4** 分。\n"
        "只要有一格砖块，这一行或列的得分就减半，所以砖块的位置要好好安排。第 2、4、6 行的计分和其他行一样。"
        "分数永远不会减少。"
    ),
    "rules.copenhagen.coats.title": "纹章与能力",
    "rules.copenhagen.coats": (
        "你的板块每盖住一个纹章格（c3、e5、b7、d9），以及每填满一个带纹章的行（第 2、4、6 行），"
        "就获得一次**纹章行动**。每次行动任选其一：\n"
        "- 免费放一块**白色窗户**板块，放在地面层或直接压在已建造的格子上（它还可能带来更多行动）；\n"
        "- 拿一个你还没有的**能力**；\n"
        "- 把你所有用过的能力翻回正面。\n"
        "每个能力用过一次后，要翻回正面才能再用：\n"
        "- **任意卡牌**（每人开局就有）：第二张牌可以从任意位置拿。\n"
        "- **额外卡牌**：从任意位置再拿第三张牌。\n"
        "- **建造折扣**：少付一张牌。\n"
        "- **颜色转换**：可以用另一种颜色的牌当作板块颜色的牌来付。\n"
        "- **双重行动**：先拿牌，再建造。"
    ),
    "rules.copenhagen.end.title": "游戏结束",
    "rules.copenhagen.end": (
        "- 一旦某块板块（白色板块也算）让你达到 **12 分**或以上，你立即获胜：这块板块带来的纹章行动不再执行，"
        "其他人也不再行动。\n"
        "- 否则，补充港口时一旦翻出**“游戏结束”卡**，游戏立即结束。这张卡混在牌堆的最后 10 张牌里；3 或 4 人游戏时，"
        "则在第二副牌堆里（第一副牌堆用完后，把弃牌堆洗匀组成）。分数最高者获胜。同分时，立面空格最少者获胜；"
        "仍然相同则共同获胜。"
    ),
    "rules.copenhagen.moves.title": "行动写法",
    "rules.copenhagen.moves": (
        "用 `/出招` 输入行动，它会提示所有合法行动。港口位置从左到右为 1 到 7。\n"
        "- `take 3`：拿 3 号位的牌（用额外卡牌时也这样写）。\n"
        "- `discard red`：手牌超过 7 张时弃掉一张红牌。\n"
        "- `build red3 r90 c2`：板块（颜色和格数）、朝向，然后是其砖块所在的格子。r0 是板块原本的朝向；r90、r180、r270 "
        "为顺时针旋转；m0 到 m270 为先镜像再旋转。\n"
        "- `pay 1red 1blue` 或 `pay 1red discount`：能力让你有多种付法时选择怎么付；`cancel` 重新选择。\n"
        "- `both`：拿牌后使用双重行动（之后即使不建造也算用过）；`end` 则直接结束回合。\n"
        "- `white c3`、`ability extra`（或 any、discount、colors、both）、`refresh`：纹章行动。"
    ),
}
