"""The engine contract, checked the same way for every registered game by seeded random play.

Like OpenSpiel's per-game tests, which all call one shared random-simulation check, every game and every player
count it supports runs ``check_random_game``: play random legal moves to the end and, at every step, check that

* the listed moves of every awaited seat (a sample where there are many) are accepted, and trying them leaves
  the state unchanged;
* junk (blank, foreign words, a changed word, other seats' moves, huge and odd-unicode text, numbers out of
  range) is refused with ``IllegalMove``, never another exception, and leaves the state unchanged;
* ``legal_moves`` is empty for seats not awaited, and ``result`` is None exactly while a seat is awaited;
* the public record (``Game.record``) declares the stage, names a superset of the awaited seats (exactly them
  outside a claim window), a decision token, who is next (seats of the game, none awaited now, nobody once it is
  over), and, after each move, what the table may know of it as its stage says (its text, its author's secrecy,
  what it revealed), its public version changing whenever the spectator view does; each seat's own status agrees
  with whom the game awaits;
* ``to_json`` is pure JSON and round-trips exactly;
* nothing the engine hands out (a view: the spectator's or a seat's, ``to_json``, events, the result's detail,
  legal moves) shares a mutable container with the state, and changing everything in a view changes neither the
  state nor later views, so a caller that changes what it was given cannot change the game;

and at the end that replaying the seed and the move log gives the same states and events.
"""

from __future__ import annotations

import dataclasses
import json
import math
import random
import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from games import registry
from games.contract import BadOptions, Event, Game, IllegalMove, OptionSpec, Played, PublicRecord, SeatStatus, Stage
from tests.fakes import tiny_tricks


def games_under_test() -> list[Game[Any]]:
    """Every game the checks run on: the real ones and the test-only plumbing game."""
    registry.register_builtin()
    tiny_tricks.register()
    return registry.all_games()


# Each (game, player count) plays seeded random games until it has checked this many steps (at least one whole
# game: two or more when a game is short); a game that takes MOVES_PER_GAME moves counts as endless. Together with
# the sampling below they keep this file to a few seconds.
STEPS_PER_CASE = 60
MOVES_PER_GAME = 3_000
# Listed moves tried per awaited seat and step (all of them when there are no more than this; Copenhagen's
# builds run to hundreds).
MOVES_TRIED = 6
# Listed moves the junk variants are made from, per step.
MOVES_MANGLED = 1

JUNK = (
    "",
    " ",
    "hello",
    "please let me win",
    "undo",
    "-1",
    "x" * 10_000,
    " ".join(["play"] * 2_000),
    "🂡🎲🃏",
    "\u202etake 1",  # right-to-left override
    "\u05e9\u05dc\u05d5\u05dd \u0661",  # a Hebrew word, an Arabic-Indic digit one
    "\x00",
    "e\u0301\u0301\u0301",  # combining acute accents
    "\u200b",  # zero-width space
    "１",  # fullwidth digit one
    "²",  # superscript two: str.isdigit() says yes, int() refuses it
    "\udcff",  # a lone surrogate
)
# Put in place of one word of a listed move, and of a number in it.
STRANGE_WORDS = ("zorp", "😀", "\x00", "e\u0301", "²", "x" * 10_000)
STRANGE_NUMBERS = ("0", "-1", "99", "9" * 5_000, "1.5", "²", "１", "٣")


# Sharing ----------------------------------------------------------------------------------------------------

SCALARS = frozenset({str, int, float, bool, bytes, type(None)})


def _children(value: Any) -> Iterator[tuple[str, Any]]:
    """What ``value`` holds, each with the step of the path to it (dict keys are hashable, so never mutable)."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield f"[{key!r}]", item
    elif isinstance(value, list | tuple | set | frozenset):
        for index, item in enumerate(value):
            yield f"[{index}]", item
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield f".{f.name}", getattr(value, f.name)
    elif hasattr(value, "__dict__") and not isinstance(value, type):
        for name, item in vars(value).items():
            yield f".{name}", item


def mutable_containers(root: Any) -> dict[int, Any]:
    """Every list, dict, set and bytearray reachable from ``root`` (through dataclass fields and other objects'
    attributes, mappings, sequences and sets), by id; holding them keeps their ids theirs."""
    found: dict[int, Any] = {}
    seen: set[int] = set()
    stack = [root]
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind in SCALARS or id(value) in seen:
            continue
        seen.add(id(value))
        if kind is dict:  # the common cases first, without the slower ABC checks
            found[id(value)] = value
            stack.extend(value.values())
        elif kind is list:
            found[id(value)] = value
            stack.extend(value)
        elif kind is tuple:
            stack.extend(value)
        else:
            if isinstance(value, list | dict | set | bytearray):
                found[id(value)] = value
            stack.extend(child for _step, child in _children(value))
    return found


def _paths(root: Any, name: str) -> dict[int, str]:
    """The path to every container reachable from ``root``, for a failure message."""
    paths: dict[int, str] = {}
    stack = [(name, root)]
    while stack:
        path, value = stack.pop()
        if type(value) in SCALARS or id(value) in paths:
            continue
        paths[id(value)] = path
        stack.extend((path + step, child) for step, child in _children(value))
    return paths


def assert_nothing_shared(state: Any, state_containers: dict[int, Any], handed_out: Any, what: str) -> None:
    """``handed_out`` holds none of ``state_containers`` (those of ``state``)."""
    if not state_containers:  # a frozen state (Troyes Dice) has nothing to share
        return
    shared = state_containers.keys() & mutable_containers(handed_out).keys()
    if shared:
        theirs, mine = _paths(handed_out, what), _paths(state, "state")
        pairs = sorted(f"{theirs[key]} is {mine[key]}" for key in shared)
        pytest.fail(f"{len(shared)} mutable container(s) handed out are the state's own: " + "; ".join(pairs[:4]))


CONTAINERS = (dict, list, tuple, set)  # a tuple: isinstance() is slower with a union


def mutate_everything(value: Any) -> None:
    """Add an element to every list, dict and set in ``value`` (JSON, maybe with tuples and sets)."""
    items = value.values() if isinstance(value, dict) else value
    for item in items:
        if isinstance(item, CONTAINERS):
            mutate_everything(item)
    if isinstance(value, dict):
        value["mutated"] = "mutated"
    elif isinstance(value, list):
        value.append("mutated")
    elif isinstance(value, set):
        value.add("mutated")


def assert_pure_json(value: Any, where: str = "to_json") -> None:
    """Only dicts with string keys, lists, strings, finite numbers, booleans and None."""
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        assert isinstance(value, list) or isinstance(key, str), f"{where}: key {key!r} is not a string"
        if isinstance(item, CONTAINERS):
            assert isinstance(item, dict | list), f"{where}[{key!r}]: {type(item).__name__} in JSON"
            assert_pure_json(item, f"{where}[{key!r}]")
        elif isinstance(item, float):
            assert math.isfinite(item), f"{where}[{key!r}]: {item} is not a JSON number"
        else:
            assert item is None or isinstance(item, str | int), f"{where}[{key!r}]: {type(item).__name__} in JSON"


# The checks at one step -------------------------------------------------------------------------------------


class Step:
    """One state of a random game, with what the checks at it share."""

    def __init__(self, game: Game[Any], players: int, state: Any, data: Any, number: int, rng: random.Random) -> None:
        self.game, self.players, self.state, self.data, self.number, self.rng = game, players, state, data, number, rng
        self.containers = mutable_containers(state)
        self.accepted: list[tuple[int, str]] = []  # listed moves tried on the state, which must leave it unchanged

    def unchanged(self, after: str) -> None:
        assert self.game.to_json(self.state) == self.data, f"{self.game.id}: {after} changed the state"

    def nothing_shared(self, handed_out: Any, what: str) -> None:
        assert_nothing_shared(self.state, self.containers, handed_out, f"{self.game.id}: {what}")

    def accept(self, seat: int, move: str) -> None:
        try:
            self.game.apply(self.state, seat, move)
        except IllegalMove as exc:
            pytest.fail(f"{self.game.id}: listed move {move!r} of seat {seat} refused: {exc}")
        self.accepted.append((seat, move))

    def refused(self, attempts: list[tuple[int, str]]) -> None:
        """Each (seat, move) is refused with IllegalMove, and the state is as the step found it: neither they nor
        the listed moves accepted before (nor changing a view) changed it. One ``to_json`` checks them all."""
        for seat, move in attempts:
            self._refuse(self.state, seat, move)
        if self.game.to_json(self.state) == self.data:
            return
        # Which one was it? Try them again one by one on a copy rebuilt from the JSON.
        state = self.game.from_json(json.loads(json.dumps(self.data)))
        for seat, move in self.accepted:
            self.game.apply(state, seat, move)
            assert self.game.to_json(state) == self.data, f"{self.game.id}: applying {move!r} changed the state"
        for seat, move in attempts:
            self._refuse(state, seat, move)
            after = self.game.to_json(state)
            assert after == self.data, f"{self.game.id}: refusing {move[:60]!r} of seat {seat} changed the state"
        pytest.fail(f"{self.game.id}: changing a view changed the state")

    def _refuse(self, state: Any, seat: int, move: str) -> None:
        try:
            self.game.apply(state, seat, move)
        except IllegalMove:
            return
        pytest.fail(f"{self.game.id}: seat {seat} may play {move[:60]!r}")


def normalised(move: str) -> str:
    """A move as every notation reads it: letter case and extra white space forgiven."""
    return " ".join(move.lower().split())


def mangled(move: str, rng: random.Random) -> Iterator[str]:
    """Variants of a listed move that are not moves: one word or one number changed, text glued on."""
    words = move.split(" ")
    position = rng.randrange(len(words))
    for strange in STRANGE_WORDS:
        yield " ".join([*words[:position], strange, *words[position + 1 :]])
    yield move + "\x00"
    yield move + " " + "x" * 10_000
    yield move + "😀"
    for match in re.finditer(r"\d+", move):
        for number in STRANGE_NUMBERS:
            yield move[: match.start()] + number + move[match.end() :]


def check_serialisation(step: Step) -> None:
    """Pure JSON that round-trips exactly, and ``from_json`` keeps nothing of its input."""
    game, data = step.game, step.data
    assert isinstance(data, dict), f"{game.id}: to_json gives {type(data).__name__}, not an object"
    assert_pure_json(data)
    step.nothing_shared(data, "to_json")
    given = json.loads(json.dumps(data))
    restored = game.from_json(given)
    assert game.to_json(restored) == data, f"{game.id}: to_json does not round-trip"
    assert_nothing_shared(restored, mutable_containers(restored), given, f"{game.id}: from_json's input")


def check_views(step: Step) -> None:
    """A view is JSON and shares nothing with the state; at every other step, changing everything in it changes no
    view built afterwards (nor the state: ``Step.refused`` compares it). Views are big (a Troyes Dice view holds
    every sheet), so each step checks one: the spectator's at even steps, a random seat's at odd ones."""
    game, state = step.game, step.state
    seat = None if step.number % 2 == 0 else step.rng.randrange(step.players)
    view = game.view(state, seat)
    text = json.dumps(view)
    step.nothing_shared(view, f"view({seat})")
    if step.number % 4 < 2:
        mutate_everything(view)
        assert json.dumps(game.view(state, seat)) == text, f"{game.id}: changing view({seat}) changed a later view"


def check_result(step: Step) -> None:
    """No result while a seat is awaited; one, sharing nothing with the state, once nobody is."""
    game = step.game
    result = game.result(step.state)
    if game.awaiting(step.state):
        assert result is None, f"{game.id}: a result while seats are still awaited"
        return
    assert result is not None, f"{game.id}: nobody is awaited but there is no result"
    json.dumps(dict(result.detail))
    step.nothing_shared(result.detail, "result().detail")


def check_record(step: Step) -> PublicRecord:
    """The public record of the state: its stage as declared, the seats the table sees awaited (every seat awaited,
    and exactly those outside a claim window), a decision token, who is next (seats of the game, none awaited now,
    nobody once the game is over), a chapter that is JSON; and each seat's own status agrees with whom the game
    awaits (a seat told it has decided only in a secret decision). Returns the record."""
    game, state = step.game, step.state
    record = game.record(state)
    assert isinstance(record, PublicRecord) and record.move is None, f"{game.id}: record(state) tells of a move"
    assert record == game.record(game.from_json(json.loads(json.dumps(step.data)))), f"{game.id}: record not pure"
    awaiting = game.awaiting(state)
    seats = set(range(step.players))
    assert isinstance(record.awaited, frozenset) and record.awaited <= seats, f"{game.id}: record.awaited"
    assert awaiting <= record.awaited, f"{game.id}: a seat awaited that the table does not see awaited"
    if record.stage is not Stage.CLAIM:
        assert record.awaited == awaiting, f"{game.id}: only a claim window keeps secret whom it awaits"
    assert (record.stage is Stage.OVER) == (not awaiting), f"{game.id}: stage {record.stage} with {set(awaiting)}"
    assert isinstance(record.version, int), f"{game.id}: record.version"
    assert re.fullmatch(r"[a-z0-9]{1,16}", record.decision), f"{game.id}: decision key {record.decision!r}"
    following = record.next_up
    assert isinstance(following, frozenset), f"{game.id}: next_up must be a frozenset"
    assert following <= seats, f"{game.id}: next_up names a seat outside the game"
    assert not following & record.awaited, f"{game.id}: next_up names a seat awaited now"
    if not awaiting:
        assert not following, f"{game.id}: next_up names a seat in a game that is over"
    if record.chapter is not None:
        json.dumps(dict(record.chapter))
    for seat in seats:
        status = game.seat_status(state, seat)
        assert (status is SeatStatus.AWAITED) == (seat in awaiting), f"{game.id}: seat {seat}'s status {status}"
        if status is SeatStatus.DECIDED:
            assert record.stage.secret_moves, f"{game.id}: seat {seat} told it decided in an open decision"
    return record


def check_move_record(
    game: Game[Any], players: int, before: Any, record: PublicRecord, seat: int, move: str, after: Any,
    events: list[Event],
) -> None:
    """The record after a move is the record of the state it left, with what the table may know of the move: its
    text unless its stage keeps moves secret, its author secret exactly in a claim window, the secret moves it
    revealed (of seats of the game), a step only while the same seats stay awaited; the public version changes
    whenever the spectator view does while the game goes on, and a secret answer that leaves its claim window open
    changes nothing public."""
    told = game.record(after, Played(before, seat, move, tuple(events)))
    plain = game.record(after)
    assert dataclasses.replace(told, move=None) == plain, f"{game.id}: the record of a move is not of its state"
    public = told.move
    assert public is not None, f"{game.id}: no account of the move"
    assert public.answered is record.stage, f"{game.id}: answered {public.answered}, the stage was {record.stage}"
    assert public.text == (None if record.stage.secret_moves else move), f"{game.id}: public text {public.text!r}"
    assert public.anonymous == (record.stage is Stage.CLAIM), f"{game.id}: authorship of {move!r}"
    for shown in public.revealed:
        assert 0 <= shown.seat < players and isinstance(shown.move, str) and shown.move, f"{game.id}: {shown!r}"
    if public.step:
        assert public.text is not None and seat in record.awaited and record.awaited == plain.awaited
    # (The end takes the buttons off the board: its version need not move.)
    if plain.stage is not Stage.OVER and game.view(before, None) != game.view(after, None):
        assert plain.version != record.version, f"{game.id}: the board changed but not its public version"
    if record.stage is plain.stage is Stage.CLAIM and plain.decision == record.decision:
        assert plain == record and not public.revealed, f"{game.id}: a secret answer changed the public record"


def check_moves(step: Step) -> dict[int, list[str]]:
    """Every awaited seat has moves, all different, and its listed moves (a sample of them) are accepted, leaving
    the state as it was (``Step.refused`` compares it); no other seat has any. Returns the awaited seats' moves."""
    game, state = step.game, step.state
    awaited = game.awaiting(state)
    legal = {seat: game.legal_moves(state, seat) for seat in sorted(awaited)}
    for seat in range(-1, step.players + 1):
        if seat not in awaited:
            assert game.legal_moves(state, seat) == [], f"{game.id}: seat {seat} is not awaited but has moves"
    for seat, moves in legal.items():
        assert moves, f"{game.id}: seat {seat} is awaited but has no legal move"
        assert len(set(moves)) == len(moves), f"{game.id}: seat {seat} has a move listed twice"
        step.nothing_shared(moves, f"legal_moves({seat})")
        for move in moves if len(moves) <= MOVES_TRIED else step.rng.sample(moves, MOVES_TRIED):
            step.accept(seat, move)
    return legal


def check_junk(step: Step, legal: dict[int, list[str]], seat: int) -> None:
    """``seat`` (awaited) is refused junk and changed moves; seats not awaited are refused the awaited moves."""
    moves = legal[seat]
    listed = {normalised(move) for move in moves}
    junk = list(JUNK)
    for move in step.rng.sample(moves, min(MOVES_MANGLED, len(moves))):
        junk.extend(mangled(move, step.rng))
    attempts = [(seat, text) for text in junk if normalised(text) not in listed]
    awaited = sorted(legal)
    for other in [s for s in range(step.players) if s not in legal] + [-1, step.players]:
        attempts.append((other, step.rng.choice(legal[step.rng.choice(awaited)])))
    step.refused(attempts)


# The simulation ---------------------------------------------------------------------------------------------


def check_random_game(game: Game[Any], players: int, seed: int) -> int:
    """Plays one seeded random game to the end, checking the contract at every step, then replays it; returns
    the number of steps checked."""
    options = game.validate_options(game.default_options())
    rng = random.Random(f"{game.id}/{players}/{seed}")
    state = game.new(players, options, seed)
    log: list[tuple[int, str]] = []
    snapshots = [game.to_json(state)]
    history: list[list[Event]] = []
    while True:
        step = Step(game, players, state, snapshots[-1], len(log), rng)
        check_serialisation(step)
        check_views(step)
        check_result(step)
        record = check_record(step)
        legal = check_moves(step)
        if not legal:
            last = [move for _seat, move in log[-1:]]
            step.refused([(seat, move) for move in ("", "pass", *last) for seat in range(players)])
            break
        seat = rng.choice(sorted(legal))
        check_junk(step, legal, seat)
        move = rng.choice(legal[seat])
        version = game.version(state)
        before = state
        state, events = game.apply(state, seat, move)
        check_move_record(game, players, before, record, seat, move, state, events)
        assert game.version(state) == version + 1 == len(log) + 1, f"{game.id}: the version must count the moves"
        step.unchanged(f"playing {move!r}")
        after = mutable_containers(state)
        for event in events:
            json.dumps(dict(event.data))
            step.nothing_shared(event.data, f"the data of event {event.kind!r}")
            assert_nothing_shared(state, after, event.data, f"{game.id}: the data of event {event.kind!r}")
        log.append((seat, move))
        snapshots.append(game.to_json(state))
        history.append(events)
        assert len(log) < MOVES_PER_GAME, f"{game.id}: a random game did not end"

    replayed = game.new(players, options, seed)
    assert game.to_json(replayed) == snapshots[0], f"{game.id}: new() is not deterministic"
    for (seat, move), snapshot, events in zip(log, snapshots[1:], history, strict=True):
        replayed, replay_events = game.apply(replayed, seat, move)
        assert replay_events == events, f"{game.id}: replaying {move!r} gave other events"
        assert game.to_json(replayed) == snapshot, f"{game.id}: replaying {move!r} gave another state"
    return len(snapshots)


CASES = [
    pytest.param(game, players, id=f"{game.id}-{players}p")
    for game in games_under_test()
    for players in range(game.min_players, game.max_players + 1)
]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_random_games_keep_the_engine_contract(game: Game[Any], players: int) -> None:
    steps, seed = 0, 0
    while steps < STEPS_PER_CASE:
        steps += check_random_game(game, players, seed)
        seed += 1


def test_every_registered_game_is_checked() -> None:
    ids = {game.id for game in games_under_test()}
    assert {"copenhagen", "troyes_dice", "four_color_cards", "tiny_tricks"} <= ids


# Table options --------------------------------------------------------------------------------------------------


def values_outside(spec: OptionSpec) -> list[Any]:
    """Values the option must refuse: beside its choices (one of another type: ``1`` for ``True``), or past its
    range (and a number written as text, a yes-or-no, a fraction)."""
    if spec.choices:
        others = ["not one of the choices", 10**6, None, 1.5, [spec.choices[0]]]
        if any(isinstance(choice, bool) for choice in spec.choices):
            others += [0, 1, "yes"]
        return others
    return [spec.low - 1, spec.high + 1, str(spec.low), True, spec.low + 0.5, None]


@pytest.mark.parametrize("game", games_under_test(), ids=lambda game: game.id)
def test_declared_options_agree_with_validate_options(game: Game[Any]) -> None:
    defaults = game.default_options()
    assert len({spec.name for spec in game.OPTIONS}) == len(game.OPTIONS)
    assert game.validate_options({}) == defaults
    for spec in game.OPTIONS:
        assert spec.default == defaults[spec.name] and type(spec.default) is type(defaults[spec.name])
        assert spec.accepts(spec.default)
        values = list(spec.values())
        assert len(values) >= 2, spec  # an option with one value is nothing to choose
        for value in values:
            assert game.validate_options({spec.name: value}) == {**defaults, spec.name: value}, (spec.name, value)
        for value in values_outside(spec):
            with pytest.raises(BadOptions):
                game.validate_options({spec.name: value})
    with pytest.raises(BadOptions):
        game.validate_options({"an option no game has": True})


def test_the_three_games_declare_their_options_from_their_data() -> None:
    from games.four_color_cards import settings
    from games.troyes_dice import components

    games = {game.id: game for game in games_under_test()}
    assert games["copenhagen"].OPTIONS == ()
    assert [(spec.name, spec.choices) for spec in games["troyes_dice"].OPTIONS] == [
        ("column_order", components.COLUMN_ORDERS)
    ]
    declared = {spec.name: spec for spec in games["four_color_cards"].OPTIONS}
    assert list(declared) == [setting.name for setting in settings.SETTINGS if not setting.fixed]
    assert (declared["rounds"].low, declared["rounds"].high, declared["rounds"].default) == (1, 20, 3)
    # A fixed setting is not offered, and the engine refuses any value but its default.
    assert "concealed_kong" not in declared
    with pytest.raises(BadOptions):
        games["four_color_cards"].validate_options({"concealed_kong": True})
