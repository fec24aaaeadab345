"""Traditional Chinese catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the Traditional Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "遊戲已經結束。",
    "game.copenhagen.not_your_turn": "還沒輪到你。",
    "game.copenhagen.bad_notation": (
        "我看不懂「{move}」。行動的寫法像這樣：take 3、discard red、build red3 r90 c2、"
        "pay 2red、white c3、ability extra、refresh、both、end、cancel。"
    ),
    "game.copenhagen.wrong_time": "現在不能「{verb}」：{expected}。",
    "game.copenhagen.bad_slot": "港口的位置編號是 1 到 7。",
    "game.copenhagen.slot_empty": "港口的 {slot} 號位置是空的。",
    "game.copenhagen.not_adjacent": (
        "你的第二張牌必須來自 {first} 號位置旁邊的位置（{options}）；要拿其他位置，需要一個可用的「任意卡牌」能力。"
    ),
    "game.copenhagen.no_card_of_colour": "你沒有 {colour} 的牌可以棄掉。",
    "game.copenhagen.unknown_colour": "「{colour}」不是顏色：請用 red、yellow、green、blue 或 purple。",
    "game.copenhagen.unknown_tile": "「{tile}」不是板塊：請寫顏色加上 2 到 5 的大小，例如 red3。",
    "game.copenhagen.bad_orientation": ("「{orientation}」不是方向：請用 r0、r90、r180、r270、m0、m90、m180 或 m270。"),
    "game.copenhagen.bad_cell": "「{cell}」不是格子：欄為 a 到 e，列為 1（地面層）到 9，例如 c1。",
    "game.copenhagen.supply_empty": "供應區已經沒有 {tile} 板塊了。",
    "game.copenhagen.outside_board": "這樣放的話，板塊會有一部分超出你的立面。",
    "game.copenhagen.overlap": "這樣放會蓋到已經建好的格子。",
    "game.copenhagen.unsupported": "板塊至少要有一格放在地面層，或直接壓在已經建好的格子上。",
    "game.copenhagen.cannot_afford": "這塊板塊放在那裡要 {cost} 張 {colour} 牌，你付不起。",
    "game.copenhagen.bad_payment": "不能這樣支付這塊板塊。你可以：{options}。",
    "game.copenhagen.white_none_left": "供應區已經沒有白色板塊了。",
    "game.copenhagen.white_cell": "白色板塊必須放在地面層的空格，或直接放在已建好格子上方的空格。",
    "game.copenhagen.unknown_ability": "「{ability}」不是能力：請用 any、extra、discount、colors 或 both。",
    "game.copenhagen.ability_owned": "你已經擁有 {ability} 能力了。",
    "game.copenhagen.ability_none_left": "已經沒有 {ability} 能力板塊了。",
    "game.copenhagen.nothing_to_refresh": "你的能力板塊都還沒用過，沒有需要翻回來的。",
    "game.copenhagen.ability_not_active": "你沒有可用的 {ability} 能力板塊。",
    "game.copenhagen.no_undo": "不能反悔：行動一旦執行就算數。",
    # Copenhagen's move labels (games/copenhagen/labels.py): {colour} is one of the colour words below.
    "label.copenhagen.take": "拿 {slot} 號位置的{colour}牌",
    "label.copenhagen.take_additional": "拿 {slot} 號位置的{colour}牌（額外卡牌）",
    "label.copenhagen.take_any_cards": "拿 {slot} 號位置的{colour}牌（使用任意卡牌）",
    "label.copenhagen.discard": "棄掉一張{colour}牌",
    "label.copenhagen.build": "建造{colour}板塊（{size} 格，{orientation}），磚塊在 {cell}",
    "label.copenhagen.build_cost": "建造{colour}板塊（{size} 格，{orientation}），磚塊在 {cell}，費用 {cost} 張牌",
    "label.copenhagen.pay": "支付：{payment}",
    "label.copenhagen.pay_discount": "支付：{payment}（使用建造折扣）",
    "label.copenhagen.white": "在 {cell} 放一塊白色窗戶板塊",
    "label.copenhagen.ability": "拿取「{ability}」能力",
    "label.copenhagen.both": "使用雙重行動：現在蓋一塊板塊",
    "label.copenhagen.end": "結束回合",
    "label.copenhagen.cancel": "改選其他位置",
    "label.copenhagen.refresh": "把所有用過的能力翻回可用",
    "label.copenhagen.amount": "{count} 張{colour}牌",
    "label.copenhagen.nothing": "不用付牌",
    "label.copenhagen.colour.red": "紅色",
    "label.copenhagen.colour.yellow": "黃色",
    "label.copenhagen.colour.green": "綠色",
    "label.copenhagen.colour.blue": "藍色",
    "label.copenhagen.colour.purple": "紫色",
    "label.copenhagen.colour.empty": "（空位）",
    "label.copenhagen.ability.any_cards": "任意卡牌",
    "label.copenhagen.ability.additional_card": "額外卡牌",
    "label.copenhagen.ability.construction_discount": "建造折扣",
    "label.copenhagen.ability.change_of_colors": "換色",
    "label.copenhagen.ability.both_actions": "雙重行動",
}
