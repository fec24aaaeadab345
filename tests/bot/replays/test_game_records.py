"""A finished game's exported record (``/game export``) plays back, through ``games.replay``, to the state the store
kept and the standings the channel was told, for every game; ``python -m games.replay FILE`` says so."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.ai_seats import Level, ai_user
from bot.pace.model import GamePace
from bot.pace.settings import PaceSettings
from bot.records import SeatPaceRecord
from bot.replays.export import record_of
from games.replay import BadRecord, main, rebuild
from tests.support.played import Played, play

EVERY_GAME = [("copenhagen", 4, 11), ("troyes_dice", 3, 12), ("four_color_cards", 4, 13), ("tiny_tricks", 3, 14)]


def exported(played: Played, pace: GamePace | None = None, locale: str | None = None) -> dict[str, object]:
    """The record as a player downloads it: written to JSON text and read back."""
    live = played.live(pace)
    return json.loads(json.dumps(record_of(live, played.moves, locale), ensure_ascii=False))


@pytest.mark.parametrize(("game_id", "players", "seed"), EVERY_GAME)
def test_export_then_replay_gives_the_stored_final_state_and_the_result(game_id: str, players: int, seed: int) -> None:
    played = play(game_id, players, seed)
    rebuilt = rebuild(exported(played))
    assert rebuilt.engine.to_json(rebuilt.state) == played.record.state
    result = played.live().result()
    assert result is not None and rebuilt.result is not None
    assert (rebuilt.result.places, rebuilt.result.scores) == (result.places, result.scores)
    assert rebuilt.matches


def test_the_record_holds_options_seed_names_and_every_move_with_its_seat_and_time() -> None:
    played = play("four_color_cards", 3, 21, {"rounds": 1})
    record = exported(played)
    assert record["game"] == "four_color_cards" and record["seed"] == 21 and record["number"] == played.record.id
    assert record["options"] == played.record.options and record["options"]["rounds"] == 1
    assert record["seats"] == [{"seat": 0, "name": "Alice", "ai": None}, {"seat": 1, "name": "Bob", "ai": None},
                               {"seat": 2, "name": "Chen Jing 陈静", "ai": None}]  # fmt: skip
    moves = record["moves"]
    assert isinstance(moves, list) and len(moves) == len(played.moves)
    assert moves[0] == {"version": 1, "seat": 0, "move": played.moves[0].move, "at": "2026-01-01T00:00:00.000+00:00"}
    assert moves[1]["at"] == "2026-01-01T00:00:30.000+00:00"


def test_ai_seats_are_named_in_the_askers_language_with_their_level() -> None:
    seats = (100, ai_user(Level.STRONG, 1))
    record = exported(play("tiny_tricks", 2, 5, seats=seats), locale="fr")
    entries = record["seats"]
    assert isinstance(entries, list)
    assert entries[1]["ai"] == "strong" and "fort" in entries[1]["name"] and entries[0]["ai"] is None


def test_a_game_ended_by_resignations_plays_back_to_the_same_standings() -> None:
    # Two of three players resign mid-game: the game ends at once, the one who stayed wins.
    played = play("copenhagen", 3, 31, stop_after=25)
    played = replace(played, record=replace(played.record, status="finished"))
    pace = GamePace.fresh(PaceSettings(), 3)
    for seat in (0, 2):
        pace = pace.with_seat(SeatPaceRecord(seat, resigned=True))
    record = exported(played, pace)
    assert record["resigned"] == [0, 2] and record["result"] == {"places": [2, 1, 2], "scores": [0, 0, 0]}
    rebuilt = rebuild(record)
    assert rebuilt.matches and rebuilt.engine.to_json(rebuilt.state) == played.record.state


def test_a_game_in_progress_has_no_record() -> None:
    with pytest.raises(ValueError, match="not finished"):
        record_of(play("tiny_tricks", 2, 6, stop_after=3).live(), [], None)


def test_a_record_whose_move_was_changed_is_refused_by_name() -> None:
    record = exported(play("tiny_tricks", 2, 7))
    moves = record["moves"]
    assert isinstance(moves, list)
    moves[3]["move"] = "play 99"
    with pytest.raises(BadRecord, match="not legal"):
        rebuild(record)
    with pytest.raises(BadRecord, match="not a game record"):
        rebuild({"game": "tiny_tricks"})


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        (lambda record: record["moves"].__setitem__(0, "play 1"), "not an object"),
        (lambda record: record["moves"][0].__setitem__("seat", 7), "names seat 7"),
        (lambda record: record["moves"][0].__setitem__("seat", "0"), "not a int"),
        (lambda record: record.__setitem__("resigned", ["x"]), "'resigned' is missing or not a int"),
        (lambda record: record.__setitem__("resigned", [-1]), "names seat -1"),
    ],
)
def test_a_hand_edited_record_is_refused_with_what_is_wrong(damage: Any, says: str) -> None:
    """A record edited by hand gets one line saying what is wrong, never a traceback."""
    record = exported(play("tiny_tricks", 2, 7))
    damage(record)
    with pytest.raises(BadRecord, match=says):
        rebuild(record)


def test_the_command_line_prints_the_standings_and_whether_they_are_the_recorded_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    played = play("troyes_dice", 2, 41)
    record = exported(played)
    good = tmp_path / "game.json"
    good.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert main([str(good)]) == 0
    out = capsys.readouterr().out
    result = played.live().result()
    assert result is not None
    winner = played.record.names[result.places.index(1)]
    assert f"1. {winner}: {max(result.scores)}" in out and "is the result the record gives" in out

    record["result"] = {"places": [1, 1], "scores": [0, 0]}
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(record), encoding="utf-8")
    assert main([str(tampered)]) == 1
    assert "NOT the result" in capsys.readouterr().out

    garbage = tmp_path / "garbage.json"
    garbage.write_text("[1, 2", encoding="utf-8")
    assert main([str(garbage)]) == 2
    assert str(garbage) in capsys.readouterr().err


def test_python_dash_m_games_replay_runs_on_its_own(tmp_path: Path) -> None:
    """The module runs as a script in a fresh interpreter, registering the games itself."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(exported(play("copenhagen", 2, 51))), encoding="utf-8")
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "-m", "games.replay", str(path)], cwd=root, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Copenhagen:") and "is the result the record gives" in done.stdout
