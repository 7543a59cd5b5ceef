#!/bin/sh
# mmdebstrap --extract-hook for the image's base ($1 is the root being built): the users the
# image runs as, and the folders the box writes, owned by nonroot (65532, as in distroless).
set -eu
root="$1"
printf 'root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n' >"$root/etc/passwd"
printf 'root:x:0:\nnonroot:x:65532:\n' >"$root/etc/group"
install -d -m 0750 -o 65532 -g 65532 "$root/data" "$root/home/nonroot" "$root/home/nonroot/.cache"
install -d -m 0700 "$root/root"
install -d -m 1777 "$root/tmp"
