"""Animated pictures of a game: one frame per public board, encoded as an animated WebP or a GIF within a size limit.

Frames are the game's public pictures as the board posts carry them (``render.registry.public_png``), drawn from
spectator views only: the same drawing and colour reduction, kept as palette images (one byte a pixel) without the
PNG's deflating. Boards of one game can differ in height (a Four Color Cards table grows with its melds), so every
frame is laid on a canvas of the largest size, the space below a smaller board filled with the colour its bottom
edge has.

Discord animates a WebP attachment, and a lossless WebP keeps every letter as crisp as the board post; a GIF is the
fallback when Pillow cannot write WebP, with one palette for every frame (quantised from a sample of them) so that a
colour never flickers from one frame to the next. When a file comes out over the limit, the encoder tries again
lossy, then smaller: the ladder of ``WEBP_LADDER`` and ``GIF_LADDER``.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, features

from games.contract import JSON
from render.common import palette_image
from render.registry import public_picture, renderer_for
from render.words import Words

# How long each board stays on screen, and the final board (the standings) before the animation starts over.
BOARD_MS = 1000
FINAL_MS = 5000
# At most this many frames are sampled to choose a GIF's palette: enough to meet every colour of the boards.
PALETTE_SAMPLE = 16
# Keyframes only help seeking, which a chat's animated picture never does; leaving them out saves time and bytes.
NO_KEYFRAMES = {"kmin": 2**30 - 1, "kmax": 2**30}


@dataclass(frozen=True)
class Encoding:
    """One way to write the animation: a format, a scale of the boards, and lossless or lossy at a quality."""

    format: str  # "webp" or "gif"
    scale: float = 1.0
    lossless: bool = True
    quality: int = 80


# Tried in order until the file fits: full size and lossless first.
WEBP_LADDER = (
    Encoding("webp"),
    Encoding("webp", lossless=False, quality=85),
    Encoding("webp", 0.75, lossless=False, quality=80),
    Encoding("webp", 0.5, lossless=False, quality=75),
)
GIF_LADDER = (Encoding("gif"), Encoding("gif", 0.75), Encoding("gif", 0.5))


@dataclass(frozen=True)
class Animation:
    """An encoded animation and how it was made."""

    data: bytes
    encoding: Encoding
    frames: int
    size: tuple[int, int]  # width and height of each frame, in pixels

    @property
    def filename(self) -> str:
        return f"replay.{self.encoding.format}"


class TooLarge(Exception):
    """No encoding of the ladder fits the limit; ``smallest`` is the size in bytes of the smallest attempt."""

    def __init__(self, limit: int, smallest: int) -> None:
        # The arguments as they are: a worker process hands the exception back pickled, rebuilt from its args.
        super().__init__(limit, smallest)
        self.limit = limit
        self.smallest = smallest

    def __str__(self) -> str:
        return f"the smallest encoding takes {self.smallest} bytes, over the limit of {self.limit}"


def board_frames(
    game_id: str, moments: Sequence[tuple[JSON, bool]], names: Sequence[str], words: Words | None = None
) -> list[Image.Image]:
    """The public picture of each (spectator view, final) moment, pixel for pixel the board post: drawn by the same
    renderer and reduced to the same 256 colours as ``public_png`` (which also makes the frames compress well), as
    palette images (mode P)."""
    palette = renderer_for(game_id).PALETTE
    return [palette_image(public_picture(game_id, view, names, words, final=final), palette) for view, final in moments]


def durations(frames: int) -> list[int]:
    """Milliseconds on screen for each of ``frames`` boards: a short pause on each, a long one on the last."""
    return [BOARD_MS] * (frames - 1) + [FINAL_MS] if frames else []


def common_canvas(frames: Sequence[Image.Image]) -> list[Image.Image]:
    """The frames on canvases of one size (the largest), each board at the top left; a frame that already has that
    size is laid as it is, and a smaller one keeps its mode (a palette frame its palette)."""
    width = max(frame.width for frame in frames)
    height = max(frame.height for frame in frames)
    laid = []
    for frame in frames:
        if frame.size == (width, height):
            laid.append(frame)
            continue
        # The bottom edge's colour: an index of the frame's own palette for a palette frame, a colour otherwise.
        edge = frame.getpixel((0, frame.height - 1))
        canvas = Image.new(frame.mode, (width, height), edge)
        if frame.mode == "P":
            canvas.putpalette(frame.getpalette() or [])
        canvas.paste(frame, (0, 0))
        laid.append(canvas)
    return laid


def can_write_webp() -> bool:
    return bool(features.check("webp"))


def animate(
    frames: Sequence[Image.Image], durations_ms: Sequence[int], limit: int, formats: Sequence[str] | None = None
) -> Animation:
    """The frames as one animation of at most ``limit`` bytes: WebP when Pillow can write it, else GIF (or the
    ``formats`` given, in order of preference), each tried down its ladder. ``TooLarge`` if nothing fits."""
    if not frames:
        raise ValueError("an animation needs at least one frame")
    laid = common_canvas(frames)
    chosen = formats if formats is not None else (("webp",) if can_write_webp() else ("gif",))
    ladder = [step for name in chosen for step in (WEBP_LADDER if name == "webp" else GIF_LADDER)]
    smallest = 0
    for encoding in ladder:
        scaled = _scaled(laid, encoding.scale)
        data = _encode(scaled, durations_ms, encoding)
        if len(data) <= limit:
            return Animation(data, encoding, len(frames), scaled[0].size)
        smallest = len(data) if not smallest else min(smallest, len(data))
    raise TooLarge(limit, smallest)


def _scaled(frames: Sequence[Image.Image], scale: float) -> list[Image.Image]:
    if scale == 1.0:
        return list(frames)
    width, height = frames[0].size
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    # Pillow resizes a palette image by its nearest pixel whatever filter is asked: its colours come first.
    return [_rgb(frame).resize(size, Image.Resampling.LANCZOS) for frame in frames]


def _rgb(frame: Image.Image) -> Image.Image:
    return frame if frame.mode == "RGB" else frame.convert("RGB")


def _encode(frames: Sequence[Image.Image], durations_ms: Sequence[int], encoding: Encoding) -> bytes:
    out = io.BytesIO()
    timing = {"save_all": True, "duration": list(durations_ms), "loop": 0}
    if encoding.format == "webp":
        first, *rest = frames
        # method 0 is libwebp's fastest effort: a long game's frames encode in about a second.
        first.save(
            out,
            "WEBP",
            append_images=rest,
            lossless=encoding.lossless,
            quality=encoding.quality,
            method=0,
            **timing,
            **NO_KEYFRAMES,
        )
    elif encoding.format == "gif":
        first, *rest = shared_palette(frames)
        # Naming the palette makes it the file's global table; else Pillow gives each later frame a local copy.
        first.save(out, "GIF", append_images=rest, palette=first.getpalette(), optimize=False, disposal=1, **timing)
    else:
        raise ValueError(f"no encoder for {encoding.format!r}")
    return out.getvalue()


def shared_palette(frames: Sequence[Image.Image]) -> list[Image.Image]:
    """The frames in one palette of at most 256 colours, chosen from a sample of them, without dithering (dots would
    blur letters and shimmer from frame to frame)."""
    step = max(1, len(frames) // PALETTE_SAMPLE)
    sample = frames[::step][:PALETTE_SAMPLE]
    width, height = frames[0].size
    sheet = Image.new("RGB", (width, height * len(sample)))
    for index, frame in enumerate(sample):
        sheet.paste(_rgb(frame), (0, height * index))
    palette = sheet.quantize(256, method=Image.Quantize.MEDIANCUT)
    # Only an RGB picture takes another palette: a palette frame's colours are read one frame at a time.
    return [_rgb(frame).quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
