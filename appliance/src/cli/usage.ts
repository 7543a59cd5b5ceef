import { VERSION } from '../version';

export function versionText(): string {
  return `sma-order ${VERSION} (Node ${process.version}, ${process.platform}-${process.arch})\n`;
}

/** `sma-order --help`. */
export function usageText(): string {
  return `スマオーダー ${VERSION}: the in-store table-ordering box

Usage: sma-order [command] [options]

Commands:
  serve                    run the box (the default)
  backup                   write a hot backup now (the box may keep running); prints its path
  restore FILE             with the box stopped: check FILE, keep the current database aside, restore FILE
  reset-password EMAIL     print a one-time password-reset link for a locked-out account
  upgrade FILE             check a signed release bundle, stage it and restart the box into it
  hq                       run the chain's headquarters on PostgreSQL instead of a box:
                           --database-url URL (SMA_ORDER_HQ_DATABASE_URL), --port N (8090), --host ADDR

Options (flag > environment variable > default):
  --data-dir DIR           DATA_DIR          ./data
  --port N                 PORT              8080
  --host ADDR              HOST              0.0.0.0
  --demo | --mode M        SMA_ORDER_MODE    production (first-run setup; --demo seeds a demo izakaya)
  --public-url URL         PUBLIC_URL        the LAN address (links in mail, QR codes, reset links)
  --time-zone TZ           SHOP_TIME_ZONE    Asia/Tokyo
  --log-level L            LOG_LEVEL         info
  --no-mdns                SMA_ORDER_MDNS=off  mDNS announcement on
  --backup-keep-days N     BACKUP_KEEP_DAYS  14
  --release-keys DIR       SMA_ORDER_RELEASE_KEYS  /etc/sma-order/release-keys (the vendor's *.pub)
  --version, --help
`;
}
