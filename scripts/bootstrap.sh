#!/usr/bin/env bash
# Creates ./.venv with the project and its dependencies, and reinstalls only when pyproject.toml changed.
# Sourced by scripts/start.sh and scripts/test.sh so that a fresh clone needs no manual step.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
extra="${1:-}"
python="${PYTHON:-python3}"
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "Python 3.11 or newer is needed (found: $("$python" --version 2>&1)). Set PYTHON=/path/to/python3.11." >&2
    exit 1
fi
venv="$root/.venv"
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
stamp="$venv/.installed-$extra"
want="$(cat "$root/pyproject.toml" | "$python" -c 'import hashlib,sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())')"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
    spec="$root"
    [ -n "$extra" ] && spec="$root[$extra]"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -e "$spec"
    echo "$want" > "$stamp"
fi
