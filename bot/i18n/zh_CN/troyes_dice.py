"""Simplified Chinese catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``)
and the other texts that belong to the game. Merged into the Simplified Chinese catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Troyes Dice: rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "游戏已经结束。",
    "game.troyes_dice.bad_seat": "本桌没有 {seat} 号座位。",
    "game.troyes_dice.already_chosen": "你这半天已经选过了；请等待其他玩家。",
    "game.troyes_dice.waiting_for_others": "你现在没有需要决定的事；其他玩家正在完成额外建造。",
    "game.troyes_dice.bad_notation": (
        "看不懂 {move!r}。请写成如 `die 1 work`、`die 2 pay deniers resources`、`die 3 as white to 5 prestige`，"
        "额外建造则写成如 `build work red 4`。"
    ),
    "game.troyes_dice.no_such_slot": "没有 {slot} 号骰：每个半天的骰子编号为 1 到 4。",
    "game.troyes_dice.black_die": "{slot} 号骰是黑骰：谁都不能拿。",
    "game.troyes_dice.pay_needed": (
        "2 号骰需支付 1 个任选资源：请加上 `pay influence`、`pay deniers` 或 `pay knowledge`。"
    ),
    "game.troyes_dice.pay_not_needed": "只有 2 号骰需要支付任选资源；{slot} 号骰的价格是 {price}。",
    "game.troyes_dice.bad_value": "骰子点数为 1 到 6，不能改成 {value}（点数不能从 6 绕回 1）。",
    "game.troyes_dice.cannot_afford": "你付不起：需要 {cost}，而你只有 {have}。",
    "game.troyes_dice.cell_built": "你在 {colour} 区第 {number} 列的 {building} 已经建好了。",
    "game.troyes_dice.cell_destroyed": "你在 {colour} 区第 {number} 列的 {building} 已被黑骰摧毁。",
    "game.troyes_dice.no_column": "没有编号为 {number} 的列；列的编号为 1 到 6。",
    "game.troyes_dice.supplies_only": (
        "你没有任何资源，而黑骰占了免费的位置，所以你不拿骰子，改为每种资源各得 1 个：请执行 `supplies`。"
    ),
    "game.troyes_dice.supplies_not_allowed": "只有在黑骰占了免费位置、且玩家没有任何资源时，才能领取补给（supplies）。",
    "game.troyes_dice.bonus_expected": "请先完成你的额外建造：{bonus}。",
    "game.troyes_dice.no_bonus": "你现在没有额外建造要做；请选择一颗骰子，如 `die 1 resources`。",
    "game.troyes_dice.bonus_wrong_kind": "这次额外建造只能建 {kind} 建筑，不能建 {other} 建筑。",
    "game.troyes_dice.bonus_wrong_colour": "第 15 个 {track} 市民只允许你建造 {colours} 的声望建筑。",
}
