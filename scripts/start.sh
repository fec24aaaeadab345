#!/usr/bin/env bash
# Sets up ./.venv if needed, then starts the bot (configuration from the environment or .env).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/bootstrap.sh"
cd "$root"
exec "$root/.venv/bin/python" -m bot "$@"
