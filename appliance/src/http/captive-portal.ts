import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { GUEST_JOIN_PATH } from '../contract/guests';
import type { AppDeps } from '../shared/deps';
import { plainAddress } from '../shared/guest-network';

/**
 * The guests' network as a captive portal (issue 35): on the box's own access point its DNS
 * answers every name with the box, so a phone's connectivity probe (Android's /generate_204,
 * Apple's /hotspot-detect.html, Windows' /connecttest.txt, Firefox's /canonical.html ...) reaches
 * the box under another site's name. Any request from the guests' side for a name that is not the
 * box's is sent to the box's own address: the phone sees "sign in to this network" and opens the
 * menu's door (/join) by itself. The box's own pages, by its address or its .local name, pass.
 */
export function captivePortal(deps: Pick<AppDeps, 'guestNetwork' | 'config'>): RequestHandler {
  const ownHost = deps.config.publicUrl ? hostOf(deps.config.publicUrl) : null;
  return (req, res, next) => {
    if (!deps.guestNetwork.contains(req.socket.remoteAddress)) return next();
    const host = hostName(req.headers.host ?? '');
    if (host === '' || isIP(host) !== 0 || host === 'localhost' || host.endsWith('.local') || host === ownHost) return next();
    const local = plainAddress(req.socket.localAddress ?? '127.0.0.1');
    const authority = `${isIP(local) === 6 ? `[${local}]` : local}${req.socket.localPort === 80 ? '' : `:${req.socket.localPort}`}`;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, `http://${authority}${GUEST_JOIN_PATH}`);
  };
}

/** `Host: example.com:8080` -> example.com; `[fd00::1]:80` -> fd00::1; lower case. */
function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}
