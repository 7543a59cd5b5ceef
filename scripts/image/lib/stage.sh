# Sourced by build-image.sh. The staging copy of the rootfs, configured as the box: the binary and
# its unit (systemd/install.sh --root), a read-only root, everything writable bound from the data
# partition by the initrd (scripts/image/initramfs/), networking, mDNS, console and SSH settings.
# Also fills $data_stage, the folder the data partition is made from.

stage_build() { # $1 = rootfs folder
  local base=$1 uid gid
  rm -rf "$stage" "$data_stage"
  cp -a "$base" "$stage"
  rm -f "$stage/.complete"

  local install_args=(--root "$stage")
  if [ -n "$release_key" ]; then install_args+=(--release-key "$release_key"); fi
  "$repo/systemd/install.sh" "${install_args[@]}" "$binary" >/dev/null
  uid="$(awk -F: '$1 == "sma-order" { print $3 }' "$stage/etc/passwd")"
  gid="$(awk -F: '$1 == "sma-order" { print $4 }' "$stage/etc/passwd")"

  cp -a "$image_dir/files/." "$stage/"
  mkdir -p "$stage/var/cache/sma-order"
  chown "$uid:$gid" "$stage/var/cache/sma-order"
  chmod 0750 "$stage/var/cache/sma-order"

  # Identity: made per box by the initrd on first boot and bound over these from the data partition.
  : > "$stage/etc/machine-id"
  echo sma-order > "$stage/etc/hostname"
  rm -f "$stage/var/lib/dbus/machine-id"
  ln -sf /etc/machine-id "$stage/var/lib/dbus/machine-id" 2>/dev/null || true

  cat > "$stage/etc/fstab" <<FSTAB
# The root is read-only; the initrd mounts the data partition (PARTUUID=$p_data) at
# /var/lib/sma-order and binds the machine-id, host name, /var/log, /var/lib/systemd and
# /var/cache/sma-order from its .os folder (see /etc/initramfs-tools/scripts/local-bottom).
PARTUUID=$p_root  /                   ext4   ro,noatime                        0 0
PARTUUID=$p_data  /var/lib/sma-order  ext4   rw,noatime,nodev,nosuid,nofail    0 0
tmpfs             /tmp                tmpfs  rw,nosuid,nodev,mode=1777,size=25% 0 0
tmpfs             /var/tmp            tmpfs  rw,nosuid,nodev,mode=1777,size=10% 0 0
FSTAB

  # No login on the console or the serial line: root is locked (no password exists), and a login
  # prompt on tty1 would cover the setup banner.
  systemctl --root="$stage" mask getty@tty1.service serial-getty@ttyS0.service serial-getty@ttyS1.service serial-getty@ttyAMA0.service >/dev/null 2>&1
  systemctl --root="$stage" enable sma-order.service sma-order-screen.service sma-order-boot-report.service systemd-networkd.service \
    systemd-resolved.service systemd-timesyncd.service avahi-daemon.service >/dev/null 2>&1
  stage_boot_trim
  if [ "$(awk -F: '$1 == "root" { print $2 }' "$stage/etc/shadow")" != '*' ]; then
    echo "the root account of the rootfs is not locked" >&2
    exit 1
  fi

  if [ -n "$ssh_key" ]; then
    stage_ssh
  else
    rm -rf "$stage/etc/ssh/sshd_config.d/sma-order.conf" "$stage/etc/systemd/system/ssh.service.d"
  fi

  # The data partition's first contents: the .os folder the initrd binds, owned as the system
  # expects; /var/lib/systemd and /var/log start as the rootfs had them.
  mkdir -p "$data_stage/.os"
  cp -a "$stage/var/lib/systemd" "$data_stage/.os/systemd"
  cp -a "$stage/var/log" "$data_stage/.os/log"
  mkdir -p "$data_stage/.os/log/journal"
  chown root:systemd-journal "$data_stage/.os/log/journal" 2>/dev/null || chown root:"$(awk -F: '$1 == "systemd-journal" { print $3 }' "$stage/etc/group")" "$data_stage/.os/log/journal"
  chmod 2755 "$data_stage/.os/log/journal"
  mkdir -p "$data_stage/.os/cache"
  chown "$uid:$gid" "$data_stage/.os/cache" "$data_stage"
  chmod 0750 "$data_stage/.os/cache" "$data_stage"
  data_owner="$uid:$gid"
}

# What a box that only serves the shop never needs at boot: the generators for encrypted, verity,
# hibernated, GPT-auto-mounted or SysV-scripted systems, and Debian's timers that write to the
# read-only root (apt, dpkg's backup) or scrub LVM snapshots the box has not. With the kernel's
# `quiet` (lib/assemble.sh), the first boot under qemu went from 103 to 87 s of emulated CPU to the
# box's first answer. fstrim.timer stays (the SD card's wear). `systemctl mask` does not know generators: a link to
# /dev/null in /etc/systemd/system-generators is how systemd masks one.
stage_boot_trim() {
  local generator
  mkdir -p "$stage/etc/systemd/system-generators"
  for generator in cryptsetup integritysetup veritysetup gpt-auto hibernate-resume sysv rc-local system-update \
    getty run; do
    ln -sf /dev/null "$stage/etc/systemd/system-generators/systemd-$generator-generator"
  done
  systemctl --root="$stage" mask apt-daily.timer apt-daily-upgrade.timer dpkg-db-backup.timer e2scrub_all.timer \
    e2scrub_reap.service >/dev/null 2>&1
  # systemd's early module loads and kernel file systems for loop devices, device-mapper, FUSE,
  # configfs, pstore, hugepages and tracing, and network units from the kernel command line (the
  # image has its own): the box uses none of them (udev still loads the
  # drivers of the devices it has, the screen's among them). Each was a process of ~1.8 s of
  # emulated CPU under qemu at every boot.
  systemctl --root="$stage" mask modprobe@loop.service modprobe@dm_mod.service modprobe@fuse.service \
    modprobe@configfs.service modprobe@efi_pstore.service modprobe@drm.service kmod-static-nodes.service \
    systemd-pstore.service systemd-network-generator.service sys-kernel-config.mount sys-fs-fuse-connections.mount \
    sys-kernel-debug.mount sys-kernel-tracing.mount dev-hugepages.mount >/dev/null 2>&1
}

# Key-only SSH for root: the vendor's public key, no passwords, host keys made per box on the
# data partition (the read-only root must not carry one set of host keys for every box).
stage_ssh() {
  if [ ! -x "$stage/usr/sbin/sshd" ]; then
    echo "--ssh-key needs openssh-server in the rootfs" >&2
    exit 1
  fi
  install -d -m 0700 "$stage/root/.ssh"
  install -m 0600 "$ssh_key" "$stage/root/.ssh/authorized_keys"
  rm -f "$stage"/etc/ssh/ssh_host_*
  mkdir -p "$stage/etc/ssh/sshd_config.d" "$stage/etc/systemd/system/ssh.service.d"
  cat > "$stage/etc/ssh/sshd_config.d/sma-order.conf" <<'SSHD'
# Written by the image build: the vendor's key only, never a password.
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitEmptyPasswords no
AuthenticationMethods publickey
HostKey /var/lib/sma-order/.os/ssh/etc/ssh/ssh_host_ed25519_key
SSHD
  cat > "$stage/etc/systemd/system/ssh.service.d/sma-order.conf" <<'UNIT'
# Host keys live on the data partition, made on first start.
[Unit]
RequiresMountsFor=/var/lib/sma-order
[Service]
ExecStartPre=
ExecStartPre=/usr/bin/mkdir -p /var/lib/sma-order/.os/ssh/etc/ssh
ExecStartPre=/usr/bin/ssh-keygen -A -f /var/lib/sma-order/.os/ssh
ExecStartPre=/usr/sbin/sshd -t
UNIT
  systemctl --root="$stage" enable ssh.service >/dev/null 2>&1
}
