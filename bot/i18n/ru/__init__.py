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
    "name.pace.set.auto_after": "автоход_после",
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
    "name.tournament.new.round_hours": "часов_на_тур",
    "name.tournament.new.table_options": "настройки_столов",
    "name.tournament.join": "записаться",
    "name.tournament.leave": "выйти",
    "name.tournament.start": "начать",
    "name.tournament.standings": "таблица",
    "name.tournament.standings.number": "номер",
    "name.tournament.cancel": "отменить",
    "cmd.tournament": "Турнир в этом канале: бот в каждом туре рассаживает игроков по столам и ведёт партии в ветках",
    "cmd.tournament.new": "Открыть турнир в этом канале",
    "cmd.tournament.new.game": "В какую игру играют на турнире",
    "cmd.tournament.new.format": "Швейцарская система (все играют в каждом туре; по умолчанию) или на выбывание",
    "cmd.tournament.new.rounds": "Сколько туров в турнире по швейцарской системе (по умолчанию 3)",
    "cmd.tournament.new.table_size": "Сколько игроков за каждым столом (по умолчанию 2)",
    "cmd.tournament.new.pace": "Темп партий: в реальном времени или пошаговый (по умолчанию — как на сервере)",
    "cmd.tournament.new.hours": "Игровые часы: вне их нет напоминаний и лимита времени, например 08:00-23:00 или 8-23",
    "cmd.tournament.new.timezone": "Часовой пояс игровых часов, например Europe/Moscow",
    "cmd.tournament.new.player_limit": "Наибольшее число участников (по умолчанию без ограничений)",
    "cmd.tournament.new.reliability": "Наименьшая надёжность для записи, в процентах (0 — без ограничений)",
    "cmd.tournament.new.round_hours": "Сколько часов длится тур; недоигранные к сроку партии останавливаются без очков",
    "cmd.tournament.new.table_options": "Настройки игры за столами, как в /игра настройка: имя=значение через запятую",
    "cmd.tournament.join": "Записаться на турнир этого канала до его начала",
    "cmd.tournament.leave": "Отменить свою запись на турнир этого канала (до его начала)",
    "cmd.tournament.start": "Начать турнир: откроются столы первого тура (только хост)",
    "cmd.tournament.standings": "Показать таблицу текущего или последнего турнира этого канала (видно только вам)",
    "cmd.tournament.standings.number": (
        "Номер прошедшего турнира (как в названиях его веток); по умолчанию последний турнир канала"
    ),
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
        "one": "по {count} игроку за столом",
        "few": "по {count} игрока за столом",
        "many": "по {count} игроков за столом",
        "other": "по {count} игрока за столом",
    },
    "tournament.limit": {
        "one": "Не больше {count} игрока.",
        "few": "Не больше {count} игроков.",
        "many": "Не больше {count} игроков.",
        "other": "Не больше {count} игрока.",
    },
    "tournament.reliability": "Нужна надёжность не ниже {minimum}.",
    "tournament.state.open": "Запись открыта: нажмите кнопку ниже. Турнир начнёт хост.",
    "tournament.state.round": "Идёт тур {round}.",
    "tournament.state.round_of": "Идёт тур {round} из {rounds}.",
    "tournament.state.over": "Турнир окончен. Чемпион: {champion}.",
    "tournament.state.cancelled": "Турнир отменён.",
    "tournament.players": {
        "one": "Участники ({count})",
        "few": "Участники ({count})",
        "many": "Участники ({count})",
        "other": "Участники ({count})",
    },
    "tournament.more": {
        "one": "…и ещё {count}",
        "few": "…и ещё {count}",
        "many": "…и ещё {count}",
        "other": "…и ещё {count}",
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
    "tournament.standing.out": "{rank}. {player}: поражение в туре {round}",
    "tournament.standing.dropped": "(не играет)",
    "tournament.joined": "{user} записывается на турнир.",
    "tournament.left": "{user} отменяет запись на турнир.",
    "tournament.started": "{user} начинает турнир: открываются столы первого тура.",
    "tournament.cancelled": "{user} отменяет турнир.",
    "tournament.thread_name": "Турнир № {number} по игре «{game}», тур {round}, стол {table}",
    "tournament.table_headline": "Турнир по игре «{game}» ({channel}): тур {round}, стол {table}.",
    "tournament.round_limit": {
        "one": "Тур длится не больше {count} часа.",
        "few": "Тур длится не больше {count} часов.",
        "many": "Тур длится не больше {count} часов.",
        "other": "Тур длится не больше {count} часа.",
    },
    "tournament.deadline_line": (
        "Тур закончится {when} ({left}): партии, которые к этому времени ещё идут, будут остановлены."
    ),
    "tournament.deadline_passed": (
        "**Турнир по игре «{game}», тур {round}: время вышло.** Остановлены: {tables}. {result}"
    ),
    "tournament.deadline_stopped": "Время этого тура турнира вышло: партия остановлена. {result}",
    "tournament.deadline_result.swiss": "За остановленным столом никто не получает очков.",
    "tournament.deadline_result.elimination": "С остановленного стола дальше проходит игрок с более высоким посевом.",
    "tournament.round_title": "**Турнир по игре «{game}»: тур {round}**",
    "error.tournament_options_syntax": (
        "Запишите настройки столов в виде `имя=значение` через запятую, например {example}."
    ),
    "error.tournament_options_bot": (
        "Настройку «{option}» нельзя задать для столов турнира: места за столами определяет каждый тур, а надёжность "
        "задаётся отдельной настройкой турнира."
    ),
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
    "tournament.standings_final": "Итоговая таблица турнира № {number} по игре «{game}»:",
    "tournament.standings_cancelled": (
        "Турнир № {number} по игре «{game}» отменён во время тура {round}. Таблица на момент отмены:"
    ),
    "tournament.standings_cancelled_early": "Турнир № {number} по игре «{game}» отменён до начала: таблицы у него нет.",
    "tournament.picture.place": "№",
    "tournament.picture.player": "Игрок",
    "tournament.picture.points": "Очки",
    "tournament.picture.tiebreak": "Очки соперников",
    "tournament.picture.round": "тур {round}",
    "error.tournament_none": "В этом канале нет турнира. Откройте его командой `/турнир новый`.",
    "error.tournament_unknown": "Этого турнира больше нет.",
    "error.tournament_no_such": "На этом сервере нет турнира № {number}.",
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
    "thread.name": "{game} № {number} · {players}",
    "thread.name_separator": ", ",  # between the players of a thread's name (short: no "and")
    "thread.summary": "Игра идёт в ветке {thread}.\n{turn}",
    "thread.summary_over": "Окончена игра в ветке {thread}.\n{standings}",
    "thread.summary_cancelled": "Отменена игра в ветке {thread}.",
    "thread.rematch_opened": "{host} открывает лобби реванша в {channel}: {link}",
    "thread.refused": (
        "Эта игра идёт здесь: я не могу открывать ветки в {channel}, у меня нет прав: {permissions}. Участник с"
        " правом «Управлять сервером» может выдать мне эти права или оставить игры в каналах командой"
        " `/настройки ветки`."
    ),
    # Game messages
    "game.started": "Игра «{game}» началась! Рассадка: {players}.",
    "game.played": "{said} (`{move}`).",
    "game.played_label": "{user}: {words}",
    "game.chose": "{user}: тайный выбор сделан.",
    "game.all_in": "Все сделали выбор.",
    "game.all_answered": "Все ответили.",
    "game.next": "{users}, ваш ход",
    "list.separator": ", ",
    "list.clauses": "; ",
    "list.clauses_last": "; ",
    "game.waiting_for": "Ждём: {users}",
    "game.may_answer": "Могут ответить: {users} (кнопками ниже; ваш ответ виден только вам)",
    "game.over": "Игра окончена! {standings}",
    "game.over_because": "Игра окончена: {why}\n{standings}",
    "game.over.resignations": "после того как игроки сдались, осталось слишком мало участников, чтобы продолжать.",
    "game.place": "{place}. {user} ({score})",
    "game.place_resigned": "{place}. {user} ({score}, партия сдана)",
    "game.place_tied": "{place}. {user} ({score}, делит {place}-е место)",
    "game.cancelled": "{user} отменяет игру «{game}» в этом канале.",
    "game.status_title": "{game} · {moment}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "Принято: «{move}».",
    "game.answer_recorded": "Ваш ответ «{move}» принят. Ждём остальных игроков.",
    "panel.title": "Ваши варианты",
    "hand.not_awaited": "Сейчас вам нечего решать; вот то, что видно только вам.",
    "panel.pick": "Выберите ход…",
    "panel.count": {
        "one": "{count} вариант",
        "few": "{count} варианта",
        "many": "{count} вариантов",
        "other": "{count} варианта",
    },
    "panel.narrowed": "Ваши варианты: `{prefix} …`",
    "panel.narrowed_words": "Ваши варианты\n**{words}** (`{prefix} …`)",
    "hand.title": "Видно только вам",
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
    "error.already_decided": ("Вы уже сделали выбор; он останется тайным, пока не выберут все. Ждём остальных."),
    "error.already_decided_undo": (
        "Вы уже сделали выбор; он останется тайным, пока не выберут все. Чтобы изменить его, отмените выбор командой "
        "`/отменить_ход`, пока остальные ещё выбирают."
    ),
    "error.stale": (
        "Поле изменилось с тех пор, как было показано это сообщение. Используйте последнее сообщение с полем."
    ),
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
    "pace.show.automatic": "Автоход: {users}",
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
        "Укажите хотя бы одну настройку: `темп`, `напоминание`, `лимит_времени` или `автоход_после`."
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
    "next.dm": "⏭️ Скоро ваш ход в игре «{game}» в {channel} (сейчас ход: {players}): {link}",
    "next.dm_no_link": "⏭️ Скоро ваш ход в игре «{game}» в {channel} (сейчас ход: {players}).",
    # Resigning
    "resign.cmd": "Сдаться в игре этого канала: бот доиграет за вас, а вы займёте последнее место",
    "resign.confirm": (
        "Сдаться в игре «{game}»? Бот доиграет за вас до конца, а вы займёте последнее место. Отменить это нельзя."
    ),
    "resign.button": "Сдаться",
    "resign.done": "Вы сдались.",
    "resign.announce": (
        "🏳️ {user} сдаётся. Дальше за этого игрока ходит бот, а в итогах ему достанется последнее место."
    ),
    "resign.ended": "🏳️ {user} сдаётся. Игра окончена!\n{standings}",
    "resign.place": "{place}. {user}",
    "resign.place_resigned": "{place}. {user} (партия сдана)",
    "resign.already": "Вы уже сдались в этой игре.",
    "resign.no_moves": "Вы сдались в этой игре, поэтому больше не можете ходить. За вас играет бот.",
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
        "разумные ходы; **сильный** думает около секунды над ходом: он не знает ни того, что от него скрыто, ни того, "
        "как распорядится случай, поэтому перебирает множество вариантов и выбирает ход, лучший в целом. "
        "ИИ видит только то, что видно с его места. Если у "
        "игрока истекло время на ход, за него ходит лёгкий ИИ."
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
    "error.other_channel": "Эта кнопка относится к игре или лобби в другом канале — нажмите её там.",
    "error.forged": "Эту кнопку или меню создал не бот. Пользуйтесь кнопками его последнего сообщения.",
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
    "daily.thread_name": "Испытание дня «{game}» {day} · {player}",
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
    "leaderboard.none_ranked": "Пока ни у кого нет места в таблице: оно даётся после {needed} рейтинговых партий.",
    "leaderboard.provisional": "Предварительный рейтинг (меньше {needed} рейтинговых партий)",
    "leaderboard.provisional_line": "{player} · {games}, {wins}",
    "leaderboard.caller_title": "Ваше место",
    "leaderboard.caller": "{user}: место {rank} из {total}, рейтинг {rating}",
    "leaderboard.caller_provisional": (
        "{user}: рейтинг {rating}, предварительный (рейтинговых партий: {rated} из {needed})"
    ),
    "leaderboard.caller_unrated": "{user}: рейтинговых партий в игре «{game}» на этом сервере пока нет.",
    "leaderboard.footer": (
        "Рейтинг — консервативная оценка OpenSkill (μ − 3σ) по законченным партиям с двумя и более участниками. "
        "Место в таблице даётся после {needed} рейтинговых партий."
    ),
    "leaderboard.empty": (
        "На этом сервере пока никто не сыграл рейтинговую партию в игре «{game}»: учитывается каждая законченная "
        "партия с двумя и более участниками. Начните игру командой `/игра новая`."
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
            "Засчитывается каждая рейтинговая партия в эту игру, законченная на этом сервере до конца сезона; "
            "рейтинг сезона начинается с нуля. Таблицу сезона показывает `/лидеры`, а в конце здесь появится "
            "итоговая таблица с именем чемпиона."
        ),
        "few": (
            "{user} начинает {number}-й сезон по игре «{game}»: он продлится {count} недели, до {end}. "
            "Засчитывается каждая рейтинговая партия в эту игру, законченная на этом сервере до конца сезона; "
            "рейтинг сезона начинается с нуля. Таблицу сезона показывает `/лидеры`, а в конце здесь появится "
            "итоговая таблица с именем чемпиона."
        ),
        "many": (
            "{user} начинает {number}-й сезон по игре «{game}»: он продлится {count} недель, до {end}. "
            "Засчитывается каждая рейтинговая партия в эту игру, законченная на этом сервере до конца сезона; "
            "рейтинг сезона начинается с нуля. Таблицу сезона показывает `/лидеры`, а в конце здесь появится "
            "итоговая таблица с именем чемпиона."
        ),
        "other": (
            "{user} начинает {number}-й сезон по игре «{game}»: он продлится {count} недели, до {end}. "
            "Засчитывается каждая рейтинговая партия в эту игру, законченная на этом сервере до конца сезона; "
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
    "season.no_games": (
        "За этот сезон не было сыграно ни одной рейтинговой партии в игре «{game}», поэтому чемпиона нет."
    ),
    "leaderboard.season_title": "Лидеры: «{game}», {number}-й сезон",
    "leaderboard.all_time_title": "Лидеры: «{game}», за всё время",
    "leaderboard.season_running": "Рейтинг только за этот сезон (обнулён {start}). Сезон завершится {end}.",
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
        "В {number}-м сезоне пока никто не закончил рейтинговую партию в игре «{game}». Рейтинг за всё время "
        "по-прежнему доступен: `/лидеры` с параметром за_всё_время."
    ),
    "reliability.title": "Надёжность",
    "reliability.new": "Новичок: игр пока нет, поэтому можно сесть за любой стол.",
    "reliability.finished": {
        "one": "Доиграно без бота: {share} из {count} законченной игры",
        "few": "Доиграно без бота: {share} из {count} законченных игр",
        "many": "Доиграно без бота: {share} из {count} законченных игр",
        "other": "Доиграно без бота: {share} из {count} законченной игры",
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
    "stats.record": "{games}, {wins} (доля побед в рейтинговых партиях: {rate})",
    "stats.record_solo": "{games}, все одиночные (без рейтинга)",
    "stats.best": "Лучший счёт: {score}",
    "stats.rating": "Рейтинг {rating} · место {rank} из {total}",
    "stats.rating_provisional": "Рейтинг {rating} · предварительный (рейтинговых партий: {rated} из {needed})",
    "stats.recent": "Последние результаты",
    "stats.recent_line": "{game} · {place} · счёт {score} · {when} · игра № {number}",
    "stats.solo": "одиночная",
    "stats.place": "место {place} из {players}",
    "stats.place_resigned": "место {place} из {players} (партия сдана)",
    "stats.board_link": "[поле]({link})",
    "stats.move_time": "Время на ход (пошаговые игры)",
    "stats.move_time_line": {
        "one": "Медиана: {median} по {count} ходу",
        "few": "Медиана: {median} по {count} ходам",
        "many": "Медиана: {median} по {count} ходам",
        "other": "Медиана: {median} по {count} хода",
    },
    "stats.tournaments": "Турниры",
    "stats.tournaments_played": {
        "one": "{count} турнир",
        "few": "{count} турнира",
        "many": "{count} турниров",
        "other": "{count} турнира",
    },
    "stats.tournaments_won": {
        "one": "{count} победа",
        "few": "{count} победы",
        "many": "{count} побед",
        "other": "{count} победы",
    },
    "stats.tournaments_record": "{played}, {won}",
    "stats.tournament_players": {
        "one": "{count} участник",
        "few": "{count} участника",
        "many": "{count} участников",
        "other": "{count} участника",
    },
    "stats.tournament_win": "🏆 Турнир № {number} по игре «{game}» · {players} · {when}",
    "stats.footer": (
        "Доля побед считается по рейтинговым партиям (с двумя и более участниками). Место в таблице даётся после "
        "{needed} рейтинговых партий."
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
