"""Russian catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``),
the words they name (``term.four_color_cards.*``) and the words its pictures draw
(``picture.four_color_cards.*``). Merged into the Russian catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # The game's name in this language (lobbies, titles, command choices).
    "title.four_color_cards": "Четырёхцветные карты (四色牌)",
    # Four Color Cards' rule messages (games/four_color_cards/messages.py)
    "game.four_color_cards.game_over": "Игра окончена.",
    # Undo: why a move cannot be taken back (/undo).
    "game.four_color_cards.take_back_window_closed": "Все ответили, и окно заявок закрыто: ваш ответ остаётся в силе.",
    "game.four_color_cards.take_back_discard": (
        "Отменить можно только ответ, пока окно заявок ещё открыто: сброс и ху не отменяются."
    ),
    "game.four_color_cards.not_awaited": "Сейчас вам нечего решать.",
    "game.four_color_cards.no_claim": (
        "Заявки на эту карту ({card}) у вас нет: ни одна карта в вашей руке не составляет с ней комбинацию, "
        "которую вам можно заявить."
    ),
    "game.four_color_cards.own_discard": "Вы сами сбросили эту карту ({card}), поэтому заявить её не можете.",
    "game.four_color_cards.unknown_move": (
        "«{move}» — это не ход. Пишите, например, `discard rc`, `pong`, `kong`, `hu`, `pair`, `general`, "
        "`command`, `field`, `soldiers ys gs` или `pass`."
    ),
    "game.four_color_cards.unknown_card": (
        "«{card}» — это не карта. Напишите букву цвета (r красный, y жёлтый, g зелёный, w белый) и букву ранга "
        "(g генерал, a советник, e слон, c колесница, h конь, p пушка, s солдат), например `rc` — красная "
        "колесница."
    ),
    "game.four_color_cards.must_discard": "Сейчас нужно сбросить одну карту, например `discard {example}`.",
    "game.four_color_cards.general_not_discardable": "Генералов сбрасывать нельзя.",
    "game.four_color_cards.card_not_in_hand": "У вас в руке нет такой карты: {card}.",
    "game.four_color_cards.no_card_in_play": "В игре нет карты, которую можно забрать; сейчас нужно сбросить карту.",
    "game.four_color_cards.not_next_player": (
        "Взять эту карту для комбинации «{meld}» может только игрок, следующий за сбросившим (а открытую из "
        "колоды — ещё и открывший её игрок); для понга, конга и ху её может взять любой, кроме сбросившего."
    ),
    "game.four_color_cards.only_drawer_takes_general": (
        "Взять генерала отдельно или в командную группу может только тот, кто его открыл."
    ),
    "game.four_color_cards.missing_for_kong": (
        "Чтобы сделать конг, к карте в игре ({card}) нужны ещё три такие же карты в руке."
    ),
    "game.four_color_cards.missing_for_pong": (
        "Чтобы сделать понг, к карте в игре ({card}) нужны ещё две такие же карты в руке."
    ),
    "game.four_color_cards.missing_card": (
        "Для комбинации «{meld}» с картой в игре ({card}) вам нужна в руке карта «{first}»."
    ),
    "game.four_color_cards.missing_two_cards": (
        "Для комбинации «{meld}» с картой в игре ({card}) вам нужны в руке карты «{first}» и «{second}»."
    ),
    "game.four_color_cards.missing_three_cards": (
        "Для комбинации «{meld}» с картой в игре ({card}) вам нужны в руке карты «{first}», «{second}» и «{third}»."
    ),
    "game.four_color_cards.wrong_meld": "Карта в игре ({card}) не подходит для комбинации «{meld}».",
    "game.four_color_cards.general_pong": "Карта в игре ({card}) не годится для понга: из генералов понг не собирают.",
    "game.four_color_cards.pairs_not_claimable": "За этим столом пары забирать нельзя.",
    "game.four_color_cards.bad_soldiers": (
        "Группа солдат — это 3 или 4 солдата разных цветов: карта в игре ({card}) и два или три солдата "
        "других цветов из вашей руки."
    ),
    "game.four_color_cards.not_a_win": (
        "Ваша рука вместе с разыгрываемой картой ({card}) не раскладывается целиком на комбинации, поэтому объявить "
        "ху нельзя."
    ),
    "game.four_color_cards.hu_below_threshold": (
        "Объявить ху нельзя: ваша рука набирает {points}, а порог — {threshold}."
    ),
    "game.four_color_cards.no_opening_hu": (
        "С картами раздачи объявить ху нельзя: сначала сбросьте карту."
    ),
    "game.four_color_cards.must_take_general": (
        "Вы открыли генерала и обязаны его взять (general, command, kong или hu); пасовать нельзя."
    ),
    "game.four_color_cards.must_hu": "За этим столом игрок, который может объявить ху, обязан это сделать.",
    "game.four_color_cards.must_kong": "За этим столом игрок, который может сделать конг, не может пасовать.",
    "game.four_color_cards.claim_window_open": "Карта ждёт заявок: ответьте заявкой или `pass`.",
    "game.four_color_cards.not_legal": "Ход «{move}» сейчас недопустим.",
    # The cards and melds a refusal names (games/four_color_cards/messages.py, TERMS)
    "term.four_color_cards.card.rg": "красный генерал (帥)",
    "term.four_color_cards.card.ra": "красный советник (仕)",
    "term.four_color_cards.card.re": "красный слон (相)",
    "term.four_color_cards.card.rc": "красная колесница (俥)",
    "term.four_color_cards.card.rh": "красный конь (傌)",
    "term.four_color_cards.card.rp": "красная пушка (炮)",
    "term.four_color_cards.card.rs": "красный солдат (兵)",
    "term.four_color_cards.card.yg": "жёлтый генерал (帥)",
    "term.four_color_cards.card.ya": "жёлтый советник (仕)",
    "term.four_color_cards.card.ye": "жёлтый слон (相)",
    "term.four_color_cards.card.yc": "жёлтая колесница (俥)",
    "term.four_color_cards.card.yh": "жёлтый конь (傌)",
    "term.four_color_cards.card.yp": "жёлтая пушка (炮)",
    "term.four_color_cards.card.ys": "жёлтый солдат (兵)",
    "term.four_color_cards.card.gg": "зелёный генерал (將)",
    "term.four_color_cards.card.ga": "зелёный советник (士)",
    "term.four_color_cards.card.ge": "зелёный слон (象)",
    "term.four_color_cards.card.gc": "зелёная колесница (車)",
    "term.four_color_cards.card.gh": "зелёный конь (馬)",
    "term.four_color_cards.card.gp": "зелёная пушка (包)",
    "term.four_color_cards.card.gs": "зелёный солдат (卒)",
    "term.four_color_cards.card.wg": "белый генерал (將)",
    "term.four_color_cards.card.wa": "белый советник (士)",
    "term.four_color_cards.card.we": "белый слон (象)",
    "term.four_color_cards.card.wc": "белая колесница (車)",
    "term.four_color_cards.card.wh": "белый конь (馬)",
    "term.four_color_cards.card.wp": "белая пушка (包)",
    "term.four_color_cards.card.ws": "белый солдат (卒)",
    # The same cards as direct objects (bot.i18n.inflected): «сбрасывает белую колесницу (車)». The pieces are
    # animate, as in chess: «берёт белого генерала (將)», «коня», «солдата».
    "term.four_color_cards.card.rg.acc": "красного генерала (帥)",
    "term.four_color_cards.card.ra.acc": "красного советника (仕)",
    "term.four_color_cards.card.re.acc": "красного слона (相)",
    "term.four_color_cards.card.rc.acc": "красную колесницу (俥)",
    "term.four_color_cards.card.rh.acc": "красного коня (傌)",
    "term.four_color_cards.card.rp.acc": "красную пушку (炮)",
    "term.four_color_cards.card.rs.acc": "красного солдата (兵)",
    "term.four_color_cards.card.yg.acc": "жёлтого генерала (帥)",
    "term.four_color_cards.card.ya.acc": "жёлтого советника (仕)",
    "term.four_color_cards.card.ye.acc": "жёлтого слона (相)",
    "term.four_color_cards.card.yc.acc": "жёлтую колесницу (俥)",
    "term.four_color_cards.card.yh.acc": "жёлтого коня (傌)",
    "term.four_color_cards.card.yp.acc": "жёлтую пушку (炮)",
    "term.four_color_cards.card.ys.acc": "жёлтого солдата (兵)",
    "term.four_color_cards.card.gg.acc": "зелёного генерала (將)",
    "term.four_color_cards.card.ga.acc": "зелёного советника (士)",
    "term.four_color_cards.card.ge.acc": "зелёного слона (象)",
    "term.four_color_cards.card.gc.acc": "зелёную колесницу (車)",
    "term.four_color_cards.card.gh.acc": "зелёного коня (馬)",
    "term.four_color_cards.card.gp.acc": "зелёную пушку (包)",
    "term.four_color_cards.card.gs.acc": "зелёного солдата (卒)",
    "term.four_color_cards.card.wg.acc": "белого генерала (將)",
    "term.four_color_cards.card.wa.acc": "белого советника (士)",
    "term.four_color_cards.card.we.acc": "белого слона (象)",
    "term.four_color_cards.card.wc.acc": "белую колесницу (車)",
    "term.four_color_cards.card.wh.acc": "белого коня (馬)",
    "term.four_color_cards.card.wp.acc": "белую пушку (包)",
    "term.four_color_cards.card.ws.acc": "белого солдата (卒)",
    "term.four_color_cards.meld.pair": "пара",
    "term.four_color_cards.meld.general": "одиночный генерал",
    "term.four_color_cards.meld.command": "командная группа",
    "term.four_color_cards.meld.field": "полевая группа",
    "term.four_color_cards.meld.soldiers": "группа солдат",
    # The words drawn in the pictures (render/four_color_cards/words.py)
    "picture.four_color_cards.title": "Четырёхцветные карты",
    "picture.four_color_cards.hand_title": "Рука — {name}",
    "picture.four_color_cards.round": "раунд {round} из {rounds}",
    "picture.four_color_cards.seat": "Игрок {number}",
    "picture.four_color_cards.list.two": "{first} и {second}",
    "picture.four_color_cards.list.more": "{first}, {rest}",
    "picture.four_color_cards.stock": "Колода {count}",
    "picture.four_color_cards.to_discard": "Сбрасывает {name}",
    "picture.four_color_cards.claim_or_pass": "Заявка или пас",
    "picture.four_color_cards.discarded_by": "Сброс: {name}",
    "picture.four_color_cards.turned_by": "Из колоды: {name}",
    "picture.four_color_cards.big_claims": "Ху, конг, понг: {who}",
    "picture.four_color_cards.other_claims": "Другие комбинации: {who}",
    "picture.four_color_cards.everyone": "все",
    "picture.four_color_cards.all_but": "все, кроме {names:gen}",
    "picture.four_color_cards.nobody": "никто",
    "picture.four_color_cards.game_over": "Игра окончена",
    "picture.four_color_cards.winner": "Победитель: {name}",
    "picture.four_color_cards.winners": "Первое место делят: {names}",
    "picture.four_color_cards.your_discard": "Ваш ход: сбросьте карту",
    "picture.four_color_cards.no_general_discard": "Генералов сбрасывать нельзя",
    "picture.four_color_cards.you_may_claim": "Эту карту можно забрать",
    "picture.four_color_cards.no_claim": "Эту карту вам не забрать",
    "picture.four_color_cards.you_passed": "Вы спасовали",
    "picture.four_color_cards.you_claimed": "Ваша заявка: {claim}",
    "picture.four_color_cards.hand_cards": {
        "one": "{count} карта в руке",
        "few": "{count} карты в руке",
        "many": "{count} карт в руке",
        "other": "{count} карты в руке",
    },
    "picture.four_color_cards.stock_left": "в колоде {count}",
    "picture.four_color_cards.your_melds": {
        "one": "Ваши комбинации на столе · {count} очко",
        "few": "Ваши комбинации на столе · {count} очка",
        "many": "Ваши комбинации на столе · {count} очков",
        "other": "Ваши комбинации на столе · {count} очка",
    },
    "picture.four_color_cards.your_claims": "Ваши возможные заявки",
    "picture.four_color_cards.colour.r": "紅",
    "picture.four_color_cards.colour.y": "黃",
    "picture.four_color_cards.colour.g": "綠",
    "picture.four_color_cards.colour.w": "白",
    "picture.four_color_cards.chips": {
        "one": "{count} фишка",
        "few": "{count} фишки",
        "many": "{count} фишек",
        "other": "{count} фишки",
    },
    "picture.four_color_cards.table_points": {
        "one": "{count} очко",
        "few": "{count} очка",
        "many": "{count} очков",
        "other": "{count} очка",
    },
    "picture.four_color_cards.no_melds": "на столе нет комбинаций",
    "picture.four_color_cards.tag.to_discard": "сбрасывает",
    "picture.four_color_cards.tag.discarded": "сброс",
    "picture.four_color_cards.tag.turned": "из колоды",
    "picture.four_color_cards.tag.any_meld": "любая комбинация",
    "picture.four_color_cards.tag.big_claims": "ху · конг · понг",
    "picture.four_color_cards.meld": "{meld} +{points}",
    "picture.four_color_cards.meld.general": "генерал",
    "picture.four_color_cards.meld.general.short": "",
    "picture.four_color_cards.meld.command": "командная",
    "picture.four_color_cards.meld.field": "полевая",
    "picture.four_color_cards.meld.soldiers3": "3 солдата",
    "picture.four_color_cards.meld.soldiers4": "4 солдата",
    "picture.four_color_cards.meld.pair": "пара",
    "picture.four_color_cards.meld.triple": "понг",
    "picture.four_color_cards.meld.quad": "конг",
    "picture.four_color_cards.meld.general_quad": "4 генерала",
    "picture.four_color_cards.claim.hu": "Ху 胡: победа",
    "picture.four_color_cards.claim.kong": "Конг 槓",
    "picture.four_color_cards.claim.pong": "Понг 碰",
    "picture.four_color_cards.claim.pair": "Пара 對",
    "picture.four_color_cards.claim.general": "Генерал",
    "picture.four_color_cards.claim.command": "Командная группа",
    "picture.four_color_cards.claim.field": "Полевая группа",
    "picture.four_color_cards.claim.pass": "Пас",
    "picture.four_color_cards.dead": "Вне игры · {count}",
    "picture.four_color_cards.round.draw": "Раунд {round}: колода закончилась, ничья; никто не платит.",
    "picture.four_color_cards.round.hu": "Раунд {round}: ху 胡 — {name}",
    "picture.four_color_cards.round.exhausted_hand": "Раунд {round}: {name} завершает раунд (нечего сбросить)",
    "picture.four_color_cards.round.opening_hu": "Раунд {round}: ху 胡 с картами раздачи — {name}",
    "picture.four_color_cards.round.paid": {
        "one": "{count} очко: каждый из остальных платит {paid}",
        "few": "{count} очка: каждый из остальных платит {paid}",
        "many": "{count} очков: каждый из остальных платит {paid}",
        "other": "{count} очка: каждый из остальных платит {paid}",
    },
    "picture.four_color_cards.round.paid_bonus": {
        "one": "{count} очко ({base} + бонус {bonus}): каждый из остальных платит {paid}",
        "few": "{count} очка ({base} + бонус {bonus}): каждый из остальных платит {paid}",
        "many": "{count} очков ({base} + бонус {bonus}): каждый из остальных платит {paid}",
        "other": "{count} очка ({base} + бонус {bonus}): каждый из остальных платит {paid}",
    },
    "picture.four_color_cards.round.penalty": {
        "one": "{count} очко, меньше порога {threshold}: штраф, каждому по {paid} (相公)",
        "few": "{count} очка, меньше порога {threshold}: штраф, каждому по {paid} (相公)",
        "many": "{count} очков, меньше порога {threshold}: штраф, каждому по {paid} (相公)",
        "other": "{count} очка, меньше порога {threshold}: штраф, каждому по {paid} (相公)",
    },
    "picture.four_color_cards.round.penalty_bonus": {
        "one": "{count} очко ({base} + бонус {bonus}), меньше порога {threshold}: штраф, каждому по {paid} (相公)",
        "few": "{count} очка ({base} + бонус {bonus}), меньше порога {threshold}: штраф, каждому по {paid} (相公)",
        "many": "{count} очков ({base} + бонус {bonus}), меньше порога {threshold}: штраф, каждому по {paid} (相公)",
        "other": "{count} очка ({base} + бонус {bonus}), меньше порога {threshold}: штраф, каждому по {paid} (相公)",
    },
    "picture.four_color_cards.bonus": "бонус",
    "picture.four_color_cards.final_chips": "Фишки в конце игры",
    "picture.four_color_cards.rounds.title": "Фишки по раундам · очки завершившего раунд",
    "picture.four_color_cards.rounds.round": "Раунд",
    "picture.four_color_cards.rounds.finisher": "{change} · {count} оч.",  # a narrow table cell
    "picture.four_color_cards.rounds.draw": "ничья: никто не платит",
    "picture.four_color_cards.rounds.chips": "Фишки",
    # The board's title (the round and the turn) and the round marks of /game history.
    "history.stage.four_color_cards": "— Раунд {round} из {rounds} —",
    "moment.four_color_cards.discard": "раунд {round} из {rounds} · сбрасывает {name}",
    "moment.four_color_cards.claim_discard": "раунд {round} из {rounds} · заявки (сброс: {name})",
    "moment.four_color_cards.claim_turned": "раунд {round} из {rounds} · заявки (из колоды: {name})",
}
