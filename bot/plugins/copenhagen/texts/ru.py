"""Russian catalog, Copenhagen: the game's rule messages (``game.copenhagen.*``)
and the other texts that belong to the game. Merged into the Russian catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.copenhagen": "Копенгаген",
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "Игра окончена.",
    "game.copenhagen.not_your_turn": "Сейчас не ваш ход.",
    "game.copenhagen.bad_notation": (
        "Не понимаю «{move}». Ходы выглядят так: `take 3`, `discard red`, `build red3 r90 c2`, `pay 2red`, "
        "`white c3`, `ability extra`, `refresh`, `both`, `end`, `cancel`."
    ),
    "game.copenhagen.wrong_time": "Ход «{verb}» сейчас невозможен. Нужно {expected}.",
    "game.copenhagen.wrong_time_second": (
        "Ход «{verb}» сейчас невозможен. Возьмите вторую карту из ячейки {slots} (`take {slot}`)."
    ),
    "game.copenhagen.wrong_time_after_take": (
        "Ход «{verb}» сейчас невозможен. Возьмите карту по жетону «Дополнительная карта» (`take {slot}`), "
        "примените «Оба действия» (`both`) или завершите ход (`end`)."
    ),
    "game.copenhagen.wrong_time_additional_card": (
        "Ход «{verb}» сейчас невозможен. Возьмите карту по жетону «Дополнительная карта» (`take {slot}`) или "
        "завершите ход (`end`)."
    ),
    "game.copenhagen.wrong_time_both_actions": (
        "Ход «{verb}» сейчас невозможен. Примените «Оба действия», чтобы построить плитку (`both`), или "
        "завершите ход (`end`)."
    ),
    "game.copenhagen.both_after_cards": (
        "«Оба действия» применяют после того, как взяты карты: сначала возьмите карты, затем сыграйте `both` и "
        "постройте плитку в тот же ход."
    ),
    "game.copenhagen.bad_slot": "Ячейки гавани пронумерованы от 1 до 7.",
    "game.copenhagen.slot_empty": "Ячейка гавани {slot} пуста.",
    "game.copenhagen.not_adjacent": (
        "Вторая карта должна быть из ячейки рядом с ячейкой {first} ({options}); для другой ячейки нужен "
        "активный жетон «Любые карты»."
    ),
    "game.copenhagen.no_card_of_colour": "Сбрасывать нечего: у вас нет карт этого цвета ({colour}).",
    "game.copenhagen.unknown_colour": (
        "«{colour}» — это не цвет: используйте `red`, `yellow`, `green`, `blue` или `purple`."
    ),
    "game.copenhagen.unknown_tile": "«{tile}» — это не плитка: напишите цвет и размер от 2 до 5, например `red3`.",
    "game.copenhagen.bad_orientation": (
        "«{orientation}» — это не поворот: используйте `r0`, `r90`, `r180`, `r270`, `m0`, `m90`, `m180` или `m270`."
    ),
    "game.copenhagen.bad_cell": (
        "«{cell}» — это не клетка: столбцы от a до e, ряды от 1 (первый этаж) до 9, например `c1`."
    ),
    "game.copenhagen.supply_empty": "Плиток `{tile}` в запасе не осталось.",
    "game.copenhagen.outside_board": "При таком размещении часть плитки выходит за пределы вашего фасада.",
    "game.copenhagen.overlap": "При таком размещении плитка закрывает уже застроенную клетку.",
    "game.copenhagen.unsupported": (
        "Хотя бы одна клетка плитки должна стоять на первом этаже или прямо над застроенной клеткой."
    ),
    "game.copenhagen.cannot_afford": {
        "one": "Здесь эта плитка стоит {count} карту её цвета ({colour}), а столько у вас нет.",
        "few": "Здесь эта плитка стоит {count} карты её цвета ({colour}), а столько у вас нет.",
        "many": "Здесь эта плитка стоит {count} карт её цвета ({colour}), а столько у вас нет.",
        "other": "Здесь эта плитка стоит {count} карты её цвета ({colour}), а столько у вас нет.",
    },
    "game.copenhagen.bad_payment": "Так эту плитку оплатить нельзя. Можно так: {options}.",
    "game.copenhagen.white_none_left": "Белых плиток в запасе не осталось.",
    "game.copenhagen.white_cell": (
        "Белую плитку нужно положить на пустую клетку первого этажа или прямо над застроенной клеткой."
    ),
    "game.copenhagen.unknown_ability": (
        "«{ability}» — это не способность: используйте `any`, `extra`, `discount`, `colors` или `both`."
    ),
    "game.copenhagen.ability_owned": "У вас уже есть способность «{ability}».",
    "game.copenhagen.ability_none_left": "Жетонов способности «{ability}» не осталось.",
    "game.copenhagen.nothing_to_refresh": (
        "Ни один ваш жетон способности не использован, так что переворачивать нечего."
    ),
    "game.copenhagen.ability_not_active": "У вас нет активного жетона «{ability}».",
    "game.copenhagen.no_undo": "«undo» — не ход: отменить свой последний ход можно командой `/отменить_ход`.",
    # Undo: why a move cannot be taken back (/undo).
    "game.copenhagen.take_back_drew": "При этом ходе из колоды открылись скрытые карты, поэтому ход остаётся в силе.",
    # Copenhagen's move labels (games/copenhagen/labels.py). {colour} names a card or a tile as the direct
    # object: the accusative word below (label.copenhagen.colour.*.acc, through bot.i18n.inflected).
    "label.copenhagen.take": "Взять {colour} карту из ячейки {slot}",
    "label.copenhagen.take_additional": "Взять {colour} карту из ячейки {slot} (жетон «Дополнительная карта»)",
    "label.copenhagen.take_any_cards": "Взять {colour} карту из ячейки {slot} (жетон «Любые карты»)",
    "label.copenhagen.discard": "Сбросить {colour} карту",
    "label.copenhagen.build": "Построить {colour} плитку из {size} клеток ({orientation}), кирпич на {cell}",
    "label.copenhagen.build_cost": (
        "Построить {colour} плитку из {size} клеток ({orientation}), кирпич на {cell}, цена {cost}"
    ),
    "label.copenhagen.build_cost_discount": (
        "Построить {colour} плитку из {size} клеток ({orientation}), кирпич на {cell}, цена {cost} "
        "({discounted} со скидкой)"
    ),
    "label.copenhagen.build_cost_colors": (
        "Построить {colour} плитку из {size} клеток ({orientation}), кирпич на {cell}, цена {cost} с "
        "«Изменением цветов»"
    ),
    "label.copenhagen.build_cost_discount_colors": (
        "Построить {colour} плитку из {size} клеток ({orientation}), кирпич на {cell}, цена {cost} "
        "({discounted} со скидкой) с «Изменением цветов»"
    ),
    "label.copenhagen.pay": "Заплатить {payment}",
    "label.copenhagen.pay_discount": "Заплатить {payment} (жетон «Скидка на строительство»)",
    "label.copenhagen.white": "Выложить белую плитку-окно на клетку {cell}",
    "label.copenhagen.ability": "Взять жетон способности «{ability}»",
    "label.copenhagen.both": "Применить «Оба действия»: построить плитку сейчас",
    "label.copenhagen.end": "Завершить ход",
    "label.copenhagen.cancel": "Выбрать другое место",
    "label.copenhagen.refresh": "Перевернуть все использованные жетоны способностей обратно",
    # Карты одного цвета в оплате — в винительном падеже и в согласии с числом (2 жёлтые карты, 5 жёлтых карт):
    # «Заплатить…», «платит…».
    "label.copenhagen.amount.red": {
        "one": "{count} красную карту",
        "few": "{count} красные карты",
        "many": "{count} красных карт",
        "other": "{count} красной карты",
    },
    "label.copenhagen.amount.yellow": {
        "one": "{count} жёлтую карту",
        "few": "{count} жёлтые карты",
        "many": "{count} жёлтых карт",
        "other": "{count} жёлтой карты",
    },
    "label.copenhagen.amount.green": {
        "one": "{count} зелёную карту",
        "few": "{count} зелёные карты",
        "many": "{count} зелёных карт",
        "other": "{count} зелёной карты",
    },
    "label.copenhagen.amount.blue": {
        "one": "{count} синюю карту",
        "few": "{count} синие карты",
        "many": "{count} синих карт",
        "other": "{count} синей карты",
    },
    "label.copenhagen.amount.purple": {
        "one": "{count} фиолетовую карту",
        "few": "{count} фиолетовые карты",
        "many": "{count} фиолетовых карт",
        "other": "{count} фиолетовой карты",
    },
    "label.copenhagen.nothing": "0 карт",
    "label.copenhagen.payment_and": "{first} и {then}",
    "label.copenhagen.colour.red": "красная",
    "label.copenhagen.colour.yellow": "жёлтая",
    "label.copenhagen.colour.green": "зелёная",
    "label.copenhagen.colour.blue": "синяя",
    "label.copenhagen.colour.purple": "фиолетовая",
    "label.copenhagen.colour.empty": "пустая",
    "label.copenhagen.colour.red.acc": "красную",
    "label.copenhagen.colour.yellow.acc": "жёлтую",
    "label.copenhagen.colour.green.acc": "зелёную",
    "label.copenhagen.colour.blue.acc": "синюю",
    "label.copenhagen.colour.purple.acc": "фиолетовую",
    "label.copenhagen.colour.empty.acc": "пустую",
    "label.copenhagen.ability.any_cards": "Любые карты",
    "label.copenhagen.ability.additional_card": "Дополнительная карта",
    "label.copenhagen.ability.construction_discount": "Скидка на строительство",
    "label.copenhagen.ability.change_of_colors": "Изменение цветов",
    "label.copenhagen.ability.both_actions": "Оба действия",
    # Words inside refusals (games/copenhagen/messages.py TERMS): a colour is the masculine nominative (the colour
    # itself: цвет), named in brackets; an ability, the nominative, in «»; what a phase expects, an infinitive after
    # «Нужно:».
    "term.copenhagen.colour.red": "красный",
    "term.copenhagen.colour.yellow": "жёлтый",
    "term.copenhagen.colour.green": "зелёный",
    "term.copenhagen.colour.blue": "синий",
    "term.copenhagen.colour.purple": "фиолетовый",
    "term.copenhagen.ability.any_cards": "Любые карты",
    "term.copenhagen.ability.additional_card": "Дополнительная карта",
    "term.copenhagen.ability.construction_discount": "Скидка на строительство",
    "term.copenhagen.ability.change_of_colors": "Изменение цветов",
    "term.copenhagen.ability.both_actions": "Оба действия",
    "term.copenhagen.expected.start": "взять карту (`take 3`) или построить плитку (`build red3 r0 a1`)",
    "term.copenhagen.expected.discard": "сбросить одну карту, у вас их больше 7 (`discard red`)",
    "term.copenhagen.expected.build": "построить плитку (`build red3 r0 a1`) или завершить ход (`end`)",
    "term.copenhagen.expected.pay": "выбрать, как платить (`pay 2red`), или отменить размещение (`cancel`)",
    "term.copenhagen.expected.coat": "выбрать действие герба (`white c3`, `ability extra` или `refresh`)",
    # Copenhagen's pictures (render/copenhagen, picture.copenhagen.*): the board's and the hand's words. A colour
    # word is the feminine nominative (it names a tile: "красная плитка").
    "picture.copenhagen.title": "Копенгаген",
    "picture.copenhagen.turn": "ход {turn}",
    "picture.copenhagen.private": "видно только вам",
    "picture.copenhagen.seat": "Игрок {number}",
    "picture.copenhagen.to_play": "ходит: {action}",
    "picture.copenhagen.your_turn": "Ваш ход: {action}",
    "picture.copenhagen.their_turn": "{name}: {action}",
    "picture.copenhagen.decision.take_or_build": "взять карту или построить плитку",
    "picture.copenhagen.decision.second_card": "взять вторую карту",
    "picture.copenhagen.decision.second_card_from": "взять вторую карту (первая — из ячейки {slot})",
    "picture.copenhagen.decision.discard": "сбросить карты, чтобы осталось {limit}",
    "picture.copenhagen.decision.after_take": "«Дополнительная карта», «Оба действия» или конец хода",
    "picture.copenhagen.decision.both_actions_build": "«Оба действия»: можно построить плитку",
    "picture.copenhagen.decision.payment": "выбрать, как заплатить",
    "picture.copenhagen.decision.pay_for": "оплатить: {colour} плитка из {size} клеток на {cell}",
    "picture.copenhagen.decision.coat_of_arms": "герб: выбрать действие",
    "picture.copenhagen.decision.coat_of_arms_more": {
        "one": "герб: выбрать действие (осталось {count})",
        "few": "герб: выбрать действие (осталось {count})",
        "many": "герб: выбрать действие (осталось {count})",
        "other": "герб: выбрать действие (осталось {count})",
    },
    "picture.copenhagen.over": "Игра окончена",
    "picture.copenhagen.over.winner": "Игра окончена · победитель: {winners}",
    "picture.copenhagen.over.winners": "Игра окончена · победители: {winners}",
    "picture.copenhagen.over.points": "Игра окончена · {winners}: {points} очков",
    "picture.copenhagen.over.end_card": "Игра окончена · вышла карта «Конец игры»",
    "picture.copenhagen.over.end_card.winner": "Игра окончена · вышла карта «Конец игры» · победитель: {winners}",
    "picture.copenhagen.over.end_card.winners": "Игра окончена · вышла карта «Конец игры» · победители: {winners}",
    "picture.copenhagen.and": "{one} и {other}",
    "picture.copenhagen.separator": ", ",
    "picture.copenhagen.harbour": "Гавань",
    "picture.copenhagen.taken": "взята",
    "picture.copenhagen.cards": "Карты",
    "picture.copenhagen.deck": "колода",
    "picture.copenhagen.discard": "сброс",
    "picture.copenhagen.reshuffled": "перемешана ×{times}",
    "picture.copenhagen.end_card.face": "КОНЕЦ",
    "picture.copenhagen.end_card.set_aside": "отложена",
    "picture.copenhagen.end_card.in_deck": "в колоде",
    "picture.copenhagen.end_card.drawn": "вышла!",
    "picture.copenhagen.end_card.in_last": "в последних {depth}",
    "picture.copenhagen.supply": "Запас",
    "picture.copenhagen.tag.to_play": "ХОДИТ",
    "picture.copenhagen.tag.winner": "ПОБЕДА",
    "picture.copenhagen.empty_cells": {
        "one": "{count} пустая клетка",
        "few": "{count} пустые клетки",
        "many": "{count} пустых клеток",
        "other": "{count} пустой клетки",
    },
    "picture.copenhagen.ability.chip.any_cards": "любые",
    "picture.copenhagen.ability.chip.additional_card": "+1 карта",
    "picture.copenhagen.ability.chip.construction_discount": "скидка",
    "picture.copenhagen.ability.chip.change_of_colors": "цвета",
    "picture.copenhagen.ability.chip.both_actions": "оба",
    "picture.copenhagen.ability.any_cards": "Любые карты",
    "picture.copenhagen.ability.additional_card": "Дополнительная карта",
    "picture.copenhagen.ability.construction_discount": "Скидка на строительство",
    "picture.copenhagen.ability.change_of_colors": "Изменение цветов",
    "picture.copenhagen.ability.both_actions": "Оба действия",
    "picture.copenhagen.ability_state.active": "активна",
    "picture.copenhagen.ability_state.used": "использована",
    "picture.copenhagen.ability_state.missing": "нет",
    "picture.copenhagen.your_hand": "Ваши карты",
    "picture.copenhagen.hand_count": "{held} из {limit} карт",
    "picture.copenhagen.no_hand": "карт не видно",
    "picture.copenhagen.your_abilities": "Ваши способности",
    "picture.copenhagen.your_facade": "Ваш фасад",
    "picture.copenhagen.preview": "Предпросмотр: {colour} плитка из {size} клеток на {cell} (пунктир)",
    "picture.copenhagen.chosen": "Выбрана: {colour} плитка из {size} клеток на {cell} (пунктир)",
    "picture.copenhagen.score": "{score}/{goal} очков",
    # После взятия карт — только ещё доступные способности; решение ничьей при карте «Конец игры»; блок постройки.
    "picture.copenhagen.decision.after_take.additional_card": "«Дополнительная карта» или конец хода",
    "picture.copenhagen.decision.after_take.both_actions": "«Оба действия» или конец хода",
    "picture.copenhagen.decision.after_take.end": "конец хода",
    "picture.copenhagen.over.tie_break": {
        "one": "Ничья по очкам ({count}): побеждает тот, у кого меньше пустых клеток",
        "few": "Ничья по очкам ({count}): побеждает тот, у кого меньше пустых клеток",
        "many": "Ничья по очкам ({count}): побеждает тот, у кого меньше пустых клеток",
        "other": "Ничья по очкам ({count}): побеждает тот, у кого меньше пустых клеток",
    },
    "picture.copenhagen.over.tie_shared": {
        "one": "Ничья по очкам ({count}) и пустым клеткам: общая победа",
        "few": "Ничья по очкам ({count}) и пустым клеткам: общая победа",
        "many": "Ничья по очкам ({count}) и пустым клеткам: общая победа",
        "other": "Ничья по очкам ({count}) и пустым клеткам: общая победа",
    },
    "picture.copenhagen.build.title": "Эта постройка",
    "picture.copenhagen.build.cost": {
        "one": "Цена: {count} карта",
        "few": "Цена: {count} карты",
        "many": "Цена: {count} карт",
        "other": "Цена: {count} карты",
    },
    "picture.copenhagen.build.cost.free": "Цена: бесплатно",
    "picture.copenhagen.build.less.adjacent": "−1: рядом плитка того же цвета",
    "picture.copenhagen.build.less.discount": "−1: «Скидка на строительство»",
    "picture.copenhagen.build.pay": "Оплата:",
    "picture.copenhagen.build.or": "или",
    "picture.copenhagen.build.cannot_pay": "Ваших карт не хватит для оплаты",
    "picture.copenhagen.build.scores": {
        "one": "Даст +{count} очко: {score}/{goal}",
        "few": "Даст +{count} очка: {score}/{goal}",
        "many": "Даст +{count} очков: {score}/{goal}",
        "other": "Даст +{count} очка: {score}/{goal}",
    },
    "picture.copenhagen.build.scores.none": "Пока не даст очков: {score}/{goal}",
    "picture.copenhagen.build.scores.wins": {
        "one": "Даст +{count} очко: {score}/{goal} — победа",
        "few": "Даст +{count} очка: {score}/{goal} — победа",
        "many": "Даст +{count} очков: {score}/{goal} — победа",
        "other": "Даст +{count} очка: {score}/{goal} — победа",
    },
    "picture.copenhagen.colour.red": "красная",
    "picture.copenhagen.colour.yellow": "жёлтая",
    "picture.copenhagen.colour.green": "зелёная",
    "picture.copenhagen.colour.blue": "синяя",
    "picture.copenhagen.colour.purple": "фиолетовая",
    # Ходы Копенгагена, как их читает канал (bot.said); оплата — словами подписей (label.copenhagen.amount.*).
    "said.copenhagen.take": "{user} берёт {colour} карту из ячейки {slot}",
    "said.copenhagen.take_additional": (
        "{user} пользуется жетоном «Дополнительная карта» и берёт {colour} карту из ячейки {slot}"
    ),
    "said.copenhagen.take_any_cards": "{user} пользуется жетоном «Любые карты» и берёт {colour} карту из ячейки {slot}",
    "said.copenhagen.discard": "{user} сбрасывает {colour} карту",
    "said.copenhagen.build": "{user} строит {colour} плитку из {size} клеток, кирпич на {cell}",
    "said.copenhagen.pay": "{user} платит {payment}",
    "said.copenhagen.pay_discount": "{user} пользуется жетоном «Скидка на строительство» и платит {payment}",
    "said.copenhagen.white": "{user} кладёт белую плитку-окно на клетку {cell}",
    "said.copenhagen.ability": "{user} берёт жетон способности «{ability}»",
    "said.copenhagen.both": "{user} применяет «Оба действия», чтобы построить плитку в этот же ход",
    "said.copenhagen.end": "{user} завершает ход",
    "said.copenhagen.cancel": "{user} выбирает для плитки другое место",
    "said.copenhagen.refresh": "{user} переворачивает все использованные жетоны способностей обратно",
    "said.copenhagen.over.points": "{user} набирает {points} очков.",
    "said.copenhagen.over.end_card": "вышла карта «Конец игры»; побеждает тот, у кого больше очков.",
    # Цвет карты или плитки, о которой говорит фраза, — в винительном падеже (берёт красную карту).
    "said.copenhagen.colour.red": "красную",
    "said.copenhagen.colour.yellow": "жёлтую",
    "said.copenhagen.colour.green": "зелёную",
    "said.copenhagen.colour.blue": "синюю",
    "said.copenhagen.colour.purple": "фиолетовую",
    "said.copenhagen.colour.empty": "пустую",
    "game.score.copenhagen": {
        "one": "{count} очко",
        "few": "{count} очка",
        "many": "{count} очков",
        "other": "{count} очка",
    },
    # Copenhagen's panel (bot/plugins/copenhagen/panel.py)
    "panel.copenhagen.decision.take_or_build": (
        "Ваш ход: возьмите карту из гавани (вторая карта — из соседней ячейки) или нажмите **Строить…**, "
        "чтобы выбрать плитку и посмотреть, куда её можно поставить."
    ),
    "panel.copenhagen.decision.take_or_build.take_only": (
        "Ваш ход: возьмите карту из гавани (вторая карта — из соседней ячейки). Пока ни одна плитка вам не по карману."
    ),
    "panel.copenhagen.decision.second_card": "Возьмите вторую карту.",
    "panel.copenhagen.decision.discard": "У вас больше 7 карт: сбросьте одну.",
    "panel.copenhagen.decision.after_take": (
        "Возьмите карту по жетону «Дополнительная карта», примените «Оба действия» или завершите ход."
    ),
    "panel.copenhagen.decision.after_take.additional_card": (
        "Возьмите карту по жетону «Дополнительная карта» или завершите ход."
    ),
    "panel.copenhagen.decision.after_take.both_actions": (
        "Примените «Оба действия», чтобы построить плитку сейчас, или завершите ход."
    ),
    "panel.copenhagen.decision.both_actions_build": (
        "«Оба действия»: нажмите **Строить…**, чтобы построить плитку сейчас, или завершите ход."
    ),
    "panel.copenhagen.decision.payment": (
        "Выберите, как оплатить плитку, показанную пунктиром на вашем фасаде, или отмените, чтобы выбрать другое место."
    ),
    "panel.copenhagen.decision.coat_of_arms": (
        "Герб: выложите белую плитку-окно, возьмите жетон способности, которого у вас ещё нет, или переверните "
        "использованные жетоны обратно."
    ),
    "panel.copenhagen.build": "Строить…",
    "panel.copenhagen.build_steps": "Строить по шагам: плитка, поворот, место…",
    "panel.copenhagen.tile_turned": "{tile}, {turn}",
    "panel.copenhagen.step_cost": {
        "=0": "{step} · бесплатно",
        "one": "{step} · стоит {count} карту",
        "few": "{step} · стоит {count} карты",
        "many": "{step} · стоит {count} карт",
        "other": "{step} · стоит {count} карты",
    },
    "panel.copenhagen.step_cost_from": {
        "=0": "{step} · в некоторых местах бесплатно",
        "one": "{step} · от {count} карты",
        "few": "{step} · от {count} карт",
        "many": "{step} · от {count} карт",
        "other": "{step} · от {count} карты",
    },
    "panel.copenhagen.turn.r0": "без поворота",
    "panel.copenhagen.turn.r90": "повёрнутая на 90° по часовой стрелке",
    "panel.copenhagen.turn.r180": "повёрнутая на 180°",
    "panel.copenhagen.turn.r270": "повёрнутая на 90° против часовой стрелки",
    "panel.copenhagen.turn.m0": "отражённая",
    "panel.copenhagen.turn.m90": "отражённая и повёрнутая на 90° по часовой стрелке",
    "panel.copenhagen.turn.m180": "отражённая и повёрнутая на 180°",
    "panel.copenhagen.turn.m270": "отражённая и повёрнутая на 90° против часовой стрелки",
    "panel.copenhagen.tiles": "Выберите плитку. В списке только те, что вы можете оплатить где-то на своём фасаде.",
    "panel.copenhagen.pick_tile": "Выберите плитку…",
    "panel.copenhagen.pick_position": "Выберите место…",
    "panel.copenhagen.tile": "{colour} плитка из {size} клеток",
    "panel.copenhagen.positions": {
        "one": "{count} место",
        "few": "{count} места",
        "many": "{count} мест",
        "other": "{count} места",
    },
    "panel.copenhagen.row": "Ряд {row}…",
    "panel.copenhagen.preview": (
        "Предпросмотр на вашем фасаде (пунктир). {label}.\n"
        "Поверните, отразите или выберите другое место; **Подтвердить** — построить здесь."
    ),
    "panel.copenhagen.rotate": "Повернуть ↻",
    "panel.copenhagen.mirror": "Отразить ⇆",
    "panel.copenhagen.confirm": "Подтвердить",
    "panel.copenhagen.back": "Назад",
    "panel.copenhagen.colour.red": "Красная",
    "panel.copenhagen.colour.yellow": "Жёлтая",
    "panel.copenhagen.colour.green": "Зелёная",
    "panel.copenhagen.colour.blue": "Синяя",
    "panel.copenhagen.colour.purple": "Фиолетовая",
    "panel.copenhagen.no_builds": (
        "Сейчас ни одна плитка, которую вы можете оплатить, не помещается на ваш фасад: лучше возьмите карты."
    ),
    "panel.copenhagen.no_position": "Это место сейчас недоступно. Нажмите «Строить…» и выберите заново.",
    "rules.copenhagen": (
        "«Копенгаген» — игра на выкладывание плиток для 2–4 игроков. Вы собираете в гавани разноцветные карты и "
        "тратите их на плитки, из которых строите фасад своего дома. Заполненные ряды и столбцы приносят очки. "
        "Кто первым наберёт **12 очков**, сразу побеждает."
    ),
    "rules.copenhagen.goal.title": "Ваш фасад",
    "rules.copenhagen.goal": (
        "Ваш фасад — сетка из 5 столбцов (от a до e слева направо) и 9 рядов (1 — первый этаж, 9 — верхний). Вы "
        "заполняете её плитками из 2–5 клеток. На каждой плитке ровно одна клетка — **кирпич**, все остальные — "
        "**окна**.\n"
        "- Заполняйте ряды и столбцы, чтобы получать очки.\n"
        "- Линии из одних окон приносят вдвое больше.\n"
        "- **Гербы** (на клетках c3, e5, b7, d9 и рядом с рядами 2, 4 и 6) дают бонусные действия."
    ),
    "rules.copenhagen.turn.title": "Ваш ход",
    "rules.copenhagen.turn": (
        "Первый игрок начинает с 2 картами, второй и третий — с 3, четвёртый — с 4. В свой ход сделайте **одно** из "
        "двух:\n"
        "- **Взять карты**: любую карту из 7 ячеек гавани, затем вторую — из ячейки прямо рядом с ней (ячейки 7 и 1 не "
        "соседние).\n"
        "- **Построить** одну плитку на своём фасаде.\n"
        "В руке можно держать не больше **7 карт**: как только их становится больше, сразу сбросьте одну. В конце "
        "вашего хода пустые ячейки гавани пополняются из колоды. Карта означает только цвет; нарисованная на ней форма "
        "окна лишь помогает его узнать."
    ),
    "rules.copenhagen.build.title": "Строительство плитки",
    "rules.copenhagen.build": (
        "Выберите плитку, оставшуюся в общем запасе: цвет (красный, жёлтый, зелёный, синий или фиолетовый) и размер от "
        "2 до 5. У каждого цвета свои формы плиток.\n"
        "- **Цена**: по одной карте цвета плитки за каждую клетку, на 1 карту меньше, если плитка касается стороной "
        "плитки того же цвета на вашем фасаде. Эта скидка учитывается автоматически.\n"
        "- Плитку можно как угодно поворачивать и отражать.\n"
        "- Она должна целиком помещаться в сетку и не перекрывать другие плитки. Хотя бы одна её клетка должна стоять "
        "на первом этаже или прямо над уже застроенной клеткой; остальные могут нависать над пустыми.\n"
        "Потраченные карты уходят в сброс."
    ),
    "rules.copenhagen.scoring.title": "Очки",
    "rules.copenhagen.scoring": (
        "Очки считаются по всему фасаду после каждой плитки, включая белые:\n"
        "- Заполненный **ряд** (5 клеток): **1** очко или **2**, если все клетки — окна.\n"
        "- Заполненный **столбец** (9 клеток): **2** очка или **4**, если все клетки — окна.\n"
        "Даже один кирпич вдвое уменьшает очки за линию, так что ставьте кирпичи с умом. Ряды 2, 4 и 6 "
        "приносят очки, как и любые другие. Набранные очки никогда не теряются."
    ),
    "rules.copenhagen.coats.title": "Гербы и способности",
    "rules.copenhagen.coats": (
        "Вы получаете **действие герба** за каждую клетку с гербом (c3, e5, b7, d9), которую закрывает ваша плитка, и "
        "за каждый выделенный ряд (2, 4, 6), который она заполняет. За каждое действие выберите одно:\n"
        "- бесплатно выложить **белую плитку-окно** на первый этаж или прямо над застроенной клеткой (она тоже может "
        "принести действия);\n"
        "- взять жетон **способности**, которого у вас ещё нет;\n"
        "- перевернуть все использованные жетоны способностей обратно в активное положение.\n"
        "Каждая способность срабатывает один раз, пока её не перевернут обратно:\n"
        "- **Любые карты** (есть у всех с начала игры): вторая карта из любой ячейки.\n"
        "- **Дополнительная карта**: третья карта из любой ячейки.\n"
        "- **Скидка на строительство**: заплатить на 1 карту меньше.\n"
        "- **Изменение цветов**: можно платить картами одного другого цвета вместо карт цвета плитки.\n"
        "- **Оба действия**: взять карты, а затем построить."
    ),
    "rules.copenhagen.end.title": "Конец игры",
    "rules.copenhagen.end": (
        "- Как только плитка (в том числе белая) доводит ваш счёт до **12 очков** или больше, вы побеждаете. Победа "
        "наступает раньше действий гербов, которые принесла эта плитка, и больше никто не ходит.\n"
        "- Иначе игра сразу заканчивается, когда при пополнении гавани выходит карта **«Конец игры»**. Она лежит среди "
        "последних 10 карт колоды, а при 3 или 4 игроках — второй колоды, которую собирают из перемешанного сброса, "
        "когда кончается первая. Побеждает тот, у кого больше очков. При равенстве — тот, у кого меньше пустых клеток; "
        "если и здесь поровну, победу делят."
    ),
    "rules.copenhagen.moves.title": "Ходы",
    "rules.copenhagen.moves": (
        "Вводите ходы командой `/сходить` — она подсказывает допустимые. Ячейки гавани пронумерованы от 1 до 7 слева "
        "направо.\n"
        "- `take 3`: взять карту из ячейки 3 (так же и по «Дополнительной карте»).\n"
        "- `discard red`: сбросить красную карту, если в руке больше 7 карт.\n"
        "- `build red3 r90 c2`: плитка (цвет и размер), положение, затем клетка её кирпича. r0 — как напечатано; r90, "
        "r180, r270 поворачивают её по часовой стрелке; m0–m270 сначала отражают, потом поворачивают.\n"
        "- `pay 1red 1blue` или `pay 1red discount`: как платить, если способности дают выбор; `cancel` — выбрать "
        "заново.\n"
        "- `both`: после взятия карт применить «Оба действия» (даже если потом ничего не построите); `end` вместо "
        "этого завершает ход.\n"
        "- `white c3`, `ability extra` (или any, discount, colors, both), `refresh`: действия герба."
    ),
}
