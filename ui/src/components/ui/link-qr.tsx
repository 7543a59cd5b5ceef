import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './link-qr.module.css';

export interface LinkQrProps {
  url: string;
  /** What the link is for; names the QR image for screen readers too. */
  label: string;
  /** Text of the link that opens `url` in this browser. */
  openLabel: string;
  qrAlt: string;
}

/**
 * A link shown on screen instead of (or as well as) mailed: its QR code for a phone, the URL as
 * selectable text, and a way to open it here. The QR is drawn locally; nothing leaves the box.
 */
export function LinkQr({ url, label, openLabel, qrAlt }: LinkQrProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2340', light: '#ffffff' } })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <figure className={styles.box} aria-label={label}>
      {svg && (
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={qrAlt}
          width={176}
          height={176}
        />
      )}
      <figcaption className={styles.caption}>
        <span className={styles.label}>{label}</span>
        <a className={styles.url} href={url} data-testid="link-qr-url">
          {url}
        </a>
        <a className={styles.open} href={url}>
          {openLabel}
        </a>
      </figcaption>
    </figure>
  );
}
