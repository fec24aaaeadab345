"""Russian catalog (Discord locale ru). Ids as in bot.i18n.en; a missing id falls back to English."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Command, group and option names (lowercase letters, digits, - and _; at most 32 characters).
    "name.game": "игра",
    "name.game.new": "новая",
    "name.game.new.game": "игра",
    "name.game.join": "присоединиться",
    "name.game.leave": "выйти",
    "name.game.start": "начать",
    "name.game.cancel": "отменить",
    "name.game.status": "статус",
    "name.game.history": "история",
    "name.game.mine": "мои",
    "name.game.resign": "сдаться",
    "name.game.back": "вернуться",
    "name.play": "сходить",
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
    "cmd.game.cancel": "Распустить лобби или отменить игру в этом канале (хост или право «Управлять каналами»)",
    "cmd.game.status": "Показать текущее поле и чей сейчас ход",
    "cmd.play": "Сделать ход в игре этого канала",
    "cmd.play.move": "Ваш ход; начните вводить, чтобы увидеть допустимые ходы",
    "cmd.hand": "Посмотреть свои карты или свой лист (видно только вам)",
    "cmd.rules": "Краткие правила игры и запись ходов",
    "cmd.rules.game": "Какая игра",
    # Lobby
    "lobby.title": "{game}: новая игра",
    "lobby.body": "Хост: {host}\nИгроки ({count}, нужно {min}–{max}):\n{players}",
    "lobby.hint": (
        "Нажмите «Присоединиться», чтобы занять место; хост может отдать свободные места ИИ. "
        "Когда все соберутся, хост нажмёт «Начать»."
    ),
    "lobby.cancelled": "{user} распускает лобби игры «{game}».",
    "lobby.joined": "{user} присоединяется.",
    "lobby.left": "{user} выходит из лобби.",
    "lobby.moved": "Лобби перенесено в новое сообщение: {link}",
    # Турниры (/турнир; bot/ui/tournament): сообщение турнира, объявления туров, таблица.
    "name.tournament": "турнир",
    "name.tournament.new": "новый",
    "name.tournament.new.game": "игра",
    "name.tournament.new.format": "система",
    "name.tournament.new.rounds": "туры",
    "name.tournament.new.table_size": "игроков_за_столом",
    "name.tournament.new.pace": "темп",
    "name.tournament.new.hours": "часы",
    "name.tournament.new.timezone": "часовой_пояс",
    "name.tournament.new.player_limit": "макс_участников",
    "name.tournament.new.reliability": "надёжность",
    "name.tournament.join": "записаться",
    "name.tournament.leave": "выйти",
    "name.tournament.start": "начать",
    "name.tournament.standings": "таблица",
    "name.tournament.cancel": "отменить",
    "cmd.tournament": "Турнир в этом канале: бот в каждом туре рассаживает игроков по столам и ведёт партии в ветках",
    "cmd.tournament.new": "Открыть турнир в этом канале",
    "cmd.tournament.new.game": "В какую игру играют на турнире",
    "cmd.tournament.new.format": "Швейцарская система (все играют в каждом туре; по умолчанию) или на выбывание",
    "cmd.tournament.new.rounds": "Сколько туров в турнире по швейцарской системе (по умолчанию 3)",
    "cmd.tournament.new.table_size": "Сколько игроков за каждым столом (по умолчанию 2)",
    "cmd.tournament.new.pace": "Темп партий",
    "cmd.tournament.new.hours": "Игровые часы: вне их нет напоминаний и лимита времени, например 08:00-23:00 или 8-23",
    "cmd.tournament.new.timezone": "Часовой пояс игровых часов, например Europe/Moscow",
    "cmd.tournament.new.player_limit": "Наибольшее число участников (по умолчанию без ограничений)",
    "cmd.tournament.new.reliability": "Наименьшая надёжность для записи, в процентах (0 — без ограничений)",
    "cmd.tournament.join": "Записаться на турнир этого канала до его начала",
    "cmd.tournament.leave": "Отменить свою запись на турнир этого канала (до его начала)",
    "cmd.tournament.start": "Начать турнир: откроются столы первого тура (только хост)",
    "cmd.tournament.standings": "Показать турнирную таблицу этого канала (видно только вам)",
    "cmd.tournament.cancel": "Отменить турнир этого канала и его партии (хост или право «Управлять каналами»)",
    "choice.tournament.swiss": "Швейцарская система",
    "choice.tournament.elimination": "На выбывание",
    "tournament.title": "Турнир по игре «{game}»",
    "tournament.host": "Хост: {host}",
    "tournament.format.swiss": {
        "one": "Швейцарская система, {count} тур",
        "few": "Швейцарская система, {count} тура",
        "many": "Швейцарская система, {count} туров",
        "other": "Швейцарская система, {count} тура",
    },
    "tournament.format.elimination": "На выбывание: победитель каждого стола проходит дальше",
    "tournament.tables": {
        "one": "столы на {count} игрока",
        "few": "столы на {count} игроков",
        "many": "столы на {count} игроков",
        "other": "столы на {count} игрока",
    },
    "tournament.limit": {
        "one": "Не больше {count} игрока.",
        "few": "Не больше {count} игроков.",
        "many": "Не больше {count} игроков.",
        "other": "Не больше {count} игрока.",
    },
    "tournament.reliability": "Нужна надёжность не ниже {minimum}.",
    "tournament.state.open": "Запись открыта: нажмите кнопку ниже; турнир начинает хост.",
    "tournament.state.round": "Идёт {round}-й тур.",
    "tournament.state.round_of": "Идёт {round}-й тур из {rounds}.",
    "tournament.state.over": "Турнир окончен. Чемпион: {champion}.",
    "tournament.state.cancelled": "Турнир отменён.",
    "tournament.players": {
        "one": "Участники ({count})",
        "few": "Участники ({count})",
        "many": "Участники ({count})",
        "other": "Участники ({count})",
    },
    "tournament.more": {
        "one": "… и ещё {count}",
        "few": "… и ещё {count}",
        "many": "… и ещё {count}",
        "other": "… и ещё {count}",
    },
    "tournament.standings": "Турнирная таблица",
    "tournament.hint": (
        "За каждым столом последнее место приносит 0 очков, а каждое место выше — на 2 очка больше (шкала Board "
        "Game Arena); игрок, оставшийся в туре без стола, получает очки как за победу. При равенстве очков выше "
        "тот, чьи соперники набрали больше очков."
    ),
    "tournament.standing.swiss": {
        "one": "{rank}. {player}: {count} очко (очки соперников: {opposition})",
        "few": "{rank}. {player}: {count} очка (очки соперников: {opposition})",
        "many": "{rank}. {player}: {count} очков (очки соперников: {opposition})",
        "other": "{rank}. {player}: {count} очка (очки соперников: {opposition})",
    },
    "tournament.standing.champion": "{rank}. {player}: чемпион",
    "tournament.standing.in": "{rank}. {player}: ещё в борьбе",
    "tournament.standing.out": "{rank}. {player}: вылет в туре {round}",
    "tournament.standing.dropped": "(не играет)",
    "tournament.joined": "{user} записывается на турнир.",
    "tournament.left": "{user} отменяет запись на турнир.",
    "tournament.started": "{user} начинает турнир: открываются столы первого тура.",
    "tournament.cancelled": "{user} отменяет турнир.",
    "tournament.thread_name": "Турнир по игре «{game}» № {number}, тур {round}, стол {table}",
    "tournament.table_headline": "Турнир по игре «{game}» ({channel}): тур {round}, стол {table}.",
    "tournament.round_title": "**Турнир по игре «{game}»: тур {round}**",
    "tournament.table_line": "Стол {table}: {players} → {thread}",
    "tournament.bye_line": {
        "one": "Без стола в этом туре (+{count} очко): {players}",
        "few": "Без стола в этом туре (+{count} очка): {players}",
        "many": "Без стола в этом туре (+{count} очков): {players}",
        "other": "Без стола в этом туре (+{count} очка): {players}",
    },
    "tournament.dropped": {
        "one": "{count} игрок снят с турнира: {players}. В туре {round} боту пришлось сыграть за него всю партию.",
        "few": (
            "{count} игрока сняты с турнира: {players}. В туре {round} боту пришлось сыграть за каждого из них "
            "всю партию."
        ),
        "many": (
            "{count} игроков сняты с турнира: {players}. В туре {round} боту пришлось сыграть за каждого из них "
            "всю партию."
        ),
        "other": (
            "{count} игрока сняты с турнира: {players}. В туре {round} боту пришлось сыграть за каждого из них "
            "всю партию."
        ),
    },
    "tournament.over_title": "**Турнир по игре «{game}» окончен!**",
    "tournament.champion": "Чемпион: {player}. Поздравляем!",
    "tournament.standings_title": "Таблица турнира по игре «{game}», тур {round}:",
    "tournament.standings_none": "Турнир по игре «{game}» ещё не начался: таблицы пока нет.",
    "tournament.picture.place": "№",
    "tournament.picture.player": "Игрок",
    "tournament.picture.points": "Очки",
    "tournament.picture.tiebreak": "Очки соперников",
    "tournament.picture.round": "тур {round}",
    "error.tournament_none": "В этом канале нет турнира. Откройте его командой `/турнир новый`.",
    "error.tournament_unknown": "Этого турнира больше нет.",
    "error.tournament_busy": (
        "В этом канале уже есть открытый или идущий турнир. Сначала отмените его или выберите другой канал."
    ),
    "error.tournament_format": "Система турнира — `swiss` (швейцарская) или `elimination` (на выбывание).",
    "error.tournament_table_size": (
        "В игре «{game}» за столом может быть от {min} до {max} игроков, а не {size}: выберите другое число."
    ),
    "error.tournament_text_channel": ("Откройте турнир в текстовом канале: его столы играются в ветках этого канала."),
    "error.tournament_threads": (
        "Столы турнира играются в ветках, а у меня нет прав в {channel}: {permissions}. Участник с правом "
        "«Управлять каналами» может выдать их в настройках этого канала; потом попробуйте снова."
    ),
    "error.tournament_joined": "Вы уже записаны на этот турнир.",
    "error.tournament_full": {
        "one": "Мест на турнире больше нет (записан {count} игрок).",
        "few": "Мест на турнире больше нет (записано {count} игрока).",
        "many": "Мест на турнире больше нет (записано {count} игроков).",
        "other": "Мест на турнире больше нет (записано {count} игрока).",
    },
    "error.tournament_not_in": "Вы не записаны на этот турнир.",
    "error.tournament_host_leave": "Хост не может отменить свою запись. Если турнира не будет, отмените его.",
    "error.tournament_started": "Турнир уже начался: записаться или отменить запись уже нельзя.",
    "error.tournament_over": "Этот турнир окончен.",
    "error.tournament_host_only": "Начать турнир может только хост ({host}).",
    "error.tournament_cancel_not_allowed": (
        "Отменить турнир может только хост или участник с правом «Управлять каналами»."
    ),
    "error.tournament_too_few": {
        "one": "Для турнира нужно не меньше {min} игроков, а записан {count}. Подождите, пока запишутся ещё.",
        "few": "Для турнира нужно не меньше {min} игроков, а записано {count}. Подождите, пока запишутся ещё.",
        "many": "Для турнира нужно не меньше {min} игроков, а записано {count}. Подождите, пока запишутся ещё.",
        "other": "Для турнира нужно не меньше {min} игроков, а записано {count}. Подождите, пока запишутся ещё.",
    },
    "button.join": "Присоединиться",
    "button.leave": "Выйти",
    "button.start": "Начать",
    "button.cancel": "Распустить лобби",
    "button.turn": "Сделать ход",
    "button.hand": "Мои карты",
    "button.turn.four_color_cards": "Мои карты / заявка",
    "button.turn.troyes_dice": "Выбрать кубик",
    "button.hand.troyes_dice": "Мой лист",
    # Threads: a thread per game
    "permission.create_public_threads": "Создавать публичные ветки",
    "name.settings.threads": "ветки",
    "name.settings.threads.mode": "режим",
    "settings.cmd.threads": "Вести каждую игру в отдельной ветке или в канале, где она открыта",
    "settings.cmd.threads.mode": "Вкл.: у каждой игры своя ветка, а в канале — сводка; выкл.: игры идут прямо в канале",
    "choice.threads.on": "Вкл.: у каждой игры своя ветка",
    "choice.threads.off": "Выкл.: игры идут в канале",
    "settings.threads.on": "каждая игра в своей ветке",
    "settings.threads.off": "каждая игра в канале, где она открыта",
    "settings.threads_set": "Игры на этом сервере: {mode}. Действует со следующей игры.",
    "settings.show.threads": "Игры: {mode}",
    "settings.unknown_threads": "Выберите в списке «Вкл.» или «Выкл.».",
    "thread.name": "{game} № {number}: {players}",
    "thread.name_separator": ", ",  # between the players of a thread's name (short: no "and")
    "thread.summary": "Игра идёт в ветке {thread}.\n{turn}",
    "thread.summary_over": "Игра в ветке {thread} окончена.\n{standings}",
    "thread.summary_cancelled": "Игра в ветке {thread} отменена.",
    "thread.rematch_opened": "{host} открывает лобби реванша в {channel}: {link}",
    "thread.refused": (
        "Эта игра идёт здесь: я не могу открывать ветки в {channel}, у меня нет прав: {permissions}. Участник с"
        " правом «Управлять сервером» может выдать мне эти права или оставить игры в каналах командой"
        " `/настройки ветки`."
    ),
    # Game messages
    "game.started": "Игра «{game}» началась! Порядок ходов: {players}.",
    "game.played": "{said} (`{move}`).",
    "game.played_label": "{user}: {words}",
    "game.chose": "{user}: тайный выбор сделан.",
    "game.all_in": "Все сделали выбор.",
    "game.all_answered": "Все ответили.",
    "game.next": "Ваш ход: {users}",
    "list.separator": ", ",
    "list.clauses": "; ",
    "list.clauses_last": "; ",
    "game.waiting_for": "Ждём: {users}",
    "game.may_answer": "Могут ответить: {users} (кнопками ниже; ваш ответ виден только вам)",
    "game.over": "Игра окончена! {standings}",
    "game.over_because": "Игра окончена: {why}\n{standings}",
    "game.over.resignations": "после того как игроки сдались, осталось слишком мало участников, чтобы продолжать.",
    "game.place": "{place}. {user} ({score})",
    "game.place_resigned": "{place}. {user} ({score}, сдача)",
    "game.place_tied": "{place}. {user} ({score}, делит место)",
    "game.score.copenhagen": {
        "one": "{count} очко",
        "few": "{count} очка",
        "many": "{count} очков",
        "other": "{count} очка",
    },
    "game.score.troyes_dice": {
        "one": "{count} очко",
        "few": "{count} очка",
        "many": "{count} очков",
        "other": "{count} очка",
    },
    "game.score.four_color_cards": {
        "one": "{count} фишка",
        "few": "{count} фишки",
        "many": "{count} фишек",
        "other": "{count} фишки",
    },
    "game.cancelled": "{user} отменяет игру «{game}» в этом канале.",
    "game.status_title": "{game} · {moment}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "Ход принят: «{move}».",
    "game.answer_recorded": "Ваш ответ «{move}» принят. Стол ждёт остальных игроков.",
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
    "panel.narrowed_words": "Ваши варианты\n**{words}** (`{prefix} …`)",
    "hand.title": "Видно только вам",
    # Copenhagen's panel (bot/ui/panels/copenhagen.py)
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
        "{knowledge} знания, каждый шаг значения — {influence} влияние (с 6 на 1 не перескочить). "
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
    "panel.troyes_dice.plan_change": "перекрасить его в {colour} и повернуть на {value} ({cost})",
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
    # Influence is counted as a mass ("5 влияния", as players say "5 золота"), knowledge as things ("5 знаний").
    "panel.troyes_dice.resource.influence": {
        "one": "{count} влияние",
        "few": "{count} влияния",
        "many": "{count} влияния",
        "other": "{count} влияния",
    },
    "panel.troyes_dice.resource.deniers": {
        "one": "{count} денье",
        "few": "{count} денье",
        "many": "{count} денье",
        "other": "{count} денье",
    },
    "panel.troyes_dice.resource.knowledge": {
        "one": "{count} знание",
        "few": "{count} знания",
        "many": "{count} знаний",
        "other": "{count} знания",
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
    "rules.unavailable": "Краткие правила игры «{game}» ещё не написаны.",
    # Undo: /undo takes back the player's last move (bot/take_backs.py, bot/cogs/undo.py, games/take_back.py).
    "name.undo": "отменить_ход",
    "cmd.undo": "Отменить свой последний ход, если он не открыл ничего скрытого и после него никто не ходил",
    "undo.done": "Ваш ход `{move}` отменён. Ходите снова, когда будете готовы.",
    "undo.announced": "↩️ {user} отменяет свой последний ход.",
    "undo.history": "{number}. {player}: отмена хода",
    "undo.nothing": "В этой игре у вас нет хода, который можно отменить.",
    "undo.played_since": "Ваш ход остаётся в силе: после него уже сходил другой игрок — {player}.",
    "undo.game_over": "Игра окончена: её ходы остаются в силе.",
    "undo.not_offered": "В этой игре ходы отменять нельзя.",
    "undo.button": "Отменить ход",
    "undo.by_bot": "Ваш последний ход сделал бот, когда время вышло, поэтому его нельзя отменить.",
    "undo.not_last": "Этот ход уже не ваш последний (его уже отменили или вы сходили после него).",
    # Refusals (ephemeral, one or two sentences: what is wrong, what to do)
    "error.unknown_game": "Игры `{game}` нет. Выберите игру из списка в `/игра новая`.",
    "error.game_unavailable": "Игра «{game}» сейчас недоступна в этом боте.",
    "error.channel_has_game": (
        "В этом канале уже идёт игра. Сначала завершите или отмените её, либо займите другой канал."
    ),
    "error.channel_has_lobby": (
        "В этом канале уже открыто лобби. Присоединитесь к нему или попросите хоста его распустить."
    ),
    "error.no_lobby": "Здесь нет открытого лобби. Откройте его командой `/игра новая`.",
    "error.lobby_closed": "Это лобби закрыто. Откройте новое командой `/игра новая`.",
    "error.game_already_started": "Здесь игра уже началась: следите за ней или откройте лобби в другом канале.",
    "error.already_joined": "Вы уже в этом лобби.",
    "error.lobby_full": "Лобби заполнено (мест: {max}). Дождитесь следующей игры.",
    "error.lobby_full_ai": (
        "В лобби не осталось свободных мест для ИИ (игроков не больше {max}). Начните игру или сначала освободите "
        "место."
    ),
    "error.not_in_lobby": "Вас нет в этом лобби.",
    "error.host_cannot_leave": "Хост не может выйти из лобби, но может его распустить.",
    "error.host_only_start": "Начать игру может только хост ({host}).",
    "error.player_count": (
        "Для игры «{game}» нужно от {min} до {max} игроков, а в лобби сейчас: {count}. Свободные места может занять "
        "ИИ: `/игра добавить_ии`."
    ),
    "error.cancel_not_allowed": (
        "Распустить лобби или отменить игру может только хост или участник с правом «Управлять каналами»."
    ),
    "error.no_game": "В этом канале сейчас нет игры. Начните её командой `/игра новая`.",
    "error.thread_game_over": (
        "Игра в этой ветке окончена. Чтобы сыграть снова, нажмите «{rematch}» под её итоговым полем; все ходы "
        "покажет `/игра история`."
    ),
    "error.no_game_threads": (
        "Игры этого канала идут каждая в своей ветке: {threads}. Используйте команду в ветке игры."
    ),
    "error.not_a_player": "Вы не участвуете в этой игре, но можете следить за полем.",
    "error.not_your_turn": "Сейчас не ваш ход. Когда он наступит, вас упомянут.",
    "error.already_decided": ("Вы уже сделали выбор; он останется тайным, пока не выберут все. Стол ждёт остальных."),
    "error.already_decided_undo": (
        "Вы уже сделали выбор; он останется тайным, пока не выберут все. Чтобы изменить его, отмените выбор командой "
        "`/отменить_ход`, пока остальные ещё выбирают."
    ),
    "error.stale": "С тех пор поле уже изменилось. Используйте последнее сообщение с полем.",
    "error.already_played": "Ваш ход уже сделан (`{move}`); эта панель больше ничего не изменит.",
    "error.already_played_next": ("Ваш ход уже сделан (`{move}`); следующий делайте из последнего сообщения с полем."),
    "error.game_over": "Эта игра окончена. Начните новую командой `/игра новая`.",
    "error.game_cancelled": "Эта игра отменена. Начните новую командой `/игра новая`.",
    "error.game_unknown": (
        "Эта кнопка не относится ни к одной игре, известной боту. Используйте последнее сообщение с полем."
    ),
    "error.bad_option": (
        "Параметр `{option}` содержит значение, которое меню команд Discord отправить не может. Запустите "
        "команду заново из этого меню."
    ),
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
        "Темп: **{pace}**. Напоминания: {reminder}. Лимит времени: {limit}. Автоход после тайм-аутов подряд: {auto}."
    ),
    "pace.summary_never_auto": ("Темп: **{pace}**. Напоминания: {reminder}. Лимит времени: {limit}. Автоход отключён."),
    "pace.show.muted": "Без напоминаний: {users}",
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
    "pace.reminder.first": "⏰ {users}: игра «{game}» ждёт вашего хода.",
    "pace.reminder.second": "⏰ Второе напоминание, {users}: в игре «{game}» вас всё ещё ждут.",
    "pace.reminder.later": (
        "⏰ {users}, стол ждёт вас уже давно. Пожалуйста, сделайте ход: когда лимит времени истечёт, "
        "за вас сыграет бот."
    ),
    "pace.timeout.public": "⌛ {user}: время вышло, ход сделал бот:",
    "pace.timeout.secret": "⌛ {user}: время вышло, выбор сделал бот.",
    "pace.timeout.hidden": "⌛ Время на заявки вышло: бот ответил за всех, кто не успел.",
    "pace.now_automatic": {
        "one": (
            "{user}: время вышло — теперь за этого игрока играет бот, пока тот снова не сходит сам или не вызовет "
            "`/игра вернуться`."
        ),
        "few": (
            "{user}: время вышло {count} раза подряд — теперь за этого игрока играет бот, пока тот снова не сходит "
            "сам или не вызовет `/игра вернуться`."
        ),
        "many": (
            "{user}: время вышло {count} раз подряд — теперь за этого игрока играет бот, пока тот снова не сходит "
            "сам или не вызовет `/игра вернуться`."
        ),
        "other": (
            "{user}: время вышло {count} раза подряд — теперь за этого игрока играет бот, пока тот снова не сходит "
            "сам или не вызовет `/игра вернуться`."
        ),
    },
    "pace.automatic.public": "🤖 {user}: ход сделал бот (автоход):",
    "pace.automatic.secret": "🤖 {user}: выбор сделал бот (автоход).",
    "pace.resigned.public": "🤖 {user}: ход сделал бот (этот игрок сдался):",
    "pace.resigned.secret": "🤖 {user}: выбор сделал бот (этот игрок сдался).",
    "pace.lobby_field": "Темп",
    "pace.lobby_line": "{pace} · напоминания: {reminder} · лимит времени: {limit} · изменить: `/темп изменить`",
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
    # Pace: hours, vacation, notices (playing hours, /pace me, /pace away, turn messages; bot/pace/hours.py,
    # bot/pace/players.py). <t:…:f> is Discord's timestamp: each reader sees it in their own time zone.
    "name.pace.set.hours": "часы",
    "name.pace.set.timezone": "часовой_пояс",
    "name.pace.me": "мой",
    "name.pace.me.quiet_hours": "тихие_часы",
    "name.pace.me.timezone": "часовой_пояс",
    "name.pace.me.turn_dm": "личные_сообщения",
    "name.pace.away": "отпуск",
    "name.pace.away.days": "дни",
    "name.game.new.hours": "часы",
    "name.game.new.timezone": "часовой_пояс",
    "pace.cmd.set.hours": "Игровые часы: вне их нет напоминаний и лимита времени, например 08:00-23:00, 8-23 или off",
    "pace.cmd.set.timezone": "Часовой пояс игровых часов, например Europe/Moscow (по умолчанию ваш, иначе UTC)",
    "pace.cmd.me": "Ваши тихие часы, часовой пояс и сообщения о ходе — одинаковые на всех серверах",
    "pace.cmd.me.quiet_hours": (
        "В эти часы вас не упоминают и ваш таймер стоит, например 23:00-07:00 или off (до 12 ч)"
    ),
    "pace.cmd.me.timezone": "Ваш часовой пояс, например Europe/Moscow",
    "pace.cmd.me.turn_dm": "Получать личное сообщение, когда игра ждёт вашего хода",
    "pace.cmd.away": "Уйти в отпуск: ваши таймеры останавливаются во всех играх (0 дней — вы вернулись)",
    "pace.cmd.away.days": "Сколько дней вас не будет, от 1 до 14; 0, когда вы вернулись",
    "hours.table": "Игровые часы: {hours} ({zone}); вне их нет ни напоминаний, ни лимита времени.",
    "hours.me.title": "Ваш темп, одинаковый на всех серверах:",
    "hours.me.zone": "Часовой пояс: **{zone}**",
    "hours.me.quiet": "Тихие часы: **{quiet}** (в это время нет напоминаний и ваш таймер стоит)",
    "hours.me.no_quiet": "Тихие часы: нет",
    "hours.me.dm_on": "Сообщения о ходе: включены (личное сообщение, когда игра ждёт вашего хода)",
    "hours.me.dm_off": "Сообщения о ходе: выключены",
    "hours.me.away": "В отпуске до <t:{until}:f>",
    "hours.away": (
        "🏖️ {user} в отпуске до <t:{until}:f> (<t:{until}:R>): во всех играх этого игрока таймеры остановлены."
    ),
    "hours.back": "{user} возвращается из отпуска: таймеры снова идут.",
    "hours.bad_window": "`{value}` — не промежуток времени. Напишите, например, `08:00-23:00`, `8-23` или `off`.",
    "hours.bad_timezone": "Часовой пояс `{value}` мне неизвестен. Выберите из списка, например `Europe/Moscow`.",
    "hours.table_too_short": "Игровые часы должны занимать не меньше {hours} ч в сутки, чтобы игра шла.",
    "hours.quiet_too_long": "Тихие часы могут занимать не больше {hours} ч в сутки, чтобы ваши игры шли.",
    "hours.bad_vacation": "Отпуск длится от 1 до {max} дней.",
    "hours.already_away": "Вы уже в отпуске до <t:{until}:f>. Когда вернётесь, вызовите `/темп отпуск дни:0`.",
    "hours.vacation_rest": (
        "Снова уйти в отпуск можно с <t:{when}:f>: после отпуска нужно подождать столько же, сколько он длился, "
        "но не больше недели."
    ),
    "hours.not_away": "Вы не в отпуске — заканчивать нечего.",
    "hours.turn_dm": "🎲 Ваш ход в игре «{game}» в {channel}: {link}",
    "hours.turn_dm_no_link": "🎲 Ваш ход в игре «{game}» в {channel}.",
    "hours.show.away": "В отпуске (таймеры стоят): {users}",
    # Pace: you are next (/pace me's next_dm, the direct message to the player who plays after the current turn;
    # Game.next_up, bot/pace/timers.py). {players}: who plays now, as mentions.
    "name.pace.me.next_dm": "сообщение_перед_ходом",
    "pace.cmd.me.next_dm": "Получать личное сообщение, когда вы ходите сразу после текущего хода, чтобы подготовиться",
    "next.me_on": ("Сообщения «скоро ваш ход»: включены (личное сообщение, когда вы ходите сразу после текущего хода)"),
    "next.me_off": "Сообщения «скоро ваш ход»: выключены",
    "next.dm": "⏭️ Скоро ваш ход в игре «{game}» в {channel} (сейчас ходит {players}): {link}",
    "next.dm_no_link": "⏭️ Скоро ваш ход в игре «{game}» в {channel} (сейчас ходит {players}).",
    # Resigning
    "resign.cmd": "Сдаться в игре этого канала: бот доиграет за вас, а вы займёте последнее место",
    "resign.confirm": (
        "Сдаться в игре «{game}»? Бот доиграет за вас до конца, а вы займёте последнее место. Отменить это нельзя."
    ),
    "resign.button": "Сдаться",
    "resign.done": "Вы сдались.",
    "resign.announce": (
        "🏳️ {user} сдаётся. Дальше за этого игрока ходит бот; в итогах этот игрок займёт последнее место."
    ),
    "resign.ended": "🏳️ {user} сдаётся. Игра окончена!\n{standings}",
    "resign.place": "{place}. {user}",
    "resign.place_resigned": "{place}. {user} (сдача)",
    "resign.already": "Вы уже сдались в этой игре.",
    "resign.no_moves": "Вы сдались в этой игре, поэтому больше не можете ходить. За вас играет бот.",
    # Four Color Cards: card words, the private panel's options and the round results.
    # A colour's stem: the meld templates give it the ending its noun asks for ("красная командная группа",
    # "группа красно-жёлто-зелёных солдат"; the colours of a soldier meld make one compound adjective).
    "fcc.colour.r": "красн",
    "fcc.colour.y": "жёлт",
    "fcc.colour.g": "зелён",
    "fcc.colour.w": "бел",
    "fcc.rank.g": "генерал",
    "fcc.rank.a": "советник",
    "fcc.rank.e": "слон",
    "fcc.rank.c": "колесница",
    "fcc.rank.h": "конь",
    "fcc.rank.p": "пушка",
    "fcc.rank.s": "солдат",
    "fcc.card": "{rank} {colour} ({glyph})",
    "fcc.cards.many": "{count} × {card}",
    "fcc.cards.counted": "{count} × {card}",
    "fcc.meld.command": "{colour}ая командная группа ({glyphs})",
    "fcc.meld.command.acc": "{colour}ую командную группу ({glyphs})",
    "fcc.meld.field": "{colour}ая полевая группа ({glyphs})",
    "fcc.meld.field.acc": "{colour}ую полевую группу ({glyphs})",
    "fcc.meld.colour_joiner": "о-",
    "fcc.meld.soldiers": "группа {colours}ых солдат ({glyphs})",
    "fcc.meld.soldiers.acc": "группу {colours}ых солдат ({glyphs})",
    "fcc.meld.general": "одиночный {card}",
    "fcc.meld.general.acc": "одиночного {card}",
    "fcc.meld.generals": {
        "one": "{count} одиночный генерал ({glyphs})",
        "few": "{count} одиночных генерала ({glyphs})",
        "many": "{count} одиночных генералов ({glyphs})",
        "other": "{count} одиночного генерала ({glyphs})",
    },
    # A card's name is in the nominative here, in quotes; a card that is a direct object takes its accusative
    # (term.four_color_cards.card.*.acc, through bot.i18n.inflected).
    "fcc.meld.pair": "пара «{card}»",
    "fcc.meld.triple": "понг «{card}»",
    "fcc.meld.quad": "конг «{card}»",
    "fcc.meld.general_quad": "конг «{card}»",
    "fcc.meld.scored": {
        "one": "{meld}: {count} очко",
        "few": "{meld}: {count} очка",
        "many": "{meld}: {count} очков",
        "other": "{meld}: {count} очка",
    },
    "fcc.meld.scored_winning": {
        "one": "{meld}: {count} очко (как на столе: комбинацию дополняет победная карта)",
        "few": "{meld}: {count} очка (как на столе: комбинацию дополняет победная карта)",
        "many": "{meld}: {count} очков (как на столе: комбинацию дополняет победная карта)",
        "other": "{meld}: {count} очка (как на столе: комбинацию дополняет победная карта)",
    },
    "fcc.said.discard": "{user} сбрасывает {card}",
    "fcc.said.opening_hu": "{user} объявляет ху с картами раздачи",
    # {card} (and {hand}, {meld} in claims) come in the accusative: «сбрасывает белую колесницу (車)».
    "fcc.window.dead_one": "Никто не взял {card} — карта выходит из игры.",
    # The first card is the one in play (already announced), the others were turned from the stock after it and
    # nobody could take them either.
    "fcc.window.dead": {
        "=2": "Никто не взял ни разыгрываемой карты, ни следующей из колоды — обе выходят из игры: {cards}.",
        "one": (
            "Никто не взял ни разыгрываемой карты, ни следующих из колоды — все {count} выходят из игры: "
            "{cards}."
        ),
        "few": (
            "Никто не взял ни разыгрываемой карты, ни следующих из колоды — все {count} выходят из игры: "
            "{cards}."
        ),
        "many": (
            "Никто не взял ни разыгрываемой карты, ни следующих из колоды — все {count} выходят из игры: "
            "{cards}."
        ),
        "other": (
            "Никто не взял ни разыгрываемой карты, ни следующих из колоды — все {count} выходят из игры: "
            "{cards}."
        ),
    },
    "fcc.window.turned": "{user} открывает из колоды {card}.",
    "fcc.claim.triple": "{user} берёт {card} и объявляет понг с двумя такими же картами из руки.",
    "fcc.claim.quad": "{user} берёт {card} и объявляет конг с тремя такими же картами из руки.",
    "fcc.claim.general_quad": "{user} берёт {card} и объявляет конг с тремя такими же картами из руки.",
    "fcc.claim.pair": "{user} берёт {card} и собирает пару с такой же картой из руки.",
    "fcc.claim.general": "{user} берёт {card} отдельно, как одиночного генерала.",
    "fcc.claim.command": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.claim.field": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.claim.soldiers3": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.claim.soldiers4": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.result.round": "**Раунд {round} из {rounds}.**",
    "fcc.result.draw": "Колода закончилась: ничья, никто не платит.",
    "fcc.result.hu": "{user} объявляет ху! Победная карта — {card}, {source}.",
    "fcc.result.from_discard": "сброс: {user}",
    "fcc.result.from_draw": "из колоды: {user}",
    "fcc.result.from_own_draw": "из колоды: тот же игрок",
    "fcc.result.opening_hu": "{user} объявляет ху с картами раздачи.",
    "fcc.result.exhausted_hand": (
        "{user}: после заявки в руке остались одни генералы — раунд заканчивается, очки считаются по этой руке."
    ),
    "fcc.result.table_melds": "На столе: {melds}.",
    "fcc.result.hand_melds": "В руке: {melds}.",
    "fcc.result.points": {
        "one": "За комбинации — {count} очко.",
        "few": "За комбинации — {count} очка.",
        "many": "За комбинации — {count} очков.",
        "other": "За комбинации — {count} очка.",
    },
    "fcc.result.points_bonus": {
        "one": "За комбинации — {count} очко; бонусная карта — {card} — добавляет {bonus}, всего {points}.",
        "few": "За комбинации — {count} очка; бонусная карта — {card} — добавляет {bonus}, всего {points}.",
        "many": "За комбинации — {count} очков; бонусная карта — {card} — добавляет {bonus}, всего {points}.",
        "other": "За комбинации — {count} очка; бонусная карта — {card} — добавляет {bonus}, всего {points}.",
    },
    "fcc.result.points_bonus_nothing": {
        "one": "За комбинации — {count} очко; бонусная карта — {card} — ничего не добавляет.",
        "few": "За комбинации — {count} очка; бонусная карта — {card} — ничего не добавляет.",
        "many": "За комбинации — {count} очков; бонусная карта — {card} — ничего не добавляет.",
        "other": "За комбинации — {count} очка; бонусная карта — {card} — ничего не добавляет.",
    },
    "fcc.result.points_empty_stock": {
        "one": "За комбинации — {count} очко; бонусной карты нет: колода пуста.",
        "few": "За комбинации — {count} очка; бонусной карты нет: колода пуста.",
        "many": "За комбинации — {count} очков; бонусной карты нет: колода пуста.",
        "other": "За комбинации — {count} очка; бонусной карты нет: колода пуста.",
    },
    "fcc.result.paid": "{user} получает {chips}: платит {others}.",
    "fcc.result.paid_each": "{user} получает {chips} от каждого: {others}.",
    # A mention cannot be declined ("платит @Игорь" wants the dative): the receiver stands as the subject.
    "fcc.result.penalty": "Это меньше порога {threshold}, и {user} платит штраф: {others} получает {chips}.",
    "fcc.result.penalty_each": "Это меньше порога {threshold}: {user} платит {chips} каждому — {others}.",
    # The chips paid, in the accusative ("платит 1 фишку").
    "fcc.chips": {"one": "{count} фишку", "few": "{count} фишки", "many": "{count} фишек", "other": "{count} фишки"},
    "fcc.result.seat_chips": "{user} {chips}",
    "fcc.result.then": "{first} {then}",
    "fcc.result.chips": "Фишки после раунда: {chips}.",
    "fcc.result.next_round": "Начинается **раунд {round} из {rounds}**. Первым ходит {user} (21 карта).",
    "fcc.end.rounds": "сыгран последний раунд; побеждает тот, у кого больше фишек.",
    "panel.four_color_cards.your_discard": "Ваш ход: сбросьте одну карту (генералов сбрасывать нельзя).",
    "panel.four_color_cards.in_play": "В игре карта «{card}», {source}. Заберите её или спасуйте.",
    "panel.four_color_cards.from_discard": "сброс: {user}",
    "panel.four_color_cards.from_draw": "из колоды: {user}",
    "panel.four_color_cards.from_own_draw": "вы сами открыли её из колоды",
    "panel.four_color_cards.no_pass_general": "Вы открыли генерала: его нужно взять, пасовать нельзя.",
    "panel.four_color_cards.no_pass": "За этим столом на эту карту пасовать нельзя.",
    "panel.four_color_cards.discard_card": "Сбросить {card}",
    "panel.four_color_cards.pass": "Пас",
    "panel.four_color_cards.hu": "Ху (победа)",
    "panel.four_color_cards.general": "Генерал: взять отдельно",
    "panel.four_color_cards.kong": "Конг: {cards}",
    "panel.four_color_cards.pong": "Понг: {cards}",
    "panel.four_color_cards.pair": "Пара: {cards}",
    "panel.four_color_cards.command": "Командная группа: {cards}",
    "panel.four_color_cards.field": "Полевая группа: {cards}",
    "panel.four_color_cards.soldiers": "Группа солдат: {cards}",
    # Public posts (bot.publisher)
    "post.recorded": "Ход записан, но Discord не принял ответ. `/игра статус` покажет поле.",
    "post.ping": "{users}: ваш ход. Поле: {link}",
    # Channel permissions the bot lacks (bot.permissions): names as Discord shows them
    "permission.view_channel": "Просматривать каналы",
    "permission.send_messages": "Отправлять сообщения",
    "permission.send_messages_in_threads": "Отправлять сообщения в ветках",
    "permission.embed_links": "Встраивать ссылки",
    "permission.attach_files": "Прикреплять файлы",
    "permission.named": "«{name}»",
    "post.refused": (
        "Не могу публиковать в {channel} — там у меня нет прав: {permissions}. Игра продолжается, ничего не "
        "потеряно: как только участник с правом «Управлять каналами» или «Управлять ролями» выдаст мне "
        "недостающее в настройках прав этого канала, я опубликую последнее поле."
    ),
    "post.refused_unknown": (
        "Discord не дал мне опубликовать сообщение в {channel}: не хватает какого-то права. Там мне нужны "
        "права: {permissions}. Игра продолжается, ничего не потеряно: как только участник с правом "
        "«Управлять каналами» или «Управлять ролями» выдаст недостающее в настройках прав канала, я "
        "опубликую последнее поле."
    ),
    "error.cannot_host": (
        "Не могу провести игру в {channel} — там у меня нет прав: {permissions}, и поле игры нельзя будет "
        "опубликовать. Участник с правом «Управлять каналами» или «Управлять ролями» может выдать их в "
        "настройках прав этого канала; потом попробуйте снова."
    ),
    # /game history
    "history.cmd": "Показать ходы игры этого канала, идущей или законченной",
    "history.title": "{game}: сделанные ходы ({count})",
    "history.line": "{number}. {player}: `{move}`",
    "history.secret": "{number}. {player}: (тайный выбор)",
    "history.empty": "В игре «{game}» ещё не было ходов.",
    "history.earlier": {
        "one": "(Ещё {count} более ранний ход — в прикреплённом файле.)",
        "few": "(Ещё {count} более ранних хода — в прикреплённом файле.)",
        "many": "(Ещё {count} более ранних ходов — в прикреплённом файле.)",
        "other": "(Ещё {count} более ранних хода — в прикреплённом файле.)",
    },
    # /game mine
    "mine.cmd": "Список ваших текущих игр на этом сервере",
    "mine.title": "Ваши текущие игры на этом сервере:",
    "mine.line": "**«{game}»** в {channel}: {turn} · [поле]({link})",
    "mine.your_turn": "ваш ход",
    "mine.your_turn_for": "ваш ход, ждём уже {waited}",
    "mine.waiting": "ждём хода: {users}",
    "mine.more": "…и ещё {count}.",
    "mine.none": "У вас нет текущих игр на этом сервере. Начните игру командой `/игра новая`.",
    # /игра повтор, /игра экспорт, /игра история законченной игры
    "name.game.replay": "повтор",
    "name.game.export": "экспорт",
    "name.game.record.game": "номер",
    "cmd.game.replay": "Выложить анимацию последней законченной игры этого канала или игры с указанным номером",
    "cmd.game.export": "Получить запись последней законченной игры этого канала в файле JSON (видно только вам)",
    "cmd.game.record.game": "Номер законченной игры (если не указан, последняя законченная игра этого канала)",
    "cmd.game.history.game": "Номер игры (если не указан, текущая игра канала, иначе последняя законченная)",
    "history.title_over": "{game}, игра № {number}: все ходы ({count})",
    "replay.none_finished": (
        "В этом канале ещё нет законченных игр: повтор и запись игры появляются после её окончания."
    ),
    "replay.not_here": "В этом канале нет игры № {number}. Проверьте номер или спросите в канале, где она шла.",
    "replay.in_progress": "Игра № {number} ещё идёт: её повтор и запись появятся, когда она закончится.",
    "replay.cancelled": "Игра № {number} была отменена: повтор и запись есть только у законченных игр.",
    "replay.building": {
        "one": "Готовлю повтор игры «{game}» ({count} кадр)…",
        "few": "Готовлю повтор игры «{game}» ({count} кадра)…",
        "many": "Готовлю повтор игры «{game}» ({count} кадров)…",
        "other": "Готовлю повтор игры «{game}» ({count} кадра)…",
    },
    "replay.title": {
        "one": "**{game}**, игра № {number}: повтор, {count} кадр. Игроки: {players}",
        "few": "**{game}**, игра № {number}: повтор, {count} кадра. Игроки: {players}",
        "many": "**{game}**, игра № {number}: повтор, {count} кадров. Игроки: {players}",
        "other": "**{game}**, игра № {number}: повтор, {count} кадра. Игроки: {players}",
    },
    "replay.too_long": (
        "Эта игра слишком длинная: анимация не уложится в {size} МБ. Полную запись даёт `/игра экспорт`."
    ),
    "export.done": {
        "one": "Запись игры «{game}» № {number}: настройки стола, сид, игроки, {count} ход с отметкой времени "
        "и результат. `python -m games.replay ФАЙЛ` воспроизведёт её заново.",
        "few": "Запись игры «{game}» № {number}: настройки стола, сид, игроки, {count} хода с отметками времени "
        "и результат. `python -m games.replay ФАЙЛ` воспроизведёт её заново.",
        "many": "Запись игры «{game}» № {number}: настройки стола, сид, игроки, {count} ходов с отметками времени "
        "и результат. `python -m games.replay ФАЙЛ` воспроизведёт её заново.",
        "other": "Запись игры «{game}» № {number}: настройки стола, сид, игроки, {count} хода с отметками времени "
        "и результат. `python -m games.replay ФАЙЛ` воспроизведёт её заново.",
    },
    # /settings
    "settings.cmd": "Игровые настройки этого сервера (право «Управлять сервером»)",
    "settings.cmd.board": "Как публиковать поле: новым сообщением каждый ход или одним, которое обновляется",
    "settings.cmd.board.mode": ("Новое сообщение с полем каждый ход или одно обновляемое сообщение и короткий пинг"),
    "settings.cmd.show": "Показать игровые настройки этого сервера",
    "settings.mode.new": "новое сообщение с полем каждый ход",
    "settings.mode.edit": "одно сообщение с полем, которое обновляется, и короткий пинг игрока, чей ход",
    "settings.board_set": "Режим показа игрового поля на этом сервере: {mode}. Действует со следующей публикации поля.",
    "settings.show": "Игровые настройки этого сервера:\nРежим показа игрового поля: {mode}",
    "settings.not_allowed": "Менять игровые настройки сервера могут только участники с правом «Управлять сервером».",
    "settings.unknown_mode": "Такого режима показа игрового поля нет. Выберите один из: {modes}.",
    "settings.cmd.language": "Язык игровых полей, лобби и напоминаний на этом сервере",
    "settings.cmd.language.language": "Автоматически: язык сервера, если бот его знает, иначе английский",
    "settings.choice.auto": "Автоматически: язык сервера",
    "settings.language.auto": "автоматически (сейчас: {language})",
    "settings.language_set": (
        "Язык игровых полей, лобби и напоминаний на этом сервере: {language}. Действует со следующего сообщения; "
        "ответы, которые видите только вы, остаются на языке вашего Discord."
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
        "«Копенгаген» — игра о выкладывании плиток для 2–4 игроков. Вы собираете в гавани разноцветные карты и тратите "
        "их на плитки, из которых строите фасад своего дома. Заполненные ряды и столбцы приносят очки. Кто первым "
        "наберёт **12 очков**, сразу побеждает."
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
        "- Заполненный **ряд** (5 клеток): **1** очко, или **2**, если все клетки — окна.\n"
        "- Заполненный **столбец** (9 клеток): **2** очка, или **4**, если все клетки — окна.\n"
        "Всего один кирпич вдвое уменьшает то, что приносит линия, так что ставьте кирпичи с умом. Ряды 2, 4 и 6 "
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
        "- `discard red`: сбросить красную карту, если их больше 7.\n"
        "- `build red3 r90 c2`: плитка (цвет и размер), положение, затем клетка её кирпича. r0 — как напечатано; r90, "
        "r180, r270 поворачивают её по часовой стрелке; m0–m270 сначала отражают, потом поворачивают.\n"
        "- `pay 1red 1blue` или `pay 1red discount`: как платить, если способности дают выбор; `cancel` — выбрать "
        "заново.\n"
        "- `both`: после взятия карт применить «Оба действия» (даже если потом ничего не построите); `end` вместо "
        "этого завершает ход.\n"
        "- `white c3`, `ability extra` (или any, discount, colors, both), `refresh`: действия герба."
    ),
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
        "Каждый из 8 дней состоит из двух фаз: **утро** и **вечер**. В каждой фазе бросают 3 "
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
        "- на любой другой цвет: **2 знания**\n"
        "- значение больше или меньше: **1 влияние** за шаг (с 6 на 1 не перескочить)\n"
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
        "- `die 1 work`: бесплатный кубик 1, построить его рабочее здание\n"
        "- `die 2 pay knowledge resources`: кубик 2 за 1 знание, взять ресурсы\n"
        "- `die 3 as white to 5 prestige`: кубик 3 перекрасить в белый и повернуть на 5, построить собор в столбце 5\n"
        "- `supplies`: у вас нет ресурсов, а чёрный кубик на месте 1\n"
        "- `build work yellow 4`, `build prestige white 2`: бонусные постройки, после открытия выбора"
    ),
    "rules.four_color_cards": (
        "«Четырёхцветные карты» (四色牌) — тайваньская карточная игра для 2–4 игроков. Забирайте открытые карты, "
        "собирайте комбинации и объявляйте **ху**, когда вся ваша рука раскладывается на комбинации. Если у вас 10 "
        "очков или больше, вы получаете фишки. После 3 раундов побеждает тот, у кого больше фишек."
    ),
    "rules.four_color_cards.goal.title": "Цель",
    "rules.four_color_cards.goal": (
        "Завершите раунд, разложив всю руку на комбинации: объявите **ху** на карту, которая её завершает. Комбинации "
        "приносят очки. Если у вас не меньше **10 очков**, каждый из остальных игроков платит вам фишки; если меньше — "
        "платите вы. Очки получает только завершивший раунд. После последнего раунда побеждает тот, у кого больше "
        "фишек."
    ),
    "rules.four_color_cards.cards.title": "Карты",
    "rules.four_color_cards.cards": (
        "112 карт: **4 цвета** (красный 紅, жёлтый 黃, зелёный 綠, белый 白), **7 рангов**, по **4 копии** каждой "
        "карты. На красных и жёлтых картах первый иероглиф, на зелёных и белых — второй:\n"
        "- Генерал 帥 / 將\n"
        "- Советник 仕 / 士\n"
        "- Слон 相 / 象\n"
        "- Колесница 俥 / 車\n"
        "- Конь 傌 / 馬\n"
        "- Пушка 炮 / 包\n"
        "- Солдат 兵 / 卒\n"
        "Две карты **одинаковые**, только если совпадают и цвет, и ранг. Каждый получает 20 карт, первый игрок — 21."
    ),
    "rules.four_color_cards.turn.title": "Ход и заявки",
    "rules.four_color_cards.turn": (
        "Первый игрок начинает со сброса карты. **Генералов никогда не сбрасывают.** Каждая карта, сброшенная или "
        "открытая из колоды, открывает **окно заявок**: все отвечают одновременно — заявка или пас.\n"
        "- **Ху**, **конг**, **понг**: любой, кроме сбросившего.\n"
        "- Остальные комбинации: только игрок, следующий за сбросившим; на открытую из колоды карту — открывший её и "
        "следующий за ним.\n"
        "Ху бьёт конг, конг бьёт понг, понг бьёт остальные; при равенстве побеждает ближайший по очереди. Забравший "
        "выкладывает комбинацию на стол в открытую, сбрасывает карту, и игра идёт дальше от него. Если все спасовали, "
        "карта выходит из игры, а игрок после того, кто её показал, открывает верхнюю карту колоды. Карты из колоды "
        "никогда не берут в руку. Открытого вами генерала вы обязаны взять — отдельно или в комбинации, если только "
        "его не заберёт чужой ху или конг."
    ),
    "rules.four_color_cards.melds.title": "Комбинации (на столе / в руке)",
    "rules.four_color_cards.melds": (
        "Комбинации **на столе** — те, что вы забрали и выложили в открытую; комбинации **в руке** скрыты до "
        "подсчёта.\n"
        "- Одиночный генерал: 1 / 1\n"
        "- Командная группа: генерал, советник, слон одного цвета: 2 / 2\n"
        "- Полевая группа: колесница, конь, пушка одного цвета: 1 / 1\n"
        "- Группа солдат 3 разных цветов: 3 / 3\n"
        "- Группа солдат всех 4 цветов: 5 / 5\n"
        "- Пара, 2 одинаковые карты (кроме генералов и солдат): 0 / 0\n"
        "- Понг, 3 одинаковые (кроме генералов): 1 / 3\n"
        "- Конг, 4 одинаковые (кроме генералов): 6 / 8\n"
        "- Конг из 4 одинаковых генералов: 8 / 6\n"
        "Два или три одинаковых генерала — это просто одиночные генералы. Каждая карта входит только в одну "
        "комбинацию. Комбинации на столе окончательны."
    ),
    "rules.four_color_cards.winning.title": "Победа (ху)",
    "rules.four_color_cards.winning": (
        "Объявляйте **ху**, когда ваша скрытая рука вместе с разыгрываемой картой раскладывается на комбинации без "
        "остатка. Первый игрок не может победить с 21 картой раздачи. Комбинации на столе считаются по первому числу "
        "из таблицы, в руке — по второму (лучший расклад бот найдёт сам); комбинация, которую завершает победная "
        "карта, считается как выложенная на стол. Чтобы вам заплатили, нужно **10 очков**.\n"
        "**Бонусная карта**: если вы набрали 10, открывается верхняя карта колоды (если она есть). Вы получаете +1 за "
        "каждую свою карту, одинаковую с ней (в руке, на столе или победную). К порогу в 10 очков бонус не "
        "засчитывается."
    ),
    "rules.four_color_cards.chips.title": "Фишки",
    "rules.four_color_cards.chips": (
        "У каждого в начале **20 фишек**; количество фишек может уйти в минус.\n"
        "- **Ху при 10 очках и больше**: каждый из остальных игроков платит вам (очки − 10) + 1.\n"
        "- **Штраф (相公)**: вы завершили раунд, набрав меньше 10 очков, — платите каждому из остальных по 11.\n"
        "- **Ничья**: никто не платит.\n"
        "Пример на 4 игроков: ваши комбинации дают 12 очков, а бонусная карта совпадает с 2 вашими картами, итого 14. "
        "Каждый соперник платит 14 − 10 + 1 = 5 фишек, и вы получаете 15. Штраф обошёлся бы вам в 3 × 11 = 33 фишки."
    ),
    "rules.four_color_cards.end.title": "Конец раунда и игры",
    "rules.four_color_cards.end": (
        "Раунд заканчивается, когда:\n"
        "- кто-то объявляет **ху**;\n"
        "- забравшему карту нечего сбросить (остались только генералы или карт нет): он завершает раунд, и его очки "
        "подсчитываются;\n"
        "- нужно открыть карту, а колода пуста: **ничья**.\n"
        "Следующий раунд начинает победитель, а после ничьей или штрафа — снова тот же первый игрок. По умолчанию "
        "игра длится **3 раунда**. Побеждает тот, у кого больше фишек; при равенстве фишек игроки делят место."
    ),
    "rules.four_color_cards.moves.title": "Ходы",
    "rules.four_color_cards.moves": (
        "Вводите ходы командой `/сходить`. Карта — это буква цвета (r, y, g, w) и буква ранга (g, a, e, c, h, p, s: "
        "генерал, советник, слон, колесница, конь, пушка, солдат): rc — красная колесница. В заявках карту в игре не "
        "указывают.\n"
        "- `discard rc`: сбросить красную колесницу\n"
        "- `pass`: пропустить карту\n"
        "- `hu`: победить с этой картой\n"
        "- `pong`, `kong`, `pair`: со своими одинаковыми картами\n"
        "- `general`: взять открытого генерала отдельно\n"
        "- `command`, `field`: с двумя другими картами того же цвета\n"
        "- `soldiers ys gs` или `soldiers ys gs ws`: добавить своих солдат других цветов"
    ),
    "pace.off": "выкл.",
    # AI players: lobby commands and buttons, names.
    "name.game.addbot": "добавить_ии",
    "name.game.addbot.level": "уровень",
    "name.game.removebot": "убрать_ии",
    "cmd.game.addbot": "Отдать следующее место в лобби игроку-ИИ (только хост)",
    "cmd.game.addbot.level": "Насколько хорошо он играет (лёгкий, если не выбрать сильный)",
    "cmd.game.removebot": "Убрать последнего добавленного ИИ (только хост)",
    "choice.ai.easy": "лёгкий",
    "choice.ai.strong": "сильный",
    "button.ai_easy": "+ ИИ (лёгкий)",
    "button.ai_strong": "+ ИИ (сильный)",
    "button.ai_remove": "− ИИ",
    "lobby.ai_added": "{user} занимает место.",
    "lobby.ai_removed": "{user} покидает стол.",
    "error.host_only_ai": "Добавлять и убирать ИИ может только хост ({host}).",
    "error.no_ai_seat": "В этом лобби нет ИИ, которого можно убрать.",
    "error.bad_ai_level": "Выберите уровень ИИ из списка: лёгкий или сильный.",
    "ai.name": "ИИ · {level} {number}",
    "ai.level.easy": "лёгкий",
    "ai.level.strong": "сильный",
    "rules.ai.title": "Игра против ИИ",
    "rules.ai": (
        "В лобби хост отдаёт места ИИ командой `/игра добавить_ии уровень:лёгкий` или `уровень:сильный` (или "
        "кнопками **+ ИИ**); `/игра убрать_ии` (или **− ИИ**) убирает последнего. **Лёгкий** ИИ сразу делает "
        "разумные ходы; **сильный** думает около секунды над ходом, перебирая множество вариантов того, что от него "
        "скрыто (чужие карты, порядок колоды, будущие броски). ИИ видит только то, что видно с его места. Если у "
        "игрока вышло время, за него ходит лёгкий ИИ."
    ),
    # Настройки стола: /game option, поле настроек в лобби, /game status (bot/options.py).
    "name.game.option": "настройка",
    "name.game.option.name": "название",
    "name.game.option.value": "значение",
    "cmd.game.option": "Изменить настройку стола в лобби этого канала (только хост)",
    "cmd.game.option.name": "Какая настройка (в списке — настройки этой игры)",
    "cmd.game.option.value": "Новое значение (в списке — допустимые значения)",
    "option.lobby_field": "Настройки стола",
    "option.defaults": "Обычные правила. Хост может изменить их командой `/игра настройка`.",
    "option.shown": "{option}: {value}",
    "option.status": "Настройки стола: {options}",
    "option.set": "{user} меняет настройку «{option}»: {value}.",
    "option.separator": "; ",
    "option.range": "целое число от {low} до {high}",
    "option.accepted": "`{value}` ({label})",
    "option.yes": "да",
    "option.no": "нет",
    "error.host_only_option": "Менять настройки стола может только хост ({host}).",
    "error.option_after_start": "Игра уже началась: настройки стола выбирают в лобби, до начала игры.",
    "error.unknown_option": "У игры «{game}» нет настройки «{option}». Её настройки: {options}.",
    "error.bad_option_value": "Настройка «{option}» не принимает значение «{value}». Допустимо: {accepted}.",
    # The least reliability a player needs to join (bot.reliability), an option of every game.
    "option.reliability": "Минимальная надёжность",
    "option.reliability.value": "≥ {value}\xa0%",
    "option.seating": "Рассадка",
    "option.seating.join": "в порядке входа",
    "option.seating.random": "случайная",
    "option.troyes_dice.column_order": "Порядок столбцов",
    "option.troyes_dice.column_order.standard": "обычный (от 1 до 6 слева направо)",
    "option.troyes_dice.column_order.random": "случайный (одинаковый для всех)",
    "option.four_color_cards.rounds": "Раунды",
    "option.four_color_cards.starting_chips": "Фишки в начале игры",
    "option.four_color_cards.threshold": "Порог (очки, чтобы вам заплатили)",
    "option.four_color_cards.stake": "Ставка, добавляемая к каждой выплате",
    "option.four_color_cards.bonus_counts_toward_threshold": "Бонусная карта засчитывается в порог",
    "option.four_color_cards.bonus_match": "Совпадение с бонусной картой",
    "option.four_color_cards.bonus_match.colour_and_rank": "цвет и ранг",
    "option.four_color_cards.bonus_match.rank_only": "только ранг",
    "option.four_color_cards.bonus_below_threshold": "Бонусная карта открывается и ниже порога",
    "option.four_color_cards.winning_meld_value": "Комбинация, которую завершает победная карта",
    "option.four_color_cards.winning_meld_value.table": "как на столе",
    "option.four_color_cards.winning_meld_value.hand": "как в руке",
    "option.four_color_cards.winning_meld_value.table_if_claimed": (
        "как на столе, но как в руке, если победитель открыл её сам"
    ),
    "option.four_color_cards.pair_claims": "Пары можно забирать",
    "option.four_color_cards.pairs_in_winning_hand": "Пары в победной руке",
    "option.four_color_cards.hu_below_threshold": "Ху ниже порога (рассчитывается как штраф)",
    "option.four_color_cards.forced_hu": "Кто может объявить ху, обязан это сделать",
    "option.four_color_cards.forced_kong": "Кто может сделать конг, не может пасовать",
    "option.four_color_cards.next_opener": "Кто начинает следующий раунд",
    "option.four_color_cards.next_opener.winner": "победитель (после ничьей или штрафа — тот же игрок)",
    "option.four_color_cards.next_opener.rotate": "следующий по кругу",
    "option.four_color_cards.dead_wall": "Мёртвые карты в конце колоды",
    "option.four_color_cards.opening_hu": "Ху с 21 картой раздачи",
    "error.other_channel": "Эта кнопка относится к игре или лобби в другом канале — нажмите её там.",
    "error.forged": "Эту кнопку или меню создал не бот. Пользуйтесь кнопками его последнего сообщения.",
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
        "{user} не участвует в игре этого канала. Листы ИИ — в меню «Листы» под полем."
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
    # Четырёхцветные карты: вариант «ху» — сколько стоит рука и сколько принесёт или будет стоить ху.
    "panel.four_color_cards.hu_paid": {
        "one": "Ху (победа): {count} очко, каждый платит вам {amount}",
        "few": "Ху (победа): {count} очка, каждый платит вам {amount}",
        "many": "Ху (победа): {count} очков, каждый платит вам {amount}",
        "other": "Ху (победа): {count} очка, каждый платит вам {amount}",
    },
    "panel.four_color_cards.hu_penalty": {
        "one": "Ху: {count} очко — меньше порога {threshold}, вы платите каждому {amount}",
        "few": "Ху: {count} очка — меньше порога {threshold}, вы платите каждому {amount}",
        "many": "Ху: {count} очков — меньше порога {threshold}, вы платите каждому {amount}",
        "other": "Ху: {count} очка — меньше порога {threshold}, вы платите каждому {amount}",
    },
    "panel.four_color_cards.hu_note_paid": {
        "one": "Ху сейчас: ваша рука стоит {count} очко (порог {threshold}); каждый из остальных платит вам "
        "{amount}, всего {total}.",
        "few": "Ху сейчас: ваша рука стоит {count} очка (порог {threshold}); каждый из остальных платит вам "
        "{amount}, всего {total}.",
        "many": "Ху сейчас: ваша рука стоит {count} очков (порог {threshold}); каждый из остальных платит вам "
        "{amount}, всего {total}.",
        "other": "Ху сейчас: ваша рука стоит {count} очка (порог {threshold}); каждый из остальных платит вам "
        "{amount}, всего {total}.",
    },
    "panel.four_color_cards.hu_note_penalty": {
        "one": "Ху сейчас: ваша рука стоит всего {count} очко, меньше порога {threshold}: штраф (相公), вы "
        "платите каждому из остальных {amount}, всего {total}.",
        "few": "Ху сейчас: ваша рука стоит всего {count} очка, меньше порога {threshold}: штраф (相公), вы "
        "платите каждому из остальных {amount}, всего {total}.",
        "many": "Ху сейчас: ваша рука стоит всего {count} очков, меньше порога {threshold}: штраф (相公), вы "
        "платите каждому из остальных {amount}, всего {total}.",
        "other": "Ху сейчас: ваша рука стоит всего {count} очка, меньше порога {threshold}: штраф (相公), вы "
        "платите каждому из остальных {amount}, всего {total}.",
    },
    "panel.four_color_cards.hu_note_bonus": (
        "Затем бонусная карта добавляет 1 к каждому платежу за каждую вашу такую же карту."
    ),
    "panel.four_color_cards.hu_note_bonus_may_reach": (
        "За этим столом бонусная карта идёт в зачёт порога и ещё может довести вас до {threshold}."
    ),
    # Испытание дня: /испытание играть и /испытание лидеры (bot/cogs/daily.py, bot/daily/).
    "name.daily": "испытание",
    "name.daily.play": "играть",
    "name.daily.leaderboard": "лидеры",
    "name.daily.leaderboard.day": "день",
    "cmd.daily": "Испытание дня: одни и те же кубики для всех, одна партия в день",
    "cmd.daily.play": "Начать или продолжить свою партию дня в приватной ветке",
    "cmd.daily.leaderboard": "Таблица испытания дня на этом сервере",
    "cmd.daily.leaderboard.day": "За какой день",
    "choice.daily.today": "Сегодня",
    "choice.daily.yesterday": "Вчера",
    "permission.create_private_threads": "Создавать приватные ветки",
    "daily.thread_name": "Испытание дня «{game}» {day}: {player}",
    "daily.started": (
        "{player}, испытание дня {day}: «{game}» в одиночку, с теми же кубиками, что сегодня у всех. Выбирайте "
        "через `/сходить` или кнопками под полем."
    ),
    "daily.opened": (
        "Ваша партия дня открыта в {thread} — это приватная ветка только для вас. Сегодня у всех одни и "
        "те же кубики, так что без спойлеров!"
    ),
    "daily.goes_on": "Ваша партия дня продолжается в {thread}.",
    "daily.played": (
        "Вы уже сыграли сегодняшнее испытание в {thread}: **{points}**, {rank}-е место на этом сервере, "
        "{streak}. Следующее откроется {next}."
    ),
    "daily.played_cancelled": (
        "Ваша партия дня отменена, а сыграть её можно только раз в день. Следующая откроется {next}."
    ),
    "daily.result": (
        "{user} завершает испытание дня («{game}»): **{points}**, пока {rank}-е место на этом сервере, {streak}."
    ),
    "daily.points": {"one": "{count} очко", "few": "{count} очка", "many": "{count} очков", "other": "{count} очка"},
    "daily.streak": {
        "one": "серия: {count} день подряд",
        "few": "серия: {count} дня подряд",
        "many": "серия: {count} дней подряд",
        "other": "серия: {count} дня подряд",
    },
    "daily.text_channel_only": "Запрашивайте партию дня в текстовом канале: она откроется в приватной ветке под ним.",
    "daily.cannot_open": (
        "Не могу открыть вашу партию дня в {channel} — там у меня нет прав: {permissions}, а играть её можно "
        "только в приватной ветке. Участник с правом «Управлять каналами» или «Управлять ролями» может "
        "выдать их в настройках прав этого канала; потом попробуйте снова."
    ),
    "daily.bad_day": "Выберите «Сегодня» или «Вчера».",
    "daily.board_title": "Испытание дня «{game}», {day}",
    "daily.board_line": "**{rank}.** {player} · {points}",
    "daily.board_line_past": "**{rank}.** {player} · {points} · игра № {number}",
    "daily.board_more": {
        "one": "…и ещё {count}",
        "few": "…и ещё {count}",
        "many": "…и ещё {count}",
        "other": "…и ещё {count}",
    },
    "daily.board_next": "Следующая партия откроется {next}.",
    "daily.board_past": "Этот день закончился: любой может посмотреть эти игры через `/игра экспорт`.",
    "daily.board_empty": "На этом сервере ещё никто не завершил партию дня за {day}.",
    "daily.secret": "Это партия испытания дня: её кубики держатся в секрете, пока не закончится день ({when}).",
    # Рейтинги: /лидеры и /статистика (bot/cogs/ratings.py, bot/ui/ratings.py).
    "name.leaderboard": "лидеры",
    "name.leaderboard.game": "игра",
    "name.stats": "статистика",
    "name.stats.player": "игрок",
    "cmd.leaderboard": "Рейтинг лучших игроков сервера в выбранной игре",
    "cmd.leaderboard.game": "Какая игра",
    "cmd.stats": "Игры, победы, лучший счёт, рейтинг и последние результаты игрока на этом сервере",
    "cmd.stats.player": "Чья статистика (ваша, если никого не выбрать)",
    "ratings.no_guild": (
        "Рейтинги и статистика ведутся отдельно для каждого сервера: используйте эту команду в одном из его каналов."
    ),
    "ratings.ai_entry": "ИИ · {level}",
    "ratings.games": {"one": "{count} игра", "few": "{count} игры", "many": "{count} игр", "other": "{count} игры"},
    "ratings.wins": {
        "one": "{count} победа",
        "few": "{count} победы",
        "many": "{count} побед",
        "other": "{count} победы",
    },
    "ratings.more": "…и ещё {more}",
    "leaderboard.title": "Лидеры: «{game}»",
    "leaderboard.line": "**{rank}.** {player} · {rating} · {games}, {wins}",
    "leaderboard.none_ranked": "Пока ни у кого нет места в таблице: оно даётся после {needed} рейтинговых игр.",
    "leaderboard.provisional": "Предварительно (меньше {needed} рейтинговых игр)",
    "leaderboard.provisional_line": "{player} · {games}, {wins}",
    "leaderboard.caller_title": "Ваше место",
    "leaderboard.caller": "{user}: место {rank} из {total}, рейтинг {rating}",
    "leaderboard.caller_provisional": (
        "{user}: рейтинг {rating}, предварительный (рейтинговых игр: {rated} из {needed})"
    ),
    "leaderboard.caller_unrated": "{user}: рейтинговых игр в «{game}» на этом сервере пока нет.",
    "leaderboard.footer": (
        "Рейтинг — консервативная оценка OpenSkill (μ − 3σ) по законченным играм с двумя и более участниками. "
        "Место в таблице даётся после {needed} рейтинговых игр."
    ),
    "leaderboard.empty": (
        "На этом сервере пока ни у кого нет рейтинговых игр в «{game}»: учитывается каждая законченная игра с двумя "
        "и более участниками. Начните игру командой `/игра новая`."
    ),
    # Seasons (/season, /leaderboard's season and all-time options: bot/cogs/seasons.py) and reliability
    # (/stats, the lobby's list and its minimum: bot/reliability.py).
    "name.leaderboard.all_time": "за_всё_время",
    "name.leaderboard.season": "сезон",
    "cmd.leaderboard.all_time": "Рейтинг за всё время вместо рейтинга текущего сезона",
    "cmd.leaderboard.season": "Номер сезона, итоги которого показать",
    "name.season": "сезон",
    "name.season.start": "начать",
    "name.season.start.game": "игра",
    "name.season.start.weeks": "недели",
    "name.season.end": "завершить",
    "name.season.end.game": "игра",
    "cmd.season": "Сезоны на этом сервере: рейтинг по игре, который каждый сезон начинается с нуля",
    "cmd.season.start": "Начать новый сезон по игре, рейтинг с нуля (право «Управлять сервером»)",
    "cmd.season.start.game": "Какая игра",
    "cmd.season.start.weeks": "Сколько недель продлится сезон",
    "cmd.season.end": "Завершить текущий сезон сейчас и опубликовать итоговую таблицу (право «Управлять сервером»)",
    "cmd.season.end.game": "Игра, сезон по которой завершить (нужно, если идёт несколько сезонов)",
    "season.not_allowed": "Начинать и завершать сезоны могут только участники с правом «Управлять сервером».",
    "season.bad_weeks": "Сезон длится от 1 до {most} недель.",
    "season.started": {
        "one": (
            "{user} начинает {number}-й сезон по игре «{game}»: он продлится {count} неделю, до {end}. "
            "Засчитывается каждая рейтинговая партия в «{game}», законченная на этом сервере до конца сезона; "
            "рейтинг сезона начинается с нуля. Таблицу сезона показывает `/лидеры`, а в конце здесь появится "
            "итоговая таблица с именем чемпиона."
        ),
        "few": (
            "{user} начинает {number}-й сезон по игре «{game}»: он продлится {count} недели, до {end}. "
            "Засчитывается каждая рейтинговая партия в «{game}», законченная на этом сервере до конца сезона; "
            "рейтинг сезона начинается с нуля. Таблицу сезона показывает `/лидеры`, а в конце здесь появится "
            "итоговая таблица с именем чемпиона."
        ),
        "many": (
            "{user} начинает {number}-й сезон по игре «{game}»: он продлится {count} недель, до {end}. "
            "Засчитывается каждая рейтинговая партия в «{game}», законченная на этом сервере до конца сезона; "
            "рейтинг сезона начинается с нуля. Таблицу сезона показывает `/лидеры`, а в конце здесь появится "
            "итоговая таблица с именем чемпиона."
        ),
        "other": (
            "{user} начинает {number}-й сезон по игре «{game}»: он продлится {count} недели, до {end}. "
            "Засчитывается каждая рейтинговая партия в «{game}», законченная на этом сервере до конца сезона; "
            "рейтинг сезона начинается с нуля. Таблицу сезона показывает `/лидеры`, а в конце здесь появится "
            "итоговая таблица с именем чемпиона."
        ),
    },
    "season.already_running": (
        "{number}-й сезон по игре «{game}» уже идёт, до {end}. Завершите его командой `/сезон завершить`, прежде "
        "чем начинать следующий."
    ),
    "season.none_running": "На этом сервере сейчас нет сезона. Начните его командой `/сезон начать`.",
    "season.none_running_of": (
        "Сезон по игре «{game}» на этом сервере сейчас не идёт. Начните его командой `/сезон начать`."
    ),
    "season.which": "Сейчас идёт несколько сезонов ({games}): выберите игру, сезон которой нужно завершить.",
    "season.ended_already": (
        "Этот сезон по игре «{game}» только что завершился: его срок истёк. Итоговая таблица сейчас появится."
    ),
    "season.ended_elsewhere": "Сезон завершён. Итоговая таблица опубликована в {channel}: {link}",
    "season.champion": "🏆 Чемпион: {player}",
    "season.no_games": "За этот сезон не закончилось ни одной рейтинговой игры в «{game}», так что чемпиона нет.",
    "leaderboard.season_title": "Лидеры: «{game}», {number}-й сезон",
    "leaderboard.all_time_title": "Лидеры: «{game}», за всё время",
    "leaderboard.season_running": "Рейтинг только за этот сезон (отсчёт с нуля с {start}). Сезон завершится {end}.",
    "leaderboard.season_over": "Итоговая таблица сезона, который шёл с {start} по {end}.",
    "leaderboard.season_or_all_time": "Укажите либо сезон, либо за_всё_время, но не оба параметра сразу.",
    "leaderboard.no_such_season": {
        "=0": "{number}-го сезона по игре «{game}» на этом сервере нет: сезонов ещё не было.",
        "one": "{number}-го сезона по игре «{game}» на этом сервере нет: пока был {count} сезон.",
        "few": "{number}-го сезона по игре «{game}» на этом сервере нет: пока было {count} сезона.",
        "many": "{number}-го сезона по игре «{game}» на этом сервере нет: пока было {count} сезонов.",
        "other": "{number}-го сезона по игре «{game}» на этом сервере нет: пока было {count} сезона.",
    },
    "leaderboard.season_empty": (
        "В {number}-м сезоне пока никто не закончил рейтинговую игру в «{game}». Рейтинг за всё время по-прежнему "
        "доступен: `/лидеры` с параметром за_всё_время."
    ),
    "reliability.title": "Надёжность",
    "reliability.new": "Новичок: игр пока нет, поэтому можно сесть за любой стол.",
    "reliability.finished": {
        "one": "Доиграно до конца без замены ботом: {share} из {count} законченной игры",
        "few": "Доиграно до конца без замены ботом: {share} из {count} законченных игр",
        "many": "Доиграно до конца без замены ботом: {share} из {count} законченных игр",
        "other": "Доиграно до конца без замены ботом: {share} из {count} законченной игры",
    },
    "reliability.on_time": {
        "one": "Сделано вовремя: {share} из {count} хода",
        "few": "Сделано вовремя: {share} из {count} ходов",
        "many": "Сделано вовремя: {share} из {count} ходов",
        "other": "Сделано вовремя: {share} из {count} хода",
    },
    "lobby.reliability": "☯ {share}",
    "lobby.reliability_new": "☯ новичок",
    "error.tournament_below_reliability": (
        "Записаться на этот турнир можно только с надёжностью не ниже {minimum}, а у вас она ниже: вы сами доиграли "
        "{finished} своих законченных игр и сделали вовремя {on_time} своих ходов. Чтобы поднять её, доигрывайте "
        "партии до конца, не сдавайтесь и укладывайтесь в лимит времени на ход. (Новичок без игр может записаться "
        "на любой турнир.)"
    ),
    "error.below_reliability": (
        "За этот стол можно сесть только с надёжностью не ниже {minimum}, а у вас она ниже: вы сами доиграли "
        "{finished} своих законченных игр и сделали вовремя {on_time} своих ходов. Чтобы поднять её, доигрывайте "
        "партии до конца, не сдавайтесь и укладывайтесь в лимит времени на ход. (Новичок без игр может сесть за "
        "любой стол.)"
    ),
    "stats.none": "{user}: законченных игр на этом сервере пока нет.",
    "stats.title": "{player} · статистика",
    "stats.record": "{games}, {wins} ({rate} побед в рейтинговых играх)",
    "stats.record_solo": "{games}, все одиночные (без рейтинга)",
    "stats.best": "Лучший счёт: {score}",
    "stats.rating": "Рейтинг {rating} · место {rank} из {total}",
    "stats.rating_provisional": "Рейтинг {rating} · предварительный (рейтинговых игр: {rated} из {needed})",
    "stats.recent": "Последние результаты",
    "stats.recent_line": "{game} · {place} · счёт {score} · {when} · игра № {number}",
    "stats.solo": "одиночная",
    "stats.place": "место {place} из {players}",
    "stats.place_resigned": "место {place} из {players} (сдача)",
    "stats.board_link": "[поле]({link})",
    "stats.move_time": "Время на ход (пошаговые игры)",
    "stats.move_time_line": {
        "one": "Медиана: {median} по {count} ходу",
        "few": "Медиана: {median} по {count} ходам",
        "many": "Медиана: {median} по {count} ходам",
        "other": "Медиана: {median} по {count} хода",
    },
    "stats.footer": (
        "Доля побед считается по рейтинговым играм (с двумя и более участниками). Место в таблице даётся после "
        "{needed} рейтинговых игр."
    ),
    # Реванш (кнопка под итоговым полем)
    "button.rematch": "Реванш",
    "rematch.opened": "{host} предлагает реванш! {players}, нажмите «Присоединиться», чтобы снова занять место.",
    "rematch.opened_alone": "{host} начинает реванш за тем же столом. Нажмите «Начать», когда будете готовы.",
    "rematch.already_open": "Лобби реванша уже открыто: {link}. Нажмите там «Присоединиться», чтобы занять место.",
    "rematch.already_in": "Лобби реванша уже открыто, и вы в нём: {link}.",
    "error.rematch_not_player": (
        "Реванш могут предложить только участники этой игры. Когда кто-то из них это сделает, вы сможете "
        "присоединиться к новому лобби, если останется место."
    ),
}
