import type QRCodeModule from 'qrcode';

type QRCode = typeof QRCodeModule;

/** qrcode loads only when a code is printed (first-run setup, a reset link), not at every start. */
async function loadQrCode(): Promise<QRCode> {
  return (await import('qrcode')).default;
}

const QUIET_ZONE = 2;

/**
 * A QR code as plain block characters, two module rows per text line, with light modules drawn
 * (the text colour) and dark ones left as the background: right on the dark screens of
 * `journalctl` and `docker logs`, and free of escape codes, which the journal would store as a
 * binary blob instead of showing.
 */
export function plainQr(QRCode: QRCode, text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const size = modules.size;
  const light = (x: number, y: number) => x < 0 || y < 0 || x >= size || y >= size || !modules.get(y, x);
  const lines: string[] = [];
  for (let y = -QUIET_ZONE; y < size + QUIET_ZONE; y += 2) {
    let line = '';
    for (let x = -QUIET_ZONE; x < size + QUIET_ZONE; x++) {
      const top = light(x, y);
      const bottom = y + 1 < size + QUIET_ZONE && light(x, y + 1);
      line += top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' ';
    }
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}

/** On a terminal, colours set explicitly (black on white, right on any theme); plain blocks otherwise. */
export async function terminalQr(text: string, tty = process.stdout.isTTY === true): Promise<string> {
  const QRCode = await loadQrCode();
  if (!tty) return plainQr(QRCode, text);
  return QRCode.toString(text, { type: 'terminal', small: true, errorCorrectionLevel: 'L' });
}
