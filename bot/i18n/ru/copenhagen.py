"""Russian catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the Russian catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "Игра окончена.",
    "game.copenhagen.not_your_turn": "Сейчас не ваш ход.",
    "game.copenhagen.bad_notation": (
        "Не понимаю '{move}'. Ходы выглядят так: take 3, discard red, build red3 r90 c2, "
        "pay 2red, white c3, ability extra, refresh, both, end, cancel."
    ),
    "game.copenhagen.wrong_time": "Сейчас '{verb}' сделать нельзя. Нужно: {expected}.",
    "game.copenhagen.bad_slot": "Ячейки гавани пронумерованы от 1 до 7.",
    "game.copenhagen.slot_empty": "Ячейка гавани {slot} пуста.",
    "game.copenhagen.not_adjacent": (
        "Вторая карта должна быть из ячейки рядом с ячейкой {first} ({options}); для другой ячейки нужен "
        "активный жетон «Любые карты»."
    ),
    "game.copenhagen.no_card_of_colour": "У вас нет карты цвета {colour}, чтобы её сбросить.",
    "game.copenhagen.unknown_colour": "'{colour}' — это не цвет: используйте red, yellow, green, blue или purple.",
    "game.copenhagen.unknown_tile": "'{tile}' — это не плитка: напишите цвет и размер от 2 до 5, например red3.",
    "game.copenhagen.bad_orientation": (
        "'{orientation}' — это не поворот: используйте r0, r90, r180, r270, m0, m90, m180 или m270."
    ),
    "game.copenhagen.bad_cell": (
        "'{cell}' — это не клетка: столбцы от a до e, ряды от 1 (первый этаж) до 9, например c1."
    ),
    "game.copenhagen.supply_empty": "Плиток {tile} в запасе не осталось.",
    "game.copenhagen.outside_board": "При таком размещении часть плитки выходит за пределы вашего фасада.",
    "game.copenhagen.overlap": "При таком размещении плитка закрывает уже застроенную клетку.",
    "game.copenhagen.unsupported": (
        "Хотя бы одна клетка плитки должна стоять на первом этаже или прямо над застроенной клеткой."
    ),
    "game.copenhagen.cannot_afford": "Здесь за эту плитку нужно карт цвета {colour}: {cost}, а столько у вас нет.",
    "game.copenhagen.bad_payment": "Так эту плитку оплатить нельзя. Возможные варианты: {options}.",
    "game.copenhagen.white_none_left": "Белых плиток в запасе не осталось.",
    "game.copenhagen.white_cell": (
        "Белую плитку нужно положить на пустую клетку первого этажа или прямо над застроенной клеткой."
    ),
    "game.copenhagen.unknown_ability": (
        "'{ability}' — это не способность: используйте any, extra, discount, colors или both."
    ),
    "game.copenhagen.ability_owned": "У вас уже есть способность «{ability}».",
    "game.copenhagen.ability_none_left": "Жетонов способности «{ability}» не осталось.",
    "game.copenhagen.nothing_to_refresh": (
        "Ни один ваш жетон способности не использован, так что переворачивать нечего."
    ),
    "game.copenhagen.ability_not_active": "У вас нет активного жетона «{ability}».",
    "game.copenhagen.no_undo": "Отмены нет: сыгранный ход остаётся в силе.",
    # Copenhagen's move labels (games/copenhagen/labels.py). {colour} is always the feminine nominative word
    # below (it names a card or a tile), so the templates put it where the nominative fits.
    "label.copenhagen.take": "Взять: {colour} карта из ячейки {slot}",
    "label.copenhagen.take_additional": "Взять: {colour} карта из ячейки {slot} (жетон «Дополнительная карта»)",
    "label.copenhagen.take_any_cards": "Взять: {colour} карта из ячейки {slot} (жетон «Любые карты»)",
    "label.copenhagen.discard": "Сбросить: {colour} карта",
    "label.copenhagen.build": "Построить: {colour} плитка из {size} клеток ({orientation}), кирпич на {cell}",
    "label.copenhagen.build_cost": (
        "Построить: {colour} плитка из {size} клеток ({orientation}), кирпич на {cell}, цена {cost}"
    ),
    "label.copenhagen.pay": "Заплатить: {payment}",
    "label.copenhagen.pay_discount": "Заплатить: {payment} (жетон «Скидка на строительство»)",
    "label.copenhagen.white": "Выложить белую плитку-окно на клетку {cell}",
    "label.copenhagen.ability": "Взять жетон способности «{ability}»",
    "label.copenhagen.both": "Применить «Оба действия»: построить плитку сейчас",
    "label.copenhagen.end": "Завершить ход",
    "label.copenhagen.cancel": "Выбрать другое место",
    "label.copenhagen.refresh": "Перевернуть все использованные жетоны способностей обратно",
    "label.copenhagen.amount": "{colour} ×{count}",
    "label.copenhagen.nothing": "ничего",
    "label.copenhagen.colour.red": "красная",
    "label.copenhagen.colour.yellow": "жёлтая",
    "label.copenhagen.colour.green": "зелёная",
    "label.copenhagen.colour.blue": "синяя",
    "label.copenhagen.colour.purple": "фиолетовая",
    "label.copenhagen.colour.empty": "пустая",
    "label.copenhagen.ability.any_cards": "Любые карты",
    "label.copenhagen.ability.additional_card": "Дополнительная карта",
    "label.copenhagen.ability.construction_discount": "Скидка на строительство",
    "label.copenhagen.ability.change_of_colors": "Смена цветов",
    "label.copenhagen.ability.both_actions": "Оба действия",
}
