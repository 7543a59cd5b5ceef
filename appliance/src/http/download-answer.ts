import type { Response } from 'express';

/**
 * An answer that is a file to save (a CSV export), not JSON: its text, type and name. Refusals of
 * the same call still answer the JSON error envelope, as they are thrown before it is made.
 */
export class DownloadAnswer<T extends string = string> {
  constructor(
    readonly body: T,
    readonly contentType: string,
    readonly filename: string,
  ) {}
}

/** Writes the file with Content-Disposition: attachment (the name ASCII, and RFC 5987 for any other). */
export function sendDownload(res: Response, answer: DownloadAnswer): void {
  const ascii = answer.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(answer.filename)}`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(answer.body));
  res.end(answer.body);
}
