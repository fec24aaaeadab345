"""Posting to channels: ``publisher`` (the per-channel queues and how each post is placed), ``jobs`` (what can be
posted), ``texts`` (the words of a move's post), ``modes`` (a server's board mode), ``outbox`` (the catch-up of
boards a channel missed), ``answer`` (who answers a player's move: its post or a private reply), ``follow_up``
(the move's interaction as a way to post)."""

from bot.publisher.modes import BOARD_MODES, DEFAULT_BOARD_MODE, BoardMode
from bot.publisher.publisher import Publisher

__all__ = ["BOARD_MODES", "DEFAULT_BOARD_MODE", "BoardMode", "Publisher"]
