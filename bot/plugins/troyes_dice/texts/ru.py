"""Russian catalog, Troyes Dice: the game's rule messages (``game.troyes_dice.*``), the game
words they name (``term.troyes_dice.*``) and the words its pictures draw (``picture.troyes_dice.*``).
Merged into the Russian catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.troyes_dice": "Troyes Dice",
    # Troyes Dice's rule messages (games/troyes_dice/messages.py)
    "game.troyes_dice.game_over": "Игра окончена.",
    # Undo: why a move cannot be taken back (/undo).
    "game.troyes_dice.take_back_all_chosen": "Все уже выбрали, и выбор каждого раскрыт: ваш остаётся в силе.",
    "game.troyes_dice.take_back_bonus_over": (
        "Бонусные постройки завершены, и следующие кубики уже брошены: ваша постройка остаётся в силе."
    ),
    "game.troyes_dice.bad_seat": "За этим столом нет места {seat}.",
    "game.troyes_dice.already_chosen": "Вы уже сделали выбор в этой фазе; подождите остальных игроков.",
    "game.troyes_dice.waiting_for_others": "Сейчас вам нечего решать: другие игроки заканчивают бонусные постройки.",
    "game.troyes_dice.bad_notation": (
        "Не удалось прочитать «{move}». Пишите, например, `die 1 work`, `die 2 pay deniers resources`, `die 3 as white "
        "to 5 prestige` или, для бонуса, `build work red 4`."
    ),
    "game.troyes_dice.no_such_slot": "Кубика {slot} нет: кубики фазы пронумерованы от 1 до 4.",
    "game.troyes_dice.black_die": "Кубик {slot} — чёрный: его никто не может взять.",
    "game.troyes_dice.pay_needed": (
        "Кубик 2 стоит 1 ресурс на ваш выбор: добавьте `pay influence`, `pay deniers` или `pay knowledge`."
    ),
    "game.troyes_dice.pay_not_needed": (
        "Ресурсом на ваш выбор оплачивается только кубик 2; цена кубика {slot}: {price}."
    ),
    "game.troyes_dice.bad_value": (
        "На кубике значения от 1 до 6; выставить на нём {value} нельзя (с 6 на 1 не перескочить)."
    ),
    "game.troyes_dice.bad_value_low": (
        "На кубике значения от 1 до 6; выставить на нём {value} нельзя (с 1 на 6 не перескочить)."
    ),
    "game.troyes_dice.cannot_afford": "Не хватает ресурса «{resource}»: нужно {cost}, а у вас {have}.",
    "game.troyes_dice.cell_built": "Клетка «{building}» в столбце {number} у вас уже застроена.",
    "game.troyes_dice.cell_destroyed": "Клетка «{building}» в столбце {number} уничтожена чёрным кубиком.",
    "game.troyes_dice.no_column": "Столбца с номером {number} нет; столбцы пронумерованы от 1 до 6.",
    "game.troyes_dice.supplies_only": (
        "У вас нет ресурсов, а чёрный кубик занял бесплатное место, поэтому вместо кубика вы берёте по 1 ресурсу "
        "каждого вида: сыграйте `supplies`."
    ),
    "game.troyes_dice.supplies_not_allowed": (
        "Припасы (`supplies`) положены только игроку без ресурсов, когда чёрный кубик занимает бесплатное место."
    ),
    "game.troyes_dice.bonus_expected": "Сначала завершите бонусную постройку: {bonus}.",
    "game.troyes_dice.no_bonus": "Сейчас у вас нет бонусной постройки; выберите кубик, например `{example}`.",
    "game.troyes_dice.bonus_wrong_kind": "Этот бонус позволяет построить {kind}, а не {other}.",
    "game.troyes_dice.bonus_wrong_colour": (
        "15-й горожанин на {track} треке позволяет построить только престижное здание такого цвета: {colours}."
    ),
    # The game words inside those messages (games/troyes_dice/messages.py, TERMS)
    "term.troyes_dice.resource.influence": "влияние",
    "term.troyes_dice.resource.deniers": "денье",
    "term.troyes_dice.resource.knowledge": "знания",
    "term.troyes_dice.colour.red": "красный",
    "term.troyes_dice.colour.yellow": "жёлтый",
    "term.troyes_dice.colour.white": "белый",
    "term.troyes_dice.track.red": "красном",
    "term.troyes_dice.track.yellow": "жёлтом",
    "term.troyes_dice.track.white": "белом",
    "term.troyes_dice.kind.prestige": "престижное здание",
    "term.troyes_dice.kind.work": "рабочее здание",
    "term.troyes_dice.building.red_prestige": "Крепость",
    "term.troyes_dice.building.red_work": "Графский дворец",
    "term.troyes_dice.building.yellow_prestige": "Гильдия",
    "term.troyes_dice.building.yellow_work": "Ратуша",
    "term.troyes_dice.building.white_prestige": "Собор",
    "term.troyes_dice.building.white_work": "Епископство",
    "term.troyes_dice.price.free": "бесплатно",
    "term.troyes_dice.price.deniers.1": "1 денье",
    "term.troyes_dice.price.deniers.2": "2 денье",
    "term.troyes_dice.bonus.work": "рабочее здание любого цвета (`build work <colour> <column>`)",
    "term.troyes_dice.bonus.prestige.red": "престижное здание, жёлтое или белое (`build prestige <colour> <column>`)",
    "term.troyes_dice.bonus.prestige.yellow": (
        "престижное здание, красное или белое (`build prestige <colour> <column>`)"
    ),
    "term.troyes_dice.bonus.prestige.white": (
        "престижное здание, красное или жёлтое (`build prestige <colour> <column>`)"
    ),
    # The words the pictures draw (render/troyes_dice/words.py)
    "picture.troyes_dice.title": "Troyes Dice",
    "picture.troyes_dice.moment.half": "день {day} из {days} · {half}",
    "picture.troyes_dice.moment.bonus": "день {day} из {days} · {half} · бонусные постройки",
    "picture.troyes_dice.moment.over": "игра окончена",
    "picture.troyes_dice.half.morning": "утро",
    "picture.troyes_dice.half.afternoon": "вечер",
    "picture.troyes_dice.private.moment": {
        "one": "ваш лист · {count} очко",
        "few": "ваш лист · {count} очка",
        "many": "ваш лист · {count} очков",
        "other": "ваш лист · {count} очка",
    },
    "picture.troyes_dice.seat": "Игрок {number}",
    "picture.troyes_dice.letter.red": "К",
    "picture.troyes_dice.letter.yellow": "Ж",
    "picture.troyes_dice.letter.white": "Б",
    "picture.troyes_dice.letter.influence": "В",
    "picture.troyes_dice.letter.deniers": "Д",
    "picture.troyes_dice.letter.knowledge": "З",
    "picture.troyes_dice.wheel.day": "ДЕНЬ",
    "picture.troyes_dice.hub.morning": "утро",
    "picture.troyes_dice.hub.afternoon": "вечер",
    "picture.troyes_dice.wheel.morning": "Утро · день {day} из {days}",
    "picture.troyes_dice.wheel.afternoon": "Вечер · день {day} из {days}",
    "picture.troyes_dice.wheel.over": "Последняя фаза · день {day} из {days}",
    "picture.troyes_dice.die": "{colour}, {value}",
    "picture.troyes_dice.name.red": "Красный",
    "picture.troyes_dice.name.yellow": "Жёлтый",
    "picture.troyes_dice.name.white": "Белый",
    "picture.troyes_dice.slot.black": "Чёрный, {value}",
    "picture.troyes_dice.black.blocks.red": "блокирует эту красную площадь",
    "picture.troyes_dice.black.blocks.yellow": "блокирует эту жёлтую площадь",
    "picture.troyes_dice.black.blocks.white": "блокирует эту белую площадь",
    "picture.troyes_dice.black.destroys.red": "уничтожает красный столбец {number}",
    "picture.troyes_dice.black.destroys.yellow": "уничтожает жёлтый столбец {number}",
    "picture.troyes_dice.black.destroys.white": "уничтожает белый столбец {number}",
    "picture.troyes_dice.price.pay": "цена",
    "picture.troyes_dice.price.free": "бесплатно",
    "picture.troyes_dice.price.any": {
        "one": "{count} на выбор",
        "few": "{count} на выбор",
        "many": "{count} на выбор",
        "other": "{count} на выбор",
    },
    "picture.troyes_dice.price.amount": "{count} {letter}",
    "picture.troyes_dice.guilds_count": "Кубики для гильдий",
    "picture.troyes_dice.player": "Игрок",
    "picture.troyes_dice.score": "Очки",
    "picture.troyes_dice.head.resources": "Ресурсы",
    "picture.troyes_dice.head.citizens": "Горожане",
    "picture.troyes_dice.head.built": "Здания",
    "picture.troyes_dice.status.chosen": "выбор сделан",
    "picture.troyes_dice.status.choosing": "выбирает",
    "picture.troyes_dice.status.bonus": "бонус",
    "picture.troyes_dice.status.done": "готово",
    "picture.troyes_dice.place.1": "1-е",
    "picture.troyes_dice.place.2": "2-е",
    "picture.troyes_dice.place.3": "3-е",
    "picture.troyes_dice.place.other": "{place}-е",
    # What each player chose at the last reveal, under their row of the board.
    "picture.troyes_dice.chose.line": "{die} → {action}",
    "picture.troyes_dice.chose.die": "кубик {slot}",
    "picture.troyes_dice.chose.die_as": "кубик {slot} (теперь {colour})",
    "picture.troyes_dice.chose.die_to": "кубик {slot} (теперь {value})",
    "picture.troyes_dice.chose.die_as_to": "кубик {slot} (теперь {colour}, {value})",
    "picture.troyes_dice.chose.resources": "ресурсы",
    "picture.troyes_dice.chose.prestige": "престижное здание",
    "picture.troyes_dice.chose.work": "рабочее здание",
    "picture.troyes_dice.chose.take.influence": "влияние",
    "picture.troyes_dice.chose.take.deniers": "денье",
    "picture.troyes_dice.chose.take.knowledge": "знания",
    "picture.troyes_dice.chose.build": "{building}",
    "picture.troyes_dice.chose.supplies": "припасы: по 1 ресурсу каждого вида",
    "picture.troyes_dice.sheet.column": "столбец",
    "picture.troyes_dice.building.red_prestige": "Крепость",
    "picture.troyes_dice.building.red_work": "Дворец",
    "picture.troyes_dice.building.yellow_prestige": "Гильдия",
    "picture.troyes_dice.building.yellow_work": "Ратуша",
    "picture.troyes_dice.building.white_prestige": "Собор",
    "picture.troyes_dice.building.white_work": "Епископство",
    "picture.troyes_dice.hint.per": "за",
    "picture.troyes_dice.hint.scores": "считает",
    "picture.troyes_dice.hint.row.red_prestige": "крепости",
    "picture.troyes_dice.hint.row.red_work": "дворцы",
    "picture.troyes_dice.hint.row.yellow_prestige": "гильдии",
    "picture.troyes_dice.hint.row.yellow_work": "ратуши",
    "picture.troyes_dice.hint.row.white_prestige": "соборы",
    "picture.troyes_dice.hint.row.white_work": "епископства",
    "picture.troyes_dice.sheet.resources": "Ресурсы",
    "picture.troyes_dice.sheet.every_6th": "каждое 6-е деление даёт горожанина",
    "picture.troyes_dice.sheet.left": "осталось",
    "picture.troyes_dice.resource.influence": "Влияние",
    "picture.troyes_dice.resource.deniers": "Денье",
    "picture.troyes_dice.resource.knowledge": "Знания",
    "picture.troyes_dice.sheet.citizens": "Горожане",
    "picture.troyes_dice.mark.resources": "+ВДЗ",
    "picture.troyes_dice.mark.work": "рабочее",
    "picture.troyes_dice.mark.prestige": "престижное",
    "picture.troyes_dice.track.red": "Красные",
    "picture.troyes_dice.track.yellow": "Жёлтые",
    "picture.troyes_dice.track.white": "Белые",
    "picture.troyes_dice.sheet.points": {
        "one": "{count} очко",
        "few": "{count} очка",
        "many": "{count} очков",
        "other": "{count} очка",
    },
    "picture.troyes_dice.cathedral.points": {
        "one": "{count} оч.",
        "few": "{count} оч.",
        "many": "{count} оч.",
        "other": "{count} оч.",
    },
    "picture.troyes_dice.sheet.next": "далее ×{multiplier}",
    "picture.troyes_dice.sheet.score": "Очки",
    "picture.troyes_dice.sheet.detail": "= горожане {citizens} + соборы {cathedrals} + пары ресурсов {resources}",
    "picture.troyes_dice.turn.when": "День {day}, {half}",
    "picture.troyes_dice.turn.black": "чёрный",
    "picture.troyes_dice.turn.over": "Игра окончена",
    "picture.troyes_dice.turn.final_below": "Итоговый лист — ниже.",
    "picture.troyes_dice.turn.bonus": "Выберите бонусную постройку",
    "picture.troyes_dice.turn.chosen": "Ваш выбор (другим не виден)",
    "picture.troyes_dice.turn.yours": "Ваш ход",
    "picture.troyes_dice.turn.choose": "Выберите кубик и действие: ресурсы, престижное или рабочее здание.",
    "picture.troyes_dice.turn.waiting": "Ожидание",
    "picture.troyes_dice.turn.waiting_for": {
        "one": "Ещё не закончил {count} игрок.",
        "few": "Ещё не закончили {count} игрока.",
        "many": "Ещё не закончили {count} игроков.",
        "other": "Ещё не закончили {count} игрока.",
    },
    "picture.troyes_dice.bonus.work": "постройте рабочее здание любого цвета",
    "picture.troyes_dice.bonus.prestige.red": "постройте престижное здание, жёлтое или белое",
    "picture.troyes_dice.bonus.prestige.yellow": "постройте престижное здание, красное или белое",
    "picture.troyes_dice.bonus.prestige.white": "постройте престижное здание, красное или жёлтое",
    "picture.troyes_dice.choice.die": "{colour}, {value}",
    "picture.troyes_dice.colour.red": "красный",
    "picture.troyes_dice.colour.yellow": "жёлтый",
    "picture.troyes_dice.colour.white": "белый",
    "picture.troyes_dice.choice.take": "Кубик {slot} ({die}): взять {amount}",
    "picture.troyes_dice.choice.take_as": "Кубик {slot} ({die} → {new}): взять {amount}",
    "picture.troyes_dice.choice.build": "Кубик {slot} ({die}): построить здание «{building}» в столбце {number}",
    "picture.troyes_dice.choice.build_as": (
        "Кубик {slot} ({die} → {new}): построить здание «{building}» в столбце {number}"
    ),
    "picture.troyes_dice.choice.paying": "{choice}, заплатив {amount}",
    "picture.troyes_dice.choice.supplies": "Взять 1 ед. влияния, 1 денье и 1 ед. знаний",
    "picture.troyes_dice.amount.influence": {
        "one": "{count} ед. влияния",
        "few": "{count} ед. влияния",
        "many": "{count} ед. влияния",
        "other": "{count} ед. влияния",
    },
    "picture.troyes_dice.amount.deniers": {
        "one": "{count} денье",
        "few": "{count} денье",
        "many": "{count} денье",
        "other": "{count} денье",
    },
    "picture.troyes_dice.amount.knowledge": {
        "one": "{count} ед. знаний",
        "few": "{count} ед. знаний",
        "many": "{count} ед. знаний",
        "other": "{count} ед. знаний",
    },
    "picture.troyes_dice.the_building.red_prestige": "Крепость",
    "picture.troyes_dice.the_building.red_work": "Графский дворец",
    "picture.troyes_dice.the_building.yellow_prestige": "Гильдия",
    "picture.troyes_dice.the_building.yellow_work": "Ратуша",
    "picture.troyes_dice.the_building.white_prestige": "Собор",
    "picture.troyes_dice.the_building.white_work": "Епископство",
    "picture.troyes_dice.final.title": "Troyes Dice · итоги",
    "picture.troyes_dice.final.players": {
        "one": "{count} игрок",
        "few": "{count} игрока",
        "many": "{count} игроков",
        "other": "{count} игрока",
    },
    "picture.troyes_dice.final.place": "Место",
    "picture.troyes_dice.final.rank": "{place}.",
    "picture.troyes_dice.final.citizens": "Горожане",
    "picture.troyes_dice.final.cathedrals": "Соборы",
    "picture.troyes_dice.final.resources": "Пары ресурсов",
    "picture.troyes_dice.final.total": "Итого",
    "picture.troyes_dice.final.sheets": "Лист каждого игрока: /игра лист или меню «Листы…» под полем.",
    "said.troyes_dice.bonus": "{user} строит бонусное здание «{building}» в столбце {number}",
    "said.troyes_dice.over": "все {days} дней сыграны; побеждает тот, у кого больше очков.",
    "button.turn.troyes_dice": "Выбрать кубик",
    "button.hand.troyes_dice": "Мой лист",
    "game.score.troyes_dice": {
        "one": "{count} очко",
        "few": "{count} очка",
        "many": "{count} очков",
        "other": "{count} очка",
    },
    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "panel.troyes_dice.die_step": (
        "**День {day}, {half}: выберите кубик.** Все выбирают втайне, затем выбор всех открывается одновременно."
    ),
    "panel.troyes_dice.morning": "утро",
    "panel.troyes_dice.afternoon": "вечер",
    "panel.troyes_dice.you_have": "Ваши ресурсы: {amounts}.",
    "panel.troyes_dice.you_have_nothing": "У вас нет ресурсов.",
    "panel.troyes_dice.black_die": "Кубик {slot} — чёрный ({value}): его никто не берёт.",
    "panel.troyes_dice.unaffordable": "Кубик {slot} ({colour}, {value}) стоит {price}, а вам не хватает ресурсов.",
    "panel.troyes_dice.any_resource": "1 любой ресурс",
    "panel.troyes_dice.pick_die": "Выберите кубик…",
    "panel.troyes_dice.die_option": "Кубик {slot} · {colour}, {value} · {price}",
    "panel.troyes_dice.die_hint": "+{amount} или постройка: {colour} квартал, столбец {value}",
    "panel.troyes_dice.free": "бесплатно",
    "panel.troyes_dice.pay": "за {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**Вы берёте кубик {slot} ({colour}, {value}) {price}.** Изменить его перед использованием? Новый цвет стоит "
        "{knowledge} ед. знаний, каждый шаг значения — {influence} ед. влияния (с 6 на 1 не перескочить). "
        "Изменение действует только для вас."
    ),
    "panel.troyes_dice.pick_adjustment": "Оставить кубик или изменить…",
    "panel.troyes_dice.keep": "Оставить как есть ({colour}, {value}) · бесплатно",
    "panel.troyes_dice.change": "Изменить за {cost}: {colour}, {value}",
    "panel.troyes_dice.action_step": "**Кубик {slot}: {colour}, {value}.** Что вы с ним сделаете?",
    "panel.troyes_dice.cannot_change": "Вам не хватает ресурсов, чтобы изменить этот кубик.",
    "panel.troyes_dice.pick_action": "Выберите действие…",
    "panel.troyes_dice.take": "Взять {amount}",
    "panel.troyes_dice.build": "Построить здание «{building}» в столбце {number}",
    "panel.troyes_dice.you_will": "**Вы собираетесь:** {plan}.",
    "panel.troyes_dice.plan_die": "взять кубик {slot} ({colour}, {value}) {price}",
    "panel.troyes_dice.paying": "за {amounts}",
    "panel.troyes_dice.plan_change": "перекрасить его в {colour} и изменить значение на {value} ({cost})",
    "panel.troyes_dice.plan_change_value": "изменить значение на {value} ({cost})",
    "panel.troyes_dice.plan_change_colour": "перекрасить его в {colour} ({cost})",
    "panel.troyes_dice.plan_take": "взять {amount}",
    "panel.troyes_dice.plan_build": "построить здание «{building}» в столбце {number}",
    "panel.troyes_dice.plan_supplies": "вместо кубика взять {amounts}, без действия",
    "panel.troyes_dice.supplies": (
        "У вас нет ресурсов, а чёрный кубик занял бесплатное место, поэтому в этой фазе вместо кубика "
        "вы берёте по 1 ресурсу каждого вида."
    ),
    "panel.troyes_dice.you_gain": "Вы получите: {gains}.",
    "panel.troyes_dice.confirm": "Подтвердить",
    "panel.troyes_dice.back": "Назад",
    "panel.troyes_dice.gain_resource": "+{amount}",
    "panel.troyes_dice.gain_citizen": "+1 горожанин на {colour} трек",
    "panel.troyes_dice.gain_citizens": {
        "one": "+{count} горожанин на {colour} трек",
        "few": "+{count} горожанина на {colour} трек",
        "many": "+{count} горожан на {colour} трек",
        "other": "+{count} горожанина на {colour} трек",
    },
    "panel.troyes_dice.gain_diamond": "завершён ромб",
    "panel.troyes_dice.gain_work_bonus": "бонус: постройка рабочего здания",
    "panel.troyes_dice.gain_prestige_bonus": "бонус: постройка престижного здания ({colours} квартал)",
    "panel.troyes_dice.gain_cathedral": "×{multiplier} в конце за каждое ваше здание в ряду «{row}»",
    "panel.troyes_dice.gain_protection": "столбец {number} защищён от чёрного кубика",
    "panel.troyes_dice.gain_nothing": "сразу ничего",
    "panel.troyes_dice.either": "{first} или {second}",
    "panel.troyes_dice.next_roll": "Фаза завершена; новый бросок уже на поле.",
    "panel.troyes_dice.confirm_note": (
        "«Подтвердить» фиксирует ваш выбор; остальные увидят лишь, что вы уже выбрали. Пока выбрали не все, выбор ещё "
        "можно отменить кнопкой «{undo}» или командой `/отменить_ход`."
    ),
    "panel.troyes_dice.chosen_undo": (
        "Вы уже сделали выбор в этой фазе (`{move}`). Чтобы выбрать иначе, сначала отмените его кнопкой «{undo}» или "
        "командой `/отменить_ход`, пока выбрали не все."
    ),
    "panel.troyes_dice.revealed": "{user} выбирает: {choice}",
    "panel.troyes_dice.colour.red": "красный",
    "panel.troyes_dice.colour.yellow": "жёлтый",
    "panel.troyes_dice.colour.white": "белый",
    "panel.troyes_dice.resource.influence": {
        "one": "{count} ед. влияния",
        "few": "{count} ед. влияния",
        "many": "{count} ед. влияния",
        "other": "{count} ед. влияния",
    },
    "panel.troyes_dice.resource.deniers": {
        "one": "{count} денье",
        "few": "{count} денье",
        "many": "{count} денье",
        "other": "{count} денье",
    },
    "panel.troyes_dice.resource.knowledge": {
        "one": "{count} ед. знаний",
        "few": "{count} ед. знаний",
        "many": "{count} ед. знаний",
        "other": "{count} ед. знаний",
    },
    "panel.troyes_dice.building.red.prestige": "Крепость",
    "panel.troyes_dice.building.red.work": "Графский дворец",
    "panel.troyes_dice.building.yellow.prestige": "Гильдия",
    "panel.troyes_dice.building.yellow.work": "Ратуша",
    "panel.troyes_dice.building.white.prestige": "Собор",
    "panel.troyes_dice.building.white.work": "Епископство",
    "panel.troyes_dice.row.red_prestige": "Крепости",
    "panel.troyes_dice.row.red_work": "Графские дворцы",
    "panel.troyes_dice.row.yellow_prestige": "Гильдии",
    "panel.troyes_dice.row.yellow_work": "Ратуши",
    "panel.troyes_dice.row.white_prestige": "Соборы",
    "panel.troyes_dice.row.white_work": "Епископства",
    "rules.troyes_dice": (
        "«Troyes Dice» — игра в жанре «брось и запиши» (roll & write) по мотивам «Труа», для 1–10 игроков. За 8 "
        "дней вы выбираете кубики, чтобы собирать ресурсы, строить в трёх кварталах своего города и привлекать "
        "горожан. Все выбирают одновременно. После 8-го дня побеждает тот, у кого больше очков."
    ),
    "rules.troyes_dice.goal.title": "Цель и ваш лист",
    "rules.troyes_dice.goal": (
        "Очки приносят **горожане** (по 1), **соборы** и оставшиеся ресурсы.\n"
        "На вашем листе три квартала, у каждого свой ресурс:\n"
        "- **красный**: **влияние**\n"
        "- **жёлтый**: **денье**\n"
        "- **белый**: **знания**\n"
        "В каждом квартале 6 пронумерованных столбцов: сверху **престижные** здания, снизу **рабочие**. В начале у вас "
        "по 3 единицы каждого ресурса. Трек ресурса — 18 делений на всю игру: потраченные деления не освобождаются, "
        "а всё сверх 18 пропадает. 6-е, 12-е и 18-е деления трека дают по горожанину его цвета."
    ),
    "rules.troyes_dice.day.title": "День: бросок и цены",
    "rules.troyes_dice.day": (
        "Каждый из 8 дней состоит из двух фаз — **утра** и **вечера**. В каждой фазе бросают 3 "
        "прозрачных кубика и 1 **чёрный** и раскладывают их на 4 площади по возрастанию (при равенстве чёрный идёт "
        "первым). Прозрачный кубик принимает цвет своей площади. Цену задаёт его место:\n"
        "- место 1: бесплатно\n"
        "- место 2: 1 ресурс на ваш выбор\n"
        "- место 3: 1 денье\n"
        "- место 4: 2 денье\n"
        "Чёрный кубик никто не берёт, но своё место он всё равно занимает. Каждый втайне выбирает один кубик "
        "(несколько игроков могут выбрать один и тот же), затем выбор всех открывается одновременно."
    ),
    "rules.troyes_dice.die.title": "Выбранный кубик",
    "rules.troyes_dice.die": (
        "Цвет кубика задаёт ресурс или квартал, значение — количество или номер столбца. Перед использованием кубик "
        "можно изменить (только для себя):\n"
        "- на любой другой цвет: **2 ед. знаний**\n"
        "- значение больше или меньше: **1 ед. влияния** за шаг (с 6 на 1 не перескочить)\n"
        "Если чёрный кубик занял место 1, а у вас нет вообще никаких ресурсов, вместо кубика вы берёте по 1 ресурсу "
        "каждого вида, без действия."
    ),
    "rules.troyes_dice.actions.title": "Три действия",
    "rules.troyes_dice.actions": (
        "- **Ресурсы**: получите ресурс цвета кубика в количестве его значения.\n"
        "- **Рабочее здание**: постройте рабочее (нижнее) здание в квартале цвета кубика, в столбце с номером, "
        "выпавшим на кубике; оно приносит 2 горожанина этого цвета.\n"
        "- **Престижное здание**: так же постройте престижное (верхнее) здание; его эффект срабатывает сразу:\n"
        "**Крепость** (красная) приносит 1 горожанина (красного в двух левых столбцах, жёлтого в двух средних, белого "
        "в двух правых) и защищает свой столбец от чёрного кубика.\n"
        "**Гильдия** (жёлтая): за каждый прозрачный кубик, лежащий сейчас на красной (два левых столбца), жёлтой (два "
        "средних) или белой (два правых) площади, вы получаете 3 единицы ресурса этого цвета (столбцы 1, 3, 5 слева) "
        "или 2 горожанина этого цвета (2, 4, 6).\n"
        "**Собор** (белый) приносит очки в конце игры.\n"
        "Каждую клетку можно застроить только один раз."
    ),
    "rules.troyes_dice.black.title": "Чёрный кубик",
    "rules.troyes_dice.black": (
        "Чёрный кубик блокирует свою площадь. После фазы эта площадь переворачивается, часто другим цветом вверх. С "
        "3-го дня, ещё до выбора кубиков, он бьёт и по всем листам: в квартале цвета его площади, в столбце с его "
        "номером, обе клетки уничтожаются (вычёркиваются), если они ещё не застроены. **Крепость**, построенная в этом "
        "столбце раньше, защищает весь столбец. Уничтоженную клетку застроить уже нельзя, даже бонусом."
    ),
    "rules.troyes_dice.scoring.title": "Горожане и бонусы",
    "rules.troyes_dice.scoring": (
        "Горожане заполняют три трека по 20 делений. Их бонусы могут срабатывать цепочкой:\n"
        "- все три трека дошли до 3: по 1 ресурсу каждого вида\n"
        "- все три дошли до 6, а потом до 11: постройте рабочее здание любого цвета\n"
        "- 15-е деление трека: постройте престижное здание одного из двух других цветов\n"
        "- 20-е деление трека: по 1 горожанину каждого из других цветов\n"
        "Бонусная постройка ставится на любую свободную клетку и даёт свой эффект. **Ромб** между двумя соседними "
        "зданиями ряда даёт свой бонус, когда построены оба."
    ),
    "rules.troyes_dice.end.title": "Конец игры",
    "rules.troyes_dice.end": (
        "Игра заканчивается после вечера 8-го дня. Вы получаете:\n"
        "- 1 очко за каждого горожанина\n"
        "- за каждый собор: его множитель × число ваших зданий в его ряду. Собор в 1-м столбце считает крепости, "
        "во 2-м — графские дворцы, в 3-м — гильдии, в 4-м — ратуши, в 5-м — соборы, в 6-м — епископства. "
        "Первые два ваших собора дают ×1, следующие два ×2, последние два ×3.\n"
        "- 1 очко за каждые 2 оставшиеся единицы одного ресурса\n"
        "Побеждает тот, у кого больше очков; при равенстве игроки делят место."
    ),
    "rules.troyes_dice.moves.title": "Ходы",
    "rules.troyes_dice.moves": (
        "Нажмите **Выбрать кубик** или введите ход командой `/сходить`: die и номер кубика, затем при необходимости "
        "pay, as и to, в конце действие.\n"
        "- `die 1 work`: взять бесплатный кубик 1 и построить рабочее здание\n"
        "- `die 2 pay knowledge resources`: взять кубик 2 за 1 ед. знаний и получить ресурсы\n"
        "- `die 3 as white to 5 prestige`: перекрасить кубик 3 в белый, выставить значение 5 и построить собор "
        "в столбце 5\n"
        "- `supplies`: взять припасы, если у вас нет ресурсов, а чёрный кубик на месте 1\n"
        "- `build work yellow 4`, `build prestige white 2`: бонусные постройки, после открытия выбора"
    ),
    "option.troyes_dice.column_order": "Порядок столбцов",
    "option.troyes_dice.column_order.standard": "обычный (от 1 до 6 слева направо)",
    "option.troyes_dice.column_order.random": "случайный (одинаковый для всех)",
    # /game sheet and the Troyes Dice board's Sheets menu: any player's sheet, for anyone.
    "name.game.sheet": "лист",
    "name.game.sheet.player": "игрок",
    "cmd.game.sheet": "Показать лист игрока в «Troyes Dice» (видно только вам)",
    "cmd.game.sheet.player": "Игрок, чей лист показать",
    "panel.troyes_dice.sheets": "Листы…",
    "panel.troyes_dice.sheet_choice": "Лист: {name}",
    "panel.troyes_dice.sheet_points": {
        "one": "{count} очко",
        "few": "{count} очка",
        "many": "{count} очков",
        "other": "{count} очка",
    },
    "panel.troyes_dice.sheet_of": (
        "{user}, место {number}: лист, каким его видят все. Выбор остаётся тайным, пока его не откроют."
    ),
    "panel.troyes_dice.sheet_other_game": "Листы есть только в «Troyes Dice», а в этом канале идёт «{game}».",
    "panel.troyes_dice.sheet_not_playing": (
        "{user} не участвует в игре этого канала. Листы ИИ — в меню «Листы…» под полем."
    ),
    "panel.troyes_dice.final_sheet_of": (
        "{user}, место {number}: итоговый лист последней игры «Troyes Dice» в этом канале."
    ),
    "panel.troyes_dice.sheet_no_game": (
        "В этом канале нет ни идущей, ни законченной игры «Troyes Dice» — показывать нечего. "
        "Начните новую командой `/игра новая`."
    ),
    "panel.troyes_dice.sheet_not_played": (
        "{user} — не участник последней игры «Troyes Dice» в этом канале. Участники указаны на итоговом поле."
    ),
}
