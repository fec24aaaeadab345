"""A server's board mode: a new board message every turn ("new", the default), or one board message edited in
place plus a short ping for whose turn it is ("edit")."""

from __future__ import annotations

from typing import Literal, get_args

from bot.store import Store

BoardMode = Literal["new", "edit"]
BOARD_MODES: tuple[BoardMode, ...] = get_args(BoardMode)
DEFAULT_BOARD_MODE: BoardMode = "new"


async def board_mode(store: Store, guild_id: int | None) -> BoardMode:
    if guild_id is None:
        return DEFAULT_BOARD_MODE
    mode = (await store.guild_settings(guild_id)).get("board_mode", DEFAULT_BOARD_MODE)
    return "edit" if mode == "edit" else DEFAULT_BOARD_MODE
