"""``python -m bot``: read the settings, then run the bot until stopped."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
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
        # A supervisor stops the bot with SIGTERM: close as on Ctrl+C, so queued posts get their moment to go
        # out and the database is closed cleanly (what is still unposted stays due for the next start).
        closing: list[asyncio.Task[None]] = []  # a reference, so the task is not collected before it ends

        def stop() -> None:
            logging.getLogger(__name__).info("stopping on SIGTERM")
            closing.append(asyncio.create_task(bot.close()))

        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows' event loop
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop)
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
