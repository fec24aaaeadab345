"""The move notation, written down once.

Cards are two lower-case letters, colour then rank:

Colours: ``r`` red 紅, ``y`` yellow 黃, ``g`` green 綠, ``w`` white 白.

Ranks (glyph on red/yellow cards, glyph on green/white cards):

- ``g`` general 帥 / 將
- ``a`` adviser 仕 / 士
- ``e`` elephant 相 / 象
- ``c`` chariot 俥 / 車
- ``h`` horse 傌 / 馬
- ``p`` cannon 炮 / 包 (p for pao)
- ``s`` soldier 兵 / 卒

So ``rg`` is the red general 帥, ``gg`` the green general 將, ``wp`` the white cannon 包, ``ys`` a
yellow soldier 兵.

Moves (the card in play is never written: a claim always uses it):

- ``discard rc``: discard a red chariot (never a general).
- ``pass``: decline the card in play.
- ``hu``: win with the card in play (hand plus that card split completely into melds).
- ``kong``: three identical cards from the hand plus the card in play (quadruple; four generals included).
- ``pong``: two identical cards from the hand plus the card in play (triple, never generals).
- ``pair``: one identical card plus the card in play (never generals or soldiers).
- ``general``: take a turned-up general as a lone general.
- ``command``: the other two of general, adviser, elephant in the card's colour (``command ra re`` also
  works).
- ``field``: the other two of chariot, horse, cannon in the card's colour (``field rh rp`` is accepted).
- ``soldiers ys gs`` / ``soldiers ys gs ws``: soldiers of the other colours from the hand, with the soldier
  in play.

Letter case and extra spaces are forgiven. Canonical text lists cards sorted by colour then rank.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.four_color_cards.cards import code, label, parse_code
from games.four_color_cards.messages import illegal

DISCARD = "discard"
PASS = "pass"
HU = "hu"
KONG = "kong"
PONG = "pong"
PAIR = "pair"
GENERAL = "general"
COMMAND = "command"
FIELD = "field"
SOLDIERS = "soldiers"

CLAIM_VERBS = (HU, KONG, PONG, PAIR, GENERAL, COMMAND, FIELD, SOLDIERS)
VERBS = (DISCARD, PASS, *CLAIM_VERBS)
CARDS_ALLOWED = {DISCARD: (1, 1), SOLDIERS: (2, 3), COMMAND: (0, 2), FIELD: (0, 2)}


@dataclass(frozen=True)
class Move:
    verb: str
    cards: tuple[int, ...] = ()  # card types written after the verb, sorted

    @property
    def text(self) -> str:
        """Canonical text (command and field never list their implied cards)."""
        if self.verb in (DISCARD, SOLDIERS):
            return " ".join((self.verb, *(code(t) for t in self.cards)))
        return self.verb


def normalise(text: str) -> str:
    return " ".join(text.lower().split())


@lru_cache(maxsize=4096)
def parse(text: str) -> Move:
    """The move written as ``text``, or ``IllegalMove`` for text outside the notation (moves are immutable, so the
    same text gives back the same one: the AI's play-outs parse the same few texts many times)."""
    words = normalise(text).split(" ")
    verb, written = words[0], words[1:]
    low, high = CARDS_ALLOWED.get(verb, (0, 0))
    if verb not in VERBS or not low <= len(written) <= high:
        raise illegal("unknown_move", move=text.strip())
    types: list[int] = []
    for word in written:
        card_type = parse_code(word)
        if card_type is None:
            raise illegal("unknown_card", card=word)
        types.append(card_type)
    return Move(verb, tuple(sorted(types)))


def describe(move: Move, in_play: int | None) -> str:
    """A friendly label for autocomplete (at most 100 characters)."""
    if move.verb == DISCARD:
        return f"Discard {label(move.cards[0])}"[:100]
    if move.verb == PASS:
        return "Pass (let the card go)"
    card = label(in_play) if in_play is not None else "the card"
    texts = {
        HU: f"Hu 胡: win with {card}",
        KONG: f"Kong 槓: four {card}",
        PONG: f"Pong 碰: three {card}",
        PAIR: f"Pair 對: two {card}",
        GENERAL: f"General 將: take {card} alone",
        COMMAND: f"Command 將士象 with {card}",
        FIELD: f"Field 車馬包 with {card}",
    }
    if move.verb == SOLDIERS:
        size = len(move.cards) + 1
        soldiers = ", ".join(label(t) for t in move.cards)
        return f"Soldiers {size}色兵 with {card}: {soldiers}"[:100]
    return texts[move.verb][:100]
