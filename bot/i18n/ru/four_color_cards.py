"""Russian catalog, Four Color Cards: the game's rule messages (``game.four_color_cards.*``)
and the other texts that belong to the game. Merged into the Russian catalog by ``bot.i18n``."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
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
}
