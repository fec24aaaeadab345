"""Russian catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``)
and the other texts that belong to the game. Merged into the Russian catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Troyes Dice's rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "Игра окончена.",
    "game.troyes_dice.bad_seat": "За этим столом нет места {seat}.",
    "game.troyes_dice.already_chosen": "Вы уже сделали выбор в этой фазе; подождите остальных игроков.",
    "game.troyes_dice.waiting_for_others": "Сейчас вам нечего решать: другие игроки заканчивают бонусные постройки.",
    "game.troyes_dice.bad_notation": (
        "Не удалось прочитать {move!r}. Пишите, например, `die 1 work`, `die 2 pay deniers resources`, "
        "`die 3 as white to 5 prestige` или, для бонуса, `build work red 4`."
    ),
    "game.troyes_dice.no_such_slot": "Кубика {slot} нет: кубики фазы пронумерованы от 1 до 4.",
    "game.troyes_dice.black_die": "Кубик {slot} — чёрный: его никто не может взять.",
    "game.troyes_dice.pay_needed": (
        "Кубик 2 стоит 1 ресурс на ваш выбор: добавьте `pay influence`, `pay deniers` или `pay knowledge`."
    ),
    "game.troyes_dice.pay_not_needed": "Ресурсом на выбор оплачивается только кубик 2; кубик {slot} стоит {price}.",
    "game.troyes_dice.bad_value": (
        "На кубике значения от 1 до 6; выставить на нём {value} нельзя (с 6 на 1 не перескочить)."
    ),
    "game.troyes_dice.cannot_afford": "Вам это не по карману: цена {cost}, а у вас {have}.",
    "game.troyes_dice.cell_built": "Клетка «{building}» в столбце {number}, квартал {colour}, у вас уже застроена.",
    "game.troyes_dice.cell_destroyed": (
        "Клетка «{building}» в столбце {number}, квартал {colour}, уничтожена чёрным кубиком."
    ),
    "game.troyes_dice.no_column": "Столбца с номером {number} нет; столбцы пронумерованы от 1 до 6.",
    "game.troyes_dice.supplies_only": (
        "У вас нет ресурсов, а чёрный кубик занял бесплатное место, поэтому вместо кубика вы берёте "
        "по 1 ресурсу каждого вида: сыграйте `supplies`."
    ),
    "game.troyes_dice.supplies_not_allowed": (
        "Припасы (`supplies`) положены только игроку без ресурсов, когда чёрный кубик занимает бесплатное место."
    ),
    "game.troyes_dice.bonus_expected": "Сначала завершите бонусную постройку: {bonus}.",
    "game.troyes_dice.no_bonus": "Сейчас у вас нет бонусной постройки; выберите кубик, например `die 1 resources`.",
    "game.troyes_dice.bonus_wrong_kind": "Этот бонус позволяет построить здание типа {kind}, а не {other}.",
    "game.troyes_dice.bonus_wrong_colour": (
        "15-й горожанин на треке {track} позволяет построить престижное здание только цвета {colours}."
    ),
}
