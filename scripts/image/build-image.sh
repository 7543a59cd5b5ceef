#!/usr/bin/env bash
# npm run build:image -- [--arch x64|arm64] [--ssh-key FILE] [--release-key FILE] [--no-compress]
# Builds the disk image a vendor flashes: dist/sma-order-<version>-<arch>.img, its .img.zst and
# dist/sma-order-<version>-<arch>.sha256 (sha256sum lines for both). As root, without Docker, loop
# devices or mounts: mmdebstrap (unshare mode) makes a Debian bookworm rootfs (cached under
# .tmp/image/), the box goes in by systemd/install.sh --root, and the partitions are written into
# the image file by sfdisk, mkfs.fat --offset + mtools and mke2fs -d -E offset=.
#   --arch ARCH          x64 (UEFI, systemd-boot; default); arm64 (Raspberry Pi 4: MBR, raspi-firmware)
#   --ssh-key FILE       enable SSH for root with this public key only (no passwords)
#   --release-key FILE   the vendor's ed25519 public key for signed releases (systemd/install.sh)
#   --binary FILE        the box binary (default: built by scripts/build-binary.ts)
#   --no-compress        skip the .img.zst (tests)
#   --dist DIR           write the image files there instead of dist/
#   --rootfs-only        build (or find cached) the Debian root file system and stop: it can be made
#                        while the box binary builds
set -euo pipefail

image_dir="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$image_dir/../.." && pwd)"
out="$repo/.tmp/image"
# The Debian root file system depends only on its package list and these scripts, never on the box's
# code: it is kept per user, like Debian's packages, so a fresh clone does not make it again.
rootfs_cache="${SMA_ORDER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sma-order}/image"
dist="$repo/dist"
arch=x64
ssh_key=""
release_key=""
binary=""
compress=yes
rootfs_only=no
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
suite=bookworm
while [ $# -gt 0 ]; do
  case "$1" in
    --arch) arch="${2:?--arch needs x64 or arm64}"; shift 2 ;;
    --ssh-key) ssh_key="$(realpath "${2:?--ssh-key needs a file}")"; shift 2 ;;
    --release-key) release_key="$(realpath "${2:?--release-key needs a file}")"; shift 2 ;;
    --binary) binary="$(realpath "${2:?--binary needs a file}")"; shift 2 ;;
    --no-compress) compress=no; shift ;;
    --rootfs-only) rootfs_only=yes; shift ;;
    --dist) dist="$(realpath -m "${2:?--dist needs a folder}")"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$arch" in
  x64) ;;
  arm64) ;;
  *) echo "--arch must be x64 or arm64" >&2; exit 2 ;;
esac
if [ -n "$ssh_key" ] && ! grep -qE '^(ssh-ed25519|ssh-rsa|ecdsa-sha2-[a-z0-9-]+|sk-[a-z0-9@.-]+) ' "$ssh_key"; then
  echo "--ssh-key $ssh_key is not an OpenSSH public key" >&2
  exit 2
fi
# The vendor's public key (npm run release:keygen): the boxes install only releases it verifies.
if [ -n "$release_key" ] && ! grep -q -- '-----BEGIN PUBLIC KEY-----' "$release_key"; then
  echo "--release-key $release_key is not a PEM public key (npm run release:keygen makes sma-order-release.pub)" >&2
  exit 2
fi
if [ -z "$release_key" ]; then
  echo "note: no --release-key: boxes flashed with this image refuse every release (no upgrades from /admin)" >&2
fi
[ "$(id -u)" -eq 0 ] || { echo "build:image must run as root (mmdebstrap, file ownership in the image)" >&2; exit 1; }

. "$image_dir/lib/tools.sh"
. "$image_dir/lib/foreign-arch.sh"
. "$image_dir/lib/rootfs.sh"
. "$image_dir/lib/stage.sh"
. "$image_dir/lib/assemble.sh"
require_tools "$arch"

t0=$SECONDS
step() { echo "== [$((SECONDS - t0)) s] $*"; }
work="$out/work-$arch"
stage="$work/stage"
data_stage="$work/data"
mkdir -p "$out" "$work" "$dist"

# Fixed GPT partition UUIDs named by the loader entry and fstab. Every box gets the same ones; its
# own identity (machine-id, host name) is made on first boot.
p_esp=5a3f0001-0000-4000-8000-000000000001
p_root=5a3f0001-0000-4000-8000-000000000002
p_data=5a3f0001-0000-4000-8000-000000000003
# The Pi's image is an MBR (lib/assemble.sh): its PARTUUIDs are the disk id and the number.
if [ "$arch" = arm64 ]; then p_esp=5a3f0001-01 p_root=5a3f0001-02 p_data=5a3f0001-03; fi

ssh=no
[ -n "$ssh_key" ] && ssh=yes
if [ "$rootfs_only" = yes ]; then
  rootfs_build "$arch" "$ssh"
  exit 0
fi

if [ -z "$binary" ]; then
  step "box binary (scripts/build-binary.ts --arch $arch)"
  (cd "$repo" && npx tsx scripts/build-binary.ts --arch "$arch")
  binary="$repo/dist/sma-order-linux-$arch"
fi
[ -x "$binary" ] || { echo "no box binary at $binary" >&2; exit 1; }
base="$(rootfs_build "$arch" "$ssh")"

# The image is named after the box it holds: the binary's own version where it runs here, or
# under qemu-user with the arm64 rootfs as its library root (no binfmt_misc needed for that).
version="$(node -p 'require(process.argv[1]).version' "$repo/package.json")"
if ! foreign_arch_needed "$arch"; then
  version="$(SMA_ORDER_CACHE_DIR="$out/version-cache" "$binary" --version | awk '{ print $2 }')"
elif [ "$arch" = arm64 ]; then
  version="$(SMA_ORDER_CACHE_DIR="$out/version-cache-$arch" qemu-aarch64-static -L "$base" "$binary" --version | awk '{ print $2 }')"
fi
name="sma-order-$version-$arch"

step "staging tree"
stage_build "$base"

img="$dist/$name.img"
step "assembling $img"
case "$arch" in
  x64) assemble_x64 "$img.partial" ;;
  arm64) assemble_arm64 "$img.partial" ;;
esac
mv "$img.partial" "$img"
rm -rf "$stage" "$data_stage"
step "image: $(du -h --apparent-size "$img" | cut -f1) apparent, $(du -h "$img" | cut -f1) allocated"

rm -f "$img.zst"
if [ "$compress" = yes ]; then
  step "zstd"
  nice -n 10 zstd -q -T0 -10 "$img" -o "$img.zst"
  step "compressed: $(du -h "$img.zst" | cut -f1)"
fi
(cd "$dist" && sha256sum "$name.img" $([ -f "$name.img.zst" ] && echo "$name.img.zst")) > "$dist/$name.sha256"
step "done: $img"
