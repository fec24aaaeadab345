"""Copenhagen pictures: the public board (harbour, deck, supply, every facade) and one player's hand.

Everything is read defensively from the view (``games.copenhagen.view``): a missing or renamed field draws
less, it never raises.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from PIL import Image, ImageDraw

from games.copenhagen import components
from render.common import RGB, Palette, sprite
from render.copenhagen import pieces
from render.copenhagen import style as st
from render.copenhagen.facade import Board, Geometry, draw_facade, facade_base
from render.fonts import drawable
from render.renderer import Renderer
from render.words import Words

COLOURS: Final = components.COLOURS
SIZES: Final = components.SIZES
ABILITIES: Final = components.ABILITIES
COMPACT_LABELS: Final = {"construction_discount": "disc"}
POINTS_TO_WIN: Final = components.POINTS_TO_WIN
HAND_LIMIT: Final = components.HAND_LIMIT

MARGIN: Final = 16
GAP: Final = 12
PAD: Final = 14
WIDTH: Final = 1172
TITLE_H: Final = 64
TOP_ROW_H: Final = 200
CARD_W, CARD_H = 68, 100
MAX_CELL: Final = 56
SIDE_FACADE_TOP: Final = 46  # in the side layout the name spans the panel, the facade starts below it

DECISIONS: Final[dict[str, str]] = {
    "take_or_build": "take a card or build a tile",
    "second_card": "take a second card",
    "discard": "discard down to 7 cards",
    "after_take": "Additional card, Both actions, or end the turn",
    "both_actions_build": "Both actions: may build a tile",
    "payment": "choose how to pay",
    "coat_of_arms": "coat of arms: choose an action",
}


def _seat_colour(seat: int) -> RGB:
    return Palette.seats[seat % len(Palette.seats)]


def _name(names: Sequence[str], seat: int) -> str:
    """A seat's display name as the shipped fonts draw it (``render.fonts.drawable``), or ``Seat N``."""
    name = drawable(str(names[seat])).strip() if 0 <= seat < len(names) else ""
    return name or f"Seat {seat + 1}"


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


def status_text(view: Mapping[str, Any], names: Sequence[str]) -> tuple[int | None, str]:
    """Whose decision is pending and what it is, in words (the seat, or None once the game is over)."""
    if view.get("over"):
        winners = sorted(_winners(view))
        who = " & ".join(_name(names, w) for w in winners)
        if view.get("end_reason") == "points" and who:
            return None, f"Game over · {who} reached {POINTS_TO_WIN} points"
        if view.get("end_reason") == "end_card":
            return None, "Game over · the End card came out" + (f" · {who} wins" if who else "")
        return None, "Game over" + (f" · {who} wins" if who else "")
    current = view.get("current")
    seat = current if isinstance(current, int) else None
    decision = str(view.get("decision") or "")
    info = _map(view.get("turn_info"))
    text = DECISIONS.get(decision, decision.replace("_", " "))
    taken = [s for s in info.get("slots_taken") or () if isinstance(s, int)]
    if decision == "second_card" and taken:
        text = f"take a second card (first from slot {taken[0]})"
    pending = info.get("pending_build")
    if decision == "payment" and isinstance(pending, Mapping):
        text = f"pay for {pending.get('tile', 'the tile')} at {pending.get('cell', '?')}"
    coats = _int(info.get("coats_of_arms_pending"))
    if decision == "coat_of_arms" and coats > 1:
        text = f"coat of arms: choose an action ({coats} to go)"
    return seat, text


class CopenhagenRenderer(Renderer):
    """The renderer of Copenhagen."""

    def public(self, view: Mapping[str, Any], names: Sequence[str], words: Words | None = None) -> Image.Image:
        seats = _seats(view)
        players = max(1, len(seats))
        board = Board.from_view(view)
        panel_w = (WIDTH - 2 * MARGIN - (players - 1) * GAP) // players
        geo, side = _panel_geometry(board, panel_w)
        panel_h = _player_panel_height(geo, side)
        top = MARGIN + TITLE_H + GAP
        seats_top = top + TOP_ROW_H + GAP
        height = seats_top + panel_h + MARGIN
        layout = _Layout(players, height, top, seats_top, panel_w, panel_h, geo, side)
        image = _chrome(layout).copy()
        pen = ImageDraw.Draw(image)
        _sections(image, pen, view, names, layout, static=False)
        last = view.get("last_tile") if isinstance(view.get("last_tile"), Mapping) else None
        info = _map(view.get("turn_info"))
        pending = info.get("pending_build") if isinstance(info.get("pending_build"), Mapping) else None
        winners = _winners(view)
        for k, seat in enumerate(seats):
            last_cells = _xy_list(last.get("cells")) if last and last.get("seat") == k else []
            _player_panel(
                image,
                pen,
                seat,
                k,
                _name(names, k),
                layout.panel_box(k),
                geo,
                side,
                static=False,
                current=view.get("current") == k and not view.get("over"),
                winner=k in winners,
                over=bool(view.get("over")),
                last_cells=last_cells,
                pending=pending if view.get("current") == k else None,
            )
        return image

    def private(self, view: Mapping[str, Any], names: Sequence[str], words: Words | None = None) -> Image.Image:
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
        facade_h = 40 + geo.height + PAD
        body_h = max(hand_h + GAP + abilities_h, facade_h)
        height = MARGIN + TITLE_H + GAP + body_h + MARGIN
        image = Image.new("RGB", (width, height), st.BACKGROUND)
        pen = ImageDraw.Draw(image)
        name = st.fit(_name(names, seat_no), 22, 300, True, user_text=True)
        pen.rounded_rectangle((MARGIN, MARGIN, width - MARGIN, MARGIN + TITLE_H), radius=14, fill=st.TITLE_BAR)
        st.draw_text(image, (MARGIN + 18, MARGIN + 20), "Copenhagen", 24, st.TITLE_INK, "lm", True)
        st.draw_text(image, (MARGIN + 18, MARGIN + 46), "only you see this", 16, st.TITLE_MUTED, "lm")
        current, text = status_text(view, names)
        mine = current == seat_no and not view.get("over")
        status = f"Your turn: {text}" if mine else (text if current is None else f"{_name(names, current)}: {text}")
        x = MARGIN + 200
        _name_pill(image, pen, (x, MARGIN + TITLE_H // 2), name, seat_no, 22)
        x += st.text_size(name, 22, True, user_text=True)[0] + 32
        st.draw_text(
            image,
            (x, MARGIN + TITLE_H // 2),
            st.fit(status, 20, width - MARGIN - 16 - x, user_text=not mine),
            20,
            st.HIGHLIGHT if mine else st.TITLE_INK,
            "lm",
            mine,
            user_text=not mine,  # another seat's turn: the line starts with its name
        )
        top = MARGIN + TITLE_H + GAP
        _hand(image, pen, view, (MARGIN, top, MARGIN + hand_w, top + hand_h))
        _ability_list(image, pen, seat, (MARGIN, top + hand_h + GAP, MARGIN + hand_w, top + body_h))
        fx = MARGIN + hand_w + GAP
        box = (fx, top, fx + facade_w, top + body_h)
        _panel(pen, box)
        info = _map(view.get("turn_info"))
        pending = info.get("pending_build") if mine and isinstance(info.get("pending_build"), Mapping) else None
        caption = "Your facade"
        if pending is not None:
            chosen = "Preview" if info.get("preview") else "Chosen"
            caption = f"{chosen}: {pending.get('tile', '?')} at {pending.get('cell', '?')} (dashed)"
        st.draw_text(image, (fx + PAD, top + 22), st.fit(caption, 18, facade_w - 2 * PAD, True), 18, st.INK, "lm", True)
        if pending is None:
            score = f"{_int(seat.get('score'))}/{POINTS_TO_WIN} points"
            st.draw_text(image, (fx + facade_w - PAD, top + 22), score, 18, st.INK, "rm", True)
        last = view.get("last_tile") if isinstance(view.get("last_tile"), Mapping) else None
        last_cells = _xy_list(last.get("cells")) if last and last.get("seat") == seat_no else []
        draw_facade(image, (fx + PAD, top + 40), geo, seat, last_cells, pending)
        return image


@dataclass(frozen=True)
class _Layout:
    """Where the public picture's parts go for one table size (also the key of its cached chrome)."""

    players: int
    height: int
    top: int  # of the harbour / cards / supply row
    seats_top: int
    panel_w: int
    panel_h: int
    geo: Geometry
    side: bool

    def panel_box(self, seat: int) -> tuple[int, int, int, int]:
        left = MARGIN + seat * (self.panel_w + GAP)
        return left, self.seats_top, left + self.panel_w, self.seats_top + self.panel_h


def _chrome(layout: _Layout) -> Image.Image:
    """Everything that does not depend on the view: background, panels, labels, chips, empty facades."""

    def draw() -> Image.Image:
        image = Image.new("RGB", (WIDTH, layout.height), st.BACKGROUND)
        pen = ImageDraw.Draw(image)
        _sections(image, pen, {}, [], layout, static=True)
        for k in range(layout.players):
            box = layout.panel_box(k)
            _player_panel(image, pen, {}, k, "", box, layout.geo, layout.side, static=True)
        return image

    return sprite(("copenhagen.chrome", layout), draw)


def _sections(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    names: Sequence[str],
    layout: _Layout,
    static: bool,
) -> None:
    """The title bar and the harbour, cards and supply panels: their fixed parts, or what the view adds."""
    top = layout.top
    _title_bar(image, pen, view, names, WIDTH, static)
    x = MARGIN
    harbour_w = 7 * CARD_W + 6 * 8 + 2 * PAD
    _harbour(image, pen, view, (x, top, x + harbour_w, top + TOP_ROW_H), static)
    x += harbour_w + GAP
    deck_w = 250
    _deck(image, pen, view, (x, top, x + deck_w, top + TOP_ROW_H), static)
    x += deck_w + GAP
    _supply(image, pen, view, (x, top, WIDTH - MARGIN, top + TOP_ROW_H), static)


def _xy_list(cells: Any) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for xy in cells or ():
        if isinstance(xy, Sequence) and len(xy) == 2 and all(isinstance(v, int) for v in xy):
            out.append((xy[0], xy[1]))
    return out


def _panel_geometry(board: Board, panel_w: int) -> tuple[Geometry, bool]:
    """The facade's cell size for a panel width, and whether the player's details go beside the facade."""
    probe = Geometry(board, 100)
    per_cell = probe.width / 100
    cell = min(MAX_CELL, int((panel_w - 2 * PAD) / per_cell))
    geo = Geometry(board, cell)
    side = panel_w - 2 * PAD - geo.width >= 180
    return geo, side


def _player_panel_height(geo: Geometry, side: bool) -> int:
    if side:
        return PAD + SIDE_FACADE_TOP + geo.height + PAD
    return PAD + 122 + geo.height + PAD


def _title_bar(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    names: Sequence[str],
    width: int,
    static: bool,
) -> None:
    x = MARGIN + 196
    if static:
        pen.rounded_rectangle((MARGIN, MARGIN, width - MARGIN, MARGIN + TITLE_H), radius=14, fill=st.TITLE_BAR)
        st.draw_text(image, (MARGIN + 18, MARGIN + 22), "Copenhagen", 26, st.TITLE_INK, "lm", True)
        pen.line((x - 18, MARGIN + 12, x - 18, MARGIN + TITLE_H - 12), fill=st.TITLE_MUTED, width=1)
        return
    turn = _int(view.get("turn"))
    st.draw_text(image, (MARGIN + 18, MARGIN + 48), f"Turn {turn}" if turn else "", 16, st.TITLE_MUTED, "lm")
    seat, text = status_text(view, names)
    cy = MARGIN + TITLE_H // 2
    if seat is not None:
        name = st.fit(_name(names, seat), 24, 300, True, user_text=True)
        _name_pill(image, pen, (x, cy), name, seat, 24)
        x += st.text_size(name, 24, True, user_text=True)[0] + 34
        text = "to play: " + text
        st.draw_text(image, (x, cy), st.fit(text, 24, width - MARGIN - 18 - x), 24, st.TITLE_INK, "lm")
    else:
        # Game over: the line names the winners.
        text = st.fit(text, 26, width - MARGIN - 18 - x, True, user_text=True)
        st.draw_text(image, (x, cy), text, 26, st.HIGHLIGHT, "lm", True, user_text=True)


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


def _header(image: Image.Image, box: tuple[int, int, int, int], text: str) -> None:
    st.draw_text(image, (box[0] + PAD, box[1] + 20), text, 18, st.MUTED, "lm", True)


def _harbour(
    image: Image.Image, pen: ImageDraw.ImageDraw, view: Mapping[str, Any], box: tuple[int, int, int, int], static: bool
) -> None:
    if static:
        _panel(pen, box)
        _header(image, box, "Harbour")
        for slot in range(7):
            left = box[0] + PAD + slot * (CARD_W + 8)
            st.draw_text(image, (left + CARD_W / 2, box[1] + 40 + CARD_H + 16), str(slot + 1), 20, st.INK, "mm", True)
        return
    harbour = _list(view.get("harbour"))
    info = _map(view.get("turn_info"))
    taken = {s for s in info.get("slots_taken") or () if isinstance(s, int)}
    top = box[1] + 40
    for slot in range(7):
        left = box[0] + PAD + slot * (CARD_W + 8)
        card = harbour[slot] if slot < len(harbour) else None
        if card == "end":
            image.paste(pieces.end_card(CARD_W, CARD_H, True), (left, top))
        elif isinstance(card, str):
            image.paste(pieces.card(card, CARD_W, CARD_H), (left, top))
        else:
            image.paste(pieces.empty_slot(CARD_W, CARD_H), (left, top))
            if slot + 1 in taken:
                st.draw_text(image, (left + CARD_W / 2, top + CARD_H / 2), "taken", 16, st.MUTED, "mm", True)


def _deck(
    image: Image.Image, pen: ImageDraw.ImageDraw, view: Mapping[str, Any], box: tuple[int, int, int, int], static: bool
) -> None:
    w, h = 62, 90
    top = box[1] + 40
    step = (box[2] - box[0] - 2 * PAD - w) // 2
    x = box[0] + PAD
    if static:
        _panel(pen, box)
        _header(image, box, "Cards")
        st.draw_text(image, (x + w / 2, top + h + 16), "deck", 17, st.MUTED, "mm")
        st.draw_text(image, (x + step + w / 2, top + h + 16), "discard", 17, st.MUTED, "mm")
        return
    deck = _int(view.get("deck_size"))
    if deck:
        image.paste(pieces.card_back(w, h), (x, top))
        tw, th = st.text_size(str(deck), 24, True)
        cx, cy = x + w // 2, top + h // 2
        pen.rounded_rectangle(
            (cx - tw // 2 - 5, cy - th // 2 - 5, cx + tw // 2 + 5, cy + th // 2 + 5), radius=6, fill=st.CARD_BACK
        )
        st.draw_text(image, (cx, cy), str(deck), 24, st.TITLE_INK, "mm", True)
    else:
        image.paste(pieces.empty_slot(w, h), (x, top))
    reshuffles = _int(view.get("reshuffles"))
    if reshuffles:
        st.draw_text(image, (x + w / 2, top + h + 36), f"reshuffled x{reshuffles}", 14, st.MUTED, "mm")
    x += step
    discard = _int(view.get("discard_size"))
    top_card = view.get("discard_top")
    if discard and isinstance(top_card, str):
        image.paste(pieces.card(top_card, w, h), (x, top))
        pen.ellipse((x + w - 26, top - 8, x + w + 8, top + 26), fill=st.INK)
        st.draw_text(image, (x + w - 9, top + 9), str(discard), 16, st.TITLE_INK, "mm", True)
    else:
        image.paste(pieces.empty_slot(w, h), (x, top))
    x += step
    end = str(view.get("end_card") or "")
    image.paste(pieces.end_card(w, h, end != "set_aside"), (x, top))
    label = {"set_aside": "set aside", "in_deck": "in deck", "drawn": "drawn!"}.get(end, end.replace("_", " "))
    st.draw_text(
        image, (x + w / 2, top + h + 16), label, 17, st.BAD if end == "drawn" else st.MUTED, "mm", end != "set_aside"
    )
    if end == "in_deck":
        st.draw_text(image, (x + w / 2, top + h + 36), "in last 10", 14, st.MUTED, "mm")


def _supply(
    image: Image.Image, pen: ImageDraw.ImageDraw, view: Mapping[str, Any], box: tuple[int, int, int, int], static: bool
) -> None:
    if static:
        _panel(pen, box)
        _header(image, box, "Supply")
    supply = _map(view.get("supply"))
    if not static:
        white = _int(supply.get("white"))
        right = box[2] - PAD
        white_cell = pieces.cell("white", "window", 22)
        st.draw_text(image, (right, box[1] + 20), f"x{white}", 18, st.INK if white else st.FAINT, "rm", True)
        wx = right - st.text_size(f"x{white}", 18, True)[0] - 28
        image.paste(white_cell, (wx, box[1] + 9))
        pen.rectangle((wx, box[1] + 9, wx + 21, box[1] + 30), outline=st.INK)
    row_h = 30
    label_w = 18  # each row starts with its colour letter, so rows never rely on hue
    slot_w = (box[2] - box[0] - 2 * PAD - label_w) // 4
    chip_w = slot_w - 4
    unit = max(5, min(9, (chip_w - 22) // 5))  # the longest tile (5 squares) and a digit fit in a chip
    for r, colour in enumerate(COLOURS):
        top = box[1] + 40 + r * row_h
        cy = top + row_h // 2
        if static:
            st.draw_text(image, (box[0] + PAD + 5, cy), st.letter(colour), 17, st.MUTED, "mm", True)
        for k, size in enumerate(SIZES):
            left = box[0] + PAD + label_w + k * slot_w
            if static:
                # One chip per tile type, so a count reads with its own tile and not the next one.
                chip = (left, top + 1, left + chip_w, top + row_h - 2)
                pen.rounded_rectangle(chip, radius=6, fill=st.WALL_COAT_ROW)
                continue
            count = _int(supply.get(f"{colour}{size}"))
            mini = pieces.mini_tile(f"{colour}{size}", unit, count > 0, st.WALL_COAT_ROW)
            image.paste(mini, (left + 4, cy - mini.height // 2))
            st.draw_text(image, (left + chip_w - 4, cy), f"{count}", 18, st.INK if count else st.FAINT, "rm", count > 0)


def _player_panel(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    seat: Mapping[str, Any],
    index: int,
    name: str,
    box: tuple[int, int, int, int],
    geo: Geometry,
    side: bool,
    *,
    static: bool,
    current: bool = False,
    winner: bool = False,
    over: bool = False,
    last_cells: Sequence[tuple[int, int]] = (),
    pending: Mapping[str, Any] | None = None,
) -> None:
    x0, y0, x1, y1 = box
    if side:
        facade_at = (x1 - PAD - geo.width, y0 + PAD + SIDE_FACADE_TOP)
    else:
        facade_at = (x0 + (x1 - x0 - geo.width) // 2, y0 + 122)
    if static:
        _panel(pen, box, st.PANEL_EDGE)
        pen.rounded_rectangle((x0, y0, x1, y0 + 10), radius=6, fill=_seat_colour(index))
        image.paste(facade_base(geo), facade_at)
        return
    if current or winner:
        ring = st.HIGHLIGHT if current else st.GOLD
        pen.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=18, outline=ring, width=6)
        pen.rounded_rectangle((x0, y0, x1, y0 + 10), radius=6, fill=_seat_colour(index))
    inner = x1 - x0 - 2 * PAD
    tag = "TO PLAY" if current else "WINNER" if winner else ""
    tag_w = st.text_size(tag, 15, True)[0] + 16 if tag else 0
    name_x, name_y = x0 + PAD, y0 + 32
    info_w = inner if not side else inner - geo.width - PAD
    name_w = inner if side else info_w
    name = st.fit(name, 24, name_w - tag_w - 8, True, user_text=True)
    st.draw_text(image, (name_x, name_y), name, 24, st.INK, "lm", True, user_text=True)
    if tag:
        tx = x0 + PAD + name_w - tag_w
        fill = st.HIGHLIGHT if current else st.GOLD
        pen.rounded_rectangle((tx, name_y - 13, tx + tag_w, name_y + 13), radius=13, fill=fill)
        st.draw_text(image, (tx + tag_w / 2, name_y), tag, 15, st.ink_on(fill), "mm", True)
    score = _int(seat.get("score"))
    hand = _int(seat.get("hand_size"))
    abilities = _map(seat.get("abilities"))
    # Once the game is over, empty cells break ties (after points), so they replace the score bar.
    empty = _int(seat.get("empty_cells"), -1)
    note = f"{empty} empty cells" if over and empty >= 0 else ""
    if side:
        _score(image, pen, (x0 + PAD, y0 + 70, x0 + PAD + info_w, y0 + 114), score, hand, None)
        if note:
            st.draw_text(image, (x0 + PAD, y0 + 130), note, 17, st.MUTED, "lm")
        else:
            _score_bar(pen, (x0 + PAD, y0 + 124, x0 + PAD + info_w, y0 + 138), score)
        chips_top = y0 + 156
        for k, ability in enumerate(ABILITIES):
            state = str(abilities.get(ability, "missing"))
            chip = pieces.ability_chip(ability, state, info_w, 34, 17)
            image.paste(chip, (x0 + PAD, chips_top + k * 42))
        draw_facade(image, facade_at, geo, seat, last_cells, pending, with_base=False)
        return
    _score(image, pen, (x0 + PAD, y0 + 52, x1 - PAD, y0 + 84), score, hand, note)
    chip_w = (inner - 4 * 4) // 5
    for k, ability in enumerate(ABILITIES):
        state = str(abilities.get(ability, "missing"))
        fits = st.text_size(pieces.ABILITY_LABELS[ability], 14)[0] <= chip_w - 6
        label = "" if fits else COMPACT_LABELS.get(ability, "")
        chip = pieces.ability_chip(ability, state, chip_w, 26, 14, label)
        image.paste(chip, (x0 + PAD + k * (chip_w + 4), y0 + 92))
    draw_facade(image, facade_at, geo, seat, last_cells, pending, with_base=False)


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
    st.draw_text(image, (x0 + sw + 3, cy + 5), f"/{POINTS_TO_WIN}", 16, st.MUTED, "lm")
    hand_w = 56
    back = pieces.card_back(22, 30)
    image.paste(back, (x1 - hand_w, cy - 15))
    st.draw_text(image, (x1 - hand_w + 28, cy), str(hand), 22, st.INK, "lm", True)
    bar = (x0 + max(sw, 17) + 34, cy - 7, x1 - hand_w - 10, cy + 7)
    if note is None:
        return
    if note:
        st.draw_text(image, (bar[2], cy), st.fit(note, 16, bar[2] - bar[0]), 16, st.MUTED, "rm")
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
    image: Image.Image, pen: ImageDraw.ImageDraw, view: Mapping[str, Any], box: tuple[int, int, int, int]
) -> None:
    _panel(pen, box)
    hand = view.get("hand") if isinstance(view.get("hand"), Mapping) else None
    total = sum(_int(v) for v in hand.values()) if hand else 0
    st.draw_text(image, (box[0] + PAD, box[1] + 22), "Your hand", 20, st.INK, "lm", True)
    st.draw_text(
        image,
        (box[2] - PAD, box[1] + 22),
        f"{total} of {HAND_LIMIT} cards",
        18,
        st.BAD if total > HAND_LIMIT else st.MUTED,
        "rm",
        total > HAND_LIMIT,
    )
    if hand is None:
        st.draw_text(image, (box[0] + PAD, box[1] + 80), "no cards to show", 18, st.MUTED, "lm")
        return
    w, h = 84, 122
    top = box[1] + 44
    colours = list(COLOURS) + [c for c in hand if c not in COLOURS]
    for k, colour in enumerate(colours[:5]):
        left = box[0] + PAD + k * (w + 10)
        count = _int(hand.get(colour))
        if count:
            image.paste(pieces.card(colour, w, h), (left, top))
        else:
            image.paste(pieces.empty_slot(w, h), (left, top))
            st.draw_text(image, (left + w / 2, top + h / 2), st.letter(colour), 28, st.FAINT, "mm", True)
        st.draw_text(
            image, (left + w / 2, top + h + 20), f"x{count}", 26, st.INK if count else st.FAINT, "mm", count > 0
        )


def _ability_list(
    image: Image.Image, pen: ImageDraw.ImageDraw, seat: Mapping[str, Any], box: tuple[int, int, int, int]
) -> None:
    _panel(pen, box)
    st.draw_text(image, (box[0] + PAD, box[1] + 22), "Your abilities", 20, st.INK, "lm", True)
    abilities = _map(seat.get("abilities"))
    for k, ability in enumerate(ABILITIES):
        state = str(abilities.get(ability, "missing"))
        top = box[1] + 44 + k * 34
        chip = pieces.ability_chip(ability, state, 92, 28, 16)
        image.paste(chip, (box[0] + PAD, top))
        words = {"active": "active", "used": "used"}.get(state, "not owned")
        title = pieces.ABILITY_TITLES.get(ability, ability)
        st.draw_text(image, (box[0] + PAD + 104, top + 14), title, 18, st.INK if state != "missing" else st.FAINT, "lm")
        st.draw_text(
            image,
            (box[2] - PAD, top + 14),
            words,
            16,
            st.GOOD if state == "active" else st.MUTED if state == "used" else st.FAINT,
            "rm",
            state == "active",
        )
