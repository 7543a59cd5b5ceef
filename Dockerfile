# syntax=docker/dockerfile:1
# The box as an image: the same single binary as systemd runs, on a distroless base.
#   docker build -t sma-order .
#   docker run -d --name sma-order --network host -v sma-order-data:/data sma-order
#   docker logs sma-order          (the first-run setup URL is printed there)
# --network host lets mDNS reach the shop's LAN; without it, publish the port (-p 8080:8080) and
# set PUBLIC_URL=http://<the host's LAN address>:8080 so QR codes and links point at the host.

FROM node:24-bookworm AS build
WORKDIR /src
# Dependencies first, so a code change does not reinstall them. better-sqlite3 compiles here.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Builds the UI, bundles the server and packs both with Node 24 and the native addons.
RUN npm run build:binary \
  && install -D -m 0755 "dist/sma-order-linux-$(node -p process.arch)" /out/usr/local/bin/sma-order \
  && install -d -m 0750 -o 65532 -g 65532 /out/data /out/home/nonroot/.cache

# glibc and libstdc++ (for SQLite and libvips) and nothing else: no shell, no package manager.
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /out/ /
ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8080 \
    SMA_ORDER_CACHE_DIR=/home/nonroot/.cache/sma-order
VOLUME ["/data"]
EXPOSE 8080
USER nonroot
# The box stops cleanly on SIGTERM (docker stop): requests finish, the database is checkpointed.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/sma-order"]
CMD ["serve"]
