# Sourced by build-image.sh. The disk image in a plain file, without loop devices or mounts:
# a GPT made by sfdisk, the FAT ESP by mkfs.fat --offset + mtools (systemd-boot, kernel, initrd),
# the read-only root and the data partition made from folders by mke2fs -d -E offset=.
#
#   1 esp   FAT32  128 MiB   EFI/BOOT/BOOTX64.EFI (systemd-boot), loader/, sma-order/ kernel + initrd
#   2 root  ext4   sized to the staging tree, mounted read-only
#   3 data  ext4   768 MiB, /var/lib/sma-order; last, so the initrd grows it to the card on first boot

esp_mib=128
data_mib=768

assemble_x64() { # $1 = output image
  local img=$1 kver root_mib used_mib root_start data_start total_mib esp
  kver="$(basename "$(ls -d "$stage"/usr/lib/modules/* | head -n1)")"
  used_mib=$(( $(du -s --block-size=1M "$stage" | cut -f1) ))
  # ext4 metadata, reserved blocks and room for the lead's tools: 15 % + 64 MiB, in 64 MiB steps.
  root_mib=$(( (used_mib * 115 / 100 + 64 + 63) / 64 * 64 ))
  root_start=$((1 + esp_mib))
  data_start=$((root_start + root_mib))
  total_mib=$((data_start + data_mib + 1))

  rm -f "$img"
  truncate -s "${total_mib}M" "$img"
  sfdisk --quiet "$img" <<SFDISK
label: gpt
start=1MiB, size=${esp_mib}MiB, type=uefi, uuid=$p_esp, name=esp
start=${root_start}MiB, size=${root_mib}MiB, type=linux, uuid=$p_root, name=root
start=${data_start}MiB, size=${data_mib}MiB, type=linux, uuid=$p_data, name=data
SFDISK

  # -s 1: with 4 KiB clusters a small FAT32 has too few clusters and mtools refuses it.
  mkfs.fat -F 32 -s 1 -n ESP --offset 2048 "$img" $((esp_mib * 1024)) >/dev/null 2>&1
  esp="$img@@1M"
  mmd -i "$esp" ::/EFI ::/EFI/BOOT ::/loader ::/loader/entries ::/sma-order
  mcopy -i "$esp" /usr/lib/systemd/boot/efi/systemd-bootx64.efi ::/EFI/BOOT/BOOTX64.EFI
  mcopy -i "$esp" "$stage/boot/vmlinuz-$kver" ::/sma-order/vmlinuz
  mcopy -i "$esp" "$stage/boot/initrd.img-$kver" ::/sma-order/initrd.img
  printf 'default sma-order.conf\ntimeout 0\neditor no\n' > "$work/loader.conf"
  cat > "$work/sma-order.conf" <<ENTRY
title   sma-order
linux   /sma-order/vmlinuz
initrd  /sma-order/initrd.img
options root=PARTUUID=$p_root ro rootfstype=ext4 console=tty1 console=ttyS0,115200 quiet panic=10
ENTRY
  mcopy -i "$esp" "$work/loader.conf" ::/loader/loader.conf
  mcopy -i "$esp" "$work/sma-order.conf" ::/loader/entries/sma-order.conf

  mke2fs -q -t ext4 -L root -d "$stage" -E offset=$((root_start << 20)) "$img" "${root_mib}M"
  mke2fs -q -t ext4 -L data -d "$data_stage" -E offset=$((data_start << 20)),root_owner="$data_owner" \
    "$img" "${data_mib}M"
  sfdisk --verify "$img" >/dev/null
}

# The Raspberry Pi 4 image. The Pi's firmware reads the first FAT partition of an MBR (GPT only
# with newer EEPROMs), so: an MBR with fixed PARTUUIDs (disk id 5a3f0001: 5a3f0001-0N).
#
#   1 boot  FAT32  256 MiB   the rootfs's /boot/firmware (raspi-firmware: start4.elf, fixup4.dat,
#                            kernel, initrd, DTBs, config.txt) and our cmdline.txt
#   2 root  ext4   sized to the staging tree, mounted read-only
#   3 data  ext4   768 MiB, /var/lib/sma-order; last, so the initrd grows it to the card on first boot
boot_mib=256

assemble_arm64() { # $1 = output image
  local img=$1 root_mib used_mib root_start data_start total_mib boot fw="$work/firmware"
  if [ ! -f "$stage/boot/firmware/config.txt" ] || ! ls "$stage"/boot/firmware/vmlinuz-* >/dev/null 2>&1; then
    echo "the arm64 rootfs has no kernel or config.txt in /boot/firmware (raspi-firmware's hooks did not run)" >&2
    exit 1
  fi
  # The boot partition's files leave the root: the box never updates its kernel in place.
  rm -rf "$fw"
  mv "$stage/boot/firmware" "$fw"
  mkdir -p "$stage/boot/firmware"
  # The firmware loads the copies on the FAT partition; the root's are never read.
  rm -f "$stage"/boot/vmlinuz-* "$stage"/boot/initrd.img-* "$stage"/vmlinuz* "$stage"/initrd.img*
  # The serial console of the GPIO header: with enable_uart=1 (raspi-firmware's config.txt) and
  # the upstream device tree it is the mini UART, ttyS1 (the PL011, ttyAMA0, serves Bluetooth).
  cat > "$fw/cmdline.txt" <<CMDLINE
console=tty1 console=ttyS1,115200 root=PARTUUID=$p_root ro rootfstype=ext4 fsck.repair=yes cma=64M rootwait quiet panic=10
CMDLINE

  used_mib=$(( $(du -s --block-size=1M "$stage" | cut -f1) ))
  root_mib=$(( (used_mib * 115 / 100 + 64 + 63) / 64 * 64 ))
  root_start=$((1 + boot_mib))
  data_start=$((root_start + root_mib))
  total_mib=$((data_start + data_mib))

  rm -f "$img"
  truncate -s "${total_mib}M" "$img"
  sfdisk --quiet "$img" <<SFDISK
label: dos
label-id: 0x${p_root%%-*}
start=1MiB, size=${boot_mib}MiB, type=c, bootable
start=${root_start}MiB, size=${root_mib}MiB, type=83
start=${data_start}MiB, size=${data_mib}MiB, type=83
SFDISK

  mkfs.fat -F 32 -s 1 -n BOOT --offset 2048 "$img" $((boot_mib * 1024)) >/dev/null 2>&1
  boot="$img@@1M"
  mcopy -s -i "$boot" "$fw"/* ::/
  mke2fs -q -t ext4 -L root -d "$stage" -E offset=$((root_start << 20)) "$img" "${root_mib}M"
  mke2fs -q -t ext4 -L data -d "$data_stage" -E offset=$((data_start << 20)),root_owner="$data_owner" \
    "$img" "${data_mib}M"
  sfdisk --verify "$img" >/dev/null
}
