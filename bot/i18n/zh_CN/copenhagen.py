"""Simplified Chinese catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the Simplified Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Copenhagen: rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "游戏已经结束。",
    "game.copenhagen.not_your_turn": "还没轮到你。",
    "game.copenhagen.bad_notation": (
        "看不懂“{move}”。行动的写法如：take 3、discard red、build red3 r90 c2、pay 2red、white c3、ability extra、"
        "refresh、both、end、cancel。"
    ),
    "game.copenhagen.wrong_time": "现在不能用“{verb}”：{expected}。",
    "game.copenhagen.bad_slot": "港口的位置编号为 1 到 7。",
    "game.copenhagen.slot_empty": "港口 {slot} 号位置是空的。",
    "game.copenhagen.not_adjacent": (
        "第二张牌必须来自 {first} 号位置旁边的位置（{options}）；要拿其他位置的牌，需要一个可用的“任意卡牌”能力。"
    ),
    "game.copenhagen.no_card_of_colour": "你手里没有可弃的 {colour} 牌。",
    "game.copenhagen.unknown_colour": "“{colour}”不是颜色：请用 red、yellow、green、blue 或 purple。",
    "game.copenhagen.unknown_tile": "“{tile}”不是板块：请写颜色加 2 到 5 的格数，如 red3。",
    "game.copenhagen.bad_orientation": "“{orientation}”不是朝向：请用 r0、r90、r180、r270、m0、m90、m180 或 m270。",
    "game.copenhagen.bad_cell": "“{cell}”不是格子：列为 a 到 e，行为 1（地面层）到 9，如 c1。",
    "game.copenhagen.supply_empty": "供应区已经没有 {tile} 板块了。",
    "game.copenhagen.outside_board": "这样放会让板块有一部分超出你的立面。",
    "game.copenhagen.overlap": "这样放会盖住已经建造的格子。",
    "game.copenhagen.unsupported": "板块至少要有一格位于地面层，或直接压在已建造的格子上。",
    "game.copenhagen.cannot_afford": "这块板块放在那里要 {cost} 张 {colour} 牌，你付不起。",
    "game.copenhagen.bad_payment": "不能这样支付这块板块。你可以：{options}。",
    "game.copenhagen.white_none_left": "供应区已经没有白色板块了。",
    "game.copenhagen.white_cell": "白色板块必须放在地面层的空格上，或放在已建造格子正上方的空格上。",
    "game.copenhagen.unknown_ability": "“{ability}”不是能力：请用 any、extra、discount、colors 或 both。",
    "game.copenhagen.ability_owned": "你已经拥有 {ability} 能力了。",
    "game.copenhagen.ability_none_left": "已经没有 {ability} 能力板块了。",
    "game.copenhagen.nothing_to_refresh": "你的能力板块都没用过，没有需要翻回来的。",
    "game.copenhagen.ability_not_active": "你没有可用的 {ability} 能力板块。",
    "game.copenhagen.no_undo": "不能悔棋：行动一旦执行就无法撤销。",
    # Copenhagen: move labels (games/copenhagen/labels.py)
    "label.copenhagen.take": "拿 {slot} 号位的{colour}牌",
    "label.copenhagen.take_additional": "拿 {slot} 号位的{colour}牌（额外卡牌）",
    "label.copenhagen.take_any_cards": "拿 {slot} 号位的{colour}牌（使用任意卡牌）",
    "label.copenhagen.discard": "弃掉一张{colour}牌",
    "label.copenhagen.build": "建造{colour} {size} 格板块（{orientation}），砖块在 {cell}",
    "label.copenhagen.build_cost": "建造{colour} {size} 格板块（{orientation}），砖块在 {cell}，花费 {cost} 张牌",
    "label.copenhagen.pay": "支付 {payment}",
    "label.copenhagen.pay_discount": "支付 {payment}（使用建造折扣）",
    "label.copenhagen.white": "在 {cell} 放一块白色窗户板块",
    "label.copenhagen.ability": "拿取“{ability}”能力",
    "label.copenhagen.both": "使用双重行动：现在建造一块板块",
    "label.copenhagen.end": "结束回合",
    "label.copenhagen.cancel": "另选一个位置",
    "label.copenhagen.refresh": "把你用过的能力全部翻回正面",
    "label.copenhagen.amount": "{count} 张{colour}牌",
    "label.copenhagen.nothing": "0 张牌",
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
}
