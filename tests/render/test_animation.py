"""The replay's animation: its frames are the board pictures the channel was posted, pixel for pixel; a hand nobody
else sees changes nothing in it; it fits the upload limit, lossy or smaller only when lossless does not fit."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import GifImagePlugin, Image, ImageChops, ImageSequence, ImageStat

from bot.cogs.replays import MAX_BYTES
from bot.replays.drawing import draw_replay
from bot.replays.moments import as_drawn, board_moments
from games.contract import JSON
from render.animation import BOARD_MS, FINAL_MS, TooLarge, animate, board_frames, durations
from render.registry import public_png
from tests.support.played import Played, play

UNLIMITED = 1 << 40


def decoded(data: bytes) -> tuple[list[Image.Image], list[int], Image.Image]:
    animation = Image.open(io.BytesIO(data))
    frames, shown_ms = [], []
    for frame in ImageSequence.Iterator(animation):
        frames.append(frame.convert("RGB"))
        shown_ms.append(int(frame.info["duration"]))
    return frames, shown_ms, animation


def moments_of(played: Played) -> list[tuple[JSON, bool]]:
    return as_drawn(board_moments(played.engine, played.record, played.moves, finished=True))


def test_each_frame_is_the_posted_board_picture_of_its_version() -> None:
    # Four Color Cards: its table grows and shrinks with the melds, so frames are of several heights.
    played = play("four_color_cards", 3, 71, {"rounds": 1})
    moments = moments_of(played)
    animation = draw_replay(played.engine.id, moments, played.record.names, "en", UNLIMITED)
    assert animation.encoding.format == "webp" and animation.encoding.lossless
    frames, shown_ms, _ = decoded(animation.data)
    assert len(frames) == len(moments) == animation.frames
    heights = set()
    for index, ((view, final), frame) in enumerate(zip(moments, frames, strict=True)):
        png = public_png(played.engine.id, view, played.record.names, final=final)
        posted = Image.open(io.BytesIO(png)).convert("RGB")
        heights.add(posted.height)
        assert frame.size == animation.size
        board = frame.crop((0, 0, posted.width, posted.height))
        assert ImageChops.difference(board, posted).getbbox() is None, f"frame {index} differs from its board"
        if posted.height < frame.height:  # below a shorter board, its bottom edge's colour
            edge = posted.getpixel((0, posted.height - 1))
            below = frame.crop((0, posted.height, frame.width, frame.height))
            assert below.getcolors() == [(below.width * below.height, edge)]
    assert len(heights) > 1, "every board of this game had one height: the canvas was not exercised"
    assert shown_ms == [BOARD_MS] * (len(frames) - 1) + [FINAL_MS]


def swapped_hand(played: Played, version: int) -> Any:
    """The state at ``version`` with a card of seat 1's hand swapped for one in the face-down stock."""
    engine = played.engine
    data = engine.to_json(played.states[version])
    hand, stock = data["hands"][1], data["stock"]
    hand[0], stock[0] = stock[0], hand[0]
    hand.sort()
    return engine.from_json(data)


def test_two_states_that_differ_only_in_a_hidden_hand_give_the_same_animation() -> None:
    played = play("four_color_cards", 3, 71, {"rounds": 1})
    engine, version = played.engine, 20
    state, other = played.states[version], swapped_hand(played, version)
    assert engine.view(state, 1) != engine.view(other, 1), "the hands should differ"
    drawn = [
        draw_replay(engine.id, [(engine.view(one, None), False)], played.record.names, "en", UNLIMITED).data
        for one in (state, other)
    ]
    assert drawn[0] == drawn[1]


def tiny_frames() -> list[Image.Image]:
    played = play("tiny_tricks", 4, 72)
    return board_frames("tiny_tricks", moments_of(played), played.record.names)


def test_over_the_limit_the_animation_goes_lossy_then_smaller_and_never_over() -> None:
    frames = tiny_frames()
    lossless = animate(frames, durations(len(frames)), UNLIMITED)
    assert lossless.encoding.lossless and lossless.encoding.scale == 1.0
    squeezed = animate(frames, durations(len(frames)), len(lossless.data) - 1)
    assert len(squeezed.data) < len(lossless.data) and not squeezed.encoding.lossless
    assert len(decoded(squeezed.data)[0]) == len(frames)
    with pytest.raises(TooLarge) as refused:
        animate(frames, durations(len(frames)), 500)
    assert refused.value.smallest > 500


def test_the_gif_fallback_shares_one_palette_across_its_frames(monkeypatch: pytest.MonkeyPatch) -> None:
    frames = tiny_frames()
    gif = animate(frames, durations(len(frames)), UNLIMITED, formats=("gif",))
    assert gif.filename == "replay.gif" and gif.data.startswith(b"GIF89a")
    # Pillow keeps a GIF's frames in palette mode as long as each has the first frame's palette.
    monkeypatch.setattr(
        GifImagePlugin, "LOADING_STRATEGY", GifImagePlugin.LoadingStrategy.RGB_AFTER_DIFFERENT_PALETTE_ONLY
    )
    animation = Image.open(io.BytesIO(gif.data))
    modes = [frame.mode for frame in ImageSequence.Iterator(animation)]
    assert modes == ["P"] * len(frames)
    decoded_frames, shown_ms, _ = decoded(gif.data)
    assert shown_ms[-1] == FINAL_MS
    # 256 colours for every board at once: each frame stays close to its board.
    for frame, board in zip(decoded_frames, frames, strict=True):
        error = ImageStat.Stat(ImageChops.difference(frame, board.convert("RGB"))).mean  # boards are palette images
        assert max(error) < 2.0, error


def test_a_long_four_player_copenhagen_game_fits_the_upload_limit_at_full_size() -> None:
    played = play("copenhagen", 4, 73)
    moments = moments_of(played)
    assert len(moments) > 40
    animation = draw_replay("copenhagen", moments, played.record.names, "en", MAX_BYTES)
    assert len(animation.data) <= MAX_BYTES and animation.encoding.scale == 1.0
