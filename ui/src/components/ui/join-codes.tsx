import styles from './join-codes.module.css';
import { QrImage } from './qr-image';

export interface JoinCodesProps {
  /** The visit's (or table's) menu link. */
  url: string;
  /** The guests' Wi-Fi as a `WIFI:` text, shown first when set. */
  wifi: string | null;
  /** The menu code's size when it stands alone; beside the Wi-Fi's both are 200. */
  soloSize: number;
  labels: { menuAlt: string; wifiAlt: string; wifiStep: string; menuStep: string };
}

/** A visit's codes for a guest's phone (issue 35): ① the Wi-Fi to join, ② the menu to open. */
export function JoinCodes({ url, wifi, soloSize, labels }: JoinCodesProps) {
  return (
    <div className={styles.codes}>
      {wifi && (
        <figure className={styles.code}>
          <div className={styles.qr} data-testid="wifi-qr" data-text={wifi}>
            <QrImage text={wifi} size={200} label={labels.wifiAlt} />
          </div>
          <figcaption>{labels.wifiStep}</figcaption>
        </figure>
      )}
      <figure className={styles.code}>
        <div className={styles.qr} data-testid="visit-qr" data-url={url}>
          <QrImage text={url} size={wifi ? 200 : soloSize} label={labels.menuAlt} />
        </div>
        {wifi && <figcaption>{labels.menuStep}</figcaption>}
      </figure>
    </div>
  );
}
