"""Traditional Chinese catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``)
and the other texts that belong to the game. Merged into the Traditional Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Troyes Dice's rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "遊戲已經結束。",
    "game.troyes_dice.bad_seat": "這桌沒有 {seat} 號座位。",
    "game.troyes_dice.already_chosen": "這個半天你已經選過了；請等其他玩家。",
    "game.troyes_dice.waiting_for_others": "你現在沒有需要決定的事；其他玩家正在完成額外建造。",
    "game.troyes_dice.bad_notation": (
        "我看不懂 {move!r}。請寫例如 `die 1 work`、`die 2 pay deniers resources`、"
        "`die 3 as white to 5 prestige`，額外建造則寫 `build work red 4`。"
    ),
    "game.troyes_dice.no_such_slot": "沒有 {slot} 號骰：每個半天的骰子編號是 1 到 4。",
    "game.troyes_dice.black_die": "{slot} 號骰是黑骰：沒有人可以拿。",
    "game.troyes_dice.pay_needed": (
        "2 號骰要付 1 個任選資源：請加上 `pay influence`、`pay deniers` 或 `pay knowledge`。"
    ),
    "game.troyes_dice.pay_not_needed": "只有 2 號骰要付任選資源；{slot} 號骰的費用是 {price}。",
    "game.troyes_dice.bad_value": "骰子點數是 1 到 6，不能調成 {value}（點數不能從 6 繞回 1）。",
    "game.troyes_dice.cannot_afford": "你付不起：這要 {cost}，而你只有 {have}。",
    "game.troyes_dice.cell_built": "你在 {colour} 區第 {number} 欄的 {building} 已經蓋好了。",
    "game.troyes_dice.cell_destroyed": "你在 {colour} 區第 {number} 欄的 {building} 已經被黑骰摧毀了。",
    "game.troyes_dice.no_column": "沒有編號 {number} 的欄；欄的編號是 1 到 6。",
    "game.troyes_dice.supplies_only": (
        "你沒有任何資源，而黑骰佔走了免費的位置，所以你不拿骰子，改成每種資源各拿 1 個：請輸入 `supplies`。"
    ),
    "game.troyes_dice.supplies_not_allowed": "只有在黑骰佔走免費位置、而且自己沒有任何資源時，才能拿補給。",
    "game.troyes_dice.bonus_expected": "請先完成你的額外建造：{bonus}。",
    "game.troyes_dice.no_bonus": "你現在沒有額外建造要做；請選一顆骰子，例如 `die 1 resources`。",
    "game.troyes_dice.bonus_wrong_kind": "這次額外建造要蓋的是 {kind} 建築，不是 {other} 建築。",
    "game.troyes_dice.bonus_wrong_colour": "{track} 市民軌的第 15 位市民只能讓你建造 {colours} 的聲望建築。",
}
