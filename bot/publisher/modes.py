"""A server's board mode: a new board message every turn ("new", the default), or one board message edited in
place plus a short ping for whose turn it is ("edit")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, get_args

BoardMode = Literal["new", "edit"]
BOARD_MODES: tuple[BoardMode, ...] = get_args(BoardMode)
DEFAULT_BOARD_MODE: BoardMode = "new"


def mode_of(settings: Mapping[str, Any]) -> BoardMode:
    """The board mode a server's settings choose (the default when unset or unknown)."""
    return "edit" if settings.get("board_mode") == "edit" else DEFAULT_BOARD_MODE
