#!/usr/bin/env bash
# Sets up ./.venv if needed, then runs the tabletop-bot command in the checkout's folder, whose .env it reads
# (the environment wins over it). Arguments go to the command: none starts the bot, as `run` does;
# `bash scripts/start.sh backup FILE`, `restore FILE`, `invite` and `--help` work as `tabletop-bot ...` does,
# with relative paths taken from the checkout's folder.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/bootstrap.sh"
cd "$root"
exec "$root/.venv/bin/tabletop-bot" "$@"
