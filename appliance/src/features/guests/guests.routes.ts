import type { Request } from 'express';
import { COOKIE, readCookie, setCookie } from '../../http/cookies';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { GUEST_COOKIE_MAX_AGE_MS } from '../../shared/guest-credentials';
import { invalidRanges } from '../../shared/guest-network';
import { arrivalAddress, firstLanIpv4, pairingBaseUrl } from '../pairing';
import { joinVisit, tableCards, visitJoinCode } from './visit-join.service';

export function createGuestRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  // The box's address on the LAN, as the pairing codes carry it: what a phone's camera opens.
  const baseUrlOf = (req: Request) =>
    pairingBaseUrl({
      publicUrl: deps.config.publicUrl,
      lanAddress: arrivalAddress(req.socket.localAddress) ?? firstLanIpv4(),
      protocol: req.protocol,
      localPort: req.socket.localPort,
      host: req.get('host'),
    });

  endpoint(router, 'visitJoin.code', ({ req, res, body, actor }) => {
    res.setHeader('Cache-Control', 'no-store');
    return visitJoinCode(deps, actor, body, baseUrlOf(req));
  });

  endpoint(router, 'tableCards.codes', ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'no-store');
    return tableCards(deps, body, baseUrlOf(req));
  });

  // No login: this is the guest's phone that scanned the visit's code; the code is its proof.
  endpoint(router, 'guest.join', async ({ req, res, body }) => {
    const held = readCookie(req, COOKIE.guest);
    const current = held ? await deps.guests.resolve(held) : null;
    const { guestToken, ...joined } = await joinVisit(deps, body, current);
    setCookie(req, res, COOKIE.guest, guestToken, GUEST_COOKIE_MAX_AGE_MS);
    res.setHeader('Cache-Control', 'no-store');
    return joined;
  });

  endpoint(router, 'guestNetwork.get', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return { guestNetwork: deps.guestNetwork.current };
  });

  endpoint(router, 'guestNetwork.update', ({ body }) => {
    const invalid = invalidRanges(body.ranges);
    if (invalid.length > 0) {
      throw new AppError('VALIDATION', {
        extras: { issues: invalid.map((range) => ({ path: 'ranges', message: `not a range: ${range}` })) },
      });
    }
    return { guestNetwork: deps.guestNetwork.save({ ranges: body.ranges, wifi: body.wifi }) };
  });

  return router;
}
