"""What the typography tests set aside before they read a catalog text as prose: code spans (notation a player
types), Discord markup (mentions, channels, timestamps, custom emoji), links and the catalogs' placeholders."""

from __future__ import annotations

import re

CODE_SPAN = re.compile(r"`[^`]*`")
MARKUP = re.compile(r"<[^<>\s]+>")
URL = re.compile(r"https?://\S+")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
