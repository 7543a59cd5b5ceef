#!/usr/bin/env bash
# `npm test`: preflight (typecheck, lint, migrations), unit and integration tests, UI build, then
# the browser tests against the real box. Ends with one summary line over both test runners.
set -euo pipefail
cd "$(dirname "$0")/.."

# Playwright runs Debian's Chromium, never a browser it downloads itself (DESIGN.md).
if [ ! -x /usr/bin/chromium ] || ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing Debian's chromium and fonts-noto-cjk"
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-noto-cjk
fi

npm run preflight

mkdir -p .tmp
vitest_report=.tmp/vitest-report.json
playwright_report=.tmp/playwright-report.json
rm -f "$vitest_report" "$playwright_report"

# Both runners run even when the first fails, so the summary counts everything.
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$vitest_report" || status=$?

npm run build:ui

PLAYWRIGHT_JSON_OUTPUT_FILE="$playwright_report" \
  npx playwright test --config ui/playwright.config.ts --reporter=list,json || status=$?

npx tsx scripts/test-summary.ts "$vitest_report" "$playwright_report"
exit "$status"
