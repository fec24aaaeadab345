"""Where the texts that hold players' names go: the title bar's whose-turn and game-over lines, and each player's
name over its panel.

A name is never cut. A line too long for its place breaks onto more lines, never inside a name
(``render.common.wrap_text``), and its place grows: the title bar grows taller, the players' panels grow a line. What
gives way first is a tag beside a name (it moves under the name), then the type size, down to a floor still read on
a phone; only a name wider than a whole line at that floor is cut, which no Discord display name is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from render.common import RGB, wrap_text
from render.copenhagen import style as st

# The title bar's status: one line at ``STATUS_ONE``, or several at ``STATUS_MANY`` (never under ``STATUS_FLOOR``).
STATUS_ONE: Final = 22
STATUS_MANY: Final = 20
STATUS_FLOOR: Final = 17
PILL_PAD: Final = 10  # the pill reaches this far beyond its name on each side
PILL_GAP: Final = 20  # between the pill and the words after it
# A player's name over its panel: one line from NAME_SIZE down to NAME_ONE_FLOOR, else two lines down to NAME_FLOOR.
NAME_SIZE: Final = 22
NAME_ONE_FLOOR: Final = 20
NAME_FLOOR: Final = 18
NAME_STEP: Final = 26  # from one line of a name to the next
TAG_GAP: Final = 8  # between a name and its tag


@dataclass(frozen=True)
class Line:
    """One line of the title bar's status: its words and how they are drawn."""

    text: str
    fill: RGB
    bold: bool


@dataclass(frozen=True)
class Status:
    """The title bar's status laid out: the name in a pill (empty: no pill), then ``lines`` at ``size``. ``beside``:
    every line right of the pill, the pill centred on them; otherwise the first line is right of the pill and the
    others start under it (the first is empty when not even a word fits there)."""

    pill: str
    pill_size: int
    lines: tuple[Line, ...]
    size: int
    beside: bool

    @property
    def step(self) -> int:
        """From one line to the next."""
        return round(self.size * 1.25)

    @property
    def pill_h(self) -> int:
        # As tall as a capital letter plus a margin, whatever the name's script: every seat's pill is alike.
        return round(self.pill_size * 0.72) + 16 if self.pill else 0

    @property
    def first_h(self) -> int:
        """The height of the first line: the pill's, when the other lines go under it."""
        return self.step if self.beside else max(self.step, self.pill_h + 6)

    @property
    def height(self) -> int:
        if self.beside:
            return max(self.pill_h, self.step * len(self.lines))
        return self.first_h + self.step * (len(self.lines) - 1)

    @property
    def pill_w(self) -> int:
        """How far the words right of the pill start from its name's left edge."""
        return st.width(self.pill, self.pill_size, True) + PILL_PAD + PILL_GAP if self.pill else 0


def status(
    pill: str,
    parts: Sequence[Line],
    room: int,
    names: Sequence[str],
    sizes: tuple[int, int] = (STATUS_ONE, STATUS_MANY),
    floor: int = STATUS_FLOOR,
) -> Status:
    """``parts`` (the status, then any line that must start a line of its own: the tie-break) after a pill holding
    ``pill``, within ``room`` pixels: on one line at the first of ``sizes`` when it fits, else broken where it may
    (never inside one of ``names``) at the second size, shrinking down to ``floor`` only while a single word or name
    is wider than a line."""
    one, many = sizes
    pill_size = _pill_size(pill, one, room, floor)
    laid = Status(pill, pill_size, tuple(parts), one, True)
    if len(parts) == 1 and st.width(parts[0].text, one, parts[0].bold) <= room - laid.pill_w:
        return laid
    for size in range(many, floor - 1, -1):
        laid = _broken(pill, pill_size, parts, room, names, size)
        if all(st.width(line.text, size, line.bold) <= _room(laid, k, room) for k, line in enumerate(laid.lines)):
            return laid
    cut = tuple(
        Line(st.fit(line.text, floor, _room(laid, k, room), line.bold, user_text=True), line.fill, line.bold)
        for k, line in enumerate(laid.lines)
    )
    return Status(pill, pill_size, cut, floor, laid.beside)


def _pill_size(pill: str, size: int, room: int, floor: int) -> int:
    """The pill's type size: ``size``, or smaller when the name alone is wider than the status's room."""
    return st.bounded(pill, size, room - 2 * PILL_PAD, True, floor=floor, user_text=True).size if pill else size


def _room(laid: Status, line: int, room: int) -> int:
    """The width line ``line`` of ``laid`` may take."""
    return room - laid.pill_w if laid.beside or line == 0 else room


def _broken(pill: str, pill_size: int, parts: Sequence[Line], room: int, names: Sequence[str], size: int) -> Status:
    """``parts`` broken into lines at ``size``: beside the pill on up to two lines when they fit there, else flowing
    from beside the pill to under it."""
    probe = Status(pill, pill_size, (), size, True)
    beside = [room - probe.pill_w]
    lines = [Line(text, part.fill, part.bold) for part in parts for text in _wrap(part, size, beside, names)]
    if len(lines) <= 2 and all(st.width(line.text, size, line.bold) <= beside[0] for line in lines):
        return Status(pill, pill_size, tuple(lines), size, True)
    main, *rest = parts
    flowing = _wrap(main, size, [beside[0], room], names)
    if pill and st.width(flowing[0], size, main.bold) > beside[0]:  # not a word fits beside the pill
        flowing = ["", *_wrap(main, size, [room], names)]
    lines = [Line(text, main.fill, main.bold) for text in flowing]
    lines += [Line(text, part.fill, part.bold) for part in rest for text in _wrap(part, size, [room], names)]
    return Status(pill, pill_size, tuple(lines), size, False)


def _wrap(part: Line, size: int, rooms: list[int], names: Sequence[str]) -> list[str]:
    return wrap_text(part.text, lambda text: st.width(text, size, part.bold), rooms, names) or [""]


@dataclass(frozen=True)
class Name:
    """A player's name over its panel: its lines at ``size``, and the line its tag (if any) ends."""

    lines: tuple[str, ...]
    size: int
    tag_line: int

    @property
    def rows(self) -> int:
        """The lines it takes, its tag's included."""
        return max(len(self.lines), self.tag_line + 1)


def panel_name(name: str, room: int, tag_w: int) -> Name:
    """``name`` in ``room`` pixels with a tag ``tag_w`` wide (0: none) at the right of its first line: on one line
    as large as it fits down to ``NAME_ONE_FLOOR``, else on two (beside the tag, then under it) down to
    ``NAME_FLOOR``. A name that does not fit beside the tag at all takes the whole first line, the tag the second."""
    beside = room - tag_w - TAG_GAP if tag_w else room
    for size in range(NAME_SIZE, NAME_ONE_FLOOR - 1, -1):
        if st.width(name, size, True) <= beside:
            return Name((name,), size, 0)
    for size in range(NAME_ONE_FLOOR, NAME_FLOOR - 1, -1):

        def measure(text: str, size: int = size) -> int:
            return st.width(text, size, True)

        for rooms, tag_line in (([beside, room], 0), ([room, beside], 1)):
            lines = wrap_text(name, measure, rooms)
            if len(lines) <= 2 and all(st.width(line, size, True) <= rooms[k] for k, line in enumerate(lines)):
                return Name(tuple(lines), size, tag_line)
    # Only a name wider than two whole lines: its first line whole, the rest beside the tag, cut at its end.
    first, *rest = wrap_text(name, lambda text: st.width(text, NAME_FLOOR, True), [room, beside])
    lines = [st.fit(first, NAME_FLOOR, room, True, user_text=True)]
    if rest:
        lines.append(st.fit(" ".join(rest), NAME_FLOOR, beside, True, user_text=True))
    return Name(tuple(lines), NAME_FLOOR, 1)
