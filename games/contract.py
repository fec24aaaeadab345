"""The contract every game engine fulfils.

A game is a set of pure functions over an immutable-by-convention state object: no I/O, no clock, no global
random state, no discord, no Pillow. The bot stores the state as JSON, replays move logs to check snapshots, and
hands *views* (never full states) to renderers.

Seats are numbered 0..n-1 in turn order. Moves are canonical text: the same string is listed by
``legal_moves``, shown by autocomplete, accepted by ``/play`` and built by buttons.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

JSON = Any  # a value made of dict/list/str/int/float/bool/None only


class Versioned(Protocol):
    """What every game state has: its version, the number of moves applied to it since ``new``."""

    @property
    def version(self) -> int: ...


StateT = TypeVar("StateT", bound=Versioned)


class IllegalMove(Exception):
    """A move the rules forbid.

    ``key`` names a message in the game's ``MESSAGES`` table (so the bot can translate it) and ``params`` fill
    its placeholders. ``str(exc)`` is the English text, which names the rule in words a player understands.
    """

    def __init__(self, key: str, text: str, **params: Any) -> None:
        self.key = key
        self.text = text
        self.params = params
        super().__init__(text.format(**params) if params else text)


# Why a take-back is refused whatever the game (the bot words them as ``undo.<key>``); a game's own reasons ("you
# drew from the deck") are keys of its ``MESSAGES``. ``games.take_back`` says what a take-back is.
TAKE_BACK_MESSAGES: dict[str, str] = {
    "nothing": "You have no move to take back.",
    "played_since": "Seat {seat} has played since your move, so it stands.",
    "game_over": "The game is over: its moves stand.",
    "not_offered": "Moves cannot be taken back in this game.",
}


class TakeBackRefused(IllegalMove):
    """A take-back refused for a reason every game shares (a key of ``TAKE_BACK_MESSAGES``); ``params["seat"]``,
    when given, is the seat that played since."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key, TAKE_BACK_MESSAGES[key], **params)


@dataclass(frozen=True)
class Term:
    """A game's word inside a message (a colour, an ability, a building, a meld), named by ``key`` in the game's
    ``TERMS`` so that each language writes its own word; in English (``str``), ``english``."""

    key: str
    english: str

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True)
class Alternatives:
    """A choice among several values or terms inside a message ("slot 2 or 4", "red or blue"), which each language
    joins its own way; in English, joined with "or"."""

    items: tuple[Term | str | int, ...]

    def __str__(self) -> str:
        shown = [str(item) for item in self.items]
        if len(shown) <= 2:
            return " or ".join(shown)
        return ", ".join(shown[:-1]) + ", or " + shown[-1]


def term_maker(terms: Mapping[str, str]) -> Callable[[str], Term]:
    """A game's ``term(key)``: the ``Term`` for ``key`` with its English from ``terms`` (the game's ``TERMS``)."""

    def term(key: str) -> Term:
        return Term(key, terms[key])

    return term


# A game's English message: a template, or, when it counts something, its CLDR plural forms ("one", "other")
# chosen by its ``count`` parameter, as the bot's catalogs write them ("costs 1 red card", "costs 3 red cards").
RuleMessage = str | Mapping[str, str]


def english_form(message: RuleMessage, count: object) -> str:
    """The English template of ``message`` for ``count`` (English says "one" of exactly 1, "other" of the rest)."""
    if isinstance(message, str):
        return message
    return message["one"] if count == 1 and "one" in message else message["other"]


def refusals(messages: Mapping[str, RuleMessage]) -> Callable[..., IllegalMove]:
    """A game's ``illegal(key, **params)``: the ``IllegalMove`` for ``key`` with its English text from ``messages``
    (the game's ``MESSAGES``), for ``raise illegal("not_your_turn")``."""

    def illegal(key: str, **params: Any) -> IllegalMove:
        return IllegalMove(key, english_form(messages[key], params.get("count")), **params)

    return illegal


class BadOptions(ValueError):
    """Table options that this game does not accept (unknown name, value out of range)."""


@dataclass(frozen=True)
class OptionSpec:
    """A table option a game lets the host of a lobby change: its name, its default, and the values it accepts:
    one of ``choices`` (the same type too: ``True`` is not ``1``), or, with no choices, a whole number from ``low``
    to ``high``. A game declares its options in ``Game.OPTIONS``; its ``validate_options`` has the last word."""

    name: str
    default: JSON
    choices: tuple[JSON, ...] = ()
    low: int = 0
    high: int = 0

    def values(self) -> Sequence[JSON]:
        """Every value it accepts, in order."""
        return self.choices or range(self.low, self.high + 1)

    def accepts(self, value: JSON) -> bool:
        if self.choices:
            return any(value == choice and type(value) is type(choice) for choice in self.choices)
        return isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high

    def refusal(self) -> BadOptions:
        """What a value it does not accept is told."""
        if self.choices:
            return BadOptions(f"option {self.name!r} must be one of {list(self.choices)!r}")
        return BadOptions(f"option {self.name!r} must be a whole number from {self.low} to {self.high}")


@dataclass(frozen=True)
class Event:
    """Something public that a move caused, for the channel log and for renderers.

    ``kind`` is a short id ("tile_placed", "dice_rolled"); ``data`` is JSON. Events never carry hidden
    information: everything in them may be shown to spectators.
    """

    kind: str
    data: Mapping[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True)
class Revealed:
    """A secret move that a move's events made public (the claim that won a claim window, a hu called on the card
    in play): its author and its text, as the game's log lists it."""

    seat: int
    move: str


class Stage(Enum):
    """The kind of decision open now, as the rules declare it: what the table may know of it follows from it."""

    # Open decisions: whom the game awaits is public, and so is every move (a turn; bonus builds, all at once).
    TURN = "turn"
    # A simultaneous secret choice: whom it awaits is public, each choice secret until the game reveals them all.
    CHOICE = "choice"
    # A claim window: its answers are secret, and so is whom it awaits (only players able to claim answer); the
    # table sees everyone the seating allows, and the author of an answer is never named.
    CLAIM = "claim"
    # Nothing is awaited: the game is over.
    OVER = "over"

    @property
    def secret_moves(self) -> bool:
        """Whether a move made in this stage is secret when it is made."""
        return self in (Stage.CHOICE, Stage.CLAIM)


class SeatStatus(Enum):
    """Where one seat stands in the decision open now, as only that seat may be told (``Game.seat_status``)."""

    AWAITED = "awaited"
    # Not awaited, its answer in, in a decision others are still making (a secret simultaneous choice).
    DECIDED = "decided"
    IDLE = "idle"


@dataclass(frozen=True)
class Played(Generic[StateT]):
    """A move as the engine applied it, for ``Game.record``: the state it was played in, its seat and text (as
    applied), and the public events it caused."""

    before: StateT
    seat: int
    move: str
    events: Sequence[Event] = ()


@dataclass(frozen=True)
class PublicMove:
    """What the table may know of one applied move (``PublicRecord.move``)."""

    # The move's text as spectators may see it; None while it is secret (a simultaneous choice, a claim answer).
    text: str | None
    # Whether naming its author would tell a secret: an answer to a claim window, which only players able to claim
    # give. Such a move is never counted against its author publicly either.
    anonymous: bool
    # The stage of the decision it answered (the last answer to a claim window is told as "everyone answered").
    answered: Stage
    # The secret moves its events made public, in the order they took effect: the claim that won a window, the
    # choices of a half-day. Never an answer that lost, passed or was not needed.
    revealed: tuple[Revealed, ...] = ()
    # Whether its events close a stage of play (a round's results, a half-day's choices revealed): the channel
    # always sees the board for it, under the lines the bot adds from those events.
    closes_stage: bool = False
    # Whether it is one open decision of a turn that goes on, the same seats awaited before and after (take a first
    # card): the channel may read one line for it, and see the board when the turn passes.
    step: bool = False


@dataclass(frozen=True)
class PublicRecord:
    """What the table may know of a game now, and after a move of that move: the one projection of hidden
    information that the bot's generic code (its posts, buttons, reminders, history, summaries and notices) reads,
    beside the spectator view. The engine computes it (``Game.record``), so no code outside ``games/`` decides what
    a secret is.
    """

    # A number that changes whenever the public board does (for what spectators hold: a board's buttons); it never
    # counts secret answers to a claim window, since that would tell how many were given.
    version: int
    stage: Stage
    # A short token (letters and digits) naming the decision open now: a private panel carries it, and a press still
    # answers its decision while the token is unchanged and its seat still awaited. A decision that outlives other
    # players' answers (a simultaneous choice, a claim window) keeps its token until it ends.
    decision: str
    # The seats the table sees awaited: the seats awaited, or in a claim window everyone the seating allows to
    # claim (a superset of those really awaited).
    awaited: frozenset[int]
    # The seats whose turn comes once those awaited now have played, when the rules tell it from what everyone
    # sees (the next player in turn order); never a seat awaited now; empty when not known in public.
    next_up: frozenset[int] = frozenset()
    # The stage of the game's log this position belongs to (a round), as the parameters of the log's line that
    # marks where it begins (``history.stage.<game id>`` in the bot's catalogs); None for a game without.
    chapter: Mapping[str, JSON] | None = None
    # Whether the game keeps secret at times whom it awaits (claim windows): a seat it does not await is then told
    # the engine's own reason, about that seat alone, never "it is not your turn" (which would differ by stage).
    hides_awaited: bool = False
    # What the table may know of the move that led here; None for a record of a state alone.
    move: PublicMove | None = None


def told_move(
    game: Game[StateT],
    played: Played[StateT],
    before: PublicRecord,
    after: PublicRecord,
    revealed: Sequence[Revealed] = (),
) -> PublicRecord:
    """``after`` with what the table may know of ``played``, which took ``before`` to ``after``: its text unless the
    stage it was made in keeps moves secret, its author secret in a claim window, whether its events close a stage
    (``Game.summarised_events``), and whether it is a step of a turn that goes on (``Game.steps_within_turn``)."""
    secret = before.stage.secret_moves
    text = None if secret else played.move
    step = (
        text is not None
        and game.steps_within_turn
        and played.seat in before.awaited
        and before.awaited == after.awaited
    )
    move = PublicMove(
        text=text,
        anonymous=before.stage is Stage.CLAIM,
        answered=before.stage,
        revealed=tuple(revealed),
        closes_stage=any(event.kind in game.summarised_events for event in played.events),
        step=step,
    )
    return dataclasses.replace(after, move=move)


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    ``places[seat]`` is 1 for the winner(s); tied seats share a place (1, 1, 3). ``scores[seat]`` is the
    final score the game reports; ``detail`` is JSON for the renderer's final breakdown.
    """

    places: tuple[int, ...]
    scores: tuple[int, ...]
    detail: Mapping[str, JSON] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)


def places_from_scores(keys: Sequence[Sequence[int] | int]) -> tuple[int, ...]:
    """Competition ranking (1, 1, 3) from per-seat sort keys where larger is better.

    A key may be a tuple so tie-breaks compare in order; equal keys share a place.
    """

    normalised = [tuple(k) if isinstance(k, Sequence) else (k,) for k in keys]
    return tuple(1 + sum(1 for other in normalised if other > mine) for mine in normalised)


_JSON_CONTAINERS = (dict, list)  # a tuple: isinstance() is slower with a union


def copy_json(value: JSON) -> JSON:
    """A deep copy of JSON data (several times faster than ``copy.deepcopy``), for an engine to hand out data its
    state keeps, so that whoever changes what it was given cannot change the game."""

    if isinstance(value, dict):
        return {key: copy_json(item) if isinstance(item, _JSON_CONTAINERS) else item for key, item in value.items()}
    if isinstance(value, list):
        return [copy_json(item) if isinstance(item, _JSON_CONTAINERS) else item for item in value]
    return value


def small_number(word: str, max_digits: int = 3) -> int | None:
    """The whole number ``word`` writes in at most ``max_digits`` ASCII digits, else None.

    Move notations read numbers with this rather than ``str.isdigit`` and ``int``: ``isdigit`` also accepts
    superscripts, which ``int`` refuses with ValueError, and other scripts' digits, which the notation does not
    allow, and ``int`` refuses text of more than 4,300 digits.
    """

    if not (0 < len(word) <= max_digits and word.isascii() and word.isdigit()):
        return None
    return int(word)


def seeded_rng(seed: int, *purpose: object) -> random.Random:
    """A generator for one random decision, derived from the game's seed and a purpose label.

    String seeding goes through SHA-512 in CPython, so the outcome depends only on the text, never on the
    process's hash seed. Engines record what was drawn in their state and events, so a replay of the move log
    reproduces the same game.
    """

    return random.Random("/".join(str(part) for part in (seed, *purpose)))


class Game(Generic[StateT]):
    """Base class for a game engine. Subclasses are stateless; all state lives in ``StateT`` objects.

    Class attributes describe the game for the registry and the lobby.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    # English message templates for IllegalMove keys and other engine texts, keyed by id (plural forms where a
    # message counts something).
    MESSAGES: ClassVar[Mapping[str, RuleMessage]] = {}
    # English words of the labels a game gives its moves by parts (key and values) rather than as finished text, so
    # the bot can word them in other languages (``label.<game id>.<key>`` in its catalogs).
    LABELS: ClassVar[Mapping[str, str]] = {}
    # English words that fill a message's placeholders (``Term``: colours, abilities, buildings, melds), so the bot
    # can write them in other languages (``term.<game id>.<key>`` in its catalogs).
    TERMS: ClassVar[Mapping[str, str]] = {}
    # Whether a player's turn is several open decisions in a row (take a card, then a second; build, then pay): the
    # default ``record`` then marks an open move after which the same seats decide as a step (``PublicMove.step``).
    steps_within_turn: ClassVar[bool] = False
    # Event kinds that close a stage of play (a round's results, the choices a half-day revealed), for the default
    # ``record`` (``PublicMove.closes_stage``).
    summarised_events: ClassVar[frozenset[str]] = frozenset()
    # The table options a host may change (``/game option``), with the values each accepts, read from the game's
    # own data. The bot offers these and nothing else.
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = ()

    def default_options(self) -> dict[str, JSON]:
        """Table options with their defaults: by default, those of ``OPTIONS``."""
        return {spec.name: spec.default for spec in self.OPTIONS}

    def validate_options(self, options: Mapping[str, JSON]) -> dict[str, JSON]:
        """The full option dict (defaults filled in) or ``BadOptions`` naming the bad option. By default an option
        must be one of ``default_options`` and a declared one must hold a value its ``OptionSpec`` accepts."""
        merged = self.default_options()
        specs = {spec.name: spec for spec in self.OPTIONS}
        for name, value in options.items():
            if name not in merged:
                raise BadOptions(f"unknown option {name!r}")
            spec = specs.get(name)
            if spec is not None and not spec.accepts(value):
                raise spec.refusal()
            merged[name] = value
        return merged

    def new(self, players: int, options: Mapping[str, JSON], seed: int) -> StateT:
        raise NotImplementedError

    def awaiting(self, state: StateT) -> frozenset[int]:
        """The seats whose input is awaited now; several in simultaneous phases; empty once finished."""
        raise NotImplementedError

    def legal_moves(self, state: StateT, seat: int) -> list[str]:
        """Every legal move for ``seat`` now, in canonical text; empty when the seat is not awaited."""
        raise NotImplementedError

    def apply(self, state: StateT, seat: int, move: str) -> tuple[StateT, list[Event]]:
        """The state after ``seat`` plays ``move`` and the public events it caused.

        Raises ``IllegalMove`` and leaves ``state`` unchanged when the move is not legal. Leading and trailing
        white space and letter case in ``move`` are forgiven; anything else must match the notation.
        """
        raise NotImplementedError

    def apply_quiet(self, state: StateT, seat: int, move: str) -> StateT:
        """The state after ``seat`` plays ``move``, a move taken from ``legal_moves(state, seat)``, without its
        events: what the AI's play-outs need, thousands of times a decision. A game whose events or checks are
        costly overrides it with a faster path that must give the same states as ``apply``."""
        return self.apply(state, seat, move)[0]

    def view(self, state: StateT, seat: int | None) -> JSON:
        """What ``seat`` may see (``None``: a spectator), as JSON. Renderers read only this."""
        raise NotImplementedError

    def result(self, state: StateT) -> Result | None:
        """The outcome once the game is over, else ``None``."""
        raise NotImplementedError

    def to_json(self, state: StateT) -> JSON:
        raise NotImplementedError

    def from_json(self, data: JSON) -> StateT:
        raise NotImplementedError

    # Optional refinements with sensible defaults.

    def record(self, state: StateT, played: Played[StateT] | None = None) -> PublicRecord:
        """What the table may know of ``state``, in one place (``PublicRecord``); after a move, ``played`` (the
        state it was played in, its seat and text, its events) adds what the table may know of that move. Outside
        a seat's own private view the bot reads only this and ``view(state, None)``.

        By default a game of open turns: every awaited seat is named, every move is public, the version is the
        public version and names the decision. A game with secrets declares its own."""
        awaited = self.awaiting(state)
        version = self.version(state)
        record = PublicRecord(version, Stage.TURN if awaited else Stage.OVER, str(version), awaited)
        if played is None:
            return record
        return told_move(self, played, self.record(played.before), record)

    def seat_status(self, state: StateT, seat: int) -> SeatStatus:
        """Where ``seat`` stands in the decision open now, as only that seat may be told: awaited; its answer in
        while others still decide (a secret simultaneous choice, so it is told that rather than that it is not its
        turn); or neither. By default awaited or not."""
        return SeatStatus.AWAITED if seat in self.awaiting(state) else SeatStatus.IDLE

    def move_label(self, state: StateT, seat: int, move: str) -> str:
        """A short human label for a move (autocomplete shows it; the value stays the canonical move)."""
        return move

    def preview(self, state: StateT, seat: int, move: str) -> JSON | None:
        """``seat``'s private view as it would look with ``move`` chosen but not played (a tile drawn where it
        would go), for a panel to show before the player confirms; None when the game previews no such move or
        the move is not legal for ``seat`` now. Pure: ``state`` is left unchanged and nothing is applied."""
        return None

    def version(self, state: StateT) -> int:
        """The game's version: how many moves were applied to reach ``state``. ``apply`` raises it by exactly one;
        the bot's store records it with every move and checks it at the next (``tests/games/test_contract.py``)."""
        return state.version

    def check_take_back(
        self, before: StateT, seat: int, move: str, after: StateT, now: StateT, since: Sequence[int]
    ) -> None:
        """Raises ``IllegalMove`` naming the rule when ``seat`` may not take back ``move``, its latest move that
        stands, which took ``before`` to ``after``; the game is at ``now``, and ``since`` are the seats of the moves
        played after it, in order (``games.take_back``). A move that revealed something hidden (a card drawn, the
        choices of a simultaneous decision shown) stands; so does one another player has played after
        (``games.take_back.played_since``), unless the game says their move does not depend on it (their own
        choice in the same simultaneous decision, which is played again without it). By default nothing may be
        taken back."""
        raise TakeBackRefused("not_offered")

    def renumbered(self, state: StateT, version: int) -> StateT:
        """``state`` at ``version``: what a take-back leaves is an earlier position under the next version number.
        By default a copy of the state's dataclass with its ``version`` field changed."""
        if not dataclasses.is_dataclass(state) or isinstance(state, type):
            raise NotImplementedError(f"{type(state).__name__} is not a dataclass: the game must renumber it")
        return cast(StateT, dataclasses.replace(state, version=version))

    def safe_move(self, state: StateT, seat: int) -> str:
        """A harmless legal move the bot plays for an absent awaited seat (its time ran out, it is played
        automatically, or its player resigned). By default the first legal move; games define a policy that
        spends nothing and decides as little as possible for the player."""
        moves = self.legal_moves(state, seat)
        if not moves:
            raise ValueError(f"seat {seat} has no legal move now")
        return moves[0]
