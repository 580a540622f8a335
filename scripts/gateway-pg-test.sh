#!/usr/bin/env bash
# Runs the gateway tests once against a real, throwaway PostgreSQL server (scripts/with-throwaway-pg.sh):
# `vitest tests/gateway`, or the test files given as arguments.
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-throwaway-pg.sh npx vitest run --config vitest.config.ts "${@:-tests/gateway}"
