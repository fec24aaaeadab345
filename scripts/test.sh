#!/usr/bin/env bash
# Sets up ./.venv with the test tools if needed, then runs the linters, the type checker, the documentation's strict
# build and the whole test suite.
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
echo "== docs"
# The documentation site (mkdocs.yml, docs/), built strictly: a broken link or anchor fails here. Not with --quiet,
# under which MkDocs counts no warning and so fails on none. Built into a scratch folder, which nothing keeps.
site="$(mktemp -d)"
if ! NO_MKDOCS_2_WARNING=1 "$venv/mkdocs" build --strict --site-dir "$site"; then
    rm -rf "$site"
    exit 1
fi
rm -rf "$site"
echo "== pytest"
exec "$venv/python" -m pytest "$@"
