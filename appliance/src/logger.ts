import pino, { type Logger } from 'pino';

export type { Logger };

/** The root logger: JSON lines on stdout. Secrets never go in: cookies and passwords are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'sma-order' },
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.token'],
      censor: '[redacted]',
    },
  });
}
