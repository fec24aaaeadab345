"""``python -m bot``: read the settings, then run the bot until stopped."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys

from dotenv import load_dotenv

from bot.config import ConfigError, Settings, load_settings


class _HideToken(logging.Filter):
    """Belt and braces: a log line that somehow carries the token has it replaced."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if self.token in message:
            record.msg = message.replace(self.token, "<token hidden>")
            record.args = ()
        return True


def _configure_logging(settings: Settings) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    handler.addFilter(_HideToken(settings.token))
    logging.basicConfig(level=settings.log_level, handlers=[handler])


async def _run(settings: Settings) -> None:
    from bot.app import GameBot  # imported late so a bad configuration is reported before discord loads

    async with GameBot(settings) as bot:
        await bot.start(settings.token)


def main() -> int:
    load_dotenv(override=False)  # real environment variables win over .env
    try:
        settings = load_settings()
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    _configure_logging(settings)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(_run(settings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
