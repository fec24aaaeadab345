"""Russian catalog (Discord locale ru). Ids as in bot.i18n.en; a missing id falls back to English."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Command, group and option names (lowercase letters, digits, - and _; at most 32 characters).
    "name.game": "игра",
    "name.game.new": "новая",
    "name.game.new.game": "игра",
    "name.game.join": "войти",
    "name.game.leave": "выйти",
    "name.game.start": "начать",
    "name.game.cancel": "отменить",
    "name.game.status": "статус",
    "name.game.history": "история",
    "name.game.mine": "мои",
    "name.game.resign": "сдаться",
    "name.game.back": "вернуться",
    "name.play": "ходить",
    "name.play.move": "ход",
    "name.hand": "рука",
    "name.rules": "правила",
    "name.rules.game": "игра",
    "name.pace": "темп",
    "name.pace.set": "изменить",
    "name.pace.set.pace": "темп",
    "name.pace.set.reminder": "напоминание",
    "name.pace.set.time_limit": "лимит_времени",
    "name.pace.set.auto_after": "авто_после",
    "name.pace.show": "показать",
    "name.pace.defaults": "по_умолчанию",
    "name.pace.defaults.make_default": "сделать_стандартным",
    "name.pace.mute": "заглушить",
    "name.settings": "настройки",
    "name.settings.board": "поле",
    "name.settings.board.mode": "режим",
    "name.settings.language": "язык",
    "name.settings.language.language": "язык",
    "name.settings.show": "показать",
    # Choice names of /pace and /settings board.
    "choice.live": "В реальном времени",
    "choice.async": "Пошаговый",
    "choice.new": "Новое сообщение каждый ход",
    "choice.edit": "Одно обновляемое сообщение",
    # Command names and descriptions (Discord shows these in the command picker).
    "cmd.game": "Создать игру в этом канале, присоединиться к ней и управлять ею",
    "cmd.game.new": "Открыть лобби новой игры в этом канале",
    "cmd.game.new.game": "Во что играем",
    "cmd.game.join": "Присоединиться к лобби этого канала",
    "cmd.game.leave": "Выйти из лобби этого канала",
    "cmd.game.start": "Начать игру (только хост)",
    "cmd.game.cancel": "Отменить лобби или игру в этом канале (хост или право «Управлять каналами»)",
    "cmd.game.status": "Показать текущее поле и чей сейчас ход",
    "cmd.play": "Сделать ход в игре этого канала",
    "cmd.play.move": "Ваш ход; начните вводить, чтобы увидеть допустимые ходы",
    "cmd.hand": "Посмотреть свои карты или свой лист (видно только вам)",
    "cmd.rules": "Краткие правила игры и запись ходов",
    "cmd.rules.game": "Какая игра",
    # Lobby
    "lobby.title": "{game}: новая игра",
    "lobby.body": "Хост: {host}\nИгроки ({count}, нужно {min}–{max}):\n{players}",
    "lobby.hint": "Нажмите «Присоединиться», чтобы занять место. Когда все соберутся, хост нажмёт «Начать».",
    "lobby.cancelled": "{user} отменяет лобби игры {game}.",
    "lobby.joined": "{user} присоединяется.",
    "lobby.left": "{user} выходит из лобби.",
    "button.join": "Присоединиться",
    "button.leave": "Выйти",
    "button.start": "Начать",
    "button.cancel": "Отменить",
    "button.turn": "Сделать ход",
    "button.hand": "Мои карты",
    "button.turn.four_color_cards": "Мои карты / заявка",
    "button.turn.troyes_dice": "Выбрать кубик",
    "button.hand.troyes_dice": "Мой лист",
    # Game messages
    "game.started": "Игра {game} началась! Порядок хода: {players}.",
    "game.played": "{user} ходит: `{move}`.",
    "game.chose": "{user}: тайный выбор сделан.",
    "game.all_in": "Все сделали выбор.",
    "game.next": "Ваш ход: {users}",
    "game.waiting_for": "Ждём: {users}",
    "game.over": "Игра окончена! {standings}",
    "game.place": "{place}. {user} ({score})",
    "game.place_resigned": "{place}. {user} ({score}, сдача)",
    "game.cancelled": "{user} отменяет игру {game} в этом канале.",
    "game.status_title": "{game} · ход {version}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "Готово: `{move}`.",
    "game.answer_recorded": "Ваш ответ `{move}` принят. Стол ждёт остальных игроков.",
    "panel.title": "Ваши варианты",
    "hand.not_awaited": "Сейчас вам нечего решать; вот ваша рука.",
    "panel.pick": "Выберите ход…",
    "panel.count": {
        "one": "{count} ход",
        "few": "{count} хода",
        "many": "{count} ходов",
        "other": "{count} хода",
    },
    "panel.narrowed": "Ваши варианты: `{prefix} …`",
    "hand.title": "Видно только вам",
    # Copenhagen's panel (bot/ui/panels/copenhagen.py)
    "panel.copenhagen.decision.take_or_build": (
        "Ваш ход: возьмите карту из гавани (вторая карта — из соседней ячейки) или нажмите **Строить…**, "
        "чтобы выбрать плитку и посмотреть, куда её можно поставить."
    ),
    "panel.copenhagen.decision.second_card": "Возьмите вторую карту.",
    "panel.copenhagen.decision.discard": "У вас больше 7 карт: сбросьте одну.",
    "panel.copenhagen.decision.after_take": (
        "Возьмите карту по жетону «Дополнительная карта», примените «Оба действия» или завершите ход."
    ),
    "panel.copenhagen.decision.both_actions_build": (
        "«Оба действия»: нажмите **Строить…**, чтобы построить плитку сейчас, или завершите ход."
    ),
    "panel.copenhagen.decision.payment": (
        "Выберите, как оплатить плитку, показанную пунктиром на вашем фасаде, или отмените, чтобы выбрать "
        "другое место."
    ),
    "panel.copenhagen.decision.coat_of_arms": (
        "Герб: выложите белую плитку-окно, возьмите жетон способности, которого у вас ещё нет, или переверните "
        "использованные жетоны обратно."
    ),
    "panel.copenhagen.build": "Строить…",
    "panel.copenhagen.build_by_words": "Строить, указав плитку, поворот и клетку текстом…",
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
        "Предпросмотр: {label}.\nПоверните, отразите или выберите другое место; **Подтвердить** — построить здесь."
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

    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "panel.troyes_dice.die_step": (
        "**День {day}, {half}: выберите кубик.** Все выбирают втайне, затем выбор всех открывается одновременно."
    ),
    "panel.troyes_dice.morning": "утро",
    "panel.troyes_dice.afternoon": "после полудня",
    "panel.troyes_dice.you_have": "Ваши ресурсы: {amounts}.",
    "panel.troyes_dice.black_die": "Кубик {slot} (чёрный {value}) — это чёрный кубик: его никто не берёт.",
    "panel.troyes_dice.unaffordable": "Кубик {slot} ({colour} {value}): цена — {price}, вам не хватает ресурсов.",
    "panel.troyes_dice.any_resource": "1 любой ресурс",
    "panel.troyes_dice.pick_die": "Выберите кубик…",
    "panel.troyes_dice.die_option": "Кубик {slot} · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": "{resource} +{value} или постройка: {colour} квартал, столбец {value}",
    "panel.troyes_dice.free": "бесплатно",
    "panel.troyes_dice.pay": "цена: {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**Кубик {slot} ({colour} {value}), {price}.** Изменить его перед использованием? Новый цвет стоит "
        "{knowledge} ед. знаний, каждый шаг значения — {influence} ед. влияния (с 6 на 1 не перескочить). "
        "Изменение действует только для вас."
    ),
    "panel.troyes_dice.pick_adjustment": "Оставить кубик или изменить…",
    "panel.troyes_dice.keep": "Оставить {colour} {value} · бесплатно",
    "panel.troyes_dice.change": "Изменить на {colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**Кубик {slot} как {colour} {value}.** Что вы с ним сделаете?",
    "panel.troyes_dice.cannot_change": "Вам не хватает ресурсов, чтобы изменить этот кубик.",
    "panel.troyes_dice.pick_action": "Выберите действие…",
    "panel.troyes_dice.take": "Взять ресурсы: {resource} +{value}",
    "panel.troyes_dice.build": "Построить здание «{building}» в столбце {number}",
    "panel.troyes_dice.you_will": "**Вы собираетесь:** {plan}.",
    "panel.troyes_dice.plan_die": "взять кубик {slot} ({colour} {value}), {price}",
    "panel.troyes_dice.paying": "с оплатой: {amounts}",
    "panel.troyes_dice.plan_change": "изменить его на {colour} {value} (цена: {cost})",
    "panel.troyes_dice.plan_take": "взять ресурсы: {resource} +{value}",
    "panel.troyes_dice.plan_build": "построить здание «{building}» в столбце {number}",
    "panel.troyes_dice.plan_supplies": "вместо кубика взять {amounts}, без действия",
    "panel.troyes_dice.supplies": (
        "У вас нет ресурсов, а чёрный кубик занял бесплатное место, поэтому в этой фазе вместо кубика "
        "вы берёте по 1 ресурсу каждого вида."
    ),
    "panel.troyes_dice.you_gain": "Вы получите: {gains}.",
    "panel.troyes_dice.confirm_hint": (
        "«Подтвердить» фиксирует ваш выбор — отменить его потом нельзя. Остальные увидят лишь то, что вы уже выбрали."
    ),
    "panel.troyes_dice.confirm": "Подтвердить",
    "panel.troyes_dice.back": "Назад",
    "panel.troyes_dice.gain_resource": "{resource} +{count}",
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
    "panel.troyes_dice.amount": "{resource} {count}",
    "panel.troyes_dice.next_roll": "Фаза завершена; новый бросок уже на поле.",
    "panel.troyes_dice.already_chosen": (
        "Вы уже сделали выбор в этой фазе (`{move}`). Подтверждённый выбор нельзя отменить; фаза завершится, "
        "когда выберут все."
    ),
    "panel.troyes_dice.revealed": "{user}: {choice}",
    "panel.troyes_dice.colour.red": "красный",
    "panel.troyes_dice.colour.yellow": "жёлтый",
    "panel.troyes_dice.colour.white": "белый",
    "panel.troyes_dice.resource.influence": "влияние",
    "panel.troyes_dice.resource.deniers": "денье",
    "panel.troyes_dice.resource_one.deniers": "денье",
    "panel.troyes_dice.resource.knowledge": "знания",
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
    "rules.unavailable": "Краткие правила игры {game} ещё не написаны.",
    # Refusals (ephemeral, one or two sentences: what is wrong, what to do)
    "error.unknown_game": "Игры `{game}` нет. Выберите игру из списка в `/игра новая`.",
    "error.game_unavailable": "Игра {game} сейчас недоступна в этом боте.",
    "error.channel_has_game": (
        "В этом канале уже идёт игра. Сначала завершите или отмените её, либо займите другой канал."
    ),
    "error.channel_has_lobby": (
        "В этом канале уже открыто лобби. Присоединитесь к нему или попросите хоста его отменить."
    ),
    "error.no_lobby": "Здесь нет открытого лобби. Откройте его командой `/игра новая`.",
    "error.lobby_closed": "Это лобби закрыто. Откройте новое командой `/игра новая`.",
    "error.game_already_started": "Здесь игра уже началась: следите за ней или откройте лобби в другом канале.",
    "error.already_joined": "Вы уже в этом лобби.",
    "error.lobby_full": "Лобби заполнено (мест: {max}). Дождитесь следующей игры.",
    "error.not_in_lobby": "Вас нет в этом лобби.",
    "error.host_cannot_leave": "Хост не может выйти; вместо этого отмените лобби.",
    "error.host_only_start": "Начать игру может только хост ({host}).",
    "error.player_count": "Для игры {game} нужно от {min} до {max} игроков, а в лобби сейчас: {count}.",
    "error.cancel_not_allowed": "Отменить может только хост или участник с правом «Управлять каналами».",
    "error.no_game": "В этом канале сейчас нет игры. Начните её командой `/игра новая`.",
    "error.not_a_player": "Вы не участвуете в этой игре, но можете следить за полем.",
    "error.not_your_turn": "Сейчас не ваш ход. Когда он наступит, вас упомянут.",
    "error.already_decided": (
        "Вы уже сделали выбор; он останется тайным, пока не выберут все. Стол ждёт остальных."
    ),
    "error.stale": "С тех пор поле уже изменилось. Используйте последнее сообщение с полем.",
    "error.game_over": "Эта игра окончена. Начните новую командой `/игра новая`.",
    "error.game_cancelled": "Эта игра отменена. Начните новую командой `/игра новая`.",
    "error.empty_move": "Введите ход или выберите его из подсказок.",
    "error.move_too_long": "Слишком длинный ход (не больше {max} символов). Выберите ход из подсказок.",
    "error.no_guild": "Игры проходят в каналах сервера, а не в личных сообщениях.",
    "error.internal": "Что-то пошло не так на нашей стороне; ничего не изменилось. Попробуйте ещё раз.",
    # Pace: reminders, time limits, automatic seats (commands, public notices, refusals)
    "pace.cmd": "Темп игры в этом канале: напоминания, лимит времени, автоход",
    "pace.cmd.set": "Изменить темп лобби или игры в этом канале (только хост)",
    "pace.cmd.set.pace": "В реальном времени: решения за минуты; пошаговый: за часы или дни",
    "pace.cmd.set.reminder": "Через сколько напоминать игрокам о ходе, например 3m, 12h или off",
    "pace.cmd.set.time_limit": "Через сколько бот сделает за игрока безопасный ход, например 10m, 48h или off",
    "pace.cmd.set.auto_after": (
        "После скольких тайм-аутов подряд бот играет за игрока, пока тот не вернётся (0 — никогда)"
    ),
    "pace.cmd.show": "Показать темп лобби или игры в этом канале",
    "pace.cmd.defaults": "Задать темп по умолчанию для новых лобби на сервере (право «Управлять сервером»)",
    "pace.cmd.defaults.make_default": "Использовать этот темп по умолчанию для новых лобби",
    "pace.cmd.mute": "Выключить или снова включить напоминания для вас в игре этого канала",
    "pace.cmd.back": "Вернуться в игру после того, как за вас играл бот",
    "pace.live": "в реальном времени",
    "pace.async": "пошаговый",
    "pace.summary": (
        "Темп: **{pace}**. Напоминания: {reminder}. Лимит времени: {limit}. "
        "Автоход после тайм-аутов подряд: {auto}."
    ),
    "pace.summary_never_auto": (
        "Темп: **{pace}**. Напоминания: {reminder}. Лимит времени: {limit}. Автоход отключён."
    ),
    "pace.show.muted": "Напоминания выключены у: {users}",
    "pace.show.automatic": "За них играет бот: {users}",
    "pace.show.resigned": "Сдались: {users}",
    "pace.show.defaults": "Здесь нет ни лобби, ни игры; настройки сервера по умолчанию для новых лобби:",
    "pace.changed": "{user} меняет темп.",
    "pace.defaults_saved": "Сохранено. {summary}\nТемп новых лобби на этом сервере по умолчанию: **{default}**.",
    "pace.muted": (
        "Напоминания в этой игре для вас выключены. Чтобы включить их снова, ещё раз вызовите `/темп заглушить`."
    ),
    "pace.unmuted": "Напоминания в этой игре для вас снова включены.",
    "pace.back": "{user} возвращается: бот больше не играет за этого игрока.",
    "pace.reminder.first": "⏰ {users}: игра {game} ждёт вашего хода.",
    "pace.reminder.second": "⏰ Второе напоминание, {users}: в игре {game} вас всё ещё ждут.",
    "pace.reminder.later": (
        "⏰ {users}, стол ждёт вас уже давно. Пожалуйста, сделайте ход: когда лимит времени истечёт, "
        "за вас сыграет бот."
    ),
    "pace.timeout.public": "⌛ У {user} вышло время: бот сыграл {moves} за этого игрока.",
    "pace.timeout.secret": "⌛ У {user} вышло время: бот сделал выбор за этого игрока.",
    "pace.timeout.hidden": "⌛ Время на заявки вышло: бот ответил за всех, кто не успел.",
    "pace.now_automatic": {
        "one": (
            "У {user} вышло время: бот играет за этого игрока, пока тот снова не сходит сам или не вызовет "
            "`/игра вернуться`."
        ),
        "few": (
            "У {user} вышло время {count} раза подряд: бот играет за этого игрока, пока тот снова не сходит сам "
            "или не вызовет `/игра вернуться`."
        ),
        "many": (
            "У {user} вышло время {count} раз подряд: бот играет за этого игрока, пока тот снова не сходит сам "
            "или не вызовет `/игра вернуться`."
        ),
        "other": (
            "У {user} вышло время {count} раза подряд: бот играет за этого игрока, пока тот снова не сходит сам "
            "или не вызовет `/игра вернуться`."
        ),
    },
    "pace.automatic.public": "🤖 Бот сыграл {moves} за {user} (автоход).",
    "pace.automatic.secret": "🤖 Бот сделал выбор за {user} (автоход).",
    "pace.resigned.public": "🤖 Бот сыграл {moves} за {user}: этот игрок сдался.",
    "pace.resigned.secret": "🤖 Бот сделал выбор за {user}: этот игрок сдался.",
    "pace.lobby_field": "Темп",
    "pace.lobby_line": "{pace} · напоминания через {reminder} · лимит времени {limit} · изменить: `/темп изменить`",
    "pace.nothing_to_change": (
        "Укажите хотя бы одну настройку: `темп`, `напоминание`, `лимит_времени` или `авто_после`."
    ),
    "pace.host_only": "Менять темп может только хост ({host}) или участник с правом «Управлять каналами».",
    "pace.manage_server_only": (
        "Менять настройки сервера по умолчанию могут только участники с правом «Управлять сервером»."
    ),
    "pace.bad_pace": "`{value}` — это не темп. Выберите «В реальном времени» или «Пошаговый».",
    "pace.bad_duration": "`{value}` — это не длительность. Пишите так: `10m`, `2h`, `1h30m`, `2d` или `off`.",
    "pace.bad_reminder": "Напоминания можно ставить с интервалом от {min} до {max} или `off`.",
    "pace.bad_time_limit": "Лимит времени может быть от {min} до {max} или `off`.",
    "pace.bad_auto_after": "Число тайм-аутов до автохода — от 0 (никогда) до {max}.",
    "pace.reminder_after_limit": (
        "Напоминание ({reminder}) должно приходить раньше, чем истечёт лимит ({limit}). Сократите напоминание "
        "или увеличьте лимит."
    ),
    "pace.back_not_automatic": "Бот за вас не играет, так что возвращаться не нужно.",
    # Resigning
    "resign.cmd": "Сдаться в игре этого канала: бот доиграет за вас, а вы займёте последнее место",
    "resign.confirm": (
        "Сдаться в игре {game}? Бот доиграет за вас до конца, а вы займёте последнее место. "
        "Отменить это нельзя."
    ),
    "resign.button": "Сдаться",
    "resign.done": "Вы сдались.",
    "resign.announce": "🏳️ {user} сдаётся. Дальше за этого игрока ходит бот; в итогах он займёт последнее место.",
    "resign.ended": "🏳️ {user} сдаётся. Игра окончена!\n{standings}",
    "resign.place": "{place}. {user}",
    "resign.place_resigned": "{place}. {user} (сдача)",
    "resign.already": "Вы уже сдались в этой игре.",
    "resign.no_moves": "Вы сдались в этой игре, поэтому больше не можете ходить. За вас играет бот.",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "красных",
    "fcc.colour.y": "жёлтых",
    "fcc.colour.g": "зелёных",
    "fcc.colour.w": "белых",
    "fcc.rank.g": "генерал",
    "fcc.rank.a": "советник",
    "fcc.rank.e": "слон",
    "fcc.rank.c": "колесница",
    "fcc.rank.h": "конь",
    "fcc.rank.p": "пушка",
    "fcc.rank.s": "солдат",
    "fcc.card": "{rank} {colour} ({glyph})",
    "fcc.cards.many": "{count} × {card}",
    "fcc.meld.command": "командная группа {colour} ({glyphs})",
    "fcc.meld.field": "полевая группа {colour} ({glyphs})",
    "fcc.meld.soldiers": "солдаты {colours} ({glyphs})",
    "fcc.meld.general": "одиночный {card}",
    "fcc.meld.generals": "одиночные генералы: {cards}",
    "fcc.meld.pair": "пара: {card}",
    "fcc.meld.triple": "тройка: {card}",
    "fcc.meld.quad": "конг: {card}",
    "fcc.meld.general_quad": "конг: {card}",
    "fcc.meld.points": "{meld}: {points}",
    "fcc.meld.points_winning": "{meld}: {points} (с победной картой, считается как выложенная на стол)",
    "fcc.result.round": "**Раунд {round} из {rounds} окончен.**",
    "fcc.result.draw": "Колода закончилась: ничья, никто не платит.",
    "fcc.result.hu": "{user} объявляет ху с картой {card}, {source}.",
    "fcc.result.from_discard": "сброшенной игроком {user}",
    "fcc.result.from_draw": "открытой из колоды игроком {user}",
    "fcc.result.from_own_draw": "которую этот игрок сам открыл из колоды",
    "fcc.result.opening_hu": "{user} объявляет ху с картами раздачи.",
    "fcc.result.exhausted_hand": (
        "После заявки у {user} не осталось карт для сброса, поэтому раунд заканчивается, "
        "а завершившим его считается этот игрок."
    ),
    "fcc.result.table_melds": "На столе: {melds}.",
    "fcc.result.hand_melds": "В руке: {melds}.",
    "fcc.result.bonus": "Бонусная карта: {card}, +{bonus}.",
    "fcc.result.no_bonus_card": "Бонусной карты нет: колода пуста.",
    "fcc.result.points": "Очки: {base} за комбинации + бонус {bonus} = {points} (порог {threshold}).",
    "fcc.result.paid": "{user} достигает порога: каждый из остальных игроков платит {amount}.",
    "fcc.result.penalty": (
        "{user} не дотягивает до порога {threshold} и платит штраф: по {amount} каждому из остальных игроков."
    ),
    "fcc.result.payments": "Выплаты: {payments}.",
    "fcc.result.chips": "Фишки: {chips}.",
    "fcc.result.next_round": "Начинается **раунд {round} из {rounds}**: {user} открывает игру с 21 картой.",
    "panel.four_color_cards.your_discard": "Ваш ход: сбросьте одну карту (генералов сбрасывать нельзя).",
    "panel.four_color_cards.in_play": "В игре карта {card}, {source}. Заберите её или спасуйте.",
    "panel.four_color_cards.from_discard": "сброшенная игроком {user}",
    "panel.four_color_cards.from_draw": "открытая из колоды игроком {user}",
    "panel.four_color_cards.from_own_draw": "которую вы сами открыли из колоды",
    "panel.four_color_cards.no_pass_general": "Вы открыли генерала: его нужно взять, пасовать нельзя.",
    "panel.four_color_cards.no_pass": "За этим столом на эту карту пасовать нельзя.",
    "panel.four_color_cards.discard_card": "Сбросить: {card}",
    "panel.four_color_cards.pass": "Пас",
    "panel.four_color_cards.hu": "Ху (победа)",
    "panel.four_color_cards.general": "Генерал: взять отдельно",
    "panel.four_color_cards.kong": "Конг: {cards}",
    "panel.four_color_cards.pong": "Понг: {cards}",
    "panel.four_color_cards.pair": "Пара: {cards}",
    "panel.four_color_cards.command": "Командная группа: {cards}",
    "panel.four_color_cards.field": "Полевая группа: {cards}",
    "panel.four_color_cards.soldiers": "Солдаты: {cards}",
    # Public posts (bot.publisher)
    "post.recorded": "Ход записан, но Discord не принял ответ. `/игра статус` покажет поле.",
    "post.ping": "{users}: ваш ход. Поле: {link}",
    # /game history
    "history.cmd": "Показать ходы, уже сделанные в игре этого канала",
    "history.title": "{game}: сделанные ходы ({count})",
    "history.line": "{number}. {player}: `{move}`",
    "history.secret": "{number}. {player}: (тайный выбор)",
    "history.empty": "В игре {game} ещё не было ходов.",
    "history.earlier": {
        "one": "(Ещё {count} более ранний ход — в прикреплённом файле.)",
        "few": "(Ещё {count} более ранних хода — в прикреплённом файле.)",
        "many": "(Ещё {count} более ранних ходов — в прикреплённом файле.)",
        "other": "(Ещё {count} более ранних хода — в прикреплённом файле.)",
    },
    # /game mine
    "mine.cmd": "Список ваших текущих игр на этом сервере",
    "mine.title": "Ваши текущие игры на этом сервере:",
    "mine.line": "**{game}** в {channel}: {turn} · [поле]({link})",
    "mine.your_turn": "ваш ход",
    "mine.waiting": "ждём {users}",
    "mine.more": "…и ещё {count}.",
    "mine.none": "У вас нет текущих игр на этом сервере. Начните игру командой `/игра новая`.",
    # /settings
    "settings.cmd": "Игровые настройки этого сервера (право «Управлять сервером»)",
    "settings.cmd.board": "Как публиковать поле: новым сообщением каждый ход или одним, которое обновляется",
    "settings.cmd.board.mode": (
        "Новое сообщение с полем каждый ход или одно обновляемое сообщение и короткий пинг"
    ),
    "settings.cmd.show": "Показать игровые настройки этого сервера",
    "settings.mode.new": "новое сообщение с полем каждый ход",
    "settings.mode.edit": "одно сообщение с полем, которое обновляется, и короткий пинг игрока, чей ход",
    "settings.board_set": "Режим поля на этом сервере: {mode}. Действует со следующей публикации поля.",
    "settings.show": "Игровые настройки этого сервера:\nРежим поля: {mode}",
    "settings.not_allowed": "Менять игровые настройки сервера могут только участники с правом «Управлять сервером».",
    "settings.unknown_mode": "Такого режима поля нет. Выберите один из: {modes}.",
    "settings.cmd.language": "Язык полей, лобби и напоминаний на этом сервере",
    "settings.cmd.language.language": "Автоматически: язык сервера, если бот его знает, иначе английский",
    "settings.choice.auto": "Автоматически: язык сервера",
    "settings.language.auto": "автоматически (сейчас: {language})",
    "settings.language_set": (
        "Язык полей, лобби и напоминаний на этом сервере: {language}. Действует со следующего сообщения; ответы, "
        "которые видите только вы, остаются на языке вашего Discord."
    ),
    "settings.show.language": "Публичные сообщения: {language}",
    "settings.unknown_language": "Бот не знает этого языка. Выберите один из: {languages}.",
    # Rules summaries, one per game (shown by /rules).
    "rules.tiny_tricks": (
        "Игра на взятки с тремя картами для проверки бота. Сначала все одновременно передают по одной "
        "карте соседу слева, затем разыгрывают три взятки; взятку забирает старшая карта.\n\n"
        "**Ходы**: `pass 7` (выбрать карту для передачи), `play 7` (сыграть карту)."
    ),
    "rules.copenhagen": (
        "Постройте самый красивый фасад на набережной Копенгагена: побеждает тот, кто первым наберёт 12 очков.\n"
        "В свой ход либо **возьмите карты** из гавани (две соседние ячейки), либо **постройте** плитку фасада, "
        "заплатив по одной карте её цвета за каждую клетку (на одну меньше, если она касается плитки того же "
        "цвета). Плитка должна опираться на землю или на другую плитку. Заполненный ряд приносит 1 очко (2, если "
        "в нём одни окна), заполненный столбец — 2 очка. Закрытый герб даёт бонус: белую плитку-окно, жетон "
        "способности или восстановление использованных способностей. В руке не больше 7 карт. Если никто не "
        "набрал 12 очков, игра заканчивается, когда выходит карта «Конец игры».\n\n"
        "**Ходы**: `take 3`, `discard red`, `build red3 r90 c1` (плитка, поворот `r0`-`r270` или отражение "
        "`m0`-`m270`, клетка её кирпича; столбцы a-e, ряды 1-9 от земли), `pay 1red discount`, "
        "`cancel`, `both`, `end`, `white c3`, `ability extra` (any, extra, discount, colors, both), `refresh`."
    ),
    "rules.troyes_dice": (
        "Восемь дней, в каждом две фазы. В каждой фазе бросают четыре кубика и раскладывают их по ячейкам, "
        "начиная с самой дешёвой; с 3-го дня чёрный кубик уничтожает соответствующие клетки на всех листах, "
        "если столбец не защищён Крепостью. Все одновременно выбирают кубик (ячейка 1 — бесплатно, ячейка 2 — "
        "1 любой ресурс, ячейка 3 — 1 денье, ячейка 4 — 2 денье), могут изменить его цвет (2 знания) или "
        "значение (1 влияние за шаг), а затем берут ресурсы или строят престижное либо рабочее здание этого "
        "цвета и значения. Выбор открывается одновременно. В конце очки приносят горожане, соборы и оставшиеся "
        "пары ресурсов.\n\n"
        "**Ходы**: `die 1 work`, `die 2 pay knowledge resources`, `die 3 as white to 5 prestige`, "
        "`supplies` (когда ничего не по карману) и бонусные постройки, например `build work yellow 4`."
    ),
    "rules.four_color_cards": (
        "Тайваньские «четырёхцветные карты» (四色牌): 112 карт четырёх цветов и семи рангов (帥仕相俥傌炮兵 / "
        "將士象車馬包卒). У каждого 20 карт, у открывающего — 21, и он сбрасывает первым; генералы никогда не идут "
        "в сброс. Каждая показанная карта (сброшенная или открытая из колоды) открывает окно заявок: ху бьёт "
        "конг, конг бьёт понг, понг бьёт остальные комбинации; при равенстве побеждает ближайший по очереди. "
        "Забранные карты выкладываются на стол, и забравший сбрасывает карту. Победа (ху) — когда вся ваша рука "
        "вместе с картой раскладывается на комбинации стоимостью не меньше 10 очков. Три раунда, итог матча "
        "решают фишки.\n\n"
        "**Карты**: цвет `r y g w` (красный, жёлтый, зелёный, белый) + ранг `g a e c h p s` (генерал, советник, "
        "слон, колесница, конь, пушка, солдат), например `rc` — колесница красных.\n"
        "**Ходы**: `discard rc`, `pass`, `hu`, `kong`, `pong`, `pair`, `general`, `command`, `field`, "
        "`soldiers ys gs`."
    ),
    # Copenhagen's rule messages (games/copenhagen/messages.py)
    "game.copenhagen.game_over": "Игра окончена.",
    "game.copenhagen.not_your_turn": "Сейчас не ваш ход.",
    "game.copenhagen.bad_notation": (
        "Не понимаю '{move}'. Ходы выглядят так: take 3, discard red, build red3 r90 c1, "
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
    # Four Color Cards' rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "Игра окончена.",
    "game.four_color_cards.not_awaited": "Сейчас от вас не требуется никаких решений.",
    "game.four_color_cards.unknown_move": (
        "'{move}' — это не ход. Пишите, например, 'discard rc', 'pong', 'kong', 'hu', 'pair', 'general', "
        "'command', 'field', 'soldiers ys gs' или 'pass'."
    ),
    "game.four_color_cards.unknown_card": (
        "'{card}' — это не карта. Напишите букву цвета (r красный, y жёлтый, g зелёный, w белый) и букву ранга "
        "(g генерал, a советник, e слон, c колесница, h конь, p пушка, s солдат), например 'rc' — "
        "колесница красных."
    ),
    "game.four_color_cards.must_discard": "Сейчас нужно сбросить одну карту, например 'discard {example}'.",
    "game.four_color_cards.general_not_discardable": "Генералов сбрасывать нельзя.",
    "game.four_color_cards.card_not_in_hand": "У вас нет карты {card}.",
    "game.four_color_cards.no_card_in_play": "В игре нет карты, которую можно забрать; сейчас нужно сбросить карту.",
    "game.four_color_cards.not_next_player": (
        "Для комбинации «{meld}» карту может взять только игрок, следующий за сбросившим (а открытую из колоды — "
        "открывший её игрок и следующий за ним); понг, конг и ху может объявить любой, кроме сбросившего."
    ),
    "game.four_color_cards.only_drawer_takes_general": (
        "Взять генерала одиночно или в командную группу может только тот, кто его открыл."
    ),
    "game.four_color_cards.missing_cards": "Чтобы составить «{meld}» с картой {card}, нужно иметь в руке: {need}.",
    "game.four_color_cards.wrong_meld": "Карта {card} в игре не может образовать «{meld}».",
    "game.four_color_cards.pairs_not_claimable": "За этим столом пары забирать нельзя.",
    "game.four_color_cards.bad_soldiers": (
        "Группе солдат нужны 3 или 4 солдата разных цветов, и один из них — карта {card} в игре."
    ),
    "game.four_color_cards.not_a_win": (
        "Ваша рука вместе с картой {card} не раскладывается целиком на комбинации, поэтому объявить ху нельзя."
    ),
    "game.four_color_cards.hu_below_threshold": (
        "Очков за вашу руку: {points} — это ниже порога {threshold}; объявить ху нельзя."
    ),
    "game.four_color_cards.no_opening_hu": (
        "Открывающий не может объявить ху с картами раздачи; сначала сбросьте карту."
    ),
    "game.four_color_cards.must_take_general": (
        "Вы открыли генерала и обязаны его взять (general, command, kong или hu); пасовать нельзя."
    ),
    "game.four_color_cards.must_hu": "За этим столом игрок, который может объявить ху, обязан это сделать.",
    "game.four_color_cards.must_kong": "За этим столом игрок, который может сделать конг, не может пасовать.",
    "game.four_color_cards.claim_window_open": "Карта ждёт заявок: ответьте заявкой или 'pass'.",
    "game.four_color_cards.not_legal": "Ход '{move}' сейчас недопустим.",
    "pace.off": "выкл.",
}
