"""``python -m bot``: the ``tabletop-bot`` command (``bot.cli``), for a checkout that was not installed."""

import sys

from bot.cli import main

if __name__ == "__main__":
    sys.exit(main(prog="python -m bot"))
