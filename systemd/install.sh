#!/usr/bin/env bash
# Installs the box as a systemd service on Debian / Raspberry Pi OS:
#   sudo systemd/install.sh [BINARY]        (default: dist/sma-order-linux-<this machine's arch>)
# Puts the binary in /usr/local/bin, the unit in /etc/systemd/system, creates the system user
# sma-order and /var/lib/sma-order, then enables and starts the service. Run again to upgrade.
#   --root DIR   install into DIR instead of / (for image builds and tests); nothing is started
#   --no-start   install and enable, but do not start
#   --release-key FILE   the vendor's ed25519 public key (npm run release:keygen): releases signed
#                with it can be installed from /admin or `sma-order upgrade FILE` (docs/upgrades.md)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root=""
start=yes
binary=""
release_key=""
while [ $# -gt 0 ]; do
  case "$1" in
    --root) root="${2:?--root needs a directory}"; start=no; shift 2 ;;
    --no-start) start=no; shift ;;
    --release-key) release_key="${2:?--release-key needs a file}"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) binary="$1"; shift ;;
  esac
done

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) arch="$(uname -m)" ;;
esac
binary="${binary:-$here/../dist/sma-order-linux-$arch}"

if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root: sudo $0 $*" >&2
  exit 1
fi
if [ ! -x "$binary" ]; then
  echo "No executable binary at $binary (build it with: npm run build:binary)" >&2
  exit 1
fi

user=sma-order
data="$root/var/lib/sma-order"
useradd_root=()
if [ -n "$root" ]; then useradd_root=(--prefix "$root"); fi

user_exists() {
  if [ -n "$root" ]; then grep -q "^$user:" "$root/etc/passwd" 2>/dev/null; else getent passwd "$user" >/dev/null; fi
}
if ! user_exists; then
  echo "Creating system user $user"
  useradd "${useradd_root[@]}" --system --user-group --home-dir /var/lib/sma-order --no-create-home \
    --shell /usr/sbin/nologin --comment "スマオーダー box" "$user"
fi
if [ -n "$root" ]; then
  uid="$(awk -F: -v u="$user" '$1 == u { print $3 }' "$root/etc/passwd")"
  gid="$(awk -F: -v u="$user" '$1 == u { print $4 }' "$root/etc/passwd")"
else
  uid="$(id -u "$user")"
  gid="$(id -g "$user")"
fi

# Stop a running box before its binary is replaced (an upgrade): it checkpoints and exits cleanly.
if [ -z "$root" ] && systemctl is-active --quiet sma-order 2>/dev/null; then
  echo "Stopping the running box"
  systemctl stop sma-order
fi

install -D -m 0755 "$binary" "$root/usr/local/bin/sma-order"
install -D -m 0755 "$here/sma-order-launch" "$root/usr/local/lib/sma-order/sma-order-launch"
if [ -n "$release_key" ]; then
  install -D -m 0644 "$release_key" "$root/etc/sma-order/release-keys/vendor.pub"
fi
install -D -m 0644 "$here/sma-order.service" "$root/etc/systemd/system/sma-order.service"
install -D -m 0644 "$here/../README.md" "$root/usr/local/share/doc/sma-order/README.md"
install -d -m 0750 -o "$uid" -g "$gid" "$data"

env_file="$root/etc/sma-order/sma-order.env"
if [ ! -f "$env_file" ]; then
  install -d -m 0755 "$root/etc/sma-order"
  cat > "$env_file" <<'ENV'
# Settings of the box (see README, "Appliance"). Lines are KEY=value; restart after a change:
#   sudo systemctl restart sma-order
# PUBLIC_URL=http://192.168.1.20
# SHOP_TIME_ZONE=Asia/Tokyo
# SMA_ORDER_MDNS=off
# BACKUP_KEEP_DAYS=14
# SMTP_HOST=smtp.example.com
# SMTP_PORT=587
# SMTP_USER=
# SMTP_PASSWORD=
# SMTP_FROM=スマオーダー <no-reply@example.com>
ENV
  chown "root:$gid" "$env_file"
  chmod 0640 "$env_file"
fi

# After an upgrade from /admin the box runs a release slot; the binary installed here is the
# factory copy it falls back to, and runs again only if the state says so.
if [ -f "$data/release/state" ] && ! grep -qx 'current=factory' "$data/release/state"; then
  echo "Note: the box runs release slot $(sed -n 's/^current=//p' "$data/release/state") ($data/release); $binary is its factory copy."
fi

if [ -n "$root" ]; then
  echo "Installed into $root (not started)."
  exit 0
fi

systemctl daemon-reload
systemctl enable sma-order >/dev/null
if [ "$start" = yes ]; then
  systemctl restart sma-order
  echo "Started. The first-run setup URL is in the log:"
  echo "  journalctl -u sma-order -n 60 --no-pager"
else
  echo "Installed and enabled; start it with: sudo systemctl start sma-order"
fi
