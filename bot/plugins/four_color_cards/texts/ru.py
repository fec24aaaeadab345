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
        "Чтобы объявить конг, к карте в игре ({card}) нужны ещё три такие же карты в руке."
    ),
    "game.four_color_cards.missing_for_pong": (
        "Чтобы объявить понг, к карте в игре ({card}) нужны ещё две такие же карты в руке."
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
        "Ваша рука вместе с картой в игре ({card}) не раскладывается целиком на комбинации, поэтому объявить ху нельзя."
    ),
    "game.four_color_cards.hu_below_threshold": (
        "Объявить ху нельзя: ваша рука набирает {points}, а порог — {threshold}."
    ),
    "game.four_color_cards.no_opening_hu": ("С картами раздачи объявить ху нельзя: сначала сбросьте карту."),
    "game.four_color_cards.must_take_general": (
        "Вы открыли генерала и обязаны его взять (general, command, kong или hu); пасовать нельзя."
    ),
    "game.four_color_cards.must_hu": "За этим столом игрок, который может объявить ху, обязан это сделать.",
    "game.four_color_cards.must_kong": "За этим столом игрок, который может объявить конг, не может пасовать.",
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
    "button.turn.four_color_cards": "Мои карты и заявки",
    "game.score.four_color_cards": {
        "one": "{count} фишка",
        "few": "{count} фишки",
        "many": "{count} фишек",
        "other": "{count} фишки",
    },
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
    "fcc.cards.many": "{card} ×{count}",
    "fcc.cards.counted": "{card} ×{count}",
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
        "=2": "Никто не взял ни эту карту, ни следующую из колоды — обе выходят из игры: {cards}.",
        "one": ("Никто не взял ни эту карту, ни следующие из колоды — все {count} выходят из игры: {cards}."),
        "few": ("Никто не взял ни эту карту, ни следующие из колоды — все {count} выходят из игры: {cards}."),
        "many": ("Никто не взял ни эту карту, ни следующие из колоды — все {count} выходят из игры: {cards}."),
        "other": ("Никто не взял ни эту карту, ни следующие из колоды — все {count} выходят из игры: {cards}."),
    },
    "fcc.window.turned": "{user} открывает из колоды {card}.",
    "fcc.claim.triple": "{user} берёт {card} и объявляет понг с двумя такими же картами из руки.",
    "fcc.claim.quad": "{user} берёт {card} и объявляет конг с тремя такими же картами из руки.",
    "fcc.claim.general_quad": "{user} берёт {card} и объявляет конг с тремя такими же картами из руки.",
    "fcc.claim.pair": "{user} берёт {card} и собирает пару с такой же картой из руки.",
    "fcc.claim.general": "{user} берёт {card} как одиночную комбинацию.",
    "fcc.claim.command": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.claim.field": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.claim.soldiers3": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.claim.soldiers4": "{user} берёт {card} и выкладывает {meld}, добавив из руки {hand}.",
    "fcc.result.round": "**Раунд {round} из {rounds}.**",
    "fcc.result.draw": "Колода закончилась: ничья, никто не платит.",
    "fcc.result.hu": "{user} объявляет ху! Победная карта — {card}, {source}.",
    "fcc.result.from_discard": "сброс: {user}",
    "fcc.result.from_draw": "из колоды: {user}",
    "fcc.result.from_own_draw": "открыта из колоды самим победителем",
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
    "fcc.result.next_round": "Начинается **раунд {round} из {rounds}**. Первым ходит {user} (в руке 21 карта).",
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
        "Объявляйте **ху**, когда ваша скрытая рука вместе с картой в игре раскладывается на комбинации без "
        "остатка. Первый игрок не может объявить ху сразу, с 21 розданной картой. Комбинации на столе считаются "
        "по первому числу из таблицы, в руке — по второму (лучший расклад бот найдёт сам); комбинация, которую "
        "завершает победная карта, считается как выложенная на стол. Чтобы вам заплатили, нужно **10 очков**.\n"
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
        "Пример для игры вчетвером: ваши комбинации дают 12 очков, а бонусная карта совпадает с 2 вашими картами, "
        "итого 14. Каждый соперник платит 14 − 10 + 1 = 5 фишек, и вы получаете 15. Штраф обошёлся бы вам "
        "в 3 × 11 = 33 фишки."
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
    "option.four_color_cards.forced_kong": "Кто может объявить конг, не может пасовать",
    "option.four_color_cards.next_opener": "Кто начинает следующий раунд",
    "option.four_color_cards.next_opener.winner": "победитель (после ничьей или штрафа — тот же игрок)",
    "option.four_color_cards.next_opener.rotate": "следующий по кругу",
    "option.four_color_cards.dead_wall": "Мёртвые карты в конце колоды",
    "option.four_color_cards.opening_hu": "Ху с 21 картой раздачи",
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
}
