import type { IncomingMessage } from 'node:http';
import type { CookieOptions, Request, Response } from 'express';

export const COOKIE = { staff: 'so_sid', device: 'so_dev', guest: 'so_guest', pageAuth: 'so_pa' } as const;

/**
 * Reads one cookie from the header without a parser dependency; malformed pairs are skipped.
 * Takes any incoming request, so API calls and WebSocket upgrades read cookies the same way.
 */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function baseOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

export function setCookie(req: Request, res: Response, name: string, value: string, maxAgeMs: number): void {
  res.cookie(name, value, { ...baseOptions(req), maxAge: maxAgeMs });
}

export function clearCookie(req: Request, res: Response, name: string): void {
  res.clearCookie(name, baseOptions(req));
}
