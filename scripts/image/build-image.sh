#!/usr/bin/env bash
# PROTOTYPE (issue 32 feasibility spike; not wired into npm scripts or the test command).
# Builds a bootable x64 disk image without Docker and without loop devices, then optionally boots
# it under qemu (TCG) and waits for the box to answer through a forwarded port.
#
#   sudo scripts/image/build-image.sh [--binary FILE] [--out DIR] [--boot | --boot-only] [--fresh-rootfs]
#
# Needs (Debian bookworm build machine, as root):
#   apt-get install --no-install-recommends mmdebstrap e2fsprogs dosfstools mtools fdisk \
#     systemd-boot-efi ovmf qemu-system-x86 zstd
# Steps:
#   1. mmdebstrap --mode=unshare: a minimal bookworm rootfs folder with kernel + systemd
#      (cached in OUT/rootfs-base; --fresh-rootfs rebuilds it; takes ~7.5 min here)
#   2. a staging copy: the box binary + unit (systemd/install.sh --root), fstab, networkd, hostname
#   3. the image file: GPT by sfdisk on a plain file; FAT ESP written by mkfs.fat --offset + mtools
#      (systemd-boot as EFI/BOOT/BOOTX64.EFI, kernel + initrd, a loader entry); ext4 root A and
#      data made from folders by mke2fs -d -E offset=... straight into the image; root B empty.
#   4. --boot: qemu-system-x86_64 with OVMF, user networking, hostfwd 127.0.0.1:18080 -> 80.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="$repo/.tmp/image"
binary="$repo/dist/sma-order-linux-x64"
boot=no
build=yes
fresh=no
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --boot) boot=yes; shift ;;
    --boot-only) boot=yes; build=no; shift ;; # boot the image built before (a second boot)
    --fresh-rootfs) fresh=yes; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
[ "$(id -u)" -eq 0 ] || { echo "run as root" >&2; exit 1; }
[ -x "$binary" ] || { echo "no box binary at $binary (npm run build:binary)" >&2; exit 1; }
mkdir -p "$out"
t0=$(date +%s)
step() { echo "== [$(($(date +%s) - t0)) s] $*"; }

# Partition layout (MiB). The data partition is last so first boot can grow it to the card.
esp_mib=256
root_mib=1280
data_mib=256
esp_start=1
rootA_start=$((esp_start + esp_mib))
rootB_start=$((rootA_start + root_mib))
data_start=$((rootB_start + root_mib))
total_mib=$((data_start + data_mib + 1))

# Fixed GPT partition UUIDs so the loader entry and fstab can name them (a real build would make
# them per image; the box's own identity is made on first boot, not here).
p_esp=5a3f0001-0000-4000-8000-000000000001
p_rootA=5a3f0001-0000-4000-8000-000000000002
p_rootB=5a3f0001-0000-4000-8000-000000000003
p_data=5a3f0001-0000-4000-8000-000000000004

img="$out/sma-order-x64.img"
if [ "$build" = yes ]; then
# 1. rootfs ----------------------------------------------------------------------------------
# initramfs-tools prints "fsck not present, so skipping root file system" (it cannot resolve the
# root device at build time, even with an fstab written by an --essential-hook); so the kernel
# command line says `ro` and systemd-fsck-root checks the root before it is remounted rw.
base="$out/rootfs-base"
if [ "$fresh" = yes ] || [ ! -d "$base/usr" ]; then
  step "mmdebstrap (unshare mode) -> $base"
  rm -rf "$base"
  nice -n 19 mmdebstrap --mode=unshare --variant=minbase \
    --include=systemd-sysv,udev,e2fsprogs,linux-image-amd64,initramfs-tools,zstd \
    --customize-hook='rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/*' \
    bookworm "$base" "$mirror"
fi

# 2. staging copy, configured ----------------------------------------------------------------
step "staging copy"
stage="$out/stage"
rm -rf "$stage"
cp -a "$base" "$stage"
"$repo/systemd/install.sh" --root "$stage" "$binary" >/dev/null
chroot "$stage" systemctl enable sma-order.service systemd-networkd.service >/dev/null 2>&1
echo sma-order > "$stage/etc/hostname"
printf '127.0.1.1\tsma-order\n' >> "$stage/etc/hosts"
cat > "$stage/etc/fstab" <<FSTAB
PARTUUID=$p_rootA  /                   ext4  defaults,noatime        0 1
PARTUUID=$p_data   /var/lib/sma-order  ext4  defaults,noatime,nofail 0 2
FSTAB
cat > "$stage/etc/systemd/network/20-wired.network" <<'NET'
[Match]
Name=en* eth*
[Network]
DHCP=yes
NET
mkdir -p "$stage/etc/systemd/journald.conf.d"
printf '[Journal]\nSystemMaxUse=64M\n' > "$stage/etc/systemd/journald.conf.d/size.conf"
: > "$stage/etc/machine-id" # empty: systemd makes a unique one on first boot
uid="$(awk -F: '$1 == "sma-order" { print $3 }' "$stage/etc/passwd")"
gid="$(awk -F: '$1 == "sma-order" { print $4 }' "$stage/etc/passwd")"
kver="$(basename "$(ls -d "$stage"/lib/modules/*)")"

# 3. image -----------------------------------------------------------------------------------
step "sfdisk -> $img (${total_mib} MiB)"
rm -f "$img"
truncate -s "${total_mib}M" "$img"
sfdisk --quiet "$img" <<SFDISK
label: gpt
start=${esp_start}MiB, size=${esp_mib}MiB, type=uefi, uuid=$p_esp, name=esp
start=${rootA_start}MiB, size=${root_mib}MiB, type=linux, uuid=$p_rootA, name=root-a
start=${rootB_start}MiB, size=${root_mib}MiB, type=linux, uuid=$p_rootB, name=root-b
start=${data_start}MiB, size=${data_mib}MiB, type=linux, uuid=$p_data, name=data
SFDISK

step "ESP: mkfs.fat --offset + mtools"
mkfs.fat -F 32 -s 1 -n ESP --offset $((esp_start * 2048)) "$img" $((esp_mib * 1024)) >/dev/null
esp="$img@@$((esp_start * 1024 * 1024))"
mmd -i "$esp" ::/EFI ::/EFI/BOOT ::/loader ::/loader/entries ::/a
mcopy -i "$esp" /usr/lib/systemd/boot/efi/systemd-bootx64.efi ::/EFI/BOOT/BOOTX64.EFI
mcopy -i "$esp" "$stage/boot/vmlinuz-$kver" ::/a/vmlinuz
mcopy -i "$esp" "$stage/boot/initrd.img-$kver" ::/a/initrd.img
printf 'default a.conf\ntimeout 0\n' > "$out/loader.conf"
cat > "$out/a.conf" <<ENTRY
title   sma-order (slot A)
linux   /a/vmlinuz
initrd  /a/initrd.img
options root=PARTUUID=$p_rootA ro console=ttyS0,115200 panic=10
ENTRY
mcopy -i "$esp" "$out/loader.conf" ::/loader/loader.conf
mcopy -i "$esp" "$out/a.conf" ::/loader/entries/a.conf

step "root A: mke2fs -d (offset into the image)"
mke2fs -q -t ext4 -L root-a -d "$stage" -E offset=$((rootA_start * 1024 * 1024)) "$img" "${root_mib}M"
step "root B: empty ext4"
mke2fs -q -t ext4 -L root-b -E offset=$((rootB_start * 1024 * 1024)) "$img" "${root_mib}M"
step "data: ext4 owned by the service user"
mke2fs -q -t ext4 -L data -E offset=$((data_start * 1024 * 1024)),root_owner="$uid:$gid" "$img" "${data_mib}M"
sfdisk --verify "$img" >/dev/null
step "image done: $(du -h --apparent-size "$img" | cut -f1) apparent, $(du -h "$img" | cut -f1) allocated"

fi

# 4. boot ------------------------------------------------------------------------------------
if [ "$boot" = yes ]; then
  [ -f "$out/vars.fd" ] || cp /usr/share/OVMF/OVMF_VARS_4M.fd "$out/vars.fd"
  step "qemu (TCG) boot; console log in $out/console.log"
  tb=$(date +%s)
  nice -n 19 qemu-system-x86_64 -machine q35 -accel tcg -cpu max -m 1024 -smp 2 -nographic \
    -drive if=pflash,format=raw,readonly=on,file=/usr/share/OVMF/OVMF_CODE_4M.fd \
    -drive if=pflash,format=raw,file="$out/vars.fd" \
    -drive if=virtio,format=raw,file="$img" \
    -netdev user,id=n0,hostfwd=tcp:127.0.0.1:18080-:80 -device virtio-net-pci,netdev=n0 \
    > "$out/console.log" 2>&1 < /dev/null &
  qpid=$!
  echo "$qpid" > "$out/qemu.pid"
  ok=no
  login=""
  for _ in $(seq 1 600); do
    if [ -z "$login" ] && grep -q 'login:' "$out/console.log"; then
      login=$(($(date +%s) - tb)); step "login prompt after $login s"
    fi
    if curl -fsS -m 2 http://127.0.0.1:18080/v1/connection/test > "$out/answer.json" 2>/dev/null; then
      ok=yes; break
    fi
    kill -0 "$qpid" 2>/dev/null || break
    sleep 1
  done
  if [ "$ok" = yes ]; then
    step "box answered after $(($(date +%s) - tb)) s: $(cat "$out/answer.json")"
  else
    step "no answer after $(($(date +%s) - tb)) s (see $out/console.log)"
  fi
  echo "qemu still running as pid $qpid (kill $qpid)"
fi
