# Sourced by build-image.sh. Runs a command where binaries of a foreign architecture (arm64 on an
# x86_64 build machine) execute through qemu-user, without touching the machine's binfmt_misc:
# since Linux 6.7 binfmt_misc is per user namespace, so a private user + mount + pid namespace
# mounts its own binfmt_misc and registers qemu-aarch64-static there with the F flag (the
# interpreter is opened now, so it works inside the rootfs chroot). The host's
# /proc/sys/fs/binfmt_misc stays as it was. Needs qemu-user-static; mmdebstrap needs arch-test.

# The ELF magic and mask of aarch64 executables (as Debian's qemu-user-static registers them).
# Written with echo, not printf: the kernel parses the \x escapes (printf would turn \x00 into a
# NUL and register a handler that matches every ELF file).
foreign_aarch64_register=':qemu-aarch64:M::\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\xb7\x00:\xff\xff\xff\xff\xff\xff\xff\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:/usr/bin/qemu-aarch64-static:F'

foreign_arch_needed() { # $1 = x64|arm64: true when this machine cannot run it natively
  case "$1:$(uname -m)" in
    x64:x86_64 | arm64:aarch64) return 1 ;;
    *) return 0 ;;
  esac
}

# foreign_arch_run arm64 CMD ARGS...: CMD runs as root of a new user namespace (uids 0..999999
# mapped to the same host uids, so the files it makes belong to the host's root and system users).
foreign_arch_run() {
  local arch=$1 ready pid rc=0
  shift
  [ "$arch" = arm64 ] || { echo "foreign_arch_run: only arm64 is known" >&2; return 2; }
  [ -x /usr/bin/qemu-aarch64-static ] || {
    echo "an arm64 image on $(uname -m) needs qemu-user-static: apt-get install --no-install-recommends qemu-user-static arch-test" >&2
    return 1
  }
  ready="$(mktemp -d)"
  # The child waits until its uid/gid maps are written from here (no newuidmap needed as root).
  QEMU_REGISTER="$foreign_aarch64_register" unshare --user --mount --pid --fork --kill-child \
    bash -c 'while [ ! -e "$0/mapped" ]; do sleep 0.1; done
      set -e
      mount -t proc proc /proc
      mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
      echo "$QEMU_REGISTER" > /proc/sys/fs/binfmt_misc/register
      exec "$@"' "$ready" "$@" &
  pid=$!
  # unshare() happens in that process before it forks: wait until it is in its own user namespace.
  for _ in $(seq 100); do
    [ "$(readlink "/proc/$pid/ns/user" 2>/dev/null)" != "$(readlink /proc/self/ns/user)" ] && break
    sleep 0.05
  done
  echo "0 0 1000000" > "/proc/$pid/uid_map"
  echo "0 0 1000000" > "/proc/$pid/gid_map"
  touch "$ready/mapped"
  wait "$pid" || rc=$?
  rm -rf "$ready"
  return "$rc"
}
