#!/usr/bin/env bash
# scripts/image/boot-arm64-qemu.sh IMAGE [WORKDIR]: boots the arm64 (Pi) image under
# qemu-system-aarch64 -M virt -cpu cortex-a72 (TCG) with the kernel and initrd taken from its FAT
# boot partition, on a qcow2 overlay (the image is never written), and prints the seconds from
# qemu's start to the box's first HTTP answer (GET /v1/connection/test through a forwarded port).
# Proves the kernel, initrd, root, data partition and the box on arm64; not the Pi's firmware path
# (start4.elf, config.txt, DTB), which only a real Pi can.
set -euo pipefail
img=$(realpath "${1:?usage: boot-arm64-qemu.sh IMAGE [WORKDIR]}")
work=$(realpath -m "${2:-$(dirname "$img")/qemu-arm64}")
timeout=${BOOT_TIMEOUT:-1800}
mkdir -p "$work"
boot="$img@@1M"
kernel=$(mdir -b -i "$boot" ::/ | grep -m1 '/vmlinuz-') || { echo "no vmlinuz-* in the boot partition" >&2; exit 1; }
initrd=$(mdir -b -i "$boot" ::/ | grep -m1 '/initrd.img-') || { echo "no initrd.img-* in the boot partition" >&2; exit 1; }
mcopy -o -i "$boot" "$kernel" "$work/vmlinuz"
mcopy -o -i "$boot" "$initrd" "$work/initrd.img"
# The Pi's cmdline.txt, but for its serial console: the Pi's GPIO header has the mini UART
# (ttyS1), qemu's virt board a PL011 (ttyAMA0).
cmdline="$(mtype -i "$boot" ::/cmdline.txt | tr -d '\r\n' | sed 's/console=ttyS1,/console=ttyAMA0,/')"
# AGAIN=1 boots the same overlay again (the boot after a power cut: qemu was killed).
if [ -z "${AGAIN:-}" ] || [ ! -f "$work/disk.qcow2" ]; then
  rm -f "$work/disk.qcow2"
  qemu-img create -q -f qcow2 -b "$img" -F raw "$work/disk.qcow2" 4G
fi
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
t0=$(date +%s)
qemu-system-aarch64 -M virt -accel tcg -cpu cortex-a72 -m "${QEMU_MEM:-1024}" -smp "${QEMU_SMP:-2}" \
  -display none -monitor none -serial "file:$work/console.log" \
  -kernel "$work/vmlinuz" -initrd "$work/initrd.img" -append "$cmdline" \
  -drive "if=virtio,format=qcow2,file=$work/disk.qcow2" \
  -netdev "user,id=n0,hostfwd=tcp:127.0.0.1:$port-:80" -device virtio-net-pci,netdev=n0 &
qemu=$!
# Exit = power cut: SIGKILL, no shutdown.
trap 'kill -9 $qemu 2>/dev/null || true' EXIT
while :; do
  if ! kill -0 $qemu 2>/dev/null; then echo "qemu exited; console: $work/console.log" >&2; exit 1; fi
  # A 200 only: before the guest listens, qemu's forwarder accepts and then drops the connection.
  if [ "$(curl -s -m 5 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/v1/connection/test")" = 200 ]; then
    echo "first HTTP answer after $(( $(date +%s) - t0 )) s (port $port; console: $work/console.log)"
    [ -n "${KEEP_RUNNING:-}" ] && { trap - EXIT; echo "qemu pid $qemu left running"; }
    exit 0
  fi
  if [ $(( $(date +%s) - t0 )) -gt "$timeout" ]; then echo "no answer within $timeout s; console: $work/console.log" >&2; exit 1; fi
  sleep 2
done
