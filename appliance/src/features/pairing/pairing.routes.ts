import { Router } from 'express';
import {
  type DeviceMeResponse,
  type PairingClaimResponse,
  type PairingCreateResponse,
  zPairingClaimBody,
  zPairingCreateBody,
} from '../../contract/dining-tables';
import { AppError } from '../../http/app-error';
import { adminOf } from '../../http/auth-middleware';
import { COOKIE, setCookie } from '../../http/cookies';
import type { AppDeps } from '../../http/deps';
import { parseBody } from '../../http/validate';
import { DEVICE_COOKIE_MAX_AGE_MS } from './device-credentials';
import { claimPairing, createPairing, deviceTable } from './pairing.service';
import { arrivalAddress, firstLanIpv4, pairingBaseUrl } from './pairing-url';

export function createPairingRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/pairing/create', (req, res) => {
    adminOf(req);
    const body = parseBody(zPairingCreateBody, req);
    const baseUrl = pairingBaseUrl({
      publicUrl: deps.config.publicUrl,
      lanAddress: arrivalAddress(req.socket.localAddress) ?? firstLanIpv4(),
      protocol: req.protocol,
      localPort: req.socket.localPort,
      host: req.get('host'),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json(createPairing(deps.db, body.dining_table_id, baseUrl) satisfies PairingCreateResponse);
  });

  // No login: this is the tablet that scanned the QR code; the token is its proof.
  router.post('/pairing/claim', async (req, res) => {
    const claimed = await claimPairing(deps, parseBody(zPairingClaimBody, req));
    setCookie(req, res, COOKIE.device, claimed.deviceToken, DEVICE_COOKIE_MAX_AGE_MS);
    res.json({ diningTableId: claimed.diningTableId, diningTable: claimed.diningTable } satisfies PairingClaimResponse);
  });

  router.get('/device/me', (req, res) => {
    const device = req.auth.device;
    if (!device) throw new AppError('DEVICE_NOT_REGISTERED');
    res.setHeader('Cache-Control', 'no-store');
    res.json(deviceTable(deps.db, device.diningTableId) satisfies DeviceMeResponse);
  });

  return router;
}
