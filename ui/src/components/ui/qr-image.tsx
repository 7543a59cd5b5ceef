import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './qr-image.module.css';

export interface QrImageProps {
  text: string;
  /** Shown size in CSS pixels; the SVG stays sharp at any size, on paper too. */
  size: number;
  label: string;
  dimmed?: boolean;
}

/** A QR code drawn in the browser (the `qrcode` package, SVG as a data URL the CSP allows). */
export function QrImage({ text, size, label, dimmed = false }: QrImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#1f2340', light: '#ffffff' },
    }).then(
      (svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [text]);
  const className = [styles.qr, dimmed ? styles.dimmed : undefined].filter(Boolean).join(' ');
  if (!src) return <span className={className} style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className={className} src={src} alt={label} width={size} height={size} />;
}
