"""Copenhagen pictures: the public board (harbour, deck, supply, every facade) and one player's hand.

Everything is read defensively from the view (``games.copenhagen.view``): a missing or renamed field draws
less, it never raises. Every word drawn comes from ``CopenhagenRenderer.WORDS`` through the ``Words`` handed in
(the reader's language); a word drawn inside a bounded box goes through ``style.bounded``, which shrinks it to
fit and cuts it only as a last resort.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from PIL import Image, ImageDraw

from games.copenhagen import components
from render.common import RGB, Palette, sprite
from render.copenhagen import heading, palette, pieces
from render.copenhagen import style as st
from render.copenhagen.facade import Board, Geometry, draw_facade, facade_base
from render.fonts import drawable
from render.renderer import Renderer
from render.words import Text, Words

COLOURS: Final = components.COLOURS
SIZES: Final = components.SIZES
ABILITIES: Final = components.ABILITIES
POINTS_TO_WIN: Final = components.POINTS_TO_WIN
HAND_LIMIT: Final = components.HAND_LIMIT
END_CARD_DEPTH: Final = components.END_CARD_DEPTH

MARGIN: Final = 16
GAP: Final = 12
PAD: Final = 14
# The public board is drawn for a phone, where Discord shows it about 400 px wide until it is tapped: 720 px wide,
# every word at 17 px or more (9.4 px at 400 px wide), the players' panels two by two.
WIDTH: Final = 720
COLUMNS: Final = 2  # players' panels side by side
TEXT_FLOOR: Final = 17  # the smallest size a word of the public board shrinks to before it is cut
TITLE_H: Final = 64
TITLE_W: Final = 170  # the game's name and the turn, left of the separator in the title bar
HARBOUR_H: Final = 190  # the harbour's panel, across the picture
STOCK_H: Final = 196  # the row of the cards (deck, discard, End card) and the supply
DECK_W: Final = 300  # the cards' panel, left of the supply
CARD_W, CARD_H = 84, 118  # a harbour card
DECK_CARD_W, DECK_CARD_H = 66, 94  # the deck, the discard and the End card
MAX_CELL: Final = 44
# A player's panel above its facade: the name (one line here; the head grows a line when a name takes two), the
# score and hand, and the abilities in two rows of chips. Tags and chips are 20 px: 11 px once the picture is shown
# 400 px wide, where five chips in one row would leave their words 13 px.
PANEL_HEAD: Final = 162
TAG_SIZE: Final = 20
CHIP_SIZE: Final = 20
CHIP_H: Final = 30
CHIP_GAP: Final = 6
CHIPS_PER_ROW: Final = 3
CAPTION_H: Final = 62  # above the private facade: its caption, on up to two lines

# The decisions a view names, each with its words in ``WORDS`` (``decision.<name>``).
DECISIONS: Final = (
    "take_or_build",
    "second_card",
    "discard",
    "after_take",
    "both_actions_build",
    "payment",
    "coat_of_arms",
)
END_CARD_PLACES: Final = ("set_aside", "in_deck", "drawn")
ABILITY_STATES: Final = ("active", "used", "missing")

WORDS: Final[dict[str, Text]] = {
    "title": "Copenhagen",
    "turn": "Turn {turn}",
    "private": "only you see this",
    "seat": "Seat {number}",
    # The status line: after the pill with the player's name, or in the private picture.
    "to_play": "to play: {action}",
    "your_turn": "Your turn: {action}",
    "their_turn": "{name}: {action}",
    "decision.take_or_build": "take a card or build a tile",
    "decision.second_card": "take a second card",
    "decision.second_card_from": "take a second card (first from slot {slot})",
    "decision.discard": "discard down to {limit} cards",
    "decision.after_take": "Additional card, Both actions, or end the turn",
    "decision.after_take.additional_card": "Additional card or end the turn",
    "decision.after_take.both_actions": "Both actions or end the turn",
    "decision.after_take.end": "end the turn",
    "decision.both_actions_build": "Both actions: may build a tile",
    "decision.payment": "choose how to pay",
    "decision.pay_for": "pay for {colour}{size} at {cell}",
    "decision.coat_of_arms": "coat of arms: choose an action",
    "decision.coat_of_arms_more": {
        "one": "coat of arms: choose an action ({count} to go)",
        "other": "coat of arms: choose an action ({count} to go)",
    },
    # The end of the game; {winners} are the winners' names.
    "over": "Game over",
    "over.winner": "Game over · {winners} wins",
    "over.winners": "Game over · {winners} win",
    "over.points": "Game over · {winners} reached {points} points",
    "over.end_card": "Game over · the End card came out",
    "over.end_card.winner": "Game over · the End card came out · {winners} wins",
    "over.end_card.winners": "Game over · the End card came out · {winners} win",
    "and": "{one} & {other}",
    # Between the winners before the last when three or more share the win ("A, B & C"; "A、B和C").
    "separator": ", ",
    # Under the game-over line when the End card ended a tie on points: who the tie-break made win, or a shared win.
    "over.tie_break": {
        "one": "Tie on {count} point: fewest empty cells wins",
        "other": "Tie on {count} points: fewest empty cells wins",
    },
    "over.tie_shared": {
        "one": "Tie on {count} point and on empty cells: a shared win",
        "other": "Tie on {count} points and on empty cells: a shared win",
    },
    # The harbour, the cards and the supply.
    "harbour": "Harbour",
    "taken": "taken",
    "cards": "Cards",
    "deck": "deck",
    "discard": "discard",
    "reshuffled": "reshuffled x{times}",
    "end_card.face": "END",
    "end_card.set_aside": "set aside",
    "end_card.in_deck": "in deck",
    "end_card.drawn": "drawn!",
    "end_card.in_last": "in last {depth}",
    "supply": "Supply",
    # A player's panel.
    "tag.to_play": "TO PLAY",
    "tag.winner": "WINNER",
    "empty_cells": {"one": "{count} empty cell", "other": "{count} empty cells"},
    # Abilities: the word on a chip, one form for the board's seats and the private picture (a player reads the
    # same word in both), and the full name.
    **{f"ability.chip.{ability}": short for ability, short in components.ABILITY_SHORT.items()},
    **{f"ability.{ability}": title for ability, title in components.ABILITY_TITLE.items()},
    "ability_state.active": "active",
    "ability_state.used": "used",
    "ability_state.missing": "not owned",
    # The private picture.
    "your_hand": "Your hand",
    "hand_count": "{held} of {limit} cards",
    "no_hand": "no cards to show",
    "your_abilities": "Your abilities",
    "your_facade": "Your facade",
    "preview": "Preview: {colour}{size} at {cell} (dashed)",
    "chosen": "Chosen: {colour}{size} at {cell} (dashed)",
    "score": "{score}/{goal} points",
    # The private picture's box about a previewed or chosen build: its cost after discounts, how the hand can pay
    # it (card pictures follow "Pay with"), and what it scores.
    "build.title": "This build",
    "build.cost": {"one": "Cost: {count} card", "other": "Cost: {count} cards"},
    "build.cost.free": "Cost: nothing",
    "build.less.adjacent": "−1: next to a tile of its colour",
    "build.less.discount": "−1: Construction discount",
    "build.pay": "Pay with",
    "build.or": "or",
    "build.cannot_pay": "Your cards cannot pay for it",
    "build.scores": {"one": "Scores +{count} point: {score}/{goal}", "other": "Scores +{count} points: {score}/{goal}"},
    "build.scores.none": "Scores no points yet: {score}/{goal}",
    "build.scores.wins": {
        "one": "Scores +{count} point: {score}/{goal}, wins the game",
        "other": "Scores +{count} points: {score}/{goal}, wins the game",
    },
    # Colours, as the tile's name in the preview and the payment decision.
    **{f"colour.{colour}": colour for colour in COLOURS},
}


def _seat_colour(seat: int) -> RGB:
    return Palette.seats[seat % len(Palette.seats)]


def _name(names: Sequence[str], seat: int, say: Words) -> str:
    """A seat's display name as the shipped fonts draw it (``render.fonts.drawable``), or ``Seat N``."""
    name = drawable(str(names[seat])).strip() if 0 <= seat < len(names) else ""
    return name or say("seat", number=seat + 1)


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _map(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _seats(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    seats = view.get("seats")
    players = _int(view.get("players"), len(seats) if isinstance(seats, list) else 0)
    out: list[Mapping[str, Any]] = []
    for k in range(players):
        seat = seats[k] if isinstance(seats, list) and k < len(seats) else None
        out.append(seat if isinstance(seat, Mapping) else {"seat": k})
    return out


def _panel(
    pen: ImageDraw.ImageDraw, box: tuple[int, int, int, int], outline: RGB = st.PANEL_EDGE, width: int = 2
) -> None:
    pen.rounded_rectangle(box, radius=14, fill=st.PANEL, outline=outline, width=width)


def _winners(view: Mapping[str, Any]) -> set[int]:
    """Seats to crown once the game is over: the view's places if it has them, else the points winner."""
    if not view.get("over"):
        return set()
    places = view.get("places")
    if isinstance(places, list):
        return {k for k, place in enumerate(places) if place == 1}
    winners = view.get("winners")
    if isinstance(winners, list):
        return {w for w in winners if isinstance(w, int)}
    winner = view.get("winner_by_points")
    return {winner} if isinstance(winner, int) else set()


def _word(say: Words, key: str, fallback: str, **params: Any) -> str:
    """``say(key)``, or ``fallback`` when the table has no such word (a decision or place a newer engine added)."""
    try:
        return say(key, **params)
    except KeyError:
        return fallback


def _tile_words(say: Words, pending: Mapping[str, Any]) -> dict[str, Any]:
    """The placeholders that name a chosen tile: its colour word, size and brick cell."""
    tile = str(pending.get("tile", "?"))
    colour = str(pending.get("colour") or tile.rstrip("0123456789"))
    size = pending.get("size") or tile[len(colour) :] or "?"
    return {
        "colour": _word(say, f"colour.{colour}", colour) if colour in COLOURS else colour,
        "size": size,
        "cell": pending.get("cell", "?"),
    }


def status_text(view: Mapping[str, Any], names: Sequence[str], say: Words) -> tuple[int | None, str]:
    """Whose decision is pending and what it is, in words (the seat, or None once the game is over)."""
    if view.get("over"):
        winners = [_name(names, w, say) for w in sorted(_winners(view))]
        # A shared win of three or four reads as one list ("A, B & C"), never "A & B & C".
        who = say("separator").join(winners[:-1]) if len(winners) > 1 else (winners[0] if winners else "")
        if len(winners) > 1:
            who = say("and", one=who, other=winners[-1])
        many = ".winners" if len(winners) > 1 else ".winner"
        if view.get("end_reason") == "points" and who:
            return None, say("over.points", winners=who, points=POINTS_TO_WIN)
        if view.get("end_reason") == "end_card":
            return None, say("over.end_card" + many, winners=who) if who else say("over.end_card")
        return None, say("over" + many, winners=who) if who else say("over")
    current = view.get("current")
    seat = current if isinstance(current, int) else None
    decision = str(view.get("decision") or "")
    info = _map(view.get("turn_info"))
    text = say(f"decision.{decision}", limit=HAND_LIMIT) if decision in DECISIONS else decision.replace("_", " ")
    if decision == "after_take":
        text = after_take_text(view, seat, say)
    taken = [s for s in info.get("slots_taken") or () if isinstance(s, int)]
    if decision == "second_card" and taken:
        text = say("decision.second_card_from", slot=taken[0])
    pending = info.get("pending_build")
    if decision == "payment" and isinstance(pending, Mapping):
        text = say("decision.pay_for", **_tile_words(say, pending))
    coats = _int(info.get("coats_of_arms_pending"))
    if decision == "coat_of_arms" and coats > 1:
        text = say("decision.coat_of_arms_more", count=coats)
    return seat, text


def after_take_options(view: Mapping[str, Any], seat: int | None) -> list[str]:
    """The abilities the current player may still use after taking cards: active, and not already used this turn."""
    seats = _seats(view)
    abilities = _map(seats[seat].get("abilities")) if seat is not None and 0 <= seat < len(seats) else {}
    info = _map(view.get("turn_info"))
    options = []
    if abilities.get("additional_card") == "active" and not info.get("additional_card_taken"):
        options.append("additional_card")
    if abilities.get("both_actions") == "active" and not info.get("both_actions_started"):
        options.append("both_actions")
    return options


def after_take_text(view: Mapping[str, Any], seat: int | None, say: Words) -> str:
    options = after_take_options(view, seat)
    if len(options) == 2:
        return say("decision.after_take")
    return say(f"decision.after_take.{options[0]}" if options else "decision.after_take.end")


def tie_break_text(view: Mapping[str, Any], say: Words) -> str:
    """When the End card ended the game with a tie on points at the top, what decided it: the fewest empty cells,
    or nothing (a shared win). Empty otherwise."""
    if not view.get("over") or view.get("end_reason") != "end_card":
        return ""
    scores = [_int(seat.get("score")) for seat in _seats(view)]
    if len(scores) < 2:
        return ""
    best = max(scores)
    tied = {k for k, score in enumerate(scores) if score == best}
    winners = _winners(view)
    if len(tied) < 2 or not winners or not winners <= tied:
        return ""
    return say("over.tie_shared" if tied <= winners else "over.tie_break", count=best)


@dataclass(frozen=True)
class Payment:
    """One way the hand can pay, as the view says: colour -> cards spent, and the abilities it uses."""

    cards: dict[str, int]
    discount: bool  # Construction discount used
    changed: bool  # Change of colors used


@dataclass(frozen=True)
class BuildFacts:
    """What a previewed or chosen build costs and scores, read from the builder's own view (``turn_info.build``,
    which the engine works out with its rules): nothing here is computed."""

    cost: int  # cards due with every discount that applies
    adjacent: bool  # the tile touches a tile of its own colour (1 card less, automatic)
    discount: bool  # Construction discount is active (1 card less)
    payments: tuple[Payment, ...]  # the cheapest ways the hand can pay (Change of colors included when active)
    gained: int | None  # points the tile adds (None when the view does not say)
    score: int  # the score after it


def _payment_of(value: Any) -> Payment | None:
    if not isinstance(value, Mapping):
        return None
    cards = {str(colour): _int(count) for colour, count in _map(value.get("cards")).items()}
    return Payment(cards, bool(value.get("discount")), bool(value.get("changed")))


def build_facts(view: Mapping[str, Any], seat: Mapping[str, Any], pending: Mapping[str, Any]) -> BuildFacts | None:
    """The cost after discounts, the payments and the points of the pending build, as the builder's view gives
    them; None when the view gives none (a spectator's, or another player's)."""
    facts = _map(_map(view.get("turn_info")).get("build"))
    if not facts or not pending:
        return None
    payments = tuple(p for p in map(_payment_of, _list(facts.get("payments"))) if p is not None)
    gained = facts.get("gained")
    return BuildFacts(
        cost=_int(facts.get("cost")),
        adjacent=bool(facts.get("adjacent")),
        discount=bool(facts.get("discount")),
        payments=payments,
        gained=gained if isinstance(gained, int) else None,
        score=_int(facts.get("score"), _int(seat.get("score"))),
    )


class CopenhagenRenderer(Renderer):
    """The renderer of Copenhagen."""

    WORDS: ClassVar[Mapping[str, Text]] = WORDS
    PALETTE: ClassVar[tuple[RGB, ...]] = palette.COLOURS

    def public(self, view: Mapping[str, Any], names: Sequence[str], words: Words | None = None) -> Image.Image:
        """The public board, drawn straight into a palette image on ``PALETTE`` (``render.indexed``): pixel for
        pixel what mapping the RGB drawing onto the palette gives, with no pixel to map; the encoder only deflates
        it."""
        return _public(view, names, self.words(words), indexed=True)

    def full_colour(
        self, view: Mapping[str, Any], names: Sequence[str], words: Words | None = None, *, final: bool = False
    ) -> Image.Image:
        del final  # the end-of-game picture is the last board
        return _public(view, names, self.words(words), indexed=False)

    def private(self, view: Mapping[str, Any], names: Sequence[str], words: Words | None = None) -> Image.Image:
        say = self.words(words)
        viewer = view.get("viewer")
        seat_no = viewer if isinstance(viewer, int) else -1
        seats = _seats(view)
        seat: Mapping[str, Any] = seats[seat_no] if 0 <= seat_no < len(seats) else {}
        board = Board.from_view(view)
        geo = Geometry(board, 46)
        hand_w = 5 * 84 + 4 * 10 + 2 * PAD
        facade_w = geo.width + 2 * PAD
        width = MARGIN * 2 + hand_w + GAP + facade_w
        hand_h = 44 + 122 + 40 + PAD
        abilities_h = 44 + 5 * 34 + PAD
        facade_h = CAPTION_H + geo.height + PAD
        current = view.get("current")
        mine = current == seat_no and isinstance(current, int) and not view.get("over")
        info = _map(view.get("turn_info"))
        pending = info.get("pending_build") if mine and isinstance(info.get("pending_build"), Mapping) else None
        facts = build_facts(view, seat, pending) if pending is not None else None
        build_h = _build_box_height(facts) if facts is not None else 0
        body_h = max(hand_h + GAP + abilities_h + (GAP + build_h if build_h else 0), facade_h)
        x = MARGIN + TITLE_W + 4
        room = width - MARGIN - 16 - x
        status = _private_status(view, names, say, seat_no, room)
        title_h = max(TITLE_H, status.height + 14)
        height = MARGIN + title_h + GAP + body_h + MARGIN
        image = Image.new("RGB", (width, height), st.BACKGROUND)
        pen = st.pen(image)
        pen.rounded_rectangle((MARGIN, MARGIN, width - MARGIN, MARGIN + title_h), radius=14, fill=st.TITLE_BAR)
        title_room = TITLE_W - 18 - 14
        down = (title_h - TITLE_H) // 2  # the title stays centred in a taller bar
        title_at, private_at = (MARGIN + 18, MARGIN + 20 + down), (MARGIN + 18, MARGIN + 46 + down)
        st.draw_bounded(image, title_at, say("title"), 24, title_room, st.TITLE_INK, "lm", True)
        st.draw_bounded(image, private_at, say("private"), 16, title_room, st.TITLE_MUTED, "lm")
        _draw_status(image, pen, status, (x, MARGIN + (title_h - status.height) // 2), room, seat_no)
        top = MARGIN + title_h + GAP
        _hand(image, pen, view, (MARGIN, top, MARGIN + hand_w, top + hand_h), say)
        abilities_top = top + hand_h + GAP
        abilities_bottom = abilities_top + abilities_h if build_h else top + body_h
        _ability_list(image, pen, seat, (MARGIN, abilities_top, MARGIN + hand_w, abilities_bottom), say)
        if facts is not None:
            _build_box(image, pen, facts, (MARGIN, abilities_bottom + GAP, MARGIN + hand_w, top + body_h), say)
        fx = MARGIN + hand_w + GAP
        box = (fx, top, fx + facade_w, top + body_h)
        _panel(pen, box)
        room = facade_w - 2 * PAD
        if pending is None:
            score = say("score", score=_int(seat.get("score")), goal=POINTS_TO_WIN)
            drawn = st.draw_bounded(
                image, (fx + facade_w - PAD, top + 21), score, 18, room // 2 - 6, st.INK, "rm", True
            )
            room -= st.width(drawn.text, drawn.size, True) + 12
            caption = say("your_facade")
        else:
            caption = say("preview" if info.get("preview") else "chosen", **_tile_words(say, pending))
        for k, line in enumerate(_lines(caption, 18, room, True)):
            st.draw_bounded(image, (fx + PAD, top + 21 + 21 * k), line, 18, room, st.INK, "lm", True, floor=13)
        last = view.get("last_tile") if isinstance(view.get("last_tile"), Mapping) else None
        last_cells = _xy_list(last.get("cells")) if last and last.get("seat") == seat_no else []
        draw_facade(image, (fx + PAD, top + CAPTION_H), geo, seat, last_cells, pending)
        return image


def _public(view: Mapping[str, Any], names: Sequence[str], say: Words, *, indexed: bool) -> Image.Image:
    """The public board, in a palette image on Copenhagen's palette (``indexed``) or in RGB, by the same code."""
    seats = _seats(view)
    players = max(1, len(seats))
    board = Board.from_view(view)
    # The texts that hold names are laid out first: a long one makes the title bar or the panels' heads taller.
    status = _public_status(view, names, say)
    winners = _winners(view)
    current = view.get("current") if not view.get("over") else None
    tags = [_tag(say, k == current, k in winners) for k in range(len(seats))]
    inner = _panel_width() - 2 * PAD
    heads = [heading.panel_name(_name(names, k, say), inner, _tag_width(tag)) for k, tag in enumerate(tags)]
    title_h = max(TITLE_H, status.height + 14)
    layout = _layout(players, board, title_h, [head.rows for head in heads])
    static = _Static.of(say)
    image = (_indexed_chrome(layout, static) if indexed else _chrome(layout, static)).copy()
    pen = st.pen(image)
    _sections(image, pen, view, layout, say, None, status)
    last = view.get("last_tile") if isinstance(view.get("last_tile"), Mapping) else None
    info = _map(view.get("turn_info"))
    pending = info.get("pending_build") if isinstance(info.get("pending_build"), Mapping) else None
    for k, seat in enumerate(seats):
        last_cells = _xy_list(last.get("cells")) if last and last.get("seat") == k else []
        _player_panel(
            image,
            pen,
            seat,
            k,
            heads[k],
            tags[k],
            layout,
            say,
            over=bool(view.get("over")),
            last_cells=last_cells,
            pending=pending if view.get("current") == k else None,
        )
    return image


def _public_status(view: Mapping[str, Any], names: Sequence[str], say: Words) -> heading.Status:
    """The title bar's status: the player to play in a pill and what they decide, or the game-over line with the
    winners and, when the End card left a tie on points, what the tie-break decided. Names are never cut."""
    seat, text = status_text(view, names, say)
    every_name = [_name(names, k, say) for k in range(len(_seats(view)))]
    room = WIDTH - MARGIN - 16 - (MARGIN + TITLE_W)
    if seat is not None:
        line = heading.Line(say("to_play", action=text), st.TITLE_INK, False)
        return heading.status(_name(names, seat, say), [line], room, every_name)
    parts = [heading.Line(text, st.HIGHLIGHT, True)]
    tie = tie_break_text(view, say)
    if tie:
        parts.append(heading.Line(tie, st.TITLE_INK, False))
    return heading.status("", parts, room, every_name)


def _private_status(
    view: Mapping[str, Any], names: Sequence[str], say: Words, viewer: int, room: int
) -> heading.Status:
    """The private picture's status: the viewer's name in a pill, then whose turn it is and what they decide (the
    viewer's own turn in the highlight colour), or the game-over line and its tie-break. Names are never cut."""
    current, text = status_text(view, names, say)
    mine = current == viewer and current is not None
    if mine:
        text = say("your_turn", action=text)
    elif current is not None:
        text = say("their_turn", name=_name(names, current, say), action=text)
    parts = [heading.Line(text, st.HIGHLIGHT if mine else st.TITLE_INK, mine)]
    tie = tie_break_text(view, say)
    if tie:
        parts.append(heading.Line(tie, st.TITLE_INK, False))
    every_name = [_name(names, k, say) for k in range(len(_seats(view)))]
    return heading.status(_name(names, viewer, say), parts, room, every_name, (20, 18), 16)


def _tag_width(tag: st.Fitted | None) -> int:
    """The width a tag takes at the end of a name's line (0: no tag)."""
    return st.width(tag.text, tag.size, True) + 16 if tag else 0


def _tag(say: Words, current: bool, winner: bool) -> st.Fitted | None:
    """The tag beside a name: to play, or winner; it takes at most half a panel's line."""
    if not (current or winner):
        return None
    room = (_panel_width() - 2 * PAD) // 2 - 16
    return st.bounded(say("tag.to_play" if current else "tag.winner"), TAG_SIZE, room, True, floor=TEXT_FLOOR)


BUILD_LINE: Final = 26  # a text line of the build box
PAY_ROW: Final = 44  # the build box's row of card pictures
PAY_CARD_W, PAY_CARD_H = 26, 36


def _build_box_height(facts: BuildFacts) -> int:
    discounts = int(facts.adjacent) + int(facts.discount)
    return 44 + BUILD_LINE * (1 + discounts) + PAY_ROW + BUILD_LINE + PAD - 4


def _build_box(
    image: Image.Image, pen: ImageDraw.ImageDraw, facts: BuildFacts, box: tuple[int, int, int, int], say: Words
) -> None:
    """What the previewed (or chosen) build costs after discounts, how the hand pays it, and what it scores."""
    _panel(pen, box, st.INK, 3)
    inner = box[2] - box[0] - 2 * PAD
    x = box[0] + PAD
    st.draw_bounded(image, (x, box[1] + 22), say("build.title"), 20, inner, st.INK, "lm", True)
    y = box[1] + 44 + BUILD_LINE // 2
    cost = say("build.cost", count=facts.cost) if facts.cost else say("build.cost.free")
    st.draw_bounded(image, (x, y), cost, 19, inner, st.INK, "lm", True)
    for key, applies in (("build.less.adjacent", facts.adjacent), ("build.less.discount", facts.discount)):
        if applies:
            y += BUILD_LINE
            st.draw_bounded(image, (x + 12, y), say(key), 17, inner - 12, st.MUTED, "lm")
    y += BUILD_LINE // 2 + PAY_ROW // 2
    if not facts.payments:
        st.draw_bounded(image, (x, y), say("build.cannot_pay"), 18, inner, st.BAD, "lm", True)
    else:
        label = st.draw_bounded(image, (x, y), say("build.pay"), 18, inner // 3, st.INK, "lm")
        px = x + st.width(label.text, label.size) + 12
        right = box[2] - PAD
        for k, payment in enumerate(facts.payments):
            group = _payment_width(payment)
            joiner = say("build.or") if k else ""
            joiner_w = st.width(joiner, 17) + 16 if joiner else 0
            if px + joiner_w + group > right:
                break
            if joiner:
                drawn = st.draw_bounded(image, (px + 8, y), joiner, 17, joiner_w - 16, st.MUTED, "lm")
                px += st.width(drawn.text, drawn.size) + 16
            px = _payment(image, payment, (px, y))
    y += PAY_ROW // 2 + BUILD_LINE // 2
    if facts.gained is None:
        return
    if facts.gained and facts.score >= POINTS_TO_WIN:
        score = say("build.scores.wins", count=facts.gained, score=facts.score, goal=POINTS_TO_WIN)
    elif facts.gained:
        score = say("build.scores", count=facts.gained, score=facts.score, goal=POINTS_TO_WIN)
    else:
        score = say("build.scores.none", score=facts.score, goal=POINTS_TO_WIN)
    st.draw_bounded(image, (x, y), score, 19, inner, st.GOOD if facts.gained else st.MUTED, "lm", True)


def _payment_width(payment: Payment) -> int:
    return sum(PAY_CARD_W + 4 + st.width(f"×{n}", 18, True) + 8 for n in payment.cards.values() if n) or 0


def _payment(image: Image.Image, payment: Payment, at: tuple[int, int]) -> int:
    """One way to pay as card pictures with counts, drawn from ``at`` (left, centre line); returns where it ends."""
    x, cy = at
    for colour in COLOURS:
        count = payment.cards.get(colour, 0)
        if not count:
            continue
        st.paste(image, pieces.card(colour, PAY_CARD_W, PAY_CARD_H), (x, cy - PAY_CARD_H // 2))
        x += PAY_CARD_W + 4
        st.draw_text(image, (x, cy), f"×{count}", 18, st.INK, "lm", True)
        x += st.width(f"×{count}", 18, True) + 8
    return x


def _lines(text: str, size: int, room: int, bold: bool) -> list[str]:
    """``text`` on one line when it fits ``room`` at ``size`` or just under, else broken in two where
    the longer line is shortest: at a space, or in Chinese after a comma or colon (else between two characters)."""
    if st.width(text, size - 2, bold) <= room:
        return [text]
    if any(_wide(ch) for ch in text):  # Chinese: after a comma or colon, else between two characters
        breaks = [k for k in range(1, len(text)) if text[k - 1] in "，：、；"]
        breaks = breaks or [k for k in range(1, len(text)) if _wide(text[k - 1]) and _wide(text[k])]
    else:
        breaks = [k for k, ch in enumerate(text) if ch == " "]
    best: list[str] = [text]
    widest = st.width(text, size, bold)
    for k in breaks:
        head, tail = text[:k].rstrip(), text[k:].lstrip()
        if not head or not tail or tail[0] in "，。、：；）」”,.:;)!?！？":
            continue
        longer = max(st.width(head, size, bold), st.width(tail, size, bold))
        if longer < widest:
            best, widest = [head, tail], longer
    return best


def _wide(ch: str) -> bool:
    return "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"


@dataclass(frozen=True)
class _Static:
    """The words of the picture's fixed parts, in one language (part of the cached chrome's key)."""

    title: str
    harbour: str
    cards: str
    supply: str
    deck: str
    discard: str

    @staticmethod
    def of(say: Words) -> _Static:
        return _Static(say("title"), say("harbour"), say("cards"), say("supply"), say("deck"), say("discard"))


@dataclass(frozen=True)
class _Layout:
    """Where the public picture's parts go for one table size (also the key of its cached chrome).

    Phone first: the harbour spans the picture, the cards and the supply share the row under it, and the players'
    panels go two by two, each with its facade under its name, score and abilities (the last one alone is centred).
    """

    players: int
    height: int
    title_h: int  # the title bar's height: taller when its status takes more than two lines
    top: int  # of the harbour
    stock_top: int  # of the cards and supply row
    seats_top: int
    panel_w: int
    panel_hs: tuple[int, ...]  # each row of panels' height: taller where a name takes two lines
    geo: Geometry

    def panel_box(self, seat: int) -> tuple[int, int, int, int]:
        row, column = divmod(seat, COLUMNS)
        alone = row == (self.players - 1) // COLUMNS and self.players % COLUMNS == 1
        left = (WIDTH - self.panel_w) // 2 if alone else MARGIN + column * (self.panel_w + GAP)
        top = self.seats_top + sum(self.panel_hs[:row]) + row * GAP
        return left, top, left + self.panel_w, top + self.panel_hs[row]


def _panel_width() -> int:
    return (WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) // COLUMNS


def _layout(players: int, board: Board, title_h: int = TITLE_H, name_rows: Sequence[int] = ()) -> _Layout:
    """The layout for ``players``, with a title bar ``title_h`` tall and the lines each player's name takes with its
    tag (``name_rows``, one each by default): a row of panels grows a line where one of its names takes two."""
    panel_w = _panel_width()
    geo = _panel_geometry(board, panel_w)
    rows = -(-players // COLUMNS)
    lines = [max(name_rows[row * COLUMNS : (row + 1) * COLUMNS], default=1) for row in range(rows)]
    panel_hs = tuple(PANEL_HEAD + (count - 1) * heading.NAME_STEP + geo.height + PAD for count in lines)
    top = MARGIN + title_h + GAP
    stock_top = top + HARBOUR_H + GAP
    seats_top = stock_top + STOCK_H + GAP
    height = seats_top + sum(panel_hs) + (rows - 1) * GAP + MARGIN
    return _Layout(players, height, title_h, top, stock_top, seats_top, panel_w, panel_hs, geo)


def _chrome(layout: _Layout, static: _Static) -> Image.Image:
    """Everything that does not depend on the view: background, panels, labels, chips, empty facades."""
    return sprite(("copenhagen.chrome", layout, static), lambda: _draw_chrome(layout, static))


def _indexed_chrome(layout: _Layout, static: _Static) -> Image.Image:
    """The chrome mapped onto the palette once, as the RGB board's pixels are: the public board starts from it.
    The RGB chrome it comes from is not kept (a running bot draws its boards in the palette only)."""
    return sprite(("copenhagen.chrome.indexed", layout, static), lambda: st.INKS.quantize(_draw_chrome(layout, static)))


def _draw_chrome(layout: _Layout, static: _Static) -> Image.Image:
    image = Image.new("RGB", (WIDTH, layout.height), st.BACKGROUND)
    pen = st.pen(image)
    _sections(image, pen, {}, layout, None, static)
    for k in range(layout.players):
        _static_panel(image, pen, k, layout.panel_box(k), layout)
    return image


def _sections(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    layout: _Layout,
    say: Words | None,
    static: _Static | None,
    status: heading.Status | None = None,
) -> None:
    """The title bar and the harbour, cards and supply panels: their fixed parts (``static``, the chrome), or what
    the view adds (``say``, with the title bar's ``status`` laid out)."""
    _title_bar(image, pen, view, layout.title_h, say, static, status)
    _harbour(image, pen, view, (MARGIN, layout.top, WIDTH - MARGIN, layout.top + HARBOUR_H), say, static)
    top, bottom = layout.stock_top, layout.stock_top + STOCK_H
    _deck(image, pen, view, (MARGIN, top, MARGIN + DECK_W, bottom), say, static)
    _supply(image, pen, view, (MARGIN + DECK_W + GAP, top, WIDTH - MARGIN, bottom), static)


def _xy_list(cells: Any) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for xy in cells or ():
        if isinstance(xy, Sequence) and len(xy) == 2 and all(isinstance(v, int) for v in xy):
            out.append((xy[0], xy[1]))
    return out


def _panel_geometry(board: Board, panel_w: int) -> Geometry:
    """The facade's cell size for a panel width: as large as the panel allows, up to ``MAX_CELL``."""
    probe = Geometry(board, 100)
    per_cell = probe.width / 100
    return Geometry(board, min(MAX_CELL, int((panel_w - 2 * PAD) / per_cell)))


def _title_bar(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    height: int,
    say: Words | None,
    static: _Static | None,
    status: heading.Status | None,
) -> None:
    """The title bar, ``height`` tall: the game's name and the turn left of a separator, the status right of it."""
    x = MARGIN + TITLE_W
    title_room = TITLE_W - 18 - 18 - 4
    down = (height - TITLE_H) // 2  # the name and the turn stay centred in a taller bar
    if static is not None:
        pen.rounded_rectangle((MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + height), radius=14, fill=st.TITLE_BAR)
        title_at = (MARGIN + 18, MARGIN + 22 + down)
        st.draw_bounded(image, title_at, static.title, 26, title_room, st.TITLE_INK, "lm", True)
        pen.line((x - 18, MARGIN + 12, x - 18, MARGIN + height - 12), fill=st.TITLE_MUTED, width=1)
        return
    assert say is not None and status is not None
    turn = _int(view.get("turn"))
    if turn:
        turn_at = (MARGIN + 18, MARGIN + 47 + down)
        st.draw_bounded(image, turn_at, say("turn", turn=turn), 20, title_room, st.TITLE_MUTED, "lm", floor=17)
    current = view.get("current")
    seat = current if isinstance(current, int) and not view.get("over") else -1
    room = WIDTH - MARGIN - 16 - x
    _draw_status(image, pen, status, (x, MARGIN + (height - status.height) // 2), room, seat)


def _draw_status(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    status: heading.Status,
    at: tuple[int, int],
    room: int,
    seat: int,
) -> None:
    """A title bar's status (``heading.status``) with its top-left corner at ``at``: the pill in ``seat``'s colour,
    then its lines; each line is already broken to fit its room, so none is cut."""
    x, top = at
    step = status.step
    if status.beside:
        middle = top + status.height // 2
        centres = [middle + (2 * k - len(status.lines) + 1) * step // 2 for k in range(len(status.lines))]
        pill_y = middle
    else:
        pill_y = top + status.first_h // 2
        centres = [pill_y] + [top + status.first_h + step * k + step // 2 for k in range(len(status.lines) - 1)]
    if status.pill:
        _name_pill(image, pen, (x, pill_y), status.pill, seat, status.pill_size)
    for k, (line, cy) in enumerate(zip(status.lines, centres, strict=True)):
        left = x + status.pill_w if status.beside or k == 0 else x
        line_room = room - (left - x)
        st.draw_bounded(
            image, (left, cy), line.text, status.size, line_room, line.fill, "lm", line.bold, floor=status.size
        )


def _name_pill(
    image: Image.Image, pen: ImageDraw.ImageDraw, at: tuple[int, int], name: str, seat: int, size: int
) -> None:
    x, cy = at
    w = st.text_size(name, size, True, user_text=True)[0]
    # As tall as a capital letter, whatever the name's script, so every seat's pill is the same height.
    h = round(size * 0.72)
    colour = _seat_colour(seat)
    pen.rounded_rectangle((x - 10, cy - h // 2 - 8, x + w + 10, cy + h // 2 + 8), radius=(h + 16) // 2, fill=colour)
    st.draw_text(image, (x, cy), name, size, st.ink_on(colour), "lm", True, user_text=True)


def _header(image: Image.Image, box: tuple[int, int, int, int], text: str, room: int | None = None) -> None:
    room = box[2] - box[0] - 2 * PAD if room is None else room
    st.draw_bounded(image, (box[0] + PAD, box[1] + 20), text, 20, room, st.MUTED, "lm", True, floor=TEXT_FLOOR)


def _slot_left(box: tuple[int, int, int, int], slot: int) -> int:
    """The harbour's seven cards spread over the panel's width."""
    step = (box[2] - box[0] - 2 * PAD - CARD_W) / 6
    return box[0] + PAD + round(slot * step)


def _harbour(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    box: tuple[int, int, int, int],
    say: Words | None,
    static: _Static | None,
) -> None:
    top = box[1] + 38
    if static is not None:
        _panel(pen, box)
        _header(image, box, static.harbour)
        for slot in range(7):
            left = _slot_left(box, slot)
            st.draw_text(image, (left + CARD_W / 2, top + CARD_H + 16), str(slot + 1), 20, st.INK, "mm", True)
        return
    assert say is not None
    harbour = _list(view.get("harbour"))
    info = _map(view.get("turn_info"))
    taken = {s for s in info.get("slots_taken") or () if isinstance(s, int)}
    end_face = say("end_card.face")
    for slot in range(7):
        left = _slot_left(box, slot)
        card = harbour[slot] if slot < len(harbour) else None
        if card == "end":
            st.paste(image, _end_card(end_face, CARD_W, CARD_H, True), (left, top))
        elif isinstance(card, str):
            st.paste(image, pieces.card(card, CARD_W, CARD_H), (left, top))
        else:
            st.paste(image, pieces.empty_slot(CARD_W, CARD_H), (left, top))
            if slot + 1 in taken:
                centre = (left + CARD_W / 2, top + CARD_H / 2)
                st.draw_bounded(image, centre, say("taken"), 20, CARD_W - 8, st.MUTED, "mm", True, floor=TEXT_FLOOR)


def _end_card(face: str, width: int, height: int, live: bool) -> Image.Image:
    """The End card with its word made to fit the card."""
    fitted = st.bounded(face, int(width * 0.3), width - 12, True, floor=10)
    return pieces.end_card(width, height, live, fitted.text, fitted.size)


def _deck(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    box: tuple[int, int, int, int],
    say: Words | None,
    static: _Static | None,
) -> None:
    w, h = DECK_CARD_W, DECK_CARD_H
    top = box[1] + 38
    left, right = box[0] + PAD, box[2] - PAD
    # Three equal columns, a card centred in each, its label kept to its column; the second lines under the deck
    # and the End card may also take half of the discard's column each, which has no second line.
    column_w = (right - left) / 3
    columns = [(round(left + k * column_w), round(left + (k + 1) * column_w)) for k in range(3)]
    centres = [(one + other) // 2 for one, other in columns]
    split = round(left + 1.5 * column_w)
    x = centres[0] - w // 2
    step = centres[1] - centres[0]
    label_y, second_y = top + h + 16, top + h + 38
    if static is not None:
        _panel(pen, box)
        _header(image, box, static.cards)
        _label_under(image, x + w // 2, label_y, static.deck, 20, columns[0], st.MUTED, floor=TEXT_FLOOR)
        _label_under(image, x + step + w // 2, label_y, static.discard, 20, columns[1], st.MUTED, floor=TEXT_FLOOR)
        return
    assert say is not None
    deck = _int(view.get("deck_size"))
    if deck:
        st.paste(image, pieces.card_back(w, h), (x, top))
        tw, th = st.text_size(str(deck), 24, True)
        cx, cy = x + w // 2, top + h // 2
        pen.rounded_rectangle(
            (cx - tw // 2 - 5, cy - th // 2 - 5, cx + tw // 2 + 5, cy + th // 2 + 5), radius=6, fill=st.CARD_BACK
        )
        st.draw_text(image, (cx, cy), str(deck), 24, st.TITLE_INK, "mm", True)
    else:
        st.paste(image, pieces.empty_slot(w, h), (x, top))
    reshuffles = _int(view.get("reshuffles"))
    if reshuffles:
        text = say("reshuffled", times=reshuffles)
        _label_under(image, x + w // 2, second_y, text, 20, (left, split), st.MUTED, floor=TEXT_FLOOR)
    x += step
    discard = _int(view.get("discard_size"))
    top_card = view.get("discard_top")
    if discard and isinstance(top_card, str):
        st.paste(image, pieces.card(top_card, w, h), (x, top))
        pen.ellipse((x + w - 28, top - 10, x + w + 10, top + 28), fill=st.INK)
        st.draw_text(image, (x + w - 9, top + 9), str(discard), 20, st.TITLE_INK, "mm", True)
    else:
        st.paste(image, pieces.empty_slot(w, h), (x, top))
    x += step
    end = str(view.get("end_card") or "")
    st.paste(image, _end_card(say("end_card.face"), w, h, end != "set_aside"), (x, top))
    label = say(f"end_card.{end}") if end in END_CARD_PLACES else end.replace("_", " ")
    fill = st.BAD if end == "drawn" else st.MUTED
    _label_under(image, x + w // 2, label_y, label, 20, columns[2], fill, end != "set_aside", floor=TEXT_FLOOR)
    if end == "in_deck":
        depth = say("end_card.in_last", depth=END_CARD_DEPTH)
        _label_under(image, x + w // 2, second_y, depth, 20, (split, right), st.MUTED, floor=TEXT_FLOOR)


def _label_under(
    image: Image.Image,
    cx: int,
    y: int,
    text: str,
    size: int,
    limits: tuple[int, int],
    fill: RGB,
    bold: bool = False,
    floor: int | None = None,
) -> None:
    """A label centred under a card at ``cx``, kept within ``limits`` (shifted, shrunk, cut as a last resort)."""
    fitted = st.bounded(text, size, limits[1] - limits[0], bold, floor=floor)
    width = st.width(fitted.text, fitted.size, bold)
    start = min(max(cx - width // 2, limits[0]), limits[1] - width)
    # ``lm`` puts the ink's left edge a bearing right of x: anchor the inked box, not the pen.
    mask_left = st.ink_left(fitted.text, fitted.size, bold)
    st.draw_text(image, (start - mask_left, y), fitted.text, fitted.size, fill, "lm", bold)


def _supply(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    box: tuple[int, int, int, int],
    static: _Static | None,
) -> None:
    if static is not None:
        _panel(pen, box)
        _header(image, box, static.supply, box[2] - box[0] - 2 * PAD - 80)  # the white tiles' count on the right
    supply = _map(view.get("supply"))
    if static is None:
        white = _int(supply.get("white"))
        right = box[2] - PAD
        white_cell = pieces.cell("white", "window", 22)
        st.draw_text(image, (right, box[1] + 20), f"×{white}", 20, st.INK if white else st.FAINT, "rm", True)
        wx = right - st.text_size(f"×{white}", 20, True)[0] - 28
        st.paste(image, white_cell, (wx, box[1] + 9))
        pen.rectangle((wx, box[1] + 9, wx + 21, box[1] + 30), outline=st.INK)
    row_h = 30
    label_w = 26  # each row starts with its colour's window, so rows never rely on hue (nor on a language)
    slot_w = (box[2] - box[0] - 2 * PAD - label_w) // 4
    chip_w = slot_w - 4
    unit = max(5, min(9, (chip_w - 26) // 5))  # the longest tile (5 squares) and a digit fit in a chip
    for r, colour in enumerate(COLOURS):
        top = box[1] + 40 + r * row_h
        cy = top + row_h // 2
        if static is not None:
            st.paste(image, pieces.cell(colour, "window", 22), (box[0] + PAD - 2, cy - 11))
        for k, size in enumerate(SIZES):
            left = box[0] + PAD + label_w + k * slot_w
            if static is not None:
                # One chip per tile type, so a count reads with its own tile and not the next one.
                chip = (left, top + 1, left + chip_w, top + row_h - 2)
                pen.rounded_rectangle(chip, radius=6, fill=st.WALL_COAT_ROW)
                continue
            count = _int(supply.get(f"{colour}{size}"))
            mini = pieces.mini_tile(f"{colour}{size}", unit, count > 0, st.WALL_COAT_ROW)
            st.paste(image, mini, (left + 5, cy - mini.height // 2))
            st.draw_text(image, (left + chip_w - 5, cy), f"{count}", 20, st.INK if count else st.FAINT, "rm", count > 0)


def _facade_at(box: tuple[int, int, int, int], layout: _Layout) -> tuple[int, int]:
    """Where a panel's facade goes: at its bottom, under the head (which a two-line name makes taller)."""
    x0, _y0, x1, y1 = box
    return x0 + (x1 - x0 - layout.geo.width) // 2, y1 - PAD - layout.geo.height


def _static_panel(
    image: Image.Image, pen: ImageDraw.ImageDraw, index: int, box: tuple[int, int, int, int], layout: _Layout
) -> None:
    x0, y0, x1, _y1 = box
    _panel(pen, box, st.PANEL_EDGE)
    pen.rounded_rectangle((x0, y0, x1, y0 + 10), radius=6, fill=_seat_colour(index))
    st.paste(image, facade_base(layout.geo), _facade_at(box, layout))


def _chip(say: Words, ability: str, state: str, width: int, height: int, size: int) -> Image.Image:
    """An ability chip with its word made to fit the chip."""
    label = say(f"ability.chip.{ability}")
    fitted = st.bounded(label, size, width - 4, state == "active", floor=10)
    return pieces.ability_chip(ability, state, width, height, fitted.size, fitted.text)


def _player_panel(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    seat: Mapping[str, Any],
    index: int,
    name: heading.Name,
    tag: st.Fitted | None,
    layout: _Layout,
    say: Words,
    *,
    over: bool = False,
    last_cells: Sequence[tuple[int, int]] = (),
    pending: Mapping[str, Any] | None = None,
) -> None:
    """A player's name (laid out by ``heading.panel_name``) with the turn or winner tag, score towards 12 and hand
    size, abilities, then the facade."""
    box = layout.panel_box(index)
    x0, y0, x1, y1 = box
    current = tag is not None and not over
    inner = x1 - x0 - 2 * PAD
    if tag is not None:
        ring = st.HIGHLIGHT if current else st.GOLD
        pen.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=18, outline=ring, width=6)
        pen.rounded_rectangle((x0, y0, x1, y0 + 10), radius=6, fill=_seat_colour(index))
    for k, line in enumerate(name.lines):
        at = (x0 + PAD, y0 + 30 + k * heading.NAME_STEP)
        st.draw_bounded(image, at, line, name.size, inner, st.INK, "lm", True, floor=name.size, user_text=True)
    if tag is not None:
        # The tag ends the name's first line, or the line under a name too long to leave it room.
        tag_w = _tag_width(tag)
        tx, ty = x0 + PAD + inner - tag_w, y0 + 30 + name.tag_line * heading.NAME_STEP
        fill = st.HIGHLIGHT if current else st.GOLD
        pen.rounded_rectangle((tx, ty - 14, tx + tag_w, ty + 14), radius=14, fill=fill)
        st.draw_text(image, (tx + tag_w / 2, ty), tag.text, tag.size, st.ink_on(fill), "mm", True)
    top = _facade_at(box, layout)[1] - PANEL_HEAD  # the rows under the name, moved down by its second line
    score = _int(seat.get("score"))
    hand = _int(seat.get("hand_size"))
    abilities = _map(seat.get("abilities"))
    # Once the game is over, empty cells break ties (after points), so they replace the score bar.
    empty = _int(seat.get("empty_cells"), -1)
    note = say("empty_cells", count=empty) if over and empty >= 0 else ""
    _score(image, pen, (x0 + PAD, top + 50, x1 - PAD, top + 84), score, hand, note)
    chip_w = (inner - (CHIPS_PER_ROW - 1) * CHIP_GAP) // CHIPS_PER_ROW
    for k, ability in enumerate(ABILITIES):
        row, column = divmod(k, CHIPS_PER_ROW)
        state = str(abilities.get(ability, "missing"))
        at = (x0 + PAD + column * (chip_w + CHIP_GAP), top + 90 + row * (CHIP_H + 4))
        st.paste(image, _chip(say, ability, state, chip_w, CHIP_H, CHIP_SIZE), at)
    draw_facade(image, _facade_at(box, layout), layout.geo, seat, last_cells, pending, with_base=False)


def _score(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    score: int,
    hand: int,
    note: str | None,
) -> None:
    """Score towards 12, the hand size as a card with a count, and between them a 12-step bar, or ``note``
    instead (nothing when ``note`` is None: the caller draws the bar elsewhere)."""
    x0, y0, x1, y1 = box
    cy = (y0 + y1) // 2
    st.draw_text(image, (x0, cy), str(score), 30, st.INK, "lm", True)
    sw = st.text_size(str(score), 30, True)[0]
    st.draw_text(image, (x0 + sw + 3, cy + 4), f"/{POINTS_TO_WIN}", 20, st.MUTED, "lm")
    hand_w = 60
    back = pieces.card_back(22, 30)
    st.paste(image, back, (x1 - hand_w, cy - 15))
    st.draw_text(image, (x1 - hand_w + 28, cy), str(hand), 22, st.INK, "lm", True)
    bar = (x0 + max(sw, 17) + 38, cy - 7, x1 - hand_w - 10, cy + 7)
    if note is None:
        return
    if note:
        st.draw_bounded(image, (bar[2], cy), note, 20, bar[2] - bar[0], st.MUTED, "rm", floor=TEXT_FLOOR)
    elif bar[2] - bar[0] >= 4 * POINTS_TO_WIN:
        _score_bar(pen, bar, score)


def _score_bar(pen: ImageDraw.ImageDraw, box: tuple[int, int, int, int], score: int) -> None:
    x0, y0, x1, y1 = box
    seg = (x1 - x0 - (POINTS_TO_WIN - 1) * 2) / POINTS_TO_WIN
    for k in range(POINTS_TO_WIN):
        left = int(x0 + k * (seg + 2))
        fill = st.GOOD if k < score else st.WALL
        pen.rectangle((left, y0, int(left + seg), y1), fill=fill, outline=None if k < score else st.GRID)


def _hand(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    box: tuple[int, int, int, int],
    say: Words,
) -> None:
    _panel(pen, box)
    hand = view.get("hand") if isinstance(view.get("hand"), Mapping) else None
    total = sum(_int(v) for v in hand.values()) if hand else 0
    inner = box[2] - box[0] - 2 * PAD
    over = total > HAND_LIMIT
    count = st.draw_bounded(
        image,
        (box[2] - PAD, box[1] + 22),
        say("hand_count", held=total, limit=HAND_LIMIT),
        18,
        inner // 2 - 6,
        st.BAD if over else st.MUTED,
        "rm",
        over,
    )
    room = inner - st.width(count.text, count.size, over) - 12
    st.draw_bounded(image, (box[0] + PAD, box[1] + 22), say("your_hand"), 20, room, st.INK, "lm", True)
    if hand is None:
        st.draw_bounded(image, (box[0] + PAD, box[1] + 80), say("no_hand"), 18, inner, st.MUTED, "lm")
        return
    w, h = 84, 122
    top = box[1] + 44
    colours = list(COLOURS) + [c for c in hand if c not in COLOURS]
    for k, colour in enumerate(colours[:5]):
        left = box[0] + PAD + k * (w + 10)
        count_of = _int(hand.get(colour))
        if count_of:
            st.paste(image, pieces.card(colour, w, h), (left, top))
        else:
            st.paste(image, pieces.empty_slot(w, h), (left, top))
            side = w // 3
            corner = (left + (w - side) // 2, top + (h - side) // 2)
            pieces.mark(pen, (*corner, corner[0] + side, corner[1] + side), st.shape(colour), st.FAINT)
        st.draw_text(
            image,
            (left + w / 2, top + h + 20),
            f"×{count_of}",
            26,
            st.INK if count_of else st.FAINT,
            "mm",
            count_of > 0,
        )


def _ability_list(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    seat: Mapping[str, Any],
    box: tuple[int, int, int, int],
    say: Words,
) -> None:
    _panel(pen, box)
    inner = box[2] - box[0] - 2 * PAD
    st.draw_bounded(image, (box[0] + PAD, box[1] + 22), say("your_abilities"), 20, inner, st.INK, "lm", True)
    abilities = _map(seat.get("abilities"))
    chip_w = 92
    for k, ability in enumerate(ABILITIES):
        state = str(abilities.get(ability, "missing"))
        top = box[1] + 44 + k * 34
        st.paste(image, _chip(say, ability, state, chip_w, 28, 16), (box[0] + PAD, top))
        words = say(f"ability_state.{state if state in ABILITY_STATES else 'missing'}")
        active = state == "active"
        fill = st.GOOD if active else st.MUTED if state == "used" else st.FAINT
        drawn = st.draw_bounded(image, (box[2] - PAD, top + 14), words, 16, inner // 3, fill, "rm", active)
        room = inner - chip_w - 12 - st.width(drawn.text, drawn.size, active) - 10
        title = say(f"ability.{ability}")
        ink = st.INK if state != "missing" else st.FAINT
        st.draw_bounded(image, (box[0] + PAD + chip_w + 12, top + 14), title, 18, room, ink, "lm", floor=12)
