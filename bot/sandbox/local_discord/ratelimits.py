"""Discord's rate limits as the fake applies them (discord-api-docs ``developers/topics/rate-limits.mdx``).

- **Global**: at most 50 requests a second per bot, interaction responses and follow-ups excepted (they are limited
  per interaction, not globally). Beyond it: 429 with ``"global": true`` and ``X-RateLimit-Global``.
- **Per route**: each bucket answers with ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``, ``-Reset-After`` and
  ``-Bucket``, so a client can pace itself; beyond it, 429 with ``retry_after`` and ``X-RateLimit-Scope: user``.
  Discord publishes no numbers for its buckets and says to read the headers; the one the bot meets is the
  message posting limit of a channel, commonly 5 messages per 5 seconds. The fake applies it where a test asks
  (``channel_posts``): the end-to-end tests let AI seats play without the production pause of 1.5 s, a pace
  Discord would hold to a board a second, which would only make the suite slow.

``retry_after`` is in seconds, a float, as Discord sends it.
"""

from __future__ import annotations

import re
import time
from collections import deque
from dataclasses import dataclass, field

GLOBAL_LIMIT = 50  # requests a second
GLOBAL_WINDOW = 1.0
CHANNEL_POSTS = 5  # messages a channel takes from the bot ...
CHANNEL_WINDOW = 5.0  # ... in this many seconds

_CHANNEL_POST = re.compile(r"^/channels/(\d+)/messages$")
_OUTSIDE_GLOBAL = ("/interactions/", "/webhooks/")


@dataclass
class Verdict:
    """What the limits say of one request: the headers its answer carries, and whether it is refused."""

    headers: dict[str, str] = field(default_factory=dict)
    retry_after: float | None = None  # refused: seconds to wait
    is_global: bool = False

    @property
    def refused(self) -> bool:
        return self.retry_after is not None


@dataclass
class RateLimits:
    """Sliding windows of the requests served: the bot's global window and each channel's posts."""

    global_limit: int = GLOBAL_LIMIT
    channel_posts: int | None = None  # a test that wants Discord's channel limit sets CHANNEL_POSTS
    channel_window: float = CHANNEL_WINDOW
    refused: int = 0
    exhausted: int = 0  # answers that told the client a bucket had nothing left (X-RateLimit-Remaining: 0)
    _global: deque[float] = field(default_factory=deque)
    _channels: dict[str, deque[float]] = field(default_factory=dict)

    def check(self, method: str, path: str, now: float) -> Verdict:
        """Counts a request at ``now`` (seconds) on ``path`` (after ``/api/v10``) unless it is refused."""
        if not path.startswith(_OUTSIDE_GLOBAL):
            _forget(self._global, now - GLOBAL_WINDOW)
            if len(self._global) >= self.global_limit:
                self.refused += 1
                return Verdict(retry_after=round(self._global[0] + GLOBAL_WINDOW - now, 3), is_global=True)
        post = _CHANNEL_POST.match(path) if method == "POST" and self.channel_posts else None
        verdict = Verdict()
        if post is not None:
            sent = self._channels.setdefault(post.group(1), deque())
            _forget(sent, now - self.channel_window)
            reset_after = round(sent[0] + self.channel_window - now, 3) if sent else self.channel_window
            assert self.channel_posts is not None
            if len(sent) >= self.channel_posts:
                self.refused += 1
                return Verdict(self._headers(post.group(1), 0, reset_after), retry_after=reset_after)
            sent.append(now)
            self.exhausted += len(sent) == self.channel_posts
            verdict.headers = self._headers(post.group(1), self.channel_posts - len(sent), reset_after)
        if not path.startswith(_OUTSIDE_GLOBAL):
            self._global.append(now)
        return verdict

    def _headers(self, channel: str, remaining: int, reset_after: float) -> dict[str, str]:
        return {
            "X-RateLimit-Limit": str(self.channel_posts or 0),
            "X-RateLimit-Remaining": str(remaining),
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",  # epoch seconds
            "X-RateLimit-Bucket": f"channel-messages-{channel}",
        }


def _forget(times: deque[float], before: float) -> None:
    while times and times[0] <= before:
        times.popleft()
