#!/usr/bin/env bash
# Sets up ./.venv with the test tools if needed, then runs the linters, the type checker and the whole test suite.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/bootstrap.sh" test
cd "$root"
venv="$root/.venv/bin"
echo "== ruff"
"$venv/ruff" check bot games render tests bench
echo "== import layers"
"$venv/lint-imports"
echo "== mypy"
"$venv/mypy"
echo "== pytest"
exec "$venv/python" -m pytest "$@"
