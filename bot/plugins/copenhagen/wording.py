"""How the bot words Copenhagen: a move as a label and as a sentence, why the game ended, the turn its board shows.

The engine says which label a move gets and with what values (``games.copenhagen.labels``); the catalogs word it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.discord_limits import option_text
from bot.i18n import has, inflected, picture_words, t
from bot.live import LiveGame
from bot.mentions import mention
from bot.wording.entry import Wording
from games.contract import IllegalMove
from games.copenhagen import labels, notation
from games.copenhagen.components import COLOURS, POINTS_TO_WIN, SIZES


def move_label(live: LiveGame, seat: int, move: str, loc: str | None) -> str:
    """A move in words in ``loc``: the engine says which label and with what values, the catalog words it."""
    try:
        parsed = notation.parse(move)
    except IllegalMove:
        return option_text(move)
    key, values = labels.label_parts(live.state, parsed)

    def word(name: str, **params: Any) -> str:
        if name.startswith("colour."):
            # A card's or tile's colour as the label's direct object where the language declines it ("Взять
            # синюю карту"); the word itself elsewhere.
            return inflected(f"label.copenhagen.{name}", "acc", loc)
        return t(f"label.copenhagen.{name}", loc, **params)

    return option_text(labels.worded(key, values, word))


def labeller(live: LiveGame, seat: int, loc: str | None) -> Callable[[str], str]:
    return lambda move: move_label(live, seat, move, loc)


def tile_words(tile: str, loc: str | None) -> str | None:
    """A tile as the panel names it ("Red tile of 3 squares"), or None for a word that is not one."""
    colour, size = tile[:-1], tile[-1:]
    if colour not in COLOURS or size not in {str(count) for count in SIZES}:
        return None
    return t("panel.copenhagen.tile", loc, colour=t(f"panel.copenhagen.colour.{colour}", loc), size=size)


def build_step(words: str, loc: str | None) -> str | None:
    """The first words of a build in words, as the menu that narrows word by word offers them: ``build red3`` is
    "Red tile of 3 squares", ``build red3 m90`` "Red tile of 3 squares, mirrored, turned 90° clockwise". The
    position is the complete move's label (``move_label``); ``steps`` adds the cost the engine works out."""
    verb, *rest = words.split() or [""]
    if verb != "build" or not 1 <= len(rest) <= 2:
        return None
    tile = tile_words(rest[0], loc)
    if tile is None or len(rest) == 1:
        return tile
    if rest[1] not in notation.ORIENTATIONS:
        return None
    return t("panel.copenhagen.tile_turned", loc, tile=tile, turn=t(f"panel.copenhagen.turn.{rest[1]}", loc))


def build_costs(live: LiveGame, seat: int) -> dict[str, list[int]]:
    """What each of the seat's legal builds costs in cards, as the engine's labels work it out (after the
    same-colour and Construction discounts), by the words that lead to it: ``build red3`` and ``build red3 r90``."""
    costs: dict[str, list[int]] = {}
    for move in live.engine.legal_moves(live.state, seat):
        words = move.split()
        if len(words) != 4 or words[0] != "build":
            continue
        try:
            _key, values = labels.label_parts(live.state, notation.parse(move))
        except IllegalMove:
            continue
        cost = values.get("discounted", values.get("cost"))
        if isinstance(cost, int):
            for prefix in (" ".join(words[:2]), " ".join(words[:3])):
                costs.setdefault(prefix, []).append(cost)
    return costs


def steps(live: LiveGame, seat: int, loc: str | None) -> Callable[[str], str | None]:
    """A build's first words in words, with what the builds they lead to cost ("…, from 2 cards")."""
    costs = build_costs(live, seat)

    def worded(words: str) -> str | None:
        named = build_step(words, loc)
        found = costs.get(words)
        if named is None or not found:
            return named
        key = "panel.copenhagen.step_cost" if min(found) == max(found) else "panel.copenhagen.step_cost_from"
        return t(key, loc, step=named, count=min(found))

    return worded


# The labels that word a build with what it costs its player say the same to the table: a tile, where its brick
# went (the payment that follows is a move of its own, told by itself).
_SAID_AS = {
    key: "build" for key in ("build_cost", "build_cost_discount", "build_cost_colors", "build_cost_discount_colors")
}


def said(before: LiveGame, seat: int, move: str, user: str, loc: str | None) -> str:
    """An open move as a sentence ("@Anna takes the red card from slot 3"), worded from the label the engine
    gives it in the game before it; abilities and payments in the labels' own words."""
    try:
        parsed = notation.parse(move)
    except IllegalMove:
        return t("game.played_label", loc, user=user, words=option_text(move))
    key, values = labels.label_parts(before.state, parsed)
    key = _SAID_AS.get(key, key)
    if not has(f"said.copenhagen.{key}"):
        return t("game.played_label", loc, user=user, words=move_label(before, seat, move, loc))

    def word(name: str, **params: Any) -> str:
        if name.startswith("colour.") and "payment" not in values:
            # The card's or tile's colour in the form the sentence needs ("берёт красную карту": the labels'
            # nominative after a colon would read like a log); a payment's colours stay the labels' own.
            return t(f"said.copenhagen.{name}", loc)
        if name.startswith(("colour.", "ability.", "amount", "nothing", "payment_and")):
            return t(f"label.copenhagen.{name}", loc, **params)
        return t(f"said.copenhagen.{name}", loc, user=user, **params)

    return labels.worded(key, values, word)


def ending(live: LiveGame, loc: str | None) -> str | None:
    """Why the game ended: a player reached 12 points, or the End card came out of the deck."""
    state = live.state
    if state.end_reason == "points" and state.winner is not None:
        return t("said.copenhagen.over.points", loc, user=mention(live.seats[state.winner], loc), points=POINTS_TO_WIN)
    if state.end_reason == "end_card":
        return t("said.copenhagen.over.end_card", loc)
    return None


def moment(live: LiveGame, loc: str | None) -> str | None:
    """The turn the board shows, as its picture prints it."""
    if live.result() is not None:
        return None
    return picture_words(live.engine.id, loc)("turn", turn=live.state.turn)


WORDING = Wording(said=said, ending=ending, moment=moment, labels=labeller, steps=steps)
