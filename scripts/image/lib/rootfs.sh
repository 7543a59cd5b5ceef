# Sourced by build-image.sh. The Debian root file system made by mmdebstrap (unshare mode: no
# mounts of the host's /proc or /dev), cached under $rootfs_cache/rootfs-<arch>-<plain|ssh>-<key> (per user:
# ~/.cache/sma-order/image) where the key hashes the package list, the mirror, the dpkg options and
# every file that shapes it (this one and scripts/image/initramfs/); a second build with the same
# key, from any clone, skips mmdebstrap. Building a new key removes that arch's older ones.

rootfs_packages() { # $1 = arch, $2 = yes when SSH is wanted
  local pkgs=(systemd-sysv udev e2fsprogs fdisk initramfs-tools zstd busybox
    systemd-resolved systemd-timesyncd avahi-daemon
    hostapd dnsmasq-base iproute2)
  case "$1" in
    x64) pkgs+=(linux-image-amd64) ;;
    arm64) pkgs+=(linux-image-arm64 raspi-firmware) ;;
  esac
  if [ "$2" = yes ]; then pkgs+=(openssh-server); fi
  (IFS=,; echo "${pkgs[*]}")
}

# Documentation, manuals and translations are never read on the box; copyright files stay. Nor
# are sound, camera/TV, InfiniBand, ISDN and sensor drivers (~90 MB of kernel modules). The
# kernel package names its files /lib/modules/... (dpkg matches those names, not /usr/lib).
# force-unsafe-io: dpkg skips its fsync per unpacked file (~9000 files at ~4 ms each here); the
# rootfs is a build artifact, thrown away whole when a build stops half-way.
rootfs_dpkg_opts=(
  --dpkgopt='force-unsafe-io'
  --dpkgopt='path-exclude=/usr/share/doc/*'
  --dpkgopt='path-include=/usr/share/doc/*/copyright'
  --dpkgopt='path-exclude=/usr/share/man/*'
  --dpkgopt='path-exclude=/usr/share/info/*'
  --dpkgopt='path-exclude=/usr/share/locale/*'
  --dpkgopt='path-exclude=/usr/share/lintian/*'
  --dpkgopt='path-exclude=/lib/modules/*/kernel/sound/*'
  --dpkgopt='path-exclude=/lib/modules/*/kernel/drivers/media/*'
  --dpkgopt='path-exclude=/lib/modules/*/kernel/drivers/infiniband/*'
  --dpkgopt='path-exclude=/lib/modules/*/kernel/drivers/isdn/*'
  --dpkgopt='path-exclude=/lib/modules/*/kernel/drivers/iio/*'
)

rootfs_key() { # $1 = arch, $2 = ssh
  {
    echo "$(rootfs_packages "$1" "$2") $mirror $suite"
    printf '%s\n' "${rootfs_dpkg_opts[@]}"
    cat "$image_dir/lib/rootfs.sh"
    find "$image_dir/initramfs" -type f | LC_ALL=C sort | xargs cat
  } | sha256sum | cut -c1-16
}

# The kernel's postinst and then a dpkg trigger (busybox, udev, e2fsprogs come after it) each
# made the initrd, the slowest step of the build (MODULES=most copies ~1000 modules one by one):
# update-initramfs is diverted to a no-op while packages go in, and run once at the end.
initrd_off='chroot "$1" dpkg-divert --quiet --local --rename --add /usr/sbin/update-initramfs &&
  printf "#!/bin/sh\nexit 0\n" > "$1/usr/sbin/update-initramfs" && chmod 755 "$1/usr/sbin/update-initramfs"'
initrd_on='rm "$1/usr/sbin/update-initramfs" &&
  chroot "$1" dpkg-divert --quiet --local --rename --remove /usr/sbin/update-initramfs &&
  chroot "$1" update-initramfs -c -k all'

# raspi-firmware's initramfs hook (/etc/initramfs/post-update.d/z50-raspi-firmware) copies the
# kernel, the initrd and the Pi DTBs to /boot/firmware and writes config.txt and cmdline.txt when
# the single update-initramfs above runs (called directly, its kernel hook is a no-op: it acts
# only with DEB_MAINT_PARAMS=configure). This checks that it did.
raspi_firmware_check='for f in config.txt start4.elf fixup4.dat bcm2711-rpi-4-b.dtb; do
    [ -e "$1/boot/firmware/$f" ] || { echo "raspi-firmware left no /boot/firmware/$f" >&2; exit 1; }; done
  ls "$1"/boot/firmware/vmlinuz-* "$1"/boot/firmware/initrd.img-* >/dev/null'

# Prints the cached (or freshly built) rootfs folder.
rootfs_build() { # $1 = arch, $2 = ssh
  local arch=$1 ssh=$2 key dir debarch kind=plain
  key=$(rootfs_key "$arch" "$ssh")
  if [ "$ssh" = yes ]; then kind=ssh; fi
  dir="$rootfs_cache/rootfs-$arch-$kind-$key"
  if [ -f "$dir/.complete" ]; then
    step "rootfs cached: $dir" >&2
    echo "$dir"
    return
  fi
  case "$arch" in x64) debarch=amd64 ;; arm64) debarch=arm64 ;; esac
  step "mmdebstrap $suite $debarch -> $dir" >&2
  mkdir -p "$rootfs_cache"
  # Made beside its place and renamed into it: another clone's build may be making the same one.
  local partial="$dir.partial.$$"
  rm -rf "$partial"
  local t=$SECONDS runner=() extra=()
  # arm64 on an x86_64 machine: qemu-user through a binfmt_misc of its own (lib/foreign-arch.sh).
  if foreign_arch_needed "$arch"; then runner=(foreign_arch_run "$arch"); fi
  # raspi-firmware (the Pi's boot files) is in non-free-firmware; its kernel and initramfs hooks
  # fill /boot/firmware, which becomes the FAT boot partition (lib/assemble.sh).
  if [ "$arch" = arm64 ]; then
    extra=(--components=main,non-free-firmware --customize-hook="$raspi_firmware_check")
  fi
  "${runner[@]}" mmdebstrap --mode=unshare --variant=minbase --architectures="$debarch" \
    --include="$(rootfs_packages "$arch" "$ssh")" \
    "${rootfs_dpkg_opts[@]}" \
    --essential-hook="mkdir -p \"\$1/etc/initramfs-tools\"" \
    --essential-hook="sync-in '$image_dir/initramfs' /etc/initramfs-tools" \
    --essential-hook="$initrd_off" \
    --customize-hook="$initrd_on" \
    "${extra[@]}" \
    --customize-hook='rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/*' \
    "$suite" "$partial" "$mirror" >&2
  touch "$partial/.complete"
  if [ -f "$dir/.complete" ]; then rm -rf "$partial"; else rm -rf "$dir" && mv "$partial" "$dir"; fi
  local old
  for old in "$rootfs_cache/rootfs-$arch-$kind-"*; do
    case "$old" in "$dir" | *.partial.*) ;; *) rm -rf "$old" ;; esac
  done
  step "rootfs built in $((SECONDS - t)) s ($(du -sh "$dir" | cut -f1))" >&2
  echo "$dir"
}
