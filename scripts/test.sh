#!/usr/bin/env bash
# `npm test`: preflight (typecheck, lint, migrations), unit and integration tests, UI build, then
# the browser tests against the real box. Ends with the time of each stage and one summary line
# over both test runners.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

# Each stage's wall time and CPU time (user + system of its finished processes, read from the
# shell's `times`): on a shared machine the wall time says little on its own.
stages=()
times_file=.tmp/test-times
# Sets $cpu to the CPU seconds of the shell's finished children so far. `times` must run in this
# shell, never in a $(...) subshell, which has children of its own.
read_cpu() {
  times >"$times_file"
  cpu=$(awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%.0f", n }' "$times_file")
}
read_cpu
run_started=$(date +%s)
run_cpu=$cpu
stage_start() {
  read_cpu
  stage_started=$(date +%s)
  stage_cpu=$cpu
}
stage_end() {
  read_cpu
  stages+=("$1 $(($(date +%s) - stage_started))s (cpu $((cpu - stage_cpu))s)")
}
# Installing (Debian's packages, the image test's fixtures) is timed apart from the suite.
mark_suite_start() {
  read_cpu
  suite_started=$(date +%s)
  suite_cpu=$cpu
}
print_stages() {
  read_cpu
  echo "Stages: $(printf '%s, ' "${stages[@]}")total $(($(date +%s) - run_started))s (cpu $((cpu - run_cpu))s);" \
    "the suite without installing: $(($(date +%s) - suite_started))s (cpu $((cpu - suite_cpu))s)"
}

# Debian's packages the tests need, installed when missing (the machine has no other source):
# Chromium and its headless shell for Playwright (never a browser it downloads itself, DESIGN.md),
# Japanese fonts; dnsmasq, curl and iproute2 for the guests' network in namespaces; PostgreSQL's
# server for the chain's headquarters (the tests run initdb and the postmaster themselves); mmdebstrap,
# podman and runc for the container image; mmdebstrap, the filesystem
# tools, systemd-boot, OVMF and qemu for the disk image booted under emulation.
packages=(chromium faketime chromium-headless-shell fonts-noto-cjk dnsmasq-base curl iproute2 postgresql mmdebstrap podman runc e2fsprogs dosfstools mtools fdisk
  systemd-boot-efi ovmf qemu-system-x86 qemu-utils zstd)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  stage_start
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing Debian's ${missing[*]}"
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  stage_end packages
fi

# The image test's fixtures that never change with the code under test (the x64 image's Debian
# root file system, the previous release's binary): made once per user in ~/.cache/sma-order, as
# part of installing, so every later run (any clone) finds them. The image test makes any that are
# still missing itself.
stage_start
npx tsx scripts/test-fixtures.ts || echo "image test fixtures failed: the image test will try again" >&2
stage_end fixtures

vitest_report=.tmp/vitest-report.json
image_report=.tmp/vitest-image-report.json
image_log=.tmp/image-tests.log
playwright_report=.tmp/playwright-report.json
rm -f "$vitest_report" "$image_report" "$playwright_report"

# The disk image build and its boots under qemu take minutes of emulated CPU: they run in the
# background from the start. With fewer than 4 CPUs the browser tests wait for them: on the 2-core
# machine (two hyperthreads) qemu and the browsers slowed each other so much that side by side took
# 975 s, one after the other 997 s; beside preflight and vitest only, the image tests are done by
# the time vitest is.
mark_suite_start
image_started=$(date +%s)
npx vitest run --project image --passWithNoTests --reporter=default --reporter=json --outputFile.json="$image_report" \
  >"$image_log" 2>&1 &
image_pid=$!
image_status=0
# Decided once: wait for the image tests before the browser tests (fewer than 4 CPUs) or at the end.
images_before_browsers=0
if [ "$(nproc)" -lt 4 ]; then images_before_browsers=1; fi
wait_for_image_tests() {
  wait "$image_pid" || image_status=$?
  echo "--- image tests (in the background since the start; log: $image_log)"
  cat "$image_log"
  stages+=("image $(($(date +%s) - image_started))s (in the background)")
}

# Every runner runs even when another fails, so the summary counts everything. Preflight and
# vitest run niced beside the image tests: qemu, one thread, then gets a CPU of its own and ends
# about when they do (not niced, the image tests ended 113 s after vitest on 2 cores, with the
# browser tests waiting and one CPU idle).
status=0
stage_start
nice -n 5 npm run preflight || status=$?
stage_end preflight

stage_start
nice -n 5 npx vitest run --project appliance --project ui --reporter=default --reporter=json --outputFile.json="$vitest_report" || status=$?
stage_end vitest

stage_start
npm run build:ui
stage_end build

if [ "$images_before_browsers" -eq 1 ]; then wait_for_image_tests; fi

stage_start
PLAYWRIGHT_JSON_OUTPUT_FILE="$playwright_report" \
  npx playwright test --config ui/playwright.config.ts --reporter=list,json || status=$?
stage_end playwright

if [ "$images_before_browsers" -eq 0 ]; then wait_for_image_tests; fi
if [ "$image_status" -ne 0 ]; then status=$image_status; fi

print_stages
npx tsx scripts/test-summary.ts "$playwright_report" "$vitest_report" "$image_report"
exit "$status"
