"""Catalog: zh_CN. Ids as in bot.i18n.en; a missing id falls back to English."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {}
