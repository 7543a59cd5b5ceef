import { COOKIE, setCookie } from '../../http/cookies';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { DEVICE_COOKIE_MAX_AGE_MS } from '../../shared/device-credentials';
import { claimPairing, createPairing, deviceTable } from './pairing.service';
import { arrivalAddress, firstLanIpv4, pairingBaseUrl } from './pairing-url';

export function createPairingRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'pairing.create', ({ req, res, body }) => {
    const baseUrl = pairingBaseUrl({
      publicUrl: deps.config.publicUrl,
      lanAddress: arrivalAddress(req.socket.localAddress) ?? firstLanIpv4(),
      protocol: req.protocol,
      localPort: req.socket.localPort,
      host: req.get('host'),
    });
    res.setHeader('Cache-Control', 'no-store');
    return createPairing(deps.db, body.dining_table_id, baseUrl, deps.clock.now());
  });

  // No login: this is the tablet that scanned the QR code; the token is its proof.
  endpoint(router, 'pairing.claim', async ({ req, res, body }) => {
    const claimed = await claimPairing(deps, body);
    setCookie(req, res, COOKIE.device, claimed.deviceToken, DEVICE_COOKIE_MAX_AGE_MS);
    return { diningTableId: claimed.diningTableId, diningTable: claimed.diningTable, translations: claimed.translations };
  });

  endpoint(router, 'device.me', ({ res, actor }) => {
    res.setHeader('Cache-Control', 'no-store');
    const table = deviceTable(deps.db, actor.diningTableId);
    return actor.guest ? { ...table, guest: { tableSessionId: actor.guest.tableSessionId, number: actor.guest.number } } : table;
  });

  return router;
}
