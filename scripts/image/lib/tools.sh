# Sourced by build-image.sh: names the Debian packages a build needs that are not installed.

require_tools() { # $1 = arch
  local missing=() pair
  local pairs=(mmdebstrap:mmdebstrap mke2fs:e2fsprogs mkfs.fat:dosfstools mcopy:mtools sfdisk:fdisk
    zstd:zstd node:nodejs)
  [ "$1" = x64 ] && pairs+=(/usr/lib/systemd/boot/efi/systemd-bootx64.efi:systemd-boot-efi)
  # arm64 on another machine: qemu-user in a binfmt_misc of the build's own (lib/foreign-arch.sh).
  [ "$1" = arm64 ] && [ "$(uname -m)" != aarch64 ] && pairs+=(/usr/bin/qemu-aarch64-static:qemu-user-static arch-test:arch-test)
  for pair in "${pairs[@]}"; do
    local tool=${pair%%:*} pkg=${pair#*:}
    if [[ "$tool" == /* ]]; then [ -e "$tool" ] || missing+=("$pkg")
    else command -v "$tool" >/dev/null || missing+=("$pkg"); fi
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "build:image needs these Debian packages: ${missing[*]}" >&2
    echo "  apt-get install --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
}
