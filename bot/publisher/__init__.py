"""Posting to channels, and answering the player's move. ``publisher`` is the facade the bot calls; each module
says in its docstring what it owns and what not:

- ``outbox``: the channel's ordered outbox (a worker per channel, commit order, skips after a failure) and the
  catch-up of boards a channel missed;
- ``telling``: how a job is told to the table (a move's post, the board, edit mode's pings, the thread summary's
  hand-off), with ``texts`` (the words of a move's post) and ``modes`` (a server's board mode);
- ``answer``: who answers a player's move (its post or a private reply) and when follow-ups may go; ``routes``:
  which way each message goes (the interaction's answer, a follow-up, the channel), with ``follow_up`` (the move's
  interaction as a way to post);
- ``refusals``: a post refused for lack of a permission; ``jobs``: what can be posted; ``context``: the wiring
  the parts share.
"""

from bot.publisher.modes import BOARD_MODES, DEFAULT_BOARD_MODE, BoardMode
from bot.publisher.publisher import Publisher

__all__ = ["BOARD_MODES", "DEFAULT_BOARD_MODE", "BoardMode", "Publisher"]
