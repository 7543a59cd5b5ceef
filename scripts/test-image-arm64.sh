#!/usr/bin/env bash
# `npm run test:image:arm64`: the Raspberry Pi (arm64) image built, written to a card file and
# booted under qemu-system-aarch64 (appliance/test/image-arm64/): setup, orders, a power cut, an
# upgrade and a rollback. Not in `npm test`: minutes of emulated CPU on top of the x64 image's.
# Extra arguments go to vitest.
set -euo pipefail
cd "$(dirname "$0")/.."
# The test skips itself without root; asked for by name, that would pass without proving anything.
[ "$(id -u)" -eq 0 ] || { echo "test:image:arm64 runs as root (the image build: mmdebstrap, file ownership)" >&2; exit 1; }

# Debian's packages it needs, installed when missing (as scripts/test.sh does): the image tools,
# qemu-user and arch-test to run the Pi's packages on this machine, qemu-system-aarch64 to boot it.
packages=(mmdebstrap e2fsprogs dosfstools mtools fdisk qemu-utils zstd qemu-system-arm)
[ "$(uname -m)" = aarch64 ] || packages+=(qemu-user-static arch-test)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian's ${missing[*]}"
  apt-get update
  env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

started=$(date +%s)
SMA_ORDER_TEST_ARM64=1 npx vitest run --project image-arm64 "$@"
echo "arm64 image test: $(($(date +%s) - started)) s"
